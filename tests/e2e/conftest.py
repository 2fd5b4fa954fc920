"""Shared by the browser tests: one headless Chromium per test module (devtools/browser.py),
and nothing fetched from off this machine."""
import pytest


@pytest.fixture(scope="module")
def browser():
    from devtools import browser as B
    problem = B.missing()
    if problem:
        pytest.fail(problem, pytrace=False)  # never skip: a missing browser is a failure
    with B.chromium() as b:
        yield b


@pytest.fixture(autouse=True)
def nothing_leaves_the_machine():
    """README: nothing is fetched at run time. Every page a test opened (through
    browser.chromium(), which watches them) asked only this machine for anything."""
    from devtools import browser as B
    B.left_the_machine()
    yield
    left = B.left_the_machine()
    assert not left, f"requests left the machine: {left}"
