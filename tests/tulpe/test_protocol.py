"""The game protocol of ARCHITECTURE.md for Speedtulpe: ids, options, summary keys, JSON, events."""

import json

import pytest

from speedgames.core.game import Action, IllegalAction, Match, get_game, replay_record
from speedgames.core.i18n import has
from speedgames.tulpe.rules import GAME

from .helpers import choose, position


def test_game_id_and_registry():
    assert GAME.id == "tulpe" and get_game("tulpe") is GAME


def test_every_option_has_a_default():
    state = GAME.new_state({}, 0)
    assert state.options["layout"] == "klassisch" and state.options["cans"] == 8
    assert state.options["end_colors"] == 2 and state.options["later_column"] == "lower"
    assert state.options["mode"] == "table" and len(state.players) == 2


@pytest.mark.parametrize("bad", [{"layout": "rund"}, {"cans": 9}, {"end_colors": 4},
                                 {"later_column": "upper"}, {"mode": "blitz"}, {"seats": []},
                                 {"cans": True}])
def test_unknown_option_values_are_refused(bad):
    with pytest.raises(ValueError):
        GAME.new_state({"seats": 2, **bad}, 0)


def test_summary_keys():
    state = GAME.new_state({"seats": 2}, 0)
    summary = state.summary()
    assert {"layout", "wurf", "active", "dice", "players"} <= set(summary)
    assert set(summary["layout"]) == {"colors", "stars"}
    assert len(summary["layout"]["colors"]) == 7
    assert all(len(row) == 15 and set(row) <= set("RYVWO") for row in summary["layout"]["colors"])
    assert set(summary["dice"]) == {"colors", "numbers"}
    assert summary["rolled"] is False
    upcoming = summary["dice"]
    for player in summary["players"]:
        assert {"bloomed", "cans", "score", "breakdown"} <= set(player)
    state.apply(0, Action("roll"))
    dice = state.summary()["dice"]
    assert dice == upcoming  # before the roll the summary shows what the seed will roll
    assert all(c in ("R", "Y", "V", "W", "O", "*") for c in dice["colors"])
    assert all(n in (1, 2, 3, 4, 5, "*") for n in dice["numbers"])
    json.dumps(state.summary())  # plain JSON


def test_events_for_roll_choices_blooming_completions_and_end():
    column_a = "A1 A2 A3 A4 A6 A7"
    state = position(seats=2, dice=("YYR", [1, 1, 2]), bloomed={0: column_a, 1: column_a})
    first = state.apply(0, choose(0, 0, "A5"))
    assert first[0]["type"] == "choose" and first[0]["cells"] == [[0, 4]]
    events = state.apply(1, choose(1, 1, "A5"))
    types = [e["type"] for e in events]
    assert types[:4] == ["chosen", "reveal", "bloom", "bloom"]
    assert "column" in types and types[-1] == "next"


ILLEGAL = [
    Action("fly"),
    Action("roll"),
    Action("choose", color_die=0, number_die=0, cells=[[7, 3]], color="R"),
    Action("choose", color_die=0, number_die=0, cells=[[7, 3]], number=2),
    Action("choose", color_die=0, number_die=0, cells=[[7, 0]]),
    Action("choose", color_die=0, number_die=0, cells=[[99, 0]]),
    Action("choose", color_die=0, number_die=0, cells=None),
    Action("choose", color_die=0, number_die=0, cells=[["H", 4]]),
    Action("choose", color_die="0", number_die=0, cells=[[7, 3]]),
    Action("choose", color_die=0, number_die=5, cells=[[7, 3]]),
    Action("choose", color_die=1, number_die=1, cells=[[7, 3]], color=["Y"]),
    Action("choose", color_die=1, number_die=1, cells=[[7, 3]], color="RY"),
    Action("choose", color_die=0, number_die=2, cells=[[7, 3], [7, 4]], number=2.0),
    Action("choose", color_die=0, number_die=0, cells=[[6, 0]]),
]


@pytest.mark.parametrize("action", ILLEGAL, ids=lambda a: json.dumps(a.to_json()))
def test_every_illegal_action_is_refused_with_a_reason_and_the_state_is_unchanged(action):
    state = position(seats=2, dice=("Y*R", [1, "*", "*"]), bloomed={0: "H5"})
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        state.apply(0, action)
    assert err.value.key.startswith("tulpe.errors.")
    assert has(err.value.key, "de") and has(err.value.key, "en")
    assert str(err.value) and "%{" not in str(err.value)
    assert json.dumps(state.to_json(), sort_keys=True) == before


def test_a_seat_that_does_not_exist_is_refused():
    state = GAME.new_state({"seats": 2}, 0)
    with pytest.raises(IllegalAction):
        state.apply(5, Action("roll"))


def test_json_round_trip_is_exact_in_every_phase():
    state = position(seats=3, dice=("YRW", [1, 2, 3]))
    for step in (choose(0, 0, "H4"), Action("pass")):
        data = state.to_json()
        assert GAME.state_from_json(json.loads(json.dumps(data))).to_json() == data
        state.apply(state.to_move()[0], step)
    data = state.to_json()
    restored = GAME.state_from_json(json.loads(json.dumps(data)))
    assert restored.to_json() == data and restored.view(2) == state.view(2)


def test_a_state_of_an_unknown_format_or_broken_is_refused():
    with pytest.raises(ValueError):
        GAME.state_from_json({"format": 99})
    data = GAME.new_state({"seats": 2}, 0).to_json()
    for key in ("players", "layout", "choices"):
        with pytest.raises(ValueError):
            GAME.state_from_json({**data, key: None})


def test_replay_of_the_action_log_reproduces_the_state():
    match = Match(GAME, {"seats": 2, "layout": "zufall"}, 77)
    for _ in range(6):
        seat = match.state.to_move()[0]
        legal = match.state.legal_actions(seat)
        match.apply(seat, legal[len(legal) // 2])
    record = json.loads(json.dumps(match.record()))
    assert replay_record(record).to_json() == match.state.to_json()


def test_action_json_round_trip():
    action = choose(0, 1, "H4 H5", color="Y")
    assert GAME.action_from_json(action.to_json()) == action
