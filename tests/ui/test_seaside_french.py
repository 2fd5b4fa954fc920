"""Seaside's board in French: the turn line, the choices, the Sea and a Seaside's
counts, the How to play, read from the catalogue (each face by its French name, each
count by the catalogue's plural)."""
from core.seaside import components as C
from tests.support.ui_harness import walk
from ui import language
from ui.seaside.board import SeasideBoard
from ui.session import GameSession
from ui.storage import FileStore
from ui.table.learn import howto_view


def words(control) -> list:
    """Every text and every label a player (or a screen reader) meets below `control`."""
    out = []
    for c in walk(control, parked=True):
        for attr in ("value", "label", "tooltip", "text"):
            v = getattr(c, attr, None)
            if isinstance(v, str) and v.strip():
                out.append(v)
    return out


def solo_game(tmp_path):
    shell_beach = C.ids_of("Shell", "Beach")
    bag = [shell_beach[0], shell_beach[1], C.ids_of("Isopod", "Beach")[0],
           C.ids_of("Beach", "Wave")[0]] + C.ids_of("Isopod", "Sandpiper")[:4]
    return GameSession.new("seaside", [{"name": "Ana"}], {"bag": bag}, 1,
                           FileStore(str(tmp_path)))


def drawn(s) -> list:
    return words(SeasideBoard(s, lambda a: None, lambda: None).build(400, 800))


def test_the_board_speaks_french(tmp_path):
    language.use("fr")
    s = solo_game(tmp_path)
    first = drawn(s)
    assert "Tour 1 : Ana, choisis une face, 7 jetons dans le sac" in first
    # the Sea is empty: the Beach's button says what that means now
    assert "Jouer la face Plage : Mer sans Coquillage : une Plage n'en prend aucun." in first
    assert "Jouer la face Coquillage : À la Mer ; pioche encore." in first
    s.play(("side", "Shell"))
    after = drawn(s)
    assert "La Mer 1/7 : 0 Isopode, 1 Coquillage, 0 Crabe" in after   # 0 and 1: singular
    assert "Ana jette un Coquillage à la Mer et pioche encore." in after
    for action in [("side", "Beach"), ("shells", 1), ("side", "Beach")]:
        s.play(action)
    seaside = drawn(s)
    assert "2 Plages" in seaside and "Sous tes Plages :" in seaside
    assert "Limite de 7 : Bécasseau 0/7, Plage 2/7, Vague 0/7, Rocher 0/7" in seaside
    s.play(("side", "Wave"))
    flip = drawn(s)
    assert "Ta Vague retourne une Plage" in flip
    assert "Retourner la Plage 1 : dessous, Coquillage" in flip
    assert "Ana pose une Vague." in flip


def test_how_to_play_names_the_pieces_in_french(tmp_path):
    language.use("fr")
    board = SeasideBoard(solo_game(tmp_path), lambda a: None, lambda: None)
    shown = words(howto_view(board.howto, actions=[]))
    assert "Bécasseau" in shown and "Une pile d'Isopodes." in shown
    assert ("Quand le sac est vide, la partie s'arrête : qui a le plus de Vagues prend la Mer, "
            "la plus haute pile gagne.") in shown


def test_english_is_kept_after_french(tmp_path):
    s = solo_game(tmp_path)
    assert "Play Shell: To the Sea; draw again." in drawn(s)
    language.use("fr")
    assert "Play Shell: To the Sea; draw again." not in drawn(s)
    language.use("en")
    assert "Turn 1: Ana, choose a side, 7 tokens in the bag" in drawn(s)


def four_beaches_to_flip(tmp_path):
    """Solo, a Wave drawn over four Beaches hiding a Shell, two Waves and a Shell."""
    sb, bw = C.ids_of("Shell", "Beach"), C.ids_of("Beach", "Wave")
    bag = [sb[0], bw[0], bw[1], sb[1], bw[2]] + C.ids_of("Isopod", "Sandpiper")[:4]
    s = GameSession.new("seaside", [{"name": "Ana"}], {"bag": bag}, 1, FileStore(str(tmp_path)))
    for face in ["Beach"] * 4 + ["Wave"]:
        while s.state["phase"] != "side":     # a Beach's Shells: none to take
            s.play(s.game.legal_actions(s.state)[0])
        s.play(("side", face))
    assert s.game.legal_actions(s.state) == [("flip", i) for i in range(4)]
    return s


def test_four_beaches_to_flip_keep_to_two_rows_in_french(tmp_path):
    """Four Beaches to flip on a 360x640 phone: in French a "Coquillage" button beside a
    "Vague" did not fit a row, the four took three rows, and the hint ("La Plage
    retournée est jouée comme si tu l'avais piochée") ran 34 px under the window's edge (the sweep, seed 5000). In French the
    buttons show the pictures alone there (each button's spoken name still says the
    face); English keeps its shorter names."""
    s = four_beaches_to_flip(tmp_path)
    for speaks, name, hint_words in (("en", "Shell", "The Beach you flip is played as if drawn."),
                                     ("fr", "Coquillage", "La Plage retournée est jouée comme "
                                                          "si tu l'avais piochée.")):
        language.use(speaks)
        board = SeasideBoard(s, lambda a: None, lambda: None)
        said = words(board.build(360, 640))
        assert hint_words in said
        assert (name in said) == (speaks == "en"), speaks
    assert "Retourner la Plage 1 : dessous, Coquillage" in said   # the spoken name
