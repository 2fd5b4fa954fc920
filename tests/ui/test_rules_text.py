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
        text = open(os.path.join(rules_text.DOCS, "rules", game.rules_file), encoding="utf-8").read()
        _, body = rules_text._front_matter(text.split("\n"))
        shown = []
        for title, blocks in rules_text.pages(game):
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
            assert " ".join(words) in " ".join(joined.split()), f"{game.id}: lost {line!r}"


