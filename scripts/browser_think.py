"""How long a Hard bot thinks in the static web build, and whether the app stays
responsive meanwhile (issue 14: at most 2 s a move, never frozen over 200 ms).

It serves build/web (scripts/build-web runs first unless the build is fresh), opens it
in headless Chromium (Debian's, through Playwright) at 360x640, starts a 2-player game
with seat 2 a Hard bot, and plays seat 1's moves itself (the first offered choice) until
the bot has moved MOVES times or the game ends. Python runs in a web worker (Pyodide);
three clocks watch it:
  - in the worker, Python: each bot think's total time and its longest slice (the time
    between two returns to the event loop), by wrapping GameSession.think_bot_slices;
  - in the worker, JavaScript: a message it posts to itself again and again; its
    longest gap while a bot thinks is the longest a tap would have waited for Python;
  - on the page: the longest gap between animation frames (Flutter's own thread).

    .venv/bin/python scripts/browser_think.py [--game seaside] [--moves 8] [--json]

Prints the figures (milliseconds); the goals are printed beside them, never asserted.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.e2e import browser  # noqa: E402
from tests.e2e import test_static_web as web  # noqa: E402

# the human seat's choices, in order of preference, by semantics identifier prefix (the
# games whose board this branch has; another game's board adds its own identifiers here)
CHOICES = {
    "seaside": ["isopods-confirm", "side-", "shells-", "flip-", "steal-", "isopods-"],
}

INSTRUMENT_PY = r"""
import time
import ui.session as _s
if not hasattr(_s, "_THINKS"):
    _s._THINKS = []
    _orig = _s.GameSession.think_bot_slices

    def _timed(self, level, view, *args, **kwargs):
        rec = {"level": level, "slices": [], "marks": []}
        _s._THINKS.append(rec)
        start = time.perf_counter()
        rec["start"] = start
        steps = _orig(self, level, view, *args, **kwargs)
        while True:
            t = time.perf_counter()
            try:
                next(steps)
            except StopIteration as done:
                rec["slices"].append((time.perf_counter() - t) * 1000)
                rec["end"] = time.perf_counter()
                rec["total"] = (rec["end"] - start) * 1000
                return done.value
            rec["slices"].append((time.perf_counter() - t) * 1000)
            rec["marks"].append([t, time.perf_counter()])
            yield

    _s.GameSession.think_bot_slices = _timed

    # Python's garbage collector: its pauses, by generation
    import gc
    _s._GC = []
    _gc_start = {}

    def _gc_note(phase, info):
        if phase == "start":
            _gc_start["t"] = time.perf_counter()
        elif "t" in _gc_start:
            _s._GC.append([info["generation"], (time.perf_counter() - _gc_start.pop("t")) * 1000])

    gc.callbacks.append(_gc_note)

    # the app's redraws (Python builds the screen and sends the changes): timed too
    import ui.shell.app as _a
    _s._RENDERS = []
    _render = _a.BeachBagApp.render

    def _timed_render(self):
        t = time.perf_counter()
        try:
            return _render(self)
        finally:
            _s._RENDERS.append([t, time.perf_counter()])

    _a.BeachBagApp.render = _timed_render
"""

READ_PY = "import json, ui.session as _s; json.dumps(_s._THINKS)"
RENDERS_PY = "import json, ui.session as _s; json.dumps(_s._RENDERS)"
GC_PY = "import json, ui.session as _s; json.dumps(_s._GC)"

# worker: a message the worker posts to itself, again and again. Pyodide's event loop
# schedules Python's ready callbacks the same way (a MessageChannel message) and a tap
# reaches the worker as a message too, so the gap between two of these is how long a
# tap or a redraw would have waited. (A setTimeout timer would not do: Chromium lets
# posted messages go first, so timers starve while any Python work is queued.) Only
# gaps over 20 ms are kept.
TICKER_JS = """() => {
  if (self.__ticks) return 'already';
  self.__ticks = [];
  const ch = new MessageChannel();
  let last = performance.now();
  ch.port1.onmessage = () => {
    const t = performance.now();
    if (t - last > 20) self.__ticks.push([t, t - last]);
    last = t;
    ch.port2.postMessage(0);
  };
  ch.port2.postMessage(0);
  return 'ok';
}"""
PY_JS = "(code) => self.pyodide.runPython(code)"
NOW_PY = "import time; time.perf_counter()"
NOW_JS = "() => performance.now()"

RAF_JS = """() => {
  if (window.__frames) return 'already';
  window.__frames = [];
  let last = performance.now();
  const tick = (t) => { window.__frames.push([t, t - last]); last = t; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  return 'ok';
}"""


def python_worker(page, timeout: float = 60.0):
    """The web worker that runs Pyodide (the one with `self.pyodide`)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        for w in page.workers:
            try:
                if w.evaluate("() => !!(self.pyodide)"):
                    return w
            except Exception:
                pass
        time.sleep(0.3)
    raise RuntimeError("no web worker with Pyodide found")


def set_up_game(page, game: str) -> None:
    for _ in range(10):   # home lists the games: scroll down to this one
        if browser.exists(page, f"new-{game}"):
            break
        page.mouse.move(180, 400)
        page.mouse.wheel(0, 300)
        time.sleep(0.5)
    browser.tap_and_wait(page, f"new-{game}", change=10.0)
    if browser.exists(page, "players-2"):
        browser.tap_and_wait(page, "players-2", change=2.0)
    if "Person" not in browser.labels(page).split("Seat 1:")[1].split("\n")[0]:
        browser.tap_and_wait(page, "seat-0-kind", change=5.0)
    if "Seat 2: Bot" not in browser.labels(page):
        browser.tap_and_wait(page, "seat-1-kind", change=5.0)
    for _ in range(3):
        if "Seat 2 bot level: Hard" in browser.labels(page):
            break
        browser.tap_and_wait(page, "seat-1-level", change=5.0)
    if "Seat 2 bot level: Hard" not in browser.labels(page):
        raise RuntimeError("could not set seat 2 to a Hard bot")
    browser.tap_and_wait(page, "start-game", change=15.0)
    if browser.exists(page, "howto-done") or _appears(page, "howto-done", 8.0):
        browser.tap_and_wait(page, "howto-done", change=10.0)


def _appears(page, ident: str, timeout: float) -> bool:
    try:
        browser.wait_id(page, ident, timeout=timeout)
        return True
    except Exception:
        return False


def human_move(page, game: str) -> bool:
    """Tap the human seat's first offered choice; False if none is on screen."""
    ids = [i for i in browser.ids(page) if i]
    if "uncover" in ids:
        browser.tap_and_wait(page, "uncover", change=5.0)
        return True
    for prefix in CHOICES[game]:
        found = [i for i in ids if i == prefix or i.startswith(prefix)]
        if found:
            browser.tap_and_wait(page, found[0], change=5.0)
            return True
    return False


def measure(game: str, moves: int, shots: str) -> dict:
    web.ensure_build()
    os.makedirs(shots, exist_ok=True)
    with web.static_server(web.WEB) as url, browser.chromium() as chrome:
        context = chrome.new_context(viewport=browser.PHONE)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        web.home_again(page, shots, "think-boot-failed.png", "home did not appear", start=url)
        worker = python_worker(page)
        worker.evaluate(PY_JS, INSTRUMENT_PY)
        worker.evaluate(TICKER_JS)
        page.evaluate(RAF_JS)
        # the worker's two clocks, to place its timer's gaps inside Python's thinks
        offset = (worker.evaluate(NOW_JS)
                  - float(worker.evaluate(PY_JS, NOW_PY)) * 1000)
        set_up_game(page, game)
        t0 = time.time()
        idle = 0
        shot = False
        while time.time() - t0 < 600:
            thinks = json.loads(worker.evaluate(PY_JS, READ_PY))
            hard = [r for r in thinks if r["level"] == "hard" and "total" in r]
            if len(hard) >= moves or browser.exists(page, "play-again"):
                break
            if thinks and "total" not in thinks[-1] and not shot:
                page.screenshot(path=os.path.join(shots, f"think-{game}.png"))
                shot = True
            if human_move(page, game):
                idle = 0
            else:
                idle += 1
                time.sleep(0.2)
        thinks = json.loads(worker.evaluate(PY_JS, READ_PY))
        ticks = worker.evaluate("() => self.__ticks")
        renders = json.loads(worker.evaluate(PY_JS, RENDERS_PY))
        collections = json.loads(worker.evaluate(PY_JS, GC_PY))
        frames = page.evaluate("() => window.__frames")
    hard = [r for r in thinks if r["level"] == "hard" and "total" in r]
    if not hard:
        raise RuntimeError(f"the Hard bot never moved (page errors: {errors})")
    worst_gap = 0.0
    worst_frame = 0.0
    long_gaps = []
    for k, r in enumerate(hard):
        lo, hi = r["start"] * 1000 + offset, r["end"] * 1000 + offset
        for t, gap in ticks:
            if lo <= t - gap and t <= hi + 50:   # gaps that began during the think
                worst_gap = max(worst_gap, gap)
                if gap > 200:
                    long_gaps.append([k, round(t - lo), round(gap)])
    # what held the worker during a think, other than the think's own slices: redraws
    render_max = 0.0
    pause_max = 0.0
    for r in hard:
        for (a0, a1), (b0, _b1) in zip(r["marks"], r["marks"][1:]):
            pause_max = max(pause_max, (b0 - a1) * 1000)
        for t0r, t1r in renders:
            if r["start"] - 0.05 <= t0r <= r["end"]:
                render_max = max(render_max, (t1r - t0r) * 1000)
    js_lo = min(r["start"] for r in hard) * 1000 + offset
    for t, gap in frames:
        if t >= js_lo - 1000:
            worst_frame = max(worst_frame, gap)
    totals = [r["total"] for r in hard]
    return {
        "game": game, "hard_moves": len(hard),
        "think_ms_mean": round(sum(totals) / len(totals), 1),
        "think_ms_max": round(max(totals), 1),
        "slice_ms_max": round(max(max(r["slices"]) for r in hard), 1),
        "slices_per_move_mean": round(sum(len(r["slices"]) for r in hard) / len(hard), 1),
        "worker_gap_ms_max": round(worst_gap, 1),
        "pause_between_slices_ms_max": round(pause_max, 1),
        "render_ms_max": round(render_max, 1),
        "frame_gap_ms_max": round(worst_frame, 1),
        "gc_ms_max": round(max((ms for _, ms in collections), default=0.0), 1),
        "gc_over_40ms": sum(1 for _, ms in collections if ms > 40),
        "page_errors": errors,
        "long_gaps": long_gaps,    # [Hard move, ms after its start, gap ms]
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="seaside", choices=sorted(CHOICES))
    ap.add_argument("--moves", type=int, default=8, help="Hard moves to watch")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    why = browser.missing()
    if why:
        print(why, file=sys.stderr)
        return 2
    figures = measure(args.game, args.moves, os.path.join(ROOT, "artifacts", "web"))
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"static build, headless Chromium 360x640, {figures['game']}, "
          f"{figures['hard_moves']} Hard moves")
    print(f"think time per move   mean {figures['think_ms_mean']} ms, "
          f"max {figures['think_ms_max']} ms   (goal <= 2000)")
    print(f"longest slice (Python) {figures['slice_ms_max']} ms, "
          f"{figures['slices_per_move_mean']} slices a move")
    print(f"longest worker gap     {figures['worker_gap_ms_max']} ms   (goal <= 200)")
    print(f"longest pause between two slices {figures['pause_between_slices_ms_max']} ms; "
          f"longest redraw during a think {figures['render_ms_max']} ms")
    print(f"longest garbage collection {figures['gc_ms_max']} ms "
          f"({figures['gc_over_40ms']} over 40 ms)")
    print(f"longest frame gap      {figures['frame_gap_ms_max']} ms (page, Flutter)")
    if figures["long_gaps"]:
        print("worker gaps over 200 ms [Hard move, ms into it, gap]:", figures["long_gaps"])
    if figures["page_errors"]:
        print("page errors:", figures["page_errors"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
