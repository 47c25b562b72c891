"""stark at tables of three or four cars on the Alpenpass values the later payouts as for the
leader while more than two cars run (#32, round 3: the Tagesetappe's starks crawled one or two
fields a turn and hoarded, the table read at Platz 4 paying 40 L at every later Kontrolle and
Tafel 4 although the car passes the cars ahead). Six cars and the Bergsprint play as before:
there it made stalls (and at six cars hoarding) more frequent."""

import pytest

from speedgames.core.rng import Stream
from speedgames.sprit.ai import evaluate as ai_eval
from speedgames.sprit.ai import search as ai_search
from tests.sprit.helpers import activate, new, put


def back_car_with_a_full_tank():
    """A 4-car Alpenpass (from a seeded Tagesetappe, 70001, round 9): car 1 stands on the
    Kontrolle 10 at Platz 4 with 186 L and two stamps, the others on 20–22."""
    s = new(4, track="alpenpass")
    put(s, 1, 10, 186, stamps=2)
    put(s, 0, 21, 67, stamps=2)
    put(s, 2, 22, 31, stamps=1)
    put(s, 3, 20, 72, stamps=1)
    return s, activate(s, 1)


def _best_fields(state, seat):
    return [ai_search.search(state, seat, Stream(k))[0].action["to"] for k in range(3)]


def test_a_car_at_the_back_with_a_full_tank_drives_on_instead_of_crawling():
    s, seat = back_car_with_a_full_tank()
    assert ai_search.CROWD_PAYOUT is not None
    assert all(to >= 16 for to in _best_fields(s, seat))


def test_the_stark_before_crawled_there(monkeypatch):
    """The frozen behaviour stays selectable (tools/sprit_match.py table --set-b
    CROWD_PAYOUT=null): it crawls two fields with 186 L."""
    s, seat = back_car_with_a_full_tank()
    monkeypatch.setattr(ai_search, "CROWD_PAYOUT", None)
    assert _best_fields(s, seat) == [12, 12, 12]


def test_the_crowd_estimate_pays_as_for_a_platz_between_the_zielplatz_and_the_platz_now():
    s, _seat = back_car_with_a_full_tank()
    assert s.platz(1) == 4 and s.zielplatz() == 1
    slack = (0.4, 0.1)
    at = [ai_eval.raw_estimate(s, 1, p, 1, slack) for p in (1, 2, 3, 4)]
    assert at[0] > at[3]  # the back's payouts promise a faster race than the leader's
    assert ai_eval.crowd_estimate(s, 1, 0.0, slack) == at[0]
    assert ai_eval.crowd_estimate(s, 1, 1.0, slack) == at[3]
    assert ai_eval.crowd_estimate(s, 1, 0.5, slack) == pytest.approx(0.5 * (at[1] + at[2]))
    leader = ai_eval.raw_estimate(s, 2, 1, 1, slack)
    assert ai_eval.crowd_estimate(s, 2, 0.0, slack) == leader  # the leader reads its own Platz


def _values(state, seat):
    return [(repr(x.action), x.value, x.turns) for x in ai_search.search(state, seat, Stream(3))]


def test_the_crowd_payout_acts_only_with_more_than_two_cars_running(monkeypatch):
    duel = new(2, track="alpenpass")
    put(duel, 1, 10, 186, stamps=2)
    put(duel, 0, 21, 67, stamps=2)
    end_of_four, _ = back_car_with_a_full_tank()
    for car in (2, 3):
        end_of_four.cars[car]["finished"], end_of_four.cars[car]["zielplatz"] = True, car - 1
    crowd, crowd_seat = back_car_with_a_full_tank()
    seats = activate(duel, 1), activate(end_of_four, 1)
    before = _values(duel, seats[0]), _values(end_of_four, seats[1]), _values(crowd, crowd_seat)
    monkeypatch.setattr(ai_search, "CROWD_PAYOUT", None)
    assert _values(duel, seats[0]) == before[0]
    assert _values(end_of_four, seats[1]) == before[1]
    assert _values(crowd, crowd_seat) != before[2]


def test_a_table_of_more_than_four_cars_plays_as_before(monkeypatch):
    for cars in (5, 6):
        s = new(cars, track="alpenpass")
        put(s, 1, 10, 186, stamps=2)
        put(s, 0, 21, 67, stamps=2)
        for other in range(2, cars):
            put(s, other, 18 + other, 50, stamps=1)
        seat = activate(s, 1)
        assert ai_search.crowd_payout(s) is None
        before = _values(s, seat)
        monkeypatch.setattr(ai_search, "CROWD_PAYOUT", None)
        assert _values(s, seat) == before
        monkeypatch.undo()


def test_the_bergsprint_plays_as_before(monkeypatch):
    s = new(4, track="bergsprint")
    put(s, 1, 7, 120, stamps=1)
    put(s, 0, 15, 40, stamps=1)
    put(s, 2, 16, 30, stamps=1)
    put(s, 3, 14, 50, stamps=1)
    seat = activate(s, 1)
    assert ai_search.crowd_payout(s) is None
    before = _values(s, seat)
    monkeypatch.setattr(ai_search, "CROWD_PAYOUT", None)
    assert _values(s, seat) == before
