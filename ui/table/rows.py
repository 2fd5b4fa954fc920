"""The compact player row (name, bot or person, token count, what matters now) and
the full area a tablet shows for every player."""
from __future__ import annotations

import flet as ft

from core.i18n import _
from ui.table.style import (FOAM, HIT, HIT_INK, INK, MIN_TAP, PAPER, PLAIN, SEA_DEEP, Look, box,
                            text)


def who_mark(bot: bool, look: Look = PLAIN, colour: str = INK) -> ft.Control:
    """A bot is marked with a robot, a person with a person, everywhere."""
    return ft.Icon(ft.Icons.SMART_TOY if bot else ft.Icons.PERSON, color=colour,
                   size=look.size(18), tooltip=_("bot") if bot else _("person"))


def who(name: str, bot: bool) -> str:
    """A player's name as a screen reader and the log say it."""
    return _("{name} (bot)").format(name=name) if bot else name


def _who_now(name: str, bot: bool, you: bool = False, current: bool = False) -> str:
    """Who, for a row's spoken label: "Ana (bot), your seat, to play"."""
    said = who(name, bot)
    if you:
        said = _("{who}, your seat").format(who=said)
    if current:
        said = _("{who}, to play").format(who=said)
    return said


def _counted(count: int, count_label) -> str:
    """"3 tokens": `count_label` is the board's word (translated), or a function of the
    count giving the whole phrase (for a plural: lambda n: ngettext("{n} token", ...))."""
    if callable(count_label):
        return count_label(count)
    return _("{count} {things}").format(count=count, things=count_label)


def _tap_for_details(label: str, on_open) -> str:
    return _("{label}. Tap for details").format(label=label) if on_open else label


def player_row(name: str, *, bot: bool, count: int, count_label: str, items: list,
               spoken: str, current: bool = False, hit: bool = False, you: bool = False,
               on_open=None, key: str, look: Look = PLAIN, mark_you: bool = True) -> ft.Control:
    """One line, at least 48 px tall: a tap opens the player's details. `you`: the
    viewer's own row, "(you)" after the name unless `mark_you` is False (a narrow card,
    where it would cut the name; the spoken name still says so)."""
    bg = HIT if hit else (PAPER if current else FOAM)
    title = _("{name} (you)").format(name=name) if you and mark_you else name
    head = [who_mark(bot, look),
            text(title, look, bold=True, one_line=True, expand=True,
                 colour=HIT_INK if hit else INK)]
    tally = ft.Row([ft.Icon(ft.Icons.LAYERS, color=INK, size=look.size(16)),
                    text(str(count), look, bold=True)], spacing=2, tight=True)
    row = ft.Row(head + [tally] + items, spacing=6,
                 vertical_alignment=ft.CrossAxisAlignment.CENTER)
    label = _("{who}: {count}; {spoken}").format(who=_who_now(name, bot, you, current),
                                                 count=_counted(count, count_label),
                                                 spoken=spoken)
    content = box(row, bgcolor=bg, padding=ft.Padding.symmetric(horizontal=8, vertical=4),
                  border=SEA_DEEP if current else None, on_click=on_open, radius=10)
    # a touch target's height with Larger text too: one line of 17.5 px text stands in
    # 48 px (at 60, seven players' rows ran under a phone's edge on its side)
    content.height = MIN_TAP
    content.alignment = ft.Alignment.CENTER_LEFT
    return ft.Semantics(label=_tap_for_details(label, on_open),
                        identifier=key, button=bool(on_open), key=key, content=content)


def player_card_body(name: str, *, bot: bool, count: int | None, items: list,
                     look: Look = PLAIN,
                     flags: tuple = (), brief: str | None = None,
                     mark_below: bool = False, tally_top: bool = False) -> ft.Control:
    """What player_card shows inside its frame: the mark and name, the count and the
    items (player_card says what each argument is)."""
    mark = who_mark(bot, look)
    # count None: no tally drawn (a narrow card with Larger text; the spoken name has it)
    tally = ft.Row(([mark] if mark_below else [])
                   + ([ft.Icon(ft.Icons.LAYERS, color=INK, size=look.size(16)),
                       text(str(count), look, bold=True)] if count is not None else []),
                   spacing=2, tight=True)
    top = ft.Row(([] if mark_below else [mark])
                 + [text(name, look, bold=True, one_line=True, expand=True), *flags]
                 + ([tally] if tally_top else []),
                 spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER)
    bottom = ft.Row(([] if tally_top else [tally]) + list(items), spacing=4, wrap=True,
                    run_spacing=2, vertical_alignment=ft.CrossAxisAlignment.END)
    if brief is not None:
        for part in [mark, *flags, *top.controls, *tally.controls, *items]:
            if isinstance(part, ft.Text):
                part.semantics_label = ""     # Flutter's Text then speaks an empty label
            elif isinstance(part, ft.Icon):
                part.tooltip = None
    return ft.Column([top, bottom], spacing=2, tight=True)


def player_card(name: str, *, bot: bool, count: int, count_label: str, items: list,
                spoken: str, current: bool = False, on_open=None, key: str,
                look: Look = PLAIN, flags: tuple = (), brief: str | None = None,
                mark_below: bool = False, body: ft.Control | None = None,
                you: bool = False, mark_you: bool = True, tally_top: bool = False,
                pad_x: int = 6) -> ft.Control:
    """The player row folded in two lines, for two or three to a row on a phone: mark
    and name above (the whole card's width, so names read in full), the count and what
    matters below (wrapping rather than sticking out). `flags`: small icons after the
    name (e.g. "kept a tile this round").

    `brief`: for a card narrower than its spoken words (a phone on its side, three or
    four cards in a row at the bottom of the screen). In the browser a button's name is
    text inside its semantics box (Flutter's web engine writes it so, for JAWS); a long
    one runs out of a narrow card, below the bottom of the window, and the screen's
    semantics column then counts as scrolling (a screen reader reaching the card would
    scroll the tree off the canvas). With `brief` the name is just who and `brief`
    ("score so far 27"), and the card's own words, marks and `items` say nothing of
    their own (they would join its name); the rest is a tap away, in the details.
    `mark_below`: the person or bot mark opens the second line (a card about 80 px wide
    with a flag left its name no room at all).

    `body`: the card's two lines as player_card_body drew them with the same name,
    count, items, flags, brief and mark_below (a board keeps them while they stay the
    same, so a tap that only changes who is current redraws the frame alone).
    `you`, `mark_you`: the viewer's own card among the others', as player_row's.
    `tally_top`: the count at the end of the name's line (the second line then holds
    the items alone: four of Seaside's counts fit a phone's card on one line).
    `pad_x`: the frame's padding at the sides."""
    shown = _("{name} (you)").format(name=name) if you and mark_you else name
    if body is None:
        body = player_card_body(shown, bot=bot, count=count, items=items, look=look,
                                flags=flags, brief=brief, mark_below=mark_below,
                                tally_top=tally_top)
    card = box(body,
               bgcolor=PAPER if current else FOAM, border=SEA_DEEP if current else None,
               padding=ft.Padding.symmetric(horizontal=pad_x, vertical=4), radius=10,
               on_click=on_open)
    if brief is not None:
        label = _("{who}: {brief}").format(who=_who_now(name, bot, you, current), brief=brief)
    else:
        label = _tap_for_details(_("{who}: {count}; {spoken}").format(
            who=_who_now(name, bot, you, current), count=_counted(count, count_label),
            spoken=spoken), on_open)
    return ft.Semantics(label=label, identifier=key, button=bool(on_open), content=card)


def player_area(name: str, *, bot: bool, count: int, count_label: str, lines: list,
                current: bool = False, you: bool = False, key: str,
                look: Look = PLAIN, badges: list = (), short_count: bool = False) -> ft.Control:
    """A player's whole area: a header and the board's lines (pictograms, notes).
    `badges`: small marks in the header after the name (the count then stands as a
    number after its icon, as on a player's card); `short_count`: the number alone all
    the same (a narrow area: a tablet held upright, where "13 banked" left the name no
    room at all)."""
    counted = _counted(count, count_label)
    alone = bool(badges) or short_count
    tally = text(str(count) if alone else counted, look, bold=alone)
    tally.semantics_label = counted       # spoken whole either way
    head = ft.Row([who_mark(bot, look),
                   text(_("{name} (you)").format(name=name) if you else name, look, bold=True,
                        size=16,
                        one_line=True, expand=True),
                   *badges,
                   ft.Icon(ft.Icons.LAYERS, color=INK, size=look.size(16)),
                   # beside badges the count alone, as on a card (the name keeps room)
                   tally], spacing=6,
                  vertical_alignment=ft.CrossAxisAlignment.CENTER)
    col = ft.Column([head, *lines], spacing=6, tight=True)
    return ft.Semantics(identifier=key, key=key, container=True, content=box(
        col, bgcolor=PAPER if current else FOAM, border=SEA_DEEP if current else None))


def details_dialog(page, title: str, body: ft.Control, look: Look = PLAIN):
    """A player's area in full, on top of the board; closed with one tap."""
    from ui.table.controls import tap
    dialog = ft.AlertDialog(
        title=text(title, look, bold=True, size=18), content=body, bgcolor=FOAM,
        actions=[tap(_("Close"), lambda e: page.pop_dialog(), key="close-details")])
    page.show_dialog(dialog)
    return dialog
