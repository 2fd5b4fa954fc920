"""Seaside rules, one test per rule and per rulebook example.

Each test quotes the sentence of ../shared/rules/seaside.txt (or DECISIONS.md) it pins.
Situations are set up with a fixed bag (options["bag"], drawn in order) and, where a
long history would only distract, by moving set-aside tokens onto a Seaside.
"""
import pytest

from core.engine import IllegalAction
from core.seaside import components as C
from core.seaside.rules import GAME, compare_stack, stack_outcome

IS = ("Isopod", "Sandpiper")
CR = ("Crab", "Rock")
SB = ("Shell", "Beach")
IB = ("Isopod", "Beach")
CB = ("Crab", "Beach")
IW = ("Isopod", "Wave")
SW = ("Shell", "Wave")
BW = ("Beach", "Wave")


class Tokens:
    """Hands out distinct token ids of a wanted kind."""

    def __init__(self):
        self.used = set()

    def __call__(self, kind):
        for t in C.ids_of(*kind):
            if t not in self.used:
                self.used.add(t)
                return t
        raise AssertionError(f"no {kind} token left")


def new(bag_kinds, players=2, extra=()):
    """A game whose bag yields `bag_kinds` in order; returns (state, Tokens)."""
    pick = Tokens()
    bag = [pick(k) for k in bag_kinds]
    seats = [{"name": n} for n in ["Ana", "Ben", "Cy", "Di", "Ed"][:players]]
    state = GAME.new_game(seats, {"bag": bag}, seed=1)
    return state, pick


def give(state, pick, seat, pile, kind, n=1):
    """Move set-aside tokens of `kind` onto a seat's pile (or the Sea)."""
    for _ in range(n):
        t = pick(kind)
        state["removed"].remove(t)
        if pile in ("Isopod", "Shell", "Crab"):
            state["sea"][pile].append(t)
        elif pile == "stack":
            state["players"][seat]["stacks"].append([t])
        else:
            state["players"][seat][pile].append(t)
    assert GAME.check_invariants(state) == []


def play(state, *actions):
    for a in actions:
        state = GAME.apply(state, a)
        assert GAME.check_invariants(state) == []
    return state


# ---- components and setup -------------------------------------------------------

def test_face_totals_match_the_rulebook():
    """'70 tokens include: Isopod x21, Shell x21, Crab x20 on the Sea-facing side.'
    Sandpiper x17, Beach x22, Wave x20, Rocks x19."""
    assert C.TOKEN_COUNT == 70
    totals = {f: C.face_total(f) for f in C.FACES}
    assert totals == {"Isopod": 21, "Shell": 21, "Crab": 20, "Sandpiper": 17, "Beach": 22,
                      "Wave": 20, "Rock": 19}


@pytest.mark.parametrize("players,low,high", [(2, 30, 40), (3, 15, 20), (4, 0, 0), (5, 0, 0), (1, 0, 0)])
def test_setup_removes_tokens_by_player_count(players, low, high):
    """'3 players: Remove 15 to 20 tokens at random from the bag. 2 players: Remove 30 to 40
    tokens at random from the bag.' '4-5 players: Play with all the tokens.'"""
    removed = set()
    for seed in range(40):
        state = GAME.new_game([{}] * players, {}, seed)
        n = len(state["removed"])
        assert low <= n <= high
        # the first token is already drawn for the first player
        assert len(state["bag"]) + n + 1 == 70
        removed.add(n)
    if high > low:
        assert len(removed) > 3, "the number removed is random"


def test_setup_is_reproducible_from_the_seed():
    """All randomness comes from the seed: the same seed gives the same bag."""
    a = GAME.new_game([{}] * 3, {}, 42)
    b = GAME.new_game([{}] * 3, {}, 42)
    c = GAME.new_game([{}] * 3, {}, 43)
    assert a == b and a["bag"] != c["bag"]


# ---- the turn --------------------------------------------------------------------

def test_drawn_token_is_secret_to_its_drawer():
    """'draw a token from the Bag, look at it secretly, choose the side that interests you'"""
    state, _ = new([IS, CR])
    assert GAME.observe(state, 0)["drawn"] == ["Isopod", "Sandpiper"]
    assert GAME.observe(state, 1)["drawn"] is None
    assert GAME.observe(state, None)["drawn"] is None
    assert GAME.legal_actions(state) == [("side", "Isopod"), ("side", "Sandpiper")]


def test_only_a_side_of_the_drawn_token_may_be_chosen():
    """'choose the side that interests you and apply its effect' — only its two sides."""
    state, _ = new([IS, CR])
    with pytest.raises(IllegalAction, match="shows Isopod and Sandpiper"):
        GAME.apply(state, ("side", "Wave"))


def test_sea_face_goes_to_the_sea_and_the_player_draws_again():
    """'Place the token into the Sea (in the center of the play area); Then immediately take
    another turn (draw another token from the bag and apply its effect).'"""
    state, _ = new([IS, CR, SB])
    state = play(state, ("side", "Isopod"))
    assert state["sea"]["Isopod"] and state["current"] == 0
    assert GAME.observe(state, 0)["drawn"] == ["Crab", "Rock"]


def test_turn_passes_to_the_left():
    """'your turn is over; pass the Bag to the player on your left.'"""
    state, _ = new([CR, CR, CR, CR], players=3)
    state = play(state, ("side", "Rock"))
    assert state["current"] == 1
    state = play(state, ("side", "Rock"))
    assert state["current"] == 2
    state = play(state, ("side", "Rock"))
    assert state["current"] == 0


# ---- Sandpiper --------------------------------------------------------------------

def test_sandpiper_takes_any_number_of_isopods_even_none():
    """'Take as many Isopods as you wish from the Sea ... You are allowed to take no Isopods
    at all if you wish.'"""
    state, _ = new([IS, IS, IS, CR, CR])
    state = play(state, ("side", "Isopod"), ("side", "Isopod"), ("side", "Sandpiper"))
    assert GAME.legal_actions(state) == [("isopods", 0), ("isopods", 1), ("isopods", 2)]
    state = play(state, ("isopods", 0))
    assert [len(s) for s in state["players"][0]["stacks"]] == [1]
    assert len(state["sea"]["Isopod"]) == 2


def _with_stack(size):
    """Ana keeps one stack of `size`; it is her turn with a Sandpiper drawn, 4 Isopods in the Sea."""
    state, pick = new([CR, CR, IS, CR])
    state = play(state, ("side", "Rock"), ("side", "Rock"))  # Ana, Ben: first rocks
    assert state["current"] == 0
    give(state, pick, 0, "stack", IS)
    for _ in range(size - 1):
        t = pick(IS)
        state["removed"].remove(t)
        state["players"][0]["stacks"][0].append(t)
    give(state, pick, None, "Isopod", IS, 4)
    assert GAME.check_invariants(state) == []
    return play(state, ("side", "Sandpiper"))


def test_example_larger_stack_discards_the_smaller():
    """'Example: If you have a 3-token Sandpiper Stack (A) and you take a 4-token one (B) you
    must discard your 3-token Stack.'"""
    state = _with_stack(3)
    state = play(state, ("isopods", 3))
    me = state["players"][0]
    assert [len(s) for s in me["stacks"]] == [4]
    assert [len(s) for s in state["discarded"]] == [3]
    assert GAME.result(state)["breakdown"][0][0] == ["Sandpiper stacks", 4]


def test_example_smaller_new_stack_is_discarded():
    """'Example: If you have a 3-token Stack (A) and you take a 2-token one (B), you must discard
    the smaller one: The 2-token one you just took.'"""
    state = _with_stack(3)
    state = play(state, ("isopods", 1))
    assert [len(s) for s in state["players"][0]["stacks"]] == [3]
    assert [len(s) for s in state["discarded"]] == [2]


def test_same_size_stack_is_kept():
    """'it is the same size as the one(s) on your Seaside: → You may keep it on your Seaside'"""
    state = _with_stack(3)
    state = play(state, ("isopods", 2))
    assert [len(s) for s in state["players"][0]["stacks"]] == [3, 3]
    assert compare_stack(3, 3) == "keep" and compare_stack(2, 3) == "discard_new"
    assert compare_stack(4, 3) == "discard_old" and compare_stack(1, 0) == "keep"


# ---- Beach ------------------------------------------------------------------------

def test_example_third_beach_takes_up_to_three_shells():
    """'Example: If you add a third Beach to your Seaside, take up to 3 Shells from the Sea.'"""
    state, pick = new([SB, CR])
    give(state, pick, 0, "beaches", SB, 2)
    give(state, pick, None, "Shell", SW, 5)
    state = play(state, ("side", "Beach"))
    assert GAME.legal_actions(state) == [("shells", k) for k in range(4)]
    with pytest.raises(IllegalAction, match="up to 3 Shells"):
        GAME.apply(state, ("shells", 4))
    state = play(state, ("shells", 3))
    assert len(state["players"][0]["shells"]) == 3 and len(state["sea"]["Shell"]) == 2
    assert state["current"] == 1


def test_beach_without_shells_in_the_sea_is_planning_ahead():
    """'If there are no Shells in the sea, you can still place a Beach on your Seaside... this
    is called planning ahead!'"""
    state, _ = new([SB, CR])
    state = play(state, ("side", "Beach"))
    assert len(state["players"][0]["beaches"]) == 1 and state["current"] == 1


def test_beach_shells_limited_by_shells_in_the_sea():
    """'Take up to as many Shells from the Sea as the total number of Beaches on your Seaside,
    including the one you just placed.' — and no more than the Sea holds."""
    state, pick = new([SB, CR])
    give(state, pick, 0, "beaches", SB, 3)
    give(state, pick, None, "Shell", SW, 2)
    state = play(state, ("side", "Beach"))
    assert GAME.legal_actions(state) == [("shells", 0), ("shells", 1), ("shells", 2)]


# ---- Wave -------------------------------------------------------------------------

def test_wave_without_a_beach_flips_nothing():
    """'You must flip over one of your Beaches, if you have one.'"""
    state, _ = new([SW, CR])
    state = play(state, ("side", "Wave"))
    assert len(state["players"][0]["waves"]) == 1 and state["current"] == 1


def test_owner_may_look_under_their_beaches_others_may_not():
    """'You are allowed to look at the other side of your Beaches to choose which one would be
    best to flip over.'"""
    state, pick = new([SW, CR])
    give(state, pick, 0, "beaches", SB)
    give(state, pick, 0, "beaches", BW)
    assert GAME.observe(state, 0)["players"][0]["beach_hidden"] == ["Shell", "Wave"]
    assert "beach_hidden" not in GAME.observe(state, 1)["players"][0]
    state = play(state, ("side", "Wave"))
    assert GAME.legal_actions(state) == [("flip", 0), ("flip", 1)]


def test_example_flipped_shell_goes_to_the_sea_and_redraws():
    """'Example: If you flip over a Shell, place it into the sea and re-draw a token from the bag.'"""
    state, pick = new([SW, CR, CR])
    give(state, pick, 0, "beaches", SB)
    give(state, pick, 0, "beaches", IB)
    state = play(state, ("side", "Wave"), ("flip", 0))
    assert len(state["sea"]["Shell"]) == 1
    assert state["current"] == 0 and state["phase"] == "side", "Ana draws again"
    assert len(state["players"][0]["beaches"]) == 1


def test_example_flipped_wave_flips_another_beach():
    """'If you flip a Wave, flip over another Beach.'"""
    state, pick = new([SW, CR])
    give(state, pick, 0, "beaches", BW)
    give(state, pick, 0, "beaches", CB)
    give(state, pick, 0, "beaches", SB)
    state = play(state, ("side", "Wave"), ("flip", 0))
    me = state["players"][0]
    assert len(me["waves"]) == 2, "the revealed Wave joins the Waves"
    assert state["phase"] == "flip" and state["current"] == 0
    state = play(state, ("flip", 0))  # the Crab/Beach: a Crab into the Sea, then a redraw
    assert len(state["sea"]["Crab"]) == 1 and state["phase"] == "side" and state["current"] == 0


def test_single_beach_flips_without_asking():
    """'You must flip over one of your Beaches' — with one Beach there is nothing to choose."""
    state, pick = new([SW, CR])
    give(state, pick, 0, "beaches", IB)
    state = play(state, ("side", "Wave"))
    assert len(state["sea"]["Isopod"]) == 1 and state["current"] == 0 and state["phase"] == "side"


# ---- Rocks ------------------------------------------------------------------------

def test_first_rock_does_nothing_second_makes_a_crab_habitat():
    """'The 1st Rock has no immediate effect. Your turn ends.' 'The 2nd Rock creates a Crab
    Habitat ... add all the Crabs in the Sea, plus one Crab from one other player of your
    choice, to your Seaside.'"""
    state, pick = new([CR, CR, CR, CR], players=3)
    give(state, pick, None, "Crab", CR, 3)
    give(state, pick, 1, "crabs", CR)
    give(state, pick, 2, "crabs", CR, 2)
    state = play(state, ("side", "Rock"))
    assert state["players"][0]["crabs"] == [] and state["current"] == 1
    state = play(state, ("side", "Rock"), ("side", "Rock"))  # Ben, Cy
    state = play(state, ("side", "Rock"))  # Ana's 2nd Rock
    assert len(state["players"][0]["crabs"]) == 3 and not state["sea"]["Crab"]
    assert GAME.legal_actions(state) == [("steal", 1), ("steal", 2)]
    state = play(state, ("steal", 2))
    assert len(state["players"][0]["crabs"]) == 4 and len(state["players"][2]["crabs"]) == 1


def test_crab_habitat_works_with_no_crabs_anywhere():
    """'You can always do this action even if no other players have Crab tokens or there are
    no crabs in the Sea.'"""
    state, pick = new([CR, CR])
    give(state, pick, 0, "rocks", CR)
    state = play(state, ("side", "Rock"))
    assert len(state["players"][0]["rocks"]) == 2 and state["current"] == 1


def test_example_third_rock_nothing_fourth_rock_second_habitat():
    """'Example: If you take a third Rock later in the game, it does nothing. Your fourth Rock
    will create a second Crab Habitat, allowing you to collect Crabs a second time.'"""
    state, pick = new([CR, CR, CR, CR])
    give(state, pick, 0, "rocks", CR, 2)
    give(state, pick, None, "Crab", CB)
    state = play(state, ("side", "Rock"))
    assert state["players"][0]["crabs"] == [] and len(state["sea"]["Crab"]) == 1
    state = play(state, ("side", "Rock"), ("side", "Rock"))  # Ben, then Ana's 4th
    assert len(state["players"][0]["crabs"]) == 1


# ---- end of game ------------------------------------------------------------------

def test_game_ends_as_soon_as_the_bag_is_empty_even_mid_chain():
    """'As soon as the Bag is empty, the game is over.' (DECISIONS: also in the middle of a
    chain of redraws.)"""
    state, _ = new([CR, IS])
    state = play(state, ("side", "Rock"))
    state = play(state, ("side", "Isopod"))  # Ben must draw again: the Bag is empty
    assert GAME.is_over(state) and state["end"] == "bag"


def test_most_waves_take_the_sea():
    """'The player with the most Waves takes all the tokens remaining in the Sea.'"""
    state, pick = new([CR])
    give(state, pick, 1, "waves", SW, 2)
    give(state, pick, 0, "waves", IW)
    give(state, pick, None, "Isopod", IS, 3)
    state = play(state, ("side", "Rock"))
    assert GAME.is_over(state)
    res = GAME.result(state)
    assert ["Tokens from the Sea", 3] in res["breakdown"][1] and res["scores"] == [2, 5]
    assert res["winners"] == [1]


def test_tied_waves_split_the_sea_evenly_and_leave_extras():
    """'In the case of a draw, distribute the tokens in the Sea equally amongst all tied
    players. If you are unable to equally distribute the tokens, leave any extras in the Sea.'"""
    state, pick = new([CR], players=3)
    for seat in (0, 1):
        give(state, pick, seat, "waves", SW)
    give(state, pick, None, "Isopod", IS, 5)
    state = play(state, ("side", "Rock"))
    assert [len(p["won"]) for p in state["players"]] == [2, 2, 0]
    assert len(state["sea"]["Isopod"]) == 1


def test_nobody_with_waves_leaves_the_sea():
    """'If nobody has any Waves on their Seaside, the tokens remain in the Sea.'"""
    state, pick = new([CR])
    give(state, pick, None, "Crab", CR, 2)
    state = play(state, ("side", "Rock"))
    assert len(state["sea"]["Crab"]) == 2 and all(not p["won"] for p in state["players"])


def test_score_counts_every_token_on_the_seaside_and_ties_share():
    """'Stack up all the tokens from your Seaside. Compare it to the other players' stacks. The
    highest one is the winner! In the case of a draw, all tied players share the victory.'"""
    state, pick = new([CR])
    give(state, pick, 0, "beaches", SB)
    give(state, pick, 0, "shells", SW)
    give(state, pick, 1, "crabs", CB)
    state = play(state, ("side", "Rock"))  # Ana: 1 Beach, 1 Shell, 1 Rock = 3
    give(state, pick, 1, "rocks", CR)
    give(state, pick, 1, "shells", SW)
    res = GAME.result(state)
    assert res["scores"] == [3, 3] and res["winners"] == [0, 1]
    assert "share the victory" in res["summary"]


# ---- solo -------------------------------------------------------------------------

def solo(bag_kinds):
    pick = Tokens()
    bag = [pick(k) for k in bag_kinds]
    return GAME.new_game([{"name": "Ana"}], {"bag": bag}, 0), pick


def test_solo_uses_all_tokens():
    """'Solo Mode: Add all the tokens to the bag and shake it up.'"""
    state = GAME.new_game([{}], {}, 5)
    assert state["removed"] == [] and len(state["bag"]) == 69


def test_solo_seventh_beach_ends_without_its_effect_but_counts():
    """'A. If you add a 7th Beach, 7th Wave, 7th Sandpiper, or 7th Rock to your Seaside, the game
    ends immediately, without applying the effect of that token.' 'Count the tokens in front of
    you, including the 7th token played'"""
    state, pick = solo([SB, CR])
    give(state, pick, 0, "beaches", SB, 6)
    give(state, pick, None, "Shell", SW, 3)
    state = play(state, ("side", "Beach"))
    assert GAME.is_over(state) and state["end"] == "solo_7"
    assert state["players"][0]["shells"] == [], "no Shells taken"
    assert GAME.result(state)["scores"] == [7]


def test_solo_seventh_sandpiper_is_not_resolved():
    """'7th Sandpiper ... the game ends immediately, without applying the effect of that token.'"""
    state, pick = solo([IS, CR])
    for _ in range(6):
        give(state, pick, 0, "stack", IS)
    give(state, pick, None, "Isopod", IW, 2)
    state = play(state, ("side", "Sandpiper"))
    assert GAME.is_over(state) and len(state["players"][0]["stacks"]) == 6
    assert GAME.result(state)["scores"] == [7]


def test_solo_seventh_wave_from_a_flip_ends_the_game():
    """'If you add a ... 7th Wave ... the game ends immediately' — also a Wave revealed by a flip."""
    state, pick = solo([SW, CR])
    give(state, pick, 0, "waves", SW, 5)
    give(state, pick, 0, "beaches", BW)
    state = play(state, ("side", "Wave"))  # 6th Wave flips the Beach: a 7th Wave
    assert GAME.is_over(state) and len(state["players"][0]["waves"]) == 7


def test_solo_seventh_sea_token_ends_the_game_and_waves_collect_the_sea():
    """'B. If you add a 7th token into the Sea (any Isopod, Shell, or Crab token), the game also
    ends immediately.' 'Collect all the tokens in the Sea if you have at least 1 Wave on your
    Seaside.'"""
    state, pick = solo([IS, CR])
    give(state, pick, None, "Isopod", IS, 6)
    give(state, pick, 0, "waves", SW)
    state = play(state, ("side", "Isopod"))
    assert GAME.is_over(state) and state["end"] == "solo_sea"
    assert len(state["players"][0]["won"]) == 7 and GAME.result(state)["scores"] == [8]


def test_solo_without_a_wave_leaves_the_sea():
    """'Collect all the tokens in the Sea if you have at least 1 Wave on your Seaside.'"""
    state, pick = solo([IS, CR])
    give(state, pick, None, "Crab", CR, 6)
    state = play(state, ("side", "Isopod"))
    assert GAME.result(state)["scores"] == [0]


@pytest.mark.parametrize("score,start", [(0, "The wind, rain"), (19, "The wind, rain"),
                                         (20, "It was a grey"), (35, "The wind was blowing"),
                                         (49, "A very satisfying"), (50, "The sun was shining"),
                                         (60, "You have discovered"), (75, "You have discovered")])
def test_solo_result_bands(score, start):
    """'Consult the table below to see how your Seaside excursion went: 0-19 ... 60+'"""
    assert C.solo_band(score).startswith(start)


def test_solo_result_names_its_band():
    state, pick = solo([CR])
    give(state, pick, 0, "rocks", CR, 1)
    state = play(state, ("side", "Rock"))
    res = GAME.result(state)
    assert res["band"].startswith("The wind, rain")


# ---- log, undo, view --------------------------------------------------------------

def test_log_lines_tell_what_happened():
    state, pick = new([SW, CR])
    give(state, pick, 0, "beaches", SB)
    give(state, pick, 0, "beaches", CB)
    line = GAME.describe(state, ("side", "Wave"))
    assert line == "Ana places a Wave."
    state = play(state, ("side", "Wave"))
    assert GAME.describe(state, ("flip", 1)) == (
        "The Wave flips a Beach: it reveals a Crab. Ana throws a Crab into the Sea and draws again.")


def test_undo_only_before_anything_is_revealed():
    """Undo is offered for a side choice that waits on a sub-decision, never after a draw."""
    state, pick = new([SB, CR])
    give(state, pick, None, "Shell", SW)
    state = play(state, ("side", "Beach"))
    assert GAME.can_undo(state)
    state = play(state, ("shells", 1))
    assert not GAME.can_undo(state), "Ben has drawn a secret token"


def test_stack_outcome_foretells_what_taking_k_isopods_does():
    """'it is larger than the one(s) on your Seaside: → You must discard all smaller
    Stacks and keep the new, larger one.' / 'it is smaller than the one(s) on your
    Seaside: → You must discard it immediately' / 'it is the same size as the one(s) on
    your Seaside: → You may keep it on your Seaside'. What a phone's board says before
    "Take" (stack_outcome) is what the move then does."""
    for k, verdict, kept, gone in ((3, "discard_old", [4], [3]), (1, "discard_new", [3], [2]),
                                   (2, "keep", [3, 3], [])):
        state = _with_stack(3)
        assert stack_outcome(state, k) == (k + 1, verdict)
        state = play(state, ("isopods", k))
        assert [len(s) for s in state["players"][0]["stacks"]] == kept
        assert [len(s) for s in state["discarded"]] == gone
