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
import json
import os
import sys
import time

from devtools import browser
from devtools.static_site import (BOOT_TIMEOUT, CACHE_READY_JS, SAVES_JS, SERVE_ONCE, SERVED,
                                  SHOTS, STOP, WEB, assert_snapshot_start, dismiss_storage_notice,
                                  ensure_build, game_ids, home_again, offline, play_a_decision,
                                  play_moves, saved_games, snapshot_watch, static_server,
                                  tap_a_choice, tap_first, wait_home)


def storage_notice(page, shots: str, figures: dict) -> None:
    """Persistent storage asked for at start: when the browser refused, home says so (and
    how to keep a game: Export save); OK hides it for good."""
    deadline = time.time() + 15
    while time.time() < deadline and page.evaluate("window.beachbag.persisted") is None:
        time.sleep(0.2)
    kept = page.evaluate("window.beachbag.persisted")
    granted = page.evaluate("navigator.storage.persisted()")
    figures["storage_persisted"] = kept
    assert kept == granted, (kept, granted)
    notice = page.locator("#bb-storage")
    if kept:
        assert notice.count() == 0, "a storage notice although the browser keeps the storage"
        return
    notice.wait_for(state="visible", timeout=10000)
    assert "Export save" in notice.inner_text()
    page.screenshot(path=os.path.join(shots, "1b-storage-notice.png"))
    page.locator("#bb-storage-ok").click()
    notice.wait_for(state="detached", timeout=5000)


def run_check(shots: str = SHOTS) -> dict:
    """The whole check; raises AssertionError on failure, returns measurements."""
    os.makedirs(shots, exist_ok=True)
    figures = {}
    errors, blocked = [], []
    games = game_ids()
    figures["games"] = games
    with static_server(WEB) as url, browser.chromium() as chrome:
        context = chrome.new_context(viewport=browser.PHONE)
        page = context.new_page()
        offline(page, blocked)
        fell_back = snapshot_watch(page)
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))

        # Beach Bag's loading screen from the first frame (not Flet's white spinner)
        t0 = time.time()
        page.goto(url)
        page.locator("#bb-loading").wait_for(state="visible", timeout=10000)
        assert "Beach Bag" in page.locator("#bb-loading").inner_text()
        page.screenshot(path=os.path.join(shots, "0-loading.png"))
        wait_home(page, BOOT_TIMEOUT)
        figures["boot_s"] = round(time.time() - t0, 1)
        page.locator("#bb-loading").wait_for(state="detached", timeout=10000)
        assert_snapshot_start(page, fell_back)
        figures["steps_ms"] = page.evaluate("window.beachbag.times")
        first = sorted(set(SERVED))
        figures["first_load_files"] = len(first)
        time.sleep(1.0)
        page.screenshot(path=os.path.join(shots, "1-home.png"))
        storage_notice(page, shots, figures)

        # A few moves of every game that has a board, each left in the middle
        played = {}
        for n, game in enumerate(games):
            if n:
                home_again(page, shots, f"home-{game}-failed.png", "home did not come back")
            browser.tap_and_wait(page, f"new-{game}", change=10.0)
            if n == 0:
                page.screenshot(path=os.path.join(shots, "2-setup.png"))
            browser.tap_and_wait(page, "start-game", change=15.0)
            played[game] = play_moves(page, game, 2)
            page.screenshot(path=os.path.join(shots, f"3-{game}-played.png"))
        time.sleep(1.5)  # the last save goes to SharedPreferences in a background task
        figures["moves"] = {g: len(a) for g, a in played.items()}

        # Reload: every game is under Continue with its moves, and resumes
        figures["reload_s"] = home_again(
            page, shots, "reload-failed.png",
            f"home screen did not come back after reload (console errors: {errors})")
        stored = saved_games(page)
        resumes = []
        for game in games:
            ids = [i for i, a in stored.items() if i.startswith(game) and a == played[game]]
            assert ids, f"{game}: its moves are not in the browser's storage: {stored}"
            resumes.append("resume-" + ids[0])
        for rid in resumes:
            browser.wait_id(page, rid, timeout=15)
        page.screenshot(path=os.path.join(shots, "4-home-after-reload.png"))
        assert_snapshot_start(page, fell_back)
        for n, (game, rid) in enumerate(zip(games, resumes)):
            if n:
                home_again(page, shots, "resume-home-failed.png", "home did not come back")
            with contextlib.suppress(Exception):
                browser.by_id(page, rid).first.scroll_into_view_if_needed(timeout=3000)
            browser.tap_and_wait(page, rid, change=15.0)
            time.sleep(0.5)
            on_screen = browser.ids(page)
            assert "uncover" in on_screen or "decision" in on_screen, \
                f"{game} did not resume at a decision: {on_screen}"
            page.screenshot(path=os.path.join(shots, f"5-{game}-resumed.png"))
        figures["resumed"] = resumes

        # The in-app rules are read from docs/ inside the app archive at run time.
        home_again(page, shots, "rules-reload-failed.png", "home screen did not come back")
        browser.tap_and_wait(page, "rules-seaside", change=10.0)
        time.sleep(1.0)
        rules = browser.text(page) + browser.labels(page)
        page.screenshot(path=os.path.join(shots, "6-rules.png"))
        # Section titles that exist only when docs/rules/seaside.txt, docs/rules/DECISIONS.md
        # and docs/decisions.md were all read.
        for part in ("Goal", "Components and readings", "How Beach Bag plays the open cases"):
            assert part in rules, f"the Seaside rules are incomplete ({part!r}): {rules[:300]!r}"
        assert "missing from this installation" not in rules

        # Offline after the first visit: the service worker written by build-web holds the
        # whole site. Stop the server, cut the network, start again: home and every game.
        cached = page.evaluate(CACHE_READY_JS)
        assert cached, "the service worker did not cache the site"
        figures["sw_cache"] = cached
        STOP[-1]()
        context.set_offline(True)
        figures["offline_reload_s"] = home_again(
            page, shots, "offline-failed.png", "no home screen offline with the server stopped")
        for rid in resumes:
            browser.wait_id(page, rid, timeout=10)
        page.screenshot(path=os.path.join(shots, "7-offline-server-stopped.png"))
        assert_snapshot_start(page, fell_back)
        browser.tap_and_wait(page, resumes[-1], change=15.0)
        assert "uncover" in browser.ids(page) or "decision" in browser.ids(page)
        context.close()
    # Flet's client asked jsdelivr for the Rive runtime until scripts/build-web rewrote
    # that address (ui/webclient.py): now nothing at all may leave the machine.
    assert not blocked, f"the app tried to reach the network: {blocked}"
    figures["console_errors"] = errors
    return figures


KEPT_JS = """async () => {
  const kept = [];
  for (const key of await caches.keys())
    if (key.startsWith('beachbag-'))
      for (const r of await (await caches.open(key)).keys()) kept.push(new URL(r.url).pathname);
  return kept;
}"""
SW_SCRIPT = "/flutter_service_worker.js"  # the browser keeps the worker's script itself


def fetched_site_files() -> set:
    """Every file of the site the browser fetched from the server so far ("/" is
    index.html): what it needs to start again."""
    paths = {"/index.html" if p == "/" else p for p in SERVED}
    return {p for p in paths if p != SW_SCRIPT and os.path.isfile(os.path.join(WEB, p[1:]))}


def run_offline_ready(shots: str = SHOTS, reloads: int = 10) -> dict:
    """Issue 23: home says "Ready to play offline" only once every file the browser used is
    kept (the Flutter client's included); after that, with the server stopped and the
    browser offline, a reload reaches home every time, Python started from its snapshot."""
    os.makedirs(shots, exist_ok=True)
    figures, blocked = {}, []
    SERVED.clear()
    with static_server(WEB) as url, browser.chromium() as chrome:
        context = chrome.new_context(viewport=browser.PHONE)
        page = context.new_page()
        offline(page, blocked)
        fell_back = snapshot_watch(page)
        t0 = time.time()
        page.goto(url)
        wait_home(page, BOOT_TIMEOUT)
        figures["home_s"] = round(time.time() - t0, 1)
        assert_snapshot_start(page, fell_back)
        notice = page.locator("#bb-offline")
        notice.wait_for(state="visible", timeout=BOOT_TIMEOUT * 1000)
        kept = set(page.evaluate(KEPT_JS))  # the moment it says so: is it true?
        figures["ready_s"] = round(time.time() - t0, 1)
        missing = fetched_site_files() - kept
        assert not missing, f"'Ready to play offline' while these are not kept: {missing}"
        assert "Ready to play offline" in notice.inner_text()
        assert notice.bounding_box()["y"] + notice.bounding_box()["height"] < 130, \
            "the notice covers home's controls"
        page.screenshot(path=os.path.join(shots, "13-ready-offline.png"))
        figures["kept_files"] = len(kept)

        STOP[-1]()
        context.set_offline(True)
        times = []
        for n in range(reloads):
            times.append(home_again(page, shots, "offline-reload-failed.png",
                                    f"offline reload {n + 1} of {reloads} did not reach home"))
            assert_snapshot_start(page, fell_back)
        figures["offline_reloads_s"] = times
        # tapped OK: not again on the next start
        page.locator("#bb-offline-ok").click()
        notice.wait_for(state="detached", timeout=5000)
        home_again(page, shots, "offline-reload-failed.png", "no home offline after OK")
        time.sleep(2.0)
        assert notice.count() == 0, "the offline notice came back after OK"
        context.close()
    assert not blocked, f"the app tried to reach the network: {blocked}"
    return figures


def run_offline_not_ready(shots: str = SHOTS) -> dict:
    """The network fails while the service worker keeps the client (its download of
    main.dart.wasm is refused): home never says "Ready to play offline", and the page
    knows which file is missing."""
    os.makedirs(shots, exist_ok=True)
    figures, blocked = {}, []
    SERVED.clear()
    SERVE_ONCE.add("/main.dart.wasm")
    try:
        with static_server(WEB) as url, browser.chromium() as chrome:
            context = chrome.new_context(viewport=browser.PHONE)
            page = context.new_page()
            offline(page, blocked)
            home_again(page, shots, "not-ready-boot-failed.png", "no home", start=url)
            deadline = time.time() + 60
            while time.time() < deadline and not page.evaluate("window.beachbag.offlineMissing"):
                time.sleep(0.2)
            missing = page.evaluate("window.beachbag.offlineMissing")
            figures["missing"] = missing
            assert missing == ["main.dart.wasm"], missing
            time.sleep(1.0)
            assert page.locator("#bb-offline").count() == 0, \
                "'Ready to play offline' although the client is not kept"
            assert not page.evaluate("window.beachbag.offlineReady")
            context.close()
    finally:
        SERVE_ONCE.clear()
    assert not blocked, f"the app tried to reach the network: {blocked}"
    return figures


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
    assert not blocked, f"the app tried to reach the network: {blocked}"
    return figures


def run_update(shots: str = SHOTS) -> dict:
    """Issue 15: a new build is deployed while a game is in progress. The running app says
    a new version is ready; on the player's tap it reloads into the new build, and the game
    is there at the same decision with every move."""
    import shutil
    import tempfile

    from devtools import web_site
    os.makedirs(shots, exist_ok=True)
    figures, blocked = {}, []
    with tempfile.TemporaryDirectory(prefix="bb-update-") as tmp:
        site = os.path.join(tmp, "web")
        shutil.copytree(WEB, site)
        with static_server(site) as url, browser.chromium() as chrome:
            context = chrome.new_context(viewport=browser.PHONE)
            page = context.new_page()
            offline(page, blocked)
            home_again(page, shots, "update-boot-failed.png", "no home", start=url)
            old = page.evaluate(CACHE_READY_JS)
            assert old, "the service worker did not cache the site"
            dismiss_storage_notice(page)
            assert page.locator("#bb-update").count() == 0, "an update notice with no update"
            browser.tap_and_wait(page, "new-seaside", change=10.0)
            browser.tap_and_wait(page, "start-game", change=15.0)
            before = play_moves(page, "seaside", 2)
            deadline = time.time() + 10
            while time.time() < deadline and "/play/" not in page.url:
                time.sleep(0.2)
            assert "/play/" in page.url, page.url

            # deploy a new build: a changed file, so a new service worker and cache name
            with open(os.path.join(site, "version.json"), "a", encoding="utf-8") as f:
                f.write("\n")
            new = web_site.write_service_worker(site)
            assert new != old[0]
            page.evaluate("window.beachbag.checkForUpdate()")
            notice = page.locator("#bb-update")
            notice.wait_for(state="visible", timeout=60000)
            assert "new version" in notice.inner_text() and "game is kept" in notice.inner_text()
            time.sleep(0.5)
            page.screenshot(path=os.path.join(shots, "8-update-notice.png"))
            figures["notice"] = notice.inner_text()

            with page.expect_navigation(timeout=30000):
                page.locator("#bb-update-reload").click()
            browser.enable_semantics(page, timeout=BOOT_TIMEOUT)
            deadline = time.time() + BOOT_TIMEOUT
            while time.time() < deadline and not (
                    {"uncover", "decision"} & set(browser.ids(page))):
                time.sleep(0.2)
            on_screen = browser.ids(page)
            assert {"uncover", "decision"} & set(on_screen), \
                f"the game in progress did not come back after the update: {on_screen}"
            time.sleep(0.5)
            page.screenshot(path=os.path.join(shots, "9-after-update.png"))
            caches = page.evaluate("caches.keys()")
            assert [k for k in caches if k.startswith("beachbag-")] == [new], caches
            after = [a for k, a in saved_games(page).items() if k.startswith("seaside")]
            assert after == [before], (after, before)
            assert page.locator("#bb-update").count() == 0
            figures["moves_kept"] = len(before)
            figures["cache"] = new
            context.close()
    assert not blocked, f"the app tried to reach the network: {blocked}"
    return figures


OFFER_INSTALL_JS = """() => {
  const e = new Event('beforeinstallprompt', {cancelable: true});
  e.prompt = async () => { window.__prompted = (window.__prompted || 0) + 1; };
  e.userChoice = Promise.resolve({outcome: 'accepted', platform: 'web'});
  window.dispatchEvent(e);
  return e.defaultPrevented;
}"""


def run_install(shots: str = SHOTS) -> dict:
    """The Install button appears on home when (and only when) the browser offers
    installation (its beforeinstallprompt event, sent here by the test as Chromium does
    for an installable site), and a tap opens the browser's own install prompt."""
    os.makedirs(shots, exist_ok=True)
    figures, blocked = {}, []
    with static_server(WEB) as url, browser.chromium() as chrome:
        context = chrome.new_context(viewport=browser.PHONE)
        page = context.new_page()
        offline(page, blocked)
        home_again(page, shots, "install-boot-failed.png", "no home", start=url)
        dismiss_storage_notice(page)
        button = page.locator("#bb-install")
        assert button.count() == 0, "an Install button the browser did not offer"
        assert page.evaluate(OFFER_INSTALL_JS), "the browser's own install bar was not replaced"
        button.wait_for(state="visible", timeout=5000)
        box = button.bounding_box()
        figures["button"] = box
        assert box["width"] >= 48 and box["height"] >= 48, box
        assert box["y"] < 56 and box["x"] + box["width"] <= browser.PHONE["width"], box
        page.screenshot(path=os.path.join(shots, "10-install-button.png"))
        # only on home: a game's screens are left alone
        browser.tap_and_wait(page, "new-seaside", change=10.0)
        button.wait_for(state="detached", timeout=10000)
        browser.tap_and_wait(page, "back-home", change=10.0)
        button.wait_for(state="visible", timeout=10000)
        button.click()
        button.wait_for(state="detached", timeout=5000)
        assert page.evaluate("window.__prompted") == 1
        context.close()
    assert not blocked, f"the app tried to reach the network: {blocked}"
    return figures


LOADING_WORDS_JS = """() => {
  const $ = (id) => document.getElementById(id);
  if (!$("bb-loading")) return null;
  return {lang: document.documentElement.lang,
          parts: ["client", "python", "app", "games", "home"].map((id) => $("bb-s-" + id).textContent),
          label: $("bb-progress").getAttribute("aria-label"), step: $("bb-step").textContent,
          retry: $("bb-retry").textContent, language: window.beachbag.language}; }"""
NOTICES_JS = "() => Array.from(document.querySelectorAll('.bb-bar p')).map((p) => p.textContent)"


def loading_words(page, start=None) -> dict:
    """The loading screen's words, read as soon as it is in the page (then home)."""
    if start is None:
        page.evaluate("history.replaceState(null, '', location.pathname)")
        page.reload(wait_until="commit")
    else:
        page.goto(start, wait_until="commit")
    page.wait_for_function("() => window.beachbag && document.getElementById('bb-s-home')",
                           timeout=30000)
    words = page.evaluate(LOADING_WORDS_JS)
    assert words, "the loading screen was gone before it could be read"
    wait_home(page, BOOT_TIMEOUT)
    return words


def run_french(shots: str = SHOTS) -> dict:
    """Issue 27: the page's own words (loading screen, notices) are French in a browser
    that prefers French, as the app is; English again once Settings chose English (kept
    in the browser's storage, which the page reads before Python runs)."""
    from devtools.site_text import PAGE
    from ui import language
    fr = language.translations("fr")
    assert fr is not None, "no compiled French catalogue"
    said = {key: fr.gettext(english) for key, english in PAGE.items()}
    os.makedirs(shots, exist_ok=True)
    figures, blocked = {}, []
    with static_server(WEB) as url, browser.chromium() as chrome:
        context = chrome.new_context(viewport=browser.PHONE, locale="fr-FR")
        page = context.new_page()
        offline(page, blocked)
        words = loading_words(page, start=url)
        figures["french"] = words
        assert words["language"] == "fr" and words["lang"] == "fr", words
        assert words["parts"] == [said["part_" + k] for k in
                                  ("client", "python", "app", "games", "home")], words
        assert words["parts"][3] == "Les trois jeux", words
        assert words["label"] == said["loading_label"] and words["retry"] == said["retry"]
        assert "%" in words["step"] and not words["step"].startswith("Loading"), words
        labels = browser.labels(page)
        assert "Défi du jour" in labels, f"home is not in French: {labels[:300]}"
        page.screenshot(path=os.path.join(shots, "14-french-home.png"))
        # the notices home shows (storage, offline) in French
        notice = page.locator("#bb-offline")
        notice.wait_for(state="visible", timeout=BOOT_TIMEOUT * 1000)
        notices = page.evaluate(NOTICES_JS)
        figures["notices"] = notices
        assert said["offline"] in notices, notices
        assert set(notices) <= {said["offline"], said["storage"]}, notices
        page.screenshot(path=os.path.join(shots, "15-french-notices.png"))

        # Settings chose English (as ui/storage keeps it through Flet's SharedPreferences)
        page.evaluate("""() => localStorage.setItem("flutter.beachbag.settings",
            JSON.stringify(JSON.stringify({table: {language: "en"}})))""")
        words = loading_words(page)
        figures["english"] = words
        # English leaves the page's lang alone; Flutter, once booted, sets "en-US"
        # (on a loaded machine it may boot before the words are read): never "fr"
        assert words["language"] == "en" and words["lang"] in ("", "en", "en-US"), words
        assert words["parts"][3] == "The three games" and words["label"] == "Loading Beach Bag"
        labels = browser.labels(page)
        assert "Daily challenge" in labels, f"home is not in English: {labels[:300]}"
        context.close()
    assert not blocked, f"the app tried to reach the network: {blocked}"
    return figures


def test_page_words_follow_the_browser_then_settings(static_site):
    figures = run_french()
    print(figures)


def test_the_built_page_loads_the_screen_reader_scroll_fix_and_keeps_it_offline(static_site):
    """assets/semantics-scroll.js (screen-reader boxes follow a scroll, issue 23) ships in
    the static site: the page loads it before Flutter's client, and the service worker
    keeps it, so an offline start has it too."""
    with open(os.path.join(WEB, "index.html"), encoding="utf-8") as f:
        page = f.read()
    assert '<script src="semantics-scroll.js"></script>' in page
    assert page.index("semantics-scroll.js") < page.index("flutter_bootstrap.js")
    assert os.path.isfile(os.path.join(WEB, "semantics-scroll.js"))
    with open(os.path.join(WEB, "flutter_service_worker.js"), encoding="utf-8") as f:
        assert '"semantics-scroll.js"' in f.read()


def test_update_notice_reloads_into_the_game(static_site):
    figures = run_update()
    print(figures)
    assert "new version" in figures["notice"] and "game is kept" in figures["notice"]
    assert figures["moves_kept"] >= 2, "the game's moves came back after the update"
    assert figures["cache"].startswith("beachbag-"), "the new build's cache took over"


def test_install_button_where_the_browser_offers_it(static_site):
    figures = run_install()
    print(figures)
    box = figures["button"]
    assert box["width"] >= 48 and box["height"] >= 48, "the Install button is a touch target"
    assert box["x"] + box["width"] <= browser.PHONE["width"], "on screen"


def movers(doc: dict) -> list:
    """Who made each move of a stored game, replayed with the rules core (any game)."""
    from core.registry import get_game
    game = get_game(doc["game"])
    state = game.new_game(doc["seats"], doc.get("options") or {}, doc["seed"])
    who = []
    for data in doc["actions"]:
        who.append(game.to_move(state))
        state = game.apply(state, game.action_from_json(data))
    return who


def stored_doc(page, game: str) -> dict:
    for _save_id, value in page.evaluate(SAVES_JS):
        doc = json.loads(value)
        if isinstance(doc, str):
            doc = json.loads(doc)
        if doc.get("game") == game:
            return doc
    return {}


def run_bots(shots: str = SHOTS) -> dict:
    """Every bot level plays in the static build, in every game with a board: one person
    and bots at Easy, Medium and Hard (as many as the game seats) until each bot has moved,
    the board still answering the person's taps meanwhile."""
    from core.registry import get_game
    os.makedirs(shots, exist_ok=True)
    figures, blocked = {}, []
    with static_server(WEB) as url, browser.chromium() as chrome:
        context = chrome.new_context(viewport=browser.PHONE)
        page = context.new_page()
        offline(page, blocked)
        home_again(page, shots, "bots-boot-failed.png", "no home", start=url)
        dismiss_storage_notice(page)
        for n, game in enumerate(game_ids()):
            if n:
                home_again(page, shots, "bots-home-failed.png", "home did not come back")
            players = min(4, get_game(game).max_players)
            levels = ["easy", "medium", "hard"][: players - 1]
            browser.tap_and_wait(page, f"new-{game}", change=10.0)
            browser.wait_id(page, f"players-{players}")
            browser.tap(page, f"players-{players}")
            for seat, level in enumerate(levels, start=1):
                label = browser.labels(page)
                if f"Seat {seat + 1}: Person" in label:
                    browser.tap(page, f"seat-{seat}-kind")
                for _ in range(3):  # a new bot seat is Medium; the level cycles in three
                    if f"Seat {seat + 1} bot level: {level.title()}" in browser.labels(page):
                        break
                    browser.tap(page, f"seat-{seat}-level")
                assert f"Seat {seat + 1} bot level: {level.title()}" in browser.labels(page)
            page.screenshot(path=os.path.join(shots, f"11-{game}-bot-setup.png"))
            browser.tap_and_wait(page, "start-game", change=15.0)
            deadline = time.time() + 240
            seen, tries = set(), 0
            while time.time() < deadline:
                doc = stored_doc(page, game)
                if doc:
                    who = movers(doc)
                    seen = {doc["seats"][p].get("level") for p in who
                            if p is not None and doc["seats"][p]["bot"]}
                    if seen >= set(levels) and 0 in who:
                        break
                present = [i for i in browser.ids(page) if i]
                if "howto-done" in present:
                    browser.tap_and_wait(page, "howto-done", change=10.0)
                    continue
                tries += 1
                tap_a_choice(page, present, tries, change=5.0)
                time.sleep(0.5)
            page.screenshot(path=os.path.join(shots, f"12-{game}-bots-played.png"))
            assert seen >= set(levels), f"{game}: bots at {sorted(set(levels) - seen)} never moved"
            assert [s.get("level") for s in doc["seats"] if s["bot"]] == levels, doc["seats"]
            figures[game] = {"moves": len(doc["actions"]), "bot_levels_moved": sorted(seen)}
        context.close()
    assert not blocked, f"the app tried to reach the network: {blocked}"
    return figures


def test_every_bot_level_plays_in_the_static_build(static_site):
    figures = run_bots()
    print(figures)
    assert set(figures) == set(game_ids()), "every game with a board was played"
    for game, played in figures.items():
        assert played["moves"] > 0 and played["bot_levels_moved"], game


def test_two_tabs_the_one_behind_does_not_overwrite(static_site):
    figures = run_two_tabs()
    print(figures)
    assert figures["resumed"].startswith("resume-seaside"), figures["resumed"]
    assert figures["moves_kept"] >= 4, "the first tab's four moves are kept"


def test_ready_offline_then_ten_offline_reloads_reach_home(static_site):
    figures = run_offline_ready(reloads=10)
    print(figures)
    assert len(figures["offline_reloads_s"]) == 10, "ten offline reloads reached home"
    assert figures["kept_files"] > 20, "the worker kept the site"


def test_not_ready_offline_while_a_file_is_missing(static_site):
    figures = run_offline_not_ready()
    print(figures)
    assert figures["missing"] == ["main.dart.wasm"], "the page knows the file it lacks"


def test_static_web_offline(static_site):
    figures = run_check()
    print(figures)
    games = game_ids()
    assert figures["games"] == games
    assert set(figures["moves"]) == set(games) and min(figures["moves"].values()) >= 2, \
        "two moves were made and saved in every game"
    assert len(figures["resumed"]) == len(games), "every game resumed after a reload"
    assert figures["sw_cache"], "the service worker cached the site"


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
