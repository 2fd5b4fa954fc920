"""Mid-game Seaside positions written as saves, for the browser tests and screenshots:
a game of 2, 3 or 5 seats (some of them bots) played on by random legal moves until a
person is to decide, so the board opens on a real decision."""
from __future__ import annotations

import json
import os
import random

from ui.session import GameSession
from ui.storage import FileStore

# name: seats ((name, is_bot), ...), moves to play before stopping at a person's
# decision, and which decision (a side, unless said)
EXTRA: dict = {}  # more table settings (tests of reduced motion)
POSITIONS = {
    "2p": ((("Ana", False), ("Ben", False)), 24),
    "2p-bot": ((("Ana", False), ("Robo", True)), 24),
    "3p": ((("Ana", False), ("Ben", False), ("Cleo", False)), 30),
    "3p-bots": ((("Ana", False), ("Robo", True), ("Cleo", False)), 30),
    "5p": ((("Ana", False), ("Ben", False), ("Cleo", False), ("Dmitri", False),
            ("Esperanza", False)), 40),
    "5p-bots": ((("Ana", False), ("Robo", True), ("Cleo", False), ("Marvin", True),
                 ("Esperanza", False)), 40),
    # other decisions than a side: Isopods to take, a Beach to flip
    "5p-isopods": ((("Ana", False), ("Ben", False), ("Cleo", False), ("Dmitri", False),
                    ("Esperanza", False)), 30, "isopods"),
    "3p-flip": ((("Ana", False), ("Robo", True), ("Cleo", False)), 20, "flip"),
}


def write_position(folder: str, name: str, seed: int = 11) -> str:
    """Write position `name` as a save under folder/saves; returns its save id. The
    settings beside it say the player has seen Seaside's "How to play"."""
    seats, moves, *rest = POSITIONS[name]
    phase = rest[0] if rest else "side"
    store = FileStore(os.path.join(folder, "saves"))
    s = GameSession.new("seaside", [{"name": n, "bot": b} for n, b in seats], {}, seed, store)
    rng = random.Random(seed)
    want = {"isopods": ("side", "Sandpiper"), "flip": ("side", "Wave")}.get(phase)
    while len(s.actions) < moves or s.is_bot(s.to_move) or s.state["phase"] != phase:
        if s.over:
            raise RuntimeError(f"position {name} ended before {moves} moves")
        legal = s.game.legal_actions(s.state)
        # past the opening, lean toward the face that leads to the wanted decision
        pick = want if want in legal and len(s.actions) >= moves else rng.choice(legal)
        s.play(pick)
    settings = os.path.join(folder, "settings.json")
    with open(settings, "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": ["seaside"], **EXTRA}}, f)
    return s.save_id
