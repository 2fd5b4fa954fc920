"""The browser save store (Python in Pyodide keeps saves in localStorage through
ft.SharedPreferences) behaves like the file store: list, load, write, delete, damaged."""
import asyncio

from core import saves
from core.saves import SaveError
from ui.session import GameSession
from ui.storage import PREFIX, PrefsStore, Settings


class FakePrefs:
    """SharedPreferences' async interface over a dict (what localStorage holds)."""

    def __init__(self, data=None):
        self.data = dict(data or {})

    async def get_keys(self, prefix):
        return [k for k in self.data if k.startswith(prefix)]

    async def get(self, key):
        return self.data.get(key)

    async def set(self, key, value):
        self.data[key] = value
        return True

    async def remove(self, key):
        self.data.pop(key, None)
        return True


def test_prefs_store_round_trip_and_damaged_entries():
    async def go():
        prefs = FakePrefs({PREFIX + "junk": "{not json", "other.app.key": "x"})
        pending = []
        store = await PrefsStore.open(prefs, lambda fn, *a: pending.append(asyncio.ensure_future(fn(*a))))
        session = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben", "bot": True}], {}, 4, store)
        session.play(session.game.legal_actions(session.state)[0])
        await asyncio.gather(*pending)
        assert saves.parse_document(prefs.data[PREFIX + session.save_id])["state"] == session.state
        # a fresh page load reads the same storage
        again = await PrefsStore.open(prefs, lambda fn, *a: None)
        listed = dict(again.list())
        assert listed[session.save_id]["state"] == session.state
        assert isinstance(listed["junk"], SaveError) and "cut short" in listed["junk"].problem
        assert "other.app.key" not in listed, "only Beach Bag's keys are read"
        store.delete(session.save_id)
        await asyncio.gather(*pending)
        assert PREFIX + session.save_id not in prefs.data
    asyncio.run(go())


def test_damaged_settings_fall_back_to_defaults():
    written = []
    settings = Settings(lambda: "{oops", written.append)
    assert settings.get("new_game") is None
    settings.set("new_game", {"seaside": {"players": 3}})
    assert '"players": 3' in written[-1]


def test_settings_that_would_break_the_app_fall_back_to_defaults(tmp_path):
    for text in ("[" * 5000 + "]" * 5000, '{"new_game": "\\ud800"}', '{"a": ' * 30 + "1" + "}" * 30,
                 "[]", "null", 5):
        assert Settings(lambda: text, lambda t: None).data == {}, text
    folder = tmp_path / "data"
    folder.mkdir()
    import os
    from ui import storage
    os.mkfifo(folder / "settings.json")  # never waited on
    store, settings = storage.file_backend({"saves": {"folder": str(folder)}})
    assert settings.data == {}


def test_settings_with_a_byte_order_mark_are_read():
    assert Settings(lambda: '\ufeff{"a": 1}', lambda t: None).get("a") == 1
