"""The end screen's ranking: the winner first, places shared on a tie, each
category's pieces and count, the total."""
from __future__ import annotations

import flet as ft

from ui.table.pictogram import PIECES, token
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
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


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
                       text(names[q] + (" - winner" if won else ""), look, bold=True, size=16,
                            expand=True),
                       text(f"Total {result['scores'][q]}", look, bold=True, size=16)],
                      spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER)
        cats = []
        for label, points in result["breakdown"][q]:
            if not points:
                continue
            piece = category_pieces.get(label)
            label = words.get(label, label)
            if piece in PIECES:
                cats.append(ft.Semantics(label=f"{label}: {points}", exclude_semantics=True,
                                         container=True,
                                         content=ft.Row([token(piece, look=look, size=22),
                                                         text(f"{label} {points}", look)],
                                                        spacing=4, tight=True)))
            else:
                cats.append(text(f"{label} {points}", look))
        body = ft.Column([head, ft.Row(cats, wrap=True, spacing=12, run_spacing=6)],
                         spacing=6, tight=True)
        spoken = (f"{'' if solo else ordinal(place) + ': '}{who(names[q], bots[q])}"
                  f"{', winner' if won else ''}, total {result['scores'][q]}")
        cards.append(ft.Semantics(label=spoken, identifier=f"rank-{q}", container=True,
                                  content=box(body, bgcolor=GOLD if won else FOAM)))
    return ft.Column(cards, spacing=8, tight=True,
                     horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
