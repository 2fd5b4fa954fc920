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
caches; the final state holds plain lists, as before.

In a game of 2-7 players without the shared castle (every game but the solo one and the
shared-castle variant) the turn's flow is played over local variables too
(`_rollout_over_locals`): the restock, the end of an action and the end of a turn,
which are most of a rollout's moves and many of its reads and writes of the state dict,
are written out there again, a second copy of turns.py's `take_restock`, `draw`,
`end_action`, `advance_restock`, `refill_beach` and `finish_turn` for that case. What
keeps the copy equal to the rules is the same test as for the rest of this module:
tests/core/test_sandcastles_2015_rollout.py plays it against `rollout_action` + `step`
(which use turns.py itself) from many positions and caps, with both random sources,
and compares the moves, the draws and the final state; the replay pins hold too."""
from __future__ import annotations

from .components import BEACH_SIZE, BIG_WAVE, N_SAND, SEAGULL, TILE_CREATURE, TILE_WALLTYPE
from .geometry import FIT, ROTATIONS, analyze, grow, private, rot_mask
from .legal import _CYCLES, _CYCLES_MAX, _EXCHANGES, attack_spot, cycle, legal, target_castles
from .scoring import complete
from .skirmish import start
from .turns import end_action, forget, place, stalled, take_restock

# per wall type: (rotation of each new-castle start, in _START's order)
_START_R = [tuple(r for r, _m in ROTATIONS[w]) for w in range(5)]


def rollout(state: dict, rng, cap, step, owned=None) -> int:
    """Play on from state in place (see the module's doc). `owned`: id(castle list) ->
    (list, analysis) of the castles this rollout copied or started and grows in place
    (geometry.private and grow); a dict may be given to see them afterwards (tests)."""
    if cap == 0:   # Hard's search asks for none (its rollout_cap is 0): nothing to set up
        return 0
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
    if not state["solo"] and not state["shared"]:
        made = _rollout_over_locals(state, rng, cap, step, owned)
    # the solo game and the shared castle (after the loop over locals the cap is reached
    # or the game is over, and this loop stops at once)
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
            state["undoable"] = True
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
            state["undoable"] = True
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
    """step's bookkeeping as hand[h] (tile t) is played as a build or an attack (besides
    one more step, counted by rollout, and undoable, which the caller sets): the tile out
    of the hand and out of what the others know."""
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


def _flow(state) -> tuple:
    """The turn's flow that _rollout_over_locals keeps in local variables, read back from
    the state after the rules (step) moved it on."""
    return state["phase"], state["turn"], state["restock"], state["undoable"]


def _rollout_over_locals(state: dict, rng, cap, step, owned) -> int:
    """rollout's loop for 2-7 players without the shared castle; returns the moves made.

    The same moves, draws and final state (see the module's doc), with the phase, the
    seat in turn, the restock queue and the undo flag in local variables, and the
    restock, the end of an action and the end of a turn done here over them (what
    turns.py does, for this case: no solo Game, one action a turn). Under CPython a read
    or write of the state dict costs about ten times a local's, and a call some 400
    instructions: a restock move is 2-4 calls and a dozen look-ups through turns.py.
    The seat in turn is written to the state whenever it changes (the castle and target
    listings read it); the other three are written back before the rules are asked
    anything (`legal`, `step`, `stalled`) and read back after (_flow). Exchanges, passes
    and skirmish answers still go through `step`; builds and attacks are chosen and
    drawn as `_action` does."""
    # the state's lists, never replaced while a rollout runs (the rules change them in
    # place or replace their items): the hands (rollout made them its own), the beach,
    # the draw pile, what each seat is known to hold
    hands = state["hands"]
    beach = state["beach"]
    deck = state["deck"]
    known = state["known"]
    n = state["n"]
    hand_size = state["hand_size"]
    phase, turn, queue, undoable = _flow(state)
    made = 0
    while made < cap:
        if phase == "over":
            break
        made += 1
        if phase == "restock":   # take_restock, the tile drawn as the rollout draws it
            p = queue[0]
            nb = len(beach)
            i = rng.randrange(nb + 1 if deck else nb)   # never 0 choices (advance_restock)
            undoable = True
            if i < nb:
                tile = beach.pop(i)
                hands[p].append(tile)
                known[p] = known[p] + [[tile, -1]]   # the inner lists are shared by copies
            else:   # turns.draw: the top of the pile, known or not to someone else
                undoable = False
                knower = state["known_top"]
                state["known_top"] = None
                tile = deck.pop()
                if tile == BIG_WAVE:   # turns.wave
                    state["wave"] = turn
                    queue = []
                else:
                    if knower is not None and knower != p:
                        known[p] = known[p] + [[tile, knower]]
                    hands[p].append(tile)
        elif phase == "action":   # _action's choice (no second action, no solo)
            hand = hands[turn]
            if rng.randrange(12) == 0:   # an exchange, through step
                state["phase"], state["restock"], state["undoable"] = phase, queue, undoable
                acts = _EXCHANGES[len(hand)][len(beach)][bool(deck)] or legal(state)
                step(state, acts[rng.randrange(len(acts))])
                phase, turn, queue, undoable = _flow(state)
                continue
            nh = len(hand)
            first = rng.randrange(nh) if nh else 0
            rivals = None
            for h in (_CYCLES[nh][first] if nh < _CYCLES_MAX else cycle(nh, first)):
                t = hand[h]   # every tile once, from a random one on
                if t < N_SAND:   # a new castle is always a place for it: never None
                    spot = _pick_build(state, turn, t, True, False, rng, owned)
                    undoable = True
                    _play_from_hand(state, turn, hand, h, t, "build")
                    _place(state, turn, t, spot, owned)
                    break
                if rivals is None:   # the same for every attack tile of this move
                    rivals = target_castles(state, False)
                hit = attack_spot(rivals, t, rng, owned)
                if hit is not None:
                    q, castle, x, y = hit
                    undoable = True
                    _play_from_hand(state, turn, hand, h, t, "attack")
                    start(state, turn, q, q, castle[0], x, y, t)
                    phase = "skirmish"
                    break
            else:   # nothing to build or attack: from the listed moves, through step
                state["phase"], state["restock"], state["undoable"] = phase, queue, undoable
                acts = legal(state)
                step(state, acts[rng.randrange(len(acts))])
                phase, turn, queue, undoable = _flow(state)
                continue
            if phase == "skirmish":
                continue
        elif phase == "place":   # the stolen tile (rollout_action: sample_build)
            tile = state["stolen"]
            spot = _pick_build(state, turn, tile, True, False, rng, owned)
            undoable = True
            state["stolen"] = None
            _place(state, turn, tile, spot, owned)
        else:   # a skirmish's answer: from the listed moves, through step
            state["phase"], state["restock"], state["undoable"] = phase, queue, undoable
            acts = legal(state)
            step(state, acts[rng.randrange(len(acts))])
            phase, turn, queue, undoable = _flow(state)
            continue
        if phase != "restock":   # a tile built or placed: turns.end_action
            state["actions_done"] += 1
            if state["wave"] is None:
                lr = state["last_result"]
                queue = lr[:] if lr else [turn]
            else:   # the Big Wave came: the turn ends with no restock
                queue = []
        # turns.advance_restock: the next seat with room in hand, while there are tiles;
        # the Big Wave drawn empties the queue (turns.wave), and none is left while it is
        # out, so the beach is refilled whenever a seat leaves the queue
        while queue:
            if len(hands[queue[0]]) < hand_size and (beach or deck):
                break
            queue.pop(0)
            while len(beach) < BEACH_SIZE and deck:   # turns.refill_beach
                undoable = False
                state["known_top"] = None
                t = deck.pop()
                if t == BIG_WAVE:
                    state["wave"] = turn
                    queue = []
                    break
                beach.append(t)
        if queue:
            phase = "restock"
            continue
        # turns.finish_turn (not solo)
        nxt = (turn + 1) % n
        wave_seat = state["wave"]
        if wave_seat is None:
            for t in hands[turn]:   # a sandcastle tile in the hand to move: not stalled
                if t < N_SAND:
                    break
            else:
                state["phase"], state["restock"], state["undoable"] = phase, queue, undoable
                if stalled(state):
                    state["stalled"] = True
                    phase = "over"
                    break
        elif nxt == wave_seat:
            phase = "over"
            break
        turn = state["turn"] = nxt
        state["turn_no"] += 1
        phase = "action"
        state["actions_done"] = 0
        state["first_kind"] = None
        state["last_result"] = None
    state["phase"], state["restock"], state["undoable"] = phase, queue, undoable
    return made
