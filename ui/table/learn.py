"""Learning in the app: a one-screen "How to play" per game (the goal, a turn in
three steps, how it ends) and short hints where a decision has a twist."""
from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from core.i18n import _
from ui.table.style import FOAM, GOLD, INK, PAPER, PLAIN, SEA_DEEP, Look, box, text


@dataclass(frozen=True)
class HowTo:
    """A board's words, in English marked with N_ (translated here when shown)."""
    game: str
    goal: str
    steps: tuple            # a turn in three steps
    end: str
    pieces: tuple = ()      # (piece name, what it does) shown with its pictogram


def said(words: str) -> str:
    """A board's English words (marked with N_) in the player's language ("" stays "")."""
    return _(words) if words else words


def hint(words: str, look: Look = PLAIN, key: str = "hint") -> ft.Control:
    row = ft.Row([ft.Icon(ft.Icons.LIGHTBULB, color=INK, size=look.size(18)),
                  text(words, look, expand=True)], spacing=6,
                 vertical_alignment=ft.CrossAxisAlignment.START)
    return ft.Semantics(label=_("Hint: {words}").format(words=words), identifier=key, exclude_semantics=True,
                        container=True, content=box(row, bgcolor=GOLD, padding=6, radius=8))


def howto_view(howto: HowTo, look: Look = PLAIN, *, actions: list, compact: bool = False):
    """The one screen: goal, three steps, the end, then the board's buttons."""
    from ui.table.pictogram import PIECES, token
    items = [text(_("How to play {game}").format(game=said(howto.game)), look, size=22, bold=True),
             text(_("Goal"), look, bold=True, colour=SEA_DEEP), text(said(howto.goal), look),
             text(_("A turn"), look, bold=True, colour=SEA_DEEP)]
    for n, step in enumerate(howto.steps, start=1):
        items.append(ft.Row([ft.Container(text(str(n), look, bold=True, colour=FOAM),
                                          bgcolor=SEA_DEEP, width=look.size(28),
                                          height=look.size(28), shape=ft.BoxShape.CIRCLE,
                                          alignment=ft.Alignment.CENTER),
                             text(said(step), look, expand=True)], spacing=8,
                            vertical_alignment=ft.CrossAxisAlignment.START))
    if howto.pieces and not compact:
        # the words beside the piece, wrapping there (a wrapping row left a lone
        # "- Beaten by a seagull attack." on a line of its own)
        tiles = [ft.Container(ft.Row([token(name, look=look, named=True),
                                      text(said(what), look, expand=True)],
                                     spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER),
                              col={"xs": 12, "sm": 6})
                 for name, what in howto.pieces if name in PIECES]
        items.append(ft.ResponsiveRow(tiles, spacing=6, run_spacing=4))
    items += [text(_("The end"), look, bold=True, colour=SEA_DEEP), text(said(howto.end), look),
              ft.Row(actions, wrap=True, spacing=8, run_spacing=8)]
    return box(ft.Column(items, spacing=8, tight=True), bgcolor=PAPER, padding=14)
