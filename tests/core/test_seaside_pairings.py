"""Other pairings of Seaside's faces for the seat-balance measurement (issue 25,
devtools/seaside_pairings.py): each keeps the rulebook's tokens and face totals, they are
dealt only inside `use_pairings`, and the app's own deal and imagined states stay exactly
as they were."""
import hashlib
import json

import pytest

from core.bots import choose
from core.rng import Rng
from core.seaside import components as C
from core.seaside import rules as R
from core.seaside.rules import GAME
from devtools.seaside_pairings import (FACE_TOTALS, PAIRINGS, face_totals, problems,
                                       use_pairings, without_sea_side)

DESIGNED = (
    (17, "Isopod", "Sandpiper"), (19, "Crab", "Rock"), (11, "Shell", "Beach"),
    (2, "Isopod", "Beach"), (1, "Crab", "Beach"), (2, "Isopod", "Wave"),
    (10, "Shell", "Wave"), (8, "Beach", "Wave"),
)


def test_the_rulebook_totals_are_the_ones_the_app_deals():
    """'Isopod x21, Shell x21, Crab x20 on the Sea-facing side'; Sandpiper x17, Beach x22,
    Wave x20, Rocks x19."""
    assert FACE_TOTALS == {f: C.face_total(f) for f in C.FACES}
    assert sum(FACE_TOTALS[f] for f in C.SEA_FACES) == 62


@pytest.mark.parametrize("name", sorted(PAIRINGS))
def test_every_pairing_keeps_70_tokens_and_every_face_total(name):
    kinds = PAIRINGS[name]
    assert problems(kinds) == []
    assert sum(count for count, _a, _b in kinds) == 70
    assert face_totals(kinds) == FACE_TOTALS


def test_the_alternatives_differ_where_the_doc_says():
    """n tokens without a Sea side = 8 + tokens sea on both sides, in every set."""
    assert PAIRINGS["designed"] == DESIGNED
    assert {name: without_sea_side(k) for name, k in PAIRINGS.items()} == {
        "designed": 8, "beach-rock": 8, "half-beach-rock": 8, "more-enders": 12,
        "beach-rock-more": 12}
    for kinds in PAIRINGS.values():
        both_sea = sum(c for c, a, b in kinds if a in C.SEA_FACES and b in C.SEA_FACES)
        assert without_sea_side(kinds) == 8 + both_sea
    waves_on_enders = {name: sum(c for c, a, b in k if "Wave" in (a, b) and a not in C.SEA_FACES)
                       for name, k in PAIRINGS.items()}
    assert waves_on_enders == {"designed": 8, "beach-rock": 0, "half-beach-rock": 4,
                               "more-enders": 8, "beach-rock-more": 0}


def test_a_set_that_breaks_the_rulebook_is_refused():
    swap = [list(row) for row in DESIGNED]
    swap[0][0] -= 1
    assert any("69 tokens" in p for p in problems(swap))
    bad = DESIGNED[:-1] + ((8, "Beach", "Rock"),)       # Waves 12, Rocks 27
    assert any("face totals" in p for p in problems(bad))
    assert problems(DESIGNED[1:] + ((17, "Sandpiper", "Isopod"),))
    assert problems(DESIGNED[:-1] + ((4, "Beach", "Wave"), (4, "Wave", "Beach")))
    with pytest.raises(ValueError, match="pairings rejected"):
        with use_pairings(bad):
            pass
    assert C.TOKEN_KINDS == DESIGNED


def _fingerprints():
    """Hashes of the deals of 8 seeds and of the states imagined along a random line."""
    deal, imagined = hashlib.sha256(), hashlib.sha256()
    for seed in range(8):
        s = GAME.new_game([{"name": "A"}, {"name": "B"}], {}, seed)
        deal.update(json.dumps(s, sort_keys=True).encode())
        rng = Rng(seed)
        for i in range(30):
            p = GAME.to_move(s)
            if p is None:
                break
            world = GAME.determinize(GAME.observe(s, p), Rng(100 + i))
            imagined.update(json.dumps(world, sort_keys=True).encode())
            GAME.step(s, GAME.rollout_action(s, rng))
    return deal.hexdigest()[:16], imagined.hexdigest()[:16]


def test_the_app_deals_and_imagines_exactly_as_before():
    """The deal (saves, replays and the daily challenge start from it) and the states
    the bots imagine are those of the designed pairings before issue 25's measurement
    came in (pinned from main at 5a73198), also after a block with other pairings."""
    pinned = ("42ebe6589211cead", "d69900d92bd454bd")
    assert C.TOKEN_KINDS == DESIGNED
    assert _fingerprints() == pinned
    with use_pairings(PAIRINGS["beach-rock"]):
        assert C.TOKEN_KINDS != DESIGNED and len(C.TOKENS) == 70
    assert _fingerprints() == pinned
    with pytest.raises(RuntimeError):
        with use_pairings(PAIRINGS["more-enders"]):
            raise RuntimeError("a measurement fails half way")
    assert C.TOKEN_KINDS == DESIGNED and R.TOKENS is C.TOKENS
    assert C.TOKENS == tuple((a, b) for n, a, b in DESIGNED for _i in range(n))
    assert C.KIND_OF[-1] == len(DESIGNED) - 1 and C.TOKEN_COUNT == 70


@pytest.mark.parametrize("name", ["beach-rock", "more-enders", "beach-rock-more"])
def test_games_with_other_pairings_deal_them_and_keep_the_rules(name):
    """Inside the block a game deals the other tokens (a Beach/Rock token exists), Medium
    and Easy finish it with legal moves, every state keeps the invariants, and every state
    a bot imagines shows it exactly what it saw (Rocks now lie on two kinds of token)."""
    kinds = PAIRINGS[name]
    with use_pairings(kinds):
        assert C.ids_of("Beach", "Rock")
        seen_faces = set()
        for seed, level in ((1, "medium"), (2, "easy")):
            s = GAME.new_game([{"name": "A", "bot": True}, {"name": "B", "bot": True}], {}, seed)
            rngs = [Rng(seed), Rng(seed + 50)]
            k = 0
            while GAME.to_move(s) is not None:
                p = GAME.to_move(s)
                view = GAME.observe(s, p)
                if k % 3 == 0:
                    world = GAME.determinize(view, Rng(k))
                    assert GAME.check_invariants(world) == []
                    assert GAME.observe(world, p) == view
                s = GAME.apply(s, choose(GAME, view, level, rngs[p]))
                assert GAME.check_invariants(s) == []
                for pl in s["players"]:
                    seen_faces |= {C.other_side(t, "Rock") for t in pl["rocks"]}
                k += 1
            assert GAME.result(s)["over"]
        if name != "more-enders":
            assert "Beach" in seen_faces, "a Rock from a Beach/Rock token was played"
