"""Sandcastles (2015)'s board in French: the prompt, the status a screen reader follows,
a player's facts with plurals chosen by the catalogue (French: 0 and 1 are singular), the
Big Wave's notice, How to play and the new-game form's options, and a whole phone screen
drawn with the language chosen in Settings."""
from __future__ import annotations

import json
import re

import flet as ft

from tests.support.ui_harness import run, strings_of
from tests.ui.test_sandcastles_2015_board import new_save, open_save
from ui import language
from ui.sandcastles_2015.board import SandcastlesBoard, banked, shape_short
from ui.table.learn import said
from ui.table.pictogram import piece_name
from ui.session import GameSession
from ui.storage import FileStore


def board_of(tmp_path, names=("Ana", "Ben", "Cy")):
    s = GameSession.new("sandcastles_2015", [{"name": n} for n in names], {}, 5,
                        FileStore(str(tmp_path)))
    return s, SandcastlesBoard(s, lambda a: None, lambda: None)


def test_a_players_facts_and_the_big_wave_in_french(tmp_path):
    s, board = board_of(tmp_path)
    view = s.view()
    english = board.spoken(view, 1)
    assert english == "0 castles building, 3 tiles in hand, 0 bonuses"
    language.use("fr")
    # the catalogue's plural rule: 0 is singular in French
    assert board.spoken(view, 1) == "0 château en cours, 3 tuiles en main, 0 bonus"
    assert board.status_words(view) == "Tour 1 : Ana, pose, attaque ou échange"
    assert board.wave_words(view) == "Grande Vague : pas encore"
    # beside the wave's picture on a phone, few letters: "pas encore" was cut to "pas
    # enc…" with Larger text, upright and on its side
    assert board.wave_words(view, short=True) == "à venir"
    held = dict(view, wave=(view["turn"] + 2) % 3)     # one more turn before it ends
    assert board.wave_words(held) == "Grande Vague : chez Cy, encore 1 tour"
    assert board.wave_words(held, short=True) == "Cy, encore 1 tour"
    # a shape bonus on the strip: its short French name, no article
    assert shape_short({"name": "The Goldfish"}) == "Poisson rouge"
    assert SandcastlesBoard.setup_choices(2)[0][1] == "Variante"
    title, options = SandcastlesBoard.setup_choices(1)[0][1:3]
    assert title == "Difficulté : bonus à gagner" and options[0][1] == "4 (règle)"
    # the end screen's sandbank band keeps its picture under core's French label
    assert board.category_pieces.get("Tuiles du banc de sable") == "Sandbank"
    # How to play: its words and its pieces' names, in French where shown
    howto = board.howto
    assert said(howto.goal).startswith("Termine des châteaux de sable")
    assert howto.pieces[0][0] == "Crab tower"          # the pictogram's name: an identifier
    assert said(howto.pieces[0][1]) == "Battue par une attaque mouette."
    assert piece_name("Crab tower", 1) == "Tour crabe"
    assert piece_name("Seagull attack", 2) == "Attaques mouette"
    # a player's row: the sandbank count, French singular for 0 and 1
    assert banked(0) == "0 au banc" and banked(1) == "1 au banc"
    language.use("en")
    assert said(howto.goal).startswith("Complete walled sandcastles")
    assert piece_name("Crab tower", 1) == "Crab tower" and banked(2) == "2 banked"


def test_a_phone_screen_of_the_board_in_french(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps(
        {"table": {"language": "fr", "howto_seen": ["sandcastles_2015"]}}))
    save_id = new_save(str(tmp_path), [("Ana", False), ("Ben", False)], {})

    async def go():
        h, s = await open_save(str(tmp_path), save_id, 360, 640)
        if "uncover" in h.ids():
            await h.tap("uncover")
        words = "\n".join(strings_of(h.page))
        assert "Pose, attaque ou échange" in words
        assert re.search(r"Tour 1 : Ana, pose, attaque ou échange, \d+ tuiles dans la pioche",
                         words), words
        assert "Tuile 1 de ta main : " in words
        assert "Scores en cours" in words
        assert "Build, attack or exchange" not in words and "tiles in hand" not in words
        await h.tap("hand-0")
        words = "\n".join(strings_of(h.page))
        assert "Tuile 1 de ta main : " in words and "(choisie)" in words
        assert "La poser" in words or "Attaquer avec" in words
        # the prompt keeps to its one line beside the buttons
        prompts = [c for c in h.controls() if isinstance(c, ft.Text)
                   and c.value in ("La poser", "Attaquer avec")]
        assert prompts and all(p.max_lines == 1 for p in prompts)
    run(go())
