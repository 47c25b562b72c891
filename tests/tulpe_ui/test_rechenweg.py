"""„Unten am Feld steht der Rechenweg.“ When the strip is narrow the Rechenweg wraps between its
parts only: a sign stays with its part and „= −22“ with the last one."""

from __future__ import annotations

import pygame

from speedgames.core.i18n import set_language
from speedgames.tulpe.screen.score import rechenweg
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


def test_in_a_portrait_window_the_rechenweg_stands_whole_across_its_panel(tmp_path):
    """#30: at 800×1280 (the App takes 1024×1280) the Rechenweg was squeezed beside name and
    cans and its last part cut („= −1“); the field leaves the height, so it stands on whole
    lines across the panel under them."""
    from tests.ui.harness import Driver, make_app

    app = make_app(tmp_path, size=(800, 1280))
    try:
        drive = Driver(app)
        scene = open_game(drive, {"seats": [{"kind": "human", "name": "Anna"}],
                                  "mode": "rekordjagd"}, seed=2)
        drive.frames(2)
        panel, theme = scene.parts.score, app.theme
        assert panel.stacked and panel.rect.height > theme.px(84)
        text = rechenweg(scene.state.summary()["players"][0]["breakdown"], -22)
        inner = panel.rect.width - 2 * theme.px(12)
        font = theme.font("body")
        lines = wrap_text(text, font, inner, report=False)
        assert all(font.size(line)[0] <= inner for line in lines)
        need = panel.wanted_height(theme, panel.rect.width)
        assert panel.rect.height >= need
        assert not panel.rect.colliderect(scene.parts.field.legend)
        assert app.errors == []
    finally:
        app.shutdown()
