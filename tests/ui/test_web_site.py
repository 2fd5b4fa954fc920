"""The pieces of scripts/build-web and the desktop program that run without a browser:
the app archive's layout, the service worker's lists, the page's files in devtools/site
(their syntax checked by Node.js, their placeholders), and the
desktop program's count of open pages (ui/server.PageWatch)."""
import asyncio
import importlib.util
import io
import json
import os
import subprocess
import tarfile
import zipfile

import pytest

from devtools import web_site
from ui import server

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def write(path, text="x = 1\n"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def test_packages_zip_holds_each_module_with_its_bytecode_beside_it(tmp_path):
    """zipimport reads module.pyc beside module.py (never __pycache__): without that layout
    every start would compile flet from source in the browser."""
    tree = tmp_path / "app"
    write(str(tree / "__pypackages__" / "pkg" / "__init__.py"))
    write(str(tree / "__pypackages__" / "pkg" / "__pycache__" / "__init__.cpython-314.pyc"), "b")
    write(str(tree / "__pypackages__" / "mod.py"))
    write(str(tree / "__pypackages__" / "__pycache__" / "mod.cpython-314.pyc"), "c")
    write(str(tree / "__pypackages__" / "pkg" / "data.json"), "{}")
    web_site.zip_packages(str(tree))
    assert not (tree / "__pypackages__").exists()
    with zipfile.ZipFile(tree / web_site.PACKAGES_ZIP) as z:
        assert sorted(z.namelist()) == ["mod.py", "mod.pyc", "pkg/__init__.py",
                                        "pkg/__init__.pyc", "pkg/data.json"]
        assert z.read("mod.pyc") == b"c"
        assert all(i.compress_type == zipfile.ZIP_STORED for i in z.infolist())


def test_a_module_without_bytecode_stops_the_build(tmp_path):
    tree = tmp_path / "app"
    write(str(tree / "__pypackages__" / "mod.py"))
    with pytest.raises(SystemExit, match="no bytecode for mod.py"):
        web_site.zip_packages(str(tree))


def test_check_archive_looks_inside_the_packages_zip(tmp_path):
    packages = io.BytesIO()
    with zipfile.ZipFile(packages, "w") as z:
        z.writestr("flet/__init__.py", "")
    with tarfile.open(tmp_path / "app.tar.gz", "w:gz") as t:
        for name, data in (("app.py", b""), (web_site.PACKAGES_ZIP, packages.getvalue())):
            info = tarfile.TarInfo(name)
            info.size = len(data)
            t.addfile(info, io.BytesIO(data))
    web_site.check_archive(str(tmp_path), ["app.py", "__pypackages__/flet/__init__.py"])
    with pytest.raises(SystemExit, match="__pypackages__/six.py is missing"):
        web_site.check_archive(str(tmp_path), ["__pypackages__/six.py"])


def site(tmp_path):
    for name in ("index.html", "main.dart.js", "main.dart.wasm", "canvaskit/skwasm.wasm",
                 "canvaskit/chromium/canvaskit.wasm", "pyodide/pyodide.mjs", "app.tar.gz"):
        write(str(tmp_path / name), name)
    return str(tmp_path)


def sw_lists(folder):
    text = open(os.path.join(folder, web_site.SW_NAME), encoding="utf-8").read()
    lists = [json.loads(line.split("=", 1)[1].strip().rstrip(";"))
             for line in text.splitlines() if line.startswith(("const FILES", "const CLIENT"))]
    return text, lists[0], lists[1]


def test_service_worker_keeps_one_client_build_and_changes_name_with_the_site(tmp_path):
    folder = site(tmp_path)
    first = web_site.write_service_worker(folder)
    _, files, client = sw_lists(folder)
    assert "index.html" in files and "app.tar.gz" in files and web_site.SW_NAME not in files
    assert sorted(client) == ["canvaskit/chromium/canvaskit.wasm", "canvaskit/skwasm.wasm",
                              "main.dart.js", "main.dart.wasm"]
    assert web_site.write_service_worker(folder) == first  # same site, same cache
    write(os.path.join(folder, "app.tar.gz"), "a new build")
    assert web_site.write_service_worker(folder) != first
    web_site.write_service_worker(folder, selective=False)  # the minimal site keeps all
    assert sw_lists(folder)[2] == []


def node_check(script: str) -> None:
    node = web_site.find_node()  # as the build finds it; a missing Node.js fails here
    assert node, "Node.js is missing: scripts/setup --dev installs it"
    result = subprocess.run([node, "--check", script], capture_output=True, text=True)
    assert result.returncode == 0, f"{script}:\n{result.stderr}"


def test_every_script_in_devtools_site_is_valid_javascript():
    """The page's scripts and the build's Node scripts, as committed: their placeholders
    are JavaScript strings ("@NAME@"), so each file parses as it is."""
    scripts = sorted(n for n in os.listdir(web_site.SITE) if n.endswith((".js", ".mjs")))
    assert {"beachbag.js", "service-worker.js", "read-snapshot.js", "grow-for-snapshot.js",
            "precompile.mjs", "snapshot.mjs"} <= set(scripts)
    for name in scripts:
        node_check(os.path.join(web_site.SITE, name))


def flet_worker() -> str:
    return os.path.join(os.path.dirname(importlib.util.find_spec("flet_web").origin), "web",
                        "python-worker.js")


def test_written_scripts_are_valid_javascript(tmp_path):
    """What the build writes from those files: the service worker with its lists filled in,
    flet-web's Python worker with Beach Bag's patches and snapshot reader, the Node script
    that makes the snapshot."""
    folder = site(tmp_path)
    web_site.write_service_worker(folder)
    with open(flet_worker(), encoding="utf-8") as f:
        worker = f.read()
    for old, new in web_site.worker_patches():
        assert worker.count(old) == 1, f"flet-web's python-worker.js changed: {old!r}"
        worker = worker.replace(old, new)
    (tmp_path / "python-worker.mjs").write_text(worker + web_site.read_snapshot_js(),
                                                encoding="utf-8")  # a module worker
    (tmp_path / "snapshot.mjs").write_text(web_site.snapshot_js("file:///pyodide/pyodide.mjs"),
                                           encoding="utf-8")
    for script in (web_site.SW_NAME, "python-worker.mjs", "snapshot.mjs"):
        node_check(str(tmp_path / script))


def test_site_files_get_every_placeholder_filled_and_no_other():
    html = web_site.site_file("loading.html", FIRST_MB="55")
    assert "about 55 MB to fetch" in html and "@" + "FIRST_MB@" not in html
    reader = web_site.site_file("read-snapshot.js", SNAPSHOT_NAME=web_site.SNAPSHOT_NAME)
    assert 'new URL("beachbag.snapshot", self.location.href)' in reader
    with pytest.raises(KeyError, match="no value for @FIRST_MB@"):
        web_site.site_file("loading.html")
    with pytest.raises(KeyError, match="has no @CACHE@"):
        web_site.site_file("beachbag.js", CACHE="x")


def test_page_watch_counts_open_pages_and_the_time_since_the_last_closed():
    now = [100.0]
    closing = asyncio.Event()

    async def app(scope, receive, send):
        if scope["type"] == "websocket":
            await closing.wait()

    watch = server.PageWatch(app, clock=lambda: now[0])

    async def scenario():
        assert watch.closed_for() is None          # no page yet: never stop before one
        await watch({"type": "http"}, None, None)
        assert watch.closed_for() is None          # plain requests are not pages
        page = asyncio.create_task(watch({"type": "websocket"}, None, None))
        await asyncio.sleep(0)
        assert watch.open == 1 and watch.closed_for() is None
        now[0] = 130.0
        closing.set()
        await page
        now[0] = 134.0
        assert watch.closed_for() == 4.0

    asyncio.run(scenario())


def loader_site(tmp_path) -> str:
    """The few files of Flet's published site that add_loader rewrites."""
    folder = tmp_path / "web"
    write(str(folder / "index.html"),
          '<!DOCTYPE html>\n<html>\n<head>\n  <meta charset="UTF-8">\n</head>\n<body>\n'
          '  <div id="loading">Flet</div>\n  <script src="python.js"></script>\n</body>\n</html>\n')
    with open(flet_worker(), encoding="utf-8") as f:
        write(str(folder / "python-worker.js"), f.read())
    write(str(folder / "app.tar.gz"), "x" * 100)
    return str(folder)


def built_words(folder: str) -> dict:
    html = open(os.path.join(folder, "index.html"), encoding="utf-8").read()
    start = html.index(f'<script id="{web_site.WORDS_ID}" type="application/json">')
    body = html[html.index(">", start) + 1:html.index("</script>", start)]
    assert "<" not in body
    return json.loads(body)


def test_the_built_page_has_every_page_message_in_french(tmp_path):
    """Issue 27: the page's own words (loading screen, notices, errors: shown before
    Python runs) are in the page in every language, French from the catalogue for every
    message of devtools/site_text.py; the English loading screen is loading.html as
    written."""
    from devtools.site_text import PAGE
    from ui import language
    folder = loader_site(tmp_path)
    web_site.add_loader(folder)
    html = open(os.path.join(folder, "index.html"), encoding="utf-8").read()
    site = built_words(folder)
    assert set(site["words"]) == set(language.LANGUAGES)
    assert site["settingsKeys"][0] == "flutter.beachbag.settings"
    assert site["words"]["en"] == PAGE
    assert web_site.site_file("loading.html", FIRST_MB=site["firstMb"]) in html
    french = language.translations("fr")
    assert french is not None, "no compiled French catalogue"
    for key, english in PAGE.items():
        assert english in french._catalog and french._catalog[english], \
            f"no French for the page's {key!r}: {english!r}"
        assert site["words"]["fr"][key] == french.gettext(english)
    fr = site["words"]["fr"]
    assert fr["offline"] == "Prêt à jouer hors ligne"
    assert fr["say_both"] == "{first} et {second}"
    assert "{mb}" in fr["first_visit"] and "Mo" in fr["first_visit"]
    changed = [k for k in PAGE if fr[k] != PAGE[k]]
    assert len(changed) >= len(PAGE) - 2, "French words equal to English: " + \
        str(sorted(set(PAGE) - set(changed)))   # only "Python" and "OK" are the same


def test_page_messages_are_the_english_page_words():
    """The English page is unchanged: devtools/site_text.py's loading-screen messages are
    loading.html's own words (written there for the first frame and for English)."""
    import html as html_lib
    import re
    from devtools.site_text import PAGE
    page = web_site.site_file("loading.html", FIRST_MB="55")
    words = " ".join(html_lib.unescape(re.sub(r"<[^>]*>|\s+", " ", page)).split())
    for key in ("loading", "part_client", "part_python", "part_app", "part_games",
                "part_home", "retry"):
        assert PAGE[key] in words, key
    assert PAGE["first_visit"].format(mb="55") in words
    assert f'aria-label="{PAGE["loading_label"]}"' in page
    script = open(os.path.join(web_site.SITE, "beachbag.js"), encoding="utf-8").read()
    for key in PAGE:   # every message is asked for by the page (steps by their id)
        asked = f'"{key}"' in script or (key.startswith(("part_", "say_"))
                                           and f'"{key.split("_")[0]}_"' in script)
        assert asked, f"beachbag.js never shows {key!r}"
