"""The Pulverhandlung's keys 1–7 (rule text: „erneut drücken = nächstbilliger Wert, danach wieder
abwählen“) and the click on a value, as plain logic."""

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


def test_at_most_two_kinds_a_third_pushes_out_the_first():
    b = Basket()
    b.press("O", PRICES, 30)
    b.press("G", PRICES, 30)
    b.press("K", PRICES, 30)
    assert [c[0] for c in b.chips] == ["G", "K"]


def test_a_ware_not_on_sale_tonight_is_refused():
    b = Basket()
    assert b.press("P", PRICES, 30) == "unavailable"
    assert b.chips == []


def test_nothing_affordable_is_too_dear():
    b = Basket()
    assert b.press("B", PRICES, 4) == "too_dear"
    assert b.chips == []


def test_a_ware_that_fits_only_alone_replaces_the_other_chip():
    b = Basket()
    b.press("O", PRICES, 10)
    assert b.press("K", PRICES, 10) == "picked"   # K1 costs 10: O1 has to go
    assert b.chips == ["K1"]


def test_click_toggles_a_value_and_replaces_its_kind():
    b = Basket()
    assert b.toggle("R1", PRICES, 20) == "picked"
    assert b.toggle("R2", PRICES, 20) == "picked"
    assert b.chips == ["R2"]
    assert b.toggle("R2", PRICES, 20) == "removed"
    assert b.chips == []
    assert b.toggle("R4", PRICES, 10) == "too_dear"
