"""The smallest Flet app served exactly like Beach Bag (the baseline of scripts/ui_speed.py).

    python scripts/minimal_app.py     same host, port (BEACHBAG_PORT), renderer and no-CDN
                                      setting as app.py, read from flet.toml

One button, wrapped in ft.Semantics with an identifier, toggles between two screens:
screen A shows the button `go-b`, screen B shows the button `go-a`. With
BEACHBAG_MINIMAL_FILLER=1 a static screenful of text sits under the button; with
BEACHBAG_MINIMAL_FILLER=screens, Beach Bag's home body (A) or new-game body (B).
`scripts/build-web --minimal` builds it as a static site (Python in the browser), the
baseline of scripts/web_start.py.
"""
from __future__ import annotations

import sys

import flet as ft

from ui import config as app_config

CONFIG = app_config.load()


def main(page: ft.Page) -> None:
    page.title = "Minimal"

    def show(screen: str) -> None:
        other = "b" if screen == "a" else "a"
        button = ft.Semantics(
            label=f"Go to screen {other.upper()}", identifier=f"go-{other}", button=True,
            content=ft.FilledButton(f"Go to screen {other.upper()}",
                                    on_click=lambda e: show(other)))
        filler = []
        kind = app_config.override("BEACHBAG_MINIMAL_FILLER")
        if kind == "screens":
            # The same button above Beach Bag's own home (screen A) or new-game body
            # (screen B), built afresh per tap by its own code: what drawing those
            # screens costs without routing, saves or an app bar.
            filler = [beach_bag_body(page, screen)]
        elif kind:
            # The same button above a screenful of static text in five panels, to tell
            # a tap's own cost from the cost of a busy screen.
            filler = [ft.Container(ft.Column([ft.Text(f"Static line {i}.{j}, some words on it")
                                              for j in range(6)]),
                                   bgcolor="#FFFFFF", padding=10, border_radius=12)
                      for i in range(5)]
        page.controls.clear()
        page.add(ft.Text(f"Screen {screen.upper()}", size=22), button, *filler)
        page.update()

    show("a")


def beach_bag_body(page: ft.Page, screen: str) -> ft.Control:
    if not isinstance(page.data, dict) or "beach_bag" not in page.data:
        import tempfile

        from ui.storage import FileStore
        from ui.shell.app import BeachBagApp
        from ui.storage import Settings
        app = BeachBagApp(page, CONFIG, FileStore(tempfile.mkdtemp(prefix="minimal-")),
                          Settings(lambda: None, lambda text: None), live_client=False)
        page.on_route_change = page.on_resize = None  # only the bodies are borrowed
        page.data = {"beach_bag": app}
    app = page.data["beach_bag"]
    return app.home() if screen == "a" else app.new_game("seaside")


def run() -> int:
    if sys.platform == "emscripten":
        # The static site of scripts/build-web --minimal: Python runs in the page.
        ft.run(main)
        return 0
    # Served exactly as Beach Bag is: the same front door (ui/server.py) and client.
    from ui.launch import serve
    return serve(main, dict(CONFIG["app"], title="Minimal app"))


if __name__ == "__main__":
    sys.exit(run())
