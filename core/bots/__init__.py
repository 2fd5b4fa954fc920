"""Bots that play any game through the contract, deciding from their own view only.

Levels: "easy" (a sensible move, not always the best), "medium" (greedy on the game's
evaluation), "hard" (information-set Monte Carlo tree search). `choose` takes the
bot's view, never the state; a clock, if any, is the caller's: `should_stop` is asked
between iterations (core reads no clock), `iterations` caps the search.
"""
from core.bots.greedy import (choose_easy, choose_easy_steps, choose_medium, choose_medium_steps,
                              finish)
from core.bots.ismcts import Search
from core.bots.random_bot import choose_random

LEVELS = ("easy", "medium", "hard")
ALL_LEVELS = LEVELS + ("random",)   # "random": uniform legal moves, a yardstick for tournaments
DEFAULT_LEVEL = "medium"
HARD_ITERATIONS = 400     # Hard's budget when no clock is given
CHECK_EVERY = 8           # iterations between two looks at the caller's clock


def level_of(seat: dict) -> str:
    """The level a bot seat plays at; seats saved before levels existed play Medium."""
    level = seat.get("level") if isinstance(seat, dict) else None
    return level if level in LEVELS else DEFAULT_LEVEL


def choose(game, view: dict, level: str, rng, iterations: int | None = None,
           should_stop=None):
    """The move a bot of `level` makes from `view` (the mover's own view)."""
    if level == "easy":
        return choose_easy(game, view, rng)
    if level == "medium":
        return choose_medium(game, view, rng)
    if level == "hard":
        return think(game, view, rng, iterations, should_stop).best()
    if level == "random":
        return choose_random(game, view, rng)
    raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")


def choose_steps(game, view: dict, level: str, rng):
    """Easy's, Medium's or a random bot's `choose` as a generator that yields after
    each move it weighs (a caller without threads serves its screen in between); its
    return value is the move `choose` would make with the same random source."""
    if level == "easy":
        return (yield from choose_easy_steps(game, view, rng))
    if level == "medium":
        return (yield from choose_medium_steps(game, view, rng))
    if level == "random":
        return choose_random(game, view, rng)
    raise ValueError(f"choose_steps plays easy, medium or random, not {level!r}")


def think(game, view: dict, rng, iterations: int | None = None, should_stop=None) -> Search:
    """Hard's search, run until `iterations` are done or `should_stop()` says so (at
    least CHECK_EVERY iterations); without either, HARD_ITERATIONS."""
    search = Search(game, view, rng)
    if len(search.candidates) == 1:
        return search                      # nothing to weigh: no time spent
    if should_stop is None:
        search.run(iterations if iterations is not None else HARD_ITERATIONS)
        return search
    limit = iterations if iterations is not None else 10 ** 9
    while search.iterations < limit:
        search.run(min(CHECK_EVERY, limit - search.iterations))
        if should_stop():
            break
    return search


__all__ = ["LEVELS", "DEFAULT_LEVEL", "choose", "choose_steps", "finish", "think", "level_of", "choose_random", "Search"]
