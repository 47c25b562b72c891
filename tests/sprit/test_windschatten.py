"""Windschatten, the setting „ohne Karten“ (seed text and rules §4)."""

from speedgames.core.game import Action

from tests.sprit.helpers import activate, drive, new, put, start_turn, types

# Alpenpass: E at 14, 25, 31; W at 11, 15, 19, 24


def arrive(cars=2, field=14, **others):
    s = new(cars, cards=False)
    for i in range(1, cars):
        put(s, i, others.get(f"other{i}", 0), others.get(f"fuel{i}", 65))
    put(s, 0, field - 1, others.get("fuel", 65))
    activate(s, 0)
    events = s.apply(0, drive(field))
    return s, events


def test_on_the_ereignisfeld_nothing_happens_at_first():
    s, events = arrive()
    assert "card" not in types(events) and s.cars[0]["fuel"] == 64 and s.deck == []
    assert s.cars[0]["ws"] == 0


def test_nobody_passed_until_your_next_turn_gives_10_litres():
    s, events = arrive(other1=2)
    events = s.apply(1, drive(5))
    ws = next(e for e in events if e["type"] == "windschatten")
    assert ws["passed"] == 0 and ws["gain"] == 10 and s.cars[0]["fuel"] == 74


def test_every_car_that_passed_you_costs_10_litres():
    s, events = arrive(cars=3, other1=12, other2=10)
    s.apply(1, drive(16))
    events = s.apply(2, drive(17))
    ws = next(e for e in events if e["type"] == "windschatten")
    assert ws["passed"] == 2 and ws["gain"] == -20 and s.cars[0]["fuel"] == 64 - 20


def test_a_car_that_was_already_ahead_does_not_pass():
    s, events = arrive(other1=20)
    events = s.apply(1, drive(21))
    ws = next(e for e in events if e["type"] == "windschatten")
    assert ws["passed"] == 0


def test_cannot_pay_in_full_rolls_back_to_the_nearest_free_werkstatt_without_its_fuel():
    s, events = arrive(cars=3, other1=12, other2=11, fuel=6)
    # car 0 has 5 L on 14; both others pass it (20 L due); the Werkstatt 11 is free again
    s.apply(1, drive(16))
    events = s.apply(2, drive(18))
    ws = next(e for e in events if e["type"] == "windschatten")
    assert ws["rolled_back"] and ws["to"] == 11 and s.cars[0]["field"] == 11
    assert s.cars[0]["fuel"] == 5  # paid nothing, got nothing


def test_cannot_pay_and_no_free_werkstatt_back_to_the_start_with_the_start_tank():
    s, events = arrive(cars=3, other1=12, other2=10, fuel=6)
    put(s, 2, 10)
    s.apply(1, drive(16))
    # car 2 passes from 10 to 17; then Werkstatt 11 must be taken: put car 1 there by hand
    s.cars[1]["field"] = 11
    events = s.apply(2, drive(17))
    ws = next(e for e in events if e["type"] == "windschatten")
    assert ws["rolled_back"] and s.cars[0]["field"] == 0 and s.cars[0]["fuel"] == 65


def test_windschatten_is_settled_once():
    s, events = arrive(other1=2)
    s.apply(1, drive(5))
    assert s.cars[0]["ws"] is None
    s.apply(0, drive(16))
    events = s.apply(1, Action("tank", amount=10))
    assert "windschatten" not in types(events)


def test_start_turn_settles_windschatten_before_the_tafel():
    s = new(2, cards=False)
    put(s, 0, 14, 20, ws=0)
    put(s, 1, 2)
    events = start_turn(s, 0)
    assert types(events)[:2] == ["turn", "windschatten"]
