"""Castles and cells named as players say them, never by internal numbers: "your
3-piece castle", "Ana's second 1-piece castle", "right of the crab tower".

A castle's size is its footprint in pieces (the rulebook's "a 7 piece sandcastle"); two
castles of one owner with the same size are told apart by their order on the table
("first", "second": the order the board draws them in). A cell is placed beside the
tile it touches, or on top of the tile it covers."""
from .components import CREATURES, TILE_CREATURE
from .geometry import tops

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
# an empty cell is described from the tile it touches: (dx, dy) to that tile -> words
BESIDE = (((-1, 0), "right of"), ((1, 0), "left of"), ((0, 1), "above"), ((0, -1), "below"))


def size_of(castle: list) -> int:
    """The castle's footprint in pieces (a tower is one piece)."""
    return len(tops(castle))


def castle_name(castle: list, area: list, owner: str) -> str:
    """`owner` is "your", "Ana's" or "the shared"; `area` holds every castle of that
    owner in table order, `castle` among them."""
    size = size_of(castle)
    alike = [c for c in area if size_of(c) == size]
    ordinal = ""
    if len(alike) > 1:
        rank = next((i for i, c in enumerate(alike) if c[0] == castle[0]), 0)
        ordinal = (ORDINALS[rank] if rank < len(ORDINALS) else f"number {rank + 1}") + " "
    return f"{owner} {ordinal}{size}-piece castle"


def tower_words(tile: int) -> str:
    return f"{CREATURES[TILE_CREATURE[tile]]} tower"


def cell_words(castle: list, x: int, y: int) -> str:
    """Where (x, y) lies in `castle`: on top of the tile there, else beside a tile it
    touches ("right of the crab tower"), else off to one side."""
    top = tops(castle)
    here = top.get((x, y))
    if here is not None:
        return f"on top of the {tower_words(here[0])}"
    for (dx, dy), words in BESIDE:
        nb = top.get((x + dx, y + dy))
        if nb is not None:
            return f"{words} the {tower_words(nb[0])}"
    return "beside it"


def owner_words(state_names: list, area: int, n: int, viewer: int | None) -> str:
    """The possessive a viewer reads for the castles of `area` (n: the shared castle)."""
    if area == n:
        return "the shared"
    if viewer is not None and area == viewer:
        return "your"
    return f"{state_names[area]}'s"
