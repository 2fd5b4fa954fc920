"""The static, offline web build (scripts/build-web): Python runs in the browser through
Pyodide, served by a plain static file server, with every non-localhost request blocked.

Checks: the home screen appears; a Seaside game starts (cover, one decision); the move is
saved to the browser's storage and the game is offered under Continue after a reload; the
rules load from docs/; and, with the server stopped and the browser offline, a reload still
reaches home from the service worker's cache.
Screenshots go to artifacts/web/. Runs the build first unless build/web is newer than
every source file it is made from.

    .venv/bin/python -m pytest tests/e2e/test_static_web.py -q
    .venv/bin/python tests/e2e/test_static_web.py        (prints PASS/FAIL and timings)
"""
from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from tests.e2e import browser  # noqa: E402

ROOT = browser.ROOT
WEB = os.path.join(ROOT, "build", "web")
SHOTS = os.path.join(ROOT, "artifacts", "web")
SOURCES = ["app.py", "flet.toml", "core", "ui", "assets", "docs/rules", "docs/decisions.md",
           "scripts/build-web"]
BOOT_TIMEOUT = 120.0  # Pyodide start on a slow 2-core machine: measured ~10-20 s


def _newest(path: str) -> float:
    path = os.path.join(ROOT, path)
    if os.path.isfile(path):
        return os.path.getmtime(path)
    newest = 0.0
    for folder, dirs, files in os.walk(path):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in files:
            newest = max(newest, os.path.getmtime(os.path.join(folder, name)))
    return newest


def build_is_fresh() -> bool:
    stamp = os.path.join(WEB, "app.tar.gz")
    if not (os.path.isfile(stamp) and os.path.isfile(os.path.join(WEB, "index.html"))):
        return False
    return os.path.getmtime(stamp) >= max(_newest(p) for p in SOURCES)


def ensure_build() -> None:
    if build_is_fresh():
        return
    result = subprocess.run([os.path.join(ROOT, "scripts", "build-web")], cwd=ROOT,
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"scripts/build-web failed:\n{result.stdout}\n{result.stderr}")


STOP = []  # shutdown of the latest static server (to test the offline cache)
SERVED = []  # paths the browser fetched from the static server, for the figures


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send_head(self):
        SERVED.append(self.path.split("?")[0])
        return super().send_head()


class _QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], (ConnectionError, BrokenPipeError)):
            super().handle_error(request, client_address)  # a page reload drops downloads


@contextlib.contextmanager
def static_server(folder: str):
    """What a player's device or any static host does: plain files, no Python app."""
    handler = functools.partial(_QuietHandler, directory=folder)
    server = _QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    STOP.append(server.shutdown)
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


CACHE_READY_JS = """async () => {
  const reg = await navigator.serviceWorker.ready;
  for (let i = 0; i < 300; i++) {
    for (const key of await caches.keys()) {
      const n = (await (await caches.open(key)).keys()).length;
      if (key.startsWith('beachbag-') && reg.active && reg.active.state === 'activated' && n > 20)
        return [key, n];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}"""


def offline(page, blocked: list) -> None:
    """Abort every request that does not go to this machine (proves no CDN, no PyPI)."""
    def route(r):
        url = r.request.url
        host = url.split("/")[2] if "://" in url else ""
        if url.startswith(("data:", "blob:")) or host.split(":")[0] in ("127.0.0.1", "localhost"):
            r.continue_()
        else:
            blocked.append(url)
            r.abort()
    page.route("**/*", route)


def wait_home(page, timeout: float) -> float:
    t0 = time.time()
    browser.enable_semantics(page, timeout=timeout)
    browser.wait_id(page, "new-seaside", timeout=timeout)
    return time.time() - t0


def home_again(page, shots: str, failed_shot: str, problem: str, start=None) -> float:
    """Open the site at `start`, or load its start address again (reloading #/play/...
    would reopen the game itself: the route is dropped without telling the app), and
    wait for home; seconds taken. On failure a screenshot is kept and the error says
    `problem`."""
    t0 = time.time()
    if start is None:
        page.evaluate("history.replaceState(null, '', location.pathname)")
        page.reload()
    else:
        page.goto(start)
    try:
        wait_home(page, BOOT_TIMEOUT)
    except Exception as e:
        page.screenshot(path=os.path.join(shots, failed_shot))
        raise AssertionError(f"{problem}: {e}")
    return round(time.time() - t0, 1)


def tap_first(page, prefix: str, timeout: float = 20.0) -> str:
    deadline = time.time() + timeout
    while time.time() < deadline:
        found = [i for i in browser.ids(page) if i and i.startswith(prefix)]
        if found:
            browser.tap_and_wait(page, found[0], change=10.0)
            return found[0]
        time.sleep(0.2)
    raise AssertionError(f"no control starting with {prefix!r}; ids: {browser.ids(page)}")


def run_check(shots: str = SHOTS) -> dict:
    """The whole check; raises AssertionError on failure, returns measurements."""
    os.makedirs(shots, exist_ok=True)
    figures = {}
    errors, blocked = [], []
    with static_server(WEB) as url, browser.chromium() as chrome:
        context = chrome.new_context(viewport=browser.PHONE)
        page = context.new_page()
        offline(page, blocked)
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))

        figures["boot_s"] = home_again(page, shots, "boot-failed.png",
                                       f"home screen did not appear (console errors: {errors})",
                                       start=url)
        first = sorted(set(SERVED))
        figures["first_load_files"] = len(first)
        figures["first_load_mb"] = round(sum(
            os.path.getsize(os.path.join(WEB, f.lstrip("/")))
            for f in first if os.path.isfile(os.path.join(WEB, f.lstrip("/")))) / 1e6, 1)
        time.sleep(1.0)
        page.screenshot(path=os.path.join(shots, "1-home.png"))

        browser.tap_and_wait(page, "new-seaside", change=10.0)
        page.screenshot(path=os.path.join(shots, "2-setup.png"))
        browser.tap_and_wait(page, "start-game", change=15.0)
        browser.wait_id(page, "howto-done", timeout=20)  # a first game opens on How to play
        browser.tap_and_wait(page, "howto-done", change=10.0)
        browser.wait_id(page, "uncover", timeout=20)
        page.screenshot(path=os.path.join(shots, "3-cover.png"))
        browser.tap_and_wait(page, "uncover", change=10.0)
        t1 = time.time()
        move = tap_first(page, "side-")
        figures["move"] = move
        figures["move_s"] = round(time.time() - t1, 1)
        time.sleep(1.5)  # the save goes to SharedPreferences in a background task
        page.screenshot(path=os.path.join(shots, "4-after-move.png"))

        figures["url_after_move"] = page.url
        figures["reload_s"] = home_again(
            page, shots, "reload-failed.png",
            f"home screen did not come back after reload (console errors: {errors})")
        deadline = time.time() + 10
        resume = []
        while time.time() < deadline and not resume:
            resume = [i for i in browser.ids(page) if i and i.startswith("resume-")]
            time.sleep(0.2)
        assert resume, f"no saved game under Continue after reload; ids: {browser.ids(page)}"
        figures["resume"] = resume[0]
        with contextlib.suppress(Exception):
            browser.by_id(page, resume[0]).first.scroll_into_view_if_needed(timeout=3000)
        time.sleep(0.5)
        page.screenshot(path=os.path.join(shots, "5-home-after-reload.png"))
        # The move itself is in the browser's storage (SharedPreferences -> localStorage).
        stored = page.evaluate("() => Object.keys(localStorage).filter(k => k.includes("
                               "'beachbag.save.')).map(k => [k, localStorage.getItem(k)])")
        assert stored, "no beachbag.save.* key in localStorage"
        doc = json.loads(stored[0][1])
        if isinstance(doc, str):  # stored as a JSON string value
            doc = json.loads(doc)
        figures["storage_key"] = stored[0][0]
        figures["stored_actions"] = doc.get("actions")
        assert any(a and a[0] == "side" for a in doc.get("actions", [])), \
            f"the move is not in the saved game: {doc.get('actions')}"
        browser.tap_and_wait(page, resume[0], change=15.0)
        time.sleep(1.0)
        page.screenshot(path=os.path.join(shots, "6-resumed.png"))
        figures["resumed_ids"] = len(browser.ids(page))

        # The in-app rules are read from docs/ inside the app archive at run time.
        home_again(page, shots, "rules-reload-failed.png", "home screen did not come back")
        browser.tap_and_wait(page, "rules-seaside", change=10.0)
        time.sleep(1.0)
        rules = browser.text(page) + browser.labels(page)
        page.screenshot(path=os.path.join(shots, "7-rules.png"))
        # Section titles that exist only when docs/rules/seaside.txt, docs/rules/DECISIONS.md
        # and docs/decisions.md were all read.
        for part in ("Goal", "Components and readings", "How Beach Bag plays the open cases"):
            assert part in rules, f"the Seaside rules are incomplete ({part!r}): {rules[:300]!r}"
        assert "missing from this installation" not in rules

        # Offline after the first visit: the service worker written by build-web holds the
        # whole site. Stop the server, cut the network, reload: home must still appear.
        cached = page.evaluate(CACHE_READY_JS)
        assert cached, "the service worker did not cache the site"
        figures["sw_cache"] = cached
        STOP[-1]()
        context.set_offline(True)
        figures["offline_reload_s"] = home_again(
            page, shots, "offline-failed.png", "no home screen offline with the server stopped")
        browser.wait_id(page, figures["resume"], timeout=10)
        page.screenshot(path=os.path.join(shots, "8-offline-server-stopped.png"))
        context.close()
    # Flet's client asked jsdelivr for the Rive runtime until scripts/build-web rewrote
    # that address (ui/webclient.py): now nothing at all may leave the machine.
    assert not blocked, f"the app tried to reach the network: {blocked}"
    figures["console_errors"] = errors
    return figures


DECISIONS = ("side-", "isopods-", "shells-", "flip-", "steal-")


def play_a_decision(page, timeout: float = 30.0) -> None:
    """Uncover if the device is to be passed, then make the first decision on screen."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        ids = [i for i in browser.ids(page) if i]
        if "howto-done" in ids:  # a first Seaside game on this device opens on How to play
            browser.tap_and_wait(page, "howto-done", change=10.0)
            continue
        if "uncover" in ids:
            browser.tap_and_wait(page, "uncover", change=10.0)
            continue
        found = [i for i in ids if i.startswith(DECISIONS) and i != "isopods-confirm"]
        if found:
            browser.tap_and_wait(page, found[-1], change=10.0)
            if found[-1].startswith("isopods-"):
                browser.wait_id(page, "isopods-confirm")
                browser.tap_and_wait(page, "isopods-confirm", change=10.0)
            return
        time.sleep(0.2)
    raise AssertionError(f"no decision on screen; ids: {browser.ids(page)}")


STORED_JS = ("() => Object.keys(localStorage).filter(k => k.includes('beachbag.save.'))"
             ".map(k => localStorage.getItem(k))")


def stored_actions(page) -> list:
    values = page.evaluate(STORED_JS)
    assert len(values) == 1, values
    doc = json.loads(values[0])
    if isinstance(doc, str):
        doc = json.loads(doc)
    return doc["actions"]


def wait_stored(page, count: int, timeout: float = 10.0) -> list:
    deadline = time.time() + timeout
    while time.time() < deadline:
        actions = stored_actions(page)
        if len(actions) >= count:
            return actions
        time.sleep(0.2)
    raise AssertionError(f"the storage holds {stored_actions(page)}, not {count} moves")


def run_two_tabs(shots: str = SHOTS) -> dict:
    """Issue 10, section 5: two tabs of the static site on one game. The second tab opens
    the game, the first plays on, then the second taps: its move is not written over the
    first tab's, and it says the game was played on elsewhere, on the cover."""
    os.makedirs(shots, exist_ok=True)
    figures, blocked = {}, []
    with static_server(WEB) as url, browser.chromium() as chrome:
        context = chrome.new_context(viewport=browser.PHONE)  # one browser: one storage
        first = context.new_page()
        offline(first, blocked)
        home_again(first, shots, "tabs-boot-failed.png", "no home in the first tab", start=url)
        browser.tap_and_wait(first, "new-seaside", change=10.0)
        browser.wait_id(first, "players-2")
        browser.tap(first, "players-2")
        labels = browser.labels(first)
        assert "Seat 1: Person" in labels and "Seat 2: Person" in labels, labels
        browser.tap_and_wait(first, "start-game", change=15.0)
        play_a_decision(first)
        wait_stored(first, 1)

        second = context.new_page()
        offline(second, blocked)
        home_again(second, shots, "tabs-second-failed.png", "no home in the second tab",
                   start=url)
        resume = tap_first(second, "resume-")
        figures["resumed"] = resume
        browser.wait_id(second, "uncover", timeout=20)   # two people: a cover first

        before = len(stored_actions(first))
        for _ in range(3):
            play_a_decision(first)
        moved_on = wait_stored(first, before + 3)
        time.sleep(1.0)
        play_a_decision(second)                           # uncover, then a tap: behind
        deadline = time.time() + 15
        while time.time() < deadline and "played on in another" not in browser.text(second):
            time.sleep(0.2)
        text = browser.text(second)
        second.screenshot(path=os.path.join(shots, "9-second-tab-behind.png"))
        assert "played on in another window or tab" in text, text[:600]
        assert "not played" in text, text[:600]
        assert browser.exists(second, "uncover"), "the notice is on the cover"
        time.sleep(1.0)
        assert stored_actions(second) == moved_on, "the first tab's moves are kept"
        figures["moves_kept"] = len(moved_on)
        # the second tab, now up to date, plays on and the first tab is the one behind
        play_a_decision(second)
        wait_stored(second, len(moved_on) + 1)
        context.close()
    unexpected = [u for u in blocked if not u.startswith(KNOWN_CDN)]
    assert not unexpected, f"the app tried to reach the network: {unexpected}"
    return figures


def test_two_tabs_the_one_behind_does_not_overwrite():
    why = browser.missing()
    assert why is None, why
    ensure_build()
    print(run_two_tabs())


def test_static_web_offline():
    why = browser.missing()
    assert why is None, why  # never skip silently: a missing browser is a failure here
    ensure_build()
    figures = run_check()
    print(figures)


if __name__ == "__main__":
    t = time.time()
    try:
        ensure_build()
        print(f"build ready in {time.time() - t:.0f} s")
        result = run_check()
    except Exception as exc:  # noqa: BLE001 - a script: report and fail
        print(f"FAIL: {exc}")
        sys.exit(1)
    print(f"PASS: {result}  (total {time.time() - t:.0f} s)")
