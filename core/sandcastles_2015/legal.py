"""Sandcastles (2015): the legal moves of a state, listed in full or sampled for rollouts.

Whole action tuples are cached with each castle's analysis (geometry.Info.moves), so a
castle that did not change lists its moves again for nothing."""
from __future__ import annotations

from . import geometry as geo
from .components import (ATTACK_KIND, BEATS, N_ATTACK, N_SAND, SEAGULL,
                         TILE_CREATURE, TILE_WALLTYPE, is_attack, is_sand)
from .geometry import FIT, ROTATIONS, analyze
from .skirmish import counters

# constant action lists, built once: [hand size][beach size][draw pile not empty]
_EXCHANGES = [[[[("exchange", h, "beach", i) for h in range(nh) for i in range(nb)]
                + ([("exchange", h, "deck") for h in range(nh)] if d else [])
                for d in (0, 1)] for nb in range(4)] for nh in range(5)]
_RESTOCKS = [[[("restock", "beach", i) for i in range(nb)] + ([("restock", "deck")] if d else [])
              for d in (0, 1)] for nb in range(4)]

# Whole action tuples are cached per castle in its analysis (Info.moves), under small int
# keys (cheap to hash; geometry's own placement lists use 0..9):
#   build of hand tile h (PLACE_H: the stolen tile) with wall type w, seagull or not
#   attack of hand tile h on a castle of label index lab (a seat, or SHARED_LAB) taking prey
PLACE_H = 9
SHARED_LAB = 9


def _build_key(h: int, w: int, gull: bool) -> int:
    return 100 + 10 * h + 2 * w + gull


def _attack_key(h: int, lab: int, prey: int) -> int:
    return 1000 + 100 * h + 10 * prey + lab


def _prefix(h: int) -> tuple:
    return ("place_stolen",) if h == PLACE_H else ("build", h)


# _START[h][w] = (actions starting a new castle, actions starting the shared castle)
_START = [[tuple(tuple([_prefix(h) + (where, 0, 0, r) for r, _m in ROTATIONS[w]])
                 for where in ("new", "shared")) for w in range(5)] for h in range(10)]


# _CYCLES[n][first]: the indices 0..n-1 from `first` on, wrapping round ((first + i) % n;
# first may be n, the same as 0): the order in which a rollout tries hand tiles and
# castles (every one once, from a random one on). Read from a table, not counted with
# range() and a modulo: under CPython 3.11 a call of range() costs about 1,000
# instructions (its length is worked out by generic int arithmetic), more than the loop
# it drives. Larger n (never in play): cycle().
def _rotated(n: int, first: int) -> tuple:
    return (*range(first, n), *range(first))


_CYCLES_MAX = 17
_CYCLES = [[_rotated(n, first) for first in range(n + 1)] for n in range(_CYCLES_MAX)]


def cycle(n: int, first: int) -> tuple:
    """_CYCLES[n][first] for any n."""
    if n < _CYCLES_MAX:
        return _CYCLES[n][first]
    return _rotated(n, first)


def _builds_on(castle: list, info, key: int, h: int, w: int, gull: bool) -> tuple:
    """The build (or stolen-tile) actions onto one castle, cached with its analysis from
    the second time they are asked for: the order of geometry.placements, each whole
    action made in one go. Most (hand slot, castle) pairs are listed once in a game (the
    hand shifts, the castle grows: nine in ten of random play's listings); keeping those
    tuples kept thousands of containers alive and set the garbage collector off often.
    The first listing leaves a mark (False), the second keeps the tuple: a search,
    which lists the same positions again and again, finds them from the third on.
    action_moves writes the same listing out in its loop (no call per castle)."""
    seen = info.moves.get(key)
    if seen is None or seen is False:
        fit = FIT[w]
        cid = castle[0]
        full = []   # appended in loops: a comprehension is a call of its own in 3.11
        add = full.append
        if h == PLACE_H:
            for (x, y), (known, req) in info.fcells.items():
                for r in fit[known][req]:
                    add(("place_stolen", cid, x, y, r))
            if gull:
                for x, y, known, req in info.towers:
                    for r in fit[known][req]:
                        add(("place_stolen", cid, x, y, r))
        else:
            for (x, y), (known, req) in info.fcells.items():
                for r in fit[known][req]:
                    add(("build", h, cid, x, y, r))
            if gull:
                for x, y, known, req in info.towers:
                    for r in fit[known][req]:
                        add(("build", h, cid, x, y, r))
        full = tuple(full)
        info.moves[key] = False if seen is None else full
        return full
    return seen


# One-entry cache: legal_actions is asked twice per move (by the chooser and by apply).
# One tuple, swapped in a single assignment, so two threads (two browser sessions in
# server mode) can never pair one state with another state's actions.
_LEGAL = [(None, -1, ())]


def legal(state: dict) -> list:
    phase = state["phase"]
    if phase == "action":
        return action_moves(state)
    if phase == "restock":
        return _RESTOCKS[len(state["beach"])][bool(state["deck"])]
    if phase == "skirmish":
        return counters(state)
    if phase == "place":
        return placements(state, "place_stolen", state["stolen"], state["turn"], None)
    if phase == "game_attack":
        acts = []
        for gi, t in enumerate(state["game_hand"]):
            if is_attack(t):
                prey = BEATS[ATTACK_KIND[t]]
                for castle in state["areas"][0]:
                    for x, y in analyze(castle).targets[prey]:
                        acts.append(("game_attack", gi, castle[0], x, y))
        return acts
    return []


def placements(state, name, tile, player, hand_index, own=True, shared=False):
    """Every legal placement of one sandcastle tile: in a new castle of the player's
    own, extending or topping their castles, and (2 players) in the shared castle."""
    w = TILE_WALLTYPE[tile]
    gull = TILE_CREATURE[tile] == SEAGULL
    h = PLACE_H if hand_index is None else hand_index
    acts = []
    castles = []
    if own:
        acts += _START[h][w][0]
        castles += state["areas"][player]
    if shared:
        area = state["areas"][state["n"]]
        if not area:
            acts += _START[h][w][1]
        castles += area
    key = _build_key(h, w, gull)
    for castle in castles:
        acts += _builds_on(castle, analyze(castle), key, h, w, gull)
    return acts


# per tile id: Info.moves key of its builds from hand slot 0 (_build_key(0, w, gull);
# slot h adds 10 * h), and the creature an attack tile beats (-1: not an attack tile)
_BUILD_KEY0 = [_build_key(0, TILE_WALLTYPE[t], TILE_CREATURE[t] == SEAGULL) if t < N_SAND
               else -1 for t in range(N_SAND + N_ATTACK + 1)]
_PREY = [BEATS[ATTACK_KIND[t]] if N_SAND <= t < N_SAND + N_ATTACK else -1
         for t in range(N_SAND + N_ATTACK + 1)]


# the seagull tiles (they may also go on top of a castle's cells)
_GULLS = frozenset(t for t in range(N_SAND) if TILE_CREATURE[t] == SEAGULL)


def action_moves(state: dict, limit: int | None = None) -> list | None:
    """The action phase's moves: every build of every sandcastle tile in hand (tile by
    tile: new castle, shared start, own castles, the shared castle), then every attack
    of every attack tile (tile by tile: rivals, castles, cells in order), then the
    exchanges; a pass only when nothing else is possible. Whole action tuples come
    from caches kept with each castle's analysis. With a `limit`: None as soon as
    there are more moves than that (the listing stops there)."""
    p = state["turn"]
    hand = state["hands"][p]
    shared = state["shared"]
    second = shared and state["actions_done"] >= 1
    kind = state["first_kind"] if second else None
    areas = state["areas"]
    exchanges = (_EXCHANGES[len(hand)][len(state["beach"])][bool(state["deck"])]
                 if kind is None or kind == "exchange" else ())
    if limit is not None:
        # how many builds and attacks fit under the limit: the exchanges, listed last,
        # are counted first (five tiles in hand, three on the beach: 20, past a reply's 8)
        room = limit - len(exchanges)
        if room < 0:
            return None
    acts = []
    add = acts.append
    if kind is None or kind == "build":
        infos = None
        h = -1   # the hand slot, counted: enumerate() costs more than the loop here
        for t in hand:
            h += 1
            if t >= N_SAND:
                continue          # an attack tile
            w = TILE_WALLTYPE[t]
            if infos is None:     # the castles a tile may go to, looked up once
                infos = () if second else area_analyses(areas[p])
                area = areas[state["n"]] if shared else None
                if area:
                    infos = infos + area_analyses(area)
            if not second:
                acts += _START[h][w][0]
            if shared and not area:
                acts += _START[h][w][1]
            key = _BUILD_KEY0[t] + 10 * h
            fit = FIT[w]
            gull = t in _GULLS
            for info in infos:
                moves = info.moves
                full = moves.get(key)
                if full is None or full is False:
                    # not kept (yet): _builds_on's listing, written out here, each action
                    # appended (a comprehension is a function call of its own in 3.11)
                    cid = info.castle[0]
                    start = len(acts)
                    for (x, y), (known, req) in info.fcells.items():
                        for r in fit[known][req]:
                            add(("build", h, cid, x, y, r))
                    if gull:
                        for x, y, known, req in info.towers:
                            for r in fit[known][req]:
                                add(("build", h, cid, x, y, r))
                    moves[key] = False if full is None else tuple(acts[start:])
                else:
                    acts += full
        if limit is not None and len(acts) > room:
            return None
    if (kind is None or kind == "attack") and not state["solo"]:
        rivals = None
        h = -1
        for t in hand:
            h += 1
            prey = _PREY[t]
            if prey < 0:
                continue          # not an attack tile
            if rivals is None:    # (label, label index, its castles' analyses) per area
                rivals = []
                for q, label, lab in _seat_labels(state, second):
                    rivals.append((label, lab, area_analyses(areas[q])))
            key0 = _attack_key(h, 0, prey)
            for label, lab, infos in rivals:
                key = key0 + lab
                for info in infos:
                    targets = info._targets
                    if targets is None:
                        targets = info.targets
                    cells = targets[prey]
                    if not cells:     # often none: nothing to list or keep
                        continue
                    full = info.moves.get(key)
                    if full is None:   # appended, then kept (no comprehension's call)
                        cid = info.castle[0]
                        start = len(acts)
                        for x, y in cells:
                            add(("attack", h, label, cid, x, y))
                        info.moves[key] = tuple(acts[start:])
                    else:
                        acts += full
        if limit is not None and len(acts) > room:
            return None
    acts += exchanges
    if not acts:   # the second action too must be played when one is possible
        if limit is not None and limit < 1:
            return None
        acts.append(("pass",))
    return acts


# id(area list) -> (that list, its length, the analysis of each of its castles). Copies
# of a state share an area's list until the area changes (copy on write: turns.place,
# skirmish.resolve, a rollout's builds), and most listings find an area as the last
# one left it: each area is listed by every rival in turn between its owner's builds
# (three listings in four at 4 players, random play). The entry holds the list, so an
# id found is that list's; the length is checked all the same (a castle added by hand).
# Small and emptied when full: every entry keeps containers alive for the collector.
_AREAS = {}
_AREAS_MAX = 64


def area_analyses(area: list) -> tuple:
    """geometry.analyze of each castle of an area list, in order, kept per list."""
    e = _AREAS.get(id(area))
    if e is not None and e[1] == len(area):
        return e[2]
    by_list = geo._BY_LIST   # analyze's look-up by list done here
    infos = []
    for c in area:
        e = by_list.get(id(c))
        infos.append(e[2] if e is not None and e[1] == len(c) else analyze(c))
    infos = tuple(infos)
    if len(_AREAS) > _AREAS_MAX:
        _AREAS.clear()
    _AREAS[id(area)] = (area, len(area), infos)
    return infos


def target_seats(state, second) -> list:
    """The areas the player to move may attack in: the rivals' in seat order, then the
    shared castle's (seat n); on a shared-castle turn's second action that one alone."""
    p, n = state["turn"], state["n"]
    if second:
        return [n]
    return [q for q in range(n) if q != p] + ([n] if state["shared"] else [])


# (players, shared castle, seat to move, second action) -> ((seat, label, label
# index) of every area it may attack, in target_seats' order); at most 7 * 7 * 4 entries
_SEAT_LABELS = {}


def _seat_labels(state, second) -> tuple:
    key = (state["n"], state["shared"], state["turn"], second)
    out = _SEAT_LABELS.get(key)
    if out is None:
        n = state["n"]
        out = _SEAT_LABELS[key] = tuple(
            (q, "shared", SHARED_LAB) if q == n else (q, q, q) for q in target_seats(state, second))
    return out


def rollout_action(state: dict, rng) -> tuple:
    """A legal move for search rollouts without listing every move: hand tiles in
    random order; a sandcastle tile goes to one castle picked at random among those
    it fits (a new castle as one more choice), an attack tile at one castle of a
    rival that it can hit; an exchange now and then. Each choice is one of
    legal_actions(state)."""
    phase = state["phase"]
    if phase == "restock":   # every other move: legal(state)'s list, without the dispatch
        acts = _RESTOCKS[len(state["beach"])][bool(state["deck"])]
        return acts[rng.randrange(len(acts))]
    if phase == "place":
        return sample_build(state, PLACE_H, state["stolen"], True, False, rng)
    if phase != "action":
        acts = legal(state)
        return acts[rng.randrange(len(acts))]
    hand = state["hands"][state["turn"]]
    second = state["shared"] and state["actions_done"] >= 1
    kind = state["first_kind"] if second else None
    if kind == "exchange" or (kind is None and rng.randrange(12) == 0):
        acts = _EXCHANGES[len(hand)][len(state["beach"])][bool(state["deck"])]
        if kind is None and acts:
            return acts[rng.randrange(len(acts))]
        acts = legal(state)
        return acts[rng.randrange(len(acts))]
    attacks = kind in (None, "attack") and not state["solo"]
    builds = kind in (None, "build")
    nh = len(hand)
    first = rng.randrange(nh) if nh else 0
    for h in cycle(nh, first):  # every tile once, from a random one on
        t = hand[h]
        if is_sand(t):
            act = (sample_build(state, h, t, not second, state["shared"], rng)
                   if builds else None)
        else:
            act = sample_attack(state, h, t, second, rng) if attacks else None
        if act is not None:
            return act
    acts = legal(state)
    return acts[rng.randrange(len(acts))]


def sample_build(state, h, t, own, shared, rng):
    """One of the placements `placements` lists for tile t (own castles / shared);
    h is its hand index (PLACE_H: the stolen tile)."""
    w = TILE_WALLTYPE[t]
    gull = TILE_CREATURE[t] == SEAGULL
    castles = []
    starts = ()
    if own:
        castles += state["areas"][state["turn"]]
        starts = _START[h][w][0]
    if shared:
        area = state["areas"][state["n"]]
        if not area:
            starts += _START[h][w][1]
        castles += area
    nc = len(castles)
    first = rng.randrange(nc + 1)
    if starts and first == nc:
        return starts[rng.randrange(len(starts))]
    for c in cycle(nc, first):  # every castle once, from a random one on
        castle = castles[c]
        # the same choice as from the whole action tuples (_builds_on lists them in
        # this order), without making them
        full = geo.placements(castle, analyze(castle), w, gull)
        if full:
            return _prefix(h) + full[rng.randrange(len(full))]
    return starts[rng.randrange(len(starts))] if starts else None


_NONE_OWNED = {}   # attack_spot outside a rollout: no analyses of its own (never written)


def target_castles(state, second) -> list:
    """(seat, castle) of every castle the player to move may attack, in action_moves'
    order, without their analyses (attack_spot analyses only the castles it tries)."""
    areas = state["areas"]
    out = []   # a loop: a comprehension is a call of its own in 3.11
    for q, _label, _lab in _seat_labels(state, second):
        for c in areas[q]:
            out.append((q, c))
    return out


def attack_spot(castles, t, rng, owned=_NONE_OWNED):
    """(seat, castle, x, y) the attack tile t hits: the first of `castles`, from a random
    one on, with a tower it beats, and a random such tower; None if no castle has one.
    `owned`: a rollout's own analyses, id(castle list) -> (list, analysis), looked up
    before geometry.analyze (rollout.py)."""
    nc = len(castles)
    first = rng.randrange(nc) if nc else 0
    prey = BEATS[ATTACK_KIND[t]]
    for c in (_CYCLES[nc][first] if nc < _CYCLES_MAX else cycle(nc, first)):
        q, castle = castles[c]
        e = owned.get(id(castle))
        cells = (analyze(castle) if e is None else e[1]).targets[prey]
        if cells:
            x, y = cells[rng.randrange(len(cells))]
            return q, castle, x, y
    return None


def sample_attack(state, h, t, second, rng):
    hit = attack_spot(target_castles(state, second), t, rng)
    if hit is None:
        return None
    q, castle, x, y = hit
    return ("attack", h, "shared" if q == state["n"] else q, castle[0], x, y)
