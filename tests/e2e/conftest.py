"""Shared by the browser tests: one Playwright driver and one headless Chromium for the
whole run (devtools/browser.py), a second Chromium on a kept disk profile for the tests
that open many pages of one server (and a kept tab on it, `tab`), nothing fetched from off this machine, and the builds
(the static site, the desktop program) made once per run however many pytest-xdist
workers ask for them."""
import contextlib
import fcntl
import os

import pytest


@pytest.fixture(scope="session", autouse=True)
def playwright_driver():
    """One Playwright driver for the run: every Chromium is started through it, the
    ones a test starts itself (devtools.browser.chromium(), for an empty profile or
    flags of its own) included. None when Playwright is missing (`browser` says so)."""
    from devtools import browser as B
    if B.missing():
        yield None
        return
    with B.driver() as pw:
        yield pw


def _no_browser_here():
    from devtools import browser as B
    problem = B.missing()
    if problem:
        pytest.fail(problem, pytrace=False)  # never skip: a missing browser is a failure


@pytest.fixture(scope="session")
def browser(playwright_driver):
    """One Chromium for the run; each new_context() of it is a fresh, empty profile."""
    from devtools import browser as B
    _no_browser_here()
    with B.chromium() as b:
        yield b


@pytest.fixture(scope="session")
def kept_profile(playwright_driver, tmp_path_factory):
    """One Chromium on a disk profile kept for the run (devtools.browser.KeptProfile):
    Flet's client is fetched and compiled once per server, not once per page. For
    pages of the served app only (its storage is the server's)."""
    from devtools import browser as B
    _no_browser_here()
    kept = B.KeptProfile(playwright_driver, str(tmp_path_factory.mktemp("chromium-profile")))
    try:
        yield kept
    finally:
        kept.close()


@pytest.fixture(scope="module")
def tab(kept_profile, served):
    """One tab on the module's server (its `served` fixture: the address, alone or first
    of a tuple) for the whole file, on the kept profile: each screen is reached by the
    app's route change, not a page load (devtools.browser.Tab)."""
    from devtools import browser as B
    kept = B.Tab(kept_profile, served if isinstance(served, str) else served[0]).home()
    yield kept
    kept.drop()


@pytest.fixture(autouse=True)
def pages_closed_after_each_test(request):
    """The run's browsers outlive each test: what a test opened in them is closed when
    it ends, passed or failed (an open Flutter page keeps drawing, and slowed every test
    after it)."""
    held = []
    if "browser" in request.fixturenames:
        b = request.getfixturevalue("browser")
        held.append((lambda: b.contexts, set(b.contexts)))
    if "kept_profile" in request.fixturenames:
        k = request.getfixturevalue("kept_profile")
        held.append((lambda: k.context.pages, set(k.context.pages)))
    yield
    for now, before in held:
        for opened in now():
            if opened not in before:
                with contextlib.suppress(Exception):
                    opened.close()


@pytest.fixture(autouse=True)
def nothing_leaves_the_machine():
    """README: nothing is fetched at run time. Every page a test opened (through
    devtools.browser, which watches them) asked only this machine for anything."""
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

