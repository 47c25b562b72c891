"""End rules, the safety end, the final ranking and the Duell (rules §5)."""

from speedgames.core.game import Action
from speedgames.sprit.rules import SAFETY_ROUNDS
from speedgames.sprit.rules.ranking import competition_ranks

from tests.sprit.helpers import activate, drive, new, put


def finish(state, car, place_fuel=None):
    """Drive ``car`` from 60 straight into the Ziel (it gets the fuel that fits)."""
    put(state, car, 60, 15 + (place_fuel or 10), stamps=3)
    activate(state, car)
    return state.apply(state.cars[car]["seat"], drive(65))


def test_default_end_runs_until_only_one_car_is_left():
    s = new(3)
    finish(s, 0)
    assert not s.is_over()
    put(s, 2, 30)
    finish(s, 1, 20)
    assert s.is_over() and s.end_reason == "last"
    assert s.to_move() == [] and s.legal_actions(2) == []


def test_end_first_stops_when_the_first_car_is_in_the_ziel():
    s = new(3, end="first")
    events = finish(s, 0)
    assert s.is_over() and s.end_reason == "first"
    assert events[-1]["type"] == "game_over"


def test_safety_end_after_200_rounds():
    s = new(2)
    s.round = SAFETY_ROUNDS
    s.turn_index = 1
    put(s, 1, 2, 30)
    s.apply(1, Action("tank", amount=10))
    assert s.is_over() and s.end_reason == "safety"


def test_ranking_ziel_by_zielplatz_then_field_then_less_fuel_then_fewer_turns():
    s = new(5)
    s.cars[3].update(field=65, finished=True, zielplatz=1)
    put(s, 0, 40, 30)
    put(s, 1, 50, 90)
    put(s, 2, 40, 20)  # same field as car 0 (by hand), less fuel
    put(s, 4, 40, 20)
    s.cars[2]["turns"], s.cars[4]["turns"] = 10, 12
    res = s.result()
    assert res["ranks"] == [5, 2, 3, 1, 4]
    assert res["scores"][3] > res["scores"][1] > res["scores"][0]
    assert res["tiebreak"][0] == [30, 0]


def test_equal_cars_share_a_rank():
    assert competition_ranks([(1, 0), (0, 0), (1, 0)]) == [2, 1, 2]


def test_scores_are_higher_for_better_ranks():
    s = new(3)
    finish(s, 0)
    put(s, 2, 12)
    finish(s, 1, 20)
    res = s.result()
    order = sorted(range(3), key=lambda i: res["ranks"][i])
    assert [res["scores"][i] for i in order] == sorted(res["scores"], reverse=True)


def test_duel_order_your_car_1_rival_car_1_your_car_2_rival_car_2():
    s = new(2, duel=True)
    assert [c["seat"] for c in s.cars] == [0, 1, 0, 1]
    seen = []
    for to in (2, 4, 5, 7, 8):
        seen.append((s.to_move()[0], s.active_car))
        s.apply(s.to_move()[0], drive(to))
    assert seen == [(0, 0), (1, 1), (0, 2), (1, 3), (0, 0)]
    assert len(s.summary()["cars"]) == 4


def test_duel_all_four_cars_count_for_platz():
    s = new(2, duel=True)
    put(s, 0, 10)
    put(s, 1, 20)
    put(s, 2, 30)
    put(s, 3, 5)
    assert [s.platz(i) for i in range(4)] == [3, 2, 1, 4]


def test_duel_first_player_with_both_cars_in_the_ziel_wins_and_the_game_ends():
    s = new(2, duel=True)
    s.cars[1].update(field=65, finished=True, zielplatz=1)
    put(s, 0, 40)
    put(s, 2, 30)
    finish(s, 3, 20)
    assert s.is_over() and s.end_reason == "duel"
    assert s.result()["ranks"] == [2, 1]


def test_duel_unfinished_ranked_by_cars_in_the_ziel_then_sum_of_fields():
    s = new(2, duel=True)
    s.cars[0].update(field=65, finished=True, zielplatz=1)
    put(s, 2, 10)
    put(s, 1, 50)
    put(s, 3, 40)
    res = s.result()
    assert res["ranks"] == [1, 2] and res["scores"] == [100 + 75, 90]
    s.cars[0].update(field=20, finished=False, zielplatz=None)
    assert s.result()["ranks"] == [2, 1]


def test_duel_needs_two_seats():
    import pytest
    with pytest.raises(ValueError):
        new(3, duel=True)


def test_options_are_validated():
    import pytest
    for bad in ({"track": "x"}, {"end": "never"}, {"cards": "yes"}, {"mode": "x"},
                {"start_order": [0, 0]}):
        with pytest.raises(ValueError):
            new(2, **bad)
    with pytest.raises(ValueError):
        new(7)
