"""What an in-game tap costs the server, per game: the controls Flet's diff sends and the
Python time, in-process (no browser; devtools/inprocess.py drives the app's own page).

    .venv/bin/python scripts/tap_controls.py [--taps 30] [--seed 1] [--width 360 --height 640]
                                             [--games seaside sandcastles_draft sandcastles_2015]

Each game is started through the new-game form as a person does (Seaside and
Sandcastles (2015) solo, the tile draft one person against a Medium... the form's default
bot), past How to play, and then played by `--taps` taps, each a random one of the
decision's controls on screen (random but legal: only what the board offers is tapped).
For each tap, from the click's dispatch until the app has nothing left to run
(timers excepted: a bot's paced move and the motion's later steps are not the tap's
reply, and are waited out, uncounted, before the next tap):

sent      controls serialised into the messages sent (every control object the MessagePack
          encoder wrote: a new or replaced control is sent whole, its children included);
diffed    controls in Flet 1.0.5's list of added controls from its diff
          (flet.controls.object_patch.ObjectPatch.from_diff, the list Session.patch_control
          indexes and mounts): the sent ones plus every rebuilt control the diff matched
          to its predecessor (compared field by field: Python work, nothing sent for it);
bytes     the size of those messages, MessagePack-encoded as the transport does;
ms        Python time, dispatch to settled (the save and its fsync included).

The deals and the taps follow `--seed`, so the same taps are counted on every run.
Medians per game (with the mean of `sent` and `diffed` beside them: a few taps that
redraw a lot are part of the cost). Figures vary with the machine's load; the counts do
not, for a given seed.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time

import msgpack
from flet.controls.base_control import BaseControl
from flet.controls.object_patch import ObjectPatch

from devtools.inprocess import Harness, drain
from ui import launch
from ui import storage
from ui.shell import new_game
from ui.shell.app import BeachBagApp

# the decision's controls, by identifier prefix (what the tests tap too)
DECISIONS = {
    "seaside": ("side-", "isopods-", "shells-", "flip-", "steal-"),
    "sandcastles_draft": ("keep", "pass", "cell-", "replace-", "discard", "end-"),
    "sandcastles_2015": ("restock-", "cell-", "counter-", "new-castle", "shared-castle",
                         "castle-", "exchange-", "pass", "game-", "hand-"),
}
SEATS = {
    "seaside": [("Ana", False)],
    "sandcastles_draft": [("Ana", False), ("Bot", True)],
    "sandcastles_2015": [("Ana", False)],
}


class Counter:
    """Counts what the diff adds and what the encoder writes while `on`."""

    def __init__(self):
        self.on = False
        self.sent = self.diffed = self.bytes = 0

    def reset(self):
        self.sent = self.diffed = self.bytes = 0


COUNT = Counter()
_from_diff = ObjectPatch.from_diff.__func__


def counted_from_diff(cls, *args, **kwargs):
    patch, added, removed = _from_diff(cls, *args, **kwargs)
    if COUNT.on:
        COUNT.diffed += len(added)
    return patch, added, removed


ObjectPatch.from_diff = classmethod(counted_from_diff)


def counting(conn):
    """The harness's connection, its encoder and sizes counted."""
    encode = conn.encode

    def counted(obj):
        if COUNT.on and isinstance(obj, BaseControl):
            COUNT.sent += 1
        return encode(obj)

    def send_message(message):
        size = len(msgpack.packb([message.action, message.body], default=counted))
        if COUNT.on:
            COUNT.bytes += size
        conn.sent_bytes.append(size)
    conn.send_message = send_message


def make_main(folder, bot_delay_ms):
    config = {k: dict(v) for k, v in launch.CONFIG.items()}
    config["saves"]["folder"] = folder
    config["bots"]["delay_ms"] = bot_delay_ms

    def main(page):
        launch.setup_page(page)
        store, settings = storage.file_backend(config)
        page.data = BeachBagApp(page, config, store, settings, live_client=False)
        page.data.start()
    return main


async def quiet(h, s, rest: float = 0.4, limit: float = 15):
    """Wait until no bot is due and nothing was sent for `rest` seconds."""
    end = time.monotonic() + limit
    last, since = len(h.conn.sent_bytes), time.monotonic()
    while time.monotonic() < end:
        await asyncio.sleep(0.05)
        await h.settle()
        n = len(h.conn.sent_bytes)
        if n != last:
            last, since = n, time.monotonic()
        elif not s.bot_due() and time.monotonic() - since >= rest:
            return


async def start(h, game, seats):
    await h.tap(f"new-{game}")
    await h.tap(f"players-{len(seats)}")
    app = h.page.data
    for i, (name, bot) in enumerate(seats):
        await h.type_text(f"seat-{i}-name", name)
        if app.setup["seats"][i]["bot"] != bot:
            await h.tap(f"seat-{i}-kind")
    await h.tap("start-game")
    if "howto-done" in h.ids():
        await h.tap("howto-done")
    return app.session


class Deals:
    """The new-game form's source of deals, seeded: the same games every run (the
    form's own draws from the system's randomness)."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def SystemRandom(self):
        return self.rng


async def measure(game, taps, seed, width, height):
    rng = random.Random(seed)
    new_game.random = Deals(seed)
    with tempfile.TemporaryDirectory() as folder:
        h = Harness(width, height)
        main = make_main(folder, bot_delay_ms=300)
        await h.start(main)
        counting(h.conn)
        s = await start(h, game, SEATS[game])
        await quiet(h, s)
        rows = []
        while len(rows) < taps:
            if s.over:
                s = await start_again(h, game)
                await quiet(h, s)
            ids = [i for i in h.ids() if i.startswith(DECISIONS[game])]
            if not ids:
                raise SystemExit(f"{game}: no decision on screen: {h.ids()}")
            target = h.find(rng.choice(ids)).content
            COUNT.reset()
            COUNT.on = True
            t0 = time.perf_counter()
            await h.session.dispatch_event(target._i, "click", None)
            await drain()   # not h.settle(): that waits for a bot's whole paced turn
            ms = (time.perf_counter() - t0) * 1000
            COUNT.on = False
            rows.append((COUNT.sent, COUNT.diffed, COUNT.bytes, ms))
            await quiet(h, s)
        return rows


async def start_again(h, game):
    await h.tap("play-again")
    if "howto-done" in h.ids():
        await h.tap("howto-done")
    return h.page.data.session


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--taps", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--width", type=int, default=360)
    ap.add_argument("--height", type=int, default=640)
    ap.add_argument("--games", nargs="+", default=list(DECISIONS), choices=list(DECISIONS))
    args = ap.parse_args(argv)
    print(f"{args.taps} random in-game taps a game, seed {args.seed}, "
          f"{args.width}x{args.height}; medians (means)")
    print(f"{'game':<20} {'sent':>12} {'diffed':>14} {'bytes':>8} {'ms':>7}")
    for game in args.games:
        rows = asyncio.run(measure(game, args.taps, args.seed, args.width, args.height))
        sent, diffed, size, ms = zip(*rows)
        print(f"{game:<20} {statistics.median(sent):>5.0f} ({statistics.mean(sent):>4.0f}) "
              f"{statistics.median(diffed):>6.0f} ({statistics.mean(diffed):>4.0f}) "
              f"{statistics.median(size):>8.0f} {statistics.median(ms):>7.1f}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
