"""Bonuses earned on completing a castle, and the final score."""
from .components import (BIGGEST, BIGGEST_TOP, BONUSES, TALLEST, TALLEST_TOP, TILE_CREATURE,
                          bonus_label, bonus_points)
from .geometry import shape_of


def castle_facts(top: dict) -> dict:
    counts = [0, 0, 0]
    height = 0
    for t, m, h in top.values():
        counts[TILE_CREATURE[t]] += 1
        if h > height:
            height = h
    return {"size": len(top), "counts": counts, "height": height, "shape": shape_of(list(top))}


def earned_bonuses(state: dict, player: int, top: dict) -> list:
    """[(bonus index in state["bonuses"], new face, real size or height)] the completed
    castle takes.

    Per creature the single highest-threshold material bonus it qualifies for that the
    player does not hold yet (from the pool or another player); the shape bonus its exact
    footprint matches; Biggest/Tallest when strictly bigger/taller than the face in play
    (a holder may turn their own card to a higher face). The face stops at 10+ / 6+, so
    the card keeps the real size / height it was won with and "bigger" compares that."""
    facts = castle_facts(top)
    bonuses, holders, faces = state["bonuses"], state["holders"], state["faces"]
    records = state.get("records") or faces
    best = {}  # creature -> (threshold, index)
    out = []
    for i, b in enumerate(bonuses):
        info = BONUSES[b]
        kind = info["kind"]
        if kind == "material":
            c = info["creature"]
            if holders[i] != player and facts["counts"][c] >= info["threshold"]:
                if c not in best or info["threshold"] > best[c][0]:
                    best[c] = (info["threshold"], i)
        elif kind == "shape":
            if holders[i] != player and facts["shape"] == b:
                out.append((i, 0, 0))
        elif b == BIGGEST or b == TALLEST:
            real = facts["size"] if b == BIGGEST else facts["height"]
            face = min(real, BIGGEST_TOP if b == BIGGEST else TALLEST_TOP)
            held = max(records[i], faces[i])  # a record set by hand (tests) has only a face
            if face >= info["threshold"] and (holders[i] is None or real > held):
                out.append((i, face, real))
    for c in sorted(best):
        out.append((best[c][1], 0, 0))
    out.sort()
    return out


def breakdown(state: dict, player: int) -> list:
    rows = [["Sandbank tiles", len(state["banks"][player])]]
    for i, b in enumerate(state["bonuses"]):
        if state["holders"][i] == player:
            rows.append([bonus_label(b, state["faces"][i]), bonus_points(b, state["faces"][i])])
    return rows


def unearned(state: dict) -> int:
    """Solo: how many dealt bonuses the player does not hold."""
    return sum(1 for h in state["holders"] if h != 0)
