"""Hard: information-set Monte Carlo tree search (single observer).

Each iteration imagines one full state from the bot's own view (`determinize`; the
true hidden state is never read), walks the tree of moves with UCB, counting a move
as available only in the imagined states where it is legal, and adds one node. Then
the game may play on with its cheap `rollout_action` for its `rollout_cap` steps, and
the leaf is judged after Medium's look-ahead (the game's `leaf_depth` decisions: own
ones at their best, a rival's short ones as their greedy best) by the evaluation; every
seat's reward is backed up. The tree grows at most the game's `tree_depth` moves deep
(each game's numbers are in its own package: core/bots/knowledge.py). Measured
against Medium (docs/bots.md), look-ahead leaves did better than rollouts to the end,
random or greedy, so the caps are 0 today.

At the root only the best moves of a quick one-look evaluation are searched (ten),
so a budget of a few hundred iterations is not spread over a hundred builds; they
take turns, one imagined state and one seed for the rollouts per round, so they are
compared on the same luck (the tree's choice of a move not yet tried is no luck of the
game's: it draws from the search's own numbers).

Every number the search draws comes from a FastRng (core/rng.py: the standard
library's Mersenne Twister, a third of the core Rng's cost a number) seeded with one
number drawn from the caller's rng, or from the rounds' rollout FastRngs seeded by it,
so a search is the same for the same rng; the imagined states are throwaway copies, so
nothing a game keeps ever draws from them.

The search is resumable (`run(n)` any number of times, then `best()`), so a caller
can think in time slices, stop at a deadline, or count iterations for a test.
"""
from __future__ import annotations

import math

from core.bots import fitted
from core.bots.evaluation import reward
from core.bots.greedy import best_line, move_values
from core.bots.knowledge import knowledge_of
from core.rng import FastRng

ROOT_WIDTH = 10      # moves kept at the root (by the quick evaluation)
UCB_C = 0.7
class Node:
    __slots__ = ("children", "visits", "avail", "total", "player")

    def __init__(self, player):
        self.children = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.player = player      # the seat whose move led here


class Search:
    def __init__(self, game, view: dict, rng):
        self.game = game
        self.view = view
        self.rng = rng = FastRng(rng.next64())   # the caller's rng: one number a search
        known = knowledge_of(game)
        self.cap = known.rollout_cap
        self.leaf_depth = known.leaf_depth
        self.tree_depth = known.tree_depth
        self.iterations = 0
        acts, vals = move_values(game, view, rng, worlds=2, depth=1)
        order = sorted(range(len(acts)), key=lambda i: -vals[i])[:ROOT_WIDTH]
        order.sort()                           # keep the game's own order: deterministic
        self.candidates = [acts[i] for i in order]
        self.prior = {acts[i]: vals[i] for i in order}
        self.root = Node(None)
        self.me = game.to_move(game.determinize(view, rng))

    def run(self, n: int) -> None:
        """n more iterations. The root's moves take turns: one imagined state (and one
        seed for the rollouts) serves a whole round of them, so they are compared on
        the same luck; below each, the tree grows by UCB."""
        game, rng = self.game, self.rng
        if len(self.candidates) == 1:
            self.iterations += n
            return
        for _ in range(n):
            k = self.iterations % len(self.candidates)
            if k == 0:
                self.round_world = game.determinize(self.view, rng)
                self.round_seed = rng.next64()
            self.iterations += 1
            world = game.copy_state(self.round_world)
            # the rollout's numbers: the same for the whole round (seeded at the first
            # draw, so a search without rollouts never seeds one)
            roll = FastRng(self.round_seed)
            a = self.candidates[k]
            node = self.root.children.get(a)
            if node is None:
                node = self.root.children[a] = Node(self.me)
            node.avail += 1
            game.step(world, a)
            path = [node]
            while len(path) < self.tree_depth:
                p = game.to_move(world)
                if p is None:
                    break
                acts = game.legal_actions(world)
                children = node.children
                untried = []
                for act in acts:
                    child = children.get(act)
                    if child is None:
                        untried.append(act)
                    else:
                        child.avail += 1
                if untried:
                    act = untried[rng.randrange(len(untried))]
                    child = children[act] = Node(p)
                    child.avail = 1
                    game.step(world, act)
                    path.append(child)
                    break
                best, best_score = None, -1.0
                for act in acts:
                    child = children[act]
                    score = (child.total / child.visits
                             + UCB_C * math.sqrt(math.log(child.avail) / child.visits))
                    if score > best_score:
                        best, best_score = act, score
                node = children[best]
                game.step(world, best)
                path.append(node)
            game.rollout(world, roll, self.cap)   # rollout_action + step, at most cap moves
            if self.leaf_depth and game.to_move(world) is not None:
                world = best_line(game, world, self.me, self.leaf_depth, fitted.values)[1]
            rewards = reward(game, world, fitted.values(game, world))
            for node in path:
                node.visits += 1
                node.total += rewards[node.player]

    def ranking(self) -> list:
        """(action, visits, mean reward) for the root's moves, best mean first (they
        are visited in turn, so the means are on equal footing)."""
        out = []
        for a in self.candidates:
            child = self.root.children.get(a)
            if child is None or not child.visits:
                out.append((a, 0, 0.0))
            else:
                out.append((a, child.visits, child.total / child.visits))
        out.sort(key=lambda r: (-r[2], -r[1]))
        return out

    def best(self):
        if len(self.candidates) == 1:
            return self.candidates[0]
        return self.ranking()[0][0]
