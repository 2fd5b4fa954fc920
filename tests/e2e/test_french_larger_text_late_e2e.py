"""Issue 24 ("everything needed to decide is on screen without scrolling", at 360x640,
640x360 and 1024x768) and issue 27 (French runs about a fifth longer), with Settings'
Larger text and French together, late in a game: positions the sweep (`python -m
tests.e2e.sweep --large --language fr`) found or changed.

- Seaside with four people four fifths through, a Sandpiper drawn with no Isopods in the
  Sea, on a phone on its side: its twist "Aucun Isopode à prendre : défaussé." took four
  lines of its 120 px button and ran the screen 9 px taller than the window (now in fewer
  words: "Aucun Isopode : défaussé.").
- Sandcastles (2015)'s restock on a phone upright, solo (half through) and two players
  (`--seed 4000`, the first of four positions): "Piocher" was counted on a line of its
  own it never took, so your castles under the beach were left out over some 120 px of
  bare sand. They are drawn now: the screen must still fit its window.
- Sandcastles (2015) with four people (`--seed 2000`, the second of four positions), a
  bucket attack picked with no seagull tower in reach, on a phone on its side: "Rien à
  attaquer avec une attaque seau : elle ne prend que des tours mouette qu'un château peut
  perdre." took six lines beside the hand, 20 px under the window's edge (now "Aucune
  tour mouette à prendre.").
- Sandcastles (2015) with seven people (`--seed 3000`, four fifths through), a bucket
  attack with ten castles in reach, upright: under the seven cards even the small castle
  buttons panned sideways, 8 lit cells behind the row's edge at 360x640 (now the beach's
  box gives way to them, as on a phone on its side).
- Seaside with four people (`--seed 6000`), a Sandpiper with five Isopods in the Sea:
  upright the three others' cards (two and one, each Crab on a third line) put the hint
  73 px under a 360x640 window's edge (with a number picked 61 px); on its side the hint
  ran 13 px under the edge. And three people (`--seed 5000`), eight Isopods, on its
  side: the hint 39 px under the edge.

Each position is checked as the sweep checks it, at the three sizes (Sandcastles 2015
also with a tile picked and each castle chosen, Seaside's Isopods with the largest
number picked), and measured by how far its screen
scrolls under a mouse wheel: at most 2 px."""
from __future__ import annotations

import pytest

from devtools import browser as B
from tests.e2e import sweep

LATE = (("seaside", "4p-3of4"), ("sandcastles_2015", "1p-2of4"),
        ("sandcastles_2015", "2p-0of4s4000"), ("sandcastles_2015", "4p-1of4s2000"),
        ("sandcastles_2015", "7p-3of4s3000"), ("seaside", "4p-3of4s6000"),
        ("seaside", "3p-2of4s5000"))


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = str(tmp_path_factory.mktemp("french-larger-text"))
    late = sweep.late_positions(folder, LATE, large=True, language="fr")
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "6000"}) as url:
        yield url, late


@pytest.mark.parametrize("game,which", LATE, ids=[f"{g}-{w}" for g, w in LATE])
def test_a_late_french_screen_with_larger_text_fits_its_window(tab, served, game, which):
    kind, doc = served[1][(game, which)]
    problems = sweep.check(tab, kind, doc, taller=True)
    assert not problems, "\n".join(problems)
