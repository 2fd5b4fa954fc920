"""The one contract every game passes (see ../shared/ARCHITECTURE.md).

`check_random_game` plays a random game and, on every step, checks: the game's own
invariants (component conservation and the like); the state round-trips through
JSON and through a save document; `apply` leaves its input untouched; actions
that are not legal are refused with IllegalAction and change nothing; every
player's view survives determinization unchanged (so the view cannot depend on
anything that player may not see), and the player to move has the same legal
actions in any state consistent with their view; the log line is a sentence;
the game ends and its result is coherent; seed + log replay the game exactly.
"""
from __future__ import annotations

import json
import random

from core import saves
from core.engine import Game, IllegalAction, replay
from core.rng import Rng

STAMP = "2026-12-01T12:00:00+00:00"  # when a save is written: the caller's clock; any time will do
NONSENSE = [("no-such-move",), ("no-such-move", 3)]


def dumps(state) -> str:
    return json.dumps(state, sort_keys=True)


def check_views(game: Game, state: dict, players: int, rng: Rng) -> None:
    mover = game.to_move(state)
    for p in list(range(players)) + [None]:
        view = game.observe(state, p)
        json.dumps(view)  # views are JSON for the browser and for bots
        other = game.determinize(view, rng)
        assert game.check_invariants(other) == [], (p, game.check_invariants(other))
        assert game.observe(other, p) == view, f"player {p}'s view changed under determinization"
        if p is not None and p == mover:
            assert sorted(map(repr, game.legal_actions(other))) == sorted(
                map(repr, game.legal_actions(state))), "legal actions depend on hidden information"


def check_illegal(game: Game, state: dict, seen_actions: set, chooser: random.Random) -> None:
    legal = set(game.legal_actions(state))
    before = dumps(state)
    candidates = [a for a in seen_actions if a not in legal]
    chooser.shuffle(candidates)
    for action in candidates[:3] + NONSENSE:
        try:
            game.apply(state, action)
        except IllegalAction as e:
            assert str(e) and str(e)[0].isupper(), f"unhelpful refusal for {action}: {e!r}"
        else:
            raise AssertionError(f"illegal action {action!r} was accepted")
        assert dumps(state) == before, "a refused action changed the state"


def check_random_game(game: Game, players: int, options: dict, seed: int,
                      views_every: int = 1, save_every: int = 1, tmp_store=None) -> dict:
    chooser = random.Random(seed)
    rng = Rng(seed)
    seats = [{"name": f"P{i + 1}", "bot": False} for i in range(players)]
    state = game.new_game(seats, options, seed)
    log, seen = [], set()
    for step in range(20_000):
        assert game.check_invariants(state) == [], game.check_invariants(state)
        assert game.state_from_json(json.loads(json.dumps(game.state_to_json(state)))) == state
        if step % save_every == 0:
            doc = saves.make_document(game.id, seats, options, seed, log, state, updated=STAMP)
            text = saves.dump_document(doc)
            assert saves.parse_document(text)["state"] == state
            if tmp_store is not None:
                tmp_store.write("contract", doc)
                assert tmp_store.load("contract")["state"] == state
        if step % views_every == 0:
            check_views(game, state, players, rng)
        mover = game.to_move(state)
        if mover is None:
            break
        legal = game.legal_actions(state)
        assert legal, "the player to move has no legal action"
        assert len(set(legal)) == len(legal), "duplicate legal actions"
        check_illegal(game, state, seen, chooser)
        action = chooser.choice(legal)
        line = game.describe(state, action)
        assert isinstance(line, str) and line.strip(), "empty log line"
        assert game.action_from_json(json.loads(json.dumps(game.action_to_json(action)))) == action
        before = dumps(state)
        new = game.apply(state, action)
        assert dumps(state) == before, "apply changed its input state"
        if game.can_undo(new):
            assert replay(game, seats, options, seed, log) == state
        seen.add(action)
        log.append(action)
        state = new
    else:
        raise AssertionError("game did not end")
    outcome = game.result(state)
    assert len(outcome["scores"]) == players
    # Someone wins, except a solo game lost against the game itself.
    assert outcome["winners"] or players == 1
    assert all(0 <= w < players for w in outcome["winners"])
    for p in range(players):
        assert sum(points for _, points in outcome["breakdown"][p]) == outcome["scores"][p]
    assert isinstance(outcome["summary"], str) and outcome["summary"]
    # the end screen says why the game ended: a sentence of its own, or the summary's
    why = game.ending(state)
    if state.get("stalled"):   # Sandcastles (2015) ended by the table: the summary says so
        assert why == "" and "Nobody could build or attack" in outcome["summary"]
    else:
        assert why[:1].isupper() and why.endswith("."), why
    assert replay(game, seats, options, seed, log) == state, "seed + log do not replay the game"
    return outcome
