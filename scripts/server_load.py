"""Does one session freeze the others? Prints figures for issue 10's fourth part.

    .venv/bin/python scripts/server_load.py [--clients 40] [--saves 30] [--taps 30]

Starts Beach Bag as the README does (python app.py) on a free port with a fresh saves
folder holding --saves ordinary games and the longest save the app accepts, then, with
plain WebSocket clients that speak Flet's protocol (no browser, so the clients cost the
machine almost nothing and the figures are the server's):

1. cold start: --clients clients connect at once to a server that has not listed the
   saves yet; for each, the time until its home screen (with the Continue list) arrives.
   Goal: all within 10 s.
2. a tap while the longest save is imported: one client taps "Show more" on home again
   and again (each tap waits for the server's answer) while another imports the longest
   save through the Import button, three times in a row (the client answers the file
   picker with the file's bytes). Goal: p95 under 200 ms. The same taps without an import are the baseline.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import statistics
import sys
import tempfile
import time

import msgpack
import websockets

from core import saves
from core.engine import replay
from core.registry import get_game
from devtools.browser import serve
from ui.clock import now_iso
from ui.storage import FileStore

REGISTER, PATCH, EVENT, INVOKE = 1, 2, 3, 5
IMPORTS = 3  # imports of the longest save in a row, while the other session taps


# ---- saves to serve ---------------------------------------------------------------
def random_game(game_id: str, players: int, seed: int, moves: int | None = None) -> dict:
    game = get_game(game_id)
    seats = [{"name": f"P{i + 1}", "bot": False} for i in range(players)]
    state = game.new_game(seats, {}, seed)
    rnd, actions = random.Random(seed), []
    while game.to_move(state) is not None and (moves is None or len(actions) < moves):
        action = rnd.choice(game.legal_actions(state))
        state = game.apply(state, action)
        actions.append(action)
    return saves.make_document(game_id, seats, {}, seed, actions, state, updated=now_iso())


def longest_save() -> dict:
    """The longest save the app accepts: a Sandcastles (2015) game kept going by
    exchanges with the beach (the rules allow them without end), up to the move limit
    and under the size limit."""
    max_moves = getattr(saves, "MAX_ACTIONS", 100_000)
    max_bytes = getattr(saves, "MAX_BYTES", 16 * 1024 * 1024)
    game = get_game("sandcastles_2015")
    seats = [{"name": "Ana", "bot": False}, {"name": "Ben", "bot": False}]
    state = game.new_game(seats, {}, 7)
    rnd, actions = random.Random(7), []
    while len(actions) < max_moves and game.to_move(state) is not None:
        legal = game.legal_actions(state)
        swaps = [a for a in legal if a[0] == "exchange" and a[2] == "beach"]
        action = rnd.choice(swaps or legal)
        state = game.apply(state, action)
        actions.append(action)
    doc = saves.make_document("sandcastles_2015", seats, {}, 7, actions, state, updated=now_iso())
    while len(saves.dump_document(doc)) > max_bytes:  # trim to the size limit
        actions = actions[: int(len(actions) * 0.95)]
        doc = saves.make_document("sandcastles_2015", seats, {}, 7, actions,
                                  replay(game, seats, {}, 7, actions), updated=now_iso())
    return doc


def fill_folder(folder: str, count: int) -> str:
    """Saves for the app whose data folder is `folder` (they live in its saves/)."""
    folder = os.path.join(folder, "saves")
    store = FileStore(folder)
    for i in range(count):
        game_id = ("seaside", "sandcastles_draft", "sandcastles_2015")[i % 3]
        doc = random_game(game_id, 2 + i % 3, 1000 + i, moves=20 + i)
        store.write(f"game-{i:03d}", doc)
    text = saves.dump_document(longest_save())
    with open(os.path.join(folder, "longest.json"), "w", encoding="utf-8") as f:
        f.write(text)
    return text


# ---- a Flet client without a browser ------------------------------------------------
def find_ids(obj, found: dict):
    """Semantics identifier -> the id of the button inside it, from any patch."""
    if isinstance(obj, dict):
        ident = obj.get("identifier")
        content = obj.get("content")
        if isinstance(ident, str) and isinstance(content, dict) and "_i" in content:
            found[ident] = content["_i"]
        for v in obj.values():
            find_ids(v, found)
    elif isinstance(obj, list):
        for v in obj:
            find_ids(v, found)


def has_text(obj, needle: str) -> bool:
    if isinstance(obj, str):
        return needle in obj
    if isinstance(obj, dict):
        return any(has_text(v, needle) for v in obj.values())
    if isinstance(obj, list):
        return any(has_text(v, needle) for v in obj)
    return False


class FletClient:
    def __init__(self, url: str, width: int = 360, height: int = 640):
        self.url = url
        self.ws_url = url.replace("http://", "ws://").rstrip("/") + "/ws"
        self.origin = url.rstrip("/")
        self.size = (width, height)
        self.ids: dict = {}
        self.patches: asyncio.Queue = asyncio.Queue()
        self.file_bytes: bytes | None = None
        self.ws = None
        self.reader = None

    async def connect(self, route: str = "/"):
        self.ws = await websockets.connect(self.ws_url, origin=self.origin, max_size=None,
                                           open_timeout=60, ping_interval=None)
        w, h = self.size
        page = {"route": route, "width": w, "height": h, "platform": "linux", "web": True}
        await self.send([REGISTER, {"session_id": "", "page_name": "", "page": page}])
        self.reader = asyncio.create_task(self.read())

    async def send(self, message):
        await self.ws.send(b"\x00" + msgpack.packb(message))

    async def read(self):
        try:
            async for raw in self.ws:
                if not raw or raw[0] != 0:
                    continue
                action, body = msgpack.unpackb(raw[1:], strict_map_key=False)
                if action == INVOKE:
                    await self.answer(body)
                    continue
                find_ids(body, self.ids)
                await self.patches.put((time.perf_counter(), action, body))
        except websockets.ConnectionClosed:
            pass

    async def answer(self, body):
        """Answer the app's calls to the client: the file picker gets our file."""
        result = None
        if body.get("name") == "pick_files" and self.file_bytes is not None:
            result = [{"id": 0, "name": "longest.json", "size": len(self.file_bytes),
                       "bytes": self.file_bytes}]
        await self.send([INVOKE, {"control_id": body["control_id"], "call_id": body["call_id"],
                                  "result": result, "error": None}])

    async def wait_for(self, predicate, timeout: float = 60.0) -> float:
        """Wait for a message from the server that satisfies predicate(body); its time."""
        deadline = time.perf_counter() + timeout
        while True:
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError("no such answer from the server")
            when, _action, body = await asyncio.wait_for(self.patches.get(), left)
            if predicate(body):
                return when

    async def tap(self, identifier: str, timeout: float = 60.0) -> float:
        """Tap a button; seconds until the server's first patch in answer."""
        while not self.patches.empty():
            self.patches.get_nowait()
        start = time.perf_counter()
        await self.send([EVENT, {"target": self.ids[identifier], "name": "click", "data": None}])
        when = await self.wait_for(lambda body: isinstance(body, dict) and "patch" in body, timeout)
        return when - start

    async def close(self):
        await self.ws.close()
        if self.reader:
            await self.reader


def home_arrived(body) -> bool:
    return has_text(body, "import-save")


# ---- the figures ---------------------------------------------------------------------
async def cold_start(url: str, clients: int) -> list:
    async def one():
        c = FletClient(url)
        start = time.perf_counter()
        try:
            await c.connect("/")
            when = await c.wait_for(home_arrived, timeout=120)
            resumable = lambda _body: any(k.startswith("resume-") for k in c.ids)  # noqa: E731
            if not resumable(None):  # the Continue list follows once the saves are checked
                await c.wait_for(resumable, timeout=120)
            return when - start, time.perf_counter() - start
        except (TimeoutError, OSError, websockets.WebSocketException) as err:
            print(f"   a client failed: {type(err).__name__}: {err}")
            return None
        finally:
            if c.ws is not None:
                await c.close()
    return await asyncio.gather(*(one() for _ in range(clients)))


async def taps_meanwhile(url: str, taps: int, import_text: str | None, saves_folder: str = ""):
    tapper = FletClient(url)
    await tapper.connect("/")
    await tapper.wait_for(home_arrived)
    await asyncio.sleep(1.5)  # the new-game form is prepared off screen a second after home
    import_done, import_secs = None, None
    if import_text is not None:
        async def do_import():
            took = []
            for _ in range(IMPORTS):  # a new client each time: home's Import button is new
                importer = FletClient(url)
                importer.file_bytes = import_text.encode("utf-8")
                await importer.connect("/")
                await importer.wait_for(home_arrived)
                before = set(os.listdir(saves_folder))
                start = time.perf_counter()
                await importer.send([EVENT, {"target": importer.ids["import-save"],
                                             "name": "click", "data": None}])
                while set(os.listdir(saves_folder)) == before:  # the imported game's file
                    if time.perf_counter() - start > 300:
                        raise TimeoutError("the import did not end within 300 s")
                    await asyncio.sleep(0.02)
                took.append(time.perf_counter() - start)
                await importer.close()
            return statistics.median(took)
        import_done = asyncio.create_task(do_import())
        await asyncio.sleep(0.05)
    times = []
    for _ in range(taps):
        times.append(await tapper.tap("show-all-saves"))
        if import_done is not None and import_done.done():
            break
        await asyncio.sleep(0.05)
    if import_done is not None:
        if not import_done.done():
            print("   (the taps ran out before the imports ended: raise --taps)")
        import_secs = await import_done
    await tapper.close()
    return times, import_secs


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--clients", type=int, default=40)
    ap.add_argument("--saves", type=int, default=30)
    ap.add_argument("--taps", type=int, default=30)
    args = ap.parse_args()
    folder = tempfile.mkdtemp(prefix="beachbag-load-")
    try:
        t = time.perf_counter()
        longest = fill_folder(folder, args.saves)
        moves = len(saves.parse_document(longest)["actions"])
        print(f"saves folder: {args.saves} games and the longest save "
              f"({moves} moves, {len(longest) / 1e6:.1f} MB), made in {time.perf_counter() - t:.1f} s")
        env = {"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "0"}
        with serve(env=env) as url:
            got = asyncio.run(cold_start(url, args.clients))
            ok = [g for g in got if g is not None]
            print(f"1. {args.clients} clients connecting at once to a fresh server "
                  f"({len(ok)} of {args.clients} answered):")
            for i, what in enumerate(("saw home", "saw every saved game in Continue")):
                secs = [g[i] for g in ok]
                within = sum(1 for g in secs if g <= 10)
                print(f"   {within} of {args.clients} {what} within 10 s; median "
                      f"{statistics.median(secs):.2f} s, p95 {pct(secs, 0.95):.2f} s, "
                      f"max {max(secs):.2f} s" if secs else f"   none {what}")
        with serve(env=env) as url:
            base, _ = asyncio.run(taps_meanwhile(url, args.taps, None))
            during, import_secs = asyncio.run(taps_meanwhile(url, args.taps * 20, longest,
                                                             os.path.join(folder, "saves")))
        ms = lambda v: f"{v * 1000:.0f}"  # noqa: E731
        print(f"2. another session's tap (Show more on home), ms: without an import median "
              f"{ms(statistics.median(base))}, p95 {ms(pct(base, 0.95))} ({len(base)} taps); "
              f"while the longest save is imported median {ms(statistics.median(during))}, "
              f"p95 {ms(pct(during, 0.95))}, max {ms(max(during))} ({len(during)} taps; "
              f"{IMPORTS} imports in a row, each {import_secs:.1f} s, median)")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
