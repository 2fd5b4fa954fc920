"""Pictograms: a game piece drawn as its own picture (ui/table/art.py) on a disc or a
tile of its colour, so two pieces differ in shape as well as colour (safe for
colour-blind players), with the piece's name beside it where there is room. Each board
registers its pieces once."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import flet as ft

from core.i18n import _, ngettext
from ui.table.art import art
from ui.table.style import FOAM, INK, LINE, PLAIN, Look, text


@dataclass(frozen=True)
class Piece:
    name: str
    art: str              # its picture (ui/table/art.py): each piece of a game has its own
    colour: str           # white icons on it read at 4.5:1 or more (tested)
    round: bool = True    # a disc, or a rounded square (a second cue beside the icon)
    plural: str = ""
    # The piece's name for n of them in the player's language: `name` and `plural` are
    # identifiers (the English the boards and core use as keys), so a board gives
    # say=lambda n: ngettext("Crab", "Crabs", n) for the catalogue; without it the
    # name is looked up as it is (ngettext(name, many, n)).
    say: Callable | None = field(default=None, compare=False)

    @property
    def many(self) -> str:
        return self.plural or self.name + "s"

    def called(self, n: int = 1) -> str:
        return self.say(n) if self.say is not None else ngettext(self.name, self.many, n)


PIECES: dict = {}


def register(*pieces: Piece) -> None:
    for p in pieces:
        PIECES[p.name] = p


def piece_name(name: str, n: int) -> str:
    """The name of `n` of the piece as the player reads it ("Crabs", "Crabes")."""
    p = PIECES.get(name)
    if p is None:
        return name
    return p.called(n)


def counted(name: str, n: int) -> str:
    """"3 Crabs": n pieces with their name, in the player's language."""
    return _("{n} {pieces}").format(n=n, pieces=piece_name(name, n))


def picture(name: str, size: int = 28, *, key: str | None = None, look: Look = PLAIN,
            scale: float = 1.0, opacity: float = 1.0, animate: bool = False) -> ft.Container:
    """The piece's shape alone (no semantics: wrap it in a labelled parent)."""
    p = PIECES[name]
    size = look.size(size)
    shape = (ft.BoxShape.CIRCLE if p.round else ft.BoxShape.RECTANGLE)
    return ft.Container(
        art(p.art, round(size * 0.72), FOAM), key=key,
        width=size, height=size, bgcolor=p.colour, shape=shape,
        border_radius=None if p.round else ft.BorderRadius.all(max(3, size // 5)),
        alignment=ft.Alignment.CENTER, scale=scale, opacity=opacity,
        animate_scale=look.anim(300, ft.AnimationCurve.EASE_OUT_BACK) if animate else None,
        animate_opacity=look.anim(250) if animate else None)


def token(name: str, count: int | None = None, *, look: Look = PLAIN, size: int = 26,
          named: bool = False, key: str | None = None, label: str | None = None,
          width: int | None = None, gap: int = 4) -> ft.Control:
    """A piece with its count (and its name when `named`): read once by a screen
    reader, as "3 Crabs". `gap`: between the picture and its words."""
    parts = [picture(name, size, look=look)]
    words = []
    if count is not None:
        words.append(str(count))
    if named:
        words.append(piece_name(name, count if count is not None else 1))
    if words:
        parts.append(text(" ".join(words), look, bold=count is not None and not named))
    spoken = label or (counted(name, count) if count is not None else piece_name(name, 1))
    return ft.Semantics(label=spoken, exclude_semantics=True, key=key, container=True,
                        content=ft.Row(parts, spacing=gap, tight=True, width=width,
                                       vertical_alignment=ft.CrossAxisAlignment.CENTER))


def stacks_spoken(count: int, size: int) -> str:
    """"2 stacks of 3 tokens": a player's kept Sandpiper stacks (all of one size)."""
    tokens = ngettext("{n} token", "{n} tokens", size).format(n=size)
    return ngettext("{n} stack of {tokens}", "{n} stacks of {tokens}", count).format(
        n=count, tokens=tokens)


def stacks_written(sizes: list) -> str:
    """"2×3": two kept stacks of three tokens (all of a player's stacks are one size)."""
    return f"{len(sizes)}\u00d7{sizes[0]}"


def stacks_picture(sizes: list, size: int, *, look: Look = PLAIN,
                   key: str | None = None, gap: int = 4, written: bool = True) -> ft.Control:
    """Kept stacks as a player's row or card shows them: the Sandpiper at `size` beside
    "2×3" (two stacks of three); with none, the Sandpiper faint and alone, an empty
    place as a Seaside shows one. (Drawn as 2 px bars, a column a stack, they read as a
    stroke; the faint Sandpiper is no wider than the bars with their "0" were, so a
    card's counts keep their line.) `gap`: between the picture and "2×3".
    `written` False: the Sandpiper alone, solid (a card too narrow for "2×3" on its
    counts' line); its spoken name still says how many stacks of how many."""
    if sizes:
        spoken = stacks_spoken(len(sizes), sizes[0])
        parts = [picture("Sandpiper", size, look=look)]
        if written:
            parts.append(text(stacks_written(sizes), look, bold=True))
    else:
        spoken = _("no stack")
        parts = [picture("Sandpiper", size, look=look, opacity=0.35)]
    return ft.Semantics(label=spoken, exclude_semantics=True, key=key, container=True,
                        content=ft.Row(parts, spacing=gap, tight=True,
                                       vertical_alignment=ft.CrossAxisAlignment.CENTER))


def pile_steps(lay: str, px: int) -> tuple:
    """How far each piece of a pile lies from the one below it (x, y)."""
    return {"row": (px + 4, 0), "stack": (0, round(px * 0.18)),
            "heap": (round(px * 0.28), round(px * 0.14))}[lay]


def pile_size(count: int, lay: str, px: int, cap: int = 5) -> tuple:
    """The (width, height) pile_of draws `count` pieces in (an empty place: one faint)."""
    shown = max(1, min(count, cap))
    dx, dy = pile_steps(lay, px)
    return px + dx * (shown - 1), px + dy * (shown - 1)


def pile_of(names: list, *, lay: str = "stack", size: int = 40, look: Look = PLAIN,
            cap: int = 5, count: int | None = None, label: str = "",
            key: str | None = None, empty: str | None = None, times: int = 1) -> ft.Control:
    """Pieces as they lie on the table, the first at the bottom: "row" side by side
    (a Seaside's Beaches), "stack" one on another (its Waves, a Sandpiper on its
    Isopods), "heap" a loose pile (its Crabs). At most `cap` are drawn; the count
    (`count`, else how many) is written on the pile when more than one; an empty
    place shows its piece faint (`empty`), so the layout stays where it is and says
    what goes there. `times` > 1: the pile stands for that many like it ("×2" written
    at its foot: a phone's Seaside draws its Sandpiper stacks, all of one size, so)."""
    px = look.size(size)
    total = len(names) if count is None else count
    shown = names[-cap:] if len(names) > cap else names
    if not shown:
        faint = (picture(empty, size, look=look, opacity=0.25) if empty else
                 ft.Container(width=px, height=px, shape=ft.BoxShape.CIRCLE,
                              border=ft.Border.all(2, LINE), opacity=0.5))
        return ft.Semantics(label=label, exclude_semantics=True, key=key, container=True,
                            content=faint)
    dx, dy = pile_steps(lay, px)
    width, height = pile_size(len(shown), lay, px, cap)
    pieces = []
    for i, name in enumerate(shown):   # the first drawn lowest (a stack grows upward)
        top = height - px - dy * i if lay != "row" else 0
        pieces.append(ft.Container(picture(name, size, look=look), left=dx * i if lay != "stack"
                                   else 0, top=top))
    if total > 1:
        pieces.append(ft.Container(
            ft.Text(str(total), size=max(14, look.size(14)), color=FOAM, weight=ft.FontWeight.BOLD),
            bgcolor=INK, border_radius=ft.BorderRadius.all(9), right=0, top=0,
            padding=ft.Padding.symmetric(horizontal=5)))
    if times > 1:
        pieces.append(ft.Container(
            ft.Text(f"\u00d7{times}", size=max(14, look.size(14)), color=INK,
                    weight=ft.FontWeight.BOLD),
            bgcolor=FOAM, border=ft.Border.all(1, INK), border_radius=ft.BorderRadius.all(9),
            left=0, bottom=0, padding=ft.Padding.symmetric(horizontal=4)))
    return ft.Semantics(label=label, exclude_semantics=True, key=key, container=True,
                        content=ft.Stack(pieces, width=width, height=height))


def bag(count: int, *, look: Look = PLAIN, named: bool = True) -> ft.Control:
    icon = ft.Container(ft.Icon(ft.Icons.SHOPPING_BAG, color=INK, size=look.size(24)),
                        width=look.size(28), height=look.size(28), alignment=ft.Alignment.CENTER)
    words = _("{n} in the bag").format(n=count) if named else str(count)
    return ft.Semantics(label=ngettext("{n} token in the bag", "{n} tokens in the bag",
                                       count).format(n=count), exclude_semantics=True, container=True,
                        content=ft.Row([icon, text(words, look, bold=True)], spacing=4, tight=True))
