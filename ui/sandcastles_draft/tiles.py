"""Sandcastles (tile draft) tiles and castles drawn from core's tile data: a tile shows
its two rows of windows, its starfish (a colour and a shape of its own), its item and
its birds; a castle is the 5x5 grid, with the cells core allows lit and tappable."""
from __future__ import annotations

import flet as ft

from core.i18n import _, pgettext
from core.sandcastles_draft.components import ALL, detail_parts, item_name, starfish_name
from ui.table.art import ART, art
from ui.table.style import FOAM, INK, LINE, PLAIN, SEA_DEEP, Look, text

SAND_BG = "#F2D9A6"     # a sand tile
SKY_BG = "#CFE8F6"      # a sky tile
STARTER_BG = "#E3C58C"  # the starter tile
EMPTY_BG = "#FBF3E2"    # an empty cell
LIT_BG = "#FFF1C1"      # a cell where the kept tile may go
WINDOW = "#2B4A63"      # a window
TILE_TEXT_BGS = (SAND_BG, SKY_BG, STARTER_BG, EMPTY_BG, LIT_BG)   # INK reads on all (tested)

# starfish colour -> (shape, colour): the shape tells colours apart without colour
STARFISH = {
    "red": (ft.Icons.STAR, "#C62828"),
    "blue": (ft.Icons.WATER_DROP, "#1565C0"),
    "green": (ft.Icons.ECO, "#2E7D32"),
    "white": (ft.Icons.CLOUD, "#FFFFFF"),
    "orange": (ft.Icons.WB_SUNNY, "#F57C00"),
}
# items and birds are drawn as their own pictures (ui/table/art.py)
ITEMS = {
    "shell": ("shell", "#AD1457"),
    "shovel": ("shovel", "#5D4037"),
    "bucket": ("bucket", "#00695C"),
}
BIRD = ("seagull", "#37474F")
LIGHT_DISCS = ("#FFFFFF", "#F57C00")   # their icon is drawn in INK, the others' in white


def tile_data(n: int):
    """(kind, top windows, bottom windows, starfish, item, birds) of tile `n`."""
    _n, kind, top, bottom, star, item, birds = ALL[n - 1]
    return kind, top, bottom, star, item, birds


def tile_words(n: int) -> str:
    """What a screen reader says for a tile: 'sky tile: 0 windows above, 1 below, 2 birds'
    (never its number: players know tiles by what is on them)."""
    if not n:
        return pgettext("tile draft cell", "empty")
    kind, top, bottom, star, item, birds = tile_data(n)
    if kind == "starter":
        return _("starter tile: {details}").format(
            details=", ".join(detail_parts(top, bottom, None, None, 0)))
    details = ", ".join(detail_parts(top, bottom, star, item, birds, birds_first=False))
    if kind == "sky":
        return _("sky tile: {details}").format(details=details)
    return _("sand tile: {details}").format(details=details)


def _disc(icon, colour, size, outline=False):
    """A round piece: a picture of ours (a name in ui/table/art.py) or, for a starfish's
    colour mark, a Material shape."""
    ink = INK if colour in LIGHT_DISCS else FOAM
    mark = (art(icon, max(8, round(size * 0.78)), ink) if isinstance(icon, str) and icon in ART
            else ft.Icon(icon, color=ink, size=max(8, round(size * 0.7))))
    return ft.Container(mark,
                        width=size, height=size, bgcolor=colour, shape=ft.BoxShape.CIRCLE,
                        alignment=ft.Alignment.CENTER,
                        border=ft.Border.all(1, INK) if outline or colour == "#FFFFFF" else None)


def _windows(count: int, size: int) -> ft.Control:
    w = max(3, round(size * 0.11))
    h = max(4, round(size * 0.15))
    return ft.Row([ft.Container(width=w, height=h, bgcolor=WINDOW,
                                border_radius=ft.BorderRadius.only(top_left=w, top_right=w))
                   for _ in range(count)],
                  spacing=max(1, round(size * 0.04)), tight=True,
                  alignment=ft.MainAxisAlignment.CENTER, height=h)


def tile_face(n: int, size: int, look: Look = PLAIN) -> ft.Control:
    """A tile drawn `size` px square (no semantics: the caller labels it)."""
    kind, top, bottom, star, item, birds = tile_data(n)
    bg = {"sky": SKY_BG, "starter": STARTER_BG}.get(kind, SAND_BG)
    icon = max(10, round(size * 0.34))
    middle = []
    if star:
        middle.append(_disc(*STARFISH[star], icon))
    if item:
        middle.append(_disc(*ITEMS[item], icon))
    if birds:
        middle.append(_disc(*BIRD, icon))
        if birds > 1:
            middle.append(ft.Text(str(birds), size=max(10, round(size * 0.3)), color=INK,
                                  weight=ft.FontWeight.BOLD))
    if kind == "starter":
        middle.append(art("castle", icon, INK))
    body = ft.Column([_windows(top, size),
                      ft.Row(middle, spacing=1, tight=True, alignment=ft.MainAxisAlignment.CENTER,
                             height=icon),
                      _windows(bottom, size)],
                     spacing=max(1, round(size * 0.04)), tight=True,
                     alignment=ft.MainAxisAlignment.SPACE_AROUND,
                     horizontal_alignment=ft.CrossAxisAlignment.CENTER)
    return ft.Container(body, width=size, height=size, bgcolor=bg, alignment=ft.Alignment.CENTER,
                        border=ft.Border.all(1, LINE),
                        border_radius=ft.BorderRadius.all(max(2, size // 10)))


def empty_cell(size: int, lit: bool = False) -> ft.Container:
    return ft.Container(width=size, height=size, bgcolor=LIT_BG if lit else EMPTY_BG,
                        border=ft.Border.all(3 if lit else 1, SEA_DEEP if lit else "#D8C7A3"),
                        border_radius=ft.BorderRadius.all(max(2, size // 10)),
                        alignment=ft.Alignment.CENTER,
                        content=ft.Icon(ft.Icons.ADD, color=SEA_DEEP, size=size // 2) if lit
                        else None)


def tile_chip(n: int, size: int, label: str, look: Look = PLAIN, key=None) -> ft.Control:
    """A tile with a spoken label (a tile shown on its own: the offer, the one placed)."""
    return ft.Semantics(label=label, exclude_semantics=True, container=True, key=key,
                        content=tile_face(n, look.size(size), look))


def castle(grid: list, size: int, look: Look = PLAIN, *, lit: dict | None = None,
           replace: dict | None = None, fresh: int | None = None, extra=None,
           prefix: str = "cell", drop_from_top: bool = False,
           cache: dict | None = None, growing: bool = False) -> ft.Control:
    """The 5x5 castle (row 0 on top). `lit`: cell index -> on_click (the cells the kept
    tile may go, each tappable, identifier '<prefix>-row-col'); `replace`: column ->
    on_click (sky tiles that may be replaced, identifier 'replace-col'); `fresh`: the
    cell placed last (it pops in); `extra`: the tie-break tile [tile, 'left'|'right'];
    `growing`: the fresh tile is drawn small (its next drawing grows it);
    `drop_from_top`: sky tiles below the top row are drawn in the top row of their
    column (where they stood before the end-of-game drop), to fall when redrawn."""
    lit = lit or {}
    replace = replace or {}
    gap = 2
    positioned = []
    for i, t in enumerate(grid):
        r, c = divmod(i, 5)
        # a cell drawn before, unchanged, is the same control: Flet sends nothing for it
        # (a tap redraws the cells it changed, not the castle)
        ident = (prefix, i, t, i in lit, r == 0 and c in replace, i == fresh and growing,
                 i == fresh, size,
                 drop_from_top, look)
        if cache is not None and ident in cache:
            positioned.append(cache[ident])
            continue
        # no ink on the cells: a press animation would hold the frame that answers the tap
        if i in lit:
            # a short name: in the browser it is text in the cell's 48 px box, and a
            # longer one ran below a phone's window from the castle's bottom row
            cell = ft.Semantics(label=_("Place: row {row}, column {column}").format(
                                    row=5 - r, column=c + 1),
                                identifier=f"{prefix}-{r}-{c}", button=True,
                                content=ft.Container(empty_cell(size, True), on_click=lit[i],
                                                     ink=False))
        elif t and r == 0 and c in replace:
            cell = ft.Semantics(label=_("Replace this sky tile (column {column}): {tile}").format(
                                    column=c + 1, tile=tile_words(t)),
                                identifier=f"replace-{c}", button=True,
                                content=ft.Container(
                                    ft.Stack([tile_face(t, size, look),
                                              ft.Container(width=size, height=size,
                                                           border=ft.Border.all(3, SEA_DEEP),
                                                           border_radius=ft.BorderRadius.all(
                                                               max(2, size // 10)))]),
                                    on_click=replace[c], ink=False))
        elif t:
            face = tile_face(t, size, look)
            if i == fresh and look.motion:
                # just placed: drawn small, then (redrawn with the same key) full size;
                # Flutter animates the change (cheaper than an AnimatedSwitcher per tap)
                face = ft.Container(face, key=f"placed-{t}", scale=0.6 if growing else 1,
                                    animate_scale=look.anim(300, ft.AnimationCurve.EASE_OUT_BACK))
            cell = ft.Semantics(label=_("Row {row}, column {column}: {tile}").format(
                                    row=5 - r, column=c + 1, tile=tile_words(t)),
                                exclude_semantics=True, container=True, content=face)
        else:
            cell = empty_cell(size)
        top = r
        if drop_from_top and t and r > 0 and tile_data(t)[0] == "sky":
            top = 0
        key = f"{prefix}-t{t}" if t else f"{prefix}-e{i}"
        sky = bool(t) and tile_data(t)[0] == "sky"
        placed = ft.Container(cell, left=c * (size + gap), top=top * (size + gap), key=key,
                              animate_position=look.anim(600, ft.AnimationCurve.BOUNCE_OUT)
                              if sky else None)
        if cache is not None:
            if len(cache) > 3000:
                cache.clear()
            cache[ident] = placed
        positioned.append(placed)
    width = 5 * size + 4 * gap
    height = 5 * size + 4 * gap
    grid_stack = ft.Stack(positioned, width=width, height=height)
    if not extra:
        return grid_stack
    tile, side = extra
    words = (_("Tie-break tile at the left end of the bottom row: {tile}") if side == "left"
             else _("Tie-break tile at the right end of the bottom row: {tile}"))
    ext = ft.Semantics(label=words.format(tile=tile_words(tile)), exclude_semantics=True,
                       container=True,
                       content=ft.Container(tile_face(tile, size, look), margin=ft.Margin.only(
                           top=4 * (size + gap))))
    parts = [ext, grid_stack] if side == "left" else [grid_stack, ext]
    return ft.Row(parts, spacing=gap, tight=True, vertical_alignment=ft.CrossAxisAlignment.START)


def score_sign(category: str, size: int) -> ft.Control:
    """The picture of a score line (core's breakdown category, scoring.CATEGORIES): a
    bird, a window, a pair of starfish, the five starfish colours, an item, a crown on
    an item for the most of it, a sky tile."""
    def pair(*discs):
        return ft.Row(list(discs), spacing=1, tight=True)
    if category == "birds":
        return _disc(*BIRD, size)
    if category == "windows":
        return ft.Container(ft.Column([_windows(3, size * 2), _windows(3, size * 2)],
                                      spacing=2, tight=True), width=size * 1.4, height=size,
                            bgcolor=SAND_BG, alignment=ft.Alignment.CENTER,
                            border_radius=ft.BorderRadius.all(3))
    if category == "pairs":
        icon, colour = STARFISH["red"]
        return pair(_disc(icon, colour, size * 0.8), _disc(icon, colour, size * 0.8))
    if category == "colours":
        return ft.Row([_disc(i, c, size * 0.42) for i, c in STARFISH.values()], spacing=0,
                      tight=True)
    for item, (icon, colour) in ITEMS.items():
        if category == f"{item}s":
            return _disc(icon, colour, size)
        if category == f"most {item}s":
            return pair(ft.Icon(ft.Icons.WORKSPACE_PREMIUM, color=INK, size=size * 0.9),
                        _disc(icon, colour, size * 0.8))
    if category == "five sky":
        return ft.Container(ft.Text("5", size=max(14, size * 0.6), color=INK,
                                    weight=ft.FontWeight.BOLD),
                            width=size, height=size, bgcolor=SKY_BG, alignment=ft.Alignment.CENTER,
                            border=ft.Border.all(1, LINE), border_radius=ft.BorderRadius.all(3))
    return ft.Icon(ft.Icons.STAR_BORDER, color=INK, size=size)


def legend(look: Look = PLAIN) -> ft.Control:
    """What the shapes on a tile mean (How to play and the castle dialog)."""
    rows = []
    for colour, (icon, bg) in STARFISH.items():
        rows.append(ft.Row([_disc(icon, bg, look.size(22)), text(starfish_name(colour), look)],
                           spacing=6, tight=True))
    for item, (icon, bg) in ITEMS.items():
        rows.append(ft.Row([_disc(icon, bg, look.size(22)), text(item_name(item), look)], spacing=6,
                           tight=True))
    rows.append(ft.Row([_disc(*BIRD, look.size(22)), text(pgettext("tile draft item", "bird"), look)], spacing=6, tight=True))
    rows.append(ft.Row([ft.Container(_windows(2, 40), width=look.size(22)),
                        text(_("windows (top row, bottom row of the tile)"), look)],
                       spacing=6, tight=True))
    return ft.Row(rows, wrap=True, spacing=12, run_spacing=4)
