"""The Hülse table, the start of a game, the shop's prices (rules file sections 2, 3, 5)."""

from __future__ import annotations

from speedgames.rocket.rules import data

from .helpers import new


def test_mark_is_the_field_up_to_15_then_every_second_field_and_35_on_53():
    assert [data.mark(f) for f in (0, 1, 15)] == [0, 1, 15]
    assert data.mark(16) == 15 and data.mark(17) == 16 and data.mark(52) == 33
    assert data.mark(53) == 35


def test_ruhm_every_4th_field_up_to_30_then_every_3rd_and_15_on_53():
    assert [data.ruhm(f) for f in (0, 3, 4, 8, 30)] == [0, 0, 1, 2, 7]
    assert data.ruhm(31) == 8 and data.ruhm(33) == 8 and data.ruhm(34) == 9
    assert data.ruhm(53) == 15


def test_kristall_fields():
    assert sorted(data.KRISTALL_FIELDS) == [5, 9, 13, 16, 20, 24, 28, 30, 34, 36, 40, 42, 46,
                                            50, 52]
    assert data.kristall(5) and not data.kristall(6)


def test_start_bag_is_ten_chips():
    assert data.START_BAG == {"W1": 4, "W2": 2, "W3": 1, "O1": 2, "G1": 1}
    assert sum(data.START_BAG.values()) == 10


def test_each_player_starts_with_1_kristall_vorladung_0_full_sandeimer_0_ruhm():
    st = new(3)
    for p in st.summary()["players"]:
        assert p["kristalle"] == 1 and p["vorladung"] == 0 and p["sandeimer_full"]
        assert p["ruhm"] == 0 and p["bag"] == data.START_BAG


def test_nine_or_six_evenings():
    assert new(2).evenings == 9
    assert new(2, evenings=6).evenings == 6


def test_prices_of_the_shop():
    assert data.PRICES == {"O1": 3, "G1": 4, "G2": 8, "G4": 14, "B1": 5, "B2": 10, "B4": 19,
                           "R1": 6, "R2": 10, "R4": 16, "Y1": 8, "Y2": 12, "Y4": 18, "P1": 9,
                           "K1": 10}


def test_blitzpulver_is_never_sold_natriumgelb_from_evening_2_purpur_from_evening_3():
    assert not any(c.startswith("W") for c in data.for_sale(9))
    assert not any(c.startswith(("Y", "P")) for c in data.for_sale(1))
    assert "Y1" in data.for_sale(2) and "P1" not in data.for_sale(2)
    assert "P1" in data.for_sale(3)


def test_stadtrat_price_is_two_less_but_at_least_1():
    assert data.price("O1", True) == 1 and data.price("R2", True) == 8
    assert data.price("G1", True) == 2
