"""#30: a red seat colour looked like the red misfire bars (the theme's „bad“ colour)."""

from __future__ import annotations

import colorsys

from speedgames.rocket.screen.art import SEAT_COLOURS
from speedgames.ui.seat_marks import ink_on
from speedgames.ui.theme import Theme, contrast


def _hue(rgb) -> float:
    return colorsys.rgb_to_hsv(*(c / 255 for c in rgb[:3]))[0] * 360


def test_no_seat_colour_has_the_hue_of_the_misfire_colour():
    for mode in ("dark", "light"):
        bad = _hue(Theme(mode).color("bad"))
        for colour in SEAT_COLOURS:
            d = abs(_hue(colour) - bad) % 360
            assert min(d, 360 - d) >= 30, (mode, colour)   # gold (41°) vs red (5°) reads apart


def test_the_ink_still_reads_on_every_seat_colour():
    for colour in SEAT_COLOURS:
        assert contrast(ink_on(colour), colour) >= 3
