"""The rotated-seat strength measurement of the tulpe bench (not timed: only its bookkeeping)."""

import io
import json

import pytest

from speedgames.tulpe.bench import rotated_match


def test_a_rotated_match_seats_every_level_in_every_chair_on_the_same_seeds():
    out = io.StringIO()
    summary = rotated_match(["easy", "normal"], 4, {"layout": "verwinkelt"}, first_seed=7, out=out)
    games = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [g["seed"] for g in games] == [7, 7, 8, 8]
    assert [g["seating"] for g in games] == [["easy", "normal"], ["normal", "easy"]] * 2
    assert summary["games"] == 4
    assert sum(summary["win_rate"]) == pytest.approx(1.0)
    for p, half in zip(summary["win_rate"], summary["win_interval"]):
        assert half == pytest.approx(1.96 * (p * (1 - p) / 4) ** 0.5, abs=1e-4)
    for key in ("decision_ms_p95", "cpu_decision_ms_p95", "cpu_decision_ms_max"):
        assert set(summary[key]) == {"easy", "normal"}
    easy_scores = [g["scores"][g["seating"].index("easy")] for g in games]
    assert summary["mean_score"][0] == pytest.approx(sum(easy_scores) / 4, abs=0.01)


def test_a_match_line_tells_the_columns_colours_and_passes_of_every_chair():
    out = io.StringIO()
    summary = rotated_match(["easy", "normal"], 2, None, first_seed=3, out=out)
    games = [json.loads(line) for line in out.getvalue().splitlines()]
    for game in games:
        for chair in range(2):
            assert 0 <= game["first_columns"][chair] <= game["columns"][chair] <= 15
            assert 0 <= game["first_colors"][chair] <= game["colors"][chair] <= 5
            for n, passed in game["decided"][chair].values():
                assert 0 <= passed <= n
        # Two seats: the active seat decides once per Wurf, so both chairs were active about
        # equally often, and the other seat decided once in each of those Würfe.
        active = [game["decided"][c]["active"][0] for c in range(2)]
        others = [game["decided"][c]["after_pass"][0] + game["decided"][c]["other"][0]
                  for c in range(2)]
        assert abs(active[0] - active[1]) <= 1
        assert others == [active[1], active[0]]
    race = summary["race"]
    easy = [g["columns"][g["seating"].index("easy")] for g in games]
    assert race["easy"]["columns"] == pytest.approx(sum(easy) / 2, abs=0.01)
    assert race["easy"]["games"] == race["normal"]["games"] == 2
    for level in ("easy", "normal"):
        for where in ("active", "after_pass", "other"):
            assert 0.0 <= race[level][f"pass_{where}"] <= 1.0
