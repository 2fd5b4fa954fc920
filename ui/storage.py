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


def file_backend(config: dict):
    root = data_folder(config)
    store = FileStore(os.path.join(root, "saves"))
    path = os.path.join(root, "settings.json")

    def load():
        try:
            return saves.read_file(path)  # a regular file of bounded size, UTF-8
        except SaveError:
            return None

    return store, Settings(load, lambda text: saves.write_atomic(path, text))


class PrefsStore(SaveStore):
    """Saves in the browser's storage. Reads come from a cache filled once at start
    (SharedPreferences is async); every write updates the cache and is sent at once."""

    def __init__(self, prefs, cache: dict, run_task):
        self.prefs = prefs
        self.cache = cache
        self.run_task = run_task

    @classmethod
    async def open(cls, prefs, run_task):
        cache = {}
        for key in await prefs.get_keys(PREFIX):
            # kept whatever it is, so a damaged entry is listed and can be deleted
            cache[key[len(PREFIX):]] = await prefs.get(key)
        return cls(prefs, cache, run_task)

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

    def delete(self, save_id):
        self.cache.pop(save_id, None)
        self.run_task(self.prefs.remove, PREFIX + save_id)
