"""Other pairings of Seaside's faces, for measuring seat balance only (issue 25;
scripts/seat_balance.py --pairings NAME; docs/bots.md "Seat balance").

The rulebook gives the face totals, not the tokens: our pairings are designed
(docs/rules/DECISIONS.md). Each set below keeps the 70 tokens and every face total;
`use_pairings` deals with one of them for as long as its `with` block lasts, by
swapping the token tables of core/seaside for the duration. It is a measuring tool:
the app, its saves, replays and daily challenge always deal the designed pairings, and
a state made inside the block means nothing outside it.

Counting faces shows what any such set can change: with n tokens that have no Sea side
and s tokens that have two, 2n + (70 - n - s) = 78 seaside faces and 2s + (70 - n - s) = 62
sea faces, so n = s + 8: at least 8 tokens end a turn whichever side is chosen, more only
beside as many tokens that are sea on both sides. What a set can choose is which faces
the turn-ending tokens show, and how many more of them there are.
"""
from __future__ import annotations

import contextlib

from core.seaside import components as C
from core.seaside import rules as R

# "Isopod x21, Shell x21, Crab x20 on the Sea-facing side ... Sandpiper x17, Beach x22,
# Wave x20, Rocks x19" (the rulebook)
FACE_TOTALS = {"Isopod": 21, "Shell": 21, "Crab": 20, "Sandpiper": 17, "Beach": 22,
               "Wave": 20, "Rock": 19}
TOKEN_COUNT = 70

# name -> (count, side A, side B) rows, as components.TOKEN_KINDS
PAIRINGS = {
    # What the app deals: 8 Beach/Wave tokens are the only ones with no Sea side, so every
    # turn ends on a Wave (or the Beach beside it) and the Waves fall to the seats in turn.
    "designed": C.TOKEN_KINDS,
    # The turn-ending tokens carry no Wave: 8 Beach/Rock instead of Beach/Wave, and the
    # 8 Waves go to the back of Crabs (Crab/Rock 19 -> 11, Crab/Wave 8). Every Wave then
    # costs a sea face, so a player keeps one by choice, never because the turn must end.
    "beach-rock": (
        (17, "Isopod", "Sandpiper"), (11, "Crab", "Rock"), (11, "Shell", "Beach"),
        (2, "Isopod", "Beach"), (1, "Crab", "Beach"), (2, "Isopod", "Wave"),
        (10, "Shell", "Wave"), (8, "Crab", "Wave"), (8, "Beach", "Rock"),
    ),
    # Half way: 4 Beach/Wave and 4 Beach/Rock end turns; 4 Crab/Wave. The Waves still fall
    # on turn ends, but a Rock end in between shifts the order.
    "half-beach-rock": (
        (17, "Isopod", "Sandpiper"), (15, "Crab", "Rock"), (11, "Shell", "Beach"),
        (2, "Isopod", "Beach"), (1, "Crab", "Beach"), (2, "Isopod", "Wave"),
        (10, "Shell", "Wave"), (4, "Crab", "Wave"), (4, "Beach", "Wave"), (4, "Beach", "Rock"),
    ),
    # More turn ends, the designed Waves kept: 4 Shell/Beach + 4 Crab/Rock become 4 Beach/Rock
    # + 4 Shell/Crab (docs/bots.md's "some Shell/Beach as Beach/Rock"; the Shell/Crab
    # tokens are sea on both sides, which the totals require). 12 tokens end a turn, 8 of
    # them with a Wave.
    "more-enders": (
        (17, "Isopod", "Sandpiper"), (15, "Crab", "Rock"), (7, "Shell", "Beach"),
        (2, "Isopod", "Beach"), (1, "Crab", "Beach"), (2, "Isopod", "Wave"),
        (10, "Shell", "Wave"), (8, "Beach", "Wave"), (4, "Beach", "Rock"), (4, "Shell", "Crab"),
    ),
    # Both: 12 Beach/Rock turn ends with no Wave, every Wave behind a sea face
    # ("beach-rock" with 4 Shell/Beach + 4 Crab/Rock as 4 Beach/Rock + 4 Shell/Crab).
    "beach-rock-more": (
        (17, "Isopod", "Sandpiper"), (7, "Crab", "Rock"), (7, "Shell", "Beach"),
        (2, "Isopod", "Beach"), (1, "Crab", "Beach"), (2, "Isopod", "Wave"),
        (10, "Shell", "Wave"), (8, "Crab", "Wave"), (12, "Beach", "Rock"), (4, "Shell", "Crab"),
    ),
}


def face_totals(kinds) -> dict:
    out = dict.fromkeys(C.FACES, 0)
    for count, a, b in kinds:
        out[a] += count
        out[b] += count
    return out


def problems(kinds) -> list:
    """What keeps `kinds` from standing in for the designed tokens (empty if nothing):
    70 tokens, the rulebook's face totals, one row per pair of faces, a sea face on
    side A whenever a token has one, and Sandpipers only on Isopod/Sandpiper tokens
    (a Sandpiper Stack's base; the rules and the bots' imagined states rely on it)."""
    out = []
    if sum(count for count, _a, _b in kinds) != TOKEN_COUNT:
        out.append(f"{sum(c for c, _a, _b in kinds)} tokens, not {TOKEN_COUNT}")
    unknown = {f for _c, a, b in kinds for f in (a, b)} - set(C.FACES)
    if unknown:
        out.append(f"unknown faces {sorted(unknown)}")
        return out
    if face_totals(kinds) != FACE_TOTALS:
        out.append(f"face totals {face_totals(kinds)}, not the rulebook's")
    pairs = [frozenset((a, b)) for _c, a, b in kinds]
    if len(set(pairs)) != len(pairs):
        out.append("two rows show the same pair of faces")
    for count, a, b in kinds:
        if count <= 0:
            out.append(f"{a}/{b}: count {count}")
        if b in C.SEA_FACES and a not in C.SEA_FACES:
            out.append(f"{a}/{b}: the sea face belongs on side A")
        if "Sandpiper" in (a, b) and (a, b) != ("Isopod", "Sandpiper"):
            out.append(f"{a}/{b}: Sandpipers only on Isopod/Sandpiper tokens")
    return out


def without_sea_side(kinds) -> int:
    """How many tokens end a turn whichever side is chosen."""
    return sum(c for c, a, b in kinds if a not in C.SEA_FACES and b not in C.SEA_FACES)


@contextlib.contextmanager
def use_pairings(kinds):
    """Deal and play Seaside with `kinds` inside the block; the designed tables are back
    afterwards (also after an error). Not thread-safe; a measurement tool only."""
    wrong = problems(kinds)
    if wrong:
        raise ValueError("pairings rejected: " + "; ".join(wrong))
    kinds = tuple(tuple(row) for row in kinds)
    tokens = tuple((a, b) for count, a, b in kinds for _i in range(count))
    kind_of = tuple(k for k, (count, _a, _b) in enumerate(kinds) for _i in range(count))
    saved = (C.TOKEN_KINDS, C.TOKENS, C.TOKEN_COUNT, C.KIND_OF, R.TOKENS)
    try:
        C.TOKEN_KINDS, C.TOKENS, C.TOKEN_COUNT, C.KIND_OF = kinds, tokens, len(tokens), kind_of
        R.TOKENS = tokens
        yield
    finally:
        C.TOKEN_KINDS, C.TOKENS, C.TOKEN_COUNT, C.KIND_OF, R.TOKENS = saved
