"""Sandcastles (2015): the rules as a core.engine.Game.

See docs/sandcastles-2015.md for the state schema, the actions and every reading
where the rulebook and DECISIONS.md are silent.
"""
from __future__ import annotations

from core.engine import Game, IllegalAction, seat_names, winners_of
from core.rng import Rng, seed_state

from . import geometry as geo
from .components import (ATTACK_KIND, BACKS, BEATEN_BY, BEATS, BIG_WAVE, BIGGEST, BONUS_TABLE,
                         BONUSES, CREATURES, MAX_SKIRMISH, N_ATTACK, N_SAND, N_TILES, SEAGULL, SHARED_CASTLE_BONUSES,
                         SOLO_BONUSES, TALLEST, TILE_CREATURE, TILE_WALLTYPE,
                         is_attack, is_sand, tile_name)
from .geometry import FIT, ROTATIONS, analyze
from .naming import castle_name, cell_words
from .scoring import breakdown, earned_bonuses, unearned

GAME_ID = "sandcastles_2015"
BEACH_SIZE = 3
NAMES = {"build", "attack", "counter", "pass", "exchange", "restock", "place_stolen",
         "game_attack"}

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


def _builds_on(castle: list, info, key: int, h: int, w: int, gull: bool) -> tuple:
    """The build (or stolen-tile) actions onto one castle, cached with its analysis: the
    order of geo.placements, each whole action made in one go (a castle's cache rarely
    holds the wall type of a tile just drawn, so this is mostly worked out afresh)."""
    full = info.moves.get(key)
    if full is None:
        fit = FIT[w]
        cid = castle[0]
        if h == PLACE_H:
            full = [("place_stolen", cid, x, y, r)
                    for (x, y), (known, req) in info.fcells.items() for r in fit[known][req]]
            if gull:
                full += [("place_stolen", cid, x, y, r)
                         for x, y, known, req in info.towers for r in fit[known][req]]
        else:
            full = [("build", h, cid, x, y, r)
                    for (x, y), (known, req) in info.fcells.items() for r in fit[known][req]]
            if gull:
                full += [("build", h, cid, x, y, r)
                         for x, y, known, req in info.towers for r in fit[known][req]]
        full = info.moves[key] = tuple(full)
    return full


# One-entry cache: legal_actions is asked twice per move (by the chooser and by apply).
# One tuple, swapped in a single assignment, so two threads (two browser sessions in
# server mode) can never pair one state with another state's actions.
_LEGAL = [(None, -1, ())]


def _rot_mask(tile: int, r) -> int:
    for rr, m in ROTATIONS[TILE_WALLTYPE[tile]]:
        if rr == r:
            return m
    return -1


class Sandcastles2015(Game):
    id = GAME_ID
    title = "Sandcastles (2015)"
    summary = "Build, attack and complete sandcastles before the Big Wave washes in."
    min_players = 1
    max_players = 7
    has_solo = True
    variants = {"shared_castle": ("Shared castle (2 players)", [2])}
    rules_file = "sandcastles-2015.txt"

    # ---- setup ---------------------------------------------------------------------
    def configurations(self) -> list:
        out = [(1, {}), (1, {"solo_bonuses": 6})]
        out += [(n, {}) for n in range(2, 8)]
        out.append((2, {"shared_castle": True}))
        return out

    def new_game(self, seats: list, options: dict | None = None, seed: int = 0) -> dict:
        self.check_seats(seats)
        options = dict(options or {})
        n = len(seats)
        shared = bool(options.get("shared_castle"))
        if shared and n != 2:
            raise IllegalAction("The shared castle variant is played by exactly 2 players.")
        solo = n == 1
        hand_size = 4 if shared else 3
        rng = Rng(seed_state(seed))

        # bonuses
        if options.get("bonuses") is not None:
            bonuses = [int(b) for b in options["bonuses"]]
            if len(set(bonuses)) != len(bonuses) or not all(0 <= b < len(BONUSES) for b in bonuses):
                raise IllegalAction("The bonus list must name different bonus tiles.")
        elif solo:
            k = int(options.get("solo_bonuses", SOLO_BONUSES))
            if not 1 <= k <= 27:
                raise IllegalAction("Solo games use between 1 and 27 bonus tiles.")
            pool = list(range(27))
            rng.shuffle(pool)
            bonuses = sorted(pool[:k])
        elif shared:
            pool = list(range(27))
            rng.shuffle(pool)
            bonuses = sorted(pool[:SHARED_CASTLE_BONUSES]) + [BIGGEST, TALLEST]
        else:
            bonuses = []
            for back, count in zip(BACKS, BONUS_TABLE[n]):
                pool = list(BACKS[back])
                rng.shuffle(pool)
                bonuses += sorted(pool[:count])
            bonuses += [BIGGEST, TALLEST]

        # main deck
        fixed_hands = options.get("hands")
        fixed_beach = options.get("beach")
        fixed_deck = options.get("deck")
        named = []
        for h in (fixed_hands or []):
            named += list(h)
        named += list(fixed_beach or []) + list(fixed_deck or [])
        if len(set(named)) != len(named) or not all(0 <= t < N_TILES for t in named):
            raise IllegalAction("The fixed tiles must all be different main-deck tiles.")
        if fixed_hands is not None and len(fixed_hands) != n:
            raise IllegalAction("Give one fixed hand per player.")
        named_set = set(named)   # made once, not once per tile
        rest = [t for t in range(N_TILES) if t != BIG_WAVE and t not in named_set]
        rng.shuffle(rest)
        hands = []
        for p in range(n):
            if fixed_hands is not None:
                hands.append([int(t) for t in fixed_hands[p]])
            else:
                hands.append([rest.pop() for _ in range(hand_size)])
        beach = [int(t) for t in fixed_beach] if fixed_beach is not None else [rest.pop() for _ in range(BEACH_SIZE)]
        box = []
        if fixed_deck is not None:
            deck = [int(t) for t in reversed(fixed_deck)]   # stored bottom first
            if BIG_WAVE not in deck:
                deck.insert(0, BIG_WAVE)
            box = sorted(rest)
        else:
            deck = rest
            deck.insert(rng.randrange(min(10, len(deck) + 1)), BIG_WAVE)

        state = {
            "game": GAME_ID,
            "names": seat_names(seats),
            "n": n,
            "shared": shared,
            "solo": solo,
            "hand_size": hand_size,
            "rng": rng.state,
            "steps": 0,
            "turn_no": 1,
            "deck": deck,
            "beach": beach,
            "hands": hands,
            "areas": [[] for _ in range(n + (1 if shared else 0))],
            "next_id": 1,
            "banks": [[] for _ in range(n)],
            "discard": [],
            "box": box,
            "game_hand": [],
            "bonuses": bonuses,
            "holders": [None] * len(bonuses),
            "faces": [0] * len(bonuses),
            # the real size / height of the castle that won Biggest / Tallest (the face
            # stops at 10+ / 6+; "bigger" and "taller" compare these)
            "records": [0] * len(bonuses),
            "wave": None,
            "stalled": False,
            "won": None,
            "phase": "action",
            "turn": 0,
            "actions_done": 0,
            "first_kind": None,
            "skirmish": None,
            "last_result": None,
            "stolen": None,
            "restock": [],
            "solo_stage": "player" if solo else None,
            "known_top": None,
            # per seat: [tile, who] for tiles in that hand someone else knows of:
            # who = -1, everyone (taken from the beach); a seat, only that seat (it put
            # the tile on top of the draw pile and this seat drew it)
            "known": [[] for _ in range(n)],
            "undoable": False,
        }
        return state

    # ---- flow ----------------------------------------------------------------------
    def to_move(self, state: dict):
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

    decision_kinds = ("action", "second_action", "counter", "restrengthen", "place_stolen",
                      "restock", "game_attack")

    def decision_kind(self, state: dict):
        phase = state["phase"]
        if phase == "action":
            return "second_action" if state["shared"] and state["actions_done"] >= 1 else "action"
        if phase == "skirmish":   # an odd number of tiles down: the defender may counter
            return "counter" if len(state["skirmish"]["tiles"]) % 2 else "restrengthen"
        return {"place": "place_stolen", "restock": "restock",
                "game_attack": "game_attack"}.get(phase)

    def copy_state(self, s: dict) -> dict:
        # list(map(list, ...)) copies each inner list without a comprehension's frame
        c = s.copy()
        c["deck"] = s["deck"][:]
        c["beach"] = s["beach"][:]
        c["hands"] = list(map(list, s["hands"]))
        # castles are shared between copies and copied on write (see _place, _resolve)
        c["areas"] = list(map(list, s["areas"]))
        c["banks"] = list(map(list, s["banks"]))
        c["discard"] = s["discard"][:]
        c["box"] = s["box"][:]
        c["game_hand"] = s["game_hand"][:]
        c["names"] = s["names"][:]
        c["bonuses"] = s["bonuses"][:]
        c["holders"] = s["holders"][:]
        c["faces"] = s["faces"][:]
        if "records" in s:
            c["records"] = s["records"][:]
        c["restock"] = s["restock"][:]
        c["known"] = list(map(list, s["known"]))   # its [tile, who] pairs are never changed
        if s["last_result"] is not None:
            c["last_result"] = s["last_result"][:]
        sk = s["skirmish"]
        if sk is not None:
            sk = dict(sk)
            sk["tiles"] = sk["tiles"][:]
            c["skirmish"] = sk
        return c

    # ---- legal actions -------------------------------------------------------------
    def legal_actions(self, state: dict) -> list:
        cached_state, cached_steps, cached = _LEGAL[0]
        if cached_state is state and cached_steps == state["steps"]:
            return list(cached)
        acts = self._legal(state)
        _LEGAL[0] = (state, state["steps"], acts)
        return list(acts)

    def apply(self, state: dict, action) -> dict:
        """Game.apply, checking the action against the cached listing itself (the chooser
        has nearly always just asked for it): no second copy of the list."""
        action = self.action_from_json(action)
        if self.to_move(state) is None:
            raise IllegalAction("The game is over; no more moves can be made.")
        cached_state, cached_steps, acts = _LEGAL[0]
        if cached_state is not state or cached_steps != state["steps"]:
            acts = self._legal(state)
            _LEGAL[0] = (state, state["steps"], acts)
        if action not in acts:
            raise IllegalAction(self.why_illegal(state, action))
        new = self.copy_state(state)
        self.step(new, action)
        return new

    def _legal(self, state: dict) -> list:
        phase = state["phase"]
        if phase == "action":
            return self._action_moves(state)
        if phase == "skirmish":
            sk = state["skirmish"]
            p = self.to_move(state)
            need = BEATEN_BY[ATTACK_KIND[sk["tiles"][-1]]]
            acts = [("counter", h) for h, t in enumerate(state["hands"][p])
                    if is_attack(t) and ATTACK_KIND[t] == need]
            acts.append(("pass",))
            return acts
        if phase == "place":
            return self._placements(state, "place_stolen", state["stolen"], state["turn"], None)
        if phase == "restock":
            return _RESTOCKS[len(state["beach"])][bool(state["deck"])]
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

    def _placements(self, state, name, tile, player, hand_index, own=True, shared=False):
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

    def _action_moves(self, state: dict) -> list:
        """The action phase's moves: every build of every sandcastle tile in hand (tile by
        tile: new castle, shared start, own castles, the shared castle), then every attack
        of every attack tile (tile by tile: rivals, castles, cells in order), then the
        exchanges; a pass only when nothing else is possible. Whole action tuples come
        from caches kept with each castle's analysis."""
        p = state["turn"]
        hand = state["hands"][p]
        shared = state["shared"]
        second = shared and state["actions_done"] >= 1
        kind = state["first_kind"] if second else None
        areas = state["areas"]
        acts = []
        if kind is None or kind == "build":
            infos = None
            for h, t in enumerate(hand):
                if t >= N_SAND:
                    continue          # an attack tile
                if infos is None:     # the castles a tile may go to, looked up once
                    castles = [] if second else areas[p]
                    area = areas[state["n"]] if shared else None
                    if area:
                        castles = castles + area
                    infos = [(c, analyze(c)) for c in castles]
                w = TILE_WALLTYPE[t]
                gull = TILE_CREATURE[t] == SEAGULL
                if not second:
                    acts += _START[h][w][0]
                if shared and not area:
                    acts += _START[h][w][1]
                key = _build_key(h, w, gull)
                for castle, info in infos:
                    full = info.moves.get(key)
                    if full is None:
                        full = _builds_on(castle, info, key, h, w, gull)
                    acts += full
        if (kind is None or kind == "attack") and not state["solo"]:
            rivals = None
            for h, t in enumerate(hand):
                if not N_SAND <= t < N_SAND + N_ATTACK:
                    continue
                if rivals is None:    # (label, label index, castle analysis) of every target
                    rivals = self._rival_castles(state, second)
                prey = BEATS[ATTACK_KIND[t]]
                key0 = _attack_key(h, 0, prey)
                for label, lab, info in rivals:
                    key = key0 + lab
                    full = info.moves.get(key)
                    if full is None:
                        cid = info.castle[0]
                        cells = info.targets[prey]   # often none: no tuple to make
                        full = info.moves[key] = tuple([("attack", h, label, cid, x, y)
                                                        for x, y in cells]) if cells else ()
                    acts += full
        if kind is None or kind == "exchange":
            acts += _EXCHANGES[len(hand)][len(state["beach"])][bool(state["deck"])]
        if not acts:   # the second action too must be played when one is possible
            acts.append(("pass",))
        return acts

    @staticmethod
    def _rival_castles(state, second) -> list:
        """(label, label index, analysis) of every castle the player to move may attack,
        rivals in seat order then the shared castle (a second action: only that one)."""
        p, n = state["turn"], state["n"]
        if second:
            targets = [n]
        else:
            targets = [q for q in range(n) if q != p] + ([n] if state["shared"] else [])
        areas = state["areas"]
        out = []
        for q in targets:
            label, lab = ("shared", SHARED_LAB) if q == n else (q, q)
            for castle in areas[q]:
                out.append((label, lab, analyze(castle)))
        return out

    # ---- search ------------------------------------------------------------------
    def rollout_action(self, state: dict, rng) -> tuple:
        """A legal move for search rollouts without listing every move: hand tiles in
        random order; a sandcastle tile goes to one castle picked at random among those
        it fits (a new castle as one more choice), an attack tile at one castle of a
        rival that it can hit; an exchange now and then. Each choice is one of
        legal_actions(state)."""
        phase = state["phase"]
        if phase == "place":
            return self._sample_build(state, PLACE_H, state["stolen"], True, False, rng)
        if phase != "action":
            acts = self._legal(state)
            return acts[rng.randrange(len(acts))]
        hand = state["hands"][state["turn"]]
        second = state["shared"] and state["actions_done"] >= 1
        kind = state["first_kind"] if second else None
        if kind == "exchange" or (kind is None and rng.randrange(12) == 0):
            acts = _EXCHANGES[len(hand)][len(state["beach"])][bool(state["deck"])]
            if kind is None and acts:
                return acts[rng.randrange(len(acts))]
            acts = self._legal(state)
            return acts[rng.randrange(len(acts))]
        attacks = kind in (None, "attack") and not state["solo"]
        builds = kind in (None, "build")
        nh = len(hand)
        first = rng.randrange(nh) if nh else 0
        for i in range(nh):  # every tile once, from a random one on
            h = (first + i) % nh
            t = hand[h]
            if is_sand(t):
                act = (self._sample_build(state, h, t, not second, state["shared"], rng)
                       if builds else None)
            else:
                act = self._sample_attack(state, h, t, second, rng) if attacks else None
            if act is not None:
                return act
        acts = self._legal(state)
        return acts[rng.randrange(len(acts))]

    def _sample_build(self, state, h, t, own, shared, rng):
        """One of the placements `_placements` lists for tile t (own castles / shared);
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
        key = _build_key(h, w, gull)
        for i in range(nc):  # every castle once, from a random one on
            castle = castles[(first + i) % nc]
            info = analyze(castle)
            full = info.moves.get(key)
            if full is None:
                # the same choice as from the whole action tuples, without making them
                full = geo.placements(castle, info, w, gull)
                if full:
                    return _prefix(h) + full[rng.randrange(len(full))]
            elif full:
                return full[rng.randrange(len(full))]
        return starts[rng.randrange(len(starts))] if starts else None

    def _sample_attack(self, state, h, t, second, rng):
        p, n = state["turn"], state["n"]
        if second:
            targets = [n]
        else:
            targets = [q for q in range(n) if q != p] + ([n] if state["shared"] else [])
        castles = [(q, c) for q in targets for c in state["areas"][q]]
        nc = len(castles)
        first = rng.randrange(nc) if nc else 0
        prey = BEATS[ATTACK_KIND[t]]
        for i in range(nc):
            q, castle = castles[(first + i) % nc]
            cells = analyze(castle).targets[prey]
            if cells:
                x, y = cells[rng.randrange(len(cells))]
                return ("attack", h, "shared" if q == n else q, castle[0], x, y)
        return None

    # ---- explanations --------------------------------------------------------------
    def why_illegal(self, state: dict, action) -> str:
        if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
            return "That is not a move in Sandcastles."
        name = action[0]
        if name not in NAMES:
            return f"Sandcastles has no move called {name!r}."
        phase = state["phase"]
        names = state["names"]
        who = self.to_move(state)
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
        if _rot_mask(tile, r) < 0:
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
        mask = _rot_mask(tile, r)
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

    # ---- applying ------------------------------------------------------------------
    def step(self, state: dict, action) -> None:
        state["steps"] += 1
        state["undoable"] = True
        name = action[0]
        phase = state["phase"]
        p = self.to_move(state)
        if name == "restock":   # the commonest move: tested first
            if action[1] == "beach":
                tile = state["beach"].pop(action[2])
                state["hands"][p].append(tile)
                state["known"][p].append([tile, -1])
            else:
                got = self._draw(state, p)
                if got == BIG_WAVE:
                    self._wave(state)
                else:
                    state["hands"][p].append(got)
            if state["phase"] != "over":
                self._advance_restock(state)
        elif name == "build":
            tile = state["hands"][p].pop(action[1])
            if state["known"][p]:
                self._forget(state, p, tile)
            state["first_kind"] = "build"
            self._place(state, p, tile, action[2], action[3], action[4], action[5])
            self._end_action(state)
        elif name == "attack":
            tile = state["hands"][p].pop(action[1])
            if state["known"][p]:
                self._forget(state, p, tile)
            target = action[2]
            area = state["n"] if target == "shared" else target
            state["first_kind"] = "attack"
            state["skirmish"] = {"attacker": p, "defender": (1 - p) if target == "shared" else target,
                                 "area": area, "castle": action[3], "x": action[4], "y": action[5],
                                 "tiles": [tile]}
            state["phase"] = "skirmish"
        elif name == "counter":
            sk = state["skirmish"]
            tile = state["hands"][p].pop(action[1])
            if state["known"][p]:
                self._forget(state, p, tile)
            sk["tiles"].append(tile)
            if len(sk["tiles"]) >= MAX_SKIRMISH or sk["attacker"] < 0:
                self._resolve(state)
        elif name == "pass":
            if phase == "skirmish":
                self._resolve(state)
            else:
                state["actions_done"] = 1
                self._end_action(state)
        elif name == "exchange":
            hand = state["hands"][p]
            state["first_kind"] = "exchange"
            self._forget(state, p, hand[action[1]])
            if action[2] == "beach":
                i = action[3]
                hand[action[1]], state["beach"][i] = state["beach"][i], hand[action[1]]
                state["known"][p].append([hand[action[1]], -1])
            else:
                got = self._draw(state, p)
                state["deck"].append(hand[action[1]])
                state["known_top"] = p
                if got == BIG_WAVE:
                    hand.pop(action[1])
                    self._wave(state)
                else:
                    hand[action[1]] = got
            if state["phase"] != "over":
                self._end_action(state)
        elif name == "place_stolen":
            tile = state["stolen"]
            state["stolen"] = None
            self._place(state, p, tile, action[1], action[2], action[3], action[4])
            self._end_action(state)
        elif name == "game_attack":
            tile = state["game_hand"].pop(action[1])
            state["skirmish"] = {"attacker": -1, "defender": 0, "area": 0, "castle": action[2],
                                 "x": action[3], "y": action[4], "tiles": [tile]}
            state["phase"] = "skirmish"

    # -- helpers --
    def _place(self, state, p, tile, cid, x, y, r):
        mask = _rot_mask(tile, r)
        if cid == "new" or cid == "shared":
            area = state["areas"][p if cid == "new" else state["n"]]
            castle = [state["next_id"], 0, 0, tile, mask]
            state["next_id"] += 1
            area.append(castle)
            return  # a single tile always has a wall to nowhere: never complete
        areas = state["areas"]
        for area in [areas[p]] + areas:   # almost always one of the player's own
            for k, castle in enumerate(area):
                if castle[0] == cid:
                    # the analysis the next legal-move listing needs anyway, worked out
                    # from the castle's cached one (one cell changes), then kept
                    info = geo.extend(analyze(castle), x, y, tile, mask)
                    castle = area[k] = castle + [x, y, tile, mask]  # copy on write
                    geo.keep(castle, info)
                    if info.complete:
                        self._complete(state, p, area, castle, info.top)
                    return

    def _complete(self, state, p, area, castle, top):
        records = state.setdefault("records", [0] * len(state["bonuses"]))
        for i, face, real in earned_bonuses(state, p, top):
            state["holders"][i] = p
            state["faces"][i] = face
            records[i] = real
        state["banks"][p] += castle[3::4]
        area.remove(castle)
        if state["solo"] and unearned(state) == 0:
            state["won"] = True
            state["phase"] = "over"

    def _draw(self, state, drawer=None) -> int:
        """The top tile of the draw pile; when `drawer` takes it into their hand and
        another seat put it there, that seat goes on knowing where it is."""
        state["undoable"] = False
        knower = state["known_top"]
        state["known_top"] = None
        tile = state["deck"].pop()
        if drawer is not None and knower is not None and knower != drawer and tile != BIG_WAVE:
            state["known"][drawer].append([tile, knower])
        return tile

    @staticmethod
    def _forget(state, p, tile):
        """Tile leaves p's hand: what others knew of it there no longer applies."""
        known = state["known"][p]
        if known:
            state["known"][p] = [e for e in known if e[0] != tile]

    def _wave(self, state):
        state["wave"] = state["turn"]
        state["restock"] = []
        if state["solo"]:
            state["won"] = unearned(state) == 0
            state["phase"] = "over"

    def _refill_beach(self, state):
        if state["wave"] is not None:
            return
        beach, deck = state["beach"], state["deck"]
        while len(beach) < BEACH_SIZE and deck:
            t = self._draw(state)
            if t == BIG_WAVE:
                self._wave(state)
                return
            beach.append(t)

    def _resolve(self, state):
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
                self._end_game_turn(state)
                return
            state["banks"][attacker] += tiles
            state["last_result"] = [defender, attacker]
            state["stolen"] = stolen
            state["phase"] = "place"
            return
        state["banks"][defender] += tiles
        if attacker < 0:
            self._end_game_turn(state)
            return
        state["last_result"] = [attacker, defender]
        self._end_action(state)

    def _end_action(self, state):
        if state["phase"] == "over":
            return
        state["actions_done"] += 1
        if state["shared"] and state["actions_done"] < 2:
            state["phase"] = "action"
            return
        if state["wave"] is not None:
            self._finish_turn(state)
            return
        lr = state["last_result"]
        state["restock"] = lr[:] if lr else [state["turn"]]
        self._advance_restock(state)

    def _advance_restock(self, state):
        queue = state["restock"]
        hands, size = state["hands"], state["hand_size"]
        while queue and (len(hands[queue[0]]) >= size or not (state["beach"] or state["deck"])):
            queue.pop(0)
            if not state["solo"]:  # solo: the beach is dealt once a round, never refilled
                self._refill_beach(state)
            if state["phase"] == "over":
                return
            if state["wave"] is not None:
                queue.clear()
        if queue:
            state["phase"] = "restock"
            return
        self._after_restock(state)

    def _after_restock(self, state):
        if not state["solo"]:
            self._finish_turn(state)
            return
        if state["solo_stage"] == "player":
            state["discard"] += state["beach"]
            state["beach"] = []
            self._game_turn(state)
        else:
            state["solo_stage"] = "player"
            self._finish_turn(state)

    def _game_turn(self, state):
        gh = state["game_hand"]
        for _ in range(3):
            if not state["deck"]:
                break
            t = self._draw(state)
            if t == BIG_WAVE:
                self._wave(state)
                return
            gh.append(t)
        for t in gh:
            if is_attack(t):
                prey = BEATS[ATTACK_KIND[t]]
                if any(analyze(c).targets[prey] for c in state["areas"][0]):
                    state["phase"] = "game_attack"
                    return
        self._end_game_turn(state)

    def _end_game_turn(self, state):
        state["discard"] += state["game_hand"]
        state["game_hand"] = []
        self._refill_beach(state)
        if state["phase"] == "over":
            return
        state["solo_stage"] = "game"
        state["restock"] = [0]
        self._advance_restock(state)

    def _finish_turn(self, state):
        n = state["n"]
        nxt = (state["turn"] + 1) % n
        if state["wave"] is not None and (state["solo"] or nxt == state["wave"]):
            state["phase"] = "over"
            return
        if state["wave"] is None and not state["solo"] and self._stalled(state):
            state["stalled"] = True
            state["phase"] = "over"
            return
        state["turn"] = nxt
        state["turn_no"] += 1
        state["phase"] = "action"
        state["actions_done"] = 0
        state["first_kind"] = None
        state["last_result"] = None
        state["restock"] = []

    @staticmethod
    def _stalled(state) -> bool:
        """No build or attack can ever happen again (docs/rules/DECISIONS.md): every
        tile within reach (every hand, the beach, the top of the draw pile, which an
        exchange only swaps) is an attack tile, and none of their kinds has a target in
        any castle (any player's: a tile can pass to anyone through the beach). Only
        exchanges remain, which change neither, so nobody draws again and no score can
        change. The table ends the game there, as if the Big Wave had come."""
        deck = state["deck"]
        hands = state["hands"]
        # asked at every turn's end: out at the first sandcastle tile (there nearly always
        # is one in the hand to move), before anything is gathered
        for tiles in (hands[state["turn"]], *hands, state["beach"], deck[-1:]):
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

    # ---- information ---------------------------------------------------------------
    def observe(self, state: dict, player) -> dict:
        v = self.copy_state(state)
        v["areas"] = [[k[:] for k in a] for a in state["areas"]]  # a view shares nothing
        del v["rng"]
        deck = v.pop("deck")
        v["deck_size"] = len(deck)
        v["hand_sizes"] = [len(h) for h in state["hands"]]
        v["hands"] = [h if i == player else None for i, h in enumerate(v["hands"])]
        v["deck_top"] = deck[-1] if (player is not None and deck and state["known_top"] == player) else None
        v["known"] = [[e[:] for e in k if e[1] == -1 or (player is not None and e[1] == player)]
                      for k in state["known"]]
        v["viewer"] = player
        return v

    def determinize(self, view: dict, rng) -> dict:
        s = self.copy_state({**view, "deck": [], "rng": 0,
                             "hands": [h or [] for h in view["hands"]]})
        s["areas"] = [[k[:] for k in a] for a in view["areas"]]
        p = view["viewer"]
        for k in ("deck_size", "hand_sizes", "deck_top", "viewer"):
            del s[k]
        seen = set(s["beach"]) | set(s["discard"]) | set(s["box"]) | set(s["game_hand"])
        if p is not None:
            seen |= set(s["hands"][p])
        for area in s["areas"]:
            for c in area:
                seen.update(c[3::4])
        for b in s["banks"]:
            seen.update(b)
        if s["skirmish"]:
            seen.update(s["skirmish"]["tiles"])
        if s["stolen"] is not None:
            seen.add(s["stolen"])
        top = view["deck_top"]
        if top is not None:
            seen.add(top)
        for k in view["known"]:
            seen.update(t for t, _who in k)
        seen.add(BIG_WAVE)
        pool = [t for t in range(N_TILES) if t not in seen]
        rng.shuffle(pool)
        for q in range(s["n"]):
            if q != p:
                # what the viewer knows is in q's hand stays there; the rest is dealt
                hand = [t for t, _who in view["known"][q]]
                hand += [pool.pop() for _ in range(view["hand_sizes"][q] - len(hand))]
                rng.shuffle(hand)
                s["hands"][q] = hand
        deck = pool
        if view["wave"] is None:
            deck.insert(rng.randrange(min(10, len(deck) + 1)), BIG_WAVE)
        if top is not None:
            deck.append(top)
        s["deck"] = deck
        s["rng"] = rng.next64()
        return s

    # ---- end -----------------------------------------------------------------------
    def result(self, state: dict) -> dict:
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
                summary = f"{total - missing} of {total} bonuses earned so far ({scores[0]} points)."
            elif missing == 0:
                summary = f"{names[0]} earned all {total} bonuses before the Big Wave: a win with {scores[0]} points."
            else:
                summary = (f"The Big Wave came with {missing} of {total} bonuses unearned: "
                           f"{names[0]} loses ({scores[0]} points).")
            return {"scores": scores, "winners": winners, "breakdown": rows, "summary": summary,
                    "solo_won": state["phase"] == "over" and missing == 0}
        winners = winners_of(scores)
        best = scores[winners[0]]
        lead = "leads" if state["phase"] != "over" else "wins"
        if len(winners) == 1:
            summary = f"{names[winners[0]]} {lead} with {best} points."
        else:
            who = ", ".join(names[w] for w in winners[:-1]) + " and " + names[winners[-1]]
            summary = f"{who} share the {'lead' if lead == 'leads' else 'win'} with {best} points."
        if state.get("stalled"):
            summary = ("Nobody could build or attack any more: the table agreed to end the "
                       "game. " + summary)
        return {"scores": scores, "winners": winners, "breakdown": rows, "summary": summary}

    # ---- text ----------------------------------------------------------------------
    def _castle_owner(self, state, cid):
        for a, area in enumerate(state["areas"]):
            for c in area:
                if c[0] == cid:
                    return a, c
        return None, None

    def describe(self, state: dict, action) -> str:
        names = state["names"]
        p = self.to_move(state)
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
            a, castle = self._castle_owner(state, cid)
            where = "the shared castle" if a == n else castle_name(
                castle, state["areas"][a], "their" if a == p else f"{names[a]}'s")
            done = ""
            if castle is not None:
                r = action[-1]
                after = geo.tops(castle + [x, y, tile, _rot_mask(tile, r)])
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
            _a, castle = self._castle_owner(state, cid)
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

    def ending(self, state: dict) -> str:
        # a stalled game: the result's summary says it ("Nobody could build or attack")
        if state["phase"] != "over" or state.get("stalled"):
            return ""
        wave = state["wave"]
        if wave is None:
            return "Every bonus was earned before the Big Wave came."
        if state["solo"]:
            return "The Big Wave came."
        return f"{state['names'][wave]} drew the Big Wave; everyone else had one more turn."

    def progress(self, state: dict) -> str:
        if state["phase"] == "over":
            return "Game over"
        if state["wave"] is not None:
            return f"Last round, turn {state['turn_no']}"
        return f"Turn {state['turn_no']}, {len(state['deck'])} tiles in the draw pile"

    # ---- invariants ----------------------------------------------------------------
    def check_invariants(self, state: dict) -> list:
        problems = []
        where = []
        where += state["deck"] + state["beach"] + state["discard"] + state["box"] + state["game_hand"]
        for h in state["hands"]:
            where += h
            if len(h) > state["hand_size"]:
                problems.append(f"a hand holds {len(h)} tiles")
        for b in state["banks"]:
            where += b
        ids = set()
        for area in state["areas"]:
            for c in area:
                where += c[3::4]
                if c[0] in ids:
                    problems.append(f"castle id {c[0]} used twice")
                ids.add(c[0])
                problems += geo.castle_problems(c)
        if state["skirmish"]:
            tiles = state["skirmish"]["tiles"]
            where += tiles
            if not 1 <= len(tiles) <= MAX_SKIRMISH:
                problems.append("a skirmish holds a wrong number of attack tiles")
            for a, b in zip(tiles, tiles[1:]):
                if BEATEN_BY[ATTACK_KIND[a]] != ATTACK_KIND[b]:
                    problems.append("a skirmish tile does not beat the one before it")
        if state["stolen"] is not None:
            where.append(state["stolen"])
        if state["wave"] is not None:
            where.append(BIG_WAVE)
        if sorted(where) != list(range(N_TILES)):
            problems.append("main-deck tiles are missing or duplicated")
        if len(state["beach"]) > BEACH_SIZE:
            problems.append("the beach holds more than 3 tiles")
        if state["wave"] is None and BIG_WAVE in state["deck"] and state["deck"].index(BIG_WAVE) >= 10:
            problems.append("the Big Wave is not in the bottom ten of the draw pile")
        if len(set(state["bonuses"])) != len(state["bonuses"]):
            problems.append("a bonus is dealt twice")
        for i, b in enumerate(state["bonuses"]):
            h = state["holders"][i]
            if h is not None and not 0 <= h < state["n"]:
                problems.append(f"bonus {b} has a bad holder")
        if state["solo"] and (BIGGEST in state["bonuses"] or TALLEST in state["bonuses"]):
            problems.append("solo games use neither Biggest Sandcastle nor Tallest Tower")
        if state["phase"] == "place" and (state["stolen"] is None or not is_sand(state["stolen"])):
            problems.append("placing a stolen tile that is not there")
        if state["phase"] == "restock" and not state["restock"]:
            problems.append("restocking with nobody to restock")
        for q, k in enumerate(state["known"]):
            for t, who in k:
                if t not in state["hands"][q] or not -1 <= who < state["n"] or who == q:
                    problems.append(f"seat {q} is known to hold tile {t} it does not hold")
        return problems


GAME = Sandcastles2015()
