"""How the castles of a decision share the room under it: the arithmetic, without Flet.

The castles stand in groups under one caption each ("New", "Yours", "Ana", "No fit"), side
by side, wrapping as Flutter's Wrap fills its lines (a group wraps inside itself at the
row's width, then the groups wrap). When they do not fit the room, in this order: the
groups wrap onto more lines; the captions shorten to a cell ("Esper..."); the widest
castles pan in windows of whole cells, one cell narrower (then shorter) at a time, never
narrower than their lit cells (castle_grid opens a window on the cells a tile lights).
What still does not fit pans sideways, as before."""
from __future__ import annotations

from dataclasses import dataclass, field

GROUP_SPACING = 8      # between two groups
CASTLE_SPACING = 6     # between two castles of a group
RUN_SPACING = 8        # between two lines
PLOT = 2               # each castle stands on its own patch of sand, this much round it


@dataclass
class Piece:
    """A castle (or a new castle's empty cell) of the decision as work_row sizes it:
    `cols` x `rows` cells of `px` (`cell` before the player's size setting), in view at
    most `room` px across (a castle wider than the row pans) and `cap` px down, at
    least `least` columns across (its lit cells' span and a tile beside them), at a
    pinch `floor` (the lit cells' span alone), and likewise at least `low` rows down,
    at a pinch `low_floor`. Shown narrower or shorter than it is, it pans in a window
    of whole cells with a 1 px frame on each side. Its patch of sand (PLOT) counts in
    its size."""
    cols: int
    rows: int
    cell: int
    px: float
    least: int
    room: float
    cap: float
    lit: bool = True       # a castle the tile can go to (the others narrow first)
    floor: int = 0         # narrower than `least` at a pinch: the lit cells alone
    low: int = 0           # rows kept in view (0: as many as `cap` holds)
    low_floor: int = 0     # fewer at a pinch: the lit cells' rows alone
    frame: float = 0       # a border round the castle, each side (a castle to choose)
    least_side: float = 0  # drawn at least this wide and tall (a touch target)
    head: float = 0        # a line over the castle inside its frame (its owner's name)
    plot: float = PLOT     # its patch of sand round it (none for a button: its own frame)
    gap: float | None = None   # to the castles beside it, across and down (None: the row's)
    shown: int = field(init=False)
    shown_rows: int = field(init=False)

    def __post_init__(self):
        self.shown = self.most
        self.shown_rows = self.most_rows
        self.floor = self.floor or self.least
        self.low = self.low or self.rows
        self.low_floor = self.low_floor or self.low

    @property
    def most(self) -> int:
        return min(self.cols, max(1, int(self.room // self.px)))

    @property
    def most_rows(self) -> int:
        return min(self.rows, max(1, int(self.cap // self.px)))

    @property
    def framed(self) -> bool:
        return self.shown_rows < self.rows

    @property
    def pans(self) -> bool:
        return self.framed or self.shown < self.cols

    @property
    def width(self) -> float:
        return max(self.least_side, self.shown * self.px + (2 if self.pans else 0)
                   + 2 * self.frame) + 2 * self.plot

    @property
    def tall(self) -> float:
        return max(self.least_side, self.shown_rows * self.px + (2 if self.pans else 0)
                   + 2 * self.frame + self.head) + 2 * self.plot

    def window(self) -> tuple:
        """The (width, height) to hand castle_grid so that it draws this piece's
        window: the room and the cap while nothing is narrowed, else whole cells."""
        return (self.room if self.shown >= self.most else self.shown * self.px,
                self.cap if self.shown_rows >= self.most_rows else self.shown_rows * self.px)

    def reset(self) -> None:
        """Back to as much of the castle as its room shows."""
        self.shown, self.shown_rows = self.most, self.most_rows


def lit_span(top: dict, lit: dict, across: bool) -> tuple:
    """How many columns (`across`) or rows a window onto a castle keeps: the lit
    cells' span and a tile beside the first lit cell that has none the other way
    (a lit cell alone on bare sand does not show which castle it grows); at a
    pinch the lit cells' span alone."""
    def along(xy):
        return xy[0] if across else xy[1]
    span = {along(xy) for xy in lit}
    floor = max(span) - min(span) + 1
    for x, y in lit:
        side = ((x, y - 1), (x, y + 1)) if across else ((x - 1, y), (x + 1, y))
        if not any(xy in top for xy in side):
            ahead = ((x - 1, y), (x + 1, y)) if across else ((x, y - 1), (x, y + 1))
            span |= {along(xy) for xy in ahead if xy in top}
            break
    return max(span) - min(span) + 1, floor


def lines(widths: list, room: float, spacing: float) -> list:
    """The lines (lists of indexes) Flutter's Wrap makes of `widths` at `room` wide."""
    out, x = [[]], 0.0
    for i, w in enumerate(widths):
        if out[-1] and x + w > room:
            out.append([])
            x = 0.0
        out[-1].append(i)
        x += w + spacing
    return out


def group_gaps(pieces: list) -> tuple:
    """(across, down): the spacing between a group's castles and between its lines,
    CASTLE_SPACING and RUN_SPACING unless a piece asks for its own (the closest)."""
    own = [p.gap for p in pieces if p.gap is not None]
    return (min(own), min(own)) if own else (CASTLE_SPACING, RUN_SPACING)


def group_size(pieces: list, caption: float, head: float, room: float) -> tuple:
    """(width, height) of a group: its caption line over its castles wrapped at `room`."""
    across, down = group_gaps(pieces)
    rows = lines([p.width for p in pieces], room, across)
    wide = max(sum(pieces[i].width for i in row) + across * (len(row) - 1) for row in rows)
    tall = sum(max(pieces[i].tall for i in row) for row in rows) + down * (len(rows) - 1)
    return max(wide, min(caption, room)), head + tall


def row_size(groups: list, captions: list, head: float, room: float, wrap: bool) -> tuple:
    """(width, height) of the whole row: one line (`wrap` False) or wrapped at `room`."""
    sizes = [group_size(g, c, head, room if wrap else 1e9) for g, c in zip(groups, captions)]
    if not wrap:
        return (sum(w for w, _h in sizes) + GROUP_SPACING * (len(sizes) - 1),
                max(h for _w, h in sizes))
    rows = lines([w for w, _h in sizes], room, GROUP_SPACING)
    return (max(sum(sizes[i][0] for i in row) + GROUP_SPACING * (len(row) - 1) for row in rows),
            sum(max(sizes[i][1] for i in row) for row in rows) + RUN_SPACING * (len(rows) - 1))


# the order in which windows narrow: (Piece attribute, how far, its bound) in turn;
# cutting a castle's far rows or columns keeps a tile beside the lit cells before
# leaving them alone on bare sand
NARROWING = (("shown", "least", "most"), ("shown_rows", "low", "most_rows"),
             ("shown", "floor", "most"), ("shown_rows", "low_floor", "most_rows"))


def fit(groups: list, captions: list, short: float, head: float, width: float,
        height: float, may_wrap: bool, smaller: tuple | None = None) -> tuple:
    """Sets each piece's drawn size and answers (wrap, captions, height) for the row:
    natural on one line when it fits `width`; else wrapped, with full captions, then
    `short` ones, then narrower windows (NARROWING), the first that stands within
    `height`; then the same again with the castles' cells at `smaller` ((cell, px): a
    tablet's 56 px down to a touch target's 48) if given; else one line that pans
    sideways (every piece as it was)."""
    pieces = [p for g in groups for p in g]
    sizes = [(p.cell, p.px) for p in pieces]
    for p in pieces:
        p.reset()
    wide, tall = row_size(groups, captions, head, width, wrap=False)
    if wide <= width or not may_wrap:
        return False, captions, tall
    shortened = [min(c, short) for c in captions]
    for cell_px in (None, smaller):
        if cell_px is not None:
            for p in pieces:
                if p.px > cell_px[1]:
                    p.cell, p.px = cell_px
                p.reset()
        for caps in (captions, shortened):
            _w, tall = row_size(groups, caps, head, width, wrap=True)
            if tall <= height:
                return True, caps, tall
        for shown, bound, most in NARROWING:
            while True:
                def limit(p):
                    return min(getattr(p, bound), getattr(p, most))
                spare = [p for p in pieces if getattr(p, shown) > limit(p)]
                if not spare:
                    break
                # a castle the tile cannot go to gives way first
                spare = [p for p in spare if not p.lit] or spare
                p = max(spare, key=lambda p: (getattr(p, shown) - limit(p)) * p.px)
                setattr(p, shown, getattr(p, shown) - 1)
                _w, tall = row_size(groups, shortened, head, width, wrap=True)
                if tall <= height:
                    return True, shortened, tall
        if smaller is None:
            break
    for p, (cell, px) in zip(pieces, sizes):
        p.cell, p.px = cell, px
        p.reset()
    return False, captions, row_size(groups, captions, head, width, wrap=False)[1]
