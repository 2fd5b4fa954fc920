"""The table layout: where the decision at hand, the shared state, the player's own
area and the other players go on a phone held upright, a phone on its side and a
tablet (or anything larger). Every board hands it the same parts."""
from __future__ import annotations

from dataclasses import dataclass, field

import flet as ft

GAP = 6
SIDE_COLUMN = 380     # a tablet's left column: the decision and the shared state
# a tablet area narrower than this (px) counts with a number alone in its header: a
# tablet held upright shares about 350 px between two areas a row
NARROW_AREA = 240
# a phone upright this tall (px) or more has room to draw your own pieces larger than
# the 640 px every phone screen is fitted to
TALL_PHONE = 740


def mode_for(width: float, height: float) -> str:
    """"tablet" (a full area for every player), "landscape" (two columns) or "portrait".
    A tablet held upright (768x1024 and up) is a tablet: drawn as a phone upright it
    left half its screen bare sand under phone-sized pieces."""
    if width >= 900 and height >= 560 or width >= 700 and height >= 900:
        return "tablet"
    if width > height:
        return "landscape"
    return "portrait"


@dataclass
class TableParts:
    header: ft.Control | None           # whose turn, turn number (None: in the app bar)
    shared: ft.Control                  # the bag, the Sea, the market...
    decision: ft.Control                # the decision at hand with all its choices
    mine: ft.Control | None = None      # the viewer's own area (None for a spectator)
    others: list = field(default_factory=list)   # a compact row per other player
    areas: list = field(default_factory=list)    # every player's full area, own first
    recap: ft.Control | None = None     # "since your turn", when there is one
    extra: list = field(default_factory=list)    # below everything (a tablet's log)
    # a phone on its side: the shared state in the right column, under the header,
    # where the players' rows leave room for it (the decision gets its height)
    shared_beside: bool = False
    # a phone on its side (when shared_beside is False): the recap under the players
    # in the right column (the left one full of a tall decision)
    recap_right: bool = False
    # a phone on its side: your area over your decision on the left, the shared state
    # over the other players on the right
    mine_left: bool = False


def wrapped_lines(widths, width: float, spacing: float) -> int:
    """How many lines a wrapping row of items this wide (in order, `spacing` apart)
    takes in `width`, as Flutter's Wrap lays them out: an item goes to a new line
    when it would run past the edge (an item wider than the line stands alone)."""
    lines, x = 1, 0.0
    for w in widths:
        if x and x + w > width:
            lines, x = lines + 1, 0.0
        x += w + spacing
    return lines


def column(controls, **kw) -> ft.Column:
    return ft.Column([c for c in controls if c is not None], spacing=GAP, tight=True,
                     horizontal_alignment=ft.CrossAxisAlignment.STRETCH, **kw)


def grid(items: list, per_row: int) -> ft.Column:
    rows = []
    for i in range(0, len(items), per_row):
        chunk = [ft.Container(c, expand=1) for c in items[i:i + per_row]]
        chunk += [ft.Container(expand=1) for _ in range(per_row - len(chunk))]
        rows.append(ft.Row(chunk, spacing=GAP, vertical_alignment=ft.CrossAxisAlignment.START))
    return column(rows)


def arrange(mode: str, parts: TableParts, width: float) -> ft.Control:
    p = parts
    if mode == "tablet":
        # the decision before the news: a long recap must not push it off screen
        left = column([p.header, p.shared, p.decision, p.recap] + p.extra)
        per_row = 3 if width - SIDE_COLUMN >= 960 else 2
        right = grid(p.areas, per_row if len(p.areas) > 1 else 1)
        return ft.Row([ft.Container(left, width=SIDE_COLUMN), ft.Container(right, expand=True)],
                      spacing=GAP * 2, vertical_alignment=ft.CrossAxisAlignment.START,
                      key="table-tablet")
    if mode == "landscape":
        if p.mine_left:
            left = column([p.mine, p.recap, p.decision])
            right = column([p.header, p.shared] + p.others)
        elif p.shared_beside:
            left = column([p.recap, p.decision])
            right = column([p.header, p.shared, p.mine] + p.others)
        else:
            left = column([p.shared, None if p.recap_right else p.recap, p.decision])
            right = column([p.header, p.mine] + p.others
                           + [p.recap if p.recap_right else None])
        return ft.Row([ft.Container(left, expand=1), ft.Container(right, expand=1)],
                      spacing=GAP * 2, vertical_alignment=ft.CrossAxisAlignment.START,
                      key="table-landscape")
    # portrait: the shared state on top, the decision at the bottom (under the thumb)
    return column([p.header, p.shared, p.recap] + p.others + [p.mine, p.decision],
                  key="table-portrait")
