"""Versioned save documents, the save-store interface and a file store.

A save document (docs/save-format.md) holds everything needed to resume or audit
a game: the game id, seats, options, seed, the full action log and the current
state. Loading checks every field's type and range, then replays the log from
the seed and insists it reaches the stored state, so a tampered or damaged file
is caught, named in one line and left untouched. The command line, Import, the
saves folder and the browser's storage all go through `parse_document`.
"""
from __future__ import annotations

import contextlib
import datetime
import json
import math
import os
import re
import stat
import tempfile
import threading
import time

from core.engine import IllegalAction, replay
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

# FileStore's temporary files while it writes (and those of earlier versions:
# tempfile's 8 random characters between "." and ".tmp"), and its lock file.
TEMP_PREFIX = ".beachbag-"
TEMP_SUFFIX = ".tmp"
_TEMP = re.compile(r"\.(beachbag-[a-z0-9_]+|[a-z0-9_]{8})\.tmp\Z")
LOCK_NAME = ".beachbag.lock"
STALE_SECONDS = 60        # where files cannot be locked: a temp file older than this is stale

try:
    import fcntl
except ImportError:       # Windows, Pyodide: no advisory locks
    fcntl = None


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
        super().__init__(f"{self.where}: {self.problem}")

    def __reduce__(self):  # so it crosses to and from a worker process
        return (SaveError, (self.where, self.problem))


def valid_id(save_id) -> bool:
    """A save's name in its store: 1-80 of a-z, 0-9, '-' and '_', starting with a
    letter or digit. Safe as a file name, a storage key and a route part."""
    return isinstance(save_id, str) and ID_PATTERN.match(save_id) is not None


def now_iso() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")


def make_document(game_id: str, seats: list, options: dict, seed: int, actions: list,
                  state: dict, created: str | None = None, updated: str | None = None,
                  save_id: str = "") -> dict:
    game = get_game(game_id)
    stamp = updated or now_iso()
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": save_id,
        "game": game_id,
        "seats": [_seat_for_save(seat, i) for i, seat in enumerate(seats)],
        "options": options,
        "seed": seed,
        "actions": [game.action_to_json(a) for a in actions],
        "state": game.state_to_json(state),
        "created": created or stamp,
        "updated": stamp,
    }


def _seat_for_save(seat, i: int) -> dict:
    """Seats as the format wants them: always a name and a bot flag (a seat given
    without them is a person called as the rules call it, engine.seat_names)."""
    seat = dict(seat) if isinstance(seat, dict) else {"name": seat}
    name = seat.get("name")
    seat["name"] = str(name) if name else f"Player {i + 1}"
    seat["bot"] = bool(seat.get("bot"))
    return seat


# ---- reading -------------------------------------------------------------------
def decode_bytes(raw: bytes, where) -> str:
    """The one way a save's bytes become text: UTF-8 or refused (never replacement
    characters). A leading byte order mark stays a U+FEFF, which `parse_document`
    drops (one, wherever the text came from)."""
    if len(raw) > MAX_BYTES:
        raise SaveError(where, _too_big(len(raw)))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(where, "this is not a Beach Bag save (not UTF-8 text)") from None


def _too_big(size: int) -> str:
    return (f"the file is too big for a save ({size / 1e6:.1f} MB; a save is at most "
            f"{MAX_BYTES / 1e6:g} MB)")


def _refuse_constant(name):
    raise ValueError(f"{name} is not a number JSON allows")


def parse_document(data, where="save") -> dict:
    """Check a save document (text or bytes) completely; return the document with
    its replayed state under "state". Anything wrong, including recursion, memory
    and decoding errors, becomes a SaveError naming `where`, in one line."""
    try:
        return _parse(data, where)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(where, f"the save is nested too deeply (at most {MAX_DEPTH} levels)") from None
    except MemoryError:
        raise SaveError(where, "the save is too big to check") from None
    except Exception as e:  # a damaged file can fail in many ways; none may crash the app
        raise SaveError(where, f"the save cannot be checked ({type(e).__name__}: {e})") from None


def _parse(data, where) -> dict:
    if isinstance(data, (bytes, bytearray, memoryview)):
        text = decode_bytes(bytes(data), where)
    elif isinstance(data, str):
        if len(data) > MAX_BYTES:
            raise SaveError(where, _too_big(len(data)))
        text = data
    else:
        raise SaveError(where, "this is not a Beach Bag save (not text)")
    if text.startswith("\ufeff"):  # one byte order mark is allowed, and dropped
        text = text[1:]
    if "\x00" in text:  # never in JSON; the mark of UTF-16 or UTF-32 files
        raise SaveError(where, "this is not a Beach Bag save (not UTF-8 text)")
    try:
        doc = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise SaveError(where, f"the save is nested too deeply (at most {MAX_DEPTH} levels)") from None
    except ValueError as e:
        if text.strip()[:1] == "{":
            detail = e.msg if isinstance(e, json.JSONDecodeError) else e
            raise SaveError(where, f"the file is cut short or damaged (not valid JSON: {detail})") from None
        raise SaveError(where, "this is not a Beach Bag save (not JSON)") from None
    game = check_document(doc, where)
    try:
        state = replay(game, doc["seats"], doc["options"], doc["seed"], doc["actions"])
    except IllegalAction as e:
        raise SaveError(where, f"the move log does not replay: {e}") from None
    except Exception as e:
        raise SaveError(where, f"the move log does not replay ({type(e).__name__}: {e})") from None
    if not same_position(game.state_to_json(state), doc["state"]):
        raise SaveError(where, "the move log does not lead to the saved position (edited or damaged)")
    doc["state"] = state
    return doc


def same_position(replayed, stored) -> bool:
    """Whether the replayed position is the saved one. A later version may keep more in
    a position (what a seat has come to know, for the bots): a key the saved position
    lacks at the top level was added since and is not held against an older save."""
    if replayed == stored:
        return True
    if not isinstance(replayed, dict) or not isinstance(stored, dict):
        return False
    if not stored or any(key not in replayed for key in stored):
        return False  # an empty position is no older save: it lacks everything
    return all(replayed[key] == value for key, value in stored.items())


def check_document(doc, where="save"):
    """Every field's type and range (no replay); returns the game. SaveError if not."""
    def fail(problem):
        raise SaveError(where, problem)

    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        fail("this is not a Beach Bag save")
    _check_tree(doc, fail)
    version = doc.get("version")
    if "version" not in doc:
        fail("the save has no format version")
    if type(version) is int and version > VERSION:
        fail(f"the save was written by a newer Beach Bag (format {version}; "
             f"this version reads up to {VERSION}); update the app to open it")
    if type(version) is not int or version < 1:
        known = "1" if VERSION == 1 else f"a whole number from 1 to {VERSION}"
        fail(f"the save's format version must be {known}, not {_show(version)}")
    name = doc.get("game")
    if not isinstance(name, str) or name not in game_ids():
        fail(f"the save names an unknown game {_show(name)}")
    game = get_game(name)
    save_id = doc.get("id")
    if not isinstance(save_id, str) or not (save_id == "" or valid_id(save_id)):
        fail(f"the save's id must be up to {MAX_ID} of a-z, 0-9, - and _, not {_show(save_id)}")
    for key, kind in (("seats", list), ("options", dict), ("actions", list), ("state", dict)):
        if not isinstance(doc.get(key), kind):
            fail(f"the save's {key!r} is missing or of the wrong kind")
    _check_seats(doc["seats"], game, fail)
    _check_options(doc["options"], fail)
    seed = doc.get("seed")
    if type(seed) is not int or not -MAX_SEED // 2 <= seed < MAX_SEED:
        fail(f"the save's seed must be a whole number from -2**63 to 2**64, not {_show(seed)}")
    _check_actions(doc["actions"], fail)
    for key in ("created", "updated"):
        _check_stamp(key, doc.get(key), fail)
    if "progress" in doc and not _short_text(doc["progress"], MAX_TEXT):
        fail(f"the save's 'progress' must be a text of at most {MAX_TEXT} characters")
    if "over" in doc and type(doc["over"]) is not bool:
        fail("the save's 'over' must be true or false")
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
                fail("text in the save is not valid Unicode (a lone surrogate)")
        elif isinstance(node, dict):
            if depth > MAX_DEPTH:
                fail(f"the save is nested too deeply (at most {MAX_DEPTH} levels)")
            for key, value in node.items():
                if _SURROGATE.search(key):
                    fail("text in the save is not valid Unicode (a lone surrogate)")
                stack.append((value, depth + 1))
        elif isinstance(node, list):
            if depth > MAX_DEPTH:
                fail(f"the save is nested too deeply (at most {MAX_DEPTH} levels)")
            stack.extend((value, depth + 1) for value in node)
        elif isinstance(node, float) and not math.isfinite(node):
            fail("the save holds a number out of range")


def _short_text(value, limit: int) -> bool:
    return isinstance(value, str) and len(value) <= limit


def _check_seats(seats, game, fail) -> None:
    if not game.min_players <= len(seats) <= game.max_players:
        fail(f"{game.title} is played by {game.min_players} to {game.max_players} seats; "
             f"the save has {len(seats)}")
    for i, seat in enumerate(seats):
        where = f"seat {i + 1}"
        if not isinstance(seat, dict):
            fail(f"{where} must be an object with a name and a bot flag, not {_show(seat)}")
        name = seat.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME or _CONTROL.search(name):
            fail(f"{where}'s name must be a text of 1 to {MAX_NAME} printable characters")
        if type(seat.get("bot")) is not bool:
            fail(f"{where}'s 'bot' must be true or false")
        for key, value in seat.items():
            if key in ("name", "bot"):
                continue
            # later versions may say more about a seat (a bot's level): short plain values
            if len(key) > MAX_NAME or not (value is None or type(value) is bool
                                           or _small_int(value) or _short_text(value, MAX_NAME)):
                fail(f"{where}'s {_show(key)} must be a short text, number, true/false or null")


def _small_int(value) -> bool:
    return type(value) is int and -MAX_INT <= value <= MAX_INT


def _check_options(options, fail) -> None:
    if len(options) > MAX_OPTIONS:
        fail(f"the save has more than {MAX_OPTIONS} options")
    for key, value in options.items():
        if len(key) > MAX_NAME or not _option_value(value, 0):
            fail(f"the save's option {_show(key)} must be true/false, a number, a short text, "
                 f"or a list of at most {MAX_LIST} of those")


def _option_value(value, depth: int) -> bool:
    if value is None or type(value) is bool or _small_int(value) or _short_text(value, MAX_TEXT):
        return True
    return (isinstance(value, list) and depth < 2 and len(value) <= MAX_LIST
            and all(_option_value(v, depth + 1) for v in value))


def _check_actions(actions, fail) -> None:
    if len(actions) > MAX_ACTIONS:
        fail(f"the save has {len(actions):,} moves; a save holds at most {MAX_ACTIONS:,}")
    for n, action in enumerate(actions):
        if not (isinstance(action, list) and 1 <= len(action) <= MAX_ACTION_ITEMS
                and isinstance(action[0], str) and 1 <= len(action[0]) <= MAX_NAME
                and all(_action_item(x) for x in action[1:])):
            fail(f"move {n + 1} of the log is not a move ({_show(action)})")


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
        fail(f"the save's {key!r} must be a date and time with its time zone "
             f"(ISO 8601, e.g. 2026-11-29T14:45:00+00:00)")


def dump_document(doc: dict) -> str:
    return json.dumps(doc, separators=(",", ":"), sort_keys=True)


def read_file(path: str, where=None) -> str:
    """A save file's text, read safely: only a regular file, at most MAX_BYTES
    (a bigger file is not read at all), decoded by `decode_bytes`."""
    where = path if where is None else where
    try:
        # non-blocking, so a named pipe called x.json cannot hang the reader
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise SaveError(where, "there is no such file") from None
    except (OSError, ValueError) as e:
        raise SaveError(where, f"the file cannot be read ({getattr(e, 'strerror', None) or e})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(where, "this is not a Beach Bag save (not a file)")
        if info.st_size > MAX_BYTES:
            raise SaveError(where, _too_big(info.st_size))
        with os.fdopen(os.dup(fd), "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise SaveError(where, f"the file cannot be read ({e.strerror or e})") from None
    finally:
        os.close(fd)
    return decode_bytes(raw, where)


def load_file(path: str) -> dict:
    """Load and validate a save file given by path (the `check` command)."""
    return parse_document(read_file(path), path)


# ---- stores --------------------------------------------------------------------
def _odd_name(where) -> SaveError:
    return SaveError(where, "the name is not one Beach Bag gives a save "
                            "(a-z, 0-9, - and _); import the file instead")


class SaveStore:
    """Where saves live. `list` returns (save_id, doc or SaveError) pairs, damaged
    saves included, so the home screen can show them without crashing."""

    def list(self, check=None) -> list:
        """Every save, checked. A save unchanged since it was last checked (same
        `stamp`, or the same text where a store has no stamp) is not replayed again:
        the home screen lists saves on every visit, and sessions that share a store
        (every browser of one server) check each save once. The docs returned are
        shared with that cache and must not be modified. One listing runs at a time
        (other threads wait, then find the work done). Nothing in a store can make
        this raise: each entry is a document or the reason it is not. `check(text,
        where)` may do the checking elsewhere (a worker process); it returns the
        document or the SaveError."""
        with self._listing:
            cache = self._listed
            out, seen = [], {}
            for save_id in self._ids():
                where = self.where(save_id)
                if not valid_id(save_id):
                    out.append((save_id, _odd_name(where)))
                    continue
                stamp = self._stamp(save_id)
                hit = cache.get(save_id)
                if stamp is not None and hit is not None and hit[0] == stamp:
                    seen[save_id] = hit
                    out.append((save_id, hit[1]))
                    continue
                try:
                    text = self.read_text(save_id)
                except Exception as e:
                    if not isinstance(e, SaveError):
                        e = SaveError(where, f"the save cannot be read ({type(e).__name__}: {e})")
                    seen[save_id] = (stamp, e)  # an unreadable entry is listed, not read again
                    out.append((save_id, e))
                    continue
                key = stamp if stamp is not None else text
                if hit is not None and hit[0] == key:
                    result = hit[1]
                elif check is not None:
                    try:
                        result = check(text, where)
                    except Exception as e:
                        result = SaveError(where, f"the save could not be checked ({type(e).__name__}: {e})")
                else:
                    try:
                        result = parse_document(text, where)
                    except SaveError as e:
                        result = e
                seen[save_id] = (key, result)
                out.append((save_id, result))
            self._listed = seen  # saves deleted since are forgotten
            return out

    def list_known(self) -> tuple:
        """What `list` would return, without reading or replaying anything: the
        entries checked before and unchanged since, and the ids still to check (for
        a caller that must not wait, such as a screen drawn on a shared event loop)."""
        known, pending = [], []
        cache = self._listed
        for save_id in self._ids():
            if not valid_id(save_id):
                known.append((save_id, _odd_name(self.where(save_id))))
                continue
            stamp = self._stamp(save_id)
            hit = cache.get(save_id)
            if stamp is None and self.stamp_is_text:
                try:
                    stamp = self.read_text(save_id)
                except Exception:
                    stamp = None
            if hit is not None and hit[0] == stamp:
                # (stamp None: an entry that cannot even be looked at; listed as last found)
                known.append((save_id, hit[1]))
            else:
                pending.append(save_id)
        return known, pending

    @property
    def _listing(self):
        lock = self.__dict__.get("_listing_lock")
        if lock is None:
            lock = self.__dict__.setdefault("_listing_lock", threading.Lock())
        return lock

    @property
    def _listed(self) -> dict:
        return self.__dict__.get("_listed_cache", {})

    @_listed.setter
    def _listed(self, value: dict) -> None:
        self.__dict__["_listed_cache"] = value

    def _ids(self) -> list:
        try:
            return self.ids()
        except Exception:
            return []

    def _stamp(self, save_id):
        try:
            return self.stamp(save_id)
        except Exception:
            return None

    # A store whose texts are in memory (browser storage) compares the text itself.
    stamp_is_text = False

    def stamp(self, save_id: str):
        """Something cheap to get that changes whenever the save's text changes, or
        None when there is no such thing (the text itself is compared then)."""
        return None

    def where(self, save_id: str) -> str:
        """How a save is named in messages about it (never raises)."""
        return printable(save_id)

    def load(self, save_id: str) -> dict:
        return parse_document(self.read_text(save_id), self.where(save_id))

    def ids(self) -> list:
        """The saves' names, without reading them (damaged and oddly named ones too)."""
        raise NotImplementedError

    def write(self, save_id: str, doc: dict) -> None:
        raise NotImplementedError

    def delete(self, save_id: str) -> None:
        raise NotImplementedError

    def read_text(self, save_id: str) -> str:
        raise NotImplementedError


class FileStore(SaveStore):
    """One JSON file per game in a folder; writes are atomic (temp file, flush,
    fsync, rename, fsync of the folder) so a crash or power cut mid-save leaves the
    previous save intact. Temp files left by a writer that was killed are removed
    the first time the folder is listed (see `sweep`)."""

    SUFFIX = ".json"

    def __init__(self, folder: str):
        self.folder = folder
        self.swept = False

    def _file(self, save_id: str) -> str:
        return os.path.join(self.folder, save_id + self.SUFFIX)

    def path(self, save_id: str) -> str:
        """The file of a save that may be read or written (a valid id)."""
        if not valid_id(save_id):
            raise SaveError(self._file(save_id) if isinstance(save_id, str) else "save",
                            "not a valid save name")
        return self._file(save_id)

    def ids(self) -> list:
        if not self.swept:
            self.swept = True
            self.sweep()
        try:
            with os.scandir(self.folder) as entries:
                names = [e.name for e in entries if e.name.endswith(self.SUFFIX)
                         and not e.name.startswith(".") and not e.is_dir(follow_symlinks=False)]
        except OSError:
            return []
        return sorted(n[: -len(self.SUFFIX)] for n in names)

    def read_text(self, save_id: str) -> str:
        path = self.path(save_id)
        try:
            return read_file(path)
        except SaveError as e:
            if e.problem == "there is no such file":
                raise SaveError(e.where, "the save file is gone") from None
            raise

    def where(self, save_id: str) -> str:
        return printable(self._file(save_id))

    def stamp(self, save_id: str):
        """The file's inode, size and change time: a write replaces the file (a new
        inode), so a save is checked again exactly when it changed."""
        path = self._file(save_id)
        try:
            st = os.stat(path)
        except OSError:
            st = os.lstat(path)  # a dangling link: it changes when the link does
        return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)

    def write(self, save_id: str, doc: dict) -> None:
        write_atomic(self.path(save_id), dump_document(doc))

    def delete(self, save_id: str) -> None:
        """Remove a save's file, whatever its content or name (any name `ids` lists)."""
        if (not isinstance(save_id, str) or not save_id or save_id.startswith(".")
                or "\x00" in save_id or "/" in save_id or "\\" in save_id
                or (os.altsep and os.altsep in save_id)):
            raise SaveError(self.where(save_id) if isinstance(save_id, str) else "save",
                            "not a save in this folder")
        try:
            os.remove(self._file(save_id))
        except FileNotFoundError:
            pass

    def sweep(self) -> int:
        """Remove temp files that writers killed mid-write left behind; returns how
        many. Only this store's own temp-file names are touched, and only when no
        writer (in this process or another one sharing the folder) is writing: every
        writer holds a shared lock on the folder's lock file, the sweep takes it
        exclusively without waiting and gives up if it cannot. Where files cannot be
        locked, only temp files older than STALE_SECONDS are removed."""
        try:
            temps = [n for n in os.listdir(self.folder) if _TEMP.match(n)]
        except OSError:
            return 0
        if not temps:
            return 0
        removed = 0
        with _folder_lock(self.folder, exclusive=True) as locked:
            if locked is False:
                return 0  # a writer is busy right now; the next start sweeps
            for name in temps:
                path = os.path.join(self.folder, name)
                try:
                    if locked is None and time.time() - os.stat(path).st_mtime < STALE_SECONDS:
                        continue
                    os.remove(path)
                    removed += 1
                except OSError:
                    pass
        return removed


@contextlib.contextmanager
def _folder_lock(folder: str, exclusive: bool):
    """Yields True holding the folder's lock (shared for writers, exclusive for the
    sweep, which does not wait), False if the sweep could not get it, None where
    there are no file locks."""
    if fcntl is None:
        yield None
        return
    try:
        fd = os.open(os.path.join(folder, LOCK_NAME), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield None if not exclusive else False
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB if exclusive else fcntl.LOCK_SH)
        except OSError:
            yield False
            return
        yield True
    finally:
        os.close(fd)  # also lets go of the lock


def write_atomic(path: str, text: str) -> None:
    """Write a file so that a crash, kill or power cut at any moment leaves either
    the old file or the new one: a temp file in the same folder, flushed and
    fsynced, renamed over the old one, and the folder fsynced so the rename lasts."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    data = text.encode("utf-8")
    with _folder_lock(folder, exclusive=False):
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=folder)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            try:
                os.remove(tmp)
            except OSError:
                pass
            raise
    fsync_folder(folder)


def fsync_folder(folder: str) -> None:
    """Make a rename or a new file in `folder` survive a power cut (POSIX; where a
    folder cannot be opened, as on Windows, the rename is already durable)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
