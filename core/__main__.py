"""Command line: python -m core games | simulate | play | check | tournament (the speed
benchmarks are scripts: scripts/core_speed.py).

The command line is a program around core, not part of it: the one module here that
reads files, the clock and its arguments. It reads and writes save files through
ui/files.py (standard library only, no Flet), the very code the app uses, so `check`
reads a file exactly as Import and the saves folder do; the rest of core stays pure
(tests/core/test_core_pure.py)."""
from __future__ import annotations

import argparse
import json
import random
import sys
import time

from core import saves
from core.registry import all_games, get_game
from core.simulate import play_random, simulate
from ui import files
from ui.clock import now_iso


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
    report = simulate(game, _players(game, args), _options(game, args), args.games, args.seed,
                      clock=time.perf_counter)
    print(json.dumps(report))
    return 1 if report["violations"] else 0


def cmd_play(args) -> int:
    game = _game(args.game)
    players = _players(game, args)
    options = _options(game, args)
    state, log, violations = play_random(game, players, options, args.seed, random.Random(args.seed))
    seats = [{"name": f"Bot {i + 1}", "bot": True} for i in range(players)]
    doc = saves.make_document(game.id, seats, options, args.seed, log, state, updated=now_iso())
    files.write_atomic(args.save, saves.dump_document(doc))
    print(json.dumps({"save": args.save, "actions": len(log), **game.result(state)}))
    return 1 if violations else 0


def cmd_check(args) -> int:
    """Validate and replay a save file: one JSON line on stdout, or exit 2 with one
    line `error: FILE: PROBLEM` on stderr (the same check as Import and the app)."""
    try:
        doc = files.load_file(args.file)
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


def cmd_tournament(args) -> int:
    """Bot-against-bot games, seats rotated; each level's win share (95% interval),
    mean score, and mean / worst think time per move."""
    from concurrent.futures import ProcessPoolExecutor
    from functools import partial

    from core import tournament as T
    game = _game(args.game)
    players = args.players or 2
    if not game.min_players <= players <= game.max_players:
        raise SystemExit(f"error: {game.title} takes {game.min_players}-{game.max_players} players")
    try:
        levels = T.parse_levels(args.bots, players)
    except ValueError as e:
        raise SystemExit(f"error: {e}")
    if args.games < 1 or args.jobs < 1 or args.think_ms < 1:
        raise SystemExit("error: --games, --jobs and --think-ms take a positive number")
    rotations = [[levels[(i + j) % players] for j in range(players)] for i in range(args.games)]
    seeds = [args.seed + i for i in range(args.games)]
    play = partial(T.play_game, game.id, think_ms=args.think_ms, clock=time.perf_counter,
                   hard_iterations=args.hard_iterations)
    if args.jobs == 1:
        results = [play(lv, seed=s) for lv, s in zip(rotations, seeds)]
    else:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(_tournament_game, [(play, lv, s) for lv, s in zip(rotations, seeds)]))
    report = T.summarize(game.id, levels, results)
    stalled = sum(r["stalled"] for r in results)
    note = (f"{stalled} game(s) stalled at {T.MAX_MOVES} moves and were scored as they stood"
            if stalled else "")
    if args.json:
        print(json.dumps(report))
        if note:
            print(note, file=sys.stderr)
        return 0
    budget = (f"Hard thinks {args.think_ms} ms a move"
              + (f" or {args.hard_iterations} iterations" if args.hard_iterations else ""))
    print(f"{game.title}, {players} players, {args.games} games from seed {args.seed}; {budget}")
    print(f"{'level':<8} {'wins':>6} {'95% interval':>14} {'mean score':>11} {'think ms mean':>14} {'max':>9}")
    for level, row in report["levels"].items():
        print(f"{level:<8} {row['win_share']:>6.1%} {row['ci_low']:>6.1%} - {row['ci_high']:<6.1%}"
              f"{row['mean_score']:>11.2f} {row['think_ms_mean']:>14.1f} {row['think_ms_max']:>9.1f}")
    seats = "  ".join(f"{j + 1}: {row['win_share']:.1%} ({row['ci_low']:.1%} - {row['ci_high']:.1%})"
                      for j, row in enumerate(report["seats"]))
    print(f"wins by seat, whoever sat there: {seats}")
    if note:
        print(note)
    return 0


def _tournament_game(job):
    play, levels, seed = job
    return play(levels, seed=seed)


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
    p = sub.add_parser("tournament", help="bots against bots, seats rotated; win shares")
    p.add_argument("game")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--bots", required=True, metavar="LEVEL,LEVEL[,...]",
                   help="one level per seat: easy, medium or hard")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--think-ms", type=int, default=1000, help="Hard's budget per move")
    p.add_argument("--hard-iterations", type=int, default=None,
                   help="also stop Hard after this many search iterations")
    p.add_argument("--jobs", type=int, default=1, help="processes")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_tournament)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
