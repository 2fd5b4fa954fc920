"""The suite's one option: --tier quick runs the heaviest sweeps with fewer repetitions
(tests/support/tier.py); the full suite is the default, so a plain pytest run checks all."""
import pytest

from core import i18n
from tests.support import tier


def pytest_addoption(parser):
    parser.addoption("--tier", choices=("full", "quick"), default="full",
                     help="quick: the heaviest sweeps with fewer repetitions (scripts/test-all --quick)")


def pytest_configure(config):
    tier.QUICK = config.getoption("tier") == "quick"


def pytest_report_header(config):
    return f"tier: {config.getoption('tier')}"


@pytest.fixture(autouse=True)
def english_after_each_test():
    """A test that switches the app to French must not leave the next test (in the same
    worker) speaking French: the language is process-wide (core/i18n.py)."""
    yield
    i18n.install(None)


def pytest_collection_modifyitems(session, config, items):
    """The browser tests first, the in-process ones after: scripts/test-all runs both in
    one pytest-xdist session, and the many short in-process tests left at the end keep
    every worker busy to the last minute instead of one worker finishing a long browser
    test alone (a stable sort: each part keeps its own order)."""
    items.sort(key=lambda item: "tests/e2e/" not in item.nodeid)
