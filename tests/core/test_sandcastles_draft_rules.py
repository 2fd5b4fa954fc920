"""Sandcastles, tile-drafting game: every rulebook table and example, the draft order,
placement, the sky drop, the sixth sky tile and each tie-break.

Rulebook: /work/shared/rules/sandcastles-drafting.txt; component list and readings:
/work/shared/rules/DECISIONS.md. Grid cells are row * 5 + col, row 0 the top (5th) row.
"""
import json

import pytest

from core.engine import IllegalAction
from core.rng import Rng
from core.sandcastles_draft import GAME
from core.sandcastles_draft import components as C
from core.sandcastles_draft import scoring
from core.sandcastles_draft.rules import tie_chain

NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay"]
RED = [n for n in range(1, 73) if (n - 1) % 9 == 0]      # tiles with a red starfish
BLUE = [n for n in range(1, 73) if (n - 1) % 9 == 1]


def new(n=2, **options):
    return GAME.new_game(NAMES[:n], options, seed=7)


def castle(cells: dict) -> list:
    """A 5x5 castle: {cell index: tile} plus the starter at the bottom centre."""
    g = [0] * 25
    g[22] = 91
    for i, t in cells.items():
        g[i] = t
    return g


def score_of(grid, others=()):
    ev = scoring.evaluate([grid] + [list(o) for o in others], dropped=False)
    return ev[0]


def line(breakdown, label):
    return sum(p for lab, p in breakdown if lab.startswith(label))


def play(state, actions):
    for a in actions:
        state = GAME.apply(state, a)
        assert GAME.check_invariants(state) == []
    return state


def first_legal(state):
    return sorted(GAME.legal_actions(state))[0]


# ---- components ------------------------------------------------------------------

def test_component_list_matches_decisions_formulas_and_totals():
    """DECISIONS.md: 'Totals: 72 sand / 18 sky; 40 starfish (8 per colour); 27 shells,
    12 shovels, 6 buckets; 27 birds.'"""
    patterns = [(0, 2), (2, 0), (1, 1), (1, 2), (2, 1), (2, 2), (1, 3), (3, 1), (2, 3), (3, 2),
                (4, 1), (1, 4)]
    assert [t[0] for t in C.TILES] == list(range(1, 91))
    for n, kind, top, bottom, star, item, birds in C.TILES[:72]:
        i = (n - 1) % 12
        assert (kind, (top, bottom), birds) == ("sand", patterns[i], 0)
        s = (n - 1) % 9
        assert star == (C.COLOURS[s] if s < 5 else None)
        assert item == ("bucket" if i == 0 else "shovel" if i <= 2 else "shell" if i <= 6 else None)
    sky = C.TILES[72:]
    assert all(t[1] == "sky" and t[4] is None for t in sky)
    assert [(t[2], t[3], t[5], t[6]) for t in sky] == (
        [(0, 2, None, 1)] * 6 + [(0, 1, None, 2)] * 6 + [(0, 1, None, 3)] * 3 + [(1, 2, "shell", 0)] * 3)
    assert sum(t[1] == "sand" for t in C.TILES) == 72 and len(sky) == 18
    stars = [t[4] for t in C.TILES if t[4]]
    assert len(stars) == 40 and all(stars.count(c) == 8 for c in C.COLOURS)
    items = [t[5] for t in C.TILES]
    assert (items.count("shell"), items.count("shovel"), items.count("bucket")) == (27, 12, 6)
    assert sum(t[6] for t in C.TILES) == 27
    assert C.STARTERS == tuple((91 + i, "starter", 2, 2, None, None, 0) for i in range(6))


# ---- setup -----------------------------------------------------------------------

@pytest.mark.parametrize("players,used", [(2, 30), (3, 45), (4, 60), (5, 75), (6, 90)])
def test_setup_counts_per_player_count(players, used):
    """'2 players: 30 tiles / 3 players: 45 / 4 players: 60 / 5 players: 75 / 6 players: 90.
    Return any remaining tiles to the bucket.' and 'Each player takes a Starter Tile ...
    This tile marks the bottom center of an imaginary 5x5 grid'."""
    s = GAME.new_game(NAMES[:players], {}, seed=players)
    in_play = len(s["pile"]) + len(s["hand"]) + 1     # + the face-up first tile
    assert in_play == used
    assert len(s["out"]) == 90 - used
    assert sorted(s["pile"] + s["hand"] + s["out"] + [s["offer"]]) == list(range(1, 91))
    for p in range(players):
        assert s["grids"][p][22] == 91 + p and sum(1 for t in s["grids"][p] if t) == 1
    # "They will take tiles from the top of the pile equal to the number of players"
    assert len(s["hand"]) == players - 1 and s["offer"] is not None
    assert GAME.progress(s) == "Round 1 of 15"
    assert GAME.check_invariants(s) == []


def test_too_few_or_too_many_players_refused():
    with pytest.raises(IllegalAction):
        GAME.new_game(["solo"], {}, 1)
    with pytest.raises(IllegalAction):
        GAME.new_game(NAMES + ["Gus"], {}, 1)


def test_tiles_option_fixes_the_draw_order():
    s = new(3, tiles=[5, 6, 7, 8], first=1)
    assert s["offer"] == 5 and s["hand"] == [6, 7] and s["pile"][0] == 8
    assert s["active"] == 1 and GAME.to_move(s) == 1


# ---- drafting ----------------------------------------------------------------------

def test_draft_order_skips_keepers_last_must_keep_and_active_moves_left():
    """'The active player may either choose to keep that tile for themselves or pass it to
    their left ... If a tile makes it all the way to the last player, they must keep it.'
    'Once a player takes a tile, they are out of that round and are skipped over.'
    'The player to the active player's left becomes the new active player.'"""
    s = new(4, tiles=[1, 2, 3, 4, 5, 6, 7, 8], first=0)
    # first tile is offered to the active player first
    assert GAME.to_move(s) == 0 and s["offer"] == 1
    assert GAME.legal_actions(s) == [("keep",), ("pass",)]
    s = play(s, [("keep",)])
    # "The next tile should not be revealed until the previous tile has been taken":
    # it is revealed now, and Ana places hers before the offer goes on.
    assert s["kept"][0] == 1 and s["offer"] == 2 and GAME.to_move(s) == 0
    assert all(a[0] == "place" for a in GAME.legal_actions(s))
    s = play(s, [("place", 4, 0)])
    # Ana kept one, so tile 2 goes to Ben first (Ana is skipped)
    assert GAME.to_move(s) == 1 and s["offer"] == 2
    s = play(s, [("pass",), ("pass",)])
    # it reached the last player who has not kept one: Dev keeps it with no decision
    assert s["kept"][3] == 2 and GAME.to_move(s) == 3 and s["offer"] == 3
    s = play(s, [("place", 4, 0)])
    assert GAME.to_move(s) == 1 and s["offer"] == 3
    s = play(s, [("pass",)])
    assert s["kept"][2] == 3 and GAME.to_move(s) == 2      # Cleo is the last for tile 3
    s = play(s, [("place", 4, 0)])
    # the round's last tile goes to Ben, the only one left
    assert s["kept"][1] == 4 and GAME.to_move(s) == 1 and s["offer"] is None
    s = play(s, [("place", 4, 0)])
    # round 2: Ben (to Ana's left) is the new active player, with tiles 5..8
    assert s["round"] == 2 and s["active"] == 1 and s["offer"] == 5 and GAME.to_move(s) == 1
    assert s["kept"] == [None] * 4
    assert GAME.progress(s) == "Round 2 of 15"


def test_active_player_keeping_first_must_pass_the_rest():
    """'in a 4 player game, if the active player kept the first tile they flipped in a round,
    they would have to pass on each of the next three tiles'."""
    s = new(4, tiles=[1, 2, 3, 4], first=2)
    s = play(s, [("keep",), ("place", 4, 0)])
    offered_to = []
    while s["round"] == 1:
        mover = GAME.to_move(s)
        if s["placer"] is None:
            offered_to.append(mover)
        assert mover != 2
        s = play(s, [first_legal(s)])
    assert 2 not in offered_to


def test_keep_and_pass_are_logged_with_names():
    s = new(2, tiles=[17, 80], first=0)
    # tiles named by what is on them, never by their number
    assert GAME.describe(s, ("keep",)) == "Ana keeps a sand tile (2 windows above, 1 below, shell)."
    assert GAME.describe(s, ("pass",)) == ("Ana passes a sand tile (2 windows above, 1 below, "
                                           "shell) to Ben, who must keep it.")
    s = play(s, [("pass",)])
    assert GAME.describe(s, ("place", 4, 1)).startswith("Ben places a sand tile (2 windows")
    assert "row 1, column 2" in GAME.describe(s, ("place", 4, 1))


# ---- placement ---------------------------------------------------------------------

def test_gravity_placement_refused_with_a_clear_message():
    """'Sand tiles must be added to your sandcastle following the rules of gravity. They may
    either be placed on the bottom row ... or directly above other sand tiles (including the
    Starting Tile).'"""
    s = new(2, tiles=[1, 2], first=0)
    s = play(s, [("keep",)])
    legal = GAME.legal_actions(s)
    # bottom row beside the starter, or on top of the starter
    assert sorted(legal) == [("place", 3, 2), ("place", 4, 0), ("place", 4, 1), ("place", 4, 3),
                             ("place", 4, 4)]
    with pytest.raises(IllegalAction) as e:
        GAME.apply(s, ("place", 2, 0))
    assert "gravity" in str(e.value) and "row 3, column 1" in str(e.value)
    with pytest.raises(IllegalAction) as e:
        GAME.apply(s, ("place", 4, 2))
    assert "already holds the starter tile" in str(e.value)
    with pytest.raises(IllegalAction) as e:
        GAME.apply(s, ("place", 4, 5))
    assert "outside the 5x5 grid" in str(e.value)
    with pytest.raises(IllegalAction) as e:
        GAME.apply(s, ("discard",))
    assert str(e.value)[0].isupper()


def test_sky_tiles_only_in_the_top_row_and_sand_never_on_sky():
    """'Sky tiles must be placed in the top row of your 5x5 grid, even if this means they are
    floating up there with no sand tile directly below them.'"""
    s = new(2, tiles=[73, 74, 1, 2], first=0)
    s = play(s, [("keep",)])
    assert sorted(GAME.legal_actions(s)) == [("place", 0, c) for c in range(5)]
    with pytest.raises(IllegalAction) as e:
        GAME.apply(s, ("place", 4, 0))
    assert "top row" in str(e.value)
    s = play(s, [("place", 0, 0), ("place", 0, 1)])   # Ana's floats over column 1
    s = play(s, [("keep",)])                              # Ben (active) keeps sand tile 1
    s = play(s, [("place", 4, 0)])
    s = play(s, [("place", 4, 0)])                        # Ana's sand tile 2 goes under her sky
    assert s["grids"][0][20] == 2 and s["grids"][0][0] == 73


def test_a_full_sand_column_closes_its_top_cell_to_sky_tiles():
    """DECISIONS.md: 'A sky tile with no free top-row cell (5 sky tiles placed, or sand
    already in that column's top cell)'."""
    # Ana gets tiles 1, 2, 3, 4 stacked on her starter (column 3), then a sky tile.
    s = new(2, tiles=[1, 37, 2, 38, 3, 39, 4, 40, 73, 74], first=0)
    for _ in range(4):
        for _ in range(2):
            if s["placer"] is None:
                s = play(s, [("keep",)])
            p = s["placer"]
            cell = ("place", 4 - sum(1 for r in range(5) if s["grids"][p][r * 5 + 2]), 2)
            s = play(s, [cell])
    assert s["grids"][0][2] and s["grids"][1][2]
    s = play(s, [("keep",)])
    assert sorted(GAME.legal_actions(s)) == [("place", 0, c) for c in (0, 1, 3, 4)]


def _five_skies_each():
    """Two players; the first ten revealed tiles are sky tiles, kept in turn; each puts
    them left to right in the top row."""
    s = new(2, tiles=[73, 79, 74, 80, 75, 81, 76, 82, 85, 86, 88, 89, 1, 2], first=0)
    while s["round"] <= 5:
        if s["placer"] is None:
            s = play(s, [("keep",)])
        p = s["placer"]
        c = next(c for c in range(5) if not s["grids"][p][c])
        s = play(s, [("place", 0, c)])
    return s


def test_sixth_sky_tile_may_replace_an_old_one():
    """'If a player has already placed 5 sky tiles and they wish to (or are forced to) take a
    6th, they may choose to swap out an old one for the new one, discarding the one they
    swapped out'."""
    s = _five_skies_each()
    assert s["round"] == 6 and GAME.to_move(s) == 1 and s["offer"] == 88
    s = play(s, [("keep",)])
    assert sorted(GAME.legal_actions(s)) == [("discard",)] + [("replace", c) for c in range(5)]
    with pytest.raises(IllegalAction) as e:
        GAME.apply(s, ("place", 0, 0))
    assert "replace one of your sky tiles or discard" in str(e.value)
    old = s["grids"][1][3]
    assert "discarding a sky tile (" in GAME.describe(s, ("replace", 3))
    s = play(s, [("replace", 3)])
    assert s["grids"][1][3] == 88 and s["discards"][1] == [old]


def test_sixth_sky_tile_may_be_discarded():
    """'... or simply discard the 6th sky tile they took. There is no penalty for this other
    than having one fewer tile in their final sandcastle.'"""
    s = _five_skies_each()
    s = play(s, [("keep",)])
    before = s["grids"][1][:]
    s = play(s, [("discard",)])
    assert s["discards"][1] == [88] and s["grids"][1] == before
    # Ana, the last player, is forced to take tile 89, a 6th sky tile too
    assert GAME.to_move(s) == 0 and s["placing"] == 89
    assert ("discard",) in GAME.legal_actions(s)


def test_replace_refused_while_the_top_row_has_room():
    s = new(2, tiles=[73, 74, 75, 76], first=0)
    s = play(s, [("keep",), ("place", 0, 0), ("place", 0, 0), ("keep",)])
    with pytest.raises(IllegalAction) as e:
        GAME.apply(s, ("replace", 0))
    assert "free cell" in str(e.value)


# ---- undo and hidden information -----------------------------------------------------

def test_undoable_only_when_nothing_was_revealed():
    s = new(3, tiles=[1, 2, 3], first=0)
    s2 = GAME.apply(s, ("pass",))
    assert GAME.can_undo(s2)                       # passing a face-up tile reveals nothing
    s3 = GAME.apply(s2, ("keep",))
    assert not GAME.can_undo(s3)                   # keeping reveals the next tile
    s4 = GAME.apply(s3, ("place", 4, 0))
    assert GAME.can_undo(s4)                       # placing revealed nothing
    s5 = GAME.apply(s4, ("pass",))                 # Cleo is last and must keep tile 2,
    assert s5["offer"] == 3 and not GAME.can_undo(s5)   # which reveals tile 3
    s6 = GAME.apply(s5, ("place", 4, 0))           # Cleo places; Ana, the only one left,
    assert s6["placer"] == 0 and s6["placing"] == 3     # takes tile 3: nothing new revealed
    assert GAME.can_undo(s6)
    s7 = GAME.apply(s6, ("place", 4, 0))           # round 2 starts: a new tile is revealed
    assert s7["round"] == 2 and not GAME.can_undo(s7)


def test_view_hides_face_down_tiles_and_their_order():
    a = new(3, tiles=[1, 2, 3, 4, 5, 6])
    b = json.loads(json.dumps(a))
    b["pile"][0], b["out"][0] = b["out"][0], b["pile"][0]      # a hidden difference only
    b["hand"].reverse()
    for p in (0, 1, 2, None):
        assert GAME.observe(a, p) == GAME.observe(b, p)
    view = GAME.observe(a, 0)
    assert "pile" not in view and "rng" not in view and view["pile_count"] == len(a["pile"])
    other = GAME.determinize(view, Rng(3))
    assert GAME.observe(other, 0) == view and GAME.check_invariants(other) == []


# ---- scoring: windows --------------------------------------------------------------

@pytest.mark.parametrize("windows,points", [
    (0, 0), (4, 0), (5, 1), (8, 1), (9, 2), (10, 2), (11, 2), (12, 3), (13, 3), (14, 4),
    (15, 5), (16, 6), (17, 7)])
def test_window_row_thresholds(windows, points):
    """'a row scores 2 points if there are 9 windows in it. A row with 10 or 11 windows still
    only scores 2 points because the threshold for increasing the row's score to 3 points is 12
    windows.' Table 0-4: 0, 5-8: 1, 9-11: 2, 12-13: 3, 14: 4, 15+: 5; 'the scoring summary
    page adds: +1 for every window over 15'."""
    assert scoring.window_row_points(windows) == points


def test_every_tile_has_two_window_rows():
    """'Every tile has two rows of windows, meaning there are 10 rows that may score even
    though there are only 5 rows on your 5x5 grid.' Bottom row: starter (2,2) and tiles 11
    (4,1), 23 (4,1), 12 (1,4), 24 (1,4): top windows 2+4+4+1+1 = 12, bottom 2+1+1+4+4 = 12."""
    g = castle({20: 11, 21: 23, 23: 12, 24: 24})
    ev = score_of(g)
    assert ev["stats"]["window_rows"] == [0] * 8 + [12, 12]
    assert line(ev["breakdown"], "Windows") == 3 + 3


# ---- scoring: starfish -------------------------------------------------------------

@pytest.mark.parametrize("cells,points", [
    ({20: RED[0], 24: RED[1]}, 0),                       # same colour, not touching: +0
    ({20: RED[0], 16: RED[1]}, 0),                       # diagonal does not count: +0
    ({20: RED[0], 21: BLUE[0]}, 0),                      # neighbours of different colours
    ({20: RED[0], 21: RED[1]}, 3),                       # one pair: 3
    ({20: RED[0], 21: RED[1], 16: RED[2]}, 6),           # a chain of three: 2 pairs, 6
    ({20: RED[0], 21: RED[1], 15: RED[2], 16: RED[3]}, 12),  # 2x2 block: 4 pairs, 12
])
def test_starfish_examples(cells, points):
    """'Each connected pair of starfish is worth 3 points. If there is a chain of starfish, then
    a starfish may be used in multiple pairs.' The manual's examples score +0, 3, 6 and 12;
    DECISIONS.md: 'a 2x2 block of one colour is 4 pairs = 12 points'."""
    assert line(score_of(castle(cells))["breakdown"], "Starfish pairs") == points


def test_all_five_starfish_colours_bonus():
    """'There is an additional 5 point bonus for having at least one of every color starfish
    in your sandcastle.' Tiles 1-5 carry red, blue, green, white and orange starfish."""
    five = castle({20: 1, 21: 2, 23: 3, 24: 4, 17: 5})
    four = castle({20: 1, 21: 2, 23: 3, 24: 4})
    assert line(score_of(five)["breakdown"], "All five") == 5
    assert line(score_of(four)["breakdown"], "All five") == 0


# ---- scoring: birds, items, majorities, sky bonus -----------------------------------

@pytest.mark.parametrize("birds,points", [(0, 0), (1, 1), (2, 1), (3, 2), (4, 3), (5, 5), (6, 8),
                                          (7, 13), (9, 13)])
def test_bird_table(birds, points):
    """Birds table: 1: 1, 2: 1, 3: 2, 4: 3, 5: 5, 6: 8, 7+: 13."""
    assert scoring.bird_points(birds) == points


def test_birds_counted_on_sky_tiles_in_the_castle():
    """'Score points based on the total number of birds that appear on the sky tiles in your
    sandcastle.' Tiles 73 (1 bird), 79 (2), 85 (3) = 6 birds = 8 points; plus 86 (3) = 9 = 13."""
    g = castle({0: 73, 1: 79, 3: 85})
    assert line(score_of(g)["breakdown"], "Birds") == 8
    g[4] = 86
    assert line(score_of(g)["breakdown"], "Birds") == 13


def test_shells_shovels_buckets_and_majorities_with_ties():
    """'Shells are always worth 1 point each. Shovels ... 2 points each. Buckets ... 3 points
    each.' 'the player with the most Shells receives a 3 point bonus. The player with the most
    Shovels receives a 2 point bonus, and the player with the most Buckets receives a 1 point
    bonus. Ties are friendly, with all tied players receiving the full bonus.'"""
    # Ana: 2 shells (4, 5), 1 shovel (2), 1 bucket (1). Ben: 2 shells (16, 17), 1 bucket (13).
    # Cleo: nothing. Shells tie (Ana, Ben), shovels Ana alone, buckets tie (Ana, Ben).
    ana = castle({20: 4, 21: 5, 23: 2, 24: 1})
    ben = castle({20: 16, 21: 17, 23: 13})
    cleo = castle({})
    ev = scoring.evaluate([ana, ben, cleo], dropped=False)
    a, b, c = (e["breakdown"] for e in ev)
    assert (line(a, "Shells"), line(a, "Shovels"), line(a, "Buckets")) == (2, 2, 3)
    assert (line(a, "Most shells"), line(a, "Most shovels"), line(a, "Most buckets")) == (3, 2, 1)
    assert (line(b, "Most shells"), line(b, "Most shovels"), line(b, "Most buckets")) == (3, 0, 1)
    assert (line(c, "Most shells"), line(c, "Most shovels"), line(c, "Most buckets")) == (0, 0, 0)


def test_majority_needs_at_least_one():
    """DECISIONS.md: 'Most shells / shovels / buckets bonuses need at least one'."""
    ev = scoring.evaluate([castle({}), castle({})], dropped=False)
    for e in ev:
        assert all(p == 0 for lab, p in e["breakdown"] if lab.startswith("Most"))


def test_five_sky_tiles_bonus():
    """'There is a 5 point bonus for having 5 sky tiles in your sandcastle.'"""
    five = castle({0: 73, 1: 74, 2: 75, 3: 76, 4: 77})
    four = castle({0: 73, 1: 74, 2: 75, 3: 76})
    assert line(score_of(five)["breakdown"], "Five sky") == 5
    assert line(score_of(four)["breakdown"], "Five sky") == 0


def test_sky_drop_changes_which_window_row_counts():
    """'Sky tiles drop down in their respective columns at the end of the game, coming to rest
    on the highest sand tiles below.' DECISIONS.md: 'Sky tiles drop at the end before windows
    and starfish are scored'. Sky tile 88 (windows 1/2) over column 1, which holds one sand
    tile: it falls to row 2 and its windows join that row's window rows."""
    g = castle({0: 88, 20: 8})
    dropped = scoring.drop(g)
    assert dropped[0] == 0 and dropped[15] == 88
    ev = score_of(g)
    assert ev["stats"]["window_rows"] == [0, 0, 0, 0, 0, 0, 1, 2, 3 + 2, 1 + 2]
    # a sky tile over an empty column falls to the bottom row; one over 4 sand stays on top
    g2 = castle({4: 88, 2: 73, 17: 1, 12: 2, 7: 3})
    d2 = scoring.drop(g2)
    assert d2[24] == 88 and d2[2] == 73
    assert score_of(g2)["stats"]["sky_top"] == 1


def test_game_end_drops_sky_tiles_and_scores():
    """'After the last tile is placed, players score their sandcastles.' The drop happens in
    the state too, and the breakdown adds up to the score."""
    s = new(2, tiles=[73, 1], first=0)
    s = play(s, [("keep",), ("place", 0, 0), ("place", 4, 4)])
    while GAME.to_move(s) is not None:
        s = play(s, [first_legal(s)])
    assert s["dropped"]
    g = s["grids"][0]
    r = g.index(73) // 5
    assert g.index(73) % 5 == 0                                  # same column
    assert all(g[k * 5] for k in range(r + 1, 5))                # resting on sand ...
    assert not any(g[k * 5] for k in range(r))                   # ... with nothing above
    assert r > 0 or all(g[k * 5] for k in range(1, 5))
    r = GAME.result(s)
    for p in range(2):
        assert sum(pts for _, pts in r["breakdown"][p]) == r["scores"][p]
    assert GAME.progress(s) == "Game over"
    assert r["over"] and r["summary"]


# ---- winning and tie-breaks ---------------------------------------------------------

def test_highest_score_wins():
    """'the player with the highest score is awarded the grand prize'."""
    tied, stages = tie_chain([30, 41, 29], [0, 0, 5], [20, 1, 40])
    assert tied == [1] and stages == ["score"]


def test_tie_break_most_sky_tiles_in_the_top_row_after_the_drop():
    """'In the event of a tie: The player with the most sky tiles located in the 5th row of
    their sandcastle wins.' DECISIONS.md: 'the "5th row" counted after the drop'. Both castles
    score the same; Ana's sky tile rests on four sand tiles in the top row, Ben's falls."""
    ana = castle({17: 1, 12: 10, 7: 19, 2: 79})
    ben = castle({17: 37, 12: 46, 7: 55, 0: 80})
    s = new(2)
    s["grids"] = [ana, ben]
    r = GAME.result(s)
    assert r["scores"][0] == r["scores"][1]
    assert r["sky_top_row"] == [1, 0]
    assert r["winners"] == [0] and r["decided_by"] == "sky tiles in the top row"


def test_tie_break_most_windows():
    """'If there is still a tie: The player with the most total windows wins.' Ana's tile 6
    (windows 2/2, shell) and Ben's tile 4 (1/2, shell): equal scores, Ana 8 windows to 7."""
    s = new(2)
    s["grids"] = [castle({21: 6}), castle({21: 4})]
    r = GAME.result(s)
    assert r["scores"][0] == r["scores"][1] and r["sky_top_row"] == [0, 0]
    assert r["windows"] == [8, 7]
    assert r["winners"] == [0] and r["decided_by"] == "windows"
    assert tie_chain([10, 10, 10], [2, 2, 1], [7, 9, 20]) == ([1], ["score", "sky tiles in the top row", "windows"])


def _mirror_game(unused):
    """Two players get feature-identical tiles (tile n and n + 36 are alike for n <= 36) and
    build identical castles, so score, top-row sky tiles and windows all tie."""
    order = []
    for n in range(1, 16):
        order += [n, n + 36]
    s = new(2, tiles=order, unused=unused, first=0)
    while s["phase"] == "draft":
        if s["placer"] is None:
            s = play(s, [("keep",)])
        else:
            s = play(s, [first_legal(s)])
    return s


def test_tie_break_extra_draft_is_played_and_decides():
    """'If there is STILL a tie: Use a number of tiles equal to the number of tied players
    (taken from the unused tiles ...) to hold one more draft. Tied players can add the tile
    they decide to keep to the left or right of the bottom row of their castle. The player
    who improves their score the most by placing this extra tile wins.'"""
    s = _mirror_game(unused=[25, 30])
    r = GAME.result(s)
    assert r["scores"][0] == r["scores"][1] and not r["over"]
    assert s["phase"] == "tiebreak" and GAME.progress(s) == "Tie-break draft"
    # round 15's active player was Ana, so Ben opens the extra draft with unused tile 25
    assert GAME.to_move(s) == 1 and s["offer"] == 25 and s["hand"] == [30]
    s = play(s, [("keep",)])
    assert sorted(GAME.legal_actions(s)) == [("end", "left"), ("end", "right")]
    with pytest.raises(IllegalAction):
        GAME.apply(s, ("place", 4, 0))
    s = play(s, [("end", "right")])
    assert s["placing"] == 30 and GAME.to_move(s) == 0        # Ana must keep tile 30
    s = play(s, [("end", "left")])
    assert GAME.to_move(s) is None
    r = GAME.result(s)
    gains = r["tie_break"]["gains"]
    # Ben: tile 25 is a bucket, +3; its windows (0/2) take his bottom window row from 6 to 8,
    # still 1 point; he already shared most buckets. Ana: tile 30 is a shell, +1, and its two
    # top windows lift her bottom row's top window row from 8 to 10 (1 -> 2 points): +2.
    assert gains == [2, 3]
    assert r["winners"] == [1] and r["decided_by"] == "extra draft"
    assert r["scores"][0] == r["scores"][1]        # the extra tile only breaks the tie
    assert "wins the extra draft" in r["summary"]
    assert s["extra"] == [[30, "left"], [25, "right"]]


def test_tie_break_shared_victory():
    """'If there is STILL a tie: The tied players share the victory.' Tiles 20 and 56 are
    alike, and both go to the same end."""
    s = _mirror_game(unused=[20, 56])
    s = play(s, [("keep",), ("end", "left"), ("end", "left")])
    r = GAME.result(s)
    assert r["winners"] == [0, 1] and r["decided_by"] == "shared"
    assert "share the victory" in r["summary"]


def test_extra_draft_tile_counts_on_the_six_wide_bottom_row():
    """DECISIONS.md: 'the extra tie-break draft lets a tied player add one tile at either end of
    the bottom row (a 6-wide bottom row)'. A red starfish beside a red starfish at the left end
    makes a pair; at the right end it does not."""
    g = castle({20: RED[0]})
    assert scoring.castle_stats(g, (RED[1], "left"))["pairs"] == 1
    assert scoring.castle_stats(g, (RED[1], "right"))["pairs"] == 0
    assert scoring.castle_stats(g, (11, "right"))["window_rows"][8:] == [2 + 0 + 4, 2 + 2 + 1]


def test_six_player_tie_break_takes_discards_then_losers_tiles():
    """With six players every tile is in play, so the extra draft's tiles come 'from the tiles
    used by losing players' (discarded sky tiles first)."""
    s = GAME.new_game(NAMES, {}, seed=3)
    while GAME.to_move(s) is not None:
        s = GAME.apply(s, first_legal(s))
    s["phase"] = "draft"
    s["final"] = s["tiebreak"] = None
    s["dropped"] = False
    assert s["out"] == []
    GAME._tiebreak_tiles(s, [0, 1])
    assert len(s["hand"]) == 2 and len(s["lent"]) == 2
    assert all(p not in (0, 1) for p, _, _ in s["lent"])


# ---- whole games ------------------------------------------------------------------

from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**63), players=st.integers(min_value=2, max_value=6))
def test_random_games_keep_every_invariant(seed, players):
    """'The game takes place over 15 rounds. Each round, players draft a single tile':
    every player takes exactly 15 tiles, every tile stays in exactly one place, every
    breakdown adds up, and the winners hold the best score."""
    import random
    chooser = random.Random(seed)
    s = GAME.new_game(NAMES[:players], {}, seed)
    while GAME.to_move(s) is not None:
        assert GAME.check_invariants(s) == []
        s = GAME.apply(s, chooser.choice(GAME.legal_actions(s)))
    assert GAME.check_invariants(s) == []
    r = GAME.result(s)
    for p in range(players):
        assert sum(pts for _, pts in r["breakdown"][p]) == r["scores"][p]
        assert sum(1 for t in s["grids"][p] if t) + len(s["discards"][p]) + sum(
            1 for q, _, _ in s["lent"] if q == p) == 16
    assert all(r["scores"][w] == max(r["scores"]) for w in r["winners"])


def test_log_names_the_player_who_must_keep_the_last_tile():
    """'If a tile makes it all the way to the last player, they must keep it.'"""
    s = new(2, tiles=[1, 2], first=0)
    s = play(s, [("keep",)])
    assert GAME.describe(s, ("place", 4, 0)) == (
        "Ana places a sand tile (0 windows above, 2 below, red starfish, bucket) in row 1, "
        "column 1; Ben must keep a sand tile (2 windows above, 0 below, blue starfish, shovel).")
