"""Zurück (issue #13): undo at each boundary of the policy, for all three games.

Each test plays a real match with the strong computer deciding for every seat (human seats
included) until the boundary, then checks: allowed before, refused after, and after undo the state
is identical (``to_json``) to the state before the undone action.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest

from speedgames.core.game import Action, Match, get_game
from speedgames.core.players import make_player
from speedgames.core.undo import can_undo, human_seats, undo, undo_index, undo_match

H = {"kind": "human", "name": "Anna"}
H2 = {"kind": "human", "name": "Bert"}
AI = {"kind": "ai", "level": "strong"}


def _match(game_id: str, seats: list[dict[str, Any]], seed: int = 3, **extra: Any) -> Match:
    game = get_game(game_id)
    options = {**game.default_options(), "seats": seats, **extra}
    return Match(game, options, seed)


def play_until(m: Match, stop: Callable[[Match, int, Action], bool], limit: int = 2000
               ) -> tuple[int, Action, dict]:
    """Let the strong computer move for whoever is to move until ``stop(m, seat, action)`` says
    the next action is the one under test; apply it and return (seat, action, state before)."""
    players: dict[int, Any] = {}
    for _ in range(limit):
        assert not m.state.is_over(), "the boundary was not reached"
        seat = m.state.to_move()[0]
        player = players.setdefault(seat, make_player(m.game.id, "strong", seed=seat))
        action = player.choose(m.state, seat).action
        if stop(m, seat, action):
            before = m.state.to_json()
            m.apply(seat, action)
            return seat, action, before
        m.apply(seat, action)
    raise AssertionError("the boundary was not reached")


def step_computer(m: Match, seat: int) -> list[dict]:
    action = make_player(m.game.id, "strong", seed=seat).choose(m.state, seat).action
    return m.apply(seat, action)


def assert_undone_to(m: Match, before: dict, seat: int) -> None:
    assert can_undo(m, seat)
    assert undo_match(m, seat)
    assert m.state.to_json() == before


# -- the policy itself -----------------------------------------------------------------------

def test_human_seats_are_those_not_played_by_the_computer():
    assert human_seats({"seats": [H, AI, H2]}) == [0, 2]


def test_nothing_to_undo_at_the_start():
    m = _match("sprit", [H, AI])
    assert not can_undo(m, 0)
    assert undo_match(m, 0) is False


def test_a_refused_undo_changes_nothing():
    m = _match("tulpe", [H, AI])
    play_until(m, lambda m, s, a: a.type == "roll" and s == 0)
    log = list(m.actions)
    state = m.state.to_json()
    assert not undo_match(m, 0)
    assert m.actions == log and m.state.to_json() == state


def test_the_leaderboard_log_keeps_only_the_final_actions():
    m = _match("sprit", [H, AI], seed=5)
    _seat, action, _before = play_until(
        m, lambda m, s, a: s == 0 and a.type == "drive" and not _draws_card(m, s, a))
    assert undo_match(m, 0)
    assert (0, action) not in m.actions[-1:]
    assert m.record()["actions"] == [[s, a.to_json()] for s, a in m.actions]


# -- Speedrocket ------------------------------------------------------------------------------

def test_rocket_stop_can_be_taken_back_before_the_show():
    m = _match("rocket", [H, AI])
    _s, _a, before = play_until(m, lambda m, s, a: s == 0 and a.type == "stop")
    assert m.state.phase == "stopfen"
    assert_undone_to(m, before, 0)


def test_rocket_stop_undo_keeps_the_others_draws_from_their_own_streams():
    m = _match("rocket", [H, AI])
    _s, _a, before = play_until(m, lambda m, s, a: s == 0 and a.type == "stop")
    step_computer(m, 1)
    assert m.state.phase == "stopfen"
    drawn = list(m.state.players[1]["huelse"])
    assert undo_match(m, 0)
    assert m.state.players[0] == rocket_player(before, 0)
    assert m.state.players[1]["huelse"] == drawn
    assert m.actions[-1][0] == 1


def rocket_player(data: dict, seat: int) -> dict:
    return get_game("rocket").state_from_json(data).players[seat]


def test_rocket_own_draw_can_never_be_taken_back():
    m = _match("rocket", [H, AI])
    play_until(m, lambda m, s, a: s == 0 and a.type == "draw")
    assert not can_undo(m, 0)


def test_rocket_stop_that_starts_the_show_is_final():
    m = _match("rocket", [AI, H])
    play_until(m, lambda m, s, a: s == 1 and a.type == "stop")
    assert m.state.phase == "show"
    assert not can_undo(m, 1)


def test_rocket_shop_purchase_can_be_taken_back_before_fertig():
    m = _match("rocket", [H, AI])
    _s, _a, before = play_until(m, lambda m, s, a: s == 0 and a.type == "buy")
    assert_undone_to(m, before, 0)


def test_rocket_fertig_that_opens_the_evening_is_final():
    m = _match("rocket", [AI, H])
    play_until(m, lambda m, s, a: s == 1 and a.type == "done" and m.state.phase == "shop")
    assert m.state.phase == "stopfen"
    assert not can_undo(m, 1)


# -- Speedsprit --------------------------------------------------------------------------------

def _draws_card(m: Match, seat: int, action: Action) -> bool:
    probe = m.state.clone()
    return any(e.get("type") == "card" for e in probe.apply(seat, action))


def test_sprit_drive_without_card_can_be_taken_back():
    m = _match("sprit", [H, H2])
    _s, _a, before = play_until(
        m, lambda m, s, a: s == 0 and a.type == "drive" and not _draws_card(m, s, a))
    assert_undone_to(m, before, 0)


def test_sprit_drive_that_turns_a_card_is_final():
    m = _match("sprit", [H, H2])
    play_until(m, lambda m, s, a: s == 0 and a.type == "drive" and _draws_card(m, s, a))
    assert not can_undo(m, 0)


def test_sprit_drive_is_final_once_the_next_person_moved():
    m = _match("sprit", [H, H2])
    play_until(m, lambda m, s, a: s == 0 and a.type == "drive" and not _draws_card(m, s, a))
    assert can_undo(m, 0)
    play_until(m, lambda m, s, a: s == 1)
    assert not can_undo(m, 0)


def test_sprit_computer_car_that_moved_since_moves_again_after_undo():
    m = _match("sprit", [H, AI], seed=5)
    _s, _a, before = play_until(
        m, lambda m, s, a: s == 0 and a.type == "drive" and not _draws_card(m, s, a)
        and not _next_computer_draws(m, s, a))
    step_computer(m, 1)
    assert m.actions[-1][0] == 1  # the computer's car moved since
    assert_undone_to(m, before, 0)


def _next_computer_draws(m: Match, seat: int, action: Action) -> bool:
    probe = m.state.clone()
    probe.apply(seat, action)
    if probe.is_over() or not probe.to_move() or probe.to_move()[0] == seat:
        return True
    nxt = probe.to_move()[0]
    a = make_player("sprit", "strong", seed=nxt).choose(probe, nxt).action
    return any(e.get("type") in ("card", "reshuffle") for e in probe.apply(nxt, a))


# -- Speedtulpe --------------------------------------------------------------------------------

def test_tulpe_roll_is_final():
    m = _match("tulpe", [H, AI])
    play_until(m, lambda m, s, a: s == 0 and a.type == "roll")
    assert not can_undo(m, 0)


def test_tulpe_active_choice_can_be_taken_back_before_everything_blooms():
    m = _match("tulpe", [H, H2])
    _s, _a, before = play_until(
        m, lambda m, s, a: s == 0 and m.state.phase == "active" and a.type == "choose")
    assert_undone_to(m, before, 0)


def test_tulpe_covert_choice_can_be_taken_back_before_everything_blooms():
    m = _match("tulpe", [AI, H, H2])
    _s, _a, before = play_until(m, lambda m, s, a: s == 1 and m.state.phase == "others")
    assert m.state.phase == "others"
    assert_undone_to(m, before, 1)


def test_tulpe_choice_is_final_once_everything_bloomed():
    m = _match("tulpe", [AI, H])
    play_until(m, lambda m, s, a: s == 1 and m.state.phase == "others")
    assert m.state.phase == "roll"
    assert not can_undo(m, 1)


def test_tulpe_choice_is_final_once_another_person_chose():
    m = _match("tulpe", [AI, H, H2])
    play_until(m, lambda m, s, a: s == 1 and m.state.phase == "others")
    assert can_undo(m, 1)
    play_until(m, lambda m, s, a: s == 2)
    assert not can_undo(m, 1)


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_undo_never_changes_what_chance_brings(game_id):
    """Whatever is taken back, the rest is the same log prefix: chance is never re-rolled."""
    m = _match(game_id, [H, AI], seed=11)
    players = {s: make_player(game_id, "strong", seed=s) for s in (0, 1)}
    for _ in range(120):
        if m.state.is_over():
            break
        seat = m.state.to_move()[0]
        m.apply(seat, players[seat].choose(m.state, seat).action)
        k = undo_index(m.game, m.options, m.seed, m.actions, seat=0)
        if k is None:
            continue
        new = undo(m.game, m.options, m.seed, m.actions, seat=0)
        assert new is not None and new[:k] == m.actions[:k]
        assert len(new) < len(m.actions)
