"""A whole solo Seaside game at 360x640 with the keyboard alone, in Debian's headless
Chromium: Tab moves from control to control, Enter presses the one in focus, and each
control is found by its accessible name (what a screen reader says when it gets focus:
its label, else its words). Every control the keyboard reaches on the game's screens
must have a name; the game is played from home to its end screen without a tap."""
from __future__ import annotations

import time

import pytest

from devtools import browser as B

# the name of the control in focus, as a screen reader reads it
FOCUSED = ("() => { const a = document.activeElement;"
           " return a && a !== document.body ?"
           " (a.getAttribute('aria-label') || a.innerText || '').trim() : null; }")
AROUND = ("Back to home", "Hint: what Hard would play", "How to play", "Settings",
          "Export save", "Undo")


def focus_names(page, limit: int = 60) -> list:
    """The names of every control Tab reaches, in order, once round."""
    seen = []
    for _ in range(limit):
        page.keyboard.press("Tab")
        time.sleep(0.1)
        name = page.evaluate(FOCUSED)
        if seen and name == seen[0]:
            break
        seen.append(name)
    return seen


def press(page, name: str, limit: int = 60) -> None:
    """Tab to the control called `name` and press Enter."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        time.sleep(0.1)
        if page.evaluate(FOCUSED) == name:
            page.keyboard.press("Enter")
            time.sleep(0.8)
            return
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
