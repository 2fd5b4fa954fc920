"""Sandcastles (tile draft): the sky drop and end-of-game scoring.

A castle is a flat list of 25 cells, index row * 5 + col, row 0 the top (5th)
row and row 4 the bottom row; 0 is an empty cell, otherwise a tile number.
"""
from __future__ import annotations

from core.i18n import N_, _

from .components import (BIRDS, BUCKETS, COLOURS, IS_SKY, SHELLS, SHOVELS, STAR, WIN_BOTTOM,
                         WIN_TOP)

# Windows in one window row -> points ("0-4: 0, 5-8: 1, 9-11: 2, 12-13: 3, 14: 4, 15+: 5",
# plus 1 for every window over 15 from the scoring summary page).
_WINDOW_TABLE = (0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4)
# Birds -> points (7 or more: 13).
_BIRD_TABLE = (0, 1, 1, 2, 3, 5, 8)

STARFISH_PAIR = 3
ALL_COLOURS_BONUS = 5
FIVE_SKY_BONUS = 5
MAJORITY = (("shells", N_("Most shells"), 3), ("shovels", N_("Most shovels"), 2),
            ("buckets", N_("Most buckets"), 1))
# what each line of a breakdown counts, in its order (the labels are words: these are not)
CATEGORIES = ("birds", "windows", "pairs", "colours", "shells", "shovels", "buckets",
              "most shells", "most shovels", "most buckets", "five sky")


def window_row_points(windows: int) -> int:
    if windows >= 15:
        return 5 + (windows - 15)
    return _WINDOW_TABLE[windows]


def bird_points(birds: int) -> int:
    return 13 if birds >= 7 else _BIRD_TABLE[birds]


def drop(grid: list) -> list:
    """The castle after the end-of-game drop: every sky tile falls down its column
    and comes to rest on the highest sand tile (or on the bottom row)."""
    g = list(grid)
    for c in range(5):
        t = g[c]
        if t and IS_SKY[t]:
            r = 4
            while r > 0 and g[r * 5 + c]:
                r -= 1
            if r > 0:
                g[c] = 0
                g[r * 5 + c] = t
    return g


_NEIGHBOURS = tuple((i, i + 1) for i in range(25) if i % 5 < 4) + tuple(
    (i, i + 5) for i in range(20))   # cells side by side or one on the other


# a bot's search scores the same castles again and again: castle_stats and the English
# labels remember at most this many (about 4 MB each, emptied when full)
_REMEMBERED = 5000
_STATS = {}    # (castle cells, tie-break tile) -> castle_stats


def castle_stats(grid: list, extra=None) -> dict:
    """Raw counts of a castle that has already dropped. `extra` is the tie-break
    tile as (tile, "left"|"right"): a sixth cell at that end of the bottom row.
    A new dict every time (remembered counts are copied)."""
    key = (tuple(grid), tuple(extra) if extra else None)
    known = _STATS.get(key)
    if known is None:
        if len(_STATS) >= _REMEMBERED:
            _STATS.clear()
        known = _STATS[key] = count_castle(grid, extra)
    out = known.copy()
    out["window_rows"] = known["window_rows"][:]
    return out


def count_castle(grid: list, extra=None) -> dict:
    """castle_stats, counted in one pass over the cells (the tables count nothing for
    an empty cell, 0)."""
    ext = extra[0] if extra else 0
    window_rows = []
    for r in range(0, 25, 5):
        a, b, c, d, e = grid[r:r + 5]
        window_rows.append(WIN_TOP[a] + WIN_TOP[b] + WIN_TOP[c] + WIN_TOP[d] + WIN_TOP[e])
        window_rows.append(WIN_BOTTOM[a] + WIN_BOTTOM[b] + WIN_BOTTOM[c] + WIN_BOTTOM[d]
                           + WIN_BOTTOM[e])
    if ext:
        window_rows[8] += WIN_TOP[ext]
        window_rows[9] += WIN_BOTTOM[ext]
    star = [STAR[t] for t in grid]
    pairs = 0
    for i, j in _NEIGHBOURS:
        s = star[i]
        if s >= 0 and s == star[j]:
            pairs += 1
    if ext and STAR[ext] >= 0:
        if STAR[grid[20] if extra[1] == "left" else grid[24]] == STAR[ext]:
            pairs += 1
    colours = {s for s in star if s >= 0}
    birds = shells = shovels = buckets = sky = 0
    for t in grid:
        if t:
            birds += BIRDS[t]
            shells += SHELLS[t]
            shovels += SHOVELS[t]
            buckets += BUCKETS[t]
            sky += IS_SKY[t]
    if ext:
        if STAR[ext] >= 0:
            colours.add(STAR[ext])
        birds += BIRDS[ext]
        shells += SHELLS[ext]
        shovels += SHOVELS[ext]
        buckets += BUCKETS[ext]
        sky += IS_SKY[ext]
    return {
        "birds": birds,
        "window_rows": window_rows,
        "windows": sum(window_rows),
        "pairs": pairs,
        "colours": len(colours),
        "shells": shells,
        "shovels": shovels,
        "buckets": buckets,
        "sky": sky,
        "sky_top": IS_SKY[grid[0]] + IS_SKY[grid[1]] + IS_SKY[grid[2]] + IS_SKY[grid[3]]
                   + IS_SKY[grid[4]],
    }


_ENGLISH_LABELS = {}     # the counts a castle's labels show -> its English labels


def labels(stats: dict, translate: bool = True) -> list:
    """The breakdown's labels for one castle, in CATEGORIES' order: in the player's
    language, or (`translate` False) the English kept in a finished game's state
    (remembered: a bot's search ends many imagined games)."""
    if not translate:
        key = (stats["birds"], tuple(stats["window_rows"]), stats["pairs"], stats["shells"],
               stats["shovels"], stats["buckets"])
        known = _ENGLISH_LABELS.get(key)
        if known is None:
            if len(_ENGLISH_LABELS) >= _REMEMBERED:
                _ENGLISH_LABELS.clear()
            known = _ENGLISH_LABELS[key] = tuple(_labels(stats, lambda message: message))
        return list(known)
    return _labels(stats, _)


def _labels(stats: dict, t) -> list:
    return [
        t(N_("Birds ({n})")).format(n=stats["birds"]),
        t(N_("Windows ({rows})")).format(rows=", ".join(str(w) for w in stats["window_rows"])),
        t(N_("Starfish pairs ({n})")).format(n=stats["pairs"]),
        t(N_("All five starfish colours")),
        t(N_("Shells ({n})")).format(n=stats["shells"]),
        t(N_("Shovels ({n})")).format(n=stats["shovels"]),
        t(N_("Buckets ({n})")).format(n=stats["buckets"]),
    ] + [t(label) for _key, label, _points in MAJORITY] + [t(N_("Five sky tiles"))]


def breakdown(stats: dict, best: dict) -> list:
    """[label, points] lines for one castle (English labels: the words are chosen when
    shown, `labels`); `best` maps shells/shovels/buckets to the highest count at the
    table (a majority bonus needs at least one)."""
    table = _WINDOW_TABLE   # looked up in place: a bot's search scores many castles
    points = [
        bird_points(stats["birds"]),
        sum([table[w] if w < 15 else window_row_points(w) for w in stats["window_rows"]]),
        STARFISH_PAIR * stats["pairs"],
        ALL_COLOURS_BONUS if stats["colours"] == len(COLOURS) else 0,
        stats["shells"],
        2 * stats["shovels"],
        3 * stats["buckets"],
    ]
    for key, _label, bonus in MAJORITY:
        points.append(bonus if stats[key] >= 1 and stats[key] == best[key] else 0)
    points.append(FIVE_SKY_BONUS if stats["sky"] >= 5 else 0)
    return [[label, p] for label, p in zip(labels(stats, translate=False), points)]


def best_counts(all_stats: list) -> dict:
    return {key: max(s[key] for s in all_stats) for key, _label, _points in MAJORITY}


def evaluate(grids: list, dropped: bool) -> list:
    """Per player: {"score", "breakdown", "stats"}; castles not yet dropped are
    scored as if the game ended now (drop applied to a copy)."""
    stats = [castle_stats(g if dropped else drop(g)) for g in grids]
    best = best_counts(stats)
    out = []
    for s in stats:
        lines = breakdown(s, best)
        out.append({"score": sum([p for _label, p in lines]), "breakdown": lines, "stats": s})
    return out


def score_with_extra(grid: list, extra, others: list) -> int:
    """Score of a dropped castle plus a tie-break tile, the majority bonuses judged
    against `others` (the other players' stats at the end of the main game)."""
    stats = castle_stats(grid, extra)
    best = best_counts([stats] + list(others))
    return sum(p for _label, p in breakdown(stats, best))
