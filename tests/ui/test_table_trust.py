"""Hot-seat you can trust (#27), the same in all three games: the Zug-Uhr stands while the
Messepause (the game menu) or a rules page lies over the table, and runs on when it is gone."""

from __future__ import annotations

import pygame
import pytest

from speedgames.core.game import get_game
from speedgames.ui import registry
from tests.ui.harness import Driver, make_app

PEOPLE = [{"kind": "human", "name": "Karin"}, {"kind": "human", "name": "Otto"}]


def _at_the_table(drive: Driver, game_id: str):
    """A hot-seat game of Karin and Otto with a one-minute Zug-Uhr, past the first curtain."""
    game = get_game(game_id)
    options = {**game.default_options(), "seats": PEOPLE, "clock": 60}
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


@pytest.mark.parametrize("game_id", registry.GAMES)
def test_zurueck_never_takes_back_the_decision_of_the_person_before(tmp_path, game_id):
    """Karin plays until the device goes to Otto; Otto's Strg+Z — at the curtain and at the
    table — takes back nothing of Karin's."""
    from speedgames.core.rng import Stream

    app = make_app(tmp_path)
    try:
        drive = Driver(app)
        drive.frames(1)
        scene = _at_the_table(drive, game_id)
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
