"""Tracks, the cost table and the start tanks (rules §1–2)."""

from speedgames.sprit.rules import fuel
from speedgames.sprit.rules.tracks import ALPENPASS, BERGSPRINT, get_track

from tests.sprit.helpers import new


def test_alpenpass_has_64_fields_and_ziel_65():
    assert len(ALPENPASS.codes) == 64 and ALPENPASS.ziel == 65
    rows = ["ETE3TE124K", "W3TEW124W3", "TK2WET432W", "E1TE23WTET", "2KW34E21TW",
            "E324TWKET1", "TE2T"]
    assert ALPENPASS.fields == "S" + "".join(rows) + "Z"


def test_bergsprint_has_40_fields_and_ziel_41():
    assert len(BERGSPRINT.codes) == 40 and BERGSPRINT.ziel == 41
    rows = ["ET3E12KW4T", "EW32TK1WE2", "T3WEK4T2WE", "1T3KWE2TET"]
    assert BERGSPRINT.fields == "S" + "".join(rows) + "Z"


def test_track_codes_are_only_the_documented_ones():
    for track in (ALPENPASS, BERGSPRINT):
        assert set(track.codes) <= set("ETKW1234")


def test_unknown_track_is_refused():
    import pytest
    with pytest.raises(ValueError):
        get_track("nuerburgring")


def test_driving_d_fields_costs_d_times_d_plus_1_over_2():
    assert [fuel.cost(d) for d in range(1, 11)] == [1, 3, 6, 10, 15, 21, 28, 36, 45, 55]
    assert fuel.cost_table(4) == [(1, 1), (2, 3), (3, 6), (4, 10)]


def test_max_distance_is_the_longest_drive_the_tank_pays():
    assert fuel.max_distance(0) == 0
    assert fuel.max_distance(55) == 10 and fuel.max_distance(54) == 9


def test_every_car_starts_with_65_litres_on_the_alpenpass_50_on_the_bergsprint():
    assert [c["fuel"] for c in new(2).cars] == [65, 65]
    assert [c["fuel"] for c in new(2, track="bergsprint").cars] == [50, 50]


def test_later_start_bonus_three_cars_10_litres_bergsprint_3():
    assert [c["fuel"] for c in new(3).cars] == [65, 75, 85]
    assert [c["fuel"] for c in new(3, track="bergsprint").cars] == [50, 53, 56]


def test_later_start_bonus_four_and_five_cars_6_litres():
    assert [c["fuel"] for c in new(4).cars] == [65, 71, 77, 83]
    assert [c["fuel"] for c in new(5, track="bergsprint").cars] == [50, 56, 62, 68, 74]


def test_later_start_bonus_six_cars_3_litres():
    assert [c["fuel"] for c in new(6).cars] == [65, 68, 71, 74, 77, 80]


def test_start_bonus_follows_the_start_order_not_the_seat_number():
    s = new(3, start_order=[2, 0, 1])
    assert [c["fuel"] for c in s.cars] == [75, 85, 65]
    assert s.to_move() == [2]


def test_duel_counts_four_cars_for_the_start_bonus():
    s = new(2, duel=True)
    assert [c["fuel"] for c in s.cars] == [65, 71, 77, 83]
