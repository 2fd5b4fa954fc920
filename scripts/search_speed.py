"""CPU time of Hard's search for a fixed number of iterations, under CPython.

Hard's strength in the browser is iterations within its 2 s; this measures what one
iteration costs, without the clock deciding how many there are. From seeded random
2-player games of each --game it takes positions (a decision every seventh move, every
third of those kept; or, with --late, the decisions of the last fifth of each game,
where the tile draft's look-ahead ends the game), runs `Search` (core/bots/ismcts.py)
--iterations from each, and prints the median CPU time of --rounds rounds.

    .venv/bin/python scripts/search_speed.py [--game sandcastles_draft] [--late]
        [--iterations 120] [--rounds 5]

To compare two versions, run each from its own checkout with `python -S` and that
checkout on PYTHONPATH (core is the standard library only), alternating.
"""
from __future__ import annotations

import argparse
import statistics
import time

from core.bots.ismcts import Search
from core.registry import all_games, get_game
from core.rng import Rng


def positions(game, late: bool, games: int = 8) -> list:
    """Views of the player to move, from seeded random 2-player games."""
    seats = [{"name": "A", "bot": True}, {"name": "B", "bot": True}]
    out = []
    for seed in range(games):
        state = game.new_game(seats, {}, seed)
        rng = Rng(seed)
        seen = []
        while game.to_move(state) is not None:
            seen.append(game.observe(state, game.to_move(state)))
            acts = game.legal_actions(state)
            state = game.apply(state, acts[rng.randrange(len(acts))])
        if late:
            out += seen[len(seen) - max(1, len(seen) // 5):][:4]
        else:
            out += seen[3::7][::3]
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", action="append", choices=[g.id for g in all_games()],
                    help="only this game (repeatable); all by default")
    ap.add_argument("--late", action="store_true", help="the last fifth of each game")
    ap.add_argument("--iterations", type=int, default=120)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args(argv)
    for game_id in args.game or [g.id for g in all_games()]:
        game = get_game(game_id)
        views = positions(game, args.late)
        runs = []
        for _ in range(args.rounds):
            start = time.process_time()
            for view in views:
                Search(game, view, Rng(1)).run(args.iterations)
            runs.append(time.process_time() - start)
        med = statistics.median(runs)
        per = med / (len(views) * args.iterations) * 1e6
        print(f"{game_id:20} {len(views):>3} {'late ' if args.late else ''}positions x "
              f"{args.iterations} iterations: {med:.3f} CPU-s (median of {args.rounds}), "
              f"{per:.0f} us an iteration   rounds {[round(r, 3) for r in runs]}",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
