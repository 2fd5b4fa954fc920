"""Shared by the browser tests: the project folder on sys.path (also under plain
`pytest`), and one headless Chromium per test module."""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


@pytest.fixture(scope="module")
def browser():
    from tests.e2e import browser as B
    problem = B.missing()
    if problem:
        pytest.fail(problem, pytrace=False)  # never skip: a missing browser is a failure
    with B.chromium() as b:
        yield b
