"""Hard's own evaluation, fitted to the final scores of played games.

Medium judges a position by the hand-set evaluation (core/bots/evaluation.py). Hard
judges the positions at the end of its look-ahead with a linear model instead, where
the game has one: each seat's value is weights . its row of `features(state)`, the
weights fitted so that the difference of two seats' values predicts the difference of
their final scores. Features and weights are the game's (core/<game>/bot.py, through
core/bots/knowledge.py). How the weights were made: scripts/fit_evaluation.py plays
2-player games (Medium against Medium, a few moves at random for variety), records
every decision's state and the final scores, and solves the least squares problem; the
game's weights are its printout (rerun it to refit them). A game without weights is
judged by the hand-set evaluation.

Everything here is pure: a state in, numbers out.
"""
from __future__ import annotations


from core.bots.knowledge import knowledge_of


def has_fit(game_id: str) -> bool:
    from core.registry import get_bot_knowledge
    return get_bot_knowledge(game_id).weights is not None


def values(game, state) -> list:
    """Per seat, the fitted value of `state` as the game's `settle` leaves it (the final
    scores once the game is over); the hand-set evaluation for a game without weights."""
    known = knowledge_of(game)
    weights = known.weights
    if weights is None:
        return known.values(game, state)
    state = known.settle(game, state)
    if game.to_move(state) is None:
        return [float(s) for s in known.outcome(game, state)[0]]
    return known.fitted_values(state)
