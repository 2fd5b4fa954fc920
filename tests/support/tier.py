"""How many repetitions the heaviest sweeps run. The full suite (scripts/test-all, CI) runs
every one; the quick tier (scripts/test-all --quick, i.e. pytest --tier quick) runs fewer
of them, still over every game, player count and variant, so each check still runs.
Set by tests/conftest.py before any test module is imported."""
QUICK = False


def repeat(full: int, quick: int) -> int:
    """`full` repetitions in the full suite, `quick` in the quick tier."""
    return quick if QUICK else full
