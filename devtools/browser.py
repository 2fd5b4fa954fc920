"""Headless Chromium (Debian's) driven by Playwright, for the browser tests, the UI
benchmarks and screenshots, and the served app started as the README does (serve).
Flutter draws on a canvas: we switch on its semantics tree and find controls by the
identifiers ui/ gives them."""
from __future__ import annotations

import contextlib
import os
import random
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request

from ui.config import override

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHROMIUM = override("BEACHBAG_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 360, "height": 640}
TABLET = {"width": 1024, "height": 768}


# Under pytest-xdist each worker picks from a range of its own (gw0 20000-20999, gw1
# 21000-21999, ...), below the kernel's ephemeral ports (32768+), so two workers of a run
# never choose the same port in the moment before the app binds it.
PORTS_PER_WORKER = 1000
_next_port = random.randrange(PORTS_PER_WORKER)


def free_port() -> int:
    global _next_port
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    if worker.startswith("gw") and worker[2:].isdigit():
        base = 20000 + PORTS_PER_WORKER * (int(worker[2:]) % 12)
        for _ in range(PORTS_PER_WORKER):
            port = base + _next_port % PORTS_PER_WORKER
            _next_port += 1
            with socket.socket() as s:
                try:
                    s.bind(("127.0.0.1", port))
                except OSError:
                    continue  # in use (another run's worker of the same number)
                return port
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PortTaken(RuntimeError):
    """Another process took the free port between our choice and the app's bind."""


def _start(script: str, env: dict, port: int):
    """The app started on `port` and answering; raises PortTaken or RuntimeError."""
    full_env = dict(os.environ, BEACHBAG_PORT=str(port), **env)
    full_env["PYTHONPATH"] = os.pathsep.join(filter(None, [ROOT, full_env.get("PYTHONPATH")]))
    proc = subprocess.Popen([sys.executable, script], cwd=ROOT, env=full_env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.time() + 60
        while time.time() < deadline:
            if proc.poll() is not None:
                out = proc.stdout.read()
                raise (PortTaken if "already in use" in out else RuntimeError)(
                    f"app exited: {out}")
            try:
                urllib.request.urlopen(url, timeout=1).read()
                break
            except OSError:
                time.sleep(0.2)
        else:
            raise RuntimeError("app did not start within 60 s")
        # If another process took the free port first, the answer came from it and our
        # app dies failing to bind: say so instead of failing later with a refused page.
        time.sleep(0.3)
        if proc.poll() is not None:
            raise PortTaken(f"app exited after its port answered (port {port} taken?): "
                            f"{proc.stdout.read()}")
    except BaseException:
        _stop(proc)
        raise
    return proc, url


def _stop(proc) -> None:
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


@contextlib.contextmanager
def serve(script: str = "app.py", env: dict | None = None, port: int | None = None):
    """Start a Flet app as the README does (python app.py) on a free port; yield its URL.
    The app imports this checkout's code (PYTHONPATH), whatever else is installed. A free
    port another process takes before the app binds it (tests run side by side) is
    replaced by another, up to three times; a port given is used as it is."""
    for attempt in range(3):
        try:
            proc, url = _start(script, env or {}, port or free_port())
            break
        except PortTaken:
            if port or attempt == 2:
                raise
    try:
        yield url
    finally:
        _stop(proc)


# Every request a page makes that would leave this machine (a CDN, PyPI, fonts...):
# README promises none. chromium() watches every context and page it hands out;
# tests/e2e/conftest.py asserts this is empty after each test, chromium() at its end.
OUTSIDE: list[str] = []


def is_local(url: str) -> bool:
    parts = urllib.parse.urlsplit(url)
    if parts.scheme in ("data", "blob", "about", "chrome-error"):
        return True
    host = (parts.hostname or "").lower()
    return host in ("localhost", "::1") or host.startswith("127.")


def watch(context):
    """Record every request and WebSocket of this context that is not to this machine."""
    def note(url: str) -> None:
        if not is_local(url):
            OUTSIDE.append(url)
    context.on("request", lambda request: note(request.url))
    context.on("page", lambda page: page.on("websocket", lambda ws: note(ws.url)))
    return context


def left_the_machine() -> list[str]:
    """The requests that left the machine since the last call (and forget them)."""
    found = list(dict.fromkeys(OUTSIDE))
    OUTSIDE.clear()
    return found


_DRIVER = None  # the Playwright driver a block of driver() holds, shared by those inside it


@contextlib.contextmanager
def driver():
    """A Playwright driver (one Node process, whose Chromiums are started and driven
    through it). Inside a block of driver() (the browser tests hold one for their whole
    run, tests/e2e/conftest.py) every other driver() and chromium() uses the same one:
    Playwright's sync API allows one driver at a time in a thread."""
    global _DRIVER
    if _DRIVER is not None:
        yield _DRIVER
        return
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        _DRIVER = pw
        try:
            yield pw
        finally:
            _DRIVER = None


@contextlib.contextmanager
def chromium(extra_flags: tuple = ()):
    # Playwright gives every launch a fresh, empty profile of its own.
    with driver() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS + list(extra_flags),
                                     headless=True)
        new_context, new_page = browser.new_context, browser.new_page

        def watched_context(*args, **kwargs):
            return watch(new_context(*args, **kwargs))

        def watched_page(*args, **kwargs):
            page = new_page(*args, **kwargs)
            watch(page.context)
            return page

        browser.new_context, browser.new_page = watched_context, watched_page
        before = len(OUTSIDE)
        try:
            yield browser
        finally:
            browser.close()
        left = list(dict.fromkeys(OUTSIDE[before:]))
        del OUTSIDE[before:]
        if left:
            raise AssertionError(f"requests left the machine: {left}")


class KeptProfile:
    """A Chromium on a disk profile kept while it runs (Playwright's persistent
    context): the pages opened in it share Chromium's HTTP cache and its cache of
    compiled code, so Flet's client (megabytes of WebAssembly and JavaScript) is fetched
    and compiled once per server, not once per page (home drawn in 1.2-2.4 s instead of
    2.6-2.8 s in a fresh context, measured at a load average of 6-7). Its pages share
    each origin's browser storage as well: it is for the served app, whose games and
    settings live on the server. A test that needs an empty browser opens a context of
    chromium() instead."""

    def __init__(self, pw, folder: str, extra_flags: tuple = ()):
        self.context = watch(pw.chromium.launch_persistent_context(
            folder, executable_path=CHROMIUM, args=FLAGS + list(extra_flags), headless=True,
            viewport=PHONE))

    def open(self, url: str, viewport: dict):
        """A new tab at `viewport`, on `url`, with Flutter's semantics tree switched on."""
        page = self.context.new_page()
        page.set_viewport_size(viewport)
        page.goto(url)
        enable_semantics(page)
        return page

    def close(self) -> None:
        self.context.close()


# The browser's own way to a route, as its back and forward buttons go: the address
# changes and Flutter's router hears a popstate, so the app's on_route_change opens the
# screen without the page loading again.
NAVIGATE_JS = """(route) => { history.pushState(null, '', route);
  window.dispatchEvent(new PopStateEvent('popstate', {state: null})); }"""
HOME_MARK = "home-settings"   # an identifier only the home screen has


BOXES_JS = """() => Array.from(document.querySelectorAll('flt-semantics')).map(e => {
  const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom].join(); }).join(';')"""


def quiet(page, still: float = 0.4, limit: float = 5.0, js: str = BOXES_JS) -> None:
    """Until no semantics node has moved for `still` s (at most `limit` s): the
    client's layout for a new size, then the app's, are drawn. `js`: what is read of
    the page each 0.1 s (the nodes' boxes)."""
    last, since, deadline = page.evaluate(js), time.time(), time.time() + limit
    while time.time() < deadline:
        time.sleep(0.1)
        now = page.evaluate(js)
        if now != last:
            last, since = now, time.time()
        elif time.time() - since >= still:
            return


class Tab:
    """One tab on one server, kept from screen to screen: `show(route)` takes the
    tab there by the app's route change instead of loading the page again. A load is
    the Flutter client starting over, about 3 CPU-s of Chromium (measured: renderer
    2.1 s, GPU 0.3 s, browser 0.4 s) against 0.2-0.4 s for a new size: two loads per
    position were two thirds of the decision matrix's time. The way goes through home,
    so that what a caller waits for next is the new screen's, not the old one's. A tab
    closed (by a failed test's cleanup, or `drop()`) is opened afresh on the next show."""

    def __init__(self, profile: KeptProfile, base: str, viewport: dict | None = None):
        self.profile, self.base, self.viewport = profile, base, viewport or PHONE
        self.page = None

    def show(self, route: str, viewport: dict | None = None):
        """The tab on `route`, at `viewport` if given (else at the size it was left).
        A tab that does not come home (a dialog left open, a page stuck) is loaded
        afresh."""
        if viewport is not None:
            self.viewport = viewport
        if self.page is not None and not self.page.is_closed():
            try:
                # a tab behind another is not drawn until asked (a screenshot of it
                # waited about a second for its frame)
                self.page.bring_to_front()
                self.page.evaluate(NAVIGATE_JS, "/")
                wait_id(self.page, HOME_MARK, timeout=10)
                if viewport is not None and self.page.viewport_size != viewport:
                    # home is quick to lay out again; the app must know the new size
                    # before the route (a cover drawn for the old size was laid out
                    # again under the test's tap)
                    self.page.set_viewport_size(viewport)
                    quiet(self.page)
                self.page.evaluate(NAVIGATE_JS, route)
                return self.page
            except Exception:
                self.drop()
        self.page = self.profile.open(self.base + route.lstrip("/"), self.viewport)
        return self.page

    def home(self, timeout: float = 30.0) -> "Tab":
        """The tab opened on home (before a module's first test, so the per-test
        cleanup of tests/e2e/conftest.py keeps it)."""
        wait_id(self.show("/"), HOME_MARK, timeout=timeout)
        return self

    def drop(self) -> None:
        """Close the tab (after a failure: the next show starts from a fresh load)."""
        if self.page is not None and not self.page.is_closed():
            with contextlib.suppress(Exception):
                self.page.close()
        self.page = None


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


def open_app(browser, url: str, viewport: dict, locale: str | None = None):
    """A fresh context (no storage) on `url`; `locale` ("fr-FR") is the languages the
    browser says it prefers (Chromium's default otherwise)."""
    context = browser.new_context(viewport=viewport, **({"locale": locale} if locale else {}))
    page = context.new_page()
    page.goto(url)
    enable_semantics(page)
    return page


# ---- helpers for tests and the benchmark (added; the functions above are unchanged) ----
IDS_JS = ("() => Array.from(document.querySelectorAll('[flt-semantics-identifier]'))"
          ".map(e => e.getAttribute('flt-semantics-identifier'))")
LABELS_JS = ("() => Array.from(document.querySelectorAll('[aria-label]'))"
             ".map(e => e.getAttribute('aria-label')).join('\\n')")
TEXT_JS = ("() => { const h = document.querySelector('flt-semantics-host');"
           " return h ? h.innerText : ''; }")


def missing() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return ("Python playwright is not installed: pip install -e '.[dev]' "
                "(or pip install playwright); the browser tests need it.")
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        return (f"Chromium is not at {CHROMIUM}: apt-get install chromium "
                "(or set BEACHBAG_CHROMIUM to a Chromium binary); the browser tests need it.")
    return None


def ids(page) -> list[str]:
    """Every semantics identifier now in the tree, in document order."""
    return page.evaluate(IDS_JS)


def labels(page) -> str:
    return page.evaluate(LABELS_JS)


def text(page) -> str:
    """The visible text of the semantics tree (what a screen reader would read)."""
    return page.evaluate(TEXT_JS)


def wait_id(page, identifier: str, timeout: float = 15.0) -> None:
    by_id(page, identifier).first.wait_for(state="attached", timeout=timeout * 1000)


def fingerprint(page) -> str:
    return page.evaluate(f"() => ({IDS_JS})().join(',') + '|' + ({TEXT_JS})()")


def pass_screens(page, present) -> bool:
    """Through a screen between the player and the board: How to play (a first game of
    it on this device) or the pass-the-device cover. True when it tapped one."""
    for ident in ("howto-done", "uncover"):
        if ident in present:
            tap_and_wait(page, ident, change=10.0)
            return True
    return False


def tap_and_wait(page, identifier: str, timeout: float = 15.0, change: float = 5.0,
                 settle: float = 0.15) -> bool:
    """Tap, then wait until the semantics tree changes (at most `change` s).
    Returns whether it changed; some taps legitimately redraw the same screen."""
    before = fingerprint(page)
    tap(page, identifier, timeout=timeout, settle=0)
    if changed_since(page, before, change):
        time.sleep(settle)
        return True
    return False


def changed_since(page, before: str, timeout: float) -> bool:
    """Whether the semantics tree's `fingerprint` differs from `before` within
    `timeout` s (looked at every 0.05 s)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if fingerprint(page) != before:
            return True
        time.sleep(0.05)
    return False


if __name__ == "__main__":
    # python -m devtools.browser URL OUT.png [WIDTHxHEIGHT] [id-to-tap ...]
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
