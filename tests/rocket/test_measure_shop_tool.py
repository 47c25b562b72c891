"""``tools/measure_rocket_shop.py`` summarises honestly (issue #32): stark's loss to the
rollout-best in Ruhm and in % with its interval, and how many states are within 1 %."""

from __future__ import annotations

import pytest

from .test_measure_tools import tool


def row(loss: float, best: float = 50.0, same: bool = False) -> dict:
    return {"loss": loss, "best_value": best, "best": ["G1"] if same else ["R1"],
            "stark": ["G1"]}


def test_the_summary_gives_the_loss_in_ruhm_and_percent_and_the_states_within_1_percent():
    mod = tool("measure_rocket_shop")
    out = mod.summarize([row(0.0, same=True), row(1.0), row(-0.5), None])
    assert out["states"] == 3 and out["same_basket"] == 1
    assert out["loss_ruhm"] == pytest.approx(0.167, abs=1e-3)
    assert out["loss_pct"] == pytest.approx(100 * 0.5 / 150, abs=1e-3)
    assert out["within_1pct"] == 2  # 1.0 of 50 is 2 %
    assert out["loss_ruhm_ci95"] > 0


def test_a_shop_state_is_measured_with_fresh_rollouts_for_the_pair():
    mod = tool("measure_rocket_shop")
    r = mod.measure_shop(7101, rollouts=2, candidates=2)
    assert r is not None and r["candidates"] >= 3
    assert r["loss"] == pytest.approx(r["best_value"] - r["stark_value"])
