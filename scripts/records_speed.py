"""Figures for the records, the daily challenge and replays (printed; tests time nothing).

    .venv/bin/python scripts/records_speed.py

- records at their limit (10,000 games): file size, check on load, one move noted
  (every save written passes through it), a game's end noted, every figure of the
  records screen, the replays kept;
- a replay of a long game (Sandcastles 2015, random bots): opening it, a step;
- all data in one file with 200 saves: its size, its check (every save replayed)."""
from __future__ import annotations

import json
import sys
import time

from core import alldata, daily, saves
from core import records as rec
from core.registry import get_game
from devtools.games import document, play_out


def timed(fn, repeat=5):
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t)
    return best * 1000, out


def synthetic(n):
    r = rec.empty()
    for k in range(n):
        day = f"2026-{k % 12 + 1:02d}-{k % 28 + 1:02d}"
        solo = k % 3 == 0
        seats = [{"name": "Ana", "bot": False, "level": None}]
        if not solo:
            seats += [{"name": "Gull", "bot": True, "level": "medium"},
                      {"name": "Ben", "bot": False, "level": None}]
        n_p = len(seats)
        r["games"].append({
            "id": f"seaside-{k:06d}", "game": "seaside", "players": n_p, "seats": seats,
            "started": f"{day}T10:00:00+00:00", "finished": f"{day}T10:20:00+00:00",
            "scores": [(k * 7 + q) % 40 for q in range(n_p)], "winners": [0],
            "won": None, "band": "A very satisfying outing! Your mind is filled with wonderful memories."
            if solo else None,
            "challenge": {"date": day, "practice": False} if solo else None})
    return r


def main():
    r = synthetic(rec.MAX_ENTRIES)
    text = rec.dump_records(r)
    print(f"records, {rec.MAX_ENTRIES:,} games: {len(text) / 1e6:.2f} MB")
    ms, _ = timed(lambda: rec.parse_records(text))
    print(f"  checked on load: {ms:.0f} ms")
    seats = [{"name": "Ana", "bot": False}]
    actions, state = play_out("seaside", seats, {}, 5, limit=6)
    doc = document("seaside", seats, {}, 5, actions, state, "seaside-000003")
    r2 = rec.parse_records(text)
    rec._index(r2)
    ms, _ = timed(lambda: rec.note(r2, "seaside-000003", doc), repeat=50)
    print(f"  a move noted (every save written): {ms:.3f} ms")
    ms, _ = timed(lambda: [rec.summarize(r2, g, n) for g, n in rec.groups(r2)])
    print(f"  every figure of the records screen: {ms:.0f} ms")
    ms, _ = timed(lambda: rec.keep_for_replay(r2))
    print(f"  replays kept (best and recent): {ms:.0f} ms")
    ms, _ = timed(lambda: rec.streaks(r2, "seaside", "2026-12-01"))
    print(f"  streaks: {ms:.0f} ms")

    from ui.replay import ReplaySession
    longest = None
    for seed in range(12):
        a, st = play_out("sandcastles_2015", [{"name": "A", "bot": False}, {"name": "B", "bot": False},
                                               {"name": "C", "bot": False}], {}, seed)
        if longest is None or len(a) > len(longest[0]):
            longest = (a, st, seed)
    a, st, seed = longest
    seats3 = [{"name": "A", "bot": False}, {"name": "B", "bot": False}, {"name": "C", "bot": False}]
    d = document("sandcastles_2015", seats3, {}, seed, a, st, "long")
    d = json.loads(saves.dump_document(d))
    ms, replay = timed(lambda: ReplaySession(d), repeat=3)
    print(f"replay of a {len(a)}-move Sandcastles (2015) game: opened in {ms:.0f} ms")
    ms, _ = timed(lambda: replay.seek(len(a) // 2), repeat=50)
    print(f"  a step: {ms:.3f} ms")

    docs = []
    for k in range(200):
        c = daily.challenge("seaside", f"2026-06-{k % 28 + 1:02d}")
        seed = c["seed"] + k
        aa, ss = play_out("seaside", c["seats"], {}, seed)
        docs.append(json.loads(saves.dump_document(document("seaside", c["seats"], {}, seed, aa, ss,
                                                            f"seaside-{k:04d}"))))
    bundle = alldata.make_bundle(docs, r, "2026-12-01T12:00:00+00:00")
    print(f"all data, 200 saves + {rec.MAX_ENTRIES:,} records: {len(bundle) / 1e6:.2f} MB")
    ms, _ = timed(lambda: alldata.parse_bundle(bundle), repeat=1)
    print(f"  checked (every save replayed): {ms:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
