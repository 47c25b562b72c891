"""Hot-seat you can trust (#27), the same in all three games: the Zug-Uhr stands while the
Messepause (the game menu) or a rules page lies over the table, and runs on when it is gone."""

from __future__ import annotations

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
