"""What the bots know of Sandcastles (2015) (the interface: core/bots/knowledge.py).

It reads the state's own fields and calls only the game's public methods
(`copy_state`, `legal_actions`, `step`), the castle analysis (legal.area_analyses) and
the scoring."""
from __future__ import annotations

from core.bots.knowledge import GameKnowledge
from core.sandcastles_2015.legal import area_analyses
from core.sandcastles_2015.scoring import scores


# id(area list) -> (that list, its length, each castle's promise in order): the
# per-castle terms of hand_values, kept per area list as legal.area_analyses keeps its
# analyses (copies of a state share an area's list until the area changes, and a
# search judges many states that differ in one area at most). The entry holds the
# list, so an id found is that list's. Small and emptied when full, for the collector.
_PROMISE = {}
_PROMISE_MAX = 64


def _promise(area: list) -> tuple:
    """Per castle of the area, 0.9 x its tiles / (1 + 0.6 x its open cells): worth
    more the fewer open walls are left to close."""
    e = _PROMISE.get(id(area))
    if e is not None and e[1] == len(area):
        return e[2]
    out = []
    for info in area_analyses(area):   # fcells: the frontier as a dict, the same length
        out.append(0.9 * ((len(info.castle) - 1) // 4) / (1.0 + 0.6 * len(info.fcells)))
    out = tuple(out)
    if len(_PROMISE) > _PROMISE_MAX:
        _PROMISE.clear()
    _PROMISE[id(area)] = (area, len(area), out)
    return out


def hand_values(game, state: dict) -> list:
    """Sandbank tiles and bonuses held, plus each castle in play: its tiles are worth
    more the fewer open walls are left to close; tiles in hand promise a little."""
    n = state["n"]
    if state["phase"] == "skirmish":
        # judge a skirmish by playing it out: each side counters whenever it can
        state = game.copy_state(state)
        while state["phase"] == "skirmish":
            acts = game.legal_actions(state)
            game.step(state, acts[0])          # a counter is listed before the pass
    out = list(map(float, scores(state)))
    if state["phase"] == "over":
        return out
    if state["phase"] == "place":
        out[state["turn"]] += 0.6            # the stolen tile, still to be placed
    areas = state["areas"]
    for p in range(n):
        v = out[p]
        for term in _promise(areas[p]):   # added one by one: the same sums as ever
            v += term
        out[p] = v + 0.15 * len(state["hands"][p])
    if state["shared"]:
        for info in area_analyses(state["areas"][n]):
            size = (len(info.castle) - 1) // 4
            open_cells = len(info.fcells)
            for p in range(n):
                out[p] += 0.4 * size / (1.0 + 0.6 * open_cells)
    return out


class Sandcastles2015Knowledge(GameKnowledge):
    scale = 4.0
    rollout_cap = 0
    leaf_depth = 2
    # no fitted weights yet: Hard judges by the hand-set evaluation too

    def values(self, game, state: dict) -> list:
        return hand_values(game, state)


BOT = Sandcastles2015Knowledge()
