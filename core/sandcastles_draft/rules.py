"""Sandcastles (tile draft): the rules as a `core.engine.Game`.

State (plain JSON dict; see docs/sandcastles-draft.md for the full schema):
  grids[p]   25 cells, index row * 5 + col, row 0 = top (5th) row, row 4 = bottom row
  pile       face-down tiles still to be drawn, in draw order (hidden)
  hand       face-down tiles the active player drew this round (hidden)
  out        tiles out of the game (hidden; the front is used by the tie-break draft)
  offer / offer_to   the face-up tile and the player deciding on it
  placer / placing   the player who kept a tile and must now place it
Decisions: ("keep",) ("pass",) ("place", row, col) ("replace", col) ("discard",)
("end", "left"|"right") (the tie-break tile).
"""
from __future__ import annotations

from core.engine import Game, IllegalAction, seat_names
from core.i18n import N_, _, ngettext
from core.rng import Rng, seed_state

from . import scoring
from .components import FIRST_STARTER, IS_SKY, IS_STARTER, NUMBERED, ROUNDS, tile_text

KEEP = ("keep",)
PASS = ("pass",)
DISCARD = ("discard",)
PLACE = [[("place", r, c) for c in range(5)] for r in range(5)]
REPLACE = [("replace", c) for c in range(5)]
ENDS = [("end", "left"), ("end", "right")]
OFFER_ACTIONS = [KEEP, PASS]
START_CELL = 22          # bottom row, centre column
HIDDEN = ("pile", "hand", "out", "rng")


def cell_name(r: int, c: int) -> str:
    """Rows are counted from the bottom (row 1) to the top (row 5), as in the rulebook."""
    return _("row {row}, column {column}").format(row=5 - r, column=c + 1)


def _deep(x):
    if type(x) is list:
        return [_deep(v) for v in x]
    if type(x) is dict:
        return {k: _deep(v) for k, v in x.items()}
    return x


def sand_cells(grid: list) -> list:
    """(row, col) where a sand tile may go: the lowest empty cell of each column,
    if the column's sand below it is unbroken and the cell is inside the grid."""
    out = []
    for c in range(5):
        i = 20 + c
        while i >= 0 and grid[i] and not IS_SKY[grid[i]]:
            i -= 5
        if i >= 0 and not grid[i]:
            out.append((i // 5, c))
    return out


class SandcastlesDraft(Game):
    id = "sandcastles_draft"
    title = N_("Sandcastles (tile draft)")
    summary = N_("Draft a tile each round and build the best 5x5 sandcastle.")
    min_players = 2
    max_players = 6
    has_solo = False
    variants = {}
    rules_file = "sandcastles-drafting.txt"

    # ---- setup -------------------------------------------------------------
    def new_game(self, seats, options=None, seed=0):
        self.check_seats(seats)
        options = dict(options or {})
        n = len(seats)
        rng = Rng(seed_state(seed))
        used_count = ROUNDS * n
        forced = list(options.get("tiles") or [])
        unused = list(options.get("unused") or [])
        for name, lst in (("tiles", forced), ("unused", unused)):
            if any(type(t) is not int or not 1 <= t <= 90 for t in lst):
                raise IllegalAction(f"The '{name}' option must list tile numbers from 1 to 90.")
        if len(set(forced + unused)) != len(forced) + len(unused):
            raise IllegalAction("The 'tiles' and 'unused' options must not repeat a tile.")
        if len(forced) > used_count:
            raise IllegalAction(f"{n} players use {used_count} tiles, but {len(forced)} were given.")
        if len(unused) > 90 - used_count:
            raise IllegalAction(f"{n} players leave {90 - used_count} tiles unused, "
                                f"but {len(unused)} were given.")
        named = set(forced) | set(unused)
        rest = [t for t in NUMBERED if t not in named]
        rng.shuffle(rest)
        fill = used_count - len(forced)
        pile = forced + rest[:fill]
        out = unused + rest[fill:]
        first = options.get("first")
        if first is None:
            first = rng.randrange(n)   # "the player who has been to the beach most recently"
        elif type(first) is not int or not 0 <= first < n:
            raise IllegalAction(f"The 'first' option must be a seat from 0 to {n - 1}.")
        grids = []
        for p in range(n):
            g = [0] * 25
            g[START_CELL] = FIRST_STARTER + p
            grids.append(g)
        s = {
            "game": self.id,
            "names": seat_names(seats),
            "players": n,
            "phase": "draft",
            "round": 0,
            "active": (first - 1) % n,
            "drafting": [True] * n,
            "pile": pile,
            "hand": [],
            "out": out,
            "offer": None,
            "offer_to": None,
            "kept": [None] * n,
            "placer": None,
            "placing": None,
            "grids": grids,
            "discards": [[] for _ in range(n)],
            "dropped": False,
            "extra": [None] * n,
            "lent": [],
            "final": None,
            "tiebreak": None,
            "rng": rng.state,
            "undoable": False,
        }
        self._new_round(s)
        return s

    # ---- flow --------------------------------------------------------------
    def to_move(self, state):
        p = state["placer"]
        return p if p is not None else state["offer_to"]

    decision_kinds = ("keep_or_pass", "place", "sky_replace", "tiebreak")

    def decision_kind(self, state):
        p = state["placer"]
        if p is None:
            return "keep_or_pass" if state["offer_to"] is not None else None
        if state["phase"] == "tiebreak":
            return "tiebreak"
        # a sky tile with no free top-row cell: replace one of the sky tiles, or discard it
        if IS_SKY[state["placing"]] and all(state["grids"][p][c] for c in range(5)):
            return "sky_replace"
        return "place"

    def legal_actions(self, state):
        p = state["placer"]
        if p is None:
            return OFFER_ACTIONS if state["offer_to"] is not None else []
        if state["phase"] == "tiebreak":
            return list(ENDS)
        tile = state["placing"]
        grid = state["grids"][p]
        if not IS_SKY[tile]:
            return [PLACE[r][c] for r, c in sand_cells(grid)]
        acts = [PLACE[0][c] for c in range(5) if not grid[c]]
        if acts:
            return acts
        acts = [REPLACE[c] for c in range(5) if IS_SKY[grid[c]]]
        acts.append(DISCARD)
        return acts

    def why_illegal(self, state, action):
        if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
            return _("Not a move: {action}.").format(action=repr(action))
        kind = action[0]
        p = self.to_move(state)
        if p is None:
            return _("The game is over; no more moves can be made.")
        name = state["names"][p]
        known = {"keep", "pass", "place", "replace", "discard", "end"}
        if kind not in known:
            return _("There is no move called '{kind}' in Sandcastles.").format(kind=kind)
        if state["placer"] is None:
            if kind in ("keep", "pass"):
                return _("That move does not fit this decision.")
            return _("{who} must first keep or pass {tile}; nothing is waiting to be "
                     "placed.").format(who=name, tile=tile_text(state["offer"]))
        tile = state["placing"]
        if kind in ("keep", "pass"):
            return _("{who} must first place {tile}.").format(who=name, tile=tile_text(tile))
        if state["phase"] == "tiebreak":
            return _("The tie-break tile goes at the left or right end of the bottom row: "
                     "choose ('end', 'left') or ('end', 'right').")
        if kind == "end":
            return _("Only the tie-break tile goes at the end of the bottom row.")
        grid = state["grids"][p]
        sky = IS_SKY[tile]
        free_top = [c for c in range(5) if not grid[c]]
        if kind in ("replace", "discard"):
            if not sky:
                return _("Only a sky tile with no free top-row cell may replace a sky tile or "
                         "be discarded.")
            if free_top:
                return _("The top row still has a free cell, so the sky tile must be placed "
                         "there; replacing or discarding is only allowed when the top row has "
                         "no free cell.")
            return _("There is no sky tile of yours in that column to replace.")
        # kind == "place"
        if len(action) != 3 or not all(type(x) is int for x in action[1:]):
            return _("Say where to place the tile: ('place', row, column).")
        r, c = action[1], action[2]
        if not (0 <= r < 5 and 0 <= c < 5):
            return _("That cell is outside the 5x5 grid; the castle can never be more than 5 "
                     "tiles wide or high.")
        if grid[r * 5 + c]:
            if sky and not free_top:
                return _("That cell ({cell}) already holds {tile}. With no free top-row cell, "
                         "replace one of your sky tiles or discard this one.").format(
                    cell=cell_name(r, c), tile=tile_text(grid[r * 5 + c]))
            return _("That cell ({cell}) already holds {tile}.").format(
                cell=cell_name(r, c), tile=tile_text(grid[r * 5 + c]))
        if sky:
            if r != 0:
                return _("Sky tiles must be placed in the top row (row 5) of the grid.")
            return _("That move is not allowed right now.")
        if r == 4:
            return _("That move is not allowed right now.")
        below = grid[(r + 1) * 5 + c]
        if not below:
            return _("Sand tiles follow gravity: {tile} must go on the bottom row or directly on "
                     "top of a sand tile, and the cell below {cell} is empty.").format(
                tile=tile_text(tile), cell=cell_name(r, c))
        return _("Sand tiles follow gravity and may only rest on sand: the cell below {cell} "
                 "holds a sky tile.").format(cell=cell_name(r, c))

    def copy_state(self, s):
        # names, drafting, pile and out are shared: no step changes them in place (a
        # new list replaces them), and Hard's look-ahead copies a state some 36 times
        # an iteration; observe hands out copies of its own
        c = s.copy()
        c["hand"] = s["hand"][:]
        c["kept"] = s["kept"][:]
        c["grids"] = [g[:] for g in s["grids"]]
        c["discards"] = [d[:] for d in s["discards"]]
        c["extra"] = [e[:] if e else e for e in s["extra"]]
        if s["lent"]:
            c["lent"] = [x[:] for x in s["lent"]]
        else:
            c["lent"] = []
        if s["final"] is not None:
            c["final"] = _deep(s["final"])
        if s["tiebreak"] is not None:
            c["tiebreak"] = _deep(s["tiebreak"])
        return c

    def step(self, s, action):
        kind = action[0]
        s["undoable"] = True
        if kind == "pass":
            cands = self._candidates(s)
            i = cands.index(s["offer_to"]) + 1
            s["offer_to"] = cands[i]
            if i == len(cands) - 1:       # the last player must keep it
                self._keep(s, cands[i])
            return
        if kind == "keep":
            self._keep(s, s["offer_to"])
            return
        p = s["placer"]
        tile = s["placing"]
        grid = s["grids"][p]
        if kind == "place":
            grid[action[1] * 5 + action[2]] = tile
        elif kind == "replace":
            s["discards"][p].append(grid[action[1]])
            grid[action[1]] = tile
        elif kind == "discard":
            s["discards"][p].append(tile)
        else:  # "end"
            s["extra"][p] = [tile, action[1]]
        s["placer"] = None
        s["placing"] = None
        self._advance(s)

    # ---- flow helpers --------------------------------------------------------
    def _candidates(self, s):
        """Players who may still take the face-up tile, in offering order: from the
        active player leftwards, skipping anyone who kept a tile this round."""
        n = s["players"]
        a = s["active"]
        kept = s["kept"]
        drafting = s["drafting"]
        out = []
        for i in range(n):
            p = (a + i) % n
            if drafting[p] and kept[p] is None:
                out.append(p)
        return out

    def _reveal(self, s):
        s["offer"] = s["hand"].pop(0)
        s["offer_to"] = self._candidates(s)[0]
        s["undoable"] = False

    def _keep(self, s, p):
        tile = s["offer"]
        s["kept"][p] = tile
        s["placer"] = p
        s["placing"] = tile
        s["offer"] = None
        s["offer_to"] = None
        if s["hand"]:          # the next tile is revealed once this one is taken
            self._reveal(s)

    def _advance(self, s):
        """After a placement: the revealed tile goes on being offered (or to the one
        player left, who must keep it); else the round or the game ends."""
        if s["offer"] is not None:
            cands = self._candidates(s)
            if len(cands) == 1:
                self._keep(s, cands[0])
            return
        if s["phase"] == "tiebreak":
            self._finish_tiebreak(s)
        elif s["round"] < ROUNDS:
            self._new_round(s)
        else:
            self._end_main(s)

    def _new_round(self, s):
        n = s["players"]
        s["round"] += 1
        s["active"] = (s["active"] + 1) % n
        s["kept"] = [None] * n
        pile = s["pile"]
        s["hand"] = pile[:n]
        s["pile"] = pile[n:]      # a new list: copies share the old one
        self._reveal(s)

    def _end_main(self, s):
        s["grids"] = [scoring.drop(g) for g in s["grids"]]
        s["dropped"] = True
        ev = scoring.evaluate(s["grids"], True)
        final = {
            "scores": [e["score"] for e in ev],
            "breakdown": [e["breakdown"] for e in ev],
            "stats": [e["stats"] for e in ev],
        }
        s["final"] = final
        tied, stages = tie_chain(final["scores"], [e["stats"]["sky_top"] for e in ev],
                                 [e["stats"]["windows"] for e in ev])
        tb = {"tied": tied, "stages": stages, "gains": None, "drafted": False}
        s["tiebreak"] = tb
        s["phase"] = "over"
        s["offer"] = s["offer_to"] = None
        if len(tied) < 2:
            return
        if not self._tiebreak_tiles(s, tied):
            # kept in the state in English, translated where shown (ui/sandcastles_draft)
            tb["note"] = N_("Not enough tiles for the extra draft; the tied players share the "
                            "victory.")
            return
        n = s["players"]
        tb["drafted"] = True
        s["phase"] = "tiebreak"
        s["drafting"] = [p in tied for p in range(n)]
        s["kept"] = [None] * n
        a = (s["active"] + 1) % n
        while a not in tied:
            a = (a + 1) % n
        s["active"] = a
        self._reveal(s)

    def _tiebreak_tiles(self, s, tied):
        """Put one face-down tile per tied player in the hand: unused tiles first,
        then discarded sky tiles, then tiles from the tops of losing castles."""
        k = len(tied)
        out = s["out"]
        if len(out) >= k:
            s["hand"] = out[:k]
            s["out"] = out[k:]    # a new list: copies share the old one
            return True
        losers = [p for p in range(s["players"]) if p not in tied]
        available = len(out) + sum(len(d) for d in s["discards"])
        available += sum(1 for p in losers for t in s["grids"][p] if t and not IS_STARTER[t])
        if available < k:
            return False
        rng = Rng(s["rng"])
        hand = out[:]
        s["out"] = []
        while len(hand) < k:
            discards = [(p, i) for p in range(s["players"]) for i in range(len(s["discards"][p]))]
            if discards:
                p, i = discards[rng.randrange(len(discards))]
                tile = s["discards"][p].pop(i)
                source = "discard"
            else:
                tops = []
                for p in losers:
                    g = s["grids"][p]
                    for c in range(5):
                        for r in range(5):
                            t = g[r * 5 + c]
                            if t:
                                if not IS_STARTER[t]:
                                    tops.append((p, r * 5 + c))
                                break
                p, i = tops[rng.randrange(len(tops))]
                tile = s["grids"][p][i]
                s["grids"][p][i] = 0
                source = "castle"
            s["lent"].append([p, tile, source])
            hand.append(tile)
        rng.shuffle(hand)
        s["rng"] = rng.state
        s["hand"] = hand
        return True

    def _finish_tiebreak(self, s):
        tb = s["tiebreak"]
        final = s["final"]
        stats = final["stats"]
        gains = [None] * s["players"]
        for p in tb["tied"]:
            others = [stats[q] for q in range(s["players"]) if q != p]
            gains[p] = scoring.score_with_extra(s["grids"][p], s["extra"][p], others) - final["scores"][p]
        tb["gains"] = gains
        best = max(gains[p] for p in tb["tied"])
        tb["winners"] = [p for p in tb["tied"] if gains[p] == best]
        s["phase"] = "over"
        s["offer"] = s["offer_to"] = None
        s["placer"] = s["placing"] = None

    # ---- information -------------------------------------------------------
    def observe(self, state, player):
        view = {k: v for k, v in self.copy_state(state).items() if k not in HIDDEN}
        view["names"] = state["names"][:]          # shared by copies, not by views
        view["drafting"] = state["drafting"][:]
        view["pile_count"] = len(state["pile"])
        view["hand_count"] = len(state["hand"])
        view["out_count"] = len(state["out"])
        view["unseen"] = sorted(state["pile"] + state["hand"] + state["out"])
        return view

    def determinize(self, view, rng):
        s = self.copy_state({**view, "pile": [], "hand": [], "out": []})
        for k in ("pile_count", "hand_count", "out_count", "unseen"):
            s.pop(k, None)
        unseen = list(view["unseen"])
        rng.shuffle(unseen)
        a, b = view["pile_count"], view["pile_count"] + view["hand_count"]
        s["pile"] = unseen[:a]
        s["hand"] = unseen[a:b]
        s["out"] = unseen[b:]
        s["rng"] = rng.next64()
        return s

    # ---- end ---------------------------------------------------------------
    def result(self, state):
        names = state["names"]
        final = state["final"]
        if final is None:
            ev = scoring.evaluate(state["grids"], state["dropped"])
            scores = [e["score"] for e in ev]
            lines = [e["breakdown"] for e in ev]
            stats = [e["stats"] for e in ev]
            tied, stages = tie_chain(scores, [st["sky_top"] for st in stats],
                                     [st["windows"] for st in stats])
            tb = {"tied": tied, "stages": stages, "gains": None, "drafted": False}
        else:
            scores, lines, stats = final["scores"], final["breakdown"], final["stats"]
            tb = state["tiebreak"]
        winners = list(tb.get("winners") or tb["tied"])
        over = state["phase"] == "over"
        decided = tb["stages"][-1] if tb["stages"] else "score"
        if tb.get("winners") is not None:
            decided = "extra draft" if len(winners) == 1 else "shared"
        elif over and len(winners) > 1:
            decided = "shared"
        summary = _summary(names, scores, stats, winners, tb, decided, over)
        # the labels in the player's language (a finished game's state keeps English)
        return {
            "scores": list(scores),
            "winners": winners,
            "breakdown": [[[label, x[1]] for label, x in zip(scoring.labels(st), ls)]
                          for st, ls in zip(stats, lines)],
            "summary": summary,
            "over": over,
            "decided_by": decided,
            "sky_top_row": [st["sky_top"] for st in stats],
            "windows": [st["windows"] for st in stats],
            "window_rows": [list(st["window_rows"]) for st in stats],
            "tie_break": _deep(tb),
        }

    # ---- text ----------------------------------------------------------------
    def describe(self, state, action):
        p = self.to_move(state)
        name = state["names"][p] if p is not None else _("Nobody")
        kind = action[0]
        if kind == "keep":
            return _("{who} keeps {tile}.").format(who=name, tile=tile_text(state["offer"]))
        if kind == "pass":
            cands = self._candidates(state)
            i = cands.index(state["offer_to"]) + 1
            nxt = state["names"][cands[i]] if i < len(cands) else _("nobody")
            if i == len(cands) - 1:
                return _("{who} passes {tile} to {next}, who must keep it.").format(
                    who=name, tile=tile_text(state["offer"]), next=nxt)
            return _("{who} passes {tile} to {next}.").format(
                who=name, tile=tile_text(state["offer"]), next=nxt)
        tile = tile_text(state["placing"]) if state["placing"] else _("the tile")
        if kind == "place":
            line = _("{who} places {tile} in {cell}").format(
                who=name, tile=tile, cell=cell_name(action[1], action[2]))
        elif kind == "replace":
            old = state["grids"][p][action[1]] if p is not None else 0
            line = _("{who} puts {tile} in column {column} of the top row, discarding "
                     "{old}").format(who=name, tile=tile, column=action[1] + 1,
                                     old=tile_text(old))
        elif kind == "discard":
            line = _("{who} discards {tile}").format(who=name, tile=tile)
        elif kind == "end":
            if action[1] == "left":
                line = _("{who} adds {tile} at the left end of the bottom row (tie-break)")
            else:
                line = _("{who} adds {tile} at the right end of the bottom row (tie-break)")
            line = line.format(who=name, tile=tile)
        else:
            return f"{name}: {action!r}."
        if state["offer"] is not None and state["placer"] is not None:
            cands = self._candidates(state)
            if len(cands) == 1:
                # Translators: {move} is one of the moves above ("Ana places ... in row 1, column 3")
                return _("{move}; {who} must keep {tile}.").format(
                    move=line, who=state["names"][cands[0]], tile=tile_text(state["offer"]))
        # Translators: {move} is one of the moves above ("Ana discards ...")
        return _("{move}.").format(move=line)

    def progress(self, state):
        phase = state["phase"]
        if phase == "draft":
            return _("Round {round} of {rounds}").format(round=state["round"], rounds=ROUNDS)
        if phase == "tiebreak":
            return _("Tie-break draft")
        return _("Game over")

    def ending(self, s):
        if s["phase"] != "over":
            return ""
        if (s.get("tiebreak") or {}).get("drafted"):
            return _("All {rounds} rounds were drafted, then a tie-break draft.").format(
                rounds=ROUNDS)
        return _("All {rounds} rounds were drafted.").format(rounds=ROUNDS)

    def check_invariants(self, s):
        problems = []
        n = s["players"]
        seen = {}

        def put(t, where):
            if t in seen:
                problems.append(f"Tile {t} is both {seen[t]} and {where}.")
            seen[t] = where

        for t in s["pile"]:
            put(t, "in the face-down pile")
        for t in s["hand"]:
            put(t, "in the active player's face-down stack")
        for t in s["out"]:
            put(t, "out of the game")
        if s["offer"] is not None:
            put(s["offer"], "face up on offer")
        if s["placing"] is not None:
            put(s["placing"], "waiting to be placed")
        for p in range(n):
            for t in s["discards"][p]:
                put(t, f"discarded by player {p}")
            if s["extra"][p]:
                put(s["extra"][p][0], f"player {p}'s tie-break tile")
            for i, t in enumerate(s["grids"][p]):
                if t and not IS_STARTER[t]:
                    put(t, f"in player {p}'s castle")
                    if not 1 <= t <= 90:
                        problems.append(f"Player {p}'s castle holds an unknown tile {t}.")
        missing = [t for t in NUMBERED if t not in seen]
        if missing:
            problems.append(f"Tiles missing from every place: {missing[:10]}.")
        if s["phase"] == "draft":
            if len(s["pile"]) != n * (ROUNDS - s["round"]):
                problems.append(f"The pile holds {len(s['pile'])} tiles in round {s['round']}.")
            if len(s["out"]) != 90 - ROUNDS * n:
                problems.append(f"{len(s['out'])} tiles are out of the game, not {90 - ROUNDS * n}.")
            kept_now = sum(1 for k in s["kept"] if k is not None)
            if len(s["hand"]) + (s["offer"] is not None) + kept_now != n:
                problems.append("This round's tiles do not add up to one per player.")
        lent = [0] * n
        for p, _, _ in s["lent"]:
            lent[p] += 1
        for p in range(n):
            g = s["grids"][p]
            if g[START_CELL] != FIRST_STARTER + p:
                problems.append(f"Player {p}'s starter tile is not at the bottom centre.")
            if sum(1 for t in g if t and IS_STARTER[t]) != 1:
                problems.append(f"Player {p}'s castle does not hold exactly one starter tile.")
            placed = sum(1 for t in g if t and not IS_STARTER[t])
            taken = placed + len(s["discards"][p]) + lent[p] + (s["placer"] == p and s["phase"] == "draft")
            if s["phase"] == "draft":
                expect = s["round"] - 1 + (s["kept"][p] is not None)
            else:
                expect = ROUNDS
            if taken != expect:
                problems.append(f"Player {p} has taken {taken} tiles, expected {expect}.")
            skies = sum(1 for t in g if t and IS_SKY[t])
            if skies > 5:
                problems.append(f"Player {p} has {skies} sky tiles in the castle.")
            for c in range(5):
                col = [g[r * 5 + c] for r in range(4, -1, -1)]   # bottom to top
                if s["dropped"]:
                    h = 0
                    while h < 5 and col[h]:
                        h += 1
                    if any(col[h:]):
                        problems.append(f"Player {p}'s column {c + 1} has a gap after the drop.")
                    if any(IS_SKY[t] for t in col[:max(h - 1, 0)]):
                        problems.append(f"Player {p}'s column {c + 1} has a tile above a sky tile.")
                else:
                    if any(IS_SKY[t] for t in col[:4] if t):
                        problems.append(f"Player {p} has a sky tile below the top row in column {c + 1}.")
                    h = 0
                    while h < 5 and col[h] and not IS_SKY[col[h]]:
                        h += 1
                    if any(t and not IS_SKY[t] for t in col[h:]):
                        problems.append(f"Player {p}'s column {c + 1} has a floating sand tile.")
        return problems


def tie_chain(scores, sky_top, windows):
    """Winners by score, then most sky tiles in the top row, then most windows.
    Returns (still tied players, the stages that were needed)."""
    best = max(scores)
    tied = [p for p, sc in enumerate(scores) if sc == best]
    stages = ["score"]
    for label, values in (("sky tiles in the top row", sky_top), ("windows", windows)):
        if len(tied) < 2:
            break
        stages.append(label)
        top = max(values[p] for p in tied)
        tied = [p for p in tied if values[p] == top]
    if len(tied) > 1:
        stages.append("extra draft")
    return tied, stages


def _join(names):
    if len(names) == 1:
        return names[0]
    # Translators: the last two names of a list ("Ana, Ben and Chloé")
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def _points(n):
    # Translators: English says "points" even for 1; say it as your language does
    return ngettext("{n} point", "{n} points", n).format(n=n)


def _summary(names, scores, stats, winners, tb, decided, over):
    wn = _join([names[w] for w in winners])
    top = scores[winners[0]]
    points = _points(top)
    if not over:
        return ngettext("{names} leads with {points} so far.",
                        "{names} lead with {points} so far.", len(winners)).format(
            names=wn, points=points)
    if decided == "score":
        return _("{names} wins with {points}.").format(names=wn, points=points)
    tied = _join([names[p] for p in range(len(names)) if scores[p] == top])
    if decided == "sky tiles in the top row" and len(winners) == 1:
        n = stats[winners[0]]["sky_top"]
        return ngettext("{tied} tie on {points}; {winner} wins with {n} sky tile in the top row.",
                        "{tied} tie on {points}; {winner} wins with {n} sky tiles in the top row.",
                        n).format(tied=tied, points=points, winner=wn, n=n)
    if decided == "windows" and len(winners) == 1:
        n = stats[winners[0]]["windows"]
        return ngettext("{tied} tie on {points}; {winner} wins with {n} window.",
                        "{tied} tie on {points}; {winner} wins with {n} windows.", n).format(
            tied=tied, points=points, winner=wn, n=n)
    if decided == "extra draft":
        gain = tb["gains"][winners[0]]
        if len(tb["tied"]) < sum(1 for sc in scores if sc == top):
            return ngettext(
                "{tied} tie on {points}; {still} also tie on top-row sky tiles and windows; "
                "{winner} wins the extra draft, improving the castle by {gain} point.",
                "{tied} tie on {points}; {still} also tie on top-row sky tiles and windows; "
                "{winner} wins the extra draft, improving the castle by {gain} points.",
                gain).format(tied=tied, points=points, winner=wn, gain=gain,
                             still=_join([names[p] for p in tb["tied"]]))
        return ngettext(
            "{tied} tie on {points}; {winner} wins the extra draft, improving the castle by "
            "{gain} point.",
            "{tied} tie on {points}; {winner} wins the extra draft, improving the castle by "
            "{gain} points.", gain).format(tied=tied, points=points, winner=wn, gain=gain)
    return ngettext("{tied} tie on {points}; {names} wins.",
                    "{tied} tie on {points}; {names} share the victory.", len(winners)).format(
        tied=tied, points=points, names=wn)


GAME = SandcastlesDraft()
