"""Random full games per second on one core, per game and player count.

Two figures per row, both from one run: `apply` plays through the public, pure
`apply` (legal-action check + copy + step); `step` plays the same random games
through the in-place `step` the engine uses inside `apply`, i.e. what a bot's
rollout costs. Invariants are not checked here (the simulator does that).
Usage: python benchmarks/core_speed.py [GAME ...] [--seconds S]
"""
import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from core.registry import game_ids, get_game  # noqa: E402

COUNTS = {"seaside": [1, 2, 4, 5], "sandcastles_draft": [2, 4, 6], "sandcastles_2015": [2, 4, 7]}
GOALS = {("seaside", 4): 500, ("sandcastles_draft", 4): 300, ("sandcastles_2015", 4): 100}


def one_game(game, players, seed, pure):
    chooser = random.Random(seed)
    seats = [{"name": f"B{i}", "bot": True} for i in range(players)]
    state = game.new_game(seats, {}, seed)
    while game.to_move(state) is not None:
        action = chooser.choice(game.legal_actions(state))
        if pure:
            state = game.apply(state, action)
        else:
            game.step(state, action)


def rate(game, players, pure, seconds):
    """Median games/second over 5 slices of about seconds/5 each."""
    rates, seed = [], 0
    for _ in range(5):
        start, n = time.perf_counter(), 0
        while time.perf_counter() - start < seconds / 5:
            one_game(game, players, seed, pure)
            seed += 1
            n += 1
        rates.append(n / (time.perf_counter() - start))
    return statistics.median(rates)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("games", nargs="*", default=game_ids())
    ap.add_argument("--seconds", type=float, default=3.0)
    args = ap.parse_args()
    print(f"python {sys.version.split()[0]}, one process, median of 5 slices")
    print(f"{'game':<18} {'players':>7} {'apply g/s':>10} {'step g/s':>10}  goal")
    for gid in args.games:
        game = get_game(gid)
        for n in COUNTS.get(gid, [game.min_players]):
            pure = rate(game, n, True, args.seconds)
            fast = rate(game, n, False, args.seconds)
            goal = GOALS.get((gid, n))
            note = f">= {goal} ({'met' if pure >= goal else 'NOT met'} via apply)" if goal else ""
            print(f"{gid:<18} {n:>7} {pure:>10.1f} {fast:>10.1f}  {note}", flush=True)


if __name__ == "__main__":
    main()
