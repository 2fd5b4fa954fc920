"""Seaside rules (../shared/rules/seaside.txt, readings in DECISIONS.md and docs/decisions.md).

State (a JSON-native dict; token ids index components.TOKENS):
  bag        token ids, drawn from the end
  removed    tokens set aside at setup (2-3 players), out of the game
  sea        {"Isopod": [...], "Shell": [...], "Crab": [...]}
  players    per seat: stacks [[sandpiper, isopod, ...]], beaches, shells, crabs,
             waves, rocks, won (Sea tokens taken at the end), lone (a solo 7th
             Sandpiper that ended the game unresolved)
  discarded  Sandpiper stacks discarded by the size rule (out of the game)
  current    seat whose turn it is; phase: side | isopods | shells | flip | steal | over
  drawn      the token in the current player's hand (phase "side"), secret
  pending    the Sandpiper waiting for its Isopods (phase "isopods")
  events     what the last action caused, for the game log
  undoable   the last action revealed nothing and drew nothing
Actions: ("side", face) choose the drawn token's side; ("isopods", k); ("shells", k);
("flip", beach_index); ("steal", seat).
"""
from __future__ import annotations

from core.engine import Game, seat_names, winners_of
from core.i18n import N_, _, ngettext
from core.rng import Rng, seed_state
from core.seaside import components as C
from core.seaside.components import TOKENS

SEA = C.SEA_FACES
PILES = ("beaches", "shells", "crabs", "waves", "rocks", "won", "lone")
SOLO_LIMIT = 7


def _new_player() -> dict:
    return {"stacks": [], "beaches": [], "shells": [], "crabs": [], "waves": [], "rocks": [],
            "won": [], "lone": []}


def stack_size(player: dict) -> int:
    """Size of the player's kept Sandpiper stacks (all equal), 0 without any."""
    return len(player["stacks"][0]) if player["stacks"] else 0


def sea_count(state: dict) -> int:
    sea = state["sea"]
    return len(sea["Isopod"]) + len(sea["Shell"]) + len(sea["Crab"])


def compare_stack(new_size: int, kept_size: int) -> str:
    """The rulebook's comparison of a new Sandpiper Stack with the kept ones:
    'keep' (same size or first stack), 'discard_new' (smaller) or
    'discard_old' (larger: the smaller stacks go)."""
    if kept_size == 0 or new_size == kept_size:
        return "keep"
    return "discard_new" if new_size < kept_size else "discard_old"


def stack_outcome(state: dict, k: int) -> tuple:
    """(size, verdict) of the stack a Sandpiper waiting for its Isopods makes with k of
    them: the Sandpiper and its Isopods, compared with the mover's kept stacks
    (compare_stack's verdict)."""
    size = 1 + k
    return size, compare_stack(size, stack_size(state["players"][state["current"]]))


def token_count(player: dict) -> int:
    """Tokens on a player's Seaside: what the final stack will hold."""
    n = 0
    for stack in player["stacks"]:
        n += len(stack)
    for pile in PILES:
        n += len(player[pile])
    return n


class Seaside(Game):
    id = "seaside"
    title = "Seaside"
    summary = N_("Draw two-sided tokens from the bag and choose a side: build the tallest stack.")
    min_players = 1
    max_players = 5
    has_solo = True
    rules_file = "seaside.txt"

    # ---- setup -------------------------------------------------------------
    def new_game(self, seats, options=None, seed=0):
        self.check_seats(seats)
        options = options or {}
        n = len(seats)
        rng = Rng(seed_state(seed))
        if "bag" in options:
            # A fixed bag (tests, tutorials): drawn in the given order; the rest is out.
            order = [int(t) for t in options["bag"]]
            if len(set(order)) != len(order) or not all(0 <= t < C.TOKEN_COUNT for t in order):
                raise ValueError("options['bag'] must list distinct token ids")
            bag = list(reversed(order))
            chosen = set(order)
            removed = [t for t in range(C.TOKEN_COUNT) if t not in chosen]
        else:
            bag = list(range(C.TOKEN_COUNT))
            rng.shuffle(bag)
            remove = 0
            if n == 3:
                remove = rng.randint(15, 20)
            elif n == 2:
                remove = rng.randint(30, 40)
            removed = sorted(bag[:remove])
            bag = bag[remove:]
        first = int(options.get("first", 0)) % n
        state = {
            "game": self.id,
            "names": seat_names(seats),
            "solo": n == 1,
            "bag": bag,
            "removed": removed,
            "sea": {"Isopod": [], "Shell": [], "Crab": []},
            "players": [_new_player() for _ in range(n)],
            "discarded": [],
            "current": first,
            "turn": 1,
            "phase": "side",
            "drawn": None,
            "pending": None,
            "end": None,
            "events": [],
            "undoable": False,
            "rng": rng.state,
        }
        self._draw(state)
        return state

    def configurations(self):
        return [(n, {}) for n in range(1, 6)]

    decision_kinds = ("side", "isopods", "shells", "flip", "steal")

    def copy_state(self, s):
        players = []
        for p in s["players"]:
            players.append({
                "stacks": [st[:] for st in p["stacks"]], "beaches": p["beaches"][:],
                "shells": p["shells"][:], "crabs": p["crabs"][:], "waves": p["waves"][:],
                "rocks": p["rocks"][:], "won": p["won"][:], "lone": p["lone"][:]})
        sea = s["sea"]
        new = dict(s)
        new["bag"] = s["bag"][:]
        new["removed"] = s["removed"][:]
        new["sea"] = {"Isopod": sea["Isopod"][:], "Shell": sea["Shell"][:], "Crab": sea["Crab"][:]}
        new["players"] = players
        new["discarded"] = [st[:] for st in s["discarded"]]
        new["names"] = s["names"][:]
        new["events"] = []
        return new

    # ---- flow --------------------------------------------------------------
    def to_move(self, state):
        return None if state["phase"] == "over" else state["current"]

    def legal_actions(self, state):
        phase = state["phase"]
        if phase == "side":
            a, b = TOKENS[state["drawn"]]
            return [("side", a), ("side", b)]
        if phase == "isopods":
            return [("isopods", k) for k in range(len(state["sea"]["Isopod"]) + 1)]
        if phase == "shells":
            return [("shells", k) for k in range(self.shells_allowed(state) + 1)]
        if phase == "flip":
            return [("flip", i) for i in range(len(state["players"][state["current"]]["beaches"]))]
        if phase == "steal":
            return [("steal", q) for q in self.crab_victims(state)]
        return []

    def shells_allowed(self, state) -> int:
        me = state["players"][state["current"]]
        return min(len(me["beaches"]), len(state["sea"]["Shell"]))

    def crab_victims(self, state) -> list:
        cur = state["current"]
        return [q for q, p in enumerate(state["players"]) if q != cur and p["crabs"]]

    def why_illegal(self, state, action):
        kind = action[0] if action else ""
        phase = state["phase"]
        name = state["names"][state["current"]]
        if kind != phase:
            return _(NOT_NOW.get(phase, NOT_NOW["over"])).format(who=name)
        arg = action[1] if len(action) > 1 else None
        if phase == "side":
            a, b = TOKENS[state["drawn"]]
            return _("The drawn token shows {a} and {b}; {face} is not one of its sides.").format(
                a=C.face_name(a), b=C.face_name(b), face=C.face_name(arg))
        if phase == "isopods":
            n = len(state["sea"]["Isopod"])
            # Translators: the English says "Isopods" for every count.
            return ngettext("There is {n} Isopod in the Sea; take 0 to that many.",
                            "There are {n} Isopods in the Sea; take 0 to that many.", n).format(n=n)
        if phase == "shells":
            me = state["players"][state["current"]]
            n = self.shells_allowed(state)
            # Translators: the English says "Shells" for every count.
            return ngettext("You may take up to {n} Shells (one per Beach on your Seaside: "
                            "{beaches}; Shells in the Sea: {sea}).",
                            "You may take up to {n} Shells (one per Beach on your Seaside: "
                            "{beaches}; Shells in the Sea: {sea}).", n).format(
                n=n, beaches=len(me["beaches"]), sea=len(state["sea"]["Shell"]))
        if phase == "flip":
            n = len(state["players"][state["current"]]["beaches"])
            # Translators: the English says "Beaches" for every count.
            return ngettext("Choose one of your {n} Beaches to flip.",
                            "Choose one of your {n} Beaches to flip.", n).format(n=n)
        if phase == "steal":
            names = ", ".join(state["names"][q] for q in self.crab_victims(state))
            return _("Only a player with a Crab can be robbed: {names}.").format(names=names)
        return _("The game is over.")

    def step(self, state, action):
        state["events"] = []
        state["undoable"] = False
        kind = action[0]
        cur = state["current"]
        me = state["players"][cur]
        if kind == "side":
            token = state["drawn"]
            state["drawn"] = None
            self._play(state, token, action[1])
        elif kind == "isopods":
            self._finish_sandpiper(state, action[1])
        elif kind == "shells":
            k = action[1]
            shells = state["sea"]["Shell"]
            for _ in range(k):
                me["shells"].append(shells.pop())
            state["events"].append(["shells", cur, k])
            self._end_turn(state)
        elif kind == "flip":
            self._flip(state, action[1])
        elif kind == "steal":
            self._steal(state, action[1])

    # ---- effects -----------------------------------------------------------
    def _draw(self, state):
        """The current player draws; an empty Bag ends the game at once."""
        if not state["bag"]:
            self._finish(state, "bag")
            return
        state["drawn"] = state["bag"].pop()
        state["phase"] = "side"
        state["events"].append(["draw", state["current"]])

    def _end_turn(self, state):
        n = len(state["players"])
        state["current"] = (state["current"] + 1) % n
        state["turn"] += 1
        self._draw(state)

    def _solo_limit(self, state, pile_size: int) -> bool:
        return state["solo"] and pile_size >= SOLO_LIMIT

    def _play(self, state, token, face):
        """Play `token` with `face` up, drawn or revealed by a Wave."""
        cur = state["current"]
        me = state["players"][cur]
        ev = state["events"]
        ev.append(["play", cur, face])
        if face in SEA:
            state["sea"][face].append(token)
            if state["solo"] and sea_count(state) >= SOLO_LIMIT:
                self._finish(state, "solo_sea")
                return
            self._draw(state)  # a sea face: take another turn at once
        elif face == "Sandpiper":
            if self._solo_limit(state, len(me["stacks"]) + 1):
                me["lone"].append(token)
                self._finish(state, "solo_7")
                return
            state["pending"] = token
            if state["sea"]["Isopod"]:
                state["phase"] = "isopods"
                state["undoable"] = True
            else:
                self._finish_sandpiper(state, 0)
        elif face == "Beach":
            me["beaches"].append(token)
            if self._solo_limit(state, len(me["beaches"])):
                self._finish(state, "solo_7")
                return
            if self.shells_allowed(state):
                state["phase"] = "shells"
                state["undoable"] = True
            else:
                self._end_turn(state)
        elif face == "Wave":
            me["waves"].append(token)
            if self._solo_limit(state, len(me["waves"])):
                self._finish(state, "solo_7")
                return
            self._wave(state)
        elif face == "Rock":
            me["rocks"].append(token)
            if self._solo_limit(state, len(me["rocks"])):
                self._finish(state, "solo_7")
                return
            if len(me["rocks"]) % 2 == 0:
                self._crab_habitat(state)
            else:
                self._end_turn(state)

    def _wave(self, state):
        me = state["players"][state["current"]]
        if not me["beaches"]:
            state["events"].append(["no_beach", state["current"]])
            self._end_turn(state)
        elif len(me["beaches"]) == 1:
            self._flip(state, 0)
        else:
            state["phase"] = "flip"
            state["undoable"] = True

    def _flip(self, state, index):
        me = state["players"][state["current"]]
        token = me["beaches"].pop(index)
        face = C.other_side(token, "Beach")
        state["events"].append(["flip", state["current"], face])
        self._play(state, token, face)

    def _finish_sandpiper(self, state, k):
        cur = state["current"]
        me = state["players"][cur]
        isopods = state["sea"]["Isopod"]
        _size, verdict = stack_outcome(state, k)
        stack = [state["pending"]]
        for _ in range(k):
            stack.append(isopods.pop())
        state["pending"] = None
        if verdict == "keep":
            me["stacks"].append(stack)
        elif verdict == "discard_new":
            state["discarded"].append(stack)
        else:
            state["discarded"].extend(me["stacks"])
            me["stacks"] = [stack]
        state["events"].append(["stack", cur, k, len(stack), verdict])
        self._end_turn(state)

    def _crab_habitat(self, state):
        cur = state["current"]
        me = state["players"][cur]
        crabs = state["sea"]["Crab"]
        taken = len(crabs)
        me["crabs"].extend(crabs)
        crabs.clear()
        state["events"].append(["habitat", cur, taken])
        victims = self.crab_victims(state)
        if len(victims) == 1:
            self._steal(state, victims[0])
        elif victims:
            state["phase"] = "steal"
            state["undoable"] = True
        else:
            self._end_turn(state)

    def _steal(self, state, victim):
        cur = state["current"]
        state["players"][cur]["crabs"].append(state["players"][victim]["crabs"].pop())
        state["events"].append(["steal", cur, victim])
        self._end_turn(state)

    def _finish(self, state, reason):
        state["phase"] = "over"
        state["drawn"] = None
        state["end"] = reason
        sea = state["sea"]
        players = state["players"]
        pool = sea["Isopod"] + sea["Shell"] + sea["Crab"]
        most = max(len(p["waves"]) for p in players)
        takers = [q for q, p in enumerate(players) if most and len(p["waves"]) == most]
        share = len(pool) // len(takers) if takers else 0
        for q in takers:
            for _ in range(share):
                token = pool.pop()
                for face in SEA:
                    if token in sea[face]:
                        sea[face].remove(token)
                        break
                players[q]["won"].append(token)
        state["events"].append(["sea", takers, share, reason])

    # ---- information -------------------------------------------------------
    def observe(self, state, player):
        players = []
        for q, p in enumerate(state["players"]):
            seen = {
                "stacks": [len(st) for st in p["stacks"]],
                "beaches": len(p["beaches"]),
                "shells": len(p["shells"]), "crabs": len(p["crabs"]), "waves": len(p["waves"]),
                "rocks": len(p["rocks"]), "won": len(p["won"]), "lone": len(p["lone"]),
                "tokens": token_count(p),
            }
            if q == player:
                # Only the owner may look under their Beaches.
                seen["beach_hidden"] = [C.other_side(t, "Beach") for t in p["beaches"]]
                # ... and knows what is under every other token on their Seaside: the
                # kinds (both faces, C.TOKEN_KINDS) of the Isopods in each stack, of the
                # Shells, Crabs, Waves and the Sea tokens won at the end
                kinds = C.KIND_OF
                seen["own_kinds"] = {
                    "stacks": [sorted(kinds[t] for t in st[1:]) for st in p["stacks"]],
                    **{pile: sorted(kinds[t] for t in p[pile])
                       for pile in ("shells", "crabs", "waves", "won")}}
            players.append(seen)
        phase = state["phase"]
        drawn = state["drawn"]
        return {
            "game": self.id,
            "viewer": player,
            "names": state["names"][:],
            "solo": state["solo"],
            "bag": len(state["bag"]),
            "removed": len(state["removed"]),
            "sea": {f: len(state["sea"][f]) for f in SEA},
            "players": players,
            "discarded": [len(st) for st in state["discarded"]],
            "current": state["current"],
            "turn": state["turn"],
            "phase": phase,
            "drawn": list(TOKENS[drawn]) if drawn is not None and player == state["current"] else None,
            "pending": state["pending"] is not None,
            "end": state["end"],
            "undoable": state["undoable"],
            "events": [list(e) for e in state["events"]],
        }

    def determinize(self, view, rng):
        """Give every token a place consistent with `view`: a tiny max-flow matches
        token kinds to the places that need a given face, then ids are shuffled."""
        K = C.TOKEN_KINDS
        supply = [count for count, _, _ in K]
        demand = []  # (label, count, allowed kinds)

        def exact(face_a, face_b, count=1):
            k = C.kind_index(face_a, face_b)
            supply[k] -= count
            return k

        viewer = view["viewer"]
        players = view["players"]
        own_beach_kinds = []
        own = {"stacks": [], "shells": [], "crabs": [], "waves": [], "won": []}
        if viewer is not None:
            own_beach_kinds = [exact("Beach", f) for f in players[viewer]["beach_hidden"]]
            own = players[viewer]["own_kinds"]
            for kinds in own["stacks"] + [own[pile] for pile in ("shells", "crabs", "waves", "won")]:
                for k in kinds:
                    supply[k] -= 1
        own_isopods = sum(len(kinds) for kinds in own["stacks"])
        drawn_kind = exact(*view["drawn"]) if view["drawn"] else None
        sandpipers = sum(len(p["stacks"]) + p["lone"] for p in players) + len(view["discarded"])
        sandpipers += 1 if view["pending"] else 0
        exact("Isopod", "Sandpiper", sandpipers)
        rocks = sum(p["rocks"] for p in players)
        rock_kinds = C.kinds_with("Rock")
        if len(rock_kinds) == 1:
            exact("Crab", "Rock", rocks)
            rock_demand = []
        else:
            # A token list with Rocks on more than one kind (devtools/seaside_pairings.py,
            # for measurements only): the placed Rocks' hidden sides are imagined too
            # (their owner's knowledge of them is not in the view; no play depends on it).
            rock_demand = [("rocks", rocks, rock_kinds)]
        won = sum(p["won"] for p in players) - len(own["won"])
        isopods = (view["sea"]["Isopod"] + sum(sum(p["stacks"]) - len(p["stacks"]) for p in players)
                   + sum(view["discarded"]) - len(view["discarded"]) - own_isopods)
        other_beaches = sum(p["beaches"] for q, p in enumerate(players) if q != viewer)
        demand = rock_demand + [
            ("isopods", isopods, C.kinds_with("Isopod")),
            ("shells", view["sea"]["Shell"] + sum(p["shells"] for p in players) - len(own["shells"]),
             C.kinds_with("Shell")),
            ("crabs", view["sea"]["Crab"] + sum(p["crabs"] for p in players) - len(own["crabs"]),
             C.kinds_with("Crab")),
            ("beaches", other_beaches, C.kinds_with("Beach")),
            ("waves", sum(p["waves"] for p in players) - len(own["waves"]), C.kinds_with("Wave")),
            # Sea tokens won at the end show a sea face; any sea-faced kind fits.
            ("won", won, tuple(k for k in range(len(K)) if K[k][1] in SEA)),
            ("hidden", view["bag"] + view["removed"] + (1 if view["phase"] == "side" and drawn_kind is None else 0),
             tuple(range(len(K)))),
        ]
        if min(supply) < 0:
            raise ValueError("view is inconsistent with the token list")
        alloc = _allocate(demand, supply, rng)
        pools = [[] for _ in K]
        for t, k in enumerate(C.KIND_OF):
            pools[k].append(t)
        for pool in pools:
            rng.shuffle(pool)

        def take(kinds_counts):
            out = []
            for k, count in kinds_counts.items():
                for _ in range(count):
                    out.append(pools[k].pop())
            rng.shuffle(out)
            return out

        def take_kind(k):
            return pools[k].pop()

        bins = {label: take(alloc[label]) for label, _, _ in demand}
        state = {
            "game": self.id, "names": view["names"][:], "solo": view["solo"],
            "sea": {"Isopod": [], "Shell": [], "Crab": []}, "players": [],
            "discarded": [], "current": view["current"], "turn": view["turn"],
            "phase": view["phase"], "drawn": None, "pending": None, "end": view["end"],
            "undoable": view["undoable"], "rng": rng.next64(),
            "events": [list(e) for e in view["events"]],
        }
        sp = C.kind_index("Isopod", "Sandpiper")
        rock = C.kind_index("Crab", "Rock") if not rock_demand else None
        isop, shells, crabs = bins["isopods"], bins["shells"], bins["crabs"]
        beaches, waves, won = bins["beaches"], bins["waves"], bins["won"]
        for face, src in (("Isopod", isop), ("Shell", shells), ("Crab", crabs)):
            state["sea"][face] = [src.pop() for _ in range(view["sea"][face])]
        for q, p in enumerate(players):
            mine = _new_player()
            if q == viewer:
                mine["stacks"] = [[take_kind(sp)] + [take_kind(k) for k in kinds] for kinds in own["stacks"]]
                mine["beaches"] = [take_kind(k) for k in own_beach_kinds]
                for pile in ("shells", "crabs", "waves"):
                    mine[pile] = [take_kind(k) for k in own[pile]]
            else:
                mine["stacks"] = [[take_kind(sp)] + [isop.pop() for _ in range(size - 1)]
                                  for size in p["stacks"]]
                mine["beaches"] = [beaches.pop() for _ in range(p["beaches"])]
                mine["shells"] = [shells.pop() for _ in range(p["shells"])]
                mine["crabs"] = [crabs.pop() for _ in range(p["crabs"])]
                mine["waves"] = [waves.pop() for _ in range(p["waves"])]
            mine["rocks"] = ([take_kind(rock) for _ in range(p["rocks"])] if rock is not None
                             else [bins["rocks"].pop() for _ in range(p["rocks"])])
            mine["won"] = ([take_kind(k) for k in own["won"]] if q == viewer
                           else [won.pop() for _ in range(p["won"])])
            mine["lone"] = [take_kind(sp) for _ in range(p["lone"])]
            state["players"].append(mine)
        state["discarded"] = [[take_kind(sp)] + [isop.pop() for _ in range(size - 1)]
                              for size in view["discarded"]]
        if view["pending"]:
            state["pending"] = take_kind(sp)
        hidden = bins["hidden"]
        if drawn_kind is not None:
            state["drawn"] = take_kind(drawn_kind)
        elif view["phase"] == "side":
            state["drawn"] = hidden.pop()
        state["bag"] = [hidden.pop() for _ in range(view["bag"])]
        state["removed"] = sorted(hidden.pop() for _ in range(view["removed"]))
        return state

    # ---- end ---------------------------------------------------------------
    def result(self, state):
        scores, breakdown = [], []
        for p in state["players"]:
            lines = [
                [CATEGORIES["stacks"], sum(len(st) for st in p["stacks"])],
                [CATEGORIES["beaches"], len(p["beaches"])],
                [CATEGORIES["shells"], len(p["shells"])],
                [CATEGORIES["crabs"], len(p["crabs"])],
                [CATEGORIES["waves"], len(p["waves"])],
                [CATEGORIES["rocks"], len(p["rocks"])],
                [CATEGORIES["won"], len(p["won"])],
            ]
            if p["lone"]:
                lines.append([CATEGORIES["lone"], len(p["lone"])])
            breakdown.append(lines)
            scores.append(sum(points for _label, points in lines))
        winners = winners_of(scores)
        names = state["names"]
        out = {"scores": scores, "winners": winners, "breakdown": breakdown,
               "over": state["phase"] == "over"}
        if state["solo"]:
            # the band stays English in the result (records keep it); shown with _(band)
            band = C.solo_band(scores[0])
            out["band"] = band
            out["summary"] = ngettext("{who} collected {n} token: {band}",
                                      "{who} collected {n} tokens: {band}", scores[0]).format(
                who=names[0], n=scores[0], band=_(band))
        elif len(winners) == 1:
            n = scores[winners[0]]
            # Translators: the English says "tokens" for every count.
            out["summary"] = ngettext("{who} wins with a stack of {n} token.",
                                      "{who} wins with a stack of {n} tokens.", n).format(
                who=names[winners[0]], n=n)
        else:
            n = scores[winners[0]]
            # Translators: {who} is two or more names ("Ana and Ben"); the English says
            # "tokens" for every count.
            out["summary"] = ngettext("{who} share the victory with {n} token each.",
                                      "{who} share the victory with {n} tokens each.", n).format(
                who=_and(names[w] for w in winners), n=n)
        return out

    # ---- text --------------------------------------------------------------
    def describe(self, state, action):
        after = self.copy_state(state)
        self.step(after, action)
        names = state["names"]
        cur = state["current"]
        parts = []
        for ev in after["events"]:
            text = _event_text(ev, names)
            if text:
                parts.append(text)
        return " ".join(parts) if parts else _("{who} moves.").format(who=names[cur])

    def progress(self, state):
        if state["phase"] == "over":
            return _("Finished")
        n = len(state["bag"])
        # Translators: the English says "tokens" for every count.
        return ngettext("Turn {turn}, {n} token in the bag", "Turn {turn}, {n} tokens in the bag",
                        n).format(turn=state["turn"], n=n)

    def ending(self, state):
        if state["phase"] != "over":
            return ""
        words = ENDINGS.get(state.get("end"))
        return _(words) if words else ""

    def check_invariants(self, state):
        problems = []
        seen = list(state["bag"]) + list(state["removed"])
        for face in SEA:
            for t in state["sea"][face]:
                if face not in TOKENS[t]:
                    problems.append(f"token {t} in the Sea as {face} has no such side")
            seen += state["sea"][face]
        for st in state["discarded"]:
            seen += st
        if state["drawn"] is not None:
            seen.append(state["drawn"])
        if state["pending"] is not None:
            seen.append(state["pending"])
        for q, p in enumerate(state["players"]):
            sizes = {len(st) for st in p["stacks"]}
            if len(sizes) > 1:
                problems.append(f"seat {q} keeps stacks of different sizes {sorted(sizes)}")
            for st in p["stacks"]:
                if TOKENS[st[0]][1] != "Sandpiper" or any("Isopod" not in TOKENS[t] for t in st[1:]):
                    problems.append(f"seat {q} has a malformed Sandpiper stack")
                seen += st
            for pile, face in (("beaches", "Beach"), ("shells", "Shell"), ("crabs", "Crab"),
                               ("waves", "Wave"), ("rocks", "Rock"), ("lone", "Sandpiper")):
                for t in p[pile]:
                    if face not in TOKENS[t]:
                        problems.append(f"seat {q}'s {pile} hold token {t} without a {face} side")
                seen += p[pile]
            seen += p["won"]
            if len(p["rocks"]) > C.face_total("Rock"):
                problems.append("too many rocks")
        if len(seen) != C.TOKEN_COUNT or set(seen) != set(range(C.TOKEN_COUNT)):
            problems.append(f"token conservation broken: {len(seen)} placed, {len(set(seen))} distinct")
        phase = state["phase"]
        if (phase == "side") != (state["drawn"] is not None):
            problems.append("a drawn token must exist exactly in the side phase")
        if (phase == "isopods") != (state["pending"] is not None):
            problems.append("a pending Sandpiper must exist exactly in the isopods phase")
        if phase == "over" and state["bag"] and not state["solo"]:
            problems.append("the game ended with tokens in the bag")
        if phase != "over" and state["solo"] and sea_count(state) >= SOLO_LIMIT:
            problems.append("solo game goes on with 7 tokens in the Sea")
        return problems


def _allocate(demand, supply, rng):
    """Match counts of token kinds to demands (label, count, allowed kinds): a
    max-flow on a 2-layer graph; each unit takes a kind at random in proportion to
    the supply left, and augmenting paths (neighbours in random order) reroute when
    that gets stuck. Returns {label: {kind: count}}."""
    supply = supply[:]
    alloc = {label: {} for label, _, _ in demand}
    allowed = {label: list(kinds) for label, _, kinds in demand}
    for label, count, kinds in demand:
        a = alloc[label]
        for _ in range(count):
            # quick path: a kind drawn in proportion to what is left of it; only when
            # none of the allowed kinds is left are earlier choices rerouted
            total = 0
            for k in kinds:
                total += supply[k]
            if total:
                r = rng.randrange(total)
                for k in kinds:
                    if r < supply[k]:
                        break
                    r -= supply[k]
                supply[k] -= 1
                a[k] = a.get(k, 0) + 1
            elif _augment(label, allowed, alloc, supply, rng) is None:
                raise ValueError(f"cannot fill {label} consistently with the token list")
    return alloc


def _augment(start, allowed, alloc, supply, rng):
    """Find one more token for `start`, possibly moving other demands to other kinds."""
    from collections import deque
    parent = {("d", start): None}
    queue = deque([("d", start)])
    while queue:
        node = queue.popleft()
        if node[0] == "d":
            kinds = allowed[node[1]][:]
            rng.shuffle(kinds)
            for k in kinds:
                nk = ("k", k)
                if nk not in parent:
                    parent[nk] = node
                    if supply[k] > 0:
                        supply[k] -= 1
                        # walk back: alternate add (demand->kind) and move (kind->demand)
                        cur = nk
                        while parent[cur] is not None:
                            prev = parent[cur]
                            if prev[0] == "d":
                                a = alloc[prev[1]]
                                a[cur[1]] = a.get(cur[1], 0) + 1
                            else:
                                a = alloc[cur[1]]
                                a[prev[1]] -= 1
                            cur = prev
                        return True
                    queue.append(nk)
        else:
            k = node[1]
            for label, a in alloc.items():
                nd = ("d", label)
                if a.get(k, 0) > 0 and nd not in parent:
                    parent[nd] = node
                    queue.append(nd)
    return None


def _and(names) -> str:
    """Names joined as a sentence lists them: "Ana and Ben", "Ana and Ben and Cy"."""
    out = ""
    for name in names:
        out = _("{first} and {second}").format(first=out, second=name) if out else name
    return out


def _event_text(ev, names) -> str:
    kind = ev[0]
    if kind == "draw":
        return ""
    who = names[ev[1]] if isinstance(ev[1], int) else ""
    if kind == "play":
        face = ev[2]
        words = (THROWS if face in SEA else PLACES).get(face)
        if words is None:    # no such face: the engine never says this
            return ""
        return _(words).format(who=who)
    if kind == "stack":
        k, size, verdict = ev[2], ev[3], ev[4]
        if verdict == "keep":
            words = ngettext("{who} takes {k} Isopod: a stack of {size}, kept.",
                             "{who} takes {k} Isopods: a stack of {size}, kept.", k)
        elif verdict == "discard_new":
            words = ngettext("{who} takes {k} Isopod: a stack of {size}, smaller than the kept "
                             "stacks: discarded.",
                             "{who} takes {k} Isopods: a stack of {size}, smaller than the kept "
                             "stacks: discarded.", k)
        else:
            words = ngettext("{who} takes {k} Isopod: a stack of {size}, larger: the smaller "
                             "stacks are discarded.",
                             "{who} takes {k} Isopods: a stack of {size}, larger: the smaller "
                             "stacks are discarded.", k)
        return words.format(who=who, k=k, size=size)
    if kind == "shells":
        return ngettext("{who} takes {n} Shell from the Sea.",
                        "{who} takes {n} Shells from the Sea.", ev[2]).format(who=who, n=ev[2])
    if kind == "no_beach":
        return _("No Beach to flip.")
    if kind == "flip":
        words = REVEALS.get(ev[2])
        if words is None:
            return ""
        return _(words)
    if kind == "habitat":
        return ngettext("Crab Habitat: {who} takes {n} Crab from the Sea.",
                        "Crab Habitat: {who} takes {n} Crabs from the Sea.", ev[2]).format(
            who=who, n=ev[2])
    if kind == "steal":
        return _("{who} takes a Crab from {victim}.").format(who=who, victim=names[ev[2]])
    if kind == "sea":
        takers, share, reason = ev[1], ev[2], ev[3]
        why = _(GAME_OVER[reason])
        if not takers:
            then = _("Nobody has a Wave; the Sea keeps its tokens.")
        elif len(names) == 1:
            # Translators: the English says "tokens" for every count.
            then = ngettext("{who} has a Wave and collects the Sea ({n} token).",
                            "{who} has a Wave and collects the Sea ({n} tokens).", share).format(
                who=names[0], n=share)
        elif len(takers) == 1:
            then = ngettext("Most Waves: {who} takes {n} token from the Sea.",
                            "Most Waves: {who} takes {n} tokens from the Sea.", share).format(
                who=names[takers[0]], n=share)
        else:
            # Translators: {who} is two or more names ("Ana and Ben").
            then = ngettext("Most Waves: {who} take {n} token from the Sea each.",
                            "Most Waves: {who} take {n} tokens from the Sea each.", share).format(
                who=_and(names[t] for t in takers), n=share)
        return why + " " + then
    return ""


# ---- words a player reads (marked here, translated where shown) ------------------
NOT_NOW = {
    "side": N_("That is not the decision now: {who} must choose a side of the drawn token."),
    "isopods": N_("That is not the decision now: {who} must choose how many Isopods to take."),
    "shells": N_("That is not the decision now: {who} must choose how many Shells to take."),
    "flip": N_("That is not the decision now: {who} must choose which Beach to flip."),
    "steal": N_("That is not the decision now: {who} must choose whose Crab to take."),
    "over": N_("That is not the decision now: the game is over."),
}
# result()'s breakdown labels, in its order: kept in English in the result (the board
# keys its pictures by them), translated where shown (ui/table/ranking.category)
CATEGORIES = {
    "stacks": N_("Sandpiper stacks"), "beaches": N_("Beaches"), "shells": N_("Shells"),
    "crabs": N_("Crabs"), "waves": N_("Waves"), "rocks": N_("Rocks"),
    "won": N_("Tokens from the Sea"), "lone": N_("7th Sandpiper (not resolved)"),
}
ENDINGS = {"bag": N_("The Bag ran out of tokens."),
           "solo_sea": N_("A 7th token went into the Sea."),
           "solo_7": N_("A 7th token of one kind lay on the Seaside.")}
GAME_OVER = {"bag": N_("The Bag is empty: game over."),
             "solo_sea": N_("A 7th token in the Sea: game over."),
             "solo_7": N_("A 7th token of one kind on the Seaside: game over.")}
# one sentence per face (a language gives each its own article and gender)
THROWS = {"Isopod": N_("{who} throws an Isopod into the Sea and draws again."),
          "Shell": N_("{who} throws a Shell into the Sea and draws again."),
          "Crab": N_("{who} throws a Crab into the Sea and draws again.")}
PLACES = {"Sandpiper": N_("{who} places a Sandpiper."), "Beach": N_("{who} places a Beach."),
          "Wave": N_("{who} places a Wave."), "Rock": N_("{who} places a Rock.")}
# a Beach's other side: the tokens with a Beach (components.TOKEN_KINDS)
REVEALS = {"Isopod": N_("The Wave flips a Beach: it reveals an Isopod."),
           "Shell": N_("The Wave flips a Beach: it reveals a Shell."),
           "Crab": N_("The Wave flips a Beach: it reveals a Crab."),
           "Wave": N_("The Wave flips a Beach: it reveals a Wave.")}
GAME = Seaside()
