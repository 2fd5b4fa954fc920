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


@pytest.fixture(autouse=True)
def nothing_leaves_the_machine():
    """README: nothing is fetched at run time. Every page a test opened (through
    browser.chromium(), which watches them) asked only this machine for anything."""
    from tests.e2e import browser as B
    B.left_the_machine()
    yield
    left = B.left_the_machine()
    assert not left, f"requests left the machine: {left}"
