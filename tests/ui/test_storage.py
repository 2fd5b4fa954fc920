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


class TabPrefs(FakePrefs):
    """One tab's ft.SharedPreferences as Flet 1.0.5's client implements it: a copy of
    the storage read when the tab starts, which `get` answers from; `set` writes the
    copy and the storage both. A tab never reads what another tab wrote later."""

    def __init__(self, storage: dict):
        super().__init__(storage)
        self.storage = storage

    async def set(self, key, value):
        self.data[key] = value
        self.storage[key] = value
        return True

    async def remove(self, key):
        self.data.pop(key, None)
        self.storage.pop(key, None)
        return True


class Channel:
    """The browser's BroadcastChannel: a message posted by one tab reaches the others."""

    def __init__(self):
        self.links = []

    def link(self):
        channel = self

        class Link:
            def __init__(self):
                self.listeners = []
                channel.links.append(self)

            def listen(self, listener):
                self.listeners.append(listener)

            def post(self, text):
                for other in channel.links:
                    if other is not self:
                        for listener in other.listeners:
                            listener(text)
        return Link()


async def open_tab(storage, channel, pending):
    run = lambda fn, *a: pending.append(asyncio.ensure_future(fn(*a)))  # noqa: E731
    return await PrefsStore.open(TabPrefs(storage), run, channel.link() if channel else None)


def session_of(store, save_id):
    doc = store.load(save_id)
    doc["id"] = save_id
    return GameSession.from_document(doc, store)


def test_a_tab_that_is_behind_does_not_overwrite_another_tabs_moves():
    """Issue 10, section 5: two tabs of the static site on one game. The tab that is
    behind has its move refused (SaveConflict, shown as "played on elsewhere") and the
    storage keeps every move the other tab made; the tab that is up to date plays on."""
    import pytest
    from ui.session import SaveConflict

    async def go():
        storage, pending, channel = {}, [], Channel()
        first = await open_tab(storage, channel, pending)
        game = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {}, 4, first)
        await asyncio.gather(*pending)
        second = await open_tab(storage, channel, pending)   # a second tab opens later
        behind = session_of(second, game.save_id)
        for _ in range(2):
            game.play(game.game.legal_actions(game.state)[0])
        await asyncio.gather(*pending)
        moved_on = saves.parse_document(storage[PREFIX + game.save_id])["actions"]
        assert len(moved_on) == 2
        with pytest.raises(SaveConflict):
            behind.play(behind.game.legal_actions(behind.state)[0])
        await asyncio.gather(*pending)
        assert saves.parse_document(storage[PREFIX + game.save_id])["actions"] == moved_on
        # reopened from its own store, the second tab finds the moves and plays on
        again = session_of(second, game.save_id)
        assert again.actions == game.actions
        again.play(again.game.legal_actions(again.state)[0])
        await asyncio.gather(*pending)
        assert len(saves.parse_document(storage[PREFIX + game.save_id])["actions"]) == 3
        # and now the first tab is the one behind
        with pytest.raises(SaveConflict):
            game.play(game.game.legal_actions(game.state)[0])
        # a game deleted in one tab is gone from the other's list
        second.delete(game.save_id)
        assert game.save_id not in first.ids()
    asyncio.run(go())


def test_without_word_between_tabs_the_tab_behind_would_overwrite():
    """What the channel prevents: SharedPreferences alone never shows a tab what
    another tab wrote, so the tab behind writes over the other's moves."""
    async def go():
        storage, pending = {}, []
        first = await open_tab(storage, None, pending)
        game = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {}, 4, first)
        await asyncio.gather(*pending)
        second = await open_tab(storage, None, pending)
        behind = session_of(second, game.save_id)
        game.play(game.game.legal_actions(game.state)[0])
        game.play(game.game.legal_actions(game.state)[0])
        await asyncio.gather(*pending)
        assert await second.prefs.get(PREFIX + game.save_id) != storage[PREFIX + game.save_id]
        behind.play(behind.game.legal_actions(behind.state)[0])
        await asyncio.gather(*pending)
        assert len(saves.parse_document(storage[PREFIX + game.save_id])["actions"]) == 1
    asyncio.run(go())


def test_messages_that_are_not_a_tabs_word_are_ignored():
    store = PrefsStore(FakePrefs(), {"a": "{}"}, lambda fn, *a: None)
    for junk in ("not json", "[1, 2]", '{"op": "write", "id": 5, "text": "x"}',
                 '{"op": "write", "id": "b"}', '{"op": "other", "id": "a"}', '{"id": "a"}'):
        store.receive(junk)
    assert store.cache == {"a": "{}"}
    store.receive('{"op": "write", "id": "b", "text": "{}"}')
    store.receive('{"op": "delete", "id": "a"}')
    assert store.cache == {"b": "{}"}


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
