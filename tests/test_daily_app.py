"""The daily challenge, records and replays in the app, without a browser: a daily
Seaside game played to its end counts once (the next is practice), the calendar and
streak show it, records survive a restart and a damaged records file, all data goes
out and comes back in one file, and a replay steps back and forth."""
import json

from core import daily, records as rec, saves
from tests.test_app import open_app, play_one_decision
from tests.ui_harness import run
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
        # the save on disk is untouched by the replay
        assert json.loads(app.store.read_text(s.save_id))["actions"] == \
            json.loads(json.dumps([s.game.action_to_json(a) for a in s.actions]))
    run(go())
