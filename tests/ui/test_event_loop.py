"""Issue 10, section 4: one session must not freeze the others. Every browser session
of a server shares one event loop: checking and replaying saves happens off it, and
each save is checked once for all sessions until its file changes.
(The figures, 40 clients at once and a tap during an import: scripts/server_load.py.)"""
from __future__ import annotations

import asyncio
import threading

import flet as ft

from core import saves
from tests.ui.test_app import open_app
from ui import storage, workers
from ui.clock import now_iso


def save_text(seed: int = 3, moves: int = 6) -> str:
    from core.registry import get_game
    game = get_game("seaside")
    seats = [{"name": "Ana", "bot": False}, {"name": "Ben", "bot": False}]
    state = game.new_game(seats, {}, seed)
    actions = []
    for _ in range(moves):
        action = game.legal_actions(state)[0]
        state = game.apply(state, action)
        actions.append(action)
    return saves.dump_document(saves.make_document("seaside", seats, {}, seed, actions, state,
                                                   updated=now_iso()))


def config_for(tmp_path) -> dict:
    from ui import config as app_config
    cfg = app_config.load()
    cfg["saves"] = dict(cfg["saves"], folder=str(tmp_path))
    cfg["bots"] = dict(cfg["bots"], delay_ms=0)
    return cfg


def counting_checks(monkeypatch) -> list:
    """Every save text that gets checked (parsed and replayed), in order."""
    seen = []
    real = saves.parse_document

    def parse(data, where="save"):
        seen.append(where)
        return real(data, where)
    monkeypatch.setattr(saves, "parse_document", parse)
    return seen


def test_every_session_of_a_server_shares_one_check_of_each_save(tmp_path, monkeypatch):
    checked = counting_checks(monkeypatch)
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "one.json").write_text(save_text(3))
    (folder / "two.json").write_text(save_text(4))
    # two browser sessions: each calls file_backend for itself
    store_a, _ = storage.file_backend(config_for(tmp_path))
    store_b, _ = storage.file_backend(config_for(tmp_path))
    assert store_a is store_b
    assert [sid for sid, doc in store_a.list() if isinstance(doc, dict)] == ["one", "two"]
    assert len(checked) == 2
    store_b.list()
    assert len(checked) == 2, "a save unchanged since it was checked is not replayed again"
    (folder / "two.json").write_text(save_text(5))  # played on (a new file, as writes are)
    listed = dict(store_b.list())
    assert len(checked) == 3 and checked[-1].endswith("two.json")
    assert listed["two"]["seed"] == 5


def test_home_draws_at_once_and_lists_the_saves_once_they_are_checked(tmp_path):
    """Home never waits for a save to be replayed: saves not checked yet show as
    'Checking N saved games...', a card as tall as a save's for each (so the list does
    not grow under a finger when they are listed), and the list follows."""
    async def go():
        (tmp_path / "saves").mkdir()
        h = await open_app(tmp_path)
        app = h.page.data
        assert "No unfinished games" in h.texts()
        for sid, seed in (("one", 3), ("two", 4)):
            (tmp_path / "saves" / f"{sid}.json").write_text(save_text(seed))
        app.render()                      # drawn at once, before anything is checked
        assert "Checking 2 saved games..." in h.texts()
        assert "resume-one" not in h.ids()
        from ui.shell.home import SAVE_ROW_HEIGHT
        cards = [c for c in h.controls() if isinstance(c, ft.Container)
                 and c.height == SAVE_ROW_HEIGHT]
        assert len(cards) == 2 and "checking-save" in h.ids()
        await h.settle()                  # the check ran off the loop; home drawn again
        assert "Checking" not in h.texts()
        assert {"resume-one", "resume-two"} <= set(h.ids())
    asyncio.run(go())


def test_opening_and_importing_a_game_replay_it_away_from_the_event_loop(tmp_path, monkeypatch):
    threads = []
    real_run = workers.run

    def run(work, *args):
        threads.append(threading.get_ident())
        return real_run(work, *args)
    monkeypatch.setattr(workers, "run", run)

    async def go():
        from types import SimpleNamespace
        (tmp_path / "saves").mkdir()
        (tmp_path / "saves" / "one.json").write_text(save_text(3))
        h = await open_app(tmp_path)
        loop_thread = threading.get_ident()
        await h.tap("resume-one")
        assert h.page.data.session is not None and h.page.data.session.save_id == "one"
        assert threads and loop_thread not in threads, "the replay ran on the event loop"
        threads.clear()
        await h.tap("back-home")
        app = h.page.data

        async def pick_files(**kwargs):
            return [SimpleNamespace(name="friend.json", bytes=save_text(7).encode())]
        app.picker.pick_files = pick_files
        await h.tap("import-save")
        assert "Imported Seaside" in h.texts()
        assert threads and loop_thread not in threads, "the import ran on the event loop"
        # issue 11: an imported copy is told from its original in Continue
        text = h.texts()
        assert "Seaside (imported copy): Ana, Ben" in text and "Seaside: Ana, Ben" in text
    asyncio.run(go())


def test_a_damaged_save_checked_in_the_worker_comes_back_as_its_one_line_reason():
    result = workers.run(workers.check_document, '{"format": "beachbag-save", "version": 1}',
                         "friend.json")
    assert isinstance(result, saves.SaveError)
    assert str(result).startswith("friend.json: ") and "\n" not in str(result)


def test_a_save_swapped_for_deeply_nested_junk_mid_game_is_written_again(tmp_path):
    """Issue 10: no file crashes the app. Another program replaces the open game's file
    with JSON nested 100,000 deep; the next move writes the game back."""
    from ui.session import GameSession
    store = storage.FileStore(str(tmp_path))
    s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {}, 4, store)
    (tmp_path / f"{s.save_id}.json").write_text("[" * 100_000 + "]" * 100_000)
    s.play(s.game.legal_actions(s.state)[0])
    assert len(store.load(s.save_id)["actions"]) == 1


def test_where_no_worker_can_start_the_work_runs_in_place(monkeypatch):
    """A worker that cannot be started (a machine without processes, a working folder
    that was removed) costs speed, never the save: the check runs in place."""
    def no_pool():
        raise FileNotFoundError(2, "No such file or directory")
    monkeypatch.setattr(workers, "_get_pool", no_pool)
    result = workers.run(workers.check_document, save_text(3), "one.json")
    assert isinstance(result, dict) and result["game"] == "seaside"


def worker_pid() -> int:
    """Run in the worker: its process id."""
    import os
    return os.getpid()


def test_the_worker_ends_with_a_server_stopped_by_a_signal(tmp_path):
    """A served app stopped by a signal (SIGTERM from a service manager, a test's
    teardown) runs no atexit; its worker process must not stay behind, one more idle
    Python per stop (found alive hours later)."""
    import os
    import signal
    import subprocess
    import sys
    import time
    program = ("import sys, time\n"
               "from ui import workers\n"
               "from tests.ui.test_event_loop import worker_pid\n"
               "print(workers.run(worker_pid), flush=True)\n"
               "time.sleep(60)\n")
    server = subprocess.Popen([sys.executable, "-c", program], stdout=subprocess.PIPE,
                              text=True, cwd=os.path.dirname(os.path.dirname(
                                  os.path.dirname(os.path.abspath(__file__)))))
    try:
        pid = int(server.stdout.readline())
        assert pid != server.pid and os.path.exists(f"/proc/{pid}")
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    deadline = time.time() + 20
    while time.time() < deadline and os.path.exists(f"/proc/{pid}"):
        time.sleep(0.1)
    left = os.path.exists(f"/proc/{pid}")
    if left:
        os.kill(pid, signal.SIGKILL)   # not left behind by the test either
    assert not left, "the worker outlived its server"
