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
