"""Sandcastles, tile-drafting game: 2-6 players draft tiles for 15 rounds and build
a 5x5 sandcastle. Rules: docs/sandcastles-draft.md; the game is `GAME`."""
from .rules import GAME, SandcastlesDraft

__all__ = ["GAME", "SandcastlesDraft"]
