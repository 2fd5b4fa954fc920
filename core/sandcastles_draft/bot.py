"""What the bots know of Sandcastles, tile draft (the interface: core/bots/knowledge.py).

A search meets the same castle many times (a step changes only the mover's castle),
so both evaluations remember each castle's part, and Hard's where a kept tile settles
on a castle (at most 20,000 castles each, a few MB, emptied when full)."""
from __future__ import annotations

from operator import mul

from core.bots.knowledge import GameKnowledge
from core.sandcastles_draft import scoring
from core.sandcastles_draft.components import ROUNDS, WIN_BOTTOM, WIN_TOP
from core.sandcastles_draft.scoring import MAJORITY

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


_CACHE_MAX = 20000
_CASTLE_CACHE = {}       # (castle cells, dropped) -> (hand-set value without majorities, items)


def _castle(grid: list, dropped: bool) -> tuple:
    """One castle's running score without the majority bonuses, plus half the way to
    its next window, bird, colour and five-sky step; and its (shells, shovels,
    buckets) for the majorities."""
    key = (tuple(grid), dropped)
    hit = _CASTLE_CACHE.get(key)
    if hit is not None:
        return hit
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


def hand_values(game, state: dict) -> list:
    """The running score (castles scored as if the game ended now), plus half of
    the way to the next window, bird, colour and five-sky step."""
    if state["phase"] == "over":
        return [float(s) for s in BOT.outcome(game, state)[0]]
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


# ---- Hard's fitted evaluation ----------------------------------------------------------
FEATURE_NAMES = (
    "birds", "windows", "starfish pairs", "five colours", "shells/shovels/buckets",
    "five sky", "majorities", "window steps", "bird steps", "colours so far", "sky so far",
    "window steps x left", "bird steps x left", "colours x left", "sky x left", "to move",
    "tile kept this round",
)
# `python scripts/fit_evaluation.py sandcastles_draft --games 5000 --seed 1 --jobs 2` (15%
# random moves), every position settled first (`settle`: a kept tile waiting to be
# placed put where its keeper's castle is worth most, by the weights in force then, a fit
# of 5,000 other games), positions of finished games left out: 176,033 positions; on the
# 44,012 held out it predicts the final margin with RMSE 7.06 and the winner 70.3% of the
# time (the hand-set evaluation, best scaled: 7.59, 66.3%)
WEIGHTS = (0.7434, -0.2921, 1.0011, 1.3836, 0.6658, 0.6207, 0.3768, -0.9539, 0.0390,
           0.7278, 0.0728, 0.5419, 0.8426, 1.8445, 2.4795, 0.8918, -0.0021)

_FEATURE_CACHE = {}      # (castle cells, dropped) -> (features without majorities, items)


# what `_feature_castle` reads of a castle, by table: windows in one window row -> its points
# and its part of the way to the next step; pairs of cells side by side or one on the other
_MOST_WINDOWS = 5 * max(max(WIN_TOP), max(WIN_BOTTOM))
_WIN_POINTS = tuple(scoring.window_row_points(w) for w in range(_MOST_WINDOWS + 1))
_WIN_TOWARDS = tuple(_towards(w, _WIN_STEPS) for w in range(_MOST_WINDOWS + 1))


def _feature_castle(grid: list, dropped: bool) -> tuple:
    """One castle's features (without the majorities, whose turn, the kept flag and
    the rounds left) and its (shells, shovels, buckets): the numbers of
    `scoring.castle_stats` of the dropped castle, counted in one pass over the cells
    (an empty cell counts nothing in the tables: tests/core/test_bots.py checks them)."""
    key = (tuple(grid), dropped)
    hit = _FEATURE_CACHE.get(key)
    if hit is not None:
        return hit
    g = grid if dropped else scoring.drop(grid)
    st = scoring.count_castle(g)
    win_rows, pairs, colours = st["window_rows"], st["pairs"], st["colours"]
    birds, sky = st["birds"], st["sky"]
    shells, shovels, buckets = st["shells"], st["shovels"], st["buckets"]
    feats = (
        float(scoring.bird_points(birds)),
        float(sum([_WIN_POINTS[w] for w in win_rows])),
        float(scoring.STARFISH_PAIR * pairs),
        float(scoring.ALL_COLOURS_BONUS if colours == 5 else 0),
        float(shells + 2 * shovels + 3 * buckets),
        float(scoring.FIVE_SKY_BONUS if sky >= 5 else 0),
        sum([_WIN_TOWARDS[w] for w in win_rows]),
        _towards(birds, _BIRD_STEPS),
        5 * (colours / 5) ** 2 if colours < 5 else 0.0,
        5 * (sky / 5) ** 2 if sky < 5 else 0.0,
    )
    if len(_FEATURE_CACHE) >= _CACHE_MAX:
        _FEATURE_CACHE.clear()
    hit = _FEATURE_CACHE[key] = (feats, (shells, shovels, buckets))
    return hit


def _row(f: tuple, major: float, left: float, to_move: float, kept: float) -> list:
    """One seat's features (FEATURE_NAMES' order) from its castle's cached ones."""
    return [f[0], f[1], f[2], f[3], f[4], f[5], major, f[6], f[7], f[8], f[9],
            f[6] * left, f[7] * left, f[8] * left, f[9] * left, to_move, kept]


_MAJORITY_POINTS = tuple(points for _, _, points in MAJORITY)
assert len(_MAJORITY_POINTS) == 3   # _seats reads three


def _seats(state: dict) -> tuple:
    """What every seat's features are made of: its castle's cached features, its
    majority points (added in MAJORITY's order), whether it is to move and whether it
    kept a tile this round; and `left`, the share of the 15 rounds still to come."""
    dropped = state["dropped"]
    castles = [_feature_castle(g, dropped) for g in state["grids"]]
    left = max(0, ROUNDS - state["round"]) / ROUNDS
    mover = state["placer"] if state["placer"] is not None else state["offer_to"]
    # the most shells, shovels and buckets of any castle (three majorities)
    t0, t1, t2 = map(max, zip(*[c[1] for c in castles]))
    p0, p1, p2 = _MAJORITY_POINTS
    kept = state["kept"]
    seats = []
    for p, (f, (i0, i1, i2)) in enumerate(castles):
        major = 0.0
        if t0 >= 1 and i0 == t0:
            major += p0
        if t1 >= 1 and i1 == t1:
            major += p1
        if t2 >= 1 and i2 == t2:
            major += p2
        seats.append((f, major, 1.0 if mover == p else 0.0, 1.0 if kept[p] is not None else 0.0))
    return seats, left


def features(state: dict) -> list:
    """Every seat's features (FEATURE_NAMES' order)."""
    seats, left = _seats(state)
    return [_row(f, major, left, to_move, kept) for f, major, to_move, kept in seats]


def fitted_values(state: dict, w) -> list:
    """Per seat, w . its `features` row, without building the rows: Hard's judge, called
    some 36 times an iteration. The products are added left to right from 0.0, as
    `sum(map(mul, w, row))` adds them, so every value is the same to the last digit
    (tests/core/test_bots.py pins them)."""
    seats, left = _seats(state)
    (w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11, w12, w13, w14, w15, w16) = w
    out = []
    for f, major, to_move, kept in seats:
        f6, f7, f8, f9 = f[6], f[7], f[8], f[9]
        out.append(0.0 + w0 * f[0] + w1 * f[1] + w2 * f[2] + w3 * f[3] + w4 * f[4]
                   + w5 * f[5] + w6 * major + w7 * f6 + w8 * f7 + w9 * f8 + w10 * f9
                   + w11 * (f6 * left) + w12 * (f7 * left) + w13 * (f8 * left)
                   + w14 * (f9 * left) + w15 * to_move + w16 * kept)
    return out


def _castle_worth(grid: list, dropped: bool, left: float, w) -> float:
    """The part of a seat's fitted value that its own castle decides (the majorities,
    whose turn and the kept flag are the same wherever a tile goes)."""
    row = _row(_feature_castle(grid, dropped)[0], 0.0, left, 0.0, 0.0)
    return sum(map(mul, w, row))


# (castle cells, tile, dropped, round) -> where `settle` puts the tile, for the weights in
# `_SETTLED_FOR`: a search settles the same kept tile on the same castle again and again
_SETTLED = {}
_SETTLED_FOR = [None]


def _settle_action(game, state: dict, weights):
    """The legal action that puts the waiting tile where its keeper's castle is worth
    most (the first of equals, in the game's order)."""
    p = state["placer"]
    tile = state["placing"]
    grid = state["grids"][p]
    if _SETTLED_FOR[0] is not weights:
        _SETTLED.clear()
        _SETTLED_FOR[0] = weights
    key = (tuple(grid), tile, state["dropped"], state["round"])
    best = _SETTLED.get(key)
    if best is not None:
        return best
    left = max(0, ROUNDS - state["round"]) / ROUNDS
    best_worth = None
    for action in game.legal_actions(state):
        cells = grid[:]
        if action[0] == "place":
            cells[action[1] * 5 + action[2]] = tile
        elif action[0] == "replace":
            cells[action[1]] = tile
        worth = _castle_worth(cells, state["dropped"], left, weights)
        if best_worth is None or worth > best_worth:
            best, best_worth = action, worth
    if len(_SETTLED) >= _CACHE_MAX:
        _SETTLED.clear()
    _SETTLED[key] = best
    return best


def settle(game, state: dict, weights) -> dict:
    """A tile kept but not yet placed, put where its keeper's castle is worth most.

    Without this a look-ahead that stops between a keep and its placement judged the
    kept tile as worth nothing, so a rival's keep-or-pass in Hard's look-ahead was
    decided by whose turn it was, not by the tile. Only that one tile is placed: the
    tile its keeping revealed (in 2 players the other player's forced keep) stays
    waiting, valued as any tile through the "to move" weight, so keep and pass are
    judged without knowing it. The state itself when nothing waits; else a copy."""
    if state["placer"] is None or state["phase"] != "draft":
        return state
    out = game.copy_state(state)
    game.step(out, _settle_action(game, state, weights))
    return out


class DraftKnowledge(GameKnowledge):
    scale = 6.0
    rollout_cap = 0
    leaf_depth = 4
    # Hard judges its own moves by the look-ahead: a deeper tree ended every walk with a
    # move picked at random (often a rival's tile put anywhere) and won less (docs/bots.md).
    tree_depth = 1
    feature_names = FEATURE_NAMES
    weights = WEIGHTS

    def values(self, game, state: dict) -> list:
        return hand_values(game, state)

    def features(self, state: dict) -> list:
        return features(state)

    def fitted_values(self, state: dict) -> list:
        return fitted_values(state, self.weights)

    def settle(self, game, state: dict) -> dict:
        return settle(game, state, self.weights)

    def outcome(self, game, state: dict) -> tuple:
        """`result`'s scores and winners, read as it reads them (without its words)."""
        final = state["final"]
        if final is None:
            return super().outcome(game, state)
        tb = state["tiebreak"]
        return list(final["scores"]), list(tb.get("winners") or tb["tied"])


BOT = DraftKnowledge()
