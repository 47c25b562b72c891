"""#30: in Partie ansehen the spiral stands above the replay's timeline bar at every position
(a new position must not lay the board out for the whole window again)."""

from __future__ import annotations

import pytest

from speedgames.ui.review_samples import sample_record
from tests.ui.harness import Driver, make_app


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_every_field_of_the_spiral_stays_above_the_timeline_bar(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        drive = Driver(app)
        record = sample_record("rocket")
        n = len(record["actions"])
        assert app.open("review.replay", record=record, position=n // 3)
        drive.frames(3)
        review = app.stack.top
        bar_top = review._board_size(app.size)[1]
        for position in (n // 3, n // 2, n):
            review.go(position)
            drive.frames(2)
            huelse = review.inner.board.huelse
            lowest = max(y + huelse.field_r for _, y in huelse.centres)
            assert lowest <= bar_top, (position, lowest, bar_top)
    finally:
        app.shutdown()
