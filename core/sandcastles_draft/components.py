"""Sandcastles (tile draft): every component, as data.

No component list is public; this one is the project"s design in
/work/shared/rules/DECISIONS.md ("Sandcastles, tile-drafting game"), written out
tile by tile so a real list can replace it later without touching rule code.
tests/core/test_sandcastles_draft_rules.py checks it against the formulas and totals there.

Each tile: (number, kind, windows in its top row, windows in its bottom row,
starfish colour or None, item or None, birds).
"""
from core.i18n import N_, _, ngettext, pgettext

COLOURS = ("red", "blue", "green", "white", "orange")
ITEMS = ("shell", "shovel", "bucket")

# number, kind, top windows, bottom windows, starfish, item, birds
TILES = (
    (1, "sand", 0, 2, "red", "bucket", 0),
    (2, "sand", 2, 0, "blue", "shovel", 0),
    (3, "sand", 1, 1, "green", "shovel", 0),
    (4, "sand", 1, 2, "white", "shell", 0),
    (5, "sand", 2, 1, "orange", "shell", 0),
    (6, "sand", 2, 2, None, "shell", 0),
    (7, "sand", 1, 3, None, "shell", 0),
    (8, "sand", 3, 1, None, None, 0),
    (9, "sand", 2, 3, None, None, 0),
    (10, "sand", 3, 2, "red", None, 0),
    (11, "sand", 4, 1, "blue", None, 0),
    (12, "sand", 1, 4, "green", None, 0),
    (13, "sand", 0, 2, "white", "bucket", 0),
    (14, "sand", 2, 0, "orange", "shovel", 0),
    (15, "sand", 1, 1, None, "shovel", 0),
    (16, "sand", 1, 2, None, "shell", 0),
    (17, "sand", 2, 1, None, "shell", 0),
    (18, "sand", 2, 2, None, "shell", 0),
    (19, "sand", 1, 3, "red", "shell", 0),
    (20, "sand", 3, 1, "blue", None, 0),
    (21, "sand", 2, 3, "green", None, 0),
    (22, "sand", 3, 2, "white", None, 0),
    (23, "sand", 4, 1, "orange", None, 0),
    (24, "sand", 1, 4, None, None, 0),
    (25, "sand", 0, 2, None, "bucket", 0),
    (26, "sand", 2, 0, None, "shovel", 0),
    (27, "sand", 1, 1, None, "shovel", 0),
    (28, "sand", 1, 2, "red", "shell", 0),
    (29, "sand", 2, 1, "blue", "shell", 0),
    (30, "sand", 2, 2, "green", "shell", 0),
    (31, "sand", 1, 3, "white", "shell", 0),
    (32, "sand", 3, 1, "orange", None, 0),
    (33, "sand", 2, 3, None, None, 0),
    (34, "sand", 3, 2, None, None, 0),
    (35, "sand", 4, 1, None, None, 0),
    (36, "sand", 1, 4, None, None, 0),
    (37, "sand", 0, 2, "red", "bucket", 0),
    (38, "sand", 2, 0, "blue", "shovel", 0),
    (39, "sand", 1, 1, "green", "shovel", 0),
    (40, "sand", 1, 2, "white", "shell", 0),
    (41, "sand", 2, 1, "orange", "shell", 0),
    (42, "sand", 2, 2, None, "shell", 0),
    (43, "sand", 1, 3, None, "shell", 0),
    (44, "sand", 3, 1, None, None, 0),
    (45, "sand", 2, 3, None, None, 0),
    (46, "sand", 3, 2, "red", None, 0),
    (47, "sand", 4, 1, "blue", None, 0),
    (48, "sand", 1, 4, "green", None, 0),
    (49, "sand", 0, 2, "white", "bucket", 0),
    (50, "sand", 2, 0, "orange", "shovel", 0),
    (51, "sand", 1, 1, None, "shovel", 0),
    (52, "sand", 1, 2, None, "shell", 0),
    (53, "sand", 2, 1, None, "shell", 0),
    (54, "sand", 2, 2, None, "shell", 0),
    (55, "sand", 1, 3, "red", "shell", 0),
    (56, "sand", 3, 1, "blue", None, 0),
    (57, "sand", 2, 3, "green", None, 0),
    (58, "sand", 3, 2, "white", None, 0),
    (59, "sand", 4, 1, "orange", None, 0),
    (60, "sand", 1, 4, None, None, 0),
    (61, "sand", 0, 2, None, "bucket", 0),
    (62, "sand", 2, 0, None, "shovel", 0),
    (63, "sand", 1, 1, None, "shovel", 0),
    (64, "sand", 1, 2, "red", "shell", 0),
    (65, "sand", 2, 1, "blue", "shell", 0),
    (66, "sand", 2, 2, "green", "shell", 0),
    (67, "sand", 1, 3, "white", "shell", 0),
    (68, "sand", 3, 1, "orange", None, 0),
    (69, "sand", 2, 3, None, None, 0),
    (70, "sand", 3, 2, None, None, 0),
    (71, "sand", 4, 1, None, None, 0),
    (72, "sand", 1, 4, None, None, 0),
    (73, "sky", 0, 2, None, None, 1),
    (74, "sky", 0, 2, None, None, 1),
    (75, "sky", 0, 2, None, None, 1),
    (76, "sky", 0, 2, None, None, 1),
    (77, "sky", 0, 2, None, None, 1),
    (78, "sky", 0, 2, None, None, 1),
    (79, "sky", 0, 1, None, None, 2),
    (80, "sky", 0, 1, None, None, 2),
    (81, "sky", 0, 1, None, None, 2),
    (82, "sky", 0, 1, None, None, 2),
    (83, "sky", 0, 1, None, None, 2),
    (84, "sky", 0, 1, None, None, 2),
    (85, "sky", 0, 1, None, None, 3),
    (86, "sky", 0, 1, None, None, 3),
    (87, "sky", 0, 1, None, None, 3),
    (88, "sky", 1, 2, None, "shell", 0),
    (89, "sky", 1, 2, None, "shell", 0),
    (90, "sky", 1, 2, None, "shell", 0),
)

# The six starter tiles: sand, windows (2, 2), nothing else. Seat i owns starter 91 + i.
STARTERS = tuple((91 + i, "starter", 2, 2, None, None, 0) for i in range(6))
FIRST_STARTER = 91

ROUNDS = 15
TILES_PER_PLAYER = ROUNDS

# ---- fast lookups indexed by tile number (0 = empty cell) -------------------
ALL = TILES + STARTERS
N = 1 + len(ALL)
IS_SKY = [False] * N
IS_STARTER = [False] * N
WIN_TOP = [0] * N
WIN_BOTTOM = [0] * N
STAR = [-1] * N          # starfish colour index, -1 = none
SHELLS = [0] * N
SHOVELS = [0] * N
BUCKETS = [0] * N
BIRDS = [0] * N
for _n, _kind, _top, _bottom, _star, _item, _birds in ALL:
    IS_SKY[_n] = _kind == "sky"
    IS_STARTER[_n] = _kind == "starter"
    WIN_TOP[_n] = _top
    WIN_BOTTOM[_n] = _bottom
    STAR[_n] = COLOURS.index(_star) if _star else -1
    SHELLS[_n] = int(_item == "shell")
    SHOVELS[_n] = int(_item == "shovel")
    BUCKETS[_n] = int(_item == "bucket")
    BIRDS[_n] = _birds
NUMBERED = tuple(t[0] for t in TILES)    # 1..90


# What a player reads for the stored words (identifiers: "red", "shell" stay in the data)
STARFISH_NAMES = {
    "red": N_("red starfish"),
    "blue": N_("blue starfish"),
    "green": N_("green starfish"),
    "white": N_("white starfish"),
    "orange": N_("orange starfish"),
}


def starfish_name(colour: str) -> str:
    """"red starfish", in the player's language."""
    return _(STARFISH_NAMES[colour])


def item_name(item: str) -> str:
    """"shell", "shovel", "bucket", in the player's language."""
    return {"shell": pgettext("tile draft item", "shell"),
            "shovel": pgettext("tile draft item", "shovel"),
            "bucket": pgettext("tile draft item", "bucket")}.get(item, item)


def detail_parts(top: int, bottom: int, star, item, birds: int, birds_first: bool = True) -> list:
    """The things on a tile, as players name them: "2 windows above", "1 below", its
    starfish, its birds and its item (`birds_first`: birds before the item)."""
    parts = [ngettext("{n} window above", "{n} windows above", top).format(n=top),
             _("{n} below").format(n=bottom)]
    if star:
        parts.append(starfish_name(star))
    bird = ngettext("{n} bird", "{n} birds", birds).format(n=birds) if birds else None
    if bird and birds_first:
        parts.append(bird)
    if item:
        parts.append(item_name(item))
    if bird and not birds_first:
        parts.append(bird)
    return parts


def tile_text(n: int) -> str:
    """Log text for a tile, as players name it (never by its number): "a sand tile
    (2 windows above, 1 below, red starfish, shell)"."""
    if n <= 0:
        return pgettext("tile draft", "nothing")
    _n, kind, top, bottom, star, item, birds = ALL[n - 1]
    if kind == "starter":
        return _("the starter tile")
    details = ", ".join(detail_parts(top, bottom, star, item, birds))
    if kind == "sky":
        return _("a sky tile ({details})").format(details=details)
    return _("a sand tile ({details})").format(details=details)
