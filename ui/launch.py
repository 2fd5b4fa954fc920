"""The app as the Flet entry (main, with its page set up) and the served app (serve): what
app.py starts, the desktop program (ui/desktop.py) and scripts/minimal_app.py serve."""
from __future__ import annotations

import os
import sys

import flet as ft

from ui import config as app_config
from ui import language, storage
from ui.shell.app import BeachBagApp
from ui.table.style import SAND

CONFIG = app_config.load()


def setup_page(page: ft.Page) -> None:
    theme = CONFIG["theme"]
    page.title = CONFIG["app"]["title"]
    page.fonts = {theme["font"]: theme["font_file"]}
    page.theme = ft.Theme(color_scheme_seed=theme["seed"], font_family=theme["font"])
    page.theme_mode = ft.ThemeMode.LIGHT
    page.bgcolor = SAND     # the one palette: ui/table/style.py
    page.padding = 0  # each screen scrolls in its own slot (ui/shell/app.py)


async def main(page: ft.Page) -> None:
    if storage.IN_BROWSER:
        loaded("main")
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
    # the browser's (or phone's) languages; the machine's when the client does not say
    tags = await language.device_tags(page) or language.system_tags()
    app = BeachBagApp(page, CONFIG, store, settings, device_languages=tags)
    page.data = app
    app.start()
    if storage.IN_BROWSER:
        loaded("home")


def loaded(step: str) -> None:
    """Static site: tell the page's loading screen (devtools/site/beachbag.js) how far
    the start is: "main" (the client connected), "home" (the first screen is sent: the
    loading screen fades out once the client has drawn it)."""
    try:
        import js  # Pyodide: the worker Python runs in
        js.postMessage(f"__bb:{step}:{js.performance.timeOrigin + js.performance.now()}")
    except Exception:
        pass  # a page without Beach Bag's loader: nothing is waiting for this


def serve(app_main, app_cfg: dict, open_browser: bool | None = None,
          stop_when_closed: float | None = None) -> int:
    """Serve a Flet app (`app_main(page)`) with flet.toml's [app] settings behind
    ui/server.py's Guard: only the app's own pages (Host and Origin among the allowed
    names) reach Flet; the client fetches nothing from a CDN (ui/webclient.py).
    scripts/minimal_app.py is served the same way.
    open_browser: open the system browser on the app (None: unless there is no display).
    stop_when_closed: stop that many seconds after the last page of the app was closed
    (the desktop build, ui/desktop.py); None: run until Ctrl+C."""
    import asyncio

    import flet_web
    import uvicorn
    from flet.utils import is_linux_server, open_in_browser

    from ui import server, webclient

    host, port = str(app_cfg["host"]), int(app_cfg["port"])
    allowed_hosts = app_cfg.get("allowed_hosts", [])
    if isinstance(allowed_hosts, str) or not isinstance(allowed_hosts, (list, tuple)):
        print("Beach Bag cannot start: flet.toml [app] allowed_hosts must be a list of names, "
              'e.g. allowed_hosts = ["192.168.1.20"]', file=sys.stderr)
        return 1
    try:
        names = server.allowed_names(host, allowed_hosts)
    except ValueError as e:
        print(f"Beach Bag cannot start: flet.toml [app] host or allowed_hosts: {e}",
              file=sys.stderr)
        return 1
    try:
        sockets = server.listen(host, port)
    except server.PortInUse:
        print(f"Beach Bag cannot start: {host}:{port} is already in use (is Beach Bag already "
              f"running? Open http://{host}:{port} or choose another port with BEACHBAG_PORT=8551).",
              file=sys.stderr)
        return 1
    except OSError as e:
        print(f"Beach Bag cannot start: cannot listen on {host}:{port} ({e.strerror or e}).",
              file=sys.stderr)
        return 1
    port = sockets[0].getsockname()[1]
    os.environ.setdefault("FLET_WEB_NO_CDN", "true")
    flet_app = ft.run(app_main, export_asgi_app=True,
                      assets_dir=os.path.join(app_config.ROOT, app_cfg["assets_dir"]),
                      no_cdn=bool(app_cfg["no_cdn"]),
                      web_renderer=ft.WebRenderer(app_cfg["web_renderer"]),
                      route_url_strategy=ft.RouteUrlStrategy.PATH)
    # Flet's own answers carry these two (its client needs cross-origin isolation).
    isolation = [("Cross-Origin-Opener-Policy", "same-origin"),
                 ("Cross-Origin-Embedder-Policy", "require-corp")]
    client = webclient.patched_files(flet_web.get_package_web_dir())
    pages = server.PageWatch(server.LocalFiles(flet_app, client, isolation))
    asgi = server.Guard(pages, names, port)
    config = uvicorn.Config(asgi, log_level="warning", ws="websockets-sansio",
                            proxy_headers=False, server_header=False,
                            timeout_graceful_shutdown=3)
    shown = host if host.strip() not in server.ALL_INTERFACES else "127.0.0.1"
    url = f"http://{'[' + shown + ']' if ':' in shown else shown}:{port}"
    print(f"{app_cfg.get('title', 'Beach Bag')} is running at {url}  (Ctrl+C stops it)",
          flush=True)
    others = [n for n in names if n not in server.LOOPBACK and n != server.normalize_name(shown)]
    if others:
        print("On the local network open: " + ", ".join(f"http://{n}:{port}" for n in others),
              flush=True)
    if open_browser if open_browser is not None else not is_linux_server():
        open_in_browser(url)  # as ft.run(view=WEB_BROWSER) did
    uv = uvicorn.Server(config)

    async def run_server():
        if stop_when_closed is None:
            await uv.serve(sockets=sockets)
            return

        async def stop_after_last_page():
            while not uv.should_exit:
                await asyncio.sleep(0.5)
                closed = pages.closed_for()
                if closed is not None and closed >= stop_when_closed:
                    print(f"{app_cfg.get('title', 'Beach Bag')}: its page was closed; stopping.",
                          flush=True)
                    uv.should_exit = True

        watcher = asyncio.create_task(stop_after_last_page())
        try:
            await uv.serve(sockets=sockets)
        finally:
            watcher.cancel()

    asyncio.run(run_server())
    return 0
