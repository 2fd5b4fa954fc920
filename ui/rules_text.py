"""The in-app rules: the rulebook text and the project's readings, split into
screen-sized sections. Read from docs/rules/ and docs/decisions.md at run time."""
from __future__ import annotations

import os

from ui.config import ROOT

DOCS = os.path.join(ROOT, "docs")
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


def rulebook(game) -> list:
    """[(title, [paragraph, ...])] from the rulebook text file."""
    text = _read(os.path.join(DOCS, "rules", game.rules_file))
    if not text:
        return [("Rulebook", ["The rulebook file is missing from this installation."])]
    blocks = [b.strip() for b in text.replace("\r", "").split("\n\n") if b.strip()]
    # Drop the printed table of contents: it lists headings the screen already shows.
    while blocks and (blocks[0].startswith("Table of Contents") or blocks[0].startswith("•")
                      or blocks[0].endswith("Rulebook")):
        blocks.pop(0)
    return [("Rulebook", blocks)]


def _game_section(markdown: str, heading: str) -> list:
    out, on = [], False
    for line in markdown.splitlines():
        if line.startswith("## "):
            on = heading.lower() in line.lower()
            continue
        if on:
            out.append(line)
    paras = [p.strip() for p in "\n".join(out).split("\n\n") if p.strip()]
    return [p.replace("### ", "").replace("**", "").replace("`", "") for p in paras]


def sections(game) -> list:
    heading = DECISION_HEADINGS.get(game.id, game.title)
    result = rulebook(game)
    shared = _game_section(_read(os.path.join(DOCS, "rules", "DECISIONS.md")), heading)
    if shared:
        result.append(("Components and readings", shared))
    ours = _game_section(_read(os.path.join(DOCS, "decisions.md")), heading)
    if game.id in GAME_NOTES:
        ours += _game_section(_read(os.path.join(DOCS, GAME_NOTES[game.id])),
                              "Decisions where the rules are silent")
    if ours:
        result.append(("How Beach Bag plays the open cases", ours))
    return result
