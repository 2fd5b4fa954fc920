"""The words the static site's page shows before Python runs (devtools/site/loading.html and
beachbag.js): the loading screen, the notices, the errors. They are in the same catalogue
as the app's (devtools/i18n.py extracts this file); scripts/build-web writes them, in
every language of ui/language.LANGUAGES, into the page (devtools/web_site.page_words), and
beachbag.js shows them in the language the app will speak: the one chosen in Settings
(read from the browser's storage), else the browser's first language we have, else
English. The English page is loading.html as written; these messages must stay equal to
its words (tests/ui/test_web_site.py checks).

Standard library only: the build imports it without Flet.
"""
from __future__ import annotations

from core.i18n import N_

# key (what beachbag.js asks for) -> the English message
PAGE = {
    # the loading screen (loading.html)
    "loading": N_("Loading\u2026"),
    "loading_label": N_("Loading Beach Bag"),
    "part_client": N_("The game table"),
    # Translators: the step of the loading screen where Pyodide starts
    "part_python": N_("Python"),
    "part_app": N_("Beach Bag\u2019s code"),
    "part_games": N_("The three games"),
    "part_home": N_("Your saved games"),
    "first_visit": N_("First visit: about {mb} MB to fetch, once. After that Beach Bag "
                      "starts with no network."),
    "retry": N_("Try again"),
    "could_not_start": N_("Beach Bag could not start."),
    # the step now loading, under the title; beachbag.js capitalises the first letter
    "say_client": N_("loading the game table"),
    "say_python": N_("starting Python"),
    "say_app": N_("unpacking Beach Bag"),
    "say_games": N_("loading the games"),
    "say_home": N_("opening your saved games"),
    "say_ready": N_("ready"),
    # Translators: two steps loading at once ("loading the game table and starting Python")
    "say_both": N_("{first} and {second}"),
    # Translators: the step line with the share done: "Loading the games… 62%"
    "say_progress": N_("{steps}\u2026 {percent}%"),
    # the notices over the app (beachbag.js)
    "update": N_("A new version of Beach Bag is ready. Your game is kept."),
    "update_reload": N_("Reload"),
    "update_later": N_("Later"),
    "storage": N_("This browser may delete saved games when the device runs short of "
                  "space. Keep a copy of a game that matters with Export save."),
    "ok": N_("OK"),
    "offline": N_("Ready to play offline"),
    "install": N_("Install"),
    "install_label": N_("Install Beach Bag on this device"),
}
