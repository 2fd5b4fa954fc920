"""The in-app rules: a list of parts, one part per screen (ui/rules_text.py cuts them)."""
from __future__ import annotations

import flet as ft

from core import i18n
from core.i18n import _
from ui import rules_text
from ui.table.style import INK
from ui.table.controls import panel, tap


# The parts a player needs once the box is open, listed first (titles of ui/rules_text in
# the English rulebooks; a translated rulebook has the same parts in the same order).
KEY_PARTS = {
    "seaside": ("Goal", "Gameplay", "Token Effects", "End of Game", "Solo Mode"),
    "sandcastles_2015": ("Overview", "Playing Sandcastles", "Game End and Scoring"),
    "sandcastles_draft": ("Game Overview", "How to Play", "Scoring", "Winning the Game"),
}


def key_parts(game, pages) -> set:
    """The numbers (from 1) of the parts listed under "Start here": KEY_PARTS found by
    title, or, in a translated rulebook, at the English parts' places."""
    wanted = KEY_PARTS.get(game.id, ())
    found = {n for n, (title, blocks) in enumerate(pages, start=1) if title in wanted}
    if found or not wanted:
        return found
    english = rules_text.rulebook_titles(game, "en")
    if len(english) != len(rules_text.rulebook_titles(game, i18n.language())):
        return set()  # not laid out as the English one: no guessing
    return {n for n, title in enumerate(english, start=1) if title in wanted}


class RulesScreen:
    """Part of BeachBagApp (ui/shell/app.py): the rules screens."""
    def rules(self, game):
        """The rules' parts as a list: a phone shows one part at a time."""
        pages = rules_text.pages(game)
        items = [ft.Text(_("Rules of {game}").format(game=_(game.title)), size=22,
                         weight=ft.FontWeight.BOLD, color=INK),
                 ft.Text(_("The rulebook in parts, then how Beach Bag reads what it leaves "
                           "open. Tap a part to read it."), color=INK)]
        key = key_parts(game, pages)

        def entry(n, title):
            # 15 px over and under the row: a 50 px tap target with
            # its frame (at 6 px the parts' buttons stood 32 px tall)
            row = ft.Container(ft.Row([ft.Text(title, color=INK, expand=True),
                                       ft.Icon(ft.Icons.CHEVRON_RIGHT, color=INK)],
                                      vertical_alignment=ft.CrossAxisAlignment.CENTER),
                               padding=ft.Padding.symmetric(vertical=15))
            return tap(title, lambda e, n=n: self.go(f"/rules/{game.id}/{n}"),
                       key=f"rules-page-{n}", content=row)

        numbered = list(enumerate(pages, start=1))
        if key:  # what matters once the box is open first, not the box's contents
            items.append(ft.Text(_("Start here"), size=17, weight=ft.FontWeight.BOLD, color=INK))
            items += [entry(n, title) for n, (title, blocks) in numbered if n in key]
            items.append(ft.Text(_("Everything else"), size=17, weight=ft.FontWeight.BOLD,
                                 color=INK))
        items += [entry(n, title) for n, (title, blocks) in numbered if n not in key]
        return ft.Column(items, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)

    def rules_page(self, game, number: str):
        pages = rules_text.pages(game)
        if not number.isdigit() or not 1 <= int(number) <= len(pages):
            raise KeyError(number)
        n = int(number)
        title, blocks = pages[n - 1]
        items = [ft.Text(title, size=22, weight=ft.FontWeight.BOLD, color=INK),
                 ft.Text(_("Part {n} of {total}").format(n=n, total=len(pages)), size=14,
                         color=INK, italic=True)]
        for kind, payload in blocks:
            if kind == "heading":
                items.append(ft.Text(payload[1], size=17, weight=ft.FontWeight.BOLD, color=INK))
            elif kind == "bullet":
                depth, text = payload
                items.append(ft.Container(ft.Text(f"\u2022 {text}", color=INK, selectable=True),
                                          padding=ft.Padding.only(left=8 if depth == 1 else 28)))
            elif kind == "table":
                # columns share the width by their longest cell: a short "Topic" column
                # leaves a phone's width to the long "Decision" one
                longest = [max((len(row[c]) for row in payload if c < len(row)), default=1)
                           for c in range(max(len(row) for row in payload))]
                weights = [max(1, round(4 * width / max(longest))) for width in longest]
                rows = [ft.Row([ft.Text(cell, color=INK, expand=weights[c], size=14,
                                        weight=ft.FontWeight.BOLD if r == 0 else None)
                                for c, cell in enumerate(row)],
                               vertical_alignment=ft.CrossAxisAlignment.START)
                        for r, row in enumerate(payload)]
                items.append(panel(*rows))
            else:
                items.append(ft.Text(payload, color=INK, selectable=True))
        nav = []
        if n < len(pages):
            nav.append(tap(_("Next: {part}").format(part=pages[n][0]),
                           lambda e: self.go(f"/rules/{game.id}/{n + 1}"),
                           key="rules-next", primary=True, icon=ft.Icons.ARROW_FORWARD))
        if n > 1:
            nav.append(tap(_("Previous: {part}").format(part=pages[n - 2][0]),
                           lambda e: self.go(f"/rules/{game.id}/{n - 1}"), key="rules-previous",
                           icon=ft.Icons.ARROW_BACK))
        nav.append(tap(_("All parts of the rules"), lambda e: self.go(f"/rules/{game.id}"),
                       key="rules-contents", icon=ft.Icons.LIST))
        return ft.Column(items + [ft.Column(nav, spacing=8,
                                            horizontal_alignment=ft.CrossAxisAlignment.STRETCH)],
                         spacing=10)
