"""Sandcastles (2015) in Debian's headless Chromium, by taps on the semantics tree only:
a 2-player game (two people passing the device) with a build, a completed castle, an
attack with a counter, on to the end screen; and mid-game positions of 2, 4 and 7
players at 360x640, 640x360 and 1024x768, where the decision and every player's name
must be inside the window without scrolling.

Screenshots go to artifacts/sandcastles/ (git-ignored): look at them."""
from __future__ import annotations

import json
import os
import time

import pytest

from core.sandcastles_2015 import components as C
from devtools import browser as B
from tests.support.sandcastles_2015_positions import NAMES, POSITIONS, write_position
from ui.session import GameSession
from ui.storage import FileStore

SHOTS = os.path.join(B.ROOT, "artifacts", "sandcastles")
SIZES = ((360, 640), (640, 360), (1024, 768))
BOXES_JS = """() => Array.from(document.querySelectorAll('[flt-semantics-identifier]')).map(e => {
  const r = e.getBoundingClientRect();
  return [e.getAttribute('flt-semantics-identifier'), r.left, r.top, r.right, r.bottom]; })"""


def shot(page, name):
    os.makedirs(SHOTS, exist_ok=True)
    time.sleep(0.5)
    page.screenshot(path=os.path.join(SHOTS, name + ".png"))


def boxes(page) -> dict:
    return {i: (l, t, r, b) for i, l, t, r, b in page.evaluate(BOXES_JS)}


def first_tile(kind, walls, used):
    pool = C.ATTACK_TILES if walls is None else C.SAND_TILES
    for t in pool:
        if t in used:
            continue
        ok = (C.ATTACK_KIND[t] == kind if walls is None else
              C.TILE_CREATURE[t] == kind and C.WALL_TYPES[C.TILE_WALLTYPE[t]] == walls)
        if ok:
            used.add(t)
            return t
    raise AssertionError("no such tile")


def two_player_deal() -> dict:
    """Ana: two crab end tiles (a 2-piece castle) and a seagull attack; Ben: a crab end
    tile, a bucket attack (his counter) and a bucket end tile; beach and a short pile
    of sandcastle tiles, so the Big Wave comes soon."""
    used: set = set()
    crab, bucket, gull = C.CRAB, C.BUCKET, C.SEAGULL
    ana = [first_tile(crab, "end", used), first_tile(crab, "end", used), first_tile(gull, None, used)]
    ben = [first_tile(crab, "end", used), first_tile(bucket, None, used), first_tile(bucket, "end", used)]
    beach = [first_tile(c, "corner", used) for c in (crab, bucket, gull)]
    deck = [first_tile(c, w, used) for c, w in ((crab, "straight"), (bucket, "straight"),
                                                (gull, "straight"), (crab, "T"), (bucket, "T"),
                                                (gull, "end"))]
    return {"hands": [ana, ben], "beach": beach, "deck": deck}


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = str(tmp_path_factory.mktemp("sandcastles"))
    ids = {name: write_position(folder, name) for name in ("2p", "4p", "7p")}
    store = FileStore(os.path.join(folder, "saves"))
    game = GameSession.new("sandcastles_2015", [{"name": "Ana"}, {"name": "Ben"}],
                           two_player_deal(), 21, store)
    ids["game"] = game.save_id
    with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": []}}, f)   # the first game opens on How to play
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "5000"}) as url:
        yield url, ids


def wait_any(page, wanted, timeout=15.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        ids = B.ids(page)
        for w in wanted:
            if any(i == w or i.startswith(w) for i in ids):
                return ids
        time.sleep(0.1)
    raise AssertionError(f"none of {wanted} on screen: {B.ids(page)}")


def uncover(page, name):
    wait_any(page, ["uncover"])
    assert f"Pass to {name}" in B.text(page)
    assert "Hand tile" not in B.labels(page), "a hand under the cover"
    B.tap_and_wait(page, "uncover")
    wait_any(page, ["decision"])


def tap_first(page, prefix):
    ids = wait_any(page, [prefix])
    B.tap_and_wait(page, next(i for i in ids if i.startswith(prefix)))


def play_any(page) -> None:
    """One decision by whatever is on screen."""
    ids = B.ids(page)
    if "uncover" in ids:
        B.tap_and_wait(page, "uncover")
        return
    if "waiting" in ids and "decision" not in ids:
        # a person's move landing before the pass cover (or a bot's turn): the screen
        # moves on by itself
        deadline = time.time() + 20
        while B.ids(page) == ids and time.time() < deadline:
            time.sleep(0.1)
        return
    for prefix in ("restock-deck", "restock-beach-", "counter-"):
        hit = [i for i in ids if i.startswith(prefix)]
        if hit:
            B.tap_and_wait(page, hit[0])
            return
    if "skirmish" in ids and "pass" in ids:
        B.tap_and_wait(page, "pass")
        return
    if any(i.startswith("castle-") for i in ids):   # a stolen tile, a crowded row
        B.tap_and_wait(page, next(i for i in ids if i.startswith("castle-")))
        ids = B.ids(page)
    if any(i.startswith("cell-") for i in ids):     # a stolen tile to place
        B.tap_and_wait(page, next(i for i in ids if i.startswith("cell-")))
        return
    for hid in [i for i in ids if i.startswith("hand-")]:
        B.tap_and_wait(page, hid)
        now = B.ids(page)
        choices = [i for i in now if i.startswith("castle-")]
        if choices and not any(i.startswith("cell-") for i in now):
            B.tap_and_wait(page, choices[0])    # a crowded row: the castle first
            now = B.ids(page)
        cells = [i for i in now if i.startswith("cell-")] + [
            i for i in now if i in ("new-castle", "shared-castle")]
        if cells:
            B.tap_and_wait(page, cells[0])
            return
        if "exchange" in now:
            B.tap_and_wait(page, "exchange")
            tap_first(page, "exchange-beach-")
            return
    if "pass" in ids:
        B.tap_and_wait(page, "pass")
        return
    raise AssertionError(f"no decision to take: {ids}")


def test_two_people_build_complete_attack_counter_to_the_end(browser, served):
    url, ids = served
    page = B.open_app(browser, f"{url}play/{ids['game']}", B.PHONE)
    wait_any(page, ["howto-done"], timeout=30)
    B.tap_and_wait(page, "howto-done")
    # Ana: a build that starts a castle (the tile turned once first)
    uncover(page, "Ana")
    shot(page, "game-1-ana")
    B.tap_and_wait(page, "hand-0")
    assert "Hand tile 1: crab tower, 1 wall (picked)" in B.labels(page)
    B.tap_and_wait(page, "rotate")
    B.tap_and_wait(page, "new-castle")
    tap_first(page, "restock-beach-")
    # Ben: starts a castle with his crab tower
    uncover(page, "Ben")
    B.tap_and_wait(page, "hand-0")
    B.tap_and_wait(page, "new-castle")
    B.tap_and_wait(page, "restock-deck")
    # Ana: her second crab end tile completes the castle on the one lit cell
    uncover(page, "Ana")
    B.tap_and_wait(page, "hand-0")
    cells = [i for i in B.ids(page) if i.startswith("cell-")]
    assert len(cells) == 1, cells
    B.tap_and_wait(page, cells[0])
    wait_any(page, ["completed"])
    assert "completed a 2-piece sandcastle" in B.labels(page) + B.text(page)
    shot(page, "game-2-completed")
    B.tap_and_wait(page, "restock-deck")
    # Ben: a second castle (his crab tower must stay a target)
    uncover(page, "Ben")
    B.tap_and_wait(page, "hand-1")
    B.tap_and_wait(page, "new-castle")
    B.tap_and_wait(page, "restock-deck")
    # Ana attacks Ben's crab tower with her seagull attack: only it lights up
    uncover(page, "Ana")
    B.tap_and_wait(page, "hand-0")
    cells = [i for i in B.ids(page) if i.startswith("cell-")]
    assert len(cells) == 1, cells
    shot(page, "game-3-attack")
    B.tap_and_wait(page, cells[0])
    # the defender decides behind a cover; he counters with his bucket attack
    uncover(page, "Ben")
    assert "Ana winning" in B.labels(page) + B.text(page)
    shot(page, "game-4-counter")
    tap_first(page, "counter-")
    # back to Ana: she has no crab attack to strengthen it and gives up
    uncover(page, "Ana")
    assert "Ben winning" in B.labels(page) + B.text(page)
    B.tap_and_wait(page, "pass")
    # on to the end
    for _ in range(200):
        if "play-again" in B.ids(page):
            break
        play_any(page)
    else:
        raise AssertionError("the game did not end")
    text = B.text(page) + B.labels(page)
    assert "Game over" in text and "Ana" in text and "Ben" in text
    assert "Sandbank tiles" in text
    shot(page, "game-5-end")
    page.context.close()


@pytest.mark.parametrize("position", ["2p", "4p", "7p"])
def test_decision_and_every_player_at_a_glance(tab, served, position):
    url, ids = served
    players = POSITIONS[position][0]
    for w, h in SIZES:
        page = tab.show(f"/play/{ids[position]}", {"width": w, "height": h})
        B.wait_id(page, "uncover", timeout=30)
        shot(page, f"{position}-{w}x{h}-cover")
        B.tap(page, "uncover")
        B.wait_id(page, "decision")
        # a sandcastle tile picked: its lit cells show in the decision (in a row too
        # crowded for them, once one of the castles offered is chosen)
        for hid in [i for i in B.ids(page) if i.startswith("hand-")]:
            B.tap(page, hid)
            choices = [i for i in B.ids(page) if i.startswith("castle-")]
            if choices:
                B.tap_and_wait(page, choices[0])
            if any(i.startswith("cell-") for i in B.ids(page)):
                break
            B.tap(page, hid)
        time.sleep(0.8)
        shot(page, f"{position}-{w}x{h}")
        found = boxes(page)
        where = f"{position} at {w}x{h}"
        shown = [i for i in found if i.startswith(("mine-", "player-", "area-"))]
        assert {int(i.rsplit("-", 1)[1]) for i in shown} == set(range(players)), \
            f"{where}: players shown {shown}"
        text = B.labels(page) + B.text(page)
        for name in NAMES[:players]:
            assert name in text, f"{where}: {name} is not on screen"
        taps = [i for i in found if i.startswith(("hand-", "cell-", "new-castle", "rotate",
                                                   "exchange"))]
        assert any(i.startswith("cell-") for i in taps), f"{where}: no lit cell"
        for ident in ["decision", "hand", "status", "shared"] + shown:
            left, top, right, bottom = found[ident]
            assert left >= -1 and top >= -1 and right <= w + 1 and bottom <= h + 1, \
                f"{where}: {ident} at {found[ident]} is not inside the window"
        row = found.get("castles")
        whole = 0
        for ident in taps + [i for i in shown if not i.startswith("area-")]:
            left, top, right, bottom = found[ident]
            if ident.startswith("cell-") and row and (left < row[0] - 1 or right > row[2] + 1
                                                      or top < row[1] - 1 or bottom > row[3] + 1
                                                      or right - left < 47.5
                                                      or bottom - top < 47.5):
                continue   # cut by the edge of the castles' row: reached by panning
            whole += ident.startswith("cell-")
            assert right - left >= 47.5 and bottom - top >= 47.5, \
                f"{where}: {ident} is {right - left:.0f}x{bottom - top:.0f}"
        assert whole, f"{where}: no lit cell whole on screen"
        scroll = page.evaluate("() => [document.documentElement.scrollWidth, "
                               "document.documentElement.scrollHeight]")
        assert scroll[0] <= w and scroll[1] <= h, f"{where}: the page scrolls: {scroll}"
