"""The daily challenge's deal, the records kept from finished games, and the one-file
export of all data (core/daily.py, core/records.py, core/alldata.py)."""
import json
import os
import subprocess
import sys

import pytest

from core import alldata, daily, records, saves
from core.engine import replay
from core.registry import game_ids, get_game
from core.saves import SaveError
from devtools.games import document, play_out

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DAY = "2026-12-01"


# ---- the daily deal -------------------------------------------------------------------
def test_the_daily_deal_is_the_same_on_another_machine():
    """Another interpreter (its own hash seed, as on another machine) deals the same."""
    code = ("import json; from core import daily; "
            "print(json.dumps([daily.daily_seed(g, '2026-12-01') for g in sorted(daily.CHALLENGES)]))")
    env = dict(os.environ, PYTHONHASHSEED="12345", PYTHONPATH=ROOT)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True, check=True).stdout
    here = [daily.daily_seed(g, DAY) for g in sorted(daily.CHALLENGES)]
    assert json.loads(out) == here
    for g in daily.CHALLENGES:
        c = daily.challenge(g, DAY)
        game = get_game(g)
        a = game.new_game(c["seats"], c["options"], c["seed"])
        b = game.new_game(daily.challenge(g, "2026-12-01", name="Someone else")["seats"],
                          c["options"], daily.daily_seed(g, DAY))
        assert game.observe(a, 0) | {"names": None} == game.observe(b, 0) | {"names": None}


def test_the_daily_deal_differs_across_dates_and_games():
    seeds = {(g, d): daily.daily_seed(g, d) for g in daily.CHALLENGES
             for d in daily.dates_back(DAY, 60)}
    assert len(set(seeds.values())) == len(seeds)
    game = get_game("seaside")
    deals = {d: game.new_game([{"name": "A", "bot": False}], {}, seeds[("seaside", d)])["bag"]
             for d in daily.dates_back(DAY, 30)}
    assert len({json.dumps(b) for b in deals.values()}) == 30


def test_the_daily_deal_is_never_a_normal_new_games_deal():
    """Normal games draw seeds below NORMAL_SEEDS (ui/shell/new_game.py); daily seeds lie
    above, and the games' random sources are one-to-one in the seed."""
    from ui.shell import new_game
    assert "randrange(NORMAL_SEEDS)" in open(new_game.__file__).read()
    for g in daily.CHALLENGES:
        for d in daily.dates_back(DAY, 400):
            assert daily.NORMAL_SEEDS <= daily.daily_seed(g, d) < 2 ** 63
    game = get_game("seaside")
    day_bag = game.new_game([{"name": "A", "bot": False}], {}, daily.daily_seed("seaside", DAY))["bag"]
    for seed in list(range(200)) + [daily.NORMAL_SEEDS - 1 - k for k in range(50)]:
        assert game.new_game([{"name": "A", "bot": False}], {}, seed)["bag"] != day_bag


def test_the_challenges_are_each_games_solo_form():
    sea = daily.challenge("seaside", DAY)
    assert len(sea["seats"]) == 1 and not sea["seats"][0]["bot"]
    sc = daily.challenge("sandcastles_2015", DAY)
    assert len(sc["seats"]) == 1 and sc["options"] == {"solo_bonuses": 5}
    state = get_game("sandcastles_2015").new_game(sc["seats"], sc["options"], sc["seed"])
    assert len(state["bonuses"]) == 5
    draft = daily.challenge("sandcastles_draft", DAY)
    assert [s["bot"] for s in draft["seats"]] == [False, True, True]
    assert {s.get("level") for s in draft["seats"][1:]} == {"medium"}


def test_a_bad_date_is_one_clear_line():
    for bad in ("2026-13-01", "yesterday", "", None, 20261201, "2026-02-30"):
        with pytest.raises(daily.ChallengeError) as err:
            daily.daily_seed("seaside", bad)
        assert "\n" not in str(err.value) and "date" in str(err.value).lower()


def test_a_save_claiming_a_daily_with_another_deal_is_refused():
    c = daily.challenge("seaside", DAY)
    actions, state = play_out("seaside", c["seats"], c["options"], c["seed"], limit=4)
    doc = document("seaside", c["seats"], c["options"], c["seed"], actions, state, "d1",
                   challenge={"date": DAY, "practice": False})
    saves.parse_document(saves.dump_document(doc))          # the true deal loads
    doc["challenge"]["date"] = "2026-12-02"                  # another day's claim
    with pytest.raises(SaveError, match="not the deal of the 2026-12-02 challenge"):
        saves.parse_document(saves.dump_document(doc))
    doc["challenge"] = {"date": DAY, "practice": "no"}
    with pytest.raises(SaveError, match="practice"):
        saves.parse_document(saves.dump_document(doc))


# ---- records from a scripted series of games --------------------------------------------
def series():
    """Finished (and one unfinished) games of all three games, in play order:
    (save id, save document)."""
    out = []
    minute = 0
    for k, seed in enumerate((3, 8, 21)):
        seats = [{"name": "Ann", "bot": False}]
        actions, state = play_out("seaside", seats, {}, seed)
        out.append((f"sea-solo-{k}", document("seaside", seats, {}, seed, actions, state,
                                             f"sea-solo-{k}", minute=minute)))
        minute += 1
    for k, seed in enumerate((4, 5)):
        seats = [{"name": "Ann", "bot": False}, {"name": "Gull", "bot": True, "level": "easy"},
                 {"name": "Bo", "bot": False}]
        actions, state = play_out("seaside", seats, {}, seed)
        out.append((f"sea-three-{k}", document("seaside", seats, {}, seed, actions, state,
                                              f"sea-three-{k}", minute=minute)))
        minute += 1
    for k, seed in enumerate((1, 2)):
        seats = [{"name": "Ann", "bot": False}]
        actions, state = play_out("sandcastles_2015", seats, {"solo_bonuses": 1}, seed)
        out.append((f"sc-solo-{k}", document("sandcastles_2015", seats, {"solo_bonuses": 1}, seed,
                                            actions, state, f"sc-solo-{k}", minute=minute)))
        minute += 1
    for k, seed in enumerate((6, 7)):
        seats = [{"name": "Ann", "bot": False}, {"name": "Tern", "bot": True, "level": "medium"}]
        actions, state = play_out("sandcastles_draft", seats, {}, seed)
        out.append((f"draft-{k}", document("sandcastles_draft", seats, {}, seed, actions, state,
                                          f"draft-{k}", minute=minute)))
        minute += 1
    seats = [{"name": "Ann", "bot": False}]
    actions, state = play_out("seaside", seats, {}, 99, limit=5)
    out.append(("sea-unfinished", document("seaside", seats, {}, 99, actions, state,
                                           "sea-unfinished", minute=minute)))
    return out


@pytest.fixture(scope="module")
def played():
    return series()


def noted(games) -> dict:
    """Records as the app keeps them: each game noted when it starts (its first save)
    and again when it ends."""
    r = records.empty()
    for save_id, doc in games:
        game = get_game(doc["game"])
        start = dict(doc, over=False, actions=[],
                     state=game.new_game(doc["seats"], doc["options"], doc["seed"]))
        assert records.note(r, save_id, start)
        if doc["over"]:
            assert records.note(r, save_id, doc)
            assert not records.note(r, save_id, doc)  # the same end noted twice: no change
    return r


def test_records_match_what_the_games_results_say(played):
    r = noted(played)
    results = {i: get_game(d["game"]).result(d["state"]) for i, d in played}
    sea_solo = records.summarize(r, "seaside", 1)
    solo_scores = [results[f"sea-solo-{k}"]["scores"][0] for k in range(3)]
    assert sea_solo["played"] == 4 and sea_solo["finished"] == 3   # one still under way
    assert sea_solo["best"] == max(solo_scores)
    assert sea_solo["average"] == round(sum(solo_scores) / 3, 1)
    bands = {}
    for k in range(3):
        band = results[f"sea-solo-{k}"]["band"]
        bands[band] = bands.get(band, 0) + 1
    assert sea_solo["bands"] == bands
    assert [e["id"] for e in sea_solo["recent"]] == ["sea-solo-2", "sea-solo-1", "sea-solo-0"]

    three = records.summarize(r, "seaside", 3)
    people_scores = [results[f"sea-three-{k}"]["scores"][q] for k in range(2) for q in (0, 2)]
    assert three["best"] == max(people_scores)
    assert three["average"] == round(sum(people_scores) / 4, 1)
    by_people = sum(1 for k in range(2) if set(results[f"sea-three-{k}"]["winners"]) & {0, 2})
    assert three["won_by"] == {"people": by_people, "bots": 2 - by_people}
    easy = three["bot_levels"]["easy"]
    assert easy["games"] == 2 and easy["won"] + easy["lost"] + easy["tied"] == 2
    for k in range(2):
        res = results[f"sea-three-{k}"]
        if res["winners"] == [1]:
            assert records.bot_outcome(r["games"][records._index(r)[f"sea-three-{k}"]], "easy") == "won"

    sc = records.summarize(r, "sandcastles_2015", 1)
    wins = sum(1 for k in range(2) if results[f"sc-solo-{k}"]["solo_won"])
    assert (sc["solo_wins"], sc["solo_losses"]) == (wins, 2 - wins)

    draft = records.summarize(r, "sandcastles_draft", 2)
    medium = draft["bot_levels"]["medium"]
    bot_won = sum(1 for k in range(2) if results[f"draft-{k}"]["winners"] == [1])
    person_won = sum(1 for k in range(2) if results[f"draft-{k}"]["winners"] == [0])
    assert (medium["won"], medium["lost"]) == (bot_won, person_won)
    assert records.groups(r) == [("seaside", 1), ("seaside", 3), ("sandcastles_2015", 1),
                                 ("sandcastles_draft", 2)]


def test_rebuilding_from_the_saves_gives_the_same_records(played):
    r = noted(played)
    listed = [(i, saves.parse_document(saves.dump_document(d))) for i, d in played]
    listed.append(("broken", SaveError("broken", "damaged")))
    rebuilt = records.rebuild(listed)
    assert records.dump_records(rebuilt) == records.dump_records(r)


def test_an_imported_finished_game_is_not_counted_as_played_here(played):
    r = records.empty()
    save_id, doc = played[0]
    assert not records.note(r, save_id, doc)
    assert records.summarize(r, "seaside", 1)["played"] == 0


def test_records_survive_their_own_file(played):
    r = noted(played)
    text = records.dump_records(r)
    again = records.parse_records(text, "records.json")
    assert records.dump_records(again) == text


@pytest.mark.parametrize("damage, words", [
    (lambda t: t[: len(t) // 2], "cut short or damaged"),
    (lambda t: "[]", "not Beach Bag records"),
    (lambda t: t.replace('"players":1', '"players":99', 1), "players"),
    (lambda t: t.replace('"version":1', '"version":7', 1), "newer Beach Bag"),
    (lambda t: t.replace('"scores":[', '"scores":["x",', 1), "scores"),
    (lambda t: t.replace('"name":"Ann"', '"name":"\\ud800"', 1), "Unicode"),
    (lambda t: b"\xff\xfe" + t.encode("utf-16-le"), "not Beach Bag records (not UTF-8"),
    (lambda t: "[" * 100000 + "]" * 100000, "nested too deeply"),
    (lambda t: t.replace('"challenge":null', '"challenge":{"date":"2026-02-30","practice":false}', 1),
     "date"),
])
def test_damaged_records_are_one_clear_line(played, damage, words):
    text = records.dump_records(noted(played))
    with pytest.raises(SaveError) as err:
        records.parse_records(damage(text), "records.json")
    message = str(err.value)
    assert message.startswith("records.json: ") and "\n" not in message
    assert words.lower() in message.lower()


def test_replays_are_kept_for_the_best_and_most_recent_games():
    r = records.empty()
    for k in range(30):
        e = {"id": f"g{k}", "game": "seaside", "players": 1,
             "seats": [{"name": "Ann", "bot": False, "level": None}],
             "started": f"2026-11-{k % 28 + 1:02d}T10:00:00+00:00",
             "finished": f"2026-11-{k % 28 + 1:02d}T11:{k:02d}:00+00:00",
             "scores": [(k * 17) % 31], "winners": [0], "won": None, "band": None,
             "challenge": None}
        r["games"].append(e)
    keep = records.keep_for_replay(r)
    done = r["games"]
    best = sorted(done, key=lambda e: (-e["scores"][0], e["finished"]))[:records.KEEP_BEST]
    recent = sorted(done, key=lambda e: e["finished"], reverse=True)[:records.KEEP_RECENT]
    assert keep == {e["id"] for e in best} | {e["id"] for e in recent}
    assert len(keep) < 30


# ---- the calendar, streaks and the share line ---------------------------------------------
def daily_entry(day, practice=False, finished=True, score=40, game="seaside"):
    return {"id": f"{game.replace('_', '-')}-{day}-{'p' if practice else 'c'}-{score}",
            "game": game, "players": 1,
            "seats": [{"name": "Ann", "bot": False, "level": None}],
            "started": f"{day}T08:00:00+00:00",
            "finished": f"{day}T09:00:00+00:00" if finished else None,
            "scores": [score] if finished else None, "winners": [0] if finished else None,
            "won": None, "band": None,
            "challenge": {"date": day, "practice": practice}}


def test_the_first_attempt_of_a_day_counts_and_later_ones_are_practice():
    r = records.empty()
    r["games"] = [daily_entry("2026-11-30", score=31), daily_entry("2026-11-30", practice=True, score=55)]
    assert records.counted(r, "seaside", "2026-11-30")["scores"] == [31]
    assert records.calendar(r, "seaside")["2026-11-30"]["scores"] == [31]
    assert records.counted(r, "seaside", "2026-12-01") is None


def test_streaks_count_days_in_a_row_with_a_finished_challenge():
    r = records.empty()
    days = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23",       # 4 in a row
            "2026-11-26", "2026-11-28", "2026-11-29", "2026-11-30"]
    r["games"] = [daily_entry(d) for d in days]
    r["games"].append(daily_entry("2026-11-27", practice=True))            # practice: no day
    r["games"].append(daily_entry("2026-12-01", finished=False))           # not finished yet
    assert records.streaks(r, "seaside", "2026-12-01") == (3, 4)           # today still open
    assert records.streaks(r, "seaside", "2026-11-30") == (3, 4)
    assert records.streaks(r, "seaside", "2026-12-02") == (0, 4)           # a day missed
    assert records.streaks(r, "sandcastles_2015", "2026-12-01") == (0, 0)


def test_the_share_line_says_the_result_and_nothing_of_the_deal(played):
    c = daily.challenge("seaside", DAY)
    actions, state = play_out("seaside", c["seats"], c["options"], c["seed"])
    doc = document("seaside", c["seats"], c["options"], c["seed"], actions, state, "daily-1",
                   day=DAY, challenge={"date": DAY, "practice": False})
    entry = records.entry_from_document("daily-1", doc)
    line = records.share_line(entry)
    score = get_game("seaside").result(state)["scores"][0]
    assert line.startswith(f"Seaside, {DAY}: {score} - ")
    band = get_game("seaside").result(state)["band"]
    first = band.replace("!", ".").split(".")[0].strip()
    assert line == f"Seaside, {DAY}: {score} - {first[0].lower()}{first[1:]}"
    assert str(c["seed"]) not in line
    for face in ("Isopod", "Shell", "Crab", "Sandpiper", "Beach", "Wave", "Rock"):
        assert face not in line
    entry["band"] = "A very satisfying outing! Your mind is filled with wonderful memories."
    entry["scores"] = [47]
    assert records.share_line(entry) == "Seaside, 2026-12-01: 47 - a very satisfying outing"


def test_share_lines_of_the_other_games():
    sc = daily_entry(DAY, game="sandcastles_2015", score=23)
    sc["won"] = True
    assert records.share_line(sc) == "Sandcastles (2015), 2026-12-01: 23 - won against the Game"
    sc["won"], sc["winners"] = False, []
    assert records.share_line(sc).endswith("23 - the Big Wave came first")
    draft = daily_entry(DAY, game="sandcastles_draft", score=31)
    draft["players"] = 3
    draft["seats"] += [{"name": "Gull", "bot": True, "level": "medium"},
                       {"name": "Tern", "bot": True, "level": "medium"}]
    draft["scores"], draft["winners"] = [31, 40, 12], [1]
    assert records.share_line(draft) == ("Sandcastles (tile draft), 2026-12-01: 31 - "
                                         "2nd of 3 against Medium bots")


def test_an_imported_copy_of_a_recorded_game_is_not_a_second_game(played):
    """Records said "Played 2, finished 0" after importing a copy of the one game played.
    The copy (same game, start and seats under a new id) is the same game: counted once,
    and finishing the copy completes it."""
    (save_id, doc), = [(i, d) for i, d in played if d["over"] and d.get("challenge") is None][:1]
    game = get_game(doc["game"])
    start = dict(doc, over=False, actions=[],
                 state=game.new_game(doc["seats"], doc["options"], doc["seed"]))
    r = records.empty()
    assert records.note(r, save_id, start)
    copy_id = save_id + "-import-1"
    assert not records.note(r, copy_id, dict(start, id=copy_id))
    one = records.summarize(r, doc["game"], len(doc["seats"]))
    assert (one["played"], one["finished"]) == (1, 0)
    assert records.note(r, copy_id, dict(doc, id=copy_id))          # the copy ends
    assert not records.note(r, save_id, doc)                         # the original too: no change
    one = records.summarize(r, doc["game"], len(doc["seats"]))
    assert (one["played"], one["finished"]) == (1, 1)
    other = dict(start, created="2026-11-21T10:00:00+00:00")         # another game, same deal
    assert records.note(r, "another", other)
    assert records.summarize(r, doc["game"], len(doc["seats"]))["played"] == 2
    rebuilt = records.rebuild([(save_id, start), (copy_id, dict(doc, id=copy_id))])
    assert [(e["id"], e["finished"] is not None) for e in rebuilt["games"]] == [(copy_id, True)]


def test_a_games_line_names_the_level_of_its_own_bots():
    """A 3-player tile draft with seat 3 set to Hard said "against Medium bots" (the
    daily challenge's level) while the card counted "Hard bots against people"."""
    draft = daily_entry(DAY, game="sandcastles_draft", score=31)
    draft["challenge"], draft["players"] = None, 3
    draft["seats"] += [{"name": "Gull", "bot": True, "level": "medium"},
                       {"name": "Tern", "bot": True, "level": "hard"}]
    draft["scores"], draft["winners"] = [31, 40, 12], [1]
    assert records.outcome_words(draft) == "2nd of 3 against Medium and Hard bots"
    draft["seats"][1] = {"name": "Ben", "bot": False, "level": None}
    assert records.outcome_words(draft) == "1st of 3 against a Hard bot"   # Ben, the best placed person
    draft["seats"][2]["level"] = "easy"
    assert records.outcome_words(draft) == "1st of 3 against an Easy bot"


# ---- all data in one file -------------------------------------------------------------
def test_export_and_import_of_all_data_round_trips(played):
    r = noted(played)
    docs = [d for _, d in played]
    text = alldata.make_bundle([json.loads(saves.dump_document(d)) for d in docs], r,
                               "2026-12-01T12:00:00+00:00")
    got, again = alldata.parse_bundle(text, "beachbag-data.json")
    assert [i for i, _ in got] == [i for i, _ in played]
    for (_, a), (_, b) in zip(got, played):
        assert a["actions"] == b["actions"] and a["state"] == b["state"]
    assert records.dump_records(again) == records.dump_records(r)
    for g, n in records.groups(r):
        assert records.summarize(again, g, n) == records.summarize(r, g, n)
    # merging a device's records with themselves changes nothing
    assert records.dump_records(records.merge(r, again)) == records.dump_records(r)


@pytest.mark.parametrize("damage, words", [
    (lambda d: d.update(format="something"), "not a Beach Bag data file"),
    (lambda d: d["saves"][0]["actions"].append(["side", "Nope"]), "save 1"),
    (lambda d: d["saves"].append(d["saves"][0]), "twice"),
    (lambda d: d["records"]["games"][0].update(players="three"), "records"),
    (lambda d: d.update(version=2), "newer Beach Bag"),
])
def test_a_damaged_data_file_is_refused_in_one_line(played, damage, words):
    r = noted(played)
    doc = json.loads(alldata.make_bundle([json.loads(saves.dump_document(d)) for _, d in played[:2]],
                                         r, "2026-12-01T12:00:00+00:00"))
    damage(doc)
    with pytest.raises(SaveError) as err:
        alldata.parse_bundle(json.dumps(doc), "data.json")
    assert "\n" not in str(err.value) and words.lower() in str(err.value).lower()


def test_a_single_save_given_as_all_data_says_what_it_is(played):
    with pytest.raises(SaveError, match="single saved game"):
        alldata.parse_bundle(saves.dump_document(played[0][1]), "one.json")


@pytest.mark.parametrize("game_id", sorted(daily.CHALLENGES))
def test_each_games_daily_played_to_its_end_makes_a_counted_day(game_id):
    """The challenge of every game, played by bots from the person's seat as well, is a
    save that loads, a counted day in the calendar, and a share line."""
    c = daily.challenge(game_id, DAY, name="Ann")
    actions, state = play_out(game_id, c["seats"], c["options"], c["seed"])
    doc = document(game_id, c["seats"], c["options"], c["seed"], actions, state, "d", day=DAY,
                   challenge={"date": DAY, "practice": False})
    loaded = saves.parse_document(saves.dump_document(doc))
    r = records.empty()
    start = dict(loaded, actions=[], state=get_game(game_id).new_game(c["seats"], c["options"], c["seed"]))
    records.note(r, "d", start)
    records.note(r, "d", loaded)
    entry = records.calendar(r, game_id)[DAY]
    result = get_game(game_id).result(state)
    assert entry["finished"] and entry["scores"] == result["scores"]
    assert records.streaks(r, game_id, DAY) == (1, 1)
    line = records.share_line(entry)
    assert line.startswith(f"{get_game(game_id).title}, {DAY}: {result['scores'][0]} - ")
    assert str(c["seed"]) not in line
