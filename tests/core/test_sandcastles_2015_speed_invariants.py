"""Sandcastles (2015) speed work (issue 25): what the rules keep up to date step by step,
or cache, equals what a fresh computation from the state alone gives.

Castle analyses are extended one placed tile at a time and legal moves are cached per
castle; after random steps (through `apply` and through the rollout path) each cached
analysis must equal a from-scratch one, and every legal-move list must equal the list
worked out with every cache emptied."""
import random

import pytest

from core.rng import Rng
from core.sandcastles_2015 import GAME
from core.sandcastles_2015 import geometry as G
from core.sandcastles_2015 import legal as L
from core.sandcastles_2015 import rules as R
from tests.core.test_sandcastles_2015_rollout import start

CONFIGS = [(2, {}), (2, {"shared_castle": True}), (4, {}), (7, {}), (1, {})]


def seats(n):
    return [{"name": f"P{i}"} for i in range(n)]


def fresh_analysis(castle):
    """analyze() with nothing cached for this castle (the cache is left as it was); a
    copy of the list, so that nothing kept for the list itself is found either."""
    key = tuple(castle)
    saved = G._CACHE.pop(key, None)
    try:
        return G.analyze(castle[:])
    finally:
        if saved is not None:
            G._CACHE[key] = saved


def facts(info):
    return (info.castle, list(info.top.items()), list(info.fcells.items()), info.frontier,
            info.complete, sorted(info.open_walls.items()), info.total_open, info.towers,
            info.targets, info.cuts)


def check_castles(state):
    """Each castle's kept analysis, found by its list and through its area's list
    (legal.area_analyses), equals a fresh one."""
    n = 0
    for area in state["areas"]:
        kept = L.area_analyses(area)
        assert len(kept) == len(area)
        for castle, info in zip(area, kept):
            assert facts(G.analyze(castle)) == facts(fresh_analysis(castle))
            assert facts(info) == facts(fresh_analysis(castle))
            n += 1
    return n


def fresh_legal(state):
    """The legal moves listed with every cache emptied."""
    saved, by_list, areas = dict(G._CACHE), dict(G._BY_LIST), dict(L._AREAS)
    G._CACHE.clear()
    G._BY_LIST.clear()
    L._AREAS.clear()
    R._LEGAL[0] = (None, -1, ())
    try:
        return GAME.legal_actions(state)
    finally:
        G._CACHE.clear()
        G._CACHE.update(saved)
        G._BY_LIST.clear()
        G._BY_LIST.update(by_list)
        L._AREAS.clear()
        L._AREAS.update(areas)
        R._LEGAL[0] = (None, -1, ())


@pytest.mark.parametrize("players,options", CONFIGS)
def test_kept_analyses_and_cached_moves_equal_a_fresh_recompute(players, options):
    checked = 0
    for seed in range(4):
        # through apply, a random chooser
        s = GAME.new_game(seats(players), options, seed)
        chooser = random.Random(seed)
        k = 0
        while GAME.to_move(s) is not None and k < 1500:
            legal = GAME.legal_actions(s)
            if k % 3 == 0:
                checked += check_castles(s)
                assert legal == fresh_legal(s)
            s = GAME.apply(s, chooser.choice(legal))
            k += 1
        # through the rollout path: rollout_action + step in place
        s = GAME.new_game(seats(players), options, seed)
        rng = Rng(seed)
        k = 0
        while GAME.to_move(s) is not None and k < 1500:
            action = GAME.rollout_action(s, rng)
            if k % 3 == 0:
                checked += check_castles(s)
                assert action in fresh_legal(s)
            GAME.step(s, action)
            k += 1
    assert checked > 50


def test_a_new_castles_analysis_equals_the_plain_definition():
    """A one-tile castle is analysed by a short cut; it must give what the general scan
    gives: a frontier cell beyond each wall, in wall order, needing a wall back."""
    from core.sandcastles_2015.components import N_SAND, TILE_WALLTYPE
    for t in range(N_SAND):
        for r, m in G.ROTATIONS[TILE_WALLTYPE[t]]:
            castle = [999, 0, 0, t, m]
            info = G.analyze(castle[:])
            top = G.tops(castle)
            plain = {}
            for dx, dy, bit, _opp in G.DIRS:
                if m & bit:
                    plain[(dx, dy)] = G.constraints(top, dx, dy)
            assert list(info.fcells.items()) == list(plain.items())
            assert list(info.top.items()) == [((0, 0), (t, m, 1))]
            assert not info.complete


def test_build_lists_are_kept_from_their_second_listing_and_stay_the_same():
    """A castle's build actions for one hand slot are made afresh the first time, kept
    (Info.moves) from the second; all three listings of a position are equal to the
    listing with every cache emptied."""
    from core.sandcastles_2015 import legal as L
    s = GAME.new_game(seats(2), {"hands": [[0, 30, 60], [1, 31, 61]], "beach": [2, 3, 4]}, 1)
    s = GAME.apply(s, ("build", 0, "new", 0, 0, 0))       # seat 0 starts a castle
    s = GAME.apply(s, GAME.legal_actions(s)[0])            # restock
    while GAME.to_move(s) != 0 or s["phase"] != "action":
        s = GAME.apply(s, GAME.legal_actions(s)[-1])       # the other seat exchanges
    castle = s["areas"][0][0]
    hand = s["hands"][0]
    keys = [L._build_key(h, L.TILE_WALLTYPE[t], L.TILE_CREATURE[t] == L.SEAGULL)
            for h, t in enumerate(hand) if t < L.N_SAND]
    assert keys
    expected = fresh_legal(s)
    G._CACHE.clear()
    G._BY_LIST.clear()
    L._AREAS.clear()
    listings = []
    for k in range(3):
        R._LEGAL[0] = (None, -1, ())                        # list it again, not the last list
        listings.append(GAME.legal_actions(GAME.copy_state(s)))
        kept = [G.analyze(castle).moves.get(key) for key in keys]
        if k == 0:
            assert kept == [False] * len(keys)               # marked, not kept
        else:
            assert all(type(m) is tuple for m in kept)
            assert [a for m in kept for a in m] == [a for a in listings[-1]
                                                  if a[0] == "build" and a[2] == castle[0]]
    assert listings[0] == listings[1] == listings[2] == expected


@pytest.mark.parametrize("players,options", CONFIGS)
def test_a_rollouts_own_analyses_equal_a_fresh_recompute(players, options):
    """GAME.rollout grows the castles it builds on in place, with analyses of its own
    (geometry.private and grow): at any cap, each must equal the analysis of its list
    worked out afresh, and the castles left in play must analyse as before."""
    from core.sandcastles_2015.rollout import rollout
    checked = 0
    for seed in range(3):
        for moves in (0, 30):
            base = start(players, options, seed, moves)
            for cap in (5, 20, 60, None):
                s = GAME.copy_state(base)
                owned = {}
                rollout(s, Rng(100 * seed + moves), cap, GAME.step, owned)
                for castle, info in owned.values():
                    mine = facts(info)
                    assert info.castle is castle
                    assert mine[1:] == facts(fresh_analysis(castle))[1:]
                    checked += 1
                check_castles(s)
                if GAME.to_move(s) is not None:
                    assert GAME.legal_actions(s) == fresh_legal(s)
    assert checked > 20


def test_shape_of_by_variant_equals_the_canonical_look_up():
    """shape_of normalises a footprint once and looks it up among every turn and mirror
    image of the shapes' outlines; it must name the shape the canonical form names, over
    random footprints of 1 to 8 cells (the shapes' sizes among them)."""
    rng = random.Random(25)
    found = 0
    for _ in range(20000):
        cells = {(rng.randint(-2, 2), rng.randint(-2, 2))}
        size = rng.randint(1, 8)
        while len(cells) < size:
            x, y = rng.choice(sorted(cells))
            dx, dy = rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1)])
            cells.add((x + dx, y + dy))
        cells = list(cells)
        slow = (G.SHAPE_BY_CANON.get(G.canonical(cells), -1) if len(cells) in G.SHAPE_SIZES
                else -1)
        assert G.shape_of(cells) == slow
        found += slow >= 0
    assert found > 100


def test_a_seagull_stacked_keeps_its_castles_joins_and_equals_a_fresh_analysis():
    """A seagull stacked on a tower: extend keeps the castle's cut cells and towers (the
    same joins) and scans the frontier again; through apply (extend) and a rollout's own
    analysis (grow), each must equal the longer castle's analysis worked out afresh."""
    from core.rng import FastRng
    from core.sandcastles_2015.rollout import rollout
    stacks = 0
    for seed in range(12):
        s = GAME.new_game(seats(4), {}, seed)
        chooser = random.Random(seed)
        while GAME.to_move(s) is not None:
            action = chooser.choice(GAME.legal_actions(s))
            tower = None
            if action[0] in ("build", "place_stolen") and action[-4] not in ("new", "shared"):
                cid, x, y = action[-4:-1]
                for area in s["areas"]:
                    for c in area:
                        if c[0] == cid and (x, y) in G.analyze(c).top:
                            if stacks % 2:   # half the time the tower's cuts are known first
                                G.analyze(c).cuts
                            tower = cid
            s = GAME.apply(s, action)
            if tower is not None:
                castle = next((c for a in s["areas"] for c in a if c[0] == tower), None)
                if castle is not None:      # (not completed by the seagull)
                    assert facts(G.analyze(castle)) == facts(fresh_analysis(castle))
                    stacks += 1
        base = start(4, {}, seed, 40)
        owned = {}
        rollout(base, FastRng(seed), None, GAME.step, owned)
        for castle, info in owned.values():
            assert facts(info)[1:] == facts(fresh_analysis(castle))[1:]
    assert stacks > 50


def test_cycles_are_every_index_once_from_the_first_on():
    # legal._CYCLES replaces `for i in range(n): (first + i) % n` in the rollouts' loops
    # (first may be n: the draw that falls past the castles when no start is offered)
    for n in range(40):
        for first in range(n + 1):
            assert tuple(L.cycle(n, first)) == tuple((first + i) % n for i in range(n))


@pytest.mark.parametrize("players,options", CONFIGS)
def test_hard_evaluations_short_cuts_equal_the_plain_sums(players, options):
    """Hard's evaluation (bot.hand_values) sums the scores with scoring.scores, not the
    worded breakdown, and keeps each castle's promise per area list (bot._promise):
    after random moves, both equal what they stand for, worked out plainly."""
    from core.sandcastles_2015 import bot as B
    from core.sandcastles_2015.scoring import scores
    for seed in range(4):
        s = GAME.new_game(seats(players), options, seed)
        chooser = random.Random(seed)
        while True:
            assert scores(s) == GAME.result(s)["scores"]
            for area in s["areas"]:
                assert B._promise(area) == tuple(
                    0.9 * ((len(c) - 1) // 4) / (1.0 + 0.6 * len(fresh_analysis(c).frontier))
                    for c in area)
            if GAME.to_move(s) is None:
                break
            s = GAME.apply(s, chooser.choice(GAME.legal_actions(s)))


@pytest.mark.parametrize("players,options", CONFIGS)
def test_legal_actions_at_most_is_the_listing_or_none(players, options):
    """The look-ahead's legal_actions_at_most (the action phase's listing stops past the
    limit): the whole listing when it is that short, else None, for limits around the
    list's length and the look-ahead's own (8 and 40)."""
    seen_none = seen_list = 0
    for seed in range(3):
        s = GAME.new_game(seats(players), options, seed)
        chooser = random.Random(seed)
        while GAME.to_move(s) is not None:
            legal = GAME.legal_actions(s)
            n = len(legal)
            for limit in {0, 1, 8, 40, n - 1, n, n + 1}:
                if limit < 0:
                    continue
                got = GAME.legal_actions_at_most(s, limit)
                if n <= limit:
                    assert got == legal
                    seen_list += 1
                else:
                    assert got is None
                    seen_none += 1
            s = GAME.apply(s, chooser.choice(legal))
    assert seen_none > 50 and seen_list > 50
