"""#30: the Kontor's footer with „Offene Partien · 1“ at 1024×700 and 150 % text keeps the key
hint at its own size (it had shrunk to 15 px beside the button): the whole hint, its short
form, or none — never smaller type."""

from __future__ import annotations

import pygame
import pytest

from speedgames.core.i18n import t
from speedgames.ui.kontor import footer_hint
from speedgames.ui.widgets import clipping
from tests.ui.test_kontor_guide import _kontor, _open_game_of_my_own


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_with_an_unfinished_game_at_150_percent_the_footer_keeps_its_sizes(tmp_path, lang,
                                                                          size):
    app, kontor = _kontor(tmp_path, lang, size, 150)
    try:
        _open_game_of_my_own(app, "sprit")
        kontor.refresh()
        kontor.relayout(app.screen.get_size())
        assert kontor.open_btn in kontor.focus.widgets
        with clipping.recording() as clips:
            kontor.draw(app.screen)
        assert [str(c) for c in clips] == []  # nothing in the Kontor cut or shrunk
        btn_font = app.theme.font("button")
        assert btn_font.size(kontor.open_btn.label())[0] <= kontor.open_btn.rect.width
    finally:
        app.shutdown()


def test_the_hint_takes_its_short_form_then_gives_way_and_never_shrinks(tmp_path):
    app, kontor = _kontor(tmp_path, "de", (1024, 700), 150)
    try:
        th = app.theme
        small = th.font("small")
        font, lines = footer_hint(th, pygame.Rect(0, 0, 2000, th.px(62)))
        assert font.get_height() == small.get_height() and " · ".join(lines) == t("ui.kontor.keys")
        narrow = small.size(t("ui.kontor.keys_short"))[0] + 2
        font, lines = footer_hint(th, pygame.Rect(0, 0, narrow, small.get_linesize()))
        assert lines == [t("ui.kontor.keys_short")]
        font, lines = footer_hint(th, pygame.Rect(0, 0, 40, 10))
        assert lines == []
    finally:
        app.shutdown()
