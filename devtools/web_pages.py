"""Beach Bag's page files: Flet's own index.html and manifest.json with Beach Bag's name,
description and colours (scripts/make_web_assets.py writes them into assets/;
tests/ui/test_web_assets.py checks the committed ones still match the installed Flet)."""
from __future__ import annotations

import json
import os
import re

from ui import config
from ui.table.style import SAND

NAME = "Beach Bag"
DESCRIPTION = "Three beach tabletop games, offline in the browser"
SCROLL_JS = "semantics-scroll.js"
# the page's colours from the one palette and the theme's seed, as the app draws them
COLOURS = {"background_color": SAND, "theme_color": config.read()["theme"]["seed"]}


def flet_web_file(name: str) -> str:
    import flet_web
    with open(os.path.join(os.path.dirname(flet_web.__file__), "web", name), encoding="utf-8") as f:
        return f.read()


def index_html() -> str:
    """Flet's index.html with Beach Bag's name: the tab title before the app connects and
    the name iOS gives the home-screen icon. The run-time settings Flet injects at its
    <!-- fletAppConfig --> mark are left to Flet."""
    page = flet_web_file("index.html")
    page = re.sub(r'<meta name="apple-mobile-web-app-title" content="[^"]*">',
                  f'<meta name="apple-mobile-web-app-title" content="{NAME}">', page)
    page = re.sub(r"<title>[^<]*</title>", f"<title>{NAME}</title>", page)
    page = re.sub(r'<meta name="description" content="[^"]*">',
                  f'<meta name="description" content="{DESCRIPTION}">', page)
    # assets/semantics-scroll.js: the screen-reader tree follows a scroll the browser
    # makes (issue 23); loaded before the client starts
    anchor = '<link rel="manifest" href="manifest.json">'
    if anchor not in page:
        raise SystemExit("make_web_assets: Flet's index.html has no manifest link to put "
                         f"{SCROLL_JS} after: look again")
    return page.replace(anchor, f'{anchor}\n  <script src="{SCROLL_JS}"></script>', 1)


def manifest_json() -> str:
    manifest = json.loads(flet_web_file("manifest.json"))
    manifest.update({"name": NAME, "short_name": NAME, "description": DESCRIPTION}, **COLOURS)
    return json.dumps(manifest, indent=2) + "\n"
