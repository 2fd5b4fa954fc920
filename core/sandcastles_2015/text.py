"""Sandcastles (2015) in words: log lines for moves, why a move is refused, the ending."""
from __future__ import annotations

from core.i18n import _, ngettext, pgettext

from . import geometry as geo
from .components import (ATTACK_KIND, BEATEN_BY, BEATS, BUCKET, CRAB, SEAGULL, TILE_CREATURE,
                         creature_word, is_attack, is_sand, tile_name)
from .geometry import analyze, rot_mask
from .naming import castle_name, cell_words, starts_with_vowel, tower_words
from .turns import to_move

NAMES = {"build", "attack", "counter", "pass", "exchange", "restock", "place_stolen",
         "game_attack"}


def castle_owner(state, cid):
    for a, area in enumerate(state["areas"]):
        for c in area:
            if c[0] == cid:
                return a, c
    return None, None


def a_creature(kind: int) -> str:
    """"a crab", "a bucket", "a seagull": the attacker named with its article (a language
    whose creatures have genders chooses it here)."""
    if kind == CRAB:
        return pgettext("sandcastles", "a crab")
    if kind == BUCKET:
        return pgettext("sandcastles", "a bucket")
    return pgettext("sandcastles", "a seagull")


def game_name() -> str:
    """The solo opponent, as a sentence's subject."""
    return _("The Game")


def _placed(who: str, stolen: bool, tile: int, cid, castle, where: str, on_top: bool,
            spot: str, done: str) -> str:
    """The log line of a build or of placing the stolen tile: one whole sentence per case."""
    tile_words = tile_name(tile)
    if cid == "new":
        if stolen:
            return _("{who} places the stolen {tile} to start a new castle.").format(
                who=who, tile=tile_words)
        return _("{who} builds a {tile} to start a new castle.").format(who=who, tile=tile_words)
    if cid == "shared":
        if stolen:
            return _("{who} places the stolen {tile} to start the shared castle.").format(
                who=who, tile=tile_words)
        return _("{who} builds a {tile} to start the shared castle.").format(
            who=who, tile=tile_words)
    if on_top:
        if stolen:
            text = _("{who} places the stolen {tile} {spot} in {castle}{done}.")
        else:
            text = _("{who} builds a {tile} {spot} in {castle}{done}.")
    elif stolen:
        text = _("{who} places the stolen {tile} onto {castle}, {spot}{done}.")
    else:
        text = _("{who} builds a {tile} onto {castle}, {spot}{done}.")
    return text.format(who=who, tile=tile_words, spot=spot, castle=where, done=done)


def describe(state: dict, action) -> str:
    names = state["names"]
    p = to_move(state)
    who = names[p] if p is not None and p >= 0 else game_name()
    name = action[0]
    n = state["n"]
    if name in ("build", "place_stolen"):
        if name == "build":
            tile = state["hands"][p][action[1]]
            cid, x, y = action[2], action[3], action[4]
        else:
            tile = state["stolen"]
            cid, x, y = action[1], action[2], action[3]
        stolen = name == "place_stolen"
        if cid in ("new", "shared"):
            return _placed(who, stolen, tile, cid, None, "", False, "", "")
        a, castle = castle_owner(state, cid)
        where = _("the shared castle") if a == n else castle_name(
            castle, state["areas"][a], "their" if a == p else f"{names[a]}'s")
        done = ""
        on_top = False
        spot = ""
        if castle is not None:
            r = action[-1]
            after = geo.tops(castle + [x, y, tile, rot_mask(tile, r)])
            if geo.is_complete(after):
                size = len(after)
                done = ngettext(", completing a {size}-piece sandcastle",
                                ", completing a {size}-piece sandcastle", size).format(size=size)
            on_top = (x, y) in geo.tops(castle)
            spot = cell_words(castle, x, y)
        return _placed(who, stolen, tile, cid, castle, where, on_top, spot, done)
    if name in ("attack", "game_attack"):
        if name == "attack":
            tile = state["hands"][p][action[1]]
            area = n if action[2] == "shared" else action[2]
            cid, x, y = action[3], action[4], action[5]
        else:
            who = game_name()
            tile = state["game_hand"][action[1]]
            area, cid, x, y = 0, action[2], action[3], action[4]
        _a, castle = castle_owner(state, cid)
        target = analyze(castle).top[(x, y)][0] if castle else None
        attacker = a_creature(ATTACK_KIND[tile])
        tower = tower_words(target) if target is not None else _("tower")
        if castle is not None and not (area == n and state["shared"]):
            mark = castle_name(castle, state["areas"][area], f"{names[area]}'s")
            return _("{who} attacks the {tower} of {castle} with {attacker}.").format(
                who=who, tower=tower, castle=mark, attacker=attacker)
        if area == n and state["shared"]:
            return _("{who} attacks the shared castle's {tower} with {attacker}.").format(
                who=who, tower=tower, attacker=attacker)
        victim = names[area]
        if starts_with_vowel(victim):
            text = pgettext("name starts with a vowel",
                            "{who} attacks {victim}'s {tower} with {attacker}.")
        else:
            text = _("{who} attacks {victim}'s {tower} with {attacker}.")
        return text.format(who=who, victim=victim, tower=tower, attacker=attacker)
    if name == "counter":
        tile = state["hands"][p][action[1]]
        attacker = a_creature(ATTACK_KIND[tile])
        if p == state["skirmish"]["defender"]:
            return _("{who} counters with {attacker}.").format(who=who, attacker=attacker)
        return _("{who} re-strengthens the attack with {attacker}.").format(
            who=who, attacker=attacker)
    if name == "pass":
        if state["phase"] == "skirmish":
            if p == state["skirmish"]["defender"]:
                return _("{who} does not counter.").format(who=who)
            return _("{who} does not re-strengthen the attack.").format(who=who)
        return _("{who} passes.").format(who=who)
    if name == "exchange":
        tile = state["hands"][p][action[1]]
        if action[2] == "beach":
            got = state["beach"][action[3]]
            return _("{who} exchanges a {tile} for the beach's {other}.").format(
                who=who, tile=tile_name(tile), other=tile_name(got))
        return _("{who} secretly exchanges a tile with the top of the draw pile.").format(who=who)
    if name == "restock":
        if action[1] == "beach":
            return _("{who} takes the {tile} from the beach.").format(
                who=who, tile=tile_name(state["beach"][action[2]]))
        return _("{who} draws a tile from the draw pile.").format(who=who)
    return _("{who} plays {move}.").format(who=who, move=repr(action))


def second_action(first_kind: str) -> str:
    """The shared-castle variant's refusal of a second action of another kind."""
    if first_kind == "build":
        return _("Your second action must be another build or a pass.")
    if first_kind == "attack":
        return _("Your second action must be another attack or a pass.")
    return _("Your second action must be another exchange or a pass.")


def why_illegal(state: dict, action) -> str:
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        return _("That is not a move in Sandcastles.")
    name = action[0]
    if name not in NAMES:
        return _("Sandcastles has no move called {move}.").format(move=repr(name))
    phase = state["phase"]
    names = state["names"]
    who = to_move(state)
    if phase == "over":
        return _("The game is over; no more moves can be made.")
    if phase == "skirmish" and name not in ("counter", "pass"):
        return _("A skirmish is on: {who} must counter or pass first.").format(who=names[who])
    if phase == "restock" and name != "restock":
        return _("{who} must restock their hand first, from the beach or the draw pile.").format(
            who=names[who])
    if phase == "place" and name != "place_stolen":
        return _("{who} must place the stolen tile in their own area first.").format(
            who=names[who])
    if phase == "game_attack" and name != "game_attack":
        return _("The Game's attack must be played first: choose which attack and its target.")
    if phase == "action" and name in ("counter", "restock", "place_stolen", "game_attack"):
        return _("It is {who}'s turn to build, attack or exchange.").format(who=names[who])
    if name == "pass":
        if phase == "action":
            return _("You cannot pass while you have a move; build, attack or exchange.")
        return _("You cannot pass now.")
    hand = state["hands"][who] if who is not None and who >= 0 else []
    if name in ("build", "attack", "exchange", "counter"):
        if len(action) < 2 or not isinstance(action[1], int) or not 0 <= action[1] < len(hand):
            return _("Choose a tile from your hand.")
        tile = hand[action[1]]
    if name == "counter":
        sk = state["skirmish"]
        need = BEATEN_BY[ATTACK_KIND[sk["tiles"][-1]]]
        return _("Only a {creature} attack beats the {tile}.").format(
            creature=creature_word(need), tile=tile_name(sk["tiles"][-1]))
    if name == "exchange":
        if len(action) == 3 and action[2] == "deck":
            return _("The draw pile is empty.") if not state["deck"] else _("You cannot exchange now.")
        if len(action) == 4 and action[2] == "beach":
            return _("There is no such tile on the beach.")
        if state["shared"] and state["actions_done"] and state["first_kind"] != "exchange":
            return second_action(state["first_kind"])
        return _("Exchange with a beach tile or with the top of the draw pile.")
    if name == "restock":
        if len(action) == 2 and action[1] == "deck":
            return _("The draw pile is empty.")
        return _("There is no such tile on the beach.")
    if name == "attack":
        if state["solo"]:
            return _("In the solo game there is nobody to attack.")
        if not is_attack(tile):
            return _("Only an attack tile can attack; sandcastle tiles are built.")
        if state["shared"] and state["actions_done"]:
            if state["first_kind"] != "attack":
                return second_action(state["first_kind"])
            if len(action) > 2 and action[2] != "shared":
                return _("Your second attack may only target the shared castle.")
        if len(action) != 6:
            return _("An attack names a tile, a player, a castle and a cell.")
        target = action[2]
        if target == who:
            return _("You cannot attack your own castles.")
        area = state["n"] if target == "shared" and state["shared"] else target
        if not isinstance(area, int) or not 0 <= area < len(state["areas"]):
            return _("There is no such player to attack.")
        castle = next((c for c in state["areas"][area] if c[0] == action[3]), None)
        if castle is None:
            return _("There is no such castle.")
        info = analyze(castle)
        cell = info.top.get((action[4], action[5]))
        if cell is None:
            return _("There is no sandcastle tile there.")
        prey = BEATS[ATTACK_KIND[tile]]
        if TILE_CREATURE[cell[0]] != prey:
            return _("A {creature} attack only takes a {prey} tower, not a {other}.").format(
                creature=creature_word(ATTACK_KIND[tile]), prey=creature_word(prey),
                other=creature_word(TILE_CREATURE[cell[0]]))
        return _("That tile cannot be taken: its castle would split, uncover a tile whose "
                 "walls do not fit, or be left finished.")
    # build, place_stolen, game_attack
    if name == "game_attack":
        return _("Choose one of the Game's attack tiles and a tile of yours it beats.")
    if name == "build":
        if not is_sand(tile):
            return _("Attack tiles cannot be built; play them against another player's castle.")
        rest = action[2:]
    else:
        tile = state["stolen"]
        rest = action[1:]
    if len(rest) != 4:
        return _("A placement names a castle, a cell and a rotation.")
    cid, x, y, r = rest
    if rot_mask(tile, r) < 0:
        return _("That rotation is not one of this tile's turns (0 to 3, distinct walls only).")
    if name == "build" and state["shared"] and state["actions_done"]:
        if state["first_kind"] != "build":
            return second_action(state["first_kind"])
        if cid == "new" or not any(c[0] == cid for c in state["areas"][state["n"]]) and cid != "shared":
            return _("Your second build must go to the shared castle.")
    if cid in ("new", "shared"):
        if cid == "shared" and not state["shared"]:
            return _("There is no shared castle in this game.")
        if cid == "shared" and state["areas"][state["n"]]:
            return _("The shared castle is already started; add to it instead.")
        return _("A new castle starts at position 0, 0.")
    areas = [state["areas"][who]] + ([state["areas"][state["n"]]] if state["shared"] else [])
    castle = next((c for a in areas for c in a if c[0] == cid), None)
    if castle is None:
        return _("That is not one of your castles.")
    info = analyze(castle)
    mask = rot_mask(tile, r)
    if (x, y) in info.top:
        if TILE_CREATURE[tile] != SEAGULL:
            return _("Only seagull towers can be stacked on another tile; crabs and buckets cannot.")
    else:
        if not any(fx == x and fy == y for fx, fy, _k, _r in info.frontier):
            return _("A new tile must join a wall of the castle.")
    known, req = geo.constraints(info.top, x, y)
    if mask & known != req:
        return _("The walls do not join up: wall must meet wall and open side meet open side.")
    return _("That move is not allowed right now.")


def ending(state: dict) -> str:
    # a stalled game: the result's summary says it ("Nobody could build or attack")
    if state["phase"] != "over" or state.get("stalled"):
        return ""
    wave = state["wave"]
    if wave is None:
        return _("Every bonus was earned before the Big Wave came.")
    if state["solo"]:
        return _("The Big Wave came.")
    return _("{who} drew the Big Wave; everyone else had one more turn.").format(
        who=state["names"][wave])


def progress(state: dict) -> str:
    if state["phase"] == "over":
        return _("Game over")
    if state["wave"] is not None:
        return _("Last round, turn {turn}").format(turn=state["turn_no"])
    return ngettext("Turn {turn}, {n} tile in the draw pile",
                    "Turn {turn}, {n} tiles in the draw pile", len(state["deck"])).format(
        turn=state["turn_no"], n=len(state["deck"]))
