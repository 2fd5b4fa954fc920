"""A whole solo Seaside game at 360x640 with the keyboard alone, in Debian's headless
Chromium: Tab moves from control to control, Enter presses the one in focus, and each
control is found by its accessible name (what a screen reader says when it gets focus:
its label, else its words). Every control the keyboard reaches on the game's screens
must have a name; the game is played from home to its end screen without a tap."""
from __future__ import annotations

import time

import pytest

from devtools import browser as B

# the control in focus: [a number that stays with that element, its name as a screen
# reader reads it (its label, else its words)], or null on the page itself
FOCUSED = """() => { const a = document.activeElement;
  if (!a || a === document.body) return null;
  const ids = window.__focusIds = window.__focusIds || new WeakMap();
  if (!ids.has(a)) ids.set(a, window.__focusN = (window.__focusN || 0) + 1);
  return [ids.get(a), (a.getAttribute('aria-label') || a.innerText || '').trim()]; }"""
AROUND = ("Back to home", "Hint: what Hard would play", "How to play", "Settings",
          "Export save", "Undo")


def tab(page, timeout: float = 2.0):
    """Press Tab and wait until the focus has moved to another element (Flutter moves
    it on its next frame); returns the name of the control in focus. A fixed pause
    after each key made this test wait a minute and a half, mostly idle."""
    before = page.evaluate(FOCUSED)
    page.keyboard.press("Tab")
    deadline = time.time() + timeout
    while True:
        now = page.evaluate(FOCUSED)
        if (now and now != before) or time.time() >= deadline:
            return now[1] if now else None
        time.sleep(0.02)


def focus_names(page, limit: int = 60) -> list:
    """The names of every control Tab reaches, in order, once round."""
    seen = []
    for _ in range(limit):
        name = tab(page)
        if seen and name == seen[0]:
            break
        seen.append(name)
    return seen


def press(page, name: str, limit: int = 60, rounds: int = 3) -> None:
    """Tab to the control called `name`, press Enter, and wait for what it does to be
    drawn and still (the next screen, a bot's move after it). Up to `rounds` times
    round the screen, the screen left to settle in between: on CI's loaded machine How
    to play came more than 5 s after "Start the game", and Tab went round the form."""
    for _ in range(rounds):
        for _ in range(limit):
            if tab(page) == name:
                before = B.fingerprint(page)
                page.keyboard.press("Enter")
                B.changed_since(page, before, 5.0)
                B.quiet(page, still=0.3)
                return
        B.quiet(page, still=0.5, limit=10.0)
    raise AssertionError(f"no control called {name!r} in reach of the keyboard")


@pytest.fixture
def app_url(tmp_path):
    with B.serve(env={"BEACHBAG_SAVES": str(tmp_path / "saves"),
                      "BEACHBAG_BOT_DELAY_MS": "0"}) as url:
        yield url


def test_a_solo_seaside_game_played_with_the_keyboard_alone(browser, app_url):
    page = browser.new_context(viewport={"width": 360, "height": 640}).new_page()
    page.goto(app_url)
    B.enable_semantics(page)
    B.wait_id(page, "new-seaside", timeout=30)
    for name in ("New Seaside game", "Solo", "Start the game", "Start playing"):
        press(page, name)
    decisions = 0
    for step in range(200):
        names = focus_names(page)
        if "Play again" in names:
            break
        assert all(names), f"a control the keyboard reaches has no name: {names}"
        assert set(AROUND[:5]) <= set(names), names          # the app bar, by name
        choices = [n for n in names if n not in AROUND]
        assert choices, f"a decision with nothing to choose: {names}"
        # alternate the first and the last choice, so both sides of tokens are played
        press(page, choices[step % 2 and -1])
        decisions += 1
    else:
        raise AssertionError("the game did not end in 200 decisions")
    assert decisions >= 5
    assert "Game over" in B.text(page)
    page.context.close()
