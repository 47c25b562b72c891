"""#28: in Partie ansehen at 1024×700 with 150 % text the replay's bar takes height; the
Pulverbeutel must still show its chips (the stuffing buttons, which nobody can press in a
replay, give it their room) — not only its title line."""

from __future__ import annotations

import pytest

from speedgames.ui.review_samples import sample_analysis
from tests.ui.harness import Driver, make_app


def _replay_at_a_draw(tmp_path, size, scale):
    app = make_app(tmp_path, size=size)
    app.set_text_scale(scale)
    app.frame(1 / 60)
    record, analysis = sample_analysis("rocket")
    position = next(d.index for d in analysis.decisions if d.action.type == "draw")
    assert app.open("review.replay", record=record, position=position, analysis=analysis)
    Driver(app).frames(3)
    return app, app.stack.top.inner.board


def test_the_bag_shows_its_chips_in_a_small_replay_at_big_text(tmp_path):
    app, board = _replay_at_a_draw(tmp_path, (1024, 700), 150)
    try:
        assert board.bag.chips                                    # the chips are drawn …
        assert all(board.bag.rect.contains(r) for r in board.bag.chips.values())
        assert board.bag_over_buttons and not board.buttons["draw"].visible
        assert app.errors == []
    finally:
        app.shutdown()


@pytest.mark.parametrize("size,scale", [((1024, 700), 100), ((1920, 1080), 100)])
def test_with_room_the_replay_keeps_the_stuffing_buttons(tmp_path, size, scale):
    app, board = _replay_at_a_draw(tmp_path, size, scale)
    try:
        assert board.bag.chips and not board.bag_over_buttons
        assert board.buttons["draw"].visible and board.buttons["stop"].visible
    finally:
        app.shutdown()
