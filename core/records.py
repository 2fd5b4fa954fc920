"""Records of the games played on this device: one small entry per game, from which
every figure the records screen shows is computed (games played and finished, wins,
solo wins and result bands, best and average score, recent results, each bot level's
record against people, the daily calendar and streaks).

Pure standard library, no clock: every date comes from a save document's own stamps
("created" when the game started, "updated" when it ended) or from the caller.

An entry is written when a game starts and completed when it ends; a game is known by
its save id, so noting the same game twice changes nothing. The records document is
checked like a save (`parse_records`): anything wrong in it is one line naming the
problem, and the caller rebuilds the records from the saves (`rebuild`).
"""
from __future__ import annotations

import datetime
import json
import re

from core import saves
from core.daily import CHALLENGES, parse_date
from core.i18n import N_, _, number, pgettext
from core.registry import game_ids, get_game
from core.saves import SaveError

FORMAT = "beachbag-records"
VERSION = 1
MAX_ENTRIES = 5_000      # games remembered (about 1.3 MB); the oldest are forgotten beyond this
MAX_BYTES = saves.MAX_BYTES  # a records file; MAX_ENTRIES games of 7 seats with 40-character
                             # names are about 3.8 MB
RECENT = 5               # recent results shown per game and player count
KEEP_BEST = 10           # finished games kept for replays per game and player count:
KEEP_RECENT = 10         # the best and the most recent
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}\Z")


def empty() -> dict:
    return {"format": FORMAT, "version": VERSION, "games": []}


# ---- entries from games -----------------------------------------------------------
def entry_from_document(save_id: str, doc: dict) -> dict:
    """The record of one game from its save document (its state the game's state)."""
    game = get_game(doc["game"])
    state = doc["state"]
    seats = []
    for seat in doc["seats"]:
        bot = bool(seat.get("bot"))
        level = seat.get("level") if bot else None
        seats.append({"name": str(seat.get("name") or "")[:saves.MAX_NAME] or "Player",
                      "bot": bot, "level": level if isinstance(level, str) else ("medium" if bot else None)})
    challenge = doc.get("challenge")
    entry = {"id": save_id, "game": game.id, "players": len(seats), "seats": seats,
             "started": doc.get("created") or doc.get("updated"), "finished": None,
             "scores": None, "winners": None, "won": None, "band": None,
             "challenge": ({"date": challenge["date"], "practice": bool(challenge["practice"])}
                           if isinstance(challenge, dict) else None)}
    if game.is_over(state):
        result = game.result(state)
        entry["finished"] = doc.get("updated") or entry["started"]
        entry["scores"] = [int(x) for x in result["scores"]]
        entry["winners"] = [int(x) for x in result["winners"]]
        if "solo_won" in result:
            entry["won"] = bool(result["solo_won"])
        if isinstance(result.get("band"), str):
            entry["band"] = saves.printable(result["band"], saves.MAX_TEXT)
    return entry


def note(records: dict, save_id: str, doc: dict) -> bool:
    """Record a save just written: a new game is added, a game that has just ended is
    completed. An entry already complete is never changed (a finished game replayed
    or saved again is the same game), and a game first seen already over (an imported
    copy of someone's finished game) is not counted, nor a copy of a game already
    recorded. True when `records` changed."""
    games = records["games"]
    known = _index(records).get(save_id)
    over = get_game(doc["game"]).is_over(doc["state"])
    if known is None:
        twin = _twin(records, entry_from_document(save_id, doc))
        if twin is not None:
            # an imported copy of a game already recorded is that game: counted once,
            # and completed by whichever copy ends first
            if not over or games[twin]["finished"] is not None:
                return False
            started = games[twin]["started"]
            games[twin] = entry_from_document(save_id, doc)
            games[twin]["started"] = started
            _forget_index(records)
            return True
        if over:
            return False
        games.append(entry_from_document(save_id, doc))
        del games[:-MAX_ENTRIES]
        _forget_index(records)
        return True
    entry = games[known]
    if entry["finished"] is not None or not over:
        return False
    games[known] = entry_from_document(save_id, doc)
    games[known]["started"] = entry["started"]
    return True


def _twin(records: dict, entry: dict) -> int | None:
    """The index of a recorded game this entry is a copy of (an exported save imported
    again keeps its game, start, seats and challenge), or None."""
    same = ("game", "started", "seats", "challenge")
    for i, e in enumerate(records["games"]):
        if e["id"] != entry["id"] and all(e[k] == entry[k] for k in same):
            return i
    return None


def rebuild(listed) -> dict:
    """Records made afresh from a store's listing ((save_id, document or SaveError)
    pairs, documents as parse_document returns them): every checked save is a game,
    finished ones with their result. Damaged saves are skipped."""
    records = empty()
    entries = []
    for save_id, doc in listed:
        if isinstance(doc, dict):
            try:
                entries.append(entry_from_document(save_id, doc))
            except Exception:
                continue  # a save this version cannot score: no record, never a crash
    entries.sort(key=lambda e: (e["started"] or "", e["id"]))
    # a game and its imported copies are one game: the finished one stands for it
    kept: dict = {}
    for e in entries:
        key = repr([e[k] for k in ("game", "started", "seats", "challenge")])
        if key not in kept or kept[key]["finished"] is None and e["finished"] is not None:
            kept[key] = e
    entries = [e for e in entries if kept[repr([e[k] for k in ("game", "started", "seats",
                                                                "challenge")])] is e]
    records["games"] = entries[-MAX_ENTRIES:]
    return records


def merge(mine: dict, theirs: dict) -> dict:
    """Both devices' records (Import of all data): every game once; where both know a
    game, the finished entry wins."""
    by_id = {e["id"]: e for e in mine["games"]}
    for e in theirs["games"]:
        have = by_id.get(e["id"])
        if have is None or (have["finished"] is None and e["finished"] is not None):
            by_id[e["id"]] = e
    out = empty()
    out["games"] = sorted(by_id.values(), key=lambda e: (e["started"] or "", e["id"]))[-MAX_ENTRIES:]
    return out


def _index(records: dict) -> dict:
    index = records.get("_index")
    if index is None or len(index) != len(records["games"]):
        index = {e["id"]: i for i, e in enumerate(records["games"])}
        records["_index"] = index
    return index


def _forget_index(records: dict) -> None:
    records.pop("_index", None)


# ---- figures ----------------------------------------------------------------------
def people(entry: dict) -> list:
    return [i for i, s in enumerate(entry["seats"]) if not s["bot"]]


def person_score(entry: dict):
    """The best score a person made in a finished game (None: unfinished)."""
    if entry["scores"] is None:
        return None
    seats = people(entry)
    return max(entry["scores"][i] for i in seats) if seats else None


def groups(records: dict) -> list:
    """(game id, players) pairs with at least one game, in the registry's game order."""
    found = {(e["game"], e["players"]) for e in records["games"]}
    order = {g: i for i, g in enumerate(game_ids())}
    return sorted(found, key=lambda k: (order.get(k[0], 99), k[1]))


def bot_outcome(entry: dict, level: str) -> str | None:
    """'won', 'lost' or 'tied' for bots of `level` against the people of a finished game
    (None if the game had no such bot or no person). A side is ahead when one of it is
    among the winners and none of the other side is; otherwise the best scores decide."""
    if entry["scores"] is None:
        return None
    bots = [i for i, s in enumerate(entry["seats"]) if s["bot"] and s["level"] == level]
    humans = people(entry)
    if not bots or not humans:
        return None
    wins = set(entry["winners"])
    bot_in, person_in = bool(wins & set(bots)), bool(wins & set(humans))
    if bot_in != person_in:
        return "won" if bot_in else "lost"
    best_bot = max(entry["scores"][i] for i in bots)
    best_person = max(entry["scores"][i] for i in humans)
    if bot_in and person_in or best_bot == best_person:
        return "tied"
    return "won" if best_bot > best_person else "lost"


def summarize(records: dict, game_id: str, players: int) -> dict:
    """Every figure the records screen shows for one game and player count."""
    entries = [e for e in records["games"] if e["game"] == game_id and e["players"] == players]
    done = [e for e in entries if e["finished"] is not None]
    scores = [e["scores"][i] for e in done for i in people(e)]
    out = {"game": game_id, "players": players, "played": len(entries), "finished": len(done),
           "best": max(scores) if scores else None,
           "average": round(sum(scores) / len(scores), 1) if scores else None}
    if players == 1:
        solo = [e for e in done if e["won"] is not None]
        out["solo_wins"] = sum(1 for e in solo if e["won"])
        out["solo_losses"] = sum(1 for e in solo if not e["won"])
        out["solo_counted"] = bool(solo)
        bands = {}
        for e in done:
            if e["band"]:
                bands[e["band"]] = bands.get(e["band"], 0) + 1
        out["bands"] = bands
    else:
        won_by = {"people": 0, "bots": 0}
        names = {}
        for e in done:
            winners = e["winners"]
            if any(not e["seats"][w]["bot"] for w in winners):
                won_by["people"] += 1
            else:
                won_by["bots"] += 1
            for w in winners:
                if not e["seats"][w]["bot"]:
                    name = e["seats"][w]["name"]
                    names[name] = names.get(name, 0) + 1
        out["won_by"] = won_by
        out["wins_by_name"] = sorted(names.items(), key=lambda kv: (-kv[1], kv[0]))
        levels = {}
        for level in sorted({s["level"] for e in done for s in e["seats"] if s["bot"]}):
            tally = {"games": 0, "won": 0, "lost": 0, "tied": 0}
            for e in done:
                outcome = bot_outcome(e, level)
                if outcome is not None:
                    tally["games"] += 1
                    tally[outcome] += 1
            if tally["games"]:
                levels[level] = tally
        out["bot_levels"] = levels
    recent = sorted(done, key=lambda e: (e["finished"], e["id"]), reverse=True)[:RECENT]
    out["recent"] = recent
    out["best_games"] = sorted(done, key=lambda e: (-person_score(e), e["finished"]))[:RECENT] \
        if scores else []
    return out


def keep_for_replay(records: dict) -> set:
    """Ids of the finished games whose saves are kept for replays: per game and player
    count the KEEP_BEST best (a person's score) and the KEEP_RECENT most recent."""
    buckets = {}
    for e in records["games"]:
        if e["finished"] is not None:
            score = person_score(e)
            if score is not None:
                buckets.setdefault((e["game"], e["players"]), []).append((score, e))
    keep = set()
    for done in buckets.values():
        by_best = sorted(done, key=lambda se: (-se[0], se[1]["finished"]))
        by_recent = sorted(done, key=lambda se: se[1]["finished"], reverse=True)
        keep.update(e["id"] for _, e in by_best[:KEEP_BEST])
        keep.update(e["id"] for _, e in by_recent[:KEEP_RECENT])
    return keep


def finished_ids(records: dict) -> set:
    return {e["id"] for e in records["games"] if e["finished"] is not None}


# ---- the daily challenge ------------------------------------------------------------
def counted(records: dict, game_id: str, date) -> dict | None:
    """The counted attempt at `game_id`'s challenge of `date` (finished or not), or None.
    The first attempt started is the counted one; the others are practice."""
    day = parse_date(date).isoformat()
    for e in records["games"]:
        c = e["challenge"]
        if e["game"] == game_id and c is not None and c["date"] == day and not c["practice"]:
            return e
    return None


def calendar(records: dict, game_id: str) -> dict:
    """Date text -> the counted attempt of that day's challenge."""
    out = {}
    for e in records["games"]:
        c = e["challenge"]
        if e["game"] == game_id and c is not None and not c["practice"]:
            out.setdefault(c["date"], e)
    return out


def streaks(records: dict, game_id: str, today) -> tuple:
    """(current, best): runs of consecutive days whose counted challenge was finished.
    The current run ends today, or yesterday while today's is not finished yet."""
    days = sorted({d for d, e in calendar(records, game_id).items() if e["finished"] is not None})
    best, run, last = 0, 0, None
    for d in days:
        day = datetime.date.fromisoformat(d)
        run = run + 1 if last is not None and (day - last).days == 1 else 1
        best, last = max(best, run), day
    current = 0
    day = parse_date(today)
    done = set(days)
    if day.isoformat() not in done:
        day -= datetime.timedelta(days=1)
    while day.isoformat() in done:
        current += 1
        day -= datetime.timedelta(days=1)
    return current, best


def against_bots(entry: dict) -> str:
    """" against a Hard bot", " against Easy and Medium bots": the levels of the game's
    own bot seats (not a daily challenge's, which the game may not be)."""
    levels = [s["level"] or "medium" for s in entry["seats"] if s["bot"]]
    if not levels:
        return ""
    order = ["easy", "medium", "hard"]
    named = sorted(set(levels), key=lambda v: (order.index(v) if v in order else 3, v))
    if len(levels) == 1:
        one = {"easy": _(" against an Easy bot"), "medium": _(" against a Medium bot"),
               "hard": _(" against a Hard bot")}
        if named[0] in one:
            return one[named[0]]
        words = named[0].title()
        return f" against a{'n' if words[0] in 'AEIOU' else ''} {words} bot"
    many = {"easy": pgettext("bots", "Easy"), "medium": pgettext("bots", "Medium"),
            "hard": pgettext("bots", "Hard")}
    words = many.get(named[0], named[0].title())
    for v in named[1:]:
        words = _("{one} and {other}").format(one=words, other=many.get(v, v.title()))
    return _(" against {levels} bots").format(levels=words)


def outcome_words(entry: dict) -> str:
    """A few words on how a finished game went, with nothing of the deal in them."""
    if entry["band"]:
        # the band is kept in the code's English (an id for the catalogue), told in the
        # language spoken
        band = entry["band"]
        words = re.split(r"[.!?]", _(band), maxsplit=1)[0].strip()
        return words[:1].lower() + words[1:]
    if entry["won"] is not None:
        return _("won against the Game") if entry["won"] else _("the Big Wave came first")
    if entry["players"] > 1 and entry["scores"] is not None:
        seats = people(entry) or [0]
        me = max(seats, key=lambda q: (entry["scores"][q], -q))   # the best placed person
        mine = entry["scores"][me]
        place = 1 + sum(1 for s in entry["scores"] if s > mine)
        shared = me in entry["winners"] and len(entry["winners"]) > 1
        ordinal = {1: pgettext("place", "1st"), 2: pgettext("place", "{n}nd").format(n=2),
                   3: pgettext("place", "{n}rd").format(n=3)}.get(
            place, pgettext("place", "{n}th").format(n=place))
        if me in entry["winners"]:
            ordinal = _("shared 1st") if shared else pgettext("place", "1st")
        return _("{place} of {players}{against}").format(place=ordinal, players=entry["players"],
                                                        against=against_bots(entry))
    return _("finished")


def share_line(entry: dict) -> str:
    """The line a player may copy: game, date, score and how it went. Holds nothing of
    the deal (no seed, no token, tile or bonus), so it gives nobody a head start."""
    title = get_game(entry["game"]).title
    day = entry["challenge"]["date"] if entry["challenge"] else (entry["finished"] or "")[:10]
    if entry["finished"] is None:
        return _("{game}, {day}: not finished yet").format(game=title, day=day)
    return _("{game}, {day}: {score} - {outcome}").format(game=title, day=day,
                                                          score=person_score(entry),
                                                          outcome=outcome_words(entry))


# ---- reading and writing ----------------------------------------------------------
def dump_records(records: dict) -> str:
    return json.dumps({k: v for k, v in records.items() if not k.startswith("_")},
                      separators=(",", ":"), sort_keys=True)


RECORDS = saves.Kind(MAX_BYTES, N_("these are not Beach Bag records"),
                     N_("the records are too big to check"),
                     N_("the records cannot be checked ({error})"),
                     N_("the records are nested too deeply"),
                     lambda size: _("the records file is too big"),
                     lambda text, e: _("the records file is cut short or damaged (not valid JSON)"))


def parse_records(data, where="records") -> dict:
    """Check a records document (text or bytes) completely; SaveError in one line naming
    `where` if anything is wrong, whatever the content."""
    return saves.guarded(RECORDS, where, _parse, data, where)


def _parse(data, where) -> dict:
    return check_records(saves.load_json(data, where, RECORDS), where)


def check_records(doc, where="records") -> dict:
    """Every field of a parsed records document; returns a clean copy."""
    def fail(problem):
        raise SaveError(where, problem)

    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        fail(_("these are not Beach Bag records"))
    saves.check_tree(doc, where)
    version = doc.get("version")
    if type(version) is int and version > VERSION:
        fail(_("the records were written by a newer Beach Bag (format {version}); "
               "update the app").format(version=version))
    if version != VERSION or type(version) is not int:
        fail(_("the records' format version must be {version}").format(version=VERSION))
    games = doc.get("games")
    if not isinstance(games, list):
        fail(_("the records' 'games' is missing or not a list"))
    if len(games) > MAX_ENTRIES:
        fail(_("the records hold more than {n} games").format(n=number(MAX_ENTRIES)))
    out = empty()
    seen = set()
    for n, e in enumerate(games):
        entry = _check_entry(e, lambda p, n=n: fail(_("game {n}: {problem}").format(n=n + 1, problem=p)))
        if entry["id"] in seen:
            fail(_("game {n}: {problem}").format(n=n + 1, problem=_(
                "the game {id} is listed twice").format(id=entry["id"])))
        seen.add(entry["id"])
        out["games"].append(entry)
    return out


ENTRY_KEYS = {"id", "game", "players", "seats", "started", "finished", "scores", "winners",
              "won", "band", "challenge"}


def _stamp(value) -> bool:
    try:
        return (isinstance(value, str) and len(value) <= saves.MAX_NAME
                and datetime.datetime.fromisoformat(value).tzinfo is not None)
    except ValueError:
        return False


def _check_entry(e, fail) -> dict:
    if not isinstance(e, dict):
        fail(_("not an object"))
    missing = ENTRY_KEYS - set(e)
    if missing:
        fail(_("{key} is missing").format(key=f"'{sorted(missing)[0]}'"))
    if not saves.valid_id(e["id"]):
        fail(_("its id is not a save name"))
    if e["game"] not in game_ids():
        fail(_("it names an unknown game"))
    game = get_game(e["game"])
    n = e["players"]
    if type(n) is not int or not game.min_players <= n <= game.max_players:
        fail(_("{game} has {low} to {high} players").format(game=game.title, low=game.min_players,
                                                             high=game.max_players))
    seats = e["seats"]
    if not isinstance(seats, list) or len(seats) != n:
        fail(_("it must list one seat per player"))
    clean_seats = []
    for seat in seats:
        if not isinstance(seat, dict) or set(seat) != {"name", "bot", "level"}:
            fail(_("a seat must have a name, a bot flag and a level"))
        name, bot, level = seat["name"], seat["bot"], seat["level"]
        if not isinstance(name, str) or not 1 <= len(name) <= saves.MAX_NAME \
                or saves._CONTROL.search(name):
            fail(_("a seat's name must be 1 to {n} printable characters").format(n=saves.MAX_NAME))
        if type(bot) is not bool:
            fail(_("a seat's 'bot' must be true or false"))
        if not (level is None or (isinstance(level, str) and len(level) <= saves.MAX_NAME)):
            fail(_("a seat's level must be a short text or null"))
        clean_seats.append({"name": name, "bot": bot, "level": level})
    if not _stamp(e["started"]):
        fail(_("'started' must be a date and time with its time zone"))
    finished = e["finished"]
    if finished is None:
        if any(e[k] is not None for k in ("scores", "winners", "won", "band")):
            fail(_("an unfinished game has no result"))
    else:
        if not _stamp(finished):
            fail(_("'finished' must be a date and time with its time zone"))
        scores, winners = e["scores"], e["winners"]
        if not (isinstance(scores, list) and len(scores) == n
                and all(type(x) is int and abs(x) <= saves.MAX_INT for x in scores)):
            fail(_("'scores' must be one whole number per player"))
        if not (isinstance(winners, list) and len(set(winners)) == len(winners)
                and all(type(w) is int and 0 <= w < n for w in winners)):
            fail(_("'winners' must list seats of the game"))
        if not winners and not (n == 1 and e["won"] is False):
            fail(_("only a lost solo game has no winner"))
        if e["won"] is not None and type(e["won"]) is not bool:
            fail(_("'won' must be true, false or null"))
        if not (e["band"] is None or (isinstance(e["band"], str) and len(e["band"]) <= saves.MAX_TEXT)):
            fail(_("'band' must be a text of at most {n} characters").format(n=saves.MAX_TEXT))
    c = e["challenge"]
    if c is not None:
        if not (isinstance(c, dict) and set(c) == {"date", "practice"}
                and isinstance(c["date"], str) and _DATE.match(c["date"])
                and type(c["practice"]) is bool):
            fail(_("'challenge' must hold a date (YYYY-MM-DD) and whether it was practice"))
        try:
            parse_date(c["date"])
        except ValueError:
            fail(_("the challenge's date is not a date"))
        if e["game"] not in CHALLENGES:
            fail(_("that game has no daily challenge"))
    return {"id": e["id"], "game": e["game"], "players": n, "seats": clean_seats,
            "started": e["started"], "finished": finished, "scores": e["scores"],
            "winners": e["winners"], "won": e["won"], "band": e["band"],
            "challenge": None if c is None else {"date": c["date"], "practice": c["practice"]}}
