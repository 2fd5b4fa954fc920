"""The pass-the-device cover, in Debian's headless Chromium (issue 23): once a person of
a two-person game has uncovered their turn, a reload, a way home and back through the
Continue list, the browser's Back and Forward, and the game's address opened in a new
tab each put the cover up again, with nothing of that person's turn on screen. Seaside,
Sandcastles (2015), the tile draft.

The static site is not covered here: its fixture (tests/e2e/test_static_web.py) builds
the site first, several minutes."""
from __future__ import annotations

import json
import os
import time

import pytest

from tests.support import sandcastles_2015_positions, sandcastles_draft_positions, seaside_positions
from devtools import browser as B

GAMES = ("seaside", "sandcastles_2015", "sandcastles_draft")
BAR = {"back-home", "play-hint", "play-howto", "play-rules", "play-settings", "export-save"}


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = str(tmp_path_factory.mktemp("cover"))
    ids = {"seaside": seaside_positions.write_position(folder, "2p"),
           "sandcastles_2015": sandcastles_2015_positions.write_position(folder, "2p"),
           "sandcastles_draft": sandcastles_draft_positions.write_position(folder, "2p")}
    with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": list(GAMES)}}, f)   # straight to the table
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "5000"}) as url:
        yield url, ids


def wait_for(page, wanted, timeout=30.0) -> list:
    deadline = time.time() + timeout
    while time.time() < deadline:
        ids = B.ids(page)
        if any(i in ids for i in wanted):
            time.sleep(0.5)     # the screen settles (a cover drawn a moment before the turn)
            return B.ids(page)
        time.sleep(0.1)
    raise AssertionError(f"none of {wanted} on screen: {B.ids(page)}")


def assert_covered(page, turn_ids: set, turn_words: set, how: str) -> None:
    ids = wait_for(page, ["uncover", "decision"])
    assert "uncover" in ids, f"{how}: the turn is on screen, no cover: {ids}"
    shown = (turn_ids & set(ids)) - BAR
    assert not shown, f"{how}: the cover shows the turn's {sorted(shown)}"
    words = B.labels(page) + "\n" + B.text(page)
    leaked = [w for w in turn_words if w in words]
    assert not leaked, f"{how}: the cover reads {leaked}"


@pytest.mark.parametrize("game", GAMES)
def test_cover_is_back_after_reload_home_and_new_tab(browser, served, game):
    url, ids = served
    address = f"{url}play/{ids[game]}"
    page = B.open_app(browser, address, B.PHONE)
    wait_for(page, ["uncover"])
    cover_words = set((B.labels(page) + "\n" + B.text(page)).splitlines())
    B.tap_and_wait(page, "uncover")
    turn = wait_for(page, ["decision"])
    # what only the uncovered person sees: the turn's controls and lines of text (the
    # hand, hidden faces...), less what the cover shows as well (names, the bar)
    turn_ids = set(turn) - BAR
    turn_words = {w for w in (B.labels(page) + "\n" + B.text(page)).splitlines()
                  if len(w) > 12 and w not in cover_words}
    assert turn_ids and turn_words, "nothing of the turn found to look for"

    page.reload()
    B.enable_semantics(page)
    assert_covered(page, turn_ids, turn_words, f"{game}, reloaded")

    B.tap_and_wait(page, "uncover")
    wait_for(page, ["decision"])
    B.tap(page, "back-home")
    B.tap(page, f"resume-{ids[game]}")
    assert_covered(page, turn_ids, turn_words, f"{game}, home and Resume")

    # the browser's own Back to home, then Forward to the game: it opened the turn
    # uncovered (the session was kept on the way out)
    B.tap_and_wait(page, "uncover")
    wait_for(page, ["decision"])
    deadline = time.time() + 10
    while not page.url.endswith(f"/play/{ids[game]}") and time.time() < deadline:
        time.sleep(0.1)      # the address follows the screen a moment after it is drawn
    page.go_back()
    wait_for(page, ["home-settings"])
    page.go_forward()
    assert_covered(page, turn_ids, turn_words, f"{game}, the browser's Back then Forward")

    B.tap_and_wait(page, "uncover")
    wait_for(page, ["decision"])
    other = B.open_app(browser, address, B.PHONE)
    assert_covered(other, turn_ids, turn_words, f"{game}, its address in a new tab")
    other.context.close()
    page.context.close()
