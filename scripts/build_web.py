"""Build Beach Bag as a static, offline web site: Python runs in the browser (Pyodide),
no server-side Python. Output: build/web (git-ignored).

    scripts/build-web            build (needs .venv from scripts/setup, and Node.js)
    scripts/build-web --minimal  the same for scripts/minimal_app.py (one button, Flet's own
                                 loading page) in build/web-minimal: the baseline of
                                 scripts/web_start.py, which times both sites' start
    then serve build/web with any static server, e.g.
    .venv/bin/python -m http.server -d build/web 8560

scripts/build-web runs this file with the project's Python (.venv); BEACHBAG_STATIC_RENDERER
=canvaskit builds the JavaScript client only (default auto, see drop_unused).

It runs `flet publish --no-cdn` on a staging copy holding only what the app needs, with
five offline fixes (docs/offline-web.md, "Build"):
  1. a local python-build manifest (FLET_PYTHON_BUILD_MANIFEST), no download;
  2. the Pyodide runtime that flet-web ships, put in flet's cache (FLET_CACHE_DIR, under
     build/cache) with "version" added to pyodide-lock.json, so no tarball download;
  3. index.html's flet.pyodideUrl rewritten to ./pyodide/pyodide.mjs (the worker could not
     import the bare relative path);
  4. the Python requirements shipped inside app.tar.gz in __pypackages__/ (flet, repath,
     six, and msgpack built pure-Python) instead of micropip fetching them from PyPI at run
     time; requirements.txt is dropped from the archive so micropip never runs;
  5. the client's Rive runtime address (jsdelivr) rewritten to a local path.
Then devtools/web_site.py (issue 15): bytecode made by the site's own Pyodide in Node.js,
the packages in one zip, a snapshot of Python with the app imported, Beach Bag's loading
screen and early start of Python (beachbag.js), and the service worker (offline, updates).
Network at build time: only PyPI (or the local wheel mirror), for the flet/repath/six
wheels and the msgpack sdist, cached in build/cache/wheels; later builds reuse them.
"""
from __future__ import annotations

import glob
import importlib.metadata
import importlib.util
import json
import math
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile

from devtools import web_site
from ui.config import override

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CACHE = os.path.join(ROOT, "build", "cache")
WHEELS = os.path.join(CACHE, "wheels")
# What the app reads in the browser (the minimal site: its one file and ui.config).
APP_FILES = ["app.py", "flet.toml", "core", "ui", "assets", "docs/rules", "docs/decisions.md",
             "docs/sandcastles-2015.md", "docs/sandcastles-draft.md"]
MINIMAL_FILES = [("scripts/minimal_app.py", "minimal_app.py"), ("flet.toml", "flet.toml"),
                 ("ui/__init__.py", "ui/__init__.py"), ("ui/config.py", "ui/config.py")]
# Files app.tar.gz cannot start without.
APP_NEEDS = ["app.py", "flet.toml", "ui/storage.py", "core/engine.py", "docs/decisions.md",
             "docs/rules/seaside.txt", "ui/locale/fr/LC_MESSAGES/beachbag.mo",
             "docs/rules/fr/seaside.txt", "__pypackages__/flet/__init__.py",
             "__pypackages__/msgpack/__init__.py", "__pypackages__/repath.py",
             "__pypackages__/six.py"]
MINIMAL_NEEDS = ["minimal_app.py", "flet.toml", "ui/config.py", "__pypackages__/flet/__init__.py"]
# Files of the site the page cannot start without.
SITE_NEEDS = ["main.dart.js", "canvaskit/canvaskit.wasm", "canvaskit/chromium/canvaskit.wasm",
              "pyodide/pyodide.mjs", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"]


def fail(message: str, code: int = 1):
    print(f"build-web: {message}", file=sys.stderr)
    sys.exit(code)


def run(command: list[str], **options) -> None:
    """A command whose output the player of the build sees; its failure ends the build."""
    result = subprocess.run(command, **options)
    if result.returncode:
        sys.exit(result.returncode)


def version(dist: str) -> str:
    return importlib.metadata.version(dist)


def stage_app(stage: str, minimal: bool) -> None:
    """Copy only what runs in the browser, without bytecode (built later, for Pyodide)."""
    # the translations' sources (.po, .pot) stay behind: the app reads the compiled .mo
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "*.po", "*.pot")
    pairs = MINIMAL_FILES if minimal else [(p, p) for p in APP_FILES]
    for src, dst in pairs:
        src, dst = os.path.join(ROOT, src), os.path.join(stage, dst)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if os.path.isdir(src):
            shutil.copytree(src, dst, ignore=skip, copy_function=shutil.copy)
        else:
            shutil.copy(src, dst)


def have(pattern: str) -> bool:
    return bool(glob.glob(os.path.join(WHEELS, pattern)))


def bundle_requirements(dest: str, flet: str, repath: str, six: str, msgpack: str) -> None:
    """Fix 4: the pure-Python wheels unpacked into the app's __pypackages__/."""
    if not (have(f"flet-{flet}-*.whl") and have(f"repath-{repath}-*.whl")
            and have(f"six-{six}-*.whl")):
        run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
             "-d", WHEELS, f"flet=={flet}", f"repath=={repath}", f"six=={six}"])
    if not have(f"msgpack-{msgpack}-py3-none-any.whl"):
        print(f"build-web: building a pure-Python msgpack {msgpack} wheel from its sdist")
        run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-binary", "msgpack",
             "--no-cache-dir", "-w", WHEELS, f"msgpack=={msgpack}"],
            env={**os.environ, "MSGPACK_PUREPYTHON": "1"})
    os.makedirs(dest)
    for pattern in (f"flet-{flet}-py3-none-any.whl", f"repath-{repath}-*.whl",
                    f"six-{six}-*.whl", f"msgpack-{msgpack}-py3-none-any.whl"):
        found = glob.glob(os.path.join(WHEELS, pattern))
        if len(found) != 1:
            fail(f"expected one wheel for {pattern}, found {found}")
        with zipfile.ZipFile(found[0]) as z:
            if any(n.endswith((".so", ".pyd")) for n in z.namelist()):
                fail(f"{found[0]} is not pure Python")
            z.extractall(dest)
        print("build-web: bundled", os.path.basename(found[0]))


def local_pyodide(work: str, source: str, pyodide: str, full: str, short: str) -> None:
    """Fixes 1 and 2: flet publish finds its python-build manifest and the Pyodide runtime
    on this machine (the runtime flet-web ships), so it downloads neither."""
    manifest = os.path.join(work, "python-build-manifest.json")
    with open(manifest, "w", encoding="utf-8") as f:
        json.dump({"default_python_version": short,
                   "pythons": {short: {"full_version": full, "pyodide_version": pyodide,
                                       "android_abis": []}}}, f)
    os.environ["FLET_PYTHON_BUILD_MANIFEST"] = manifest
    os.environ["FLET_CACHE_DIR"] = os.path.join(CACHE, "flet")
    cached = os.path.join(CACHE, "flet", "pyodide", pyodide)
    shutil.rmtree(cached, ignore_errors=True)
    os.makedirs(cached)
    for name in os.listdir(source):
        shutil.copy(os.path.join(source, name), cached)
    lock = os.path.join(cached, "pyodide-lock.json")
    with open(lock, encoding="utf-8") as f:
        data = json.load(f)
    data["info"]["version"] = pyodide
    with open(lock, "w", encoding="utf-8") as f:
        json.dump(data, f)


def publish(stage: str, work: str, out: str, entry: str, name: str, short: str,
            renderer: str) -> None:
    flet = shutil.which("flet", path=os.path.dirname(sys.executable)) or "flet"
    log = os.path.join(work, "publish.log")
    with open(log, "w", encoding="utf-8") as f:
        result = subprocess.run(
            [flet, "publish", entry, "--no-cdn", "--distpath", out,
             "--python-version", short, "--web-renderer", renderer,
             "--route-url-strategy", "hash", "--app-name", name, "--app-short-name", name,
             "--app-description", "Three beach tabletop games, offline in the browser",
             "--pwa-background-color", "#F6E7C8", "--pwa-theme-color", "#0E7C86"],
            cwd=stage, stdout=f, stderr=subprocess.STDOUT)
    if result.returncode:
        with open(log, encoding="utf-8", errors="replace") as f:
            sys.stderr.write(f.read())
        fail("flet publish failed")


def local_pyodide_url(out: str) -> None:
    """Fix 3: the worker imports ./pyodide/pyodide.mjs (it could not import the bare path)."""
    index = os.path.join(out, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    fixed, n = re.subn(r'flet\.pyodideUrl\s*=\s*"pyodide/pyodide\.mjs"',
                       'flet.pyodideUrl="./pyodide/pyodide.mjs"', html)
    if n != 1 or "cdn.jsdelivr" in fixed:
        sys.exit("build-web: could not point flet.pyodideUrl at ./pyodide/pyodide.mjs")
    with open(index, "w", encoding="utf-8") as f:
        f.write(fixed)


def drop_unused(out: str, renderer: str) -> None:
    """Drop what this site never loads.

    Renderer "auto" (BEACHBAG_STATIC_RENDERER=canvaskit for the JavaScript client only):
    Chromium browsers run the WebAssembly client (main.dart.wasm) with skwasm (skwasm_heavy
    without image codecs), the others main.dart.js with CanvasKit (canvaskit/chromium/ in
    Chromium). Measured here (scripts/web_start.py): the start to home falls from about 8 s
    to under 4 s with the WebAssembly client, which is also smaller (12 MB vs 15 MB). Never
    fetched: the wimp renderer (an experimental option), experimental_webparagraph, debug
    symbols, Pyodide's Node command-line helpers. The service worker keeps only the client
    files this browser uses (devtools/web_site.py), so a phone stores one client, not both."""
    patterns = ["canvaskit/wimp*", "canvaskit/experimental_webparagraph", "pyodide/python",
                "pyodide/python.bat", "pyodide/python.exe", "pyodide/python_cli_entry.mjs",
                "pyodide/*.d.ts"]
    if renderer == "canvaskit":
        patterns += ["main.dart.wasm", "main.dart.mjs", "canvaskit/skwasm*"]
    for pattern in patterns:
        for path in glob.glob(os.path.join(out, pattern)):
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path)
            else:
                os.remove(path)
    for folder, _, names in os.walk(os.path.join(out, "canvaskit")):
        for name in names:
            if name.endswith(".symbols"):
                os.remove(os.path.join(folder, name))
    for need in SITE_NEEDS:
        if not os.path.isfile(os.path.join(out, need)):
            fail(f"{need} is missing from the site")


def disk_usage(path: str) -> str:
    """What `du -h` prints for path: blocks in use, 1024-based, rounded up."""
    def used(p: str) -> int:
        st = os.lstat(p)
        return getattr(st, "st_blocks", 0) * 512 or st.st_size
    total = used(path)
    for folder, dirs, names in os.walk(path):
        total += sum(used(os.path.join(folder, n)) for n in dirs + names)
    size, unit = total / 1024, "K"
    for bigger in "MGT":
        if size < 1024:
            break
        size, unit = size / 1024, bigger
    if size < 10 and math.ceil(size * 10) < 100:
        return f"{math.ceil(size * 10) / 10:.1f}{unit}"
    return f"{math.ceil(size)}{unit}"


def main(argv: list[str]) -> int:
    sys.stdout.reconfigure(line_buffering=True)  # in order with pip's and Node's output
    minimal = False
    for arg in argv:
        if arg in ("-h", "--help"):
            print(__doc__)
            return 0
        if arg != "--minimal":
            fail(f"unknown option {arg} (only --minimal)", 2)
        minimal = True
    renderer = override("BEACHBAG_STATIC_RENDERER", "auto")
    if renderer not in ("auto", "canvaskit"):
        fail("BEACHBAG_STATIC_RENDERER must be auto or canvaskit", 2)
    out = os.path.join(ROOT, "build", "web-minimal" if minimal else "web")
    # not under a name starting "build/web": flet publish skips files whose path merely
    # starts with the dist path
    work = os.path.join(ROOT, "build", "stage-minimal" if minimal else "stage-web")
    stage = os.path.join(work, "app")
    start = time.time()

    flet, web = version("flet"), version("flet-web")
    msgpack, repath, six = version("msgpack"), version("repath"), version("six")
    site = os.path.dirname(importlib.util.find_spec("flet_web").origin)
    pyodide_src = os.path.join(site, "web", "pyodide")
    with open(os.path.join(pyodide_src, "package.json"), encoding="utf-8") as f:
        pyodide = json.load(f)["version"]
    with open(os.path.join(pyodide_src, "pyodide-lock.json"), encoding="utf-8") as f:
        py_full = json.load(f)["info"]["python"]
    py_short = py_full.rsplit(".", 1)[0]
    print(f"build-web: flet {flet}, flet-web {web}, Pyodide {pyodide} (Python {py_full})")
    if flet != web:
        fail("flet and flet-web differ")

    # `flet publish` lives in flet-cli; flet would install it on first use anyway, but pin
    # it to flet's version explicitly (an ordinary pip install from the registry).
    if importlib.util.find_spec("flet_cli") is None:
        print(f"build-web: installing flet-cli=={flet} into .venv (needed by flet publish)")
        run([sys.executable, "-m", "pip", "install", "-q", f"flet-cli=={flet}"])

    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(stage)
    os.makedirs(WHEELS, exist_ok=True)
    stage_app(stage, minimal)
    bundle_requirements(os.path.join(stage, "__pypackages__"), flet, repath, six, msgpack)
    local_pyodide(work, pyodide_src, pyodide, py_full, py_short)

    shutil.rmtree(out, ignore_errors=True)
    publish(stage, work, out, "minimal_app.py" if minimal else "app.py",
            "Minimal" if minimal else "Beach Bag", py_short, renderer)

    local_pyodide_url(out)
    # Fix 4, second half: app.tar.gz without requirements.txt; for the app, Python 3.14
    # bytecode made by the page's own Pyodide (run by Node.js) so the browser imports
    # without compiling, and the start snapshot.
    runtime = os.path.join(out, "pyodide")
    web_site.archive(out, not minimal, runtime)
    if not minimal:
        web_site.snapshot(out, runtime)
    web_site.check_archive(out, MINIMAL_NEEDS if minimal else APP_NEEDS)

    # Fix 5: Flet's client loads Rive's runtime from jsdelivr at start (no Rive control is
    # used): the address is rewritten to a local path of the same length, which answers 404.
    from ui import webclient
    print("build-web: CDN address made local in", ", ".join(webclient.patch_folder(out)))

    drop_unused(out, renderer)

    # Offline after the first visit: Flutter's flutter_service_worker.js (which the page
    # registers) only unregisters itself. web_site.finish replaces it with one that stores
    # the whole site and answers from that store (a new build waits until the player taps
    # "Reload"), and, for Beach Bag, adds the loading screen, the early start of Python, the
    # storage and update notices and the Install button (beachbag.js).
    web_site.finish(out, loader=not minimal)

    print(f"build-web: done in {int(time.time() - start)} s; {disk_usage(out)} in {out} "
          f"(app.tar.gz {disk_usage(os.path.join(out, 'app.tar.gz'))})")
    print("Serve it with any static web server, for example:")
    print(f"  .venv/bin/python -m http.server -d build/{os.path.basename(out)} 8560")
    print("then open http://127.0.0.1:8560/ (Python runs in the browser; no CDN, no "
          "server-side Python).")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
