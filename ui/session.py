"""One running game: applies actions through core, autosaves after every action,
runs bots, offers undo, and decides when the device must be passed.

Pure Python (no Flet), so pytest drives it directly; the views call it.
"""
from __future__ import annotations

import json
import time
import uuid

from core import i18n, saves
from core.bots import CHECK_EVERY, Search, choose, choose_steps, finish, level_of
from core.engine import IllegalAction, replay
from core.i18n import _
from core.registry import get_game
from core.rng import Rng
from ui.clock import now_iso


HARD_MS = 900        # Hard's thinking per move, on the clock (ms)...
HARD_MIN_ITERATIONS = 1000   # ...unless it has fewer iterations by then: it goes on to this
HARD_STRETCH = 2     # many, for at most this many times HARD_MS (1,800 ms; issue 25: 2 s)
HINT_MS = 600        # a hint's thinking


class SaveConflict(Exception):
    """The save was changed by another window or tab since this session last read or
    wrote it; this session's move was not written, so nothing of the other is lost."""


class GameSession:
    def __init__(self, game_id: str, seats: list, options: dict, seed: int, store,
                 save_id: str | None = None, actions: list | None = None,
                 state: dict | None = None, created: str | None = None,
                 challenge: dict | None = None):
        self.game = get_game(game_id)
        self.seats = seats
        self.options = options
        self.seed = seed
        self.store = store
        self.save_id = save_id or f"{game_id}-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:6]}"
        self.actions = [self.game.action_from_json(a) for a in actions or []]
        # the moves as this session last found or left them in the store (JSON form);
        # None until it has read or written the save
        self.stored_actions = list(actions) if save_id else None
        self.created = created
        self.challenge = challenge  # {"date", "practice"} for a daily challenge (core/daily.py)
        # One replay at load gives the log lines, who made each move, and the state
        # before the last move (what undo returns to); play() keeps them up to date.
        # The lines are in the language spoken when they were written: `log` writes
        # them again when it has changed since.
        self.log, self.movers, self.previous, replayed = self._replay()
        self.state = state if state is not None else replayed
        # The human who last saw the screen with their secrets on it. None after a
        # (re)start: nobody is known to hold the device, so a cover goes up first.
        self.revealed_to: int | None = None
        self.bot_rng = Rng(seed ^ 0xB07 ^ len(self.actions))

    # ---- construction ----------------------------------------------------
    @classmethod
    def new(cls, game_id, seats, options, seed, store, challenge: dict | None = None):
        session = cls(game_id, seats, options, seed, store, challenge=challenge)
        session.save()
        return session

    @classmethod
    def from_document(cls, doc: dict, store):
        return cls(doc["game"], doc["seats"], doc["options"], doc["seed"], store,
                   save_id=doc.get("id") or None, actions=doc["actions"], state=doc["state"],
                   created=doc.get("created"), challenge=doc.get("challenge"))

    def _replay(self):
        lines, movers, previous = [], [], None
        state = self.game.new_game(self.seats, self.options, self.seed)
        for action in self.actions:
            lines.append(self.game.describe(state, action))
            movers.append(self.game.to_move(state))
            previous, state = state, self.game.apply(state, action)
        return lines, movers, previous, state

    @property
    def log(self) -> list:
        """The moves in words, one line each, in the language spoken now."""
        if self._log_language != i18n.language():
            self.log = self.describe_all()
        return self._log

    @log.setter
    def log(self, lines: list) -> None:
        self._log = lines
        self._log_language = i18n.language()

    def describe_all(self) -> list:
        """Every move's line again (the game replayed from its seed), in the language
        spoken now."""
        lines = []
        state = self.game.new_game(self.seats, self.options, self.seed)
        for action in self.actions:
            lines.append(self.game.describe(state, action))
            state = self.game.apply(state, action)
        return lines

    # ---- who is who ------------------------------------------------------
    def is_bot(self, seat: int) -> bool:
        return bool(self.seats[seat].get("bot"))

    @property
    def humans(self) -> list:
        return [i for i in range(len(self.seats)) if not self.is_bot(i)]

    @property
    def to_move(self):
        return self.game.to_move(self.state)

    @property
    def over(self) -> bool:
        return self.to_move is None

    def name(self, seat: int) -> str:
        return self.state["names"][seat]

    def needs_cover(self) -> int | None:
        """The seat to pass the device to, or None when the screen may show.
        A cover goes up before every person's decision unless that person still holds
        the device from their own decision just before. One person (solo, or with bots)
        never sees it: nobody else is at the table."""
        mover = self.to_move
        if mover is None or self.is_bot(mover) or len(self.humans) <= 1:
            return None
        return mover if mover != self.revealed_to else None

    def uncover(self) -> None:
        self.revealed_to = self.to_move

    def hand_over(self, mover) -> None:
        """A decision by `mover` is done: if the next decision is anyone else's (a bot
        or another person), the person who held the device is done with it. Until the
        next person uncovers, the screen is drawn for nobody (a spectator)."""
        if self.to_move != mover:
            self.revealed_to = None

    @property
    def viewer(self) -> int | None:
        """Whose eyes the board is drawn for. With one person at the table, theirs, bot
        turns included. With two or more, the person who uncovered, while the decision
        is still theirs; otherwise nobody's: a spectator's view of public facts only."""
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        if self.revealed_to is not None and self.to_move == self.revealed_to:
            return self.revealed_to
        return None

    def secrets_shown(self) -> bool:
        """Whether the screen may hold a person's secrets now (the board drawn for
        someone, or the whole game in an exported file): never under a cover or in a
        spectator's view, so nothing hidden waits for the next person's eyes."""
        return self.viewer is not None and self.needs_cover() is None

    def view(self) -> dict:
        return self.game.observe(self.state, self.viewer)

    def legal_actions(self) -> list:
        mover = self.to_move
        if mover is None or self.is_bot(mover) or mover != self.viewer:
            return []
        return self.game.legal_actions(self.state)

    # ---- moves -----------------------------------------------------------
    def play(self, action) -> str:
        """Apply a human's or bot's action; raises IllegalAction (nothing changes)."""
        action = self.game.action_from_json(action)
        new = self.game.apply(self.state, action)  # refuses an illegal action first
        line = self.game.describe(self.state, action)
        mover = self.to_move
        self.movers.append(mover)
        self.previous, self.state = self.state, new
        self.actions.append(action)
        self.log.append(line)
        self.hand_over(mover)
        self.save()
        return line

    def bot_due(self) -> bool:
        mover = self.to_move
        return mover is not None and self.is_bot(mover)

    def bot_level(self, seat: int) -> str:
        """easy, medium or hard; bot seats saved before levels existed play Medium."""
        return level_of(self.seats[seat])

    def bot_task(self):
        """(seat, level, view, number of moves so far) for the bot to move: read here,
        so the thinking (`think_bot`) can run off the event loop on the view alone."""
        mover = self.to_move
        if mover is None or not self.is_bot(mover):
            raise IllegalAction("It is not a bot's turn.")
        return mover, self.bot_level(mover), self.game.observe(self.state, mover), len(self.actions)

    def think_bot(self, level: str, view: dict, budget_ms: int = HARD_MS,
                  min_iterations: int = HARD_MIN_ITERATIONS):
        """The bot's move from its own view (touches nothing of the session but the
        bots' random source; one bot thinks at a time). Hard thinks as in
        `think_bot_slices`, in one go."""
        if level == "hard":
            return finish(self._think_hard(view, budget_ms, min_iterations, None))
        return choose(self.game, view, level, self.bot_rng)

    def think_bot_slices(self, level: str, view: dict, budget_ms: int = HARD_MS,
                         slice_ms: int = 20, min_iterations: int = HARD_MIN_ITERATIONS):
        """The same thinking as a generator that yields every `slice_ms` or so (for
        the browser, which has no threads: the page is redrawn between slices); its
        return value is the move."""
        if level == "hard":
            return (yield from self._think_hard(view, budget_ms, min_iterations, slice_ms))
        # Easy and Medium weigh the moves one by one
        steps = choose_steps(self.game, view, level, self.bot_rng)
        end = time.perf_counter() + slice_ms / 1000
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value
            if time.perf_counter() >= end:
                yield
                end = time.perf_counter() + slice_ms / 1000

    def _think_hard(self, view: dict, budget_ms, min_iterations, slice_ms):
        """Hard's search: `budget_ms` on the clock, and if it has fewer than
        `min_iterations` iterations by then, on until it has them or HARD_STRETCH times
        `budget_ms` have passed (a slow device still gets a search worth the name, and
        a move its answer within 2 s). A generator that yields every `slice_ms` or so
        (never when None); its return value is the move."""
        start = time.perf_counter()
        search = Search(self.game, view, self.bot_rng)
        if len(search.candidates) == 1:
            return search.best()           # nothing to weigh (as `think`): no time spent
        if slice_ms is not None and time.perf_counter() - start >= slice_ms / 1000:
            yield                          # building the search took a slice
        now = time.perf_counter()
        deadline = now + budget_ms / 1000
        last = now + HARD_STRETCH * budget_ms / 1000
        end = None if slice_ms is None else now + slice_ms / 1000
        while True:
            # the clock after every iteration: a slice ends at most one iteration late
            search.run(1)
            now = time.perf_counter()
            if now >= last or (now >= deadline and search.iterations >= min_iterations):
                return search.best()
            if end is not None and now >= end:
                yield
                end = time.perf_counter() + slice_ms / 1000

    def play_bot_move(self, task, action) -> str:
        """Play a move `think_bot` chose for `task`, if the game has not moved since."""
        mover, _level, _view, moves = task
        if len(self.actions) != moves or self.to_move != mover:
            raise IllegalAction("The game moved on while the bot was thinking.")
        return self.play(action)

    def play_bot(self) -> str:
        task = self.bot_task()
        return self.play_bot_move(task, self.think_bot(task[1], task[2]))

    def hint(self, budget_ms: int = HINT_MS, should_stop=None):
        """What Hard would play in the person's own decision, from their view only:
        (action, a line for the log, the reason) or None when it is not their move."""
        steps = self.hint_slices(budget_ms, should_stop=should_stop, slice_ms=None)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value

    def hint_slices(self, budget_ms: int = HINT_MS, should_stop=None, slice_ms: int | None = 20):
        """`hint` as a generator that yields every `slice_ms` or so (the browser has no
        threads: the page is served between slices); its return value is the hint.
        With `slice_ms` None it never yields."""
        mover = self.to_move
        if mover is None or self.is_bot(mover) or mover != self.viewer:
            return None
        view = self.game.observe(self.state, mover)
        rng = Rng(self.seed ^ 0x417 ^ len(self.actions))
        if should_stop is None:
            deadline = time.perf_counter() + budget_ms / 1000
            should_stop = lambda: time.perf_counter() >= deadline  # noqa: E731
        start = time.perf_counter()
        search = Search(self.game, view, rng)
        if len(search.candidates) > 1:
            if slice_ms is not None and time.perf_counter() - start >= slice_ms / 1000:
                yield                      # building the search took a slice
            end = None if slice_ms is None else time.perf_counter() + slice_ms / 1000
            while True:
                # `should_stop` every CHECK_EVERY iterations (as `think`), the slice's
                # clock after every one: a slice ends at most one iteration late
                search.run(1)
                if search.iterations % CHECK_EVERY == 0 and should_stop():
                    break
                if end is not None and time.perf_counter() >= end:
                    yield
                    end = time.perf_counter() + slice_ms / 1000
        ranking = search.ranking()
        action, visits, value = ranking[0]
        # the log line is written on a state drawn from the person's view, not the real one
        line = self.game.describe(self.game.determinize(view, rng), action)
        if len(ranking) == 1 or not visits:
            reason = _("It is the only sensible move here.")
        else:
            # plain words: how often the move came out ahead when Hard tried the game
            # forward from here, against the next best move
            reason = _("Hard tried {n} ways the game could go on: this move came out best, "
                       "{best} against {next} for the next best.").format(
                n=i18n.number(search.iterations), best=i18n.percent(value),
                next=i18n.percent(ranking[1][2]))
        return action, line, reason

    def can_undo(self) -> bool:
        if not self.actions or not self.game.can_undo(self.state):
            return False
        if self.is_bot(self.movers[-1]):
            return False  # a bot's move is not the table's to take back
        # a person takes back only their own move, while the decision is still theirs
        # (not, say, the counter a defender just declined)
        return self.movers[-1] == self.to_move

    def undo(self) -> None:
        if not self.can_undo():
            raise IllegalAction(_("That move can no longer be taken back."))
        self.actions.pop()
        self.log.pop()
        self.movers.pop()
        self.state = self.previous
        # the state before this one is only needed if undo is offered again: rare
        self.previous = (replay(self.game, self.seats, self.options, self.seed, self.actions[:-1])
                         if self.actions else None)
        self.save()

    # ---- saving ----------------------------------------------------------
    def document(self) -> dict:
        doc = saves.make_document(self.game.id, self.seats, self.options, self.seed, self.actions,
                                  self.state, updated=now_iso(), created=self.created,
                                  save_id=self.save_id)
        self.created = doc["created"]
        with i18n.source_language():   # a save holds no words of the player's language
            doc["progress"] = self.game.progress(self.state)
        doc["over"] = self.over
        if self.challenge is not None:
            doc["challenge"] = dict(self.challenge)
        return doc

    def save(self) -> None:
        """Write the game, unless another window wrote it since: then SaveConflict."""
        self.check_not_changed_elsewhere()
        doc = self.document()
        self.store.write(self.save_id, doc)
        self.stored_actions = doc["actions"]

    def check_not_changed_elsewhere(self) -> None:
        if self.stored_actions is None:
            return
        try:
            stored = json.loads(self.store.read_text(self.save_id))["actions"]
        except (saves.SaveError, ValueError, TypeError, KeyError, RecursionError, MemoryError):
            return  # gone or unreadable (even nested beyond reading): writing this game puts it back
        if stored != self.stored_actions:
            raise SaveConflict(_("{game} was played on in another window or tab.").format(
                game=_(self.game.title)))

    def result(self) -> dict:
        return self.game.result(self.state)
