"""Sandcastles (2015)'s board without a browser: pytest drives the app (tests/support/ui_harness.py)
through whole games by tapping what is on screen: building on lit cells, an attack with a
counter and a re-strengthen between two people (the device passed at each step), restocking,
exchanges, a bot, and the end screen whose breakdown must be core's result."""
from __future__ import annotations

import json
import os
import random
import re

import flet as ft
import pytest

from core.registry import get_game
from core.sandcastles_2015 import components as C
from core.sandcastles_2015.geometry import ROTATIONS, tops
from tests.support import decision_positions as D
from tests.support import tier
from tests.ui.test_app import make_main, open_app, wait_for_bots
from tests.support.ui_harness import SecretWatch, run, strings_of, walk
from ui.session import GameSession
from ui.storage import FileStore

CRAB, BUCKET, SEAGULL = C.CRAB, C.BUCKET, C.SEAGULL


def tile(kind, walls=None, used=set()):
    """A distinct main-deck tile: a sandcastle tile of a creature and wall type, or
    an attack tile (walls None)."""
    pool = C.ATTACK_TILES if walls is None else C.SAND_TILES
    for t in pool:
        if t in used:
            continue
        if walls is None and C.ATTACK_KIND[t] == kind:
            used.add(t)
            return t
        if walls is not None and C.TILE_CREATURE[t] == kind and \
                C.WALL_TYPES[C.TILE_WALLTYPE[t]] == walls:
            used.add(t)
            return t
    raise AssertionError("no such tile")


def deal_skirmish():
    """Ana holds a seagull and a crab attack; Ben a crab tower to build and a bucket
    attack to counter with; Cy only sandcastle tiles; beach and pile all sandcastle
    tiles (a short pile: the Big Wave comes after it)."""
    used = set()
    ana = [tile(CRAB, "end", used), tile(SEAGULL, None, used), tile(CRAB, None, used)]
    ben = [tile(CRAB, "end", used), tile(BUCKET, None, used), tile(BUCKET, "end", used)]
    cy = [tile(SEAGULL, "end", used), tile(BUCKET, "corner", used), tile(CRAB, "corner", used)]
    beach = [tile(c, w, used) for c, w in ((BUCKET, "end"), (SEAGULL, "corner"), (CRAB, "end"))]
    deck = [tile(c, w, used) for c, w in
            ((BUCKET, "end"), (SEAGULL, "end"), (CRAB, "end"), (BUCKET, "corner"),
             (SEAGULL, "corner"), (CRAB, "corner"), (BUCKET, "straight"), (SEAGULL, "straight"),
             (CRAB, "straight"), (BUCKET, "end"), (SEAGULL, "end"), (CRAB, "end"))]
    return {"hands": [ana, ben, cy], "beach": beach, "deck": deck}


def new_save(folder, seats, options, seed=5):
    store = FileStore(os.path.join(folder, "saves"))
    s = GameSession.new("sandcastles_2015", [{"name": n, "bot": b, **({"level": "easy"} if b else {})}
                                             for n, b in seats], options, seed, store)
    return s.save_id


async def open_save(folder, save_id, width=360, height=640, watch=False):
    h = await open_app(folder, width, height)
    if watch:
        h.watch = SecretWatch(h)   # every frame from the game's first one
    h.page.data.go(f"/play/{save_id}")
    await h.settle()
    if "howto-done" in h.ids():
        await h.tap("howto-done")
    return h, h.page.data.session


def trophy_beside(h) -> list:
    """The names drawn beside a trophy in the skirmish (the side winning now), each as
    its whole text: no "wins now" after it for a narrow box to cut ("The Game wi...")."""
    skirmish = h.find("skirmish")
    assert skirmish is not None, h.ids()
    found = []
    for c in walk(skirmish, parked=True):
        if isinstance(c, ft.Row) and any(isinstance(x, ft.Icon) and x.icon == ft.Icons.EMOJI_EVENTS
                                         for x in c.controls):
            found += [t.value for x in walk(c, parked=True) for t in [x]
                      if isinstance(t, ft.Text)]
    return found


def labels(h) -> str:
    return "\n".join(strings_of(h.page))


def hand_index(s, seat, t):
    return s.state["hands"][seat].index(t)


async def choose_a_castle(h) -> list:
    """In a row too crowded for its lit cells, the first castle offered, chosen: the ids
    on screen then."""
    ids = h.ids()
    choices = [i for i in ids if i.startswith("castle-")]
    if choices and not any(i.startswith("cell-") for i in ids):
        await h.tap(choices[0])
        ids = h.ids()
    return ids


async def build_somewhere(h):
    """Pick hand tiles until one lights a cell (or offers a new castle); tap it."""
    ids = await choose_a_castle(h)
    for first in ("cell-", "new-castle"):
        hit = [i for i in ids if i.startswith(first)]
        if hit:
            await h.tap(hit[0])
            return first
    for hid in [i for i in ids if i.startswith("hand-")]:
        await h.tap(hid)
        ids = await choose_a_castle(h)
        cells = [i for i in ids if i.startswith("cell-")]
        if cells:
            await h.tap(cells[0])
            return "cell"
        if "new-castle" in ids:
            await h.tap("new-castle")
            return "new"
        if "shared-castle" in ids:
            await h.tap("shared-castle")
            return "new"
        if "exchange-beach-0" in ids:
            await h.tap("exchange-beach-0")
            return "exchange"
    raise AssertionError(f"nothing to do: {ids}")


async def play_one(h):
    """One decision of whoever holds the device, by tapping what is on screen."""
    ids = h.ids()
    if "uncover" in ids:
        await h.tap("uncover")
        return "uncover"
    ids = await choose_a_castle(h)
    for prefix in ("restock-deck", "restock-beach-0", "cell-", "counter-"):
        hit = [i for i in ids if i.startswith(prefix)]
        if hit:
            await h.tap(hit[0])
            return hit[0]
    if "new-castle" in ids:
        await h.tap("new-castle")
        return "new-castle"
    if "skirmish" in ids and "pass" in ids:
        await h.tap("pass")
        return "pass"
    if [i for i in ids if i.startswith("game-")]:
        await h.tap([i for i in ids if i.startswith("game-")][0])
        cells = [i for i in h.ids() if i.startswith("cell-")]
        await h.tap(cells[0])
        return "game-attack"
    if "pass" in ids:
        await h.tap("pass")
        return "pass"
    return await build_somewhere(h)


def test_three_players_skirmish_with_counter_and_restrengthen_to_the_end(tmp_path):
    """Two people and a bot. 'The defender may counter ... the attacker may then
    re-strengthen the attack'; the device passes to the defender for the counter, back to
    the attacker, and the stolen tile goes to the winner's area; the game is tapped
    through to the end screen, whose breakdown is core's result."""
    deal = deal_skirmish()
    ana_crab_end, seagull_a, crab_a = deal["hands"][0]
    ben_crab_end, bucket_a, _ = deal["hands"][1]
    save_id = new_save(tmp_path, [("Ana", False), ("Ben", False), ("Cy", True)], deal)

    async def go():
        h, s = await open_save(tmp_path, save_id, watch=True)
        watch = h.watch
        # under the cover: nobody's hand on screen
        assert "uncover" in h.ids() and "Pass to Ana" in h.texts()
        assert "Hand tile" not in labels(h)
        await h.tap("uncover")
        # Ana: pick the crab end tile, see lit cells (only "new castle" now), start a castle
        await h.tap(f"hand-{hand_index(s, 0, ana_crab_end)}")
        assert "new-castle" in h.ids() and "rotate" in h.ids()
        await h.tap("rotate")
        await h.tap("new-castle")
        assert s.state["areas"][0] and s.state["phase"] == "restock"
        assert "restock-deck" in h.ids()      # restocking is still Ana's: no cover
        await h.tap("restock-beach-0")
        # Ben, behind a cover; Ana's hand is gone from the screen
        assert "uncover" in h.ids() and "Pass to Ben" in h.texts()
        await h.tap("uncover")
        await h.tap(f"hand-{hand_index(s, 1, ben_crab_end)}")
        await h.tap("new-castle")
        await h.tap("restock-deck")
        # Cy the bot plays; nothing of a hand is on screen meanwhile
        await wait_for_bots(h, s)
        while s.bot_due():
            await h.settle()
            await wait_for_bots(h, s)
        # Ana attacks Ben's crab tower with the seagull attack: only legal targets light up
        assert "uncover" in h.ids()
        await h.tap("uncover")
        await h.tap(f"hand-{hand_index(s, 0, seagull_a)}")
        ben_castle = s.state["areas"][1][0][0]
        cells = [i for i in h.ids() if i.startswith("cell-")]
        assert cells == [f"cell-{ben_castle}-0-0"], cells
        await h.tap(cells[0])
        assert s.state["phase"] == "skirmish"
        # the defender decides: the device passes to Ben first
        assert "uncover" in h.ids() and "Pass to Ben" in h.texts()
        assert "Hand tile" not in labels(h)
        await h.tap("uncover")
        assert "skirmish" in h.ids() and "Ana winning" in labels(h)
        assert trophy_beside(h) == ["Ana"]     # the side winning now: a trophy by her name
        await h.tap(f"counter-{hand_index(s, 1, bucket_a)}")
        # back to Ana to re-strengthen
        assert "uncover" in h.ids() and "Pass to Ana" in h.texts()
        await h.tap("uncover")
        assert "Ben winning" in labels(h) and trophy_beside(h) == ["Ben"]
        assert "Countered: re-strengthen?" in h.texts()
        await h.tap(f"counter-{hand_index(s, 0, crab_a)}")
        # Ben has no seagull attack: he lets it stand
        await h.tap("uncover")
        assert "Let the attack stand: Only a seagull attack beats the last one" in labels(h)
        await h.tap("pass")
        # Ana won: she places the stolen crab tower in her own area
        await h.tap("uncover")
        assert s.state["phase"] == "place" and s.state["stolen"] == ben_crab_end
        assert s.state["areas"][1] == []              # Ben's one-tile castle is gone
        assert sorted(s.state["banks"][0]) == sorted([seagull_a, bucket_a, crab_a])
        await build_somewhere(h)
        assert ben_crab_end in [t for c in s.state["areas"][0] for t in c[3::4]]
        # on to the end, by taps only
        for _ in range(600):
            await wait_for_bots(h, s)
            if s.over:
                break
            await play_one(h)
        else:
            raise AssertionError("the game did not end")
        await h.settle()
        assert "Game over" in h.texts()
        res = s.result()
        shown = labels(h)
        for q, name in enumerate(["Ana", "Ben", "Cy"]):
            assert name in shown
            for label, points in res["breakdown"][q]:
                if points:
                    assert f"{label}: {points}" in shown or f"{label} {points}" in shown, \
                        (label, points)
            assert f"Total {res['scores'][q]}" in shown
        assert not watch.leaks, watch.leaks[:3]
        assert watch.frames > 20
    run(go())


async def both_start_a_castle(h, s, deal):
    """From deal_skirmish()'s first move, two people: Ana and Ben each start a castle
    with their crab tower; the device is back with Ana, uncovered."""
    for seat in (0, 1):
        await h.tap("uncover")
        await h.tap(f"hand-{hand_index(s, seat, deal['hands'][seat][0])}")
        await h.tap("new-castle")
        await h.tap("restock-deck")
    await h.tap("uncover")


async def ana_attacks_bens_first_castle(h, s, deal):
    """Both start a castle, then Ana attacks Ben's with her seagull attack."""
    await both_start_a_castle(h, s, deal)
    await h.tap(f"hand-{hand_index(s, 0, deal['hands'][0][1])}")
    await h.tap([i for i in h.ids() if i.startswith("cell-")][0])


def test_recap_on_the_cover_marks_the_attack_that_hit_you(tmp_path):
    deal = deal_skirmish()
    save_id = new_save(tmp_path, [("Ana", False), ("Ben", False)], {
        **deal, "hands": deal["hands"][:2]})

    async def go():
        h, s = await open_save(tmp_path, save_id)
        await ana_attacks_bens_first_castle(h, s, deal)
        assert "cover-recap" in h.ids()
        shown = labels(h)
        assert "Hit you: Ana: Ana attacks the crab tower of Ben's 1-piece castle" in shown
    run(go())


def test_recap_does_not_count_a_defence_won_as_a_hit(tmp_path):
    """'The defender may counter ... the attacker may then re-strengthen the attack.'
    When the attacker does not re-strengthen, the defender's counter won: the cover's
    recap lists that line as news, not as a hit (it was listed in red under "1 hit you")."""
    deal = deal_skirmish()
    bucket_a = deal["hands"][1][1]
    save_id = new_save(tmp_path, [("Ana", False), ("Ben", False)], {
        **deal, "hands": deal["hands"][:2]})

    async def go():
        h, s = await open_save(tmp_path, save_id)
        await ana_attacks_bens_first_castle(h, s, deal)
        await h.tap("uncover")                                   # Ben counters
        await h.tap(f"counter-{hand_index(s, 1, bucket_a)}")
        await h.tap("uncover")                                   # Ana lets it go
        await h.tap("pass")
        assert s.state["areas"][1], "Ben's castle stands"
        await h.tap("restock-deck")                              # Ana's turn ends
        assert "uncover" in h.ids() and "Pass to Ben" in h.texts()
        shown = labels(h)
        assert "Since your turn: 2 moves" in shown           # since Ben's counter
        assert "Ana: Ana does not re-strengthen the attack." in shown
        assert "Hit you" not in shown and "hit you" not in shown
    run(go())


def test_two_attacks_of_one_kind_are_one_counter_button(tmp_path):
    """'The defender may counter ...': with two bucket attacks in hand Ben has one move
    to make with either, so one "Play your bucket attack" button (a second cost a line
    of the screen), beside letting the attack stand; it plays one of them."""
    deal = deal_skirmish()
    used = {t for hand in deal["hands"] for t in hand} | set(deal["beach"]) | set(deal["deck"])
    twin = tile(BUCKET, None, used)
    ben = [deal["hands"][1][0], deal["hands"][1][1], twin]
    save_id = new_save(tmp_path, [("Ana", False), ("Ben", False)], {
        **deal, "hands": [deal["hands"][0], ben]})

    async def go():
        h, s = await open_save(tmp_path, save_id)
        await ana_attacks_bens_first_castle(h, s, deal)
        await h.tap("uncover")                                   # Ben decides
        legal = [a for a in s.legal_actions() if a[0] == "counter"]
        assert len(legal) == 2, legal                            # both bucket attacks
        buttons = decision_ids(h, "counter-")
        assert len(buttons) == 1 and "pass" in h.ids(), h.ids()
        assert "Play your bucket attack" in labels(h)
        await h.tap(buttons[0])
        assert len(s.state["skirmish"]["tiles"]) == 2            # countered with one
        assert sum(1 for t in s.state["hands"][1] if t in (deal["hands"][1][1], twin)) == 1
    run(go())


@pytest.mark.parametrize("players,options", [(1, {"solo_bonuses": 5}), (2, {"shared_castle": True})])
def test_new_game_form_offers_the_variant_and_the_solo_difficulty(tmp_path, players, options):
    async def go():
        h = await open_app(tmp_path)
        await h.tap("new-sandcastles_2015")
        await h.tap(f"players-{players}")
        key, value = next(iter(options.items()))
        await h.tap(f"option-{key}-{str(value).lower()}")
        await h.tap("start-game")
        s = h.page.data.session
        assert s.options == options
        if players == 2:
            assert s.state["shared"] and s.state["hand_size"] == 4
        else:
            assert len(s.state["bonuses"]) == 5
    run(go())


# two tests, not one loop: each a long game, so two workers can take them at once
@pytest.mark.parametrize("seats,options", [([("Ana", False), ("Ben", False)], {"shared_castle": True}),
                                           ([("Ana", False)], {"solo_bonuses": 4})],
                         ids=["shared_castle", "solo"])
def test_shared_castle_game_and_a_solo_game_play_to_the_end(tmp_path, seats, options):
    """The 2-player variant (two actions, the shared castle) and the solo game against
    the Game (its attacks chosen by the player) both run to their end screens by taps.
    In the quick tier the shared castle game's draw pile is 30 tiles, the Big Wave after
    them (a full pile is 100: some 280 moves): still a whole game, to its end screen, with
    something built in the shared castle (checked in both tiers)."""
    if tier.QUICK and options.get("shared_castle"):
        pool = [t for t in range(C.N_TILES) if t != C.BIG_WAVE]
        options = {**options, "deck": random.Random(1).sample(pool, 30)}
    save_id = new_save(tmp_path, seats, options, seed=9)

    async def go():
        h, s = await open_save(tmp_path, save_id, 640, 360)
        for _ in range(2500):
            await wait_for_bots(h, s)
            if s.over:
                break
            await play_one(h)
        else:
            raise AssertionError("the game did not end")
        await h.settle()
        assert "Game over" in h.texts()
        assert s.result()["summary"] in h.texts()
        if options.get("shared_castle"):
            assert s.state["areas"][2], "nothing was built in the shared castle"
    run(go())


def test_no_hand_on_screen_during_a_bots_turn(tmp_path):
    """'during bot turns nothing of anyone's hand is on screen', even the one person's
    at a table of one person and bots."""
    from ui.sandcastles_2015.board import SandcastlesBoard
    save_id = new_save(tmp_path, [("Ana", False), ("Bo", True)], {})
    store = FileStore(os.path.join(tmp_path, "saves"))
    s = GameSession.from_document(store.load(save_id), store)
    board = SandcastlesBoard(s, lambda a: None, lambda: None)
    assert any("Hand tile" in t for t in strings_of(board.build(360, 640)))   # Ana decides
    while not s.bot_due():
        s.play(s.game.legal_actions(s.state)[0])
    assert s.viewer == 0
    shown = strings_of(board.build(360, 640))
    assert not any("Hand tile" in t for t in shown)
    assert "Bo (bot) is thinking\u2026" in shown


def test_the_others_rows_are_the_other_players_for_each_viewer(tmp_path):
    """3 people: on Ben's first turn his row of other players showed Ben himself and left
    Ana out. The rows of others were taken from the part cache by what the seats held
    (alike at the start of a game), not by which seats they were."""
    from tests.support.ui_harness import walk
    from ui.sandcastles_2015.board import SandcastlesBoard
    import flet as ft
    save_id = new_save(tmp_path, [("Ana", False), ("Ben", False), ("Cy", False)], {})
    store = FileStore(os.path.join(tmp_path, "saves"))
    s = GameSession.from_document(store.load(save_id), store)
    board = SandcastlesBoard(s, lambda a: None, lambda: None)

    def rows():
        return sorted(c.identifier for c in walk(board.build(360, 640))
                      if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("player-"))
    s.uncover()
    assert rows() == ["player-1", "player-2"]
    # Ana exchanges a tile with the beach (her hand stays full): nothing of her row changes
    s.play(next(a for a in s.game.legal_actions(s.state) if a[0] == "exchange"))
    assert s.to_move == 1
    s.uncover()
    assert rows() == ["player-0", "player-2"]


def test_solo_shows_the_games_turn_and_the_goal(tmp_path):
    """Solo: 'Place 3 cards out - the 'Game's Hand'. If one or more of these is an attack
    card play this immediately against you. You choose which one.' The board shows what
    the Game drew and the goal (bonuses earned of those dealt)."""
    used = set()
    crab_end = [tile(CRAB, "end", used) for _ in range(3)]
    gull_a = tile(SEAGULL, None, used)
    beach = [tile(BUCKET, "end", used), tile(BUCKET, "corner", used), tile(CRAB, "corner", used)]
    # the pile, top first: Ana's restock, then the Game's three (a seagull attack among them)
    deck = [tile(BUCKET, "straight", used), tile(SEAGULL, "end", used), gull_a,
            tile(SEAGULL, "corner", used)] + [tile(BUCKET, "T", used) for _ in range(4)]
    save_id = new_save(tmp_path, [("Ana", False)], {"hands": [crab_end], "beach": beach,
                                                    "deck": deck, "bonuses": [0, 18]})

    async def go():
        h, s = await open_save(tmp_path, save_id)
        assert any(t.startswith("Goal: 0 of 2 bonuses") for t in strings_of(h.page))
        await h.tap("hand-0")
        await h.tap("new-castle")
        await h.tap("restock-deck")
        assert s.state["phase"] == "game_attack"
        shown = labels(h)
        assert "The Game's turn: it drew" in shown and "seagull attack" in shown
        # one attack among the Game's tiles: what it can take is lit without a tap
        assert [i for i in h.ids() if i.startswith("game-")] == ["game-1"]
        assert "The Game's seagull attack (picked)" in labels(h)
        cells = [i for i in h.ids() if i.startswith("cell-")]
        assert cells
        await h.tap(cells[0])
        assert s.state["phase"] == "skirmish"
        await h.tap("pass")
        assert s.state["areas"][0] == []      # the Game took Ana's only tile
    run(go())


@pytest.mark.parametrize("large", [False, True])
def test_solo_on_a_phone_on_its_side_shows_the_games_turn_beside_the_decision(tmp_path,
                                                                              large):
    """Solo at 640x360: what the Game drew stands in the right column under your row
    (there are no other players there); in the beach's box over the decision, with
    Larger text, it ran the restock's beach 21-51 px under the window's edge. The beach
    stays over the decision then."""
    used = set()
    crab_end = [tile(CRAB, "end", used) for _ in range(3)]
    beach = [tile(BUCKET, "end", used), tile(BUCKET, "corner", used), tile(CRAB, "corner", used)]
    deck = [tile(BUCKET, "straight", used), tile(SEAGULL, "end", used),
            tile(SEAGULL, None, used), tile(SEAGULL, "corner", used)] + [
                tile(BUCKET, "T", used) for _ in range(4)]
    save_id = new_save(tmp_path, [("Ana", False)], {"hands": [crab_end], "beach": beach,
                                                    "deck": deck, "bonuses": [0, 18]})

    async def go():
        h, s = await open_save(tmp_path, save_id, 640, 360)
        if large:
            h.page.data.prefs.set("large_text", True)
            h.page.data.settings_changed()
            await h.settle()
        await h.tap("hand-0")
        await h.tap("new-castle")
        await h.tap("restock-deck")
        assert s.state["phase"] == "game_attack"
        row = next(c for c in walk(h.page.data.slots["play"].box)
                   if isinstance(c, ft.Row) and c.key == "table-landscape")
        left, right = ({c.identifier for c in walk(side) if isinstance(c, ft.Semantics)}
                       for side in row.controls)
        assert "games-turn" in right and "games-turn" not in left
        assert "shared" in left and "decision" in left
    run(go())


def test_the_big_waves_arrival_is_shown_moving_to_whoever_drew_it(tmp_path):
    """'Game end is triggered as soon as the Big Wave appears. Place it in front of the
    player whose turn it was.' The last-move strip moves it from the draw pile to them."""
    import random
    from ui.sandcastles_2015.board import SandcastlesBoard
    s = GameSession.new("sandcastles_2015", [{"name": "Ana"}, {"name": "Ben"}], {}, 11,
                        FileStore(str(tmp_path)))
    chooser = random.Random(5)
    while s.state["wave"] is None:
        s.play(chooser.choice(s.game.legal_actions(s.state)))
    board = SandcastlesBoard(s, lambda a: None, lambda: None)
    hops = [(h.piece, h.source, h.target) for h in board.hops(s.view())]
    assert ("Big Wave", "Draw pile", s.state["names"][s.state["wave"]]) in hops


def test_a_tap_on_another_player_shows_their_castles_large_enough_to_read(tmp_path):
    """The other players' castles, readable on a phone: in their row when the screen
    has room for them beside yours, and a tap on a player's row opens their castles at
    least at a phone's own-piece size (40 px) when the screen has the room, with their
    counts as pictures, not a sentence."""
    import flet as ft
    from tests.support.ui_harness import walk
    deal = deal_skirmish()
    save_id = new_save(tmp_path, [("Ana", False), ("Ben", False)], {
        **deal, "hands": deal["hands"][:2]})

    async def go():
        h, s = await open_save(tmp_path, save_id)
        await both_start_a_castle(h, s, deal)
        # a phone with room to spare: Ben's castle is drawn in his row already
        row = next(c for c in h.controls() if isinstance(c, ft.Semantics)
                   and c.identifier == "player-1")
        assert any(isinstance(c, ft.Semantics) and (c.label or "").startswith(
            "Ben's 1-piece castle") for c in walk(row.content))
        await h.tap("player-1")
        dialogs = [d for d in h.page._dialogs.controls if isinstance(d, ft.AlertDialog) and d.open]
        assert dialogs, "no details for Ben"
        inside = list(walk(dialogs[-1].content))
        castle = [c for c in inside if isinstance(c, ft.Semantics)
                  and (c.label or "").startswith("Ben's 1-piece castle")]
        assert castle, [c.label for c in inside if isinstance(c, ft.Semantics)]
        sizes = [c.width for c in walk(castle[0]) if isinstance(c, ft.Container) and c.width]
        assert max(sizes) >= 40
        assert not any(isinstance(c, ft.Text) and "tiles in hand" in (c.value or "")
                       for c in inside)
    run(go())


LIT_POSITIONS = [(v, k, path) for g, v, k, path in D.kept()
                 if g == "sandcastles_2015" and k in ("action", "place_stolen", "second_action")]


def outside_the_window(viewer) -> set:
    """The lit cells of a castle drawn in a window (castle_grid: an InteractiveViewer
    onto its grid of rows of cells, shifted by whole cells) that the window does not
    show as it opens."""
    content = viewer.content
    grid = content.content if isinstance(content, ft.Container) else content
    rows = [row.controls for row in grid.controls]
    first = rows[0][0]
    px = (first.content if isinstance(first, ft.Semantics) else first).width
    sx = sy = 0
    if isinstance(content, ft.Container) and content.offset is not None:
        # the offset is a fraction of the grid's size: whole cells
        sx = round(-content.offset.x * len(rows[0]))
        sy = round(-content.offset.y * len(rows))
    wide, tall = round(viewer.width / px), round(viewer.height / px)
    return {cell.identifier for j, row in enumerate(rows) for i, cell in enumerate(row)
            if isinstance(cell, ft.Semantics) and (cell.identifier or "").startswith("cell-")
            and not (sx <= i < sx + wide and sy <= j < sy + tall)}


def howto_seen(folder) -> None:
    """Settings where How to play was seen: a save opens straight on its board."""
    with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": ["sandcastles_2015"]}}, f)


@pytest.mark.parametrize("size", [(360, 640), (640, 360), (1024, 768)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_lit_cell_is_in_view_whichever_tile_is_picked_and_turned(tmp_path, size):
    """The cells a picked tile may go to (and the towers an attack may take) are drawn
    whole, never inside a castle that must be dragged to be seen: whichever tile of the
    hand is picked, turned every way it turns, in every kept build, attack and
    stolen-tile decision, on a phone upright, on its side and on a tablet. (On a phone
    upright the others' castles are drawn in their rows only when this holds: in the
    two-person game kept here a seagull lights three rows of a one-tile castle, where
    the rows' castles would have left room for two.)"""
    store = FileStore(os.path.join(tmp_path, "saves"))
    for _v, _k, path in LIT_POSITIONS:
        doc = D.load(path)
        store.write(doc["id"], doc)
    howto_seen(tmp_path)

    def lit_cells(h):
        """(cells lit on the screen, those a castle's window leaves out: they must be
        dragged into view)"""
        decision = h.find("decision")
        assert decision is not None, h.ids()
        cells, panned = set(), set()
        for c in walk(decision):
            if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("cell-"):
                cells.add(c.identifier)
            if isinstance(c, ft.InteractiveViewer):
                panned |= outside_the_window(c)
        return cells, panned

    async def go():
        nonlocal chosen
        h = await open_app(tmp_path, *size)
        looked = 0
        for variant, kind, path in LIT_POSITIONS:
            doc = D.load(path)
            h.page.data.go(f"/play/{doc['id']}")
            await h.settle()
            if "uncover" in h.ids():
                await h.tap("uncover")
            picks = sorted(i for i in h.ids() if i.startswith("hand-")) or [None]
            for pick in picks:
                if pick is not None:
                    await h.tap(pick)
                for _turn in range(4):
                    cells, panned = lit_cells(h)
                    looked += len(cells)
                    assert not panned, (variant, kind, size, pick, sorted(panned))
                    # a row too crowded offers its castles to choose: each, chosen
                    for choice in sorted(i for i in h.ids() if i.startswith("castle-")):
                        await h.tap(choice)
                        cells, panned = lit_cells(h)
                        assert cells and not panned, (variant, kind, size, pick, choice)
                        chosen += 1
                        await h.tap("all-castles")
                    if "rotate" not in h.ids():
                        break
                    await h.tap("rotate")
        assert looked > 100, looked      # the sweep saw lit cells, many
    chosen = 0
    run(go())


def castle_window(viewer):
    """(lit cells as grid positions, window start column/row, window size in cells,
    grid size in cells) of a castle drawn inside a pan-and-zoom window."""
    inner, sx, sy = viewer.content, 0, 0
    if isinstance(inner, ft.Container):            # drawn shifted by whole cells
        grid = inner.content
        cols = max(len(r.controls) for r in grid.controls)
        sx = round(-inner.offset.x * cols)
        sy = round(-inner.offset.y * len(grid.controls))
        inner = grid
    lit, px = [], None
    for i, row in enumerate(inner.controls):
        for j, cell in enumerate(row.controls):
            if isinstance(cell, ft.Semantics) and (cell.identifier or "").startswith("cell-"):
                lit.append((j, i))
                px = cell.content.width
    cols = max(len(r.controls) for r in inner.controls)
    wide, tall = (round(viewer.width / px), round(viewer.height / px)) if px else (0, 0)
    return lit, (sx, sy), (wide, tall), (cols, len(inner.controls))


@pytest.mark.parametrize("size", [(360, 640), (640, 360)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_castle_too_big_for_its_room_opens_where_the_tile_can_go(tmp_path, size):
    """Late in a game a castle outgrows a phone's room and pans in a window of whole
    cells. The window opens on the part of the castle where the picked tile can go:
    at least one lit cell in view, and as many as any window of that size could show
    (it opened on the top left corner, where none of the lit cells was in 25 screens of
    208 at 360x640). Positions from seeded random two-player games, every tile of the
    hand turned every way."""
    game = get_game("sandcastles_2015")
    store = FileStore(os.path.join(tmp_path, "saves"))
    howto_seen(tmp_path)
    seats = [{"name": "Ana", "bot": False}, {"name": "Ben", "bot": False}]
    ids = []
    for seed in range(tier.repeat(3, 1)):
        rng = random.Random(seed * 31 + 2)
        marks = []

        def mark(state, actions):   # some action decisions past the opening
            if game.decision_kind(state) == "action" and len(actions) > 60 \
                    and rng.random() < 0.15:
                marks.append(len(actions))
        actions = D.play_leaning(game, seats, {}, seed, rng, 600, mark)
        for k in marks[:6]:
            sid = f"late-{seed}-{k}"
            store.write(sid, D.document_at("sandcastles_2015", seats, {}, seed, actions[:k],
                                           sid))
            ids.append(sid)

    async def go():
        h = await open_app(tmp_path, *size)
        panned = 0
        for sid in ids:
            h.page.data.go(f"/play/{sid}")
            await h.settle()
            if "uncover" in h.ids():
                await h.tap("uncover")
            for pick in sorted(i for i in h.ids() if i.startswith("hand-")):
                await h.tap(pick)
                for _turn in range(4):
                    for viewer in walk(h.find("decision")):
                        if not isinstance(viewer, ft.InteractiveViewer):
                            continue
                        lit, (sx, sy), (wide, tall), (cols, rows) = castle_window(viewer)
                        if not lit:
                            continue
                        panned += 1

                        def shown(x0, y0):
                            return sum(1 for x, y in lit if x0 <= x < x0 + wide and y0 <= y < y0 + tall)
                        most = max(shown(x0, y0) for x0 in range(max(1, cols - wide + 1))
                                   for y0 in range(max(1, rows - tall + 1)))
                        assert shown(sx, sy) == most >= 1, (sid, pick, lit, (sx, sy), most)
                    if "rotate" not in h.ids():
                        break
                    await h.tap("rotate")
        assert panned >= 5, panned     # the games reached castles bigger than the room
    run(go())


def late_save(folder, players: int, share: float) -> str:
    """A save `share` of the way through a seeded random game of `players` people
    (leaning to attacks and builds, as the kept positions do): late in the game the
    castles are many and tall."""
    seats = [{"name": D.NAMES[i], "bot": False} for i in range(players)]
    seed = 1000 + players
    actions = D.play_leaning(get_game("sandcastles_2015"), seats, {}, seed,
                             random.Random(seed), 800)
    sid = f"late-{players}p"
    FileStore(os.path.join(folder, "saves")).write(sid, D.document_at(
        "sandcastles_2015", seats, {}, seed, actions[:int(len(actions) * share)], sid))
    return sid


async def open_late(folder, players: int, width: int, height: int):
    """The app at width x height on late_save's position three quarters through."""
    sid = late_save(folder, players, 0.75)
    h = await open_app(folder, width, height)
    h.page.data.go(f"/play/{sid}")
    await h.settle()
    if "uncover" in h.ids():
        await h.tap("uncover")
    return h


def work_castles(row) -> list:
    """The castles drawn in a decision's row of castles."""
    return [c for c in walk(row) if isinstance(c, ft.Semantics)
            and (c.key or "").startswith("work-")]


def test_a_tablet_wraps_many_castles_and_keeps_the_list_of_moves_in_the_window(tmp_path):
    """Turn 73 of a four-person game on a tablet (1024x768): your four castles, drawn
    at 56 px, are wider than the left column, so they wrap onto a second line instead
    of running off its right edge behind a sideways scroll; the tall decision leaves
    too little room under it for the list of the 9 moves since your turn, which ran
    below the window's edge: it becomes the strip that opens the list, as on a phone."""
    async def go():
        h = await open_late(tmp_path, 4, 1024, 768)
        row = h.find("castles")
        assert row is not None, h.ids()
        assert len(work_castles(row)) == 4, h.ids()
        assert row.content.wrap and row.content.scroll is None
        assert "recap-open" in h.ids() and "recap" not in h.ids(), h.ids()
    run(go())


def test_a_tablet_with_larger_text_takes_the_words_room_from_the_castles(tmp_path):
    """Turn 73 of a four-person game on a tablet (1024x768), a build tile picked: with
    Larger text the turn line, the bonuses' lines (two now), the hand's captions and
    the strip of moves since your turn all grow. Their room comes from your castles'
    (measured in Chromium: counted as one more bonus line only, the strip ran 19 px
    under the window's edge; now it ends 19 px above it)."""
    async def go():
        h = await open_late(tmp_path, 4, 1024, 768)
        app = h.page.data
        tile = next(i for i in h.ids() if i.startswith("hand-"))
        await h.tap(tile)
        plain = app.board.work_h
        assert app.board.bonus_rows(app.session.view()) == 1
        app.prefs.set("large_text", True)
        app.settings_changed()
        await h.settle()
        board = app.board
        assert board.bonus_rows(app.session.view()) == 2 and "recap-open" in h.ids()
        # one more bonus line (28 px) and 38 px of bigger words
        assert plain - board.work_h >= 28 + 38, (plain, board.work_h)
    run(go())


def test_a_tablet_keeps_every_place_for_a_stolen_tile_in_view_late_in_a_six_person_game(tmp_path):
    """Turn 65 of a six-person game on a tablet: the stolen tile can go to a new castle
    or beside any of your four castles, three cells tall with the cells it lights. At
    your own pieces' 56 px they neither fit the left column side by side nor on two
    lines over the list of moves, and the row scrolled sideways with a lit cell behind
    the scroll. They stood on two lines at a touch target's 48 px; since the stolen
    tile stands beside the prompt (the line "You won the skirmish" is gone) they stand
    on two lines at 56 px, each castle on its own patch of sand, all under one
    "Yours", every lit cell in view."""
    async def go():
        h = await open_late(tmp_path, 6, 1024, 768)
        assert "new-castle" in h.ids(), h.ids()      # the stolen tile's decision
        row = h.find("castles")
        assert row.content.wrap and row.content.scroll is None
        captions = [c.value for c in walk(row) if isinstance(c, ft.Text)
                    and not c.value.isdigit()]        # (a tower's height is a number)
        assert captions == ["New", "Yours"], captions
        assert len(work_castles(row)) == 4
        cells = [c.content for c in walk(row) if isinstance(c, ft.Semantics)
                 and (c.identifier or "").startswith("cell-")]
        assert cells and {c.width for c in cells} == {56}, {c.width for c in cells}
        assert not [v for v in walk(row) if isinstance(v, ft.InteractiveViewer)]
        assert "You won the skirmish:" not in h.texts()
    run(go())


def test_a_phone_on_its_side_gives_the_beach_s_height_to_the_castles_where_the_players_leave_room(tmp_path):
    """640x360, the kept two-person shared-castle game, a crab tower picked: a new
    castle's cell, your castle and the shared one, beside a hand of four in two
    columns, do not fit one line of the left column, and two lines did not fit under
    the beach: the shared castle was behind the row's sideways scroll. With two
    players the right column has room under the bonuses, so the beach, the pile and
    the wave go there, and the castles stand on two lines."""
    path = next(p for v, k, p in LIT_POSITIONS if v == "2p-shared-castle" and k == "action")
    doc = D.load(path)
    FileStore(os.path.join(tmp_path, "saves")).write(doc["id"], doc)
    howto_seen(tmp_path)

    async def go():
        h = await open_app(tmp_path, 640, 360)
        h.page.data.go(f"/play/{doc['id']}")
        await h.settle()
        if "uncover" in h.ids():
            await h.tap("uncover")
        table = next(c for c in walk(h.page) if isinstance(c, ft.Row)
                     and c.key == "table-landscape")
        left, right = table.controls
        ids = lambda part: {c.identifier for c in walk(part) if isinstance(c, ft.Semantics)}
        assert "shared" in ids(right) and "decision" in ids(left)
        sand = [i for i in h.ids() if i.startswith("hand-")
                and C.is_sand(doc["state"]["hands"][0][int(i.split("-")[1])])]
        await h.tap(sand[0])
        row = h.find("castles")
        assert row.content.wrap and row.content.scroll is None
        assert len(work_castles(row)) == 2 and "new-castle" in h.ids()
    run(go())


def swept(store, players: int, share: float) -> dict:
    """The position `share` of the way through a seeded game of `players` people
    (leaning to attacks and builds), as tests/e2e/sweep.py plays it, saved in `store`."""
    game = get_game("sandcastles_2015")
    n, options = D.variants("sandcastles_2015")[f"{players}p"]
    seats = [{"name": D.NAMES[i], "bot": False} for i in range(n)]
    seed = 1000 + n
    actions = D.play_leaning(game, seats, options, seed, random.Random(seed), 800)
    doc = D.document_at("sandcastles_2015", seats, options, seed,
                        actions[:int(len(actions) * share)], f"swept-{players}")
    store.write(doc["id"], doc)
    return doc


def crowded_stolen_tile(store) -> dict:
    """Halfway through a five-person game: Ana places a stolen tile that may start a
    castle or go to three of hers, whose lit cells span whole castles."""
    doc = swept(store, 5, 0.5)
    assert get_game("sandcastles_2015").decision_kind(doc["state"]) == "place_stolen"
    return doc


def decision_ids(h, prefix: str) -> list:
    """The identifiers inside the decision panel that start with `prefix`, sorted."""
    return sorted(c.identifier for c in walk(h.find("decision"))
                  if isinstance(c, ft.Semantics) and (c.identifier or "").startswith(prefix))


def cell_at(identifier: str) -> tuple:
    """(castle id, x, y) of a lit cell's identifier ("cell-15--1-0": x -1, y 0)."""
    return tuple(int(v) for v in re.fullmatch(r"cell-(\d+)-(-?\d+)-(-?\d+)", identifier).groups())


def test_a_crowded_row_offers_its_castles_to_choose_then_draws_the_chosen_one_whole(tmp_path):
    """On a phone on its side late in a five-person game, the castles a stolen tile can
    go to do not fit at a touch target's size, even in windows (the row panned
    sideways, lit cells behind its edge). Each is offered small, its places marked, as
    one button named by what it is; chosen, it stands alone with every lit cell in
    view and a way back to them all; one of its cells places the tile there."""
    store = FileStore(os.path.join(tmp_path, "saves"))
    doc = crowded_stolen_tile(store)
    howto_seen(tmp_path)

    async def go():
        h = await open_uncovered(tmp_path, doc, 640, 360)

        def in_decision(prefix):
            return decision_ids(h, prefix)
        s = h.page.data.session
        choices = in_decision("castle-")
        assert len(choices) == 3 and in_decision("cell-") == [], h.ids()
        assert "new-castle" in h.ids()      # a new castle's cell is the move itself
        shown = labels(h)
        for choice in choices:
            cid = int(choice.split("-")[1])
            castle = next(c for c in s.view()["areas"][0] if c[0] == cid)
            board = h.page.data.board
            turn = board.rotation(s.view()["stolen"])      # the tile as it is shown
            places = {(a[2], a[3]) for a in s.legal_actions() if a[1] == cid and a[4] == turn}
            name = board.name_of(s.view(), 0, castle)
            assert f"{name[:1].upper() + name[1:]}: {len(places)} place" in shown
            await h.tap(choice)
            assert in_decision("castle-") == [] and "all-castles" in h.ids()
            cells = in_decision("cell-")
            assert {cell_at(c)[1:] for c in cells} == places, cells
            for viewer in walk(h.find("decision")):
                if isinstance(viewer, ft.InteractiveViewer):
                    assert not outside_the_window(viewer), choice
            await h.tap("all-castles")
            assert in_decision("castle-") == choices
        # Hint: Hard's castle opens at once, its place lit and named as Hard's pick
        board = h.page.data.board
        turn = board.rotation(s.view()["stolen"])
        hard = next(a for a in s.legal_actions() if a[1] == int(choices[1].split("-")[1])
                    and a[4] == turn)
        board.suggest(hard)
        board.refresh()
        await h.settle()
        assert in_decision("castle-") == [] and "all-castles" in h.ids()
        assert f"cell-{hard[1]}-{hard[2]}-{hard[3]}" in in_decision("cell-")
        assert "(Hard's pick)" in labels(h)
        await h.tap("all-castles")
        await h.tap(choices[-1])
        cell = in_decision("cell-")[0]
        before = len(s.actions)
        await h.tap(cell)
        assert len(s.actions) == before + 1
        assert s.actions[-1][:4] == ("place_stolen", *cell_at(cell))
    run(go())


def test_a_crowded_attack_names_each_castles_owner_inside_its_button(tmp_path):
    """Seven people, a phone on its side: the four castles Ana's seagull attack could
    hit stand in 158 x 134 px beside her hand. Each is offered small with its owner's
    name written in its button (no caption line over them), named in full for a screen
    reader; chosen, its towers to take are lit in view; one of them makes the attack."""
    store = FileStore(os.path.join(tmp_path, "saves"))
    doc = swept(store, 7, 0.25)
    howto_seen(tmp_path)
    hand = doc["state"]["hands"][doc["state"]["turn"]]
    h_attack = next(i for i, t in enumerate(hand) if C.is_attack(t))

    async def go():
        h = await open_uncovered(tmp_path, doc, 640, 360)

        def in_decision(prefix):
            return decision_ids(h, prefix)
        s = h.page.data.session
        view = s.view()
        await h.tap(f"hand-{h_attack}")
        choices = in_decision("castle-")
        assert len(choices) == 4 and in_decision("cell-") == [], h.ids()
        owners = {a[3]: a[2] for a in s.legal_actions() if a[0] == "attack" and a[1] == h_attack}
        assert {int(c.split("-")[1]) for c in choices} == set(owners)
        for choice in choices:
            button = next(c for c in walk(h.find("decision"))
                          if isinstance(c, ft.Semantics) and c.identifier == choice)
            owner = view["names"][owners[int(choice.split("-")[1])]]
            assert owner in strings_of(button), (choice, owner)        # written in it
            assert button.label.startswith(f"{owner}'s "), button.label  # and said
        await h.tap(choices[0])
        cid = int(choices[0].split("-")[1])
        cells = in_decision("cell-")
        assert cells and all(cell_at(c)[0] == cid for c in cells)
        before = len(s.actions)
        await h.tap(cells[0])
        assert len(s.actions) == before + 1
        assert s.actions[before][:2] == ("attack", h_attack)
        assert s.actions[before][3:] == cell_at(cells[0])
    run(go())


def kept_path(variant: str, kind: str) -> str:
    from tests.support import decision_positions as D
    return next(p for g, v, k, p in D.kept() if (g, v, k) == ("sandcastles_2015", variant, kind))


async def open_kept_at(folder, variant, kind, width, height, large):
    from tests.ui.test_board_contract import open_kept_uncovered
    return await open_kept_uncovered(folder, kept_path(variant, kind), width, height, large)


def landscape_sides(h) -> tuple:
    """The identifiers in the left and the right column of a phone on its side."""
    row = next(c for c in walk(h.page.data.slots["play"].box)
               if isinstance(c, ft.Row) and c.key == "table-landscape")
    return tuple({c.identifier for c in walk(side) if isinstance(c, ft.Semantics)}
                 for side in row.controls)


@pytest.mark.parametrize("large", [False, True])
def test_on_a_phone_on_its_side_the_hand_keeps_its_size_with_larger_text(tmp_path, large):
    """Beside the castles a hand of three tiles stands in one column of 50 px buttons,
    Larger text or not: pictures, not words (scaled by it, three tiles ran the left
    column 15-57 px under the window's edge of a 640x360 screen, four players; in two
    columns the castles beside them panned)."""
    async def go():
        h = await open_kept_at(tmp_path, "4p", "action", 640, 360, large)
        hand = h.find("hand")
        tiles = [c for c in walk(hand, parked=True) if isinstance(c, ft.Semantics)
                 and str(c.identifier or "").startswith("hand-")]
        assert len(tiles) == 3 and len(hand.content.controls) == 1
        for t in tiles:
            assert max(c.height or 0 for c in walk(t, parked=True)
                       if isinstance(c, ft.Container)) == 50
    run(go())


@pytest.mark.parametrize("large", [False, True])
def test_a_skirmish_on_a_phone_on_its_side_leaves_the_counters_the_left_column(tmp_path,
                                                                              large):
    """Four players at 640x360, a re-strengthen to decide: with Larger text the beach's
    own line (its tiles, the draw pile, the Big Wave) goes under the players in the
    right column, where it fits, and the skirmish stays over the decision (with the
    beach too the hint ran 57 px under the window's edge). The default text keeps the
    beach over the skirmish."""
    async def go():
        h = await open_kept_at(tmp_path, "4p", "restrengthen", 640, 360, large)
        left, right = landscape_sides(h)
        assert {"skirmish", "decision"} <= left
        assert ("wave" in right) == large and ("wave" in left) == (not large)
    run(go())


@pytest.mark.parametrize("large", [False, True])
def test_a_crowded_phones_hand_keeps_its_pictures_and_drops_its_words_with_larger_text(
        tmp_path, large):
    """Seven players on a phone upright: each hand tile has its word under it (crab,
    attack); with Larger text, where your row joins the others' cards, the pictures
    alone, each still a 48 px touch target (with the words the castles a tile may go
    to ran 34 px under the window's edge)."""
    async def go():
        h = await open_kept_at(tmp_path, "7p", "action", 360, 640, large)
        board = h.page.data.board
        assert board.mine_joins == large
        hand = h.find("hand")
        words = [c.value for c in walk(hand, parked=True) if isinstance(c, ft.Text)]
        tiles = [c for c in walk(hand, parked=True) if isinstance(c, ft.Semantics)
                 and str(c.identifier or "").startswith("hand-")]
        assert tiles and (len(words) == 0) == large, words
        if large:
            for t in tiles:     # the tile's button: its tallest box
                assert max(c.height or 0 for c in walk(t, parked=True)
                           if isinstance(c, ft.Container)) >= 48
    run(go())


async def open_uncovered(folder: str, doc: dict, width: int, height: int):
    """The app at width x height on the game of `doc` (saved in `folder`), its cover
    lifted."""
    from tests.support.ui_harness import Harness
    h = Harness(width, height)
    main = make_main(folder)

    def start(page):
        page.route = f"/play/{doc['id']}"
        main(page)
    await h.start(start)
    if "uncover" in h.ids():
        await h.tap("uncover")
    return h


@pytest.mark.parametrize("large", [False, True])
def test_a_completed_castle_is_celebrated_under_the_players_on_a_phone_on_its_side(
        tmp_path, large):
    """Two players at 640x360, the turn after Ben completed a 6-piece castle (the sweep's
    late position 2p-2, a restock to decide): "Ben completed a 6-piece sandcastle: 6 to
    the sandbank!" never stands over the restock's beach in the left column (three lines
    there ran the beach 36-44 px under the window's edge with Larger text). With the turn
    line in the app bar the beach goes under the players at both text sizes (it fits
    there), and the celebration stays over the decision."""
    from tests.e2e import sweep
    folder = str(tmp_path)
    kind, doc = sweep.late_positions(folder, [("sandcastles_2015", "2p-2")],
                                     large=large)[("sandcastles_2015", "2p-2")]
    assert kind == "restock"

    async def go():
        h = await open_uncovered(folder, doc, 640, 360)
        board = h.page.data.board
        assert board.celebration().startswith("Ben completed a 6-piece")
        left, right = landscape_sides(h)
        assert "decision" in left
        assert "shared" in right and "completed" in left and "completed" not in right
    run(go())


@pytest.mark.parametrize("large", [False, True])
def test_a_crowded_phone_on_its_side_lets_the_celebration_give_way_to_the_restock(
        tmp_path, large):
    """Six players at 640x360, four fifths through the sweep's game: Cleo restocks after
    completing a 3-piece castle. Its celebration takes three lines or four, and the
    right column's six rows of players leave no room for it: it gives way (the beach's
    Draw stood 44 px under the window's edge below it, 94 with Larger text), and the
    restock keeps every choice. Upright the screen holds both with the default text;
    with Larger text it gives way there too (22 px under the edge with it)."""
    from tests.e2e import sweep
    folder = str(tmp_path)
    kind, doc = sweep.late_positions(folder, [("sandcastles_2015", "6p-3of4")],
                                     large=large)[("sandcastles_2015", "6p-3of4")]
    assert kind == "restock"

    async def go(width, height):
        h = await open_uncovered(folder, doc, width, height)
        assert h.page.data.board.celebration().startswith("Cleo completed a 3-piece")
        ids = h.ids()
        assert "restock-deck" in ids and "restock-beach-0" in ids
        return "completed" in ids
    assert run(go(640, 360)) is False
    assert run(go(360, 640)) is not large


def test_seven_players_attack_takes_the_beachs_room_on_a_phone_on_its_side(tmp_path):
    """Seven players at 640x360, four fifths through the sweep's --seed 3000 game, Ben
    picks his crab attack: ten castles of six players are in reach, each a 48 px
    button, and 158 x 134 px under the prompt hold six (the row panned sideways, cells
    behind its edge). The beach's box over the decision gives way: every castle in
    reach is offered to choose, none behind a sideways scroll; the players' rows stay.
    A castle chosen stands alone with the beach still away (nothing jumps between the
    choice and the castle). Another tile picked (a build), the beach is back."""
    from tests.e2e import sweep
    from core.sandcastles_2015.components import is_attack
    folder = str(tmp_path)
    kind, doc = sweep.late_positions(folder, [("sandcastles_2015", "7p-3of4s3000")])[
        ("sandcastles_2015", "7p-3of4s3000")]
    assert kind == "action"
    state = doc["state"]
    hand = state["hands"][state["turn"]]

    async def go():
        h = await open_uncovered(folder, doc, 640, 360)
        board = h.page.data.board
        assert "shared" in h.ids()
        await h.tap(next(f"hand-{i}" for i, t in enumerate(hand) if is_attack(t)))
        targets = {a[3] for a in board.legal() if a[0] == "attack" and a[1] == board.picked}
        ids = set(h.ids())
        assert {f"castle-{cid}" for cid in targets} <= ids and len(targets) == 10
        assert not board._panned and "shared" not in ids
        assert all(f"player-{q}" in ids for q in range(7) if q != state["turn"])
        # a castle chosen stands alone, and the beach stays away meanwhile: nothing
        # jumps between the choice and the castle, there and back
        await h.tap(f"castle-{min(targets)}")
        ids = set(h.ids())
        assert "all-castles" in ids and "castle-{}".format(max(targets)) not in ids
        assert "shared" not in ids
        await h.tap("all-castles")
        ids = set(h.ids())
        assert {f"castle-{cid}" for cid in targets} <= ids and "shared" not in ids
        await h.tap(next(f"hand-{i}" for i, t in enumerate(hand) if not is_attack(t)))
        assert "shared" in h.ids()
    run(go())


@pytest.mark.parametrize("speaks,caption", [("en", "Beach:"), ("fr", None)])
def test_the_restocks_beach_keeps_to_one_line_on_a_phone(tmp_path, speaks, caption):
    """Six players at 360x640, four fifths through the sweep's game, the restock: three
    beach tiles and Draw stand on one line under "Beach:" in English; in French the
    caption "Plage :" would push "Piocher" onto a line of its own (52 px under the
    window's edge), so the tiles stand without it (each says it is a beach tile)."""
    from tests.e2e import sweep
    from tests.ui.test_board_contract import open_kept
    folder = str(tmp_path)
    kind, doc = sweep.late_positions(folder, [("sandcastles_2015", "6p-3of4")])[
        ("sandcastles_2015", "6p-3of4")]
    assert kind == "restock"
    path = os.path.join(folder, "position.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f)

    async def go():
        h, _doc = await open_kept(tmp_path / "app", path, 360, 640, speaks=speaks)
        if "uncover" in h.ids():
            await h.tap("uncover")
        board = h.page.data.board
        legal = board.legal()
        assert board.beach_row_lines(legal, caption is not None) == 1
        said = h.texts()
        assert ("Beach:" in said or "Plage :" in said) == (caption is not None)
        assert "restock-deck" in h.ids()
    run(go())


@pytest.mark.parametrize("large", [False, True])
def test_three_rows_of_cards_on_a_phone_on_its_side_leave_the_right_column_to_the_players(
        tmp_path, large):
    """Five players at 640x360, attacked with no counter to play. With Larger text your
    row is one more card among the others' (three rows of cards): the bonuses leave the
    right column (with them the last card ran 6 px under the window's edge; in a
    skirmish they wait in Scores, as from six players), and the skirmish stands on one
    line, names beside tiles at the tiles' own size (over them, the button ran 19 px
    under the edge). Why the one button is the only choice is written on it."""
    async def go():
        h = await open_kept_at(tmp_path, "5p", "counter", 640, 360, large)
        left, right = landscape_sides(h)
        assert "skirmish" in left and "decision" in left
        assert ("bonuses" in right) == (not large), (left, right)
        skirmish = h.find("skirmish")
        stacked = [c for c in walk(skirmish, parked=True) if isinstance(c, ft.Column)]
        assert bool(stacked) == (not large)
        if not any(i.startswith("counter-") for i in h.ids()):
            assert "hint" not in h.ids() and "beats the last one" in labels(h)
    run(go())


def test_two_players_skirmish_on_a_phone_on_its_side_with_larger_text_puts_the_beach_right(
        tmp_path):
    """The kept two-player shared-castle game at 640x360, attacked, with Larger text:
    the right column holds the turn line, the bonuses and two rows of one card (54 px
    each, counted as 71 before: the beach stayed over the skirmish and "Let the attack
    stand" ran 15 px under the window's edge). The beach's own line goes under the
    players; the skirmish stays over the counters."""
    async def go():
        h = await open_kept_at(tmp_path, "2p-shared-castle", "counter", 640, 360, True)
        left, right = landscape_sides(h)
        assert {"skirmish", "decision"} <= left
        assert "wave" in right and "wave" not in left, (left, right)
    run(go())


@pytest.mark.parametrize("large", [False, True])
def test_a_phones_restock_with_larger_text_keeps_the_beach_and_draw_on_one_line(tmp_path,
                                                                                large):
    """360x640, the kept two-player restock: the beach's tiles and "Draw" in one row.
    With Larger text their "Beach:" caption goes (beside it "Draw" wrapped onto a line of
    its own, 14 px under the window's edge late in a game); each tile's name still says
    it is the beach's."""
    async def go():
        h = await open_kept_at(tmp_path, "2p", "restock", 360, 640, large)
        decision = h.find("decision")
        words = [c.value for c in walk(decision, parked=True) if isinstance(c, ft.Text)]
        assert ("Beach:" in words) == (not large), words
        assert "restock-deck" in h.ids()
        assert any(i.startswith("restock-beach-") for i in h.ids())
        assert "Take beach tile 1" in labels(h)
    run(go())


@pytest.mark.parametrize("width,height,large,px", [(640, 360, True, 32), (640, 360, False, 32),
                                                   (360, 640, True, 40), (360, 640, False, 32)])
def test_on_a_phone_on_its_side_the_beachs_tiles_keep_their_size_with_larger_text(
        tmp_path, width, height, large, px):
    """The beach's line (its tiles, the draw pile, the Big Wave) in a phone on its side's
    column: scaled by Larger text, three tiles left the Big Wave's "not yet" cut to
    "not y..." (two players' restock, the beach under the players). There the tiles
    keep their own 32 px; upright they grow with the text as before."""
    async def go():
        h = await open_kept_at(tmp_path, "4p", "action", width, height, large)
        tiles = [c for c in h.controls() if isinstance(c, ft.Semantics)
                 and str(c.label or "").startswith("Beach tile ")]
        assert tiles
        for t in tiles:
            assert t.content.width == px, (t.label, t.content.width)
    run(go())


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("kind", ["counter", "restrengthen"])
def test_your_skirmish_upright_among_seven_cards_with_larger_text_leaves_the_bonuses_out(
        tmp_path, kind, large):
    """The browser matrix's kept seven-player counter and re-strengthen, 360x640 with
    Larger text: your row joins the cards, and the decision ran 23 and 69 px under the
    window's edge. There the bonuses' line gives way (the Scores dialog lists them; a
    counter does not weigh them), and the skirmish's names stand beside its tiles. The
    default text keeps both as they were."""
    async def go():
        h = await open_kept_at(tmp_path, "7p", kind, 360, 640, large)
        board = h.page.data.board
        assert board.mine_joins == large
        assert ("bonuses" in h.ids()) != large
        assert board.flat_skirmish == large
        assert "decision" in h.ids()
    run(go())


@pytest.mark.parametrize("large", [False, True])
def test_four_tiles_in_hand_upright_with_larger_text_stand_on_one_line(tmp_path, large):
    """Two players sharing a castle, a hand of four, 360x640: with Larger text the
    tiles' words under them put the hand on two lines and the shared castle 21 px under
    the window's edge; there the tiles stand without their words (each picture says it:
    an attack's bolt, its creature; each spoken name the whole tile)."""
    async def go():
        h = await open_kept_at(tmp_path, "2p-shared-castle", "action", 360, 640, large)
        tiles = [c for c in h.controls() if isinstance(c, ft.Semantics)
                 and str(c.identifier or "").startswith("hand-")]
        assert len(tiles) == 4
        words = [t.value for c in tiles for t in walk(c) if isinstance(t, ft.Text)]
        assert bool(words) != large, words
        assert all(str(c.label).startswith("Hand tile ") for c in tiles)
    run(go())


@pytest.mark.parametrize("large", [False, True])
def test_seven_players_upright_with_larger_text_put_the_picked_tiles_buttons_by_the_hand(
        tmp_path, large):
    """Seven players, 360x640, a sandcastle tile picked: with Larger text the castles it
    may go to stood at their floor under three rows of cards and still ran 18 px under
    the window's edge. There the tile's buttons (turn it, exchange it) stand at the end
    of the hand's row, and the prompt's line keeps to the height of its words; the
    default text keeps them beside the prompt. Either way they still turn the tile."""
    async def go():
        h = await open_kept_at(tmp_path, "7p", "action", 360, 640, large)
        s = h.page.data.session
        hand = s.view()["hands"][s.to_move]
        pick = next(i for i, t in enumerate(hand) if C.is_sand(t)
                    and len(ROTATIONS[C.TILE_WALLTYPE[t]]) > 1)
        await h.tap(f"hand-{pick}")
        by_hand = {c.identifier for c in walk(h.find("hand")) if isinstance(c, ft.Semantics)}
        assert ("rotate" in by_hand) == large and ("exchange" in by_hand) == large, by_hand
        assert {"rotate", "exchange"} <= set(h.ids())
        board = h.page.data.board
        turned = board.turned
        await h.tap("rotate")
        assert board.turned == turned + 1
    run(go())


@pytest.mark.parametrize("large", [False, True])
def test_restock_on_a_phone_with_larger_text_asks_in_few_words(tmp_path, large):
    """"Once the player's turn is complete RESTOCK your hand to 3 CARDS from the beach
    face up cards or from the main draw deck." On a phone on its side with Larger text
    the prompt "Restock: take 1 more tile" was cut to "Restock: take 1 mor…"; there it
    says "Take 1 more tile" (the beach's lit tiles and the pile say where from)."""
    async def go():
        h = await open_kept_at(tmp_path, "4p", "restock", 640, 360, large)
        s = h.page.data.session
        view = s.view()
        want = view["hand_size"] - len(view["hands"][view["viewer"]])
        words = strings_of(h.find("decision"))
        tile = "tile" if want == 1 else "tiles"
        expected = f"Take {want} more {tile}" if large else f"Restock: take {want} more {tile}"
        assert expected in words, words
    run(go())


def castle_tiles(control) -> dict:
    """{castle's spoken name: its tiles' width in px} of the castle grids in `control`."""
    out = {}
    for c in walk(control, parked=True):
        if isinstance(c, ft.Semantics) and re.search(r"\d+-piece castle", c.label or ""):
            sizes = [b.width for b in walk(c, parked=True) if isinstance(b, ft.Container)
                     and b.width and b.width == b.height]
            out[c.label] = max(sizes)
    return out


@pytest.mark.parametrize("variant,width,height,shown,large", [
    ("2p", 360, 640, True, False), ("2p-shared-castle", 360, 640, True, False),
    ("4p", 360, 640, True, False), ("4p", 640, 360, True, False),
    ("2p", 1024, 768, False, False),
    ("3p", 360, 640, True, True), ("4p", 360, 640, True, True), ("6p", 360, 640, True, True)])
def test_a_phones_restock_shows_your_castles_under_the_beach(tmp_path, variant, width,
                                                              height, shown, large):
    """"Once the player's turn is complete RESTOCK your hand to 3 CARDS from the beach
    face up cards or from the main draw deck": which tile to take depends on where it
    would go, so on a phone your castles (and the shared one) stand under the beach,
    each named as players say it. On a tablet your area beside the decision shows them
    large already. With Larger text too: three to six players' restocks left them out
    over 100-118 px of bare sand at 360x640 (each row of cards counted 14-22 px taller
    than Chromium draws it, the beach's 48 px buttons counted scaled)."""
    async def go():
        h = await open_kept_at(tmp_path, variant, "restock", width, height, large)
        view = h.page.data.session.view()
        me = view["viewer"]
        yours = len(view["areas"][me]) + (len(view["areas"][view["n"]]) if view["shared"] else 0)
        drawn = castle_tiles(h.find("restock-castles")) if shown else {}
        if not shown:
            assert "restock-castles" not in h.ids()
            return
        assert len(drawn) == yours, drawn
        assert all(n.startswith(("your ", "Your ", "the shared", "The shared")) for n in drawn), drawn
        assert min(drawn.values()) >= 16, drawn
    run(go())


@pytest.mark.parametrize("variant,px", [("2p", 32), ("5p", 20), ("7p", 20)])
def test_upright_the_other_players_castles_stand_in_their_cards_where_there_is_room(
        tmp_path, variant, px):
    """Issue 24: "the other players' castles readable on a phone" and "the table scales
    up with the window". 360x640, a stolen tile to place: every other player's castle
    in their card, at 32 px where two players leave the room (20 px left some 60 px of
    bare sand under the decision), at 20 px with five or seven players (their cards had
    counts alone over some 120 px of bare sand)."""
    async def go():
        h = await open_kept_at(tmp_path, variant, "place_stolen", 360, 640, False)
        view = h.page.data.session.view()
        me = view["viewer"]
        others = [q for q in range(view["n"]) if q != me]
        drawn = {}
        for q in others:
            drawn.update(castle_tiles(h.find(f"player-{q}")))
        assert len(drawn) == sum(len(view["areas"][q]) for q in others) > 0, drawn
        assert set(drawn.values()) == {px}, drawn
    run(go())


def lit_cells(control) -> int:
    """How many cells of the castle grids in `control` are drawn lit (the dark frame)."""
    from ui.table.style import SEA_DEEP
    return sum(1 for c in walk(control, parked=True) if isinstance(c, ft.Container)
               and isinstance(c.border, ft.Border) and c.border.top is not None
               and c.border.top.width == 3 and c.border.top.color == SEA_DEEP)


@pytest.mark.parametrize("variant,kind,width,height,large", [
    ("2p", "counter", 360, 640, False), ("2p", "counter", 640, 360, False),
    ("3p", "counter", 360, 640, False), ("2p", "restrengthen", 360, 640, False),
    ("7p", "counter", 360, 640, False),
    # with Larger text, four or six players (your row among the cards)
    ("4p", "counter", 360, 640, True), ("6p", "counter", 360, 640, True)])
def test_a_phones_counter_shows_the_castle_fought_over_with_its_tile_lit(
        tmp_path, variant, kind, width, height, large):
    """"If the targetted player cannot (or chooses not to) counter, then the attack is
    successful. The attacker takes the targetted sandcastle card and puts it
    immediately into play in his area": what is at stake is a tile of a castle, so
    under the counter's (or the
    re-strengthen's) buttons a phone draws that castle, named as players say it, the
    tile fought over lit and the rest dimmed (the skirmish's strip shows the tiles
    played, not where the one fought over stands)."""
    async def go():
        h = await open_kept_at(tmp_path, variant, kind, width, height, large)
        view = h.page.data.session.view()
        sk = view["skirmish"]
        castle = next(c for c in view["areas"][sk["area"]] if c[0] == sk["castle"])
        shown = h.find("fought-over")
        assert shown is not None, h.ids()
        drawn = castle_tiles(shown)
        assert len(drawn) == 1 and min(drawn.values()) >= 24, drawn
        (name,) = drawn
        owner = "your " if sk["area"] == view["viewer"] else f"{view['names'][sk['area']]}'s "
        assert name.lower().startswith(owner.lower()), name
        assert lit_cells(shown) == 1
        assert sum(1 for c in walk(shown, parked=True) if isinstance(c, ft.Container)
                   and c.opacity == 0.45) == len(tops(castle)) - 1
    run(go())


def test_a_tablet_lights_the_tile_fought_over_in_its_owners_area(tmp_path):
    """On a tablet the owner's area beside the decision draws the castle large: the
    tile fought over is lit there, and the decision holds its buttons alone."""
    async def go():
        h = await open_kept_at(tmp_path, "2p", "counter", 1024, 768, False)
        assert "fought-over" not in h.ids()
        assert lit_cells(h.page) == 1
    run(go())


@pytest.mark.parametrize("variant,kind,large,expected", [
    ("1p", "counter", False, "You are attacked: counter?"),
    ("1p", "counter", True, "Counter the attack?"),
    ("2p", "restrengthen", False, "Countered: re-strengthen?"),
    ("2p", "restrengthen", True, "Re-strengthen?")])
def test_a_skirmish_on_a_phone_with_larger_text_asks_in_few_words(tmp_path, variant, kind,
                                                                   large, expected):
    """"You can counter in the normal manner." (the solo Game's attack) and "Counter
    attacks can ONLY be played by the player under attack." Beside the solo game's Undo,
    with Larger text at 360x640, "You are attacked: counter?" was cut to "You are
    attacked: count…"; there the prompt says "Counter the attack?" (and the
    re-strengthen "Re-strengthen?"), the skirmish drawn over it saying who attacks whom."""
    async def go():
        h = await open_kept_at(tmp_path, variant, kind, 360, 640, large)
        words = strings_of(h.find("decision"))
        assert expected in words, words
        shorter = {"Counter the attack?": "You are attacked: counter?",
                   "Re-strengthen?": "Countered: re-strengthen?"}
        assert shorter.get(expected) not in words
    run(go())


def test_the_solo_games_skirmish_keeps_the_games_name_whole_with_larger_text(tmp_path):
    """"If one or more of these is an attack card play this immediately against you."
    The skirmish over the counter's buttons names the side winning now: with Larger
    text on a phone on its side the line's two halves cut "The Game" to "The Ga…"
    beside its trophy. Each side takes the share its name or its tiles ask."""
    from ui.table.recap import words_height
    from ui.sandcastles_2015.board import the_game

    async def go():
        h = await open_kept_at(tmp_path, "1p", "counter", 640, 360, True)
        board = h.page.data.board
        look = board.look
        row = next(c for c in walk(h.find("skirmish"), parked=True) if isinstance(c, ft.Row)
                   and len(c.controls) == 3 and isinstance(c.controls[1], ft.Icon))
        attacker, defender = row.controls[0], row.controls[2]
        # the line's width in the decision's column: its frames, paddings and the
        # flash between the sides taken off
        line = board.col_w - 28 - 16 - look.size(22) - 8
        share = attacker.expand / (attacker.expand + defender.expand) * line
        name_room = share - look.size(18) - 2 - 8 - 6   # the trophy, padding, border
        one_line = words_height("x", look.size(14), 1000, bold=True)
        assert words_height(the_game(), look.size(14), name_room, bold=True) == one_line
    run(go())


@pytest.mark.parametrize("key", ["1p-2of4", "2p-0of4s4000"])
def test_a_french_restock_with_larger_text_shows_your_castles_under_the_beach(tmp_path, key):
    """"Once the player's turn is complete RESTOCK your hand to 3 CARDS from the beach
    face up cards or from the main draw deck": which tile to take depends on where it
    would go. In French with Larger text at 360x640, "Piocher" was counted on a line of
    its own beside three beach tiles (its button's word counted larger than it is drawn:
    a button's words keep their size), and your castles were left out over some 120 px
    of bare sand. The beach's tiles and Draw are counted on the one line they take,
    and your castles stand under them (the browser test checks the screen still fits:
    tests/e2e/test_french_larger_text_late_e2e.py)."""
    from tests.ui.test_board_contract import late_position_file, open_kept_uncovered
    kind, path = late_position_file(tmp_path, "sandcastles_2015", key)
    assert kind == "restock"

    async def go():
        h = await open_kept_uncovered(os.path.join(str(tmp_path), "open"), path, 360, 640,
                                      large=True, speaks="fr")
        board = h.page.data.board
        assert board.beach_row_lines(board.legal(), False) == 1
        assert "restock-castles" in h.ids()
        view = board.session.view()
        keys = {getattr(c, "key", None) for c in walk(h.find("restock-castles"), parked=True)}
        assert {f"c-{c[0]}" for c in view["areas"][view["viewer"]]} <= keys
    run(go())


@pytest.mark.parametrize("speaks,large,width,height,words", [
    ("fr", True, 640, 360, "Indice : Aucune tour mouette à prendre."),
    ("en", True, 640, 360, "Hint: No seagull tower it can take."),
    ("fr", False, 640, 360, "Indice : Aucune tour mouette à prendre."),
    ("en", False, 640, 360, "Hint: No seagull tower it can take."),
    ("en", False, 360, 640, "Hint: Nothing to attack with a bucket attack: it takes only "
                            "seagull towers a castle can spare.")])
def test_an_attack_tile_with_nothing_to_attack_says_so_in_few_words_on_a_phone(
        tmp_path, speaks, large, width, height, words):
    """"Attack cards can be used to attempt to steal a placed sandcastle card from
    another player", each beating one creature. Four players (the sweep's --seed 2000,
    the second of four positions), a bucket attack picked with no seagull tower in
    reach, on a phone on its side: with Larger text the French "Rien à attaquer avec une
    attaque seau : elle ne prend que des tours mouette qu'un château peut perdre." took
    six lines beside the hand and ran the screen 20 px under the window's edge. There
    it says "No seagull tower it can take." (the picked tile says which attack). With
    the default text the long words took seven lines in French beside the hand of a
    seven-player game (--seed 5000), 32 px under the edge: on a phone on its side the
    hint is the short one in any text size; upright, under the hand, the long one."""
    from core.sandcastles_2015.components import is_attack
    from tests.ui.test_board_contract import late_position_file, open_kept_uncovered
    kind, path = late_position_file(tmp_path, "sandcastles_2015", "4p-1of4s2000")
    assert kind == "action"

    async def go():
        h = await open_kept_uncovered(os.path.join(str(tmp_path), "open"), path, width,
                                      height, large=large, speaks=speaks)
        view = h.page.data.session.view()
        hand = view["hands"][view["viewer"]]
        await h.tap(next(f"hand-{i}" for i, t in enumerate(hand) if is_attack(t)))
        said = strings_of(h.find("decision"))
        assert words in said, said
    run(go())


def test_seven_players_attack_upright_with_larger_text_takes_the_beachs_room(tmp_path):
    """Seven players at 360x640 in French with Larger text, four fifths through the
    sweep's --seed 3000 game, Ben picks his bucket attack: ten castles of six players
    are in reach, and under the seven cards even the small castle buttons panned
    sideways, 8 lit cells behind the row's edge. The beach's box over the players gives
    way (as on a phone on its side): every castle in reach is offered to choose, none
    behind a sideways scroll, every player's card stays; a castle chosen stands alone
    with the beach still away; another tile picked, the beach is back."""
    from core.sandcastles_2015.components import is_attack
    from tests.ui.test_board_contract import late_position_file, open_kept_uncovered
    kind, path = late_position_file(tmp_path, "sandcastles_2015", "7p-3of4s3000")
    assert kind == "action"

    async def go():
        h = await open_kept_uncovered(os.path.join(str(tmp_path), "open"), path, 360, 640,
                                      large=True, speaks="fr")
        board = h.page.data.board
        view = board.session.view()
        hand = view["hands"][view["viewer"]]
        assert "shared" in h.ids()
        attack = next(i for i, t in enumerate(hand) if is_attack(t) and any(
            a[0] == "attack" and a[1] == i for a in board.legal()))
        await h.tap(f"hand-{attack}")
        targets = {a[3] for a in board.legal() if a[0] == "attack" and a[1] == attack}
        ids = set(h.ids())
        assert len(targets) == 10 and {f"castle-{cid}" for cid in targets} <= ids
        assert not board._panned and "shared" not in ids
        assert all(f"player-{q}" in ids or f"mine-{q}" in ids for q in range(7))
        await h.tap(f"castle-{min(targets)}")
        ids = set(h.ids())
        assert "all-castles" in ids and "shared" not in ids
        await h.tap("all-castles")
        assert {f"castle-{cid}" for cid in targets} <= set(h.ids())
        await h.tap(next(f"hand-{i}" for i, t in enumerate(hand) if not is_attack(t)))
        assert "shared" in h.ids()
    run(go())


def test_a_bonus_strip_that_pans_says_there_is_more_past_its_edge(tmp_path):
    """Seven players at 640x360 (the sweep's --seed 3000 game four fifths through): the
    bonus strip keeps to one line and pans to the bonuses past its edge; an ellipsis
    at its end says they are there (the strip ended at a bonus's name with the others,
    the biggest castle's among them, out of sight and no sign). At 1024x768 the strip
    wraps, every bonus in sight, and has none."""
    from tests.e2e import sweep
    from tests.support.ui_harness import walk
    folder = str(tmp_path)
    kind, doc = sweep.late_positions(folder, [("sandcastles_2015", "7p-3of4s3000")])[
        ("sandcastles_2015", "7p-3of4s3000")]

    async def go(width, height):
        h = await open_uncovered(folder, doc, width, height)
        strips = [c for c in walk(h.page, parked=True)
                  if getattr(c, "identifier", None) == "bonuses"]
        assert len(strips) == 1
        words = [c.value for c in walk(strips[0], parked=True) if isinstance(c, ft.Text)]
        return h.page.data.board.wrap_bonuses, "\u2026" in words
    assert run(go(640, 360)) == (False, True)
    assert run(go(1024, 768)) == (True, False)


def test_your_castles_that_pan_before_a_tile_is_picked_end_in_an_ellipsis(tmp_path):
    """Before a tile is picked a phone shows your castles on one line that pans (the
    room under it is the lit cells'): where they run past the panel's edge an ellipsis
    says there are more (a third castle stood cut at the edge with no sign). Seven
    players four fifths through the sweep's --seed 3000 game on a phone on its side pan
    and say so; upright they fit, and so do two players' castles early in a game."""
    from tests.e2e import sweep
    from tests.support.ui_harness import walk
    folder = str(tmp_path)
    keys = [("sandcastles_2015", "7p-3of4s3000"), ("sandcastles_2015", "2p-0of4s2000")]
    late = sweep.late_positions(folder, keys)

    async def go(key, width, height):
        h = await open_uncovered(folder, late[key][1], width, height)
        rows = [c for c in walk(h.page, parked=True)
                if getattr(c, "identifier", None) == "castles"]
        assert rows, "your castles are drawn in the decision"
        words = [c.value for r in rows for c in walk(r, parked=True) if isinstance(c, ft.Text)]
        return h.page.data.board._panned, "\u2026" in words
    assert run(go(keys[0], 640, 360)) == (True, True)
    assert run(go(keys[0], 360, 640)) == (False, False)
    assert run(go(keys[1], 640, 360)) == (False, False)


@pytest.mark.parametrize("large", [False, True], ids=["plain", "larger"])
@pytest.mark.parametrize("width,height,least", [(360, 640, 40), (640, 360, 40),
                                                (1024, 768, 56)])
def test_your_hand_tiles_are_drawn_at_your_own_pieces_size(tmp_path, width, height, least,
                                                            large):
    """Issue 24: "Your own pieces at least 40 px on a phone and 56 px on a tablet". The
    tiles of your hand were 30 px pictures on a phone upright and on a tablet (38 on
    its side), smaller than the castles they go to; every kept build or attack decision
    draws each of them at least that large (with Larger text too), and its lit cells
    stay in view (test_every_lit_cell_is_in_view_whichever_tile_is_picked_and_turned)."""
    from tests.ui.test_board_contract import open_kept_uncovered
    positions = [(v, path) for g, v, k, path in D.kept()
                 if g == "sandcastles_2015" and k == "action"]
    assert len(positions) >= 3

    async def go():
        for variant, path in positions:
            h = await open_kept_uncovered(os.path.join(str(tmp_path), variant), path,
                                          width, height, large=large)
            hand = h.find("hand")
            assert hand is not None, (variant, h.ids())
            sizes = []
            for i in sorted(i for i in h.ids() if i.startswith("hand-")):
                squares = [c.width for c in walk(h.find(i), parked=True)
                           if isinstance(c, ft.Container) and c.width and c.width == c.height]
                sizes.append(max(squares))
            assert len(sizes) >= 2 and min(sizes) >= least, (variant, sizes)
    run(go())


@pytest.mark.parametrize("speaks,large,width,height,prompt", [
    ("fr", True, 640, 360, "Place-la"),
    ("en", True, 360, 640, "Place it"),
    ("fr", False, 640, 360, "Place la tuile volée"),
    ("fr", True, 1024, 768, "Place la tuile volée")])
def test_the_stolen_tiles_prompt_keeps_to_one_line_beside_the_tile(
        tmp_path, speaks, large, width, height, prompt):
    """"place the stolen tile", beside the stolen tile and its turn button: with Larger
    text on a phone, in French at 640x360 with seven players, it was cut to "Place la
    tuile vo…"; where the whole words do not fit their line the prompt says "Place it"
    (the tile beside it says which). With the default text, and on a tablet, the
    words stay whole."""
    from tests.ui.test_board_contract import open_kept_uncovered
    path = next(p for g, v, k, p in D.kept()
                if g == "sandcastles_2015" and v == "7p" and k == "place_stolen")

    async def go():
        h = await open_kept_uncovered(os.path.join(str(tmp_path), "open"), path, width,
                                      height, large=large, speaks=speaks)
        decision = h.find("decision")
        texts = [c.value for c in walk(decision, parked=True)
                 if isinstance(c, ft.Text) and isinstance(c.value, str)]
        assert texts and texts[0] == prompt, texts
    run(go())


def late_at(tmp_path, key, width, height):
    """A sweep's late position (tests/e2e/sweep.py), opened with Larger text."""
    from tests.ui.test_board_contract import late_position_file, open_kept_uncovered
    _kind, path = late_position_file(tmp_path, "sandcastles_2015", key)
    return open_kept_uncovered(os.path.join(str(tmp_path), "open"), path, width, height,
                               large=True)


def test_a_castle_chosen_among_many_keeps_a_whole_button_back_to_all_of_them(tmp_path):
    """Issue 24: touch targets at least 48x48. Six people late in a game, Larger text at
    360x640, a build tile picked: its castles are offered small to choose first, and
    once one is chosen a button leads back to all of them. Beside three tiles of the
    hand and the tile's two buttons (turn it, exchange it) there is no room for a third:
    Flutter squeezed it to 18 x 48 px there. It stands by the prompt."""
    async def go():
        h = await late_at(tmp_path, "6p-1of2s9600", 360, 640)
        await h.tap("hand-0")
        choices = sorted(i for i in h.ids() if re.fullmatch(r"castle-\d+", i))
        assert len(choices) >= 2, sorted(h.ids())
        await h.tap(choices[0])
        hand = {c.identifier for c in walk(h.find("hand"), parked=True)
                if isinstance(c, ft.Semantics)}
        assert {"rotate", "exchange"} <= hand and "all-castles" not in hand, hand
        assert "all-castles" in {c.identifier for c in walk(h.find("decision"), parked=True)
                                 if isinstance(c, ft.Semantics)}
        await h.tap("all-castles")
        assert set(choices) <= set(h.ids())
    run(go())


def test_six_on_a_phone_on_its_side_give_the_beach_to_the_right_column_where_it_fits(
        tmp_path):
    """Issue 24: nothing a decision needs behind a horizontal scroll. Six people late in
    a game, Larger text at 640x360, an attack tile lighting eight castles: beside the
    beach's box in the left column they panned sideways over 140 px of bare sand under
    the players. The beach's box goes over the players' rows in the right column, and
    the castles to choose from stand in view."""
    async def go():
        h = await late_at(tmp_path, "6p-1of2s9600", 640, 360)
        board = h.page.data.board
        view = board.session.view()
        attack = next(i for i, t in enumerate(view["hands"][view["viewer"]])
                      if C.is_attack(t))
        await h.tap(f"hand-{attack}")
        left, right = landscape_sides(h)
        assert "shared" in right and "shared" not in left, (left, right)
        assert "decision" in left
        assert not board._panned
        assert len([i for i in h.ids() if re.fullmatch(r"castle-\d+", i)]) >= 6
    run(go())
