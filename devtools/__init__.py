"""Beach Bag's development tools: what the tests and the scripts in scripts/ both use.

    devtools.browser      headless Chromium through Playwright; the served app (serve)
    devtools.static_site  the static web build: made when stale, served, played in a browser
    devtools.games        games played out by bots, and their save documents
    devtools.web_site     the static site's build steps (scripts/build-web runs them)
    devtools.web_pages    Beach Bag's page files (index.html, manifest.json) from Flet's
    devtools.desktop      where scripts/build_desktop.py puts the desktop program
    devtools.seaside_pairings  other Seaside pairings, for scripts/seat_balance.py only

Neither the app (core/, ui/, app.py) nor its builds import this package; tests/ and
scripts/ import it and never each other. `scripts/setup` installs the project in
development mode (pip install -e .), so all of it is importable from anywhere.
"""
