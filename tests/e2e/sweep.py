"""Random positions of every game and configuration, drawn in headless Chromium and
checked as the decision matrix checks its kept ones (tests/e2e/test_decisions_e2e.py).
Not a test (pytest collects test_*.py only): a tool for looking, as screens.py is.

The matrix opens one kept position per decision kind, mostly early in a game; late in a
game castles are tall and many, lists of moves long. This plays one seeded game per
configuration (leaning to attacks and builds, as the kept positions do), takes the
positions --per of the way through it (a quarter, half, three quarters with 3), opens each
at 360x640, 640x360 and 1024x768 (in Sandcastles 2015 also with an attack tile and a
sandcastle tile picked), and prints every problem the matrix's checks find: a grey error
box, something cut at the side or below the window, a tap target under 48x48, a lit cell
behind the castles' sideways scroll; with --taller also a screen taller than its window (a
control partly cut by the bottom edge, which the matrix's check does not see).

    .venv/bin/python -m tests.e2e.sweep [--per 3] [--large] [--language fr] [--only IDS] [--taller]
                                        [--seed 1000] [--long-names] [--sizes WxH,...] [--kept]
                                        [GAME ...]

--large: with Settings' Larger text; --long-names: every seat named with the new-game
form's 20 characters (LONG_NAMES); --sizes: other window sizes than the three the
kept tests open (e.g. 768x1024,320x568: a tablet upright, a small phone); --kept: the
decision matrix's kept positions (every decision kind of every variant) instead of
random ones (with --sizes: the matrix at other sizes); --language: the app in that language; --only: the
positions whose id holds one of these comma-separated parts (e.g. 4p-2,6p).

Screenshots go to artifacts/sweep/ (git-ignored). Exit status 1 when a problem is found.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import tempfile

from core.registry import game_ids, get_game
from core.sandcastles_2015.components import is_attack, is_sand
from devtools import browser as B
from tests.e2e import test_decisions_e2e as T
from tests.support import decision_positions as D
from ui.storage import FileStore


# the new-game form's longest names (ui/shell/new_game.NAME_LENGTH, 20 characters), wide
# letters and no space to break at in most: what a person may type for a seat
LONG_NAMES = ("Maximilian-Alexander", "WWWWWWWWWWWWWWWWWWWW", "Éléonore-Marguerite",
              "Bartholomew Wolfgang", "MMMMMMMMMMMMMMMMMMMM", "Gwendolyn-Annabelle",
              "Konstantinos-Georgio")


def positions(store, game_id: str, per: int, suffix: str = "", seed: int = 1000,
              names=None) -> list:
    """(kind, document) of `per` positions through one seeded game of each configuration
    of `game_id`, written to `store`; every seat a person (covers come up between them).
    `suffix` ends each save's id (positions of another `per` in the same store); `seed`
    plus the player count seeds each game (the kept tests' games: 1000); `names`: the
    seats' names (decision_positions.NAMES by default)."""
    game = get_game(game_id)
    names = names or D.NAMES
    out = []
    for variant, (n, options) in D.variants(game_id).items():
        seats = [{"name": names[i], "bot": False} for i in range(n)]
        seed_n = seed + n
        actions = D.play_leaning(game, seats, options, seed_n, random.Random(seed_n), 800)
        for j in range(per):    # never the end: more moves were played after each
            k = int(len(actions) * (j + 1) / (per + 1))
            save_id = f"{game_id}-{variant}-{j}{suffix}".replace("_", "-")
            doc = D.document_at(game_id, seats, options, seed_n, actions[:k], save_id)
            store.write(save_id, doc)
            out.append((game.decision_kind(doc["state"]), doc))
    return out


def position_key(game_id: str, doc: dict) -> str:
    """"4p-2" of the position "sandcastles-2015-4p-2" of positions()."""
    return doc["id"][len(game_id.replace("_", "-")) + 1:]


def key_run(key: str) -> tuple:
    """(positions per game, seed) of a late_positions key: "4p-3of4s2000" -> (4, 2000)."""
    found = re.search(r"(?:of(\d+))?(?:s(\d+))?$", key)
    return int(found.group(1) or 3), int(found.group(2) or 1000)


def run_suffix(per: int, seed: int) -> str:
    """What ends the ids of positions(per, seed): "", "of4", "of4s2000"."""
    return ("" if per == 3 else f"of{per}") + ("" if seed == 1000 else f"s{seed}")


def late_positions(folder: str, keys, large: bool = False, language: str | None = None) -> dict:
    """{(game, key): (kind, document)} for `keys` ((game, key) pairs), written with the
    settings a browser test opens them with (How to play seen; Larger text or not; the
    app's language, when given).
    A key is positions()'s with three a game ("4p-2"), or with another count after "of"
    ("4p-3of4": the fourth of four, four fifths through the game), and another seed
    after "s" ("2p-3of4s2000": the game --seed 2000 plays)."""
    store = FileStore(os.path.join(folder, "saves"))
    games = sorted({game for game, _key in keys})
    runs = {(3, 1000)} | {key_run(key) for _game, key in keys}
    found = {(game, position_key(game, doc)): (kind, doc)
             for game in games for per, seed in sorted(runs)
             for kind, doc in positions(store, game, per, run_suffix(per, seed), seed)}
    table = {"howto_seen": games}
    if large:
        table["large_text"] = True
    if language:
        table["language"] = language
    with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"table": table}, f)
    return {key: found[key] for key in keys}


def check(tab, kind: str, doc: dict, taller: bool = False) -> list:
    """Every problem found on one position's screens; `taller`: also a screen taller
    than its window."""
    name = doc["id"]
    seats = len(doc["seats"])
    problems: list = []
    page = tab.show(f"/play/{name}")
    B.wait_id(page, "uncover" if seats > 1 else "decision", timeout=30)
    T.uncover_if_asked(page)
    T.at_every_size(page, name, seats, name, problems,
                    also=T.screen_fits(name, problems,
                                     T.each_castle_chosen(name, seats, name, problems), taller))
    if doc["game"] == "sandcastles_2015" and kind == "action":
        for what, pick in (("attack", is_attack), ("build", is_sand)):
            hid = T.hand_tile(doc["state"], pick)
            if hid is None or hid not in B.ids(page):
                continue
            B.tap_and_wait(page, hid)
            where = f"{name}, {what} tile picked"
            T.at_every_size(page, where, seats, f"{name}-{what}", problems,
                            also=T.screen_fits(where, problems,
                                             T.each_castle_chosen(where, seats,
                                                                  f"{name}-{what}", problems),
                                             taller))
            B.tap_and_wait(page, hid)
    if doc["game"] == "seaside" and kind == "isopods":
        # a number picked: what taking that many does, beside "Take", replaces the hint
        most = max((i for i in B.ids(page) if i.startswith("isopods-") and i[8:].isdigit()),
                   key=lambda i: int(i[8:]), default=None)
        if most is not None:
            B.tap_and_wait(page, most)
            where = f"{name}, {most} picked"
            T.at_every_size(page, where, seats, f"{name}-picked", problems,
                            also=T.screen_fits(where, problems, None, taller))
    return problems


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("games", nargs="*", metavar="GAME",
                    help=f"only these games (all by default): {', '.join(game_ids())}")
    ap.add_argument("--per", type=int, default=3, help="positions per configuration")
    ap.add_argument("--large", action="store_true", help="with Larger text")
    ap.add_argument("--taller", action="store_true",
                    help="also flag a screen taller than its window (a control partly cut "
                         "by the bottom edge; the wheel's reach, about 0.7 s a screen)")
    ap.add_argument("--only", default="", metavar="IDS",
                    help="only the positions whose id contains one of these "
                         "(comma-separated, e.g. 4p-2,6p)")
    ap.add_argument("--language", default=None, help="the app's language (en, fr)")
    ap.add_argument("--seed", type=int, default=1000,
                    help="each configuration's game is seeded with this plus its player "
                         "count (1000: the games the kept browser tests open)")
    ap.add_argument("--long-names", action="store_true",
                    help="every seat a 20-character name, the new-game form's longest")
    ap.add_argument("--kept", action="store_true",
                    help="the kept decision positions (tests/support/data/decisions) "
                         "instead of random ones")
    ap.add_argument("--sizes", default="", metavar="WxH,...",
                    help="window sizes to check instead of 360x640,640x360,1024x768")
    args = ap.parse_args(argv)
    if args.sizes:
        try:
            T.SIZES = tuple(tuple(int(n) for n in size.split("x"))
                            for size in args.sizes.split(","))
        except ValueError:
            ap.error(f"sizes are written WxH,WxH: {args.sizes}")
    unknown = sorted(set(args.games) - set(game_ids()))
    if unknown:
        ap.error(f"no such game: {', '.join(unknown)}")
    T.SHOTS = os.path.join(B.ROOT, "artifacts", "sweep")
    folder = tempfile.mkdtemp(prefix="beachbag-sweep-")
    store = FileStore(os.path.join(folder, "saves"))
    table = {"howto_seen": list(game_ids())}
    if args.large:
        table["large_text"] = True
    if args.language:
        table["language"] = args.language
    with open(os.path.join(folder, "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"table": table}, f)
    if args.kept:
        todo = []
        for game_id, _variant, kind, path in D.kept():
            if game_id in (args.games or game_ids()):
                doc = D.load(path)
                store.write(doc["id"], doc)
                todo.append((kind, doc))
    else:
        todo = [p for g in (args.games or game_ids())
                for p in positions(store, g, args.per, seed=args.seed,
                                   names=LONG_NAMES if args.long_names else None)]
    if args.only:
        todo = [p for p in todo if any(part in p[1]["id"] for part in args.only.split(","))]
    print(f"{len(todo)} positions", flush=True)
    found = []
    with B.driver() as pw:
        profile = B.KeptProfile(pw, tempfile.mkdtemp(prefix="beachbag-sweep-chromium-"))
        try:
            with B.serve(env={"BEACHBAG_SAVES": folder, "BEACHBAG_BOT_DELAY_MS": "6000"}) as url:
                tab = B.Tab(profile, url).home()
                for kind, doc in todo:
                    try:
                        problems = check(tab, kind, doc, args.taller)
                    except Exception as err:   # a position that would not open: say so
                        problems = [f"{doc['id']}: {type(err).__name__}: {str(err)[:200]}"]
                        tab.drop()
                    print(doc["id"], kind, "ok" if not problems else f"{len(problems)} problems",
                          flush=True)
                    found += problems
        finally:
            profile.close()
    print(f"{len(found)} problems in {len(todo)} positions")
    for p in found:
        print(" ", p)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
