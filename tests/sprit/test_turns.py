"""A turn is exactly one of: drive, roll back to the Werkstatt, stay at the Tankstelle, stamp
(rules §3), with every restriction, Platz, Tafeln and Festgefahren — on hand-built positions."""

import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.sprit.rules import reachability as why
from speedgames.sprit.rules.reachability import why_not

from tests.sprit.helpers import activate, drive, new, park_others, put, start_turn, types

# Alpenpass: 2 T, 4 Tafel 3, 7 Tafel 1/5/6, 8 Tafel 2, 9 Tafel 4, 10 K, 11 W, 14 E, 15 W, 65 Ziel


def refused(state, seat, action, key):
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert state.to_json() == before, "a refused action must leave the state unchanged"
    assert info.value.key == key
    assert str(info.value)  # a readable sentence
    return info.value


def test_vorwaerts_fahren_costs_d_times_d_plus_1_over_2():
    s = new(2)
    events = s.apply(0, drive(5))
    assert s.cars[0]["field"] == 5 and s.cars[0]["fuel"] == 65 - 15
    ev = events[0]
    assert ev["type"] == "drive" and ev["cost"] == 15 and ev["path"] == [0, 1, 2, 3, 4, 5]
    assert ev["from"] == 0 and ev["to"] == 5 and ev["fuel"] == 50


def test_drive_only_forward():
    s = new(2)
    put(s, 0, 5, 60)
    seat = activate(s, 0)
    assert why_not(s, 0, 5).key == why.NOT_AHEAD
    assert why_not(s, 0, 3).key == why.NOT_AHEAD
    refused(s, seat, drive(3), "sprit.errors.cannot_drive")


def test_occupied_fields_between_count_for_the_distance():
    s = new(2)
    put(s, 1, 1)
    s.apply(0, drive(2))
    assert s.cars[0]["fuel"] == 65 - 3


def test_on_every_field_at_most_one_car_occupied_target_is_refused():
    s = new(2)
    put(s, 1, 2)
    assert why_not(s, 0, 2).key == why.OCCUPIED
    refused(s, 0, drive(2), "sprit.errors.cannot_drive")
    assert Action("drive", to=2) not in s.legal_actions(0)


def test_start_and_ziel_may_hold_several_cars():
    s = new(3)
    assert all(c["field"] == 0 for c in s.cars)
    for car in (0, 1):
        put(s, car, 60, 15 + 10 * (car + 1), 3)
    put(s, 2, 0)
    s.apply(0, drive(65))
    s.apply(1, drive(65))
    assert s.cars[0]["field"] == s.cars[1]["field"] == 65
    assert s.cars[0]["finished"] and s.cars[1]["finished"]


def test_werkstatt_never_reached_driving_forward():
    s = new(2)
    put(s, 0, 9, 60)
    activate(s, 0)
    assert why_not(s, 0, 11).key == why.WERKSTATT_FORWARD
    refused(s, 0, drive(11), "sprit.errors.cannot_drive")


def test_kontrolle_only_with_an_open_stamp():
    s = new(2)
    put(s, 0, 9, 60, stamps=3)
    activate(s, 0)
    assert why_not(s, 0, 10).key == why.KONTROLLE_CLOSED
    refused(s, 0, drive(10), "sprit.errors.cannot_drive")
    put(s, 0, 9, 60, stamps=2)
    assert why_not(s, 0, 10) is None
    s.apply(0, drive(10))
    assert s.cars[0]["must_stamp"]


def test_drive_that_costs_more_than_the_tank_is_zu_teuer():
    s = new(2)
    put(s, 0, 0, 14)
    activate(s, 0)
    reason = why_not(s, 0, 5)
    assert reason.key == why.TOO_EXPENSIVE and reason.params["cost"] == 15
    assert max(a["to"] for a in s.legal_actions(0) if a.type == "drive") == 4


def test_ziel_only_with_exactly_the_right_distance():
    s = new(2)
    put(s, 0, 60, 100, stamps=3)
    activate(s, 0)
    assert why_not(s, 0, 66).key == why.OFF_TRACK
    refused(s, 0, drive(66), "sprit.errors.cannot_drive")


def test_ziel_only_with_all_three_stamps():
    s = new(2)
    put(s, 0, 60, 15, stamps=2)
    activate(s, 0)
    assert why_not(s, 0, 65).key == why.ZIEL_STAMPS
    refused(s, 0, drive(65), "sprit.errors.cannot_drive")


@pytest.mark.parametrize("place", [1, 2, 3, 4, 5, 6])
def test_ziel_allowance_is_10_litres_times_zielplatz(place):
    s = new(6)
    for car in range(place - 1):  # these are already in the Ziel
        s.cars[car].update(field=65, finished=True, zielplatz=car + 1)
    me = place - 1
    for other in range(place, 6):
        put(s, other, 50 + other)
    put(s, me, 60, 15 + 10 * place + 1, stamps=3)
    activate(s, me)
    reason = why_not(s, me, 65)
    assert reason.key == why.ZIEL_FUEL and reason.params["allowed"] == 10 * place
    put(s, me, 60, 15 + 10 * place, stamps=3)
    assert why_not(s, me, 65) is None
    events = s.apply(s.cars[me]["seat"], drive(65))
    finish = next(e for e in events if e["type"] == "finish")
    assert finish["place"] == place and s.cars[me]["zielplatz"] == place


def test_werkstatt_roll_back_to_the_nearest_behind_brings_10_litres_per_field():
    s = new(2)
    put(s, 0, 14, 5)
    activate(s, 0)
    events = s.apply(0, Action("werkstatt"))
    assert s.cars[0]["field"] == 11 and s.cars[0]["fuel"] == 35
    assert events[0]["type"] == "werkstatt" and events[0]["gain"] == 30


def test_werkstatt_only_the_nearest_and_only_if_it_is_free():
    s = new(2)
    put(s, 0, 14, 5)
    put(s, 1, 11)
    activate(s, 0)
    assert Action("werkstatt") not in s.legal_actions(0)
    refused(s, 0, Action("werkstatt"), "sprit.errors.werkstatt_taken")


def test_from_a_werkstatt_the_car_may_roll_to_the_previous_one():
    s = new(2)
    put(s, 0, 15, 5)
    activate(s, 0)
    s.apply(0, Action("werkstatt"))
    assert s.cars[0]["field"] == 11 and s.cars[0]["fuel"] == 45


def test_no_werkstatt_behind_no_roll_back():
    s = new(2)
    put(s, 0, 5, 50)
    activate(s, 0)
    refused(s, 0, Action("werkstatt"), "sprit.errors.no_werkstatt_behind")


def test_tankstelle_stay_and_take_10_litres():
    s = new(2)
    put(s, 0, 2, 20)
    activate(s, 0)
    events = s.apply(0, Action("tank", amount=10))
    assert s.cars[0]["fuel"] == 30 and s.cars[0]["field"] == 2
    assert events[0]["type"] == "tank" and events[0]["why"] == "tanken"


def test_tankstelle_give_10_litres_needs_at_least_10():
    s = new(2)
    put(s, 0, 2, 9)
    activate(s, 0)
    assert Action("tank", amount=-10) not in s.legal_actions(0)
    refused(s, 0, Action("tank", amount=-10), "sprit.errors.nothing_to_give")
    put(s, 0, 2, 10)
    s.apply(0, Action("tank", amount=-10))
    assert s.cars[0]["fuel"] == 0


def test_tankstelle_allowed_on_consecutive_turns():
    s = new(2)
    put(s, 0, 2, 20)
    put(s, 1, 5, 20)
    activate(s, 0)
    s.apply(0, Action("tank", amount=10))
    s.apply(1, drive(6))
    assert Action("tank", amount=10) in s.legal_actions(0)
    s.apply(0, Action("tank", amount=-10))
    assert s.cars[0]["fuel"] == 20


def test_tank_only_on_a_tankstelle_and_only_10_litres():
    s = new(2)
    put(s, 0, 1, 20)
    activate(s, 0)
    refused(s, 0, Action("tank", amount=10), "sprit.errors.not_on_tankstelle")
    put(s, 0, 2, 20)
    refused(s, 0, Action("tank", amount=20), "sprit.errors.bad_amount")


def test_stempeln_is_forced_on_the_turn_after_arriving_and_pays_10_litres_times_platz():
    s = new(2)
    put(s, 1, 20)  # ahead: our car is on Platz 2
    activate(s, 0)
    put(s, 0, 8, 30, stamps=0)
    s.apply(0, drive(10))
    s.apply(1, drive(21))
    assert s.legal_actions(0) == [Action("stamp")]
    refused(s, 0, drive(12), "sprit.errors.must_stamp")
    events = s.apply(0, Action("stamp"))
    assert events[0]["type"] == "stamp" and events[0]["gain"] == 20 and events[0]["place"] == 2
    assert s.cars[0]["stamps"] == 1 and s.cars[0]["fuel"] == 30 - 3 + 20


def test_after_stamping_the_car_must_leave_the_kontrolle():
    s = new(2)
    put(s, 1, 30)
    put(s, 0, 10, 30, stamps=1, must_stamp=True)
    activate(s, 0)
    s.apply(0, Action("stamp"))
    s.apply(1, drive(31))
    acts = s.legal_actions(0)
    assert acts and all(a.type in ("drive", "werkstatt") for a in acts)
    refused(s, 0, Action("stamp"), "sprit.errors.no_stamp_here")


def test_only_on_a_tankstelle_or_kontrolle_may_a_car_stay():
    s = new(2)
    put(s, 0, 9, 30)  # Tafel 4
    activate(s, 0)
    assert all(a.type in ("drive", "werkstatt") for a in s.legal_actions(0))


def test_festgefahren_back_to_start_with_the_start_tank_stamps_kept():
    s = new(2)
    put(s, 0, 12, 0, stamps=2)
    put(s, 1, 11)  # the Werkstatt behind is taken
    events = start_turn(s, 0)
    assert "stuck" in types(events)
    car = s.cars[0]
    assert car["field"] == 0 and car["fuel"] == car["start_tank"] == 65 and car["stamps"] == 2
    assert s.active_car == 1  # Festgefahren is the car's turn
    assert car["turns"] == 1


def test_festgefahren_not_when_a_werkstatt_behind_is_free():
    s = new(2)
    put(s, 0, 12, 0, stamps=2)
    put(s, 1, 30)
    events = start_turn(s, 0)
    assert "stuck" not in types(events)
    assert s.legal_actions(0) == [Action("werkstatt")]


def test_platz_is_one_plus_the_cars_in_the_ziel_or_on_a_higher_field():
    s = new(4)
    put(s, 0, 10)
    put(s, 1, 12)
    s.cars[2].update(field=65, finished=True, zielplatz=1)
    put(s, 3, 5)
    assert [s.platz(i) for i in range(4)] == [3, 2, 1, 4]


def test_a_car_in_the_ziel_keeps_its_zielplatz():
    s = new(3)
    s.cars[1].update(field=65, finished=True, zielplatz=2)
    s.cars[0].update(field=65, finished=True, zielplatz=1)
    assert s.platz(1) == 2 and s.summary()["cars"][1]["place"] == 2


def test_tafel_pays_10_litres_times_platz_at_turn_start_when_the_number_matches():
    s = new(3)
    put(s, 0, 4, 10, tafel_checked=False)  # Tafel 3
    put(s, 1, 5)
    put(s, 2, 6)
    events = start_turn(s, 0)
    tafel = next(e for e in events if e["type"] == "tafel")
    assert tafel["gain"] == 30 and tafel["place"] == 3 and s.cars[0]["fuel"] == 40


def test_tafel_does_not_pay_another_platz():
    s = new(3)
    put(s, 0, 4, 10, tafel_checked=False)  # Tafel 3, but Platz 2
    put(s, 1, 5)
    events = start_turn(s, 0)
    assert "tafel" not in types(events) and s.cars[0]["fuel"] == 10


@pytest.mark.parametrize("place,pays", [(1, True), (2, False), (3, False), (4, False),
                                        (5, True), (6, True)])
def test_tafel_1_5_6_pays_on_platz_1_5_or_6(place, pays):
    s = new(6)
    put(s, 0, 7, 0, tafel_checked=False)
    for i in range(1, 6):
        put(s, i, 20 + i if i < place else 0)
    events = start_turn(s, 0)
    assert ("tafel" in types(events)) == pays
    assert s.cars[0]["fuel"] == (10 * place if pays else 0) or "stuck" in types(events)


def test_tafel_pays_once_per_arrival():
    s = new(2)
    put(s, 0, 8, 10, tafel_checked=False)  # Tafel 2
    put(s, 1, 20)
    start_turn(s, 0)
    assert s.cars[0]["fuel"] == 30
    start_turn(s, 0)
    assert s.cars[0]["fuel"] == 30


def test_a_skipped_turn_still_counts_as_a_turn_start_for_the_tafel():
    s = new(2)
    put(s, 0, 8, 10, tafel_checked=False, skip=True)
    put(s, 1, 20)
    events = start_turn(s, 0)
    assert types(events)[1:3] == ["tafel", "skip"]
    assert s.cars[0]["fuel"] == 30 and s.active_car == 1


def test_turns_follow_the_start_order_and_rounds_count():
    s = new(3, start_order=[1, 2, 0])
    assert s.to_move() == [1] and s.round == 1
    s.apply(1, drive(2))
    assert s.to_move() == [2]
    s.apply(2, drive(4))
    assert s.to_move() == [0]
    s.apply(0, drive(5))
    assert s.to_move() == [1] and s.round == 2


def test_cars_in_the_ziel_no_longer_move():
    s = new(3)
    put(s, 0, 60, 25, stamps=3)
    park_others(s, 0, 0)
    activate(s, 0)
    s.apply(0, drive(65))
    assert s.to_move() == [1]
    s.apply(1, drive(1))
    s.apply(2, drive(2))
    assert s.to_move() == [1]  # car 0 is skipped


def test_acting_out_of_turn_is_refused():
    s = new(2)
    refused(s, 1, drive(1), "sprit.errors.not_your_turn")


def test_unknown_action_is_refused():
    s = new(2)
    refused(s, 0, Action("fly", to=3), "sprit.errors.unknown_action")
    refused(s, 0, Action("drive", to="3"), "sprit.errors.cannot_drive")
    refused(s, 0, Action("kanister", amount=10), "sprit.errors.no_kanister")
