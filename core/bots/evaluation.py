"""The hand-set evaluation: the score now plus what the position promises.

`values(game, state)` gives one number per seat, in points of that game; what it
counts is the game's own (its `values` in core/<game>/bot.py, through
core/bots/knowledge.py). The bots turn it into a win chance with `reward`. Everything
here reads a whole state: the bots only ever call it on states they built from their
own view (`determinize`).
"""
from __future__ import annotations

import math

from core.bots.knowledge import knowledge_of


def values(game, state) -> list:
    return knowledge_of(game).values(game, state)


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
    known = knowledge_of(game)
    scale = known.scale
    if vals is None:
        vals = values(game, state)
    n = len(vals)
    if n == 1:
        if game.is_over(state):
            won = 1.0 if known.outcome(game, state)[1] else 0.0
            return [0.7 * won + 0.3 * (0.5 + 0.5 * math.tanh(vals[0] / (4 * scale) - 1))]
        return [0.5 + 0.5 * math.tanh(vals[0] / (4 * scale) - 1)]
    margins = [0.5 + 0.5 * math.tanh(advantage(vals, p) / scale) for p in range(n)]
    if game.is_over(state):
        winners = known.outcome(game, state)[1]
        share = 1.0 / len(winners) if winners else 0.0
        return [0.5 * (share if p in winners else 0.0) + 0.5 * margins[p] for p in range(n)]
    return margins
