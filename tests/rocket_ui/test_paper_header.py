"""#30: at 150 % on 1024×700 the Extrablatt's masthead touched the evening beside it
(„1. Abend von 9 EXTRABLATT Zündgrenze 8“): it keeps a clear gap to both side texts."""

from __future__ import annotations

import pytest

from tests.rocket_ui.conftest import Play
from tests.ui.harness import make_app

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]


@pytest.mark.parametrize("size,scale", [((1024, 700), 150), ((1024, 700), 100),
                                        ((1920, 1080), 150)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_masthead_stands_clear_of_the_evening_and_the_zuendgrenze(tmp_path, lang, size,
                                                                      scale):
    app = make_app(tmp_path, size=size, lang=lang)
    try:
        app.settings.animations = "fast"
        app.set_text_scale(scale)
        drive = Play(app)
        sc = drive.open_game(VERSUS, seed=2)
        drive.frames(3)
        paper = sc.board.paper
        left, right = paper.side_rects
        mast = paper.mast_rect
        gap = app.theme.px(16)
        assert mast.width > 0 and left.width > 0 and right.width > 0
        assert mast.left - left.right >= gap, (left, mast)
        assert right.left - mast.right >= gap, (mast, right)
        assert right.right <= paper.rect.width
    finally:
        app.shutdown()
