"""Sandcastles (tile draft) in Debian's headless Chromium: a full game of two people
played to the end screen only by tapping (keep, pass, place, a sixth sky tile's
replace-or-discard choice), and mid-game positions of 2, 4 and 6 players opened at
360x640, 640x360 and 1024x768 with the decision and every player's name inside the
window without scrolling.

Screenshots go to artifacts/draft/ (git-ignored): look at them."""
from __future__ import annotations

import json
import os
import random
import time

import pytest

from tests.support.sandcastles_draft_positions import POSITIONS, write_position
from devtools import browser as B
from ui.session import GameSession
from ui.storage import FileStore

SHOTS = os.path.join(B.ROOT, "artifacts", "draft")
SIZES = ((360, 640), (640, 360), (1024, 768))
DECISIONS = ("keep", "pass", "cell-", "replace-", "discard", "end-")
BOXES_JS = """() => Array.from(document.querySelectorAll('[flt-semantics-identifier]')).map(e => {
  const r = e.getBoundingClientRect();
  return [e.getAttribute('flt-semantics-identifier'), r.left, r.top, r.right, r.bottom]; })"""


def boxes(page) -> dict:
    return {i: (l, t, r, b) for i, l, t, r, b in page.evaluate(BOXES_JS)}


def choices(ids) -> list:
    return [i for i in ids if i.startswith(DECISIONS)]


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = str(tmp_path_factory.mktemp("draft"))
    ids = {name: write_position(folder, name) for name in ("2p", "4p", "6p", "6p-place")}
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "5000"}) as url:
        yield url, ids


@pytest.mark.parametrize("position", ["2p", "4p", "6p", "6p-place"])
def test_decision_and_every_name_at_a_glance_at_three_sizes(tab, served, position):
    url, ids = served
    seats = POSITIONS[position][0]
    os.makedirs(SHOTS, exist_ok=True)
    for w, h in SIZES:
        page = tab.show(f"/play/{ids[position]}", {"width": w, "height": h})
        B.wait_id(page, "uncover", timeout=30)
        page.screenshot(path=os.path.join(SHOTS, f"{position}-{w}x{h}-cover.png"))
        B.tap(page, "uncover")
        B.wait_id(page, "decision")
        time.sleep(0.8)
        page.screenshot(path=os.path.join(SHOTS, f"{position}-{w}x{h}.png"))
        found = boxes(page)
        where = f"{position} at {w}x{h}"
        picks = choices(found)
        assert picks, f"{where}: no decision on screen: {sorted(found)}"
        players = [i for i in found if i.startswith(("mine-", "player-", "area-"))]
        assert {int(i.rsplit("-", 1)[1]) for i in players} == set(range(len(seats))), \
            f"{where}: players shown {players}"
        text = B.labels(page) + B.text(page)
        for name, _ in seats:
            assert name in text, f"{where}: {name} is not on screen"
        for ident in picks + players + ["status", "offer"]:
            left, top, right, bottom = found[ident]
            assert left >= -1 and top >= -1 and right <= w + 1 and bottom <= h + 1, \
                f"{where}: {ident} at {found[ident]} is not inside the window"
        for ident in picks + [i for i in players if i.startswith("player-")]:
            left, top, right, bottom = found[ident]
            assert right - left >= 47.5 and bottom - top >= 47.5, \
                f"{where}: {ident} is {right - left:.0f}x{bottom - top:.0f}"
        scroll = page.evaluate("() => [document.documentElement.scrollWidth, "
                               "document.documentElement.scrollHeight]")
        assert scroll[0] <= w and scroll[1] <= h, f"{where}: the page scrolls: {scroll}"


@pytest.fixture
def sky_game(tmp_path):
    """A new two-person game whose first ten revealed tiles are sky tiles (tests and
    puzzles may fix the draw order), so a sixth sky tile comes in round 6."""
    folder = str(tmp_path)
    store = FileStore(os.path.join(folder, "saves"))
    s = GameSession.new("sandcastles_draft", [{"name": "Ana"}, {"name": "Ben"}],
                        {"tiles": [73, 79, 74, 80, 75, 81, 76, 82, 85, 86, 88, 89], "first": 0},
                        5, store)
    with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": ["sandcastles_draft"]}}, f)
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "0"}) as url:
        yield url, s.save_id


def test_a_full_two_person_game_by_tapping(browser, sky_game):
    url, save_id = sky_game
    os.makedirs(SHOTS, exist_ok=True)
    page = B.open_app(browser, url + f"play/{save_id}", B.PHONE)
    rng = random.Random(5)
    seen = {}
    shot_sky = False
    for _ in range(400):
        deadline = time.time() + 20
        while time.time() < deadline:
            ids = B.ids(page)
            if "play-again" in ids or "uncover" in ids or choices(ids):
                break
            time.sleep(0.1)
        else:
            raise AssertionError(f"nothing to tap: {B.ids(page)}")
        if "play-again" in ids:
            break
        if "uncover" in ids:
            B.tap_and_wait(page, "uncover")
            continue
        picks = choices(ids)
        kinds = {p.split("-")[0] for p in picks}
        if "replace" in kinds and not shot_sky:
            shot_sky = True
            time.sleep(0.5)
            page.screenshot(path=os.path.join(SHOTS, "play-replace-or-discard.png"))
        # keep every sky tile (the sixth brings replace or discard); else at random
        if "keep" in kinds and "replace" not in seen:
            pick = "keep"
        else:
            pick = rng.choice(picks)
        seen[pick.split("-")[0]] = seen.get(pick.split("-")[0], 0) + 1
        B.tap_and_wait(page, pick)
    else:
        raise AssertionError("the game did not end in 400 taps")
    time.sleep(1.5)     # the sky tiles have dropped
    page.screenshot(path=os.path.join(SHOTS, "play-end.png"))
    assert "Game over" in B.text(page)
    ids = B.ids(page)
    assert {"rank-0", "rank-1", "play-again"} <= set(ids)
    for kind in ("keep", "pass", "cell", "replace"):
        assert seen.get(kind), f"never tapped {kind}: {seen}"
