"""#30 (seen on the table): the shop and the Abendvorstellung's panel lie over the right
column; the card they cut showed a strip above them („Anna · kauft ein“ over half a tube bar,
at 150 % a Meisterbrief line cut through). A card or panel the cover cuts is left out whole."""

from __future__ import annotations

import pygame
import pytest

from speedgames.rocket.modes import meisterbrief_options
from speedgames.rocket.screen import art
from speedgames.rocket.screen.draw import cut_by
from tests.rocket_ui.conftest import ARM_FRAMES, Play
from tests.ui.harness import make_app

FOUR = [{"kind": "human", "name": "Anna"},
        {"kind": "ai", "level": "strong", "style": "draufgaenger"},
        {"kind": "ai", "level": "normal", "style": "purpur"},
        {"kind": "ai", "level": "easy", "style": "vorsichtig"}]


def _bare(sc, th, strips) -> None:
    """Every strip shows the background only."""
    layer = sc.frame.layer
    bg = art.background(layer.get_size(), th.dark)
    for strip in strips:
        strip = strip.clip(layer.get_rect())
        assert strip.width and strip.height
        for x in range(strip.left, strip.right, 3):
            for y in range(strip.top, strip.bottom, 3):
                assert layer.get_at((x, y)) == bg.get_at((x, y)), (strip, (x, y))


def _to(drive, sc, where: str) -> pygame.Rect:
    drive.until(lambda: sc.view.status == "drawing")
    drive.press("return")                       # „Aufhören“
    if where == "show":
        drive.until(lambda: sc.show is not None)
        drive.frames(3)
        return sc.board.show.rect
    drive.enter_until_shop()
    drive.frames(3)
    return sc.board.shop.rect


@pytest.mark.parametrize("theme, scale, where", [("light", 100, "shop"), ("dark", 150, "show"),
                                                 ("dark", 100, "show")])
def test_no_seat_card_shows_a_strip_above_the_cover(tmp_path, theme, scale, where):
    app = make_app(tmp_path, size=(1024, 700), theme=theme, lang="en")
    try:
        app.settings.animations = "fast"
        app.set_text_scale(scale)
        drive = Play(app)
        sc = drive.open_game(FOUR, seed=1901)
        cover = _to(drive, sc, where)
        strips = cut_by(sc.board, cover)
        assert strips, "the cover cuts a card here"
        _bare(sc, app.theme, strips)
        whole = [r for _, r in sc.board.players.cards if r.bottom <= cover.top]
        for r in whole:   # a card above the cover stays
            assert sc.frame.layer.get_at(r.center) != art.background(
                sc.frame.layer.get_size(), app.theme.dark).get_at(r.center)
    finally:
        app.shutdown()


def test_the_meisterbrief_panel_cut_by_the_shop_is_left_out(tmp_path):
    app = make_app(tmp_path, size=(1024, 700))
    try:
        app.settings.animations = "fast"
        app.set_text_scale(150)
        drive = Play(app)
        assert app.open("rocket.game", options=meisterbrief_options(3, "Anna"), seed=7)
        drive.frames(ARM_FRAMES)
        sc = drive.scene
        cover = _to(drive, sc, "shop")
        strips = cut_by(sc.board, cover)
        assert any(s.topleft == sc.board.rects["solo"].topleft for s in strips)
        _bare(sc, app.theme, strips)
    finally:
        app.shutdown()
