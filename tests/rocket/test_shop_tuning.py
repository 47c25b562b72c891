"""stark's shop tuned to the rollouts (issue #32): Schwarzpulver's Wettstreit early, Bariumgrün
later (``ai.shop.PHASE_FACTORS``); the frozen ``strong_v2`` keeps the hand-set worths."""

from __future__ import annotations

import pytest

from speedgames.rocket import ai
from speedgames.rocket.ai import rollout
from speedgames.rocket.ai import shop as ai_shop
from speedgames.rocket.ai.styles import NEUTRAL

from .helpers import finish_stuffing, new
from .test_measure_tools import tool


def chips(action) -> set[str]:
    return set(action.get("chips") or ())


def test_stark_buys_the_basket_the_rollouts_prefer_where_the_hand_set_shop_did_not():
    # seed 7329, evening 2, 13 Mark: the hand-set shop buys Bariumgrün 2 + Kupferblau 1; the
    # rollouts value Kalkorange + Schwarzpulver (Wettstreit's lasting Vorladung) ≈ 8 Ruhm more
    st, seat, hand_set = tool("measure_rocket_shop").shop_state(7329)
    assert st.evening == 2 and chips(hand_set) == {"G2", "B1"}
    assert ai.make_player("strong_v2").choose(st, seat).action == hand_set
    stark = ai.make_player("strong").choose(st, seat).action
    assert stark.type == "buy" and chips(stark) == {"O1", "K1"}
    a, b = rollout.values(st, seat, [stark, hand_set], 24)
    assert a.mean - b.mean > 3 * rollout.diff_se(a, b) > 0


def worths(st, tuned: bool) -> dict[str, float]:
    return {w.chip: w.value for w in ai_shop.chip_worths(st, 0, NEUTRAL, tuned=tuned)}


def test_schwarzpulver_is_worth_twice_as_much_early_with_its_first_rezeptur_only():
    st = new(3, seed=4)
    finish_stuffing(st)
    assert st.evening == 1 and st.recipes["K"] == 1
    hand, tuned = worths(st, False), worths(st, True)
    assert tuned["K1"] == pytest.approx(2.0 * hand["K1"]) and hand["K1"] > 0
    assert tuned["G1"] == pytest.approx(0.5 * hand["G1"])
    assert tuned["B1"] == pytest.approx(hand["B1"])
    st.recipes["K"] = 2  # another Rezeptur: the fit does not speak for it
    assert worths(st, True)["K1"] == pytest.approx(worths(st, False)["K1"])


def test_strong_v2_is_a_hidden_level_that_simulate_accepts():
    from speedgames.simulate import play_one
    from speedgames.ui import game_options

    assert "strong_v2" not in game_options.setup_for("rocket").level_keys
    line = play_one("rocket", ["strong_v2", "normal"], 3, {"evenings": 6})
    assert len(line["scores"]) == 2
    assert ai.make_player("strong_v2").level == "strong_v2"
