"""stark and fuel it can't burn before the Ziel, in big fields (issue 12, hoarding): every own
turn start of a sample that finds the car hoarding — within 20 fields of the Ziel with more than
50 L above the Ziel allowance, the issue's measure — costs ``HOARD_STEP`` turns. A litre rate at
the sample's end could not see it: by then the car has rolled back to a far Werkstatt and the
fuel is a planned long drive again."""

import pytest

from speedgames.core.rng import Stream
from speedgames.sprit import bench
from speedgames.sprit.ai import search as ai_search
from tests.sprit.helpers import activate, drive, new, put
from tests.sprit.test_ai_strand import sample


def tafel_at_the_back(cars=6):
    """Bergsprint, car 4 on 30 with 118 L and a stamp to get, Platz 5 of 6 (three cars in the
    Ziel): the drive to 31 ends on Tafel „1/5/6“, which pays 50 L at Platz 5 — 167 L with 10
    fields left, 72 L more than one drive in and the Zielplatz allowance can burn."""
    s = new(cars, track="bergsprint")
    put(s, 0, 16, 234, stamps=2)
    for k in range(1, cars - 2):
        put(s, k, 41, 5, stamps=3, finished=True, zielplatz=k)
    put(s, cars - 2, 30, 118, stamps=2)
    put(s, cars - 1, 34, 99, stamps=2)
    return s, activate(s, cars - 2)


def test_hoarding_is_the_issues_measure_the_bench_counts():
    """Zielplatz 4 allows 40 L; hoarding is more than 50 L above one drive in plus that."""
    s, _seat = tafel_at_the_back()
    car = s.cars[4]
    cases = [(30, 118, False),   # 11 fields = 66 L: 12 L too much
             (31, 167, True),    # 10 fields = 55 L: 72 L too much
             (38, 96, False),    # 3 fields = 6 L: exactly 50 L too much is not yet hoarding
             (38, 97, True),     # … 51 L is
             (21, 400, True),    # 20 fields = 210 L: 150 L too much, just within 20 fields
             (20, 400, False)]   # 21 fields out: still room to burn it
    for field, fuel, expected in cases:
        car["field"], car["fuel"] = field, fuel
        assert ai_search.hoarding(s, 4) is expected, (field, fuel)
        assert bench.is_hoarding(s, 4) is expected, (field, fuel)
    car["field"], car["fuel"] = 31, 167
    assert ai_search.hoarding(s, 4)
    assert ai_search.hoard_litres(s, 4) == 167 - 55 - 40
    car["field"] = 41 - ai_search.HOARD_NEAR - 1
    assert not ai_search.hoarding(s, 4)  # farther out the fuel can still be driven off


def _sample(s, seat, action, watch, k=0):
    return sample(s, seat, action, watch, k, car=4)


def test_a_watched_sample_counts_the_own_turn_starts_spent_hoarding():
    s, seat = tafel_at_the_back()
    for k in range(4):
        watched = _sample(s, seat, drive(31), True, k)
        assert 1 <= watched.hoarding <= watched.used[4]  # at most one per own turn
        plain = _sample(s, seat, drive(31), False, k)
        assert plain.hoarding == 0                       # unwatched: not counted
        assert plain.used == watched.used                # the sample itself is the same


def test_a_sample_that_never_hoards_counts_nothing():
    s, seat = tafel_at_the_back()
    s.cars[4]["fuel"] = 12  # the Tafel's 50 L then fit the allowance
    for k in range(4):
        assert _sample(s, seat, drive(31), True, k).hoarding == 0


def test_each_turn_start_spent_hoarding_costs_hoard_step_turns_in_a_crowd(monkeypatch):
    s, seat = tafel_at_the_back()
    deck = ai_search.deal(s, Stream(5))
    args = (s, seat, 4, drive(31), deck, 9, ai_search._plies(s), {})
    hoards = ai_search.run_sample(*args[:7], watch=True).hoarding
    assert hoards >= 1
    crowd = ai_search._play_out(*args, True)
    duel = ai_search._play_out(*args, False)
    step = ai_search.HOARD_STEP
    assert step > 0
    monkeypatch.setattr(ai_search, "HOARD_STEP", 0.0)
    assert crowd[1] - ai_search._play_out(*args, True)[1] == pytest.approx(step * hoards)
    assert crowd[0] == ai_search._play_out(*args, True)[0]  # the rivals' part is untouched
    assert ai_search._play_out(*args, False) == duel  # not a crowd: no such cost


def test_in_a_crowd_stark_leaves_the_drive_onto_a_payout_it_cannot_burn(monkeypatch):
    """Without the watch the drive to 31 is the best-looking move; with it stark rolls back to
    the Werkstatt on 29 instead, and the drive's own turns rise by whole HOARD_STEPs. (The
    guard of #32 round 5 would not even search that drive: test_ai_hoard_guard.py.)"""
    monkeypatch.setattr(ai_search, "HOARD_GUARD", False)
    s, seat = tafel_at_the_back()
    watched = {x.action: x for x in ai_search.search(s, seat, Stream(1))}
    step = ai_search.HOARD_STEP
    monkeypatch.setattr(ai_search, "HOARD_STEP", 0.0)
    plain = {x.action: x for x in ai_search.search(s, seat, Stream(1))}
    best = min(watched.values(), key=lambda x: x.value).action
    assert min(plain.values(), key=lambda x: x.value).action == drive(31)
    assert best.type == "werkstatt"
    rise = (watched[drive(31)].turns - plain[drive(31)].turns) / step
    assert rise >= 1 and abs(rise - round(rise)) < 1e-9
    werkstatt = next(a for a in plain if a.type == "werkstatt")
    assert watched[werkstatt].value == plain[werkstatt].value


def test_two_cars_are_not_charged_for_hoarding(monkeypatch):
    """The duel keeps its play: with two cars running the watch is off."""
    s, seat = tafel_at_the_back(cars=2)  # no car in the Ziel: car 0 on 30, car 1 on 34
    before = [(x.action, x.value) for x in ai_search.search(s, seat, Stream(1))]
    monkeypatch.setattr(ai_search, "HOARD_STEP", 50.0)
    assert [(x.action, x.value) for x in ai_search.search(s, seat, Stream(1))] == before


def two_left_of_four():
    """Bergsprint, 4 cars, two already in the Ziel: car 2 on 30 with 118 L races car 3 on 34 —
    the race of two that ends a bigger field, where half the 4-car hoarding games began (#32)."""
    s = new(4, track="bergsprint")
    put(s, 0, 41, 5, stamps=3, finished=True, zielplatz=1)
    put(s, 1, 41, 5, stamps=3, finished=True, zielplatz=2)
    put(s, 2, 30, 118, stamps=2)
    put(s, 3, 34, 99, stamps=2)
    return s, activate(s, 2)


def test_the_race_of_two_that_ends_a_bigger_field_is_watched_a_table_of_two_is_not():
    s, _seat = two_left_of_four()
    assert ai_search.watches_hoarding(s)
    duel, _ = tafel_at_the_back(cars=2)
    assert not ai_search.watches_hoarding(duel)
    s.cars[3]["finished"] = True  # a lone car plays the exact table, no search
    assert not ai_search.watches_hoarding(s)


def test_in_the_last_two_of_a_bigger_field_stark_leaves_the_hoarding_drive(monkeypatch):
    """#32: with two cars left of four the watch (the litre rate of big fields and HOARD_STEP per
    hoarding turn start) turns stark from the drive to 31 to the Werkstatt, as in a crowd; with
    ``HOARD_TWO`` off it drives, and HOARD_STEP then changes nothing. (The guard is off here:
    it would not even search the drive, test_ai_hoard_guard.py.)"""
    monkeypatch.setattr(ai_search, "HOARD_GUARD", False)
    s, seat = two_left_of_four()
    best = ai_search.search(s, seat, Stream(1))[0]
    assert best.action.type == "werkstatt"
    monkeypatch.setattr(ai_search, "HOARD_TWO", False)
    plain = [(x.action, x.value) for x in ai_search.search(s, seat, Stream(1))]
    assert plain[0][0] == drive(31)
    monkeypatch.setattr(ai_search, "HOARD_STEP", 50.0)
    assert [(x.action, x.value) for x in ai_search.search(s, seat, Stream(1))] == plain
