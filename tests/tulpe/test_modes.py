"""The modes of the rules file §5: table 2–6, Rekordjagd and Tagesblatt."""

import pytest

from speedgames.core.game import Action
from speedgames.tulpe import modes
from speedgames.tulpe.rules import GAME
from speedgames.tulpe.rules.layout import BED_SIZES, validate

from .helpers import TEST_LAYOUT, choose, position


def pass_through(state, wuerfe):
    for _ in range(wuerfe):
        state.apply(state.active, Action("roll"))
        while state.phase in ("active", "others"):
            state.apply(state.to_move()[0], Action("pass"))


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_a_table_seats_2_to_6(seats):
    state = GAME.new_state({"seats": seats}, 1)
    assert len(state.summary()["players"]) == seats


def test_more_than_6_seats_are_refused():
    with pytest.raises(ValueError):
        GAME.new_state({"seats": 7}, 1)


def test_rekordjagd_is_played_alone_for_exactly_30_wuerfe():
    state = GAME.new_state(modes.rekordjagd_options("Anna"), 5)
    assert len(state.players) == 1 and state.summary()["wurf_limit"] == 30
    pass_through(state, 29)
    assert not state.is_over() and state.wurf == 30
    pass_through(state, 1)
    assert state.is_over() and state.to_move() == []


def test_rekordjagd_keeps_only_one_seat_even_if_more_are_given():
    state = GAME.new_state({"seats": 3, "mode": "rekordjagd"}, 5)
    assert len(state.players) == 1


def test_rekordjagd_chooses_every_time_from_all_six_dice():
    state = position(seats=1, dice=("YRW", [1, 2, 3]), mode="rekordjagd")
    pairs = {(a["color_die"], a["number_die"]) for a in state.legal_actions(0)
             if a.type == "choose"}
    assert pairs == {(c, n) for c in range(3) for n in range(3)}
    events = state.apply(0, choose(0, 0, "H4"))
    assert [e["type"] for e in events][-1] == "next"  # nobody else: it blooms at once
    assert state.wurf == 2 and state.active == 0


def test_rekordjagd_full_columns_and_colours_always_score_the_upper_value():
    state = position(seats=1, dice=("YYR", [1, 1, 2]), bloomed={0: "A1 A2 A3 A4 A6 A7"},
                     mode="rekordjagd")
    state.column_claimed[0] = 0  # even if the column counted as taken
    events = state.apply(0, choose(0, 0, "A5"))
    assert [(e["points"], e["first"]) for e in events if e["type"] == "column"] == [(5, True)]


def test_rekordjagd_has_no_early_end():
    state = position(seats=1, dice=("WRR", [1, 2, 2]), mode="rekordjagd")
    white = [i for i in range(105) if TEST_LAYOUT.color_at(i) == "W"]
    state.players[0].bloomed = sum(1 << i for i in white) & ~(1 << (2 * 15 + 7))  # all but H3
    state.players[0].colors = [("Y", 5, True)]
    state.apply(0, choose(0, 0, "H3"))
    assert len(state.players[0].colors) == 2
    assert not state.is_over() and state.phase == "roll"


def test_tagesblatt_takes_layout_and_all_rolls_from_the_date():
    options, seed = modes.daily_options("2026-05-01", "Anna")
    a = GAME.new_state(options, seed)
    b = GAME.new_state(options, seed + 12345)  # the game seed does not matter
    assert a.layout == b.layout
    assert validate(a.layout, BED_SIZES["zufall"]) == []
    for _ in range(30):
        ra = a.apply(0, Action("roll"))[0]
        rb = b.apply(0, Action("roll"))[0]
        assert (ra["colors"], ra["numbers"]) == (rb["colors"], rb["numbers"])
        legal = a.legal_actions(0)
        a.apply(0, legal[0])  # different play, same dice afterwards
        b.apply(0, Action("pass"))
    assert a.is_over() and b.is_over()


def test_tagesblatt_differs_from_day_to_day():
    first = GAME.new_state(modes.daily_options("2026-05-01")[0], 0)
    second = GAME.new_state(modes.daily_options("2026-05-02")[0], 0)
    assert first.layout != second.layout


def test_tagesblatt_needs_a_date():
    with pytest.raises(ValueError):
        GAME.new_state({"seats": 1, "mode": "daily"}, 0)


def test_rekordjagd_options_refuse_an_unknown_layout():
    with pytest.raises(ValueError):
        modes.rekordjagd_options("Anna", layout="rund")
