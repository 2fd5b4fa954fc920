"""Beach Bag: start the Flet web app with the settings in flet.toml.

    python app.py          serves http://127.0.0.1:8550 (no CDN, works offline)
    scripts/build-web      the same app as a static site; Python runs in the browser
"""
from __future__ import annotations

import os
import sys

import flet as ft

from ui import config as app_config
from ui import storage
from ui.shell.app import BeachBagApp

CONFIG = app_config.load()


def setup_page(page: ft.Page) -> None:
    theme = CONFIG["theme"]
    page.title = CONFIG["app"]["title"]
    page.fonts = {theme["font"]: theme["font_file"]}
    page.theme = ft.Theme(color_scheme_seed=theme["seed"], font_family=theme["font"])
    page.theme_mode = ft.ThemeMode.LIGHT
    page.bgcolor = theme["sand"]
    page.padding = 0  # each screen scrolls in its own slot (ui/shell/app.py)


async def main(page: ft.Page) -> None:
    setup_page(page)
    if storage.IN_BROWSER:
        prefs = ft.SharedPreferences()
        store = await storage.PrefsStore.open(prefs, page.run_task)
        settings_text = await prefs.get(storage.SETTINGS_KEY)

        async def save_settings(text):
            await prefs.set(storage.SETTINGS_KEY, text)

        settings = storage.Settings(lambda: settings_text,
                                    lambda text: page.run_task(save_settings, text))
    else:
        store, settings = storage.file_backend(CONFIG)
    app = BeachBagApp(page, CONFIG, store, settings)
    page.data = app
    app.start()


def port_free(host: str, port: int) -> bool:
    import socket
    with socket.socket() as s:
        try:
            s.bind((host, port))
        except OSError:
            return False
    return True


def run() -> int:
    if storage.IN_BROWSER:
        # Static site (scripts/build-web): Python runs in the page's Pyodide worker;
        # there is no host, port or server, and sockets do not exist there.
        ft.run(main)
        return 0
    app_cfg = CONFIG["app"]
    host, port = app_cfg["host"], int(app_cfg["port"])
    if port and not port_free(host, port):
        print(f"Beach Bag cannot start: {host}:{port} is already in use (is Beach Bag already "
              f"running? Open http://{host}:{port} or choose another port with BEACHBAG_PORT=8551).",
              file=sys.stderr)
        return 1
    os.environ.setdefault("FLET_WEB_NO_CDN", "true")
    print(f"Beach Bag is running at http://{host}:{port}  (Ctrl+C stops it)", flush=True)
    ft.run(main, view=ft.AppView.WEB_BROWSER, host=host, port=port,
           assets_dir=os.path.join(app_config.ROOT, app_cfg["assets_dir"]),
           no_cdn=bool(app_cfg["no_cdn"]),
           web_renderer=ft.WebRenderer(app_cfg["web_renderer"]))
    return 0


if __name__ == "__main__":
    sys.exit(run())
