"""core keeps its promise (core/__init__.py): no files, no clock, no Flet. Every module
under core/ is read as source, so a lazy import inside a function counts too; the one
exception is core/__main__.py, the command line, a program around core that reads the
files named on its command line and the clock (its docstring says so)."""
from __future__ import annotations

import ast
import importlib
import os
import pkgutil

import core

# Modules whose use means files, the clock, processes or the UI.
FORBIDDEN_MODULES = {"os", "io", "fcntl", "msvcrt", "time", "tempfile", "stat", "shutil",
                     "pathlib", "glob", "socket", "subprocess", "threading", "multiprocessing",
                     "platformdirs", "flet", "ui", "app"}
# Calls that read the clock through datetime, or open a file without importing anything.
FORBIDDEN_CALLS = {"open", "now", "utcnow", "today", "fromtimestamp", "utcfromtimestamp"}
CLI = "__main__.py"


def faults(source: str) -> list:
    """What in this source reaches outside pure computation: imports of the modules
    above and the calls above, one line each."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""] if not node.level else []
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name in FORBIDDEN_CALLS:
                out.append(f"line {node.lineno}: calls {name}()")
            if name == "__import__":
                out.append(f"line {node.lineno}: imports by name")
            continue
        else:
            continue
        for name in names:
            if name.split(".")[0] in FORBIDDEN_MODULES:
                out.append(f"line {node.lineno}: imports {name}")
    return out


def core_files() -> list:
    root = os.path.dirname(core.__file__)
    found = []
    for folder, _, names in os.walk(root):
        found += [os.path.join(folder, n) for n in names if n.endswith(".py")]
    return sorted(found)


def test_no_core_module_touches_files_or_the_clock():
    bad = {}
    for path in core_files():
        if os.path.relpath(path, os.path.dirname(core.__file__)) == CLI:
            continue
        with open(path, encoding="utf-8") as f:
            found = faults(f.read())
        if found:
            bad[os.path.relpath(path)] = found
    assert bad == {}


def test_the_check_finds_each_kind_of_reach():
    """The scan above would see each of these (so its empty answer means something)."""
    samples = {
        "import os": 1, "import os.path": 1, "from time import perf_counter": 1,
        "import fcntl as f": 1, "def f():\n    import tempfile": 1,
        "x = open('a.json').read()": 1, "import datetime\nd = datetime.datetime.now()": 1,
        "from datetime import date\nd = date.today()": 1, "import flet as ft": 1,
        "from ui.files import read_file": 1, "m = __import__('os')": 1,
        "import json, math, re": 0, "from . import rules": 0, "from datetime import date": 0,
        "d = datetime.date.fromisoformat('2026-12-01')": 0,
    }
    for source, count in samples.items():
        assert len(faults(source)) == count, source


def test_every_core_module_is_scanned_and_imports():
    """Every module of the package is among the files scanned and imports without the
    rest of the app (a module only reachable by a path the scan misses would escape)."""
    scanned = {os.path.relpath(p, os.path.dirname(core.__file__)) for p in core_files()}
    names = [m.name for m in pkgutil.walk_packages(core.__path__, "core.")]
    assert len(names) > 20
    for name in names:
        module = importlib.import_module(name)
        rel = os.path.relpath(module.__file__, os.path.dirname(core.__file__))
        assert rel in scanned, name
