"""What the shell asks of every game's board, in one place: the shell calls these and
never writes into a board or probes it for what it has. A board draws its game; what
every board shares (the end screen's frame, the ranking) lives here once."""
from __future__ import annotations

import flet as ft

from ui.table.ranking import ranking
from ui.table.style import HINT_FRAME


class Board:
    """A game's board. Subclasses set `session`, `look` and `flight` in their
    constructor (the shell builds them with the session, the act and refresh
    callbacks and the page) and draw the table in `build`."""
    howto = None                       # the game's one-screen How to play (ui.table.learn)
    key_rules: tuple = ()              # the rulebook sections How to play links to
    category_pieces: dict = {}         # a score category -> the pictogram drawn beside it
    category_words: dict = {}          # a score category -> the words said for it
    hint: tuple | None = None          # (move count, action): Hard's pick, lit until a move

    def suggest(self, action) -> None:
        """Hint: light `action` on the board (for this decision only)."""
        self.hint = (len(self.session.actions), tuple(action))

    def hinted(self, action) -> bool:
        return self.hint == (len(self.session.actions), tuple(action))

    def light(self, control: ft.Control, action) -> ft.Control:
        """A choice framed in amber when it is Hard's pick; its label says so too."""
        if not self.hinted(action):
            return control
        if isinstance(control, ft.Semantics) and control.label:
            control.label += " (Hard's pick)"
        return ft.Container(control, border=ft.Border.all(3, HINT_FRAME), padding=2,
                            border_radius=ft.BorderRadius.all(14), expand=control.expand)

    @staticmethod
    def setup_choices(players: int) -> list:
        """The new-game form's options for this many players:
        [(option key, title, [(value, label)], default)]."""
        return []

    def build(self, width: float, height: float | None = None) -> ft.Control:
        raise NotImplementedError

    def recap_items(self, seat: int) -> list:
        """What the others did since `seat` last acted (ui.table.recap.RecapItem)."""
        return []

    def news(self, view):
        """The last action, its pieces moving; None before the first."""
        return None

    def end_news(self, width: float):
        """The last action's pieces on the end screen (the Sea going to the most
        Waves, the last castle to its bank), drawn the screen's whole width."""
        self.mode, self.col_w = "end", min(width, 1100) - 24
        news = self.news(self.session.game.observe(self.session.state, None))
        if news is not None:
            self.flight.start()
        return news

    def end_parts(self, result: dict) -> list:
        """The end screen's scores: the ranking with each category's picture."""
        s = self.session
        names = s.state["names"]
        return [ranking(result, names, [s.is_bot(q) for q in range(len(names))],
                        self.category_pieces, self.look, self.category_words)]
