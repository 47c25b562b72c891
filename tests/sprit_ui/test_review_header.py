"""#30: Partie ansehen on the Speedsprit board — the header holds its prompt on one line and no
line of keys (they do nothing there; the replay bar has its own): no empty second row."""

from __future__ import annotations

import pytest

from speedgames.ui.review_samples import sample_analysis
from tests.ui.harness import Driver, make_app


@pytest.mark.parametrize("size,scale,lang", [((1024, 700), 100, "de"), ((1024, 700), 150, "de"),
                                             ((1920, 1080), 150, "en")])
def test_the_replay_header_is_one_line_of_prompt_without_an_empty_row(tmp_path, size, scale,
                                                                        lang):
    app = make_app(tmp_path, lang=lang, size=size)
    app.storage.durable = False
    app.set_text_scale(scale)
    drive = Driver(app)
    try:
        record, analysis = sample_analysis("sprit")
        for position in (3, len(record["actions"]) // 2):
            assert app.open("review.replay", record=record, position=position,
                            analysis=analysis), app.errors
            drive.frames(2)
            board = app.stack.top.inner
            th = app.theme
            head = board.rects["head"]
            heading = th.font("heading").get_linesize()
            assert head.height == heading + th.px(14), (head, heading)
            app.stack.pop()
        assert app.errors == []
    finally:
        app.shutdown()
