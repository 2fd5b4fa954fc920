"""A phone narrower than the three sizes the games are fitted to: 320x568 (an iPhone SE
of the first kind, or a newer phone with its display zoomed). The guide: "touch targets
at least 48x48", and "an odd screen size gets a clear message, and nothing is lost".
There the page may scroll (the decision is in view, the rest is reached by scrolling),
but nothing is squeezed or cut: the tile draft drew your castle's 48 px cells with the
name, the score and Keep/Pass beside them in 36 px, their words cut ("Kee", "Pas") and
their buttons 32 px wide, in every one of its kept positions; and the game's bar broke
"Sandcastles" inside the word ("Sandcastl / es").

Every kept position of the tile draft, and one decision of the other two games, at
320x568, each checked in Chromium: no Flutter error box, no tap target under 48x48, nothing
cut at the side, the decision panel in the window."""
from __future__ import annotations

import os

import pytest

from devtools import browser as B
from tests.e2e import test_decisions_e2e as T
from tests.support import decision_positions as D
from ui.storage import FileStore

W, H = 320, 568
OTHERS = {("seaside", "4p", "side"), ("sandcastles_2015", "4p", "action")}
KEPT = [(g, v, k, p) for g, v, k, p in D.kept()
        if g == "sandcastles_draft" or (g, v, k) in OTHERS]


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = str(tmp_path_factory.mktemp("small-phone"))
    store = FileStore(os.path.join(folder, "saves"))
    docs = {}
    for game, variant, kind, path in KEPT:
        doc = D.load(path)
        store.write(doc["id"], doc)
        docs[(game, variant, kind)] = doc
    with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
        f.write('{"table": {"howto_seen": ["seaside", "sandcastles_2015", '
                '"sandcastles_draft"]}}')
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "6000"}) as url:
        yield url, docs


def problems_at_small_size(page, where: str) -> list:
    T.settle(page)
    problems = []
    shot = os.path.join(T.SHOTS, f"small-phone-{where}.png")
    os.makedirs(T.SHOTS, exist_ok=True)
    page.screenshot(path=shot)
    grey = T.error_grey(shot)
    if grey:
        problems.append(f"Flutter's error box ({grey} px of solid grey): see {shot}")
    nodes = page.evaluate(T.NODES_JS)
    for ident, role, label, left, top, right, bottom in nodes:
        if right - left < 1 or bottom - top < 1:
            continue
        if ident and (right > W + 1 or left < -1):
            problems.append(f"{ident} is cut at the side: {[left, top, right, bottom]}")
        inside = left >= 1 and top >= 1 and right <= W - 1 and bottom <= H - 1
        if role == "button" and inside and (right - left < 47.5 or bottom - top < 47.5):
            problems.append(f"the tap target {ident or label!r} is "
                            f"{right - left:.0f}x{bottom - top:.0f}")
    boxes = {n[0]: n[3:] for n in nodes if n[0]}
    if "decision" not in boxes:
        problems.append(f"no decision panel: {sorted(boxes)}")
    else:
        left, top, right, bottom = boxes["decision"]
        if top < -1 or bottom > H + 1:
            problems.append(f"the decision panel is out of view: {boxes['decision']}")
    return problems


@pytest.mark.parametrize("game,variant,kind", [k[:3] for k in KEPT],
                         ids=[f"{g}-{v}-{k}" for g, v, k, _p in KEPT])
def test_a_small_phone_squeezes_no_button_and_shows_the_decision(tab, served, game,
                                                                   variant, kind):
    doc = served[1][(game, variant, kind)]
    page = tab.show(f"/play/{doc['id']}")
    T.resize(page, W, H)
    B.wait_id(page, "uncover" if len(doc["seats"]) > 1 else "decision", timeout=30)
    T.uncover_if_asked(page)
    problems = problems_at_small_size(page, f"{game}-{variant}-{kind}")
    assert not problems, "\n".join(problems)


# the widths of the semantics tree's elements that say a text and nothing else
TEXT_WIDTHS_JS = """(words) => Array.from(document.querySelectorAll('flt-semantics-host *'))
  .filter(e => (e.innerText || '').trim() === words)
  .map(e => e.getBoundingClientRect().width)"""


def test_a_small_phone_leaves_out_a_name_it_would_break_inside_a_word(tab, served):
    """The tile draft's bar at 320 px drew "Sandcastl" over "es (tile ...": there the name
    is left out for the eyes (a screen reader still reads it: a 1 px node); at 360 it
    stands in two whole lines, as before."""
    doc = served[1][("sandcastles_draft", "4p", "place")]
    page = tab.show(f"/play/{doc['id']}")
    B.wait_id(page, "uncover" if len(doc["seats"]) > 1 else "decision", timeout=30)
    for width, height, drawn in ((W, H, False), (360, 640, True)):
        T.resize(page, width, height)
        T.settle(page)
        widths = page.evaluate(TEXT_WIDTHS_JS, "Sandcastles (tile draft)")
        assert widths, f"no screen reader node names the game at {width} px"
        assert (max(widths) > 60) is drawn, (width, widths)
