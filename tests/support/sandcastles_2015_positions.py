"""Mid-game Sandcastles (2015) positions written as saves, for the browser tests and
screenshots: 2, 4 or 7 seats played on by random legal moves that prefer building onto
castles (so castles have grown), stopped at a person's build-attack-exchange decision."""
from __future__ import annotations

import json
import os
import random

from ui.session import GameSession
from ui.storage import FileStore

NAMES = ("Ana", "Ben", "Cleo", "Dmitri", "Esperanza", "Farid", "Gwendolyn")
POSITIONS = {
    "2p": (2, 0, 30),        # players, bots among them (the last seats), moves
    "4p": (4, 1, 50),
    "7p": (7, 2, 80),
    "2p-shared": (2, 0, 30, {"shared_castle": True}),
    "solo": (1, 0, 16, {"solo_bonuses": 4}),
}


def pick(rng, legal):
    extend = [a for a in legal if a[0] in ("build", "place_stolen")
              and a[-4] not in ("new", "shared")]
    if extend and rng.random() < 0.85:
        return rng.choice(extend)
    attacks = [a for a in legal if a[0] == "attack"]
    if attacks and rng.random() < 0.3:
        return rng.choice(attacks)
    return rng.choice(legal)


def write_position(folder: str, name: str, seed: int = 3) -> str:
    players, bots, moves, *rest = POSITIONS[name]
    options = rest[0] if rest else {}
    store = FileStore(os.path.join(folder, "saves"))
    seats = [{"name": NAMES[i], "bot": i >= players - bots, **({"level": "easy"} if i >= players - bots else {})}
             for i in range(players)]
    s = GameSession.new("sandcastles_2015", seats, options, seed, store)
    rng = random.Random(seed)
    while (len(s.actions) < moves or s.is_bot(s.to_move) or s.state["phase"] != "action"
           or s.state["actions_done"]):
        if s.over:
            raise RuntimeError(f"position {name} ended before {moves} moves")
        s.play(pick(rng, s.game.legal_actions(s.state)))
    settings = os.path.join(folder, "settings.json")
    with open(settings, "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": ["sandcastles_2015", "seaside"]}}, f)
    return s.save_id
