"""Command line: python -m core games | simulate | play | check | bench."""
from __future__ import annotations

import argparse
import json
import random
import sys

from core import saves
from core.registry import all_games, get_game
from core.simulate import play_random, simulate


def _game(game_id: str):
    try:
        return get_game(game_id)
    except KeyError as e:
        raise SystemExit(f"error: {e.args[0]}")


def _options(game, args) -> dict:
    options = {}
    for name in getattr(args, "variant", None) or []:
        if name not in game.variants:
            known = ", ".join(game.variants) or "none"
            raise SystemExit(f"error: {game.id} has no variant {name!r} (variants: {known})")
        options[name] = True
    for item in getattr(args, "option", None) or []:
        key, sep, raw = item.partition("=")
        if not sep or not key:
            raise SystemExit(f"error: --option takes key=value, not {item!r}")
        value = raw.lower() == "true" if raw.lower() in ("true", "false") else raw
        try:
            value = int(raw)
        except ValueError:
            pass
        options[key] = value
    return options


def _players(game, args) -> int:
    players = 1 if args.solo else (args.players or max(game.min_players, 2))
    if args.solo and not game.has_solo:
        raise SystemExit(f"error: {game.title} has no solo mode")
    if not game.min_players <= players <= game.max_players:
        raise SystemExit(f"error: {game.title} takes {game.min_players}-{game.max_players} players")
    return players


def cmd_games(args) -> int:
    for game in all_games():
        print(f"{game.id}\t{game.title}\t{game.min_players}-{game.max_players} players")
    return 0


def cmd_simulate(args) -> int:
    game = _game(args.game)
    report = simulate(game, _players(game, args), _options(game, args), args.games, args.seed)
    print(json.dumps(report))
    return 1 if report["violations"] else 0


def cmd_play(args) -> int:
    game = _game(args.game)
    players = _players(game, args)
    options = _options(game, args)
    state, log, violations = play_random(game, players, options, args.seed, random.Random(args.seed))
    seats = [{"name": f"Bot {i + 1}", "bot": True} for i in range(players)]
    doc = saves.make_document(game.id, seats, options, args.seed, log, state)
    saves.write_atomic(args.save, saves.dump_document(doc))
    print(json.dumps({"save": args.save, "actions": len(log), **game.result(state)}))
    return 1 if violations else 0


def cmd_check(args) -> int:
    """Validate and replay a save file: one JSON line on stdout, or exit 2 with one
    line `error: FILE: PROBLEM` on stderr (the same check as Import and the app)."""
    try:
        doc = saves.load_file(args.file)
        game = get_game(doc["game"])
        state = doc["state"]
        report = {"file": args.file, "game": game.id, "actions": len(doc["actions"]),
                  "over": game.is_over(state), "progress": game.progress(state),
                  **game.result(state)}
    except saves.SaveError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # a check must never end in a traceback
        print(f"error: {saves.SaveError(args.file, f'{type(e).__name__}: {e}')}", file=sys.stderr)
        return 2
    print(json.dumps(report))
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m core", description="Beach Bag rules core")
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("games", help="list game ids and titles").set_defaults(func=cmd_games)

    def common(p):
        p.add_argument("game")
        p.add_argument("--players", type=int)
        p.add_argument("--solo", action="store_true", help="one player, solo rules")
        p.add_argument("--variant", action="append", help="turn on a variant option (repeatable)")
        p.add_argument("--option", action="append", metavar="KEY=VALUE",
                       help="any game option, e.g. solo_bonuses=6 (repeatable)")
        p.add_argument("--seed", type=int, default=0)

    p = sub.add_parser("simulate", help="random full games, invariants checked every step")
    common(p)
    p.add_argument("--games", type=int, default=100)
    p.set_defaults(func=cmd_simulate)
    p = sub.add_parser("play", help="bots play one game and write its save")
    common(p)
    p.add_argument("--save", required=True)
    p.set_defaults(func=cmd_play)
    p = sub.add_parser("check", help="validate and replay a save file")
    p.add_argument("file")
    p.set_defaults(func=cmd_check)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
