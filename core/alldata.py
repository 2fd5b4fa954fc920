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
from core.i18n import N_, _, number
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


BUNDLE = saves.Kind(MAX_BYTES, N_("this is not a Beach Bag data file"),
                    N_("the file is too big to check"), N_("the file cannot be checked ({error})"),
                    N_("the file is nested too deeply"),
                    lambda size: _("the file is too big (at most {n} MB)").format(
                        n=MAX_BYTES // 1_000_000),
                    lambda text, e: _("this is not a Beach Bag data file (not valid JSON)"))


def parse_bundle(data, where="file", check=None) -> tuple:
    """(saves as [(id, document)], records) from a bundle's text or bytes; SaveError in
    one line if anything in it is wrong. `check(text, where)` checks one save (default:
    saves.parse_document; the app passes one that runs in its worker process) and
    returns the document or raises SaveError."""
    return saves.guarded(BUNDLE, where, _parse, data, where, check or saves.parse_document)


def _parse(data, where, check) -> tuple:
    doc = saves.load_json(data, where, BUNDLE)
    if isinstance(doc, dict) and doc.get("format") == saves.FORMAT:
        raise SaveError(where, _("this is a single saved game: use Import a save on the home screen"))
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(where, _("this is not a Beach Bag data file"))
    version = doc.get("version")
    if type(version) is int and version > VERSION:
        raise SaveError(where, _("the file was written by a newer Beach Bag (format {version}); "
                                 "update the app to import it").format(version=version))
    if type(version) is not int or version != VERSION:
        raise SaveError(where, _("the file's format version must be {version}").format(version=VERSION))
    docs = doc.get("saves")
    if not isinstance(docs, list):
        raise SaveError(where, _("the file's 'saves' is missing or not a list"))
    if len(docs) > MAX_SAVES:
        raise SaveError(where, _("the file holds more than {n} saves").format(n=number(MAX_SAVES)))
    records = rec.check_records(doc.get("records"), _("{where}: records").format(where=where))
    out, seen = [], set()
    for n, save in enumerate(docs):
        label = _("{where}: save {n}").format(where=where, n=n + 1)
        if not isinstance(save, dict):
            raise SaveError(label, _("this is not a Beach Bag save"))
        save_id = save.get("id")
        if not saves.valid_id(save_id):
            raise SaveError(label, _("a save in this file has no valid id"))
        if save_id in seen:
            raise SaveError(label, _("the save {id} is in the file twice").format(id=save_id))
        seen.add(save_id)
        checked = check(saves.dump_document(save), f"{label} ({save_id})")
        if isinstance(checked, SaveError):
            raise checked
        out.append((save_id, checked))
    return out, records
