"""Shared by the browser tests: one headless Chromium per test module (devtools/browser.py),
nothing fetched from off this machine, and the builds (the static site, the desktop
program) made once per run however many pytest-xdist workers ask for them."""
import contextlib
import fcntl
import os

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


@contextlib.contextmanager
def one_builder(name: str):
    """Held by one process at a time (an flock in build/): a worker that waits for it
    finds the build the first one made fresh instead of writing over it mid-run."""
    from devtools import browser as B
    folder = os.path.join(B.ROOT, "build")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, f".{name}.lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def static_site():
    """build/web made by scripts/build-web when older than its sources (devtools/
    static_site.py), once for the run; Chromium checked first (a failure, never a skip)."""
    from devtools import browser as B
    from devtools.static_site import WEB, ensure_build
    why = B.missing()
    assert why is None, why
    with one_builder("web"):
        ensure_build()
    return WEB

