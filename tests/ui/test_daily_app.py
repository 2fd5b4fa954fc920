"""The daily challenge, records and replays in the app, without a browser: a daily
Seaside game played to its end counts once (the next is practice), the calendar and
streak show it, records survive a restart and a damaged records file, all data goes
out and comes back in one file, and a replay steps back and forth."""
import asyncio
import json
import time

from core import daily, records as rec, saves
from tests.ui.test_app import open_app, play_one_decision
from tests.support.ui_harness import run
from ui.shell import daily as daily_screen


async def play_daily_to_end(h):
    await h.tap("daily")
    await h.tap("daily-play")
    if "howto-done" in h.ids():
        await h.tap("howto-done")
    s = h.page.data.session
    for _ in range(500):
        if s.over:
            break
        await play_one_decision(h)
    assert s.over
    return s


def test_a_daily_seaside_challenge_counts_once_and_shows_in_the_calendar(tmp_path):
    async def go():
        h = await open_app(tmp_path)
        app = h.page.data
        s = await play_daily_to_end(h)
        day = daily_screen.today().isoformat()
        assert s.seed == daily.daily_seed("seaside", day) and s.challenge == {"date": day, "practice": False}
        score = s.result()["scores"][0]
        line = f"Seaside, {day}: {score} - "
        share = h.find("daily-share")
        assert share is not None and share.label.startswith(f"Share line: {line}")
        assert "Streak 1 day, best 1" in h.texts()
        await h.tap("daily-calendar")
        cell = h.find(f"day-{day}")
        assert cell.label.startswith(f"{day}: {score}, ")
        assert h.find("daily-streak").label == "Current streak 1 day, best 1"
        assert h.find("daily-share").label.startswith(f"Share line: {line}")
        # playing again is practice, and the counted result stands
        await h.tap("daily-practice")
        if "howto-done" in h.ids():
            await h.tap("howto-done")
        again = app.session
        assert again.challenge["practice"] and again.save_id != s.save_id and again.seed == s.seed
        assert rec.counted(app.keeper.records, "seaside", day)["id"] == s.save_id
        # records: one solo game finished, one under way
        await h.tap("back-home")
        assert f"Seaside - daily {day} practice: Player 1" in h.texts()   # under Continue
        await h.tap("records")
        text = h.texts()
        assert "Seaside - solo" in text and "Played 2, finished 1" in text
        assert f"Best score {score}, average {score}" in text
        # the records are in their file and come back after a restart
        stored = rec.parse_records((tmp_path / "records.json").read_text())
        assert [e["id"] for e in stored["games"]] == [s.save_id, again.save_id]
    run(go())


def test_a_damaged_records_file_is_reported_and_rebuilt_from_the_saves(tmp_path):
    async def go():
        h = await open_app(tmp_path / "a")
        s = await play_daily_to_end(h)
        score = s.result()["scores"][0]
        # another process start: the keeper of that folder is made afresh
        from ui import records_keeper
        records_keeper._KEEPERS.clear()
        (tmp_path / "a" / "records.json").write_text('{"format": "beachbag-records", "version": 1, "games": [')
        h2 = await open_app(tmp_path / "a")
        text = h2.texts()
        assert "Your records were damaged" in text and "rebuilt from the 1 finished game" in text
        await h2.tap("records")
        assert f"Best score {score}" in h2.texts() and "Your records were damaged" in h2.texts()
        fixed = rec.parse_records((tmp_path / "a" / "records.json").read_text())
        assert fixed["games"][0]["challenge"] == s.challenge
    run(go())


def test_all_data_goes_to_another_device_in_one_file(tmp_path):
    async def go():
        h = await open_app(tmp_path / "a")
        s = await play_daily_to_end(h)
        app = h.page.data
        text = await app.off_loop(app.export_all_text)
        h2 = await open_app(tmp_path / "b")
        other = h2.page.data
        assert not other.import_all_data(b"{not json", "bad.json")
        assert other.message.startswith("Not imported: bad.json: ")
        assert other.import_all_data(text.encode(), "beachbag-data.json")
        assert "Imported 1 saved game" in other.message
        assert other.import_all_data(text.encode(), "beachbag-data.json")   # twice: nothing doubled
        assert "(1 already here)" in other.message and "and 0 recorded games" in other.message
        mine, theirs = app.keeper.records, other.keeper.records
        assert rec.summarize(theirs, "seaside", 1) == rec.summarize(mine, "seaside", 1)
        assert rec.counted(theirs, "seaside", s.challenge["date"])["id"] == s.save_id
        await h2.tap("daily")
        assert h2.find("daily-share").label == "Share line: " + rec.share_line(
            rec.counted(mine, "seaside", s.challenge["date"]))
        assert h2.find("daily-streak").label == "Current streak 1 day, best 1"
    run(go())


def test_a_replay_steps_back_and_forth_through_the_games_own_board(tmp_path):
    async def go():
        h = await open_app(tmp_path)
        s = await play_daily_to_end(h)
        n = len(s.actions)
        await h.tap("end-home")
        await h.tap("records")
        await h.tap(f"replay-recent-{s.save_id}")
        app = h.page.data
        r = app.replay
        assert r is not None and r.length == n and r.step == n
        assert h.find("replay-step").label == f"Move {n} of {n}"
        assert "Game over" in h.texts()
        await h.tap("replay-first")
        assert h.find("replay-step").label == f"Move 0 of {n}"
        assert "status" in h.ids()            # the board itself, at the start of the game
        await h.tap("replay-forward")
        await h.tap("replay-forward")
        assert h.find("replay-step").label == f"Move 2 of {n}"
        assert r.state == r.states[2] and r.log == s.log[:2]
        await h.tap("replay-back")
        assert h.find("replay-step").label == f"Move 1 of {n}"
        assert "decision" not in h.ids()       # a replay offers no decision to take
        await h.type_text("replay-jump-to", "5")
        await h.tap("replay-jump")
        assert h.find("replay-step").label == f"Move 5 of {n}" and r.log == s.log[:5]
        await h.type_text("replay-jump-to", "x9")
        await h.tap("replay-jump")
        assert f"Type a move number from 0 to {n}." in h.texts()
        assert h.find("replay-step").label == f"Move 5 of {n}"
        assert not r.legal_actions()
        # play at a pace: Fast steps on by itself until paused
        await h.tap("replay-first")
        await h.tap("replay-pace")                 # Normal -> Fast
        assert h.find("replay-pace").label == "Pace: Fast, tap to change"
        await h.tap("replay-play")
        assert h.find("replay-play").label == "Pause"
        # until it has stepped twice by itself (not a fixed second: CI's four workers
        # on two cores once let it step only once in 1.1 s)
        deadline = time.monotonic() + 15
        while r.step < 2 and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        await h.settle()
        await h.tap("replay-play")                 # pause
        moved = r.step
        assert 2 <= moved < n, moved
        await asyncio.sleep(0.6)
        await h.settle()
        assert r.step == moved and h.find("replay-step").label == f"Move {moved} of {n}"
        # the save on disk is untouched by the replay
        assert json.loads(app.store.read_text(s.save_id))["actions"] == \
            json.loads(json.dumps([s.game.action_to_json(a) for a in s.actions]))
    run(go())


def prefs_main(prefs):
    """The static site's app (saves and records in the browser's storage)."""
    from ui import launch as app_module
    from ui.shell.app import BeachBagApp
    from ui.storage import PrefsStore, Settings

    config = {k: dict(v) for k, v in app_module.CONFIG.items()}
    config["bots"]["delay_ms"] = 0

    async def main(page):
        app_module.setup_page(page)
        store = await PrefsStore.open(prefs, page.run_task)
        page.data = BeachBagApp(page, config, store, Settings(lambda: None, lambda t: None),
                                live_client=False)
        page.data.start()
    return main


def test_records_in_the_browsers_storage_survive_a_reload_and_damage(tmp_path):
    from tests.ui.test_storage import FakePrefs
    from tests.support.ui_harness import Harness
    from ui.records_keeper import RECORDS_KEY

    prefs = FakePrefs()

    async def go():
        h = await Harness().start(prefs_main(prefs))
        s = await play_daily_to_end(h)
        await h.settle()
        stored = rec.parse_records(prefs.data[RECORDS_KEY])
        assert stored["games"][0]["id"] == s.save_id and stored["games"][0]["finished"]
        # a reload reads them back: the calendar knows today's result
        h2 = await Harness().start(prefs_main(prefs))
        await h2.tap("daily")
        assert h2.find("daily-streak").label == "Current streak 1 day, best 1"
        # a damaged value is reported and rebuilt from the saves in the storage
        prefs.data[RECORDS_KEY] = "[1, 2"
        h3 = await Harness().start(prefs_main(prefs))
        assert "Your records were damaged (browser records: " in h3.texts()
        await h3.tap("daily")
        assert h3.find("daily-streak").label == "Current streak 1 day, best 1"
        assert rec.parse_records(prefs.data[RECORDS_KEY])["games"][0]["id"] == s.save_id
    run(go())


def test_a_replay_shows_only_the_chosen_seats_secrets_until_the_end(tmp_path):
    """Seaside with two people: at every move of the replay, the page holds the chosen
    seat's secrets as core tells them, and never the other seat's."""
    from ui.storage import FileStore
    from tests.core.test_daily_records import document, play_out
    from tests.support.ui_harness import hidden_words, private_strings, quotes_log, strings_of, word_in

    seats = [{"name": "Ana", "bot": False}, {"name": "Ben", "bot": False}]
    actions, state = play_out("seaside", seats, {}, 11)
    store = FileStore(str(tmp_path / "saves"))
    store.write("two-people", document("seaside", seats, {}, 11, actions, state, "two-people"))

    async def go():
        h = await open_app(tmp_path)
        app = h.page.data
        app.go("/replay/two-people")
        await h.settle()
        r = app.replay
        assert r.length == len(actions)
        checked = 0
        for seat in (0, 1):
            await h.tap(f"replay-seat-{seat}")
            other = 1 - seat
            for k in range(0, r.length, 3):
                await h.type_text("replay-jump-to", str(k))
                await h.tap("replay-jump")
                assert r.step == k and r.view() == r.game.observe(r.states[k], seat)
                # as tests/support/ui_harness.SecretWatch judges a frame: the other seat's
                # secrets as its board draws them, or any string with a word core hides
                # for it, that the chosen seat's own board does not draw
                secrets = private_strings(r, h.page.width)
                public, seen = secrets[None], secrets[seat]
                words = hidden_words(r.game, r.state, other)
                page = strings_of(h.page)
                drawn = secrets[other] & page - seen
                loose = {t for t in page - public - seen - drawn
                         if any(word_in(w, t) for w in words) and not quotes_log(r, t)}
                assert not drawn and not loose, (k, seat, drawn, loose)
                checked += bool(words)
        assert checked > 10   # the other seat had secrets to keep at many of those moves
    run(go())
