"""Build Beach Bag as one desktop program with PyInstaller: a single executable that serves
the app on this machine only and opens the system browser on it (ui/desktop.py).

    .venv/bin/python scripts/build_desktop.py          Linux, macOS
    .venv\\Scripts\\python scripts\\build_desktop.py     Windows

Output: build/desktop/beach-bag (beach-bag.exe on Windows). PyInstaller builds for the
system it runs on: build on Windows for Windows, on macOS for macOS. Needs the `dev` extra
(`pip install ".[dev]"`, or scripts/setup --dev), which holds PyInstaller.

Flet's own PyInstaller hook would download Flet's desktop client (not used: the app runs
in the system browser): scripts/pyinstaller_hooks/hook-flet.py takes its place, and
FLET_VIEW_PATH points at an empty folder for any other code that looks for the client. The web client
(flet_web/web, less what the served app never sends) and the app's settings, page assets and rule texts go inside the executable.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time

from devtools.desktop import DIST, NAME, ROOT, WORK, executable

DATA = [("flet.toml", "."), ("assets", "assets"), ("docs/rules", "docs/rules"),
        ("docs/decisions.md", "docs"), ("docs/sandcastles-2015.md", "docs"),
        ("docs/sandcastles-draft.md", "docs")]
# never used by the served app: Flet's desktop view, the tools
EXCLUDE_MODULES = ["flet_desktop", "flet_cli", "PyInstaller", "playwright", "pytest"]


# Flet's web client files the served app never sends: the Pyodide runtime (static sites
# only), debug symbols, the experimental wimp renderer and webparagraph build (15 MB off).
CLIENT_SKIP = ("pyodide", "*.symbols", "*.map", "wimp.*", "experimental_webparagraph")


def web_client() -> str:
    """A copy of flet_web/web without CLIENT_SKIP, to go inside the program."""
    import flet_web
    source = os.path.join(os.path.dirname(flet_web.__file__), "web")
    target = os.path.join(WORK, "flet_web_web")
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(source, target, ignore=shutil.ignore_patterns(*CLIENT_SKIP))
    return target


def command(client: str) -> list[str]:
    args = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--onefile", "--console",
            "--name", NAME, "--distpath", DIST, "--workpath", WORK, "--specpath", WORK,
            "--paths", ROOT, "--add-data", f"{client}{os.pathsep}flet_web/web",
            "--additional-hooks-dir", os.path.join(ROOT, "scripts", "pyinstaller_hooks"),
            "--collect-submodules", "uvicorn", "--collect-submodules", "websockets",
            "--log-level", "WARN"]
    for module in EXCLUDE_MODULES:
        args += ["--exclude-module", module]
    for source, dest in DATA:
        args += ["--add-data", f"{os.path.join(ROOT, source)}{os.pathsep}{dest}"]
    return args + [os.path.join(ROOT, "ui", "desktop.py")]


def main() -> int:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("build_desktop: PyInstaller is missing: pip install \".[dev]\" "
              "(or scripts/setup --dev)", file=sys.stderr)
        return 1
    start = time.time()
    empty_view = tempfile.mkdtemp(prefix="beach-bag-no-view-")
    env = dict(os.environ, FLET_VIEW_PATH=empty_view)
    try:
        result = subprocess.run(command(web_client()), cwd=ROOT, env=env)
    finally:
        shutil.rmtree(empty_view, ignore_errors=True)
    if result.returncode != 0 or not os.path.isfile(executable()):
        print("build_desktop: PyInstaller failed", file=sys.stderr)
        return 1
    size = os.path.getsize(executable()) / 1e6
    print(f"build_desktop: {executable()} ({size:.0f} MB) built in {time.time() - start:.0f} s")
    print("Run it; it opens the system browser on Beach Bag (closing that page stops it).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
