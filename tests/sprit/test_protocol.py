"""The game protocol contract (ARCHITECTURE.md): summary keys, JSON, views, events, replays."""

import json

from speedgames.core.game import Action, Match, get_game, replay_record

from tests.sprit.helpers import new


def test_game_id_and_defaults():
    game = get_game("sprit")
    assert game.id == "sprit"
    s = game.new_state({}, 3)
    assert s.summary()["track"] == "alpenpass" and len(s.cars) == 2


def test_summary_has_the_documented_keys():
    s = new(3, track="bergsprint")
    summary = s.summary()
    assert {"track", "fields", "cars", "round"} <= set(summary)
    assert summary["fields"] == "S" + s.track.codes + "Z"
    for car in summary["cars"]:
        assert {"seat", "field", "fuel", "stamps", "place", "finished"} <= set(car)
    json.dumps(summary)


def test_duel_summary_lists_four_cars_and_to_move_gives_the_owner():
    s = new(2, duel=True)
    assert len(s.summary()["cars"]) == 4
    s.apply(0, Action("drive", to=2))
    s.apply(1, Action("drive", to=4))
    assert s.active_car == 2 and s.to_move() == [0]


def test_json_round_trip_is_exact():
    game = get_game("sprit")
    s = new(4, seed=9)
    for seat, to in ((0, 1), (1, 2), (2, 4), (3, 5)):
        if s.to_move() == [seat] and Action("drive", to=to) in s.legal_actions(seat):
            s.apply(seat, Action("drive", to=to))
    data = json.loads(json.dumps(s.to_json()))
    again = game.state_from_json(data)
    assert again.to_json() == s.to_json()
    assert again.legal_actions(again.to_move()[0]) == s.legal_actions(s.to_move()[0])


def test_view_hides_the_deck_order_but_not_what_is_left():
    s = new(2)
    view = s.view(0)
    assert "deck" not in view and "card_stream" not in view
    assert view["deck_count"] == 15 and sum(view["deck_left"].values()) == 15
    assert "reifenpanne" in view["deck_left"]


def test_replay_reproduces_the_state():
    game = get_game("sprit")
    match = Match(game, {"seats": 3, "track": "bergsprint"}, 77)
    for to in (1, 2, 3):
        seat = match.state.to_move()[0]
        acts = match.state.legal_actions(seat)
        match.apply(seat, acts[min(len(acts) - 1, to)])
    again = replay_record(json.loads(json.dumps(match.record())))
    assert again.to_json() == match.state.to_json()


def test_events_carry_what_a_log_line_needs():
    s = new(2)
    events = s.apply(0, Action("drive", to=2))
    drive = events[0]
    assert {"seat", "car", "from", "to", "path", "cost", "fuel"} <= set(drive)
    turn = next(e for e in events if e["type"] == "turn")
    assert turn["seat"] == 1 and turn["round"] == 1
    json.dumps(events)


def test_action_types_from_json():
    game = get_game("sprit")
    for data in ({"type": "drive", "to": 3}, {"type": "werkstatt"}, {"type": "tank", "amount": 10},
                 {"type": "stamp"}, {"type": "kanister", "amount": -10}):
        assert game.action_from_json(data).to_json() == data
