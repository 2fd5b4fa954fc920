"""Saves through the browser: import a save file with the file picker, resume it, export
it back as a download, and refuse a damaged file with its reason. The app is started as
the README says; Chromium is Debian's, headless."""
from __future__ import annotations

import json
import os
import time


from core import saves
from core.seaside.rules import GAME
from tests.e2e import browser as B

SHOTS = os.path.join(B.ROOT, "artifacts", "e2e")


def a_saved_game(path):
    seats = [{"name": "Ana", "bot": False}, {"name": "Ben", "bot": False}]
    state, log = GAME.new_game(seats, {}, 21), []
    for _ in range(3):
        action = GAME.legal_actions(state)[0]
        state = GAME.apply(state, action)
        log.append(action)
    doc = saves.make_document("seaside", seats, {}, 21, log, state, save_id="from-a-friend")
    path.write_text(saves.dump_document(doc))
    return doc


def import_file(page, path):
    with page.expect_file_chooser(timeout=15000) as chooser:
        B.by_id(page, "import-save").first.click()
    chooser.value.set_files(str(path))
    time.sleep(1.0)


def test_import_resume_export_and_refuse_a_damaged_file(browser, tmp_path):
    saved = a_saved_game(tmp_path / "game.json")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "beachbag-save", "version": 1, "game": "seas')
    env = {"BEACHBAG_SAVES": str(tmp_path / "data"), "BEACHBAG_BOT_DELAY_MS": "150"}
    with B.serve(env=env) as url:
        page = B.open_app(browser, url, B.PHONE)
        B.wait_id(page, "import-save", timeout=60)

        import_file(page, bad)
        assert "Not imported" in B.text(page) and "cut short" in B.text(page), B.text(page)
        assert not [i for i in B.ids(page) if i.startswith("resume-")]

        import_file(page, tmp_path / "game.json")
        B.wait_id(page, "resume-from-a-friend")
        assert "Imported Seaside" in B.text(page)
        os.makedirs(SHOTS, exist_ok=True)
        page.screenshot(path=os.path.join(SHOTS, "phone-7-imported.png"))

        B.tap(page, "resume-from-a-friend")
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
