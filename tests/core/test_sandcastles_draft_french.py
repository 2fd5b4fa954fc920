"""Sandcastles (tile draft) in French: the log, a refusal, the score lines and the
summary come from the catalogue; the state keeps its identifiers and English labels."""
from core.i18n import _
from core.sandcastles_draft import GAME
from core.sandcastles_draft import components as C
from core.sandcastles_draft import scoring
from ui import language

NAMES = ["Ana", "Ben"]


def test_the_log_names_tiles_in_french_with_colours_agreeing_and_plurals():
    language.use("fr")
    assert C.tile_text(1) == ("une tuile de sable (0 fenêtre en haut, 2 en bas, "
                              "étoile de mer rouge, seau)")
    assert C.tile_text(2) == ("une tuile de sable (2 fenêtres en haut, 0 en bas, "
                              "étoile de mer bleue, pelle)")
    assert C.tile_text(73) == "une tuile de ciel (0 fenêtre en haut, 2 en bas, 1 oiseau)"
    assert C.tile_text(79) == "une tuile de ciel (0 fenêtre en haut, 1 en bas, 2 oiseaux)"
    assert C.starfish_name("white") == "étoile de mer blanche"
    assert C.starfish_name("green") == "étoile de mer verte"
    assert C.tile_text(91) == "la tuile de départ"
    assert _(GAME.title) == "Sandcastles (draft)"
    s = GAME.new_game(NAMES, {"tiles": [1, 2, 3, 4], "first": 0}, seed=3)
    assert GAME.describe(s, ("keep",)) == ("Ana garde une tuile de sable (0 fenêtre en haut, "
                                           "2 en bas, étoile de mer rouge, seau).")
    s2 = GAME.apply(s, ("pass",))   # Ben is the last: he must keep it
    assert GAME.describe(s, ("pass",)).endswith("à Ben, qui doit la garder.")
    assert GAME.describe(s2, ("place", 4, 1)).startswith(
        "Ben pose une tuile de sable (0 fenêtre en haut, 2 en bas, étoile de mer rouge, seau) "
        "en rangée 1, colonne 2")
    assert GAME.progress(s) == "Manche 1 sur 15"
    # a refusal: the sand tile cannot float
    assert GAME.why_illegal(s2, ("place", 2, 0)).startswith(
        "Les tuiles de sable suivent la gravité : une tuile de sable")
    # the state is words-free: still English identifiers
    assert C.ALL[0][4:6] == ("red", "bucket")


def test_the_score_lines_and_the_summary_are_french_and_the_state_keeps_english():
    s = GAME.new_game(NAMES, {"first": 0}, seed=5)
    while GAME.to_move(s) is not None:
        s = GAME.apply(s, sorted(GAME.legal_actions(s))[0])
    english = GAME.result(s)
    language.use("fr")
    res = GAME.result(s)
    assert res["scores"] == english["scores"]
    labels = [label for label, _p in res["breakdown"][0]]
    assert labels[0].startswith("Oiseaux (")
    assert labels[1].startswith("Fenêtres (")
    assert labels[3] == "Les cinq couleurs d'étoiles de mer"
    assert labels[7:] == ["Le plus de coquillages", "Le plus de pelles", "Le plus de seaux",
                          "Cinq tuiles de ciel"]
    assert [p for _l, p in res["breakdown"][0]] == [p for _l, p in english["breakdown"][0]]
    assert "gagne avec" in res["summary"] or "égalité" in res["summary"]
    # the finished state keeps the English labels (words are chosen when shown)
    assert s["final"]["breakdown"][0][0][0].startswith("Birds (")
    assert GAME.ending(s) == "Les 15 manches ont été jouées."


def test_points_plural_follows_each_languages_rule():
    st = scoring.castle_stats([0] * 25)
    language.use("fr")
    assert scoring.labels(st)[2] == "Paires d'étoiles de mer (0)"
    from core.sandcastles_draft.rules import _summary
    one = _summary(NAMES, [1, 0], [st, st], [0], {"tied": [0]}, "score", False)
    assert one == "Ana mène avec 1 point pour l'instant."
    both = _summary(NAMES, [0, 0], [st, st], [0, 1], {"tied": [0, 1]}, "score", False)
    assert both == "Ana et Ben mènent avec 0 point pour l'instant."
    language.use("en")
    assert _summary(NAMES, [1, 0], [st, st], [0], {"tied": [0]}, "score", False) == \
        "Ana leads with 1 point so far."     # English's own singular too
    assert _("Sandcastles (tile draft)") == GAME.title
