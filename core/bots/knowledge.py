"""What the bots know of one game: the one interface between a game and its bots.

The bots in core/bots play every game through the contract (core/engine.py); what
they need to judge a position of one game lives in that game's package, in
`core/<game>/bot.py`, as `BOT`, an instance of a `GameKnowledge` subclass, named on
the game's line in core/registry.py. A game sets what it has and inherits the rest:

- `values(game, state)`: one number per seat, in points of that game: the score now
  plus what the position promises (the hand-set evaluation Easy and Medium play by,
  and Hard where `weights` is None). The default is the score as `result` gives it.
- `scale`: the points that make a clear lead (the search's reward; Easy's margin is a
  third of it).
- `leaf_depth`: Hard judges a leaf after Medium's look-ahead this many decisions deep.
- `tree_depth`: Hard's tree grows at most this many moves deep (the root's are 1).
- `rollout_cap`: steps of the game's `rollout_action` before a leaf is judged.
- Hard's fitted evaluation, optional: `feature_names`, `features(state)` (one row of
  numbers per seat, in that order) and `weights` (one per feature; written by
  scripts/fit_evaluation.py); a seat's value is weights . its row
  (`fitted_values(state)`: a game may compute it without building the rows, to the
  same digits). `settle(game, state)` is the state that evaluation (and the fit)
  judges `state` as.
- `outcome(game, state)`: a finished game's (scores, winners) as `result` gives them
  (the default asks `result`; a game may read them from its state, more cheaply).

Everything a game puts here is pure: a state in, numbers out, the state untouched;
the bots only call it on states they imagined from their own view (`determinize`).
"""
from __future__ import annotations

from operator import mul


class GameKnowledge:
    scale: float = 5.0
    leaf_depth: int = 0
    tree_depth: int = 10 ** 9          # no limit
    rollout_cap: int = 400
    feature_names: tuple = ()
    weights: tuple | None = None       # None: Hard judges by `values` too

    def values(self, game, state: dict) -> list:
        return [float(s) for s in game.result(state)["scores"]]

    def outcome(self, game, state: dict) -> tuple:
        out = game.result(state)
        return out["scores"], out["winners"]

    def features(self, state: dict) -> list:
        raise NotImplementedError(f"{type(self).__name__} has no features to fit")

    def fitted_values(self, state: dict) -> list:
        """Per seat, weights . its features row (`sum` left to right, as written)."""
        weights = self.weights
        return [sum(map(mul, weights, f)) for f in self.features(state)]

    def settle(self, game, state: dict) -> dict:
        return state


_PLAIN = GameKnowledge()
_KNOWN = {}       # game id -> its GameKnowledge, imported once


def knowledge_of(game) -> GameKnowledge:
    """The bots' knowledge of `game` (the plain default for a game the registry does
    not list, e.g. a test's own)."""
    hit = _KNOWN.get(game.id)
    if hit is None:
        from core.registry import get_bot_knowledge
        try:
            hit = get_bot_knowledge(game.id)
        except KeyError:
            hit = _PLAIN
        _KNOWN[game.id] = hit
    return hit
