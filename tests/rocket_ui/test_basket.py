"""The Pulverhandlung's keys 1–7 (rule text: „erneut drücken = nächstbilliger Wert, danach wieder
abwählen“) and the click on a value, as plain logic: „bis zu zwei Chips in verschiedenen Farben“ —
a second colour is added, and what does not fit is refused, never swapped in silently."""

from speedgames.rocket.rules import data
from speedgames.rocket.screen.shop import Basket

PRICES = {c: p for c, p in data.PRICES.items() if c[0] not in "YP"}  # evening 1: no Y, no P


def test_first_press_takes_the_dearest_affordable_value():
    b = Basket()
    assert b.press("R", PRICES, 12) == "picked"
    assert b.chips == ["R2"]  # R4 costs 16 > 12


def test_pressing_again_gives_the_next_cheaper_value_then_deselects():
    b = Basket()
    b.press("G", PRICES, 20)
    assert b.chips == ["G4"]
    assert b.press("G", PRICES, 20) == "cheaper"
    assert b.chips == ["G2"]
    assert b.press("G", PRICES, 20) == "cheaper"
    assert b.chips == ["G1"]
    assert b.press("G", PRICES, 20) == "removed"
    assert b.chips == []


def test_second_ware_is_chosen_within_the_mark_left():
    b = Basket()
    b.press("O", PRICES, 10)          # O1 for 3
    b.press("B", PRICES, 10)          # 7 left: B1 (5), not B2 (10)
    assert b.chips == ["O1", "B1"]
    assert b.cost(PRICES) == 8


def test_at_most_two_kinds_a_third_is_refused_and_the_basket_stays():
    b = Basket()
    b.press("O", PRICES, 30)
    b.press("G", PRICES, 30)
    assert b.press("K", PRICES, 30) == "full"
    assert b.chips == ["O1", "G4"]
    assert b.toggle("R1", PRICES, 30) == "full"
    assert b.chips == ["O1", "G4"]


def test_a_second_colour_is_added_beside_the_first_never_swapped():
    """The newcomer's „3, then 1“: Kupferblau, then Kalkorange — both are in the basket."""
    b = Basket()
    assert b.press("B", PRICES, 8) == "picked"
    assert b.press("O", PRICES, 8) == "picked"
    assert b.chips == ["B1", "O1"]


def test_a_ware_not_on_sale_tonight_is_refused():
    b = Basket()
    assert b.press("P", PRICES, 30) == "unavailable"
    assert b.chips == []


def test_nothing_affordable_is_too_dear():
    b = Basket()
    assert b.press("B", PRICES, 4) == "too_dear"
    assert b.chips == []


def test_a_ware_that_fits_only_alone_is_refused_and_the_first_pick_stays():
    b = Basket()
    b.press("O", PRICES, 10)
    assert b.press("K", PRICES, 10) == "no_room"   # K1 costs 10: not beside the O1
    assert b.chips == ["O1"]
    assert b.toggle("K1", PRICES, 10) == "no_room"
    assert b.chips == ["O1"]
    assert b.room("K", PRICES, 10) == 7


def test_a_second_colour_makes_room_by_a_cheaper_value_of_the_first():
    b = Basket()
    b.press("B", PRICES, 10)                       # Kupferblau 2 for all 10 Mark
    assert b.press("O", PRICES, 10) == "made_room"
    assert b.chips == ["B1", "O1"] and b.stepped == ("B2", "B1")
    assert b.cost(PRICES) <= 10


def test_the_first_chip_steps_down_only_as_far_as_needed():
    b = Basket()
    b.press("G", PRICES, 16)                       # G4 for 14
    assert b.press("R", PRICES, 16) == "made_room"
    assert b.chips == ["G2", "R1"]                 # G2 (8) + R1 (6): the dearer G that fits


def test_the_second_colour_takes_its_dearest_value_that_fits_beside_the_first():
    b = Basket()
    b.press("G", PRICES, 20)           # G4 for 14: 6 left
    assert b.press("R", PRICES, 20) == "picked"
    assert b.chips == ["G4", "R1"]     # R2 (10) would not fit, R1 (6) does


def test_click_toggles_a_value_and_replaces_its_kind():
    b = Basket()
    assert b.toggle("R1", PRICES, 20) == "picked"
    assert b.toggle("R2", PRICES, 20) == "picked"
    assert b.chips == ["R2"]
    assert b.toggle("R2", PRICES, 20) == "removed"
    assert b.chips == []
    assert b.toggle("R4", PRICES, 10) == "too_dear"


def test_a_click_on_another_value_of_the_same_kind_replaces_it_within_the_mark():
    b = Basket()
    b.toggle("O1", PRICES, 16)
    b.toggle("G1", PRICES, 16)                     # 3 + 4
    assert b.toggle("G2", PRICES, 16) == "picked"  # 3 + 8
    assert b.chips == ["O1", "G2"]
    assert b.toggle("G4", PRICES, 16) == "no_room"  # 3 + 14 > 16, G4 alone would do
    assert b.chips == ["O1", "G2"]
