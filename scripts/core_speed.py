"""Random full games per second on one core, per game and player count.

Three figures per row, from one run: `apply` plays random games through the public,
pure `apply` (legal-action check + copy + step); `step` plays the same random games
through the in-place `step` the engine uses inside `apply`; `rollout` plays whole
games the way a search bot's rollout does: `Game.rollout`, that is `rollout_action` (the
game's cheap move choice, which need not list every legal move) then `step` to the end,
drawing from a FastRng as Hard's search does (core/rng.py; a game may do the same moves
in a faster loop); each game's deal is its own, from the seed, in all three.
`issue` is the apply figure the issue measured before the search work (4 players).
Invariants are not checked here (the simulator does that).
Usage: python scripts/core_speed.py [GAME ...] [--seconds S] [--cpu]
"""
import argparse
import statistics
import sys
import time

from core.registry import game_ids, get_game
from devtools.games import one_game

COUNTS = {"seaside": [1, 2, 4, 5], "sandcastles_draft": [2, 4, 6], "sandcastles_2015": [2, 4, 7]}
GOALS = {("seaside", 4): 500, ("sandcastles_draft", 4): 300, ("sandcastles_2015", 4): 400}
# rollouts/s wanted on one core (issue 25)
ROLLOUT_GOALS = {("sandcastles_2015", 4): 1500}
# random 4-player games/s through apply, CPython, as the issue (14) measured them
ISSUE = {("seaside", 4): 1100, ("sandcastles_draft", 4): 900, ("sandcastles_2015", 4): 100}


def rate(game, players, mode, seconds, clock=time.perf_counter):
    """Median games/second over 5 slices of about seconds/5 each."""
    rates, seed = [], 0
    for _ in range(5):
        start, n = clock(), 0
        while clock() - start < seconds / 5:
            one_game(game, players, seed, mode)
            seed += 1
            n += 1
        rates.append(n / (clock() - start))
    return statistics.median(rates)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("games", nargs="*", default=game_ids())
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--cpu", action="store_true",
                    help="count this process's CPU time, not the wall clock (a shared machine)")
    args = ap.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    print(f"python {sys.version.split()[0]}, one process, median of 5 slices, "
          f"{'CPU' if args.cpu else 'wall-clock'} seconds")
    print(f"{'game':<18} {'players':>7} {'issue g/s':>9} {'apply g/s':>10} {'step g/s':>10} "
          f"{'rollout/s':>10}  goal")
    for gid in args.games:
        game = get_game(gid)
        for n in COUNTS.get(gid, [game.min_players]):
            pure = rate(game, n, "apply", args.seconds, clock)
            fast = rate(game, n, "step", args.seconds, clock)
            roll = rate(game, n, "rollout", args.seconds, clock)
            goal = GOALS.get((gid, n))
            note = f">= {goal} ({'met' if pure >= goal else 'NOT met'} via apply)" if goal else ""
            rgoal = ROLLOUT_GOALS.get((gid, n))
            if rgoal:
                note += f", rollouts >= {rgoal} ({'met' if roll >= rgoal else 'NOT met'})"
            issue = ISSUE.get((gid, n))
            issue = f"{issue:>9}" if issue else f"{'':>9}"
            print(f"{gid:<18} {n:>7} {issue} {pure:>10.1f} {fast:>10.1f} {roll:>10.1f}  {note}",
                  flush=True)


if __name__ == "__main__":
    main()
