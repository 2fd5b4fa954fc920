"""Sandcastles (2015): `GAME.rollout` (one loop, rollout.py) makes exactly the moves that
`rollout_action` then `step` make one by one: the same draws from the Rng, the same
number of moves, the same final state, from the deal and from positions reached by
random play, whole games and capped ones (issue 25), from the core Rng and from the
FastRng that Hard's search draws from."""
import json
import random

import pytest

from core.engine import Game
from core.rng import FastRng, Rng
from core.sandcastles_2015 import GAME

CONFIGS = [(1, {}), (1, {"solo_bonuses": 6}), (2, {}), (2, {"shared_castle": True}), (3, {}),
           (4, {}), (7, {})]


def seats(n):
    return [{"name": f"P{i}"} for i in range(n)]


def move_by_move(state, rng, cap=None):
    made = 0
    while made != cap and GAME.to_move(state) is not None:
        GAME.step(state, GAME.rollout_action(state, rng))
        made += 1
    return made


def start(players, options, seed, moves):
    """A position `moves` random moves into a seeded game (through apply)."""
    s = GAME.new_game(seats(players), options, seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        if GAME.to_move(s) is None:
            break
        s = GAME.apply(s, chooser.choice(GAME.legal_actions(s)))
    return s


@pytest.mark.parametrize("kind", [Rng, FastRng])
@pytest.mark.parametrize("players,options", CONFIGS)
def test_rollout_equals_rollout_action_then_step(players, options, kind):
    for seed in range(6):
        for moves in (0, 7, 40):
            for cap in (None, 1, 25):
                base = start(players, options, seed, moves)
                one, two = GAME.copy_state(base), GAME.copy_state(base)
                r1, r2 = kind(1000 + seed), kind(1000 + seed)
                made1 = move_by_move(one, r1, cap)
                made2 = GAME.rollout(two, r2, cap)
                assert made2 == made1
                assert r2.next64() == r1.next64()   # as many draws: the same next number
                assert json.dumps(two, sort_keys=True) == json.dumps(one, sort_keys=True)
                if cap is None:
                    assert GAME.to_move(two) is None
                else:
                    assert made2 <= cap


def test_a_finished_game_rolls_out_no_move():
    s = start(2, {}, 3, 0)
    move_by_move(s, Rng(5))
    before = json.dumps(s, sort_keys=True)
    rng = Rng(9)
    assert GAME.rollout(s, rng) == 0
    assert rng.state == Rng(9).state
    assert json.dumps(s, sort_keys=True) == before


@pytest.mark.parametrize("kind", [Rng, FastRng])
def test_the_engines_rollout_is_the_move_by_move_loop(kind):
    """Game.rollout as the engine gives it (the loop itself), on this game's rules."""
    s1 = start(4, {}, 11, 20)
    s2 = GAME.copy_state(s1)
    r1, r2 = kind(77), kind(77)
    made1 = move_by_move(s1, r1, 60)
    made2 = Game.rollout(GAME, s2, r2, 60)
    assert made1 == made2 == 60
    assert r1.next64() == r2.next64()
    assert json.dumps(s1, sort_keys=True) == json.dumps(s2, sort_keys=True)
