"""Sandcastles (tile draft)'s board in French: the status, the offer, the keep-or-pass
buttons, a castle's cells and the legend speak the catalogue's words."""
import json

from core.sandcastles_draft.scoring import CATEGORIES
from tests.support.ui_harness import run, walk
from tests.ui.test_app import open_app
from tests.ui.test_sandcastles_draft_board import start_draft
from ui import language
from ui.sandcastles_draft import tiles


def test_tile_words_legend_and_cells_in_french():
    language.use("fr")
    assert tiles.tile_words(85) == "tuile de ciel : 0 fenêtre en haut, 1 en bas, 3 oiseaux"
    assert tiles.tile_words(5) == ("tuile de sable : 2 fenêtres en haut, 1 en bas, "
                                   "étoile de mer orange, coquillage")
    assert tiles.tile_words(92) == "tuile de départ : 2 fenêtres en haut, 2 en bas"
    words = [c.value for c in walk(tiles.legend()) if hasattr(c, "value")
             and isinstance(c.value, str)]
    assert "étoile de mer rouge" in words and "seau" in words and "oiseau" in words
    grid = [0] * 25
    grid[22] = 91
    labels = [c.label for c in walk(tiles.castle(grid, 48, lit={21: None}))
              if isinstance(getattr(c, "label", None), str)]
    assert "Poser : rangée 1, colonne 2" in labels
    assert "Rangée 1, colonne 3 : tuile de départ : 2 fenêtres en haut, 2 en bas" in labels
    # the score lines' pictures follow the category, not the (translated) label
    assert len(CATEGORIES) == 11


def test_the_board_speaks_french(tmp_path):
    async def go():
        (tmp_path / "settings.json").write_text(json.dumps({"table": {"language": "fr"}}))
        h = await open_app(tmp_path)       # French chosen in Settings, as a player would
        s = await start_draft(h, [("Ana", False), ("Ben", False)])
        await h.tap("uncover")
        assert h.find("status").label.startswith("Manche 1 sur 15, pile de ")
        assert h.find("status").label.endswith("de garder ou passer")
        keep = h.find("keep")
        labels = " ".join(c.label for c in h.controls()
                          if isinstance(getattr(c, "label", None), str))
        assert "Garder tuile de " in labels, labels
        assert "Tuile face visible proposée à " in labels
        assert keep is not None
        await h.tap("keep")
        cell = [i for i in h.ids() if i.startswith("cell-")][0]
        await h.tap(cell)
        texts = " ".join(c.label for c in h.controls()
                         if isinstance(getattr(c, "label", None), str))
        # the cover's recap: what Ana (or Ben) kept and where it went, in French
        assert " garde une tuile de " in texts and " en rangée " in texts, texts
        assert s.to_move is not None
    run(go())


def test_beside_the_castle_the_french_words_to_place_break_no_word_in_two(tmp_path):
    """"Place it in your castle": beside the castle, in a column about 70 px wide, the
    French "Touche une case éclairée" read "éclairé / e" with Larger text in Chromium
    (the sweep at seed 1000): a word longer than the column is cut in two. The lit
    cells are drawn with a "+", and the words say to tap one, in short words."""
    import re

    import flet as ft

    from ui.session import GameSession
    from ui.storage import FileStore
    from ui.sandcastles_draft.board import SandcastlesDraftBoard
    from ui.table import style
    language.use("fr")
    try:
        s = GameSession.new("sandcastles_draft", [{"name": "Ana"}, {"name": "Ben"}], {}, 1,
                            FileStore(str(tmp_path)))
        while s.game.decision_kind(s.state) != "place":
            legal = s.game.legal_actions(s.state)
            s.play(("keep",) if ("keep",) in legal else sorted(legal)[0])
        s.uncover()
        board = SandcastlesDraftBoard(s, lambda a: None, lambda: None,
                                      look=style.Look(scale=1.25))
        screen = list(walk(board.build(360, 640), parked=True))
        decision = next(c for c in screen if isinstance(c, ft.Semantics)
                        and c.identifier == "decision")
        said = [str(c.value) for c in walk(decision, parked=True) if isinstance(c, ft.Text)]
        assert "Touche un +" in said, said
        longest = max(len(w) for t in said for w in re.findall(r"\w+", t))
        assert longest <= 6, said
    finally:
        language.use("en")
