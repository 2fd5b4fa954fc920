"""Game ids to games, and to what the bots know of each. Modules import lazily so a
phone loads only what it plays (and a game's bot knowledge only once a bot plays it).

A game is one line here: its package (whose `GAME` is the game) and the module whose
`BOT` holds its bots' knowledge (core/bots/knowledge.py says what that is)."""
import importlib

_GAMES = {
    "seaside": ("core.seaside", "core.seaside.bot"),
    "sandcastles_2015": ("core.sandcastles_2015", "core.sandcastles_2015.bot"),
    "sandcastles_draft": ("core.sandcastles_draft", "core.sandcastles_draft.bot"),
}


def game_ids() -> list:
    return list(_GAMES)


def _modules(game_id: str) -> tuple:
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(_GAMES)}") from None


def get_game(game_id: str):
    return importlib.import_module(_modules(game_id)[0]).GAME


def get_bot_knowledge(game_id: str):
    """What the bots know of the game (a core.bots.knowledge.GameKnowledge)."""
    return importlib.import_module(_modules(game_id)[1]).BOT


def all_games() -> list:
    return [get_game(g) for g in _GAMES]


def modules() -> list:
    """Every module imported here by name (a bundler cannot see these imports; the
    desktop build's hook, scripts/pyinstaller_hooks/hook-core.registry.py, lists them)."""
    return [m for pair in _GAMES.values() for m in pair]
