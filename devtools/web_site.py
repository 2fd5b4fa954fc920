"""The last steps of scripts/build-web (scripts/build_web.py), on the site `flet publish`
wrote (the standard library, and ui.language for the page's words):

    archive(out, bytecode, runtime)   app.tar.gz without requirements.txt, and (bytecode) with
                                      Python 3.14 bytecode for every module
    snapshot(out, runtime)            Pyodide's memory with the app imported, to start from
    check_archive(out, needed)        the files the site cannot start without are in it
    finish(out, loader)               service worker (and, loader, Beach Bag's loading screen,
                                      early Python start, storage notice, update notice and
                                      install button, their words in every language:
                                      devtools/site_text.py)

The JavaScript, HTML and Node scripts they write or run are files in devtools/site/
(`site_file` fills their placeholders; see below).

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
SITE = os.path.join(HERE, "site")  # the page's own files and the build's Node scripts

# ---------------------------------------------------------------------------------------------
# the files in devtools/site
#
# Placeholders: @NAME@ (capitals and _), filled by `site_file`. In .js and .mjs files a
# placeholder is always a whole JavaScript string, "@NAME@", and the build puts a JSON value
# (json.dumps) in place of it, quotes included; so every script as committed is valid
# JavaScript, which tests/ui/test_web_site.py checks with node --check. In .html, @NAME@ is
# replaced by the text given.
PLACEHOLDER_JS = re.compile(r'"@([A-Z][A-Z_]*)@"')
PLACEHOLDER_TEXT = re.compile(r"@([A-Z][A-Z_]*)@")


def site_file(name: str, **values) -> str:
    """devtools/site/<name> with its placeholders filled; each given value must be used,
    and each placeholder given a value."""
    with open(os.path.join(SITE, name), encoding="utf-8", newline="") as f:
        text = f.read()
    script = name.endswith((".js", ".mjs"))
    pattern = PLACEHOLDER_JS if script else PLACEHOLDER_TEXT
    used = set()

    def fill(match: re.Match) -> str:
        key = match.group(1)
        if key not in values:
            raise KeyError(f"devtools/site/{name}: no value for @{key}@")
        used.add(key)
        return json.dumps(values[key]) if script else str(values[key])

    text = pattern.sub(fill, text)
    if used != set(values):
        raise KeyError(f"devtools/site/{name} has no @{sorted(set(values) - used)[0]}@")
    return text


def worker_patches() -> list[tuple[str, str]]:
    """The (find, replace with) pairs of devtools/site/python-worker.patches, in order."""
    with open(os.path.join(SITE, "python-worker.patches"), encoding="utf-8", newline="") as f:
        text = f.read()
    blocks = re.split(r"^@@ (.*)\n", text, flags=re.M)[1:]  # [marker, body, marker, ...]
    markers = [m.split(":")[0] for m in blocks[0::2]]
    if not blocks or markers != ["find", "replace with"] * (len(markers) // 2):
        raise ValueError("python-worker.patches: expected pairs of @@ find / @@ replace with")
    bodies = blocks[1::2]
    return list(zip(bodies[0::2], bodies[1::2]))


# ---------------------------------------------------------------------------------------------
# app.tar.gz


def find_node() -> str | None:
    """Node.js as Debian installs it (`node`, or `nodejs` on older releases), or None."""
    for name in ("node", "nodejs"):
        found = shutil.which(name)
        if found:
            return found
    return None


def node() -> str:
    found = find_node()
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
        f.write(site_file("precompile.mjs", PYODIDE_URL=url))
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
# So site/grow-for-snapshot.js creates the module and grows its heap to the snapshot's size
# before the restore; it is shared by the page's worker (after site/read-snapshot.js) and the
# build's own restore check (before site/snapshot.mjs).
def snapshot_js(url: str) -> str:
    return "\n" + site_file("grow-for-snapshot.js") + "\n" + site_file("snapshot.mjs",
                                                                      PYODIDE_URL=url)


def read_snapshot_js() -> str:
    """What the page's Python worker gets at its end: reading the snapshot, restoring it."""
    return ("\n" + site_file("read-snapshot.js", SNAPSHOT_NAME=SNAPSHOT_NAME) + "\n"
            + site_file("grow-for-snapshot.js"))


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
            f.write(snapshot_js(url))
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

# The Flutter client's files, of which a browser uses one set (see site/service-worker.js).
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
        f.write(site_file("service-worker.js", CACHE=cache, FILES=files, CLIENT=client))
    return cache


# ---------------------------------------------------------------------------------------------
# the page: loading screen, early Python start, notices

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


# The page's words (devtools/site_text.py) in every language the app speaks, put into the
# page by add_loader as JSON in <script id="bb-words" type="application/json">, before the
# loading screen: beachbag.js reads it and shows the words in the language the app will
# speak. Flet's SharedPreferences keeps a key in the browser's localStorage as
# "flutter." + key, the value JSON-encoded (settings: a JSON text, so encoded twice).
WORDS_ID = "bb-words"
PREFS_PREFIX = "flutter."


def page_words(first_mb: str) -> dict:
    """What the page's script needs to speak: "words", every message of
    devtools/site_text.PAGE in each language of ui/language.LANGUAGES ({language: {key:
    text}}, English where a catalogue lacks one); "source", the code's own language;
    "firstMb", the first visit's download; "settingsKeys", where Settings may be kept
    in localStorage (the language chosen there comes first)."""
    from devtools.site_text import PAGE
    from ui import language, storage
    words = {}
    for code in language.LANGUAGES:
        catalogue = language.translations(code)
        words[code] = {key: catalogue.gettext(message) if catalogue else message
                       for key, message in PAGE.items()}
    return {"words": words, "source": language.SOURCE, "firstMb": first_mb,
            "settingsKeys": [PREFS_PREFIX + storage.SETTINGS_KEY, storage.SETTINGS_KEY]}


def words_script(data: dict) -> str:
    """The <script> element holding `data` as JSON (no "<" in it: nothing can end it)."""
    text = json.dumps(data, ensure_ascii=False, sort_keys=True).replace("<", "\\u003c")
    return f'<script id="{WORDS_ID}" type="application/json">{text}</script>'


def add_loader(out: str) -> None:
    index = os.path.join(out, "index.html")
    html = open(index, encoding="utf-8").read()
    html, n = re.subn(r'<div id="loading".*?</div>\s*', "", html, count=1, flags=re.S)
    if n != 1:
        sys.exit("build-web: index.html has no Flet loading <div id=\"loading\">")
    if html.count("<body>") != 1 or "<script src=\"python.js\"></script>" not in html:
        sys.exit("build-web: index.html is not the page Flet writes (no single <body>, no python.js)")
    first_mb = first_visit_mb(out)
    html = html.replace("<body>", "<body>\n  " + words_script(page_words(first_mb)) + "\n  "
                        + site_file("loading.html", FIRST_MB=first_mb))
    html = html.replace('<meta charset="UTF-8">',
                        '<meta charset="UTF-8">\n  <meta name="theme-color" content="#0E7C86">', 1)
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)
    with open(os.path.join(out, "beachbag.js"), "w", encoding="utf-8") as f:
        f.write(site_file("beachbag.js"))
    worker = os.path.join(out, "python-worker.js")
    code = open(worker, encoding="utf-8").read()
    for old, new in worker_patches():
        if code.count(old) != 1:
            sys.exit(f"build-web: python-worker.js changed (no single {old.strip()[:50]!r})")
        code = code.replace(old, new)
    code += read_snapshot_js()
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
