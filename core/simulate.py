"""Play many games with random legal moves and check every invariant on every step."""
from __future__ import annotations

import json
import random

from core.engine import Game


def check_step(game: Game, state: dict) -> list:
    """Every per-step invariant: the game's own (component conservation etc.),
    a JSON round trip, and a consistent decision/legal-action pair."""
    problems = list(game.check_invariants(state))
    data = json.loads(json.dumps(game.state_to_json(state)))
    if game.state_from_json(data) != state:
        problems.append("state does not round-trip through JSON")
    mover = game.to_move(state)
    if mover is not None and not game.legal_actions(state):
        problems.append(f"player {mover} must decide but has no legal action")
    return problems


def play_random(game: Game, players: int, options: dict, seed: int, chooser: random.Random,
                check: bool = True, max_steps: int = 100_000):
    """One random game. Returns (final state, action log, violations)."""
    seats = [{"name": f"Bot {i + 1}", "bot": True} for i in range(players)]
    state = game.new_game(seats, options, seed)
    log, violations = [], []
    for _ in range(max_steps):
        if check:
            violations += check_step(game, state)
        if game.to_move(state) is None:
            break
        action = chooser.choice(game.legal_actions(state))
        state = game.apply(state, action)
        log.append(action)
    else:
        violations.append(f"game did not end within {max_steps} decisions")
    return state, log, violations


def simulate(game: Game, players: int, options: dict | None = None, games: int = 100,
             seed: int = 0, check: bool = True, clock=None) -> dict:
    """Random games' report; with `clock` (e.g. time.perf_counter: core reads no clock
    itself) also how long they took."""
    options = dict(options or {})
    chooser = random.Random(seed)
    totals = [0.0] * players
    wins = [0.0] * players
    actions = 0
    violations = []
    start = clock() if clock else 0.0
    for g in range(games):
        state, log, bad = play_random(game, players, options, seed * 1_000_003 + g, chooser, check)
        actions += len(log)
        violations += [f"game {g}: {b}" for b in bad]
        outcome = game.result(state)
        for i, s in enumerate(outcome["scores"]):
            totals[i] += s
        for w in outcome["winners"]:  # empty for a lost solo game
            wins[w] += 1 / len(outcome["winners"])
    seconds = clock() - start if clock else None
    return {
        "game": game.id,
        "players": players,
        "options": options,
        "games": games,
        "seconds": round(seconds, 3) if seconds is not None else None,
        "games_per_second": round(games / seconds, 1) if seconds else None,
        "actions_per_second": round(actions / seconds, 1) if seconds else None,
        "mean_actions": round(actions / games, 1) if games else 0,
        "violations": len(violations),
        "violation_examples": violations[:5],
        "mean_scores": [round(t / games, 2) for t in totals] if games else [],
        "win_share": [round(w / games, 3) for w in wins] if games else [],
    }
