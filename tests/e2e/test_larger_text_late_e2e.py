"""Issue 24 ("nothing a decision needs is behind a horizontal scroll [...] at 360x640,
640x360 and 1024x768, in every variant") with Settings' Larger text, late in a
Sandcastles (2015) game with four to seven people: the positions the sweep
(tests/e2e/sweep.py --large) found with the castles, the counters or a castle's lit
cells under a phone's edge. The decision matrix checks Larger text only at its kept,
early positions, and not below the window.

Each position is checked as the sweep checks it: at the three sizes, then with an attack
tile and a sandcastle tile picked, each castle offered chosen in turn: no grey box,
nothing cut at the side or below the window, every player in view, every tap target at
least 48x48."""
from __future__ import annotations

import json
import os

import pytest

from devtools import browser as B
from tests.e2e import sweep
from ui.storage import FileStore

# before the change 36 problems in these four (the castles below the window upright,
# the counters below it, a hand's lit cells cut at the side, rows under the edge on
# its side)
LATE = ("4p-2", "5p-2", "6p-1", "7p-0")


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = str(tmp_path_factory.mktemp("larger-text"))
    store = FileStore(os.path.join(folder, "saves"))
    late = {doc["id"].split("2015-")[1]: (kind, doc)
            for kind, doc in sweep.positions(store, "sandcastles_2015", 3)}
    with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": ["sandcastles_2015"], "large_text": True}}, f)
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "6000"}) as url:
        yield url, {which: late[which] for which in LATE}


@pytest.mark.parametrize("which", LATE)
def test_a_late_crowded_table_with_larger_text_fits_each_screen(tab, served, which):
    kind, doc = served[1][which]
    problems = sweep.check(tab, kind, doc)
    assert not problems, "\n".join(problems)
