"""stark in big fields (issue 12, hoarding): with more than two cars running the own turns and
the fuel above the Ziel allowance weigh more; races of two cars are judged as before."""

import pytest

from speedgames.core.rng import Stream
from speedgames.sprit.ai import search as ai_search
from tests.sprit.helpers import activate, new, put


def hoarder(cars):
    s = new(cars, track="alpenpass")
    for other in range(1, cars):
        put(s, other, 40 + other, 30, stamps=2)
    put(s, 0, 55, 55 + 20, stamps=3)  # 10 fields = 55 L, Zielplatz 1 allows 10 L: 10 L too much
    return s


def test_in_a_crowd_every_litre_above_the_ziel_allowance_costs_the_crowd_rate():
    s = hoarder(4)
    for litres in (10, 110):
        s.cars[0]["fuel"] = 55 + 10 + litres
        assert ai_search.hoard_litres(s, 0) == litres
        _ahead, crowd = ai_search.judge_parts(s, 0, hoard=ai_search.HOARD_CROWD)
        _ahead, plain = ai_search.judge_parts(s, 0)
        assert crowd - plain == pytest.approx(litres * (ai_search.HOARD_CROWD - ai_search.HOARD))
    assert ai_search.HOARD_CROWD > ai_search.HOARD


def test_the_hoarding_cost_grows_as_the_car_nears_the_ziel_with_the_same_fuel():
    """The same tank costs more the less distance is left to burn it on."""
    s = hoarder(4)
    costs = []
    for field in (50, 55, 60):
        s.cars[0]["field"] = field
        costs.append(ai_search.hoard_litres(s, 0))
    assert costs[0] < costs[1] < costs[2]


def _values(state, seat):
    return [(repr(x.action), x.value, x.turns) for x in ai_search.search(state, seat, Stream(3))]


def test_the_crowd_weights_act_only_with_more_than_two_cars_running(monkeypatch):
    duel, crowd = new(2, track="bergsprint"), new(4, track="bergsprint")
    put(duel, 0, 5, 40, stamps=0)
    put(crowd, 0, 5, 40, stamps=0)
    duel_seat, crowd_seat = activate(duel, 0), activate(crowd, 0)
    before = _values(duel, duel_seat), _values(crowd, crowd_seat)
    monkeypatch.setattr(ai_search, "OWN_CROWD", 3.0)
    monkeypatch.setattr(ai_search, "HOARD_CROWD", 1.0)
    assert _values(duel, duel_seat) == before[0]
    assert _values(crowd, crowd_seat) != before[1]


def test_a_four_car_field_with_two_cars_in_the_ziel_is_judged_as_a_duel(monkeypatch):
    s = new(4, track="bergsprint")
    for car in (2, 3):
        s.cars[car]["finished"], s.cars[car]["zielplatz"] = True, car - 1
    put(s, 0, 5, 40, stamps=0)
    seat = activate(s, 0)
    before = _values(s, seat)
    monkeypatch.setattr(ai_search, "OWN_CROWD", 3.0)
    assert _values(s, seat) == before
