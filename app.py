"""Beach Bag: start the Flet web app with the settings in flet.toml.

    python app.py          serves http://127.0.0.1:8550 (no CDN, works offline); only
                           pages of the app itself may talk to it (ui/server.py)
    scripts/build-web      the same app as a static site; Python runs in the browser

The app itself is ui/launch.py (main, serve); this file is its entry point.
"""
from __future__ import annotations

import sys

import flet as ft

from ui import storage
from ui.launch import CONFIG, main, serve


def run() -> int:
    if storage.IN_BROWSER:
        # Static site (scripts/build-web): Python runs in the page's Pyodide worker;
        # there is no host, port or server, and sockets do not exist there.
        ft.run(main)
        return 0
    return serve(main, CONFIG["app"])


if __name__ == "__main__":
    sys.exit(run())
