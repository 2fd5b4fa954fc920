"""Issue 24 ("nothing a decision needs is behind a horizontal scroll [...] at 360x640,
640x360 and 1024x768, in every variant") with Settings' Larger text, late in a game:
positions the sweep (tests/e2e/sweep.py --large) found with something a decision needs
under a phone's edge. Sandcastles (2015) with four to seven people: the castles, the
counters, a castle's lit cells; Seaside with four: a side's twist in a box under the
sides; the tile draft with five: the castle's last row. The decision matrix checks
Larger text only at its kept, early positions, and not below the window.

Each position is checked as the sweep checks it: at the three sizes, then with an attack
tile and a sandcastle tile picked, each castle offered chosen in turn: no grey box,
nothing cut at the side or below the window, every player in view, every tap target at
least 48x48."""
from __future__ import annotations

import pytest

from devtools import browser as B
from tests.e2e import sweep

# before the change 36 problems in the four Sandcastles (2015) positions (the castles
# below the window upright, the counters below it, a hand's lit cells cut at the side,
# rows under the edge on its side), 2 in Seaside's, 1 in the draft's
LATE = (("sandcastles_2015", "4p-2"), ("sandcastles_2015", "5p-2"),
        ("sandcastles_2015", "6p-1"), ("sandcastles_2015", "7p-0"),
        ("seaside", "4p-0"), ("sandcastles_draft", "5p-2"),
        # six people four fifths through: the restock after your own castle on a phone
        # on its side, its Draw under the window's edge below the celebration's lines
        ("sandcastles_2015", "6p-3of4"),
        # seven people: an attack's six castles, offered small to choose first, stood
        # on two lines too tall for the room on a phone on its side and panned sideways
        ("sandcastles_2015", "7p-2of4"),
        ("seaside", "4p-3of4"), ("sandcastles_draft", "5p-1of4"),
        ("sandcastles_draft", "6p-1of4"),
        # solo, attacked by the Game (--seed 2000): the castle fought over under the
        # counter's buttons, 4 px under the window's edge upright
        ("sandcastles_2015", "1p-0of4s2000"),
        # six people late (--seed 9600): on a phone on its side an attack tile lit eight
        # castles that panned sideways beside the beach's box, and upright a castle
        # chosen among many squeezed its way back to all of them to 18 x 48 px beside
        # the hand; a two-player shared castle's second action on a tablet ran the
        # last move's line 11 px under the window's edge
        ("sandcastles_2015", "6p-1of2s9600"), ("sandcastles_2015", "2p-shared-castle-1of2s9600"))
# ...checked for a screen taller than its window too (a control partly cut by its
# bottom edge): four players' Seaside four fifths through (your Sandpiper stacks on two
# lines and the Sandpiper's four-line twist, 7-72 px), the draft's forced place with
# five and six on a phone on its side (its why on a third line, the players' second
# row 14 px under the edge), Sandcastles (2015)'s restock after your own castle with six
# (three lines of celebration over it, 22-94 px)
TALLER = {("seaside", "4p-3of4"), ("sandcastles_draft", "5p-1of4"),
          ("sandcastles_draft", "6p-1of4"), ("sandcastles_2015", "6p-3of4"),
          ("sandcastles_2015", "1p-0of4s2000"), ("sandcastles_2015", "2p-shared-castle-1of2s9600")}


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = str(tmp_path_factory.mktemp("larger-text"))
    late = sweep.late_positions(folder, LATE, large=True)
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "6000"}) as url:
        yield url, late


@pytest.mark.parametrize("game,which", LATE, ids=[f"{g}-{w}" for g, w in LATE])
def test_a_late_crowded_table_with_larger_text_fits_each_screen(tab, served, game, which):
    kind, doc = served[1][(game, which)]
    problems = sweep.check(tab, kind, doc, taller=(game, which) in TALLER)
    assert not problems, "\n".join(problems)
