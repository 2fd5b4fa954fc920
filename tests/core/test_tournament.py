"""python -m core tournament: bots against bots, seats rotated, the report of issue 14."""
import json

import pytest

from core.__main__ import main
from core.tournament import summarize, wilson


def run(capsys, *args):
    code = main(["tournament", *args])
    out = capsys.readouterr().out
    return code, out


def test_json_report_has_the_issues_shape_and_does_not_depend_on_processes(capsys):
    args = ["seaside", "--players", "2", "--bots", "medium,easy", "--games", "6", "--seed", "3",
            "--json"]
    code, out = run(capsys, *args)
    assert code == 0
    report = json.loads(out)
    assert set(report) == {"game", "players", "games", "levels", "seats"}
    assert abs(sum(seat["win_share"] for seat in report["seats"]) - 1) < 1e-6
    assert (report["game"], report["players"], report["games"]) == ("seaside", 2, 6)
    assert set(report["levels"]) == {"medium", "easy"}
    for row in report["levels"].values():
        assert set(row) == {"win_share", "ci_low", "ci_high", "mean_score", "think_ms_mean",
                            "think_ms_max"}
        assert row["ci_low"] <= row["win_share"] <= row["ci_high"]
        assert 0 <= row["think_ms_mean"] <= row["think_ms_max"]
    shares = [row["win_share"] for row in report["levels"].values()]
    assert abs(sum(shares) - 1) < 1e-6              # two levels: every win goes to one
    _code, out2 = run(capsys, *args[:-1], "--jobs", "2", "--json")
    other = json.loads(out2)
    for level in ("medium", "easy"):                # same games, whichever process plays them
        for key in ("win_share", "mean_score"):
            assert other["levels"][level][key] == report["levels"][level][key]


def test_text_report_names_every_level_and_hard_keeps_to_its_budget(capsys):
    code, out = run(capsys, "sandcastles_draft", "--bots", "hard,easy", "--games", "2",
                    "--think-ms", "50", "--hard-iterations", "20")
    assert code == 0
    assert "Sandcastles (tile draft), 2 players, 2 games" in out
    assert "hard" in out and "easy" in out and "95% interval" in out


def test_seats_rotate_so_no_level_keeps_the_first_seat():
    # game 0: seat 0 hard, seat 1 easy; game 1: seat 0 easy, seat 1 hard. Seat 0 wins both.
    results = [{"scores": [10, 5], "winners": [0], "times": [[1.0], [2.0]], "stalled": False},
               {"scores": [8, 3], "winners": [0], "times": [[4.0], [6.0]], "stalled": False}]
    report = summarize("seaside", ["hard", "easy"], results)
    assert report["levels"]["hard"]["win_share"] == 0.5
    assert report["levels"]["hard"]["mean_score"] == (10 + 3) / 2
    assert report["levels"]["easy"]["think_ms_max"] == 4.0
    assert report["levels"]["hard"]["think_ms_mean"] == 3.5
    # whoever sat there, the first seat won both games: the seat-balance figure
    assert [seat["win_share"] for seat in report["seats"]] == [1.0, 0.0]


def test_a_shared_win_is_split_and_the_interval_is_wilsons():
    results = [{"scores": [5, 5], "winners": [0, 1], "times": [[], []], "stalled": False}]
    report = summarize("seaside", ["medium", "easy"], results)
    assert report["levels"]["medium"]["win_share"] == 0.5
    low, high = wilson(0.7, 400)
    assert 0.65 < low < 0.7 < high < 0.75


@pytest.mark.parametrize("bots,message", [
    ("medium", "give one level per seat"),
    ("medium,genius", "unknown bot level 'genius'"),
])
def test_bad_bot_lists_get_one_clear_line(capsys, bots, message):
    with pytest.raises(SystemExit) as err:
        main(["tournament", "seaside", "--players", "2", "--bots", bots, "--games", "1"])
    assert message in str(err.value) and str(err.value).startswith("error:")
