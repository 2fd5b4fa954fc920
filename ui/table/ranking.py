"""The end screen's ranking: the winner first, places shared on a tie, each
category's pieces and count, the total."""
from __future__ import annotations

import flet as ft

from core.i18n import _, pgettext
from ui.table.pictogram import PIECES, picture, token
from ui.table.rows import who, who_mark
from ui.table.style import FOAM, GOLD, INK, PLAIN, Look, box, text


def places(scores: list) -> list:
    """Seats best first with their place (1 for the winners; ties share a place)."""
    order = sorted(range(len(scores)), key=lambda q: -scores[q])
    out = []
    for i, q in enumerate(order):
        place = out[-1][1] if i and scores[q] == scores[order[i - 1]] else i + 1
        out.append((q, place))
    return out


def ordinal(n: int) -> str:
    """A place: "1st", "2nd", "11th" (each language its own: "1er", "2e")."""
    if n == 1:
        return pgettext("place", "1st")
    if 10 <= n % 100 <= 20:
        return pgettext("place", "{n}th").format(n=n)
    return {1: pgettext("place", "{n}st"), 2: pgettext("place", "{n}nd"),
            3: pgettext("place", "{n}rd")}.get(n % 10, pgettext("place", "{n}th")).format(n=n)


def category(label: str, words: dict) -> str:
    """A score category as the player reads it: the board's words for it, or core's
    label, in English marked with N_ where written and translated here."""
    shown = words.get(label, label)
    return _(shown) if shown else shown


def ranking(result: dict, names: list, bots: list, category_pieces: dict,
            look: Look = PLAIN, category_words: dict | None = None) -> ft.Control:
    """category_pieces: breakdown label -> piece; category_words: label -> what the
    player reads instead (core's "Sandpiper stacks" counts tokens, not stacks)."""
    words = category_words or {}
    solo = len(names) == 1
    cards = []
    for q, place in places(result["scores"]):
        won = q in result["winners"] and not solo
        head = ft.Row([text(ordinal(place), look, bold=True, size=18) if not solo else ft.Container(),
                       ft.Icon(ft.Icons.EMOJI_EVENTS, color=INK, size=look.size(22)) if won
                       else ft.Container(),
                       who_mark(bots[q], look),
                       text(_("{name} - winner").format(name=names[q]) if won else names[q], look, bold=True, size=16,
                            expand=True),
                       text(_("Total {score}").format(score=result['scores'][q]), look, bold=True,
                            size=16)],
                      spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER)
        cats = []
        for label, points in result["breakdown"][q]:
            if not points:
                continue
            piece = category_pieces.get(label)
            label = category(label, words)
            if piece in PIECES:
                cats.append(ft.Semantics(label=_("{category}: {points}").format(category=label,
                                                                                points=points), exclude_semantics=True,
                                         container=True,
                                         content=ft.Row([token(piece, look=look, size=22),
                                                         text(_("{category} {points}").format(category=label, points=points),
                                                              look)],
                                                        spacing=4, tight=True)))
            else:
                cats.append(text(_("{category} {points}").format(category=label, points=points),
                                 look))
        body = ft.Column([head, ft.Row(cats, wrap=True, spacing=12, run_spacing=6)],
                         spacing=6, tight=True)
        spoken = (_("{who}, winner, total {score}") if won else _("{who}, total {score}")).format(
            who=who(names[q], bots[q]), score=result["scores"][q])
        if not solo:
            spoken = _("{place}: {who}").format(place=ordinal(place), who=spoken)
        cards.append(ft.Semantics(label=spoken, identifier=f"rank-{q}", container=True,
                                  content=box(body, bgcolor=GOLD if won else FOAM)))
    return ft.Column(cards, spacing=8, tight=True,
                     horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


STACK_MS = 400        # the stacks rise in 400 ms (the guide's 200-400)
NEUTRAL = ("#5B6B78", "#7A8B99")   # a category without a piece: two greys, alternating


def score_stacks(result: dict, names: list, bots: list, category_pieces: dict,
                 look: Look = PLAIN, *, width: float = 360, height: float = 640,
                 risen: bool = True,
                 category_words: dict | None = None) -> ft.Control:
    """Every player's score as a stack rising from the table: one band per scoring
    category (its piece's colour and picture), bands in the breakdown's order from the
    bottom, the total on top, the name below; the winners' names in bold. Drawn at
    height 0 (`risen=False`) and then at full height with the same keys, Flutter
    grows each band (an implicit animation); with reduced motion it stands at once."""
    words = category_words or {}
    n = len(names)
    scores = result["scores"]
    tallest = max([sum(max(0, p) for _l, p in result["breakdown"][q]) for q in range(n)] + [1])
    # a phone on its side keeps the stacks low: the ranking starts on the first screen
    room = look.size(150 if width >= 600 and height >= 600 else 80 if height < 500 else 110)
    unit = room / tallest
    col_w = max(56, min(96, (width - 12 * (n - 1)) / max(1, n)))
    columns, spoken = [], []
    for q in range(n):
        bands = []
        parts = [(label, points) for label, points in result["breakdown"][q] if points > 0]
        for i, (label, points) in enumerate(parts):
            piece = PIECES.get(category_pieces.get(label))
            colour = piece.colour if piece else NEUTRAL[i % 2]
            h = points * unit if risen else 0
            inner = (picture(piece.name, 18, look=look) if piece and h >= look.size(22)
                     else None)
            bands.append(ft.Container(
                inner, key=f"band-{q}-{i}", height=h, width=col_w - 16, bgcolor=colour,
                alignment=ft.Alignment.CENTER, clip_behavior=ft.ClipBehavior.HARD_EDGE,
                border=ft.Border.all(1, FOAM), animate=look.anim(STACK_MS)))
        won = q in result["winners"] and n > 1
        column = ft.Column(
            [text(str(scores[q]), look, bold=True, size=18),
             ft.Column(list(reversed(bands)), spacing=0, tight=True),
             text(names[q], look, bold=won, one_line=True)],
            spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            alignment=ft.MainAxisAlignment.END)
        columns.append(ft.Container(column, width=col_w, alignment=ft.Alignment.BOTTOM_CENTER))
        spoken.append(_("{who} {score}: {categories}").format(
            who=who(names[q], bots[q]), score=scores[q], categories=_(", ").join(
                _("{category} {points}").format(category=category(label, words), points=points)
                for label, points in parts)))
    return ft.Semantics(label=_("Scores as stacks: {stacks}").format(stacks=_("; ").join(spoken)),
                        identifier="score-stacks", container=True, exclude_semantics=True,
                        content=ft.Row(columns, spacing=12, alignment=ft.MainAxisAlignment.CENTER,
                                       vertical_alignment=ft.CrossAxisAlignment.END,
                                       height=room + look.size(64)))
