"""Ansicht „Zündgefahr in Prozent“: the Zündmesser writes the danger as a number — beside the
„Blitzpulver 8 von 8“ line, never on top of it (they overlapped in the left column)."""

from __future__ import annotations

import pytest

from tests.rocket_ui.conftest import Play
from tests.ui.harness import make_app

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]


@pytest.mark.parametrize("size,lang", [((1024, 700), "de"), ((1280, 800), "en"), ((1920, 1080), "en")])
def test_danger_percent_sits_beside_the_sum_line(tmp_path, size, lang):
    app = make_app(tmp_path, size=size, lang=lang)
    try:
        app.settings.animations = "fast"
        app.settings.danger_percent = True
        drive = Play(app)
        sc = drive.open_game(VERSUS, seed=0)
        sc.state.force_next(0, ["W3", "W2", "W2", "W1"])     # 8 of 8: the next W1 ignites
        for _ in range(4):
            drive.press("space")
        assert sc.state.wsum(0) == 8 and sc.view.status == "drawing"
        drive.frames(3)
        gauge = sc.board.gauge
        assert gauge.danger_rect is not None, "the danger is written in %"
        assert not gauge.danger_rect.colliderect(gauge.sub_rect)
        assert gauge.rect.contains(gauge.danger_rect) and gauge.rect.contains(gauge.sub_rect)
        assert gauge.sub_rect.height >= app.theme.font("small").get_height() - 1, \
            "the sum line keeps its size (the danger is shortened to „40 %“ instead)"
        assert app.errors == []
    finally:
        app.shutdown()


def test_without_the_setting_no_percent_is_written(drive):
    drive.app.settings.danger_percent = False
    sc = drive.open_game(VERSUS, seed=0)
    drive.press("space")
    drive.frames(3)
    assert sc.board.gauge.danger_rect is None
