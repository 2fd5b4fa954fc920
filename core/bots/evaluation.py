"""Small per-game evaluations: the score now plus what the position promises.

`values(game, state)` gives one number per seat, in points of that game. The bots
turn it into a win chance with `reward`. Everything here reads a whole state: the
bots only ever call it on states they built from their own view (`determinize`).
"""
from __future__ import annotations

import math

# game id -> (points that make a clear lead, rollout steps before a search evaluates)
SCALE = {"seaside": 4.0, "sandcastles_draft": 6.0, "sandcastles_2015": 4.0}
ROLLOUT_CAP = {"seaside": 0, "sandcastles_draft": 0, "sandcastles_2015": 0}
# ... then Medium's look ahead this many decisions deep, and the evaluation
LEAF_DEPTH = {"seaside": 4, "sandcastles_draft": 4, "sandcastles_2015": 2}
# Hard's tree grows at most this many moves deep (the root's moves are depth 1). In
# Seaside a deeper tree lost to Medium (its rival and chance nodes see the imagined
# bag): there the search only weighs the root's moves, over many imagined states. In
# the tile draft every iteration ended its walk down the tree with one move picked at
# random (the new node), often a rival's tile put anywhere, before the look-ahead; judged
# by the look-ahead directly, Hard beats Medium more often (docs/bots.md).
TREE_DEPTH = {"seaside": 1, "sandcastles_draft": 1}


def _seaside(game, state) -> list:
    """Tokens on the Seaside, plus: a token in hand (a sea face means another draw)
    and a waiting Sandpiper count almost as tokens; each Beach promises Shells and a
    Wave's flip; the player(s) with the most Waves expect their share of the Sea."""
    from core.seaside.rules import sea_count, token_count
    players = state["players"]
    out = [float(token_count(p)) for p in players]
    if state["phase"] == "over":
        return out
    cur = state["current"]
    if state["drawn"] is not None:
        out[cur] += 0.8      # a drawn token not yet played: about one more token
    if state["pending"] is not None:
        out[cur] += 1.0      # a Sandpiper waiting for its Isopods
    most = max(len(p["waves"]) for p in players)
    takers = [q for q, p in enumerate(players) if most and len(p["waves"]) == most]
    sea = sea_count(state)
    for q, p in enumerate(players):
        out[q] += 0.4 * len(p["beaches"])
        if q in takers:
            out[q] += 0.5 * sea / len(takers)
    return out


# window points pass 1, 2, 3, 4, 5 at 5, 9, 12, 14, 15 windows; birds 1, 2, 3, 5, 8, 13
# at 1, 3, 4, 5, 6, 7: part of the way to the next step is worth part of it
_WIN_STEPS = ((0, 0), (5, 1), (9, 2), (12, 3), (14, 4), (15, 5))
_BIRD_STEPS = ((0, 0), (1, 1), (3, 2), (4, 3), (5, 5), (6, 8), (7, 13))


def _towards(x: int, steps) -> float:
    """Points of the linear path through the steps, minus the steps' own points."""
    for (x0, y0), (x1, y1) in zip(steps, steps[1:]):
        if x < x1:
            return (x - x0) / (x1 - x0) * (y1 - y0)
    return 0.0


_CASTLE_CACHE = {}       # (castle cells, dropped) -> (value without majorities, items)
_CACHE_MAX = 20000       # entries (a few MB); emptied when full


def _castle(grid: list, dropped: bool) -> tuple:
    """One castle's running score without the majority bonuses, plus half the way to
    its next window, bird, colour and five-sky step; and its (shells, shovels,
    buckets) for the majorities. A search meets the same castle many times (only the
    mover's castle changes in a step), so it is remembered."""
    key = (tuple(grid), dropped)
    hit = _CASTLE_CACHE.get(key)
    if hit is not None:
        return hit
    from core.sandcastles_draft import scoring
    st = scoring.castle_stats(grid if dropped else scoring.drop(grid))
    v = float(scoring.bird_points(st["birds"]))
    v += sum(scoring.window_row_points(w) for w in st["window_rows"])
    v += scoring.STARFISH_PAIR * st["pairs"]
    v += scoring.ALL_COLOURS_BONUS if st["colours"] == 5 else 0
    v += st["shells"] + 2 * st["shovels"] + 3 * st["buckets"]
    v += scoring.FIVE_SKY_BONUS if st["sky"] >= 5 else 0
    v += 0.5 * sum(_towards(w, _WIN_STEPS) for w in st["window_rows"])
    v += 0.5 * _towards(st["birds"], _BIRD_STEPS)
    if st["colours"] < 5:
        v += 0.5 * 5 * (st["colours"] / 5) ** 2
    if st["sky"] < 5:
        v += 0.5 * 5 * (st["sky"] / 5) ** 2
    if len(_CASTLE_CACHE) >= _CACHE_MAX:
        _CASTLE_CACHE.clear()
    hit = _CASTLE_CACHE[key] = (v, (st["shells"], st["shovels"], st["buckets"]))
    return hit


def _draft(game, state) -> list:
    """The running score (castles scored as if the game ended now), plus half of
    the way to the next window, bird, colour and five-sky step."""
    if state["phase"] == "over":
        return [float(s) for s in game.result(state)["scores"]]
    from core.sandcastles_draft.scoring import MAJORITY
    dropped = state["dropped"]
    castles = [_castle(g, dropped) for g in state["grids"]]
    out = [c[0] for c in castles]
    for k, (_, _, points) in enumerate(MAJORITY):
        top = max(c[1][k] for c in castles)
        if top >= 1:
            for p, c in enumerate(castles):
                if c[1][k] == top:
                    out[p] += points
    return out


def _sc2015(game, state) -> list:
    """Sandbank tiles and bonuses held, plus each castle in play: its tiles are worth
    more the fewer open walls are left to close; tiles in hand promise a little."""
    from core.sandcastles_2015.geometry import analyze
    from core.sandcastles_2015.scoring import breakdown
    n = state["n"]
    if state["phase"] == "skirmish":
        # judge a skirmish by playing it out: each side counters whenever it can
        state = game.copy_state(state)
        while state["phase"] == "skirmish":
            acts = game.legal_actions(state)
            game.step(state, acts[0])          # a counter is listed before the pass
    out = [float(sum(pts for _, pts in breakdown(state, p))) for p in range(n)]
    if state["phase"] == "over":
        return out
    if state["phase"] == "place":
        out[state["turn"]] += 0.6            # the stolen tile, still to be placed
    for p in range(n):
        for castle in state["areas"][p]:
            size = (len(castle) - 1) // 4
            open_cells = len(analyze(castle).frontier)
            out[p] += 0.9 * size / (1.0 + 0.6 * open_cells)
        out[p] += 0.15 * len(state["hands"][p])
    if state["shared"]:
        for castle in state["areas"][n]:
            size = (len(castle) - 1) // 4
            open_cells = len(analyze(castle).frontier)
            for p in range(n):
                out[p] += 0.4 * size / (1.0 + 0.6 * open_cells)
    return out


_VALUES = {"seaside": _seaside, "sandcastles_draft": _draft, "sandcastles_2015": _sc2015}


def values(game, state) -> list:
    fn = _VALUES.get(game.id)
    if fn is None:
        return [float(s) for s in game.result(state)["scores"]]
    return fn(game, state)


def advantage(vals: list, p: int) -> float:
    """p's value against the best of the others (its own value when alone)."""
    if len(vals) == 1:
        return vals[0]
    best = max(v for q, v in enumerate(vals) if q != p)
    return vals[p] - best


def reward(game, state, vals: list | None = None) -> list:
    """Per seat, a number in [0, 1]: half the win, half the margin (which varies
    less from game to game, so a search learns faster from it). A game cut short is
    judged by its evaluation."""
    scale = SCALE.get(game.id, 5.0)
    if vals is None:
        vals = values(game, state)
    n = len(vals)
    if n == 1:
        if game.is_over(state):
            won = 1.0 if game.result(state)["winners"] else 0.0
            return [0.7 * won + 0.3 * (0.5 + 0.5 * math.tanh(vals[0] / (4 * scale) - 1))]
        return [0.5 + 0.5 * math.tanh(vals[0] / (4 * scale) - 1)]
    margins = [0.5 + 0.5 * math.tanh(advantage(vals, p) / scale) for p in range(n)]
    if game.is_over(state):
        winners = game.result(state)["winners"]
        share = 1.0 / len(winners) if winners else 0.0
        return [0.5 * (share if p in winners else 0.0) + 0.5 * margins[p] for p in range(n)]
    return margins
