"""End to end in headless Chromium: today's Seaside challenge played to its end by
tapping, found in the calendar with its streak and share line, then replayed and
stepped back and forth. Screenshots go to artifacts/e2e/ (git-ignored): look at them."""
from __future__ import annotations

import datetime
import os
import random
import re
import time

import pytest

from devtools import browser as B
from tests.e2e.test_seaside_e2e import next_decision, play_one

SHOTS = os.path.join(B.ROOT, "artifacts", "e2e")
# the Seaside board's status line (turn, who, what to do, tokens in the bag)
STATUS_JS = """() => { const e = document.querySelector('[flt-semantics-identifier="status"]');
  return e ? (e.getAttribute('aria-label') || e.textContent) : null; }"""


@pytest.fixture
def app_url(tmp_path):
    env = {"BEACHBAG_SAVES": str(tmp_path / "data"), "BEACHBAG_BOT_DELAY_MS": "100"}
    with B.serve(env=env) as url:
        yield url


def shot(page, name: str) -> None:
    os.makedirs(SHOTS, exist_ok=True)
    time.sleep(0.5)
    page.screenshot(path=os.path.join(SHOTS, name + ".png"))


def wait_label(page, pattern: str, timeout: float = 15.0) -> str:
    """Wait for a semantics label matching `pattern`; return the match."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        m = re.search(pattern, B.text(page) + "\n" + B.labels(page))
        if m:
            return m.group(0)
        time.sleep(0.1)
    raise AssertionError(f"no label like {pattern!r}; on screen:\n{B.text(page)[:1500]}")


def scroll_down(page) -> None:
    page.mouse.move(180, 400)
    page.mouse.wheel(0, 3000)
    time.sleep(0.6)


def test_daily_seaside_to_the_end_then_calendar_streak_and_a_replay(browser, app_url):
    day = datetime.date.today().isoformat()
    page = B.open_app(browser, app_url, B.PHONE)
    B.wait_id(page, "daily", timeout=30)
    B.tap_and_wait(page, "daily")
    B.wait_id(page, "daily-play", timeout=30)
    wait_label(page, r"Current streak 0 days, best 0")
    B.tap_and_wait(page, "daily-play")

    rng = random.Random(16)
    moves = 0   # taps that moved the game on: the status line (turn, phase, bag) changed
    for _ in range(400):
        ids = next_decision(page)
        if "play-again" in ids:
            break
        before = page.evaluate(STATUS_JS)
        play_one(page, rng, ids)
        moves += page.evaluate(STATUS_JS) != before
    else:
        raise AssertionError("the daily game did not end in 400 decisions")
    assert "Game over" in B.text(page)
    share = wait_label(page, rf"Share line: Seaside, {day}: \d+ - [^\n]+")
    score = int(re.search(rf"{day}: (\d+)", share).group(1))
    scroll_down(page)
    shot(page, "daily-1-end")

    # the calendar: today's cell holds the score, the streak is one day
    B.tap_and_wait(page, "daily-calendar")
    B.wait_id(page, f"day-{day}", timeout=20)
    wait_label(page, rf"{day}: {score}, ")
    wait_label(page, r"Current streak 1 day, best 1")
    wait_label(page, re.escape(share.split("Share line: ")[1]))   # the same share line
    assert "daily-play" not in B.ids(page) and "daily-practice" in B.ids(page)
    shot(page, "daily-2-calendar")

    # the replay, from the calendar's day: steps back and forth through the board
    scroll_down(page)                      # the calendar sits below today's panel
    B.tap_and_wait(page, f"day-{day}")
    B.wait_id(page, "replay-step", timeout=30)
    last = wait_label(page, r"Move (\d+) of \1")
    n = int(last.split()[1])
    assert 0 < moves <= n   # every move seen played is in the replay
    shot(page, "daily-3-replay-end")
    B.tap_and_wait(page, "replay-back")
    B.tap_and_wait(page, "replay-back")
    wait_label(page, rf"Move {n - 2} of {n}")
    B.tap_and_wait(page, "replay-forward")
    wait_label(page, rf"Move {n - 1} of {n}")
    B.tap_and_wait(page, "replay-first")
    wait_label(page, rf"Move 0 of {n}")
    assert "status" in B.ids(page)          # the Seaside board, at the deal
    B.tap_and_wait(page, "replay-forward")
    wait_label(page, rf"Move 1 of {n}")
    shot(page, "daily-4-replay-step")
    B.tap_and_wait(page, "back-home")        # back where the replay was opened
    B.wait_id(page, f"day-{day}", timeout=20)
