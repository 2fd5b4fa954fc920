"""Sandcastles (2015) in words: log lines for moves, why a move is refused, the ending."""
from __future__ import annotations

from . import geometry as geo
from .components import (ATTACK_KIND, BEATEN_BY, BEATS, CREATURES, SEAGULL, TILE_CREATURE,
                         is_attack, is_sand, tile_name)
from .geometry import analyze, rot_mask
from .naming import castle_name, cell_words
from .turns import to_move

NAMES = {"build", "attack", "counter", "pass", "exchange", "restock", "place_stolen",
         "game_attack"}


def castle_owner(state, cid):
    for a, area in enumerate(state["areas"]):
        for c in area:
            if c[0] == cid:
                return a, c
    return None, None


def describe(state: dict, action) -> str:
    names = state["names"]
    p = to_move(state)
    who = names[p] if p is not None and p >= 0 else "The Game"
    name = action[0]
    n = state["n"]
    if name in ("build", "place_stolen"):
        if name == "build":
            tile = state["hands"][p][action[1]]
            cid, x, y = action[2], action[3], action[4]
            verb, what = "builds", f"a {tile_name(tile)}"
        else:
            tile = state["stolen"]
            cid, x, y = action[1], action[2], action[3]
            verb, what = "places", f"the stolen {tile_name(tile)}"
        if cid == "new":
            return f"{who} {verb} {what} to start a new castle."
        if cid == "shared":
            return f"{who} {verb} {what} to start the shared castle."
        a, castle = castle_owner(state, cid)
        where = "the shared castle" if a == n else castle_name(
            castle, state["areas"][a], "their" if a == p else f"{names[a]}'s")
        done = ""
        if castle is not None:
            r = action[-1]
            after = geo.tops(castle + [x, y, tile, rot_mask(tile, r)])
            if geo.is_complete(after):
                done = f", completing a {len(after)}-piece sandcastle"
        spot = cell_words(castle, x, y) if castle is not None else ""
        if spot.startswith("on top"):
            return f"{who} {verb} {what} {spot} in {where}{done}."
        return f"{who} {verb} {what} onto {where}, {spot}{done}."
    if name in ("attack", "game_attack"):
        if name == "attack":
            tile = state["hands"][p][action[1]]
            area = n if action[2] == "shared" else action[2]
            cid, x, y = action[3], action[4], action[5]
        else:
            who = "The Game"
            tile = state["game_hand"][action[1]]
            area, cid, x, y = 0, action[2], action[3], action[4]
        _a, castle = castle_owner(state, cid)
        target = analyze(castle).top[(x, y)][0] if castle else None
        owner = "the shared castle's" if area == n and state["shared"] else names[area] + "'s"
        kind = CREATURES[ATTACK_KIND[tile]]
        tname = f"{CREATURES[TILE_CREATURE[target]]} tower" if target is not None else "tower"
        if castle is not None and not (area == n and state["shared"]):
            mark = castle_name(castle, state["areas"][area], f"{names[area]}'s")
            return f"{who} attacks the {tname} of {mark} with a {kind}."
        return f"{who} attacks {owner} {tname} with a {kind}."
    if name == "counter":
        tile = state["hands"][p][action[1]]
        kind = CREATURES[ATTACK_KIND[tile]]
        if p == state["skirmish"]["defender"]:
            return f"{who} counters with a {kind}."
        return f"{who} re-strengthens the attack with a {kind}."
    if name == "pass":
        if state["phase"] == "skirmish":
            if p == state["skirmish"]["defender"]:
                return f"{who} does not counter."
            return f"{who} does not re-strengthen the attack."
        return f"{who} passes."
    if name == "exchange":
        tile = state["hands"][p][action[1]]
        if action[2] == "beach":
            got = state["beach"][action[3]]
            return f"{who} exchanges a {tile_name(tile)} for the beach's {tile_name(got)}."
        return f"{who} secretly exchanges a tile with the top of the draw pile."
    if name == "restock":
        if action[1] == "beach":
            return f"{who} takes the {tile_name(state['beach'][action[2]])} from the beach."
        return f"{who} draws a tile from the draw pile."
    return f"{who} plays {action!r}."


def why_illegal(state: dict, action) -> str:
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        return "That is not a move in Sandcastles."
    name = action[0]
    if name not in NAMES:
        return f"Sandcastles has no move called {name!r}."
    phase = state["phase"]
    names = state["names"]
    who = to_move(state)
    if phase == "over":
        return "The game is over; no more moves can be made."
    if phase == "skirmish" and name not in ("counter", "pass"):
        return f"A skirmish is on: {names[who]} must counter or pass first."
    if phase == "restock" and name != "restock":
        return f"{names[who]} must restock their hand first, from the beach or the draw pile."
    if phase == "place" and name != "place_stolen":
        return f"{names[who]} must place the stolen tile in their own area first."
    if phase == "game_attack" and name != "game_attack":
        return "The Game's attack must be played first: choose which attack and its target."
    if phase == "action" and name in ("counter", "restock", "place_stolen", "game_attack"):
        return f"It is {names[who]}'s turn to build, attack or exchange."
    if name == "pass":
        if phase == "action":
            return "You cannot pass while you have a move; build, attack or exchange."
        return "You cannot pass now."
    hand = state["hands"][who] if who is not None and who >= 0 else []
    if name in ("build", "attack", "exchange", "counter"):
        if len(action) < 2 or not isinstance(action[1], int) or not 0 <= action[1] < len(hand):
            return "Choose a tile from your hand."
        tile = hand[action[1]]
    if name == "counter":
        sk = state["skirmish"]
        need = BEATEN_BY[ATTACK_KIND[sk["tiles"][-1]]]
        return (f"Only a {CREATURES[need]} attack beats the "
                f"{tile_name(sk['tiles'][-1])}.")
    if name == "exchange":
        if len(action) == 3 and action[2] == "deck":
            return "The draw pile is empty." if not state["deck"] else "You cannot exchange now."
        if len(action) == 4 and action[2] == "beach":
            return "There is no such tile on the beach."
        if state["shared"] and state["actions_done"] and state["first_kind"] != "exchange":
            return f"Your second action must be another {state['first_kind']} or a pass."
        return "Exchange with a beach tile or with the top of the draw pile."
    if name == "restock":
        if len(action) == 2 and action[1] == "deck":
            return "The draw pile is empty."
        return "There is no such tile on the beach."
    if name == "attack":
        if state["solo"]:
            return "In the solo game there is nobody to attack."
        if not is_attack(tile):
            return "Only an attack tile can attack; sandcastle tiles are built."
        if state["shared"] and state["actions_done"]:
            if state["first_kind"] != "attack":
                return f"Your second action must be another {state['first_kind']} or a pass."
            if len(action) > 2 and action[2] != "shared":
                return "Your second attack may only target the shared castle."
        if len(action) != 6:
            return "An attack names a tile, a player, a castle and a cell."
        target = action[2]
        if target == who:
            return "You cannot attack your own castles."
        area = state["n"] if target == "shared" and state["shared"] else target
        if not isinstance(area, int) or not 0 <= area < len(state["areas"]):
            return "There is no such player to attack."
        castle = next((c for c in state["areas"][area] if c[0] == action[3]), None)
        if castle is None:
            return "There is no such castle."
        info = analyze(castle)
        cell = info.top.get((action[4], action[5]))
        if cell is None:
            return "There is no sandcastle tile there."
        prey = BEATS[ATTACK_KIND[tile]]
        if TILE_CREATURE[cell[0]] != prey:
            return (f"A {CREATURES[ATTACK_KIND[tile]]} attack only takes a "
                    f"{CREATURES[prey]} tower, not a {CREATURES[TILE_CREATURE[cell[0]]]}.")
        return ("That tile cannot be taken: its castle would split, uncover a tile whose "
                "walls do not fit, or be left finished.")
    # build, place_stolen, game_attack
    if name == "game_attack":
        return "Choose one of the Game's attack tiles and a tile of yours it beats."
    if name == "build":
        if not is_sand(tile):
            return "Attack tiles cannot be built; play them against another player's castle."
        rest = action[2:]
    else:
        tile = state["stolen"]
        rest = action[1:]
    if len(rest) != 4:
        return "A placement names a castle, a cell and a rotation."
    cid, x, y, r = rest
    if rot_mask(tile, r) < 0:
        return "That rotation is not one of this tile's turns (0 to 3, distinct walls only)."
    if name == "build" and state["shared"] and state["actions_done"]:
        if state["first_kind"] != "build":
            return f"Your second action must be another {state['first_kind']} or a pass."
        if cid == "new" or not any(c[0] == cid for c in state["areas"][state["n"]]) and cid != "shared":
            return "Your second build must go to the shared castle."
    if cid in ("new", "shared"):
        if cid == "shared" and not state["shared"]:
            return "There is no shared castle in this game."
        if cid == "shared" and state["areas"][state["n"]]:
            return "The shared castle is already started; add to it instead."
        return "A new castle starts at position 0, 0."
    areas = [state["areas"][who]] + ([state["areas"][state["n"]]] if state["shared"] else [])
    castle = next((c for a in areas for c in a if c[0] == cid), None)
    if castle is None:
        return "That is not one of your castles."
    info = analyze(castle)
    mask = rot_mask(tile, r)
    if (x, y) in info.top:
        if TILE_CREATURE[tile] != SEAGULL:
            return "Only seagull towers can be stacked on another tile; crabs and buckets cannot."
    else:
        if not any(fx == x and fy == y for fx, fy, _k, _r in info.frontier):
            return "A new tile must join a wall of the castle."
    known, req = geo.constraints(info.top, x, y)
    if mask & known != req:
        return "The walls do not join up: wall must meet wall and open side meet open side."
    return "That move is not allowed right now."


def ending(state: dict) -> str:
    # a stalled game: the result's summary says it ("Nobody could build or attack")
    if state["phase"] != "over" or state.get("stalled"):
        return ""
    wave = state["wave"]
    if wave is None:
        return "Every bonus was earned before the Big Wave came."
    if state["solo"]:
        return "The Big Wave came."
    return f"{state['names'][wave]} drew the Big Wave; everyone else had one more turn."


def progress(state: dict) -> str:
    if state["phase"] == "over":
        return "Game over"
    if state["wave"] is not None:
        return f"Last round, turn {state['turn_no']}"
    return f"Turn {state['turn_no']}, {len(state['deck'])} tiles in the draw pile"
