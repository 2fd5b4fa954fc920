"""Issue 10, section 2: a generated corpus of bad save documents (tests/support/bad_saves.py,
several hundred, from one valid save by mutation) is refused with the same one-line
reason by every path that reads saves: `python -m core check`, Import, the saves
folder listed on home, and the browser's storage. Nothing crashes, nothing is
changed, every damaged entry is listed beside the good ones and can be deleted."""
import asyncio
import json
import os
import re
import subprocess
import sys
from types import SimpleNamespace

import pytest

from core import saves
from core.__main__ import main as core_main
from core.saves import SaveError
from tests.support.bad_saves import corpus, valid_bytes, valid_document
from tests.support.ui_harness import Harness, run
from tests.ui.test_app import make_main, open_app
from tests.ui.test_storage import FakePrefs
from ui.clock import now_iso
from ui.shell.app import BeachBagApp
from ui.shell.home import delete_key
from ui.storage import PREFIX, FileStore, PrefsStore

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = corpus()


def problem_of(data) -> str:
    with pytest.raises(SaveError) as err:
        saves.parse_document(data, "where")
    return err.value.problem


def assert_one_line(text: str):
    assert "\n" not in text and "\r" not in text, text
    text.encode("utf-8")  # shows in a page and prints on any terminal
    assert "Traceback" not in text


def test_the_corpus_holds_hundreds_of_bad_documents_each_refused_in_one_line():
    assert len(CORPUS) >= 200
    assert len({label for label, _ in CORPUS}) == len(CORPUS)
    for label, data in CORPUS:
        problem = problem_of(data)
        assert_one_line(problem)
        assert 10 < len(problem) <= 300, (label, problem)
    # the valid save it was made from, and the same with a byte order mark, are accepted
    assert saves.parse_document(valid_bytes())["id"] == "g1"
    assert saves.parse_document(b"\xef\xbb\xbf" + valid_bytes())["id"] == "g1"
    assert saves.parse_document("\ufeff" + valid_bytes().decode())["id"] == "g1"


def test_the_reasons_name_what_is_wrong():
    reasons = {label: problem_of(data) for label, data in CORPUS}
    assert "nested too deeply" in reasons["array nested 2000"]
    assert "nested too deeply" in reasons["object nested 100000"]
    assert "lone surrogate" in reasons["name='\\ud800'"]
    assert "seat 1 must be an object" in reasons["seat='Ana'"]
    assert "seat 2's 'bot' must be true or false" in reasons["bot=1"]
    assert "'updated' must be a date and time" in reasons["updated=12345"]
    assert "format version must be 1" in reasons["version=True"]
    assert "format version must be 1" in reasons["version=-1"]
    assert "id must be" in reasons["id='../x'"] and "id must be" in reasons["id='a\\nb'"]
    assert reasons["latin-1 text"] == "this is not a Beach Bag save (not UTF-8 text)"
    assert reasons["UTF-16 with BOM"] == reasons["latin-1 text"]
    assert "too big" in reasons["over the size limit"] and "too big" in reasons["a 5 MB name"]
    assert "at most 50,000" in reasons["too many moves"]
    assert "cut short" in reasons["cut at 20/40"]
    assert "does not lead to the saved position" in reasons["position tampered"]


def test_check_command_refuses_every_bad_document_with_one_line(tmp_path, capsys):
    for i, (label, data) in enumerate(CORPUS):
        path = tmp_path / f"bad-{i:03d}.json"
        path.write_bytes(data)
        assert core_main(["check", str(path)]) == 2, label
        out = capsys.readouterr()
        assert out.out == "" and out.err == f"error: {path}: {problem_of(data)}\n", label
        assert path.read_bytes() == data, "the file is left as it was"
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + valid_bytes())
    assert core_main(["check", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["game"] == "seaside"


def test_check_command_in_a_subprocess_for_a_sample(tmp_path):
    named = ["array nested 100000", "object nested 2000", "name='\\ud800'", "latin-1 text",
             "UTF-16 with BOM", "over the size limit", "id='../x'", "seat=5", "version=True",
             "updated=12345", "garbage", "empty", "seed 1e999"]
    by_label = dict(CORPUS)
    sample = [(label, by_label[label]) for label in named] + CORPUS[::40]
    for i, (label, data) in enumerate(sample):
        path = tmp_path / f"s{i}.json"
        path.write_bytes(data)
        out = subprocess.run([sys.executable, "-m", "core", "check", str(path)], cwd=ROOT,
                             capture_output=True, timeout=60)
        assert out.returncode == 2, (label, out.stderr)
        err = out.stderr.decode("utf-8")
        assert err == f"error: {path}: {problem_of(data)}\n", (label, err)


def test_import_refuses_every_bad_document_and_changes_nothing(tmp_path):
    async def go():
        h = await open_app(tmp_path)
        app = h.page.data
        store = app.store
        assert app.import_text(valid_bytes(), "good.json")
        before = {sid: store.read_text(sid) for sid in store.ids()}
        for label, data in CORPUS:
            assert not app.import_text(data, f"{label}.json"), label
            assert app.message.startswith("Not imported: ") and app.message.endswith(problem_of(data))
            assert_one_line(app.message)
            app.render()  # the notice is drawn: the page must take it
            await h.settle(1)
            assert {sid: store.read_text(sid) for sid in store.ids()} == before, label
    run(go())


def test_the_import_button_decodes_the_file_as_check_does(tmp_path, monkeypatch):
    """The file picker hands bytes: UTF-8 with or without a byte order mark is read,
    anything else is refused with check's words (no replacement characters)."""
    async def go():
        h = await open_app(tmp_path)
        app = h.page.data
        latin = dict(CORPUS)["latin-1 text"]
        files = []

        async def pick_files(**kwargs):
            return files
        monkeypatch.setattr(app.picker, "pick_files", pick_files)
        files[:] = [SimpleNamespace(name="zoe.json", bytes=latin)]
        await h.tap("import-save")
        assert "Not imported: zoe.json: this is not a Beach Bag save (not UTF-8 text)" in h.texts()
        assert app.store.ids() == []
        files[:] = [SimpleNamespace(name="bom.json", bytes=b"\xef\xbb\xbf" + valid_bytes())]
        await h.tap("import-save")
        assert "Imported Seaside" in h.texts() and "Seaside (imported copy): Ana, Ben" in h.texts()
        path = tmp_path / "nb.json"
        path.write_bytes(latin)
        check = subprocess.run([sys.executable, "-m", "core", "check", str(path)], cwd=ROOT,
                               capture_output=True, text=True, timeout=60)
        assert check.stderr.endswith(": this is not a Beach Bag save (not UTF-8 text)\n")
    run(go())


def test_an_import_always_gets_a_fresh_safe_id(tmp_path):
    async def go():
        h = await open_app(tmp_path)
        app = h.page.data
        doc = valid_document()
        app.store.write("g1", doc)
        for save_id in ("g1", "g1", "", "sandcastles_2015-20261129-000000-abcdef"):
            doc["id"] = save_id
            assert app.import_text(json.dumps(doc).encode(), "x.json"), app.message
        ids = app.store.ids()
        assert len(ids) == 5 and "g1" in ids
        for sid in ids:
            if sid != "g1":
                assert re.fullmatch(r"seaside-import-\d{8}-\d{6}-[0-9a-f]{6}", sid), sid
                assert app.store.load(sid)["actions"] == doc["actions"]
        from core.registry import get_game
        game = get_game("sandcastles_2015")
        seats = [{"name": "A", "bot": False}, {"name": "B", "bot": True}]
        two = saves.make_document(game.id, seats, {}, 4, [], game.new_game(seats, {}, 4), save_id="../x",
                                  updated=now_iso())
        assert not app.import_text(json.dumps(two), "x.json"), "an id that is not a save id is refused"
        two["id"] = "a"
        assert app.import_text(json.dumps(two), "x.json")
        new = set(app.store.ids()) - set(ids)
        assert len(new) == 1 and re.fullmatch(r"sandcastles-2015-[0-9a-z-]+", new.pop())
    run(go())


def special_files(folder) -> dict:
    """Every other kind of damaged entry a saves folder can hold: name -> what it is."""
    made = {}

    def name(n, what):
        made[n] = what
        return os.path.join(folder, n + ".json")

    os.mkfifo(name("fifo", "a named pipe"))
    os.symlink("/nonexistent/x.json", name("dangling", "a link to nowhere"))
    os.symlink("/dev/zero", name("zero", "a link to an endless device"))
    os.symlink(os.path.join(folder, "loop.json"), name("loop", "a link to itself"))
    with open(name("huge", "a 10 GB sparse file"), "wb") as f:
        f.truncate(10 ** 10)
    path = name("locked", "a file nobody may read (cut short too, for root who may)")
    with open(path, "wb") as f:
        f.write(valid_bytes()[:100])
    os.chmod(path, 0)
    open(name("empty", "an empty file"), "wb").close()
    for odd in ("My Game", "bad\nname", "UPPER", "-dash", "é", "emoji\U0001F600", "a" * 240,
                "tab\tname", "\u202eevil", " space", "a.b"):
        with open(name(odd, "a file with a name Beach Bag never gives"), "wb") as f:
            f.write(valid_bytes())
    raw = os.path.join(os.fsencode(folder), b"\xff\xfe-latin.json")  # not UTF-8: a surrogate in str
    with open(raw, "wb") as f:
        f.write(valid_bytes())
    made[os.fsdecode(b"\xff\xfe-latin")] = "a name that is not UTF-8"
    os.mkdir(os.path.join(folder, "folder.json"))  # a folder is not a save: not listed
    open(os.path.join(folder, ".hidden.json"), "w").close()  # hidden: not listed
    return made


def write_corpus(folder) -> dict:
    names = {}
    for i, (label, data) in enumerate(CORPUS):
        sid = f"bad-{i:03d}"
        with open(os.path.join(folder, sid + ".json"), "wb") as f:
            f.write(data)
        names[sid] = label
    return names


async def delete_all_from_home(h, ids, expect_gone):
    """Tap every entry's Delete and confirm; each disappears from the folder/storage."""
    for sid in ids:
        await h.tap(delete_key(sid), rounds=1)
        await h.tap("confirm-delete", rounds=1)
        assert "Save deleted." in h.texts(), (sid, h.texts()[:300])
        assert expect_gone(sid), sid


def test_the_saves_folder_lists_every_bad_file_beside_the_good_one_and_each_is_deleted_from_home(tmp_path):
    async def go():
        folder = tmp_path / "saves"
        folder.mkdir()
        bad = write_corpus(folder)
        bad.update(special_files(str(folder)))
        (folder / "good.json").write_bytes(valid_bytes())
        h = await open_app(tmp_path, 1024, 768)
        store = h.page.data.store
        listed = dict(store.list())
        assert set(listed) == set(bad) | {"good"}
        assert isinstance(listed["good"], dict)
        for sid, label in bad.items():
            assert isinstance(listed[sid], SaveError), (sid, label)
            assert_one_line(str(listed[sid]))
            if sid.startswith("bad-"):
                assert listed[sid].problem == problem_of(dict(CORPUS)[label]), label
        assert "not a file" in listed["fifo"].problem and "not a file" in listed["zero"].problem
        assert "too big" in listed["huge"].problem and "gone" in listed["dangling"].problem
        assert "name is not one Beach Bag gives" in listed["My Game"].problem
        await h.tap("show-all-saves")
        ids = h.ids()
        assert "resume-good" in ids, "a damaged entry never stops home from listing the others"
        assert h.texts().count("Damaged save") == len(bad)
        for sid in bad:
            assert delete_key(sid) in ids, sid
        # Tapping Delete redraws a home of 400 entries each time: the corpus files (plain
        # names, only their content differs) go through the store call the button makes,
        # but for a sample; every other kind of entry is deleted by tapping.
        sample = set(sorted(k for k in bad if k.startswith("bad-"))[::40])
        for sid in bad:
            if sid.startswith("bad-") and sid not in sample:
                store.delete(sid)
        h.page.data.render()
        await delete_all_from_home(h, sorted(set(store.ids()) - {"good"}),
                                   lambda sid: sid not in store.ids())
        assert store.ids() == ["good"] and "resume-good" in h.ids()
        await h.tap("resume-good")
        assert h.page.data.route == "/play/good"
    run(go())


def test_browser_storage_lists_every_bad_entry_and_each_is_deleted_from_home(tmp_path):
    """The static build keeps saves in localStorage (PrefsStore): the same check,
    the same listing. Values there are text, or whatever another script put there."""
    async def go():
        data = {PREFIX + "good": valid_bytes().decode()}
        expected = {}
        for i, (label, raw) in enumerate(CORPUS):
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:
                continue  # localStorage holds text, not bytes
            data[PREFIX + f"bad-{i:03d}"] = text
            expected[f"bad-{i:03d}"] = problem_of(text)
        for key, value in (("number", 5), ("null", None), ("list", ["x"]), ("bytes", b"{}"),
                           ("a b", "{}"), ("", "{}"), ("../x", "{}"), ("\ud800", "{}"),
                           ("x" * 300, "{}"), ("A", valid_bytes().decode())):
            data[PREFIX + key] = value
            expected[key] = None
        prefs = FakePrefs(data)
        pending = []
        h = Harness(1024, 768)

        async def main(page):
            from ui.launch import setup_page
            setup_page(page)
            loop = asyncio.get_running_loop()
            # as page.run_task: callable from any thread (the records are rebuilt in one);
            # the write is started on the loop
            store = await PrefsStore.open(prefs, lambda fn, *a: loop.call_soon_threadsafe(
                lambda: pending.append(asyncio.ensure_future(fn(*a)))))
            page.data = BeachBagApp(page, make_main.__globals__["app_module"].CONFIG, store,
                                    __import__("ui.storage", fromlist=["Settings"]).Settings(lambda: None, lambda t: None),
                                    live_client=False)
            page.data.start()
        await h.start(main)
        store = h.page.data.store
        listed = dict(store.list())
        assert set(listed) == set(expected) | {"good"} and isinstance(listed["good"], dict)
        for sid, problem in expected.items():
            assert isinstance(listed[sid], SaveError), sid
            if problem is not None:
                assert listed[sid].problem == problem, sid
        await h.tap("show-all-saves")
        ids = h.ids()
        assert "resume-good" in ids
        for sid in expected:
            assert delete_key(sid) in ids, sid
        sample = set(sorted(k for k in expected if k.startswith("bad-"))[::40])
        for sid in expected:
            if sid.startswith("bad-") and sid not in sample:
                store.delete(sid)
        h.page.data.render()

        def gone(sid):
            return sid not in store.ids()
        await delete_all_from_home(h, sorted(set(store.ids()) - {"good"}), gone)
        await asyncio.gather(*pending)
        saves_left = [k for k in prefs.data if k.startswith(PREFIX)]
        assert saves_left == [PREFIX + "good"], "deleted from the browser's storage too"
    run(go())
