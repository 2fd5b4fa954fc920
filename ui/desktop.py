"""Beach Bag as one desktop program (built by scripts/build_desktop.py with PyInstaller).

It serves the app on this machine only (127.0.0.1, a free port unless BEACHBAG_PORT says
which), opens the system browser on it, and stops when the player closes the app's page
(CLOSE_GRACE seconds after the last page went away, so a reload does not stop it) or
presses Ctrl+C. Saves go to the user's data folder (flet.toml [saves] folder, empty: e.g.
~/.local/share/beach-bag on Linux, %LOCALAPPDATA%\\beach-bag on Windows,
~/Library/Application Support/beach-bag on macOS), as with scripts/run-app.

    BEACHBAG_NO_BROWSER=1   do not open a browser (tests; open the printed address yourself)
"""
from __future__ import annotations

import sys

CLOSE_GRACE = 10.0  # seconds: a reload reconnects well within this


def main() -> int:
    from ui import config as app_config
    from ui import launch
    cfg = dict(launch.CONFIG["app"])
    cfg["host"] = "127.0.0.1"        # only this machine, whatever flet.toml says
    cfg["allowed_hosts"] = []
    if app_config.override("BEACHBAG_PORT") is None:
        cfg["port"] = 0                # a free port: another program may hold 8550
    browser = not app_config.override("BEACHBAG_NO_BROWSER")
    try:
        return launch.serve(launch.main, cfg, open_browser=browser, stop_when_closed=CLOSE_GRACE)
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())
