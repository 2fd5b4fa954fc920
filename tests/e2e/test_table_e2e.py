"""The Seaside table at a glance, in Debian's headless Chromium: mid-game positions of
2, 3 and 5 players (with and without bots) opened at 360x640, 640x360 and 1024x768.
Every choice of the decision and every player's name must be inside the window
without scrolling, and nothing may stick out sideways (the semantics tree's boxes).

Screenshots go to artifacts/table/ (git-ignored): look at them."""
from __future__ import annotations

import os
import time

import pytest

from devtools import browser as B
from tests.support.seaside_positions import POSITIONS, write_position

SHOTS = os.path.join(B.ROOT, "artifacts", "table")
SIZES = ((360, 640), (640, 360), (1024, 768))
DECISIONS = ("side-", "isopods-", "shells-", "flip-", "steal-")
BOXES_JS = """() => Array.from(document.querySelectorAll('[flt-semantics-identifier]')).map(e => {
  const r = e.getBoundingClientRect();
  return [e.getAttribute('flt-semantics-identifier'), r.left, r.top, r.right, r.bottom]; })"""


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = str(tmp_path_factory.mktemp("table"))
    ids = {name: write_position(folder, name) for name in POSITIONS}
    # bots move slowly enough that the person's decision stays on screen while it is read
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "5000"}) as url:
        yield url, ids


def boxes(page) -> dict:
    return {i: (l, t, r, b) for i, l, t, r, b in page.evaluate(BOXES_JS)}


@pytest.mark.parametrize("position", sorted(POSITIONS))
def test_everything_at_a_glance_at_three_sizes(tab, served, position):
    url, ids = served
    seats = POSITIONS[position][0]
    os.makedirs(SHOTS, exist_ok=True)
    for w, h in SIZES:
        page = tab.show(f"/play/{ids[position]}", {"width": w, "height": h})
        people = sum(1 for _, bot in seats if not bot)
        first = "uncover" if people > 1 else "decision"  # two or more people pass the device
        B.wait_id(page, first, timeout=30)
        if people > 1:
            page.screenshot(path=os.path.join(SHOTS, f"{position}-{w}x{h}-cover.png"))
            B.tap(page, "uncover")
            B.wait_id(page, "decision")
        time.sleep(0.8)  # the last move's piece has landed
        page.screenshot(path=os.path.join(SHOTS, f"{position}-{w}x{h}.png"))
        found = boxes(page)
        where = f"{position} at {w}x{h}"
        choices = [i for i in found if i.startswith(DECISIONS)]
        assert len(choices) >= 2, f"{where}: no decision on screen: {sorted(found)}"
        # every player: the viewer's own area and a row (or a full area) for each other
        players = [i for i in found if i.startswith(("mine-", "player-", "area-"))]
        seats_shown = {int(i.rsplit("-", 1)[1]) for i in players}
        assert seats_shown == set(range(len(seats))), f"{where}: players shown {players}"
        text = B.labels(page) + B.text(page)
        for name, _ in seats:
            assert name in text, f"{where}: {name} is not on screen"
        for ident in choices + players + ["status", "sea"]:
            left, top, right, bottom = found[ident]
            assert left >= -1 and top >= -1 and right <= w + 1 and bottom <= h + 1, \
                f"{where}: {ident} at {found[ident]} is not inside the window"
        taps = choices + [i for i in players if not i.startswith("area-")] + [
            i for i in ("recap-open", "back-home", "play-hint", "play-howto", "play-rules", "play-settings",
                        "export-save") if i in found]
        for ident in taps:  # touch targets at least 48x48
            left, top, right, bottom = found[ident]
            assert right - left >= 47.5 and bottom - top >= 47.5, \
                f"{where}: {ident} is {right - left:.0f}x{bottom - top:.0f}"
        wide = {i: b for i, b in found.items() if b[2] > w + 1 or b[0] < -1}
        assert not wide, f"{where}: sticks out sideways: {wide}"
        scroll = page.evaluate("() => [document.documentElement.scrollWidth, "
                               "document.documentElement.scrollHeight]")
        assert scroll[0] <= w and scroll[1] <= h, f"{where}: the page scrolls: {scroll}"
