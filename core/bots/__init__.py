"""Bots that play any game through the contract, reading only their own view."""
from core.bots.random_bot import choose_random

__all__ = ["choose_random"]
