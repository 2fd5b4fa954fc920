"""Seaside in French: the log, the refusals, the end and the counts come from the
catalogue, with each face's own article and the catalogue's plural (French: 0 and 1
are singular). The English tests (test_seaside_rules.py) keep the English."""
from core.seaside import components as C
from core.seaside.rules import GAME
from ui import language


def two_players(bag):
    return GAME.new_game([{"name": "Ana"}, {"name": "Ben"}], {"bag": bag})


def test_a_game_log_in_french_gives_each_face_its_article():
    language.use("fr")
    beach = C.ids_of("Shell", "Beach")
    isopods = C.ids_of("Isopod", "Sandpiper")
    state = two_players([beach[0], isopods[0], beach[1]])
    assert GAME.describe(state, ("side", "Beach")) == "Ana pose une Plage."
    assert GAME.describe(state, ("side", "Shell")) == (
        "Ana jette un Coquillage à la Mer et pioche encore.")
    GAME.step(state, ("side", "Shell"))
    assert GAME.describe(state, ("side", "Isopod")) == (
        "Ana jette un Isopode à la Mer et pioche encore.")
    assert GAME.progress(state) == "Tour 1, 1 jeton dans le sac"
    assert GAME.why_illegal(state, ("side", "Rock")) == (
        "Le jeton pioché a les faces Isopode et Bécasseau ; Rocher n'en fait pas partie.")
    assert GAME.why_illegal(state, ("shells", 1)) == (
        "Ce n'est pas la décision du moment : Ana doit choisir une face du jeton pioché.")


def test_french_plurals_are_the_catalogues():
    language.use("fr")
    beaches = C.ids_of("Shell", "Beach")
    # Ana throws two Shells into the Sea, then places a Beach: 1 Shell for 1 Beach
    state = two_players([beaches[0], beaches[1], beaches[2], beaches[3]])
    GAME.step(state, ("side", "Shell"))
    GAME.step(state, ("side", "Shell"))
    assert GAME.describe(state, ("side", "Beach")) == "Ana pose une Plage."
    GAME.step(state, ("side", "Beach"))
    assert GAME.describe(state, ("shells", 1)) == "Ana prend 1 Coquillage dans la Mer."
    assert GAME.describe(state, ("shells", 0)) == "Ana prend 0 Coquillage dans la Mer."
    assert C.face_name("Beach") == "Plage" and C.face_name("Beach", 2) == "Plages"
    assert C.face_name("Sandpiper", 3) == "Bécasseaux"


def test_the_end_in_french_keeps_english_identifiers_in_the_result():
    language.use("fr")
    state = GAME.new_game([{"name": "Ana"}], {"bag": [C.ids_of("Beach", "Wave")[0]]})
    GAME.step(state, ("side", "Beach"))   # the bag is empty: the game ends
    result = GAME.result(state)
    assert GAME.ending(state) == "Le sac n'a plus de jetons."
    assert result["summary"] == (
        "Ana a récolté 1 jeton : Le vent, la pluie et le froid ont écourté ta balade.")
    # what records keep and the end screen keys its pictures by stays English
    assert result["band"] == "The wind, rain, and cold have cut your walk short."
    assert result["breakdown"][0][1] == ["Beaches", 1]
