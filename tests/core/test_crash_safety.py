"""Issue 10, section 3: kill -9 at any moment while the game autosaves loses no
confirmed move, and the temp files such kills leave are removed at the next start;
the folder is fsynced after the rename, so a power cut cannot undo it."""
import os
import random
import signal
import time

from core import saves
from core.registry import get_game
from ui import files
from ui.session import GameSession
from tests.support.tier import repeat
from ui.storage import FileStore

GAME = get_game("sandcastles_2015")  # exchanges never end it: a game as long as we like
SEATS = [{"name": "Ana", "bot": False}, {"name": "Ben", "bot": False}]
STAMP = "2026-12-01T12:00:00+00:00"  # when a save is written: the caller's clock; any time will do
KILLS = repeat(300, 75)  # the quick tier: a quarter of the kills, each still checked


def temp_files(folder):
    return sorted(n for n in os.listdir(folder) if n.endswith(".tmp"))


def writer(folder: str, out: int) -> None:
    """An app process: opens the game and plays moves, each autosaved; after each
    save returns (the move is confirmed to the player) it says so on `out`."""
    store = FileStore(folder)
    doc = store.load("long")
    doc["id"] = "long"
    session = GameSession.from_document(doc, store)
    while True:
        moves = [a for a in GAME.legal_actions(session.state) if a[0] == "exchange"]
        session.play(moves[len(session.actions) % len(moves)])
        os.write(out, b"%d\n" % len(session.actions))


def test_kill_9_while_autosaving_loses_no_confirmed_move_and_leaves_no_temp_file(tmp_path):
    folder = str(tmp_path)
    FileStore(folder).write("long", saves.make_document(GAME.id, SEATS, {}, 1, [],
                                                        GAME.new_game(SEATS, {}, 1), save_id="long",
                                                        updated=STAMP))
    rnd = random.Random(2026)
    confirmed = 0
    left_behind = 0       # temp files found after a kill, before the next start
    mid_write = 0         # kills after which a temp file showed the writer was mid-save
    started = time.monotonic()
    for kill in range(KILLS):
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the writer; never returns into pytest
            try:
                os.close(r)
                writer(folder, w)
            finally:
                os._exit(0)
        os.close(w)
        # the first confirmed move before the kill, so a loaded machine still tests
        # kills among writes rather than before the first one
        said = b""
        while b"\n" not in said:
            chunk = os.read(r, 65536)
            if not chunk:
                break
            said += chunk
        time.sleep(rnd.uniform(0.0, 0.04))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        while True:
            chunk = os.read(r, 65536)
            if not chunk:
                break
            said += chunk
        os.close(r)
        lines = said.split(b"\n")[:-1]  # a line cut by the kill was not confirmed
        if lines:
            confirmed = int(lines[-1])
        temps = temp_files(folder)
        left_behind += len(temps)
        mid_write += bool(temps)
        # what a restart finds: the game with every confirmed move, and no temp file
        store = FileStore(folder)
        listed = dict(store.list())
        assert isinstance(listed["long"], dict), (kill, listed["long"])
        assert len(listed["long"]["actions"]) >= confirmed, (kill, confirmed)
        assert temp_files(folder) == [], (kill, temp_files(folder))
    seconds = time.monotonic() - started
    print(f"\n{KILLS} kills in {seconds:.1f} s; {confirmed} moves confirmed; "
          f"{mid_write} kills left {left_behind} temp files, all removed at the next start")
    assert confirmed >= KILLS, "the writers got to play"
    assert mid_write > 0, "some kills landed mid-save (or this test proves nothing)"


def test_the_sweep_removes_only_its_own_temp_files_and_none_a_writer_is_using(tmp_path):
    folder = str(tmp_path)
    own = [".beachbag-abc_123.tmp", ".k2j4_x9q.tmp"]  # this version's and earlier versions' names
    others = [".other-app.tmp", "notes.tmp", ".beachbag-abc.tmpx", "x.json.tmp", ".abc.tmp"]
    for name in own + others:
        open(os.path.join(folder, name), "w").close()
    with files.folder_lock(folder, exclusive=False):  # another process is writing right now
        assert FileStore(folder).sweep() == 0
        assert set(own) <= set(os.listdir(folder))
    store = FileStore(folder)
    assert store.list() == []  # the first listing sweeps
    assert sorted(n for n in os.listdir(folder) if n != files.LOCK_NAME) == sorted(others)


def test_the_folder_is_fsynced_after_the_rename(tmp_path, monkeypatch):
    folder = str(tmp_path)
    events = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        events.append(("fsync", os.readlink(f"/proc/self/fd/{fd}")))
        return real_fsync(fd)

    def replace(a, b):
        events.append(("rename", b))
        return real_replace(a, b)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    store = FileStore(folder)
    doc = saves.make_document(GAME.id, SEATS, {}, 1, [], GAME.new_game(SEATS, {}, 1), save_id="g",
                              updated=STAMP)
    store.write("g", doc)
    path = os.path.join(folder, "g.json")
    kinds = [kind for kind, _ in events]
    assert kinds == ["fsync", "rename", "fsync"], events
    assert events[0][1].startswith(os.path.join(os.path.realpath(folder), ".beachbag-"))
    assert events[1][1] == path and events[2][1] == os.path.realpath(folder)
