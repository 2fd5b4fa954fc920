"""Headless Chromium (Debian's) driven by Playwright, for end-to-end tests, the UI
benchmark and screenshots. Flutter draws on a canvas: we switch on its semantics
tree and find controls by the identifiers ui/ gives them."""
from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHROMIUM = os.environ.get("BEACHBAG_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 360, "height": 640}
TABLET = {"width": 1024, "height": 768}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def serve(script: str = "app.py", env: dict | None = None, port: int | None = None):
    """Start a Flet app as the README does (python app.py) on a free port; yield its URL."""
    port = port or free_port()
    full_env = dict(os.environ, BEACHBAG_PORT=str(port), **(env or {}))
    proc = subprocess.Popen([sys.executable, script], cwd=ROOT, env=full_env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.time() + 60
        while time.time() < deadline:
            if proc.poll() is not None:
                raise RuntimeError(f"app exited: {proc.stdout.read()}")
            try:
                urllib.request.urlopen(url, timeout=1).read()
                break
            except OSError:
                time.sleep(0.2)
        else:
            raise RuntimeError("app did not start within 60 s")
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


@contextlib.contextmanager
def chromium():
    from playwright.sync_api import sync_playwright
    # Playwright gives every launch a fresh, empty profile of its own.
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


def enable_semantics(page, timeout: float = 30.0) -> None:
    page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=timeout * 1000)
    page.evaluate("document.querySelector('flt-semantics-placeholder').click()")


def by_id(page, identifier: str):
    return page.locator(f'[flt-semantics-identifier="{identifier}"]')


def tap(page, identifier: str, timeout: float = 15.0, settle: float = 0.5) -> None:
    loc = by_id(page, identifier).first
    loc.wait_for(state="visible", timeout=timeout * 1000)
    loc.click()
    time.sleep(settle)


def exists(page, identifier: str) -> bool:
    return by_id(page, identifier).count() > 0


def open_app(browser, url: str, viewport: dict):
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    page.goto(url)
    enable_semantics(page)
    return page


if __name__ == "__main__":
    # python tests/e2e/browser.py URL OUT.png [WIDTHxHEIGHT] [id-to-tap ...]
    url, out = sys.argv[1], sys.argv[2]
    size = sys.argv[3] if len(sys.argv) > 3 else "360x640"
    w, h = (int(x) for x in size.split("x"))
    with chromium() as b:
        page = open_app(b, url, {"width": w, "height": h})
        time.sleep(1.5)
        for ident in sys.argv[4:]:
            tap(page, ident)
        time.sleep(1)
        page.screenshot(path=out)
