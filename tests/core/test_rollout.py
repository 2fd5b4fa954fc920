"""Search rollouts play through `rollout_action` + `step`: every move they pick must be
one the rules allow (it is one of legal_actions), in every game and configuration, drawing
from the core Rng or from the FastRng Hard's search gives them."""
import pytest

from core.registry import all_games
from core.rng import FastRng, Rng

CASES = [(g, n, opts) for g in all_games() for n, opts in g.configurations()]


@pytest.mark.parametrize("case", CASES, ids=[f"{g.id}-{n}p-{'-'.join(o) or 'base'}" for g, n, o in CASES])
def test_rollout_moves_are_legal_and_games_end(case):
    game, players, options = case
    seats = [{"name": f"B{i}", "bot": True} for i in range(players)]
    for seed in range(4):
        state = game.new_game(seats, options, seed)
        rng = Rng(seed) if seed % 2 == 0 else FastRng(seed)
        for _ in range(20_000):
            if game.to_move(state) is None:
                break
            action = game.rollout_action(state, rng)
            assert action in game.legal_actions(state), (action, state["phase"] if "phase" in state else "")
            game.step(state, action)
            assert game.check_invariants(state) == []
        else:
            raise AssertionError("a rollout did not end")
        game.result(state)
