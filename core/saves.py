"""The save format and its checks: versioned save documents, and the one guarded way
any stored JSON (a save, the records, an all-data file) is read.

A save document (docs/save-format.md) holds everything needed to resume or audit
a game: the game id, seats, options, seed, the full action log and the current
state. Loading checks every field's type and range, then replays the log from
the seed and insists it reaches the stored state, so a tampered or damaged file
is caught, named in one line and left untouched. The command line, Import, the
saves folder and the browser's storage all go through `parse_document`.

Pure like the rest of core: no files and no clock. The stores that hold saves (a folder,
the browser's storage) are ui/storage.py; the caller gives every time stamp.
"""
from __future__ import annotations

import datetime
import json
import math
import re
from typing import Callable, NamedTuple

from core.engine import IllegalAction, replay, seat_names
from core import i18n
from core.i18n import N_, _, number
from core.registry import game_ids, get_game

FORMAT = "beachbag-save"
VERSION = 1

# Limits far above any real game (docs/save-format.md says how they were chosen).
MAX_BYTES = 4_000_000     # a save file (UTF-8 bytes) or a stored text (characters)
MAX_ACTIONS = 50_000      # moves in the log
MAX_DEPTH = 20            # nesting of lists and objects anywhere in the document
MAX_NAME = 40             # characters in a seat's name
MAX_ID = 80               # characters in a save's id
MAX_TEXT = 200            # characters in any other text (progress, options, seat extras)
MAX_OPTIONS = 32          # keys in options
MAX_LIST = 200            # items in a list inside options
MAX_ACTION_ITEMS = 8      # items in one move
MAX_SEED = 2 ** 64        # seeds lie in [-2**63, 2**64)
MAX_INT = 2 ** 53         # any other whole number, in options and moves

ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9_-]{0,%d}\Z" % (MAX_ID - 1))
_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")

def printable(text, limit: int = 300) -> str:
    """`text` as one line that always encodes as UTF-8: lone surrogates, line breaks
    and other control characters become escapes; long text is cut with '...'."""
    if not isinstance(text, str):
        text = str(text)
    if _UNPRINTABLE.search(text):
        text = _UNPRINTABLE.sub(lambda m: "\\x%02x" % ord(m.group()) if ord(m.group()) < 0x100
                                else "\\u%04x" % ord(m.group()), text)
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return text


def _show(value, limit: int = 40) -> str:
    """A short, printable picture of a value for a message."""
    try:
        text = repr(value) if not isinstance(value, (list, dict)) else type(value).__name__
    except Exception:
        text = type(value).__name__
    return printable(text, limit)


class SaveError(Exception):
    """A save that cannot be used; str(e) names the file and the problem, in one line
    of printable text (whatever the file's name or content)."""

    def __init__(self, where, problem):
        self.where = printable(where, 160)
        self.problem = printable(problem, 300)
        self.language = i18n.language()   # the words' language (a listing redoes others)
        super().__init__(_("{where}: {problem}").format(where=self.where, problem=self.problem))

    def __reduce__(self):  # so it crosses to and from a worker process
        return (SaveError, (self.where, self.problem))


def valid_id(save_id) -> bool:
    """A save's name in its store: 1-80 of a-z, 0-9, '-' and '_', starting with a
    letter or digit. Safe as a file name, a storage key and a route part."""
    return isinstance(save_id, str) and ID_PATTERN.match(save_id) is not None


def make_document(game_id: str, seats: list, options: dict, seed: int, actions: list,
                  state: dict, *, updated: str, created: str | None = None,
                  save_id: str = "") -> dict:
    """A save document; `updated` is when it is written (ISO 8601 with its time zone,
    from the caller's clock), `created` when the game began (default: `updated`)."""
    game = get_game(game_id)
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": save_id,
        "game": game_id,
        "seats": [_seat_for_save(seat, i, state.get("names") if isinstance(state, dict) else None)
                  for i, seat in enumerate(seats)],
        "options": options,
        "seed": seed,
        "actions": [game.action_to_json(a) for a in actions],
        "state": game.state_to_json(state),
        "created": created or updated,
        "updated": updated,
    }


def _seat_for_save(seat, i: int, names=None) -> dict:
    """Seats as the format wants them: always a name and a bot flag (a seat given
    without them is a person called as the rules call it, engine.seat_names)."""
    seat = dict(seat) if isinstance(seat, dict) else {"name": seat}
    name = seat.get("name")
    # a seat without a name: the name the game gave it when it began (the position
    # keeps it; a default chosen now could be in another language)
    given = names[i] if isinstance(names, list) and i < len(names) else None
    seat["name"] = str(name) if name else str(given) if given else seat_names([None] * (i + 1))[i]
    seat["bot"] = bool(seat.get("bot"))
    return seat


# ---- reading: the one guarded JSON loader ---------------------------------------
class Kind(NamedTuple):
    """One kind of stored JSON: its size limit and how messages about it read (English
    marked with N_, translated when the message is made; `cannot_check` has {error},
    `nested` may have {depth})."""
    max_bytes: int
    not_ours: str                            # "this is not a Beach Bag save"; "(not text)" follows
    too_big_to_check: str                    # "the save is too big to check"
    cannot_check: str                        # "the save cannot be checked ({error})"
    nested: str                              # nested deeper than can be checked
    too_big: Callable[[int], str]            # size -> message
    damaged: Callable[[str, ValueError], str]  # (text, error) -> message: the JSON does not parse


def _too_big(size: int) -> str:
    return _("the file is too big for a save ({size} MB; a save is at most {most} MB)").format(
        size=f"{size / 1e6:.1f}", most=f"{MAX_BYTES / 1e6:g}")


def _damaged_save(text: str, e: ValueError) -> str:
    if text.strip()[:1] == "{":
        detail = e.msg if isinstance(e, json.JSONDecodeError) else e
        return _("the file is cut short or damaged (not valid JSON: {detail})").format(detail=detail)
    return _("this is not a Beach Bag save (not JSON)")


def _nested(kind: Kind) -> str:
    return _(kind.nested).format(depth=MAX_DEPTH)


def _not_ours(kind: Kind, why: str) -> str:
    """"this is not a Beach Bag save (not UTF-8 text)": `why` is the translated reason."""
    return _("{problem} ({why})").format(problem=_(kind.not_ours), why=why)


SAVE = Kind(MAX_BYTES, N_("this is not a Beach Bag save"), N_("the save is too big to check"),
            N_("the save cannot be checked ({error})"),
            N_("the save is nested too deeply (at most {depth} levels)"), _too_big, _damaged_save)


def _refuse_constant(name):
    raise ValueError(f"{name} is not a number JSON allows")


def _decode(raw: bytes, where, kind: Kind) -> str:
    if len(raw) > kind.max_bytes:
        raise SaveError(where, kind.too_big(len(raw)))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(where, _not_ours(kind, _("not UTF-8 text"))) from None


def decode_bytes(raw: bytes, where) -> str:
    """The one way a save's bytes become text: UTF-8 or refused (never replacement
    characters). A leading byte order mark stays a U+FEFF, which `load_json` drops
    (one, wherever the text came from)."""
    return _decode(raw, where, SAVE)


def load_json(data, where, kind: Kind):
    """Stored JSON (text or bytes) parsed, or a SaveError naming `where`: bytes must be
    UTF-8 and text no longer than `kind.max_bytes`; one byte order mark is dropped; a NUL
    (never in JSON, the mark of UTF-16 or UTF-32) is refused as not UTF-8; NaN and
    Infinity are refused; nesting too deep for the parser is named as such. Saves,
    records and all-data files all read through here."""
    if isinstance(data, (bytes, bytearray, memoryview)):
        text = _decode(bytes(data), where, kind)
    elif isinstance(data, str):
        if len(data) > kind.max_bytes:
            raise SaveError(where, kind.too_big(len(data)))
        text = data
    else:
        raise SaveError(where, _not_ours(kind, _("not text")))
    if text.startswith("\ufeff"):  # one byte order mark is allowed, and dropped
        text = text[1:]
    if "\x00" in text:
        raise SaveError(where, _not_ours(kind, _("not UTF-8 text")))
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise SaveError(where, _nested(kind)) from None
    except ValueError as e:
        raise SaveError(where, kind.damaged(text, e)) from None


def guarded(kind: Kind, where, check, *args):
    """`check(*args)` with every failure one SaveError naming `where`: recursion, memory
    and any other error a damaged file can cause (none may crash the app)."""
    try:
        return check(*args)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(where, _nested(kind)) from None
    except MemoryError:
        raise SaveError(where, _(kind.too_big_to_check)) from None
    except Exception as e:
        raise SaveError(where, _(kind.cannot_check).format(error=f"{type(e).__name__}: {e}")) from None


def parse_document(data, where="save") -> dict:
    """Check a save document (text or bytes) completely; return the document with
    its replayed state under "state". Anything wrong, including recursion, memory
    and decoding errors, becomes a SaveError naming `where`, in one line."""
    return guarded(SAVE, where, _parse, data, where)


def _parse(data, where) -> dict:
    doc = load_json(data, where, SAVE)
    game = check_document(doc, where)
    try:
        state = replay(game, doc["seats"], doc["options"], doc["seed"], doc["actions"])
    except IllegalAction as e:
        raise SaveError(where, _("the move log does not replay: {reason}").format(reason=e)) from None
    except Exception as e:
        raise SaveError(where, _("the move log does not replay ({error})").format(
            error=f"{type(e).__name__}: {e}")) from None
    if not same_position(game.state_to_json(state), doc["state"]):
        raise SaveError(where, _("the move log does not lead to the saved position "
                                 "(edited or damaged)"))
    doc["state"] = state
    return doc


# Top-level keys of a position added after saves were first written: an older save
# without them still opens (what a seat has come to know, kept since issue 14).
KEYS_ADDED_SINCE = frozenset({"known"})


def same_position(replayed, stored) -> bool:
    """Whether the replayed position is the saved one. A later version may keep more in
    a position (what a seat has come to know, for the bots): such a key (KEYS_ADDED_SINCE)
    missing from the saved position is not held against an older save; nothing else is
    forgiven."""
    if replayed == stored:
        return True
    if not isinstance(replayed, dict) or not isinstance(stored, dict):
        return False
    if set(stored) - set(replayed) or set(replayed) - set(stored) - KEYS_ADDED_SINCE:
        return False
    return all(replayed[key] == value for key, value in stored.items())


def check_document(doc, where="save"):
    """Every field's type and range (no replay); returns the game. SaveError if not."""
    def fail(problem):
        raise SaveError(where, problem)

    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        fail(_("this is not a Beach Bag save"))
    _check_tree(doc, fail)
    version = doc.get("version")
    if "version" not in doc:
        fail(_("the save has no format version"))
    if type(version) is int and version > VERSION:
        fail(_("the save was written by a newer Beach Bag (format {version}; "
               "this version reads up to {known}); update the app to open it").format(
                   version=version, known=VERSION))
    if type(version) is not int or version < 1:
        known = "1" if VERSION == 1 else _("a whole number from 1 to {n}").format(n=VERSION)
        fail(_("the save's format version must be {known}, not {value}").format(
            known=known, value=_show(version)))
    name = doc.get("game")
    if not isinstance(name, str) or name not in game_ids():
        fail(_("the save names an unknown game {game}").format(game=_show(name)))
    game = get_game(name)
    save_id = doc.get("id")
    if not isinstance(save_id, str) or not (save_id == "" or valid_id(save_id)):
        fail(_("the save's id must be up to {n} of a-z, 0-9, - and _, not {value}").format(
            n=MAX_ID, value=_show(save_id)))
    for key, kind in (("seats", list), ("options", dict), ("actions", list), ("state", dict)):
        if not isinstance(doc.get(key), kind):
            fail(_("the save's {key} is missing or of the wrong kind").format(key=repr(key)))
    _check_seats(doc["seats"], game, fail)
    _check_options(doc["options"], fail)
    seed = doc.get("seed")
    if type(seed) is not int or not -MAX_SEED // 2 <= seed < MAX_SEED:
        fail(_("the save's seed must be a whole number from -2**63 to 2**64, not {value}").format(
            value=_show(seed)))
    _check_actions(doc["actions"], fail)
    for key in ("created", "updated"):
        _check_stamp(key, doc.get(key), fail)
    if "progress" in doc and not _short_text(doc["progress"], MAX_TEXT):
        fail(_("the save's 'progress' must be a text of at most {n} characters").format(n=MAX_TEXT))
    if "over" in doc and type(doc["over"]) is not bool:
        fail(_("the save's 'over' must be true or false"))
    if "challenge" in doc:  # a daily challenge (core/daily.py): it must be that day's deal
        from core.daily import check_challenge
        problem = check_challenge(doc)
        if problem:
            fail(_("the save says it is a daily challenge, but {problem}").format(problem=problem))
    return game


def check_tree(data, where="data") -> None:
    """SaveError unless `data` (parsed JSON) is at most MAX_DEPTH deep, its text all
    valid Unicode and its numbers finite: what any stored JSON must be to be shown."""
    def fail(problem):
        raise SaveError(where, problem)
    _check_tree(data, fail)


def _check_tree(doc, fail) -> None:
    """Nesting depth, text that is valid Unicode (no lone surrogates) and finite
    numbers, everywhere in the document; iterative, so depth cannot blow the stack."""
    stack = [(doc, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, str):
            if _SURROGATE.search(node):
                fail(_("text in the save is not valid Unicode (a lone surrogate)"))
        elif isinstance(node, dict):
            if depth > MAX_DEPTH:
                fail(_("the save is nested too deeply (at most {depth} levels)").format(
                    depth=MAX_DEPTH))
            for key, value in node.items():
                if _SURROGATE.search(key):
                    fail(_("text in the save is not valid Unicode (a lone surrogate)"))
                stack.append((value, depth + 1))
        elif isinstance(node, list):
            if depth > MAX_DEPTH:
                fail(_("the save is nested too deeply (at most {depth} levels)").format(
                    depth=MAX_DEPTH))
            stack.extend((value, depth + 1) for value in node)
        elif isinstance(node, float) and not math.isfinite(node):
            fail(_("the save holds a number out of range"))


def _short_text(value, limit: int) -> bool:
    return isinstance(value, str) and len(value) <= limit


def _check_seats(seats, game, fail) -> None:
    if not game.min_players <= len(seats) <= game.max_players:
        fail(_("{game} is played by {low} to {high} seats; the save has {n}").format(
            game=game.title, low=game.min_players, high=game.max_players, n=len(seats)))
    for i, seat in enumerate(seats):
        n = i + 1
        if not isinstance(seat, dict):
            fail(_("seat {n} must be an object with a name and a bot flag, not {value}").format(
                n=n, value=_show(seat)))
        name = seat.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME or _CONTROL.search(name):
            fail(_("seat {n}'s name must be a text of 1 to {most} printable characters").format(
                n=n, most=MAX_NAME))
        if type(seat.get("bot")) is not bool:
            fail(_("seat {n}'s 'bot' must be true or false").format(n=n))
        for key, value in seat.items():
            if key in ("name", "bot"):
                continue
            # later versions may say more about a seat (a bot's level): short plain values
            if len(key) > MAX_NAME or not (value is None or type(value) is bool
                                           or _small_int(value) or _short_text(value, MAX_NAME)):
                fail(_("seat {n}'s {key} must be a short text, number, true/false or null").format(
                    n=n, key=_show(key)))


def _small_int(value) -> bool:
    return type(value) is int and -MAX_INT <= value <= MAX_INT


def _check_options(options, fail) -> None:
    if len(options) > MAX_OPTIONS:
        fail(_("the save has more than {n} options").format(n=MAX_OPTIONS))
    for key, value in options.items():
        if len(key) > MAX_NAME or not _option_value(value, 0):
            fail(_("the save's option {key} must be true/false, a number, a short text, "
                   "or a list of at most {n} of those").format(key=_show(key), n=MAX_LIST))


def _option_value(value, depth: int) -> bool:
    if value is None or type(value) is bool or _small_int(value) or _short_text(value, MAX_TEXT):
        return True
    return (isinstance(value, list) and depth < 2 and len(value) <= MAX_LIST
            and all(_option_value(v, depth + 1) for v in value))


def _check_actions(actions, fail) -> None:
    if len(actions) > MAX_ACTIONS:
        fail(_("the save has {n} moves; a save holds at most {most}").format(
            n=number(len(actions)), most=number(MAX_ACTIONS)))
    for n, action in enumerate(actions):
        if not (isinstance(action, list) and 1 <= len(action) <= MAX_ACTION_ITEMS
                and isinstance(action[0], str) and 1 <= len(action[0]) <= MAX_NAME
                and all(_action_item(x) for x in action[1:])):
            fail(_("move {n} of the log is not a move ({value})").format(n=n + 1, value=_show(action)))


def _action_item(x) -> bool:
    if _small_int(x) or _short_text(x, MAX_NAME):
        return True
    return (isinstance(x, list) and len(x) <= MAX_ACTION_ITEMS
            and all(_small_int(y) or _short_text(y, MAX_NAME) for y in x))


def _check_stamp(key, value, fail) -> None:
    try:
        ok = (isinstance(value, str) and len(value) <= MAX_NAME
              and datetime.datetime.fromisoformat(value).tzinfo is not None)
    except ValueError:
        ok = False
    if not ok:
        fail(_("the save's {key} must be a date and time with its time zone "
               "(ISO 8601, e.g. 2026-11-29T14:45:00+00:00)").format(key=repr(key)))


def dump_document(doc: dict) -> str:
    return json.dumps(doc, separators=(",", ":"), sort_keys=True)
