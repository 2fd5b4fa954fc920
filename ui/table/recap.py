"""'Since your turn': what the others did since a person last played, one short line
per action with its pieces, what hit this person marked. Built from public facts
only: the log lines and what a spectator's view of each state shows."""
from __future__ import annotations

from dataclasses import dataclass, field

import flet as ft

from core.i18n import _, ngettext
from ui.table.pictogram import PIECES, picture
from ui.table.rows import who, who_mark
from ui.table.style import BODY, HIT, HIT_INK, INK, MIN_TAP, MIST, PLAIN, Look, box, text


@dataclass
class RecapItem:
    index: int            # the action's place in the game's log
    name: str
    bot: bool
    line: str
    faces: list = field(default_factory=list)
    hit: bool = False     # this action hit the person the recap is for


def since_last_turn(movers: list, seat: int) -> range:
    """Indexes of the actions made since `seat` last acted (all of them if never)."""
    last = max((i for i, m in enumerate(movers) if m == seat), default=-1)
    return range(last + 1, len(movers))


class PublicEvents:
    """The public events of every action of a session's game (what observe(state, None)
    reports under "events"), replayed once and then extended move by move."""

    def __init__(self, session):
        self.session = session
        self.applied: list = []
        self.events: list = []
        self.state = None

    def get(self) -> list:
        s = self.session
        game = s.game
        n = len(self.applied)
        if self.state is None or s.actions[:n] != self.applied:
            self.applied, self.events = [], []
            self.state = game.new_game(s.seats, s.options, s.seed)
        for action in s.actions[len(self.applied):]:
            self.state = game.apply(self.state, action)
            self.applied.append(action)
            self.events.append(game.observe(self.state, None).get("events", []))
        return self.events


def recap_line(item: RecapItem, look: Look = PLAIN) -> ft.Control:
    pics = [picture(f, 20, look=look) for f in item.faces[:4] if f in PIECES]
    colour = HIT_INK if item.hit else INK
    lead = [who_mark(item.bot, look, colour)]
    if item.hit:
        lead.append(ft.Icon(ft.Icons.PRIORITY_HIGH, color=HIT_INK, size=look.size(18)))
    body = ft.Row(lead + pics + [text(item.line, look, colour=colour, expand=True,
                                      bold=item.hit)],
                  spacing=4, vertical_alignment=ft.CrossAxisAlignment.START)
    spoken = (_("Hit you: {who}: {line}") if item.hit else _("{who}: {line}")).format(
        who=who(item.name, item.bot), line=item.line)
    return ft.Semantics(label=spoken, exclude_semantics=True, container=True,
                        key=f"recap-{item.index}",
                        content=box(body, bgcolor=HIT if item.hit else MIST, padding=6, radius=8))


def summary(items: list) -> str:
    n = len(items)
    hits = sum(1 for i in items if i.hit)
    words = ngettext("Since your turn: {n} move", "Since your turn: {n} moves", n).format(n=n)
    if hits:
        words = ngettext("{moves}, {n} hit you", "{moves}, {n} hit you", hits).format(
            moves=words, n=hits)
    return words


def recap_list(items: list, look: Look = PLAIN, title: bool = True,
               heading: str | None = None) -> ft.Control:
    lines = [recap_line(i, look) for i in items]
    if not lines:
        lines = [text(_("Nothing yet: you are the first to play."), look)]
    head = [text(heading or summary(items), look, bold=True)] if title else []
    return ft.Column(head + lines, spacing=4, tight=True,
                     horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


CHAR_W = 7.6    # px: about the widest average character of 14 px text (at Larger text, scaled)
TEXT_LINE = 20  # px: a line of 14 px text


def _wrapped_lines(words: str, per_line: int) -> int:
    """How many lines `words` take at `per_line` letters a line (each of its own lines
    at least one)."""
    return sum(-(-max(1, len(part)) // per_line) for part in words.split("\n"))


def words_height(words: str, px: float, width: float, *, bold: bool = False) -> int:
    """About how tall `words` in `px` px text stand wrapped in a box `width` px wide
    (a tenth left for the ragged ends; bold letters are wider)."""
    per_line = max(1, int(width * 0.9 / (px * (0.62 if bold else CHAR_W / BODY))))
    lines = _wrapped_lines(words, per_line)
    return int(lines * px * TEXT_LINE / BODY + 0.5)


def recap_line_height(item: RecapItem, width: float, look: Look = PLAIN) -> int:
    """About how tall recap_line(item) stands in a box `width` px wide: its words wrap
    beside the mark and the pictures (a tenth left for the words' ragged ends)."""
    room = width - 16 - 12 - look.size(18) - 4 - len(item.faces[:4]) * (look.size(20) + 4)
    per_line = max(8, int(room * 0.9 / look.size(CHAR_W)))
    lines = _wrapped_lines(item.line, per_line)
    return 12 + lines * look.size(TEXT_LINE) + 4


def recap_lines_height(items: list, look: Look = PLAIN, width: float = 356) -> int:
    """About how tall recap_list(items) stands in its box `width` px wide (its heading
    and padding included): what a board keeps room for."""
    return _frame_height(look) + sum(recap_line_height(i, width, look) for i in items)


def _frame_height(look: Look) -> int:
    """recap_list's heading line and its box's padding: the height of an empty list."""
    return look.size(TEXT_LINE) + 4 + 16


def latest_that_fit(items: list, width: float, height: float, look: Look = PLAIN) -> list:
    """The latest of `items` (oldest first) whose recap_list fits `height` px."""
    used = _frame_height(look)
    out = []
    for item in reversed(items):
        used += recap_line_height(item, width, look)
        if used > height:
            break
        out.append(item)
    return out[::-1]


def recap_strip(items: list, on_open, look: Look = PLAIN) -> ft.Control:
    """One tappable line for a phone: how many moves, whether any hit you, the last one."""
    hits = [i for i in items if i.hit]
    shown = hits[-1] if hits else items[-1]
    colour = HIT_INK if hits else INK
    row = ft.Row([ft.Icon(ft.Icons.HISTORY, color=colour, size=look.size(20)),
                  text(_("{summary}:").format(summary=summary(items)) + " ", look, bold=True,
                       colour=colour),
                  text(shown.line, look, colour=colour, one_line=True, expand=True),
                  ft.Icon(ft.Icons.CHEVRON_RIGHT, color=colour, size=look.size(20))],
                 spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER)
    content = box(row, bgcolor=HIT if hits else MIST, padding=ft.Padding.symmetric(horizontal=8),
                  on_click=on_open, radius=10)
    content.height = max(MIN_TAP, look.size(MIN_TAP))
    return ft.Semantics(label=_("{summary}. Tap to read them").format(summary=summary(items)), identifier="recap-open",
                        button=True, key="recap-strip", content=content)
