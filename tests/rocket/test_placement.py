"""stark plays for placement at the table (``ai.placement``), for Ruhm alone (issue 10)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from speedgames.core.game import Action
from speedgames.rocket import ai
from speedgames.rocket.ai import placement
from speedgames.rocket.ai import solver as ai_solver
from speedgames.rocket.ai import stopfen as ai_stopfen
from speedgames.rocket.ai import styles as ai_styles
from speedgames.rocket.rules import extrablatt as xb

from .helpers import draws, new, restart_evening, set_bag, solo

STOP, DRAW = Action("stop"), Action("draw")
leads = hs.lists(hs.floats(-30, 30), min_size=1, max_size=3)
taus = hs.floats(0.1, 5)


@settings(max_examples=60, deadline=None)
@given(leads, taus, hs.integers(0, 8), hs.floats(-20, 20), hs.floats(0.01, 5))
def test_the_win_chance_grows_with_the_evening_and_lies_between_0_and_1(ls, tau, left, g, d):
    s = placement.make_standing(ls, [tau] * len(ls), left)
    lo, hi = s.win(g), s.win(g + d)
    assert 0.0 <= lo <= hi <= 1.0
    assert s.value(g) < s.value(g + d)  # the Ruhm tie-break keeps the leaf strictly increasing


@settings(max_examples=60, deadline=None)
@given(leads, taus, hs.integers(0, 8), hs.floats(0.01, 10))
def test_the_win_chance_grows_with_every_lead(ls, tau, left, d):
    base = placement.make_standing(ls, [tau] * len(ls), left)
    for j in range(len(ls)):
        more = list(ls)
        more[j] += d
        assert placement.make_standing(more, [tau] * len(ls), left).win(0) >= base.win(0)


@pytest.mark.parametrize("left", [0, 1, 4, 8])
def test_the_seats_win_chances_sum_to_one(left):
    """Four seats, each judging its own chance from the same scores: together one win."""
    worth = [50.0, 47.0, 44.5, 41.0]
    total = 0.0
    for i, me in enumerate(worth):
        ls = [me - w for j, w in enumerate(worth) if j != i]
        total += placement.make_standing(ls, [1.0] * 3, left).win(0.0)
    assert total == pytest.approx(1.0, abs=0.01)


def test_two_equal_seats_with_nothing_left_win_half_and_a_sure_lead_wins():
    s = placement.make_standing([0.0], [placement.TAU_DONE], 0)
    assert s.win(0.0) == pytest.approx(0.5)
    assert s.win(3.0) > 0.99 and s.win(-3.0) < 0.01
    far = placement.make_standing([0.0], [placement.TAU_DONE], 8)
    assert 0.5 < far.win(3.0) < s.win(3.0)  # eight evenings left: a lead of 3 is far from sure


def test_the_win_chance_is_the_same_every_time():
    s = placement.make_standing([2.0, -1.5, 4.0], [0.6, 3.0, 3.0], 3)
    assert [s.win(x) for x in (0.0, 1.25, 7.5)] == [s.win(x) for x in (0.0, 1.25, 7.5)]
    t = placement.make_standing([2.0, -1.5, 4.0], [0.6, 3.0, 3.0], 3)
    assert t.win(1.25) == s._win(1.25)


def table(card: str, gap: int, bag: dict[str, int], pre: tuple[str, ...]):
    """Two seats on the last evening: seat 1 has stopped at Wertungsfeld 2 and leads by
    ``gap`` Ruhm; seat 0 (no sand left) has drawn ``pre`` from field 14 and decides now."""
    st = new(2, seed=3)
    restart_evening(st, card, 9)
    full = dict(bag)
    for c in pre:
        full[c] = full.get(c, 0) + 1
    st.players[0]["start"] = 14
    set_bag(st, 0, full)
    draws(st, 0, list(pre))
    set_bag(st, 1, {"W1": 1, "O1": 1})
    draws(st, 1, ["O1"])
    st.apply(1, STOP)
    st.players[0]["sand"] = False
    st.players[0]["ruhm"], st.players[1]["ruhm"] = 40, 40 + gap
    return st


def ruhm_judgement(st):
    return ai_stopfen.judge(st, ai.context(st, 0, ai_styles.NEUTRAL))


def test_behind_at_the_table_stark_draws_where_ruhm_alone_would_stop():
    """Waghalsige Bestellung, a third of the bag ignites: for Ruhm stopping is better, but
    stopping loses the game for sure and drawing may still win it."""
    st = table(xb.WAGHALSIG, 10, {"W3": 2, "G1": 2, "O1": 2}, ("W3", "W3"))
    j = ruhm_judgement(st)
    assert j.stop > j.draw
    assert ai.make_player("strong").choose(st, 0).action == DRAW
    assert ai.advise(st, 0).best.action == STOP  # the Rat keeps counting Ruhm


def test_ahead_at_the_table_stark_stops_where_ruhm_alone_would_draw():
    """One chip in seven ignites: worth drawing for Ruhm, but stopping wins for sure."""
    st = table(xb.MESSEGAESTE, 6, {"W3": 1, "G1": 3, "O1": 3}, ("W3", "W2"))
    j = ruhm_judgement(st)
    assert j.draw > j.stop
    d = ai.make_player("strong").choose(st, 0)
    assert d.action == STOP and d.reason.key == "rocket.ai.draw.win_stop"


def test_alone_the_objective_stays_ruhm():
    st = solo(seed=2)
    ctx = ai.context(st, 0, ai_styles.NEUTRAL)
    assert placement.standing_of(st, ctx) is None
    assert ai_stopfen.evening(st, ctx, placement=True).win is None


def test_the_standing_at_a_real_table_is_deterministic_and_counts_every_other_seat():
    st = new(4, seed=5)
    ctx = ai.context(st, 2, ai_styles.NEUTRAL)
    a, b = placement.standing_of(st, ctx), placement.standing_of(st, ctx)
    assert a == b and len(a.leads) == 3
    assert all(math.isfinite(x) for x in a.leads)
    assert a.common == pytest.approx(placement.sigma_for(ctx.left) * math.sqrt(ctx.left))


def test_the_cut_off_on_the_win_chance_stays_within_its_bound_of_the_full_solve():
    st = table(xb.MESSEGAESTE, 9, {"W1": 3, "W2": 2, "W3": 1, "G1": 2, "O1": 2, "B1": 1,
                                   "P1": 1}, ("G1", "W1"))
    ctx = ai.context(st, 0, ai_styles.NEUTRAL)
    ev = ai_stopfen.evening(st, ctx, placement=True)
    full = ai_solver.solve(ai_solver.Solver(ev), st, 0, None)
    assert full.exact
    cut_off = 0
    for budget in (50, 300):
        solver = ai_solver.Solver(ai_stopfen.evening(st, ctx, placement=True))
        cut = ai_solver.solve(solver, st, 0, budget)
        if cut.exact:
            continue
        cut_off += 1
        for k, v in full.values.items():
            assert abs(cut.values[k] - v) <= cut.error + 1e-9, (budget, k)
            assert 0.0 <= cut.values[k] <= solver.hi + 1e-9
    assert cut_off  # the small budgets really cut
