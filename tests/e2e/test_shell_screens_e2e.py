"""The app's own screens (home, a new game's form with a bot seat, Settings, the records,
the daily challenge and its calendar, the rules' parts and one part), in English and in
French, with Larger text on (as a player who needs it has it), drawn in headless
Chromium at 360x640, 640x360 and 1024x768.

The boards' screens are checked by the decision matrix (test_decisions_e2e.py); these
screens scroll, so each is checked for what scrolling does not mend: Flutter's error
box, a control cut at the window's side, a tap target under 48x48 (the rules' parts
stood 32 px tall), and the page answering at all (a page drawing without end answers no
script: `answering` fails then, where a plain evaluate would wait for ever; buttons'
words scaled with Larger text did that, docs/decisions.md). Screenshots:
artifacts/shell-screens/."""
from __future__ import annotations

import json
import os
import time

import pytest

from devtools import browser as B
from tests.e2e.test_decisions_e2e import NODES_JS, error_grey, settle

SHOTS = os.path.join(B.ROOT, "artifacts", "shell-screens")
SIZES = ((360, 640), (640, 360), (1024, 768))
ROUTES = ("/", "/new/seaside", "/new/sandcastles_2015", "/new/sandcastles_draft", "/records",
          "/daily", "/daily/sandcastles_draft", "/rules/seaside", "/rules/sandcastles_2015/5")


@pytest.fixture(scope="module", params=["en", "fr"])
def larger_text_server(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"shell-screens-{request.param}")
    os.makedirs(folder / "saves")
    (folder / "settings.json").write_text(json.dumps({"table": {
        "large_text": True, "language": request.param,
        "howto_seen": ["seaside", "sandcastles_2015", "sandcastles_draft"]}}))
    with B.serve(env={"BEACHBAG_SAVES": str(folder)}) as url:
        yield request.param, url


def answering(page, name: str) -> None:
    """The page runs scripts again within 15 s (Playwright's evaluate has no time limit;
    its wait_for_function has)."""
    try:
        page.wait_for_function("() => true", timeout=15000)
    except Exception as e:     # Playwright's TimeoutError
        raise AssertionError(f"{name}: the page answers nothing for 15 s: {e}") from None


def check_screen(page, name: str, w: int, h: int, problems: list) -> None:
    answering(page, name)
    settle(page)
    answering(page, name)
    os.makedirs(SHOTS, exist_ok=True)
    path = os.path.join(SHOTS, name + ".png")
    page.screenshot(path=path)
    if error_grey(path):
        problems.append(f"{name}: Flutter's error box, see {path}")
    for ident, role, label, left, top, right, bottom in page.evaluate(NODES_JS):
        if right - left < 1 or bottom - top < 1:
            continue
        what = ident or label
        if right > w + 1 or left < -1:
            problems.append(f"{name}: {what!r} cut at the side ({left:.0f}-{right:.0f})")
        # a box touching the window's edge, or scrolled under the app bar (56 px), is
        # clipped by it: only its visible part is known
        inside = left >= 1 and top >= 57 and right <= w - 1 and bottom <= h - 1
        if role == "button" and inside and (right - left < 47.5 or bottom - top < 47.5):
            problems.append(f"{name}: the tap target {what!r} is "
                            f"{right - left:.0f}x{bottom - top:.0f}")


def opened(context, url: str, route: str, wanted: str):
    page = context.new_page()
    page.goto(url.rstrip("/") + route)
    B.enable_semantics(page)
    B.wait_id(page, wanted, timeout=30)
    return page


@pytest.mark.parametrize("w,h", SIZES)
def test_the_apps_own_screens_are_whole_and_answer(browser, larger_text_server, w, h):
    lang, url = larger_text_server
    context = browser.new_context(viewport={"width": w, "height": h})
    problems = []
    for route in ROUTES:
        page = opened(context, url, route, "home-settings" if route == "/" else "back-home")
        time.sleep(0.5)
        check_screen(page, f"{lang}-{w}x{h}-{route.strip('/').replace('/', '_') or 'home'}",
                     w, h, problems)
        page.close()
    # a bot in the second seat: its level's button beside its name
    page = opened(context, url, "/new/sandcastles_2015", "seat-1-kind")
    B.tap_and_wait(page, "seat-1-kind")
    B.wait_id(page, "seat-1-level")
    check_screen(page, f"{lang}-{w}x{h}-new-with-a-bot", w, h, problems)
    page.close()
    # Settings over home
    page = opened(context, url, "/", "home-settings")
    B.tap_and_wait(page, "home-settings")
    check_screen(page, f"{lang}-{w}x{h}-settings", w, h, problems)
    page.close()
    context.close()
    assert not problems, "\n".join(problems)
