"""Bot-against-bot games for `python -m core tournament`.

Seats are rotated so no level keeps the first seat: in game i seat j plays level
levels[(i + j) % players]. Every game has its own seed (seed + i) and every bot its
own random source, so a game's moves do not depend on which process plays it (Hard
with a time budget excepted: it thinks as far as the clock lets it). The clock is
the caller's (core reads none): `clock()` returns seconds.
"""
from __future__ import annotations

import math

from core.bots import ALL_LEVELS, LEVELS, choose, think
from core.registry import get_game
from core.rng import Rng

MAX_MOVES = 3000   # a game still running then has stalled (docs/bots.md); scored as it stands


def play_game(game_id: str, levels: list, seed: int, think_ms: int, clock,
              hard_iterations: int | None = None) -> dict:
    """One game; levels[j] is seat j's level. Returns scores, winners, per-seat think
    times (ms per move), the iterations of each Hard search that weighed two moves or
    more, and whether the game stalled."""
    game = get_game(game_id)
    n = len(levels)
    seats = [{"name": f"{levels[j].title()} {j + 1}", "bot": True, "level": levels[j]}
             for j in range(n)]
    state = game.new_game(seats, {}, seed)
    rngs = [Rng(seed * 7919 + 104729 * j + 1) for j in range(n)]
    times = [[] for _ in range(n)]
    searched = []      # iterations of each Hard search that had moves to weigh
    moves = 0
    while game.to_move(state) is not None and moves < MAX_MOVES:
        p = game.to_move(state)
        view = game.observe(state, p)
        start = clock()
        if levels[p] == "hard":
            deadline = start + think_ms / 1000.0
            search = think(game, view, rngs[p], hard_iterations, lambda: clock() >= deadline)
            action = search.best()
            if len(search.candidates) > 1:
                searched.append(search.iterations)
        else:
            action = choose(game, view, levels[p], rngs[p])
        times[p].append((clock() - start) * 1000.0)
        state = game.apply(state, action)   # checked: a bot's illegal move would raise
        moves += 1
    out = game.result(state)
    return {"scores": out["scores"], "winners": out["winners"], "times": times,
            "iterations": searched, "stalled": game.to_move(state) is not None}


def wilson(share: float, n: int, z: float = 1.96) -> tuple:
    """95% Wilson score interval of a proportion observed in n games."""
    if n == 0:
        return 0.0, 1.0
    den = 1 + z * z / n
    centre = (share + z * z / (2 * n)) / den
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def summarize(game_id: str, levels: list, results: list) -> dict:
    """The JSON object of issue 14: per level its win share (a shared win splits),
    95% interval, mean score per seat, mean and worst think time per move."""
    games = len(results)
    n = len(levels)
    table = {}
    for level in dict.fromkeys(levels):
        wins = 0.0
        scores = []
        times = []
        for i, r in enumerate(results):
            for j in range(n):
                if levels[(i + j) % n] != level:
                    continue
                if j in r["winners"]:
                    wins += 1.0 / len(r["winners"])
                scores.append(r["scores"][j])
                times += r["times"][j]
        share = wins / games if games else 0.0
        low, high = wilson(share, games)
        table[level] = {
            "win_share": round(share, 4), "ci_low": round(low, 4), "ci_high": round(high, 4),
            "mean_score": round(sum(scores) / len(scores), 3) if scores else 0.0,
            "think_ms_mean": round(sum(times) / len(times), 2) if times else 0.0,
            "think_ms_max": round(max(times), 2) if times else 0.0,
        }
    # Seat balance (issue 25): each seat's win share whatever level sat there, a shared
    # win split; with the same level in every seat this is the first player's edge.
    seats = []
    for j in range(n):
        wins = sum(1.0 / len(r["winners"]) for r in results if j in r["winners"])
        share = wins / games if games else 0.0
        low, high = wilson(share, games)
        seats.append({"win_share": round(share, 4), "ci_low": round(low, 4),
                      "ci_high": round(high, 4)})
    return {"game": game_id, "players": n, "games": games, "levels": table, "seats": seats}


def parse_levels(text: str, players: int) -> list:
    """'hard,medium' -> ['hard', 'medium'], one level per seat; a clear message if not."""
    levels = [x.strip().lower() for x in text.split(",") if x.strip()]
    bad = [x for x in levels if x not in ALL_LEVELS]
    if bad:
        raise ValueError(f"unknown bot level {bad[0]!r}; levels: {', '.join(LEVELS)}")
    if len(levels) != players:
        raise ValueError(f"--bots names {len(levels)} level(s) for {players} players; "
                         f"give one level per seat, e.g. {','.join(['medium'] * players)}")
    return levels
