"""#30: on Speedrocket's „Allein in der Werkstatt“ at 1024×700 with 150 % text the first mode's
row („Rekordjagd“) covered the subtitle under the title: the rows start under the header as it
is drawn, on both pages, in both languages and at both window sizes."""

from __future__ import annotations

import pygame
import pytest

from speedgames.core.i18n import t
from speedgames.ui.widgets import draw_header
from tests.ui.harness import Driver, make_app


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 150])
def test_the_rows_start_under_the_subtitle(tmp_path, lang, size, scale):
    app = make_app(tmp_path, lang=lang, size=size)
    app.set_text_scale(scale)
    try:
        app.frame(1 / 60)
        assert app.open("rocket.solo")
        Driver(app).frames(2)
        scene = app.stack.top
        scratch = pygame.Surface(app.screen.get_size())
        bottom = draw_header(scratch, app.theme, t("rocket.ui.solo_menu.title"),
                             t("rocket.ui.solo_menu.subtitle"))
        first = min(b.rect.top for b, _ in scene.mode_buttons)
        assert first >= bottom, (first, bottom)
        assert app.errors == []
    finally:
        app.shutdown()
