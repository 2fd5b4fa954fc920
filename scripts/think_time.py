"""Hard's think time per move at the app's budget (ui/session.py HARD_MS), under CPython.

Plays a few 2-player games of each game, Hard against Medium, with Hard stopped by the
app's budget, and prints each game's mean and worst think time per Hard move and the
mean (and fewest) iterations a search with moves to weigh ran in that time. The clock
is this process's CPU time (`--clock cpu`, the default: what one core spends, whatever
else the machine runs) or the wall clock (`--clock wall`, what the app itself uses).

    .venv/bin/python scripts/think_time.py [--games 3] [--seed 7] [--clock cpu|wall]

Goal (issue 14): at most 1000 ms a move; printed beside the figures, never asserted.
"""
from __future__ import annotations

import argparse
import time

from core.registry import all_games
from core.tournament import play_game
from ui.session import HARD_MS


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    args = ap.parse_args(argv)
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    print(f"Hard at HARD_MS = {HARD_MS} ms against Medium, 2 players, {args.games} games each, "
          f"{args.clock} clock")
    print(f"{'game':20} {'Hard moves':>10} {'mean ms':>9} {'worst ms':>9} {'iterations':>16}  goal")
    for game in all_games():
        if args.game and game.id not in args.game:
            continue
        times, iterations = [], []
        for i in range(args.games):
            levels = ["hard", "medium"] if i % 2 == 0 else ["medium", "hard"]
            out = play_game(game.id, levels, args.seed + i, HARD_MS, clock)
            times += out["times"][levels.index("hard")]
            iterations += out["iterations"]
        mean = sum(times) / len(times) if times else 0.0
        worst = max(times) if times else 0.0
        its = sorted(iterations)
        it_text = (f"{sum(its) / len(its):.0f} (min {its[0]})" if its else "-")
        print(f"{game.id:20} {len(times):>10} {mean:>9.1f} {worst:>9.1f} {it_text:>16}  <= 1000",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
