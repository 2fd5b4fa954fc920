"""Every component of Sandcastles (2015), as DECISIONS.md lists them.

Main deck: 111 tiles with integer ids.
  0..79    sandcastle tiles (a creature and walls; split per DECISIONS.md)
  80..89   crab attack tiles, 90..99 bucket attack tiles, 100..109 seagull attack tiles
  110      the Big Wave
Bonus tiles: 29, ids 0..28 in their own numbering.
  0..8     1-pebble back: at least 3/4/5 visible crabs, buckets or seagulls, +2/+3/+4
  9..17    2-pebble back: at least 6/7/8 visible of one creature, +5/+6/+7
  18..26   seaweed back: the nine shape bonuses
  27       Biggest Sandcastle (four faces), 28 Tallest Tower (four faces)
Walls are a 4-bit mask: N=1, E=2, S=4, W=8 (y grows downwards).
"""

from core.i18n import N_, _, ngettext, pgettext

GAME_ID = "sandcastles_2015"
BEACH_SIZE = 3

CRAB, BUCKET, SEAGULL = 0, 1, 2
CREATURES = ("crab", "bucket", "seagull")
CREATURES_PLURAL = ("crabs", "buckets", "seagulls")
# CREATURES and WALL_TYPES are identifiers (states, saves); the words shown for them come
# from creature_word, creature_plural and wall_words, in the language spoken now.

N, E, S, W = 1, 2, 4, 8
WALL_TYPES = ("end", "corner", "straight", "T", "cross")
# the wall types as players say them (log lines, the board's words)
WALL_WORDS = {"end": N_("1 wall"), "corner": N_("corner walls"),
              "straight": N_("2 straight walls"), "T": N_("3 walls"), "cross": N_("4 walls")}
WALL_BASE = (N, N | E, N | S, N | E | S, N | E | S | W)
# wall type -> number of crab, bucket, seagull tiles (DECISIONS.md, "wall split designed")
WALL_SPLIT = {
    "end": (8, 8, 7),
    "corner": (7, 7, 7),
    "straight": (5, 5, 5),
    "T": (5, 5, 5),
    "cross": (2, 2, 2),
}

N_SAND = 80
N_ATTACK = 30
BIG_WAVE = 110
N_TILES = 111

# per tile id: creature (sandcastle tiles), wall type index, base mask; attack kind for attacks
TILE_CREATURE = [-1] * N_TILES
TILE_WALLTYPE = [-1] * N_TILES
TILE_BASE = [0] * N_TILES
ATTACK_KIND = [-1] * N_TILES

_t = 0
for _w, _name in enumerate(WALL_TYPES):
    for _c, _count in enumerate(WALL_SPLIT[_name]):
        for _n in range(_count):
            TILE_CREATURE[_t] = _c
            TILE_WALLTYPE[_t] = _w
            TILE_BASE[_t] = WALL_BASE[_w]
            _t += 1
assert _t == N_SAND
for _c in range(3):
    for _i in range(10):
        ATTACK_KIND[N_SAND + 10 * _c + _i] = _c

SAND_TILES = list(range(N_SAND))
ATTACK_TILES = list(range(N_SAND, N_SAND + N_ATTACK))
MAIN_DECK = list(range(N_TILES))

# The wheel of power: seagull beats crab, crab beats bucket, bucket beats seagull.
BEATS = {SEAGULL: CRAB, CRAB: BUCKET, BUCKET: SEAGULL}      # kind -> what it beats
BEATEN_BY = {CRAB: SEAGULL, BUCKET: CRAB, SEAGULL: BUCKET}  # kind -> what beats it
MAX_SKIRMISH = 6


def is_sand(t: int) -> bool:
    return 0 <= t < N_SAND


def is_attack(t: int) -> bool:
    return N_SAND <= t < N_SAND + N_ATTACK


def creature_word(kind: int) -> str:
    """"crab", "bucket", "seagull" (lower case, singular) in the language spoken now."""
    if kind == CRAB:
        return pgettext("sandcastles", "crab")
    if kind == BUCKET:
        return pgettext("sandcastles", "bucket")
    return pgettext("sandcastles", "seagull")


def creature_plural(kind: int) -> str:
    """"crabs", "buckets", "seagulls" (lower case) in the language spoken now."""
    if kind == CRAB:
        return pgettext("sandcastles", "crabs")
    if kind == BUCKET:
        return pgettext("sandcastles", "buckets")
    return pgettext("sandcastles", "seagulls")


def wall_words(wall_type: str) -> str:
    """A wall type ("end", "corner"...) as players say it: "1 wall", "corner walls"."""
    return _(WALL_WORDS[wall_type])


def tile_name(t: int) -> str:
    """"crab tower with 1 wall", "seagull attack", "the Big Wave" (no article but the Big
    Wave's), in the language spoken now."""
    if is_sand(t):
        return _("{creature} tower with {walls}").format(
            creature=creature_word(TILE_CREATURE[t]), walls=wall_words(WALL_TYPES[TILE_WALLTYPE[t]]))
    if is_attack(t):
        return _("{creature} attack").format(creature=creature_word(ATTACK_KIND[t]))
    if t == BIG_WAVE:
        return _("the Big Wave")
    return _("tile {number}").format(number=t)


# ---- bonuses ---------------------------------------------------------------------
ONE_PEBBLE, TWO_PEBBLES, SEAWEED, BIG = "1 pebble", "2 pebbles", "seaweed", "big"

SHAPES = [  # name, points, outline rows (X = a cell of the footprint)
    (N_("The Donjon"), 2, ["XX", "XX"]),
    (N_("The Axe"), 3, ["XXX", ".X.", ".X."]),
    (N_("The Wyrm"), 4, ["XXX..", "..XXX"]),
    (N_("The Barracks"), 5, ["XXX", "XXX"]),
    (N_("The Staircase"), 5, ["X..", "XX.", "XXX"]),
    (N_("The Peacock"), 6, ["XXX", "XXX", ".X."]),
    (N_("The Cactus"), 6, ["X.X", "XXX", ".X.", ".X."]),
    (N_("The Abbey"), 6, ["X..", "XXX", "XXX"]),
    (N_("The Goldfish"), 6, [".X.X", "XXXX", "...X"]),
]


def outline_cells(rows: list) -> list:
    return [(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "X"]


BONUSES = []  # dicts: id, name, back, kind, creature, threshold, points, cells
for _i in range(9):
    _c, _k = divmod(_i, 3)
    BONUSES.append({"id": _i, "back": ONE_PEBBLE, "kind": "material", "creature": _c,
                    "threshold": 3 + _k, "points": 2 + _k, "cells": None,
                    "name": f"{3 + _k} x {CREATURES[_c]}"})
for _i in range(9):
    _c, _k = divmod(_i, 3)
    BONUSES.append({"id": 9 + _i, "back": TWO_PEBBLES, "kind": "material", "creature": _c,
                    "threshold": 6 + _k, "points": 5 + _k, "cells": None,
                    "name": f"{6 + _k} x {CREATURES[_c]}"})
for _i, (_name, _pts, _rows) in enumerate(SHAPES):
    BONUSES.append({"id": 18 + _i, "back": SEAWEED, "kind": "shape", "creature": -1,
                    "threshold": 0, "points": _pts, "cells": outline_cells(_rows), "name": _name})
BIGGEST, TALLEST = 27, 28
BONUSES.append({"id": BIGGEST, "back": BIG, "kind": "biggest", "creature": -1, "threshold": 7,
                "points": 0, "cells": None, "name": N_("Biggest Sandcastle")})
BONUSES.append({"id": TALLEST, "back": BIG, "kind": "tallest", "creature": -1, "threshold": 3,
                "points": 0, "cells": None, "name": N_("Tallest Tower")})
N_BONUSES = len(BONUSES)
assert N_BONUSES == 29

# The four faces: footprint 7/8/9/10+ and tower height 3/4/5/6+ (DECISIONS.md).
BIGGEST_FACES = {7: 6, 8: 7, 9: 9, 10: 11}
TALLEST_FACES = {3: 3, 4: 4, 5: 5, 6: 7}
BIGGEST_TOP, TALLEST_TOP = 10, 6

BACKS = {ONE_PEBBLE: list(range(0, 9)), TWO_PEBBLES: list(range(9, 18)),
         SEAWEED: list(range(18, 27))}
# players -> (1 pebble, 2 pebbles, seaweed) dealt; Biggest and Tallest always in addition.
BONUS_TABLE = {2: (1, 1, 1), 3: (1, 1, 2), 4: (1, 1, 3), 5: (2, 2, 2), 6: (2, 2, 3), 7: (2, 2, 4)}
SHARED_CASTLE_BONUSES = 4   # 2-player variant: four bonuses plus the two big ones
SOLO_BONUSES = 4            # solo: four random bonuses (more = harder)


def bonus_points(bonus_id: int, face: int) -> int:
    if bonus_id == BIGGEST:
        return BIGGEST_FACES.get(face, 0)
    if bonus_id == TALLEST:
        return TALLEST_FACES.get(face, 0)
    return BONUSES[bonus_id]["points"]


def bonus_label(bonus_id: int, face: int = 0) -> str:
    """The bonus with its face, as a score line names it, in the language spoken now."""
    b = BONUSES[bonus_id]
    if bonus_id == BIGGEST:
        if face >= BIGGEST_TOP:
            return ngettext("Biggest Sandcastle ({n}+ pieces)", "Biggest Sandcastle ({n}+ pieces)",
                            face).format(n=face)
        return ngettext("Biggest Sandcastle ({n} pieces)", "Biggest Sandcastle ({n} pieces)",
                        face).format(n=face)
    if bonus_id == TALLEST:
        if face >= TALLEST_TOP:
            return ngettext("Tallest Tower ({n}+ high)", "Tallest Tower ({n}+ high)",
                            face).format(n=face)
        return ngettext("Tallest Tower ({n} high)", "Tallest Tower ({n} high)",
                        face).format(n=face)
    if b["kind"] == "material":
        return _("{n} x {creature} bonus").format(n=b["threshold"],
                                                  creature=creature_word(b["creature"]))
    shape = b["name"]   # marked N_ in SHAPES
    return _("{shape} shape bonus").format(shape=_(shape))
