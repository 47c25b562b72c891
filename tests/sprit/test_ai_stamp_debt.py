"""stark in bigger fields keeps no stamp debt (#32, round 4): a car that passes a Kontrolle
without its stamp while it still lacks more stamps than there are Kontrollen ahead must take the
last one twice — stamp, roll back to the Werkstatt behind it, drive in, stamp again. Alone that
loop is cheap; in a field of four it is contested (56/57 on the Alpenpass), pays 10 L × a Platz
that has fallen by then, and the surplus near the Ziel is burnt by rolling back: the hoarding
games of the 4-car Alpenpass all ended there. Every stamp a move leaves owing costs
``STAMP_DEBT`` own turns in the watched fields (more than two cars, or the race of two that ends
a bigger field) at tables of three or four cars; a table of two or six plays as before."""

from speedgames.core.game import Action
from speedgames.core.rng import Stream
from speedgames.sprit.ai import search as ai_search
from tests.sprit.helpers import activate, new, put


def leader_before_the_second_kontrolle():
    """A 4-car Alpenpass (from seed 130106, round 4): car 2 leads on 16 with 50 L and no stamp,
    the others on 13, 11 and 9; the Kontrolle 22 is in reach."""
    s = new(4, track="alpenpass")
    put(s, 2, 16, 50, stamps=0)
    put(s, 0, 13, 55, stamps=0)
    put(s, 1, 11, 69, stamps=0)
    put(s, 3, 9, 71, stamps=0)
    return s, activate(s, 2)


def _best(state, seat):
    return [ai_search.search(state, seat, Stream(k))[0].action for k in range(4)]


def test_a_car_that_lacks_more_stamps_than_kontrollen_ahead_owes_the_difference():
    s = new(4, track="alpenpass")  # Kontrollen 10, 22, 42, 57
    assert s.track.kontrollen == (10, 22, 42, 57)
    put(s, 0, 23, 50, stamps=0)
    put(s, 1, 43, 50, stamps=1)
    put(s, 2, 43, 50, stamps=2)
    put(s, 3, 58, 50, stamps=1)
    assert [ai_search.stamp_debt(s, car) for car in range(4)] == [1, 1, 0, 2]


def test_a_stamp_due_on_the_kontrolle_the_car_stands_on_counts_as_ahead():
    s = new(4, track="alpenpass")
    put(s, 0, 57, 50, stamps=1)
    s.cars[0]["must_stamp"] = True
    assert ai_search.stamp_debt(s, 0) == 1
    s.cars[0]["must_stamp"] = False
    assert ai_search.stamp_debt(s, 0) == 2


def test_a_move_past_a_kontrolle_leaves_the_debt_a_stop_on_it_does_not():
    s, _seat = leader_before_the_second_kontrolle()
    assert ai_search.debt_after(s, 2, Action("drive", to=23)) == 1
    assert ai_search.debt_after(s, 2, Action("drive", to=22)) == 0
    assert ai_search.debt_after(s, 2, Action("drive", to=21)) == 0


def test_rolling_back_to_the_werkstatt_before_the_last_kontrolle_pays_the_debt_off():
    s = new(4, track="alpenpass")
    put(s, 0, 58, 50, stamps=2)
    assert ai_search.debt_after(s, 0, Action("werkstatt")) == 0  # 56: 57 is ahead again
    assert ai_search.debt_after(s, 0, Action("drive", to=59)) == 1


def test_the_leader_stamps_at_the_kontrolle_instead_of_passing_it():
    s, seat = leader_before_the_second_kontrolle()
    assert ai_search.STAMP_DEBT > 0
    assert _best(s, seat) == [Action("drive", to=22)] * 4


def test_without_the_debt_the_leader_passed_the_kontrolle(monkeypatch):
    """The stark before (``tools/sprit_match.py table --set-b STAMP_DEBT=0``) drives past the
    Kontrolle 22 with some of its streams."""
    s, seat = leader_before_the_second_kontrolle()
    monkeypatch.setattr(ai_search, "STAMP_DEBT", 0.0)
    assert Action("drive", to=23) in _best(s, seat)


def _values(state, seat):
    return [(repr(x.action), x.value, x.turns) for x in ai_search.search(state, seat, Stream(5))]


def test_a_table_of_two_cars_plays_as_before(monkeypatch):
    duel = new(2, track="alpenpass")
    put(duel, 1, 16, 50, stamps=0)
    put(duel, 0, 13, 55, stamps=0)
    seat = activate(duel, 1)
    shipped = _values(duel, seat)
    monkeypatch.setattr(ai_search, "STAMP_DEBT", 0.0)
    assert _values(duel, seat) == shipped
    four, four_seat = leader_before_the_second_kontrolle()
    without = _values(four, four_seat)
    monkeypatch.setattr(ai_search, "STAMP_DEBT", 3.0)
    assert _values(four, four_seat) != without  # the check can tell the two apart


def test_a_table_of_six_cars_plays_as_before(monkeypatch):
    """At six cars the back's stamps pay 50–60 L: the debt made hoarding more frequent there
    (docs/sprit-ai.md), so it counts at tables of at most ``CROWD_TABLE`` cars."""
    s = new(6, track="alpenpass")
    for car, field in enumerate((13, 11, 17, 9, 8, 7)):
        put(s, car, field, 90 if car == 2 else 50 + car, stamps=0)
    seat = activate(s, 2)
    shipped = _values(s, seat)
    monkeypatch.setattr(ai_search, "STAMP_DEBT", 0.0)
    assert _values(s, seat) == shipped
    monkeypatch.setattr(ai_search, "CROWD_TABLE", 6)  # the check can tell: without the limit …
    monkeypatch.setattr(ai_search, "CROWD_PAYOUT", None)  # (… and the payouts as at six cars)
    without = _values(s, seat)
    monkeypatch.setattr(ai_search, "STAMP_DEBT", 3.0)
    assert _values(s, seat) != without  # … the debt would change the six cars' values
