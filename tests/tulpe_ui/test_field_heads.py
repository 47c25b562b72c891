"""The column heads over the big field at 150 % text (#30): each coin holds its value's digit
clear of its rim (at 1024×700 the digit was as tall as the coin and could not be read), coins
do not run into each other, and the later value stands whole under its coin, above the
field's wooden frame (with six seats it was left out)."""

from __future__ import annotations

import pytest

from speedgames.tulpe.screen import demo
from tests.tulpe_ui.helpers import open_game
from tests.ui.harness import Driver, make_app


@pytest.mark.parametrize("size,seats", [((1024, 700), 4), ((1024, 700), 6),
                                        ((1920, 1080), 6)])
def test_every_coin_holds_its_digit_and_the_later_value_stands_under_it(tmp_path, size,
                                                                         seats):
    app = make_app(tmp_path, size=size)
    try:
        app.set_text_scale(150)
        drive = Driver(app)
        scene = open_game(drive, demo.demo_options(seats))
        drive.frames(3)
        field, th = scene.parts.field, app.theme
        c, r = field.cell, field.coin_r
        digits = th.font("small", bold=True).metrics("0123456789")
        glyph = max(max(m[1] - m[0], m[3] - m[2]) for m in digits)
        assert 2 * r >= glyph + 4, (r, glyph)     # a margin of 2 px to the rim at least
        assert 2 * r <= c                          # neighbours stay apart
        coin_bottom = field.head.y + field.letter_h + 2 * r
        later_top = coin_bottom + max(1, c // 14)
        frame_top = field.grid.y - c // 6
        assert later_top + th.font("small").get_ascent() <= frame_top
    finally:
        app.shutdown()
