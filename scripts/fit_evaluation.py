"""Fit Hard's evaluation of a game to the final scores of played games.

Plays 2-player games of GAME, Medium against Medium with a share of moves at random
(so the positions vary), records the true state at every decision (as Hard's evaluation
judges it: the game's `settle`, e.g. in the tile draft a kept tile waiting to be placed
put where its keeper's castle is worth most), and fits by least squares (a little ridge)
the weights w for which w . (features(state)[0] - features(state)[1]) predicts the final
score of seat 1 minus seat 2. The features are the game's own (core/<game>/bot.py, the
interface in core/bots/knowledge.py). A fifth of the games are held out: the script
prints how well the fitted values and the hand-set evaluation (the game's `values`, its
margin scaled by its own best factor) predict their final margins, then the weights to
paste into the game's bot.py as its WEIGHTS.

    python scripts/fit_evaluation.py seaside [--games 1500] [--seed 1] [--explore 0.15] [--jobs 2]

Pure Python (no numpy): the normal equations are solved by Gaussian elimination.
"""
from __future__ import annotations

import argparse
import math
import multiprocessing

from core.bots import choose
from core.registry import game_ids, get_bot_knowledge, get_game
from core.rng import Rng


def fittable() -> list:
    """The games whose bot knowledge has features to fit."""
    return sorted(g for g in game_ids() if get_bot_knowledge(g).feature_names)


def bot_file(game_id: str) -> str:
    """Where the game's weights live, as a path from the repository's root."""
    return type(get_bot_knowledge(game_id)).__module__.replace(".", "/") + ".py"


def play(game, seed: int, explore: float) -> tuple:
    """(states at every decision, final scores) of one game."""
    state = game.new_game([{"name": "A", "bot": True}, {"name": "B", "bot": True}], {}, seed)
    rngs = [Rng(seed * 31 + 1), Rng(seed * 31 + 2)]
    pick = Rng(seed * 31 + 3)
    states = []
    while game.to_move(state) is not None:
        p = game.to_move(state)
        states.append(game.copy_state(state))
        acts = game.legal_actions(state)
        if len(acts) > 1 and pick.randrange(1000) < explore * 1000:
            action = acts[pick.randrange(len(acts))]
        else:
            action = choose(game, game.observe(state, p), "medium", rngs[p])
        game.step(state, action)
    return states, game.result(state)["scores"]


def rows_of_game(job: tuple) -> tuple:
    """One game's positions as (feature difference of seat 1 and seat 2, hand-set
    margin) pairs, and its final margin; a job is (game id, seed, explore)."""
    game_id, seed, explore = job
    game = get_game(game_id)
    known = get_bot_knowledge(game_id)
    states, scores = play(game, seed, explore)
    rows = []
    for s in states:
        judged = known.settle(game, s)  # what Hard's evaluation judges s as
        if game.to_move(judged) is None:
            continue                    # a finished game is judged by its result
        f0, f1 = known.features(judged)
        v = known.values(game, s)
        rows.append(([a - b for a, b in zip(f0, f1)], v[0] - v[1]))
    return rows, scores[0] - scores[1]


def solve(rows: list, ys: list, ridge: float) -> list:
    k = len(rows[0])
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for x, y in zip(rows, ys):
        for i in range(k):
            xi = x[i]
            if xi == 0.0:
                continue
            b[i] += xi * y
            ai = a[i]
            for j in range(k):
                ai[j] += xi * x[j]
    for i in range(k):
        a[i][i] += ridge * len(rows)
    # Gaussian elimination with partial pivoting
    for c in range(k):
        piv = max(range(c, k), key=lambda r: abs(a[r][c]))
        a[c], a[piv] = a[piv], a[c]
        b[c], b[piv] = b[piv], b[c]
        for r in range(c + 1, k):
            f = a[r][c] / a[c][c]
            if f:
                for j in range(c, k):
                    a[r][j] -= f * a[c][j]
                b[r] -= f * b[c]
    w = [0.0] * k
    for c in range(k - 1, -1, -1):
        w[c] = (b[c] - sum(a[c][j] * w[j] for j in range(c + 1, k))) / a[c][c]
    return w


def rmse(pred: list, ys: list) -> float:
    return math.sqrt(sum((p - y) ** 2 for p, y in zip(pred, ys)) / len(ys))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game", choices=fittable())
    ap.add_argument("--games", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--explore", type=float, default=0.15, help="share of moves played at random")
    ap.add_argument("--ridge", type=float, default=0.01)
    ap.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    args = ap.parse_args(argv)
    if args.games < 5:
        raise SystemExit("error: --games needs at least 5 games (a fifth is held out)")
    train_x, train_y, test_x, test_y, test_hand = [], [], [], [], []
    jobs = [(args.game, args.seed + i, args.explore) for i in range(args.games)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            games = pool.map(rows_of_game, jobs, chunksize=8)
    else:
        games = [rows_of_game(j) for j in jobs]
    for i, (rows, y) in enumerate(games):
        held = i % 5 == 4
        for x, hand in rows:
            if held:
                test_x.append(x)
                test_y.append(y)
                test_hand.append(hand)
            else:
                train_x.append(x)
                train_y.append(y)
    w = solve(train_x, train_y, args.ridge)
    fitted = [sum(a * b for a, b in zip(w, x)) for x in test_x]
    k = sum(h * y for h, y in zip(test_hand, test_y)) / max(1e-9, sum(h * h for h in test_hand))
    hand = [k * h for h in test_hand]
    agree = sum(1 for p, y in zip(fitted, test_y) if (p > 0) == (y > 0) and y != 0)
    agree_hand = sum(1 for p, y in zip(hand, test_y) if (p > 0) == (y > 0) and y != 0)
    decided = sum(1 for y in test_y if y != 0)
    print(f"{args.game}: {args.games} games (seeds {args.seed}-{args.seed + args.games - 1}, "
          f"{args.explore:.0%} random moves), {len(train_y)} positions fitted, "
          f"{len(test_y)} held out")
    print(f"held out, final margin predicted: fitted RMSE {rmse(fitted, test_y):.2f}, winner "
          f"{agree / max(1, decided):.1%}; hand-set x {k:.2f} RMSE {rmse(hand, test_y):.2f}, "
          f"winner {agree_hand / max(1, decided):.1%}")
    names = get_bot_knowledge(args.game).feature_names
    print(f"weights (paste into {bot_file(args.game)} as WEIGHTS):")
    print("(" + ", ".join(f"{x:.4f}" for x in w) + ")")
    for n, x in zip(names, w):
        print(f"  {n:20} {x:8.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
