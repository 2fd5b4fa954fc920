"""Sandcastles (2015): a search rollout played in one loop (issue 25).

`rollout(state, rng, cap, step)` makes exactly the moves that `rollout_action` then
`step`, move after move, would make: the same draws from rng in the same order, the
same final state (tests/core/test_sandcastles_2015_rollout.py plays both side by side).
It only saves what the move-by-move path repeats: the phase dispatch, the action tuple
made and taken apart again, the engine's loop asking `to_move`. The restock move (every
other move) is done here whole, its random number worked out inline as core/rng.py's
`randrange` does; other moves go through `rollout_action` and `step`."""
from __future__ import annotations

from .components import BIG_WAVE
from .legal import rollout_action
from .turns import advance_restock, draw, wave


def rollout(state: dict, rng, cap, step) -> int:
    made, cap = 0, (1 << 62) if cap is None else cap
    while made < cap:
        phase = state["phase"]
        if phase == "restock":
            beach = state["beach"]
            nb = len(beach)
            # rng.randrange(nb + 1 or nb), as core/rng.py works it out: the same number
            # and the same Rng state (never 0 choices: advance_restock skips a seat then)
            z = rng.state = (rng.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            i = (z ^ (z >> 31)) % (nb + 1 if state["deck"] else nb)
            # step(state, ("restock", "beach", i)) or ("restock", "deck")
            state["steps"] += 1
            state["undoable"] = True
            p = state["restock"][0]
            if i < nb:
                tile = beach.pop(i)
                state["hands"][p].append(tile)
                known = state["known"]
                known[p] = known[p] + [[tile, -1]]   # the inner lists are shared by copies
            else:
                got = draw(state, p)
                if got == BIG_WAVE:
                    wave(state)
                else:
                    state["hands"][p].append(got)
            if state["phase"] != "over":
                advance_restock(state)
        elif phase == "over":
            break
        else:
            step(state, rollout_action(state, rng))
        made += 1
    return made
