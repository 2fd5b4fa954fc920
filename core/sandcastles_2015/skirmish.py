"""Sandcastles (2015): how a skirmish ends (the attack tiles played, the tile taken or kept)."""
from __future__ import annotations

from . import geometry as geo
from .turns import end_action, end_game_turn


def resolve(state):
    sk = state["skirmish"]
    state["skirmish"] = None
    tiles = sk["tiles"]
    attacker, defender = sk["attacker"], sk["defender"]
    if len(tiles) % 2:  # the attacker played last: the attack succeeds
        castles = state["areas"][sk["area"]]
        k = next(k for k, c in enumerate(castles) if c[0] == sk["castle"])
        castle = castles[k] = castles[k][:]  # copy on write
        stolen = geo.remove_top(castle, sk["x"], sk["y"])
        if len(castle) == 1:
            castles.remove(castle)
        if attacker < 0:  # the Game: its attack tile and the stolen tile are discarded
            state["discard"] += tiles
            state["discard"].append(stolen)
            end_game_turn(state)
            return
        state["banks"][attacker] += tiles
        state["last_result"] = [defender, attacker]
        state["stolen"] = stolen
        state["phase"] = "place"
        return
    state["banks"][defender] += tiles
    if attacker < 0:
        end_game_turn(state)
        return
    state["last_result"] = [attacker, defender]
    end_action(state)
