"""Game ids to games. Modules import lazily so a phone loads only what it plays."""
import importlib

_MODULES = {
    "seaside": "core.seaside",
    "sandcastles_2015": "core.sandcastles_2015",
    "sandcastles_draft": "core.sandcastles_draft",
}


def game_ids() -> list:
    return list(_MODULES)


def get_game(game_id: str):
    try:
        module = _MODULES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(_MODULES)}") from None
    return importlib.import_module(module).GAME


def all_games() -> list:
    return [get_game(g) for g in _MODULES]
