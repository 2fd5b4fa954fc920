"""Why two-player Seaside leans to the first seat (docs/bots.md, "Seat balance"): bots of
one level in both seats, and for each game whether the first seat ended with more Waves
than the second, as many or fewer, and who won.

    .venv/bin/python scripts/seat_balance.py [--level medium] [--games 200] [--seed 2000]
"""
from __future__ import annotations

import argparse
import collections

from core.bots import choose
from core.registry import get_game
from core.rng import Rng


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="medium", choices=("easy", "medium"))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2000)
    args = parser.parse_args()
    game = get_game("seaside")
    games, first_won = collections.Counter(), collections.Counter()
    for seed in range(args.seed, args.seed + args.games):
        seats = [{"name": f"Seat {j + 1}", "bot": True, "level": args.level} for j in range(2)]
        state = game.new_game(seats, {}, seed)
        rngs = [Rng(seed * 7919 + 104729 * j + 1) for j in range(2)]   # as the tournament
        while game.to_move(state) is not None:
            p = game.to_move(state)
            state = game.apply(state, choose(game, game.observe(state, p), args.level, rngs[p]))
        first, second = (len(pl["waves"]) for pl in state["players"])
        how = "more" if first > second else "as many" if first == second else "fewer"
        games[how] += 1
        first_won[how] += game.result(state)["winners"] == [0]
    print(f"Seaside, 2 players, {args.level} v {args.level}, {args.games} games from seed {args.seed}")
    for how in ("more", "as many", "fewer"):
        n = games[how]
        share = f"{first_won[how] / n:.0%}" if n else "-"
        print(f"first seat ends with {how:>7} Waves: {n:>4} games, first seat wins {first_won[how]:>4} ({share})")
    total = sum(first_won.values())
    print(f"first seat wins {total} of {args.games} ({total / args.games:.1%})")


if __name__ == "__main__":
    main()
