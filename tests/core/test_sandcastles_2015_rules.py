"""Sandcastles (2015): every rulebook example and the readings in DECISIONS.md.

Each test builds an exact table: fixed hands, beach and draw pile (options), castles
put straight into the state from the box, then plays through GAME.apply.
"""
import json

import pytest

from core.engine import IllegalAction
from core.rng import Rng
from core.sandcastles_2015 import GAME
from core.sandcastles_2015 import components as C
from core.sandcastles_2015 import geometry as G

CRAB, BUCKET, SEAGULL = C.CRAB, C.BUCKET, C.SEAGULL
N, E, S, W = C.N, C.E, C.S, C.W
NAMES = ["Ana", "Ben", "Cy", "Di", "Ed", "Flo", "Gus"]


class Alloc:
    """Hands out distinct tile ids of a wanted kind."""

    def __init__(self):
        self.used = set()

    def sand(self, creature, walls):
        w = C.WALL_TYPES.index(walls)
        for t in C.SAND_TILES:
            if t not in self.used and C.TILE_CREATURE[t] == creature and C.TILE_WALLTYPE[t] == w:
                self.used.add(t)
                return t
        raise AssertionError("no such tile left")

    def attack(self, kind):
        for t in C.ATTACK_TILES:
            if t not in self.used and C.ATTACK_KIND[t] == kind:
                self.used.add(t)
                return t
        raise AssertionError("no such attack left")

    def any_sand(self, k):
        """Filler tiles, straights first (castle tests mostly need ends, corners, Ts)."""
        order = sorted(C.SAND_TILES, key=lambda t: ([0, 3, 2, 1, 4].index(C.TILE_WALLTYPE[t]), -t))
        out = [t for t in order if t not in self.used][:k]
        assert len(out) == k, "no filler tiles left"
        self.used.update(out)
        return out

    def filler(self, k):
        """Beach and draw-pile fillers: spare attack tiles first, then sandcastle tiles."""
        out = [t for t in reversed(C.ATTACK_TILES) if t not in self.used][:k]
        self.used.update(out)
        return out + self.any_sand(k - len(out))

    def sand_like(self, creature, walls):
        """A tile with these walls, of this creature if one is left, else of another."""
        for c in (creature, (creature + 1) % 3, (creature + 2) % 3):
            try:
                return self.sand(c, walls)
            except AssertionError:
                pass
        raise AssertionError("no such walls left")


def wall_type(mask):
    bits = bin(mask).count("1")
    if bits == 2:
        return "straight" if mask in (N | S, E | W) else "corner"
    return {1: "end", 3: "T", 4: "cross"}[bits]


def rot_of(tile, mask):
    for r, m in G.ROTATIONS[C.TILE_WALLTYPE[tile]]:
        if m == mask:
            return r
    raise AssertionError(f"tile {tile} cannot show walls {mask}")


def new(n, alloc, hands=None, beach=None, deck=None, bonuses=None, **opts):
    size = 4 if opts.get("shared_castle") else 3
    hands = hands if hands is not None else [alloc.any_sand(1) + alloc.filler(size - 1)
                                              for _ in range(n)]
    beach = beach if beach is not None else alloc.filler(3)
    deck = deck if deck is not None else alloc.filler(6)
    options = {"hands": hands, "beach": beach, "deck": deck, **opts}
    if bonuses is not None:
        options["bonuses"] = bonuses
    state = GAME.new_game([{"name": NAMES[i]} for i in range(n)], options, seed=7)
    assert GAME.check_invariants(state) == []
    return state


def put_castle(state, area, placements):
    """Put a castle [(x, y, tile, mask), ...] (bottom tiles first) into an area; the
    tiles come out of the box. Returns the castle id."""
    cid = state["next_id"]
    state["next_id"] += 1
    castle = [cid]
    for x, y, t, m in placements:
        state["box"].remove(t)
        castle += [x, y, t, m]
    state["areas"][area].append(castle)
    state["steps"] += 1  # a hand-made change: legal actions must be recomputed
    assert GAME.check_invariants(state) == [], GAME.check_invariants(state)
    return cid


def footprint_masks(cells):
    """Walls between every pair of neighbouring cells: a finished castle of that footprint."""
    cells = set(cells)
    out = {}
    for x, y in cells:
        m = 0
        for dx, dy, bit, _opp in G.DIRS:
            if (x + dx, y + dy) in cells:
                m |= bit
        out[(x, y)] = m
    return out


def play(state, *actions):
    for a in actions:
        state = GAME.apply(state, a)
        assert GAME.check_invariants(state) == [], (a, GAME.check_invariants(state))
    return state


def bonus_index(state, bonus_id):
    return state["bonuses"].index(bonus_id)


def pass_turn(state, alloc=None):
    """The player to move swaps hand tile 0 with beach tile 0 (a quiet turn)."""
    return play(state, ("exchange", 0, "beach", 0))


# ---------------------------------------------------------------------------------
# components
# ---------------------------------------------------------------------------------
def test_component_totals_match_decisions():
    """'140 tiles in all: 80 sandcastle tiles, 30 attack tiles (10 crab, 10 bucket,
    10 seagull), 1 Big Wave, 29 bonus tiles. The main deck is the 111 non-bonus tiles.'"""
    assert len(C.SAND_TILES) == 80 and len(C.ATTACK_TILES) == 30 and C.N_TILES == 111
    assert len(C.BONUSES) == 29
    for kind in range(3):
        assert sum(1 for t in C.ATTACK_TILES if C.ATTACK_KIND[t] == kind) == 10
    split = {}
    for t in C.SAND_TILES:
        key = (C.WALL_TYPES[C.TILE_WALLTYPE[t]], C.TILE_CREATURE[t])
        split[key] = split.get(key, 0) + 1
    for walls, counts in C.WALL_SPLIT.items():
        assert tuple(split[(walls, c)] for c in range(3)) == counts
    backs = {}
    for b in C.BONUSES:
        backs[b["back"]] = backs.get(b["back"], 0) + 1
    assert backs == {C.ONE_PEBBLE: 9, C.TWO_PEBBLES: 9, C.SEAWEED: 9, C.BIG: 2}
    shapes = {b["name"]: (b["points"], len(b["cells"])) for b in C.BONUSES if b["kind"] == "shape"}
    assert shapes == {"The Donjon": (2, 4), "The Axe": (3, 5), "The Wyrm": (4, 6),
                      "The Barracks": (5, 6), "The Staircase": (5, 6), "The Peacock": (6, 7),
                      "The Cactus": (6, 7), "The Abbey": (6, 7), "The Goldfish": (6, 7)}
    assert C.bonus_points(C.BIGGEST, 7) == 6 and C.bonus_points(C.BIGGEST, 9) == 9
    assert C.bonus_points(C.TALLEST, 6) == 7


@pytest.mark.parametrize("n,table", [(2, (1, 1, 1)), (3, (1, 1, 2)), (4, (1, 1, 3)),
                                     (5, (2, 2, 2)), (6, (2, 2, 3)), (7, (2, 2, 4))])
def test_setup_deals_the_bonus_table_and_hides_the_wave_low(n, table):
    """'For five players deal 2 each of 1 pebble, 2 pebble and 1 seaweed plus 'Biggest
    Sandcastle' and 'Tallest Tower'.' and 'Shuffle the Big Wave into the bottom ten cards
    of the draw deck'."""
    for seed in range(5):
        s = GAME.new_game([{"name": x} for x in NAMES[:n]], {}, seed)
        backs = [C.BONUSES[b]["back"] for b in s["bonuses"]]
        assert (backs.count(C.ONE_PEBBLE), backs.count(C.TWO_PEBBLES), backs.count(C.SEAWEED)) == table
        assert C.BIGGEST in s["bonuses"] and C.TALLEST in s["bonuses"]
        assert all(len(h) == 3 for h in s["hands"]) and len(s["beach"]) == 3
        assert s["deck"].index(C.BIG_WAVE) < 10  # deck is stored bottom first
        assert len(s["deck"]) == 111 - 3 * n - 3
        assert GAME.check_invariants(s) == []


def test_solo_and_shared_setups():
    """Solo: 'Remove the 'Tallest Tower' and 'Biggest Sandcastle' from the game. Shuffle the
    bonus cards and deal four.' 2 players: 'deal 4 cards to each player and deal 4 bonuses in
    addition to the 'Biggest Sandcastle' and 'Tallest Tower'.'"""
    s = GAME.new_game([{"name": "Ana"}], {}, 3)
    assert len(s["bonuses"]) == 4 and C.BIGGEST not in s["bonuses"] and C.TALLEST not in s["bonuses"]
    assert len(GAME.new_game([{"name": "Ana"}], {"solo_bonuses": 6}, 3)["bonuses"]) == 6
    s = GAME.new_game([{"name": "Ana"}, {"name": "Ben"}], {"shared_castle": True}, 3)
    assert [len(h) for h in s["hands"]] == [4, 4]
    assert len(s["bonuses"]) == 6 and C.BIGGEST in s["bonuses"] and C.TALLEST in s["bonuses"]
    with pytest.raises(IllegalAction):
        GAME.new_game([{"name": "Ana"}] * 3, {"shared_castle": True}, 3)


# ---------------------------------------------------------------------------------
# building
# ---------------------------------------------------------------------------------
def test_walls_must_join_and_castles_are_separate():
    """'When adding to a sandcastle the new part must join by connecting walls together.'
    'Buckets and crabs cannot be stacked as towers.' 'Seagull towers can be played IN THE
    SAME WAY OR PLACED ON TOP OF ANY OTHER of that player's cards.'"""
    a = Alloc()
    crab_end, bucket_corner, gull = a.sand(CRAB, "end"), a.sand(BUCKET, "corner"), a.sand(SEAGULL, "T")
    s = new(2, a, hands=[[crab_end, bucket_corner, gull], a.any_sand(3)])
    base = a.sand(CRAB, "straight")
    cid = put_castle(s, 0, [(0, 0, base, E | W), (-1, 0, a.sand(BUCKET, "corner"), E | S)])
    legal = set(GAME.legal_actions(s))
    # an end tile joins the east wall only when its wall faces west
    assert ("build", 0, cid, 1, 0, rot_of(crab_end, W)) in legal
    assert ("build", 0, cid, 1, 0, rot_of(crab_end, E)) not in legal
    with pytest.raises(IllegalAction, match="walls do not join"):
        GAME.apply(s, ("build", 0, cid, 1, 0, rot_of(crab_end, E)))
    # a cell the castle's walls do not reach is not joined
    with pytest.raises(IllegalAction, match="join a wall"):
        GAME.apply(s, ("build", 0, cid, 0, 1, rot_of(crab_end, N)))
    # crabs and buckets never stack; seagulls may, if their walls agree
    assert not any(a_[0] == "build" and a_[1] == 1 and a_[2:5] == (cid, 0, 0) for a_ in legal)
    assert ("build", 2, cid, 0, 0, rot_of(gull, N | E | W)) in legal
    assert ("build", 2, cid, 0, 0, rot_of(gull, N | E | S)) not in legal
    # every tile may start a new castle
    assert ("build", 0, "new", 0, 0, 0) in legal
    s2 = play(s, ("build", 2, cid, 0, 0, rot_of(gull, N | E | W)))
    castle = s2["areas"][0][0]
    assert G.tops(castle)[(0, 0)] == (gull, N | E | W, 2)


def test_corner_seagull_covering_the_four_way_crab_completes_without_the_crab_bonus():
    """'Player A's sandcastle can be completed by laying a corner seagull tower to cover
    the 4 way crab. The covered 4 way crab is part of the completed sandcastle and so will
    be included in A's 'sandbank'. However, in this game the 4 x crab bonus is in play.
    Playing the seagull in this way will not earn the bonus as four crabs are not showing
    in the completed sandcastle.'"""
    a = Alloc()
    gull = a.sand(SEAGULL, "corner")
    s = new(2, a, hands=[[gull] + a.any_sand(2), a.any_sand(3)], bonuses=[1, C.BIGGEST, C.TALLEST])
    assert C.BONUSES[1]["name"] == "4 x crab"
    cid, cross = example_castle(s, a)
    s = play(s, ("build", 0, cid, 1, 1, rot_of(gull, N | W)))
    assert s["areas"][0] == []
    assert sorted(s["banks"][0]) == sorted(example_tiles + [gull])
    assert cross in s["banks"][0] and len(s["banks"][0]) == 6
    assert s["holders"] == [None, None, None]
    assert GAME.result(s)["scores"][0] == 6


example_tiles = []


def example_castle(s, a):
    """The rulebook's building example: five pieces, four crabs showing, the 4-way crab at
    (1, 1) with its east and south walls still open."""
    gull_end = a.sand(SEAGULL, "end")
    t = a.sand(CRAB, "T")
    c1, c2 = a.sand(CRAB, "corner"), a.sand(CRAB, "corner")
    cross = a.sand(CRAB, "cross")
    placements = [(0, -1, gull_end, S), (0, 0, t, N | E | S), (1, 0, c1, W | S),
                  (0, 1, c2, N | E), (1, 1, cross, N | E | S | W)]
    example_tiles[:] = [p[2] for p in placements]
    return put_castle(s, 0, placements), cross


def test_two_end_buckets_complete_a_seven_piece_castle_with_four_crabs_and_biggest():
    """'Player A decides to push his luck and take 2 turns to play two end buckets. This
    completed sandcastle earns him all the cards in the sandcastle as well as the 4 x crab
    bonus AND the 'Biggest Sandcastle' bonus. A 7 piece sandcastle gives 6 points.'"""
    a = Alloc()
    b1, b2 = a.sand(BUCKET, "end"), a.sand(BUCKET, "end")
    s = new(2, a, hands=[[b1, b2] + a.any_sand(1), a.any_sand(3)], bonuses=[1, C.BIGGEST, C.TALLEST])
    cid, _cross = example_castle(s, a)
    s = play(s, ("build", 0, cid, 2, 1, rot_of(b1, W)), ("restock", "deck"))
    assert len(s["areas"][0]) == 1  # not complete yet
    s = pass_turn(s)  # Ben
    assert GAME.describe(s, ("build", 0, cid, 1, 2, rot_of(b2, N))).endswith(
        "completing a 7-piece sandcastle.")
    s = play(s, ("build", 0, cid, 1, 2, rot_of(b2, N)))
    assert s["areas"][0] == [] and len(s["banks"][0]) == 7
    assert s["holders"][bonus_index(s, 1)] == 0
    big = bonus_index(s, C.BIGGEST)
    assert s["holders"][big] == 0 and s["faces"][big] == 7
    rows = GAME.result(s)["breakdown"][0]
    assert ["Sandbank tiles", 7] in rows
    assert ["Biggest Sandcastle (7 pieces)", 6] in rows
    assert ["4 x crab bonus", 3] in rows
    assert GAME.result(s)["scores"][0] == 16


def finish_castle(s, a, player, cells, creatures=None, stacks=None, last=None, area=None):
    """Build all but the last cell of a finished-castle footprint into `area` and give the
    last piece to `player` as hand tile 0; return the build action that completes it."""
    masks = footprint_masks(cells)
    cells = list(cells)
    if last is None:
        for c in cells:
            rest = {xy: [0, masks[xy], 1] for xy in cells if xy != c}
            if G.connected(rest):
                last = c
                break
    placements = []
    for i, xy in enumerate(cells):
        if xy == last:
            continue
        if creatures:
            t = a.sand(creatures[i], wall_type(masks[xy]))
        else:
            t = a.sand_like(i % 3, wall_type(masks[xy]))
        placements.append(xy + (t, masks[xy]))
        for _ in range((stacks or {}).get(xy, 0)):
            g = a.sand(SEAGULL, wall_type(masks[xy]))
            placements.append(xy + (g, masks[xy]))
    cid = put_castle(s, player if area is None else area, placements)
    if creatures:
        t = a.sand(creatures[cells.index(last)], wall_type(masks[last]))
    else:
        t = a.sand_like(cells.index(last) % 3, wall_type(masks[last]))
    s["box"].append(s["hands"][player][0])
    s["box"].remove(t)
    s["hands"][player][0] = t
    s["steps"] += 1
    return ("build", 0, cid) + last + (rot_of(t, masks[last]),)


def line(k):
    return [(x, 0) for x in range(k)]


def test_bonus_taken_from_another_player():
    """'If the new sandcastle matches or betters ANY bonus held by another player - then
    take it from them - you earned it!' and 'only one of each type per sandcastle'."""
    a = Alloc()
    s = new(3, a, bonuses=[0, 1, C.BIGGEST, C.TALLEST])  # 3 x crab, 4 x crab
    s["holders"][0] = 1  # Ben holds 3 x crab
    s["holders"][1] = 2  # Cy holds 4 x crab
    act = finish_castle(s, a, 0, line(3), creatures=[CRAB] * 3)
    s = play(s, act)
    assert s["holders"][:2] == [0, 2]  # three crabs match Ben's 3 x crab: Ana takes it
    s = play(s, ("restock", "deck"))
    s = pass_turn(s)
    s = pass_turn(s)
    act = finish_castle(s, a, 0, line(4), creatures=[CRAB] * 4)
    s = play(s, act)
    # Ana holds 3 x crab, so four crabs take the 4 x crab from Cy; one per creature
    assert s["holders"][:2] == [0, 0]
    a2 = Alloc()
    s = new(2, a2, bonuses=[0, 1, C.BIGGEST, C.TALLEST])
    s["holders"][0] = 1
    s = play(s, finish_castle(s, a2, 0, line(5), creatures=[CRAB] * 5))
    assert s["holders"][:2] == [1, 0]  # the single highest crab bonus only


def test_biggest_and_tallest_only_taken_by_strictly_bigger_or_taller():
    """'If a player has earned the 'Biggest Sandcastle' or 'Tallest Tower' bonus these can
    only be taken by another player if the NEW Sandcastle is 'Bigger' or 'Taller.' For
    example, a new 7 piece sandcastle cannot take a 9 piece bonus that is in play.'"""
    a = Alloc()
    s = new(2, a, bonuses=[C.BIGGEST, C.TALLEST])
    s["holders"][0], s["faces"][0] = 1, 9
    s = play(s, finish_castle(s, a, 0, line(7)))
    assert s["holders"][0] == 1 and s["faces"][0] == 9
    s = play(s, ("restock", "deck"))
    s = pass_turn(s)
    s = play(s, finish_castle(s, a, 0, [(x, y) for x in range(3) for y in range(3)]))  # 9: equal
    assert s["holders"][0] == 1
    s = play(s, ("restock", "deck"))
    s = pass_turn(s)
    s = play(s, finish_castle(s, a, 0, [(x, y) for x in range(5) for y in range(2)]))  # 10
    assert s["holders"][0] == 0 and s["faces"][0] == 10
    # Tallest: three high held; a new three-high tower does not take it, four high does
    a = Alloc()
    s = new(2, a, bonuses=[C.BIGGEST, C.TALLEST])
    s["holders"][1], s["faces"][1] = 1, 3
    s = play(s, finish_castle(s, a, 0, line(2), creatures=[CRAB, CRAB], stacks={(0, 0): 2}, last=(1, 0)))
    assert s["holders"][1] == 1
    s = play(s, ("restock", "deck"))
    s = pass_turn(s)
    s = play(s, finish_castle(s, a, 0, line(2), creatures=[CRAB, CRAB], stacks={(0, 0): 3}, last=(1, 0)))
    assert s["holders"][1] == 0 and s["faces"][1] == 4
    assert ["Tallest Tower (4 high)", 4] in GAME.result(s)["breakdown"][0]


@pytest.mark.parametrize("shape_id", range(18, 27))
def test_shape_bonus_recognised_in_every_rotation_and_mirror(shape_id):
    """'Take these when a completed sandcastle is exactly the same shape as shown on the
    bonus. There are often many ways to achieve these shapes.' (DECISIONS.md: rotations
    and mirror images count as the same shape)."""
    outline = C.BONUSES[shape_id]["cells"]
    variants = G.variants(outline)
    assert len(variants) >= 1
    # the eight transforms, taken one by one, all land on this bonus
    for f in G.TRANSFORMS:
        cells = [f(x, y) for x, y in outline]
        assert G.shape_of(cells) == shape_id
        shifted = [(x + 5, y - 3) for x, y in cells]
        assert G.shape_of(shifted) == shape_id
    # and a completed castle of that outline earns it, in every orientation
    for cells in variants:
        a = Alloc()
        s = new(2, a, bonuses=[shape_id])
        s = play(s, finish_castle(s, a, 0, cells))
        assert s["holders"] == [0], (C.BONUSES[shape_id]["name"], cells)
        assert [C.bonus_label(shape_id), C.BONUSES[shape_id]["points"]] in GAME.result(s)["breakdown"][0]
    # one cell more or less is not the shape
    assert G.shape_of(outline[:-1]) != shape_id
    assert G.shape_of(outline + [(10, 10)]) != shape_id


# ---------------------------------------------------------------------------------
# attacks
# ---------------------------------------------------------------------------------
def skirmish_table(a, n=2):
    """Ben's castle: a bucket, a crab corner and the seagull at (1, 1) hanging below."""
    bucket_a, crab_a, gull_a, bucket_a2 = a.attack(BUCKET), a.attack(CRAB), a.attack(SEAGULL), a.attack(BUCKET)
    hands = [[bucket_a, gull_a, a.sand(CRAB, "end")], [crab_a, bucket_a2, a.sand(CRAB, "end")]]
    hands += [a.any_sand(3) for _ in range(n - 2)]
    s = new(n, a, hands=hands)
    b, g, c = a.sand(BUCKET, "corner"), a.sand(SEAGULL, "end"), a.sand(CRAB, "corner")
    cid = put_castle(s, 1, [(0, 0, b, N | E), (1, 0, c, W | S), (1, 1, g, N)])
    return s, cid, g, (bucket_a, crab_a, gull_a, bucket_a2)


def test_attack_counter_restrengthen_counter_sequence():
    """'By playing a bucket from his hand against the most recently played seagull he can
    beat it. In this case Player A's attack crumbles and B keeps the original seagull
    sandcastle card and ALSO all four attack cards.' (bucket, crab, seagull, bucket)"""
    a = Alloc()
    s, cid, g, (ba, ca, ga, ba2) = skirmish_table(a)
    s = play(s, ("attack", 0, 1, cid, 1, 1))       # Ana: bucket attack on the seagull
    assert GAME.to_move(s) == 1
    assert set(GAME.legal_actions(s)) == {("counter", 0), ("pass",)}  # only the crab beats it
    s = play(s, ("counter", 0))                     # Ben: crab stops the bucket
    assert GAME.to_move(s) == 0
    assert ("counter", 0) in GAME.legal_actions(s)  # Ana's seagull beats the crab
    s = play(s, ("counter", 0))                     # Ana re-strengthens with a seagull
    s = play(s, ("counter", 0))                     # Ben: bucket beats the seagull
    assert GAME.to_move(s) == 0 and s["phase"] == "skirmish"
    s = play(s, ("pass",))                          # Ana has nothing more
    assert sorted(s["banks"][1]) == sorted([ba, ca, ga, ba2])
    assert s["banks"][0] == []
    assert G.tops(s["areas"][1][0])[(1, 1)][0] == g
    assert GAME.to_move(s) == 0 and s["phase"] == "restock"  # Ana lost: she restocks first


def test_restrengthened_attack_takes_the_tile_and_all_three_attack_cards():
    """'By playing a seagull attack from his hand he can beat the crab which stopped his
    original bucket attack. Victory is once again his and he takes the seagull sandcastle
    card and ALSO all 3 attack cards.'"""
    a = Alloc()
    s, cid, g, (ba, ca, ga, _ba2) = skirmish_table(a)
    s = play(s, ("attack", 0, 1, cid, 1, 1), ("counter", 0), ("counter", 0), ("pass",))
    assert sorted(s["banks"][0]) == sorted([ba, ca, ga])
    assert s["phase"] == "place" and s["stolen"] == g and GAME.to_move(s) == 0
    assert g not in s["areas"][1][0][3::4] and len(s["areas"][1][0]) == 1 + 2 * 4


def test_simple_attack_uncountered_and_stolen_tile_placed_at_once():
    """'If the targetted player cannot (or chooses not to) counter, then the attack is
    successful. The attacker takes the targetted sandcastle card and puts it immediately
    into play in his area. He also takes his attack card and adds it face down to his
    'sandbank'.'"""
    a = Alloc()
    s, cid, g, (ba, *_rest) = skirmish_table(a)
    s = play(s, ("attack", 0, 1, cid, 1, 1), ("pass",))
    stolen = s["stolen"]
    assert stolen == g and s["phase"] == "place"
    legal = GAME.legal_actions(s)
    assert legal and all(x[0] == "place_stolen" for x in legal)
    s = play(s, ("place_stolen", "new", 0, 0, legal[0][4]))
    assert s["areas"][0][0][3] == stolen
    assert s["banks"][0] == [ba]
    assert g not in s["areas"][1][0][3::4]


def test_a_target_that_would_split_its_castle_cannot_be_taken():
    """'Note: A sandcastle card cannot be taken if it splits a sandcastle under
    construction. Example: taking this crab would split the seagull and bucket. It cannot
    be taken this turn.'"""
    a = Alloc()
    gull_attack = a.attack(SEAGULL)
    s = new(2, a, hands=[[gull_attack] + a.any_sand(2), a.any_sand(3)])
    gull, crab, bucket = a.sand(SEAGULL, "end"), a.sand(CRAB, "straight"), a.sand(BUCKET, "corner")
    cid = put_castle(s, 1, [(0, 0, gull, E), (1, 0, crab, E | W), (2, 0, bucket, W | S)])
    assert not any(x[0] == "attack" for x in GAME.legal_actions(s))
    with pytest.raises(IllegalAction, match="split"):
        GAME.apply(s, ("attack", 0, 1, cid, 1, 0))
    # an end crab of the same kind could be taken
    a2 = Alloc()
    gull_attack = a2.attack(SEAGULL)
    s = new(2, a2, hands=[[gull_attack] + a2.any_sand(2), a2.any_sand(3)])
    cid = put_castle(s, 1, [(0, 0, a2.sand(BUCKET, "end"), E), (1, 0, a2.sand(CRAB, "corner"), W | S)])
    assert ("attack", 0, 1, cid, 1, 0) in GAME.legal_actions(s)


def test_wrong_attack_kind_and_own_castle_are_refused():
    """'A seagull takes a crab sandcastle card ... A crab takes a bucket sandcastle card ...
    A bucket takes a seagull sandcastle card.' 'Counter attacks can ONLY be played by the
    player under attack.'"""
    a = Alloc()
    s, cid, g, _ = skirmish_table(a, n=3)
    with pytest.raises(IllegalAction, match="only takes a seagull"):
        GAME.apply(s, ("attack", 0, 1, cid, 0, 0))  # bucket attack on a bucket tower
    s = play(s, ("attack", 0, 1, cid, 1, 1))
    assert GAME.to_move(s) == 1  # Ben, not Cy, answers
    with pytest.raises(IllegalAction):
        GAME.apply(s, ("build", 0, "new", 0, 0, 0))


def test_skirmish_stops_at_six_attack_tiles():
    """'This can involve a maximum of 6 attack cards and cause much angst to the losing
    player.'"""
    a = Alloc()
    hands = [[a.attack(BUCKET), a.attack(SEAGULL), a.attack(CRAB)],
             [a.attack(CRAB), a.attack(BUCKET), a.attack(SEAGULL)]]
    s = new(2, a, hands=hands)
    cid = put_castle(s, 1, [(0, 0, a.sand(SEAGULL, "end"), E), (1, 0, a.sand(CRAB, "corner"), W | S)])
    s = play(s, ("attack", 0, 1, cid, 0, 0), ("counter", 0), ("counter", 0), ("counter", 0),
             ("counter", 0), ("counter", 0))
    assert s["skirmish"] is None and len(s["banks"][1]) == 6  # the defender played the 6th
    assert s["phase"] == "restock" and GAME.to_move(s) == 0


def test_restock_order_after_a_skirmish():
    """'The player who lost the skirmish picks up from the beach first choosing face
    up/face down cards. The beach is not restocked during this. Only when the losing player
    has 3 cards in hand is the beach restocked and the victorious player in this skirmish
    refills his hand.'"""
    a = Alloc()
    s, cid, g, _ = skirmish_table(a)
    beach = list(s["beach"])
    top = s["deck"][-1]
    # bucket, crab, seagull, bucket, and Ana gives up: Ben wins, both are two tiles short
    s = play(s, ("attack", 0, 1, cid, 1, 1), ("counter", 0), ("counter", 0), ("counter", 0),
             ("pass",))
    assert [len(h) for h in s["hands"]] == [1, 1]
    assert s["phase"] == "restock" and GAME.to_move(s) == 0  # Ana (loser) first
    s = play(s, ("restock", "beach", 0))
    assert GAME.to_move(s) == 0 and s["beach"] == beach[1:]  # beach not refilled yet
    s = play(s, ("restock", "beach", 0))
    # Ana has 3 again: the beach is refilled from the deck, then Ben restocks
    assert s["beach"][0] == beach[2] and top in s["beach"] and len(s["beach"]) == 3
    assert GAME.to_move(s) == 1 and len(s["hands"][0]) == 3
    s = play(s, ("restock", "beach", 1))
    assert s["hands"][1][-1] == top and len(s["beach"]) == 2  # no refill between Ben's picks
    s = play(s, ("restock", "deck"))
    assert len(s["hands"][1]) == 3 and len(s["beach"]) == 3
    assert GAME.to_move(s) == 1 and s["phase"] == "action"  # Ben's turn comes next


def test_exchange_with_the_beach_and_secretly_with_the_deck():
    """'As an action a player can exchange a card with any of the three face up beach
    cards, or by secretly replacing the face down top deck card. Place one card in the
    'beach' area and take a card. This completes his turn.'"""
    a = Alloc()
    s = new(3, a)
    mine, theirs = s["hands"][0][1], s["beach"][2]
    s2 = play(s, ("exchange", 1, "beach", 2))
    assert s2["hands"][0][1] == theirs and s2["beach"][2] == mine
    assert GAME.to_move(s2) == 1 and s2["phase"] == "action" and GAME.can_undo(s2)
    top = s["deck"][-1]
    s3 = play(s, ("exchange", 1, "deck"))
    assert s3["hands"][0][1] == top and s3["deck"][-1] == mine and not GAME.can_undo(s3)
    assert GAME.observe(s3, 0)["deck_top"] == mine  # Ana knows what she put there
    assert GAME.observe(s3, 1)["deck_top"] is None
    assert "secretly" in GAME.describe(s, ("exchange", 1, "deck"))
    # the next draw from the pile takes the card Ana placed, and the secret is gone
    s4 = play(s3, ("build", 0, "new", 0, 0, 0), ("restock", "deck"))
    assert mine in s4["hands"][1] or mine in s4["hands"][0]
    assert s4["known_top"] is None


# ---------------------------------------------------------------------------------
# the Big Wave
# ---------------------------------------------------------------------------------
def test_big_wave_gives_every_other_player_one_last_turn_without_restocking():
    """'Game end is triggered as soon as the Big Wave appears. Place it in front of the
    player whose turn it was. Each other player has one more turn. The game ends when play
    gets back to the player with the Big Wave. In this last turn players do not restock
    their hand.'"""
    a = Alloc()
    first = a.sand(CRAB, "end")
    s = new(3, a, hands=[a.any_sand(3) for _ in range(3)], deck=[first, C.BIG_WAVE] + a.any_sand(5))
    s = play(s, ("build", 0, "new", 0, 0, 0), ("restock", "deck"))
    assert first in s["hands"][0] and s["wave"] is None and GAME.progress(s).startswith("Turn 2")
    s = play(s, ("build", 0, "new", 0, 0, 0), ("restock", "deck"))  # Ben finds the wave
    assert s["wave"] == 1 and len(s["hands"][1]) == 2
    assert GAME.to_move(s) == 2 and GAME.progress(s).startswith("Last round")
    s = play(s, ("build", 0, "new", 0, 0, 0))  # Cy: no restock
    assert len(s["hands"][2]) == 2 and GAME.to_move(s) == 0
    s = play(s, ("build", 0, "new", 0, 0, 0))  # Ana: no restock, then back to Ben: over
    assert len(s["hands"][0]) == 2
    assert GAME.to_move(s) is None and GAME.is_over(s)
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(s, ("pass",))
    res = GAME.result(s)
    assert res["scores"] == [0, 0, 0] and res["winners"] == [0, 1, 2]  # ties share victory


def test_incomplete_castles_and_hands_do_not_score():
    """'Incomplete sandcastles and cards in player's hands do not count. Count the cards in
    each player's 'sandbank'. Score one point for each card. Then add any bonuses.'"""
    a = Alloc()
    s = new(2, a, bonuses=[C.BIGGEST, C.TALLEST])
    put_castle(s, 0, [(0, 0, a.sand(CRAB, "end"), E)])
    s["banks"][1] = [s["box"].pop(), s["box"].pop()]
    res = GAME.result(s)
    assert res["scores"] == [0, 2] and res["winners"] == [1] and "Ben" in res["summary"]
    for p in range(2):
        assert sum(v for _, v in res["breakdown"][p]) == res["scores"][p]


# ---------------------------------------------------------------------------------
# two players: the shared castle
# ---------------------------------------------------------------------------------
def test_shared_castle_two_actions_and_the_completer_scores_it():
    """'A player now has 2 actions in his turn.' 'Build to YOUR OR SHARED sandcastle. /
    Build to SHARED sandcastle ONLY.' 'The player who completes the shared sandcastle scores
    as if it were their own.' 'Neither of you restock until both actions are completed.'"""
    a = Alloc()
    e1, e2, e3 = a.sand(CRAB, "end"), a.sand(BUCKET, "end"), a.sand(SEAGULL, "end")
    s = new(2, a, hands=[[e1, e2] + a.any_sand(2), [e3] + a.any_sand(3)], shared_castle=True)
    s = play(s, ("build", 0, "new", 0, 0, 0))           # Ana: own area
    assert s["phase"] == "action" and GAME.to_move(s) == 0 and len(s["hands"][0]) == 3
    legal = GAME.legal_actions(s)
    # 'A player now has 2 actions': the second is played (no pass while one is possible)
    assert ("pass",) not in legal
    assert all(x[0] == "build" and x[2] == "shared" for x in legal)
    with pytest.raises(IllegalAction, match="shared"):
        GAME.apply(s, ("build", 0, "new", 0, 0, 0))
    s = play(s, ("build", 0, "shared", 0, 0, rot_of(e2, E)))  # starts the shared castle
    assert len(s["areas"][2]) == 1 and s["phase"] == "restock"
    s = play(s, ("restock", "deck"), ("restock", "deck"))
    assert GAME.to_move(s) == 1
    shared_id = s["areas"][2][0][0]
    s = play(s, ("build", 0, shared_id, 1, 0, rot_of(e3, W)))  # Ben completes it
    assert s["areas"][2] == [] and sorted(s["banks"][1]) == sorted([e2, e3])
    assert s["banks"][0] == []


def test_attack_on_the_shared_castle_countered_by_the_opponent():
    """'Attack OPPONENT's OR SHARED sandcastle.' 'Your opponent may choose to counter these
    in the normal manner. If successful she keeps the attack cards and the targetted card
    remains with the shared sandcastle.'"""
    a = Alloc()
    gull_a, bucket_a = a.attack(SEAGULL), a.attack(BUCKET)
    s = new(2, a, hands=[[gull_a] + a.any_sand(3), [bucket_a] + a.any_sand(3)], shared_castle=True)
    crab = a.sand(CRAB, "end")
    cid = put_castle(s, 2, [(0, 0, crab, E), (1, 0, a.sand(BUCKET, "corner"), W | S)])
    assert ("attack", 0, "shared", cid, 0, 0) in GAME.legal_actions(s)
    s = play(s, ("attack", 0, "shared", cid, 0, 0))
    assert GAME.to_move(s) == 1
    s = play(s, ("counter", 0), ("pass",))
    assert sorted(s["banks"][1]) == sorted([gull_a, bucket_a])
    assert G.tops(s["areas"][2][0])[(0, 0)][0] == crab
    # second action: only the shared castle may be attacked; with no attack tile left
    # that could, no second action is possible and Ana passes
    assert s["phase"] == "action" and GAME.to_move(s) == 0
    assert GAME.legal_actions(s) == [("pass",)]


# ---------------------------------------------------------------------------------
# solo
# ---------------------------------------------------------------------------------
def test_solo_win_by_earning_every_bonus():
    """'If you have taken all the bonuses before the Game Ends then you win.'"""
    a = Alloc()
    s = new(1, a, bonuses=[18])  # The Donjon
    s = play(s, finish_castle(s, a, 0, [(0, 0), (1, 0), (0, 1), (1, 1)]))
    assert GAME.is_over(s)
    res = GAME.result(s)
    assert res["solo_won"] and "win" in res["summary"] and res["scores"] == [4 + 2]


def test_solo_loss_when_the_big_wave_comes_first():
    """'The game ends immediately the 'Big Wave' appears. If there are any bonuses
    remaining unearned at Game End then you lose.'"""
    a = Alloc()
    s = new(1, a, bonuses=[18, 0], deck=[C.BIG_WAVE] + a.any_sand(5))
    s = play(s, finish_castle(s, a, 0, [(0, 0), (1, 0), (0, 1), (1, 1)]))
    assert not GAME.is_over(s) and s["holders"] == [0, None]
    s = play(s, ("restock", "deck"))
    assert GAME.is_over(s)
    res = GAME.result(s)
    assert not res["solo_won"] and "lose" in res["summary"] and "1 of 2" in res["summary"]


def test_solo_games_turn_attacks_and_the_player_may_counter():
    """'Place 3 cards out - the 'Game's Hand'. If one or more of these is an attack card
    play this immediately against you. You choose which one. You can counter in the normal
    manner.' 'Once one attack has been carried out, or countered, discard the remaining
    'game hand' cards and deal three new for your play. Restock your hand now.'"""
    a = Alloc()
    bucket_a = a.attack(BUCKET)
    g1, g2 = a.attack(SEAGULL), a.attack(SEAGULL)
    x = a.sand(BUCKET, "end")
    hand = [a.sand(BUCKET, "end"), bucket_a, a.sand(CRAB, "end")]
    new_beach = a.any_sand(3)
    s = new(1, a, hands=[hand], bonuses=[18, 0],
            deck=[x, g1, g2] + new_beach + a.any_sand(6))
    cid = put_castle(s, 0, [(0, 0, a.sand(CRAB, "end"), E), (1, 0, a.sand(BUCKET, "corner"), W | S)])
    old_beach = list(s["beach"])
    s = play(s, ("build", 0, "new", 0, 0, 0), ("restock", "beach", 0))
    # remaining beach discarded, the Game's hand dealt: two seagull attacks, the player picks
    assert s["phase"] == "game_attack" and s["game_hand"] == [x, g1, g2]
    assert set(old_beach[1:]) <= set(s["discard"])
    assert set(GAME.legal_actions(s)) == {("game_attack", 1, cid, 0, 0), ("game_attack", 2, cid, 0, 0)}
    assert GAME.describe(s, ("game_attack", 1, cid, 0, 0)).startswith("The Game attacks")
    s = play(s, ("game_attack", 1, cid, 0, 0))
    assert GAME.to_move(s) == 0
    assert s["hands"][0][0] == bucket_a
    s = play(s, ("counter", 0))  # the bucket beats the seagull
    assert sorted(s["banks"][0]) == sorted([g1, bucket_a])
    assert s["game_hand"] == [] and x in s["discard"] and g2 in s["discard"]
    assert s["beach"] == new_beach and s["phase"] == "restock"
    s = play(s, ("restock", "beach", 0))
    assert s["phase"] == "action" and len(s["hands"][0]) == 3
    assert not any(x_[0] == "attack" for x_ in GAME.legal_actions(s))  # nobody to attack


# ---------------------------------------------------------------------------------
# information
# ---------------------------------------------------------------------------------
def test_views_hide_hands_deck_order_and_the_wave():
    """DECISIONS.md: 'Public: the beach's face-up tiles, every castle, the bonuses in play
    and who holds them, sandbank counts, hand sizes. Private: each hand; the draw pile's
    order.'"""
    s = GAME.new_game([{"name": x} for x in NAMES[:4]], {}, 11)
    v = GAME.observe(s, 1)
    text = json.dumps(v)
    assert "deck" not in v and v["deck_size"] == len(s["deck"]) and "rng" not in v
    assert v["hands"][1] == s["hands"][1] and v["hands"][0] is None
    assert v["hand_sizes"] == [3, 3, 3, 3]
    assert json.loads(text) == v
    other = dict(s)
    other["deck"] = list(reversed(s["deck"]))
    other["deck"].remove(C.BIG_WAVE)
    other["deck"].insert(0, C.BIG_WAVE)
    assert GAME.observe(other, 1) == v  # the wave's place is hidden too
    d = GAME.determinize(v, Rng(5))
    assert GAME.check_invariants(d) == [] and GAME.observe(d, 1) == v


def test_describe_names_the_players_and_castles_by_what_they_are():
    """Log lines read like the table talks, castles named by their size in pieces (the
    rulebook's "a 7 piece sandcastle") and places by the tile beside them, never by
    internal numbers or coordinates."""
    a = Alloc()
    gull_a = a.attack(SEAGULL)
    s = new(2, a, hands=[[gull_a] + a.any_sand(2), a.any_sand(3)])
    cid = put_castle(s, 1, [(0, 0, a.sand(CRAB, "end"), E), (1, 0, a.sand(BUCKET, "corner"), W | S)])
    assert GAME.describe(s, ("attack", 0, 1, cid, 0, 0)) == \
        "Ana attacks the crab tower of Ben's 2-piece castle with a seagull."
    # a second castle of Ben's the same size: "first" and "second", in table order
    other = put_castle(s, 1, [(0, 0, a.sand(SEAGULL, "end"), E),
                              (1, 0, a.sand(CRAB, "corner"), W | S)])
    assert GAME.describe(s, ("attack", 0, 1, other, 0, 0)) == \
        "Ana attacks the seagull tower of Ben's second 2-piece castle with a seagull."
    # building: "onto their ... castle, below the bucket tower" (x, y: right, down)
    s["turn"] = 1
    s["hands"][1] = [a.sand(CRAB, "end")] + s["hands"][1][1:]
    line = GAME.describe(s, ("build", 0, cid, 1, 1, 0))
    assert line == "Ben builds a crab tower with 1 wall onto their first 2-piece castle, below the bucket tower, completing a 3-piece sandcastle.", line


def test_refusals_are_sentences_and_change_nothing():
    """Every refused move gets a capitalised sentence; the state is left as it was."""
    import random
    chooser = random.Random(4)
    for n, opts in GAME.configurations():
        s = GAME.new_game([{"name": x} for x in NAMES[:n]], opts, 3)
        for _ in range(300):
            if GAME.is_over(s):
                break
            legal = GAME.legal_actions(s)
            before = json.dumps(s, sort_keys=True)
            for act in legal[:20]:
                for k in range(1, len(act)):
                    for bad in (-1, 99, "shared", "new"):
                        wrong = act[:k] + (bad,) + act[k + 1:]
                        if wrong in legal:
                            continue
                        with pytest.raises(IllegalAction) as e:
                            GAME.apply(s, wrong)
                        assert str(e.value)[:1].isupper(), (wrong, str(e.value))
            assert json.dumps(s, sort_keys=True) == before
            s = GAME.apply(s, chooser.choice(legal))


def test_fast_attack_targets_agree_with_the_plain_definition():
    """The cached targets (articulation points, uncovering checks) equal the direct rule:
    remove the tile and look whether the castle is still legal and unfinished."""
    import random
    checked = 0
    for seed in range(6):
        chooser = random.Random(seed)
        s = GAME.new_game([{"name": "a"}, {"name": "b"}], {"shared_castle": seed % 2 == 0}, seed)
        while not GAME.is_over(s):
            for area in s["areas"]:
                for castle in area:
                    info = G.analyze(castle)
                    slow = ([], [], [])
                    for xy in sorted(info.top):
                        if G.removable(castle, info.top, xy):
                            slow[C.TILE_CREATURE[info.top[xy][0]]].append(xy)
                        rest = castle[:]
                        G.remove_top(rest, *xy)
                        if G.removable(castle, info.top, xy) and len(rest) > 1:
                            assert G.castle_problems(rest) == []
                    assert tuple(slow) == tuple(sorted(t) for t in info.targets)
                    checked += 1
            s = GAME.apply(s, chooser.choice(GAME.legal_actions(s)))
    assert checked > 1000


def test_solo_game_attack_uncountered_discards_and_no_target_means_no_attack():
    """'If there are no relevant sandcastle cards there will be no attack.' A Game attack
    that is not countered takes the tile: the Game has no area, so the stolen tile and its
    attack tile are discarded (docs/sandcastles-2015.md)."""
    a = Alloc()
    crab_a = a.attack(CRAB)          # targets buckets: none in the castle below
    gull_a = a.attack(SEAGULL)       # targets crabs
    crab, gull = a.sand(CRAB, "corner"), a.sand(SEAGULL, "end")
    hand = [a.sand(SEAGULL, "end"), a.sand(SEAGULL, "end"), a.sand(SEAGULL, "end")]
    junk = a.sand(SEAGULL, "straight")
    s = new(1, a, hands=[hand], bonuses=[18], deck=[crab_a, junk, a.sand(CRAB, "end")]
            + a.any_sand(3) + [gull_a] + a.any_sand(12))
    cid = put_castle(s, 0, [(0, 0, gull, E), (1, 0, crab, W | S)])
    # round 1: the Game's hand holds a crab attack but there is no bucket to take
    s = play(s, ("exchange", 0, "beach", 0))
    assert s["phase"] == "action" and crab_a in s["discard"] and s["banks"][0] == []
    # round 2: exchange again; the Game's seagull attack takes the crab corner
    s = play(s, ("exchange", 0, "beach", 0))
    assert s["phase"] == "game_attack"
    s = play(s, ("game_attack", s["game_hand"].index(gull_a), cid, 1, 0), ("pass",))
    assert crab in s["discard"] and gull_a in s["discard"]
    assert s["areas"][0][0][3::4] == [s["areas"][0][0][3]] and len(s["areas"][0][0]) == 5
    assert s["phase"] == "action" and s["beach"] and s["game_hand"] == []


def test_second_action_of_the_shared_castle_variant_cannot_be_skipped():
    """'A player now has 2 actions in his turn.' (docs/decisions.md: the second is played
    whenever one is possible; a pass only when none is)."""
    a = Alloc()
    s = new(2, a, hands=[a.any_sand(4), a.any_sand(4)], shared_castle=True)
    s = pass_turn(s)                                   # an exchange: the second must be one too
    legal = GAME.legal_actions(s)
    assert legal and all(x[0] == "exchange" for x in legal)
    with pytest.raises(IllegalAction, match="cannot pass"):
        GAME.apply(s, ("pass",))
    s = pass_turn(s)
    assert GAME.to_move(s) == 1 and s["actions_done"] == 0


def test_biggest_compares_the_real_size_kept_with_the_card():
    """'these can only be taken by another player if the NEW Sandcastle is 'Bigger' or
    'Taller.'' The card's faces stop at 10+, so it keeps the real size it was won with:
    a 12-piece castle takes a Biggest won with 10 pieces, an 11-piece one does not take
    it from a 12."""
    a = Alloc()
    s = new(3, a, bonuses=[C.BIGGEST, C.TALLEST])
    s = play(s, finish_castle(s, a, 0, [(x, y) for x in range(5) for y in range(2)]))  # 10
    assert s["holders"][0] == 0 and s["faces"][0] == 10 and s["records"][0] == 10
    s = play(s, ("restock", "deck"))
    s = play(s, finish_castle(s, a, 1, [(x, y) for x in range(6) for y in range(2)]))  # 12
    assert s["holders"][0] == 1 and s["faces"][0] == 10 and s["records"][0] == 12
    assert ["Biggest Sandcastle (10+ pieces)", 11] in GAME.result(s)["breakdown"][1]
    s = play(s, ("restock", "deck"))
    s = play(s, finish_castle(s, a, 2, [(x, 0) for x in range(11)]))                   # 11
    assert s["holders"][0] == 1 and s["records"][0] == 12


def test_a_stalled_game_ends_when_only_exchanges_are_left():
    """'Game end is triggered as soon as the Big Wave appears. [...] The game ends when play
    gets back to the player with the Big Wave.' and 'Incomplete sandcastles and cards in
    player's hands do not count.' When every tile within reach (every hand, the beach, the
    top of the draw pile) is an attack tile and nothing can be attacked, only exchanges
    remain, the Big Wave can never come and no score can change: the table ends the game
    as if it had come (docs/rules/DECISIONS.md), at the end of the turn."""
    a = Alloc()
    crab = [a.attack(CRAB) for _ in range(4)]
    s = new(2, a, hands=[crab[:3], [a.attack(CRAB) for _ in range(3)]],
            beach=[a.attack(CRAB) for _ in range(3)],
            deck=[crab[3]] + a.any_sand(5), bonuses=[C.BIGGEST, C.TALLEST])
    s["banks"][1] = [s["box"].pop()]
    # a seagull castle: a crab attack cannot take it
    put_castle(s, 0, [(0, 0, a.sand(SEAGULL, "end"), N)])
    assert GAME.legal_actions(s) == [("exchange", h, "beach", i) for h in range(3)
                                     for i in range(3)] + [("exchange", h, "deck")
                                                           for h in range(3)]
    s = pass_turn(s)
    assert GAME.is_over(s) and s["stalled"] and s["wave"] is None
    res = GAME.result(s)
    assert res["winners"] == [1] and res["scores"] == [0, 1]
    assert res["summary"].startswith(
        "Nobody could build or attack any more: the table agreed to end the game.")


def _all_crab_attacks(a, n=2):
    return dict(hands=[[a.attack(CRAB) for _ in range(3)] for _ in range(n)],
                beach=[a.attack(CRAB) for _ in range(3)])


def test_a_sandcastle_tile_on_the_beach_is_within_reach():
    a = Alloc()
    s = new(2, a, hands=[[a.attack(CRAB) for _ in range(3)], [a.attack(CRAB) for _ in range(3)]],
            beach=[a.attack(CRAB) for _ in range(2)] + a.any_sand(1),
            deck=[a.attack(CRAB)] + a.any_sand(5))
    s = play(s, ("exchange", 0, "beach", 0))
    assert not GAME.is_over(s) and GAME.to_move(s) == 1


def test_a_sandcastle_tile_on_top_of_the_draw_pile_is_within_reach():
    """'exchange a card [...] by secretly replacing the face down top deck card': the top
    tile can come to hand, so a sandcastle tile there can still be built."""
    a = Alloc()
    s = new(2, a, **_all_crab_attacks(a), deck=a.any_sand(1) + [a.attack(BUCKET)])
    s = pass_turn(s)
    assert not GAME.is_over(s) and GAME.to_move(s) == 1
    s = play(s, ("exchange", 0, "deck"))
    assert any(x[0] == "build" for x in GAME.legal_actions(play(s, ("exchange", 0, "beach", 0))))


def test_the_big_wave_on_top_of_the_draw_pile_is_within_reach():
    """'Game end is triggered as soon as the Big Wave appears': an exchange with the pile
    brings it, so the game can still end by the rules."""
    a = Alloc()
    s = new(2, a, **_all_crab_attacks(a), deck=[C.BIG_WAVE] + a.any_sand(2))
    s = pass_turn(s)
    assert not GAME.is_over(s)
    s = play(s, ("exchange", 0, "deck"))
    assert s["wave"] == 1 and not s["stalled"]


def test_an_attack_that_can_still_hit_any_castle_is_within_reach():
    """'A crab attack takes a bucket card.' Ana's bucket tower is the only target, and only
    Ana holds crab attacks now, but a crab can reach Ben through the beach: not stalled."""
    a = Alloc()
    s = new(2, a, hands=[[a.attack(CRAB) for _ in range(3)], [a.attack(SEAGULL) for _ in range(3)]],
            beach=[a.attack(SEAGULL) for _ in range(3)], deck=[a.attack(SEAGULL)] + a.any_sand(3))
    put_castle(s, 0, [(0, 0, a.sand(BUCKET, "end"), N)])
    s = pass_turn(s)                       # Ana's crab goes to the beach
    assert not GAME.is_over(s) and GAME.to_move(s) == 1
    s = play(s, ("exchange", 0, "beach", 0))   # Ben takes it
    assert any(x[0] == "attack" for x in GAME.legal_actions(play(s, ("exchange", 0, "beach", 0))))


def test_the_end_screen_says_who_drew_the_big_wave():
    """'Game end is triggered as soon as the Big Wave appears. Place it in front of the
    player whose turn it was. Each other player has one more turn.' The finished game
    says who drew it, in plain words."""
    import random
    chooser = random.Random(5)
    s = GAME.new_game([{"name": x} for x in NAMES[:3]], {}, 11)
    while not GAME.is_over(s):
        s = GAME.apply(s, chooser.choice(GAME.legal_actions(s)))
    assert not s["stalled"] and s["wave"] == 0     # this seed: Ana drew it
    assert GAME.ending(s) == "Ana drew the Big Wave; everyone else had one more turn."
