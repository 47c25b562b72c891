"""Stopfen: drawing, the Zündgrenze, „Sand drauf?“, voluntary sand, stopping (rules 4.3)."""

from __future__ import annotations

import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.rocket.rules import extrablatt as xb

from .helpers import draws, new, place, restart_evening, set_bag


def _plain(n=2, seed=3, evening=None, card=xb.GLUECK, **kw):
    """A game whose current evening has a card that does not touch Stopfen."""
    st = new(n, seed=seed, **kw)
    restart_evening(st, card, evening)
    return st


def test_a_chip_moves_its_value_the_first_counts_from_the_start_field():
    st = _plain()
    st.players[0]["vorladung"] = 3
    restart_evening(st, xb.GLUECK)
    draws(st, 0, ["W2"])
    assert st.summary()["players"][0]["huelse"] == [{"chip": "W2", "field": 5}]
    draws(st, 0, ["O1"])
    assert st.players[0]["huelse"][-1] == ["O1", 6]


def test_probeabend_limit_is_8():
    st = _plain()
    assert st.evening == 1 and st.limit(0) == 8
    draws(st, 0, ["W3", "W2", "W2", "W1"])  # 8: not greater than 8
    assert not st.players[0]["exploded"]


def test_zuendgrenze_is_7_after_the_probeabend():
    st = _plain(evening=2)
    assert st.limit(0) == 7


def test_misfire_when_sum_greater_than_limit_and_the_chip_stays():
    st = _plain(evening=2)
    st.players[0]["sand"] = False
    draws(st, 0, ["W3", "W2", "W2"])  # 7: fine
    assert not st.players[0]["exploded"]
    events = draws(st, 0, ["W1"])  # 8 > 7
    p = st.players[0]
    assert p["exploded"] and p["status"] == "done"
    assert p["huelse"][-1][0] == "W1"
    assert p["wf"] == p["huelse"][-1][1] + 1
    assert any(e["type"] == "misfire" for e in events)


def test_sand_drauf_is_asked_when_the_bucket_is_full():
    st = _plain(evening=2)
    draws(st, 0, ["W3", "W2", "W2"])
    events = draws(st, 0, ["W1"])
    p = st.players[0]
    assert p["status"] == "sand" and p["pending"] == "W1" and not p["exploded"]
    assert events[-1]["type"] == "sand_asked"
    assert {a.type for a in st.legal_actions(0)} == {"sand", "ignite"}


def test_sand_drauf_puts_the_chip_back_empties_the_bucket_and_stuffing_goes_on():
    st = _plain(evening=2)
    draws(st, 0, ["W3", "W2", "W2"])
    w1_before = st.players[0]["bag"]["W1"]
    draws(st, 0, ["W1"])
    st.apply(0, Action("sand"))
    p = st.players[0]
    assert p["status"] == "drawing" and not p["sand"] and not p["exploded"]
    assert p["bag"]["W1"] == w1_before and len(p["huelse"]) == 3


def test_zuenden_lassen_is_the_misfire():
    st = _plain(evening=2)
    draws(st, 0, ["W3", "W2", "W2", "W1"])
    st.apply(0, Action("ignite"))
    p = st.players[0]
    assert p["exploded"] and p["sand"] and p["huelse"][-1][0] == "W1"


def test_empty_bucket_means_no_question():
    st = _plain(evening=2)
    st.players[0]["sand"] = False
    draws(st, 0, ["W3", "W2", "W2", "W1"])
    assert st.players[0]["exploded"]


def test_voluntary_sand_right_after_a_harmless_blitzpulver():
    st = _plain()
    draws(st, 0, ["W2"])
    assert Action("sand") in st.legal_actions(0)
    st.apply(0, Action("sand"))
    p = st.players[0]
    assert p["huelse"] == [] and not p["sand"] and p["bag"]["W2"] == 2


def test_no_voluntary_sand_after_other_chips_or_later():
    st = _plain()
    draws(st, 0, ["O1"])
    assert Action("sand") not in st.legal_actions(0)
    with pytest.raises(IllegalAction):
        st.apply(0, Action("sand"))
    draws(st, 0, ["W1", "O1"])
    assert Action("sand") not in st.legal_actions(0)


def test_aufhoeren_ends_stuffing():
    st = _plain()
    draws(st, 0, ["O1"])
    st.apply(0, Action("stop"))
    p = st.players[0]
    assert p["status"] == "done" and p["end"] == "stop" and 0 not in st.to_move()


def test_an_empty_bag_ends_stuffing():
    st = _plain()
    set_bag(st, 0, {"O1": 2})
    draws(st, 0, ["O1", "O1"])
    assert st.players[0]["status"] == "done" and st.players[0]["end"] == "bag_empty"


def test_wertungsfeld_is_the_field_after_the_last_chip_or_start_plus_1():
    st = _plain()
    assert st.summary()["players"][0]["wertungsfeld"] == 1
    draws(st, 0, ["W2", "O1"])
    assert st.summary()["players"][0]["wertungsfeld"] == 4


def test_a_chip_beyond_53_lands_on_53_and_the_wertungsfeld_is_capped():
    st = _plain()
    st.players[0]["start"] = 51
    place(st, 0, ["O1", "G4"])
    assert st.players[0]["huelse"][-1][1] == 53
    st.apply(0, Action("stop"))
    assert st.players[0]["wf"] == 53


def test_stuffing_is_simultaneous_every_seat_still_stuffing_may_act():
    st = _plain(3)
    assert st.to_move() == [0, 1, 2]
    st.apply(1, Action("stop"))
    assert st.to_move() == [0, 2]


def test_the_same_decisions_give_the_same_draws_whatever_the_others_do():
    a, b = new(3, seed=42), new(3, seed=42)
    chips_a, chips_b = [], []
    for _ in range(4):
        if a.players[0]["status"] == "drawing":
            chips_a += [e["chip"] for e in a.apply(0, Action("draw")) if e["type"] == "draw"]
    b.apply(1, Action("draw"))
    b.apply(2, Action("stop"))
    for _ in range(4):
        if b.players[0]["status"] == "drawing":
            chips_b += [e["chip"] for e in b.apply(0, Action("draw")) if e["type"] == "draw"]
        if 1 in b.to_move() and b.players[1]["status"] == "drawing":
            b.apply(1, Action("draw"))
    assert chips_a == chips_b and chips_a


def test_draws_depend_on_the_seed_evening_and_seat():
    def first(seed, seat):
        st = new(4, seed=seed)
        seq = []
        for _ in range(3):
            if st.players[seat]["status"] == "drawing":
                seq += [e["chip"] for e in st.apply(seat, Action("draw")) if e["type"] == "draw"]
        return seq
    runs = {tuple(first(seed, seat)) for seed in range(4) for seat in range(4)}
    assert len(runs) > 4


def test_draw_needs_a_chip_in_the_bag():
    st = _plain()
    set_bag(st, 0, {"O1": 1, "G1": 1})
    draws(st, 0, ["O1"])
    st.players[0]["bag"] = {}
    with pytest.raises(IllegalAction) as err:
        st.apply(0, Action("draw"))
    assert err.value.key == "rocket.errors.bag_empty"


def test_a_seat_that_is_done_cannot_draw_and_the_state_is_unchanged():
    st = _plain()
    st.apply(0, Action("stop"))
    before = st.to_json()
    with pytest.raises(IllegalAction) as err:
        st.apply(0, Action("draw"))
    assert err.value.key == "rocket.errors.not_your_turn"
    assert st.to_json() == before


def test_only_sand_or_ignite_while_sand_drauf_is_asked():
    st = _plain(evening=2)
    draws(st, 0, ["W3", "W2", "W2", "W1"])
    for act in (Action("draw"), Action("stop"), Action("preview", index=None)):
        with pytest.raises(IllegalAction):
            st.apply(0, act)
    assert st.players[0]["status"] == "sand"


def test_when_the_last_seat_is_done_the_abendvorstellung_is_computed_at_once():
    st = _plain()
    st.apply(0, Action("stop"))
    events = st.apply(1, Action("stop"))
    types = [e["type"] for e in events]
    assert "show_start" in types and "mark" in types
    assert st.phase == "show" and st.to_move() == [0, 1]
