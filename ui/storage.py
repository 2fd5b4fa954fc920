"""Where saves and remembered settings live.

Server/desktop mode (Python runs on the device): files in the user's data folder,
through core.saves.FileStore (atomic writes). Browser mode (Pyodide): the
browser's localStorage through ft.SharedPreferences, keys prefixed "beachbag.".
Both offer the same SaveStore interface, so the session never knows which.
"""
from __future__ import annotations

import json
import os
import sys
import threading

from core import saves
from core.saves import FileStore, SaveError, SaveStore

IN_BROWSER = sys.platform == "emscripten"
PREFIX = "beachbag.save."
SETTINGS_KEY = "beachbag.settings"


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
            if not isinstance(text, str) or len(text) > saves.MAX_BYTES:
                raise ValueError("not settings")
            self.data = json.loads(text[1:] if text.startswith("\ufeff") else text)
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
            return saves.read_file(path)  # a regular file of bounded size, UTF-8
        except SaveError:
            return None

    return store, Settings(load, lambda text: saves.write_atomic(path, text))


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
            raise SaveError(self.where(save_id), "the save is gone")
        text = self.cache[save_id]
        if not isinstance(text, str):
            raise SaveError(self.where(save_id), "this is not a Beach Bag save (not text)")
        return text

    def where(self, save_id):
        return saves.printable(f"browser save {save_id}")

    def write(self, save_id, doc):
        if not saves.valid_id(save_id):
            raise SaveError(self.where(save_id), "not a valid save name")
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
