"""stark alone (Rekordjagd, Tagesblatt): its own weights and its solo horizon."""

import dataclasses
import itertools

import pytest

from speedgames.tulpe.ai import search
from speedgames.tulpe.ai.evaluate import Context, chance, color_hope, column_hope
from speedgames.tulpe.ai.search import SEARCH_WEIGHTS, SOLO_WEIGHTS, judge

from .helpers import position

ODD = dataclasses.replace(SEARCH_WEIGHTS, col_scale=3.0, color_scale=0.1, frontier=0.5)


def _solo(wurf=5, **kwargs):
    state = position(seats=1, mode="rekordjagd", dice=("VRY", [3, 1, 2]), **kwargs)
    state.wurf = wurf
    return state


def _values(judged):
    return [(round(j.value, 9), j.cand and (j.cand.cells, j.cand.jokers)) for j in judged]


def test_alone_stark_judges_with_its_solo_weights(monkeypatch):
    view = _solo(bloomed={0: "H4 H5 G4"}).view(0)
    monkeypatch.setattr(search, "SOLO_WEIGHTS", ODD)
    assert _values(judge(view)) == _values(judge(view, w=ODD))
    assert _values(judge(view)) != _values(judge(view, w=SEARCH_WEIGHTS))


def test_at_a_table_stark_ignores_its_solo_weights(monkeypatch):
    view = position(seats=2, dice=("VRY", [3, 1, 2]), bloomed={0: "H4 H5 G4", 1: "H3"}).view(0)
    before = _values(judge(view))
    monkeypatch.setattr(search, "SOLO_WEIGHTS", ODD)
    assert _values(judge(view)) == before == _values(judge(view, w=SEARCH_WEIGHTS))


def test_a_slower_rate_shrinks_a_hope_only_when_few_wuerfe_are_left():
    slow = dataclasses.replace(SEARCH_WEIGHTS, col_rate=0.5, color_rate=1.0)
    early = Context(_solo(wurf=5).view(0))
    late = Context(_solo(wurf=28).view(0))  # two Würfe after this one
    assert column_hope(early, slow, 0, 4) == column_hope(early, SEARCH_WEIGHTS, 0, 4) > 0
    assert 0 < column_hope(late, slow, 0, 4) < column_hope(late, SEARCH_WEIGHTS, 0, 4)
    assert color_hope(early, slow, "R", 15) == color_hope(early, SEARCH_WEIGHTS, "R", 15) > 0
    assert 0 < color_hope(late, slow, "R", 15) < color_hope(late, SEARCH_WEIGHTS, "R", 15)


def test_the_chance_of_a_hope_is_the_binomial_tail_of_the_wuerfe_left():
    assert chance(3, 1, 0.2) == pytest.approx(1 - 0.8 ** 3)
    assert chance(3, 2, 0.2) == pytest.approx(3 * 0.2 ** 2 * 0.8 + 0.2 ** 3)
    assert chance(3, 1.5, 0.2) == pytest.approx((chance(3, 1, 0.2) + chance(3, 2, 0.2)) / 2)
    assert chance(2, 3, 0.9) == 0.0 and chance(0, 1, 0.5) == 0.0 and chance(5, 0, 0.1) == 1.0


def test_alone_a_hope_falls_as_the_wuerfe_run_out():
    """With the solo horizon a column missing two fields and a colour missing six count by the
    chance that the Würfe they need still come: less with every Wurf used, nothing at the end."""
    w = dataclasses.replace(SEARCH_WEIGHTS, col_chance=0.2, color_chance=0.12)
    columns = [column_hope(Context(_solo(wurf=t).view(0)), w, 0, 5) for t in range(1, 31)]
    colors = [color_hope(Context(_solo(wurf=t).view(0)), w, "R", 15) for t in range(1, 31)]
    for hopes in (columns, colors):
        assert all(a > b or a == b == 0.0 for a, b in itertools.pairwise(hopes))
        assert hopes[0] > 0 and hopes[-1] == 0.0
    plain = [column_hope(Context(_solo(wurf=t).view(0)), SEARCH_WEIGHTS, 0, 5)
             for t in range(1, 31)]
    assert plain[0] == plain[20] > columns[20]  # the plain horizon only bites at the very end


def test_at_a_table_the_solo_horizon_changes_no_hope():
    w = dataclasses.replace(SEARCH_WEIGHTS, col_chance=0.2, color_chance=0.12)
    ctx = Context(position(seats=2, bloomed={0: "H4 H5", 1: "H3"}).view(0))
    assert column_hope(ctx, w, 0, 5) == column_hope(ctx, SEARCH_WEIGHTS, 0, 5) > 0
    assert color_hope(ctx, w, "R", 15) == color_hope(ctx, SEARCH_WEIGHTS, "R", 15) > 0


def test_the_rat_alone_advises_by_the_solo_search(monkeypatch):
    """The Rat is stark's judgement alone too: its expected points of the best move and of the
    next best are the solo search's values."""
    state = _solo(bloomed={0: "H4 H5 G4"})
    monkeypatch.setattr(search, "SOLO_WEIGHTS", ODD)
    judged = judge(state.view(0), w=ODD)
    advice = search.advise(state, 0)
    assert advice.extra["expected_points"] == round(judged[0].value, 1)
    assert advice.extra["next_expected_points"] == round(judged[1].value, 1)
    assert round(judge(state.view(0), w=SEARCH_WEIGHTS)[0].value, 1) != round(judged[0].value, 1)


def test_stark_alone_differs_from_stark_at_a_table_only_by_the_solo_horizon():
    assert SOLO_WEIGHTS.col_chance > 0 and SOLO_WEIGHTS.color_chance > 0
    assert SEARCH_WEIGHTS.col_chance == SEARCH_WEIGHTS.color_chance == 0.0
    assert dataclasses.replace(SOLO_WEIGHTS, col_chance=0.0, color_chance=0.0) == SEARCH_WEIGHTS
    view = _solo(wurf=24, bloomed={0: "H4 H5 G4 G5 F5"}).view(0)
    assert _values(judge(view)) == _values(judge(view, w=SOLO_WEIGHTS))
    assert _values(judge(view)) != _values(judge(view, w=SEARCH_WEIGHTS))
