"""The app's screens around the boards in French: the language chosen from home's
Settings before any game (home drawn again at once, the choice kept), the new-game
form, the pass cover, plurals chosen by the catalogue, and the game's log written
again in the language chosen after it was built."""
import json

import flet as ft

from core import saves
from core.registry import get_game
from tests.support.ui_harness import run
from tests.ui.test_app import open_app
from ui import language
from ui.replay import ReplaySession
from ui.session import GameSession
from ui.storage import FileStore


def labels(h) -> str:
    return "\n".join(c.label for c in h.controls() if isinstance(c, ft.Semantics) and c.label)


def chosen_language(tmp_path):
    return json.loads((tmp_path / "settings.json").read_text())["table"]["language"]


def test_home_settings_choose_french_then_english_at_once_and_keep_the_choice(tmp_path):
    async def go():
        h = await open_app(tmp_path)
        assert "Continue" in h.texts() and "No unfinished games. Start one above." in h.texts()
        assert "home-settings" in h.ids()
        await h.tap("home-settings")
        assert "language-fr" in h.ids()
        await h.tap("language-fr")
        # home beneath the dialog is already French, the bar too
        text = h.texts()
        assert "Reprendre" in text and "Continue" not in text
        assert "Aucune partie en cours. Commences-en une plus haut." in text
        assert "1 à 5 joueurs (mode solo)" in text
        words = labels(h)
        assert "Nouvelle partie de Seaside" in words and "Réglages" in words
        assert "Langue : Français (choisi)" in words, "the dialog opened again in French"
        assert chosen_language(tmp_path) == "fr"
        # Flutter is told too: the page's language (<html lang>, a screen reader's voice)
        assert h.page.locale_configuration.current_locale.language_code == "fr"
        await h.tap("settings-done")
        assert "settings-done" not in h.ids() and "Reprendre" in h.texts()
        # and back to English the same way
        await h.tap("home-settings")
        await h.tap("language-en")
        text = h.texts()
        assert "Continue" in text and "Reprendre" not in text
        assert "1-5 players (solo mode)" in text
        assert "New Seaside game" in labels(h)
        assert chosen_language(tmp_path) == "en"
        assert h.page.locale_configuration.current_locale.language_code == "en"
        await h.tap("settings-done")
    run(go())


def test_a_french_choice_is_spoken_when_the_app_starts_again(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"table": {"language": "fr"}}))

    async def go():
        h = await open_app(tmp_path)
        assert "Reprendre" in h.texts()
        await h.tap("new-seaside")
        text, words = h.texts(), labels(h)
        assert "Qui joue" in text and "Commencer la partie" in text
        assert "2 joueurs" in words
        assert "Place 1 : Humain, touche pour changer" in words
    run(go())


def test_the_pass_cover_and_the_more_saves_button_in_french(tmp_path):
    async def go():
        folder = tmp_path / "saves"
        store = FileStore(str(folder))
        game = get_game("seaside")
        for i in range(4):
            seats = [{"name": f"A{i}"}, {"name": "B"}]
            state = game.new_game(seats, {}, i)
            doc = saves.make_document("seaside", seats, {}, i, [], state, save_id=f"g{i}",
                                      updated=f"2026-11-2{i}T10:00:00+00:00")
            store.write(f"g{i}", doc)
        (tmp_path / "settings.json").write_text(json.dumps(
            {"table": {"language": "fr", "howto_seen": ["seaside"]}}))
        h = await open_app(tmp_path)
        # four unfinished games, three shown: one more (French singular)
        assert "Voir 1 partie sauvegardée de plus" in labels(h)
        assert "Reprendre Seaside" in labels(h)
        await h.tap("resume-g3")
        assert "uncover" in h.ids()
        text = h.texts()
        assert "Passe l'appareil à A3" in text
        assert "A3, touche quand toi seul vois l'écran." in text
        assert "Je suis A3 : montre mon tour" in labels(h)
    run(go())


def test_the_log_is_written_again_in_the_language_chosen_after_it(tmp_path):
    store = FileStore(str(tmp_path))
    s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {}, 7, store)
    for _ in range(4):
        s.play(s.game.legal_actions(s.state)[0])
    english = list(s.log)
    language.use("fr")
    french = GameSession.from_document(json.loads(store.read_text(s.save_id)), store).log
    assert s.log == french            # the same lines as a session opened in French
    assert french != english and any(" la Mer " in line for line in french), french
    s.play(s.game.legal_actions(s.state)[0])
    assert len(s.log) == 5 and s.log[:4] == french
    language.use("en")
    assert s.log[:4] == english       # and back
    # a replay's lines too, wherever it stands
    while not s.over:
        s.play(s.game.legal_actions(s.state)[0])
    r = ReplaySession(json.loads(store.read_text(s.save_id)))
    r.seek(3)
    language.use("fr")
    assert r.log == french[:3]
    r.seek(4)
    assert r.log == french


def test_french_chosen_during_a_game_redraws_its_bar_and_cover(tmp_path):
    async def go():
        store = FileStore(str(tmp_path / "saves"))
        game = get_game("seaside")
        seats = [{"name": "Ana"}, {"name": "Ben"}]
        doc = saves.make_document("seaside", seats, {}, 3, [], game.new_game(seats, {}, 3),
                                  save_id="g0", updated="2026-11-20T10:00:00+00:00")
        store.write("g0", doc)
        (tmp_path / "settings.json").write_text(json.dumps({"table": {"howto_seen": ["seaside"]}}))
        h = await open_app(tmp_path)
        await h.tap("resume-g0")
        assert "Pass to Ana" in h.texts() and "Export save" not in labels(h)
        await h.tap("play-settings")
        await h.tap("language-fr")
        await h.tap("settings-done")
        words = labels(h)
        assert "Passe l'appareil à Ana" in h.texts()
        assert "Réglages" in words and "Indice : ce que jouerait le niveau Difficile" in words
        assert "Settings" not in words.split("\n")
    run(go())


def test_two_browsers_on_one_server_each_keep_their_own_language(tmp_path):
    # A phone in French and a tablet in English on one served app: each is answered in
    # its own language, whatever the other chose last (ui/language.page_language).
    french, english = tmp_path / "phone", tmp_path / "tablet"
    french.mkdir()
    english.mkdir()
    (french / "settings.json").write_text(json.dumps({"table": {"language": "fr"}}))

    async def go():
        phone = await open_app(french)
        tablet = await open_app(english)          # started last: English is the default now
        await phone.tap("home-settings")
        assert "Langue : Français (choisi)" in labels(phone)
        assert "Reprendre" in phone.texts()
        await tablet.tap("home-settings")
        assert "Language: As the device (chosen)" in labels(tablet)
        assert "Continue" in tablet.texts() and "Reprendre" not in tablet.texts()
        await phone.tap("settings-done")
        assert "Reprendre" in phone.texts() and "Continue" not in phone.texts()
    run(go())
