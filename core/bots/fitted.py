"""Hard's own evaluations, fitted to the final scores of played games.

Medium judges a position by the score now plus a hand-set promise
(core/bots/evaluation.py). Hard judges the positions at the end of its look-ahead
with a linear model instead: each seat's value is WEIGHTS . features(state, seat),
its weights fitted so that the difference of two seats' values predicts the
difference of their final scores. How the weights were made: scripts/fit_evaluation.py
plays 2-player games (Medium against Medium, a few moves at random for variety),
records every decision's true state and the final scores, and solves the least
squares problem; the numbers below are its printout (rerun it to refit them). A game
without weights here is judged by the hand-set evaluation.

Everything here is pure: a state in, numbers out.
"""
from __future__ import annotations

from core.bots import evaluation

# ---- Seaside -------------------------------------------------------------------------
SEASIDE_NAMES = (
    "tokens", "waves", "sea share", "sea share x bag", "sea x wave lead", "waves x bag",
    "beaches", "beaches x bag", "stacks", "stack height", "odd rock", "crabs",
    "drawn token", "pending sandpiper", "to move",
)
# `python scripts/fit_evaluation.py seaside --games 3000 --seed 1` (15% random moves):
# 92,292 positions; on the 23,126 held out it predicts the final margin with RMSE 11.4
# and the winner 75.2% of the time (the hand-set evaluation, best scaled: 12.4, 69.5%)
SEASIDE_WEIGHTS = (1.3665, 0.6060, 0.5429, -0.6989, 0.0958, 6.7138, 1.0649, 6.7492, -0.7607,
                   -0.5873, 1.4960, -0.2285, 4.8634, 1.3416, -0.8636)


def seaside_features(state: dict, p: int) -> list:
    """Seat p's features in a Seaside state (bag-driven scale: `bag` is the tokens
    left to draw over 40, about a 2-player game's whole bag)."""
    from core.seaside.rules import sea_count, stack_size, token_count
    players = state["players"]
    me = players[p]
    bag = len(state["bag"]) / 40.0
    sea = sea_count(state)
    waves = [len(q["waves"]) for q in players]
    most = max(waves)
    takers = [q for q, w in enumerate(waves) if most and w == most]
    share = 1.0 / len(takers) if p in takers else 0.0
    others = max((w for q, w in enumerate(waves) if q != p), default=0)
    lead = max(-3, min(3, waves[p] - others)) / 3.0
    cur = state["current"] == p
    return [
        float(token_count(me)),
        float(waves[p]),
        sea * share,
        sea * share * bag,
        sea * lead,
        waves[p] * bag,
        float(len(me["beaches"])),
        len(me["beaches"]) * bag,
        float(len(me["stacks"])),
        float(stack_size(me)),
        1.0 if len(me["rocks"]) % 2 else 0.0,
        float(len(me["crabs"])),
        1.0 if cur and state["drawn"] is not None else 0.0,
        1.0 if cur and state["pending"] is not None else 0.0,
        1.0 if cur else 0.0,
    ]


# ---- Sandcastles (tile draft) -----------------------------------------------------------
DRAFT_NAMES = (
    "birds", "windows", "starfish pairs", "five colours", "shells/shovels/buckets",
    "five sky", "majorities", "window steps", "bird steps", "colours so far", "sky so far",
    "window steps x left", "bird steps x left", "colours x left", "sky x left", "to move",
    "tile kept this round",
)
# `python scripts/fit_evaluation.py sandcastles_draft --games 5000 --seed 1 --jobs 2` (15%
# random moves), every position settled first (`draft_settle`: a kept tile waiting to be
# placed put where its keeper's castle is worth most, by the weights in force then, a fit
# of 5,000 other games), positions of finished games left out: 176,033 positions; on the
# 44,012 held out it predicts the final margin with RMSE 7.06 and the winner 70.3% of the
# time (the hand-set evaluation, best scaled: 7.59, 66.3%)
DRAFT_WEIGHTS = (0.7434, -0.2921, 1.0011, 1.3836, 0.6658, 0.6207, 0.3768, -0.9539, 0.0390,
                 0.7278, 0.0728, 0.5419, 0.8426, 1.8445, 2.4795, 0.8918, -0.0021)

_DRAFT_CACHE = {}        # (castle cells, dropped) -> (features without majorities, items)
_DRAFT_CACHE_MAX = 20000


def _draft_castle(grid: list, dropped: bool) -> tuple:
    key = (tuple(grid), dropped)
    hit = _DRAFT_CACHE.get(key)
    if hit is not None:
        return hit
    from core.sandcastles_draft import scoring
    st = scoring.castle_stats(grid if dropped else scoring.drop(grid))
    feats = (
        float(scoring.bird_points(st["birds"])),
        float(sum(scoring.window_row_points(w) for w in st["window_rows"])),
        float(scoring.STARFISH_PAIR * st["pairs"]),
        float(scoring.ALL_COLOURS_BONUS if st["colours"] == 5 else 0),
        float(st["shells"] + 2 * st["shovels"] + 3 * st["buckets"]),
        float(scoring.FIVE_SKY_BONUS if st["sky"] >= 5 else 0),
        sum(evaluation._towards(w, evaluation._WIN_STEPS) for w in st["window_rows"]),
        evaluation._towards(st["birds"], evaluation._BIRD_STEPS),
        5 * (st["colours"] / 5) ** 2 if st["colours"] < 5 else 0.0,
        5 * (st["sky"] / 5) ** 2 if st["sky"] < 5 else 0.0,
    )
    if len(_DRAFT_CACHE) >= _DRAFT_CACHE_MAX:
        _DRAFT_CACHE.clear()
    hit = _DRAFT_CACHE[key] = (feats, (st["shells"], st["shovels"], st["buckets"]))
    return hit


def draft_features_all(state: dict) -> list:
    """Every seat's features in a tile-draft state (`left`: the share of the 15 rounds
    still to come)."""
    from core.sandcastles_draft.components import ROUNDS
    from core.sandcastles_draft.scoring import MAJORITY
    dropped = state["dropped"]
    castles = [_draft_castle(g, dropped) for g in state["grids"]]
    left = max(0, ROUNDS - state["round"]) / ROUNDS
    mover = state["placer"] if state["placer"] is not None else state["offer_to"]
    out = []
    for p, (f, items) in enumerate(castles):
        major = 0.0
        for k, (_, _, points) in enumerate(MAJORITY):
            top = max(c[1][k] for c in castles)
            if top >= 1 and items[k] == top:
                major += points
        out.append(_draft_row(f, major, left, 1.0 if mover == p else 0.0,
                              1.0 if state["kept"][p] is not None else 0.0))
    return out


def _draft_row(f: tuple, major: float, left: float, to_move: float, kept: float) -> list:
    """One seat's features (DRAFT_NAMES' order) from its castle's cached ones."""
    return [f[0], f[1], f[2], f[3], f[4], f[5], major, f[6], f[7], f[8], f[9],
            f[6] * left, f[7] * left, f[8] * left, f[9] * left, to_move, kept]


def draft_features(state: dict, p: int) -> list:
    return draft_features_all(state)[p]


def _draft_castle_worth(grid: list, dropped: bool, left: float, w) -> float:
    """The part of a seat's fitted value that its own castle decides (the majorities,
    whose turn and the kept flag are the same wherever a tile goes)."""
    row = _draft_row(_draft_castle(grid, dropped)[0], 0.0, left, 0.0, 0.0)
    return sum(a * x for a, x in zip(w, row))


def draft_settle(game, state: dict) -> dict:
    """A tile kept but not yet placed, put where its keeper's castle is worth most.

    Without this a look-ahead that stops between a keep and its placement judged the
    kept tile as worth nothing, so a rival's keep-or-pass in Hard's look-ahead was
    decided by whose turn it was, not by the tile. Only that one tile is placed: the
    tile its keeping revealed (in 2 players the other player's forced keep) stays
    waiting, valued as any tile through the "to move" weight, so keep and pass are
    judged without knowing it. The state itself when nothing waits; else a copy."""
    if state["placer"] is None or state["phase"] != "draft":
        return state
    from core.sandcastles_draft.components import ROUNDS
    w = WEIGHTS[game.id]
    p = state["placer"]
    tile = state["placing"]
    grid = state["grids"][p]
    left = max(0, ROUNDS - state["round"]) / ROUNDS
    best, best_worth = None, None
    for action in game.legal_actions(state):
        cells = grid[:]
        if action[0] == "place":
            cells[action[1] * 5 + action[2]] = tile
        elif action[0] == "replace":
            cells[action[1]] = tile
        worth = _draft_castle_worth(cells, state["dropped"], left, w)
        if best_worth is None or worth > best_worth:
            best, best_worth = action, worth
    out = game.copy_state(state)
    game.step(out, best)
    return out


FEATURES = {"seaside": seaside_features, "sandcastles_draft": draft_features}
SETTLE = {"sandcastles_draft": draft_settle}   # what a state is judged as (the fit's too)
FEATURES_ALL = {"sandcastles_draft": draft_features_all}
WEIGHTS = {"seaside": SEASIDE_WEIGHTS, "sandcastles_draft": DRAFT_WEIGHTS}


def settled(game, state: dict) -> dict:
    """The state Hard's evaluation judges `state` as (itself for most games)."""
    settle = SETTLE.get(game.id)
    return state if settle is None else settle(game, state)


def has_fit(game_id: str) -> bool:
    return WEIGHTS.get(game_id) is not None


def values(game, state) -> list:
    """Per seat, the fitted value of `state` (the final scores once the game is over);
    the hand-set evaluation for a game without fitted weights."""
    weights = WEIGHTS.get(game.id)
    if weights is None:
        return evaluation.values(game, state)
    state = settled(game, state)
    if game.to_move(state) is None:
        return [float(s) for s in game.result(state)["scores"]]
    every = FEATURES_ALL.get(game.id)
    if every is not None:
        rows = every(state)
    else:
        feats = FEATURES[game.id]
        rows = [feats(state, p) for p in range(len(state["players"]))]
    return [sum(w * x for w, x in zip(weights, f)) for f in rows]
