"""The players' small cards at the top: a long name takes more lines (never cut, #15), and
the card's info on hover shows it whole too (with the score, the Gießkannen and what the
player is doing)."""

from __future__ import annotations

import pygame

from speedgames.tulpe.screen.layout import CARD_MIN_H
from speedgames.tulpe.screen.players import name_lines
from tests.tulpe_ui.helpers import open_game, settle
from tests.ui.harness import Driver, make_app

LONG = "Wilhelmina Hoeven-Bakker"  # as long as a name may be (core.names.NAME_LIMIT: 24)
SEATS = [{"kind": "human", "name": LONG}, {"kind": "ai", "level": "strong"},
         {"kind": "ai", "level": "normal"}, {"kind": "human", "name": "Anna"},
         {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "normal"}]


def hover(drive: Driver, pos: tuple[int, int]) -> None:
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                   buttons=(0, 0, 0))], frames=40)


def test_a_long_name_takes_more_lines_and_is_shown_whole_on_hover(tmp_path):
    app = make_app(tmp_path, size=(1024, 700))
    try:
        drive = Driver(app)
        scene = open_game(drive, {"seats": SEATS, "mode": "table", "clock": None}, seed=3)
        settle(drive, scene)
        theme = app.theme
        width = scene.parts.strip.name_width(0, theme)
        font, lines = name_lines(theme, LONG, width)
        assert len(lines) > 1 and all(font.size(line)[0] <= width for line in lines)
        assert "".join(line if line.endswith("-") else line + " " for line in lines)[:-1] == LONG
        hover(drive, scene.parts.strip.rects[0].center)
        assert scene.tooltips.visible
        content = scene.tooltips.content
        assert content.title == LONG
        lines = [line.render("de") for line in content.lines]
        assert "−22 Punkte · 8 Gießkannen übrig" in lines  # the card's minus sign
        assert any("Am Zug" in line for line in lines)  # the card has no room to say it
        hover(drive, scene.parts.strip.rects[1].center)
        title = scene.tooltips.content.title.render("de")
        assert title == "Computer 2 (stark)"
        assert any("Klicken" in line.render("de") for line in scene.tooltips.content.lines)
        assert app.errors == []
    finally:
        app.shutdown()


def test_a_short_name_keeps_one_line():
    from speedgames.ui.theme import Theme

    pygame.font.init()
    theme = Theme()
    font, lines = name_lines(theme, "Anna", 200)
    assert lines == ["Anna"] and font.get_height() == theme.font("small", bold=True).get_height()


def _four_seat_cards(tmp_path, scale: int):
    app = make_app(tmp_path, size=(1024, 700))
    app.set_text_scale(scale)
    drive = Driver(app)
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "strong"},
             {"kind": "ai", "level": "normal"}, {"kind": "ai", "level": "easy"}]
    scene = open_game(drive, {"seats": seats, "mode": "table", "clock": None}, seed=3)
    settle(drive, scene)
    return app, scene


def test_four_cards_at_150_percent_have_room_for_name_score_and_state(tmp_path):
    """Four seats at 1024×700 and 150 % text: every card holds its name whole on one line
    („Computer 2“ took two, #30 — the cards stand in two rows of wide, short ones), the
    score and the state (they were cut at the card's foot)."""
    app, scene = _four_seat_cards(tmp_path, 150)
    try:
        theme = app.theme
        strip = scene.parts.strip
        names = [card.name for card in scene.view.cards]
        assert strip.side and len(strip.rects) == 4
        for i, name in enumerate(names):
            font, lines = name_lines(theme, name, strip.name_width(i, theme))
            assert lines == [name] and font.get_height() == theme.font("small", bold=True) \
                .get_height(), name
        assert all(rect.height >= strip.two_row_height(theme) // 2 - theme.px(4)
                   for rect in strip.rects)
        assert all(rect.bottom <= scene.layout.top.bottom for rect in strip.rects)
        assert app.errors == []
    finally:
        app.shutdown()


def test_four_cards_at_100_percent_keep_the_usual_band(tmp_path):
    app, scene = _four_seat_cards(tmp_path / "n", 100)
    try:
        assert scene.layout.top.height == app.theme.px(112)
    finally:
        app.shutdown()


def test_a_portrait_window_gives_the_cards_a_row_of_their_own(tmp_path):
    """#30: at 800×1280 (the App takes 1024×1280) the cards were squeezed between the title
    card and the menu to a sliver, their scores and Gießkannen drawn over the title card."""
    app = make_app(tmp_path, size=(800, 1280))
    try:
        drive = Driver(app)
        scene = open_game(drive, {"seats": SEATS, "mode": "table", "clock": None}, seed=3)
        settle(drive, scene)
        theme, layout = app.theme, scene.layout
        rects = scene.parts.strip.rects
        assert len(rects) == len(SEATS)
        for rect in rects:
            assert not rect.colliderect(layout.title_rect), (rect, layout.title_rect)
            assert rect.height >= theme.px(CARD_MIN_H) and rect.width >= theme.px(120), rect
            assert layout.top.contains(rect) and rect.bottom < layout.field_rect.top
        assert not any(rect.colliderect(b.rect) for rect in rects
                       for b in scene.parts.buttons() if b.visible)
        assert app.errors == []
    finally:
        app.shutdown()
