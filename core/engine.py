"""The contract every Beach Bag game fulfils, and the shared types.

A game is a `Game` subclass with one module-level instance. States are plain
JSON-native dicts (str keys; lists, ints, strs, bools, None), so a state
round-trips through JSON unchanged and is cheap to copy. Actions are small
tuples whose first element names the decision, e.g. ("side", "Beach") or
("shells", 2); in JSON they are lists.

`apply` is pure: it checks the action against `legal_actions`, copies the state
and calls `step` on the copy. A refused action raises `IllegalAction` with a
sentence a player understands and leaves the given state exactly as it was.
"""
from __future__ import annotations

import json

from core.i18n import _

State = dict
View = dict
Action = tuple


class IllegalAction(ValueError):
    """An action the rules do not allow here; str(e) is meant for a player."""


class Game:
    id: str = ""
    title: str = ""
    summary: str = ""            # one line for the home screen
    min_players: int = 1
    max_players: int = 1
    has_solo: bool = False       # 1 player is a solo mode with its own rules
    # option name -> (label, allowed player counts) for yes/no variants shown at setup
    variants: dict = {}
    rules_file: str = ""         # rulebook file name in docs/rules/

    # ---- setup -------------------------------------------------------------
    def new_game(self, seats: list, options: dict | None = None, seed: int = 0) -> State:
        raise NotImplementedError

    def check_seats(self, seats: list) -> None:
        n = len(seats)
        if not self.min_players <= n <= self.max_players:
            raise IllegalAction(
                _("{game} is played by {low} to {high} players, not {n}.").format(
                    game=self.title, low=self.min_players, high=self.max_players, n=n))

    def configurations(self) -> list:
        """(players, options) pairs covering every player count and variant, for
        the contract tests and the simulator."""
        return [(n, {}) for n in range(self.min_players, self.max_players + 1)]

    # ---- flow --------------------------------------------------------------
    def to_move(self, state: State) -> int | None:
        """Seat index whose decision it is, or None when the game is over."""
        raise NotImplementedError

    def is_over(self, state: State) -> bool:
        return self.to_move(state) is None

    def legal_actions(self, state: State) -> list:
        raise NotImplementedError

    def legal_actions_at_most(self, state: State, limit: int) -> list | None:
        """legal_actions(state) when there are at most `limit` of them, else None: a
        search that looks only at short lists (greedy.best_line) need not see a long
        one. A game may stop listing as soon as it has more than `limit`."""
        acts = self.legal_actions(state)
        return acts if len(acts) <= limit else None

    # The kinds of decision a player meets, by name (a board draws one panel per kind;
    # the browser tests keep a saved position of every kind in every configuration).
    decision_kinds: tuple = ()

    def decision_kind(self, state: State) -> str | None:
        """Which of `decision_kinds` the player to move faces; None when the game is over."""
        return None if self.to_move(state) is None else state["phase"]

    def why_illegal(self, state: State, action: Action) -> str:
        """A sentence explaining why `action` is refused (only called when it is)."""
        return _("That move is not allowed right now.")

    def copy_state(self, state: State) -> State:
        return json.loads(json.dumps(state))

    def step(self, state: State, action: Action) -> None:
        """Apply a legal action in place. No checks: `apply` did them."""
        raise NotImplementedError

    def apply(self, state: State, action) -> State:
        action = self.action_from_json(action)
        if self.to_move(state) is None:
            raise IllegalAction(_("The game is over; no more moves can be made."))
        if action not in self.legal_actions(state):
            raise IllegalAction(self.why_illegal(state, action))
        new = self.copy_state(state)
        self.step(new, action)
        return new

    def can_undo(self, state: State) -> bool:
        """True when the last action may be taken back: it revealed nothing hidden
        and drew nothing at random."""
        return bool(state.get("undoable"))

    # ---- search ------------------------------------------------------------
    def rollout_action(self, state: State, rng) -> Action:
        """A legal move chosen by a cheap policy, for a search bot's rollouts (played
        with `step` on a copy, never shown to a person). Uniform over the legal moves
        unless a game has something quicker."""
        acts = self.legal_actions(state)
        return acts[rng.randrange(len(acts))]

    def rollout(self, state: State, rng, cap: int | None = None) -> int:
        """Play on in place, `rollout_action` then `step`, until the game is over or `cap`
        moves were made (None: no cap); return the number of moves made. A game may do
        the same faster (the same moves, the same draws from rng, the same final state)."""
        made, cap = 0, (1 << 62) if cap is None else cap
        while made < cap and self.to_move(state) is not None:
            self.step(state, self.rollout_action(state, rng))
            made += 1
        return made

    # ---- information -------------------------------------------------------
    def observe(self, state: State, player: int | None) -> View:
        """What `player` may know (None: a spectator who sees only public facts)."""
        raise NotImplementedError

    def determinize(self, view: View, rng) -> State:
        """A full state consistent with `view`, hidden parts filled at random."""
        raise NotImplementedError

    # ---- end ---------------------------------------------------------------
    def result(self, state: State) -> dict:
        """{"scores": [...], "winners": [...], "breakdown": [[[label, points], ...]],
        "summary": str}; may be asked mid-game for the running score. `winners` is
        empty only when a solo game is lost."""
        raise NotImplementedError

    # ---- text and JSON -----------------------------------------------------
    def describe(self, state: State, action: Action) -> str:
        """One line for the game log; `state` is the state the action applies to."""
        raise NotImplementedError

    def progress(self, state: State) -> str:
        """Where the game stands, for the Continue list: 'Round 3 of 15'."""
        return ""

    def ending(self, state: State) -> str:
        """Why a finished game ended, in plain words for the end screen ("Ana drew the
        Big Wave"); "" while it goes on, or when the result's summary says it already."""
        return ""

    def check_invariants(self, state: State) -> list:
        """Broken invariants as sentences; empty when all is well."""
        return []

    def action_to_json(self, action: Action) -> list:
        return list(action)

    def action_from_json(self, data) -> Action:
        if isinstance(data, tuple):
            return data
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise IllegalAction(_("Not a move: {move}.").format(move=repr(data)))
        return tuple(tuple(x) if isinstance(x, list) else x for x in data)

    def state_to_json(self, state: State) -> dict:
        return state

    def state_from_json(self, data: dict) -> State:
        if not isinstance(data, dict) or data.get("game") != self.id:
            raise ValueError(f"not a {self.title} state")
        return data


def seat_names(seats: list) -> list:
    names = []
    for i, seat in enumerate(seats):
        name = seat.get("name") if isinstance(seat, dict) else seat
        # the default name is chosen when the game starts and kept with it (a name)
        names.append(str(name) if name else _("Player {n}").format(n=i + 1))
    return names


def replay(game: Game, seats: list, options: dict | None, seed: int, actions: list) -> State:
    """Rebuild a game from its seed and action log (each action checked)."""
    state = game.new_game(seats, options, seed)
    for action in actions:
        state = game.apply(state, action)
    return state


def winners_of(scores: list) -> list:
    best = max(scores)
    return [i for i, s in enumerate(scores) if s == best]
