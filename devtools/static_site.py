"""The static, offline web build (scripts/build-web) as the browser tests and the browser
benchmarks use it: the build made when stale, a plain static file server that counts what
it served, requests off this machine blocked, home awaited, and moves made in any game
through the touch boards' decision panel."""
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

from devtools import browser

ROOT = browser.ROOT
WEB = os.path.join(ROOT, "build", "web")
SHOTS = os.path.join(ROOT, "artifacts", "web")
SOURCES = ["app.py", "flet.toml", "core", "ui", "assets", "docs/rules", "docs/decisions.md",
           "docs/sandcastles-2015.md", "docs/sandcastles-draft.md",
           "scripts/build-web", "scripts/build_web.py", "devtools/web_site.py", "devtools/site",
           "devtools/site_text.py"]
BOOT_TIMEOUT = 120.0  # Pyodide start on a slow 2-core machine: measured ~10-20 s


def newest(path: str) -> float:
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
    return os.path.getmtime(stamp) >= max(newest(p) for p in SOURCES)


def ensure_build() -> None:
    if build_is_fresh():
        return
    result = subprocess.run([os.path.join(ROOT, "scripts", "build-web")], cwd=ROOT,
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"scripts/build-web failed:\n{result.stdout}\n{result.stderr}")


STOP = []  # shutdown of the latest static server (to test the offline cache)
SERVED = []  # paths the browser fetched from the static server, for the figures
# Paths the server serves once, to the page's own start, and refuses (503) after that:
# the network failing while the service worker keeps the site for offline play.
SERVE_ONCE: set[str] = set()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send_head(self):
        path = self.path.split("?")[0]
        if path in SERVE_ONCE and path in SERVED:
            self.send_error(503, "refused by the test")
            return None
        SERVED.append(path)
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
      // beachbag.js says when the worker has also kept this browser's client files
      const kept = !window.beachbag || window.beachbag.offlineReady;
      if (key.startsWith('beachbag-') && reg.active && reg.active.state === 'activated' && n > 20
          && kept)
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


def snapshot_watch(page) -> list:
    """The console lines that say Python started without its snapshot (filled as they come)."""
    fell_back = []
    page.on("console", lambda m: fell_back.append(m.text)
            if "without its snapshot" in m.text else None)
    return fell_back


def assert_snapshot_start(page, fell_back: list) -> None:
    """Python started from the snapshot made at build time, not the slow way (issue 23: a
    silent fallback cost 3 s at every start)."""
    how = page.evaluate("window.beachbag && window.beachbag.pythonStart")
    assert how == "snapshot" and not fell_back, \
        f"Python started without its snapshot: {how!r} {fell_back[:1]}"


def wait_home(page, timeout: float) -> float:
    """Home is on screen, and Beach Bag's loading screen has gone from over it."""
    t0 = time.time()
    browser.enable_semantics(page, timeout=timeout)
    browser.wait_id(page, "new-seaside", timeout=timeout)
    page.locator("#bb-loading").wait_for(state="detached", timeout=10000)
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


def game_ids() -> list[str]:
    """The games whose touch board this version has (ui/shell/boards.py): the offline
    check plays every one of them, so a board added later is covered without a change here."""
    from ui.shell.boards import boards
    return list(boards())


SAVES_JS = ("() => Object.keys(localStorage).filter(k => k.includes('beachbag.save.'))"
            ".map(k => [k.split('beachbag.save.')[1], localStorage.getItem(k)])")


def saved_games(page) -> dict:
    """{save id: its list of actions} from the browser's storage."""
    games = {}
    for save_id, value in page.evaluate(SAVES_JS):
        doc = json.loads(value)
        if isinstance(doc, str):  # SharedPreferences stores the text as a JSON string
            doc = json.loads(doc)
        games[save_id] = doc.get("actions", [])
    return games


DECISION_JS = """() => [...document.querySelectorAll(
  '[flt-semantics-identifier="decision"] [flt-semantics-identifier]')]
  .filter(e => e.getAttribute('aria-disabled') !== 'true')
  .map(e => e.getAttribute('flt-semantics-identifier'))"""
NOT_A_CHOICE = ("undo", "hint", "recap")
# choices that end a move at once (Sandcastles 2015's restock, counter, the Game's attack,
# a beach exchange; the tile draft's pass)
FINISHING = ("restock-", "counter-", "game-", "exchange-beach-", "pass")


def tap_a_choice(page, present: list, tries: int, change: float = 10.0) -> None:
    """One tap toward a move in the decision on screen, whatever the board: its confirm
    button, else a lit cell, else a choice that ends a move, else a hand tile in turn
    (Sandcastles 2015: pick, then place; one tile may light nothing), else the last choice."""
    choices = [i for i in page.evaluate(DECISION_JS) if not i.startswith(NOT_A_CHOICE)]
    confirm = [i for i in choices if "confirm" in i]
    # a decision made on a castle: the boards light (and name) only the cells where the
    # kept or picked tile may go
    targets = [i for i in present if i.startswith("cell-") or i == "new-castle"]
    # ...or, in a row too crowded for its lit cells, a castle to choose first
    targets = targets or [i for i in present if i.startswith("castle-")]
    finishing = [i for i in choices if i.startswith(FINISHING)]
    picks = [i for i in choices if i.startswith("hand-")]
    others = [i for i in choices if not i.startswith("hand")]
    picks = [picks[tries % (len(picks) + 1) - 1]] if picks and tries % (len(picks) + 1) else []
    for group in (confirm, targets, finishing, picks, others[-1:]):
        if group:
            browser.tap_and_wait(page, group[0], change=change)
            return


def play_moves(page, game: str, count: int, timeout: float = 60.0) -> list:
    """Make `count` decisions in the game on screen, whatever the game: uncover when the
    device is to be passed, then tap a choice inside the board's decision panel (the table
    kit's `decision`): its confirm button, else a lit cell, else a choice that ends a move,
    else a hand tile in turn (Sandcastles 2015: pick, then place), else the last choice, until the save of `game`
    holds `count` more moves. Returns that save's actions."""
    def moves():
        found = {k: v for k, v in saved_games(page).items() if k.startswith(game)}
        return max((len(v) for v in found.values()), default=0), found
    start, _ = moves()
    tries = 0
    deadline = time.time() + timeout
    while time.time() < deadline:
        done, found = moves()
        if done >= start + count:
            return max(found.values(), key=len)
        present = [i for i in browser.ids(page) if i]
        if browser.pass_screens(page, present):
            continue
        tries += 1
        tap_a_choice(page, present, tries)
        time.sleep(0.3)
    raise AssertionError(f"{game}: {count} moves were not made; on screen: {browser.ids(page)}")


DECISIONS = ("side-", "isopods-", "shells-", "flip-", "steal-")


def play_a_decision(page, timeout: float = 30.0) -> None:
    """Uncover if the device is to be passed, then make the first decision on screen."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        ids = [i for i in browser.ids(page) if i]
        if browser.pass_screens(page, ids):
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


def dismiss_storage_notice(page) -> None:
    """The storage notice (tests/e2e/test_static_web.py storage_notice) covers the bottom of home: OK it if shown."""
    deadline = time.time() + 10
    while time.time() < deadline and page.evaluate("window.beachbag.persisted") is None:
        time.sleep(0.2)
    time.sleep(0.4)
    if page.locator("#bb-storage").count():
        page.locator("#bb-storage-ok").click()
