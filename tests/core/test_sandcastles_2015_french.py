"""Sandcastles (2015) in French: the log, the refusals, the score and the game's words read
as a French-speaking player says them (genders, "d'Ana" but "de Ben", plurals chosen by the
catalogue), while the states keep their English identifiers."""
from ui import language

from core.sandcastles_2015 import GAME
from core.sandcastles_2015 import components as C
from core.sandcastles_2015 import naming
from tests.core.test_sandcastles_2015_rules import (BUCKET, CRAB, NAMES, SEAGULL, Alloc, E, S, W,
                                                    new, put_castle)


def test_the_log_speaks_french_with_genders_and_elision():
    a = Alloc()
    gull_a = a.attack(SEAGULL)
    s = new(2, a, hands=[[gull_a] + a.any_sand(2), a.any_sand(3)])
    cid = put_castle(s, 1, [(0, 0, a.sand(CRAB, "end"), E), (1, 0, a.sand(BUCKET, "corner"), W | S)])
    mine = put_castle(s, 0, [(0, 0, a.sand(BUCKET, "end"), E), (1, 0, a.sand(CRAB, "corner"), W | S)])
    language.use("fr")
    assert GAME.describe(s, ("attack", 0, 1, cid, 0, 0)) == \
        "Ana attaque la tour crabe dans le château de 2 pièces de Ben avec une mouette."
    s["turn"] = 1
    s["hands"][1] = [a.attack(CRAB)] + s["hands"][1][1:]
    # Ben attacks Ana: "d'Ana", and a crab is masculine
    assert GAME.describe(s, ("attack", 0, 0, mine, 0, 0)) == \
        "Ben attaque la tour seau dans le château de 2 pièces d'Ana avec un crabe."
    s["hands"][1] = [a.sand(CRAB, "end")] + s["hands"][1][1:]
    assert GAME.describe(s, ("build", 0, cid, 1, 1, 0)) == (
        "Ben construit une tour crabe (1 muraille) dans son château de 2 pièces, en dessous de "
        "la tour seau, et complète un château de sable de 3 pièces.")
    assert GAME.describe(s, ("build", 0, "new", 0, 0, 0)) == \
        "Ben construit une tour crabe (1 muraille) pour commencer un nouveau château."
    # the state keeps its identifiers
    assert s["names"] == NAMES[:2] and C.CREATURES == ("crab", "bucket", "seagull")


def test_refusals_score_and_progress_in_french():
    a = Alloc()
    gull = a.attack(SEAGULL)
    s = new(2, a, hands=[[gull] + a.any_sand(2), a.any_sand(3)])
    cid = put_castle(s, 1, [(0, 0, a.sand(SEAGULL, "end"), E), (1, 0, a.sand(BUCKET, "corner"), W | S)])
    language.use("fr")
    assert GAME.why_illegal(s, ("attack", 0, 1, cid, 0, 0)) == \
        "Une attaque mouette ne prend qu'une tour crabe, pas une tour mouette."
    assert GAME.why_illegal(s, ("counter", 0)) == \
        "C'est à Ana de construire, attaquer ou échanger."
    assert GAME.progress(s) == "Tour 1, 7 tuiles dans la pioche"   # the Big Wave among them
    s["deck"] = s["deck"][:1]
    assert GAME.progress(s) == "Tour 1, 1 tuile dans la pioche"     # French: 1 is singular
    s["banks"][1] = [s["box"].pop()]
    res = GAME.result(s)
    assert res["summary"] == "Ben mène avec 1 point."
    assert res["breakdown"][1] == [["Tuiles du banc de sable", 1]]


def test_the_game_words_for_the_board():
    language.use("fr")
    assert [naming.creature_word(k) for k in (CRAB, BUCKET, SEAGULL)] == ["crabe", "seau", "mouette"]
    assert naming.creature_plural(BUCKET) == "seaux"
    assert naming.bonus_title(C.BONUSES[0]) == "3 x crabe"
    assert naming.bonus_title(C.BONUSES[18]) == "Le Donjon"
    assert naming.bonus_title(C.BONUSES[C.BIGGEST]) == "Plus grand château"
    assert C.BONUSES[18]["name"] == "The Donjon"               # the stored value stays
    assert naming.wall_words("corner") == "murailles en angle"
    assert C.bonus_label(C.TALLEST, 6) == "Plus haute tour (6+ étages)"
    castle = [1, 0, 0, a_tile(CRAB), C.E]
    assert naming.castle_name(castle, [castle], "your") == "ton château de 1 pièce"
    assert naming.castle_name(castle, [castle], "Élise's") == "le château de 1 pièce d'Élise"
    assert naming.cell_words(castle, 1, 0) == "à droite de la tour crabe"
    assert _(GAME.summary).startswith("Construis, attaque et complète")


def a_tile(creature):
    return next(t for t in C.SAND_TILES if C.TILE_CREATURE[t] == creature and C.TILE_WALLTYPE[t] == 0)


def _(text):
    from core.i18n import _ as gettext
    return gettext(text)
