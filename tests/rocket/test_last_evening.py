"""The last evening: conversion instead of the shop, the winner and the tie-breaks."""

from __future__ import annotations

from speedgames.rocket.rules import data
from speedgames.rocket.rules import extrablatt as xb

from .helpers import finish_stuffing, new, place, restart_evening

NEUTRAL = xb.MESSEGAESTE


def last(n=2, evenings=9, **kw):
    st = new(n, seed=3, evenings=evenings, **kw)
    restart_evening(st, NEUTRAL, evenings)
    return st


def test_instead_of_the_shop_5_mark_and_2_kristalle_each_give_1_ruhm():
    st = last(recipes={"G": 2})
    st.players[0]["kristalle"] = 5
    place(st, 0, ["G4", "G4", "G4", "G4", "O1"])  # Wertungsfeld 18: 4 Ruhm, 16 Mark
    place(st, 1, ["G4"] * 5)  # higher: seat 1 wins the Tagespreis
    r = st.players[0]["ruhm"]
    finish_stuffing(st)
    p = st.players[0]
    assert st.is_over() and st.to_move() == []
    assert p["ruhm"] == r + 4 + 16 // 5 + 5 // 2
    assert p["kristalle"] == 1 and p["kristalle_before"] == 5


def test_the_short_game_ends_after_6_evenings():
    st = last(evenings=6)
    finish_stuffing(st)
    assert st.is_over()


def test_after_a_misfire_the_better_of_field_ruhm_and_mark_counts():
    st = last()
    st.players[0]["sand"] = False
    place(st, 0, ["G4", "G4", "G4", "G4", "W3", "W3", "W3"])  # 25 → Wertungsfeld 26
    p = st.players[0]
    assert p["exploded"]
    r = p["ruhm"]
    events = finish_stuffing(st)
    conv = next(e for e in events if e["type"] == "conversion" and e["seat"] == 0)
    assert p["wf"] == 26 and data.RUHM[26] == 6 and data.MARK[26] // 5 == 4
    assert conv["field_ruhm"] == 6 and conv["mark_ruhm"] == 0
    assert p["ruhm"] == r + 6 + conv["kristall_ruhm"]


def test_after_a_misfire_mark_counts_when_better():
    st = last(recipes={"B": 3})
    st.players[0]["sand"] = False
    place(st, 0, ["B4", "B4", "W3", "W3", "W3"])  # Wertungsfeld 18: 4 Ruhm; 16 + 10 Mark
    events = finish_stuffing(st)
    conv = next(e for e in events if e["type"] == "conversion" and e["seat"] == 0)
    assert conv["mark_ruhm"] == 26 // 5 and conv["field_ruhm"] == 0


def test_most_ruhm_wins():
    st = last(3)
    st.players[1]["ruhm"] = 30
    finish_stuffing(st)
    res = st.result()
    assert res["ranks"][1] == 1 and res["scores"][1] > max(res["scores"][0], res["scores"][2])


def test_tie_the_higher_rocket_of_the_last_evening_wins():
    st = last(2)
    place(st, 1, ["O1"])
    finish_stuffing(st)
    for p in st.players:
        p["ruhm"] = 20
        p["kristalle_before"] = 0
    res = st.result()
    assert res["ranks"] == [2, 1]
    assert res["tiebreak"][1]["wertungsfeld"] == 2


def test_tie_then_more_kristalle_before_the_conversion():
    st = last(2)
    finish_stuffing(st)
    for p, k in zip(st.players, (3, 4)):
        p["ruhm"] = 20
        p["kristalle_before"] = k
    assert st.result()["ranks"] == [2, 1]
    assert [t["kristalle"] for t in st.result()["tiebreak"]] == [3, 4]


def test_tie_in_everything_is_shared():
    st = last(3)
    finish_stuffing(st)
    for p, r in zip(st.players, (20, 20, 10)):
        p["ruhm"] = r
        p["kristalle_before"] = 1
    assert st.result()["ranks"] == [1, 1, 3]
