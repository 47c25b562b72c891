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


def test_a_misfire_bar_is_striped_a_rocket_bar_is_plain():
    """Not by colour alone: a Fehlzündung's bar carries stripes across it."""
    import pygame

    from speedgames.rocket.screen.art import draw_bar

    bad = Theme("dark").color("bad")
    for misfire, kinds in ((False, 1), (True, 2)):
        s = pygame.Surface((80, 12))
        s.fill((0, 0, 0))
        draw_bar(s, pygame.Rect(0, 0, 80, 12), bad, 0, misfire)
        seen = {s.get_at((x, 6))[:3] for x in range(2, 78)}
        assert len(seen) >= kinds and (len(seen) == 1) == (not misfire), seen


def test_the_show_draws_a_misfired_rocket_striped(drive):
    sc = drive.open_game([{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}],
                         seed=3)
    drive.until(lambda: sc.view.status == "drawing" and sc.view.active == 0)
    drive.draw_to_sand_prompt()
    st = sc.state
    drive.press("z")                                   # „Zünden lassen“: a Fehlzündung
    assert st.players[0]["exploded"]
    drive.until(lambda: sc.show is not None and sc.show.done)
    drive.frames(3)
    ink = tuple(int(c * 0.45) for c in drive.app.theme.color("bad")[:3])
    show, layer = sc.board.show, sc.frame.layer
    row, label = [(r, lab) for seat, r in show.line_rects if seat == 0
                  for lab in show.label_rects if lab.colliderect(r)][0]   # its height row
    seen = {layer.get_at((x, y))[:3] for x in range(row.x, label.x)
            for y in range(row.y, row.bottom)}
    assert ink in seen, "Anna's misfire bar in the show has no stripes"
