"""Start-up time of the static offline site (scripts/build-web) beside the minimal Flet app
built the same way (scripts/build-web --minimal: one button, Flet's own loading page).

    .venv/bin/python scripts/web_start.py [--runs 3] [--no-build]

Both sites are served by a plain static server (as any static host would) and opened in
Debian's headless Chromium at 360x640, with every request that would leave the machine
aborted. Each run uses a fresh browser profile:

first visit   empty cache and storage: milliseconds from navigation start until the first
              screen's control is in Flutter's semantics tree (Beach Bag: `new-seaside` on
              home; the baseline: its button `go-b`). An init script switches semantics on
              the moment Flutter offers it and a MutationObserver timestamps the control.
cached start  once the service worker has cached the site: the page reloaded, every file
              from the worker's cache (the server still runs).
offline start the server stopped and the browser offline, the page reloaded.

Beach Bag's own steps (page script beachbag.js, ms from navigation start) are printed
too: Flutter client loaded, Pyodide started, archive unpacked, app imported, home sent,
loading screen gone. Medians of --runs; the ratio is Beach Bag / baseline.
Beach Bag's offline start waits for its "Ready to play offline" notice first (everything
kept), and every Beach Bag load must start Python from its snapshot: one that fell back
fails the run (its figure would be seconds slower and say nothing about the site as built).
Goals (issue 23): cached offline start within 3 s, first visit within 6 s, on this machine,
on a build from a fresh clone.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

from devtools import browser as B
from devtools import static_site as S

INIT_JS = """
(() => {
  const target = %r;
  window.__start = {placeholder: null, shown: null};
  const check = () => {
    const s = window.__start;
    if (s.placeholder === null) {
      const ph = document.querySelector('flt-semantics-placeholder');
      if (ph) { s.placeholder = performance.now(); ph.click(); }
    }
    if (s.shown === null && document.querySelector('[flt-semantics-identifier="' + target + '"]'))
      s.shown = performance.now();
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true,
      attributes: true, attributeFilter: ['flt-semantics-identifier']});
})();
"""

SITES = [("Beach Bag", os.path.join(ROOT, "build", "web"), "new-seaside", []),
         ("minimal", os.path.join(ROOT, "build", "web-minimal"), "go-b", ["--minimal"])]


def site_size(folder: str) -> tuple[float, int]:
    total = count = 0
    for base, _, names in os.walk(folder):
        for name in names:
            total += os.path.getsize(os.path.join(base, name))
            count += 1
    return total / 1e6, count


def wait_shown(page, timeout: float = 120.0) -> float:
    deadline = time.time() + timeout
    while time.time() < deadline:
        shown = page.evaluate("window.__start && window.__start.shown")
        if shown:
            return shown / 1000
        time.sleep(0.05)
    raise RuntimeError("the first screen did not appear within %d s" % timeout)


def check_snapshot(page) -> None:
    """Beach Bag's page started Python from its snapshot (the baseline has none)."""
    if not page.evaluate("!!window.beachbag"):
        return
    deadline = time.time() + 10
    while time.time() < deadline and page.evaluate("window.beachbag.pythonStart") is None:
        time.sleep(0.05)
    how = page.evaluate("window.beachbag.pythonStart")
    if how != "snapshot":
        raise RuntimeError(f"Python started without its snapshot: {how}")


def one_run(chrome, folder: str, target: str) -> dict:
    S.SERVED.clear()
    with S.static_server(folder) as url:
        context = chrome.new_context(viewport=B.PHONE)
        context.add_init_script(INIT_JS % target)
        page = context.new_page()
        S.offline(page, [])
        page.goto(url)
        figures = {"first": wait_shown(page)}
        figures["first_mb"] = sum(os.path.getsize(os.path.join(folder, f.lstrip("/")))
                                  for f in set(S.SERVED)
                                  if os.path.isfile(os.path.join(folder, f.lstrip("/")))) / 1e6
        figures["steps"] = page.evaluate("window.beachbag ? window.beachbag.times : null")
        check_snapshot(page)
        if not page.evaluate(S.CACHE_READY_JS):
            raise RuntimeError("the service worker did not cache the site")
        page.reload()
        figures["cached"] = wait_shown(page)
        figures["cached_steps"] = page.evaluate("window.beachbag ? window.beachbag.times : null")
        check_snapshot(page)
        S.STOP[-1]()
        context.set_offline(True)
        page.reload()
        figures["offline"] = wait_shown(page)
        figures["offline_steps"] = page.evaluate("window.beachbag ? window.beachbag.times : null")
        check_snapshot(page)
        context.close()
    return figures


def median(values):
    return statistics.median(values) if values else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-build", action="store_true",
                        help="use build/web and build/web-minimal as they are")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    why = B.missing()
    if why:
        print(f"web_start: {why}", file=sys.stderr)
        return 1
    for name, folder, _, option in SITES:
        if not args.no_build or not os.path.isfile(os.path.join(folder, "index.html")):
            t = time.time()
            result = subprocess.run([os.path.join(ROOT, "scripts", "build-web"), *option],
                                    cwd=ROOT, capture_output=True, text=True)
            if result.returncode:
                print(result.stdout + result.stderr, file=sys.stderr)
                return 1
            print(f"built {name} in {time.time() - t:.0f} s")
    results = {name: [] for name, *_ in SITES}
    print(f"load average before the runs {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    with B.chromium() as chrome:
        for run in range(args.runs):
            for name, folder, target, _ in SITES:  # interleaved: machine drift hits both
                results[name].append(one_run(chrome, folder, target))
                r = results[name][-1]
                print(f"run {run + 1} {name:9s} first {r['first']:5.1f} s  cached "
                      f"{r['cached']:5.1f} s  offline {r['offline']:5.1f} s", flush=True)
    print(f"\nload average {os.getloadavg()[0]:.1f}; medians of {args.runs} runs, 360x640:")
    print(f"{'':10s} {'site':>8s} {'files':>6s} {'first MB':>9s} {'first':>7s} {'cached':>7s} "
          f"{'offline':>8s}")
    row = {}
    for name, folder, _, _ in SITES:
        mb, count = site_size(folder)
        rs = results[name]
        row[name] = [median([r[k] for r in rs]) for k in ("first", "cached", "offline")]
        print(f"{name:10s} {mb:6.1f}MB {count:6d} {median([r['first_mb'] for r in rs]):8.1f} "
              + " ".join(f"{v:6.1f}s" for v in row[name]))
    ratio = [a / b for a, b in zip(row["Beach Bag"], row["minimal"])]
    print(f"{'ratio':10s} {'':8s} {'':6s} {'':8s} " + " ".join(f"{v:6.2f}x" for v in ratio))
    print("goals (issue 23): first visit <= 6 s, offline (cached) start <= 3 s; "
          "every Beach Bag load started Python from its snapshot")
    steps = [r["steps"] for r in results["Beach Bag"] if r.get("steps")]
    cached = [r["cached_steps"] for r in results["Beach Bag"] if r.get("cached_steps")]
    offline = [r["offline_steps"] for r in results["Beach Bag"] if r.get("offline_steps")]
    for label, rows in (("first visit", steps), ("cached", cached), ("offline", offline)):
        if rows:
            keys = ["client", "python", "app", "games", "connect", "main", "home", "shown"]
            print(f"Beach Bag steps, {label} (s from navigation start, median): " + ", ".join(
                f"{k} {median([r[k] / 1000 for r in rows if k in r]):.1f}" for k in keys))
    return 0


if __name__ == "__main__":
    sys.exit(main())
