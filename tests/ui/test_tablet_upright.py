"""A tablet held upright (768x1024) is drawn as a tablet: every player's full area with
pieces that use the screen, not a phone's layout stretched over half of it (which left
the lower half bare sand under 40 px pieces); a tall phone upright draws your Seaside
larger. Found with `python -m tests.e2e.sweep --sizes 768x1024` and `--sizes
390x844,412x915` (7 December)."""
from __future__ import annotations

import flet as ft
import pytest

from tests.support import decision_positions as D
from tests.support.ui_harness import run, walk
from tests.ui.test_board_contract import open_kept
from ui.table import layout as L

UPRIGHT = (768, 1024)


def kept(game_id: str, variant: str, kind: str) -> str:
    return next(p for g, v, k, p in D.kept() if (g, v, k) == (game_id, variant, kind))


async def open_upright(tmp_path, game_id, variant, kind, size=UPRIGHT):
    h, doc = await open_kept(tmp_path, kept(game_id, variant, kind), *size)
    if "uncover" in h.ids():
        await h.tap("uncover")
    return h, doc


def test_a_tablet_upright_is_a_tablet_and_a_phone_stays_a_phone():
    assert L.mode_for(768, 1024) == "tablet"
    assert L.mode_for(800, 1280) == "tablet"
    assert L.mode_for(1024, 768) == "tablet"
    assert L.mode_for(360, 640) == "portrait"
    assert L.mode_for(412, 915) == "portrait"      # a tall phone is still a phone
    assert L.mode_for(640, 360) == "landscape"


@pytest.mark.parametrize("game_id,variant,kind", [
    ("seaside", "4p", "side"), ("sandcastles_2015", "2p", "action"),
    ("sandcastles_2015", "6p", "action")])
def test_upright_every_players_area_is_named_beside_its_count(tmp_path, game_id, variant, kind):
    """Each player's area names them in its header, the count beside as a number under
    its icon (two areas a row are about 170 px wide: "13 banked" there left the name
    no room at all in a 2-player game, "A…" with six)."""
    async def go():
        h, doc = await open_upright(tmp_path, game_id, variant, kind)
        assert h.page.data.board.mode == "tablet"
        names = [s["name"] for s in doc["seats"]]
        box = h.page.data.slots["play"].box
        areas = [c for c in walk(box) if isinstance(c, ft.Semantics)
                 and (c.identifier or "").startswith(("area-", "mine-"))]
        assert len(areas) == len(names), [a.identifier for a in areas]
        for area in areas:
            header = next(c for c in walk(area) if isinstance(c, ft.Row))
            words = [t.value for t in walk(header) if isinstance(t, ft.Text) and t.value]
            assert any(w.split(" (")[0] in names for w in words), words
            count = words[-1]
            assert count.isdigit(), f"the count in words, not a number alone: {words}"
    run(go())


@pytest.mark.parametrize("variant,least", [("6p", 28), ("5p", 28), ("2p", 56)])
def test_upright_the_drafts_other_castles_fit_the_right_side(tmp_path, variant, least):
    """The others' castles share the right side at a size that fits it: four or five
    others two a row (three a row cut five at their right edge, and four one a row
    left their news under the window's edge, both at 24 px cells), one other as large
    as the side allows."""
    async def go():
        h, _doc = await open_upright(tmp_path, "sandcastles_draft", variant, "place")
        assert h.page.data.board.mode == "tablet"
        row = next(c for c in walk(h.page.data.slots["play"].box)
                   if isinstance(c, ft.Row) and c.key == "draft-tablet")
        _left, right = row.controls
        # each castle's grid is 5 cells and 4 gaps of 2 px, and its box adds 16 px
        grids = [c.width for c in walk(right)
                 if isinstance(c, ft.Stack) and c.width and c.height == c.width]
        assert len(grids) == int(variant[0]) - 1
        cells = [(w - 8) / 5 for w in grids]
        assert min(cells) >= least, cells
        side = min(UPRIGHT[0], 1100) - 24 - L.SIDE_COLUMN - 12
        per_row = max(1, int((side + L.GAP) // (max(grids) + 16 + L.GAP)))
        assert per_row >= min(2, len(grids)) or cells[0] >= 56, (per_row, cells)
    run(go())


@pytest.mark.parametrize("width,height,drawn", [
    (360, 640, 40), (640, 360, 40), (375, 667, 40),
    (390, 844, 48), (412, 915, 52), (360, 780, 44)])
def test_a_tall_phone_draws_your_seaside_larger(tmp_path, width, height, drawn):
    """Your own pieces are at least 40 px on a phone; on a tall one upright (390x844,
    412x915) they grow while your Seaside's six places keep to one line (at 40 px a
    third of a 390x844 screen stayed bare sand under the decision)."""
    async def go():
        h, _doc = await open_upright(tmp_path, "seaside", "4p", "side", (width, height))
        mine = next(c for c in walk(h.page.data.slots["play"].box)
                    if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("mine-"))
        discs = [c.width for c in walk(mine, parked=True)
                 if isinstance(c, ft.Container) and c.width and c.width == c.height
                 and c.width >= 40]
        assert len(discs) >= 6 and set(discs) == {drawn}, discs
        # six places a disc wide, 6 px apart, inside the area's box
        assert 6 * drawn + 5 * 6 + 24 <= min(width, 1100) - 24
    run(go())


@pytest.mark.parametrize("variant,kind,width,height,least", [
    ("4p", "place", 390, 844, 52), ("2p", "sky_replace", 412, 915, 64),
    ("6p", "keep_or_pass", 412, 915, 64)])
def test_a_tall_phone_draws_your_draft_castle_across_the_screen(
        tmp_path, variant, kind, width, height, least):
    """On a tall phone upright your castle spans the screen's width, its name and score
    over it and the decision under it, at 52 px a cell or more (beside the decision
    it stood at 48 px and a third of a 390x844 screen stayed bare sand); a 360x640
    phone keeps the castle beside its decision."""
    async def go():
        cells = {}
        for size in ((width, height), (360, 640)):
            h, _doc = await open_upright(tmp_path / f"{size[0]}", "sandcastles_draft",
                                         variant, kind, size)
            box = h.page.data.slots["play"].box
            mine = next(c for c in walk(box) if isinstance(c, ft.Semantics)
                        and (c.identifier or "").startswith("mine-"))
            grids = [c.width for c in walk(mine, parked=True)
                     if isinstance(c, ft.Stack) and c.width and c.height == c.width]
            cells[size] = (grids[0] - 8) / 5
            decision_inside = any(isinstance(c, ft.Semantics) and c.identifier == "decision"
                                  for c in walk(mine))
            assert decision_inside == (size == (360, 640)), size
            assert "decision" in h.ids()
        assert cells[(360, 640)] == 48
        assert cells[(width, height)] >= least, cells
        # the castle and its box's frame inside the screen's width
        assert 5 * (cells[(width, height)] + 2) + 12 <= width - 24
    run(go())
