"""The device's records, kept beside the saves (core/records.py says what is in them).

Server/desktop mode: `records.json` in the data folder, next to the saves folder,
written atomically; one keeper per file for the whole process, so every browser
session of a server notes into the same records. Browser mode (Pyodide): the
localStorage value `beachbag.records`.

Every save written goes through `RecordingStore`, which notes it here: a game is
recorded when it starts and completed when it ends, whichever screen or bot made the
last move. A records file that is missing is made from the saves kept on the device;
one that is damaged is reported (`problem`) and rebuilt the same way. Pure Python (no
Flet): tests drive it directly.
"""
from __future__ import annotations

import os
import threading

from core import records as rec
from core import saves
from core.i18n import _
from core.saves import SaveError
from ui import files

RECORDS_KEY = "beachbag.records"
FILE_NAME = "records.json"


class RecordsKeeper:
    def __init__(self, load, save, where: str):
        self._load = load          # () -> the stored text, or None when there is none
        self._save = save          # (text) -> None
        self.where = where
        self.records = None        # None until loaded
        self.problem = None        # the damage found when loading (a line for the player)
        self.rebuilt_from = 0      # finished games the damaged records were rebuilt from
        self.lock = threading.RLock()
        self.waiting = []          # saves written before the records were loaded

    @property
    def loaded(self) -> bool:
        return self.records is not None

    def load(self, store, check=None) -> None:
        """Read the records (blocking: the app runs it off the event loop). Missing:
        made from the saves; damaged: reported and rebuilt from them. Never raises for
        anything in the stored text; a save that cannot be written back is only lost
        on this run."""
        with self.lock:
            if self.records is not None:
                return
        try:
            text = self._load()
        except Exception as e:
            text = None
            problem = str(e) if isinstance(e, SaveError) else saves.printable(
                _("{where}: the records cannot be read ({error})").format(
                    where=self.where, error=f"{type(e).__name__}: {e}"))
        else:
            problem = None
        records = None
        if text is not None:
            try:
                records = rec.parse_records(text, self.where)
            except SaveError as e:
                problem = str(e)
        if records is None:
            listed = store.list(check) if check is not None else store.list()
            records = rec.rebuild(listed)
        with self.lock:
            if self.records is not None:
                return
            self.records = records
            if problem is not None:
                self.problem = problem
                self.rebuilt_from = sum(1 for e in records["games"] if e["finished"] is not None)
            for save_id, doc in self.waiting:
                rec.note(records, save_id, doc)
            self.waiting = []
            self.write()

    def write(self) -> None:
        try:
            self._save(rec.dump_records(self.records))
        except Exception:
            pass  # the records stay in memory; the next game's end writes them again

    def saved(self, save_id: str, doc: dict) -> list:
        """A save was written: note it. Returns the ids of finished games whose saves
        are no longer kept for replays (their records stay)."""
        with self.lock:
            if self.records is None:
                self.waiting.append((save_id, doc))
                return []
            if not rec.note(self.records, save_id, doc):
                return []
            self.write()
            entry = self.entry(save_id)
            if entry is None or entry["finished"] is None:
                return []
            return sorted(rec.finished_ids(self.records) - rec.keep_for_replay(self.records))

    def entry(self, save_id: str):
        if self.records is None:
            return None
        index = rec._index(self.records).get(save_id)
        return None if index is None else self.records["games"][index]

    def replace(self, records: dict) -> None:
        """Records brought in by Import of all data (already merged and checked)."""
        with self.lock:
            self.records = records
            self.problem = None
            self.write()


class RecordingStore:
    """A save store that notes every save written in the records. Everything else is the
    store's own (reads, listing, its cache)."""

    def __init__(self, store, keeper: RecordsKeeper):
        self.__dict__["_store"] = store
        self.__dict__["keeper"] = keeper

    def __getattr__(self, name):
        return getattr(self._store, name)

    def __setattr__(self, name, value):
        setattr(self._store, name, value)

    @property
    def inner(self):
        return self._store

    def write(self, save_id, doc):
        self._store.write(save_id, doc)
        try:
            gone = self.keeper.saved(save_id, doc)
        except Exception:
            gone = []   # records never stop a game from being saved
        for old in gone:
            try:
                self._store.delete(old)
            except Exception:
                pass


_KEEPERS: dict = {}
_KEEPERS_LOCK = threading.Lock()


def keeper_for(store) -> RecordsKeeper:
    """The keeper of the records that go with `store`: a file beside a saves folder,
    or the browser's storage beside a PrefsStore, or (any other store) memory only."""
    folder = getattr(store, "folder", None)
    if isinstance(folder, str):
        path = os.path.join(os.path.dirname(os.path.abspath(folder)), FILE_NAME)
        with _KEEPERS_LOCK:
            keeper = _KEEPERS.get(path)
            if keeper is None:
                keeper = _KEEPERS[path] = file_keeper(path)
            return keeper
    prefs = getattr(store, "prefs", None)
    if prefs is not None:
        def load():
            return getattr(store, "records_text", None)

        def save(text):
            store.records_text = text
            store.run_task(prefs.set, RECORDS_KEY, text)
        return RecordsKeeper(load, save, "browser records")
    box = {}
    return RecordsKeeper(lambda: box.get("text"), lambda t: box.__setitem__("text", t), "records")


def file_keeper(path: str) -> RecordsKeeper:
    def load():
        try:
            return files.read_file(path, path)
        except SaveError as e:
            if e.problem == "there is no such file":
                return None
            raise SaveError(path, e.problem.replace("save", "records file")) from None

    return RecordsKeeper(load, lambda text: files.write_atomic(path, text), saves.printable(path))
