"""docs/screens, redrawn: `python -m tests.e2e.screens [filter ...]` opens the kept
decision positions whose name holds a filter (game-variant-kind, e.g. "seaside-4p-side")
in headless Chromium at 360x640, 640x360 and 1024x768, with the browser matrix's own
server and settings, and writes docs/screens/<game>/<size>-<variant>-<kind>.png; for a
Sandcastles (2015) action also with a sandcastle tile (-build) and an attack tile
(-attack) picked."""
from __future__ import annotations

import json
import os
import sys
import tempfile

from core.sandcastles_2015.components import is_attack, is_sand
from devtools import browser as B
from tests.support import decision_positions as D
from tests.e2e.test_decisions_e2e import hand_tile, settle, uncover_if_asked
from ui.storage import FileStore

SIZES = ((360, 640), (640, 360), (1024, 768))
DEFAULT = ("seaside-4p-side", "seaside-1p-isopods", "sandcastles_2015-4p-action",
           "sandcastles_2015-7p-restrengthen", "sandcastles_draft-4p-place",
           "sandcastles_draft-6p-keep_or_pass")


def main(wanted) -> None:
    kept = [k for k in D.kept() if any(w in f"{k[0]}-{k[1]}-{k[2]}" for w in wanted)]
    folder = tempfile.mkdtemp()
    store = FileStore(os.path.join(folder, "saves"))
    for *_x, path in kept:
        doc = D.load(path)
        store.write(doc["id"], doc)
    with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": ["seaside", "sandcastles_2015",
                                            "sandcastles_draft"]}}, f)
    env = {"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "6000"}
    with B.serve(env=env) as url, B.chromium() as browser:
        for game, variant, kind, path in kept:
            doc = D.load(path)
            context = browser.new_context(viewport={"width": 360, "height": 640})
            page = context.new_page()
            page.goto(f"{url}play/{doc['id']}")
            B.enable_semantics(page)
            people = sum(not s["bot"] for s in doc["seats"])
            B.wait_id(page, "uncover" if people > 1 else "decision", timeout=30)
            uncover_if_asked(page)
            picks = [None]
            if game == "sandcastles_2015" and kind == "action":
                picks += ["build", "attack"]
            out = os.path.join(B.ROOT, "docs", "screens", game)
            os.makedirs(out, exist_ok=True)
            for what in picks:
                hid = None
                if what:
                    hid = hand_tile(doc["state"], is_sand if what == "build" else is_attack)
                    if hid is None:
                        continue
                    B.tap_and_wait(page, hid)
                for w, h in SIZES:
                    page.set_viewport_size({"width": w, "height": h})
                    settle(page)
                    name = f"{w}x{h}-{variant}-{kind}" + (f"-{what}" if what else "")
                    page.screenshot(path=os.path.join(out, name + ".png"))
                    print(os.path.join(out, name + ".png"))
                page.set_viewport_size({"width": 360, "height": 640})
                settle(page)
                if hid:
                    B.tap_and_wait(page, hid)
            context.close()


if __name__ == "__main__":
    main(sys.argv[1:] or DEFAULT)
