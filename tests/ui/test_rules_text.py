"""The in-app rules reader (ui/rules_text.py, no Flet): each rulebook cut into parts at
its own headings, with nothing of the rulebook lost, and lists and tables kept as such."""
import os

from core.registry import all_games, get_game
from ui import rules_text


def titles(game_id):
    return [title for title, _ in rules_text.pages(get_game(game_id))]


def test_parts_follow_the_printed_table_of_contents():
    """Seaside and Sandcastles (2015) print a table of contents: its top-level entries
    are the parts, its indented entries headings inside them."""
    assert titles("seaside")[:6] == ["Contents", "Goal", "Setup", "Playing Space", "Gameplay",
                                     "Token Effects"]
    token_effects = dict(rules_text.pages(get_game("seaside")))["Token Effects"]
    assert ("heading", (2, "Sandpiper")) in token_effects
    assert titles("sandcastles_2015")[:3] == ["Overview", "Setup", "Playing Sandcastles"]
    for game in ("seaside", "sandcastles_2015"):
        assert "Table of Contents" not in titles(game) and "Introduction" not in titles(game)


def test_a_rulebook_without_contents_is_cut_at_its_title_lines():
    """The tile-draft rulebook has an empty table of contents and one line per
    paragraph: its short title lines start the parts, a title right under another
    becomes a heading of that part, and its markdown tables stay tables."""
    parts = rules_text.pages(get_game("sandcastles_draft"))
    names = [title for title, _ in parts]
    assert names[:4] == ["Setup", "Game Overview", "How to Play", "Types of Tiles and Tile Features"]
    how_to_play = dict(parts)["How to Play"]
    assert how_to_play[0] == ("heading", (2, "Drafting Tiles"))
    birds = dict(parts)["Birds"]
    table = [payload for kind, payload in birds if kind == "table"][0]
    assert table[0] == ["Birds", "Points"] and ["7+", "13"] in table
    setup = dict(parts)["Setup"]
    assert setup[0][0] == "bullet" and setup[0][1][1].startswith("Each player takes a Starter Tile")


def test_every_game_ends_with_the_readings_and_the_projects_decisions():
    for game in all_games():
        names = [title for title, _ in rules_text.pages(game)]
        assert names[-2:] == ["Components and readings", "How Beach Bag plays the open cases"]
    decisions = dict(rules_text.pages(get_game("sandcastles_draft")))["How Beach Bag plays the open cases"]
    assert decisions[0][0] == "table" and decisions[0][1][0] == ["Topic", "Decision"]


def test_rules_pages_keep_every_line_of_the_rulebook():
    """Cutting the rulebook into pages loses no line: every line after the printed
    table of contents is a heading, a paragraph, a list item or a table row."""
    for game in all_games():
        every_line_shown(os.path.join(rules_text.DOCS, "rules", game.rules_file),
                         rules_text.pages(game), game.id)


def every_line_shown(path, pages, game_id):
    text = open(path, encoding="utf-8").read()
    _, body = rules_text._front_matter(text.split("\n"))
    shown = []
    for title, blocks in pages:
        shown.append(title)
        for kind, payload in blocks:
            if kind == "table":
                shown.extend(" ".join(row) for row in payload)
            else:
                shown.append(payload[1] if isinstance(payload, tuple) else payload)
    joined = "\n".join(shown)
    for line in body:
        line = line.strip().lstrip("•-* ").strip()
        if set(line) <= set("|-: "):
            continue  # table borders
        words = line.replace("|", " ").replace("\t", " ").split()
        assert " ".join(words) in " ".join(joined.split()), f"{game_id}: lost {line!r}"


# ---- in French (docs/rules/fr/, docs/i18n.md): the rulebooks are documents ----

def french_pages(game_id):
    from ui import language
    assert language.use("fr") == "fr"
    return rules_text.pages(get_game(game_id))


def test_french_rules_open_in_french_for_every_game():
    """Each rulebook, its readings and the project's decisions in French: a heading, a
    sentence a player reads, and the titles the app adds."""
    seaside = dict(french_pages("seaside"))
    assert list(seaside)[:3] == ["Matériel", "But du jeu", "Mise en place"]
    assert seaside["But du jeu"] == [("p", "Avoir la plus haute pile de jetons.")]
    assert ("heading", (2, "Bécasseau")) in seaside["Effets des jetons"]
    assert any("Habitat de Crabes" in str(payload) for kind, payload in seaside["Effets des jetons"])
    assert "Pose le deuxième Rocher sur le premier" in str(seaside["Effets des jetons"])
    readings = str(seaside["Matériel et lectures"])
    assert "Jetons : 70 jetons à deux faces" in readings and "Bécasseau" in readings
    assert "Le premier joueur est la première place" in str(seaside["Comment Beach Bag joue les cas ouverts"])

    castles = dict(french_pages("sandcastles_2015"))
    assert list(castles)[:3] == ["Présentation", "Mise en place", "Jouer à Sandcastles"]
    playing = castles["Jouer à Sandcastles"]
    assert ("heading", (2, "1) Construire un château de sable")) in playing
    assert ("p", "Les seaux et les crabes ne s'empilent pas en tours.") in playing
    setup = castles["Mise en place"]
    table = [payload for kind, payload in setup if kind == "table"][0]
    assert table[0] == ["Joueurs", "1 galet", "2 galets", "Algue"] and ["7", "2", "2", "4"] in table
    assert "La place 0 commence" in str(castles["Comment Beach Bag joue les cas ouverts"])
    assert "Grande Vague" in str(castles["Matériel et lectures"])

    draft = french_pages("sandcastles_draft")
    names = [title for title, _ in draft]
    assert names[:4] == ["Mise en place", "Aperçu de la partie", "Comment jouer",
                         "Types de tuiles et leurs éléments"]
    assert dict(draft)["Comment jouer"][0] == ("heading", (2, "Le draft des tuiles"))
    birds = [payload for kind, payload in dict(draft)["Oiseaux"] if kind == "table"][0]
    assert birds[0] == ["Oiseaux", "Points"] and ["7+", "13"] in birds
    decisions = dict(draft)["Comment Beach Bag joue les cas ouverts"]
    assert decisions[0][0] == "table" and decisions[0][1][0] == ["Sujet", "Décision"]
    for game in all_games():
        titles_fr = [title for title, _ in french_pages(game.id)]
        assert titles_fr[-2:] == ["Matériel et lectures", "Comment Beach Bag joue les cas ouverts"]
        assert "Table des matières" not in titles_fr and "Introduction" not in titles_fr


def test_english_rules_stay_english_after_french():
    """The pages are kept per language: French first does not change the English ones."""
    french_pages("seaside")
    from ui import language
    language.use("en")
    assert titles("seaside")[:2] == ["Contents", "Goal"]
    assert titles("seaside")[-1] == "How Beach Bag plays the open cases"
    assert dict(rules_text.pages(get_game("seaside")))["Goal"] == [
        ("p", "To have the highest stack of tokens.")]


def test_french_rulebooks_are_laid_out_as_the_english_ones():
    """Same parts in the same order, each with the same kinds of blocks (the rules screen
    finds the French "Start here" parts at the English ones' places), and no line of the
    French rulebook lost."""
    for game in all_games():
        english, french = rules_text._rulebook(game.id, "en"), rules_text._rulebook(game.id, "fr")
        assert len(english) == len(french), game.id

        def shape(blocks):
            return [(kind, payload[0] if kind in ("heading", "bullet") else
                     len(payload) if kind == "table" else None) for kind, payload in blocks]
        for (title_en, blocks_en), (title_fr, blocks_fr) in zip(english, french):
            assert shape(blocks_en) == shape(blocks_fr), (game.id, title_en, title_fr)
        every_line_shown(os.path.join(rules_text.TRANSLATIONS, "fr", game.rules_file),
                         french_pages(game.id), game.id)


def test_a_missing_french_file_falls_back_to_english(tmp_path, monkeypatch):
    """A language folder holding only some files: the others are read in English."""
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "seaside.txt").write_text(
        "Seaside\n\nTable des matières\n\n• But du jeu\n\nBut du jeu\n\nAvoir la plus haute pile.\n",
        encoding="utf-8")
    monkeypatch.setattr(rules_text, "TRANSLATIONS", str(tmp_path))
    rules_text._pages.cache_clear()
    rules_text._rulebook.cache_clear()
    try:
        seaside = french_pages("seaside")
        assert seaside[0] == ("But du jeu", [("p", "Avoir la plus haute pile.")])
        # no French readings in that folder: DECISIONS.md and decisions.md in English
        assert "Tokens: 70 two-sided tokens" in str(dict(seaside)["Matériel et lectures"])
        draft = [title for title, _ in french_pages("sandcastles_draft")]
        assert draft[:2] == ["Setup", "Game Overview"]
        assert draft[-2:] == ["Matériel et lectures", "Comment Beach Bag joue les cas ouverts"]
    finally:
        rules_text._pages.cache_clear()
        rules_text._rulebook.cache_clear()
