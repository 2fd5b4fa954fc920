"""The in-app rules: the rulebook text and the project's readings, cut into
phone-sized pages. Read from docs/rules/ and docs/decisions.md at run time, in the
language spoken (core.i18n.language()) when docs/rules/<language>/ has that file, else
in English (docs/i18n.md, "Adding a language")."""
from __future__ import annotations

import functools
import os
import re

from core import i18n
from core.i18n import _, N_
from ui.config import ROOT

DOCS = os.path.join(ROOT, "docs")
# Each language's own copies: docs/rules/<language>/<file>. The rulebooks and
# DECISIONS.md keep their names; the project's notes (docs/<name>) are there as
# "beach-bag-<name>" (docs/decisions.md beside DECISIONS.md would be one file where
# names ignore case). Only the sections the app shows need translating; a section
# heading ("## ...") is found by its English words or by the game's rulebook file name
# written in it, "(seaside.txt)", so a translated heading names that file.
TRANSLATIONS = os.path.join(DOCS, "rules")
DECISION_HEADINGS = {"seaside": "Seaside", "sandcastles_2015": "Sandcastles, 2015",
                     "sandcastles_draft": "Sandcastles, tile-drafting"}
# Games whose own notes (docs/<file>) hold the project's decisions for them.
GAME_NOTES = {"sandcastles_2015": "sandcastles-2015.md", "sandcastles_draft": "sandcastles-draft.md"}


def _read(path: str) -> str:
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


MISSING = N_("The rulebook file is missing from this installation.")
# the printed table of contents' title, in each language a rulebook is written in
CONTENTS = ("Table of Contents", "Table des matières")
BULLETS = ("• ", "- ", "* ")
NUMBERED = re.compile(r"\d+[.)] ")


def _front_matter(lines: list) -> tuple:
    """Split off the title lines and the printed table of contents. Returns
    ({heading: level} from the contents, the body's lines)."""
    lines = [line for line in lines if line.strip()]
    i = 0
    # title lines ("Seaside Rulebook", "Sandcastles") up to the last "Table of Contents"
    last_toc = max((k for k, line in enumerate(lines[:8]) if line.strip() in CONTENTS),
                   default=None)
    if last_toc is not None:
        i = last_toc + 1
    levels = {}
    while i < len(lines) and lines[i].lstrip().startswith("• "):
        indent = len(lines[i]) - len(lines[i].lstrip())
        levels.setdefault(lines[i].strip()[2:].strip(), 1 if indent == 0 else 2)
        i += 1
    return levels, lines[i:]


def _looks_like_heading(line: str) -> bool:
    """For a rulebook printed without a table of contents: a short line with no
    sentence ending, not a list item, table row or aside."""
    return (len(line) <= 40 and not line.endswith((".", ":", "!", "?", ")", ","))
            and not line.startswith(("-", "•", "|", "(", "—", "*")) and "\t" not in line
            and not line[0].isdigit())


def _table_row(line: str) -> list | None:
    if "\t" in line:
        return [c.strip() for c in line.split("\t")]
    if line.startswith("|") and line.endswith("|"):
        cells = [c.strip() for c in line.strip("|").split("|")]
        if all(set(c) <= set("-: ") for c in cells):
            return []  # a markdown separator row: no content
        return cells
    return None


def _blocks(lines: list, levels: dict | None) -> list:
    """[(kind, payload)]: ("heading", (level, text)), ("p", text), ("bullet", (depth, text)),
    ("table", [[cell, ...], ...])."""
    out = []
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        row = _table_row(line)
        if row is not None:
            if out and out[-1][0] == "table":
                if row:
                    out[-1][1].append(row)
            elif row:
                out.append(("table", [row]))
            continue
        if levels is not None:
            if line in levels:
                out.append(("heading", (levels[line], line)))
                continue
        elif _looks_like_heading(line):
            out.append(("heading", (1, line)))
            continue
        if line.startswith(BULLETS):
            depth = 1 if len(raw) - len(raw.lstrip()) == 0 else 2
            out.append(("bullet", (depth, line[2:].strip())))
        else:
            out.append(("p", line))
    return out


def _markdown_blocks(paragraphs: list) -> list:
    """Blocks from the project's markdown notes: hard-wrapped lines are joined,
    list items kept apart."""
    out = []
    for para in paragraphs:
        rows = [_table_row(line.strip()) for line in para.splitlines()]
        if all(row is not None for row in rows):
            out.append(("table", [row for row in rows if row]))
            continue
        items = []
        for line in para.splitlines():
            stripped = line.strip()
            if stripped.startswith(BULLETS) or NUMBERED.match(stripped) or not items:
                items.append(stripped)
            else:
                items[-1] += " " + stripped
        for item in items:
            if item.startswith("### "):
                out.append(("heading", (2, item[4:].strip())))
            elif item.startswith(BULLETS):
                out.append(("bullet", (1, item[2:].strip())))
            else:
                out.append(("p", item))
    return out


def _localized(language: str, relative: str) -> str:
    """Where `language`'s copy of docs/<relative> is kept (docs/rules/<language>/...)."""
    folder, name = os.path.split(relative)
    return os.path.join(TRANSLATIONS, language,
                        name if folder == "rules" else "beach-bag-" + name)


def _read_doc(relative: str, language: str) -> str:
    """docs/<relative> ("rules/seaside.txt", "decisions.md") in `language` when it has
    its own copy, else the English one."""
    if language != "en":
        text = _read(_localized(language, relative))
        if text:
            return text
    return _read(os.path.join(DOCS, relative))


def pages(game) -> list:
    """The rules as phone-sized pages: [(title, blocks)]. The rulebook is cut at its
    top-level headings (from its printed table of contents, or from its short title
    lines when it has none); then the component readings and the project's decisions.
    Read and cut once per game and language (the files do not change while the app
    runs); the result is shared and must not be modified."""
    return _pages(game.id, i18n.language())


@functools.lru_cache(maxsize=None)
def _pages(game_id: str, language: str) -> list:
    # `language` is the one installed in core.i18n now: the titles below are in it
    from core.registry import get_game
    game = get_game(game_id)
    parts = _rulebook(game_id, language)
    if not parts:
        out = [(_("Rulebook"), [("p", _(MISSING))])]
    else:
        out = [(_("Introduction") if title is None else title, blocks)
               for title, blocks in parts]
    for title, paragraphs in _decision_sections(game, language):
        out.append((title, _markdown_blocks(paragraphs)))
    return out


def rulebook_titles(game, language: str) -> list:
    """The titles of the rulebook's own parts in `language` (its English copy when it
    has none; None for a part before the first heading); [] when it is missing."""
    return [title for title, blocks in _rulebook(game.id, language)]


@functools.lru_cache(maxsize=None)
def _rulebook(game_id: str, language: str) -> list:
    """[(title or None, blocks)]: the rulebook cut at its top-level headings."""
    from core.registry import get_game
    game = get_game(game_id)
    text = _read_doc(os.path.join("rules", game.rules_file), language)
    if not text:
        return []
    levels, body = _front_matter(text.replace("\r", "").split("\n"))
    out = []
    for kind, payload in _blocks(body, levels or None):
        if kind == "heading" and payload[0] == 1:
            if out and not out[-1][1]:
                # a heading right under another ("How to Play", "Drafting Tiles"):
                # the second opens the first's page
                out[-1][1].append(("heading", (2, payload[1])))
            else:
                out.append((payload[1], []))
            continue
        if not out:
            out.append((None, []))
        out[-1][1].append((kind, payload))
    return [(title, blocks) for title, blocks in out if blocks]


def _game_section(markdown: str, heading: str, rules_file: str = "") -> list:
    """The paragraphs under the "## " heading that holds `heading` (or names the game's
    rulebook file, "(seaside.txt)", as a translated heading does)."""
    out, on = [], False
    for line in markdown.splitlines():
        if line.startswith("## "):
            on = (heading.lower() in line.lower()
                  or bool(rules_file) and f"({rules_file})" in line)
            continue
        if on:
            out.append(line)
    paras = [p.strip() for p in "\n".join(out).split("\n\n") if p.strip()]
    return [re.sub(r"\*([^*\s][^*]*)\*", r"\1", p.replace("**", "").replace("`", ""))
            for p in paras]


def decision_sections(game) -> list:
    """[(title, [markdown paragraph, ...])]: DECISIONS.md's part for the game, then the
    project's own decisions (docs/decisions.md and the game's notes), in the language
    spoken when it has them."""
    return _decision_sections(game, i18n.language())


def _decision_sections(game, language: str) -> list:
    heading = DECISION_HEADINGS.get(game.id, game.title)
    rules_file = game.rules_file
    result = []
    shared = _game_section(_read_doc(os.path.join("rules", "DECISIONS.md"), language),
                           heading, rules_file)
    if shared:
        result.append((_("Components and readings"), shared))
    ours = _game_section(_read_doc("decisions.md", language), heading, rules_file)
    if game.id in GAME_NOTES:
        ours += _game_section(_read_doc(GAME_NOTES[game.id], language),
                              "Decisions where the rules are silent", rules_file)
    if ours:
        result.append((_("How Beach Bag plays the open cases"), ours))
    return result
