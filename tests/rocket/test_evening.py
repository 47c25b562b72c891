"""The frame of an evening: Lehrbuben, the extra Blitzpulver, the Abendvorstellung (rules 4)."""

from __future__ import annotations

import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.rocket.rules import data
from speedgames.rocket.rules import extrablatt as xb

from .helpers import all_done, finish_stuffing, new, place, restart_evening

NEUTRAL = xb.STADTRAT


def of(events, type_, seat=None):
    return [e for e in events if e["type"] == type_ and (seat is None or e.get("seat") == seat)]


def test_lehrbuben_one_per_full_3_ruhm_behind_the_leader():
    st = new(4, seed=2)
    for p, r in zip(st.players, (10, 8, 4, 2)):
        p["ruhm"] = r
    events = restart_evening(st, NEUTRAL, 2)
    assert [p["lehrbuben"] for p in st.players] == [0, 0, 2, 2]
    assert [p["start"] for p in st.players] == [0, 0, 2, 2]
    assert [e["seat"] for e in of(events, "lehrbuben")] == [2, 3]


def test_lehrbuben_add_to_the_vorladung_only_this_evening():
    st = new(2, seed=2)
    st.players[0]["ruhm"] = 6
    st.players[1]["vorladung"] = 2
    restart_evening(st, NEUTRAL, 2)
    assert st.players[1]["start"] == 4
    st.players[1]["ruhm"] = 6
    restart_evening(st, NEUTRAL, 3)
    assert st.players[1]["start"] == 2 and st.players[1]["vorladung"] == 2


def test_no_lehrbuben_on_the_first_evening():
    st = new(2, seed=2)
    st.players[0]["ruhm"] = 9
    restart_evening(st, NEUTRAL, 1)
    assert st.players[1]["lehrbuben"] == 0


@pytest.mark.parametrize("evenings,special", [(9, 6), (6, 4)])
def test_on_evening_6_short_game_4_everyone_gets_a_blitzpulver_1(evenings, special):
    st = new(2, seed=2, evenings=evenings)
    restart_evening(st, NEUTRAL, special - 1)
    assert [p["bag"]["W1"] for p in st.players] == [4, 4]
    events = restart_evening(st, NEUTRAL, special)
    assert [p["bag"]["W1"] for p in st.players] == [5, 5]
    assert len(of(events, "w1_added")) == 2


def test_tagespreis_the_highest_rocket_without_misfire_rolls():
    st = new(3, seed=2)
    restart_evening(st, NEUTRAL, 2)
    place(st, 0, ["G4", "G4"])
    place(st, 1, ["G4"])
    st.players[2]["sand"] = False
    place(st, 2, ["G4", "G4", "G4", "W3", "W3", "W2"])  # highest, but misfired
    events = finish_stuffing(st)
    assert [e["seat"] for e in of(events, "prize")] == [0]


def test_tagespreis_tie_fewer_chips_wins():
    st = new(2, seed=2)
    restart_evening(st, NEUTRAL, 2)
    place(st, 0, ["G4", "G4"])
    place(st, 1, ["G4", "G2", "G2"])
    events = finish_stuffing(st)
    assert [e["seat"] for e in of(events, "prize")] == [0]


def test_tagespreis_still_tied_all_of_them_roll():
    st = new(3, seed=2)
    restart_evening(st, NEUTRAL, 2)
    place(st, 0, ["G4", "G2"])
    place(st, 1, ["G2", "G4"])
    place(st, 2, ["G1"])
    events = finish_stuffing(st)
    assert [e["seat"] for e in of(events, "prize")] == [0, 1]


def test_tagespreis_nobody_when_all_misfired():
    st = new(2, seed=2)
    restart_evening(st, NEUTRAL, 2)
    events = []
    for s in (0, 1):
        st.players[s]["sand"] = False
        events += place(st, s, ["W3", "W3", "W3"])
    assert st.phase == "show"
    assert of(events, "prize_none") and not of(events, "prize")


def test_preiswuerfel_all_six_faces():
    seen = set()
    for seed in range(60):
        st = new(2, seed=seed, recipes={"G": 4})
        restart_evening(st, NEUTRAL, 2)
        place(st, 0, ["G4"])
        p = st.players[0]
        before = (p["ruhm"], p["kristalle"], p["vorladung"], p["bag"].get("O1", 0) + 0)
        events = finish_stuffing(st)
        prize = of(events, "prize", 0)[0]
        seen.add(prize["face"])
        ruhm_field = data.RUHM[p["wf"]] + 0
        kristall_field = 1 if data.kristall(p["wf"]) else 0
        delta = (p["ruhm"] - before[0] - ruhm_field, p["kristalle"] - before[1] - kristall_field,
                 p["vorladung"] - before[2], p["bag"].get("O1", 0) - before[3])
        expected = {1: (1, 0, 0, 0), 2: (1, 0, 0, 0), 3: (2, 0, 0, 0), 4: (0, 1, 0, 0),
                    5: (0, 0, 1, 0), 6: (0, 0, 0, 1)}[prize["face"]]
        assert delta == expected, (seed, prize)
        if len(seen) == 6:
            break
    assert seen == {1, 2, 3, 4, 5, 6}


def test_abendvorstellung_order_tagespreis_wertung_kristallfeld_ruhm():
    st = new(2, seed=2, recipes={"G": 4})
    restart_evening(st, NEUTRAL, 2)
    place(st, 0, ["G1", "G2", "O1"])  # field 4 → Wertungsfeld 5 (Kristall)
    events = finish_stuffing(st)
    order = [e["type"] for e in events if e.get("seat") == 0 and e["type"] in
             ("prize", "wertung", "kristallfeld", "ruhm")]
    assert order == ["prize", "wertung", "kristallfeld", "ruhm"]


def test_wertung_and_kristallfeld_also_after_a_misfire_but_no_ruhm():
    st = new(2, seed=2, recipes={"G": 4})
    restart_evening(st, NEUTRAL, 2)
    st.players[0]["sand"] = False
    place(st, 0, ["G1", "W2", "G1", "W3", "W3"])  # fields 1, 3, 4, 7, 10 → Wertungsfeld 11
    st.players[0]["huelse"][-1][1] = 8  # hand-built: Wertungsfeld 9 is a Kristall field
    st.players[0]["wf"] = 9
    k = st.players[0]["kristalle"]
    events = finish_stuffing(st)
    assert of(events, "wertung", 0) and of(events, "kristallfeld", 0)
    assert not of(events, "ruhm", 0)
    assert st.players[0]["kristalle"] == k + 1 + 1


def test_every_seat_says_weiter_then_the_shop_opens():
    st = new(3, seed=2)
    finish_stuffing(st)
    assert st.phase == "show" and st.to_move() == [0, 1, 2]
    with pytest.raises(IllegalAction) as err:
        st.apply(0, Action("buy", chips=["O1"]))
    assert err.value.key == "rocket.errors.show_running"
    st.apply(1, Action("done"))
    assert st.to_move() == [0, 2] and st.phase == "show"
    st.apply(0, Action("done"))
    st.apply(2, Action("done"))
    assert st.phase == "shop" and st.to_move() == [0, 1, 2]


def test_all_chips_go_back_into_the_bag_and_the_next_evening_begins():
    st = new(2, seed=2)
    place(st, 0, ["O1", "W1"])
    sizes = [sum(p["bag"].values()) + len(p["huelse"]) for p in st.players]
    finish_stuffing(st)
    all_done(st)
    events = all_done(st)
    assert st.evening == 2 and st.phase == "stopfen" and st.card == st.deck[1]
    assert [sum(p["bag"].values()) for p in st.players] == sizes
    assert all(p["huelse"] == [] for p in st.players)
    assert of(events, "evening_start") and of(events, "extrablatt")
