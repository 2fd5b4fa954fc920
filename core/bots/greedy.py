"""Easy and Medium: one look ahead on the game's evaluation.

Both decide from their own view only: they imagine a few full states consistent
with it (`determinize`), try every legal move in each, and compare what the
evaluation makes of the result. When the move leaves the decision with the same
player (choose a side, then how many Shells), the best follow-up counts.
"""
from __future__ import annotations

from core.bots.evaluation import advantage, values
from core.bots.knowledge import knowledge_of

FOLLOW_MAX = 40     # own follow-up decisions are looked at only when there are this few
REPLY_MAX = 8       # another player's next decision is played (their greedy best) if this few


def _value(game, state, me: int, depth: int) -> float:
    return best_line(game, state, me, depth)[0]


def best_line(game, state, me: int, depth: int, judge=values) -> tuple:
    """(me's advantage, the state it is judged on) after `state`: my own next
    decisions taken at their best, a rival's short decisions (keep or pass, where to
    put a tile, which side) taken as that rival's own greedy best, for up to `depth`
    more decisions; positions judged by `judge(game, state)` (the evaluation's
    `values` unless Hard brings its own)."""
    while depth > 0:
        mover = game.to_move(state)
        if mover is None:
            break
        if mover == me:
            acts = game.legal_actions_at_most(state, FOLLOW_MAX)
            if acts is None:
                break
            best = None
            for a in acts:
                nxt = game.copy_state(state)
                game.step(nxt, a)
                line = best_line(game, nxt, me, depth - 1, judge)
                if best is None or line[0] > best[0]:
                    best = line
            return best
        acts = game.legal_actions_at_most(state, REPLY_MAX)
        if acts is None:
            break
        best, best_v = None, None
        for a in acts:
            nxt = game.copy_state(state)
            game.step(nxt, a)
            v = advantage(judge(game, nxt), mover)
            if best_v is None or v > best_v:
                best, best_v = nxt, v
        state = best
        depth -= 1
    return advantage(judge(game, state), me), state


def move_values(game, view: dict, rng, worlds: int, depth: int) -> tuple:
    """(legal actions, mean value of each over `worlds` imagined states)."""
    return finish(move_values_steps(game, view, rng, worlds, depth))


def move_values_steps(game, view: dict, rng, worlds: int, depth: int):
    """`move_values` as a generator: it yields after each move is weighed (so a caller
    with no threads can serve its screen in between) and returns the same pair."""
    states = [game.determinize(view, rng) for _ in range(worlds)]
    me = game.to_move(states[0])
    acts = game.legal_actions(states[0])
    out = []
    for a in acts:
        total = 0.0
        for s in states:
            nxt = game.copy_state(s)
            game.step(nxt, a)
            total += _value(game, nxt, me, depth)
        out.append(total / worlds)
        yield
    return acts, out


def finish(steps):
    """Run a generator of these steps to its end; its return value."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def choose_medium(game, view: dict, rng):
    """The move with the best evaluation; among equals one at random (so two bots
    with nothing to gain cannot swap the same tiles back and forth for ever)."""
    return finish(choose_medium_steps(game, view, rng))


def choose_medium_steps(game, view: dict, rng):
    acts, vals = yield from move_values_steps(game, view, rng, worlds=6, depth=3)
    top = max(vals)
    best = [a for a, v in zip(acts, vals) if v >= top - 1e-9]
    return best[rng.randrange(len(best))]


def choose_easy(game, view: dict, rng):
    """Any move that is not plainly bad: one imagined state, no follow-ups, and a
    random pick among the moves within a third of a clear lead of the best."""
    return finish(choose_easy_steps(game, view, rng))


def choose_easy_steps(game, view: dict, rng):
    acts, vals = yield from move_values_steps(game, view, rng, worlds=1, depth=0)
    top = max(vals)
    margin = knowledge_of(game).scale / 3
    fine = [a for a, v in zip(acts, vals) if v >= top - margin]
    return fine[rng.randrange(len(fine))]
