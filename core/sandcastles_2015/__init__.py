"""Sandcastles (2015): build, attack and complete sandcastles before the Big Wave."""
from .rules import GAME, Sandcastles2015

__all__ = ["GAME", "Sandcastles2015"]
