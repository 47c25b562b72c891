"""„Allein“ of Speedtulpe: the sky behind the header title stays clear — no cloud behind the
„·“ of „Speedtulpe · Allein“, in either language and at every window size."""

from __future__ import annotations

import pytest

from speedgames.tulpe.screen import art
from speedgames.tulpe.screen.solo import SoloMenu
from tests.ui.harness import Driver, make_app

REACH = art.CLOUD_REACH


def overlaps(spot: tuple[float, float, float], band: tuple[int, int]) -> bool:
    x, _y, r = spot
    return x + REACH * r > band[0] and x - REACH * r < band[1]


@pytest.mark.parametrize("lang,size", [("de", (1024, 700)), ("en", (1920, 1080)),
                                       ("de", (1920, 1080)), ("en", (1280, 800))])
def test_no_cloud_sits_behind_the_header_title(tmp_path, lang, size):
    app = make_app(tmp_path, lang=lang, size=size)
    try:
        drive = Driver(app)
        assert app.open("tulpe.solo", game="tulpe")
        drive.frames(2)
        menu = app.stack.top
        assert isinstance(menu, SoloMenu)
        w = size[0]
        band = menu.title_band(w)
        title_w = app.theme.font("title").size(menu.header_title())[0]
        assert band[0] <= w // 2 - title_w // 2 and w // 2 + title_w // 2 <= band[1]
        horizon = menu.cards[0].y - app.theme.px(8)
        spots = art.cloud_spots(w, horizon, band)
        assert spots  # the sky keeps clouds beside the title
        assert not any(overlaps(spot, band) for spot in spots)
        assert all(0 <= x - REACH * r and x + REACH * r <= w for x, _y, r in spots)
        assert app.errors == []
    finally:
        app.shutdown()


def test_the_middle_cloud_would_cover_the_title_without_the_clear_band():
    """The case the band is for: at 1920 px the third cloud floats right over the title."""
    band = (700, 1220)
    assert any(overlaps(spot, band) for spot in art.cloud_spots(1920, 122))
    assert not any(overlaps(spot, band) for spot in art.cloud_spots(1920, 122, band))
