"""Issue 15, Desktop: scripts/build_desktop.py builds one executable with PyInstaller; run,
it serves Beach Bag on 127.0.0.1 (a free port), its page plays, saves go to the user's data
folder, and it stops when its page is closed, or on Ctrl+C.

Builds first unless build/desktop/beach-bag is newer than every source it is made from
(about 45-90 s here). Prints the size, the build time and the start times.

    .venv/bin/python -m pytest tests/e2e/test_desktop_e2e.py -q -s
"""
from __future__ import annotations

import glob
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from devtools import browser, desktop
from devtools import static_site as web
from tests.e2e.conftest import one_builder

ROOT = browser.ROOT
SOURCES = ["app.py", "flet.toml", "core", "ui", "assets", "docs/rules", "docs/decisions.md",
           "scripts/build_desktop.py", "devtools/desktop.py", "scripts/pyinstaller_hooks"]
FIGURES: dict = {}


def ensure_built() -> str:
    exe = desktop.executable()
    if os.path.isfile(exe) and os.path.getmtime(exe) >= max(web.newest(p) for p in SOURCES):
        return exe
    t = time.time()
    result = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "build_desktop.py")],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    FIGURES["build_s"] = round(time.time() - t)
    return exe


@pytest.fixture(scope="module")
def program():
    """The program, built once however many workers run this module's tests."""
    with one_builder("desktop"):
        return ensure_built()


def start(exe: str, data_home: str):
    """Run the program as a player would (no browser opened: there is no display here);
    returns the process, its address and the seconds until it said where it runs."""
    env = dict(os.environ, BEACHBAG_NO_BROWSER="1", XDG_DATA_HOME=data_home)
    for name in ("BEACHBAG_SAVES", "BEACHBAG_PORT", "BEACHBAG_HOST"):
        env.pop(name, None)
    t = time.time()
    proc = subprocess.Popen([exe], cwd=data_home, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    line = proc.stdout.readline()
    assert "is running at http://127.0.0.1:" in line, line + (proc.stdout.read() or "")
    url = line.split(" is running at ")[1].split()[0]
    return proc, url, round(time.time() - t, 1)


def test_desktop_program_serves_saves_and_stops_with_its_page(tmp_path):
    why = browser.missing()
    assert why is None, why
    exe = ensure_built()
    FIGURES["size_mb"] = round(os.path.getsize(exe) / 1e6)
    proc, url, FIGURES["running_s"] = start(exe, str(tmp_path))
    try:
        t = time.time()
        with browser.chromium() as chrome:
            page = chrome.new_page(viewport=browser.PHONE)
            page.goto(url + "/")
            browser.enable_semantics(page, timeout=60)
            browser.wait_id(page, "new-seaside", timeout=60)
            FIGURES["home_s"] = round(FIGURES["running_s"] + time.time() - t, 1)
            browser.tap_and_wait(page, "new-seaside", change=10.0)
            browser.tap_and_wait(page, "start-game", change=15.0)
            web.play_a_decision(page)
            # the user's data folder (XDG_DATA_HOME on Linux), as scripts/run-app saves
            deadline = time.time() + 15
            found = []
            while time.time() < deadline and not found:
                found = glob.glob(os.path.join(str(tmp_path), "beach-bag", "saves", "*.json"))
                time.sleep(0.3)
            assert found, f"no save in the user's data folder: {list(tmp_path.rglob('*'))}"
            with open(found[0], encoding="utf-8") as f:
                assert json.load(f)["actions"], "the move is not in the save"
            assert proc.poll() is None, "the program stopped while its page was open"
            page.close()  # the player closes the app's page
            t = time.time()
            proc.wait(timeout=60)
            FIGURES["stopped_after_close_s"] = round(time.time() - t, 1)
        assert proc.returncode == 0, proc.stdout.read()
    finally:
        if proc.poll() is None:
            proc.kill()
    print(FIGURES)


def test_desktop_program_stops_on_ctrl_c(tmp_path, program):
    exe = program
    proc, url, _ = start(exe, str(tmp_path))
    try:
        import urllib.request
        assert b"<title>Beach Bag</title>" in urllib.request.urlopen(url, timeout=30).read()
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)
        assert proc.returncode == 0, proc.stdout.read()
    finally:
        if proc.poll() is None:
            proc.kill()
