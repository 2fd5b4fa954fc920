"""Beach Bag in French, in Debian's headless Chromium told the player's languages are
French (locale fr-FR: navigator.languages; nothing chosen in Settings), issue 27:

- the served app speaks French from home, through a new game's setup and How to play, to
  the pass-the-device cover and the board (found by their French accessible labels and
  text, taken from the French catalogue: a message the catalogue lacks fails by name);
- every board's French screens (Seaside, Sandcastles (2015), the tile draft: each decision
  of the most crowded configuration and of a two-player one, tests/support/
  decision_positions.py) keep the decision and every player in view at 360x640, 640x360
  and 1024x768, with the browser matrix's own checks (tests/e2e/test_decisions_e2e.py:
  no error box, nothing below the window, tap targets, nothing cut at the sides), and
  show no sentence of the app left in English.

Screenshots go to artifacts/decisions/fr-*.png (git-ignored): look at them."""
from __future__ import annotations

import functools
import json
import os
import time

import pytest

from core.sandcastles_2015.components import is_attack, is_sand
from devtools import browser as B
from tests.e2e.test_decisions_e2e import (CHOICES, NODES_JS, at_every_size, first,
                                          hand_tile, settle, uncover_if_asked)
from tests.support import decision_positions as D
from ui.storage import FileStore

LOCALE = "fr-FR"
# the most crowded configuration of each game, and a two-player one
VARIANTS = {"seaside": ("5p", "2p"), "sandcastles_2015": ("7p", "2p"),
            "sandcastles_draft": ("6p", "2p")}
KEPT = [k for k in D.kept() if k[1] in VARIANTS.get(k[0], ())]


# ---- the French catalogue --------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def catalogue():
    from ui import language
    french = language.translations("fr")
    assert french is not None, "no compiled French catalogue (scripts/i18n compile)"
    return french


def french(english: str, **fields) -> str:
    """The French of a message as the catalogue has it, its fields filled; fails when the
    catalogue has no French for it (a translator's part not done)."""
    said = catalogue().gettext(english)
    assert said != english, f"no French for {english!r} in the catalogue"
    return said.format(**fields) if fields else said


@functools.lru_cache(maxsize=None)
def english_sentences() -> tuple:
    """The app's messages a French screen must not show as they are in English: every
    message of the template (ui/locale/beachbag.pot) without a field, with a space and more
    than 12 characters, whose French (if any) differs, and that no French message holds."""
    from babel.messages.pofile import read_po
    from devtools import i18n as I
    with open(I.TEMPLATE, "rb") as f:
        template = read_po(f)
    messages = [m.id for m in template if m.id and isinstance(m.id, str)]
    translated = {m: catalogue().gettext(m) for m in messages}
    every_french = "\n".join(v for k, v in translated.items() if v != k)
    return tuple(m for m in messages
                 if "{" not in m and " " in m and len(m) > 12 and translated[m] != m.strip()
                 and m not in every_french)


def words(page) -> str:
    """What a player reads and a screen reader says: every label and the visible text."""
    return B.labels(page) + "\n" + B.text(page)


def left_in_english(page) -> list:
    said = words(page)
    return [m for m in english_sentences() if m in said]


# ---- 1) home, a new game and its cover, in French ---------------------------------------

@pytest.fixture(scope="module")
def fresh_server(tmp_path_factory):
    """The served app on an empty saves folder: no setting chosen, How to play unseen."""
    folder = str(tmp_path_factory.mktemp("french"))
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "3000"}) as url:
        yield url


def wait_for(page, wanted, timeout: float = 30.0) -> list:
    deadline = time.time() + timeout
    while time.time() < deadline:
        ids = B.ids(page)
        if any(i in ids for i in wanted):
            time.sleep(0.5)
            return B.ids(page)
        time.sleep(0.1)
    raise AssertionError(f"none of {wanted} on screen: {B.ids(page)}")


def expect_french(page, where: str, messages: list, problems: list) -> None:
    said = words(page)
    for english, fields in messages:
        try:
            wanted = french(english, **fields)
        except AssertionError as e:
            problems.append(f"{where}: {e}")
            continue
        if wanted not in said:
            problems.append(f"{where}: {wanted!r} (French of {english!r}) is not on screen")
    left = left_in_english(page)
    if left:
        problems.append(f"{where}: left in English: {left[:6]}")


def test_home_new_game_and_cover_in_french(browser, fresh_server):
    """A browser that prefers French gets home, the new game's setup, How to play, the
    pass-the-device cover and the board in French, with nothing chosen in Settings."""
    shots = os.path.join(B.ROOT, "artifacts", "decisions")
    os.makedirs(shots, exist_ok=True)
    problems: list = []
    page = B.open_app(browser, fresh_server, B.PHONE, locale=LOCALE)
    assert page.evaluate("navigator.language") == LOCALE
    B.wait_id(page, "new-seaside", timeout=60)
    settle(page)
    page.screenshot(path=os.path.join(shots, "fr-home.png"))
    seaside = catalogue().gettext("Seaside")   # a title: the same in French
    expect_french(page, "home", [("New {game} game", {"game": seaside}),
                                 ("Daily challenge", {}), ("Records and replays", {})],
                  problems)
    assert "Défi du jour" in words(page), "home is not in French: " + words(page)[:300]
    # the page says it is French, so a screen reader reads it with a French voice
    assert page.evaluate("document.documentElement.lang") == "fr"

    B.tap_and_wait(page, "new-seaside")
    B.wait_id(page, "start-game")
    settle(page)
    page.screenshot(path=os.path.join(shots, "fr-new-game.png"))
    expect_french(page, "the new game's setup", [("Start the game", {})], problems)
    # the seats' default names are names, written in the language of the setup
    try:
        player_1 = french("Player {n}", n=1)
    except AssertionError as e:
        problems.append(f"the new game's setup: {e}")
        player_1 = "Player 1"
    B.tap_and_wait(page, "start-game")

    ids = wait_for(page, ["howto-done", "uncover"])
    if "howto-done" in ids:    # a first Seaside game on this device: How to play
        page.screenshot(path=os.path.join(shots, "fr-howto.png"))
        expect_french(page, "How to play", [("How to play {game}", {"game": seaside})],
                      problems)
        B.tap_and_wait(page, "howto-done", change=10.0)
        ids = wait_for(page, ["uncover"])
    assert "uncover" in ids, f"no pass-the-device cover for two people: {ids}"
    page.screenshot(path=os.path.join(shots, "fr-cover.png"))
    expect_french(page, "the cover", [("Pass to {name}", {"name": player_1}),
                                      ("I am {name}: show my turn", {"name": player_1})],
                  problems)
    assert "Passe l" in words(page), "the cover is not in French: " + words(page)[:300]

    uncover_if_asked(page)
    settle(page)
    page.screenshot(path=os.path.join(shots, "fr-board.png"))
    ids = B.ids(page)
    assert first(ids, CHOICES), f"no decision on the board: {ids}"
    expect_french(page, "the Seaside board", [], problems)
    assert "Mer" in words(page), "the board names no Mer: " + words(page)[:300]
    page.context.close()
    assert not problems, "\n".join(problems)


# ---- 2) every board's French screens at three sizes --------------------------------------

class LocaleProfile(B.KeptProfile):
    """devtools.browser.KeptProfile (one Chromium on a disk profile: Flet's client fetched
    and compiled once per server) whose pages say the player's languages are `locale`."""

    def __init__(self, pw, folder: str, locale: str):
        self.context = B.watch(pw.chromium.launch_persistent_context(
            folder, executable_path=B.CHROMIUM, args=list(B.FLAGS), headless=True,
            viewport=B.PHONE, locale=locale))


@pytest.fixture(scope="module")
def french_profile(playwright_driver, tmp_path_factory):
    problem = B.missing()
    if problem:
        pytest.fail(problem, pytrace=False)   # never skip: a missing browser is a failure
    kept = LocaleProfile(playwright_driver, str(tmp_path_factory.mktemp("chromium-fr")), LOCALE)
    try:
        yield kept
    finally:
        kept.close()


@pytest.fixture(scope="module")
def positions_server(tmp_path_factory):
    """The kept positions, How to play seen, no language chosen: the browser's counts."""
    folder = str(tmp_path_factory.mktemp("french-positions"))
    store = FileStore(os.path.join(folder, "saves"))
    for _g, _v, _k, path in KEPT:
        doc = D.load(path)
        store.write(doc["id"], doc)
    with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": list(VARIANTS)}}, f)
    # bots wait long enough that the screen can be looked at
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "6000"}) as url:
        yield url


def choice_in_view(where: str, problems: list):
    """A check for at_every_size: the decision's controls are there, at least one
    choice inside the window."""
    def check(page, w: int, h: int) -> None:
        boxes = {n[0]: n[3:] for n in page.evaluate(NODES_JS) if n[0]}
        seen = [i for i in boxes if first([i], CHOICES)
                and boxes[i][0] >= -1 and boxes[i][1] >= -1
                and boxes[i][2] <= w + 1 and boxes[i][3] <= h + 1]
        if not seen:
            problems.append(f"{where} at {w}x{h}: no choice of the decision in view: "
                            f"{sorted(boxes)}")
    return check


@pytest.fixture(scope="module")
def french_tab(french_profile, positions_server):
    """One French tab for every position, opened before the first test: a position is
    reached by the app's route change, not a page load (devtools.browser.Tab)."""
    tab = B.Tab(french_profile, positions_server).home()
    assert tab.page.evaluate("navigator.language") == LOCALE
    yield tab
    tab.drop()


@pytest.mark.parametrize("game_id,variant,kind,path", KEPT,
                         ids=[f"{g}-{v}-{k}" for g, v, k, _ in KEPT])
def test_french_board_keeps_the_decision_and_every_player_in_view(french_tab, game_id, variant,
                                                                  kind, path):
    doc = D.load(path)
    seats = len(doc["seats"])
    name = f"fr-{game_id}-{variant}-{kind}"
    problems: list = []
    words_missing: list = []
    page = french_tab.show(f"/play/{doc['id']}")
    try:
        people = sum(not s["bot"] for s in doc["seats"])
        B.wait_id(page, "uncover" if people > 1 else "decision", timeout=30)
        if people > 1:
            settle(page)
            left = left_in_english(page)
            if left:
                words_missing.append(f"{name}, cover: left in English: {left[:6]}")
            at_every_size(page, f"{name}, cover", seats, f"{name}-cover", problems)
            uncover_if_asked(page)
        settle(page)
        left = left_in_english(page)
        if left:
            words_missing.append(f"{name}: left in English: {left[:6]}")
        at_every_size(page, name, seats, name, problems, also=choice_in_view(name, problems))

        if game_id == "sandcastles_2015" and kind == "action":
            for what, pick in (("attack", is_attack), ("build", is_sand)):
                hid = hand_tile(doc["state"], pick)
                if hid is None or hid not in B.ids(page):
                    continue
                B.tap_and_wait(page, hid)
                settle(page)
                left = left_in_english(page)
                if left:
                    words_missing.append(f"{name}, {what} tile picked: left in English: "
                                         f"{left[:6]}")
                at_every_size(page, f"{name}, {what} tile picked", seats, f"{name}-{what}",
                              problems)
                B.tap_and_wait(page, hid)
    except BaseException:
        french_tab.drop()   # whatever state it stopped in: the next position loads afresh
        raise
    assert not (problems or words_missing), "\n".join(
        [f"LAYOUT: {p}" for p in problems] + [f"WORDS: {w}" for w in words_missing])
