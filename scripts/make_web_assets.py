"""Write Beach Bag's web page files into assets/: icons (favicon, install icons, the
loading picture), manifest.json and index.html with Beach Bag's name.

    .venv/bin/python scripts/make_web_assets.py            everything (needs Chromium)
    .venv/bin/python scripts/make_web_assets.py --pages    manifest.json and index.html only

Flet serves a file from the app's assets folder before its own (server mode), and
`flet publish` copies the assets folder over its defaults before patching index.html
(static site), so these replace Flet's logo and name everywhere. index.html and
manifest.json are Flet's own with the name, description and colours changed (a test
checks they still match the installed Flet). The picture is one SVG drawn here and
rasterised by the same headless Chromium the browser tests use; all outputs are
committed, so neither the app nor CI runs this script. The page files are made by
devtools/web_pages.py (tests/ui/test_web_assets.py makes them again to compare).
"""
from __future__ import annotations

import os
import sys

from devtools import browser as B
from devtools.web_pages import index_html, manifest_json

ROOT = B.ROOT

# A tote bag on the beach holding two tokens; colours from flet.toml's theme.
SAND = '<path d="M0 352 Q 64 322 128 352 T 256 352 T 384 352 T 512 352 V512 H0Z" fill="#F6E7C8"/>'
BAG = """  <path d="M186 196 Q186 112 256 112 Q326 112 326 196" stroke="#1D2B36" stroke-width="24"
        fill="none" stroke-linecap="round"/>
  <path d="M126 190 H386 L362 408 Q359 432 335 432 H177 Q153 432 150 408 Z" fill="#F9A825"
        stroke="#1D2B36" stroke-width="16" stroke-linejoin="round"/>
  <circle cx="214" cy="300" r="40" fill="#EC407A" stroke="#1D2B36" stroke-width="10"/>
  <circle cx="300" cy="300" r="40" fill="#5C6BC0" stroke="#1D2B36" stroke-width="10"/>
"""


def svg(size: int, *, maskable: bool = False, round_corners: bool = True,
        background: bool = True) -> str:
    # Maskable icons keep their picture inside the central 80% that every mask shows.
    inner = SAND + (f'<g transform="translate(51.2 51.2) scale(0.8)">{BAG}</g>' if maskable
                    else BAG)
    radius = 96 if round_corners and not maskable else 0
    back = '<rect width="512" height="512" fill="#2A8FBD"/>' if background else ""
    # everything is cut to the rounded square, the sand's corners too
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="0 0 512 512"><clipPath id="tile"><rect width="512" height="512" '
            f'rx="{radius}"/></clipPath><g clip-path="url(#tile)">{back}{inner}</g></svg>')


FILES = {
    "favicon.png": (32, {}),
    "icons/icon-192.png": (192, {}),
    "icons/icon-512.png": (512, {}),
    "icons/icon-maskable-192.png": (192, {"maskable": True}),
    "icons/icon-maskable-512.png": (512, {"maskable": True}),
    "icons/apple-touch-icon-192.png": (192, {"round_corners": False}),  # iOS rounds it
    "icons/loading-animation.png": (512, {}),
}


def main() -> int:
    out = os.path.join(ROOT, "assets")
    for name, text in (("index.html", index_html()), ("manifest.json", manifest_json())):
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            f.write(text)
        print(f"assets/{name}")
    if "--pages" in sys.argv:
        return 0
    problem = B.missing()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    os.makedirs(os.path.join(out, "icons"), exist_ok=True)
    with B.chromium() as browser:
        for name, (size, options) in FILES.items():
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content("<html><body style='margin:0;background:transparent'>"
                             + svg(size, **options) + "</body></html>")
            page.screenshot(path=os.path.join(out, name), omit_background=True,
                            clip={"x": 0, "y": 0, "width": size, "height": size})
            page.close()
            print(f"assets/{name} ({size}x{size})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
