"""A generated corpus of bad save documents, made by mutating one valid save: every
field with values of the wrong kind, boundary values, missing fields, deep nesting,
lone surrogates, other encodings, huge sizes, bad ids, truncations, tampered logs.
Every item must be refused with a one-line reason by every path that reads saves
(tests/ui/test_bad_saves.py)."""
from __future__ import annotations

import copy
import json
import random

from core import saves
from core.registry import get_game

SEASIDE = get_game("seaside")
SEATS = [{"name": "Ana", "bot": False}, {"name": "Ben", "bot": True}]
STAMP = "2026-11-29T14:45:00+00:00"


def valid_document(n_actions: int = 6, seed: int = 3) -> dict:
    from tests.core.test_saves import played  # the same game the save tests play
    doc, state = played(n_actions, seed)
    doc["created"] = doc["updated"] = STAMP
    doc["progress"] = SEASIDE.progress(state)
    doc["over"] = False
    return doc


def valid_bytes() -> bytes:
    return saves.dump_document(valid_document()).encode("utf-8")


def _dump(doc) -> bytes:
    # ensure_ascii: a lone surrogate is written as the escape "\ud800", as JSON allows
    return json.dumps(doc).encode("utf-8")


WRONG = [None, True, False, 0, -1, 1.5, "", "x", "\ud800", [], [1], {}, {"a": 1}]
# values of the right kind that a valid save may hold in that field
ALLOWED = {"id": ["", "x"], "options": [{}, {"a": 1}], "progress": ["", "x"], "over": [True, False]}
REQUIRED = ["format", "version", "id", "game", "seats", "options", "seed", "actions", "state",
            "created", "updated"]


def corpus() -> list:
    """[(label, bytes)], every one a save Beach Bag must refuse."""
    base = valid_document()
    text = saves.dump_document(base)
    out = []

    def mutated(label, change):
        doc = copy.deepcopy(base)
        change(doc)
        out.append((label, _dump(doc)))

    def field(label, key, value):
        mutated(label, lambda d: d.__setitem__(key, value))

    def seat(label, i, key, value):
        mutated(label, lambda d: d["seats"][i].__setitem__(key, value))

    # every field with values of the wrong kind, and missing
    for key in list(base):
        for value in WRONG:
            if value in ALLOWED.get(key, []) and type(value) in {type(a) for a in ALLOWED[key]}:
                continue
            field(f"{key}={value!r}", key, value)
    for key in REQUIRED:
        mutated(f"no {key}", lambda d, k=key: d.pop(k))
    out.append(("not an object: list", _dump([base])))
    out.append(("not an object: string", _dump(text)))

    # boundary values
    for v in (2, saves.VERSION + 1, 0, -1, 2 ** 64, 1.0, "1", -(2 ** 63)):
        field(f"version={v!r}", "version", v)
    for v in (2 ** 64, -(2 ** 63) - 1, 10 ** 30, 1.5, True, "3"):
        field(f"seed={v!r}", "seed", v)
    for v in ("../x", "a/b", ".", "..", "\x00", "a\x00b", "a" * 300, "a" * 81, 5, "a\nb", "A",
              "-x", "_x", "a b", "é", "a\\b", "con.json", "\ud800"):
        field(f"id={v!r}", "id", v)
    for v in ("chess", "SEASIDE", "seaside ", "__init__", "sandcastles_2015", "core"):
        field(f"game={v!r}", "game", v)
    for v in ("beachbag-save ", "BEACHBAG-SAVE", "beachbag"):
        field(f"format={v!r}", "format", v)
    # seats
    mutated("no seats", lambda d: d.__setitem__("seats", []))
    mutated("6 seats", lambda d: d.__setitem__("seats", [dict(SEATS[0], name=f"P{i}") for i in range(6)]))
    mutated("one seat (state of two)", lambda d: d.__setitem__("seats", d["seats"][:1]))
    for v in ("Ana", 5, ["Ana", False], None, True):
        mutated(f"seat={v!r}", lambda d, v=v: d["seats"].__setitem__(0, v))
    mutated("seats as a string", lambda d: d.__setitem__("seats", "Ana,Ben"))
    for v in ("", "a" * 41, "a" * 10_000, "\ud800", "Ana\ud800", "a\nb", "\x00", "tab\there",
              12, None, ["Ana"], {"first": "Ana"}, True):
        seat(f"name={v!r:.30}", 0, "name", v)
    mutated("seat without a name", lambda d: d["seats"][0].pop("name"))
    for v in ("yes", 1, 0, None, "true", [], {}):
        seat(f"bot={v!r}", 1, "bot", v)
    mutated("seat without a bot flag", lambda d: d["seats"][1].pop("bot"))
    seat("seat extra list", 1, "level", ["hard"])
    seat("seat extra dict", 1, "level", {"x": 1})
    seat("seat extra long text", 1, "level", "h" * 100)
    seat("seat extra float", 1, "level", 2.5)
    seat("seat extra surrogate", 1, "level", "\udc80")
    mutated("seat extra long key", lambda d: d["seats"][1].__setitem__("k" * 50, 1))
    # options
    for label, opts in (("long text", {"bag": "x" * 300}), ("float", {"first": 1.5}),
                        ("huge int", {"first": 2 ** 60}), ("object", {"x": {"a": 1}}),
                        ("many keys", {f"k{i}": 1 for i in range(40)}),
                        ("long list", {"bag": list(range(300))}), ("deep list", {"bag": [[[1]]]}),
                        ("long key", {"k" * 50: 1}), ("surrogate", {"first": "\ud800"}),
                        ("bad bag", {"bag": [999]}), ("bag of text", {"bag": ["x"]}),
                        ("repeated bag", {"bag": [1, 1]})):
        field(f"options {label}", "options", opts)
    # moves
    mutated("too many moves", lambda d: d.__setitem__("actions", [["pass"]] * (saves.MAX_ACTIONS + 1)))
    for v in ("side", [], [1], ["side", 1.5], ["side", True], ["side", None], ["side", {"a": 1}],
              ["side", "x" * 41], ["side", 2 ** 60], ["a" * 41], ["side", [[1]]], ["side", "\ud800"],
              ["side"] + [1] * 9, [""], ["side", "Nothing"], ["shells", 9], ["side", list(range(20))]):
        mutated(f"move={v!r:.40}", lambda d, v=v: d["actions"].__setitem__(0, v))
    mutated("illegal move first", lambda d: d["actions"].insert(0, ["shells", 9]))
    mutated("last move missing", lambda d: d["actions"].pop())
    mutated("a move more", lambda d: d["actions"].append(list(d["actions"][-1])))
    # the position
    mutated("position tampered", lambda d: d["state"]["players"][0]["shells"].append(d["state"]["bag"].pop()))
    mutated("names changed", lambda d: d["state"].__setitem__("names", ["Eve", "Ben"]))
    mutated("position extra key", lambda d: d["state"].__setitem__("extra", 1))
    mutated("position surrogate key", lambda d: d["state"].__setitem__("\ud800", 1))
    mutated("position of another game", lambda d: d["state"].__setitem__("game", "sandcastles_draft"))
    # dates
    for v in ("yesterday", "2026-13-01T00:00:00+00:00", "2026-11-29T14:45:00", "2026-02-30",
              STAMP + "x" * 50, "\ud800", 12345, "2026-11-29 14:45:00+25:00"):
        field(f"updated={v!r:.30}", "updated", v)
        field(f"created={v!r:.30}", "created", v)
    field("progress too long", "progress", "x" * 201)
    field("over as text", "over", "yes")

    # deep nesting, as the file and inside fields
    for depth in (2_000, 100_000):
        out.append((f"array nested {depth}", b"[" * depth + b"]" * depth))
        out.append((f"object nested {depth}", b'{"a":' * depth + b"1" + b"}" * depth))
    deep = text.replace('"options":{}', '"options":{"x":' + "[" * 2000 + "]" * 2000 + "}")
    out.append(("options nested 2000", deep.encode()))
    deep = text.replace('"options":{}', '"options":{"x":' + "[" * 25 + "]" * 25 + "}")
    out.append(("options nested 25", deep.encode()))
    nest = [1]
    for _ in range(30):
        nest = [nest]
    mutated("position nested 30", lambda d: d["state"].__setitem__("deep", nest))
    mutated("document nested 25 in an extra field",
            lambda d: d.__setitem__("extra", json.loads("[" * 25 + "]" * 25)))
    # encodings
    doc = copy.deepcopy(base)
    doc["seats"][0]["name"] = doc["state"]["names"][0] = "Zoë"
    zoe = json.dumps(doc, ensure_ascii=False)
    out.append(("latin-1 text", zoe.encode("latin-1")))
    out.append(("cp1252 text", zoe.encode("cp1252")))
    out.append(("UTF-16 with BOM", text.encode("utf-16")))
    out.append(("UTF-16-LE", text.encode("utf-16-le")))
    out.append(("UTF-16-BE", text.encode("utf-16-be")))
    out.append(("UTF-32", text.encode("utf-32")))
    out.append(("BOM then latin-1", b"\xef\xbb\xbf" + zoe.encode("latin-1")))
    out.append(("two BOMs", b"\xef\xbb\xbf\xef\xbb\xbf" + text.encode()))
    out.append(("raw surrogate bytes", zoe.replace("Zoë", "Zo\ud800").encode("utf-8", "surrogatepass")))
    out.append(("overlong slash", text.encode().replace(b'"Ana"', b'"An\xc0\xaf"')))
    out.append(("a stray 0xff", text.encode().replace(b'"Ana"', b'"An\xff"')))
    out.append(("NUL bytes", text.encode().replace(b'"Ana"', b'"An\x00"')))
    # not numbers JSON allows
    for v in ("NaN", "Infinity", "-Infinity", "1e999", "-1e999", "1" * 5000, "0x10", "+3", "03"):
        out.append((f"seed {v:.12}", text.replace('"seed":3', '"seed":' + v).encode()))
    # cut short
    raw = text.encode()
    for k in range(40):
        cut = len(raw) * k // 40
        out.append((f"cut at {k}/40", raw[:cut]))
    out.append(("cut one byte short", raw[:-1]))
    # not a save at all
    rnd = random.Random(10)
    for label, data in (("empty", b""), ("spaces", b"  \n\t "), ("null", b"null"), ("[]", b"[]"),
                        ("a string", b'"text"'), ("a number", b"123"), ("true", b"true"),
                        ("garbage", bytes(rnd.randrange(256) for _ in range(500))),
                        ("text garbage", "".join(rnd.choice("{}[]\",:ab1 ") for _ in range(500)).encode()),
                        ("trailing garbage", raw + b"x"), ("two documents", raw + raw),
                        ("a shopping list", b"milk, eggs, sand"), ("html", b"<html></html>"),
                        ("python dict", repr(base).encode())):
        out.append((label, data))
    # huge
    out.append(("over the size limit", raw + b" " * (saves.MAX_BYTES + 1 - len(raw))))
    mutated("a 5 MB name", lambda d: d["seats"][0].__setitem__("name", "x" * 5_000_000))
    seen = {}
    for i, (label, data) in enumerate(out):  # labels made unique, for messages
        seen[label] = seen.get(label, 0) + 1
        if seen[label] > 1:
            out[i] = (f"{label} ({seen[label]})", data)
    return out
