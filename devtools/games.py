"""Games played out by bots and the save documents of them, for the tests and the
records benchmark (scripts/records_speed.py); seeded random games for the speed scripts
(scripts/core_speed.py, scripts/play_games.py)."""
import random

from core import saves
from core.bots import choose
from core.registry import get_game
from core.rng import FastRng, Rng


def play_out(game_id, seats, options, seed, level="random", limit=None):
    """A game played by bots from each seat's own view; returns (actions, state)."""
    game = get_game(game_id)
    state = game.new_game(seats, options, seed)
    rng = Rng(seed ^ 0x5EED)
    actions = []
    while game.to_move(state) is not None and (limit is None or len(actions) < limit):
        mover = game.to_move(state)
        action = choose(game, game.observe(state, mover), level, rng)
        state = game.apply(state, action)
        actions.append(action)
    return actions, state


def document(game_id, seats, options, seed, actions, state, save_id, day="2026-11-20",
             minute=0, challenge=None):
    game = get_game(game_id)
    stamp = f"{day}T10:{minute:02d}:00+00:00"
    doc = saves.make_document(game_id, seats, options, seed, actions, state, created=stamp,
                              updated=stamp, save_id=save_id)
    doc["over"] = game.is_over(state)
    doc["progress"] = game.progress(state)
    if challenge is not None:
        doc["challenge"] = challenge
    return doc


def one_game(game, players, seed, mode):
    """One seeded random game of `players` bots: through `apply` (a fresh state each
    move), `step` (in place) or `rollout` (the engine's rollout drawing from a FastRng,
    as Hard's search gives its rollouts; the deal is the game's own, from its seed)."""
    seats = [{"name": f"B{i}", "bot": True} for i in range(players)]
    state = game.new_game(seats, {}, seed)
    if mode == "rollout":
        game.rollout(state, FastRng(seed))   # rollout_action + step to the end, or the same faster
        return
    chooser = random.Random(seed)
    while game.to_move(state) is not None:
        action = chooser.choice(game.legal_actions(state))
        if mode == "apply":
            state = game.apply(state, action)
        else:
            game.step(state, action)
