"""The rocket's measurement tools summarise honestly: ``tools/measure_rocket_solver.py`` (EV loss
against the exact solve, issue 10) and ``tools/measure_meisterbrief.py`` (goal rates and bands)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from speedgames.rocket import bench

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def tool(name: str):
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def state_row(seed: int, v_star: float, losses: dict[str, float], decision: int = 7,
              kupferblau: int = 1) -> dict:
    row = {"seed": seed, "runs": 8, "v_star": v_star, "positions": 1000 + seed,
           "decision": decision, "bag": 12, "huelse": 10, "wsum": 4, "card": "x",
           "kupferblau": kupferblau, "recipe_b": 1 + seed % 2}
    for level in ("strong", "strong_v1", "normal", "easy"):
        row[level] = {"loss": losses.get(level, 0.0), "decisions": 10, "deviating": 1,
                      "previews": 2}
    return row


def test_ev_loss_summary_gives_mean_interval_worst_and_what_the_states_are():
    mod = tool("measure_rocket_solver")
    rows = [state_row(1, 10.0, {"strong": 0.1}), state_row(2, 20.0, {"strong": 0.6}, 9, 0),
            state_row(3, 10.0, {"strong": 0.0}, 11), {"seed": 4, "skipped": True}]
    out = mod.aggregate(rows)
    assert out["states"] == 3 and out["skipped_seeds"] == [4] and out["seeds"] == [1, 2, 3, 4]
    s = out["strong"]
    # per state 1 %, 3 %, 0 %: mean 1.33 %, sd 1.53, interval 1.96·1.53/√3
    assert s["mean_loss_pct"] == pytest.approx(4 / 3, abs=0.01)
    assert s["mean_loss_pct_ci95"] == pytest.approx(1.96 * (7 / 3) ** 0.5 / 3 ** 0.5, abs=0.01)
    assert s["worst_state_pct"] == pytest.approx(3.0)
    assert s["states_over_3_pct"] == 0
    assert s["mean_loss_ruhm"] == pytest.approx(0.7 / 3, abs=1e-3)
    assert s["deviating_pct"] == pytest.approx(10.0) and s["vorschau_decisions"] == 6
    assert out["decision_min_median_max"] == [7, 9, 11]
    assert out["kupferblau_states"] == 2 and out["recipe_b_states"] == {"1": 1, "2": 2}
    assert out["runs"] == [8]


def test_ev_loss_summary_of_no_state_does_not_divide_by_zero():
    mod = tool("measure_rocket_solver")
    out = mod.aggregate([{"seed": 1, "skipped": True}])
    assert out["states"] == 0 and out["strong"]["mean_loss_pct"] == 0.0


def test_ev_loss_report_reads_the_json_lines_of_a_run(tmp_path, capsys):
    mod = tool("measure_rocket_solver")
    log = tmp_path / "run.jsonl"
    log.write_text("\n".join(json.dumps(state_row(i, 10.0, {"easy": 1.0})) for i in (1, 2))
                   + "\n")
    assert mod.main(["--report", str(log)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["states"] == 2 and out["easy"]["mean_loss_pct"] == pytest.approx(10.0)


@pytest.mark.parametrize("k,n", [(0, 10), (10, 10), (3, 8), (55, 60), (1, 1)])
def test_wilson_interval_holds_the_rate_inside_zero_and_one(k, n):
    lo, hi = tool("measure_meisterbrief").wilson(k, n)
    assert 0.0 <= lo <= k / n <= hi <= 1.0
    assert hi - lo > 0


def test_meisterbrief_report_marks_only_a_band_left_by_its_whole_interval(capsys):
    mod = tool("measure_meisterbrief")
    # level 1: goal 1 met 60 of 60 (interval above 90 %), goal 3 met 12 of 60 (inside 5–40 %)
    rows = [{"level": 1, "seed": s, "met": [True, s % 2 == 0, s < 12], "ruhm": 40 + s % 7}
            for s in range(60)]
    mod.report(rows, [1])
    line = next(x for x in capsys.readouterr().out.splitlines() if "lehrling" in x)
    cells = line.split("]")
    assert cells[0].endswith("100%") and cells[1].startswith("!")   # goal 1: clear miss
    assert not cells[3].startswith(("!", "?"))                       # goal 3: inside


def test_bench_solves_a_hundred_states_unless_told_otherwise(monkeypatch):
    monkeypatch.delenv("SPEEDGAMES_ROCKET_EXACT_STATES", raising=False)
    assert bench.exact_states() == 100
    monkeypatch.setenv("SPEEDGAMES_ROCKET_EXACT_STATES", "12")
    assert bench.exact_states() == 12
    for bad in ("", "zwölf", "-3", "0"):
        monkeypatch.setenv("SPEEDGAMES_ROCKET_EXACT_STATES", bad)
        assert bench.exact_states() == 100
