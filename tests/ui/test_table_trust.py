"""Hot-seat you can trust (#27), the same in all three games: the Zug-Uhr stands while the
Messepause (the game menu) or a rules page lies over the table, and runs on when it is gone."""

from __future__ import annotations

import pygame
import pytest

from speedgames.core.game import get_game
from speedgames.ui import registry
from tests.ui.harness import Driver, make_app

PEOPLE = [{"kind": "human", "name": "Karin"}, {"kind": "human", "name": "Otto"}]
WITH_COMPUTER = [*PEOPLE, {"kind": "ai", "level": "easy"}]


def _at_the_table(drive: Driver, game_id: str, seats=PEOPLE):
    """A hot-seat game of Karin and Otto (and whoever ``seats`` adds) with a one-minute
    Zug-Uhr, past the first curtain."""
    game = get_game(game_id)
    options = {**game.default_options(), "seats": seats, "clock": 60}
    assert drive.app.open(f"{game_id}.game", options=options, seed=5), drive.app.errors
    scene = drive.app.stack.top
    for _ in range(40):
        drive.frames(10)
        if drive.app.stack.top.name == "privacy":
            drive.key("return")
        elif drive.app.stack.top is scene and scene.table.clock.remaining is not None \
                and scene.table.clock.seat is not None:
            drive.frames(30)
            return scene
    raise AssertionError(f"the clock of {game_id} never started: top {drive.app.stack.top.name}")


@pytest.mark.parametrize("game_id", registry.GAMES)
def test_the_clock_stands_under_the_messepause_and_a_rules_page_and_runs_on_after(tmp_path,
                                                                                  game_id):
    app = make_app(tmp_path)
    try:
        drive = Driver(app)
        drive.frames(1)
        scene = _at_the_table(drive, game_id)
        clock = scene.table.clock
        before = clock.remaining
        assert before is not None and before < 60  # it runs at the table
        drive.key("escape")  # the game menu (Messepause)
        drive.frames(2)
        assert app.stack.top is not scene
        drive.frames(300)  # five seconds under the menu
        assert clock.remaining == pytest.approx(before, abs=0.05)
        drive.key("escape")
        drive.frames(2)
        assert app.stack.top is scene
        app.open("rules", game=game_id)
        drive.frames(300)
        assert clock.remaining == pytest.approx(before, abs=0.1)
        drive.key("escape")
        drive.frames(2)
        assert app.stack.top is scene
        drive.frames(120)  # two seconds at the table again: the clock runs on
        assert clock.remaining < before - 1
        assert app.errors == []
    finally:
        app.shutdown()


@pytest.mark.parametrize("seats", [PEOPLE, WITH_COMPUTER], ids=["two", "two_and_computer"])
@pytest.mark.parametrize("game_id", registry.GAMES)
def test_zurueck_never_takes_back_the_decision_of_the_person_before(tmp_path, game_id, seats):
    """Karin plays until the device goes to Otto (a computer may move in between); Otto's
    Strg+Z — at the curtain and at the table — takes back nothing of Karin's nor the
    computer's moves."""
    from speedgames.core.rng import Stream

    app = make_app(tmp_path)
    try:
        drive = Driver(app)
        drive.frames(1)
        scene = _at_the_table(drive, game_id, seats)
        table = scene.table
        first = table.at_device
        assert first is not None
        pick = Stream.derive(5, "trust")
        for _ in range(200):  # the person at the device plays until the device changes hands
            if table.at_device != first or app.stack.top is not scene:
                break
            actions = table.match.state.legal_actions(first)
            assert actions
            table.act(first, pick.choice(actions))
            drive.frames(20)
        # while a computer thinks (on its worker) nobody else holds the device: wait for the
        # next person by that condition — 100 × 20 frames ran out on a loaded machine, and
        # Otto's Strg+Z then came while Karin still held the device
        drive.until(lambda: app.stack.top.name == "privacy" or table.state.is_over()
                    or table.at_device not in (None, first), "the computer's turn")
        done = list(table.match.actions)
        assert any(seat == first for seat, _ in done)
        for _ in range(2):  # once behind the curtain (if one came up), once at the table
            drive.key("z", mod=pygame.KMOD_CTRL)
            drive.frames(10)
            assert [s for s, _ in table.match.actions[:len(done)]] == [s for s, _ in done]
            assert table.match.actions[:len(done)] == done, "Karin's decisions stay"
            if app.stack.top.name == "privacy":
                drive.key("return")
                drive.frames(20)
        assert table.at_device != first or table.at_device is None
        assert app.errors == []
    finally:
        app.shutdown()


def _keeps_the_turn(state, seat: int, action) -> bool:
    """Whether ``seat`` still has a decision to make after ``action`` (tried on a copy)."""
    import copy

    trial = copy.deepcopy(state)
    trial.apply(seat, action)
    return not trial.is_over() and bool(trial.legal_actions(seat))


@pytest.mark.parametrize("game_id", registry.GAMES)
def test_zurueck_takes_back_the_own_last_decision_while_it_is_still_ones_turn(tmp_path,
                                                                              game_id):
    """The positive control: with two people and a computer at the table, the person at the
    device takes back their own last decision with Strg+Z while it is still their turn."""
    from speedgames.core.rng import Stream

    app = make_app(tmp_path)
    try:
        drive = Driver(app)
        drive.frames(1)
        scene = _at_the_table(drive, game_id, WITH_COMPUTER)
        table = scene.table
        pick = Stream.derive(5, "own")
        for _ in range(300):
            if app.stack.top.name == "privacy":
                drive.key("return")
                drive.frames(20)
                continue
            seat, k = table.undo_seat, table.undo_index()  # Speedtulpe: while computers choose
            if app.stack.top is scene and k is not None and table.match.actions[k][0] == seat:
                done = list(table.match.actions)
                drive.key("z", mod=pygame.KMOD_CTRL)
                drive.frames(10)
                after = table.match.actions
                assert after[:k] == done[:k], "nothing before the own decision changes"
                own = [a for s, a in after if s == seat]
                assert own == [a for s, a in done[:k] if s == seat], "the own decision is gone"
                other = 1 - seat
                assert [a for s, a in after if s == other] == \
                    [a for s, a in done if s == other], "the other person's decisions stay"
                assert app.errors == []
                return
            seat = table.at_device
            if app.stack.top is not scene or seat is None or table.state.is_over():
                # a computer thinks on its worker: wait for it by the condition (counting
                # these frames as tries ran out on a loaded machine)
                drive.until(lambda: app.stack.top is not scene or table.state.is_over()
                            or table.at_device is not None, "the computer's turn")
                drive.frames(20)
                continue
            actions = table.match.state.legal_actions(seat)
            assert actions
            keeping = [a for a in actions if _keeps_the_turn(table.match.state, seat, a)]
            table.act(seat, pick.choice(keeping or actions))
            drive.frames(20)
        raise AssertionError(f"{game_id}: nobody could ever take back an own decision")
    finally:
        app.shutdown()
