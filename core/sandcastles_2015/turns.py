"""Sandcastles (2015): the turn's flow after a move (placing a tile, drawing, restocking,
the Big Wave, the solo Game's turn, the end of a turn and of a stalled game)."""
from __future__ import annotations

from . import geometry as geo
from .components import ATTACK_KIND, BEACH_SIZE, BEATS, BIG_WAVE, N_ATTACK, N_SAND, is_attack
from .geometry import analyze, rot_mask
from .scoring import complete, unearned


def to_move(state: dict):
    phase = state["phase"]
    if phase == "action" or phase == "place":
        return state["turn"]
    if phase == "skirmish":
        sk = state["skirmish"]
        return sk["defender"] if len(sk["tiles"]) % 2 else sk["attacker"]
    if phase == "restock":
        return state["restock"][0]
    if phase == "game_attack":
        return 0
    return None


def place(state, p, tile, cid, x, y, r):
    """Seat p places `tile` as (cid, x, y, r) says; returns the castle when it starts one."""
    mask = rot_mask(tile, r)
    areas = state["areas"]   # each area list is copied on write (copies share them)
    if cid == "new" or cid == "shared":
        q = p if cid == "new" else state["n"]
        castle = [state["next_id"], 0, 0, tile, mask]
        state["next_id"] += 1
        areas[q] = areas[q] + [castle]
        return castle  # a single tile always has a wall to nowhere: never complete
    q, k = p, _index(areas[p], cid)   # almost always one of the player's own
    if k < 0:   # the shared castle's area
        for q, area in enumerate(areas):
            k = _index(area, cid)
            if k >= 0:
                break
        else:
            return
    area = areas[q]
    castle = area[k]
    # the analysis the next legal-move listing needs anyway, worked out from the
    # castle's cached one (one cell changes), then kept
    info = geo.extend(analyze(castle), x, y, tile, mask)
    area = areas[q] = area[:]
    castle = area[k] = castle + [x, y, tile, mask]  # copy on write
    geo.keep(castle, info)
    if info.complete:
        complete(state, p, area, castle, info.top)


def _index(area, cid) -> int:
    """Where the castle with id cid is in area, or -1 (counted: under CPython 3.11
    enumerate() costs more than this loop)."""
    k = 0
    for castle in area:
        if castle[0] == cid:
            return k
        k += 1
    return -1


def draw(state, drawer=None) -> int:
    """The top tile of the draw pile; when `drawer` takes it into their hand and
    another seat put it there, that seat goes on knowing where it is."""
    state["undoable"] = False
    knower = state["known_top"]
    state["known_top"] = None
    tile = state["deck"].pop()
    if drawer is not None and knower is not None and knower != drawer and tile != BIG_WAVE:
        known = state["known"]   # copied on write: copies of a state share its lists
        known[drawer] = known[drawer] + [[tile, knower]]
    return tile


def forget(state, p, tile):
    """Tile leaves p's hand: what others knew of it there no longer applies."""
    known = state["known"][p]
    for e in known:   # a new list only when the tile is in it (lists are copied on write)
        if e[0] == tile:
            kept = []   # a loop: a comprehension is a call of its own in 3.11
            for e in known:
                if e[0] != tile:
                    kept.append(e)
            state["known"][p] = kept
            return


def wave(state):
    state["wave"] = state["turn"]
    state["restock"] = []
    if state["solo"]:
        state["won"] = unearned(state) == 0
        state["phase"] = "over"


def refill_beach(state):
    if state["wave"] is not None:
        return
    beach, deck = state["beach"], state["deck"]
    while len(beach) < BEACH_SIZE and deck:
        # draw(state): nobody takes it into a hand
        state["undoable"] = False
        state["known_top"] = None
        t = deck.pop()
        if t == BIG_WAVE:
            wave(state)
            return
        beach.append(t)


def end_action(state):
    if state["phase"] == "over":
        return
    done = state["actions_done"] = state["actions_done"] + 1
    if done < 2 and state["shared"]:
        state["phase"] = "action"
        return
    if state["wave"] is not None:
        finish_turn(state)
        return
    lr = state["last_result"]
    state["restock"] = lr[:] if lr else [state["turn"]]
    advance_restock(state)


def advance_restock(state):
    queue = state["restock"]
    solo = state["solo"]
    while queue:
        if len(state["hands"][queue[0]]) < state["hand_size"] and (state["beach"] or state["deck"]):
            state["phase"] = "restock"
            return
        queue.pop(0)
        if not solo:  # solo: the beach is dealt once a round, never refilled
            refill_beach(state)
        if state["phase"] == "over":
            return
        if state["wave"] is not None:
            queue.clear()
    if solo:
        after_restock(state)
    else:   # after_restock's first case
        finish_turn(state)


def take_restock(state, beach_index, own_hands=False):
    """The restocking player takes the beach tile at `beach_index`, or draws from the
    deck when it is None (the Big Wave drawn ends the game), then the restock moves on:
    step's ("restock", ...) and a rollout's restock alike. Copies of a state share the
    hands' lists, so the hand is copied before it grows, unless `own_hands`: a rollout
    copied them all once and grows them in place."""
    p = state["restock"][0]
    if beach_index is not None:
        tile = state["beach"].pop(beach_index)
        if own_hands:
            state["hands"][p].append(tile)
        else:
            hands = state["hands"]
            hands[p] = hands[p] + [tile]
        known = state["known"]
        known[p] = known[p] + [[tile, -1]]   # the inner lists are shared by copies
    else:
        got = draw(state, p)
        if got == BIG_WAVE:
            wave(state)
        elif own_hands:
            state["hands"][p].append(got)
        else:
            hands = state["hands"]
            hands[p] = hands[p] + [got]
    if state["phase"] != "over":
        advance_restock(state)


def after_restock(state):
    if not state["solo"]:
        finish_turn(state)
        return
    if state["solo_stage"] == "player":
        state["discard"] = state["discard"] + state["beach"]
        state["beach"] = []
        game_turn(state)
    else:
        state["solo_stage"] = "player"
        finish_turn(state)


def game_turn(state):
    gh = state["game_hand"] = state["game_hand"][:]   # copy on write
    for _ in range(3):
        if not state["deck"]:
            break
        t = draw(state)
        if t == BIG_WAVE:
            wave(state)
            return
        gh.append(t)
    for t in gh:
        if is_attack(t):
            prey = BEATS[ATTACK_KIND[t]]
            if any(analyze(c).targets[prey] for c in state["areas"][0]):
                state["phase"] = "game_attack"
                return
    end_game_turn(state)


def end_game_turn(state):
    state["discard"] = state["discard"] + state["game_hand"]
    state["game_hand"] = []
    refill_beach(state)
    if state["phase"] == "over":
        return
    state["solo_stage"] = "game"
    state["restock"] = [0]
    advance_restock(state)


def finish_turn(state):
    nxt = (state["turn"] + 1) % state["n"]
    wave_seat = state["wave"]
    if wave_seat is None:
        if not state["solo"]:
            # stalled()'s first test written out: a sandcastle tile in the hand to move
            # (nearly always) means the game goes on
            for t in state["hands"][state["turn"]]:
                if t < N_SAND:
                    break
            else:
                if stalled(state):
                    state["stalled"] = True
                    state["phase"] = "over"
                    return
    elif state["solo"] or nxt == wave_seat:
        state["phase"] = "over"
        return
    state["turn"] = nxt
    state["turn_no"] += 1
    state["phase"] = "action"
    state["actions_done"] = 0
    state["first_kind"] = None
    state["last_result"] = None
    state["restock"] = []


def stalled(state) -> bool:
    """No build or attack can ever happen again (docs/rules/DECISIONS.md): every
    tile within reach (every hand, the beach, the top of the draw pile, which an
    exchange only swaps) is an attack tile, and none of their kinds has a target in
    any castle (any player's: a tile can pass to anyone through the beach). Only
    exchanges remain, which change neither, so nobody draws again and no score can
    change. The table ends the game there, as if the Big Wave had come."""
    hands = state["hands"]
    # asked at every turn's end: out at the first sandcastle tile (there nearly always
    # is one in the hand to move), before anything is gathered (hands hold no Big Wave)
    for t in hands[state["turn"]]:
        if t < N_SAND:
            return False
    deck = state["deck"]
    for tiles in (*hands, state["beach"], deck[-1:]):
        for t in tiles:
            if not N_SAND <= t < N_SAND + N_ATTACK:
                return False    # a sandcastle tile to build, or the Big Wave on top
    reach = [t for h in hands for t in h] + state["beach"] + deck[-1:]
    prey = {BEATS[ATTACK_KIND[t]] for t in reach}
    for area in state["areas"]:
        for castle in area:
            targets = analyze(castle).targets
            if any(targets[c] for c in prey):
                return False
    return True
