"""What the bots know of Sandcastles (2015) (the interface: core/bots/knowledge.py).

It reads the state's own fields and calls only the game's public methods
(`copy_state`, `legal_actions`, `step`), the castle analysis (legal.area_analyses) and
the scoring."""
from __future__ import annotations

from core.bots.knowledge import GameKnowledge
from core.sandcastles_2015.legal import area_analyses
from core.sandcastles_2015.scoring import score


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
    out = [float(score(state, p)) for p in range(n)]
    if state["phase"] == "over":
        return out
    if state["phase"] == "place":
        out[state["turn"]] += 0.6            # the stolen tile, still to be placed
    for p in range(n):
        # each area's analyses looked up once (kept per area list); fcells is the
        # frontier as a dict, the same length
        for info in area_analyses(state["areas"][p]):
            size = (len(info.castle) - 1) // 4
            open_cells = len(info.fcells)
            out[p] += 0.9 * size / (1.0 + 0.6 * open_cells)
        out[p] += 0.15 * len(state["hands"][p])
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
