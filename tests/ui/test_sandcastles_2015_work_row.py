"""How a Sandcastles (2015) decision shares the room under it between the castles a
tile can go to (ui/sandcastles_2015/work_row.py): its arithmetic, and that it agrees
with what castle_grid draws."""
from __future__ import annotations

import random

from ui.sandcastles_2015.tiles import castle_grid_size, lit_window
from ui.sandcastles_2015.work_row import PLOT, Piece, fit, lines

HEAD = 24          # a group's caption line


def castle(cols, rows=1, least=None, px=48, room=300, cap=400):
    return Piece(cols=cols, rows=rows, cell=px, px=px, least=least or cols, room=room, cap=cap)


def test_lines_fill_as_flutters_wrap_does():
    assert lines([100, 100, 100], 250, 10) == [[0, 1], [2]]
    assert lines([300], 250, 10) == [[0]]            # a child wider than the line: alone
    assert lines([50, 50], 110, 10) == [[0, 1]]      # 50 + 10 + 50 fits exactly


def test_castles_that_fit_stay_on_one_line_with_their_captions():
    groups = [[castle(1)], [castle(2), castle(1)]]
    wrap, caps, tall = fit(groups, [60, 60], 48, HEAD, 300, 200, True)
    assert not wrap and caps == [60, 60]
    assert tall == HEAD + 48 + 2 * PLOT
    assert all(p.shown == p.cols for g in groups for p in g)


def test_too_wide_for_one_line_they_wrap_when_the_room_holds_two():
    groups = [[castle(1)], [castle(3), castle(3)]]
    wrap, _caps, tall = fit(groups, [60, 60], 48, HEAD, 300, 400, True)
    assert wrap and tall <= 400
    assert all(p.shown == p.cols for g in groups for p in g)   # nothing narrowed


def test_short_of_height_the_widest_castle_pans_but_keeps_its_lit_cells():
    """"Nothing a decision needs is behind a horizontal scroll": a six-cell castle whose
    tile can only go at its two left cells opens a window onto them, so the row stands
    on one line in a room too low for two."""
    wide = castle(6, least=2)
    groups = [[castle(1)], [castle(1), wide]]
    wrap, _caps, tall = fit(groups, [60, 60], 48, HEAD, 300, HEAD + 60, True)
    assert wrap and tall <= HEAD + 60
    assert 2 <= wide.shown < 6 and wide.pans
    assert wide.width == wide.shown * 48 + 2 + 2 * PLOT      # its frame and its sand


def test_a_tablet_comes_down_to_a_touch_target_before_it_pans_sideways():
    """Your own pieces are 56 px on a tablet; three castles two cells wide do not fit
    its left column side by side at 56 (3 x 116 px and the gaps > 352), nor on two
    lines in the room; at 48 px, a touch target's size, they stand on one line."""
    big = [castle(2, rows=3, px=56, room=352) for _ in range(3)]
    wrap, _caps, tall = fit([big], [60], 48, HEAD, 352, 200, True, smaller=(48, 48))
    assert wrap and tall == HEAD + 3 * 48 + 2 * PLOT
    assert all(p.px == 48 and not p.pans for p in big)


def test_what_cannot_fit_pans_sideways_as_drawn():
    groups = [[castle(4, rows=2, least=4)], [castle(4, rows=2, least=4)]]
    wrap, caps, _tall = fit(groups, [60, 60], 48, HEAD, 300, HEAD + 60, True)
    assert not wrap and caps == [60, 60]
    assert all(p.shown == 4 and p.px == 48 for g in groups for p in g)


def test_your_castles_before_a_tile_is_picked_never_wrap_on_a_phone():
    groups = [[castle(3), castle(3), castle(3)]]
    wrap, _caps, _tall = fit(groups, [60], 48, HEAD, 300, 1000, may_wrap=False)
    assert not wrap


def test_a_castle_the_tile_cannot_go_to_gives_way_before_one_it_can():
    """Two castles of four cells, one lit at its left end, one "No fit": the row is too
    wide and too low for two lines, and the castle the tile cannot go to pans down to a
    cell first; the lit one stays whole."""
    lit = castle(4, least=2)
    unlit = Piece(cols=4, rows=1, cell=40, px=40, least=1, room=300, cap=400, lit=False)
    wrap, _caps, _tall = fit([[lit], [unlit]], [60, 60], 48, HEAD, 300, HEAD + 60, True)
    assert wrap
    assert lit.shown == 4 and unlit.shown < 4


def test_a_window_keeps_a_tile_beside_the_lit_cells_unless_only_the_cells_fit():
    """A window shows the lit cells and a tile they join (a lit cell alone on bare sand
    does not say which castle it grows); only when that cannot fit either does it keep
    to the lit cells alone, rather than the row panning sideways."""
    a, b = castle(4, least=2), castle(4, least=2)
    a.floor = b.floor = 1
    wrap, _caps, _tall = fit([[a, b]], [60], 48, HEAD, 220, HEAD + 60, True)
    assert wrap and (a.shown, b.shown) == (2, 2)
    a, b = castle(4, least=2), castle(4, least=2)
    a.floor = b.floor = 1
    wrap, _caps, _tall = fit([[a, b]], [60], 48, HEAD, 150, HEAD + 60, True)
    assert wrap and sorted((a.shown, b.shown)) == [1, 1]


def test_a_window_opens_on_the_lit_cells_then_on_the_castles_tiles():
    """A one-cell-wide window onto a grid of four columns where the tile may go at
    either end: each end holds one lit cell. With no tile in either end's column, the
    left one (the nearest the top left); with a tile above the right end, the right."""
    lit = [(0, 1), (3, 1)]
    assert lit_window(lit, 4, 2, 1, 2, tiles=[(1, 1), (2, 1)]) == (0, 0)
    assert lit_window(lit, 4, 2, 1, 2, tiles=[(3, 0)]) == (3, 0)
    assert lit_window(lit, 4, 2, 1, 2) == (0, 0)


def test_a_piece_is_as_big_as_castle_grid_draws_it():
    """work_row lays the row out from its pieces' sizes, and castle_grid draws the
    castles: the two must agree, whole, in a window narrowed by whole cells, or capped
    in height (else a wrapped row runs under the window's edge, or a lit cell is cut)."""
    rng = random.Random(7)
    for _ in range(300):
        cells = {(0, 0)}
        while len(cells) < rng.randint(1, 12):
            x, y = rng.choice(sorted(cells))
            dx, dy = rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1)])
            cells.add((x + dx, y + dy))
        castle = [1]
        for x, y in sorted(cells):
            castle += [x, y, 0, 0]
        free = sorted({(x + dx, y + dy) for x, y in cells
                       for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - cells)
        lit = {xy: ("", None) for xy in rng.sample(free, rng.randint(0, min(3, len(free))))}
        cell = rng.choice([40, 48, 56])
        room, cap = rng.randint(100, 400), rng.randint(48, 400)
        every = set(cells) | set(lit)
        xs, ys = [x for x, _ in every], [y for _, y in every]
        px = max(cell, 48) if lit else cell
        piece = Piece(cols=max(xs) - min(xs) + 1, rows=max(ys) - min(ys) + 1, cell=cell,
                      px=px, least=1, room=room, cap=cap)
        piece.shown = rng.randint(1, piece.most)
        piece.shown_rows = rng.randint(1, piece.most_rows)
        width, height = piece.window()
        drawn = castle_grid_size(castle, cell=cell, lit=lit, width=width, max_height=height)
        assert drawn == (piece.width - 2 * PLOT, piece.tall - 2 * PLOT), \
            (sorted(cells), sorted(lit), cell, room, cap, piece.shown, piece.shown_rows)


def test_a_tall_castle_shows_its_lit_rows_in_a_shorter_window_before_the_row_pans():
    """Late in a game a castle three cells tall beside others on a phone: two lines of
    castles need more height than the decision has. The castle keeps its lit rows and
    a tile beside them in a window one cell shorter, rather than the row panning
    sideways with lit cells behind the scroll; columns narrow first."""
    def pieces():
        new = Piece(cols=1, rows=1, cell=48, px=48, least=1, room=300, cap=48)
        tall = Piece(cols=2, rows=3, cell=48, px=48, least=2, room=300, cap=400,
                     low=2, low_floor=1)
        wide = Piece(cols=3, rows=1, cell=48, px=48, least=3, room=300, cap=400)
        return new, tall, wide
    new, tall, wide = pieces()
    height = 2 * HEAD + 8 + 48 + 2 * PLOT + 2 * 48 + 2 + 2 * PLOT
    wrap, _caps, used = fit([[new], [tall, wide]], [48, 60], 48, HEAD, 230, height, True)
    assert wrap and used <= height
    assert (tall.shown, tall.shown_rows) == (2, 2) and tall.framed and tall.pans
    assert tall.tall == 2 * 48 + 2 + 2 * PLOT
    assert (wide.shown, wide.shown_rows) == (3, 1)       # untouched
    # with less height still, down to the lit row alone
    new, tall, wide = pieces()
    height -= 48
    wrap, _caps, used = fit([[new], [tall, wide]], [48, 60], 48, HEAD, 230, height, True)
    assert wrap and used <= height and tall.shown_rows == 1
    # and with none to spare, it pans sideways, every castle whole again
    new, tall, wide = pieces()
    wrap, _caps, _used = fit([[new], [tall, wide]], [48, 60], 48, HEAD, 230, HEAD + 40, True)
    assert not wrap and (tall.shown, tall.shown_rows) == (2, 3)


def test_a_castle_offered_to_choose_is_a_touch_target_with_its_frame_and_owner_counted():
    """A crowded row's castle to choose is drawn small as one button: at least 48 px
    each way however small its cells, its frame on each side and its owner's line over
    it counted in its size (else the row's arithmetic and Flutter's wrap disagree)."""
    one = Piece(cols=1, rows=1, cell=16, px=16, least=1, room=300, cap=1e9, frame=2,
                least_side=48)
    assert (one.width, one.tall) == (48 + 2 * PLOT, 48 + 2 * PLOT)
    wide = Piece(cols=4, rows=2, cell=16, px=16, least=4, room=300, cap=1e9, frame=2,
                 least_side=48, head=20)
    assert wide.width == 4 * 16 + 2 * 2 + 2 * PLOT
    assert wide.tall == 2 * 16 + 2 * 2 + 20 + 2 * PLOT
    # a button has its own frame, no patch of sand round it: five one-cell castles stand
    # in 158 px (beside a phone's two columns of hand) on two lines, three and two
    groups = [[Piece(cols=1, rows=1, cell=16, px=16, least=1, room=158, cap=1e9, frame=2,
                     least_side=48, plot=0) for _ in range(5)]]
    assert groups[0][0].width == 48
    wrap, _caps, tall = fit(groups, [48], 48, 0, 158, 134, True)
    assert wrap and tall == 2 * 48 + 8
    assert lines([p.width for p in groups[0]], 158, 6) == [[0, 1, 2], [3, 4]]
