"""Every registered game, every player count and variant, through the one contract."""
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from core.registry import game_ids, get_game
from tests.support.contract import check_random_game
from tests.support.tier import repeat
from ui.storage import FileStore


def importable_games():
    games = []
    for gid in game_ids():
        try:
            games.append(get_game(gid))
        except ImportError:
            pass  # test_every_registered_game_imports fails for it
    return games


CASES = [(g, n, opts) for g in importable_games() for n, opts in g.configurations()]


@pytest.mark.parametrize("gid", game_ids())
def test_every_registered_game_imports(gid):
    game = get_game(gid)
    assert game.id == gid and game.title and game.summary


def case_id(case):
    game, n, opts = case
    extra = "-".join(k for k, v in sorted(opts.items()) if v) if opts else ""
    return f"{game.id}-{n}p" + (f"-{extra}" if extra else "")


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_random_games_keep_the_contract(case, tmp_path):
    game, players, options = case
    store = FileStore(str(tmp_path))
    for seed in range(repeat(2, 1)):  # the quick tier: one seeded game per configuration
        # Reading a save replays its whole log, so a save checked at every step made a
        # long game's check quadratic: the quick tier checks it at every fourth step.
        outcome = check_random_game(game, players, options, seed, save_every=repeat(1, 4),
                                    tmp_store=store if seed == 0 else None)
        assert len(outcome["scores"]) == players, "the game ended with a score for every seat"


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
@settings(max_examples=repeat(5, 2), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(min_value=0, max_value=2**63))
def test_property_any_seed_keeps_the_contract(case, seed):
    game, players, options = case
    outcome = check_random_game(game, players, options, seed, views_every=3, save_every=5)
    assert len(outcome["scores"]) == players, "the game ended with a score for every seat"
