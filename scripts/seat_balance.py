"""Why two-player Seaside leans to the first seat (docs/bots.md, "Seat balance"): bots of
one level in both seats, and for each game whether the first seat ended with more Waves
than the second, as many or fewer, and who won; `--pairings NAME` deals one of the other
pairings of devtools/seaside_pairings.py instead of the designed ones (measurement only).

    .venv/bin/python scripts/seat_balance.py [--level medium] [--games 200] [--seed 2000]
                                             [--pairings designed]
"""
from __future__ import annotations

import argparse
import collections

from core.bots import choose
from core.registry import get_game
from core.rng import Rng
from core.tournament import wilson
from devtools.seaside_pairings import PAIRINGS, use_pairings, without_sea_side


def measure(level: str, games: int, seed: int) -> tuple:
    """(games per how, outright first-seat wins per how, first seat's share with a
    shared win split) over `games` games from `seed`, with the tables dealt now."""
    game = get_game("seaside")
    count, first_won, share = collections.Counter(), collections.Counter(), 0.0
    for s in range(seed, seed + games):
        seats = [{"name": f"Seat {j + 1}", "bot": True, "level": level} for j in range(2)]
        state = game.new_game(seats, {}, s)
        rngs = [Rng(s * 7919 + 104729 * j + 1) for j in range(2)]   # as the tournament
        while game.to_move(state) is not None:
            p = game.to_move(state)
            state = game.apply(state, choose(game, game.observe(state, p), level, rngs[p]))
        first, second = (len(pl["waves"]) for pl in state["players"])
        how = "more" if first > second else "as many" if first == second else "fewer"
        count[how] += 1
        winners = game.result(state)["winners"]
        first_won[how] += winners == [0]
        share += 1.0 / len(winners) if 0 in winners else 0.0
    return count, first_won, share / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="medium", choices=("easy", "medium"))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2000)
    parser.add_argument("--pairings", default="designed", choices=tuple(PAIRINGS))
    args = parser.parse_args()
    kinds = PAIRINGS[args.pairings]
    with use_pairings(kinds):
        games, first_won, share = measure(args.level, args.games, args.seed)
    print(f"Seaside, 2 players, {args.level} v {args.level}, {args.games} games from seed {args.seed}, "
          f"pairings {args.pairings} ({without_sea_side(kinds)} tokens without a Sea side)")
    for how in ("more", "as many", "fewer"):
        n = games[how]
        pct = f"{first_won[how] / n:.0%}" if n else "-"
        print(f"first seat ends with {how:>7} Waves: {n:>4} games, first seat wins {first_won[how]:>4} ({pct})")
    total = sum(first_won.values())
    print(f"first seat wins {total} of {args.games} ({total / args.games:.1%})")
    low, high = wilson(share, args.games)
    print(f"first seat's share, a shared win split: {share:.1%} ({low:.1%}-{high:.1%})")


if __name__ == "__main__":
    main()
