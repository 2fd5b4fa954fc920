"""The random bot: a legal move chosen uniformly, decided from the bot's view only."""
from core.engine import Game
from core.rng import Rng


def choose_random(game: Game, view: dict, rng: Rng):
    """Fill in what the bot cannot see at random, then pick one of its legal moves.
    The contract guarantees the mover's legal moves do not depend on hidden facts."""
    state = game.determinize(view, rng)
    return rng.choice(game.legal_actions(state))
