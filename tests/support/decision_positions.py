"""A saved position at every kind of decision, in every configuration of every game:
the test data the browser matrix (tests/e2e/test_decisions_e2e.py) opens at each size.

Positions come from core by seeded random games (leaning toward attacks and counters so
skirmishes happen) and are kept as save documents in tests/support/data/decisions/<game>/; a
decision kind the rules reach without a kept position fails tests/core/test_decision_positions.py.
Write them anew (after a rules change) with:  .venv/bin/python -m tests.support.decision_positions
"""
from __future__ import annotations

import glob
import json
import os
import random

from core.registry import game_ids, get_game
from core.saves import make_document, parse_document

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(HERE, "data", "decisions")
NAMES = ("Ana", "Ben", "Cleo", "Dmitri", "Esperanza", "Farid", "Gwendolyn")
# seeds tried per configuration: the draft's tie-break (a tie on points, on sky tiles in the
# top row and on windows) comes about once in a few thousand games
MAX_SEEDS = {"sandcastles_draft": 30000}


def variant_name(players: int, options: dict) -> str:
    """'3p', '2p-shared-castle', '1p-solo-bonuses-6': the configuration in a file name."""
    parts = [f"{players}p"]
    for key, value in sorted(options.items()):
        parts.append(key.replace("_", "-") + ("" if value is True else f"-{value}"))
    return "-".join(parts)


def variants(game_id: str) -> dict:
    return {variant_name(n, o): (n, o) for n, o in get_game(game_id).configurations()}


def seats_for(players: int) -> list:
    """People in every seat but the last of three or more, a bot: the covers come up
    between people, and the others' rows show a bot's mark."""
    seats = [{"name": NAMES[i], "bot": False} for i in range(players)]
    if players >= 3:
        seats[-1] = {"name": "Robo", "bot": True, "level": "medium"}
    return seats


def lean(game, state, legal, rng):
    """A random move that leans toward what makes rare decisions happen: attacks and
    counters (skirmishes, stolen tiles), building onto castles, keeping tiles."""
    kinds = {}
    for a in legal:
        kinds.setdefault(a[0], []).append(a)
    for kind, share in (("counter", 0.9), ("attack", 0.6), ("game_attack", 1.0),
                        ("build", 0.8), ("keep", 0.7)):
        if kind in kinds and rng.random() < share:
            return rng.choice(kinds[kind])
    return rng.choice(legal)


def rich_enough(game, state, kind) -> bool:
    """A position worth drawing: something on the table, and on the 2015 main decision
    both a build and an attack to choose among (so both of its screens can be opened)."""
    if state.get("phase") == "action" and game.id == "sandcastles_2015" and kind == "action":
        names = {a[0] for a in game.legal_actions(state)}
        return "build" in names and ("attack" in names or state["solo"])
    return True


def play_leaning(game, seats: list, options: dict, seed: int, rng, limit: int,
                 before_move=None) -> list:
    """The actions of one seeded game played by `lean` with `rng`, to its end or `limit`
    moves; `before_move(state, actions)` looks at each position before its move."""
    state = game.new_game(seats, options, seed)
    actions: list = []
    while not game.is_over(state) and len(actions) < limit:
        if before_move is not None:
            before_move(state, actions)
        action = lean(game, state, game.legal_actions(state), rng)
        actions.append(action)
        state = game.apply(state, action)
    return actions


def document_at(game_id: str, seats: list, options: dict, seed: int, actions: list,
                save_id: str) -> dict:
    """The save document of the game after `actions` (dated, so it lists the same)."""
    game = get_game(game_id)
    state = game.new_game(seats, options, seed)
    for a in actions:
        state = game.apply(state, a)
    return make_document(game_id, seats, options, seed, actions, state,
                         created="2026-12-01T12:00:00+00:00",
                         updated="2026-12-01T12:00:00+00:00", save_id=save_id)


def find(game_id: str, players: int, options: dict, seeds=None) -> dict:
    """kind -> (seed, actions): the first position of each kind a person meets."""
    game = get_game(game_id)
    seats = seats_for(players)
    found: dict = {}

    def note(state, actions):
        kind = game.decision_kind(state)
        if (kind not in found and not seats[game.to_move(state)]["bot"]
                and len(actions) >= 2 * players and rich_enough(game, state, kind)):
            found[kind] = (seed, list(actions))
    for seed in seeds or range(MAX_SEEDS.get(game_id, 400)):
        play_leaning(game, seats, options, seed, random.Random(seed * 7919 + players), 3000,
                     note)
        if len(found) == len(game.decision_kinds):
            break
    return found


def file_of(game_id: str, variant: str, kind: str) -> str:
    return os.path.join(FOLDER, game_id, f"{variant}--{kind}.json")


def write_all() -> list:
    written = []
    for game_id in game_ids():
        for variant, (n, options) in variants(game_id).items():
            for kind, (seed, actions) in sorted(find(game_id, n, options).items()):
                save_id = f"{game_id}-{variant}-{kind}".replace("_", "-")
                doc = document_at(game_id, seats_for(n), options, seed, actions, save_id)
                path = file_of(game_id, variant, kind)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(doc, f, separators=(",", ":"))
                written.append(path)
    return written


def kept() -> list:
    """(game_id, variant, kind, path) of every kept position."""
    out = []
    for path in sorted(glob.glob(os.path.join(FOLDER, "*", "*--*.json"))):
        game_id = os.path.basename(os.path.dirname(path))
        variant, kind = os.path.basename(path)[:-5].split("--")
        out.append((game_id, variant, kind, path))
    return out


def load(path: str) -> dict:
    with open(path, encoding="utf-8") as f:
        return parse_document(f.read(), where=os.path.basename(path))


if __name__ == "__main__":
    for p in write_all():
        print(os.path.relpath(p, HERE))
