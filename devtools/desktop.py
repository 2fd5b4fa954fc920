"""Where scripts/build_desktop.py puts the desktop program (tests/e2e/test_desktop_e2e.py
runs it from there)."""
from __future__ import annotations

import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "beach-bag"
DIST = os.path.join(ROOT, "build", "desktop")
WORK = os.path.join(ROOT, "build", "desktop-work")


def executable() -> str:
    return os.path.join(DIST, NAME + (".exe" if os.name == "nt" else ""))
