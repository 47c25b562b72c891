"""The game protocol: a full game through the public API, JSON round trips, replays."""

from __future__ import annotations

import json

import pytest

from speedgames.core.game import Action, IllegalAction, get_game, make_record, replay_record
from speedgames.rocket.rules import GAME

from .helpers import new, play_random, solo


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_a_full_game_can_be_played_through_the_protocol(n):
    st = new(n, seed=7) if n > 1 else solo(seed=7)
    log = []
    play_random(st, 7, log)
    assert st.is_over() and st.to_move() == []
    res = st.result()
    assert len(res["scores"]) == n and min(res["ranks"]) == 1
    assert log[-1][2][-1]["type"] == "game_end"


def test_get_game_finds_rocket():
    assert get_game("rocket") is GAME and GAME.id == "rocket"


def test_summary_has_the_documented_keys():
    s = new(3).summary()
    for key in ("evening", "evenings", "limit", "extrablatt", "players"):
        assert key in s
    for key in ("ruhm", "kristalle", "vorladung", "sandeimer_full", "bag", "huelse", "exploded",
                "wertungsfeld"):
        assert key in s["players"][0]


def test_state_json_round_trip_and_replay_of_the_action_log():
    st = new(3, seed=11)
    log = []
    play_random(st, 11, log)
    again = GAME.state_from_json(json.loads(json.dumps(st.to_json())))
    assert again.to_json() == st.to_json()
    record = make_record(GAME, st.options, 11, [(s, a) for s, a, _ in log])
    replayed = replay_record(json.loads(json.dumps(record)))
    assert replayed.to_json() == st.to_json()
    assert replayed.summary() == st.summary()


def test_illegal_action_leaves_state_unchanged():
    st = new(2)
    before = st.to_json()
    with pytest.raises(IllegalAction):
        st.apply(0, Action("buy", chips=["R2"]))
    with pytest.raises(IllegalAction):
        st.apply(5, Action("draw"))
    assert st.to_json() == before


def test_view_hides_other_seats_preview_chips_and_has_no_bag_order():
    from .helpers import place
    st = new(2, seed=3)
    st.players[0]["bag"] = {"O1": 3, "G1": 2}
    place(st, 0, ["B1"])  # standard recipe: Vorschau
    mine, theirs = st.view(0), st.view(1)
    assert mine["players"][0]["preview"] == st.players[0]["preview"]
    assert "preview" not in theirs["players"][0] and theirs["players"][0]["preview_count"] == 2
    assert isinstance(mine["players"][0]["bag"], dict)
    text = json.dumps(theirs)
    assert "draws" not in text and "forced" not in text and "deck" not in text


def test_events_carry_seat_numbers_and_a_text():
    st = new(2, seed=3)
    events = st.apply(0, Action("draw"))
    draw = next(e for e in events if e["type"] == "draw")
    assert draw["seat"] == 0 and draw["to"] >= 1 and draw["text"]["key"] == "rocket.log.draw"
    assert draw["text"]["params"]["player"] == "P1"
    assert st.opening[0]["type"] == "game_start"
    assert {"evening_start", "extrablatt"} <= {e["type"] for e in st.opening}


def test_unknown_and_malformed_actions_are_refused():
    st = new(2)
    before = st.to_json()
    for seat, act in ((0, Action("fly")), (0, Action("preview", index=0)), (0, Action("ignite")),
                      (0, Action("take", what="ruhm")), (0, Action("trade", what="vorladung")),
                      (True, Action("draw")), (-1, Action("draw"))):
        with pytest.raises(IllegalAction):
            st.apply(seat, act)
    with pytest.raises(IllegalAction):
        st.apply(0, {"type": "draw"})
    assert st.to_json() == before


def test_state_from_json_refuses_foreign_data():
    for bad in ({}, {"game": "sprit", "format": 1}, {"game": "rocket", "format": 99},
                {"game": "rocket", "format": 1}):
        with pytest.raises(ValueError):
            GAME.state_from_json(bad)


def test_history_keeps_every_evenings_rocket_heights_for_share_lines_and_statistics():
    st = new(2, seed=21, evenings=6)
    play_random(st, 21)
    hist = st.summary()["history"]
    assert [h["evening"] for h in hist] == [1, 2, 3, 4, 5, 6]
    assert hist[-1]["fields"] == [t["wertungsfeld"] for t in st.result()["tiebreak"]]
    assert all(len(h["fields"]) == 2 and len(h["exploded"]) == 2 for h in hist)
    assert [h["card"] for h in hist] == st.deck[:6]
