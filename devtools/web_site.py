"""The last steps of scripts/build-web, on the site `flet publish` wrote (standard library
only; build-web runs it with the project's Python):

    python -m devtools.web_site archive OUT [--bytecode] [--snapshot]
                                       app.tar.gz without requirements.txt, and (--bytecode)
                                       with Python 3.14 bytecode for every module; (--snapshot)
                                       Pyodide's memory with the app imported, to start from
    python -m devtools.web_site finish OUT [--loader]       service worker (and, --loader, Beach
                                       Bag's loading screen, early Python start, storage notice,
                                       update notice and install button)

Faster start (issue 15): the page Flet writes starts Python only when its Flutter client has
loaded (about 3 s here), then Pyodide takes most of the rest, and every module is compiled
from source in the browser at each start. So:
- `beachbag.js` starts the Python worker as soon as the page is parsed, beside the client's
  download, and hands it to the client when it asks for one (python.js's jsConnect);
- the archive carries unchecked-hash .pyc files (PEP 552) made by the very Pyodide the page
  runs (in Node.js, at build time), so imports read bytecode instead of compiling;
- a Beach Bag loading screen shows, from the first frame to home, what is loading and how far.
"""
from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------------------------
# app.tar.gz


PRECOMPILE_JS = r"""
import { loadPyodide } from %s;
const [, , runtime, folder] = process.argv;
const py = await loadPyodide({indexURL: runtime});
py.mountNodeFS("/app", folder);
const out = py.runPython(`
import compileall, py_compile, sys
ok = compileall.compile_dir("/app", quiet=1, workers=1,
    invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
f"{int(bool(ok))} {sys.implementation.cache_tag}"
`);
console.log(out);
"""


def node() -> str:
    for name in ("node", "nodejs"):
        found = shutil.which(name)
        if found:
            return found
    sys.exit("build-web: Node.js is needed to precompile the app's bytecode with Pyodide "
             "(run scripts/setup --dev, or apt-get install nodejs)")


def precompile(folder: str, runtime: str) -> str:
    """Compile every .py under `folder` with the Pyodide runtime in `runtime` (run by Node),
    as unchecked-hash .pyc files in __pycache__: the browser's Python uses them without
    looking at the source's time stamps (which the archive does not keep exactly)."""
    script = os.path.join(folder, "..", "precompile.mjs")
    url = "file://" + os.path.abspath(os.path.join(runtime, "pyodide.mjs"))
    with open(script, "w", encoding="utf-8") as f:
        f.write(PRECOMPILE_JS % json.dumps(url))
    result = subprocess.run([node(), script, os.path.abspath(runtime) + "/",
                             os.path.abspath(folder)], capture_output=True, text=True)
    lines = result.stdout.strip().splitlines()
    if result.returncode != 0 or not lines or not lines[-1].startswith("1 "):
        sys.exit(f"build-web: precompiling with Pyodide in Node failed:\n{result.stdout}\n"
                 f"{result.stderr[-2000:]}")
    return lines[-1].split()[1]


def archive(out: str, bytecode: bool, runtime: str | None) -> None:
    """Rewrite app.tar.gz: no requirements.txt (everything is in __pypackages__, and
    micropip would otherwise be loaded, and could try PyPI, at every start); with
    --bytecode, every module's .pyc beside it."""
    path = os.path.join(out, "app.tar.gz")
    with tempfile.TemporaryDirectory(prefix="bb-archive-") as tmp:
        tree = os.path.join(tmp, "app")
        os.makedirs(tree)
        with tarfile.open(path, "r:gz") as src:
            for m in src.getmembers():
                name = m.name.lstrip("/")
                if name == "requirements.txt" or "__pycache__" in name.split("/"):
                    continue
                target = os.path.join(tree, name)
                if m.isdir():
                    os.makedirs(target, exist_ok=True)
                elif m.isfile():
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    with open(target, "wb") as f:
                        f.write(src.extractfile(m).read())
        tag, compiled = None, 0
        if bytecode:
            tag = precompile(tree, runtime)
            compiled = sum(name.endswith(".pyc") for _, _, names in os.walk(tree)
                           for name in names)
            zip_packages(tree)
        count = 0
        with tarfile.open(path, "w:gz", format=tarfile.GNU_FORMAT, compresslevel=9) as dst:
            for folder, dirs, files in os.walk(tree):
                dirs.sort()
                for name in sorted(files):
                    full = os.path.join(folder, name)
                    rel = os.path.relpath(full, tree).replace(os.sep, "/")
                    info = dst.gettarinfo(full, arcname=rel)
                    info.uid = info.gid = 0
                    info.uname = info.gname = ""
                    with open(full, "rb") as f:
                        dst.addfile(info, f)
                    count += 1
    if bytecode:
        print(f"build-web: app.tar.gz: {count} files, {compiled} modules precompiled ({tag}), "
              f"the packages in {PACKAGES_ZIP}")


# Pyodide's `_loadSnapshot` asks for a heap the snapshot's size through INITIAL_MEMORY, which
# this build ignores: pyodide.asm.wasm declares its own memory (480 pages, 30 MiB). Once
# importing the app grew the heap past that (36 MiB now: 38 MB snapshots), the restore
# failed with "RangeError: offset is out of bounds" and the page started Python the slow way.
# So the module is created here and its heap grown to the snapshot's size before the restore.
# Shared by the page's worker and the build's own restore check (SNAPSHOT_JS).
GROW_FOR_SNAPSHOT_JS = r"""
const bbGrowForSnapshot = (createPyodideModule, snapshot) => async (settings) => {
  const module = await createPyodideModule(settings);
  if (module.HEAP8.length < snapshot.length) module.growMemory(snapshot.length);
  return module;
};
"""

SNAPSHOT_JS = GROW_FOR_SNAPSHOT_JS + r"""
import { loadPyodide } from %s;
import fs from "fs";
const [, , runtime, out, target] = process.argv;
const py = await loadPyodide({indexURL: runtime, _makeSnapshot: true});
py.mountNodeFS("/site", out);
py.runPython(`
import os, sys, tarfile
# exactly where and how python-worker.js puts the app in the browser
with tarfile.open("/site/app.tar.gz") as t:
    t.extractall("/home/pyodide", filter="data")
os.chdir("/home/pyodide")
sys.path.insert(0, "/home/pyodide/__pypackages__.zip")
import app                                   # flet, the shell, the rules cores
from ui.shell.boards import boards
boards()                                     # every board the site has
import msgpack, flet.messaging.session, flet.messaging.protocol
import runpy, shutil, tarfile, traceback, urllib.parse  # the worker's own start
import pyodide.http
`);
const snapshot = py.makeMemorySnapshot();
fs.writeFileSync(target, snapshot);
// restore it as the page's worker does: a snapshot the page cannot start from fails the build
const create = (await import(new URL("pyodide.asm.mjs", %s).href)).default;
const again = await loadPyodide({indexURL: runtime, _loadSnapshot: snapshot,
                                 createPyodideModule: bbGrowForSnapshot(create, snapshot)});
if (!again.runPython("import sys; 'app' in sys.modules and 'ui.shell.boards' in sys.modules"))
  throw new Error("the restored snapshot has no app imported");
console.log("ok " + snapshot.length);
"""

SNAPSHOT_NAME = "beachbag.snapshot"


def snapshot(out: str, runtime: str) -> None:
    """Pyodide's memory after starting Python and importing the app (its `_makeSnapshot`
    and `makeMemorySnapshot`), made by the page's own Pyodide in Node.js, gzip-compressed.
    The worker starts from it (`_loadSnapshot`) instead of initialising Python and
    importing flet and Beach Bag: about 5 s less on a cached start here."""
    import gzip
    with tempfile.TemporaryDirectory(prefix="bb-snapshot-") as tmp:
        script = os.path.join(tmp, "snapshot.mjs")
        url = "file://" + os.path.abspath(os.path.join(runtime, "pyodide.mjs"))
        with open(script, "w", encoding="utf-8") as f:
            f.write(SNAPSHOT_JS % (json.dumps(url), json.dumps(url)))
        raw = os.path.join(tmp, "snapshot.bin")
        result = subprocess.run([node(), script, os.path.abspath(runtime) + "/",
                                 os.path.abspath(out), raw], capture_output=True, text=True)
        if result.returncode != 0 or not result.stdout.strip().endswith(
                str(os.path.getsize(raw) if os.path.isfile(raw) else -1)):
            sys.exit(f"build-web: the Pyodide snapshot failed:\n{result.stdout}\n"
                     f"{result.stderr[-2000:]}")
        with open(raw, "rb") as f:
            data = f.read()
    packed = gzip.compress(data, compresslevel=9, mtime=0)
    with open(os.path.join(out, SNAPSHOT_NAME), "wb") as f:
        f.write(packed)
    print(f"build-web: Python start snapshot {len(data) / 1e6:.0f} MB, "
          f"{len(packed) / 1e6:.1f} MB compressed ({SNAPSHOT_NAME})")


PACKAGES_ZIP = "__pypackages__.zip"


def zip_packages(tree: str) -> None:
    """Put __pypackages__ (flet and the rest: most of the archive's files) in one
    uncompressed zip that Python imports from (zipimport), each module's bytecode as
    module.pyc beside module.py (zipimport's layout): the browser unpacks one file instead
    of hundreds at every start (about 2 s here). The archive's gzip compresses it."""
    import zipfile
    source = os.path.join(tree, "__pypackages__")
    with zipfile.ZipFile(os.path.join(tree, PACKAGES_ZIP), "w", zipfile.ZIP_STORED) as z:
        for folder, dirs, files in os.walk(source):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(files):
                full = os.path.join(folder, name)
                rel = os.path.relpath(full, source).replace(os.sep, "/")
                z.write(full, rel)
                if name.endswith(".py"):
                    stem = name[:-3]
                    cache = os.path.join(folder, "__pycache__")
                    pycs = [c for c in (os.listdir(cache) if os.path.isdir(cache) else [])
                            if c.startswith(stem + ".") and c.endswith(".pyc")
                            and c.count(".") == 2]
                    if len(pycs) != 1:
                        sys.exit(f"build-web: no bytecode for {rel}")
                    z.write(os.path.join(cache, pycs[0]), rel[:-3] + ".pyc")
    shutil.rmtree(source)


def check_archive(out: str, needed: list[str]) -> None:
    """Each needed name is in app.tar.gz (names under __pypackages__/ may be in its zip)."""
    import zipfile
    with tarfile.open(os.path.join(out, "app.tar.gz"), "r:gz") as t:
        names = {m.name.lstrip("/") for m in t.getmembers()}
        if PACKAGES_ZIP in names:
            data = t.extractfile(PACKAGES_ZIP).read()
            with zipfile.ZipFile(io.BytesIO(data)) as z:
                names |= {"__pypackages__/" + n for n in z.namelist()}
    for need in needed:
        if need not in names:
            sys.exit(f"build-web: {need} is missing from app.tar.gz")


# ---------------------------------------------------------------------------------------------
# the service worker

SERVICE_WORKER = """'use strict';
// Written by scripts/build-web (devtools/web_site.py): keep the static site in a cache and
// answer from it, so the site starts with no network after one complete visit.
// The Flutter client comes in two builds (WebAssembly + skwasm for Chromium, JavaScript +
// CanvasKit for the others): only the files this browser uses are kept (CLIENT): the page
// lists them once it has started ({keep: [...]}), and later builds keep the same ones.
// A new build (a new cache name) installs beside the running one and waits: the page
// (beachbag.js) says a new version is ready and, on the player's tap, sends
// 'beachbag:update', then reloads once this worker has taken over.
const CACHE = %s;
const FILES = %s;
const CLIENT = %s;
const scopePath = () => new URL(self.registration.scope).pathname;
const relative = (url) => {
  const u = new URL(url, self.registration.scope);
  return u.origin === self.location.origin && u.pathname.startsWith(scopePath())
    ? decodeURIComponent(u.pathname.slice(scopePath().length)) : null;
};
self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const used = new Set();  // the client files this browser used with an earlier build
    for (const key of await caches.keys()) {
      if (key === CACHE || !key.startsWith('beachbag-')) continue;
      for (const req of await (await caches.open(key)).keys()) {
        const rel = relative(req.url);
        if (rel && CLIENT.includes(rel)) used.add(rel);
      }
    }
    const cache = await caches.open(CACHE);
    const wanted = FILES.filter((f) => !CLIENT.includes(f) || used.has(f));
    await cache.addAll(wanted.map((f) => new Request(f, {cache: 'reload'})));
    // The very first install has nothing to replace: take over at once.
    if (!self.registration.active) await self.skipWaiting();
  })());
});
self.addEventListener('message', (event) => {
  if (event.data === 'beachbag:update') { self.skipWaiting(); return; }
  if (event.data && Array.isArray(event.data.keep)) {
    event.waitUntil((async () => {
      const cache = await caches.open(CACHE);
      const used = new Set();
      for (const url of event.data.keep) {
        const rel = relative(url);
        if (!rel || !FILES.includes(rel)) continue;
        if (CLIENT.includes(rel)) used.add(rel);
        if (await cache.match(rel)) continue;
        try { await cache.add(new Request(rel, {cache: 'reload'})); } catch (e) {}
      }
      // Ready offline only when every file this browser needs is in the cache: all but the
      // client build it does not use (a failed download above leaves one missing).
      const missing = [];
      for (const f of FILES) {
        if (CLIENT.includes(f) && !used.has(f)) continue;
        if (!(await cache.match(f))) missing.push(f);
      }
      if (event.ports[0]) event.ports[0].postMessage({kept: missing.length === 0, missing});
    })());
  }
});
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key !== CACHE && key.startsWith('beachbag-')) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});
self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const isPage = req.mode === 'navigate' || url.pathname === scopePath();
    const hit = await cache.match(isPage ? 'index.html' : req, {ignoreSearch: true});
    if (hit) return hit;
    const response = await fetch(req);
    const rel = relative(req.url);
    if (response.ok && rel && FILES.includes(rel)) cache.put(rel, response.clone());
    return response;
  })());
});
"""

# The Flutter client's files, of which a browser uses one set (see SERVICE_WORKER).
CLIENT_FILES = ("main.dart.js", "main.dart.wasm", "main.dart.mjs", "canvaskit/")


SW_NAME = "flutter_service_worker.js"


def site_files(out: str) -> tuple[list[str], str]:
    """The files the service worker keeps, and a cache name that changes with any of them."""
    files, digest = [], hashlib.sha256()
    for folder, dirs, names in os.walk(out):
        dirs.sort()
        for name in sorted(names):
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, out).replace(os.sep, "/")
            if rel == SW_NAME or rel.endswith(".map"):
                continue
            files.append(rel)
            with open(path, "rb") as f:
                digest.update(rel.encode() + b"\0" + hashlib.sha256(f.read()).digest())
    return files, "beachbag-" + digest.hexdigest()[:16]


def write_service_worker(out: str, selective: bool = True) -> str:
    """(Re)write the service worker for the site as it is now; returns the cache name.
    `selective`: keep only the client build the page says it uses (needs beachbag.js);
    else every file. Also used by tests/e2e/test_static_web.py to stage "a new build was
    deployed"."""
    files, cache = site_files(out)
    client = [f for f in files if f.startswith(CLIENT_FILES)] if selective else []
    with open(os.path.join(out, SW_NAME), "w", encoding="utf-8") as f:
        f.write(SERVICE_WORKER % (json.dumps(cache), json.dumps(files), json.dumps(client)))
    return cache


# ---------------------------------------------------------------------------------------------
# the page: loading screen, early Python start, notices

LOADING_HTML = """<div id="bb-loading" role="status" aria-live="polite">
    <style>
      #bb-loading { position: fixed; inset: 0; z-index: 10000; display: flex;
        align-items: center; justify-content: center; background: #F6E7C8; color: #1D2B36;
        font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
        transition: opacity .25s ease; }
      #bb-loading.bb-gone { opacity: 0; pointer-events: none; }
      #bb-loading .bb-card { width: min(320px, 86vw); text-align: center; }
      #bb-loading img { width: 88px; height: 88px; border-radius: 20px; }
      @media (max-height: 420px) { #bb-loading img { width: 56px; height: 56px; }
        #bb-loading .bb-card { width: min(520px, 90vw); }
        #bb-loading ul { columns: 2; } #bb-loading h1 { margin: 4px 0; } }
      #bb-loading h1 { font-size: 26px; margin: 10px 0 6px; color: #0E5F66; }
      #bb-step { margin: 0 0 10px; min-height: 22px; }
      #bb-progress { height: 10px; border-radius: 5px; background: #E2CFA6; overflow: hidden; }
      #bb-bar { height: 100%; width: 4%; background: #0E7C86; border-radius: 5px;
        transition: width .4s ease; }
      #bb-loading ul { list-style: none; padding: 0; margin: 14px 0 0; text-align: left;
        font-size: 15px; }
      #bb-loading li { padding: 2px 0 2px 28px; position: relative; color: #6B5B3E; }
      #bb-loading li::before { content: ""; position: absolute; left: 6px; top: 9px;
        width: 10px; height: 10px; border-radius: 50%; border: 2px solid #B59B6A;
        box-sizing: border-box; }
      #bb-loading li.bb-now { color: #1D2B36; font-weight: 600; }
      #bb-loading li.bb-now::before { border-color: #0E7C86; background: #0E7C86;
        animation: bb-pulse 1s ease-in-out infinite alternate; }
      #bb-loading li.bb-done { color: #1D2B36; }
      #bb-loading li.bb-done::before { content: "\\2713"; border: 0; width: auto; height: auto;
        top: 1px; left: 4px; color: #0E7C86; font-weight: 700; }
      @keyframes bb-pulse { from { opacity: .35; } to { opacity: 1; } }
      @media (prefers-reduced-motion: reduce) { #bb-loading li.bb-now::before { animation: none; }
        #bb-bar, #bb-loading { transition: none; } }
      #bb-first, #bb-error { font-size: 14px; margin: 12px 0 0; }
      #bb-error { color: #8A1C1C; font-weight: 600; }
      #bb-retry { margin-top: 10px; min-height: 48px; padding: 0 22px; font-size: 16px;
        border: 0; border-radius: 24px; background: #0E7C86; color: #fff; }
    </style>
    <div class="bb-card">
      <img src="icons/icon-192.png" alt="">
      <h1>Beach Bag</h1>
      <p id="bb-step">Loading&hellip;</p>
      <div id="bb-progress" role="progressbar" aria-label="Loading Beach Bag"
           aria-valuemin="0" aria-valuemax="100" aria-valuenow="0"><div id="bb-bar"></div></div>
      <ul>
        <li id="bb-s-client">The game table</li>
        <li id="bb-s-python">Python</li>
        <li id="bb-s-app">Beach Bag&rsquo;s code</li>
        <li id="bb-s-games">The three games</li>
        <li id="bb-s-home">Your saved games</li>
      </ul>
      <p id="bb-first" hidden>First visit: about @FIRST_MB@ MB to fetch, once. After
        that Beach Bag starts with no network.</p>
      <p id="bb-error" hidden></p>
      <button id="bb-retry" type="button" hidden>Try again</button>
    </div>
  </div>
  <script src="beachbag.js"></script>
"""

PAGE_JS = r"""'use strict';
// Beach Bag's page script for the static site, written by scripts/build-web
// (devtools/web_site.py). Runs in the page (not in Python's worker):
//  - the loading screen (#bb-loading): which part is loading and how far, until home;
//  - starts Python's worker at once, beside the Flutter client's download, and gives it
//    to the client when it connects (jsConnect from flet's python.js);
//  - registers the service worker, says when a new version is ready and reloads on tap;
//  - asks the browser to keep the site's storage and says so on home when it refuses;
//  - an Install button on home where the browser offers installation.
(() => {
  const bb = window.beachbag = {times: {}, done: new Set(), error: null, persisted: null,
                                pythonStart: null,  // "snapshot", or why Python started without
                                updateReady: false, installPrompt: null, notices: []};
  const $ = (id) => document.getElementById(id);
  const now = () => Math.round(performance.now());
  // [id, weight (share of a start measured here), what it waits for]
  const STEPS = [["client", 30, []], ["python", 45, []], ["app", 3, ["python"]],
                 ["games", 12, ["app"]], ["home", 10, ["client", "games"]]];
  const SAY = {client: "loading the game table", python: "starting Python",
               app: "unpacking Beach Bag", games: "loading the games",
               home: "opening your saved games"};

  function render() {
    if (!$("bb-bar")) return;
    let done = 0, total = 0;
    const active = [];
    for (const [id, weight, after] of STEPS) {
      total += weight;
      const li = $("bb-s-" + id);
      if (bb.done.has(id)) { done += weight; li.className = "bb-done"; continue; }
      const ready = after.every((a) => bb.done.has(a));
      li.className = ready ? "bb-now" : "";
      if (ready) active.push(SAY[id]);
    }
    const pct = Math.max(4, Math.round(100 * done / total));
    $("bb-bar").style.width = pct + "%";
    $("bb-progress").setAttribute("aria-valuenow", String(pct));
    const say = active.join(" and ") || "ready";
    if (!bb.error) $("bb-step").textContent = say[0].toUpperCase() + say.slice(1) + "\u2026 " + pct + "%";
  }

  function hideLoading() {
    const box = $("bb-loading");
    if (!box || bb.error) return;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      bb.times.shown = now();
      box.classList.add("bb-gone");
      setTimeout(() => { box.remove(); chrome(); }, 300);
      keepClient();
    }));
  }

  bb.stage = (id, at) => {
    if (bb.done.has(id)) return;
    bb.done.add(id);
    // when it happened in the worker (its clock), not when this busy page heard of it
    bb.times[id] = at ? Math.round(at - performance.timeOrigin) : now();
    render();
    if (id === "home") hideLoading();
  };

  function showError(text) {
    bb.error = String(text);
    const box = $("bb-loading");
    if (!box) return;
    box.classList.remove("bb-gone");
    $("bb-step").textContent = "Beach Bag could not start.";
    $("bb-error").textContent = bb.error.split("\n").filter((l) => l.trim()).slice(-1)[0] || bb.error;
    $("bb-error").hidden = false;
    $("bb-retry").hidden = false;
  }

  const retry = $("bb-retry");
  if (retry) retry.addEventListener("click", () => location.reload());
  // (a plain-http LAN address has no service worker: nothing is kept, so no promise)
  if ("serviceWorker" in navigator && window.isSecureContext &&
      !navigator.serviceWorker.controller && $("bb-first"))
    $("bb-first").hidden = false;
  if (window.flet && flet.flutterAppLoaded) flet.flutterAppLoaded.then(() => bb.stage("client"));
  render();

  // ---- Python's worker, started at once -----------------------------------------------
  const pre = {worker: null, dart: null, queue: [], error: null, used: false};
  pre.ready = new Promise((resolve) => { pre.resolve = resolve; });
  function onWorkerMessage(event) {
    const data = event.data;
    if (typeof data === "string") {
      if (data.startsWith("__bbstart:")) {  // how Python started: "snapshot", or why not
        bb.pythonStart = data.slice("__bbstart:".length);
        return;
      }
      if (data.startsWith("__bb:")) {  // "__bb:<step>:<when, ms since 1970>"
        const [, step, at] = data.split(":");
        bb.stage(step, Number(at));
        return;
      }
      if (data !== "initialized") { pre.error = data; showError(data); }
      pre.resolve();
      return;
    }
    if (pre.dart) pre.dart(data); else pre.queue.push(data);
  }
  if (window.flet && flet.pyodide && typeof globalThis.jsConnect === "function") {
    const base = flet.entrypointBaseUrl.endsWith("/") ? flet.entrypointBaseUrl.slice(0, -1)
                                                      : flet.entrypointBaseUrl;
    pre.worker = new Worker(base + "/python-worker.js", {type: "module"});
    pre.worker.onmessage = onWorkerMessage;
    pre.worker.onerror = (e) => { pre.error = String(e.message || e); showError(pre.error); pre.resolve(); };
    pre.worker.postMessage({
      pyodideUrl: flet.pyodideUrl || "pyodide/pyodide.mjs", args: {}, documentUrl: document.URL,
      appPackageUrl: flet.appPackageUrl, micropipIncludePre: flet.micropipIncludePre,
      pythonModuleName: flet.pythonModuleName});
    const fletConnect = globalThis.jsConnect;
    globalThis.jsConnect = async function (appId, args, dartOnMessage) {
      if (pre.used || JSON.stringify(args || {}) !== "{}") {
        // Not the start this worker was prepared for: Flet's own way.
        if (!pre.used) { pre.used = true; pre.worker.terminate(); }
        return fletConnect(appId, args, dartOnMessage);
      }
      pre.used = true;
      bb.times.connect = now();
      console.log(`Beach Bag: Python worker started early for ${appId}`);
      _apps[appId] = {dartOnMessage: dartOnMessage, worker: pre.worker};
      pre.dart = dartOnMessage;
      for (const message of pre.queue.splice(0)) dartOnMessage(message);
      await pre.ready;
      if (pre.error) {
        delete _apps[appId];
        pre.worker.terminate();
        throw pre.error;
      }
    };
  }

  // ---- notices and the install button (shown once the loading screen is gone) ----------
  const STYLE = `
    .bb-bar { position: fixed; left: 8px; right: 8px; z-index: 9999; display: flex;
      flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 10px 12px;
      border-radius: 14px; background: #1D2B36; color: #fff; box-shadow: 0 4px 16px #0005;
      font: 15px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
    .bb-bar p { margin: 0; flex: 1 1 150px; }
    #bb-update-later { padding: 0; width: 48px; font-size: 18px; }
    .bb-bar button, #bb-install { min-height: 48px; min-width: 48px; padding: 0 16px;
      border-radius: 24px; font: 600 15px system-ui, sans-serif; cursor: pointer; }
    .bb-bar button { border: 2px solid #fff; background: transparent; color: #fff; }
    .bb-bar button.bb-main { background: #F6E7C8; border-color: #F6E7C8; color: #1D2B36; }
    #bb-update, #bb-offline { top: 4px; } #bb-storage { bottom: 8px; }
    #bb-offline { padding: 4px 6px 4px 14px; } #bb-offline p { flex: 1 1 auto; }
    #bb-install { position: fixed; top: 4px; right: 8px; z-index: 9998; border: 2px solid #fff;
      background: #0E7C86; color: #fff; }`;
  function chrome() {
    if ($("bb-loading")) return;  // nothing over the loading screen
    if (!$("bb-style")) {
      const style = document.createElement("style");
      style.id = "bb-style";
      style.textContent = STYLE;
      document.body.appendChild(style);
    }
    const onHome = ["", "#", "#/"].includes(location.hash);
    bar("bb-update", bb.updateReady,
        "A new version of Beach Bag is ready. Your game is kept.",
        [["Reload", "bb-update-reload", applyUpdate, true],
         ["\u2715", "bb-update-later", () => { bb.updateLater = true; chrome(); }, false,
          "Later"]],
        !bb.updateLater);
    bar("bb-storage", bb.persisted === false && onHome && !seen("storage"),
        "This browser may delete saved games when the device runs short of space. " +
        "Keep a copy of a game that matters with Export save.",
        [["OK", "bb-storage-ok", () => { remember("storage"); chrome(); }, true]], true);
    // Only once the service worker has every file this browser needs (keepClient). Over
    // home's title bar, where it covers no control; an update notice goes first.
    bar("bb-offline", bb.offlineReady && onHome && !seen("offline") && !bb.updateReady,
        "Ready to play offline",
        [["OK", "bb-offline-ok", () => { remember("offline"); chrome(); }, true]], true,
        "status");
    let install = $("bb-install");
    if (bb.installPrompt && onHome && !bb.updateReady) {
      if (!install) {
        install = document.createElement("button");
        install.id = "bb-install";
        install.type = "button";
        install.textContent = "Install";
        install.setAttribute("aria-label", "Install Beach Bag on this device");
        install.addEventListener("click", installApp);
        document.body.appendChild(install);
      }
    } else if (install) install.remove();
    const ready = $("bb-offline");
    if (ready) ready.style.right = $("bb-install") ? ($("bb-install").offsetWidth + 16) + "px" : "";
  }
  function bar(id, show, text, buttons, allowed, role = "alert") {
    let el = $(id);
    if (!(show && allowed)) { if (el) el.remove(); return; }
    if (el) return;
    el = document.createElement("div");
    el.id = id;
    el.className = "bb-bar";
    el.setAttribute("role", role);
    const p = document.createElement("p");
    p.textContent = text;
    el.appendChild(p);
    for (const [label, bid, act, main, spoken] of buttons) {
      const b = document.createElement("button");
      b.type = "button";
      b.id = bid;
      b.textContent = label;
      if (spoken) { b.setAttribute("aria-label", spoken); b.title = spoken; }
      if (main) b.className = "bb-main";
      b.addEventListener("click", act);
      el.appendChild(b);
    }
    document.body.appendChild(el);
  }
  const seen = (what) => { try { return localStorage.getItem("beachbag.notice." + what) === "seen"; } catch (e) { return false; } };
  const remember = (what) => { try { localStorage.setItem("beachbag.notice." + what, "seen"); } catch (e) {} };
  // Home or not: Flutter's router moves with history.pushState/replaceState (no event).
  window.addEventListener("hashchange", chrome);
  window.addEventListener("popstate", chrome);
  for (const name of ["pushState", "replaceState"]) {
    const original = history[name].bind(history);
    history[name] = (...args) => { const r = original(...args); chrome(); return r; };
  }

  // ---- persistent storage ------------------------------------------------------------------
  async function keepStorage() {
    try {
      if (!navigator.storage || !navigator.storage.persist) { bb.persisted = false; return; }
      bb.persisted = (await navigator.storage.persisted()) || (await navigator.storage.persist());
    } catch (e) {
      bb.persisted = false;
    }
    chrome();
  }
  keepStorage();

  // ---- install -------------------------------------------------------------------------------
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();  // our own button instead of the browser's mini-bar
    bb.installPrompt = event;
    chrome();
  });
  window.addEventListener("appinstalled", () => { bb.installPrompt = null; chrome(); keepStorage(); });
  async function installApp() {
    const prompt = bb.installPrompt;
    if (!prompt) return;
    bb.installPrompt = null;
    chrome();
    try {
      await prompt.prompt();
      const choice = await prompt.userChoice;
      bb.installChoice = choice && choice.outcome;
      if (bb.installChoice !== "accepted") { bb.installPrompt = null; }
    } catch (e) {
      console.warn("Beach Bag install:", e);
    }
  }

  // ---- updates -------------------------------------------------------------------------------
  let registration = null;
  function offer(worker) {
    if (!worker || !navigator.serviceWorker.controller) return;  // first install: no update
    bb.updateReady = true;
    bb.waiting = worker;
    chrome();
  }
  function applyUpdate() {
    bb.wantReload = true;
    const worker = (registration && registration.waiting) || bb.waiting;
    // Every move is already in the browser's storage; the address (#/play/<game>) reopens
    // the game in progress after the reload.
    if (worker) worker.postMessage("beachbag:update");
    setTimeout(() => location.reload(), 3000);  // if the new worker never takes over
  }
  // The service worker keeps the client files this browser loaded (one of the two builds).
  async function keepClient() {
    if (!("serviceWorker" in navigator)) return;
    try {
      const reg = await navigator.serviceWorker.ready;
      const urls = performance.getEntriesByType("resource").map((e) => e.name)
        .filter((u) => u.startsWith(location.origin));
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => {
        bb.offlineMissing = (event.data && event.data.missing) || null;
        if (event.data && event.data.kept) { bb.offlineReady = true; chrome(); }
        else setTimeout(keepClient, 20000);  // a download failed: try again
      };
      reg.active.postMessage({keep: urls}, [channel.port2]);
    } catch (e) {
      console.warn("Beach Bag offline cache:", e);
    }
  }

  bb.checkForUpdate = () => registration ? registration.update() : Promise.resolve();
  if ("serviceWorker" in navigator) {
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (bb.wantReload && !reloading) { reloading = true; location.reload(); }
    });
    navigator.serviceWorker.register("flutter_service_worker.js").then((reg) => {
      registration = reg;
      if (reg.waiting) offer(reg.waiting);
      reg.addEventListener("updatefound", () => {
        const worker = reg.installing;
        if (worker) worker.addEventListener("statechange", () => {
          if (worker.state === "installed") offer(worker);
        });
      });
      setInterval(() => reg.update().catch(() => {}), 30 * 60 * 1000);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") reg.update().catch(() => {});
      });
    }).catch((e) => console.warn("Beach Bag offline cache:", e));
  }
})();
"""

WORKER_PATCHES = [
    # start from the memory snapshot made at build time (snapshot()), if the site has one
    ("        const pyodideModule = await import(self.pyodideUrl);\n",
     "        const bbSnapshotLoad = self.bbReadSnapshot();  // beside the runtime's own load\n"
     "        const pyodideModule = await import(self.pyodideUrl);\n"),
    ("        self.pyodide = await loadPyodide({\n",
     "        const bbSnapshot = await bbSnapshotLoad;\n"
     "        try {\n"
     "          self.pyodide = bbSnapshot && await loadPyodide({\n"
     "            _loadSnapshot: bbSnapshot,\n"
     "            createPyodideModule: await self.bbCreateForSnapshot(bbSnapshot),\n"
     "            stdout: (text) => self.sendPythonOutput(text, false),\n"
     "            stderr: (text) => self.sendPythonOutput(text, true),\n"
     "          });\n"
     "          // the snapshot froze one state of `random`: every start draws afresh\n"
     "          if (self.pyodide) self.pyodide.runPython(\"import random; random.seed()\");\n"
     "          self.postMessage(\"__bbstart:\" + (self.pyodide ? \"snapshot\" : \"no snapshot\"));\n"
     "        } catch (e) {\n"
     "          console.warn(\"Beach Bag: starting Python without its snapshot:\", e);\n"
     "          self.postMessage(\"__bbstart:without its snapshot: \" + e);\n"
     "          self.pyodide = null;\n"
     "        }\n"
     "        if (!self.pyodide) self.pyodide = await loadPyodide({\n"),
    # the page's loading screen hears each stage of Python's start
    ("self.pyodide.registerJsModule(\"flet_js\", flet_js);",
     "self.flet_js.bbStage = (stage) => self.postMessage(\n"
     "            \"__bb:\" + stage + \":\" + (performance.timeOrigin + performance.now()));\n"
     "        self.flet_js.bbStage(\"python\");\n"
     "        self.pyodide.registerJsModule(\"flet_js\", flet_js);"),
    ("        pkgs_path = \"__pypackages__\"\n",
     "        flet_js.bbStage(\"app\")\n"
     "        if os.path.exists(\"__pypackages__.zip\"):  # Beach Bag: flet and co., zipped\n"
     "            sys.path.insert(0, os.path.abspath(\"__pypackages__.zip\"))\n"
     "        pkgs_path = \"__pypackages__\"\n"),
    ("        if (typeof self.flet_js.start_connection !== \"function\") {",
     "        self.flet_js.bbStage(\"games\");\n"
     "        if (typeof self.flet_js.start_connection !== \"function\") {"),
]


READ_SNAPSHOT_JS = """
// Beach Bag (devtools/web_site.py): the Python start snapshot, gzip-compressed; a host that
// decompressed it on the way is fine too. null when the site has none or it cannot be read.
self.bbReadSnapshot = async function () {
    try {
        const response = await fetch(new URL("%s", self.location.href));
        if (!response.ok) return null;
        let bytes = new Uint8Array(await response.arrayBuffer());
        if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
            const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
            bytes = new Uint8Array(await new Response(stream).arrayBuffer());
        }
        return bytes;
    } catch (e) {
        console.warn("Beach Bag: no Python start snapshot:", e);
        return null;
    }
};
self.bbCreateForSnapshot = async function (snapshot) {
    const url = new URL("pyodide.asm.mjs", new URL(self.pyodideUrl, self.location.href));
    return bbGrowForSnapshot((await import(url.href)).default, snapshot);
};
""" % SNAPSHOT_NAME + GROW_FOR_SNAPSHOT_JS


def first_visit_mb(out: str) -> str:
    """What a first visit in a Chromium browser fetches and keeps: every file but the other
    client builds (the WebAssembly client with skwasm is the one used), rounded to 5 MB."""
    total = 0
    for folder, _, names in os.walk(out):
        for name in names:
            rel = os.path.relpath(os.path.join(folder, name), out).replace(os.sep, "/")
            if rel.startswith(CLIENT_FILES) and not (
                    rel.startswith(("main.dart.wasm", "main.dart.mjs", "canvaskit/skwasm."))):
                continue
            total += os.path.getsize(os.path.join(folder, name))
    return str(round(total / 1e6 / 5) * 5)


def add_loader(out: str) -> None:
    index = os.path.join(out, "index.html")
    html = open(index, encoding="utf-8").read()
    html, n = re.subn(r'<div id="loading".*?</div>\s*', "", html, count=1, flags=re.S)
    if n != 1:
        sys.exit("build-web: index.html has no Flet loading <div id=\"loading\">")
    if html.count("<body>") != 1 or "<script src=\"python.js\"></script>" not in html:
        sys.exit("build-web: index.html is not the page Flet writes (no single <body>, no python.js)")
    html = html.replace("<body>", "<body>\n  " + LOADING_HTML.replace("@FIRST_MB@", first_visit_mb(out)))
    html = html.replace('<meta charset="UTF-8">',
                        '<meta charset="UTF-8">\n  <meta name="theme-color" content="#0E7C86">', 1)
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)
    with open(os.path.join(out, "beachbag.js"), "w", encoding="utf-8") as f:
        f.write(PAGE_JS)
    worker = os.path.join(out, "python-worker.js")
    code = open(worker, encoding="utf-8").read()
    for old, new in WORKER_PATCHES:
        if code.count(old) != 1:
            sys.exit(f"build-web: python-worker.js changed (no single {old.strip()[:50]!r})")
        code = code.replace(old, new)
    code += READ_SNAPSHOT_JS
    with open(worker, "w", encoding="utf-8") as f:
        f.write(code)


def register_worker_inline(out: str) -> None:
    """Without the loader (the minimal baseline site): register the worker from index.html."""
    index = os.path.join(out, "index.html")
    html = open(index, encoding="utf-8").read()
    tag = ("<script>if ('serviceWorker' in navigator) { navigator.serviceWorker.register("
           f"{json.dumps(SW_NAME)}).catch((e) => console.warn('offline cache:', e)); }}"
           "</script>\n</body>")
    if html.count("</body>") != 1:
        sys.exit("build-web: index.html has no single </body>")
    with open(index, "w", encoding="utf-8") as f:
        f.write(html.replace("</body>", tag))


def take_worker_from_loader(out: str) -> None:
    """Flutter's loader would wait (up to 4 s) for the service worker to finish caching the
    whole site before it starts the app: the page registers the worker itself instead."""
    bootstrap = os.path.join(out, "flutter_bootstrap.js")
    boot = open(bootstrap, encoding="utf-8").read()
    boot, n = re.subn(r"serviceWorkerSettings:\s*\{[^{}]*\},\s*", "", boot)
    if n != 1:
        sys.exit("build-web: could not take the service worker out of flutter_bootstrap.js")
    with open(bootstrap, "w", encoding="utf-8") as f:
        f.write(boot)


def finish(out: str, loader: bool) -> None:
    take_worker_from_loader(out)
    if loader:
        add_loader(out)
    else:
        register_worker_inline(out)
    cache = write_service_worker(out, selective=loader)
    files, _ = site_files(out)
    print(f"build-web: service worker caches {len(files)} files as {cache}")


def main(argv: list[str]) -> None:
    if len(argv) < 2 or argv[0] not in ("archive", "finish"):
        sys.exit(__doc__)
    out = argv[1]
    if argv[0] == "archive":
        bytecode = "--bytecode" in argv
        runtime = os.path.join(out, "pyodide")
        archive(out, bytecode, runtime)
        if "--snapshot" in argv:
            snapshot(out, runtime)
    else:
        finish(out, "--loader" in argv)


if __name__ == "__main__":
    main(sys.argv[1:])
