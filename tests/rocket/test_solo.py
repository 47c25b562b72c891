"""Allein in der Werkstatt: solo rules and the modes' options (seed „Allein“, rules file 8)."""

from __future__ import annotations

import pytest

from speedgames.rocket.rules import GAME, recipes
from speedgames.rocket.rules import extrablatt as xb

from .helpers import HUMAN, finish_stuffing, place, restart_evening, solo


def of(events, type_):
    return [e for e in events if e["type"] == type_]


@pytest.mark.parametrize("mode", ["rekordjagd", "daily", "meisterbrief"])
def test_solo_modes_are_played_alone(mode):
    with pytest.raises(ValueError):
        GAME.new_state({"mode": mode, "seats": [HUMAN, HUMAN]}, 1)
    assert GAME.new_state({"mode": mode, "seats": [HUMAN]}, 1).solo


def test_a_one_seat_table_game_is_solo_too():
    st = GAME.new_state({"mode": "table", "seats": [HUMAN]}, 1)
    assert st.solo and set(st.deck) == set(xb.SOLO_DECK)


def test_rekordjagd_nine_evenings_with_standard_recipes():
    st = solo(seed=5)
    assert st.evenings == 9 and st.recipes == recipes.STANDARD


def test_tagesraetsel_same_seed_same_cards_recipes_and_draws():
    a = GAME.new_state({"mode": "daily", "seats": [HUMAN]}, 20261130)
    b = GAME.new_state({"mode": "daily", "seats": [HUMAN]}, 20261130)
    assert a.to_json() == b.to_json()
    assert a.options["recipes"] == "random"


def test_meisterbrief_takes_its_start_bag_recipes_and_evenings():
    st = GAME.new_state({"mode": "meisterbrief", "level": 3, "seats": [HUMAN], "evenings": 6,
                         "recipes": {"G": 3, "B": 2}, "start_bag": {"W1": 3, "O1": 2, "G2": 1}},
                        1)
    assert st.players[0]["bag"] == {"W1": 3, "O1": 2, "G2": 1}
    assert st.recipes["G"] == 3 and st.recipes["B"] == 2 and st.evenings == 6
    assert st.options["level"] == 3


def test_bad_options_are_refused():
    for bad in ({"seats": []}, {"seats": [HUMAN] * 5}, {"evenings": 7}, {"mode": "party"},
                {"recipes": "wild"}, {"start_bag": {"Z1": 2}}, {"clock": -3},
                {"seats": [{"kind": "ai", "level": "godlike"}]}):
        with pytest.raises(ValueError):
            GAME.new_state(bad, 1)


def test_the_clock_is_recorded_but_not_run_by_the_rules():
    st = GAME.new_state({"seats": [HUMAN, HUMAN], "clock": 60}, 1)
    assert st.options["clock"] == 60
    assert GAME.new_state({"seats": [HUMAN, HUMAN]}, 1).options["clock"] == 120
    assert solo().options["clock"] is None


def test_no_lehrbuben_alone():
    st = solo(seed=2)
    st.players[0]["ruhm"] = 20
    events = restart_evening(st, xb.MESSEGAESTE, 3)
    assert st.players[0]["lehrbuben"] == 0 and not of(events, "lehrbuben")


def test_alone_the_tagespreis_is_won_without_misfire():
    st = solo(seed=2)
    restart_evening(st, xb.MESSEGAESTE, 2)
    place(st, 0, ["O1"])
    assert len(of(finish_stuffing(st), "prize")) == 1


def test_alone_no_tagespreis_after_a_misfire():
    st = solo(seed=2)
    restart_evening(st, xb.MESSEGAESTE, 2)
    st.players[0]["sand"] = False
    events = place(st, 0, ["W3", "W3", "W3"])
    assert st.players[0]["exploded"]
    assert of(events, "prize_none") and not of(events, "prize")


def test_alone_the_messe_konkurrenz_brings_1_schwarzpulver_for_ansporn():
    st = solo(seed=2, recipes={"K": 4})
    restart_evening(st, xb.MESSEGAESTE, 2)
    place(st, 0, ["K1", "K1"])
    events = finish_stuffing(st)
    assert [e["mark"] for e in of(events, "mark_bonus")] == [4]


def test_summary_shows_the_konkurrenz_line_and_the_auftrag_target():
    st = solo(seed=2)
    restart_evening(st, xb.KONKURRENZ_VOR, 4)
    s = st.summary()
    assert s["konkurrenz_field"] == 18 and s["auftrag_target"] is None
    restart_evening(st, xb.AUFTRAG, 9)
    s = st.summary()
    assert s["auftrag_target"] == 30 and s["konkurrenz_field"] is None
    assert s["prices"]["P1"] == 9
