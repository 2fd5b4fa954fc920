"""`pip install .` works: the wheel holds app.py, every module of core/, ui/ and devtools/
(what tests and scripts share; `pip install -e .` makes it importable), and the
settings, assets and rule texts they read; installed, `beach-bag` serves the app with its
own assets. Built offline from the venv's setuptools (the dev extra), about a second."""
import os
import shutil
import subprocess
import sys
import time
import urllib.request
import zipfile

from devtools import browser as B

ROOT = B.ROOT
SOURCES = ["pyproject.toml", "README.md", "app.py", "flet.toml", "core", "ui", "devtools", "assets",
           "docs"]


def build_wheel(tmp_path) -> str:
    src = tmp_path / "src"  # a copy: the build leaves build/ and *.egg-info behind
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in SOURCES:
        path = os.path.join(ROOT, name)
        if os.path.isdir(path):
            shutil.copytree(path, src / name, ignore=ignore)
        else:
            os.makedirs(src, exist_ok=True)
            shutil.copy(path, src / name)
    out = tmp_path / "wheel"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-index",
                    "--no-build-isolation", "-w", str(out), str(src)], check=True,
                   capture_output=True, text=True, timeout=120)
    (wheel,) = out.glob("*.whl")
    return str(wheel)


def sources(folder: str) -> set[str]:
    found = set()
    for here, dirs, files in os.walk(os.path.join(ROOT, folder)):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        found |= {os.path.relpath(os.path.join(here, f), ROOT).replace(os.sep, "/")
                  for f in files if f.endswith(".py")}
    return found


def test_wheel_holds_the_code_and_what_it_reads(tmp_path):
    wheel = build_wheel(tmp_path)
    names = set(zipfile.ZipFile(wheel).namelist())
    code = {n for n in names if n.endswith(".py")}
    assert code == {"app.py"} | sources("core") | sources("ui") | sources("devtools")
    data = "beach_bag-0.1.0.data/data/share/beach-bag/"
    for need in ("flet.toml", "assets/index.html", "assets/fonts/DejaVuSans.ttf",
                 "assets/icons/icon-192.png", "docs/rules/seaside.txt", "docs/decisions.md"):
        assert data + need in names, need
    assert not any(n.startswith(("tests/", "scripts/", "build/")) for n in names)
    entry = zipfile.ZipFile(wheel).read("beach_bag-0.1.0.dist-info/entry_points.txt").decode()
    assert "beach-bag = app:run" in entry


def test_installed_package_serves_the_app(tmp_path):
    wheel = build_wheel(tmp_path)
    prefix = tmp_path / "prefix"
    # --ignore-installed: into the prefix alone; without it pip first uninstalls the
    # project's development install from this environment (scripts then lose devtools)
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index",
                    "--ignore-installed", "--prefix", str(prefix), wheel], check=True,
                   capture_output=True, timeout=120)
    site = next(prefix.glob("lib/python*/site-packages"))
    env = dict(os.environ, PYTHONPATH=str(site), BEACHBAG_SAVES=str(tmp_path / "saves"))
    found = subprocess.run(
        [sys.executable, "-c", "import ui.config as c, ui.rules_text as r; "
         "print(c.ROOT); print(c.load()['app']['title']); print(r.DOCS)"],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=True).stdout.split("\n")
    assert found[0] == str(prefix / "share" / "beach-bag")
    assert found[1] == "Beach Bag"
    assert os.path.isfile(os.path.join(found[2], "rules", "seaside.txt"))

    port = B.free_port()
    env["BEACHBAG_PORT"] = str(port)
    proc = subprocess.Popen([str(prefix / "bin" / "beach-bag")], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.time() + 60
        while True:
            try:
                page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).read()
                break
            except OSError:
                assert proc.poll() is None, proc.stdout.read()
                assert time.time() < deadline, "the installed app did not answer in 60 s"
                time.sleep(0.2)
        assert b"<title>Beach Bag</title>" in page  # assets/index.html, from share/
        icon = urllib.request.urlopen(f"http://127.0.0.1:{port}/icons/icon-192.png").read()
        assert icon == open(os.path.join(ROOT, "assets", "icons", "icon-192.png"), "rb").read()
    finally:
        proc.terminate()
        proc.wait(10)
