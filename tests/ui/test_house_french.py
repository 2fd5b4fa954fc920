"""The shared table kit and the shared core modules in French: the recap, the end
screen's ranking and stacks, the kit's labels, the engine's refusals, the daily
challenge, and the one-line messages about a damaged save, records or data file.
(tests/conftest.py puts English back after each test.)"""
from __future__ import annotations

import pytest

from core import alldata, daily, records, saves
from core.engine import IllegalAction, seat_names
from core.registry import get_game
from ui import language, workers
from ui.table.pictogram import bag, stacks_picture
from ui.table.ranking import ordinal, ranking
from ui.table.recap import RecapItem, recap_line, summary
from ui.table.rows import player_row, who


@pytest.fixture
def french():
    assert language.use("fr") == "fr"


def item(index, hit=False):
    return RecapItem(index=index, name="Ben", bot=index == 2, line="Ben prend un Crabe.", hit=hit)


def test_the_recap_speaks_french_with_the_catalogues_plurals(french):
    assert summary([item(0)]) == "Depuis ton tour : 1 coup"
    assert summary([item(0), item(1, hit=True)]) == "Depuis ton tour : 2 coups, 1 t'a touché"
    assert summary([item(0, True), item(1, True), item(2)]) == \
        "Depuis ton tour : 3 coups, 2 t'ont touché"
    assert recap_line(item(1, hit=True)).label == "T'a touché : Ben : Ben prend un Crabe."
    assert recap_line(item(2)).label == "Ben (robot) : Ben prend un Crabe."


def test_the_end_screen_ranks_in_french(french):
    assert [ordinal(n) for n in (1, 2, 3, 11, 21)] == ["1er", "2e", "3e", "11e", "21e"]
    result = {"scores": [12, 12, 7], "winners": [0, 1], "breakdown": [[], [], []]}
    column = ranking(result, ["Ana", "Ben", "Robo"], [False, False, True], {})
    spoken = [card.label for card in column.controls]
    assert spoken == ["1er : Ana, vainqueur, total 12", "1er : Ben, vainqueur, total 12",
                      "3e : Robo (robot), total 7"]


def test_the_kits_labels_in_french(french):
    assert stacks_picture([3, 3], 16).label == "2 piles de 3 jetons"
    assert stacks_picture([1], 16).label == "1 pile de 1 jeton"
    assert stacks_picture([], 16).label == "aucune pile"
    assert bag(1).label == "1 jeton dans le sac" and bag(0).label == "0 jeton dans le sac"
    assert who("Cy", True) == "Cy (robot)"
    row = player_row("Ana", bot=False, count=4, count_label="jetons", items=[], spoken="rien",
                     current=True, you=True, on_open=lambda e: None, key="row-0")
    assert row.label == "Ana, ta place, à son tour : 4 jetons ; rien. Touche pour les détails"


def test_the_engines_refusals_and_default_names_in_french(french):
    game = get_game("seaside")
    with pytest.raises(IllegalAction, match="se joue de 1 à"):
        game.check_seats([{"name": str(i)} for i in range(9)])
    with pytest.raises(IllegalAction, match=r"^Ce n'est pas un coup : 'x'\.$"):
        game.action_from_json("x")
    assert seat_names([{"name": "Ana"}, {}]) == ["Ana", "Joueur 2"]


def test_the_daily_challenge_in_french(french):
    c = daily.challenge("sandcastles_draft", "2026-12-04", name="")
    assert [s["name"] for s in c["seats"]] == ["Joueur 1", "Goéland", "Sterne"]
    # the deal does not depend on the words: the English challenge is the same deal
    language.use("en")
    english = daily.challenge("sandcastles_draft", "2026-12-04", name="")
    assert english["seed"] == c["seed"] and english["options"] == c["options"]
    language.use("fr")
    with pytest.raises(daily.ChallengeError, match="écris-la AAAA-MM-JJ"):
        daily.parse_date("demain")


def test_damaged_files_are_named_in_french(french):
    with pytest.raises(saves.SaveError) as e:
        saves.parse_document("bonjour", "partie.json")
    assert str(e.value) == "partie.json : ce n'est pas une sauvegarde de Beach Bag (pas du JSON)"
    with pytest.raises(saves.SaveError, match="imbriquée trop profondément"):
        saves.parse_document("[" * 100_000, "x")
    with pytest.raises(saves.SaveError, match="ce n'est pas un palmarès de Beach Bag"):
        records.parse_records('{"format": "autre"}')
    with pytest.raises(saves.SaveError, match="c'est une seule partie sauvegardée"):
        alldata.parse_bundle('{"format": "beachbag-save"}')
    # a check made in the worker process speaks the app's language too
    got = workers._speaking("fr", workers.check_document, b"\xff", "x.json")
    assert got.problem == "ce n'est pas une sauvegarde de Beach Bag (pas du texte UTF-8)"


def test_records_outcome_words_in_french(french):
    entry = {"band": None, "won": None, "players": 3, "scores": [20, 31, 12], "winners": [1],
             "seats": [{"name": "Ana", "bot": False, "level": None},
                       {"name": "Gull", "bot": True, "level": "medium"},
                       {"name": "Tern", "bot": True, "level": "hard"}]}
    assert records.outcome_words(entry) == "2e sur 3 contre des robots moyens et difficiles"
    entry["seats"][2] = {"name": "Ben", "bot": False, "level": None}
    assert records.outcome_words(entry) == "2e sur 3 contre un robot moyen"


def test_a_solo_records_line_tells_its_band_in_the_language_spoken():
    # Records keep the band in the code's English (saves and records hold no language);
    # the records screen and the share line tell it in French.
    from core.seaside import components as C
    band = C.SOLO_BANDS[0][2]
    entry = {"band": band, "won": None, "players": 1, "scores": [12], "winners": [0]}
    assert records.outcome_words(entry) == "the wind, rain, and cold have cut your walk short"
    language.use("fr")
    words = records.outcome_words(entry)
    assert words != "the wind, rain, and cold have cut your walk short"
    assert words[:1].islower() and "vent" in words, words
