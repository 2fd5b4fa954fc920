"""The static offline site (Python in the browser): today's Seaside challenge played to
its end lands in the records kept in the browser's storage, which a reload reads back
(calendar, streak, records screen). Builds the site first unless build/web is fresh
(tests/e2e/test_static_web.py)."""
from __future__ import annotations

import os
import random
import time

from devtools import browser as B
from tests.e2e.test_daily_e2e import wait_label
from tests.e2e.test_seaside_e2e import next_decision, play_one
from devtools.static_site import BOOT_TIMEOUT, WEB, offline, static_server

SHOTS = os.path.join(B.ROOT, "artifacts", "web")


def test_static_site_keeps_daily_results_and_records_across_a_reload(static_site):
    day = time.strftime("%Y-%m-%d")
    with static_server(WEB) as url, B.chromium() as b:
        context = b.new_context(viewport=B.PHONE, service_workers="block")
        page = context.new_page()
        blocked = []
        offline(page, blocked)
        page.goto(url)
        B.enable_semantics(page, timeout=BOOT_TIMEOUT)
        B.wait_id(page, "daily", timeout=BOOT_TIMEOUT)
        B.tap_and_wait(page, "daily")
        B.wait_id(page, "daily-play", timeout=60)
        B.tap_and_wait(page, "daily-play")
        rng = random.Random(3)
        for _ in range(400):
            ids = next_decision(page, timeout=60)
            if "play-again" in ids:
                break
            play_one(page, rng, ids)
        else:
            raise AssertionError("the daily game did not end in 400 decisions")
        share = wait_label(page, rf"Share line: Seaside, {day}: \d+ - [^\n]+")
        score = share.split(": ")[2].split(" - ")[0]

        page.goto(url)                 # a reload: Python starts again, reads the storage
        B.enable_semantics(page, timeout=BOOT_TIMEOUT)
        B.wait_id(page, "daily", timeout=BOOT_TIMEOUT)
        B.tap_and_wait(page, "daily")
        B.wait_id(page, f"day-{day}", timeout=60)
        wait_label(page, rf"{day}: {score}, ", timeout=30)
        wait_label(page, r"Current streak 1 day, best 1")
        os.makedirs(SHOTS, exist_ok=True)
        page.screenshot(path=os.path.join(SHOTS, "daily-calendar-static.png"))
        B.tap_and_wait(page, "back-home")
        B.tap_and_wait(page, "records")
        wait_label(page, r"Seaside - solo", timeout=30)
        wait_label(page, rf"Best score {score}, average {score}")
        assert not blocked, blocked
