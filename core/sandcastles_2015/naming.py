"""Castles, cells and the game's words named as players say them, never by internal
numbers: "your 3-piece castle", "Ana's second 1-piece castle", "right of the crab tower",
in the language spoken now (core/i18n.py).

A castle's size is its footprint in pieces (the rulebook's "a 7 piece sandcastle"); two
castles of one owner with the same size are told apart by their order on the table
("first", "second": the order the board draws them in). A cell is placed beside the
tile it touches, or on top of the tile it covers.

The stored values (CREATURES, WALL_TYPES, a bonus's "name") are identifiers kept in states
and saves; the functions here give the words shown for them."""
from core.i18n import N_, _, ngettext, npgettext, pgettext

from .components import (BIGGEST, TALLEST, TILE_CREATURE, creature_plural, creature_word,
                         wall_words)
from .geometry import tops

__all__ = ["ORDINALS", "BESIDE", "size_of", "creature_word", "creature_plural", "wall_words",
           "bonus_title", "ordinal_word", "castle_name", "tower_words", "cell_words",
           "owner_words", "starts_with_vowel"]

# English ordinals, kept for reference; ordinal_word gives the words shown
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
# an empty cell is described from the tile it touches: (dx, dy) to that tile -> words
BESIDE = (((-1, 0), N_("right of the {tower}")), ((1, 0), N_("left of the {tower}")),
          ((0, 1), N_("above the {tower}")), ((0, -1), N_("below the {tower}")))
VOWELS = "aeiouyàâäéèêëîïôöùûüœæh"


def starts_with_vowel(name: str) -> bool:
    """Whether a name begins with a vowel sound's letter (French writes "d'Ana" but "de
    Bruno"): the code picks the message whose context says so, the catalogue decides."""
    return bool(name) and name[0].lower() in VOWELS


def size_of(castle: list) -> int:
    """The castle's footprint in pieces (a tower is one piece)."""
    return len(tops(castle))


def bonus_title(bonus: dict) -> str:
    """The bonus card's shown name: "The Donjon", "3 x crab", "Biggest Sandcastle"."""
    if bonus["kind"] == "material":
        return _("{n} x {creature}").format(n=bonus["threshold"],
                                            creature=creature_word(bonus["creature"]))
    if bonus["id"] == BIGGEST:
        return _("Biggest Sandcastle")
    if bonus["id"] == TALLEST:
        return _("Tallest Tower")
    shape = bonus["name"]   # marked N_ in components.SHAPES
    return _(shape)


def ordinal_word(rank: int) -> str:
    """"first", "second"... for the castle of that rank (0-based) among its like."""
    words = (pgettext("castle", "first"), pgettext("castle", "second"),
             pgettext("castle", "third"), pgettext("castle", "fourth"),
             pgettext("castle", "fifth"), pgettext("castle", "sixth"),
             pgettext("castle", "seventh"), pgettext("castle", "eighth"))
    if rank < len(words):
        return words[rank]
    return pgettext("castle", "number {n}").format(n=rank + 1)


def castle_name(castle: list, area: list, owner: str) -> str:
    """`owner` is "your", "their", "Ana's" or "the shared" (a key, as owner_words gives
    it, not a word shown); `area` holds every castle of that owner in table order,
    `castle` among them. The whole name comes from one message per owner, so a language
    puts the owner where it goes ("le château de 3 pièces d'Ana")."""
    size = size_of(castle)
    alike = [c for c in area if size_of(c) == size]
    if len(alike) > 1:
        rank = next((i for i, c in enumerate(alike) if c[0] == castle[0]), 0)
        ordinal = ordinal_word(rank)
        if owner == "your":
            text = ngettext("your {ordinal} {size}-piece castle",
                            "your {ordinal} {size}-piece castle", size)
        elif owner == "their":
            text = ngettext("their {ordinal} {size}-piece castle",
                            "their {ordinal} {size}-piece castle", size)
        elif owner == "the shared":
            text = ngettext("the shared {ordinal} {size}-piece castle",
                            "the shared {ordinal} {size}-piece castle", size)
        else:
            who = owner[:-2] if owner.endswith("'s") else owner
            if starts_with_vowel(who):
                text = npgettext("name starts with a vowel", "{who}'s {ordinal} {size}-piece castle",
                                 "{who}'s {ordinal} {size}-piece castle", size)
            else:
                text = ngettext("{who}'s {ordinal} {size}-piece castle",
                                "{who}'s {ordinal} {size}-piece castle", size)
            return text.format(who=who, ordinal=ordinal, size=size)
        return text.format(ordinal=ordinal, size=size)
    if owner == "your":
        text = ngettext("your {size}-piece castle", "your {size}-piece castle", size)
    elif owner == "their":
        text = ngettext("their {size}-piece castle", "their {size}-piece castle", size)
    elif owner == "the shared":
        text = ngettext("the shared {size}-piece castle", "the shared {size}-piece castle", size)
    else:
        who = owner[:-2] if owner.endswith("'s") else owner
        if starts_with_vowel(who):
            text = npgettext("name starts with a vowel", "{who}'s {size}-piece castle",
                             "{who}'s {size}-piece castle", size)
        else:
            text = ngettext("{who}'s {size}-piece castle", "{who}'s {size}-piece castle", size)
        return text.format(who=who, size=size)
    return text.format(size=size)


def tower_words(tile: int) -> str:
    """"crab tower" (no article)."""
    return _("{creature} tower").format(creature=creature_word(TILE_CREATURE[tile]))


def cell_words(castle: list, x: int, y: int) -> str:
    """Where (x, y) lies in `castle`: on top of the tile there, else beside a tile it
    touches ("right of the crab tower"), else off to one side."""
    top = tops(castle)
    here = top.get((x, y))
    if here is not None:
        return _("on top of the {tower}").format(tower=tower_words(here[0]))
    for (dx, dy), words in BESIDE:
        nb = top.get((x + dx, y + dy))
        if nb is not None:
            return _(words).format(tower=tower_words(nb[0]))
    return _("beside it")


def owner_words(state_names: list, area: int, n: int, viewer: int | None) -> str:
    """The owner key castle_name takes for the castles of `area` (n: the shared castle):
    "the shared", "your", "Ana's". Not a word to show: castle_name words it."""
    if area == n:
        return "the shared"
    if viewer is not None and area == viewer:
        return "your"
    return f"{state_names[area]}'s"
