"""Play fixed seeded random games of one game, for instruction counts (valgrind) and
profiles: the same games as scripts/core_speed.py plays, seeds given, nothing timed.

Usage: python scripts/play_games.py GAME PLAYERS MODE FIRST_SEED COUNT
MODE: apply (random chooser, `apply`), step (same games, in-place `step`), rollout
(`rollout_action` + `step` from a FastRng, as the search's rollouts), none (only the imports and one deal: the
fixed cost to take off a count). With valgrind:
  PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.out \
      python scripts/play_games.py sandcastles_2015 4 rollout 0 10
"""
import sys

from core.registry import get_game
from devtools.games import one_game


def main():
    gid, players, mode, first, count = sys.argv[1:6]
    game = get_game(gid)
    players, first, count = int(players), int(first), int(count)
    if mode == "none":
        game.new_game([{"name": f"B{i}", "bot": True} for i in range(players)], {}, first)
        return
    for seed in range(first, first + count):
        one_game(game, players, seed, mode)


if __name__ == "__main__":
    main()
