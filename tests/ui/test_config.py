"""One source of configuration: flet.toml holds every setting, the BEACHBAG_* environment
variables are read only by ui/config.py (its OVERRIDES, which the README lists)."""
from __future__ import annotations

import os
import re
import subprocess

from ui import config

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# reading the environment, as opposed to handing a child process an environment
READS = re.compile(r"""(environ\.get\(|environ\[|getenv\(|\$\{?)\s*["']?BEACHBAG_""")


def tracked_files() -> list:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [p for p in out.stdout.split() if p.endswith(".py") or p.startswith(("scripts/", ".ci/"))]


def test_only_ui_config_reads_the_environment_overrides():
    readers = set()
    for path in tracked_files():
        try:
            with open(os.path.join(ROOT, path), encoding="utf-8") as f:
                text = f.read()
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            continue
        if READS.search(text):
            readers.add(path)
    # ui/config.py reads each by its name in OVERRIDES, never by a written-out name
    assert readers == set()


def test_every_variable_mentioned_anywhere_is_listed_once_and_in_the_readme():
    names = [o.name for o in config.OVERRIDES]
    assert len(names) == len(set(names))
    mentioned = set()
    for path in tracked_files() + ["README.md"]:
        try:
            with open(os.path.join(ROOT, path), encoding="utf-8") as f:
                mentioned |= set(re.findall(r"BEACHBAG_[A-Z_]+", f.read()))
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            continue
    assert mentioned == set(names)
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    listed = set(re.findall(r"^\| `(BEACHBAG_[A-Z_]+)` \|", readme, re.M))
    assert listed == set(names)


def test_flet_toml_holds_every_setting_an_override_replaces():
    written = config.read()
    for o in config.OVERRIDES:
        if o.setting:
            section, key = o.setting
            assert key in written[section], o.name
    assert "bot_delay_ms" not in written["saves"] and written["bots"]["delay_ms"] == 700


def test_each_override_replaces_its_setting(monkeypatch):
    values = {"BEACHBAG_PORT": ("8551", 8551), "BEACHBAG_HOST": ("0.0.0.0", "0.0.0.0"),
              "BEACHBAG_ALLOWED_HOSTS": ("beach.test, 10.0.0.7", ["beach.test", "10.0.0.7"]),
              "BEACHBAG_WEB_RENDERER": ("canvaskit", "canvaskit"),
              "BEACHBAG_SAVES": ("/tmp/bb", "/tmp/bb"), "BEACHBAG_BOT_DELAY_MS": ("5", 5)}
    assert set(values) == {o.name for o in config.OVERRIDES if o.setting}
    plain = config.load()
    for name, (raw, _) in values.items():
        monkeypatch.setenv(name, raw)
    loaded = config.load()
    for o in config.OVERRIDES:
        if o.setting:
            section, key = o.setting
            assert loaded[section][key] == values[o.name][1] != plain[section][key], o.name
    monkeypatch.setenv("BEACHBAG_PORT", "")  # empty is unset
    assert config.load()["app"]["port"] == plain["app"]["port"]


def test_a_flet_toml_from_before_bots_keeps_its_bot_pause(tmp_path):
    old = tmp_path / "flet.toml"
    old.write_text('[app]\nport = 8550\n[saves]\nfolder = ""\nbot_delay_ms = 300\n')
    assert config.read(str(old))["bots"] == {"delay_ms": 300}
