"""A finished game replayed from its seed and moves, for the game's own board.

`ReplaySession` is a read-only GameSession: it holds every position of the game, and
`seek(k)` shows the position after k moves (log, movers and state as they were then).
It offers no decision (no legal actions, no undo, no bot to run) and can write
nothing. The board is drawn for one chosen seat's eyes (`seat`): what that seat knew at
that moment and nothing more, as during play; the end of the game shows the result
with every seat's score line by line. Pure Python (no Flet): tests drive it directly.
"""
from __future__ import annotations

from core import i18n
from core.engine import IllegalAction
from core.i18n import _
from ui.session import GameSession


class ReplaySession(GameSession):
    def __init__(self, doc: dict, seat: int | None = None):
        super().__init__(doc["game"], doc["seats"], doc["options"], doc["seed"], None,
                         save_id=doc.get("id") or "replay", actions=doc["actions"],
                         state=None, created=doc.get("created"),
                         challenge=doc.get("challenge"))
        if not self.game.is_over(self.state):
            raise IllegalAction(_("Only a finished game can be replayed: its secrets are still in play."))
        self.stored_actions = None
        self.all_actions = list(self.actions)
        self._all_log = list(self.log)
        self._all_log_language = self._log_language
        self.all_movers = list(self.movers)
        humans = [i for i in range(len(self.seats)) if not self.is_bot(i)]
        self.seat = seat if seat is not None else (humans[0] if humans else 0)
        self.step = len(self.all_actions)

    def _replay(self):
        """Every position of the game, kept for stepping back and forth."""
        lines, movers, previous = [], [], None
        state = self.game.new_game(self.seats, self.options, self.seed)
        self.states = [state]
        for action in self.actions:
            lines.append(self.game.describe(state, action))
            movers.append(self.game.to_move(state))
            previous, state = state, self.game.apply(state, action)
            self.states.append(state)
        return lines, movers, previous, state

    @property
    def all_log(self) -> list:
        """Every move's line, in the language spoken now (written again when it changed)."""
        if self._all_log_language != i18n.language():
            self._all_log = [self.game.describe(self.states[i], action)
                             for i, action in enumerate(self.all_actions)]
            self._all_log_language = i18n.language()
        return self._all_log

    def describe_all(self) -> list:
        return self.all_log[:self.step]

    @property
    def length(self) -> int:
        return len(self.all_actions)

    def seek(self, k: int) -> int:
        """Show the position after `k` moves (clamped to the game); returns k."""
        k = max(0, min(int(k), self.length))
        self.step = k
        self.actions = self.all_actions[:k]
        self.log = self.all_log[:k]
        self.movers = self.all_movers[:k]
        self.state = self.states[k]
        self.previous = self.states[k - 1] if k else None
        return k

    def choose_seat(self, seat: int) -> None:
        if not 0 <= seat < len(self.seats):
            raise IllegalAction(_("There is no such seat in this game."))
        self.seat = seat

    # ---- whose eyes: always the chosen seat's; nothing to cover, nothing to decide --
    @property
    def viewer(self):
        return self.seat

    @property
    def humans(self) -> list:
        return [self.seat]

    def needs_cover(self):
        return None

    def secrets_shown(self) -> bool:
        return True

    def legal_actions(self) -> list:
        return []

    def can_undo(self) -> bool:
        return False

    def bot_due(self) -> bool:
        return False

    def hint(self, *args, **kwargs):
        return None

    def play(self, action) -> str:
        raise IllegalAction(_("This is a replay: no move can be made in it."))

    def undo(self) -> None:
        raise IllegalAction(_("This is a replay: no move can be taken back."))

    def save(self) -> None:
        raise IllegalAction(_("A replay is never saved."))
