"""„Unten am Feld steht der Rechenweg.“ When the strip is narrow the Rechenweg wraps between its
parts only: a sign stays with its part and „= −22“ with the last one."""

from __future__ import annotations

import pygame
import pytest

from speedgames.core.i18n import set_language
from speedgames.tulpe.screen.score import ScorePanel, rechenweg
from speedgames.ui.widgets import wrap_text
from tests.tulpe_ui.helpers import open_game

BREAKDOWN = [{"kind": "column", "col": 0, "first": True, "points": 5},
             {"kind": "cans", "points": 8}, {"kind": "stars", "open": 14, "points": -28}]


def test_the_rechenweg_wraps_between_its_parts_only():
    pygame.font.init()
    font = pygame.font.Font(None, 26)
    for lang in ("de", "en"):
        set_language(lang)
        text = rechenweg(BREAKDOWN, -15)
        assert text.replace("\u00a0", " ").endswith("= −15")
        widest = max(font.size(part)[0] for part in text.split(" "))
        for width in range(widest, 700, 7):  # (a part wider than a line is cut anyway)
            for line in wrap_text(text, font, width):
                plain = line.replace("\u00a0", " ")
                assert not plain.startswith(("=", "−15")), (lang, width, plain)
                assert not plain.rstrip().endswith(("+", "−", "=")), (lang, width, plain)
    set_language("de")


def test_the_score_strip_shows_the_whole_rechenweg_at_1024(tmp_path):
    from tests.ui.harness import Driver, make_app

    app = make_app(tmp_path, size=(1024, 700))
    try:
        drive = Driver(app)
        scene = open_game(drive, {"seats": [{"kind": "human", "name": "Anna"}],
                                  "mode": "rekordjagd"}, seed=2)
        drive.frames(2)
        panel = scene.parts.score
        text = rechenweg(scene.state.summary()["players"][0]["breakdown"], -22)
        lines = [line.replace("\u00a0", " ") for line in
                 wrap_text(text, app.theme.font("body"), panel.rect.width // 2)]
        assert lines[-1].endswith("= −22") and len(lines[-1]) > len("= −22")
        assert app.errors == []
    finally:
        app.shutdown()


LONGEST = [{"kind": "column", "points": -99}, {"kind": "color", "points": 99},
           {"kind": "cans", "points": 10}, {"kind": "stars", "points": -99}]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("scale", [100, 150])
def test_in_a_portrait_window_the_rechenweg_stands_whole_in_its_panel(tmp_path, lang, scale):
    """#30: at 800×1280 (the App takes 1024×1280) with 150 % text the lengths were scaled to the
    height (1.6) and left 640 reference pixels of width: the Rechenweg ran out of its panel
    over the key hint („+ Gießkannen“). The window's width now limits the scale, so the
    screen has the room of 1024×700 and more height; the longest Rechenweg stays inside."""
    from speedgames.ui.widgets import clipping
    from tests.ui.harness import Driver, make_app

    app = make_app(tmp_path, lang=lang, size=(800, 1280))
    app.set_text_scale(scale)
    try:
        drive = Driver(app)
        scene = open_game(drive, {"seats": [{"kind": "human", "name": "Anna"}],
                                  "mode": "rekordjagd"}, seed=2)
        drive.frames(2)
        panel, theme = scene.parts.score, app.theme
        with clipping.recording() as clips:
            panel.draw(app.screen, theme, "Computer 2", -999, LONGEST, 8, 8)
        assert [str(c) for c in clips] == []
        assert app.screen.get_size() == (1024, 1280) and theme.scale == 0.875
        assert panel.rect.bottom <= scene.layout.keys_rect.top
        assert not panel.rect.colliderect(scene.parts.field.legend)
        assert app.errors == []
    finally:
        app.shutdown()


def test_a_narrow_tall_panel_stands_the_rechenweg_across_it_on_whole_lines(tmp_path):
    """Where the strip is too narrow for two lines beside name and cans but tall enough, the
    Rechenweg stands on whole lines across the panel under them (never cut)."""
    from speedgames.ui.widgets import clipping
    from tests.ui.harness import make_app

    app = make_app(tmp_path, size=(1024, 700))
    app.set_text_scale(150)
    try:
        theme, panel = app.theme, ScorePanel()
        width = theme.px(420)
        need = panel.wanted_height(theme, width)
        assert need > theme.px(84)
        panel.layout(pygame.Rect(0, 0, width, need), theme)
        assert panel.stacked
        with clipping.recording() as clips:
            panel.draw(app.screen, theme, "Computer 2", -999, LONGEST, 8, 8)
        assert [str(c) for c in clips] == []
        panel.layout(pygame.Rect(0, 0, width, theme.px(84)), theme)  # no room: the band
        with clipping.recording() as clips:
            panel.draw(app.screen, theme, "Computer 2", -999, LONGEST, 8, 8)
        assert clips, "a Rechenweg cut in a too small panel is told"
    finally:
        app.shutdown()
