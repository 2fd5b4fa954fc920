"""Walls, rotations, castle analysis and shape recognition.

A castle is a flat list of ints: [castle_id, x, y, tile, mask, x, y, tile, mask, ...];
placements in order, so a later placement on the same cell lies on top (a seagull
tower). Each castle has its own coordinates (its first tile at 0, 0); castles of one
player never touch, so they can never join.
"""
from .components import E, N, S, TILE_BASE, TILE_CREATURE, TILE_WALLTYPE, W, WALL_BASE, BONUSES

# (dx, dy, this side's bit, the neighbour's facing bit)
DIRS = ((0, -1, N, S), (1, 0, E, W), (0, 1, S, N), (-1, 0, W, E))


def rotate(mask: int, r: int) -> int:
    """Turn a wall mask clockwise r quarter turns (N -> E -> S -> W)."""
    for _ in range(r % 4):
        mask = ((mask << 1) | (mask >> 3)) & 15
    return mask


# wall type -> [(rotation, mask)] for the distinct orientations only
ROTATIONS = []
for _base in WALL_BASE:
    seen, rots = set(), []
    for _r in range(4):
        _m = rotate(_base, _r)
        if _m not in seen:
            seen.add(_m)
            rots.append((_r, _m))
    ROTATIONS.append(rots)

# FIT[walltype][known][req] -> rotations r whose mask agrees with req on the known sides
FIT = [[[[r for r, m in ROTATIONS[w] if m & known == req] for req in range(16)]
        for known in range(16)] for w in range(5)]


def tile_mask(tile: int, r: int) -> int:
    return rotate(TILE_BASE[tile], r)


# wall type -> {quarter turns: walls} of its distinct turns
_TURNED = [dict(rots) for rots in ROTATIONS]


def rot_mask(tile: int, r) -> int:
    """The walls of tile turned r quarter turns, or -1 when r is not one of its turns."""
    if r.__class__ is int:   # a table look-up for the moves the rules make
        return _TURNED[TILE_WALLTYPE[tile]].get(r, -1)
    for rr, m in ROTATIONS[TILE_WALLTYPE[tile]]:
        if rr == r:
            return m
    return -1


def legal_rotations(tile: int) -> list:
    return [r for r, _ in ROTATIONS[TILE_WALLTYPE[tile]]]


def tops(castle: list) -> dict:
    """(x, y) -> [tile, mask, height] for the top tile of every cell."""
    top = {}
    for i in range(1, len(castle), 4):
        xy = (castle[i], castle[i + 1])
        old = top.get(xy)
        top[xy] = (castle[i + 2], castle[i + 3], old[2] + 1 if old else 1)
    return top


def constraints(top: dict, x: int, y: int) -> tuple:
    """(known, req): which sides of (x, y) touch a tile, and where those need walls
    (the four sides of DIRS written out: it is asked for every cell of a castle)."""
    known = req = 0
    nb = top.get((x, y - 1))
    if nb is not None:
        known = N
        if nb[1] & S:
            req = N
    nb = top.get((x + 1, y))
    if nb is not None:
        known |= E
        if nb[1] & W:
            req |= E
    nb = top.get((x, y + 1))
    if nb is not None:
        known |= S
        if nb[1] & N:
            req |= S
    nb = top.get((x - 1, y))
    if nb is not None:
        known |= W
        if nb[1] & E:
            req |= W
    return known, req


def connected(cells: dict) -> bool:
    """True when the cells form one piece through wall-to-wall joins."""
    if not cells:
        return True
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        m = cells[(x, y)][1]
        for dx, dy, bit, opp in DIRS:
            if m & bit:
                nxy = (x + dx, y + dy)
                if nxy not in seen and nxy in cells:
                    seen.add(nxy)
                    todo.append(nxy)
    return len(seen) == len(cells)


def is_complete(top: dict) -> bool:
    for (x, y), (t, m, h) in top.items():
        for dx, dy, bit, opp in DIRS:
            if m & bit and (x + dx, y + dy) not in top:
                return False
    return True


class Info:
    __slots__ = ("top", "fcells", "_frontier", "_towers", "_targets", "complete", "moves",
                 "castle", "_open_walls", "_cuts", "_cuts_from")

    @property
    def cuts(self):
        """The cells whose removal splits the castle (worked out on first use). A castle
        grown by a tile joined to one cell u only takes its parent's cuts plus u (the new
        tile hangs off u; no other cell's role changes), and a seagull stacked on a tower
        keeps its parent's (the same joins), so a chain of such placements runs Tarjan's
        search once (a rollout's own analysis, grown in place, keeps the chain's cells in
        a list: grow)."""
        c = self._cuts
        if c is None:
            src = self._cuts_from
            if src is not None:   # (parent, the cells joined one after the other)
                parent, joined = src
                self._cuts_from = None
                c = parent.cuts
                size = len(parent.top)
                for u in joined:
                    c = c | {u} if size > 1 else frozenset()
                    size += 1
                c = frozenset(c)
            else:
                c = frozenset(articulation_points(self.top)) if len(self.top) > 2 else frozenset()
            self._cuts = c
        return c

    @property
    def frontier(self) -> tuple:
        """(x, y, known, req) of every empty cell a wall runs to (fcells as a tuple)."""
        f = self._frontier
        if f is None:
            f = self._frontier = tuple([(x, y, k, r) for (x, y), (k, r) in self.fcells.items()])
        return f

    @property
    def towers(self) -> tuple:
        """(x, y, known, req) of every cell, for stacking a seagull (on first use)."""
        t = self._towers
        if t is None:
            top = self.top
            t = []   # a loop: a comprehension is a call of its own in 3.11
            for x, y in top:
                t.append((x, y) + constraints(top, x, y))
            t = self._towers = tuple(t)
        return t

    @property
    def open_walls(self) -> dict:
        """(x, y) -> how many of that cell's walls run to an empty cell (on first use:
        only taking the top of a stack needs it)."""
        o = self._open_walls
        if o is None:
            top = self.top
            o = {}
            for xy, (_t, m, _h) in top.items():   # the four sides written out
                x, y = xy
                k = 0
                if m & N and (x, y - 1) not in top:
                    k = 1
                if m & E and (x + 1, y) not in top:
                    k += 1
                if m & S and (x, y + 1) not in top:
                    k += 1
                if m & W and (x - 1, y) not in top:
                    k += 1
                o[xy] = k
            self._open_walls = o
        return o

    @property
    def total_open(self) -> int:
        return sum(self.open_walls.values())

    @property
    def targets(self) -> tuple:
        """Per creature, the cells whose top tile an attack may take (worked out on
        first use: building never needs it)."""
        t = self._targets
        if t is None:
            t = self._targets = _targets(self)
        return t


# Both caches are small and emptied when full (issue 25): every entry keeps containers
# alive (castle lists, analyses, their dicts and cached moves), and a few thousand of
# them made the cyclic garbage collector's sweeps of older generations long and frequent
# (with 4096 / 8192 entries it took about a fifth of a rollout's CPU time). A game in
# play needs a few dozen entries; a search's imagined worlds share their castle lists.
# The same size for both: an analysis is freed only when neither holds it any more, and
# the collector counts containers made less containers freed (a collection of the
# youngest generation every 700 more, the count never below 0), so caches that fill
# for long and are freed at once set it off far more often than caches emptied often:
# 256 / 512 entries meant 1.5 young collections a 4-player game through `apply` (9% of
# its CPU time), 128 / 128 a third of one (2.4%), and Hard's search kept its speed.
_CACHE_MAX = 128
_BY_LIST_MAX = 128
_CACHE = {}


def _fresh(castle, top: dict, fcells: dict) -> Info:
    """An analysis of `castle` (a content key, or a rollout's own list) from its top
    cells and frontier, nothing yet worked out from them."""
    info = Info()
    info.top = top
    info.fcells = fcells
    info._frontier = None
    info._towers = None
    info.complete = not fcells
    info.castle = castle
    info._open_walls = None
    info._targets = None
    info._cuts = None
    info._cuts_from = None
    info.moves = {}
    return info


def _store(key: tuple, top: dict, fcells: dict) -> Info:
    # (fcells: (x, y) -> (known, req) of every empty cell a wall runs to; dict order
    # follows the castle's placement order: deterministic)
    info = _fresh(key, top, fcells)
    if len(_CACHE) > _CACHE_MAX:
        _CACHE.clear()
    _CACHE[key] = info
    return info


# id(castle list) -> (that list, its length, its Info). A castle in a state is never
# changed in place (the rules copy on write, and copies of a state share castles), so
# the same list means the same analysis, found without hashing its contents; the entry
# holds the list, so its id cannot be reused meanwhile (a list found by its id is that
# list). The length is checked all the same: the one list changed in place, a rollout's
# own (grow), only grows.
_BY_LIST = {}


def analyze(castle: list) -> Info:
    """Everything legal_actions needs about one castle, cached by its contents."""
    e = _BY_LIST.get(id(castle))
    if e is not None and e[1] == len(castle):
        return e[2]
    key = tuple(castle)
    info = _CACHE.get(key)
    if info is None:
        info = _analyze(castle, key)
    if len(_BY_LIST) > _BY_LIST_MAX:
        _BY_LIST.clear()
    _BY_LIST[id(castle)] = (castle, len(castle), info)
    return info


def keep(castle: list, info: Info) -> None:
    """Remember info as the analysis of this castle list (made by the rules from a
    castle's cached analysis: extend)."""
    if len(_BY_LIST) > _BY_LIST_MAX:
        _BY_LIST.clear()
    _BY_LIST[id(castle)] = (castle, len(castle), info)


def _analyze(castle: list, key: tuple) -> Info:
    return _store(key, *_scan(castle))


# walls -> the frontier of a one-tile castle at 0, 0 with those walls
_STARTED = [{(dx, dy): (opp, opp) for dx, dy, bit, opp in DIRS if m & bit} for m in range(16)]


def _scan(castle) -> tuple:
    """(top, fcells) of a castle, worked out from its placements."""
    if len(castle) == 5:   # a castle just started: each wall leads to a cell needing one
        x, y, t, m = castle[1:]
        if x == 0 and y == 0:   # where the rules start every castle: a copy of a table's
            return {(0, 0): (t, m, 1)}, _STARTED[m].copy()
        return ({(x, y): (t, m, 1)},
                {(x + dx, y + dy): (opp, opp) for dx, dy, bit, opp in DIRS if m & bit})
    top = tops(castle)
    return top, _frontier(top)


def _frontier(top: dict) -> dict:
    """fcells of a castle with these top cells, in scan order: every empty cell a wall
    runs to, in the order the cells' walls (N, E, S, W) first reach it."""
    frontier = {}
    for (x, y), (t, m, h) in top.items():   # the four sides of DIRS written out
        if m & N:
            nxy = (x, y - 1)
            if nxy not in top and nxy not in frontier:
                frontier[nxy] = constraints(top, x, y - 1)
        if m & E:
            nxy = (x + 1, y)
            if nxy not in top and nxy not in frontier:
                frontier[nxy] = constraints(top, x + 1, y)
        if m & S:
            nxy = (x, y + 1)
            if nxy not in top and nxy not in frontier:
                frontier[nxy] = constraints(top, x, y + 1)
        if m & W:
            nxy = (x - 1, y)
            if nxy not in top and nxy not in frontier:
                frontier[nxy] = constraints(top, x - 1, y)
    return frontier


# a side mask with exactly one side -> the step to the cell on that side
_ONE_JOIN = {bit: (dx, dy) for dx, dy, bit, _opp in DIRS}


def extend(info: Info, x: int, y: int, tile: int, mask: int) -> Info:
    """The analysis of info's castle with one more tile on the empty frontier cell (x, y),
    worked out from info instead of from the whole castle; equal to analyze() of the
    longer castle (tests/core/test_sandcastles_2015_speed_invariants.py checks that)."""
    key = info.castle + (x, y, tile, mask)
    done = _CACHE.get(key)
    if done is not None:
        return done
    xy = (x, y)
    join = info.fcells.get(xy)
    if join is None:   # a seagull stacked on the tower at (x, y)
        top = info.top.copy()
        top[xy] = (tile, mask, top[xy][2] + 1)
        new = _store(key, top, _frontier(top))
        # its walls agree with the tower's wherever a tile touches it, so the joins, the
        # cut cells and every cell's constraints (towers) are the castle's before; only
        # the walls to empty cells may differ: the frontier is worked out again
        new._towers = info._towers
        new._cuts_from = (info, ())
        return new
    top = info.top.copy()
    top[xy] = (tile, mask, 1)
    fcells = info.fcells.copy()
    del fcells[xy]
    _add_cell(top, fcells, x, y, mask)
    new = _store(key, top, fcells)
    if info._towers is not None:
        new._towers = _grown_towers(info._towers, x, y, mask, join)
    # the known sides needing a wall are where the new tile joins the castle
    step = _ONE_JOIN.get(join[1])
    if step is not None:
        new._cuts_from = (info, ((x + step[0], y + step[1]),))
    return new


def _grown_towers(towers: tuple, x: int, y: int, mask: int, join: tuple) -> tuple:
    """Info.towers after a tile with walls `mask` went on the frontier cell (x, y), whose
    (known, req) was `join`: its neighbours now touch it on one more side (needing a
    wall there when the new tile has one facing them), the rest are as they were, and
    the new cell comes last with the sides it was known to touch."""
    out = []
    for cell in towers:
        cx, cy, known, req = cell
        if cy == y:
            if cx == x - 1:
                cell = (cx, cy, known | E, (req | E) if mask & W else req)
            elif cx == x + 1:
                cell = (cx, cy, known | W, (req | W) if mask & E else req)
        elif cx == x:
            if cy == y - 1:
                cell = (cx, cy, known | S, (req | S) if mask & N else req)
            elif cy == y + 1:
                cell = (cx, cy, known | N, (req | N) if mask & S else req)
        out.append(cell)
    out.append((x, y, join[0], join[1]))
    return tuple(out)


def _add_cell(top: dict, fcells: dict, x: int, y: int, mask: int) -> None:
    """The frontier after a tile with walls `mask` went on the frontier cell (x, y) (in top
    already, out of fcells already): a neighbour on the frontier now touches (x, y) too,
    an empty one beyond a wall of the new tile joins the frontier, last, in the order a
    fresh scan finds them (it meets the new cell last). The four sides written out (N,
    E, S, W as in DIRS)."""
    nxy = (x, y - 1)
    if nxy not in top:
        f = fcells.get(nxy)
        if f is not None:
            fcells[nxy] = (f[0] | S, (f[1] | S) if mask & N else f[1])
        elif mask & N:
            fcells[nxy] = constraints(top, x, y - 1)
    nxy = (x + 1, y)
    if nxy not in top:
        f = fcells.get(nxy)
        if f is not None:
            fcells[nxy] = (f[0] | W, (f[1] | W) if mask & E else f[1])
        elif mask & E:
            fcells[nxy] = constraints(top, x + 1, y)
    nxy = (x, y + 1)
    if nxy not in top:
        f = fcells.get(nxy)
        if f is not None:
            fcells[nxy] = (f[0] | N, (f[1] | N) if mask & S else f[1])
        elif mask & S:
            fcells[nxy] = constraints(top, x, y + 1)
    nxy = (x - 1, y)
    if nxy not in top:
        f = fcells.get(nxy)
        if f is not None:
            fcells[nxy] = (f[0] | E, (f[1] | E) if mask & W else f[1])
        elif mask & W:
            fcells[nxy] = constraints(top, x - 1, y)


# ---- a rollout's own analyses ------------------------------------------------------
# A rollout plays on one state that nobody else sees while it runs: the first time it
# builds on a castle it copies the list (copy on write, as the rules do) and from then
# on grows that list and its analysis in place, with no content key made, hashed or
# cached for each tile. Such an analysis is held by the rollout alone (rollout.py),
# never by _CACHE or _BY_LIST; its `castle` is the list itself, not a tuple.

def private(castle: list, base: Info = None) -> Info:
    """An analysis of castle (a list only the caller holds and changes) that no cache
    holds: a copy of base, the analysis of the same contents, or worked out afresh."""
    if base is None:
        info = _fresh(castle, *_scan(castle))
        if len(info.top) <= 2:   # nothing to split: the chain of grow starts here
            info._cuts = frozenset()
        return info
    info = _fresh(castle, base.top.copy(), base.fcells.copy())
    if base._cuts is not None:
        info._cuts = base._cuts
    elif base._cuts_from is not None:   # the same chain, in a list of its own
        parent, joined = base._cuts_from
        info._cuts_from = (parent, list(joined))
    else:
        info._cuts_from = (base, [])     # base's cuts (Tarjan's search, on first use)
    return info


def grow(info: Info, x: int, y: int, tile: int, mask: int) -> None:
    """extend() in place, on an analysis from private() and its castle list: the tile
    is added to both."""
    castle = info.castle
    castle += (x, y, tile, mask)
    towers = info._towers   # the castle's before the tile
    info._frontier = info._towers = info._open_walls = info._targets = None
    if info.moves:
        info.moves = {}
    xy = (x, y)
    fcells = info.fcells
    join = fcells.get(xy)
    if join is None:   # a stack: the same joins, cuts and towers; the frontier again (extend)
        top = info.top
        top[xy] = (tile, mask, top[xy][2] + 1)
        info.fcells = fcells = _frontier(top)
        info.complete = not fcells
        info._towers = towers
        return
    top = info.top
    size = len(top)
    top[xy] = (tile, mask, 1)
    del fcells[xy]
    _add_cell(top, fcells, x, y, mask)
    info.complete = not fcells
    if towers is not None:
        info._towers = _grown_towers(towers, x, y, mask, join)
    step = _ONE_JOIN.get(join[1])
    if step is None:   # joined on more than one side: Tarjan's search on first use
        info._cuts = info._cuts_from = None
        return
    u = (x + step[0], y + step[1])
    c = info._cuts
    if c is not None:
        info._cuts = c | {u} if size > 1 else frozenset()
    elif info._cuts_from is not None:
        info._cuts_from[1].append(u)


def _targets(info: Info) -> tuple:
    top, castle = info.top, info.castle
    targets = ([], [], [])
    # two cells or one cannot be split (the cuts of most castles attacked, without
    # walking their chain of parents)
    cuts = info.cuts if len(top) > 2 else ()
    for xy, (t, m, h) in top.items():
        if h == 1:
            ok = xy not in cuts  # a lone tile may go; the castle then is gone
        else:
            ok = _uncover_ok(castle, top, xy, info)
        if ok:
            targets[TILE_CREATURE[t]].append(xy)
    return targets


def articulation_points(top: dict) -> set:
    """Cells whose removal splits the wall graph (iterative Tarjan)."""
    adj = {}
    for (x, y), (t, m, h) in top.items():
        nbs = []
        for dx, dy, bit, opp in DIRS:
            if m & bit:
                nxy = (x + dx, y + dy)
                if nxy in top:
                    nbs.append(nxy)
        adj[(x, y)] = nbs
    cuts = set()
    disc, low = {}, {}
    counter = 0
    for root in top:
        if root in disc:
            continue
        disc[root] = low[root] = counter
        counter += 1
        children = 0
        stack = [(root, None, iter(adj[root]))]
        while stack:
            node, parent, it = stack[-1]
            advanced = False
            for nb in it:
                if nb == parent:
                    continue
                if nb in disc:
                    if disc[nb] < low[node]:
                        low[node] = disc[nb]
                else:
                    disc[nb] = low[nb] = counter
                    counter += 1
                    if node == root:
                        children += 1
                    stack.append((nb, node, iter(adj[nb])))
                    advanced = True
                    break
            if not advanced:
                stack.pop()
                if parent is not None:
                    if low[node] < low[parent]:
                        low[parent] = low[node]
                    if parent != root and low[node] >= disc[parent]:
                        cuts.add(parent)
        if children > 1:
            cuts.add(root)
    return cuts


def _uncover_ok(castle: list, top: dict, xy: tuple, info: Info) -> bool:
    """Taking the top of a stack: the tile below must agree with the neighbours (then the
    joins are unchanged) and the castle must not be left complete (info: the castle's
    analysis, whose open walls are counted only when that is asked)."""
    below = None
    i = len(castle) - 4   # from the last placement back (a while: range() costs more)
    while i > 0:
        if castle[i] == xy[0] and castle[i + 1] == xy[1]:
            j = i - 4
            while j > 0 and not (castle[j] == xy[0] and castle[j + 1] == xy[1]):
                j -= 4
            below = castle[j + 3]
            break
        i -= 4
    known, req = constraints(top, xy[0], xy[1])
    if below & known != req:
        return False
    open_walls = info.open_walls
    if sum(open_walls.values()) - open_walls[xy]:   # a wall of another cell left open
        return True
    return bool(below & ~known & 15)  # a wall of the uncovered tile runs to an empty cell


def remove_top(castle: list, x: int, y: int) -> int:
    """Remove the top tile of (x, y) from the castle in place; return the tile."""
    i = len(castle) - 4   # from the last placement back (a while: range() costs more)
    while i > 0:
        if castle[i] == x and castle[i + 1] == y:
            tile = castle[i + 2]
            del castle[i:i + 4]
            return tile
        i -= 4
    raise KeyError((x, y))


def removable(castle: list, top: dict, xy: tuple) -> bool:
    """May the top tile of xy be taken? Not if the castle would split, if an uncovered
    tile would no longer agree with its neighbours, or if the castle would be left
    complete (a castle is finished only by placing its last piece)."""
    if len(top) == 1 and top[xy][2] == 1:
        return True  # the castle's only tile: the castle is simply gone
    rest = castle[:]
    remove_top(rest, xy[0], xy[1])
    after = tops(rest)
    if xy in after:
        known, req = constraints(after, xy[0], xy[1])
        if after[xy][1] & known != req:
            return False
    elif not connected(after):
        return False
    return not is_complete(after)


def castle_problems(castle: list) -> list:
    """Why a castle in play is not legal (empty list when it is)."""
    from .components import SEAGULL, is_sand
    problems = []
    cid = castle[0]
    if (len(castle) - 1) % 4 or len(castle) < 5:
        return [f"castle {cid} is malformed"]
    heights = {}
    for i in range(1, len(castle), 4):
        x, y, t, m = castle[i:i + 4]
        if not is_sand(t):
            problems.append(f"castle {cid} holds a non-sandcastle tile {t}")
            continue
        if m not in [mm for _, mm in ROTATIONS[TILE_WALLTYPE[t]]]:
            problems.append(f"castle {cid}: tile {t} has walls {m} it cannot show")
        h = heights.get((x, y), 0) + 1
        heights[(x, y)] = h
        if h > 1 and TILE_CREATURE[t] != SEAGULL:
            problems.append(f"castle {cid}: a non-seagull tile {t} is stacked")
    top = tops(castle)
    for (x, y), (t, m, h) in top.items():
        known, req = constraints(top, x, y)
        if m & known != req:
            problems.append(f"castle {cid}: walls disagree at {x},{y}")
    if not connected(top):
        problems.append(f"castle {cid} is split")
    if is_complete(top):
        problems.append(f"castle {cid} is complete but still in play")
    return problems


# ---- shapes ------------------------------------------------------------------------
def _normal(cells) -> tuple:
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return tuple(sorted((x - mx, y - my) for x, y in cells))


TRANSFORMS = (
    lambda x, y: (x, y), lambda x, y: (-y, x), lambda x, y: (-x, -y), lambda x, y: (y, -x),
    lambda x, y: (-x, y), lambda x, y: (y, x), lambda x, y: (x, -y), lambda x, y: (-y, -x),
)


def variants(cells) -> list:
    """The footprint in all four rotations and their mirror images (normalised)."""
    out = []
    for f in TRANSFORMS:
        v = _normal([f(x, y) for x, y in cells])
        if v not in out:
            out.append(v)
    return out


def canonical(cells) -> tuple:
    return min(_normal([f(x, y) for x, y in cells]) for f in TRANSFORMS)


SHAPE_BY_CANON = {}
SHAPE_SIZES = set()
# every turn and mirror image of each shape's outline (normalised) -> the shape's id:
# a footprint is normalised once and looked up, not turned eight ways (canonical)
SHAPE_BY_VARIANT = {}
for _b in BONUSES:
    if _b["kind"] == "shape":
        SHAPE_BY_CANON[canonical(_b["cells"])] = _b["id"]
        SHAPE_SIZES.add(len(_b["cells"]))
        for _v in variants(_b["cells"]):
            SHAPE_BY_VARIANT[_v] = _b["id"]


def shape_of(cells) -> int:
    """The shape bonus id whose outline this footprint is exactly, or -1."""
    if len(cells) not in SHAPE_SIZES:
        return -1
    return SHAPE_BY_VARIANT.get(_normal(cells), -1)


def placements(castle: list, info: Info, walltype: int, seagull: bool) -> list:
    """(castle id, x, y, r) for every legal placement of a tile with these walls on this
    castle (extending it, or stacking on it when the tile is a seagull); cached."""
    key = walltype * 2 + seagull
    out = info.moves.get(key)
    if out is None:
        fit = FIT[walltype]
        cid = castle[0]
        out = [(cid, x, y, r) for (x, y), (known, req) in info.fcells.items()
               for r in fit[known][req]]
        if seagull:
            out += [(cid, x, y, r) for x, y, known, req in info.towers for r in fit[known][req]]
        out = info.moves[key] = tuple(out)
    return out
