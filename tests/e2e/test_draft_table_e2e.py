"""The tile draft's table in Debian's headless Chromium, measured as a player meets it
(issue 24): kept decision positions (tests/support/data/decisions/sandcastles_draft)
opened after the cover.

- Nothing of the screen lies below the window: no semantics element scrolls. In the
  browser a button's name is text inside its box; a long one in a narrow player card at
  the bottom of a phone on its side ran 37 px below the window, so the screen's
  semantics column scrolled (and a screen reader reaching the card would scroll the tree
  off the canvas). Also a lit cell of the castle's bottom row ("Place here: ..." in 48
  px), a sky tile's Discard and the tie-break's Right beside the castle on a phone held
  upright (the column beside it stood taller than the castle), and the players' cards
  under the last move on a phone on its side.
- On a tablet the table fills the screen: at 1024x768 at most a quarter of the area below
  the app bar is bare sand (the page's own colour), with 2 and 4 players (it was 30% and
  27%: the other players' castles stopped at 80 px a cell, yours at 56, and a 2x2 grid of
  three castles left its fourth place empty).
- The tie-break's "since your turn" recap stands whole on a tablet (it was cut at the
  bottom of the left column under the castle and the decision).

Screenshots go to artifacts/draft-table/ (git-ignored): look at them."""
from __future__ import annotations

import json
import os
import time

import pytest

from devtools import browser as B
from tests.e2e.test_decisions_e2e import settle, uncover_if_asked
from tests.support import decision_positions as D
from ui.storage import FileStore
from ui.table.style import SAND

SHOTS = os.path.join(B.ROOT, "artifacts", "draft-table")
GAME = "sandcastles_draft"
# every semantics element that scrolls: [identifier, scrollHeight, clientHeight, width]
SCROLLERS_JS = """() => Array.from(document.querySelectorAll('flt-semantics')).filter(e =>
  getComputedStyle(e).overflowY !== 'visible' && e.scrollHeight > e.clientHeight + 8)
  .map(e => [e.getAttribute('flt-semantics-identifier') || '', e.scrollHeight, e.clientHeight,
             e.getBoundingClientRect().width])"""


TABLET = (1024, 768)
BAR = 56   # the app bar on a tablet


def sand_share(path: str) -> float:
    """The share of the screen below the app bar that is the page's bare sand."""
    from PIL import Image, ImageChops
    im = Image.open(path).convert("RGB")
    below = im.crop((0, BAR, im.width, im.height))
    sand = tuple(int(SAND[i:i + 2], 16) for i in (1, 3, 5))
    bands = [b.point(lambda v, c=c: 255 if abs(v - c) <= 3 else 0)
             for b, c in zip(below.split(), sand)]
    mask = ImageChops.darker(ImageChops.darker(bands[0], bands[1]), bands[2])
    return mask.histogram()[255] / (below.width * below.height)


def kept(variant: str, kind: str) -> str:
    return next(p for g, v, k, p in D.kept() if (g, v, k) == (GAME, variant, kind))


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = str(tmp_path_factory.mktemp("draft-table"))
    store = FileStore(os.path.join(folder, "saves"))
    for g, _v, _k, path in D.kept():
        if g == GAME:
            doc = D.load(path)
            store.write(doc["id"], doc)
    with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"table": {"howto_seen": [GAME]}}, f)
    # the bots wait: the screen measured is the person's decision
    with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "60000"}) as url:
        yield url


def open_decision(tab, path: str, w: int, h: int):
    """The kept position at w x h, uncovered, settled."""
    doc = D.load(path)
    page = tab.show(f"/play/{doc['id']}", {"width": w, "height": h})
    B.wait_id(page, "uncover" if sum(not s["bot"] for s in doc["seats"]) > 1 else "decision",
              timeout=30)
    uncover_if_asked(page)
    B.wait_id(page, "decision")
    settle(page)
    time.sleep(0.5)
    settle(page)
    return page


def shot(page, name: str) -> str:
    os.makedirs(SHOTS, exist_ok=True)
    path = os.path.join(SHOTS, name + ".png")
    page.screenshot(path=path)
    return path


PHONE_CASES = [(640, 360, "3p", "sky_replace"), (640, 360, "4p", "sky_replace"),
               (640, 360, "2p", "keep_or_pass"), (640, 360, "4p", "place"),
               (640, 360, "6p", "keep_or_pass"), (360, 640, "3p", "sky_replace"),
               (360, 640, "5p", "tiebreak")]


@pytest.mark.parametrize("w,h,variant,kind", PHONE_CASES,
                         ids=[f"{v}-{k}-{w}x{h}" for w, h, v, k in PHONE_CASES])
def test_nothing_lies_below_a_phone(tab, w, h, variant, kind):
    page = open_decision(tab, kept(variant, kind), w, h)
    shot(page, f"{variant}-{kind}-{w}x{h}")
    scrollers = page.evaluate(SCROLLERS_JS)
    assert scrollers == [], f"semantics elements that scroll: {scrollers}"


@pytest.mark.parametrize("variant,kind", [("2p", "keep_or_pass"), ("2p", "place"),
                                          ("2p", "tiebreak"), ("4p", "place"),
                                          ("4p", "sky_replace")])
def test_the_table_fills_a_tablet(tab, variant, kind):
    page = open_decision(tab, kept(variant, kind), *TABLET)
    share = sand_share(shot(page, f"{variant}-{kind}-1024x768"))
    assert share <= 0.25, f"{share:.1%} of the screen below the app bar is bare sand"


def test_the_tiebreaks_recap_stands_whole_on_a_tablet(tab):
    w, h = TABLET
    page = open_decision(tab, kept("2p", "tiebreak"), w, h)
    shot(page, "2p-tiebreak-recap-1024x768")
    boxes = {i: (l, t, r, b) for i, l, t, r, b in page.evaluate(
        """() => Array.from(document.querySelectorAll('[flt-semantics-identifier]')).map(e => {
          const r = e.getBoundingClientRect();
          return [e.getAttribute('flt-semantics-identifier'), r.left, r.top, r.right, r.bottom]; })""")}
    scrollers = page.evaluate(SCROLLERS_JS)
    assert "recap" in boxes, sorted(boxes)
    for ident in ("recap", "decision", "end-left", "end-right"):
        left, top, right, bottom = boxes[ident]
        assert left >= 0 and top >= BAR and right <= w and bottom <= h, (ident, boxes[ident])
    assert scrollers == [], f"semantics elements that scroll: {scrollers}"
