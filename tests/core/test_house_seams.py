"""Issue 26's seams, kept: "no file edits `sys.path`; no import between scripts/ and
tests/ in either direction; nothing imports the top-level app from ui/" (the project is
installed in development mode, so every script and test imports the packages as they
are). Read from the sources with `ast`, imports inside functions included."""
from __future__ import annotations

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FOLDERS = ("app.py", "core", "ui", "devtools", "scripts", "tests")


def python_files():
    """Every Python source of the project (scripts/ without a suffix are bash)."""
    for top in FOLDERS:
        path = os.path.join(ROOT, top)
        if os.path.isfile(path):
            yield top
            continue
        for folder, dirs, files in os.walk(path):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            yield from (os.path.relpath(os.path.join(folder, name), ROOT)
                        for name in files if name.endswith(".py"))


def imported(tree) -> set[str]:
    """The top-level package of every module the tree imports."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module.split(".")[0])
    return out


def touches_sys_path(tree) -> bool:
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and node.attr == "path"
                and isinstance(node.value, ast.Name) and node.value.id == "sys"):
            return True
    return False


def sources():
    for rel in python_files():
        with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
            yield rel, ast.parse(f.read(), rel)


def test_the_scan_sees_every_part_of_the_house():
    seen = {rel.split(os.sep)[0] for rel in python_files()}
    assert seen == set(FOLDERS)
    assert "scripts/pyinstaller_hooks/hook-core.registry.py" in set(python_files())


def test_no_file_edits_sys_path():
    editing = [rel for rel, tree in sources() if touches_sys_path(tree)]
    assert not editing, f"these edit sys.path instead of importing the installed project: {editing}"


def test_scripts_and_tests_never_import_each_other():
    wrong = []
    for rel, tree in sources():
        names = imported(tree)
        if rel.startswith(("scripts", "devtools", "core", "ui")) and "tests" in names:
            wrong.append(f"{rel} imports tests")
        if rel.startswith("tests") and "scripts" in names:
            wrong.append(f"{rel} imports scripts")
    assert not wrong, "shared helpers belong in devtools/: " + "; ".join(wrong)


def test_the_app_is_imported_by_nothing_below_it():
    wrong = [rel for rel, tree in sources()
             if rel.startswith(("core", "ui", "devtools")) and "app" in imported(tree)]
    assert not wrong, f"these import the top-level app.py: {wrong}"


def test_the_checks_catch_what_they_look_for():
    """Each check on a small source that breaks it (a check that cannot fail is no check)."""
    assert touches_sys_path(ast.parse("import sys\nsys.path.insert(0, 'x')"))
    assert not touches_sys_path(ast.parse("import os\nos.path.join('a')"))
    assert imported(ast.parse("def f():\n    from tests.support import x\n")) == {"tests"}
    assert imported(ast.parse("import app, ui.shell")) == {"app", "ui"}
