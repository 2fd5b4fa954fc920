"""The table kit (ui/table) and Seaside's board made of it: contrast of every text
colour on its background, text sizes, pieces that differ in shape, the "since your
turn" recap, a spectator's board, the table settings."""
import asyncio
import json
import os
import random
import re

import flet as ft
from types import SimpleNamespace

import pytest

from core.seaside import components as C
from tests.support.seaside_positions import write_position
from tests.ui.test_app import make_main
from tests.support.ui_harness import Harness, background_of, run, walk
from ui.seaside.board import SeasideBoard
from ui.session import GameSession
from ui.storage import FileStore
from ui.table import style
from ui.table.pictogram import PIECES
from ui.table.ranking import places


def test_every_text_colour_pair_reads_at_4_5_to_1():
    for fg, bg in style.TEXT_PAIRS:
        assert style.contrast(fg, bg) >= 4.5, (fg, bg, round(style.contrast(fg, bg), 2))
    for piece in PIECES.values():  # white icons on every piece
        assert style.contrast(style.FOAM, piece.colour) >= 4.5, piece
    # the complaint: white on the old Sea blue read at 3.6:1
    assert round(style.contrast("#FFFFFF", "#2A8FBD"), 1) == 3.6


def test_seaside_pieces_differ_in_shape_as_well_as_colour():
    faces = C.FACES
    assert set(faces) <= set(PIECES)
    pictures = [PIECES[f].art for f in faces]
    colours = [PIECES[f].colour for f in faces]
    assert len(set(pictures)) == len(faces) and len(set(colours)) == len(faces)
    # the box's tokens are round painted discs, both faces
    assert all(PIECES[f].round for f in faces)
    # Isopod and Crab were both bugs (Material's BUG_REPORT and PEST_CONTROL)
    assert PIECES["Isopod"].art != PIECES["Crab"].art


def test_every_piece_is_drawn_by_its_own_picture_file():
    """Issue 24: "The components, drawn as our own vector pictures (SVG in assets/ ...),
    one per face and tile type". Each registered piece names a picture that exists as a
    well-formed SVG in assets/pieces, drawn in one colour (Flutter tints it), and no two
    pictures are the same drawing."""
    import xml.etree.ElementTree as ET
    from ui.config import ROOT
    import ui.sandcastles_2015.board  # noqa: F401  (registers its pieces)
    import ui.sandcastles_draft.board  # noqa: F401
    from ui.table import art
    drawings = {}
    for name in art.ART:
        path = art.file_of(name, os.path.join(ROOT, "assets"))
        root = ET.parse(path).getroot()
        assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 48 48", name
        paints = {e.get(k) for e in root.iter() for k in ("fill", "stroke")} - {None, "none"}
        assert paints == {"#FFFFFF"}, (name, paints)
        drawings[name] = ET.tostring(root)
    assert len(set(drawings.values())) == len(drawings)
    for piece in PIECES.values():
        assert piece.art in art.ART, piece
    with pytest.raises(KeyError):
        art.path("scissors")


async def open_position(folder, name, width, height):
    save_id = write_position(str(folder), name)
    h = Harness(width, height)

    def main(page):
        page.route = f"/play/{save_id}"
        make_main(folder)(page)
    await h.start(main)
    if "uncover" in h.ids():
        await h.tap("uncover")
    return h


@pytest.mark.parametrize("width,height", [(360, 640), (640, 360), (1024, 768)])
def test_board_text_is_14_px_or_more_and_reads_at_4_5_to_1(tmp_path, width, height):
    async def go():
        h = await open_position(tmp_path, "5p-bots", width, height)
        # every text of the game's screen, also those a screen reader hears as one label
        screen = walk(h.page.data.slots["play"].box, parked=True)
        texts = [c for c in screen if isinstance(c, ft.Text)]
        assert len(texts) > 30     # (an empty stack place shows no "0")
        for t in texts:
            assert t.size is None or t.size >= 14, (t.value, t.size)
            if t.color:
                bg = background_of(t, style.SAND)
                assert style.contrast(t.color, bg) >= 4.5, (t.value, t.color, bg)
    run(go())


def habitat_game(store):
    """Ana, Ben, Cy: Ana's 2nd Rock takes the Crab Cy threw into the Sea; then Ben's
    2nd Rock finds the Sea empty and takes that Crab from Ana, the only one with any."""
    rocks = C.ids_of("Crab", "Rock")
    beaches = C.ids_of("Shell", "Beach")
    bag = [rocks[0], rocks[1], rocks[2], beaches[0], rocks[3], rocks[4], beaches[1],
           beaches[2], beaches[3]]
    s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy", "bot": True}],
                        {"bag": bag}, 1, store)
    for action in [("side", "Rock"), ("side", "Rock"), ("side", "Crab"), ("side", "Beach"),
                   ("side", "Rock"), ("side", "Rock"), ("side", "Beach")]:
        s.play(action)
    assert s.to_move == 0 and s.state["players"][0]["crabs"] == []
    return s


def test_recap_lists_every_action_since_the_last_turn_and_marks_what_hit(tmp_path):
    s = habitat_game(FileStore(str(tmp_path)))
    board = SeasideBoard(s, lambda a: None, lambda: None)
    items = board.recap_items(0)
    # Ana's last action was her 2nd Rock (the 5th action): the two after it are listed
    assert [i.index for i in items] == [5, 6]
    assert [i.name for i in items] == ["Ben", "Cy"] and [i.bot for i in items] == [False, True]
    assert [i.line for i in items] == s.log[5:7]
    assert "takes a Crab from Ana" in items[0].line and items[0].hit
    assert not items[1].hit
    assert "Rock" in items[0].faces and "Crab" in items[0].faces
    # for Ben, Ana's Habitat (which stole nothing of his) is listed but not marked
    ben = board.recap_items(1)
    assert [i.index for i in ben] == [6] and not ben[0].hit


def test_pass_cover_shows_since_your_turn_with_the_hit_marked(tmp_path):
    async def go():
        store = FileStore(os.path.join(tmp_path, "saves"))
        s = habitat_game(store)
        with open(os.path.join(tmp_path, "settings.json"), "w") as f:
            json.dump({"table": {"howto_seen": ["seaside"]}}, f)
        h = Harness()

        def main(page):
            page.route = f"/play/{s.save_id}"
            make_main(tmp_path)(page)
        await h.start(main)
        assert "uncover" in h.ids()
        text = h.texts()
        assert "Since your turn: 2 moves, 1 hit you" in text
        labels = [c.label for c in h.controls() if isinstance(c, ft.Semantics) and c.label]
        assert any(lab.startswith("Hit you: Ben: ") and "takes a Crab from Ana" in lab
                   for lab in labels), labels
        assert any(lab.startswith("Cy (bot): ") for lab in labels), "bots are marked"
        await h.tap("uncover")
        assert "recap-open" in h.ids(), "the top of the turn says what happened too"
    run(go())


def test_a_spectators_board_shows_no_one_as_you_and_nothing_private(tmp_path, monkeypatch):
    """While bots play after a person's move, the screen is nobody's: the board draws a
    view with no viewer: every player as a row, no own area, no decision."""
    async def go():
        h = await open_position(tmp_path, "5p-bots", 360, 640)
        app = h.page.data
        s = app.session
        monkeypatch.setattr(type(s), "viewer", property(lambda self: None))
        app.board = None
        app.render()
        await h.settle()
        ids = h.ids()
        assert not [i for i in ids if i.startswith("mine-")]
        assert {f"player-{q}" for q in range(5)} <= set(ids)
        text = h.texts()
        assert "(you)" not in text and "Under your Beaches" not in text
        assert not [i for i in ids if i.startswith(("side-", "isopods-"))]
    run(go())


def test_table_settings_are_kept_and_change_the_board(tmp_path):
    async def go():
        h = await open_position(tmp_path, "2p", 360, 640)
        before = max(c.size for c in h.controls() if isinstance(c, ft.Text) and c.size)
        await h.tap("play-settings")
        await h.tap("pace-slow")
        app = h.page.data
        assert app.prefs.pace == "slow" and app.prefs.bot_delay(1.0) > 1.0
        app.prefs.set("large_text", True)
        app.prefs.set("reduce_motion", True)
        app.settings_changed()
        await h.settle()
        after = max(c.size for c in h.controls() if isinstance(c, ft.Text) and c.size)
        assert after > before
        assert not [c for c in h.controls() if isinstance(c, ft.AnimatedSwitcher)]
        saved = json.loads((tmp_path / "settings.json").read_text())["table"]
        assert saved["pace"] == "slow" and saved["large_text"] and saved["reduce_motion"]
    run(go())


@pytest.mark.parametrize("large", [False, True])
def test_the_other_players_name_has_a_line_of_its_own_with_larger_text(tmp_path, large):
    """With Larger text on a phone on its side, the one other player's counts are on a
    line under their name (the token count stays beside it): on the name's line they
    left it no room at all (Chromium drew the row with no name). The default text keeps
    one line."""
    async def go():
        h = await open_position(tmp_path, "2p", 640, 360)     # Ben to play, Ana the other
        app = h.page.data
        app.prefs.set("large_text", large)
        app.settings_changed()
        await h.settle()
        row = h.find("player-0")
        name = next(c for c in walk(row, parked=True) if isinstance(c, ft.Text)
                    and c.value == "Ana")
        line = next(c for c in walk(row, parked=True) if isinstance(c, ft.Row)
                    and name in c.controls)
        # after the name: the token count alone (a card: Stacks, Waves, Beaches and
        # Crabs on the line below), or the count and the four (one line)
        after_name = line.controls[line.controls.index(name) + 1:]
        assert len(after_name) == (1 if large else 5), (large, after_name)
    run(go())


@pytest.mark.parametrize("name", ["2p", "settings-open"])
def test_a_reload_puts_a_game_of_two_people_back_under_its_cover(tmp_path, name):
    """The served app kept its session across a browser reload and showed Player 1's
    hand with no cover: whoever holds the device after a reload is unknown."""
    async def go():
        h = await open_position(tmp_path, "2p", 360, 640)
        s = h.page.data.session
        assert s.viewer is not None and "uncover" not in h.ids()
        if name == "settings-open":
            await h.tap("play-settings")
        await h.reconnect()
        assert "uncover" in h.ids(), h.ids()
        assert s.viewer is None and not s.secrets_shown()
        assert "settings-done" not in h.ids()
        await h.tap("uncover")
        assert s.viewer == s.to_move
    run(go())


@pytest.mark.parametrize("way_back", ["browser", "resume"])
def test_home_by_the_browsers_back_button_puts_the_game_back_under_its_cover(tmp_path, way_back):
    """The browser's Back took a revealed two-person game home with its session kept;
    Forward, or Resume on home, showed that person's hand again with no cover, to
    whoever held the device by then. The game's own Back arrow already covered it."""
    async def go():
        h = await open_position(tmp_path, "2p", 360, 640)
        app = h.page.data
        save_id = app.session.save_id
        assert "uncover" not in h.ids() and app.session.secrets_shown()
        app.on_route_change(SimpleNamespace(route="/"))   # the browser's Back
        await h.settle()
        assert "home-settings" in h.ids()
        if way_back == "browser":
            app.on_route_change(SimpleNamespace(route=f"/play/{save_id}"))   # Forward
        else:
            await h.tap(f"resume-{save_id}")
        await h.settle()
        assert "uncover" in h.ids(), h.ids()
        assert not app.session.secrets_shown()
    run(go())


def test_choosing_a_bot_pace_keeps_settings_open_until_done(tmp_path):
    """Settings stayed open only for the switches: a pace tap closed the dialog at once,
    so the player's next tap landed on the pass cover's "show my turn" beneath it."""
    async def go():
        h = await open_position(tmp_path, "2p", 360, 640)
        await h.tap("play-settings")
        await h.tap("pace-slow")
        assert "settings-done" in h.ids(), "the pace tap closed Settings"
        assert h.find("pace-slow").label == "Bot pace: slow (chosen)"
        assert h.find("pace-normal").label == "Bot pace: normal"
        await h.tap("pace-fast")
        assert h.page.data.prefs.pace == "fast"
        assert h.find("pace-fast").label == "Bot pace: fast (chosen)"
        await h.tap("settings-done")
        assert "settings-done" not in h.ids() and "pace-fast" not in h.ids()
    run(go())


def test_how_to_play_comes_before_the_first_game_and_stays_one_tap_away(tmp_path):
    async def go():
        from tests.ui.test_app import open_app
        h = await open_app(tmp_path)
        await h.tap("new-seaside")
        await h.tap("players-2")
        await h.tap("start-game")
        text = h.texts()
        assert "How to play Seaside" in text and "Goal" in text and "The end" in text
        assert "uncover" not in h.ids()
        await h.tap("howto-done")
        assert "uncover" in h.ids()
        await h.tap("uncover")
        await h.tap("play-howto")
        assert "How to play Seaside" in h.texts() and "Back to the game" in h.texts()
        await h.tap("howto-done")
        assert "decision" in h.ids()
        # a second game goes straight to the table
        h.page.data.leave_game()
        await h.settle()
        await h.tap("new-seaside")
        await h.tap("start-game")
        assert "How to play Seaside" not in h.texts()
    run(go())


def test_hints_at_twists(tmp_path):
    s = habitat_game(FileStore(str(tmp_path)))
    board = SeasideBoard(s, lambda a: None, lambda: None)
    view = s.game.observe(s.state, 0)
    view["players"][0]["rocks"] = 1
    face, words = board.side_hint(view, "Crab", "Rock")
    assert face == "Rock" and "2nd Rock: Crab Habitat" in words
    view["players"][0]["beaches"] = 0
    assert board.side_hint(view, "Beach", "Wave") == ("Wave", "This Wave has no Beach to flip.")


@pytest.mark.parametrize("stacks,twist", [([3, 3], True), ([1], False), ([], False)])
def test_a_sandpiper_with_no_isopods_to_take_is_said_to_be_discarded(tmp_path, stacks, twist):
    """The rulebook: a new Sandpiper Stack "smaller than the one(s) on your Seaside: → You
    must discard it immediately". With no Isopods in the Sea a Sandpiper makes a stack of
    1: the twist on its button says it is discarded beside bigger stacks, and says
    nothing beside stacks of 1 (kept: the same size) or none."""
    s = habitat_game(FileStore(str(tmp_path)))
    board = SeasideBoard(s, lambda a: None, lambda: None)
    view = s.game.observe(s.state, 0)
    view["players"][0]["stacks"] = stacks
    view["sea"]["Isopod"] = 0
    expected = ("Sandpiper", "No Isopods to take: discarded.") if twist else None
    assert board.side_hint(view, "Isopod", "Sandpiper") == expected
    view["sea"]["Isopod"] = 2      # Isopods to take: a stack as large as wished
    assert board.side_hint(view, "Isopod", "Sandpiper") is None


def test_a_twist_is_written_on_the_side_it_concerns(tmp_path):
    """'The 2nd Rock creates a Crab Habitat.': the twist is written on the Rock's
    own button in place of its usual aid, not in a box under both sides (which ran under
    a phone's edge with Larger text); the other side keeps its aid."""
    s = habitat_game(FileStore(str(tmp_path)))
    board = SeasideBoard(s, lambda a: None, lambda: None)
    view = s.game.observe(s.state, 0)
    view["players"][0]["rocks"] = 1
    view["drawn"] = ["Crab", "Rock"]
    drawn = board.choose_side(view, [("side", "Crab"), ("side", "Rock")])
    labels = {c.identifier: c.label for c in walk(drawn[0], parked=True)
              if isinstance(c, ft.Semantics) and c.identifier}
    assert labels["side-rock"] == "Play Rock: 2nd Rock: Crab Habitat, take a Crab."
    assert labels["side-crab"] == "Play Crab: To the Sea; draw again."
    assert len(drawn) == 1           # no hint box beside the two sides


def test_ranking_puts_the_winner_first_and_ties_share_a_place():
    assert places([10, 14, 9]) == [(1, 1), (0, 2), (2, 3)]
    assert places([12, 12, 9]) == [(0, 1), (1, 1), (2, 3)]


def test_the_only_seat_of_a_solo_game_stays_a_person(tmp_path):
    async def go():
        from tests.ui.test_app import open_app
        h = await open_app(tmp_path)
        await h.tap("new-seaside")
        app = h.page.data
        app.setup["seats"][0]["bot"] = True   # remembered from a game where seat 1 was a bot
        await h.tap("players-1")
        sem = h.find("seat-0-kind")
        assert sem is not None and not sem.button, "nothing to switch in solo"
        assert "Seat 1: Person" == sem.label
        app.toggle_bot(0)
        await h.tap("start-game")
        assert app.session.seats[0]["bot"] is False
    run(go())


def test_rules_open_at_the_parts_that_matter(tmp_path):
    async def go():
        from tests.ui.test_app import open_app
        h = await open_app(tmp_path)
        await h.tap("rules-seaside")
        parts = [i for i in h.ids() if i.startswith("rules-page-")]
        text = h.texts()
        assert text.index("Start here") < text.index("Goal") < text.index("Everything else")
        assert text.index("Everything else") < text.index("Contents")
        assert parts[0] == "rules-page-2"  # Goal, not the box's contents
        assert len(parts) == len(set(parts)) and "rules-page-1" in parts
    run(go())


def test_bots_are_marked_in_the_continue_list(tmp_path):
    async def go():
        from tests.ui.test_app import open_app, start_seaside
        h = await open_app(tmp_path)
        await start_seaside(h, [("Ana", False), ("Robo", True)])
        h.page.data.leave_game()
        await h.settle()
        assert "Seaside: Ana, Robo (bot)" in h.texts()
    run(go())


class FakePage:
    def __init__(self):
        self.tasks = []

    def run_task(self, fn, *args):
        self.tasks.append((fn, args))


def test_a_moving_piece_lands_and_a_new_state_jumps_it_to_its_end(monkeypatch):
    from ui.table import motion
    from ui.table.motion import Flight, Hop
    monkeypatch.setattr(motion, "START_DELAY", 0)
    monkeypatch.setattr(motion, "HOP_MS", 0)
    monkeypatch.setattr(motion, "HOP_GAP", 0)
    page, redraws = FakePage(), []
    flight = Flight(page, style.Look(), refresh=lambda: redraws.append(flight.step))
    hops = [Hop("Wave", "Ana's Beach", "Ana", was="Beach"), Hop("Shell", "Ana", "Sea")]
    flight.strip(hops, 336, "Ana's Wave flips a Beach", "news", serial=1)
    assert not flight.landed and flight.step == 0
    flight.start()
    flight.start()  # drawn again before it moved: still one journey
    assert len(page.tasks) == 1
    fn, args = page.tasks.pop()
    asyncio.run(fn(*args))
    assert redraws == [0, 1, 1], "each hop starts, then lands, one after the other"
    assert flight.landed and flight.step == 1
    # a new action while a piece is on its way: the old journey stops where it is
    flight.strip(hops[:1], 336, "Ana's Wave flips a Beach", "news", serial=2)
    old = flight.generation
    flight.start()
    fn, args = page.tasks.pop()
    flight.strip([Hop("Crab", "Bag", "Sea")], 336, "Ben throws a Crab", "news", serial=3)
    assert flight.generation == old + 1 and flight.step == 0
    redraws.clear()
    asyncio.run(fn(*args))
    assert redraws == [], "the replaced journey draws nothing more"


def test_reduced_motion_draws_every_piece_where_it_lands():
    from ui.table.motion import Flight, Hop, switch
    page = FakePage()
    flight = Flight(page, style.Look(motion=False), refresh=lambda: None)
    strip = flight.strip([Hop("Crab", "Bag", "Sea")], 336, "Ben throws a Crab", "news", serial=1)
    flight.start()
    assert flight.landed and not page.tasks
    pieces = [c for c in walk(strip, parked=True) if isinstance(c, ft.Container)
              and str(c.key or "").startswith("piece-")]
    assert pieces and pieces[0].left > 0 and pieces[0].animate_position is None
    assert not isinstance(switch(ft.Text("x"), "k", style.Look(motion=False)), ft.AnimatedSwitcher)


def test_a_drawn_token_comes_out_of_the_bag_then_stands_full_size(tmp_path):
    async def go():
        h = await open_position(tmp_path, "2p-bot", 360, 640)

        def pair():
            return [c for c in h.controls() if isinstance(c, ft.Container)
                    and str(c.key or "").startswith("drawn-")][0]
        await asyncio.sleep(0.3)
        await h.settle()
        assert pair().scale == 1 and pair().opacity == 1
        assert "side-shell" in h.ids(), "this position's draw shows a Shell"
        await h.tap("side-shell")   # into the Sea: the same person draws again
        assert [i for i in h.ids() if i.startswith("side-")]
        assert pair().scale < 1 and pair().opacity < 1, "a new draw starts small and faint"
        await asyncio.sleep(0.3)
        await h.settle()
        assert pair().scale == 1 and pair().opacity == 1 and pair().animate_scale is not None
    run(go())



def test_the_end_shows_every_score_as_a_stack_rising(tmp_path):
    """The end as stacks rising: each player's score stands as a stack of bands, one
    per scoring category, drawn flat and then grown (Flutter animates the height),
    taller for the higher score."""
    import random
    s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {}, 3,
                        FileStore(os.path.join(tmp_path, "saves")))
    chooser = random.Random(3)
    while not s.over:
        s.play(chooser.choice(s.game.legal_actions(s.state)))
    result = s.result()

    def bands():
        stacks = [c for c in h.controls() if isinstance(c, ft.Semantics)
                  and c.identifier == "score-stacks"]
        assert stacks, "no score stacks on the end screen"
        return {c.key: c.height for c in walk(stacks[0].content)
                if isinstance(c, ft.Container) and (c.key or "").startswith("band-")}

    async def go():
        nonlocal h
        h = await Harness(360, 640).start(make_main(tmp_path))
        h.page.data.go(f"/play/{s.save_id}")
        await h.settle()
        assert "Game over" in h.texts()
        flat = bands()
        assert flat and set(flat.values()) == {0}
        await asyncio.sleep(0.4)
        await h.settle()
        risen = bands()
        assert risen.keys() == flat.keys() and min(risen.values()) > 0
        tall = [sum(v for k, v in risen.items() if k.startswith(f"band-{q}-")) for q in (0, 1)]
        a, b = result["scores"]
        assert (tall[0] > tall[1]) == (a > b) and (tall[0] == tall[1]) == (a == b)
    h = None
    run(go())


def test_a_narrow_cards_name_is_brief():
    """A button's name is text inside its box in the browser: a card narrower than its
    words says who and `brief` only, and its own words and marks stay in the card."""
    from ui.table.rows import player_card
    full = player_card("Esperanza", bot=False, count=14, count_label="tiles placed",
                       items=[], spoken="score so far 27, kept a tile this round",
                       current=True, on_open=lambda e: None, key="player-0")
    short = player_card("Esperanza", bot=False, count=14, count_label="tiles placed",
                        items=[], spoken="score so far 27, kept a tile this round",
                        current=True, on_open=lambda e: None, key="player-0",
                        brief="score so far 27, kept a tile")
    assert full.label == ("Esperanza, to play: 14 tiles placed; score so far 27, kept a "
                          "tile this round. Tap for details")
    assert short.label == "Esperanza, to play: score so far 27, kept a tile"
    assert short.button and short.identifier == "player-0"



@pytest.mark.parametrize("large", [False, True])
def test_a_tablets_seaside_log_keeps_fewer_moves_with_larger_text(tmp_path, large):
    """A tablet's Seaside log ("What happened") lists the last six moves; with Larger
    text, whose lines wrap to two, the last three (six ran the left column 10-71 px
    under the window's edge in Chromium). The newest stays first."""
    s = habitat_game(FileStore(str(tmp_path)))
    board = SeasideBoard(s, lambda a: None, lambda: None,
                         look=style.Look(scale=1.25 if large else 1.0))
    head, *shown = [c.value for c in walk(board.log(), parked=True) if isinstance(c, ft.Text)]
    log = [line for line in s.log if line]
    assert head == "What happened (newest first)" and len(log) > 6
    assert shown == list(reversed(log[-(3 if large else 6):]))


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("width,height", [(360, 640), (640, 360)])
def test_larger_text_on_a_phone_gives_your_decision_the_last_moves_room(tmp_path, width,
                                                                        height, large):
    """With Larger text a phone's Seaside screen ran 4-114 px under the window's edge
    (measured by a mouse wheel in Chromium, 27 screens): on your own decision the last
    move's strip gives way (the pass cover lists the moves since your turn), and the Sea
    is its pool alone (its label still says "The Sea"), so its three tokens keep one row.
    While someone else plays, the strip shows their move."""
    s = habitat_game(FileStore(str(tmp_path)))          # Ana (a person) to choose a side
    s.uncover()
    look = style.Look(scale=1.25 if large else 1.0)

    def drawn():
        board = SeasideBoard(s, lambda a: None, lambda: None, look=look)
        return list(walk(board.build(width, height), parked=True))

    def strip(controls):
        return any(getattr(c, "key", None) == "news" for c in controls)

    def sea_title(controls):
        return [c.value for c in controls if isinstance(c, ft.Text) and c.value == "The Sea"]
    screen = drawn()
    assert "decision" in [c.identifier for c in screen if isinstance(c, ft.Semantics)]
    assert strip(screen) == (not large)
    assert sea_title(screen) == ([] if large else ["The Sea"])
    s.revealed_to = None            # drawn for nobody: as while a bot or another plays
    assert s.viewer is None and strip(drawn())


@pytest.mark.parametrize("large", [False, True])
def test_larger_text_on_a_phone_on_its_side_asks_for_isopods_on_one_line(tmp_path, large):
    """A Sandpiper played ("Take as many Isopods as you wish from the Sea"),
    640x360, two people: the prompt "Your Sandpiper takes Isopods" stood on two lines
    beside Undo with Larger text and put the hint 22 px under the window's edge. There
    the question is "How many Isopods?" and Undo stands among the numbers; the default
    text keeps the prompt."""
    s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {}, 7,
                        FileStore(str(tmp_path)))
    for _ in range(400):
        if s.state["phase"] == "isopods":
            break
        legal = s.game.legal_actions(s.state)
        s.play(("side", "Sandpiper") if ("side", "Sandpiper") in legal else sorted(legal)[0])
    assert s.state["phase"] == "isopods"
    s.uncover()
    board = SeasideBoard(s, lambda a: None, lambda: None,
                         look=style.Look(scale=1.25 if large else 1.0))
    screen = list(walk(board.build(640, 360), parked=True))
    said = [c.value for c in screen if isinstance(c, ft.Text)]
    assert ("How many Isopods?" in said) == large
    assert ("Your Sandpiper takes Isopods" in said) == (not large)
    if large:   # (default text: where Undo goes is the test after the next)
        assert board.undo_in_choices


@pytest.mark.parametrize("large", [False, True])
def test_larger_text_on_a_phone_marks_what_lies_under_your_beaches_in_your_header(tmp_path,
                                                                                 large):
    """What lies under your Beaches is yours alone to see. On a phone with Larger text
    it is marked in your area's header (a lock, then its pictures) instead of a line
    of its own, which put the sides' buttons 23 px under a 360x640 window's edge with
    five players; the spoken words stay the same. The default text keeps the line."""
    s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {}, 3,
                        FileStore(str(tmp_path)))
    for _ in range(400):
        s.uncover()
        if s.view()["players"][s.to_move].get("beach_hidden"):
            break
        legal = s.game.legal_actions(s.state)
        s.play(("side", "Beach") if ("side", "Beach") in legal else sorted(legal)[0])
    me = s.to_move
    assert s.view()["players"][me]["beach_hidden"]
    board = SeasideBoard(s, lambda a: None, lambda: None,
                         look=style.Look(scale=1.25 if large else 1.0))
    area = next(c for c in walk(board.build(360, 640), parked=True)
                if isinstance(c, ft.Semantics) and c.identifier == f"mine-{me}")
    header = area.content.content.controls[0]
    marks = [c for c in walk(header, parked=True) if isinstance(c, ft.Semantics)
             and str(c.label or "").startswith("Under your Beaches (only you see this)")]
    said = [c.value for c in walk(area, parked=True) if isinstance(c, ft.Text)]
    assert bool(marks) == large
    assert ("Under your Beaches:" in said) == (not large)
    assert any(str(c.label or "").startswith("Under your Beaches (only you see this)")
               for c in walk(area, parked=True) if isinstance(c, ft.Semantics))
    # beside the lock the count stands alone, as on a card, so the name keeps its room
    # (with "10 tokens" too, "Cleo (you)" was cut to "Cl..." on a phone on its side)
    tokens = s.view()["players"][me]["tokens"]
    spoken = f"{tokens} token" + ("s" if tokens != 1 else "")
    count = next(c for c in header.controls if isinstance(c, ft.Text)
                 and c.semantics_label == spoken)
    assert count.value == (str(tokens) if large else spoken)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_larger_text_on_a_phone_on_its_side_puts_your_area_over_your_decision(tmp_path,
                                                                               large, players):
    """640x360: from four players with Larger text the others' cards fill the right
    column (a card's counts wrap onto a third line; with your area over them the last
    card ran 13 px under the window's edge, four and five players). Your area goes over
    your decision on the left, the bag and the Sea over the cards on the right; with
    fewer players or the default text your area stays over the cards."""
    seats = [{"name": n} for n in ("Ana", "Ben", "Cleo", "Dmitri", "Esperanza")[:players]]
    s = GameSession.new("seaside", seats, {}, 11, FileStore(str(tmp_path)))
    s.uncover()
    board = SeasideBoard(s, lambda a: None, lambda: None,
                         look=style.Look(scale=1.25 if large else 1.0))
    row = next(c for c in walk(board.build(640, 360), parked=True)
               if isinstance(c, ft.Row) and c.key == "table-landscape")
    left, right = ({c.identifier for c in walk(side, parked=True)
                    if isinstance(c, ft.Semantics) and c.identifier} for side in row.controls)
    mine_left = large and players >= 4
    assert ("mine-0" in left) == mine_left and ("mine-0" in right) != mine_left
    assert "decision" in left and "player-1" in right
    assert ("sea" in right) == mine_left and ("sea" in left) != mine_left


def test_larger_text_on_a_phone_gives_a_sides_buttons_their_words_room(tmp_path):
    """360x640, Larger text: the two sides' buttons lose their inner margin (a Wave's
    three-line twist put the decision's frame 3 px under the window's edge, five
    players); each stays at least 48 px tall, and a tablet keeps the margin."""
    s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {}, 3,
                        FileStore(str(tmp_path)))
    s.uncover()
    assert s.state["phase"] == "side"
    for width, height, scale, margin in ((360, 640, 1.25, 0), (360, 640, 1.0, 4),
                                         (1024, 768, 1.25, 4)):
        board = SeasideBoard(s, lambda a: None, lambda: None, look=style.Look(scale=scale))
        screen = list(walk(board.build(width, height), parked=True))
        sides = [c for c in screen if isinstance(c, ft.Semantics)
                 and str(c.identifier or "").startswith("side-")]
        assert len(sides) == 2
        for side in sides:
            # the margin round the button's words: the Container holding their column
            inner = next(c for c in walk(side, parked=True) if isinstance(c, ft.Container)
                         and isinstance(c.content, ft.Column))
            assert inner.padding.top == margin, (width, scale)


@pytest.mark.parametrize("kind,short,rule", [
    ("flip", "Flip a Beach", "The Beach you flip is played as if drawn."),
    ("steal", "Take a Crab", "You took the Sea's Crabs; now one from another player.")])
@pytest.mark.parametrize("width,height", [(360, 640), (640, 360), (1024, 768)])
def test_larger_text_on_a_phone_asks_for_a_flip_or_a_crab_in_few_words(tmp_path, kind, short,
                                                                      rule, width, height):
    """The browser matrix's kept positions with Larger text: a Wave's flip and a Crab to
    take ran 4-67 px under the window's edge (four and five players, both phone
    sizes). On a phone they ask in few words, Undo among the choices, without the
    rule's hint under them; a tablet keeps the prompt, Undo beside it and the hint."""
    from tests.support import decision_positions as D
    from tests.ui.test_board_contract import open_kept_uncovered
    path = next(p for g, v, k, p in D.kept() if g == "seaside" and v == "4p" and k == kind)

    async def go():
        h = await open_kept_uncovered(tmp_path, path, width, height, large=True)
        phone = width < 900
        decision = h.find("decision")
        said = [c.value for c in walk(decision) if isinstance(c, ft.Text)]
        assert (short in said) == phone, said
        if phone:
            assert "hint" not in h.ids()
        else:
            assert rule in h.find("hint").label
        undo = next(c for c in walk(decision) if isinstance(c, ft.Semantics)
                    and c.identifier == "undo")
        choices_row = next(c for c in walk(decision) if isinstance(c, ft.Row)
                           and any(isinstance(x, ft.Semantics) and str(x.identifier or "")
                                   .startswith(kind + "-") for x in walk(c)))
        assert (undo in choices_row.controls) == phone
    run(go())


@pytest.mark.parametrize("speaks,short,full", [
    ("en", "Flip a Beach", "Your Wave flips a Beach"),
    ("fr", "Retourne une Plage", "Ta Vague retourne une Plage")])
@pytest.mark.parametrize("width,height", [(360, 640), (640, 360)])
def test_a_phone_on_its_side_asks_for_a_flip_in_few_words(tmp_path, speaks, short, full,
                                                          width, height):
    """Beside Undo in the 300 px column of a phone on its side, the French prompt "Ta
    Vague retourne une Plage" took two lines and the hint under the flip's choices ran
    under the window's edge: there the flip asks in few words, in either language, and
    keeps its hint; upright the whole prompt stands."""
    from tests.support import decision_positions as D
    from tests.ui.test_board_contract import open_kept
    path = next(p for g, v, k, p in D.kept() if g == "seaside" and v == "4p" and k == "flip")

    async def go():
        h, _doc = await open_kept(tmp_path, path, width, height, speaks=speaks)
        if "uncover" in h.ids():
            await h.tap("uncover")
        said = [c.value for c in walk(h.find("decision")) if isinstance(c, ft.Text)]
        on_side = width > height
        assert (short in said) == on_side and (full in said) != on_side, said
        assert "hint" in h.ids()
    run(go())


@pytest.mark.parametrize("beaches,words,hint_shown", [(2, True, True), (3, False, True),
                                                      (5, False, False)])
def test_a_phone_on_its_side_draws_three_beaches_to_flip_on_one_row_with_the_hint(
        tmp_path, beaches, words, hint_shown):
    """On a phone on its side (a 300 px column), two Beaches to flip keep their words;
    from three the buttons are pictures alone (two with the French words did not fit a
    row, and the third's row put the hint 46 px under the window's edge), three to a
    row, and the rule's hint stays while the choices keep to one row."""
    from tests.support import decision_positions as D
    from tests.ui.test_board_contract import open_kept
    path = next(p for g, v, k, p in D.kept() if g == "seaside" and v == "1p" and k == "flip")

    async def go():
        h, _doc = await open_kept(tmp_path, path, 640, 360, speaks="fr")
        board = h.page.data.board
        s = board.session
        legal = [a for a in s.legal_actions() if a[0] == "flip"][:beaches]
        assert len(legal) == beaches
        out = board.choose_flip(s.view(), legal)
        buttons = [c for c in walk(out[0]) if isinstance(c, ft.Semantics)
                   and str(c.identifier or "").startswith("flip-")]
        assert len(buttons) == beaches
        said = [t.value for b in buttons for t in walk(b) if isinstance(t, ft.Text)
                and not t.value.isdigit()]
        assert bool(said) == words, said
        assert (len(out) == 2) == hint_shown
    run(go())


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("width,height", [(360, 640), (640, 360)])
def test_other_players_stacks_show_a_sandpiper_not_bars(tmp_path, width, height, large):
    """On a phone another player's kept stacks, in their card, stand as a Sandpiper
    beside "2×3" at the size of the card's other pieces: drawn as 2 px bars they read as
    a stroke, not as a Sandpiper's stacks. (A tablet draws each Seaside whole, each
    Sandpiper on its stack.) Every piece in another player's card is at least 20 px
    (issue 24: "others' at least 20 px"), with either text size."""
    from tests.support import decision_positions as D
    from tests.ui.test_board_contract import open_kept_uncovered
    path = next(p for g, v, k, p in D.kept() if g == "seaside" and v == "4p" and k == "side")

    async def go():
        h = await open_kept_uncovered(tmp_path, path, width, height, large=large)
        me = h.page.data.board.session.view()["viewer"]
        cards = [h.find(f"player-{q}") for q in range(4) if q != me]
        stacks = [c for card in cards for c in walk(card, parked=True)
                  if isinstance(c, ft.Semantics)
                  and re.fullmatch(r"no stack|\d+ stacks? of \d+ tokens?", c.label or "")]
        assert len(stacks) == 3, len(stacks)
        for c in stacks:
            boxes = [b for b in walk(c, parked=True) if isinstance(b, ft.Container)]
            assert not [b for b in boxes if b.height is not None and b.height < 8], c.label
            pictures = [b for b in boxes if b.width and b.width == b.height]
            assert len(pictures) == 1, c.label
        for card in cards:
            pieces = [b.width for b in walk(card, parked=True) if isinstance(b, ft.Container)
                      and b.width and b.width == b.height]
            assert len(pieces) == 4 and min(pieces) >= 20, pieces
    run(go())


@pytest.mark.parametrize("speaks,moves", [("en", 3), ("fr", 2)])
def test_a_tablets_log_with_larger_text_keeps_to_its_lines(tmp_path, speaks, moves):
    """A tablet with Larger text lists the last three moves under the decision, or
    fewer where their words wrap past seven lines: in French the three newest took
    eight lines and ran the left column 8 px under a 1024x768 window's edge."""
    from tests.support import decision_positions as D
    from tests.ui.test_board_contract import open_kept_uncovered
    path = next(p for g, v, k, p in D.kept() if g == "seaside" and v == "4p" and k == "steal")

    async def go():
        h = await open_kept_uncovered(tmp_path, path, 1024, 768, large=True, speaks=speaks)
        board = h.page.data.board
        log = board.log()
        said = [t.value for t in walk(log) if isinstance(t, ft.Text)]
        newest = [line for line in board.session.log if line][::-1]
        assert said[1:] == newest[:moves], said
    run(go())


@pytest.mark.parametrize("mode", ["portrait", "landscape"])
def test_a_phones_seaside_draws_all_its_sandpiper_stacks_as_one_place(mode):
    """The rulebook: "Keep all Sandpiper stacks of the same size." On a phone your Seaside
    keeps to one line of 40 px pieces: one stack stands for all of them, "×3" at its foot
    and said in its name (one place a stack wrapped a late game's Seaside onto a second
    line and ran the decision 7-47 px under the window's edge). A tablet lays each
    Sandpiper on its own stack."""
    from ui.table.style import PLAIN
    p = {"stacks": [2, 2, 2], "beaches": 2, "waves": 1, "crabs": 3, "shells": 1, "rocks": 2}
    board = SimpleNamespace(look=PLAIN, mode=mode, places=SeasideBoard.places)
    row = SeasideBoard.seaside(board, p, 40)
    places = [c for c in walk(row, parked=True) if isinstance(c, ft.Semantics) and c.label]
    assert [c.label for c in places] == ["3 stacks of 2 tokens", "2 Beaches", "1 Wave",
                                         "3 Crabs", "1 Shell", "2 Rocks"]
    said = [t.value for t in walk(places[0], parked=True) if isinstance(t, ft.Text)]
    assert said == ["2", "\u00d73"]
    # six places of 40 px, 6 px apart: inside the narrowest phone area (640x360's, 276 px)
    widths = [next(b.width for b in walk(c, parked=True) if getattr(b, "width", None))
              for c in places]
    assert all(w == 40 for w in widths) and sum(widths) + 6 * (len(widths) - 1) <= 276

    board.mode = "tablet"
    places = [c for c in walk(SeasideBoard.seaside(board, p, 56), parked=True)
              if isinstance(c, ft.Semantics) and c.label]
    assert [c.label for c in places][:3] == ["A Sandpiper stack of 2 tokens"] * 3


def test_short_twists_keep_what_each_says(tmp_path):
    """The same twists in fewer words, for a side's narrow button (Larger text on a
    phone): each still names what happens."""
    s = habitat_game(FileStore(str(tmp_path)))
    board = SeasideBoard(s, lambda a: None, lambda: None)
    view = s.game.observe(s.state, 0)
    view["players"][0]["rocks"] = 1
    assert board.side_hint(view, "Crab", "Rock", short=True) == ("Rock",
                                                                 "2nd Rock: take a Crab.")
    view["players"][0]["rocks"] = 0
    view["players"][0]["beaches"] = 0
    assert board.side_hint(view, "Beach", "Wave", short=True) == ("Wave", "No Beach to flip.")
    view["sea"]["Shell"] = 0
    assert board.side_hint(view, "Beach", "Isopod", short=True) == ("Beach",
                                                                    "No Shells in the Sea.")
    view["players"][0]["stacks"], view["sea"]["Isopod"] = [3], 0
    assert board.side_hint(view, "Isopod", "Sandpiper", short=True) == (
        "Sandpiper", "No Isopods: discarded.")


@pytest.mark.parametrize("speaks,large,twist,name", [
    ("fr", True, "Aucun Isopode : défaussé.", "Bécasseau"),
    ("fr", False, "Aucun Isopode à prendre : défaussé.", "Bécasseau"),
    ("en", True, "No Isopods: discarded.", "Sandpiper")])
def test_a_phones_side_buttons_with_larger_text_say_a_twist_in_few_words(tmp_path, speaks,
                                                                          large, twist, name):
    """"Sandpiper: Take Isopods [...] If it's smaller than the one(s) on your Seaside:
    You must discard it immediately." Four players late in a game (the sweep's), a
    Sandpiper drawn with no Isopods in the Sea, on a phone on its side: with Larger
    text the French twist "Aucun Isopode à prendre : défaussé." took four lines of a
    120 px button and ran it 9 px under the window's edge, and "Bécasseau" ran past
    the button's side. There the twist is said in fewer words, and the name keeps to
    its button (one line, "…" at worst)."""
    from tests.ui.test_board_contract import late_position_file, open_kept_uncovered
    kind, path = late_position_file(tmp_path, "seaside", "4p-3of4")
    assert kind == "side"

    async def go():
        h = await open_kept_uncovered(os.path.join(str(tmp_path), "open"), path, 640, 360,
                                      large=large, speaks=speaks)
        button = h.find("side-sandpiper")
        said = [c.value for c in walk(button, parked=True) if isinstance(c, ft.Text)]
        assert twist in said, said
        title = next(c for c in walk(button, parked=True)
                     if isinstance(c, ft.Text) and c.value == name)
        assert title.max_lines == 1 and title.expand
    run(go())


@pytest.mark.parametrize("speaks,large,in_header", [
    ("fr", True, True), ("en", True, True), ("en", False, False)])
def test_a_tablets_area_keeps_what_lies_under_your_beaches_in_view(tmp_path, speaks, large,
                                                                   in_header):
    """"Beach: Place the Beach on your Seaside [...] with the Shell(s) underneath" (the
    tokens under your Beaches are yours to see). Five players at 1024x768 (the sweep's
    --seed 2000, the third of four positions): with Larger text your area's own line
    "Under your Beaches" was cut by the area's bottom edge, your pieces already at their
    least size (counted unscaled, the header and that line stood taller than counted).
    There they go into the area's header, a lock and their pictures, as on a phone with
    Larger text; with the default text the line stays."""
    from tests.ui.test_board_contract import late_position_file, open_kept_uncovered
    kind, path = late_position_file(tmp_path, "seaside", "5p-2of4s2000")
    assert kind == "side"

    async def go():
        h = await open_kept_uncovered(os.path.join(str(tmp_path), "open"), path, 1024, 768,
                                      large=large, speaks=speaks)
        board = h.page.data.board
        view = board.session.view()
        me = view["viewer"]
        assert view["players"][me]["beach_hidden"]
        assert board.hidden_in_header(view, me) == in_header
        area = h.find(f"area-{me}")
        locked = [c for c in walk(area, parked=True) if isinstance(c, ft.Semantics)
                  and (c.label or "").startswith(("Under your Beaches", "Sous tes Plages"))]
        assert len(locked) == 1
        # in the header it is pictures alone; on its line, words too
        words = [c.value for c in walk(locked[0], parked=True) if isinstance(c, ft.Text)]
        assert bool(words) == (not in_header), words
    run(go())


@pytest.mark.parametrize("large", [False, True])
def test_a_tablets_own_area_keeps_its_pieces_whole_with_larger_text(tmp_path, large):
    """Issue 24: your own pieces at least 56 px on a tablet. Five players at 1024x768
    (the sweep's --seed 4000, four fifths through), a stack of four Waves in your
    Seaside: with Larger text the least size, 56 scaled to 70 px, put the stack over a
    second row that your area's bottom edge cut. The least is now 56 drawn pixels, and
    your Seaside fits its area."""
    from tests.ui.test_board_contract import late_position_file, open_kept_uncovered
    kind, path = late_position_file(tmp_path, "seaside", "5p-3of4s4000")
    assert kind == "side"

    async def go():
        h = await open_kept_uncovered(os.path.join(str(tmp_path), "open"), path, 1024, 768,
                                      large=large)
        board = h.page.data.board
        view = board.session.view()
        me = view["viewer"]
        p = view["players"][me]
        hidden = not board.hidden_in_header(view, me)
        drawn = board.look.size(board.tablet_size(view, me, hidden))
        assert drawn >= 56
        assert board.seaside_height(p, drawn, board.area_grid[0]) <= board.tablet_room(
            view, me, hidden)
    run(go())


def sandpiper_before(tmp_path, isopods: int, names=("Ana", "Ben", "Cleo")) -> GameSession:
    """People's Seaside (three by default) at a Sandpiper's Isopods to take, with
    `isopods` in the Sea (the first such moment of a game holding Sandpipers back until
    then, over a few seeds)."""
    for seed in range(40):
        s = GameSession.new("seaside", [{"name": n} for n in names], {}, seed,
                            FileStore(str(tmp_path)))
        pick = random.Random(seed)
        while not s.over:
            legal = s.game.legal_actions(s.state)
            if s.state["phase"] == "isopods":
                if len(legal) == isopods + 1:
                    s.uncover()
                    return s
                s.play(pick.choice(legal))
            else:   # a Sandpiper only once the Sea holds that many Isopods
                ready = len(s.state["sea"]["Isopod"]) == isopods
                s.play(("side", "Sandpiper") if ready and ("side", "Sandpiper") in legal
                       else pick.choice([a for a in legal if a != ("side", "Sandpiper")]
                                        or legal))
    raise AssertionError(f"no Sandpiper with {isopods} Isopods in the Sea")


@pytest.mark.parametrize("most", [4, 5, 8])
def test_a_phone_on_its_side_puts_undo_among_the_isopods_numbers_where_it_costs_no_row(
        tmp_path, most):
    """A Sandpiper played ("Take as many Isopods as you wish from the Sea"), three
    people, 640x360, the Sea holding `most` Isopods (the numbers 0 to `most`). With
    eight, the nine numbers stood on two rows, the prompt on two lines beside Undo, and
    the hint under them ran 8 px under the window's edge (the sweep, seed 5000). Five
    numbers fill a row: Undo then stays beside the prompt (among them it would take a
    row of its own); more leave Undo a place among the numbers, and the prompt is the
    short question."""
    s = sandpiper_before(tmp_path, most)
    assert len(s.legal_actions()) == most + 1
    board = SeasideBoard(s, lambda a: None, lambda: None, look=style.Look())
    screen = list(walk(board.build(640, 360), parked=True))
    numbers = next(c for c in screen if isinstance(c, ft.Row)
                   and any(getattr(x, "identifier", None) == "isopods-0" for x in c.controls))
    among = [x.identifier for x in numbers.controls if isinstance(x, ft.Semantics)]
    assert ("undo" in among) == (most != 4), among
    # over two rows of numbers the question in few words (in French the prompt took two
    # lines even without Undo beside it, and the hint ran 6 px under the edge)
    said = [c.value for c in screen if isinstance(c, ft.Text)]
    assert ("How many Isopods?" in said) == (most != 4)
    assert ("Your Sandpiper takes Isopods" in said) == (most == 4)


def test_larger_text_on_its_side_gives_two_rows_of_isopods_the_seas_room(tmp_path):
    """Larger text, 640x360, three people, eight Isopods in the Sea (the sweep's --seed
    5000): under the numbers' two rows the hint ran 39 px under the window's edge, and
    with a number picked what taking that many does beside "Take" 27 px (in French,
    upright, 17 px). The bag and the Sea go over your area on the right, and a number
    picked says what the stack does in few words (the rule it says: "it is larger than
    the one(s) on your Seaside: → You must discard all smaller Stacks and keep the new,
    larger one.")."""
    s = sandpiper_before(tmp_path, 8)
    board = SeasideBoard(s, lambda a: None, lambda: None, look=style.Look(scale=1.25))
    table = next(c for c in walk(board.build(640, 360), parked=True)
                 if getattr(c, "key", None) == "table-landscape")
    left, right = table.controls
    assert "sea" not in [getattr(c, "identifier", None) for c in walk(left, parked=True)]
    assert "sea" in [getattr(c, "identifier", None) for c in walk(right, parked=True)]
    board.isopod_choice = 8
    said = [c.value for c in walk(board.build(640, 360), parked=True) if isinstance(c, ft.Text)]
    short = [t for t in said if t.startswith("A stack of 9")]
    assert short in (["A stack of 9, kept."],
                     ["A stack of 9: your smaller stacks are discarded."]), said
    assert s.game.describe(s.state, ("isopods", 8)) not in said
    # a tablet has room for the whole sentence (who takes how many, and what it does)
    board = SeasideBoard(s, lambda a: None, lambda: None, look=style.Look(scale=1.25))
    board.isopod_choice = 8
    screen = list(walk(board.build(1024, 768), parked=True))
    assert s.game.describe(s.state, ("isopods", 8)) in [c.value for c in screen
                                                         if isinstance(c, ft.Text)]
    # a phone with the default text says it in few words too (in French, four players:
    # the whole sentence took four lines beside "Take", 10 px under a 360x640 window's
    # edge, the sweep's --seed 6000)
    board = SeasideBoard(s, lambda a: None, lambda: None, look=style.Look())
    board.isopod_choice = 8
    said = [c.value for c in walk(board.build(360, 640), parked=True) if isinstance(c, ft.Text)]
    assert any(t.startswith("A stack of 9") for t in said), said


def test_larger_text_with_four_players_keeps_two_rows_of_isopods_in_view(tmp_path):
    """Larger text, four people, five Isopods in the Sea (the sweep's --seed 6000 in
    French): upright, the three others' cards two and one, each with its Crab on a third
    line, put the hint under the numbers' two rows 73 px under a 360x640 window's edge
    (a number picked: 61 px); on its side the hint ran 13 px under the edge. Upright the
    three cards stand on one row, each with its name (the token count is in its spoken
    name); on its side the hint gives way (a number picked says what the stack does)."""
    s = sandpiper_before(tmp_path, 5, ("Ana", "Ben", "Cleo", "Dmitri"))
    me = s.viewer
    board = SeasideBoard(s, lambda a: None, lambda: None, look=style.Look(scale=1.25))
    screen = list(walk(board.build(360, 640), parked=True))
    cards = [c for c in screen if isinstance(c, ft.Semantics)
             and re.fullmatch(r"player-\d", c.identifier or "") and c.identifier != f"player-{me}"]
    assert len(cards) == 3
    rows = [c for c in screen if isinstance(c, ft.Row)
            and sum(1 for x in walk(c, parked=True) if x in cards) == 3]
    assert rows, "the three others' cards on one row"
    for card in cards:
        q = int(card.identifier[-1])
        seen = [t.value for t in walk(card, parked=True) if isinstance(t, ft.Text)]
        assert s.state["names"][q] in seen
        assert f"{s.game.observe(s.state, me)['players'][q]['tokens']} tokens" in card.label
    said = [c.value for c in walk(board.build(640, 360), parked=True) if isinstance(c, ft.Text)]
    assert not any(t.startswith(("Your stacks hold", "How many? Your first")) for t in said)
    board.isopod_choice = 5
    said = [c.value for c in walk(board.build(640, 360), parked=True) if isinstance(c, ft.Text)]
    assert any(t.startswith("A stack of 6") for t in said), said
    # the default text keeps two cards to a row and the hint
    board = SeasideBoard(s, lambda a: None, lambda: None, look=style.Look())
    said = [c.value for c in walk(board.build(640, 360), parked=True) if isinstance(c, ft.Text)]
    assert any(t.startswith(("Your stacks hold", "How many? Your first")) for t in said)


@pytest.mark.parametrize("size,large,written", [((360, 640), True, False),
                                                ((640, 360), True, False),
                                                ((1024, 768), True, True),
                                                ((1024, 768), False, True)])
def test_a_cards_sandpiper_stacks_keep_its_counts_on_one_line(tmp_path, size, large, written):
    """"Add them beneath your Sandpiper token to form a Sandpiper Stack." Five people,
    Larger text (the sweep's --seed 7000 in French): a card's "2×2" beside its
    Sandpiper put its Crab on a third line, and two such cards ran a 360x640 window 35
    px under its edge. Where the line has no room for "2×2" the card shows the
    Sandpiper alone, solid (a Seaside with no stack shows it faint), and its spoken name
    still says how many stacks of how many; a tablet's rows keep "2×2"."""
    s = sandpiper_before(tmp_path, 1, ("Ana", "Ben", "Cleo", "Dmitri", "Esperanza"))
    board = SeasideBoard(s, lambda a: None, lambda: None,
                         look=style.Look(scale=1.25 if large else 1.0))
    board.build(*size)
    view = s.view()
    others = [q for q in range(5) if q != view["viewer"]]
    view["players"][others[0]].update(stacks=[2, 2], waves=1, beaches=2, crabs=1)
    card = next(c for part in board.others(view, others) for c in walk(part, parked=True)
                if getattr(c, "identifier", None) == f"player-{others[0]}")
    seen = list(walk(card, parked=True))
    words = [c.value for c in seen if isinstance(c, ft.Text)]
    assert ("2\u00d72" in words) == written, words
    assert any(c.label == "2 stacks of 2 tokens" for c in seen if isinstance(c, ft.Semantics))
    assert all(str(n) in words for n in (1, 2))


def test_a_tablet_says_a_single_move_since_your_turn_once(tmp_path):
    """On a tablet the strip over the decision says the last move, and the list under
    it what happened since your turn: when that is the last move alone, it stood
    twice. It is said once, by the strip; with two moves or more the list stays."""
    def said(h) -> int:
        """How many of the play screen's texts say Ana's move."""
        return sum("Ana places a Beach." in c.value
                   for c in walk(h.page.data.slots["play"].box, parked=True)
                   if isinstance(c, ft.Text) and isinstance(c.value, str))

    async def go():
        store = FileStore(os.path.join(tmp_path, "saves"))
        s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {}, 1, store)
        s.play(sorted(s.game.legal_actions(s.state))[0])
        assert s.to_move == 1 and s.log == ["Ana places a Beach."]
        with open(os.path.join(tmp_path, "settings.json"), "w") as f:
            json.dump({"table": {"howto_seen": ["seaside"]}}, f)
        h = Harness(1024, 768)

        def main(page):
            page.route = f"/play/{s.save_id}"
            make_main(tmp_path)(page)
        await h.start(main)
        await h.tap("uncover")
        assert said(h) == 1
        assert "recap" not in h.ids()
        # Ben's turn (an Isopod to the Sea, draws again, a Beach), then Ana's: two
        # moves since hers, listed under the strip
        s.play(sorted(s.game.legal_actions(s.state))[0])
        s.play(sorted(s.game.legal_actions(s.state))[0])
        assert s.to_move == 0
        h.page.data.go("/")
        await h.settle()
        h.page.data.go(f"/play/{s.save_id}")
        await h.settle()
        await h.tap("uncover")
        assert "recap" in h.ids()
    run(go())
