"""Sandcastles (2015): seeded random games end in exactly the same state, pinned by hash.

Speed work (issue 25) must not change a single rule: the same seed and the same chooser
give the same actions and the same final state, through `apply` (legal actions listed in
the same order) and through `rollout_action` + `step` (the search bots' path) and `GAME.rollout`, which
plays the same moves in one loop. The hashes
were taken before any speed change; a change that moves one is a change of behaviour."""
import hashlib
import json
import random

import pytest

from core.rng import Rng
from core.sandcastles_2015 import GAME

PINNED = [  # players, seed, final state via apply, final state via rollout_action + step
    (2, 1, "3f6f42af6b652f6b", "a9170fb45c4097ef"),
    (4, 2, "8e9985fab3c2965a", "029729d631e94191"),
    (7, 3, "05456b79b5feef76", "7052f63f8c13501d"),
]


def digest(state):
    return hashlib.sha256(json.dumps(state, sort_keys=True).encode()).hexdigest()[:16]


def seats(n):
    return [{"name": f"P{i}"} for i in range(n)]


@pytest.mark.parametrize("players,seed,via_apply,via_rollout", PINNED)
def test_seeded_random_games_end_in_the_pinned_state(players, seed, via_apply, via_rollout):
    s = GAME.new_game(seats(players), {}, seed)
    chooser = random.Random(seed)
    while GAME.to_move(s) is not None:
        s = GAME.apply(s, chooser.choice(GAME.legal_actions(s)))
    assert digest(s) == via_apply
    s = GAME.new_game(seats(players), {}, seed)
    rng = Rng(seed)
    while GAME.to_move(s) is not None:
        GAME.step(s, GAME.rollout_action(s, rng))
    assert digest(s) == via_rollout
    s = GAME.new_game(seats(players), {}, seed)   # the same rollout in one loop
    GAME.rollout(s, Rng(seed))
    assert digest(s) == via_rollout
