"""The browser matrix's test data is complete and true: a kept position for every kind
of decision the rules reach, in every configuration, each one really at that decision."""
from __future__ import annotations

import random

import pytest

from core.registry import game_ids, get_game
from tests.support import decision_positions as D

KEPT = D.kept()
BY_VARIANT: dict = {}
for _game, _variant, _kind, _path in KEPT:
    BY_VARIANT.setdefault((_game, _variant), set()).add(_kind)
CONFIGURATIONS = [(g, v) for g in game_ids() for v in D.variants(g)]


@pytest.mark.parametrize("game_id,variant,kind,path", KEPT,
                         ids=[f"{g}-{v}-{k}" for g, v, k, _ in KEPT])
def test_a_kept_position_loads_at_its_decision_for_a_person(game_id, variant, kind, path):
    doc = D.load(path)          # the save checks: the log replays to the stored state
    game = get_game(game_id)
    state = doc["state"]
    assert doc["game"] == game_id
    assert (len(doc["seats"]), doc["options"]) == D.variants(game_id)[variant]
    assert game.decision_kind(state) == kind
    assert not doc["seats"][game.to_move(state)]["bot"], "a person decides, not a bot"


@pytest.mark.parametrize("game_id,variant", CONFIGURATIONS)
def test_every_decision_random_games_reach_has_a_kept_position(game_id, variant):
    """Seeds other than the ones the positions came from: a decision kind added to a game
    (or newly reachable in a configuration) fails here until a position of it is kept."""
    game = get_game(game_id)
    n, options = D.variants(game_id)[variant]
    reached = set()
    games = 30 if game_id == "sandcastles_2015" else 150
    for seed in range(10_000, 10_000 + games):
        rng = random.Random(seed)
        state = game.new_game(D.seats_for(n), options, seed)
        moves = 0
        while not game.is_over(state) and moves < 3000:
            reached.add(game.decision_kind(state))
            state = game.apply(state, D.lean(game, state, game.legal_actions(state), rng))
            moves += 1
        assert game.decision_kind(state) is None, "a finished game has no decision"
    assert reached <= set(game.decision_kinds), f"undeclared kinds: {reached - set(game.decision_kinds)}"
    missing = reached - BY_VARIANT.get((game_id, variant), set())
    assert not missing, (f"{game_id} {variant}: no kept position of {sorted(missing)}; "
                         "write them with: .venv/bin/python -m tests.support.decision_positions")


@pytest.mark.parametrize("game_id", game_ids())
def test_every_declared_decision_kind_is_kept_somewhere(game_id):
    kept = {k for (g, _v), kinds in BY_VARIANT.items() if g == game_id for k in kinds}
    assert kept == set(get_game(game_id).decision_kinds)
