"""Seaside: a bag of two-sided tokens, 1-5 players, with a solo mode."""
from core.seaside.rules import GAME

__all__ = ["GAME"]
