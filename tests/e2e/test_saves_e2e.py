"""Saves through the browser: import a save file with the file picker, resume it, export
it back as a download, and refuse a damaged file with its reason. The app is started as
the README says; Chromium is Debian's, headless."""
from __future__ import annotations

import json
import os
import time


from core import saves
from core.seaside.rules import GAME
from devtools import browser as B
from ui.clock import now_iso

SHOTS = os.path.join(B.ROOT, "artifacts", "e2e")


def a_saved_game(path):
    seats = [{"name": "Ana", "bot": False}, {"name": "Ben", "bot": False}]
    state, log = GAME.new_game(seats, {}, 21), []
    for _ in range(3):
        action = GAME.legal_actions(state)[0]
        state = GAME.apply(state, action)
        log.append(action)
    doc = saves.make_document("seaside", seats, {}, 21, log, state, save_id="from-a-friend",
                              updated=now_iso())
    path.write_text(saves.dump_document(doc))
    return doc


def import_file(page, path, answer: str, timeout: float = 15.0):
    """Import `path` through the file chooser; wait until home says `answer` (the
    import's result: a fixed pause missed it on a loaded machine)."""
    with page.expect_file_chooser(timeout=15000) as chooser:
        B.by_id(page, "import-save").first.click()
    chooser.value.set_files(str(path))
    deadline = time.time() + timeout
    while answer not in B.text(page) and time.time() < deadline:
        time.sleep(0.2)


def wait_resume(page, timeout: float = 15.0) -> str:
    deadline = time.time() + timeout
    while time.time() < deadline:
        found = [i for i in B.ids(page) if i.startswith("resume-")]
        if found:
            return found[0]
        time.sleep(0.1)
    raise AssertionError(f"no resume button; ids: {B.ids(page)}")


def saves_checked(page, timeout: float = 30.0) -> None:
    """Home once its saves are checked: the server's first home lists them as "Checking
    4 saved games..." and draws home again when they are, the list then four rows
    long, so the games' buttons move down (measured at 360x640: New Seaside game from
    y=493 to y=961 some 0.1-0.2 s after home appeared). A tap sent in between landed
    where the button had been, and the new-game form never came (one run in about
    twenty, under load)."""
    deadline = time.time() + timeout
    while "Checking" in B.text(page):
        assert time.time() < deadline, B.text(page)
        time.sleep(0.1)


def test_odd_addresses_and_damaged_files_leave_the_app_working(browser, tmp_path):
    """A /play/ address with a NUL, a path or a surrogate in it shows home with a notice,
    and the session goes on; home lists damaged files (deep nesting, a lone surrogate in
    a name, not UTF-8) beside a good save."""
    folder = tmp_path / "data" / "saves"
    folder.mkdir(parents=True)
    doc = a_saved_game(folder / "good.json")
    (folder / "deep.json").write_text("[" * 2000 + "]" * 2000)
    bad = dict(doc, seats=[{"name": "\ud800", "bot": False}, doc["seats"][1]])
    (folder / "surrogate.json").write_text(json.dumps(bad))
    (folder / "latin.json").write_bytes(saves.dump_document(doc).replace("Ana", "Zoë").encode("latin-1"))
    env = {"BEACHBAG_SAVES": str(tmp_path / "data")}
    with B.serve(env=env) as url:
        # opened as the page's address (the server answers 404 to a NUL or a line break)
        for route in ("play/..%2fx", "play/%ED%A0%80", "play/A%20b"):
            page = B.open_app(browser, url + route, B.PHONE)
            B.wait_id(page, "import-save", timeout=60)
            assert "There is no" in B.text(page), (route, B.text(page))
            saves_checked(page)
            B.tap(page, "new-seaside")
            B.wait_id(page, "start-game")
            page.context.close()
        # reached from within the page (the browser's history), as a link would
        page = B.open_app(browser, url, B.PHONE)
        B.wait_id(page, "import-save", timeout=60)
        for route in ("/play/%00", "/play/a%0Ab", "/rules/%00", "/play/%ED%A0%80"):
            page.evaluate("r => { history.pushState(null, '', r);"
                          " dispatchEvent(new PopStateEvent('popstate', {state: null})); }", route)
            time.sleep(1.0)
            B.wait_id(page, "import-save")
            assert "There is no" in B.text(page), (route, B.text(page))
        B.tap(page, "new-seaside")
        B.wait_id(page, "start-game")
        page.context.close()
        page = B.open_app(browser, url, B.PHONE)
        B.wait_id(page, "resume-good", timeout=60)
        if B.exists(page, "show-all-saves"):
            B.tap(page, "show-all-saves")
        text = B.text(page)
        assert text.count("Damaged save") == 3, text
        assert "nested too deeply" in text and "lone surrogate" in text and "not UTF-8" in text
        os.makedirs(SHOTS, exist_ok=True)
        page.screenshot(path=os.path.join(SHOTS, "phone-8-damaged.png"), full_page=True)
        B.tap(page, "delete-surrogate")
        B.tap(page, "confirm-delete")
        assert not (folder / "surrogate.json").exists() and (folder / "good.json").exists()


def test_import_resume_export_and_refuse_a_damaged_file(browser, tmp_path):
    saved = a_saved_game(tmp_path / "game.json")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "beachbag-save", "version": 1, "game": "seas')
    env = {"BEACHBAG_SAVES": str(tmp_path / "data"), "BEACHBAG_BOT_DELAY_MS": "150"}
    with B.serve(env=env) as url:
        page = B.open_app(browser, url, B.PHONE)
        B.wait_id(page, "import-save", timeout=60)

        import_file(page, bad, "Not imported")
        assert "Not imported" in B.text(page) and "cut short" in B.text(page), B.text(page)
        assert not [i for i in B.ids(page) if i.startswith("resume-")]

        import_file(page, tmp_path / "game.json", "Imported Seaside")
        resume = wait_resume(page)
        assert "Imported Seaside" in B.text(page)
        assert resume != "resume-from-a-friend", "an import gets a fresh id, not the file's"
        os.makedirs(SHOTS, exist_ok=True)
        page.screenshot(path=os.path.join(SHOTS, "phone-7-imported.png"))

        B.tap(page, resume)
        B.wait_id(page, "uncover")  # two people: the device is passed first
        assert not B.exists(page, "export-save"), "no export under the cover"
        B.tap(page, "uncover")
        B.tap(page, "export-save")
        assert "hidden tokens" in B.text(page) + B.labels(page), "Export says what the file holds"
        with page.expect_download(timeout=15000) as download:
            B.by_id(page, "export-confirm").first.click()
        out = tmp_path / "exported.json"
        download.value.save_as(str(out))
        doc = saves.parse_document(out.read_text(), str(out))
        assert doc["state"] == saved["state"]
        assert [list(a) for a in doc["actions"]] == json.loads(json.dumps(saved["actions"]))
