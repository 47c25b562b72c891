"""Pulverhandlung: buying, the Fehlzündung choice, Kristall trades (rules 4.5 and 5)."""

from __future__ import annotations

from itertools import combinations

import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.rocket.rules import data, shop
from speedgames.rocket.rules import extrablatt as xb

from .helpers import all_done, finish_stuffing, new, place, restart_evening

NEUTRAL = xb.FUNKENFLUG


def shop_with(mark=20, evening=3, n=2, exploded_seat=None, card=NEUTRAL, **kw):
    st = new(n, seed=8, **kw)
    restart_evening(st, card, evening)
    if exploded_seat is not None:
        st.players[exploded_seat]["sand"] = False
        place(st, exploded_seat, ["O1", "W1", "W3", "W3", "W3"])
        assert st.players[exploded_seat]["exploded"]
    finish_stuffing(st)
    all_done(st)
    assert st.phase == "shop"
    for p in st.players:
        p["mark"] = mark
    return st


def err(st, seat, action):
    before = st.to_json()
    with pytest.raises(IllegalAction) as e:
        st.apply(seat, action)
    assert st.to_json() == before
    return e.value.key


def test_buy_up_to_two_chips_of_different_kinds():
    st = shop_with(20)
    st.apply(0, Action("buy", chips=["R2", "P1"]))
    assert st.players[0]["bag"]["R2"] == 1 and st.players[0]["bag"]["P1"] == 1


def test_two_chips_of_the_same_kind_are_refused():
    assert err(shop_with(30), 0, Action("buy", chips=["R1", "R2"])) == "rocket.errors.same_kind"


def test_more_than_two_chips_are_refused():
    st = shop_with(40)
    assert err(st, 0, Action("buy", chips=["O1", "G1", "B1"])) == "rocket.errors.too_many_chips"


def test_a_purchase_must_be_affordable():
    assert err(shop_with(9), 0, Action("buy", chips=["R2"])) == "rocket.errors.too_expensive"


def test_only_one_purchase_per_evening():
    st = shop_with(30)
    st.apply(0, Action("buy", chips=["O1"]))
    assert err(st, 0, Action("buy", chips=["G1"])) == "rocket.errors.already_bought"


def test_blitzpulver_is_never_sold():
    assert err(shop_with(30), 0, Action("buy", chips=["W1"])) == "rocket.errors.not_for_sale"


def test_natriumgelb_from_evening_2_purpur_from_evening_3():
    st = shop_with(30, evening=1)
    assert err(st, 0, Action("buy", chips=["Y1"])) == "rocket.errors.not_yet_available"
    st = shop_with(30, evening=2)
    st.apply(0, Action("buy", chips=["Y1"]))
    assert err(st, 1, Action("buy", chips=["P1"])) == "rocket.errors.not_yet_available"


def test_nonsense_purchases_are_refused():
    st = shop_with(30)
    for chips in ([], "R2", [3], None, ["X9"]):
        assert err(st, 0, Action("buy", chips=chips)).startswith("rocket.errors.")


def test_legal_actions_list_every_affordable_purchase():
    st = shop_with(15)
    buys = {tuple(a["chips"]) for a in st.legal_actions(0) if a.type == "buy"}
    price = shop.prices(st)
    expected = {(c,) for c in price if price[c] <= 15}
    expected |= {(a, b) for a, b in combinations([c for c in data.CHIPS if c in price], 2)
                 if a[0] != b[0] and price[a] + price[b] <= 15}
    assert buys == expected and ("O1", "G1") in buys
    for a in st.legal_actions(0):
        if a.type == "buy":
            st.clone().apply(0, a)


def test_leftover_mark_are_lost():
    st = shop_with(20, evening=2)
    st.apply(0, Action("buy", chips=["O1"]))
    st.apply(0, Action("done"))
    st.apply(1, Action("done"))
    assert st.evening == 3 and st.players[0]["mark"] == 0


def test_after_a_misfire_first_choose_ruhm_or_shop():
    st = shop_with(20, exploded_seat=0)
    assert st.players[0]["shop"] == "choose"
    assert {a.type for a in st.legal_actions(0)} == {"take"}
    assert err(st, 0, Action("done")) == "rocket.errors.must_take_first"
    assert err(st, 0, Action("buy", chips=["O1"])) == "rocket.errors.must_take_first"
    assert err(st, 0, Action("trade", what="vorladung")) == "rocket.errors.must_take_first"


def test_ruhm_nehmen_gives_the_fields_ruhm_and_no_purchase():
    st = shop_with(20, exploded_seat=0)
    r = st.players[0]["ruhm"]
    st.apply(0, Action("take", what="ruhm"))
    assert st.players[0]["ruhm"] == r + data.RUHM[st.players[0]["wf"]]
    assert not any(a.type == "buy" for a in st.legal_actions(0))
    assert err(st, 0, Action("buy", chips=["O1"])) == "rocket.errors.no_shopping"


def test_einkaufen_after_a_misfire_gives_no_ruhm():
    st = shop_with(20, exploded_seat=0)
    r = st.players[0]["ruhm"]
    st.apply(0, Action("take", what="shop"))
    st.apply(0, Action("buy", chips=["O1"]))
    assert st.players[0]["ruhm"] == r


def test_take_only_after_a_misfire():
    st = shop_with(20)
    assert err(st, 0, Action("take", what="ruhm")) == "rocket.errors.no_choice"


def test_two_kristalle_give_vorladung_plus_1_any_number_of_times():
    st = shop_with(0)
    st.players[0]["kristalle"] = 5
    st.apply(0, Action("trade", what="vorladung"))
    st.apply(0, Action("trade", what="vorladung"))
    p = st.players[0]
    assert p["vorladung"] == 2 and p["kristalle"] == 1
    assert err(st, 0, Action("trade", what="vorladung")) == "rocket.errors.not_enough_kristalle"


def test_two_kristalle_fill_the_sandeimer_only_when_empty():
    st = shop_with(0)
    st.players[0]["kristalle"] = 4
    assert err(st, 0, Action("trade", what="sandeimer")) == "rocket.errors.bucket_full"
    st.players[0]["sand"] = False
    st.apply(0, Action("trade", what="sandeimer"))
    assert st.players[0]["sand"] and st.players[0]["kristalle"] == 2


def test_unknown_trade_is_refused():
    assert err(shop_with(0), 0, Action("trade", what="gold")) == "rocket.errors.bad_trade"


def test_vorladung_is_the_new_start_field_for_good():
    st = shop_with(0, evening=2)
    st.players[0]["kristalle"] = 2
    v = st.players[0]["vorladung"]
    st.apply(0, Action("trade", what="vorladung"))
    st.apply(0, Action("done"))
    st.apply(1, Action("done"))
    p = st.players[0]
    extra = 2 if st.card == xb.EILIGE_BESTELLUNG else 0
    assert p["vorladung"] == v + 1 and p["start"] == p["vorladung"] + p["lehrbuben"] + extra


def test_shopping_is_simultaneous():
    st = shop_with(20, n=3)
    assert st.to_move() == [0, 1, 2]
    st.apply(2, Action("done"))
    assert st.to_move() == [0, 1]


def test_mark_is_the_wertungsfelds_mark():
    st = new(2, seed=8)
    restart_evening(st, NEUTRAL, 2)
    place(st, 0, ["G4", "G4", "G4", "G4", "O1"])
    finish_stuffing(st)
    assert st.players[0]["mark"] == data.MARK[18] == 16
