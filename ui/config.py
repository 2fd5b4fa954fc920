"""The app's run settings, read from flet.toml beside app.py (or, for an installed
package, from <prefix>/share/beach-bag, where pyproject.toml's data-files put it)."""
from __future__ import annotations

import os
import tomllib


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

DEFAULTS = {
    "app": {"title": "Beach Bag", "host": "127.0.0.1", "port": 8550, "web_renderer": "auto",
            "no_cdn": True, "assets_dir": "assets", "allowed_hosts": []},
    "theme": {"seed": "#0E7C86", "font": "DejaVu Sans", "font_file": "fonts/DejaVuSans.ttf"},
    "saves": {"folder": "", "bot_delay_ms": 700},
}


def load(path: str | None = None) -> dict:
    path = path or os.path.join(ROOT, "flet.toml")
    config = {k: dict(v) for k, v in DEFAULTS.items()}
    try:
        with open(path, "rb") as f:
            data = tomllib.load(f)
    except FileNotFoundError:
        return config
    for section, values in data.items():
        if isinstance(values, dict):
            config.setdefault(section, {}).update(values)
    # Environment overrides help tests and hosting (e.g. BEACHBAG_PORT=0).
    if os.environ.get("BEACHBAG_PORT"):
        config["app"]["port"] = int(os.environ["BEACHBAG_PORT"])
    if os.environ.get("BEACHBAG_HOST"):  # e.g. 0.0.0.0 for the local network
        config["app"]["host"] = os.environ["BEACHBAG_HOST"]
    if os.environ.get("BEACHBAG_ALLOWED_HOSTS"):  # comma-separated, e.g. 192.168.1.20
        config["app"]["allowed_hosts"] = [
            n.strip() for n in os.environ["BEACHBAG_ALLOWED_HOSTS"].split(",") if n.strip()]
    if os.environ.get("BEACHBAG_SAVES"):
        config["saves"]["folder"] = os.environ["BEACHBAG_SAVES"]
    if os.environ.get("BEACHBAG_WEB_RENDERER"):  # canvaskit, skwasm or auto
        config["app"]["web_renderer"] = os.environ["BEACHBAG_WEB_RENDERER"]
    if os.environ.get("BEACHBAG_BOT_DELAY_MS"):
        config["saves"]["bot_delay_ms"] = int(os.environ["BEACHBAG_BOT_DELAY_MS"])
    return config
