"""How long a Hard bot thinks in the static web build, and whether the app stays
responsive meanwhile (issue 14: at most 2 s a move, never frozen over 200 ms).

It serves build/web (scripts/build-web runs first unless the build is fresh), opens it
in headless Chromium (Debian's, through Playwright) at 360x640, starts a 2-player game
with seat 2 a Hard bot, and plays seat 1's moves itself (the first offered choice) until
the bot has moved MOVES times or the game ends. Python runs in a web worker (Pyodide);
three clocks watch it:
  - in the worker, Python: each bot think's total time and its longest slice (the time
    between two returns to the event loop), by wrapping GameSession.think_bot_slices;
  - in the worker, JavaScript: a message it posts to itself again and again on a port
    of its own; its longest gap while a bot thinks (a stand-in for a tap's wait: --taps
    measures real taps);
  - on the page: the longest gap between animation frames (Flutter's own thread).

    .venv/bin/python scripts/browser_think.py [--game seaside] [--moves 8] [--json]

--taps N: what a player feels instead. One person against a Hard bot in each --game
(seaside, sandcastles_draft, sandcastles_2015, or all): while the bot thinks the script
taps How to play and Back to the game, again and again (Playwright mouse clicks, a
random pause of 30-150 ms between two), and times each tap from its pointerdown on the
page until the semantics tree shows the answer (the "howto-done" control there, or gone):
ui_speed.py's rule. The same taps on the person's own turn (no bot thinking) are the
idle figure. A tap counts as "during a think" when its pointerdown falls inside one of
Python's Hard thinks (the two clocks are tied through the worker); N such taps a game.

    .venv/bin/python scripts/browser_think.py --taps 40 [--game all] [--json]

Prints the figures (milliseconds); the goals are printed beside them, never asserted.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

from devtools import browser
from devtools import static_site as web

# the human seat's choices, in order of preference, by semantics identifier prefix (the
# games whose board this branch has; another game's board adds its own identifiers here)
CHOICES = {
    "seaside": ["isopods-confirm", "side-", "shells-", "flip-", "steal-", "isopods-"],
}
TAP_GAMES = ["seaside", "sandcastles_draft", "sandcastles_2015"]

INSTRUMENT_PY = r"""
import time
import ui.session as _s
if not hasattr(_s, "_THINKS"):
    _s._THINKS = []
    _orig = _s.GameSession.think_bot_slices
    _orig_hint = _s.GameSession.hint_slices

    def _timed(self, level, view, *args, **kwargs):
        rec = {"level": level, "slices": [], "marks": []}
        _s._THINKS.append(rec)
        start = time.perf_counter()
        rec["start"] = start
        if level == "hint":
            steps = _orig_hint(self, *args, **kwargs)
        else:
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

    def _timed_hint(self, *args, **kwargs):   # a hint: Hard's search for the person
        return (yield from _timed(self, "hint", None, *args, **kwargs))

    _s.GameSession.hint_slices = _timed_hint

    # the search's iterations in each think (what the time between slices costs)
    import core.bots.ismcts as _m
    _run = _m.Search.run

    def _counted(self, n):
        if _s._THINKS and "total" not in _s._THINKS[-1]:
            _s._THINKS[-1]["iterations"] = _s._THINKS[-1].get("iterations", 0) + n
        return _run(self, n)

    _m.Search.run = _counted

    # Python's garbage collector: its pauses, by generation
    import gc
    _s._GC = []
    _gc_start = {}

    def _gc_note(phase, info):
        if phase == "start":
            _gc_start["t"] = time.perf_counter()
        elif "t" in _gc_start:
            t0 = _gc_start.pop("t")
            _s._GC.append([info["generation"], (time.perf_counter() - t0) * 1000, t0])

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


def long_slices(hard: list, collections: list, over: float = 50.0) -> list:
    """Slices (after the first) over `over` ms: [ms, garbage collection ms inside it]."""
    out = []
    for r in hard:
        for a0, a1 in r["marks"][1:]:
            ms = (a1 - a0) * 1000
            if ms > over:
                gc_ms = sum(g for _gen, g, t in collections if a0 <= t <= a1)
                out.append([round(ms), round(gc_ms)])
    return out


def pauses(hard: list) -> list:
    """Milliseconds between two slices of the same think (Python waiting for its turn)."""
    return [(b0 - a1) * 1000 for r in hard
            for (_a0, a1), (b0, _b1) in zip(r["marks"], r["marks"][1:])]


def measure(game: str, moves: int, shots: str, watch: bool = True) -> dict:
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
        if watch:
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
        ticks = worker.evaluate("() => self.__ticks || []")
        renders = json.loads(worker.evaluate(PY_JS, RENDERS_PY))
        collections = json.loads(worker.evaluate(PY_JS, GC_PY))
        frames = page.evaluate("() => window.__frames")
    hard = [r for r in thinks if r["level"] == "hard" and "total" in r and r.get("iterations")]
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
        "iterations_per_move_mean": round(sum(r.get("iterations", 0) for r in hard) / len(hard)),
        "worker_gap_ms_max": round(worst_gap, 1) if watch else None,
        "pause_between_slices_ms_max": round(pause_max, 1),
        "pause_between_slices_ms": spread(pauses(hard)),
        "render_ms_max": round(render_max, 1),
        "frame_gap_ms_max": round(worst_frame, 1),
        "gc_ms_max": round(max((ms for _, ms, _t in collections), default=0.0), 1),
        "gc_over_40ms": sum(1 for _, ms, _t in collections if ms > 40),
        "page_errors": errors,
        "long_gaps": long_gaps,    # [Hard move, ms after its start, gap ms]
    }


# ---- --taps: real taps during a think ------------------------------------------------
# on the page: each timed tap's pointerdown and the moment the semantics tree shows its
# answer (the control `want` there, or gone), on the epoch clock the worker shares
TAP_JS = """() => {
  if (window.__tap) return 'already';
  const q = window.__tap = {want: null, present: true, t0: null, t1: null};
  const now = () => performance.timeOrigin + performance.now();
  const ok = () => !!document.querySelector('[flt-semantics-identifier="' + q.want + '"]')
                   === q.present;
  document.addEventListener('pointerdown', () => {
    if (q.want && q.t0 === null) q.t0 = now(); }, true);
  new MutationObserver(() => {
    if (q.want && q.t0 !== null && q.t1 === null && ok()) q.t1 = now();
  }).observe(document, {subtree: true, childList: true, attributes: true});
  return 'ok';
}"""
ARM_JS = """([want, present]) => { const q = window.__tap; q.want = want; q.present = present;
  q.t0 = null; q.t1 = null; }"""
# Python's clock and the epoch clock the page uses, read in one Python statement
CLOCKS_PY = ("import json, time, js; json.dumps([time.perf_counter() * 1000,"
             " js.performance.timeOrigin + js.performance.now()])")


def timed_tap(page, ident: str, want: str, present: bool, timeout: float = 20.0):
    """Click `ident`; [pointerdown, answer] on the epoch clock (ms), or None when the
    game ended meanwhile (the control went before it could be clicked, or the end
    screen came instead of How to play)."""
    from playwright.sync_api import TimeoutError as Timeout
    page.evaluate(ARM_JS, [want, present])
    try:
        try:
            browser.by_id(page, ident).first.click(timeout=3000)
        except Timeout:
            if browser.exists(page, ident):
                raise
            return None
        try:
            page.wait_for_function("() => window.__tap.t1 !== null", timeout=timeout * 1000)
        except Timeout:
            if browser.exists(page, "play-again"):
                return None   # the game ended as it was tapped: How to play is not offered
            raise
        q = page.evaluate("() => window.__tap")
    finally:
        page.evaluate("() => { window.__tap.want = null; }")
    if q["t0"] is None:
        raise RuntimeError(f"no pointerdown seen for the tap on {ident}")
    return [q["t0"], q["t1"]]


def howto_pair(page, kind: str, taps: list) -> None:
    """Open How to play and go back to the game, each tap timed; kind: what the script
    believed was going on (checked later against Python's thinks)."""
    for ident, present in (("play-howto", True), ("howto-done", False)):
        if browser.exists(page, "howto-done") == present:
            continue
        timed = timed_tap(page, ident, "howto-done", present)
        if timed is None:
            return
        taps.append({"kind": kind, "tap": ident, "t0": timed[0], "t1": timed[1]})
        time.sleep(random.uniform(0.03, 0.15))


def persons_turn(page, present: list) -> bool:
    from devtools.static_site import DECISION_JS, NOT_A_CHOICE
    if any(i.startswith(("cell-", "castle-")) or i == "new-castle" for i in present):
        return True
    return any(not i.startswith(NOT_A_CHOICE) and i not in NOT_CHOICES
               for i in page.evaluate(DECISION_JS))


# groups inside a decision panel that are not choices (Sandcastles 2015's castles row)
NOT_CHOICES = ("castles",)


def persons_move(page, present: list, tries: int) -> None:
    """One tap toward the person's move, as the static-build test's chooser makes it
    (devtools/static_site.py tap_a_choice): a confirm, a lit cell, a choice that
    ends a move, a hand tile in turn, else the last choice; never a group of controls."""
    from devtools.static_site import DECISION_JS, FINISHING, NOT_A_CHOICE
    choices = [i for i in page.evaluate(DECISION_JS)
               if not i.startswith(NOT_A_CHOICE) and i not in NOT_CHOICES]
    targets = [i for i in present if i.startswith("cell-") or i == "new-castle"]
    # ...or, in a row too crowded for its lit cells, a castle to choose first
    targets = targets or [i for i in present if i.startswith("castle-")]
    picks = [i for i in choices if i.startswith("hand-")]
    if picks:
        picks = [picks[tries % len(picks)]]
    for group in ([i for i in choices if "confirm" in i], targets,
                  [i for i in choices if i.startswith(FINISHING)], picks,
                  [i for i in choices if not i.startswith("hand")][-1:]):
        if group:
            browser.tap_and_wait(page, group[0], change=5.0)
            return


def tap_game(page, worker, game: str, want: int, idle_want: int, limit: float) -> dict:
    """One person against a Hard bot in `game`: taps during the bot's thinks and on the
    person's turn, until `want` taps fell during thinks (or `limit` seconds)."""
    set_up_game(page, game)
    first = len(json.loads(worker.evaluate(PY_JS, READ_PY)))
    taps, tries, turns = [], 0, 0
    t_end = time.time() + limit
    rng = random.Random(7)
    while time.time() < t_end:
        bot_taps = sum(1 for t in taps if t["kind"] == "bot turn")
        idle_taps = sum(1 for t in taps if t["kind"] == "person's turn")
        if bot_taps >= want * 1.3 and idle_taps >= idle_want:
            break
        present = [i for i in browser.ids(page) if i]
        if "play-again" in present:
            browser.tap_and_wait(page, "play-again", change=10.0)
            continue
        if browser.pass_screens(page, present):
            continue
        if persons_turn(page, present):
            turns += 1
            if idle_taps < idle_want and turns % 2:
                time.sleep(0.3)   # the board settled: nothing but this tap to serve
                howto_pair(page, "person's turn", taps)
                continue
            hint_taps = sum(1 for t in taps if t["kind"] == "hint")
            if hint_taps < idle_want and turns % 4 == 2:
                # a hint thinks 600 ms in slices too: the same taps meanwhile
                browser.by_id(page, "play-hint").first.click()
                time.sleep(rng.uniform(0.0, 0.3))
                howto_pair(page, "hint", taps)
                time.sleep(0.8)   # the hint is shown; then the move
                # (read again: the hint and How to play redraw the decision, and a
                # control read before them may be gone, e.g. "new-castle")
                present = [i for i in browser.ids(page) if i]
            tries += 1
            persons_move(page, present, tries)
            # the bot's turn begins: its first tap somewhere in the think
            time.sleep(rng.uniform(0.0, 0.4))
            continue
        howto_pair(page, "bot turn", taps)
    thinks = json.loads(worker.evaluate(PY_JS, READ_PY))[first:]
    collections = json.loads(worker.evaluate(PY_JS, GC_PY))
    return {"taps": taps, "thinks": thinks, "gc": collections}


def spread(values: list) -> dict:
    if not values:
        return {"n": 0}
    values = sorted(values)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return {"n": len(values), "median": round(statistics.median(values)),
            "p95": round(p95), "max": round(values[-1])}


def tap_figures(game: str, run: dict, offset: float) -> dict:
    """Each tap placed against Python's Hard thinks (offset: epoch ms minus Python's ms)."""
    done = [r for r in run["thinks"] if "total" in r]
    # Hard's decisions that weighed moves (one with a single sensible move takes none)
    hard = [r for r in done if r["level"] == "hard" and r.get("iterations")]
    single = sum(1 for r in done if r["level"] == "hard" and not r.get("iterations"))
    hints = [r for r in done if r["level"] == "hint"]

    def within(rs):
        return [(r["start"] * 1000 + offset, r["end"] * 1000 + offset) for r in rs]
    windows, hint_windows = within(hard), within(hints)
    busy = within(done)
    during, idle, in_hint, other = [], [], [], []
    for t in run["taps"]:
        wait = t["t1"] - t["t0"]
        if any(a <= t["t0"] <= b for a, b in windows):
            during.append(wait)
        elif any(a <= t["t0"] <= b for a, b in hint_windows):
            in_hint.append(wait)
        elif t["kind"] == "person's turn" and not any(a <= t["t1"] and t["t0"] <= b
                                                        for a, b in busy):
            idle.append(wait)
        else:
            other.append(wait)
    totals = [r["total"] for r in hard]
    return {
        "game": game,
        "idle_tap_ms": spread(idle),
        "think_tap_ms": spread(during),
        "other_bot_turn_tap_ms": spread(other),   # the bot's pace, between two thinks
        "hint_tap_ms": spread(in_hint),
        "hint_ms_max": round(max((r["total"] for r in hints), default=0.0)),
        "hard_moves": len(hard),
        "hard_single_move_decisions": single,
        "think_ms_mean": round(sum(totals) / len(totals)) if totals else None,
        "think_ms_max": round(max(totals)) if totals else None,
        "slice_ms_max": round(max((max(r["slices"]) for r in hard), default=0.0), 1),
        # the first slice also builds the search (the root's quick evaluation)
        "first_slice_ms_max": round(max((r["slices"][0] for r in hard), default=0.0), 1),
        "later_slice_ms_max": round(max((max(r["slices"][1:], default=0.0) for r in hard),
                                        default=0.0), 1),
        "slices_per_move_mean": round(sum(len(r["slices"]) for r in hard) / len(hard), 1)
        if hard else None,
        "iterations_per_move_mean": round(sum(r.get("iterations", 0) for r in hard)
                                          / len(hard)) if hard else None,
        "iterations_per_move_min": min((r["iterations"] for r in hard), default=None),
        "moves_under_1000_iterations": sum(1 for r in hard if r["iterations"] < 1000),
        "pause_between_slices_ms": spread(pauses(hard)),
        "long_slices": long_slices(hard, run.get("gc", [])),
    }


def measure_taps(games: list, want: int, shots: str) -> dict:
    web.ensure_build()
    os.makedirs(shots, exist_ok=True)
    load = os.getloadavg()
    out = {"load_before": [round(x, 2) for x in load], "games": []}
    with web.static_server(web.WEB) as url, browser.chromium() as chrome:
        context = chrome.new_context(viewport=browser.PHONE)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        web.home_again(page, shots, "taps-boot-failed.png", "home did not appear", start=url)
        web.dismiss_storage_notice(page)
        for n, game in enumerate(games):
            if n:   # a new page: a new Python worker, watched afresh
                web.home_again(page, shots, "taps-home-failed.png", "home did not come back")
            worker = python_worker(page)
            worker.evaluate(PY_JS, INSTRUMENT_PY)
            page.evaluate(TAP_JS)
            py_ms, epoch_ms = json.loads(worker.evaluate(PY_JS, CLOCKS_PY))
            offset = epoch_ms - py_ms
            try:
                run = tap_game(page, worker, game, want, max(10, want // 2), limit=420)
            except Exception:
                page.screenshot(path=os.path.join(shots, f"taps-{game}-failed.png"))
                print("on screen:", browser.ids(page), file=sys.stderr)
                raise
            page.screenshot(path=os.path.join(shots, f"taps-{game}.png"))
            figures = tap_figures(game, run, offset)
            figures["load"] = [round(x, 2) for x in os.getloadavg()]
            out["games"].append(figures)
        out["page_errors"] = errors
    return out


def print_taps(out: dict) -> None:
    print(f"static build, headless Chromium 360x640, one person against a Hard bot; "
          f"load before {out['load_before']}")
    print("tap = How to play / Back to the game, pointerdown until the semantics tree "
          "shows the answer (ms)")
    for g in out["games"]:
        print(f"{g['game']} (load after {g['load']}):")
        for key, name in (("idle_tap_ms", "idle (person's turn)"),
                          ("think_tap_ms", "during a Hard think"),
                          ("hint_tap_ms", "during a hint"),
                          ("other_bot_turn_tap_ms", "bot's turn, not thinking")):
            f = g[key]
            if f["n"]:
                print(f"  {name:26} n={f['n']:3}  median {f['median']:4}  p95 {f['p95']:4}  "
                      f"max {f['max']:4}")
            else:
                print(f"  {name:26} n=  0")
        print(f"  Hard: {g['hard_single_move_decisions']} decisions with one sensible move "
              f"(no thinking); longest hint {g['hint_ms_max']} ms")
        print(f"  Hard: {g['hard_moves']} moves, think {g['think_ms_mean']} ms mean, "
              f"{g['think_ms_max']} ms max (goal <= 2000)")
        print(f"  Python's slices: longest first one (builds the search) "
              f"{g['first_slice_ms_max']} ms, longest later one {g['later_slice_ms_max']} ms, "
              f"{g['slices_per_move_mean']} a move, "
              f"{g['iterations_per_move_mean']} iterations a move")
        print(f"  Hard's iterations a move: fewest {g['iterations_per_move_min']}, "
              f"{g['moves_under_1000_iterations']} of {g['hard_moves']} moves under 1,000 "
              f"(goal: none)")
        print(f"  later slices over 50 ms [ms, of which garbage collection]: {g['long_slices']}")
        p = g["pause_between_slices_ms"]
        print(f"  pause between two slices: median {p.get('median')} ms, p95 {p.get('p95')}, "
              f"max {p.get('max')} ms")
    if out["page_errors"]:
        print("page errors:", out["page_errors"])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default=None, choices=sorted(CHOICES) + TAP_GAMES[1:] + ["all"],
                    help="seaside (default); with --taps also the other games, or all")
    ap.add_argument("--moves", type=int, default=8, help="Hard moves to watch")
    ap.add_argument("--taps", type=int, default=0,
                    help="time N real taps during Hard's thinks in each game instead")
    ap.add_argument("--no-watch", action="store_true",
                    help="without the worker's self-posted message watcher (it takes turns "
                         "of its own between slices)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    why = browser.missing()
    if why:
        print(why, file=sys.stderr)
        return 2
    if args.taps:
        games = TAP_GAMES if args.game in (None, "all") else [args.game]
        out = measure_taps(games, args.taps, os.path.join(ROOT, "artifacts", "web"))
        if args.json:
            print(json.dumps(out))
        else:
            print_taps(out)
        return 0
    if args.game in (None, "all"):
        args.game = "seaside"
    if args.game not in CHOICES:
        print(f"--game {args.game}: without --taps only {', '.join(sorted(CHOICES))}",
              file=sys.stderr)
        return 2
    figures = measure(args.game, args.moves, os.path.join(ROOT, "artifacts", "web"),
                      watch=not args.no_watch)
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"static build, headless Chromium 360x640, {figures['game']}, "
          f"{figures['hard_moves']} Hard moves")
    print(f"think time per move   mean {figures['think_ms_mean']} ms, "
          f"max {figures['think_ms_max']} ms   (goal <= 2000)")
    print(f"longest slice (Python) {figures['slice_ms_max']} ms, "
          f"{figures['slices_per_move_mean']} slices a move, "
          f"{figures['iterations_per_move_mean']} iterations a move")
    print(f"longest worker gap     {figures['worker_gap_ms_max']} ms   (goal <= 200)")
    p = figures["pause_between_slices_ms"]
    print(f"pause between two slices: median {p.get('median')} ms, p95 {p.get('p95')} ms")
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
