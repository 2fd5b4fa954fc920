"""Where saves and remembered settings live: the save stores, side by side.

Server/desktop mode (Python runs on the device): files in the user's data folder,
through FileStore (atomic writes, ui/files.py). Browser mode (Pyodide): the
browser's localStorage through ft.SharedPreferences, keys prefixed "beachbag."
(PrefsStore). Both offer the same SaveStore interface, so the session never knows
which; what a save holds and how it is checked is core.saves. No Flet import here:
the browser store is handed Flet's SharedPreferences.
"""
from __future__ import annotations

import json
import os
import sys
import threading
import time

from core import saves
from core import i18n
from core.i18n import _
from core.saves import SaveError
from ui import files

IN_BROWSER = sys.platform == "emscripten"
PREFIX = "beachbag.save."
SETTINGS_KEY = "beachbag.settings"


def _odd_name(where) -> SaveError:
    return SaveError(where, _("the name is not one Beach Bag gives a save "
                              "(a-z, 0-9, - and _); import the file instead"))


def _still_said(result) -> bool:
    """A listed result that may be shown again: a document, or a SaveError in the
    language the app speaks now (after the player changed it, the save is told again)."""
    return not isinstance(result, SaveError) or getattr(result, "language", None) == i18n.language()


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
                if not saves.valid_id(save_id):
                    out.append((save_id, _odd_name(where)))
                    continue
                stamp = self._stamp(save_id)
                hit = cache.get(save_id)
                if stamp is not None and hit is not None and hit[0] == stamp and _still_said(hit[1]):
                    seen[save_id] = hit
                    out.append((save_id, hit[1]))
                    continue
                try:
                    text = self.read_text(save_id)
                except Exception as e:
                    if not isinstance(e, SaveError):
                        e = SaveError(where, _("the save cannot be read ({error})").format(
                            error=f"{type(e).__name__}: {e}"))
                    seen[save_id] = (stamp, e)  # an unreadable entry is listed, not read again
                    out.append((save_id, e))
                    continue
                key = stamp if stamp is not None else text
                if hit is not None and hit[0] == key and _still_said(hit[1]):
                    result = hit[1]
                elif check is not None:
                    try:
                        result = check(text, where)
                    except Exception as e:
                        result = SaveError(where, _("the save could not be checked ({error})").format(
                            error=f"{type(e).__name__}: {e}"))
                else:
                    try:
                        result = saves.parse_document(text, where)
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
            if not saves.valid_id(save_id):
                known.append((save_id, _odd_name(self.where(save_id))))
                continue
            stamp = self._stamp(save_id)
            hit = cache.get(save_id)
            if stamp is None and self.stamp_is_text:
                try:
                    stamp = self.read_text(save_id)
                except Exception:
                    stamp = None
            if hit is not None and hit[0] == stamp and _still_said(hit[1]):
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
        return saves.printable(save_id)

    def load(self, save_id: str) -> dict:
        return saves.parse_document(self.read_text(save_id), self.where(save_id))

    def ids(self) -> list:
        """The saves' names, without reading them (damaged and oddly named ones too)."""
        raise NotImplementedError

    def write(self, save_id: str, doc: dict) -> None:
        raise NotImplementedError

    def delete(self, save_id: str) -> None:
        raise NotImplementedError

    def read_text(self, save_id: str) -> str:
        raise NotImplementedError


STALE_SECONDS = 60        # where files cannot be locked: a temp file older than this is stale


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
        if not saves.valid_id(save_id):
            raise SaveError(self._file(save_id) if isinstance(save_id, str) else _("save"),
                            _("not a valid save name"))
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
            return files.read_file(path)
        except SaveError as e:
            if getattr(e, "missing", False):
                raise SaveError(e.where, _("the save file is gone")) from None
            raise

    def where(self, save_id: str) -> str:
        return saves.printable(self._file(save_id))

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
        files.write_atomic(self.path(save_id), saves.dump_document(doc))

    def delete(self, save_id: str) -> None:
        """Remove a save's file, whatever its content or name (any name `ids` lists)."""
        if (not isinstance(save_id, str) or not save_id or save_id.startswith(".")
                or "\x00" in save_id or "/" in save_id or "\\" in save_id
                or (os.altsep and os.altsep in save_id)):
            raise SaveError(self.where(save_id) if isinstance(save_id, str) else _("save"),
                            _("not a save in this folder"))
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
            temps = [n for n in os.listdir(self.folder) if files.TEMP.match(n)]
        except OSError:
            return 0
        if not temps:
            return 0
        removed = 0
        with files.folder_lock(self.folder, exclusive=True) as locked:
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


def data_folder(config: dict) -> str:
    folder = config["saves"].get("folder")
    if folder:
        return os.path.abspath(os.path.expanduser(folder))
    import platformdirs
    return platformdirs.user_data_dir("beach-bag", appauthor=False)


class Settings:
    """Small remembered choices (last new-game setup) as one JSON object."""

    def __init__(self, load, save):
        self._save = save
        try:
            text = load() or "{}"
            # read as a save is (size, one byte order mark, no NaN); only the outcome matters
            self.data = saves.load_json(text, "settings", saves.SAVE)
            if not isinstance(self.data, dict):
                raise ValueError("not settings")
            saves.check_tree(self.data)  # nesting and text that can be shown
        except Exception:
            self.data = {}  # damaged settings are only preferences: start fresh

    def get(self, key, default=None):
        return self.data.get(key, default)

    def set(self, key, value):
        self.data[key] = value
        self._save(json.dumps(self.data))


# One FileStore per saves folder for the whole process: every browser session of a
# server shares it, so each save is checked once, not once per session (SaveStore.list).
_FILE_STORES: dict = {}
_FILE_STORES_LOCK = threading.Lock()


def shared_file_store(folder: str) -> FileStore:
    folder = os.path.abspath(folder)
    with _FILE_STORES_LOCK:
        store = _FILE_STORES.get(folder)
        if store is None:
            store = _FILE_STORES[folder] = FileStore(folder)
        return store


def file_backend(config: dict):
    root = data_folder(config)
    store = shared_file_store(os.path.join(root, "saves"))
    path = os.path.join(root, "settings.json")

    def load():
        try:
            return files.read_file(path)  # a regular file of bounded size, UTF-8
        except SaveError:
            return None

    return store, Settings(load, lambda text: files.write_atomic(path, text))


CHANNEL = "beachbag.saves"
RECORDS_KEY = "beachbag.records"


class BroadcastLink:
    """The browser's BroadcastChannel between this site's tabs, as seen from Python in
    Pyodide's worker: post(text) reaches every other tab of this site, whose listener
    gets the text. Only in the browser (it needs Pyodide's `js`)."""

    def __init__(self, name: str = CHANNEL):
        import js
        from pyodide.ffi import create_proxy
        self.channel = js.BroadcastChannel.new(name)
        self.listeners = []
        self._proxy = create_proxy(self._message)   # kept: JS holds only a proxy
        self.channel.addEventListener("message", self._proxy)

    def _message(self, event):
        data = event.data
        if isinstance(data, str):
            for listener in self.listeners:
                listener(data)

    def listen(self, listener) -> None:
        self.listeners.append(listener)

    def post(self, text: str) -> None:
        self.channel.postMessage(text)


def browser_link():
    """A BroadcastLink, or None where the browser has no BroadcastChannel (then each
    tab knows only its own writes, as before)."""
    try:
        return BroadcastLink()
    except Exception:
        return None


class PrefsStore(SaveStore):
    """Saves in the browser's storage. Reads come from a cache filled once at start
    (SharedPreferences is async); every write updates the cache and is sent at once.

    Two tabs of the site: Flet's SharedPreferences keeps its own copy of the storage in
    each tab, read when the tab starts, and `get` answers from that copy, so a tab can
    never read what another tab wrote later. Each write is therefore also told to the
    other tabs over the browser's BroadcastChannel (`link`), and every tab keeps its
    cache up to date from those messages. A session's check before it writes
    (GameSession.check_not_changed_elsewhere) then sees moves made in another tab, as
    it does with files in server mode, and a tab that is behind does not overwrite them."""

    stamp_is_text = True  # the texts are in memory: comparing one costs nothing

    def __init__(self, prefs, cache: dict, run_task, link=None):
        self.prefs = prefs
        self.cache = cache
        self.run_task = run_task
        self.link = link
        if link is not None:
            link.listen(self.receive)

    @classmethod
    async def open(cls, prefs, run_task, link=None):
        cache = {}
        for key in await prefs.get_keys(PREFIX):
            # kept whatever it is, so a damaged entry is listed and can be deleted
            cache[key[len(PREFIX):]] = await prefs.get(key)
        if link is None and IN_BROWSER:
            link = browser_link()
        store = cls(prefs, cache, run_task, link)
        try:  # the records beside the saves (ui/records_keeper.py)
            text = await prefs.get(RECORDS_KEY)
        except Exception:
            text = None
        store.records_text = text if isinstance(text, str) or text is None else repr(text)
        return store

    def ids(self):
        return sorted(self.cache)

    def read_text(self, save_id):
        if save_id not in self.cache:
            raise SaveError(self.where(save_id), _("the save is gone"))
        text = self.cache[save_id]
        if not isinstance(text, str):
            raise SaveError(self.where(save_id), _("this is not a Beach Bag save (not text)"))
        return text

    def where(self, save_id):
        return saves.printable(_("browser save {id}").format(id=save_id))

    def write(self, save_id, doc):
        if not saves.valid_id(save_id):
            raise SaveError(self.where(save_id), _("not a valid save name"))
        text = saves.dump_document(doc)
        self.cache[save_id] = text
        self.run_task(self.prefs.set, PREFIX + save_id, text)
        self.tell_other_tabs({"op": "write", "id": save_id, "text": text})

    def delete(self, save_id):
        self.cache.pop(save_id, None)
        self.run_task(self.prefs.remove, PREFIX + save_id)
        self.tell_other_tabs({"op": "delete", "id": save_id})

    def tell_other_tabs(self, message: dict) -> None:
        if self.link is None:
            return
        try:
            self.link.post(json.dumps(message))
        except Exception:
            pass  # the storage itself was written; only the other tabs' copy lags

    def receive(self, text: str) -> None:
        """Another tab wrote or deleted a save: keep this tab's copy the same. Anything
        but such a message (another app on this site, a damaged one) is ignored."""
        try:
            message = json.loads(text)
        except ValueError:
            return
        if not isinstance(message, dict) or not isinstance(message.get("id"), str):
            return
        if message.get("op") == "write" and isinstance(message.get("text"), str):
            self.cache[message["id"]] = message["text"]
        elif message.get("op") == "delete":
            self.cache.pop(message["id"], None)
