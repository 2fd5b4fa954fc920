"""A view holds everything its seat knows, and determinize keeps to it.

Sandcastles (2015), rulebook: 'As an action a player can exchange a card with any of the
three face up beach cards, or by secretly replacing the face down top deck card.' The
player who put the tile on top knows it; when the next player draws it, that player
goes on knowing who holds it. A tile taken from the face-up beach is seen by everyone.
"""
from core.rng import Rng
from core.sandcastles_2015 import GAME
from tests.core.test_sandcastles_2015_rules import Alloc, new, play


def test_who_drew_my_secret_top_tile_stays_in_my_view():
    a = Alloc()
    s = new(3, a)
    mine = s["hands"][0][1]
    # Ana secretly puts her tile on top of the pile; then Ben exchanges with that top
    s = play(s, ("exchange", 1, "deck"))
    assert GAME.observe(s, 0)["deck_top"] == mine
    s = play(s, ("exchange", 0, "deck"))          # Ben takes Ana's tile from the top
    assert mine in s["hands"][1]
    ana = GAME.observe(s, 0)
    assert [mine, 0] in ana["known"][1]
    for p in (1, 2, None):                        # nobody else learns which tile it was
        assert all(who != 0 for k in GAME.observe(s, p)["known"] for _t, who in k)
    for seed in range(20):                        # any world Ana imagines has it in Ben's hand
        world = GAME.determinize(ana, Rng(seed))
        assert mine in world["hands"][1]
        assert GAME.observe(world, 0) == ana
    cy = GAME.observe(s, 2)
    assert any(mine not in GAME.determinize(cy, Rng(seed))["hands"][1] for seed in range(20))


def test_the_knowledge_ends_when_the_tile_leaves_the_hand():
    a = Alloc()
    s = new(2, a)
    mine = s["hands"][0][1]
    s = play(s, ("exchange", 1, "deck"), ("exchange", 0, "deck"))
    k = s["hands"][1].index(mine)
    assert [mine, 0] in s["known"][1]
    s = play(s, ("build", 0, "new", 0, 0, 0))    # Ana's turn: a quiet build
    while GAME.to_move(s) != 1 or s["phase"] != "action":
        s = play(s, GAME.legal_actions(s)[-1])
    k = s["hands"][1].index(mine)
    s = play(s, ("exchange", k, "beach", 0))      # Ben puts it on the beach
    assert all(t != mine for t, _who in s["known"][1])
    assert s["beach"][0] == mine


def test_a_tile_taken_from_the_beach_is_known_to_all():
    a = Alloc()
    s = new(3, a)
    theirs = s["beach"][2]
    s = play(s, ("exchange", 1, "beach", 2))
    for p in (1, 2, None):
        v = GAME.observe(s, p)
        assert [theirs, -1] in v["known"][0]
        assert theirs in GAME.determinize(v, Rng(3))["hands"][0]


def test_seaside_owner_knows_what_is_under_every_token_on_their_seaside():
    """DECISIONS.md (Seaside): 'The hidden side of a token lying on a Seaside is known
    to its owner only.' So the owner's view holds the kinds of their Shells, Crabs,
    Waves and stacked Isopods, and any state imagined from it keeps them."""
    from core.seaside import GAME as SEASIDE
    from core.seaside import components as SC
    for seed in range(40):
        s = SEASIDE.new_game([{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}], {}, seed)
        rng = Rng(seed)
        for _ in range(60):
            if SEASIDE.to_move(s) is None:
                break
            SEASIDE.step(s, SEASIDE.rollout_action(s, rng))
        ana = s["players"][0]
        if ana["shells"] or ana["waves"] or ana["crabs"]:
            break
    mine = sorted(SC.KIND_OF[t] for t in ana["shells"])
    view = SEASIDE.observe(s, 0)
    assert view["players"][0]["own_kinds"]["shells"] == mine
    assert "own_kinds" not in SEASIDE.observe(s, 1)["players"][0]    # Ben cannot look
    for k in range(10):
        world = SEASIDE.determinize(view, Rng(k))
        for pile in ("shells", "crabs", "waves"):
            assert sorted(SC.KIND_OF[t] for t in world["players"][0][pile]) == \
                sorted(SC.KIND_OF[t] for t in ana[pile])
