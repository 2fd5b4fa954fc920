"""The web page is Beach Bag's, not Flet's: its title, the name a phone gives the
installed app, its icons. Served by the app as the README starts it (no browser)."""
import json
import os
import urllib.request

from devtools import browser as B
from devtools import web_pages

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_committed_page_files_match_the_installed_flet():
    """assets/index.html and manifest.json are Flet's own with the name changed; after a
    Flet upgrade this fails until scripts/make_web_assets.py --pages is run again."""
    for name, expected in (("index.html", web_pages.index_html()),
                           ("manifest.json", web_pages.manifest_json())):
        with open(os.path.join(ROOT, "assets", name), encoding="utf-8") as f:
            assert f.read() == expected, f"assets/{name} is stale: run scripts/make_web_assets.py --pages"


def test_served_page_has_beach_bags_name_and_icons(tmp_path):
    with B.serve("app.py", env={"BEACHBAG_SAVES": str(tmp_path)}) as url:
        page = urllib.request.urlopen(url, timeout=10).read().decode("utf-8")
        assert "<title>Beach Bag</title>" in page
        assert '<meta name="apple-mobile-web-app-title" content="Beach Bag">' in page
        assert "flet.webSocketEndpoint" in page, "Flet's run-time settings are still injected"
        manifest = json.loads(urllib.request.urlopen(url + "manifest.json", timeout=10).read())
        assert manifest["name"] == manifest["short_name"] == "Beach Bag"
        for icon in [i["src"] for i in manifest["icons"]] + ["favicon.png",
                                                            "icons/apple-touch-icon-192.png"]:
            served = urllib.request.urlopen(url + icon, timeout=10).read()
            with open(os.path.join(ROOT, "assets", icon), "rb") as f:
                assert served == f.read(), f"{icon} is not Beach Bag's"
