"""The app's run settings. flet.toml is the one place they are written, defaults and all:
it sits beside app.py in the checkout and in the static site's app archive (scripts/build-web
copies it there), and for an installed package in <prefix>/share/beach-bag, where
pyproject.toml's data-files put it. The BEACHBAG_* environment variables are read here and
nowhere else: OVERRIDES lists them all (README.md, "Settings", shows the same list), and
other code asks `override(name)`."""
from __future__ import annotations

import os
import tomllib
from typing import Callable, NamedTuple


def _root() -> str:
    """The folder holding flet.toml, assets/ and docs/: the checkout (or the static
    site's app archive) when flet.toml is beside the code; for `pip install .`, the
    share/beach-bag folder of the prefix the package went to (venv, --user, --prefix)."""
    code = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if os.path.isfile(os.path.join(code, "flet.toml")):
        return code
    folder = code  # .../lib/pythonX.Y/site-packages (Windows: ...\Lib\site-packages)
    for _ in range(4):
        folder = os.path.dirname(folder)
        shared = os.path.join(folder, "share", "beach-bag")
        if os.path.isfile(os.path.join(shared, "flet.toml")):
            return shared
    return code


ROOT = _root()
SETTINGS = os.path.join(ROOT, "flet.toml")


def _names(text: str) -> list:
    return [n.strip() for n in text.split(",") if n.strip()]


class Override(NamedTuple):
    name: str
    setting: tuple | None          # the flet.toml (section, key) it replaces, if any
    parse: Callable[[str], object]
    what: str                      # for README.md's list


# Every environment variable Beach Bag reads. They help tests and hosting (e.g.
# BEACHBAG_PORT=0); an empty value counts as unset.
OVERRIDES = (
    Override("BEACHBAG_PORT", ("app", "port"), int, "the port to serve on (0: any free one)"),
    Override("BEACHBAG_HOST", ("app", "host"), str,
             "the address to serve on, e.g. 0.0.0.0 for the local network"),
    Override("BEACHBAG_ALLOWED_HOSTS", ("app", "allowed_hosts"), _names,
             "names the app answers to besides its own, comma-separated, e.g. 192.168.1.20"),
    Override("BEACHBAG_WEB_RENDERER", ("app", "web_renderer"), str, "auto, canvaskit or skwasm"),
    Override("BEACHBAG_SAVES", ("saves", "folder"), str,
             "the data folder (saves, records, settings)"),
    Override("BEACHBAG_BOT_DELAY_MS", ("bots", "delay_ms"), int,
             "the pause after each bot move, in ms"),
    Override("BEACHBAG_NO_BROWSER", None, bool,
             "the desktop program opens no browser (tests; open the printed address yourself)"),
    Override("BEACHBAG_CHROMIUM", None, str,
             "the Chromium the browser tests and benchmarks drive (default /usr/bin/chromium)"),
    Override("BEACHBAG_MINIMAL_FILLER", None, str,
             "scripts/minimal_app.py: 1, a screenful of text under its button; screens, "
             "Beach Bag's home and new-game bodies"),
    Override("BEACHBAG_STATIC_RENDERER", None, str,
             "scripts/build-web: the static site's renderer, auto (default) or canvaskit"),
)
_BY_NAME = {o.name: o for o in OVERRIDES}


def override(name: str, default=None):
    """An environment override's value, or `default` when it is unset or empty. The name
    must be in OVERRIDES (a KeyError otherwise: add it there and to the README)."""
    spec = _BY_NAME[name]
    raw = os.environ.get(name)
    return spec.parse(raw) if raw else default


def read(path: str | None = None) -> dict:
    """flet.toml's settings as written there (no environment overrides)."""
    path = path or SETTINGS
    try:
        with open(path, "rb") as f:
            config = {k: dict(v) for k, v in tomllib.load(f).items() if isinstance(v, dict)}
    except FileNotFoundError:  # every setting's default is in it: nothing to fall back on
        raise FileNotFoundError(f"Beach Bag's settings are missing: no {path}") from None
    # a flet.toml written before [bots] had the pause under [saves]: it still counts
    old = config.get("saves", {}).pop("bot_delay_ms", None)
    if old is not None:
        config.setdefault("bots", {}).setdefault("delay_ms", old)
    return config


def load(path: str | None = None) -> dict:
    """The settings the app runs with: flet.toml's, then the environment's overrides."""
    config = read(path)
    for spec in OVERRIDES:
        value = override(spec.name) if spec.setting else None
        if value is not None:
            section, key = spec.setting
            config.setdefault(section, {})[key] = value
    return config
