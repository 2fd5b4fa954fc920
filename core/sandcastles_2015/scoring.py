"""Bonuses earned on completing a castle, and the final score."""
from core.engine import winners_of
from core.i18n import _, ngettext

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
    rows = [[_("Sandbank tiles"), len(state["banks"][player])]]
    for i, b in enumerate(state["bonuses"]):
        if state["holders"][i] == player:
            rows.append([bonus_label(b, state["faces"][i]), bonus_points(b, state["faces"][i])])
    return rows


def scores(state: dict) -> list:
    """Every seat's score, breakdown's points summed, without making its rows: no score
    line is worded (each label is a translation look-up), and the bonuses are gone
    through once for all seats. Hard's evaluation asks for it at every leaf of its
    search."""
    out = list(map(len, state["banks"]))   # a point per sandbank tile
    bonuses, faces = state["bonuses"], state["faces"]
    i = 0
    for h in state["holders"]:
        if h is not None:
            out[h] += bonus_points(bonuses[i], faces[i])
        i += 1
    return out


def unearned(state: dict) -> int:
    """Solo: how many dealt bonuses the player does not hold."""
    return sum(1 for h in state["holders"] if h != 0)


def complete(state, p, area, castle, top):
    """The castle, just completed, leaves `area` (a list the caller has made its own:
    copies of a state share area lists) for p's sandbank; p takes what it earns."""
    # copies of a state share these lists: each is copied before it is written
    records = state["records"] = state["records"][:] if "records" in state else [0] * len(state["bonuses"])
    earned = earned_bonuses(state, p, top)
    if earned:
        holders = state["holders"] = state["holders"][:]
        faces = state["faces"] = state["faces"][:]
        for i, face, real in earned:
            holders[i] = p
            faces[i] = face
            records[i] = real
    banks = state["banks"] = state["banks"][:]
    banks[p] = banks[p] + castle[3::4]
    area.remove(castle)
    if state["solo"] and unearned(state) == 0:
        state["won"] = True
        state["phase"] = "over"


def result(state: dict) -> dict:
    n = state["n"]
    rows = [breakdown(state, p) for p in range(n)]
    scores = [sum(pts for _, pts in r) for r in rows]
    names = state["names"]
    if state["solo"]:
        total = len(state["bonuses"])
        missing = unearned(state)
        # A solo game is won or lost against the Game: no winner when it is lost.
        lost = state["phase"] == "over" and missing > 0
        winners = [] if lost else [0]
        if state["phase"] != "over":
            summary = ngettext("{earned} of {total} bonuses earned so far ({points} point).",
                               "{earned} of {total} bonuses earned so far ({points} points).",
                               scores[0]).format(earned=total - missing, total=total,
                                                 points=scores[0])
        elif missing == 0:
            summary = ngettext("{who} earned all {total} bonuses before the Big Wave: a win with "
                               "{points} points.",
                               "{who} earned all {total} bonuses before the Big Wave: a win with "
                               "{points} points.", scores[0]).format(
                who=names[0], total=total, points=scores[0])
        else:
            summary = ngettext("The Big Wave came with {missing} of {total} bonuses unearned: "
                               "{who} loses ({points} points).",
                               "The Big Wave came with {missing} of {total} bonuses unearned: "
                               "{who} loses ({points} points).", scores[0]).format(
                missing=missing, total=total, who=names[0], points=scores[0])
        return {"scores": scores, "winners": winners, "breakdown": rows, "summary": summary,
                "solo_won": state["phase"] == "over" and missing == 0}
    winners = winners_of(scores)
    best = scores[winners[0]]
    over = state["phase"] == "over"
    if len(winners) == 1:
        if over:
            text = ngettext("{who} wins with {points} point.", "{who} wins with {points} points.",
                            best)
        else:
            text = ngettext("{who} leads with {points} point.",
                            "{who} leads with {points} points.", best)
        summary = text.format(who=names[winners[0]], points=best)
    else:
        who = _("{names} and {last}").format(
            names=", ".join(names[w] for w in winners[:-1]), last=names[winners[-1]])
        if over:
            text = ngettext("{who} share the win with {points} point.",
                            "{who} share the win with {points} points.", best)
        else:
            text = ngettext("{who} share the lead with {points} point.",
                            "{who} share the lead with {points} points.", best)
        summary = text.format(who=who, points=best)
    if state.get("stalled"):
        summary = _("Nobody could build or attack any more: the table agreed to end the "
                    "game. {summary}").format(summary=summary)
    return {"scores": scores, "winners": winners, "breakdown": rows, "summary": summary}
