"""The 15 Streckenkarten (rules §4): the deck, drawing, reshuffling and every card's effect."""

import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.sprit.rules import cards

from tests.sprit.helpers import activate, drive, new, put, types

# Alpenpass: E at 1 3 6 14 25 31 …; T at 2 5 13 21 …; K at 10 22 …; W at 11 15 19 24 …


def draw(card, car_field=0, to=6, fuel=65, cars=2, **setup):
    """Car 0 drives from ``car_field`` to the Ereignisfeld ``to`` with ``card`` on top."""
    s = new(cars)
    for i in range(1, cars):
        put(s, i, setup.get(f"other{i}", 0))
    put(s, 0, car_field, fuel, stamps=setup.get("stamps", 0))
    activate(s, 0)
    s.deck = [card] + [c for c in s.deck if c != card]
    events = s.apply(0, drive(to))
    card_event = next(e for e in events if e["type"] == "card")
    return s, events, card_event


def test_deck_has_15_cards_in_the_documented_mix():
    deck = cards.full_deck()
    assert len(deck) == 15
    assert {c: deck.count(c) for c in set(deck)} == cards.DECK


def test_deck_is_shuffled_from_the_seed():
    assert new(2, seed=5).deck == new(2, seed=5).deck
    assert new(2, seed=5).deck != new(2, seed=6).deck
    assert sorted(new(2, seed=5).deck) == sorted(cards.full_deck())


def test_arriving_on_an_ereignisfeld_draws_a_card_at_once():
    s = new(2)
    top = s.deck[0]
    events = s.apply(0, drive(1))
    assert "card" in types(events) and s.discard == [top] and len(s.deck) == 14
    assert s.last_card == {"card": top, "car": 0, "seat": 0}


def test_deck_is_reshuffled_when_used_up():
    s = new(2)
    s.discard = s.deck[1:]
    s.deck = []
    events = s.apply(0, drive(1))
    assert "reshuffle" in types(events)
    assert len(s.deck) + len(s.discard) == 14


def test_reifenpanne_skip_your_next_turn():
    s, events, ev = draw("reifenpanne", to=6)
    assert ev["effect"] == "skip_next"
    s.apply(1, drive(2))
    assert s.to_move() == [1]  # car 0's turn was skipped
    assert s.cars[0]["field"] == 6 and not s.cars[0]["skip"]


def test_freie_fahrt_your_last_drive_cost_nothing():
    s, events, ev = draw("freie_fahrt", to=6)
    assert ev["gain"] == 21 and s.cars[0]["fuel"] == 65


def test_ersatzkanister_take_10_litres():
    s, events, ev = draw("ersatzkanister", to=6)
    assert s.to_move() == [0] and s.phase == "kanister"
    assert s.legal_actions(0) == [Action("kanister", amount=10), Action("kanister", amount=-10)]
    s.apply(0, Action("kanister", amount=10))
    assert s.cars[0]["fuel"] == 65 - 21 + 10 and s.to_move() == [1]


def test_ersatzkanister_give_10_litres():
    s, events, ev = draw("ersatzkanister", to=6)
    with pytest.raises(IllegalAction):
        s.apply(0, drive(7))
    s.apply(0, Action("kanister", amount=-10))
    assert s.cars[0]["fuel"] == 65 - 21 - 10


def test_ersatzkanister_give_needs_10_litres():
    s, events, ev = draw("ersatzkanister", to=6, fuel=25)
    assert s.legal_actions(0) == [Action("kanister", amount=10)]


def test_abkuerzung_drive_on_to_the_next_tankstelle_if_free():
    s, events, ev = draw("abkuerzung", to=6)
    assert ev["effect"] == "moved" and s.cars[0]["field"] == 13


def test_abkuerzung_nothing_if_the_next_tankstelle_is_taken():
    s, events, ev = draw("abkuerzung", to=6, other1=13)
    assert ev["effect"] == "nothing" and s.cars[0]["field"] == 6


def test_umleitung_drive_back_to_the_previous_tankstelle_if_free():
    s, events, ev = draw("umleitung", to=6)
    assert s.cars[0]["field"] == 5


def test_umleitung_nothing_if_the_previous_tankstelle_is_taken():
    s, events, ev = draw("umleitung", to=6, other1=5)
    assert ev["effect"] == "nothing" and s.cars[0]["field"] == 6


def test_rueckenwind_take_another_turn_at_once():
    s, events, ev = draw("rueckenwind", to=6)
    assert s.to_move() == [0] and "extra_turn" in types(events)
    s.apply(0, drive(7))
    assert s.cars[0]["turns"] == 2 and s.to_move() == [1]


def test_stempel_im_vorbeifahren_gives_an_open_stamp_with_10_litres_times_platz():
    s, events, ev = draw("stempel", to=6, other1=20)
    assert ev["effect"] == "stamp" and ev["gain"] == 20
    assert s.cars[0]["stamps"] == 1 and s.cars[0]["fuel"] == 65 - 21 + 20


def test_stempel_im_vorbeifahren_nothing_without_an_open_stamp():
    s, events, ev = draw("stempel", to=6, stamps=3)
    assert ev["effect"] == "nothing" and s.cars[0]["stamps"] == 3


def test_windschattenfahrt_to_the_first_free_field_in_front_of_the_next_car_ahead():
    s, events, ev = draw("windschattenfahrt", to=6, cars=3, other1=20, other2=40)
    assert s.cars[0]["field"] == 21 and s.cars[0]["fuel"] == 65 - 21


def test_windschattenfahrt_skips_werkstatt_and_occupied_fields():
    s, events, ev = draw("windschattenfahrt", to=6, cars=3, other1=9, other2=10)
    # next car ahead on 9; 10 is taken, 11 is a Werkstatt: 12
    assert s.cars[0]["field"] == 12


def test_windschattenfahrt_kontrolle_only_with_an_open_stamp():
    s, events, ev = draw("windschattenfahrt", to=6, other1=21, stamps=3)
    assert s.cars[0]["field"] == 23  # 22 is a Kontrolle, 23 Tafel 2
    s, events, ev = draw("windschattenfahrt", to=6, other1=21, stamps=1)
    assert s.cars[0]["field"] == 22 and s.cars[0]["must_stamp"]
    s.apply(1, drive(23))
    assert s.legal_actions(0) == [Action("stamp")]  # stamped on the next turn


def test_windschattenfahrt_nothing_without_a_car_ahead():
    s, events, ev = draw("windschattenfahrt", to=6)
    assert ev["effect"] == "nothing" and s.cars[0]["field"] == 6


def test_windschattenfahrt_into_the_ziel_only_if_its_conditions_hold():
    s, events, ev = draw("windschattenfahrt", car_field=60, to=62, fuel=13, stamps=3,
                         other1=64)
    assert s.cars[0]["finished"] and "finish" in types(events)
    s, events, ev = draw("windschattenfahrt", car_field=60, to=62, fuel=40, stamps=3,
                         other1=64)
    assert ev["effect"] == "nothing" and s.cars[0]["field"] == 62


def test_a_card_move_does_not_trigger_the_field_it_lands_on():
    s, events, ev = draw("windschattenfahrt", to=3, cars=3, other1=5, other2=7)
    # 6 is an Ereignisfeld: no second card is drawn
    assert s.cars[0]["field"] == 6 and types(events).count("card") == 1


def test_a_tafel_reached_by_a_card_pays_at_the_next_turn_start():
    s, events, ev = draw("windschattenfahrt", to=3, cars=3, other1=40, other2=50)
    assert s.cars[0]["field"] == 41  # Tafel 2, the car is on Platz 2
    fuel = s.cars[0]["fuel"]
    assert "tafel" not in types(events)
    s.apply(1, Action("tank", amount=10))
    events = s.apply(2, drive(51))
    assert "tafel" in types(events) and s.cars[0]["fuel"] == fuel + 20


def test_motorstottern_to_the_first_free_field_behind_the_next_car_behind():
    s, events, ev = draw("motorstottern", car_field=9, to=14, other1=9)
    assert s.cars[0]["field"] == 8


def test_motorstottern_skips_werkstatt_and_occupied_fields():
    s, events, ev = draw("motorstottern", car_field=13, to=14, cars=3, other1=12, other2=11)
    # next car behind on 12; 11 is taken (and a Werkstatt): 10 is a Kontrolle with open stamp
    assert s.cars[0]["field"] == 10 and s.cars[0]["must_stamp"]


def test_motorstottern_not_the_start_unless_no_field_is_free():
    s, events, ev = draw("motorstottern", car_field=0, to=3, other1=1)
    assert s.cars[0]["field"] == 0 and ev["effect"] == "moved"


def test_motorstottern_nothing_without_a_car_behind():
    s, events, ev = draw("motorstottern", car_field=2, to=3, other1=20)
    assert ev["effect"] == "nothing" and s.cars[0]["field"] == 3


def test_volltanken_sets_the_tank_to_the_tracks_start_tank():
    s, events, ev = draw("volltanken", to=6, fuel=100)
    assert s.cars[0]["fuel"] == 65 and ev["gain"] == 65 - 79
    s = new(2, track="bergsprint")
    s.deck = ["volltanken"]
    s.apply(0, drive(1))
    assert s.cars[0]["fuel"] == 50


def test_tankleck_lose_half_your_fuel_rounded_down():
    s, events, ev = draw("tankleck", to=6, fuel=72)
    assert s.cars[0]["fuel"] == 51 - 25 and ev["gain"] == -25
