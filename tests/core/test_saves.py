"""Save documents and the file store: round trip, atomic writes, and every kind of bad file
gets a clear message naming the file, with the file left untouched."""
import json
import os

import pytest

from core import saves
from core.registry import get_game
from core.saves import SaveError
from ui import files
from ui.storage import FileStore

SEASIDE = get_game("seaside")
STAMP = "2026-12-01T12:00:00+00:00"  # when a save is written: the caller's clock; any time will do
SEATS = [{"name": "Ana", "bot": False}, {"name": "Ben", "bot": True}]


def played(n_actions=6, seed=3):
    state = SEASIDE.new_game(SEATS, {}, seed)
    log = []
    for _ in range(n_actions):
        action = SEASIDE.legal_actions(state)[-1]
        state = SEASIDE.apply(state, action)
        log.append(action)
    return saves.make_document("seaside", SEATS, {}, seed, log, state, save_id="g1", updated=STAMP), state


def test_round_trip_through_the_file_store(tmp_path):
    doc, state = played()
    store = FileStore(str(tmp_path))
    store.write("g1", doc)
    loaded = store.load("g1")
    assert loaded["state"] == state and loaded["actions"] == doc["actions"]
    assert loaded["version"] == saves.VERSION and loaded["game"] == "seaside"
    assert [sid for sid, _ in store.list()] == ["g1"]
    store.delete("g1")
    assert store.list() == []


def test_write_is_atomic_a_failed_write_keeps_the_previous_save(tmp_path, monkeypatch):
    doc, state = played()
    store = FileStore(str(tmp_path))
    store.write("g1", doc)
    before = open(store.path("g1")).read()

    def power_cut(*args):
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", power_cut)
    doc2, _ = played(10)
    with pytest.raises(OSError):
        store.write("g1", doc2)
    assert open(store.path("g1")).read() == before
    assert [n for n in os.listdir(tmp_path) if n.endswith(".tmp")] == [], "no temp file left"


def test_listing_replays_only_saves_whose_text_changed(tmp_path, monkeypatch):
    """The home screen lists saves on every visit: an unchanged save is not replayed
    again, but a save edited on disk is checked afresh and shown as damaged."""
    doc, _ = played()
    store = FileStore(str(tmp_path))
    store.write("g1", doc)
    store.write("g2", played(8, seed=4)[0])
    replays = []
    real = saves.replay
    monkeypatch.setattr(saves, "replay", lambda *a: replays.append(a) or real(*a))
    assert all(isinstance(d, dict) for _, d in store.list()) and len(replays) == 2
    assert all(isinstance(d, dict) for _, d in store.list()) and len(replays) == 2
    edited = json.loads(open(store.path("g1")).read())
    edited["actions"] = edited["actions"][:-1]
    open(store.path("g1"), "w").write(json.dumps(edited))
    listed = dict(store.list())
    assert isinstance(listed["g1"], SaveError) and "does not lead" in listed["g1"].problem
    assert isinstance(listed["g2"], dict) and len(replays) == 3
    store.delete("g2")
    assert [sid for sid, _ in store.list()] == ["g1"]


@pytest.mark.parametrize("content,problem", [
    (b"hello, I am a shopping list", "not a Beach Bag save (not JSON)"),
    (b"\xff\xfe\x00garbage", "not UTF-8 text"),
    (b'{"format": "beachbag-save", "version": 1, "game": "seas', "cut short or damaged"),
    (b'{"some": "other json"}', "not a Beach Bag save"),
])
def test_bad_files_give_a_clear_message_and_stay_untouched(tmp_path, content, problem):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    store = FileStore(str(tmp_path))
    with pytest.raises(SaveError) as err:
        store.load("bad")
    assert problem in str(err.value) and str(path) in str(err.value)
    assert path.read_bytes() == content
    (sid, listed), = store.list()
    assert sid == "bad" and isinstance(listed, SaveError), "listed as damaged, not crashing"


def _edited(tmp_path, change):
    doc, _ = played()
    change(doc)
    path = tmp_path / "x.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as err:
        files.load_file(str(path))
    return str(err.value)


def test_newer_format_version_is_refused(tmp_path):
    msg = _edited(tmp_path, lambda d: d.update(version=saves.VERSION + 1))
    assert "newer Beach Bag" in msg


def test_unknown_game_is_refused(tmp_path):
    assert "unknown game 'chess'" in _edited(tmp_path, lambda d: d.update(game="chess"))


def test_log_that_does_not_replay_is_refused(tmp_path):
    msg = _edited(tmp_path, lambda d: d["actions"].insert(0, ["shells", 9]))
    assert "does not replay" in msg


def test_state_that_does_not_match_its_log_is_refused(tmp_path):
    def cheat(d):
        d["state"]["players"][0]["shells"].append(d["state"]["bag"].pop())
    assert "does not lead to the saved position" in _edited(tmp_path, cheat)


def test_truncated_real_save_is_refused(tmp_path):
    doc, _ = played()
    text = saves.dump_document(doc)
    path = tmp_path / "t.json"
    path.write_text(text[: len(text) // 2])
    with pytest.raises(SaveError, match="cut short"):
        files.load_file(str(path))


@pytest.mark.parametrize("failure", [MemoryError(), RecursionError("deep"), RuntimeError("a\nb"),
                                     KeyError("x"), UnicodeEncodeError("utf-8", "\ud800", 0, 1, "no")])
def test_anything_raised_while_checking_becomes_a_one_line_reason(monkeypatch, failure):
    doc, _ = played()
    text = saves.dump_document(doc)

    def fail(*args):
        raise failure
    monkeypatch.setattr(saves, "replay", fail)
    with pytest.raises(SaveError) as err:
        saves.parse_document(text, "f.json")
    assert "\n" not in str(err.value) and str(err.value).startswith("f.json: ")
    monkeypatch.undo()
    monkeypatch.setattr(saves.json, "loads", fail)
    with pytest.raises(SaveError) as err:
        saves.parse_document(text, "f.json")
    assert "\n" not in str(err.value) and str(err.value).startswith("f.json: ")


def test_check_names_a_missing_file_and_refuses_a_folder(tmp_path):
    with pytest.raises(SaveError, match="there is no such file"):
        files.load_file(str(tmp_path / "nothing.json"))
    with pytest.raises(SaveError, match="not a file"):
        files.load_file(str(tmp_path))
    os.mkfifo(tmp_path / "pipe.json")
    with pytest.raises(SaveError, match="not a file"):  # not waited on
        files.load_file(str(tmp_path / "pipe.json"))


def test_a_save_written_with_bare_seats_is_one_the_app_can_read(tmp_path):
    """Seats given without a name or a bot flag are written as the rules read them."""
    seats = [{"name": "Ana"}, {}]
    state = SEASIDE.new_game(seats, {}, 1)
    doc = saves.make_document("seaside", seats, {}, 1, [], state, save_id="g", updated=STAMP)
    assert doc["seats"] == [{"name": "Ana", "bot": False}, {"name": "Player 2", "bot": False}]
    assert saves.parse_document(saves.dump_document(doc))["state"] == state


def test_a_save_from_before_sandcastles_2015_kept_what_seats_know_still_opens():
    """Interrupted games are never lost: a Sandcastles (2015) save written before the
    position kept what each seat knows of other hands ("known", for the bots) opens;
    a position that differs in anything it does hold is still refused."""
    import json
    import random
    from core.registry import get_game
    game = get_game("sandcastles_2015")
    seats = [{"name": "Ana", "bot": False}, {"name": "Ben", "bot": False}]
    state, rnd, actions = game.new_game(seats, {}, 11), random.Random(2), []
    for _ in range(30):
        action = rnd.choice(game.legal_actions(state))
        state = game.apply(state, action)
        actions.append(action)
    doc = json.loads(saves.dump_document(saves.make_document("sandcastles_2015", seats, {}, 11,
                                                             actions, state, updated=STAMP)))
    del doc["state"]["known"]                    # as the earlier version wrote it
    assert saves.parse_document(json.dumps(doc))["state"]["known"] == state["known"]
    doc["state"]["turn"] = 1 - doc["state"]["turn"]
    with pytest.raises(saves.SaveError, match="does not lead to the saved position"):
        saves.parse_document(json.dumps(doc))
