"""Versioned save documents, the save-store interface and a file store.

A save document (docs/save-format.md) holds everything needed to resume or audit
a game: the game id, seats, options, seed, the full action log and the current
state. Loading replays the log from the seed and insists it reaches the stored
state, so a tampered or damaged file is caught, named and left untouched.
"""
from __future__ import annotations

import datetime
import json
import os
import tempfile

from core.engine import IllegalAction, replay
from core.registry import get_game

FORMAT = "beachbag-save"
VERSION = 1


class SaveError(Exception):
    """A save that cannot be used; str(e) names the file and the problem."""

    def __init__(self, where: str, problem: str):
        super().__init__(f"{where}: {problem}")
        self.where = where
        self.problem = problem


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
        "seats": seats,
        "options": options,
        "seed": seed,
        "actions": [game.action_to_json(a) for a in actions],
        "state": game.state_to_json(state),
        "created": created or stamp,
        "updated": stamp,
    }


def parse_document(text: str, where: str = "save") -> dict:
    """Check a save document's text completely; return the document with its
    replayed state under "state". Raises SaveError naming `where`."""
    try:
        doc = json.loads(text)
    except (ValueError, TypeError) as e:
        if isinstance(text, str) and text.strip() and text.strip()[0] == "{":
            raise SaveError(where, f"the file is cut short or damaged (not valid JSON: {e})") from None
        raise SaveError(where, "this is not a Beach Bag save (not JSON)") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(where, "this is not a Beach Bag save")
    version = doc.get("version")
    if not isinstance(version, int):
        raise SaveError(where, "the save has no format version")
    if version > VERSION:
        raise SaveError(where, f"the save was written by a newer Beach Bag (format {version}; "
                               f"this version reads up to {VERSION}); update the app to open it")
    try:
        game = get_game(doc.get("game"))
    except (KeyError, TypeError):
        raise SaveError(where, f"the save names an unknown game {doc.get('game')!r}") from None
    for key, kind in (("seats", list), ("options", dict), ("seed", int), ("actions", list),
                      ("state", dict)):
        if not isinstance(doc.get(key), kind):
            raise SaveError(where, f"the save's {key!r} is missing or of the wrong kind")
    try:
        state = replay(game, doc["seats"], doc["options"], doc["seed"], doc["actions"])
    except IllegalAction as e:
        raise SaveError(where, f"the move log does not replay: {e}") from None
    except Exception as e:  # a damaged log can fail in many ways; none may crash the app
        raise SaveError(where, f"the move log does not replay ({type(e).__name__}: {e})") from None
    if game.state_to_json(state) != doc["state"]:
        raise SaveError(where, "the move log does not lead to the saved position (edited or damaged)")
    doc["state"] = state
    return doc


def dump_document(doc: dict) -> str:
    return json.dumps(doc, separators=(",", ":"), sort_keys=True)


class SaveStore:
    """Where saves live. `list` returns (save_id, doc or SaveError) pairs, damaged
    saves included, so the home screen can show them without crashing."""

    def list(self) -> list:
        """Every save, checked. A save whose text is unchanged since the last call is
        not replayed again (the home screen lists saves on every visit); the docs
        returned are shared with that cache and must not be modified."""
        cache = getattr(self, "_listed", {})
        out, seen = [], {}
        for save_id in self.ids():
            try:
                text = self.read_text(save_id)
            except SaveError as e:
                out.append((save_id, e))
                continue
            hit = cache.get(save_id)
            if hit is not None and hit[0] == text:
                result = hit[1]
            else:
                try:
                    result = parse_document(text, self.where(save_id))
                except SaveError as e:
                    result = e
            seen[save_id] = (text, result)
            out.append((save_id, result))
        self._listed = seen  # saves deleted since are forgotten
        return out

    def where(self, save_id: str) -> str:
        """How a save is named in messages about it."""
        return save_id

    def load(self, save_id: str) -> dict:
        return parse_document(self.read_text(save_id), self.where(save_id))

    def ids(self) -> list:
        """The saves' names, without reading them."""
        raise NotImplementedError

    def write(self, save_id: str, doc: dict) -> None:
        raise NotImplementedError

    def delete(self, save_id: str) -> None:
        raise NotImplementedError

    def read_text(self, save_id: str) -> str:
        raise NotImplementedError


class FileStore(SaveStore):
    """One JSON file per game in a folder; writes are atomic (temp file, flush,
    fsync, rename) so a crash mid-save leaves the previous save intact."""

    SUFFIX = ".json"

    def __init__(self, folder: str):
        self.folder = folder

    def path(self, save_id: str) -> str:
        if not save_id or "/" in save_id or "\\" in save_id or save_id.startswith("."):
            raise SaveError(save_id or "save", "not a valid save name")
        return os.path.join(self.folder, save_id + self.SUFFIX)

    def ids(self) -> list:
        try:
            names = os.listdir(self.folder)
        except FileNotFoundError:
            return []
        return sorted(n[: -len(self.SUFFIX)] for n in names
                      if n.endswith(self.SUFFIX) and not n.startswith("."))

    def read_text(self, save_id: str) -> str:
        path = self.path(save_id)
        try:
            with open(path, "rb") as f:
                raw = f.read()
        except FileNotFoundError:
            raise SaveError(path, "the save file is gone") from None
        except OSError as e:
            raise SaveError(path, f"the save file cannot be read ({e.strerror})") from None
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError(path, "this is not a Beach Bag save (not text)") from None

    def where(self, save_id: str) -> str:
        return self.path(save_id)

    def write(self, save_id: str, doc: dict) -> None:
        write_atomic(self.path(save_id), dump_document(doc))

    def delete(self, save_id: str) -> None:
        try:
            os.remove(self.path(save_id))
        except FileNotFoundError:
            pass


def write_atomic(path: str, text: str) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.remove(tmp)
        except OSError:
            pass
        raise


def load_file(path: str) -> dict:
    """Load and validate a save file given by path (the `check` command, imports)."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise SaveError(path, f"cannot read the file ({e.strerror or e})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(path, "this is not a Beach Bag save (not text)") from None
    return parse_document(text, path)
