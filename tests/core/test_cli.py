"""`python -m core`: games, simulate, play, check (exit codes and output a script can read)."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(*args):
    return subprocess.run([sys.executable, "-m", "core", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


def test_games_lists_ids_and_titles():
    out = run("games")
    assert out.returncode == 0
    assert "seaside\tSeaside" in out.stdout
    assert "sandcastles_2015" in out.stdout and "sandcastles_draft" in out.stdout


def test_simulate_prints_one_json_report():
    out = run("simulate", "seaside", "--players", "4", "--games", "20", "--seed", "7")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["games"] == 20 and report["players"] == 4 and report["violations"] == 0
    for key in ("seconds", "games_per_second", "actions_per_second", "mean_scores"):
        assert key in report
    assert len(report["mean_scores"]) == 4 and all(s > 0 for s in report["mean_scores"])


def test_simulate_solo():
    report = json.loads(run("simulate", "seaside", "--solo", "--games", "10").stdout)
    assert report["players"] == 1 and report["violations"] == 0


def test_play_writes_a_save_that_check_accepts(tmp_path):
    path = str(tmp_path / "game.json")
    out = run("play", "seaside", "--players", "3", "--seed", "5", "--save", path)
    assert out.returncode == 0, out.stderr
    checked = run("check", path)
    assert checked.returncode == 0, checked.stderr
    info = json.loads(checked.stdout)
    assert info["over"] and info["game"] == "seaside" and len(info["scores"]) == 3


def test_check_a_bad_file_exits_2_with_the_message(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    out = run("check", str(path))
    assert out.returncode == 2
    assert str(path) in out.stderr and "cut short or damaged" in out.stderr
    assert path.read_text() == "{not json"


def test_unknown_game_is_a_clear_error():
    out = run("simulate", "chess")
    assert out.returncode != 0 and "unknown game 'chess'" in out.stderr


def test_simulate_takes_numeric_options_and_variants():
    report = json.loads(run("simulate", "sandcastles_2015", "--solo", "--option", "solo_bonuses=6",
                            "--games", "5").stdout)
    assert report["options"] == {"solo_bonuses": 6} and report["violations"] == 0
    report = json.loads(run("simulate", "sandcastles_2015", "--players", "2", "--variant",
                            "shared_castle", "--games", "3").stdout)
    assert report["options"] == {"shared_castle": True} and report["violations"] == 0


def test_simulate_every_game_and_player_count():
    for game, counts in (("sandcastles_draft", range(2, 7)), ("sandcastles_2015", range(1, 8))):
        for n in counts:
            out = run("simulate", game, "--players", str(n), "--games", "2")
            assert out.returncode == 0, (game, n, out.stderr)
            assert json.loads(out.stdout)["violations"] == 0
