"""All of a device's Beach Bag data in one file: every save (unfinished games and the
finished ones kept for replays) and the records (daily results included).

    {"format": "beachbag-all", "version": 1, "exported": "<ISO time>",
     "saves": [<save document>, ...], "records": <records document>}

Reading it goes through the same checks as a single save (core.saves.parse_document,
the move log replayed) and as the records file (core.records.check_records): anything
wrong is one line naming the problem, and nothing is imported from a file with a fault.
"""
from __future__ import annotations

import json

from core import records as rec
from core import saves
from core.saves import SaveError

FORMAT = "beachbag-all"
VERSION = 1
MAX_SAVES = 2_000
MAX_BYTES = 64_000_000


def make_bundle(documents: list, records: dict, exported: str) -> str:
    """The file's text. `documents`: save documents as the store holds them."""
    return json.dumps({"format": FORMAT, "version": VERSION, "exported": exported,
                       "saves": documents,
                       "records": json.loads(rec.dump_records(records))},
                      separators=(",", ":"), sort_keys=True)


BUNDLE = saves.Kind(MAX_BYTES, "this is not a Beach Bag data file", "the file", "is",
                    "the file is nested too deeply",
                    lambda size: f"the file is too big (at most {MAX_BYTES // 1_000_000} MB)",
                    lambda text, e: "this is not a Beach Bag data file (not valid JSON)")


def parse_bundle(data, where="file", check=None) -> tuple:
    """(saves as [(id, document)], records) from a bundle's text or bytes; SaveError in
    one line if anything in it is wrong. `check(text, where)` checks one save (default:
    saves.parse_document; the app passes one that runs in its worker process) and
    returns the document or raises SaveError."""
    return saves.guarded(BUNDLE, where, _parse, data, where, check or saves.parse_document)


def _parse(data, where, check) -> tuple:
    doc = saves.load_json(data, where, BUNDLE)
    if isinstance(doc, dict) and doc.get("format") == saves.FORMAT:
        raise SaveError(where, "this is a single saved game: use Import a save on the home screen")
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(where, "this is not a Beach Bag data file")
    version = doc.get("version")
    if type(version) is int and version > VERSION:
        raise SaveError(where, f"the file was written by a newer Beach Bag (format {version}); "
                               f"update the app to import it")
    if type(version) is not int or version != VERSION:
        raise SaveError(where, f"the file's format version must be {VERSION}")
    docs = doc.get("saves")
    if not isinstance(docs, list):
        raise SaveError(where, "the file's 'saves' is missing or not a list")
    if len(docs) > MAX_SAVES:
        raise SaveError(where, f"the file holds more than {MAX_SAVES:,} saves")
    records = rec.check_records(doc.get("records"), f"{where}: records")
    out, seen = [], set()
    for n, save in enumerate(docs):
        label = f"{where}: save {n + 1}"
        if not isinstance(save, dict):
            raise SaveError(label, "this is not a Beach Bag save")
        save_id = save.get("id")
        if not saves.valid_id(save_id):
            raise SaveError(label, "a save in this file has no valid id")
        if save_id in seen:
            raise SaveError(label, f"the save {save_id} is in the file twice")
        seen.add(save_id)
        checked = check(saves.dump_document(save), f"{label} ({save_id})")
        if isinstance(checked, SaveError):
            raise checked
        out.append((save_id, checked))
    return out, records
