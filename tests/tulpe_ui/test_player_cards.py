"""The players' small cards at the top: a long name takes more lines (never cut, #15), and
the card's info on hover shows it whole too (with the score, the Gießkannen and what the
player is doing)."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

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


def _six_cards_at_150(tmp_path, lang: str, seats: list[dict]):
    app = make_app(tmp_path, size=(1024, 700), lang=lang)
    app.set_text_scale(150)
    drive = Driver(app)
    scene = open_game(drive, {"seats": seats, "mode": "table", "clock": None}, seed=3)
    settle(drive, scene)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_cards_at_150_percent_are_compact_with_name_and_score_at_full_size(tmp_path, lang):
    """#30: six seats at 1024×700 and 150 % text: each of the two rows of short cards had a
    third line for the state („am Zug“, „wählt …“, the level) — the band took 174 px and left
    the Spielverlauf three lines. The cards are compact: the name and the score with the
    Gießkannen, both at full size, no taller than four seats' cards; a player who chooses
    shows „…“ beside the score (the dot says „am Zug“, the card's info the level)."""
    from speedgames.core.i18n import t
    from speedgames.tulpe.screen import players as players_mod

    seats = [{"kind": "human", "name": "Anna"}] + [
        {"kind": "ai", "level": lv} for lv in ("strong", "normal", "easy", "normal", "strong")]
    app, scene = _six_cards_at_150(tmp_path, lang, seats)
    try:
        theme, strip = app.theme, scene.parts.strip
        assert strip.side and len(strip.rects) == 6
        assert scene.layout.top.height == strip.two_row_height(theme, compact=True) \
            < strip.two_row_height(theme)
        small, score = theme.font("small", bold=True), theme.font("body", bold=True)
        for i, card in enumerate(scene.view.cards):
            font, lines = name_lines(theme, card.name, strip.name_width(i, theme))
            assert lines == [card.name] and font.get_height() == small.get_height()
            inner = strip.rects[i].inflate(-2 * theme.px(6), -2 * theme.px(6))
            assert inner.height >= small.get_linesize() + score.get_height(), inner
        drawn: list[str] = []
        real = players_mod.t
        players_mod.t = lambda key, **kw: (drawn.append(key), real(key, **kw))[1]
        try:
            surface = app.screen.copy()
            waiting = [dataclasses.replace(c, waiting=c.seat == 2) for c in scene.view.cards]
            strip.draw(surface, theme, waiting)
        finally:
            players_mod.t = real
        assert drawn.count("tulpe.ui.card.choosing_short") == 1
        assert t("tulpe.ui.card.choosing_short")
        assert app.errors == []
    finally:
        app.shutdown()


def test_six_cards_at_150_percent_a_long_name_never_runs_over_its_score(tmp_path):
    """#30: „Wilhelmina Hoeven-Bakker“ took three lines on a short card and its score was
    drawn below the card's foot. The band grows for the name's lines as far as it may; where
    that is not enough the name takes a smaller size inside its card (the info says it
    whole)."""
    app, scene = _six_cards_at_150(tmp_path, "de", SEATS)
    try:
        theme, strip = app.theme, scene.parts.strip
        score = theme.font("body", bold=True)
        for i, card in enumerate(scene.view.cards):
            rect = strip.rects[i]
            inner = rect.inflate(-2 * theme.px(6), -2 * theme.px(6))
            inner.width = strip.name_width(i, theme)
            font, lines = strip.name_block(theme, card.name, inner)
            assert " ".join(lines).replace("- ", "-") == card.name, lines
            score_foot = inner.y + len(lines) * font.get_linesize() + score.get_height()
            assert score_foot <= rect.bottom, (card.name, lines, rect)   # as _card draws it
            assert rect.bottom <= scene.layout.top.bottom
        assert app.errors == []
    finally:
        app.shutdown()
