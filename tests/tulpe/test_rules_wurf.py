"""One test per rule sentence of „Die Würfel“ and „Ein Wurf“ (seed text and rules file §2–3)."""

import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.tulpe.rules import GAME
from speedgames.tulpe.rules.dice import COLOR_FACES, NUMBER_FACES, roll

from .helpers import bloomed_names, cells, choose, position

# -- Die Würfel ---------------------------------------------------------------------------

def test_three_colour_dice_show_one_of_five_colours_or_a_gieskanne():
    seen = set()
    for wurf in range(1, 200):
        colors = roll(5, wurf)["colors"]
        assert len(colors) == 3
        seen.update(colors)
    assert seen == set(COLOR_FACES) == {"R", "Y", "V", "W", "O", "*"}


def test_three_number_dice_show_1_to_5_or_a_gieskanne():
    seen = set()
    for wurf in range(1, 200):
        numbers = roll(5, wurf)["numbers"]
        assert len(numbers) == 3
        seen.update(numbers)
    assert seen == set(NUMBER_FACES) == {1, 2, 3, 4, 5, "*"}


def test_gieskanne_colour_die_is_a_colour_of_your_choice():
    state = position(dice=("*RR", [1, 2, 3]))
    state.apply(0, choose(0, 0, "H4", color="Y"))  # H4 is yellow
    state.apply(1, Action("pass"))
    assert "H4" in bloomed_names(state, 0)


def test_gieskanne_colour_die_needs_the_colour_named():
    state = position(dice=("*RR", [1, 2, 3]))
    with pytest.raises(IllegalAction) as err:
        state.apply(0, choose(0, 0, "H4"))
    assert err.value.key == "tulpe.errors.color_needed"


def test_gieskanne_number_die_is_a_number_1_to_5_of_your_choice_never_6():
    state = position(dice=("YRR", ["*", 2, 3]))
    with pytest.raises(IllegalAction) as err:
        state.apply(0, choose(0, 0, "H4 I4 H5 I5 G5 G4", number=6))
    assert err.value.key == "tulpe.errors.number_needed"
    state.apply(0, choose(0, 0, "H4 I4 H5", number=3))
    assert state.summary()["taken"] == [0, 0]


def test_a_die_that_is_no_gieskanne_must_be_taken_as_it_shows():
    state = position(dice=("YRR", [1, 2, 3]))
    with pytest.raises(IllegalAction) as err:
        state.apply(0, choose(0, 0, "H1", color="R"))
    assert err.value.key == "tulpe.errors.color_mismatch"
    with pytest.raises(IllegalAction) as err:
        state.apply(0, choose(0, 0, "H4 H5", number=2))
    assert err.value.key == "tulpe.errors.number_mismatch"
    state.apply(0, choose(0, 0, "H4", color="Y", number=1))  # naming the face itself is fine


def test_each_used_gieskanne_costs_one_from_the_stock_when_the_flowers_bloom():
    state = position(dice=("*RR", [1, 2, 3]))
    state.apply(0, choose(0, 0, "H4", color="Y"))
    assert state.players[0].cans == 8  # chosen, not yet bloomed: nothing charged
    state.apply(1, Action("pass"))
    assert state.players[0].cans == 7


def test_using_both_gieskannen_costs_two():
    state = position(dice=("*RR", ["*", 2, 3]))
    state.apply(0, choose(0, 0, "H4 H5", color="Y", number=2))
    state.apply(1, Action("pass"))
    assert state.players[0].cans == 6


def test_without_gieskannen_a_gieskanne_die_cannot_be_taken():
    state = position(dice=("*RR", [1, 2, 3]), cans={0: 0})
    with pytest.raises(IllegalAction) as err:
        state.apply(0, choose(0, 0, "H4", color="Y"))
    assert err.value.key == "tulpe.errors.no_cans"
    assert all(a.get("color_die") != 0 for a in state.legal_actions(0))


def test_both_gieskannen_need_two_in_stock():
    state = position(dice=("*RR", ["*", 2, 3]), cans={0: 1})
    with pytest.raises(IllegalAction) as err:
        state.apply(0, choose(0, 0, "H4 H5", color="Y", number=2))
    assert err.value.key == "tulpe.errors.no_cans"


@pytest.mark.parametrize("cans", [8, 6, 10])
def test_gieskannen_stock_is_8_house_rule_6_or_10(cans):
    state = GAME.new_state({"seats": 2, "cans": cans}, 3)
    assert [p["cans"] for p in state.summary()["players"]] == [cans, cans]


def test_gieskannen_stock_other_than_6_8_10_is_refused():
    with pytest.raises(ValueError):
        GAME.new_state({"seats": 2, "cans": 7}, 3)


# -- Ein Wurf -----------------------------------------------------------------------------

def test_the_active_player_rolls_himself():
    state = GAME.new_state({"seats": 3}, 4)
    assert state.to_move() == [0]
    assert state.legal_actions(0) == [Action("roll")]
    assert state.legal_actions(1) == []
    with pytest.raises(IllegalAction) as err:
        state.apply(1, Action("roll"))
    assert err.value.key == "tulpe.errors.not_your_turn"
    events = state.apply(0, Action("roll"))
    assert events[0]["type"] == "roll" and len(events[0]["colors"]) == 3
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Action("roll"))
    assert err.value.key == "tulpe.errors.already_rolled"


def test_nobody_chooses_before_the_roll():
    state = GAME.new_state({"seats": 2}, 4)
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Action("pass"))
    assert err.value.key == "tulpe.errors.roll_first"


def test_the_active_player_chooses_first_one_colour_and_one_number_die():
    state = position(seats=3, dice=("YRW", [1, 2, 3]))
    assert state.to_move() == [0]
    with pytest.raises(IllegalAction):
        state.apply(1, choose(0, 0, "H4"))
    state.apply(0, choose(0, 0, "H4"))
    assert state.summary()["taken"] == [0, 0]
    assert state.to_move() == [1, 2]


def test_exactly_as_many_fields_bloom_as_the_number_die_shows():
    state = position(dice=("YRW", [2, 2, 3]))
    with pytest.raises(IllegalAction) as err:
        state.apply(0, choose(0, 0, "H4"))
    assert err.value.key == "tulpe.errors.count"
    with pytest.raises(IllegalAction):
        state.apply(0, choose(0, 0, "H4 H5 I5"))
    state.apply(0, choose(0, 0, "H4 H5"))
    state.apply(1, Action("pass"))
    assert bloomed_names(state, 0) == {"H4", "H5"}


def test_the_others_choose_a_pair_from_the_remaining_four_dice():
    state = position(seats=2, dice=("YRW", [1, 2, 3]))
    state.apply(0, choose(0, 0, "H4"))
    with pytest.raises(IllegalAction) as err:
        state.apply(1, choose(0, 1, "H4 H5"))  # the yellow die is taken
    assert err.value.key == "tulpe.errors.die_taken"
    with pytest.raises(IllegalAction) as err:
        state.apply(1, choose(1, 0, "H1"))  # the 1 is taken
    assert err.value.key == "tulpe.errors.die_taken"
    legal = state.legal_actions(1)
    assert {(a["color_die"], a["number_die"]) for a in legal if a.type == "choose"} <= {
        (1, 1), (1, 2), (2, 1), (2, 2)}
    state.apply(1, choose(1, 1, "H1 I1"))
    assert bloomed_names(state, 1) == {"H1", "I1"}


def test_after_the_active_player_passes_the_others_choose_from_all_six():
    state = position(seats=2, dice=("YRW", [1, 2, 3]))
    state.apply(0, Action("pass"))
    assert state.summary()["active_passed"] is True
    pairs = {(a["color_die"], a["number_die"]) for a in state.legal_actions(1)
             if a.type == "choose"}
    assert (0, 0) in pairs
    state.apply(1, choose(0, 0, "H4"))
    assert bloomed_names(state, 1) == {"H4"}


def test_several_players_may_use_the_same_dice():
    state = position(seats=3, dice=("YRW", [1, 2, 3]))
    state.apply(0, choose(0, 0, "H4"))
    state.apply(1, choose(1, 1, "H1 I1"))
    state.apply(2, choose(1, 1, "H1 G1"))
    assert bloomed_names(state, 1) == {"H1", "I1"}
    assert bloomed_names(state, 2) == {"H1", "G1"}


def test_the_others_choose_at_the_same_time_in_any_order():
    state = position(seats=3, dice=("YRW", [1, 2, 3]))
    state.apply(0, choose(0, 0, "H4"))
    state.apply(2, choose(1, 1, "H1 I1"))
    assert state.to_move() == [1]
    with pytest.raises(IllegalAction) as err:
        state.apply(2, Action("pass"))
    assert err.value.key == "tulpe.errors.already_chosen"


def test_nothing_blooms_until_all_have_chosen():
    state = position(seats=3, dice=("YRW", [1, 2, 3]))
    state.apply(0, choose(0, 0, "H4"))
    state.apply(1, choose(1, 1, "H1 I1"))
    assert all(not p["bloomed"] for p in state.summary()["players"])
    events = state.apply(2, Action("pass"))
    blooms = [e for e in events if e["type"] == "bloom"]
    assert [e["seat"] for e in blooms] == [0, 1]
    assert bloomed_names(state, 0) == {"H4"}


def test_the_choices_of_the_others_stay_covert_until_everything_blooms():
    state = position(seats=3, dice=("YRW", [1, 2, 3]))
    state.apply(0, choose(0, 0, "H4"))
    before = {seat: state.view(seat) for seat in (0, 2)}
    summary_before = state.summary()
    events = state.apply(1, choose(1, 1, "H1 I1"))
    assert events == [{"type": "chosen", "seat": 1}]
    assert state.summary() == summary_before
    for seat in (0, 2):
        view = state.view(seat)
        assert view["chosen"] == [True, True, False]
        assert {**view, "chosen": before[seat]["chosen"]} == before[seat]
    assert state.view(1)["my_choice"]["cells"] == cells("H1 I1")
    events = state.apply(2, Action("pass"))
    reveals = {e["seat"]: e["choice"] for e in events if e["type"] == "reveal"}
    assert reveals[1]["cells"] == cells("H1 I1") and reveals[2] is None


def test_passing_is_always_allowed():
    state = position(seats=2, dice=("YRW", [1, 2, 3]))
    assert Action("pass") in state.legal_actions(0)
    state.apply(0, Action("pass"))
    assert Action("pass") in state.legal_actions(1)
    state.apply(1, Action("pass"))
    assert state.phase == "roll" and state.wurf == 2


def test_the_active_seat_moves_on_in_seating_order():
    state = GAME.new_state({"seats": 3}, 9)
    order = []
    for _ in range(4):
        order.append(state.active)
        state.apply(state.active, Action("roll"))
        while state.phase != "roll":
            state.apply(state.to_move()[0], Action("pass"))
    assert order == [0, 1, 2, 0]


def test_dice_come_from_the_games_seed_and_replay_exactly():
    def rolls(seed):
        state = GAME.new_state({"seats": 2}, seed)
        out = []
        for _ in range(5):
            out.append(state.apply(state.active, Action("roll"))[0]["colors"])
            while state.phase != "roll":
                state.apply(state.to_move()[0], Action("pass"))
        return out

    assert rolls(42) == rolls(42)
    assert rolls(42) != rolls(43)
