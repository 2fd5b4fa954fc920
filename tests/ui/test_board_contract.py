"""The boards' contract, the twin of tests/support/contract.py for the UI: every board draws
every kept decision position (tests/support/data/decisions: one for each game, variant and
decision kind) and each drawing is checked the same way, in-process (no browser):

- no layout Flutter refuses (each would be a grey error box in a release build);
- every text a player reads is at least 14 px and reads at 4.5:1 on its background;
- every tap target has a name a screen reader says (its label, its words or tooltip);
- nothing secret of another seat is on the screen (core's own account of secrets).

Each position is drawn at one of the three sizes in turn (360x640, 640x360, 1024x768),
so every decision kind is drawn and every size is drawn for every game; the browser
matrix (tests/e2e/test_decisions_e2e.py) draws each at all three in Chromium."""
from __future__ import annotations

import json
import os

import flet as ft
import pytest

from tests.support import decision_positions as D
from tests.support.ui_harness import Harness, SecretWatch, background_of, layout_faults, run, walk
from tests.ui.test_app import make_main
from ui import language
from ui.storage import FileStore
from ui.table import style

SIZES = ((360, 640), (640, 360), (1024, 768))
CASES = [(g, v, k, p, SIZES[i % 3]) for i, (g, v, k, p) in enumerate(D.kept())]


def spoken_name(control) -> str:
    """What a screen reader says for a tap target: its own or an enclosing
    Semantics label, a tooltip, or the words inside it."""
    c = control
    while c is not None:
        for attr in ("label", "tooltip"):
            v = getattr(c, attr, None)
            if isinstance(v, str) and v.strip():
                return v
        c = c.parent
    words = [t.value for t in walk(control) if isinstance(t, ft.Text) and t.value]
    return " ".join(words)


async def open_kept(folder, path, width, height, speaks="en"):
    doc = D.load(path)
    FileStore(os.path.join(str(folder), "saves")).write(doc["id"], doc)
    with open(os.path.join(str(folder), "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": ["seaside", "sandcastles_2015",
                                            "sandcastles_draft"], "language": speaks}}, f)
    h = Harness(width, height)
    main = make_main(folder)

    def start(page):
        page.route = f"/play/{doc['id']}"
        main(page)
    await h.start(start)
    return h, doc


def late_position_file(folder, game_id: str, key: str) -> tuple:
    """(decision kind, path) of a sweep's late position (tests/e2e/sweep.py
    late_positions' key, e.g. "4p-3of4"), written to a file open_kept can open."""
    from tests.e2e import sweep
    kind, doc = sweep.late_positions(str(folder), [(game_id, key)])[(game_id, key)]
    path = os.path.join(str(folder), f"{doc['id']}.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f)
    return kind, path


async def open_kept_uncovered(folder, path, width, height, large: bool = False,
                              speaks: str = "en"):
    """open_kept, under its cover lifted, with Settings' Larger text when `large`."""
    h, _doc = await open_kept(folder, path, width, height, speaks=speaks)
    if "uncover" in h.ids():
        await h.tap("uncover")
    if large:
        h.page.data.prefs.set("large_text", True)
        h.page.data.settings_changed()
        await h.settle()
    return h


@pytest.mark.parametrize("speaks", ["en", "fr"])
@pytest.mark.parametrize("game_id,variant,kind,path,size", CASES,
                         ids=[f"{g}-{v}-{k}-{w}x{h}" for g, v, k, _p, (w, h) in CASES])
def test_every_board_draws_every_decision_readably_and_keeps_secrets(
        tmp_path, game_id, variant, kind, path, size, speaks):
    # French runs about a fifth longer (issue 27): every board, every decision, both
    # languages (chosen in Settings, as a player would)
    async def go():
        h, doc = await open_kept(tmp_path, path, *size, speaks=speaks)
        assert language.i18n.language() == speaks
        watch = SecretWatch(h)
        watch.check()                      # the first screen: the cover, or the decision
        if "uncover" in h.ids():
            await h.tap("uncover")
        watch.check()
        assert "decision" in h.ids(), sorted(h.ids())
        assert not watch.leaks, watch.leaks
        # the game's app bar too: on a phone on its side the turn line stands there
        screen = list(walk(h.page.data.slots["play"].box)) + list(walk(h.page.appbar))
        assert "status" in h.ids(), "no turn line on the screen"
        assert layout_faults(h.page.data.slots["play"].box) == []
        assert layout_faults(h.page.appbar) == []
        texts = [c for c in screen if isinstance(c, ft.Text) and c.value]
        assert texts
        for t in texts:
            assert t.size is None or t.size >= style.BODY, (t.value, t.size)
            if isinstance(t.color, str) and t.color.startswith("#"):   # not a theme name
                bg = background_of(t, style.SAND)
                assert style.contrast(t.color, bg) >= 4.5, (t.value, t.color, bg)
        targets = [c for c in screen if getattr(c, "on_click", None) is not None]
        assert targets, "a decision with nothing to tap"
        for c in targets:
            assert spoken_name(c).strip(), f"an unnamed tap target: {type(c).__name__}"
    run(go())


def identifiers(control) -> set:
    return {c.identifier for c in walk(control) if isinstance(c, ft.Semantics) and c.identifier}


@pytest.mark.parametrize("game_id", ["seaside", "sandcastles_2015", "sandcastles_draft"])
def test_on_a_phone_on_its_side_the_turn_line_takes_the_games_name_in_the_app_bar(
        tmp_path, game_id):
    # Issue 24: the decision, the shared state and every player in 360 px of height;
    # with Larger text a five- or six-player draft ran 19-31 px under the window's edge
    # with the turn line on the table. Upright (and on a tablet) the bar keeps the name.
    path = next(p for g, _v, _k, p in D.kept() if g == game_id)
    title = {"seaside": "Seaside", "sandcastles_2015": "Sandcastles (2015)",
             "sandcastles_draft": "Sandcastles (tile draft)"}[game_id]

    async def go():
        for width, height, in_bar in ((640, 360, True), (360, 640, False), (1024, 768, False)):
            h, _doc = await open_kept(tmp_path / f"{width}", path, width, height)
            if "uncover" in h.ids():
                await h.tap("uncover")
            bar, table = h.page.appbar, h.page.data.slots["play"].box
            bar_words = [t.value for t in walk(bar) if isinstance(t, ft.Text)]
            assert ("status" in identifiers(bar)) is in_bar, (width, height)
            assert ("status" in identifiers(table)) is not in_bar, (width, height)
            assert (title in bar_words) is not in_bar, (width, height, bar_words)
            assert h.find("status").label.startswith(("Turn ", "Round ")), h.find("status").label
    run(go())


def test_a_replay_on_a_phone_on_its_side_shows_its_turn_line_in_the_app_bar(tmp_path):
    from tests.ui.test_app import open_app
    from tests.ui.test_daily_app import play_daily_to_end

    async def go():
        h = await open_app(tmp_path, 640, 360)
        s = await play_daily_to_end(h)
        await h.tap("end-home")
        await h.tap("records")
        await h.tap(f"replay-recent-{s.save_id}")
        await h.tap("replay-first")
        assert "status" in identifiers(h.page.appbar)
        assert "status" not in identifiers(h.page.data.slots["replay"].box)
        assert "replay-step" in h.ids()
    run(go())
