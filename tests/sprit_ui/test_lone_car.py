"""A one-seat Rekordjagd is a lone car (rules/options.py): the table plays it to the Ziel by
keys and shows its Endtafel — a savegame of one car, made through the public protocol, opens."""

from __future__ import annotations

from speedgames.ui.endtafel import EndtafelScene
from tests.sprit_ui.helpers import advised, open_game, play_by_keys, wait_for_human


def test_a_lone_car_is_played_home_by_keys_and_gets_its_endtafel(drive):
    options = {"seats": [{"kind": "human", "name": "Anna"}], "mode": "rekordjagd",
               "track": "bergsprint", "cards": True}
    scene = open_game(drive, options, seed=3)
    moves = 0
    while wait_for_human(drive, scene) and moves < 40:
        play_by_keys(drive, scene, advised(scene))
        moves += 1
    assert scene.state.is_over() and scene.state.cars[0]["finished"]
    drive.frames(30)
    assert isinstance(drive.app.stack.top, EndtafelScene), drive.app.errors
