"""Every decision of every game and configuration, drawn in Debian's headless Chromium.

The harness sees controls, not pixels: a Flutter layout error is a grey box (the error
widget) only a browser shows. Each kept position (tests/support/decision_positions.py) is opened
at 360x640, 640x360 and 1024x768, with the default text, with Larger text, and with
Larger text in French (the app's longer language); each
screen is checked: no error widget's grey, the decision and every player inside the
window without scrolling, nothing else below the window's bottom edge either, nor partly
cut by it (the screen scrolls no more than 2 px under a mouse wheel), nothing cut at the
right edge, every tap target at least 48x48, no lit
cell of Sandcastles (2015) behind the row of castles' sideways scroll. Then one move
is made and the next screen is checked the same way. In Sandcastles (2015) the main
decision's two further screens (an attack tile picked, a sandcastle tile picked) too.

Screenshots go to artifacts/decisions/ (git-ignored): look at them."""
from __future__ import annotations

import json
import os
import time

import pytest

from core.sandcastles_2015.components import is_attack, is_sand
from tests.support import decision_positions as D
from devtools import browser as B
from ui.storage import FileStore

SHOTS = os.path.join(B.ROOT, "artifacts", "decisions")
SIZES = ((360, 640), (640, 360), (1024, 768))
KEPT = D.kept()

# one JavaScript pass over the semantics tree: [identifier or "", role, label, box]
NODES_JS = """() => Array.from(document.querySelectorAll('flt-semantics')).map(e => {
  const r = e.getBoundingClientRect();
  return [e.getAttribute('flt-semantics-identifier') || '', e.getAttribute('role') || '',
          (e.getAttribute('aria-label') || '').slice(0, 60), r.left, r.top, r.right, r.bottom]; })"""
SCROLL_JS = ("() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
# what lies below the window's bottom edge, reached only by scrolling the screen's column:
# [identifier:label, top, bottom] of each such semantics node. A node inside a box of its
# own that scrolls (a long recap) and ends above the window's edge is not counted (the
# screen's column reaches the edge; when everything fits it does not scroll at all); nor
# is a scroll extent Flutter leaves stale after a resize, since only the nodes are measured.
BELOW_JS = """() => {
  const H = window.innerHeight;
  const all = Array.from(document.querySelectorAll('flt-semantics'));
  const boxed = (e) => {
    for (let p = e.parentElement; p; p = p.parentElement) {
      if (p.tagName === 'FLT-SEMANTICS' && getComputedStyle(p).overflowY !== 'visible'
          && p.getBoundingClientRect().bottom < H - 1) return true;
    }
    return false; };
  const out = [];
  for (const e of all) {
    const r = e.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || r.bottom <= H + 1 || boxed(e)) continue;
    out.push([(e.getAttribute('flt-semantics-identifier') || '') + ':'
              + (e.getAttribute('aria-label') || '').slice(0, 40),
              Math.round(r.top), Math.round(r.bottom)]);
  }
  return out; }"""
PEOPLE_PREFIXES = ("mine-", "player-", "area-")
# A decision's choices, one tap each (Seaside's Isopods need their confirm after).
CHOICES = ("side-", "isopods-", "shells-", "flip-", "steal-", "keep", "cell-", "replace-",
           "discard", "end-left", "end-right", "restock-deck", "restock-beach-", "counter-",
           "game-", "hand-", "pass", "exchange", "new-castle", "shared-castle", "castle-")


def error_grey(path: str) -> int:
    """Pixels inside a solid block of Flutter's release error widget: 0xF0C0C0C0 over
    whatever lies beneath (192 grey, 6% of the background through). Pictures and icons
    have grey pixels too, so only a block at least 13x13 px of that neutral grey counts:
    the mask of grey pixels is eroded by a 13x13 square (edges repeated outwards, as
    Pillow's MinFilter(13) does) and what is left is counted."""
    from PIL import Image, ImageChops
    im = Image.open(path).convert("RGB")
    bands = [b.point(lambda v: 255 if 178 <= v <= 199 else 0) for b in im.split()]
    mask = ImageChops.darker(ImageChops.darker(bands[0], bands[1]), bands[2])
    return eroded(mask, 13).histogram()[255]


def eroded(mask, n: int):
    """The same pixels as mask.filter(ImageFilter.MinFilter(n)) (n odd), some 40 times
    faster: the square's minimum taken along rows then columns, each by doubling runs
    (1, 2, 4, 8, then the rest), on a copy padded with its edge pixels. MinFilter(13)
    took about 1 s a screenshot, the matrix's largest cost."""
    from PIL import Image, ImageChops
    m, (w, h) = n // 2, mask.size
    padded = Image.new(mask.mode, (w + 2 * m, h + 2 * m))
    padded.paste(mask, (m, m))
    padded.paste(mask.crop((0, 0, 1, h)).resize((m, h)), (0, m))
    padded.paste(mask.crop((w - 1, 0, w, h)).resize((m, h)), (w + m, m))
    padded.paste(padded.crop((0, m, w + 2 * m, m + 1)).resize((w + 2 * m, m)), (0, 0))
    padded.paste(padded.crop((0, m + h - 1, w + 2 * m, m + h)).resize((w + 2 * m, m)), (0, m + h))
    for dx, dy in ((1, 0), (0, 1)):
        done = 1
        while done < n:  # each pixel: the minimum of the `done` from it onwards
            k = min(done, n - done)
            # offset wraps around: what wraps lands beyond the w x h kept below
            padded = ImageChops.darker(padded, ImageChops.offset(padded, -k * dx, -k * dy))
            done += k
    return padded.crop((0, 0, w, h))


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """Three servers over the same kept positions: the default look, Larger text, and
    Larger text in French (whose words run about a fifth longer)."""
    urls = {}
    with _serve(tmp_path_factory, False) as plain, _serve(tmp_path_factory, True) as large, \
            _serve(tmp_path_factory, True, "fr") as large_fr:
        urls["plain"], urls["large"], urls["large-fr"] = plain, large, large_fr
        yield urls


@pytest.fixture(scope="module")
def tabs(kept_profile, served):
    """A tab on each server for the whole matrix, opened before the first test (so the
    per-test cleanup keeps it): each position is reached by the app's route change, not
    a page load (devtools.browser.Tab)."""
    # (90 s: with four workers' Chromiums at a load of 11, CI's first home of a worker's
    # three servers took more than 30 s, and every position of that worker failed)
    kept = {look: B.Tab(kept_profile, url).home(timeout=90) for look, url in served.items()}
    yield kept
    for tab in kept.values():
        tab.drop()


class _serve:
    def __init__(self, factory, large: bool, speaks: str = "en"):
        folder = str(factory.mktemp(("large" if large else "plain") + "-" + speaks))
        store = FileStore(os.path.join(folder, "saves"))
        for _g, _v, _k, path in KEPT:
            doc = D.load(path)
            store.write(doc["id"], doc)
        table = {"howto_seen": ["seaside", "sandcastles_2015", "sandcastles_draft"]}
        if large:
            table["large_text"] = True
        table["language"] = speaks
        with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
            json.dump({"table": table}, f)
        # bots wait long enough that the screen after a move can be looked at: 30 s, as
        # the three sizes' checks of one screen took more than 6 s on CI's loaded
        # machine, and a bot's move landing under the mouse wheel's check (a six-player
        # counter let stand: the bonus strip's line redrawn) was measured as a 6 px scroll
        self.cm = B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "30000"})

    def __enter__(self):
        return self.cm.__enter__()

    def __exit__(self, *exc):
        return self.cm.__exit__(*exc)


def layout(page) -> str:
    """The semantics tree with every node's box: what a check measures."""
    return json.dumps(page.evaluate(NODES_JS))


def settle(page, quiet: float = 0.35, limit: float = 6.0) -> None:
    """Until the semantics tree, boxes, roles and labels included, has not changed for
    `quiet` s (pieces have landed, a new size is laid out)."""
    B.quiet(page, still=quiet, limit=limit, js=NODES_JS)


def resize(page, w: int, h: int) -> None:
    """The window at w x h, and Flutter's first layout for it on the semantics tree."""
    if page.viewport_size == {"width": w, "height": h}:
        return
    before = layout(page)
    page.set_viewport_size({"width": w, "height": h})
    deadline = time.time() + 10
    while layout(page) == before and time.time() < deadline:
        time.sleep(0.05)


# The decision's panel and the lines around it lie in the screen's own scrolling column
# (ui/shell/app.py), outside any list that scrolls by itself.
COLUMN_IDS = ("status", "decision", "waiting")


def column_scrolls_by(page, w: int, h: int) -> int:
    """How far (px) the screen's column scrolls under a mouse wheel: how much of it is
    cut by the window's bottom edge or under it. The column's scroll extent on the
    semantics tree is no measure: Flutter leaves it stale after a resize (153 px where
    nothing scrolls), and BELOW_JS misses a control partly cut by the edge (its box ends
    at the edge). The wheel moves what the player would scroll, and back; in steps, so
    a list that scrolls by itself under the mouse, once at its end, passes the rest on.
    Only a move the pixels show counts: the wheel also scrolls the semantics tree's own
    element, whose stale extent moved every node 96 px up in a window shrunk from
    1024x768 to 360x640 while the picture stood still (the fitting screen, drawn the
    same in either order: CI's flaky "taller" Sandcastles 2015 screens, whose size
    order came from the test run before on the same tab)."""
    def tops():
        return {n[0]: n[4] for n in page.evaluate(NODES_JS) if n[0] in COLUMN_IDS}
    page.mouse.move(w / 2, h * 0.7)
    time.sleep(0.4)         # a hover's highlight drawn before the picture is taken
    before, picture = tops(), page.screenshot()
    for _ in range(4):
        page.mouse.wheel(0, 800)
    settle(page, quiet=0.3)
    after = tops()
    moved = round(max([before[i] - after[i] for i in before if i in after] or [0]))
    if after != before:     # back to the top, as the next check expects the screen
        if moved > 2 and page.screenshot() == picture:
            moved = 0       # the semantics tree scrolled, the screen did not
        for _ in range(4):
            page.mouse.wheel(0, -800)
        settle(page, quiet=0.3)
    return moved


def screen_fits(where: str, problems: list, then=None, taller: bool = True):
    """An at_every_size `also`: with `taller`, the screen no taller than its window
    (column_scrolls_by at most 2 px); then `then`'s own check."""
    def check_(page, w, h):
        over = column_scrolls_by(page, w, h) if taller else 0
        if over > 2:
            problems.append(f"{where} at {w}x{h}: the screen is {over} px taller than the "
                            f"window (something cut by its bottom edge or under it)")
        if then is not None:
            then(page, w, h)
    return check_


def check_laid_out(page, where: str, w: int, h: int, seats: int, shot: str, problems: list,
                   wait: float = 8.0) -> list:
    """check(), again until it finds nothing or `wait` s have passed; the last findings
    count. The table's layout for a size comes from the app's server (the page's size
    goes there and the board comes back): on a loaded machine that answer came after
    settle's quiet spell, and the portrait boxes were measured in a landscape window.
    A screen that stays wrong fails as before, a few seconds later."""
    deadline = time.time() + wait
    while True:
        found: list = []
        ids = check(page, where, w, h, seats, shot, found)
        if not found or time.time() >= deadline:
            problems.extend(found)
            return ids
        time.sleep(0.5)


def check(page, where: str, w: int, h: int, seats: int, shot: str, problems: list) -> list:
    """Every check on the screen now, each failure added to `problems` (so one run
    names them all); returns the identifiers on it."""
    settle(page)

    def expect(ok, why):
        if not ok:
            problems.append(f"{where}: {why}")

    os.makedirs(SHOTS, exist_ok=True)
    path = os.path.join(SHOTS, shot + ".png")
    page.screenshot(path=path)
    grey = error_grey(path)
    expect(grey == 0, f"Flutter's error box ({grey} px inside solid grey): see {path}")
    nodes = page.evaluate(NODES_JS)
    ids = {n[0]: n[3:] for n in nodes if n[0]}
    for ident, (left, top, right, bottom) in ids.items():
        if right - left < 1 or bottom - top < 1:
            continue
        expect(right <= w + 1 and left >= -1, f"{ident} is cut at the side: {ids[ident]}")
    for ident, role, label, left, top, right, bottom in nodes:
        # a box touching the window's edge is clipped by it: only its visible part is known
        inside = left >= 1 and top >= 1 and right <= w - 1 and bottom <= h - 1
        if role == "button" and inside:
            expect(right - left >= 47.5 and bottom - top >= 47.5,
                   f"the tap target {ident or label!r} is {right - left:.0f}x{bottom - top:.0f}")
    if "castles" in ids:   # Sandcastles (2015): a lit cell past the edge of the row of
        # castles is behind its sideways scroll (inside the window: not "cut at the side")
        x0, y0, x1, y1 = ids["castles"]
        for ident, (left, top, right, bottom) in ids.items():
            if ident.startswith("cell-") and right - left >= 1:
                expect(left >= x0 - 1 and right <= x1 + 1 and top >= y0 - 1
                       and bottom <= y1 + 1,
                       f"{ident} is behind the castles' sideways scroll: {ids[ident]}")
    scroll = page.evaluate(SCROLL_JS)
    expect(scroll[0] <= w and scroll[1] <= h, f"the page scrolls: {scroll}")
    under = page.evaluate(BELOW_JS)
    expect(not under or "play-again" in ids or "end-home" in ids,
           f"below the window, reached only by scrolling: {under[:4]}")

    def in_window(ident):
        left, top, right, bottom = ids[ident]
        return left >= -1 and top >= -1 and right <= w + 1 and bottom <= h + 1

    if "uncover" in ids:   # the pass cover: its button in reach, nothing else to see
        expect(in_window("uncover"), f"the cover's button is out of view: {ids['uncover']}")
        return list(ids)
    if "play-again" in ids or "end-home" in ids:
        return list(ids)   # the end screen scrolls to its buttons by design
    # after a move a bot or the next person may be to play: the waiting line stands
    # where the decision stood, and every player must still be in view
    panel = "decision" if "decision" in ids else "waiting" if "waiting" in ids else None
    if panel is None:
        expect(False, f"no decision panel: {sorted(ids)}")
        return list(ids)
    expect(in_window(panel), f"the {panel} panel is out of view: {ids[panel]}")
    shown = {int(i.rsplit("-", 1)[1]) for i in ids if i.startswith(PEOPLE_PREFIXES)
             and i.rsplit("-", 1)[1].isdigit() and in_window(i)}
    expect(shown >= set(range(seats)), f"players in view {sorted(shown)} of {seats}")
    return list(ids)


def at_every_size(page, where: str, seats: int, shot: str, problems: list,
                  also=None) -> list:
    """Every check at the three sizes, from the window's size now: a page left at the
    tablet's size goes tablet, landscape, phone (no resize back and forth between two
    screens; the next tap is made at whichever size the last check left). `also(page,
    w, h)`: a caller's own check at each size, on the same laid-out screen."""
    ids = []
    sizes = SIZES[::-1] if page.viewport_size == dict(zip(("width", "height"), SIZES[-1])) \
        else SIZES
    for w, h in sizes:
        resize(page, w, h)
        ids = check_laid_out(page, f"{where} at {w}x{h}", w, h, seats, f"{shot}-{w}x{h}", problems)
        if also is not None:
            also(page, w, h)
    return ids


def uncover_if_asked(page) -> None:
    if "uncover" in B.ids(page):
        B.tap_and_wait(page, "uncover")
        B.wait_id(page, "decision")


def first(ids, prefixes) -> str | None:
    for prefix in prefixes:
        for i in ids:
            if i == prefix or (prefix.endswith("-") and i.startswith(prefix)):
                return i
    return None


def make_one_move(page) -> None:
    """One decision by whatever is on screen, as a player would tap it."""
    ids = B.ids(page)
    choice = first(ids, CHOICES)
    assert choice, f"no choice to tap: {ids}"
    B.tap_and_wait(page, choice)
    # a second tap makes the move; a third where a crowded row's castle is chosen first
    follows = choice.startswith(("isopods-", "hand-", "game-", "castle-"))
    while follows:
        # the tap's first change on screen need not be the next control yet: wait for it
        deadline = time.time() + 10
        while True:
            now = B.ids(page)
            follow = first(now, ("isopods-confirm", "cell-", "new-castle", "shared-castle",
                                 "castle-", "exchange"))
            if follow or time.time() >= deadline:
                break
            time.sleep(0.1)
        assert follow, f"after {choice}, nothing to tap: {now}"
        B.tap_and_wait(page, follow)
        if follow == "exchange":
            B.tap_and_wait(page, first(B.ids(page), ("exchange-beach-", "exchange-deck")))
        choice, follows = follow, follow.startswith("castle-")


def each_castle_chosen(where: str, seats: int, shot: str, problems: list):
    """at_every_size's `also`: in a row of castles too crowded for their lit cells, each
    castle offered to choose (Sandcastles 2015), chosen in turn and checked as the
    screen is, then the row of them all again."""
    def also(page, w, h):
        settle(page)    # the row the app's server laid out for this size
        for choice in sorted(i for i in B.ids(page) if i.startswith("castle-")):
            if not chosen_alone(page, choice):
                problems.append(f"{where} at {w}x{h}: {choice} tapped twice, not drawn alone "
                                f"(no way back to every castle): {B.ids(page)}")
                continue
            ids = check_laid_out(page, f"{where} at {w}x{h}, {choice} chosen", w, h, seats,
                                 f"{shot}-{w}x{h}-{choice}", problems)
            if not any(i.startswith("cell-") for i in ids):
                problems.append(f"{where} at {w}x{h}: {choice} chosen, no cell to tap")
            if not back_to_every_castle(page):
                problems.append(f"{where} at {w}x{h}: from {choice}, all-castles tapped, "
                                f"the row of castles never came back: {B.ids(page)}")
    return also


def back_to_every_castle(page, wait: float = 6.0) -> bool:
    """Tap all-castles and wait until it is gone (the row of every castle drawn again);
    whether it went. Not tap_and_wait: the mouse over the button shows its tooltip, a
    change on the semantics tree, before the app's server answers the tap; under a full
    run's load the answer came up to 0.7 s later, the next castle was looked for on the
    old screen, and the check failed (a castle "tapped twice, not drawn alone")."""
    B.tap(page, "all-castles", settle=0)
    deadline = time.time() + wait
    while time.time() < deadline:
        if "all-castles" not in B.ids(page):
            return True
        time.sleep(0.1)
    return False


def chosen_alone(page, choice: str, wait: float = 6.0) -> bool:
    """Tap a crowded row's castle until it is drawn alone (its way back to the row,
    all-castles, on screen); whether it was. Twice at most: a tap that reached the
    page while the app's server was laying out the new size went to the row it
    replaced (CI, four workers: the castle never opened)."""
    for _ in range(2):
        settle(page)
        if choice not in B.ids(page):
            return False
        B.tap_and_wait(page, choice)
        deadline = time.time() + wait
        while time.time() < deadline:
            if "all-castles" in B.ids(page):
                return True
            time.sleep(0.1)
    return False


def hand_tile(state, pick) -> str | None:
    """The hand id of the mover's first tile that `pick` accepts (Sandcastles 2015)."""
    hand = state["hands"][state["turn"]]
    for h, t in enumerate(hand):
        if pick(t):
            return f"hand-{h}"
    return None


@pytest.mark.parametrize("game_id,variant,kind,path", KEPT,
                         ids=[f"{g}-{v}-{k}" for g, v, k, _ in KEPT])
def test_every_decision_drawn_whole_at_every_size(tabs, game_id, variant, kind, path):
    doc = D.load(path)
    try:
        problems = check_position(tabs, doc, f"{game_id}-{variant}-{kind}",
                                  game_id == "sandcastles_2015" and kind == "action")
    except BaseException:
        for tab in tabs.values():   # whatever state it stopped in: the next position loads afresh
            tab.drop()
        raise
    assert not problems, "\n".join(problems)


def check_position(tabs, doc, name: str, tile_screens: bool) -> list:
    """Every check of one kept position, the move after it, and Larger text; returns the
    problems found."""
    seats = len(doc["seats"])
    problems: list = []
    people = sum(not s["bot"] for s in doc["seats"])
    page = tabs["plain"].show(f"/play/{doc['id']}")
    B.wait_id(page, "uncover" if people > 1 else "decision", timeout=30)
    if people > 1:
        at_every_size(page, f"{name}, cover", seats, f"{name}-cover", problems)
        uncover_if_asked(page)
    at_every_size(page, name, seats, name, problems,
                  also=screen_fits(name, problems, each_castle_chosen(name, seats, name, problems)))

    if tile_screens:
        state = doc["state"]
        for what, pick in (("attack", is_attack), ("build", is_sand)):
            hid = hand_tile(state, pick)
            if hid is None or hid not in B.ids(page):
                continue
            B.tap_and_wait(page, hid)
            where = f"{name}, {what} tile picked"
            at_every_size(page, where, seats, f"{name}-{what}", problems,
                          also=screen_fits(where, problems,
                                           each_castle_chosen(where, seats, f"{name}-{what}",
                                                              problems)))
            B.tap_and_wait(page, hid)    # put it back: the move below starts afresh

    make_one_move(page)
    at_every_size(page, f"{name}, after one move", seats, f"{name}-after", problems,
                  also=screen_fits(f"{name}, after one move", problems))

    # Larger text, at the three sizes: nothing under the window's edge either
    page = tabs["large"].show(f"/play/{doc['id']}")
    B.wait_id(page, "uncover" if people > 1 else "decision", timeout=30)
    uncover_if_asked(page)
    at_every_size(page, f"{name} with Larger text", seats, f"{name}-large", problems,
                  also=screen_fits(f"{name} with Larger text", problems))
    # ...and in French (the kept positions found its longer words 6-79 px under the
    # window's edge where the English fitted)
    page = tabs["large-fr"].show(f"/play/{doc['id']}")
    B.wait_id(page, "uncover" if people > 1 else "decision", timeout=30)
    uncover_if_asked(page)
    at_every_size(page, f"{name} with Larger text in French", seats, f"{name}-large-fr",
                  problems, also=screen_fits(f"{name} with Larger text in French", problems))
    return problems


def test_the_error_box_search_is_pillows_min_filter():
    """eroded() stands in for Pillow's MinFilter(13): the same pixels on masks with blocks
    at the edges, in the middle and smaller than the square, and a block drawn into a
    screen is found."""
    import random
    from PIL import Image, ImageFilter
    rnd = random.Random(2)
    for _ in range(150):
        w, h = rnd.randint(1, 60), rnd.randint(1, 60)
        mask = Image.new("L", (w, h))
        for _ in range(rnd.randint(0, 6)):
            x, y = rnd.randint(-5, w), rnd.randint(-5, h)
            mask.paste(255, (x, y, x + rnd.randint(1, 30), y + rnd.randint(1, 30)))
        for _ in range(rnd.randint(0, 20)):
            mask.putpixel((rnd.randrange(w), rnd.randrange(h)), rnd.choice((0, 255)))
        assert eroded(mask, 13).tobytes() == mask.filter(ImageFilter.MinFilter(13)).tobytes()
    screen = Image.new("RGB", (360, 640), (250, 240, 220))
    screen.paste((192, 192, 192), (300, 600, 360, 640))   # at the corner, 60x40
    path = os.path.join(os.path.dirname(SHOTS), "error-box-probe.png")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    screen.save(path)
    assert error_grey(path) == 54 * 34   # 6 px in from its open sides, to the edges
