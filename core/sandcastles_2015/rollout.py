"""Sandcastles (2015): a search rollout played in one loop (issue 25).

`rollout(state, rng, cap, step)` makes exactly the moves that `rollout_action` then
`step`, move after move, would make: the same draws from rng in the same order, the
same final state (tests/core/test_sandcastles_2015_rollout.py plays both side by side).
It saves what the move-by-move path repeats: the phase dispatch, the action tuple made
and taken apart again, the engine's loop asking `to_move`, the rival castles listed
again for every attack tile. The restock move (every other move), builds, stolen tiles
placed and attacks are done here whole; exchanges, passes and skirmish answers go
through `step`. Each choice is drawn as legal.rollout_action draws it.

A castle the rollout builds on becomes its own: the list is copied once (the rules copy
on write, and copies of a state share castles), then that copy and an analysis kept
with it (geometry.private) grow in place tile by tile (geometry.grow), where the rules
make a new list, a new analysis and a cache entry keyed by the castle's contents for
every tile. Those analyses live in the rollout's `owned` map only, never in geometry's
caches; the final state holds plain lists, as before."""
from __future__ import annotations

from .components import N_SAND, SEAGULL, TILE_CREATURE, TILE_WALLTYPE
from .geometry import FIT, ROTATIONS, analyze, grow, private, rot_mask
from .legal import _CYCLES, _CYCLES_MAX, _EXCHANGES, attack_spot, cycle, legal, target_castles
from .scoring import complete
from .skirmish import start
from .turns import end_action, forget, place, take_restock

# per wall type: (rotation of each new-castle start, in _START's order)
_START_R = [tuple(r for r, _m in ROTATIONS[w]) for w in range(5)]


def rollout(state: dict, rng, cap, step, owned=None) -> int:
    """Play on from state in place (see the module's doc). `owned`: id(castle list) ->
    (list, analysis) of the castles this rollout copied or started and grows in place
    (geometry.private and grow); a dict may be given to see them afterwards (tests)."""
    made, cap = 0, (1 << 62) if cap is None else cap
    # every move adds one to state["steps"]: the moves played here add theirs at the end
    # (nothing reads it meanwhile), those played through step add their own as they go
    steps = state["steps"]
    if owned is None:
        owned = {}
    # copies of a state share the hands' lists (the rules copy one before writing it);
    # the rollout makes them its own once and then changes them in place (step, which
    # it calls for some moves, still copies the hand it changes)
    state["hands"] = list(map(list, state["hands"]))
    while made < cap:
        phase = state["phase"]
        if phase == "restock":
            beach = state["beach"]
            nb = len(beach)
            # never 0 choices: advance_restock skips a seat then
            i = rng.randrange(nb + 1 if state["deck"] else nb)
            # step(state, ("restock", "beach", i)) or ("restock", "deck")
            state["undoable"] = True
            take_restock(state, i if i < nb else None, True)
        elif phase == "action":
            _action(state, rng, step, owned)
        elif phase == "place":   # rollout_action: sample_build of the stolen tile
            p = state["turn"]
            tile = state["stolen"]
            spot = _pick_build(state, p, tile, True, False, rng, owned)
            state["undoable"] = True
            state["stolen"] = None
            _place(state, p, tile, spot, owned)
            end_action(state)
        elif phase == "over":
            break
        else:   # a skirmish's answer, the solo Game's attack: from the listed moves
            acts = legal(state)
            step(state, acts[rng.randrange(len(acts))])
        made += 1
    state["steps"] = steps + made
    return made


def _analysis(owned, castle):
    """The analysis of a castle: the rollout's own one for a list it grows in place
    (the entry holds the list, so an id found is that list's), else geometry.analyze."""
    e = owned.get(id(castle))
    if e is not None:
        return e[1]
    return analyze(castle)


def _action(state, rng, step, owned):
    """legal.rollout_action's choice in the action phase, then step's work for it."""
    p = state["turn"]
    hand = state["hands"][p]
    shared = state["shared"]
    second = shared and state["actions_done"] >= 1
    kind = state["first_kind"] if second else None
    if kind == "exchange" or (kind is None and rng.randrange(12) == 0):
        acts = _EXCHANGES[len(hand)][len(state["beach"])][bool(state["deck"])]
        if kind is None and acts:
            step(state, acts[rng.randrange(len(acts))])
            return
        acts = legal(state)
        step(state, acts[rng.randrange(len(acts))])
        return
    attacks = (kind is None or kind == "attack") and not state["solo"]
    builds = kind is None or kind == "build"
    nh = len(hand)
    first = rng.randrange(nh) if nh else 0
    rivals = None
    for h in (_CYCLES[nh][first] if nh < _CYCLES_MAX else cycle(nh, first)):
        t = hand[h]   # every tile once, from a random one on
        if t < N_SAND:   # a sandcastle tile (legal.sample_build)
            if not builds:
                continue
            spot = _pick_build(state, p, t, not second, shared, rng, owned)
            if spot is None:
                continue
            _play_from_hand(state, p, hand, h, t, "build")
            _place(state, p, t, spot, owned)
            end_action(state)
            return
        if not attacks:   # an attack tile (legal.sample_attack)
            continue
        if rivals is None:   # the same for every attack tile of this move
            rivals = target_castles(state, second)
        hit = attack_spot(rivals, t, rng, owned)
        if hit is not None:
            q, castle, x, y = hit
            _play_from_hand(state, p, hand, h, t, "attack")
            n = state["n"]
            if q == n:   # the shared castle: the other player defends it
                start(state, p, 1 - p, n, castle[0], x, y, t)
            else:
                start(state, p, q, q, castle[0], x, y, t)
            return
    acts = legal(state)
    step(state, acts[rng.randrange(len(acts))])


def _play_from_hand(state, p, hand, h, t, kind):
    """step's bookkeeping as hand[h] (tile t) is played as a build or an attack: one
    more step (counted by rollout), undoable, the tile out of the hand and out of what the
    others know."""
    state["undoable"] = True
    hand.pop(h)   # the rollout's own (copied at its start)
    if state["known"][p]:
        forget(state, p, t)
    state["first_kind"] = kind


def _place(state, p, tile, spot, owned):
    """turns.place for a spot from _pick_build: a new castle there, or the castle it
    names by its area and index, without looking it up by id. The castle is the
    rollout's own from then on (the list copied on write once, then grown in place
    with its analysis); the area list holding it is copied at every build (copies of a
    state share area lists, and a listing keeps what it found per area list)."""
    where, x, y, r, q, k, info = spot
    if q is None:
        castle = place(state, p, tile, where, 0, 0, r)
        owned[id(castle)] = (castle, private(castle))
        return
    mask = rot_mask(tile, r)
    # a new area list whenever one of its castles changes, as the rules make one: what
    # a listing kept for the old list (legal.area_analyses) stays with the old list
    area = state["areas"][q] = state["areas"][q][:]
    castle = area[k]
    if info.castle is not castle:   # not yet the rollout's own
        castle = area[k] = castle[:]
        info = private(castle, info)
        owned[id(castle)] = (castle, info)
    grow(info, x, y, tile, mask)
    if info.complete:
        complete(state, p, area, castle, info.top)


def _nth_spot(info, fit, gull, rng):
    """(x, y, r) of a random one of the spots geometry.placements(castle, info, w, gull)
    lists (fit = FIT[w]), drawing rng as a choice from that list draws it; None when
    there is none (then rng is not drawn)."""
    fcells = info.fcells
    count = 0
    for known, req in fcells.values():
        count += len(fit[known][req])
    towers = info.towers if gull else ()
    for _x, _y, known, req in towers:
        count += len(fit[known][req])
    if not count:
        return None
    k = rng.randrange(count)
    for (x, y), (known, req) in fcells.items():
        rots = fit[known][req]
        if k < len(rots):
            return x, y, rots[k]
        k -= len(rots)
    for x, y, known, req in towers:
        rots = fit[known][req]
        if k < len(rots):
            return x, y, rots[k]
        k -= len(rots)


def _pick_build(state, p, t, own, shared, rng, owned):
    """legal.sample_build's choice, drawn the same way (geometry.placements lists a
    castle's spots in the order of its build actions), without making the action:
    ("new" / "shared", 0, 0, r, None, 0, None) for a new castle, (castle id, x, y, r,
    area's seat, index in area, analysis) for one in play; None when there is none."""
    w = TILE_WALLTYPE[t]
    gull = TILE_CREATURE[t] == SEAGULL
    castles = ()   # only read here: the seat's own area itself when that is all
    starts = ()
    where = "new"
    mine = 0   # castles[:mine] are the seat's own
    if own:
        castles = state["areas"][p]
        mine = len(castles)
        starts = _START_R[w]
    if shared:
        area = state["areas"][state["n"]]
        if not area:
            if starts:
                starts = starts + starts   # new castle's turns, then the shared start's
            else:
                starts = _START_R[w]
                where = "shared"
        castles = [*castles, *area]
    nc = len(castles)
    first = rng.randrange(nc + 1)
    if starts and first == nc:
        k = rng.randrange(len(starts))
        if where == "new" and k >= len(_START_R[w]):
            where = "shared"
        return (where, 0, 0, starts[k], None, 0, None)
    fit = FIT[w]
    key = w * 2 + gull   # geometry.placements' key in Info.moves
    # every castle once, from a random one on (first == nc: from the first one)
    for c in (_CYCLES[nc][first] if nc < _CYCLES_MAX else cycle(nc, first)):
        castle = castles[c]
        info = _analysis(owned, castle)
        full = info.moves.get(key)
        if full is None:
            # the spots geometry.placements would list, counted and the k-th found
            # without making the list: in a rollout nearly every castle is asked once
            # in each shape (it grows between asks), so a kept list is seldom used again
            spot = _nth_spot(info, fit, gull, rng)
            if spot is None:
                continue
            x, y, r = spot
        elif full:
            _cid, x, y, r = full[rng.randrange(len(full))]
        else:
            continue
        if c < mine:
            return (castle[0], x, y, r, p, c, info)
        return (castle[0], x, y, r, state["n"], c - mine, info)
    if starts:
        k = rng.randrange(len(starts))
        if where == "new" and k >= len(_START_R[w]):
            where = "shared"
        return (where, 0, 0, starts[k], None, 0, None)
    return None
