"""Sandcastles (2015): the rules as a core.engine.Game.

The class holds the engine's contract and dispatches each move; the rules themselves live
beside it, one module per seam: deal.py (a new game), legal.py (legal moves, listed and
sampled), turns.py (the flow after a move), skirmish.py, scoring.py (bonuses and the
score), text.py (log lines and refusals), geometry.py (castle analysis).
See docs/sandcastles-2015.md for the state schema, the actions and every reading
where the rulebook and DECISIONS.md are silent.
"""
from __future__ import annotations

from core.engine import Game, IllegalAction
from core.i18n import N_, _

from . import geometry as geo
from .components import (ATTACK_KIND, BEACH_SIZE, BEATEN_BY, BIG_WAVE, BIGGEST, GAME_ID,
                         MAX_SKIRMISH, N_TILES, TALLEST, is_sand)
from .deal import deal
from .legal import _LEGAL, action_moves, legal, rollout_action
from .rollout import rollout as _rollout
from .scoring import result
from .skirmish import counter, resolve, start
from .text import NAMES, describe, ending, progress, why_illegal
from .turns import draw, end_action, forget, place, take_restock, to_move, wave

__all__ = ["BEACH_SIZE", "GAME", "GAME_ID", "NAMES", "Sandcastles2015"]


class Sandcastles2015(Game):
    id = GAME_ID
    title = "Sandcastles (2015)"
    summary = N_("Build, attack and complete sandcastles before the Big Wave washes in.")
    min_players = 1
    max_players = 7
    has_solo = True
    variants = {"shared_castle": (N_("Shared castle (2 players)"), [2])}
    rules_file = "sandcastles-2015.txt"

    # ---- setup ---------------------------------------------------------------------
    def configurations(self) -> list:
        out = [(1, {}), (1, {"solo_bonuses": 6})]
        out += [(n, {}) for n in range(2, 8)]
        out.append((2, {"shared_castle": True}))
        return out

    def new_game(self, seats: list, options: dict | None = None, seed: int = 0) -> dict:
        self.check_seats(seats)
        return deal(seats, options, seed)

    # ---- flow ----------------------------------------------------------------------
    to_move = staticmethod(to_move)

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
        # Shared, never written in place (each is replaced by a new list when it changes:
        # turns, skirmish, scoring.complete): names, bonuses, box, holders, faces, records,
        # discard, game_hand, last_result, the inner lists of banks, known, hands and
        # areas (step, turns.take_restock, turns.place, skirmish.resolve copy a hand or
        # an area before changing it; a rollout makes the hands its own once), castles.
        c = s.copy()
        c["deck"] = s["deck"][:]
        c["beach"] = s["beach"][:]
        c["hands"] = s["hands"][:]
        c["areas"] = s["areas"][:]
        c["restock"] = s["restock"][:]
        c["known"] = s["known"][:]
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
        acts = legal(state)
        _LEGAL[0] = (state, state["steps"], acts)
        return list(acts)

    def legal_actions_at_most(self, state: dict, limit: int) -> list | None:
        """Game.legal_actions_at_most; the action phase's list, the long one, stops at
        the limit (Hard's look-ahead asks whether a rival has at most 8 moves, and
        nearly always they have more)."""
        if state["phase"] == "action":
            return action_moves(state, limit)
        acts = self.legal_actions(state)
        return acts if len(acts) <= limit else None

    def apply(self, state: dict, action) -> dict:
        """Game.apply, checking the action against the cached listing itself (the chooser
        has nearly always just asked for it): no second copy of the list."""
        if action.__class__ is not tuple:   # a move read from JSON
            action = self.action_from_json(action)
        if state["phase"] == "over":   # to_move(state) is None
            raise IllegalAction(_("The game is over; no more moves can be made."))
        cached_state, cached_steps, acts = _LEGAL[0]
        if cached_state is not state or cached_steps != state["steps"]:
            acts = legal(state)
            _LEGAL[0] = (state, state["steps"], acts)
        if action not in acts:
            raise IllegalAction(self.why_illegal(state, action))
        new = self.copy_state(state)
        self.step(new, action)
        return new


    # ---- search ------------------------------------------------------------------
    rollout_action = staticmethod(rollout_action)

    def rollout(self, state: dict, rng, cap: int | None = None) -> int:
        """Game.rollout in one loop (rollout.py): the same moves, draws and final state."""
        return _rollout(state, rng, cap, self.step)


    # ---- explanations --------------------------------------------------------------
    why_illegal = staticmethod(why_illegal)

    # ---- applying ------------------------------------------------------------------
    def step(self, state: dict, action) -> None:
        state["steps"] += 1
        state["undoable"] = True
        name = action[0]
        if name == "restock":   # the commonest move: tested first
            take_restock(state, action[2] if action[1] == "beach" else None)
            return
        phase = state["phase"]
        # to_move(state): the seat in turn but in a skirmish and the solo Game's attack
        p = state["turn"] if phase == "action" or phase == "place" else to_move(state)
        if name == "build":
            tile = _own_hand(state, p).pop(action[1])
            if state["known"][p]:
                forget(state, p, tile)
            state["first_kind"] = "build"
            place(state, p, tile, action[2], action[3], action[4], action[5])
            end_action(state)
        elif name == "attack":
            tile = _own_hand(state, p).pop(action[1])
            if state["known"][p]:
                forget(state, p, tile)
            target = action[2]
            area = state["n"] if target == "shared" else target
            state["first_kind"] = "attack"
            start(state, p, (1 - p) if target == "shared" else target, area,
                  action[3], action[4], action[5], tile)
        elif name == "counter":
            tile = _own_hand(state, p).pop(action[1])
            if state["known"][p]:
                forget(state, p, tile)
            counter(state, tile)
        elif name == "pass":
            if phase == "skirmish":
                resolve(state)
            else:
                state["actions_done"] = 1
                end_action(state)
        elif name == "exchange":
            hand = _own_hand(state, p)
            state["first_kind"] = "exchange"
            forget(state, p, hand[action[1]])
            if action[2] == "beach":
                i = action[3]
                hand[action[1]], state["beach"][i] = state["beach"][i], hand[action[1]]
                known = state["known"]
                known[p] = known[p] + [[hand[action[1]], -1]]
            else:
                got = draw(state, p)
                state["deck"].append(hand[action[1]])
                state["known_top"] = p
                if got == BIG_WAVE:
                    hand.pop(action[1])
                    wave(state)
                else:
                    hand[action[1]] = got
            if state["phase"] != "over":
                end_action(state)
        elif name == "place_stolen":
            tile = state["stolen"]
            state["stolen"] = None
            place(state, p, tile, action[1], action[2], action[3], action[4])
            end_action(state)
        elif name == "game_attack":
            gh = state["game_hand"] = state["game_hand"][:]   # copy on write
            tile = gh.pop(action[1])
            start(state, -1, 0, 0, action[2], action[3], action[4], tile)


    # ---- information ---------------------------------------------------------------
    def observe(self, state: dict, player) -> dict:
        v = self.copy_state(state)
        v["areas"] = [[k[:] for k in a] for a in state["areas"]]  # a view shares nothing
        for k in ("names", "bonuses", "box", "holders", "faces", "records", "discard",
                  "game_hand", "last_result"):
            if v.get(k) is not None:
                v[k] = v[k][:]
        v["banks"] = list(map(list, state["banks"]))
        del v["rng"]
        deck = v.pop("deck")
        v["deck_size"] = len(deck)
        v["hand_sizes"] = [len(h) for h in state["hands"]]
        v["hands"] = [h[:] if i == player else None for i, h in enumerate(v["hands"])]
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
    result = staticmethod(result)

    # ---- text ----------------------------------------------------------------------
    describe = staticmethod(describe)
    ending = staticmethod(ending)
    progress = staticmethod(progress)


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


def _own_hand(state, p):
    """p's hand, copied to be written (copies of a state share the hands' lists)."""
    hand = state["hands"][p] = state["hands"][p][:]
    return hand


GAME = Sandcastles2015()
