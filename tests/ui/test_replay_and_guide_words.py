"""A replay is a replay, a guided first game a new game (issue #18): neither says „Partie
fortgesetzt“, and Partie ansehen shows no „Die anderen Meister sind dran …“ plate."""

from __future__ import annotations

import pytest

from speedgames.core import history
from speedgames.core.i18n import Text
from speedgames.ui.review_samples import sample_record
from speedgames.ui.review_scene import ReviewScene

ARM = 20


def _keys(log) -> list[str]:
    return [e.message.key for e in log.entries if isinstance(e.message, Text)]


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_partie_ansehen_never_says_partie_fortgesetzt(drive, game_id):
    app = drive.app
    history.remember_game(app.storage, sample_record(game_id), {"scores": [1, 2],
                                                               "ranks": [2, 1]})
    assert app.open("review.games", game=game_id)
    drive.frames(1)
    drive.key("space")                                   # Partie ansehen
    scene = app.stack.top
    assert isinstance(scene, ReviewScene)
    drive.key("home")
    for _ in range(3):
        drive.key("right")
    keys = _keys(scene.inner.log)
    assert keys, "the Spielverlauf is told up to the position"
    assert not any(k.endswith(".resumed") for k in keys)
    assert app.errors == []


def test_a_replayed_speedrocket_game_shows_no_other_masters_plate(drive, monkeypatch):
    from speedgames.rocket.screen import draw

    plates: list[object] = []
    real = draw._draw_waiting
    monkeypatch.setattr(draw, "_draw_waiting", lambda s, board, th: plates.append(board) or
                        real(s, board, th))
    app = drive.app
    history.remember_game(app.storage, sample_record("rocket"), {"scores": [1, 2],
                                                                "ranks": [2, 1]})
    assert app.open("review.games", game="rocket")
    drive.frames(1)
    drive.key("space")
    scene = app.stack.top
    drive.key("home")
    for _ in range(4):                                   # mid-evening: nobody is „active“
        drive.key("right")
    drive.frames(3)
    inner = scene.inner
    assert inner.active is None and not inner.state.is_over()
    assert plates == []
    # the same table being played does show the plate while the computers are at work
    inner.replaying = False
    inner.relayout(app.size)                             # the drawn regions are cached
    drive.frames(2)
    assert plates, "outside a replay the plate is drawn (the check above can fail)"
    assert app.errors == []


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_a_new_guided_first_game_does_not_say_partie_fortgesetzt(drive, game_id):
    app = drive.app
    app.settings.animations = "fast"
    assert app.open(f"{game_id}.tutorial")
    drive.frames(ARM)
    coach = app.stack.top
    assert coach.name == f"{game_id}.tutorial"
    keys = _keys(coach.game.log)
    assert keys, "the guided game tells its opening"
    assert not any(k.endswith(".resumed") for k in keys)
    assert app.errors == []
