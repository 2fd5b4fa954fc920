"""Issue 24 ("nothing a decision needs is behind a horizontal scroll [...] at 360x640,
640x360 and 1024x768, in every variant"; "everything needed to decide is on screen
without scrolling"), late in a game with the default text: positions where the sweep
(tests/e2e/sweep.py --taller) found the screen taller than its window, a control partly
cut by the window's bottom edge (which the matrix's check, a control wholly under it,
does not see). Seaside on a phone on its side (a Beach flip's hint, the Isopods' hint,
the last player's card with four and five players) and upright with five; Sandcastles
(2015) upright: the solo Game's attack (its castle), a counter with no tile to counter
(the hint); the tile draft with three on its side (the players' row). Later still (four
fifths through), Seaside with four and five players at both phone sizes: your Seaside's
Sandpiper stacks, one place each, wrapped it onto a second line (7-47 px); Sandcastles
(2015) with six: a tablet's counter (its buttons' two lines counted as one: the list of
moves under it, 17-51 px) and, on its side, the restock after your own castle (three
lines of celebration over it, 44 px). Other games (the sweep's --seed 2000), a build
tile picked among many castles of yours: the castles wrapped at the width Flutter gave
them, a few pixels wider than counted, and stood taller than counted (a tablet's six
castles to choose from, 46 px; on its side 10 px); and the solo game five sixths
through ("Goal: 6 bonuses") with a two-player shared castle upright, 4 px (the page's
bottom margin). Seven players on a phone on its side (--seed 3000), an attack tile
with ten castles in reach: even at 48 px the castles to choose from panned sideways,
9 lit cells behind the edge (now the beach's box gives way to them; in-process too:
tests/ui/test_sandcastles_2015_board.py). Three players' Seaside on its side (--seed
5000), eight Isopods in the Sea: nine numbers on two rows, the prompt on two lines
beside Undo, the hint 8 px under the edge. Two players with a shared castle (--seed 9400,
one position a game), a build tile picked: a bonus strip counted at 316 px of its 316
wrapped onto a second line it was not counted for, 4 px.

Each position is checked as the sweep checks it, at the three sizes (Sandcastles 2015
also with a tile picked and each castle chosen), and measured by how far its screen
scrolls under a mouse wheel: at most 2 px."""
from __future__ import annotations

import pytest

from devtools import browser as B
from tests.e2e import sweep

# before the change: 5-60 px of each of these screens was under the window's edge
LATE = (("seaside", "1p-0"), ("seaside", "2p-2"), ("seaside", "4p-2"), ("seaside", "5p-2"),
        ("sandcastles_2015", "1p-2"), ("sandcastles_2015", "1p-solo-bonuses-6-2"),
        ("sandcastles_2015", "4p-1"), ("sandcastles_2015", "5p-2"),
        ("sandcastles_draft", "3p-1"), ("seaside", "4p-3of4"), ("seaside", "5p-3of4"),
        ("sandcastles_2015", "6p-0of4"), ("sandcastles_2015", "6p-3of4"),
        ("sandcastles_2015", "2p-0of4s2000"), ("sandcastles_2015", "2p-3of4s2000"),
        ("sandcastles_2015", "2p-shared-castle-2of4s2000"),
        ("sandcastles_2015", "1p-solo-bonuses-6-3of5"), ("sandcastles_2015", "7p-3of4s3000"),
        ("seaside", "3p-2of4s5000"), ("sandcastles_2015", "2p-shared-castle-0of1s9400"))


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = str(tmp_path_factory.mktemp("late-fit"))
    late = sweep.late_positions(folder, LATE)
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "6000"}) as url:
        yield url, late


@pytest.mark.parametrize("game,which", LATE, ids=[f"{g}-{w}" for g, w in LATE])
def test_a_late_screen_is_no_taller_than_its_window(tab, served, game, which):
    kind, doc = served[1][(game, which)]
    problems = sweep.check(tab, kind, doc, taller=True)
    assert not problems, "\n".join(problems)
