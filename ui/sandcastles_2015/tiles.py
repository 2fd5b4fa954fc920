"""Sandcastles (2015) tiles and castles drawn for the table: a sandcastle tile is a
square of sand with its walls as thick dark sides and its creature (crab, bucket or
seagull: each its own picture and colour) in the middle, a tower's height as a number;
an attack tile is a coloured square with the creature and a bolt. A castle is a grid
of such tiles; the cells a tap may use are lit (gold, a dark frame, at least 48x48)."""
from __future__ import annotations

import flet as ft

from core.i18n import _, ngettext
from core.sandcastles_2015.components import (ATTACK_KIND, BIG_WAVE, E, N, S,
                                              TILE_CREATURE, TILE_WALLTYPE, W, WALL_TYPES,
                                              is_attack, is_sand, tile_name)
from core.sandcastles_2015.geometry import tile_mask, tops
from core.sandcastles_2015.naming import (creature_plural, creature_word, tower_words,
                                          wall_words)
from ui.table.art import art
from ui.table.pictogram import Piece, register
from ui.table.style import FOAM, GOLD, INK, MIN_TAP, PLAIN, SEA_DEEP, Look, text

# one picture (ui/table/art.py) and colour per creature; white on them reads at 4.5:1 or more
CREATURE_ART = ("crab", "bucket", "seagull")
CREATURE_COLOUR = ("#B3261E", "#1259A8", "#5D4037")
CREATURE_NAME = ("Crab", "Bucket", "Seagull")     # the pictograms' names (identifiers)
# the pictograms' names as shown, for n of them, in the player's language
PIECE_SAY = {
    "Crab tower": lambda n: ngettext("Crab tower", "Crab towers", n),
    "Bucket tower": lambda n: ngettext("Bucket tower", "Bucket towers", n),
    "Seagull tower": lambda n: ngettext("Seagull tower", "Seagull towers", n),
    "Crab attack": lambda n: ngettext("Crab attack", "Crab attacks", n),
    "Bucket attack": lambda n: ngettext("Bucket attack", "Bucket attacks", n),
    "Seagull attack": lambda n: ngettext("Seagull attack", "Seagull attacks", n),
    "Sandbank": lambda n: ngettext("Sandbank", "Sandbanks", n),
    "Bonus": lambda n: ngettext("Bonus", "Bonuses", n),
    "Big Wave": lambda n: ngettext("Big Wave", "Big Waves", n),
}
SAND_TILE = "#F1DDAF"    # a tile's sand: INK on it reads at 11:1
WALL = "#5B3A1A"          # a wall side
OPEN = "#D8C08A"          # an open side (a faint line)
WAVE = "#0D47A1"          # the Big Wave
LIT = GOLD                # a cell a tap may use

register(*[Piece(f"{CREATURE_NAME[c]} tower", CREATURE_ART[c], CREATURE_COLOUR[c],
                 say=PIECE_SAY[f"{CREATURE_NAME[c]} tower"]) for c in range(3)],
         *[Piece(f"{CREATURE_NAME[c]} attack", CREATURE_ART[c], CREATURE_COLOUR[c], round=False,
                 say=PIECE_SAY[f"{CREATURE_NAME[c]} attack"]) for c in range(3)],
         Piece("Sandbank", "sandbank", "#6D4C41", round=False, say=PIECE_SAY["Sandbank"]),
         Piece("Bonus", "bonus", "#8A5A00", say=PIECE_SAY["Bonus"]),
         Piece("Big Wave", "bigwave", WAVE, round=False, say=PIECE_SAY["Big Wave"]))



def piece_of(tile: int) -> str:
    """The pictogram name of a main-deck tile."""
    if is_sand(tile):
        return f"{CREATURE_NAME[TILE_CREATURE[tile]]} tower"
    if is_attack(tile):
        return f"{CREATURE_NAME[ATTACK_KIND[tile]]} attack"
    return "Big Wave"


def words(tile: int) -> str:
    """A tile as a player says it: "crab tower, 3 walls", "seagull attack"."""
    if is_sand(tile):
        # Translators: a sandcastle tile: "crab tower, 3 walls"
        return _("{tower}, {walls}").format(tower=tower_words(tile),
                                            walls=wall_words(WALL_TYPES[TILE_WALLTYPE[tile]]))
    return tile_name(tile)     # "seagull attack", "the Big Wave"


def _side(mask: int, bit: int, width: float) -> ft.BorderSide:
    return ft.BorderSide(width, WALL) if mask & bit else ft.BorderSide(1, OPEN)


def tile_face(tile: int, mask: int | None = None, size: int = 40, *, height: int = 1,
              look: Look = PLAIN, lit: bool = False, dim: bool = False) -> ft.Container:
    """One tile as drawn on the table (no semantics: the parent says what it is)."""
    size = look.size(size)
    icon_size = max(12, round(size * 0.5))
    if tile is None:     # an empty cell a tile may go to
        return ft.Container(ft.Icon(ft.Icons.ADD, color=SEA_DEEP, size=icon_size),
                            width=size, height=size, bgcolor=LIT, alignment=ft.Alignment.CENTER,
                            border=ft.Border.all(3, SEA_DEEP),
                            border_radius=ft.BorderRadius.all(4))
    if is_sand(tile):
        c = TILE_CREATURE[tile]
        mask = tile_mask(tile, 0) if mask is None else mask
        wall = max(3, size // 9)
        disc = ft.Container(art(CREATURE_ART[c], round(icon_size * 0.78), FOAM),
                            width=icon_size, height=icon_size, bgcolor=CREATURE_COLOUR[c],
                            shape=ft.BoxShape.CIRCLE, alignment=ft.Alignment.CENTER)
        if height > 1:   # a tower: its height on the tile's corner
            disc = ft.Stack([ft.Container(disc, alignment=ft.Alignment.CENTER),
                             ft.Container(ft.Text(str(height), size=max(14, look.size(14)),
                                                  color=FOAM, weight=ft.FontWeight.BOLD),
                                          bgcolor=INK, border_radius=ft.BorderRadius.all(8),
                                          right=0, top=0,
                                          padding=ft.Padding.symmetric(horizontal=3))],
                            expand=True)
        walls = ft.Border(top=_side(mask, N, wall), right=_side(mask, E, wall),
                          bottom=_side(mask, S, wall), left=_side(mask, W, wall))
        if lit:   # a dark frame around the walls of a cell a tap may use
            return ft.Container(ft.Container(disc, bgcolor=LIT, border=walls,
                                             alignment=ft.Alignment.CENTER, expand=True),
                                width=size, height=size, border=ft.Border.all(3, SEA_DEEP))
        return ft.Container(disc, width=size, height=size, bgcolor=SAND_TILE, border=walls,
                            alignment=ft.Alignment.CENTER, opacity=0.45 if dim else 1)
    if is_attack(tile):
        c = ATTACK_KIND[tile]
        row = ft.Row([art(CREATURE_ART[c], icon_size, FOAM),
                      ft.Icon(ft.Icons.FLASH_ON, color=FOAM, size=round(icon_size * 0.6))],
                     spacing=0, tight=True, alignment=ft.MainAxisAlignment.CENTER)
        return ft.Container(row, width=size, height=size, bgcolor=CREATURE_COLOUR[c],
                            border_radius=ft.BorderRadius.all(max(3, size // 6)),
                            alignment=ft.Alignment.CENTER, opacity=0.45 if dim else 1,
                            border=ft.Border.all(3, SEA_DEEP) if lit else None)
    return ft.Container(art("bigwave", icon_size, FOAM), width=size,
                        height=size, bgcolor=WAVE, alignment=ft.Alignment.CENTER,
                        border_radius=ft.BorderRadius.all(4))


def castle_words(castle: list) -> str:
    top = tops(castle)
    counts = [0, 0, 0]
    tall = 1
    for t, _m, h in top.values():
        counts[TILE_CREATURE[t]] += 1
        tall = max(tall, h)
    # Translators: a count of one creature in a castle: "2 crabs"
    parts = [_("{n} {creatures}").format(n=k, creatures=creature_word(c) if k == 1
                                         else creature_plural(c))
             for c, k in enumerate(counts) if k]
    words_ = ngettext("{n} piece ({creatures})", "{n} pieces ({creatures})", len(top)).format(
        n=len(top), creatures=", ".join(parts))
    if tall > 1:
        words_ = _("{pieces}, tower {height} high").format(pieces=words_, height=tall)
    return words_


def castle_grid(castle: list, *, cell: int, look: Look = PLAIN, lit: dict | None = None,
                key: str = "castle", width: float | None = None,
                max_height: float | None = None, name: str = "",
                marked: frozenset = frozenset()) -> ft.Control:
    """A castle as a grid of tiles. `lit`: (x, y) -> (label, on_click) for the cells a
    tap may use (empty ones drawn as gold targets). `marked`: cells drawn lit without a
    tap of their own, at `cell` (a castle to choose among others: it is the button).
    Grown past `width` (or `max_height`), it pans and zooms. `name`: the castle as
    players say it ("your 3-piece castle"), for a screen reader."""
    lit = lit or {}
    top = tops(castle)
    x0, x1, y0, y1 = _bounds(set(top) | set(lit) | set(marked))
    size = max(cell, MIN_TAP) if lit else cell
    px = look.size(size)
    rows = []
    for y in range(y0, y1 + 1):
        row = []
        for x in range(x0, x1 + 1):
            here = top.get((x, y))
            target = lit.get((x, y))
            if here is None and target is None and (x, y) not in marked:
                row.append(ft.Container(width=px, height=px))
                continue
            face = tile_face(here[0] if here else None, here[1] if here else None, size,
                             height=here[2] if here else 1, look=look,
                             lit=target is not None or (x, y) in marked,
                             dim=bool(lit or marked) and target is None and (x, y) not in marked)
            if target is not None:
                label, on_click = target
                face.on_click = on_click
                face.ink = True
                face = ft.Semantics(label=label, identifier=f"cell-{castle[0]}-{x}-{y}",
                                    button=True, container=True, content=face)
            row.append(face)
        rows.append(ft.Row(row, spacing=0, tight=True))
    grid = ft.Column(rows, spacing=0, tight=True)
    gw, gh = px * (x1 - x0 + 1), px * (y1 - y0 + 1)
    label = _("{castle}: {pieces}").format(castle=name[:1].upper() + name[1:] or _("Castle"),
                                           pieces=castle_words(castle))
    window = _window(gw, gh, px, width, max_height)
    if window is not None:
        w, h = window
        # ...and opens on the part where the picked tile can go: the grid is drawn
        # shifted by whole cells (the cells above and left of the window are reached by
        # dragging, as the rest), instead of always its top left corner
        sx, sy = lit_window([(x - x0, y - y0) for x, y in lit], x1 - x0 + 1, y1 - y0 + 1,
                            int(w // px), int(h // px), [(x - x0, y - y0) for x, y in top])
        content = grid
        if sx or sy:
            content = ft.Container(grid, offset=ft.Offset(-sx * px / gw, -sy * px / gh))
        # grown past the screen: it pans (drag) and zooms (pinch), the targets stay 48 px
        view = ft.InteractiveViewer(content, constrained=False, min_scale=0.4, max_scale=2.5,
                                    boundary_margin=ft.Margin(left=px + sx * px, top=px + sy * px,
                                                              right=px, bottom=px),
                                    width=w, height=h)
        return ft.Semantics(label=_("{castle} (drag to see all of it)").format(castle=label),
                            container=True, key=key,
                            content=ft.Container(view, width=w + 2, height=h + 2,
                                                 border=ft.Border.all(1, OPEN)))
    return ft.Semantics(label=label, container=True, key=key, content=grid)


def _bounds(cells) -> tuple:
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return min(xs), max(xs), min(ys), max(ys)


def grid_span(castle: list, cells=()) -> tuple:
    """(columns, rows) castle_grid draws for `castle` with `cells` (lit or marked)."""
    x0, x1, y0, y1 = _bounds(set(tops(castle)) | set(cells))
    return x1 - x0 + 1, y1 - y0 + 1


def _window(gw: float, gh: float, px: int, width, max_height):
    """The (width, height) of the window a grid of gw x gh px pans in when it is grown
    past `width` or `max_height`, else None. The window holds whole cells, so no tap
    target starts cut."""
    if not ((width and gw > width) or (max_height and gh > max_height)):
        return None
    return (min(gw, max(px, (width or gw) // px * px)),
            min(gh, max(px, (max_height or gh) // px * px)))


def castle_grid_size(castle: list, *, cell: int, look: Look = PLAIN, lit=None,
                     width: float | None = None, max_height: float | None = None,
                     marked: frozenset = frozenset()) -> tuple:
    """The (width, height) castle_grid draws for the same arguments (its window and
    frame when it pans), without drawing it."""
    x0, x1, y0, y1 = _bounds(set(tops(castle)) | set(lit or ()) | set(marked))
    px = look.size(max(cell, MIN_TAP) if lit else cell)
    gw, gh = px * (x1 - x0 + 1), px * (y1 - y0 + 1)
    window = _window(gw, gh, px, width, max_height)
    return (gw, gh) if window is None else (window[0] + 2, window[1] + 2)


def lit_window(cells: list, cols: int, rows: int, wide: int, tall: int,
               tiles: list = ()) -> tuple:
    """Where a window of `wide` x `tall` cells onto a grid of `cols` x `rows` best
    starts (column, row): the one holding the most of `cells` (grid positions), then the
    most of the castle's `tiles` (a lit cell alone on bare sand does not say which
    castle it is), then the nearest the top left corner ((0, 0) when nothing is lit)."""
    best, best_n = (0, 0), (-1, -1)
    for sy in range(max(1, rows - tall + 1)):
        for sx in range(max(1, cols - wide + 1)):
            n = (sum(1 for x, y in cells if sx <= x < sx + wide and sy <= y < sy + tall),
                 sum(1 for x, y in tiles if sx <= x < sx + wide and sy <= y < sy + tall))
            if n > best_n:
                best, best_n = (sx, sy), n
    return best


def fit_cell(castles: list, width: float, height: float, most: int, least: int,
             spacing: int = 10, run: int = 8) -> int:
    """The largest cell size from `most` down to `least` at which `castles`, side by
    side and wrapping at `width`, stand within `height` (a castle wider than the row
    pans, so it counts as the row's width)."""
    for cell in range(most, least - 1, -2):
        if castles_height(castles, width, cell, spacing, run) <= height:
            return cell
    return least


def castles_height(castles: list, width: float, cell: float, spacing: int = 10,
                   run: int = 8) -> float:
    """How tall `castles` stand side by side at `cell`, wrapping at `width` (a castle
    wider than the row pans, so it counts as the row's width)."""
    x = row_h = total = 0
    for c in castles:
        top = tops(c)
        xs, ys = [x_ for x_, _ in top], [y for _, y in top]
        w, h = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        cw = min(w * cell, width)
        if x and x + cw > width:
            total, x, row_h = total + row_h + run, 0, 0
        x, row_h = x + cw + spacing, max(row_h, h * cell)
    return total + row_h


def tile_chip(tile: int, look: Look = PLAIN, size: int = 28, named: bool = True) -> ft.Control:
    """A tile with its words beside it, read once by a screen reader."""
    parts = [tile_face(tile, None, size, look=look)]
    if named:
        parts.append(text(words(tile), look))
    return ft.Semantics(label=words(tile), exclude_semantics=True, container=True,
                        content=ft.Row(parts, spacing=6, tight=True,
                                       vertical_alignment=ft.CrossAxisAlignment.CENTER))


__all__ = ["BIG_WAVE", "castle_grid", "castle_grid_size", "castle_words", "fit_cell", "grid_span", "lit_window", "piece_of", "tile_chip", "tile_face",
           "words", "CREATURE_NAME"]
