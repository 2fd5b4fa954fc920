"""Mid-game Sandcastles (tile draft) positions written as saves, for the browser tests
and screenshots: 2, 4 and 6 seats (some of them bots) played on by random legal moves
until a person is to decide, so the board opens on a real decision."""
from __future__ import annotations

import json
import os
import random

from ui.session import GameSession
from ui.storage import FileStore

# name: seats ((name, is_bot), ...), moves to play first, and the decision to stop at
# ("keep": keep or pass a face-up tile; "place": a kept tile to place)
POSITIONS = {
    "2p": ((("Ana", False), ("Ben", False)), 20, "keep"),
    "2p-place": ((("Ana", False), ("Ben", False)), 20, "place"),
    "4p": ((("Ana", False), ("Ben", False), ("Cleo", True), ("Dmitri", False)), 40, "keep"),
    "6p": ((("Ana", False), ("Ben", False), ("Cleo", False), ("Dmitri", False),
            ("Esperanza", False), ("Robo", True)), 60, "keep"),
    "6p-place": ((("Ana", False), ("Ben", False), ("Cleo", False), ("Dmitri", False),
                  ("Esperanza", False), ("Robo", True)), 60, "place"),
}


def write_position(folder: str, name: str, seed: int = 11) -> str:
    """Write position `name` as a save under folder/saves; returns its save id. The
    settings beside it say the player has seen both boards' "How to play"."""
    seats, moves, decision = POSITIONS[name]
    store = FileStore(os.path.join(folder, "saves"))
    s = GameSession.new("sandcastles_draft", [{"name": n, "bot": b} for n, b in seats], {},
                        seed, store)
    rng = random.Random(seed)

    def stop():
        st = s.state
        if len(s.actions) < moves or s.is_bot(s.to_move):
            return False
        placing = st["placer"] is not None
        return placing == (decision == "place")

    while not stop():
        if s.over:
            raise RuntimeError(f"position {name} ended before {moves} moves")
        s.play(rng.choice(s.game.legal_actions(s.state)))
    settings = os.path.join(folder, "settings.json")
    with open(settings, "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": ["seaside", "sandcastles_draft"]}}, f)
    return s.save_id
