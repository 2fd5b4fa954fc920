"""Sandcastles (2015): a skirmish, from the attack to the tile taken or kept.

Attack tiles go down one by one, each beating the one before it (crab, bucket, seagull);
the defender counters on an odd count, the attacker re-strengthens on an even one, up to
MAX_SKIRMISH tiles. Whoever played last wins it."""
from __future__ import annotations

from . import geometry as geo
from .components import ATTACK_KIND, BEATEN_BY, MAX_SKIRMISH, is_attack
from .turns import end_action, end_game_turn


def start(state, attacker, defender, area, cid, x, y, tile):
    """An attack with `tile` on the top tile of (x, y) in castle cid (attacker -1: the
    solo Game)."""
    state["skirmish"] = {"attacker": attacker, "defender": defender, "area": area,
                         "castle": cid, "x": x, "y": y, "tiles": [tile]}
    state["phase"] = "skirmish"


def counters(state) -> list:
    """The moves of whoever is to answer: each attack tile in hand that beats the last
    one down, then a pass."""
    sk = state["skirmish"]
    p = sk["defender"] if len(sk["tiles"]) % 2 else sk["attacker"]
    need = BEATEN_BY[ATTACK_KIND[sk["tiles"][-1]]]
    acts = []
    h = -1   # the hand slot, counted (enumerate() and a comprehension cost more in 3.11)
    for t in state["hands"][p]:
        h += 1
        if is_attack(t) and ATTACK_KIND[t] == need:
            acts.append(("counter", h))
    acts.append(("pass",))
    return acts


def counter(state, tile):
    """One more attack tile down; the skirmish ends at MAX_SKIRMISH tiles, and at once
    when the solo Game attacked (it never re-strengthens)."""
    sk = state["skirmish"]
    sk["tiles"].append(tile)
    if len(sk["tiles"]) >= MAX_SKIRMISH or sk["attacker"] < 0:
        resolve(state)


def resolve(state):
    sk = state["skirmish"]
    state["skirmish"] = None
    tiles = sk["tiles"]
    attacker, defender = sk["attacker"], sk["defender"]
    if len(tiles) % 2:  # the attacker played last: the attack succeeds
        areas = state["areas"]
        castles = areas[sk["area"]] = areas[sk["area"]][:]   # copy on write
        cid = sk["castle"]
        k = 0   # the castle attacked, found by its id (counted: enumerate() costs more)
        for c in castles:
            if c[0] == cid:
                break
            k += 1
        castle = castles[k] = castles[k][:]  # copy on write
        stolen = geo.remove_top(castle, sk["x"], sk["y"])
        if len(castle) == 1:
            castles.remove(castle)
        if attacker < 0:  # the Game: its attack tile and the stolen tile are discarded
            state["discard"] = state["discard"] + tiles + [stolen]   # copy on write
            end_game_turn(state)
            return
        banks = state["banks"] = state["banks"][:]   # copy on write
        banks[attacker] = banks[attacker] + tiles
        state["last_result"] = [defender, attacker]
        state["stolen"] = stolen
        state["phase"] = "place"
        return
    banks = state["banks"] = state["banks"][:]
    banks[defender] = banks[defender] + tiles
    if attacker < 0:
        end_game_turn(state)
        return
    state["last_result"] = [attacker, defender]
    end_action(state)
