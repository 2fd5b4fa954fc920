"""Seaside's 70 two-sided tokens as data (pairings from ../shared/rules/DECISIONS.md).

A token id is its index in TOKENS; TOKENS[i] = (sea-or-first side, other side).
Only this module knows the component list, so a real one can replace it.
The face names are identifiers (states, actions, saves); face_name shows one.
"""
from core.i18n import N_, _, npgettext

SEA_FACES = ("Isopod", "Shell", "Crab")
SEASIDE_FACES = ("Sandpiper", "Beach", "Wave", "Rock")
FACES = SEA_FACES + SEASIDE_FACES
# What a player reads for each face, for n of them ("Seaside": the context that keeps
# these words apart from other games' crabs and waves in the catalogue).
_FACE_WORDS = {
    "Isopod": lambda n: npgettext("Seaside", "Isopod", "Isopods", n),
    "Shell": lambda n: npgettext("Seaside", "Shell", "Shells", n),
    "Crab": lambda n: npgettext("Seaside", "Crab", "Crabs", n),
    "Sandpiper": lambda n: npgettext("Seaside", "Sandpiper", "Sandpipers", n),
    "Beach": lambda n: npgettext("Seaside", "Beach", "Beaches", n),
    "Wave": lambda n: npgettext("Seaside", "Wave", "Waves", n),
    "Rock": lambda n: npgettext("Seaside", "Rock", "Rocks", n),
}


def face_name(face, n: int = 1) -> str:
    """A face as a player reads it, in the language spoken now: face_name("Beach") is
    "Plage" in French, face_name("Beach", 3) "Plages"; an unknown value as it is."""
    words = _FACE_WORDS.get(face)
    return words(n) if words else str(face)


# (count, side A, side B)
TOKEN_KINDS = (
    (17, "Isopod", "Sandpiper"),
    (19, "Crab", "Rock"),
    (11, "Shell", "Beach"),
    (2, "Isopod", "Beach"),
    (1, "Crab", "Beach"),
    (2, "Isopod", "Wave"),
    (10, "Shell", "Wave"),
    (8, "Beach", "Wave"),
)

TOKENS = tuple((a, b) for count, a, b in TOKEN_KINDS for _i in range(count))
TOKEN_COUNT = len(TOKENS)

# Per token: its kind index in TOKEN_KINDS (tokens of a kind are interchangeable).
KIND_OF = tuple(k for k, (count, _a, _b) in enumerate(TOKEN_KINDS) for _i in range(count))


def other_side(token: int, face: str) -> str:
    a, b = TOKENS[token]
    return b if face == a else a


def kinds_with(face: str) -> tuple:
    """Kind indexes whose token shows `face` on one side."""
    return tuple(k for k, (_n, a, b) in enumerate(TOKEN_KINDS) if face in (a, b))


def kind_index(face_a: str, face_b: str) -> int:
    for k, (_n, a, b) in enumerate(TOKEN_KINDS):
        if {a, b} == {face_a, face_b}:
            return k
    raise KeyError(f"no token shows {face_a} and {face_b}")


def ids_of(face_a: str, face_b: str) -> list:
    """Token ids of the kind with these two faces (in id order)."""
    k = kind_index(face_a, face_b)
    return [i for i, kind in enumerate(KIND_OF) if kind == k]


def face_total(face: str) -> int:
    return sum(count for count, a, b in TOKEN_KINDS if face in (a, b))


# The solo game's result bands: kept in English in results and records (stored), shown
# with _(band) (solo_band_text).
SOLO_BANDS = (
    (0, 19, N_("The wind, rain, and cold have cut your walk short.")),
    (20, 29, N_("It was a grey day, but the salt air was invigorating.")),
    (30, 39, N_("The wind was blowing hard and the sea was imposing. A bit scary but also a bit exciting!")),
    (40, 49, N_("A very satisfying outing! Your mind is filled with wonderful memories.")),
    (50, 59, N_("The sun was shining, the waves were magnificent, and nature showed itself in all its splendour.")),
    (60, 10**9, N_("You have discovered a completely unmatched and unique beach! This was a once-in-a-lifetime experience.")),
)


def solo_band(score: int) -> str:
    """The band's English words (an identifier kept in records)."""
    for lo, hi, text in SOLO_BANDS:
        if lo <= score <= hi:
            return text
    return SOLO_BANDS[0][2]


def solo_band_text(score: int) -> str:
    """The band as a player reads it, in the language spoken now."""
    return _(solo_band(score))
