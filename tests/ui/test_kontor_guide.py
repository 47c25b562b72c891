"""#30: the Kontor's „Neu hier?“ link keeps its book and one line where it can, stays after a
first game of one's own (beside „Fortsetzen“) until the guide was played or dismissed („×“)."""

from __future__ import annotations

import pytest

from speedgames.core.game import Match, get_game
from speedgames.core.saves import new_save_id, save_match
from speedgames.ui import coach_progress
from speedgames.ui.art import icons
from tests.ui.harness import Driver, make_app


def _kontor(tmp_path, lang="de", size=(1024, 700), scale=100):
    app = make_app(tmp_path, lang=lang, size=size)
    app.set_text_scale(scale)
    app.frame(1 / 60)
    Driver(app).frames(2)
    return app, app.stack.top


def _open_game_of_my_own(app, game):
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]
    save_match(app.storage, Match(get_game(game), {"seats": seats, "mode": "table"}, 7), new_save_id(),
               {"mode": "table"})


@pytest.mark.parametrize("lang", ["de", "en"])
def test_at_1024x700_the_link_is_one_line_with_its_book(tmp_path, lang):
    app, kontor = _kontor(tmp_path, lang)
    try:
        for card in kontor.cards:
            font, lines = card.guide.label_block(app.theme)
            assert len(lines) == 1 and card.guide.icon_fits(app.theme), lines
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_at_150_percent_the_book_stays_beside_the_label(tmp_path, monkeypatch, size):
    app, kontor = _kontor(tmp_path, "de", size, 150)
    try:
        drawn = []
        real = icons.draw_icon
        monkeypatch.setattr(icons, "draw_icon",
                            lambda s, name, rect, *a, **k: (drawn.append((name, rect)),
                                                            real(s, name, rect, *a, **k)))
        app.frame(1 / 60)
        kontor.draw(app.screen)
        for card in kontor.cards:
            assert any(name == "book" and card.guide.rect.contains(rect)
                       for name, rect in drawn), card.game
    finally:
        app.shutdown()


def test_the_offer_stays_after_a_game_of_ones_own_and_goes_when_dismissed(tmp_path):
    app, kontor = _kontor(tmp_path)
    try:
        card = kontor.cards[1]
        _open_game_of_my_own(app, card.game)
        kontor.refresh()
        kontor.relayout(app.screen.get_size())
        assert card.resume.visible and card.guide.visible and card.dismiss.visible
        rows = [card.alone.rect, card.resume.rect, card.guide.rect, card.rules.rect]
        assert not any(a.colliderect(b) for i, a in enumerate(rows) for b in rows[i + 1:])
        assert card.rect.contains(card.guide.rect) and card.rect.contains(card.dismiss.rect)
        Driver(app).click(card.dismiss.rect.center)
        assert not card.guide.visible and not card.dismiss.visible
        assert coach_progress.load(app.storage, card.game).get("dismissed") is True
        assert kontor.cards[0].guide.visible     # only that game's offer went
    finally:
        app.shutdown()
    again, kontor = _kontor(tmp_path)          # remembered
    try:
        assert not kontor.cards[1].guide.visible and kontor.cards[0].guide.visible
    finally:
        again.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_with_a_save_and_the_guide_at_150_percent_nothing_is_cut(tmp_path, lang):
    """Fortsetzen and the guide in one card at 1024×700 with 150 % text: the poster gives way,
    the name and the tagline stay whole above the buttons."""
    from speedgames.core.i18n import t
    from speedgames.ui.kontor import _lines
    from speedgames.ui.widgets import clipping

    app, kontor = _kontor(tmp_path, lang, (1024, 700), 150)
    try:
        card = kontor.cards[1]
        _open_game_of_my_own(app, card.game)
        kontor.refresh()
        kontor.relayout(app.screen.get_size())
        assert card.resume.visible and card.guide.visible
        with clipping.recording() as clips:
            kontor.draw(app.screen)
        # (the key hint between the footer's buttons is not the card's: left out here)
        assert [str(c) for c in clips if not t("ui.kontor.keys").startswith(c.text)] == []
        assert card.text_rect.bottom <= card.alone.rect.top
        font = app.theme.font("small" if kontor.small_tags else "body", italic=True)
        area = card.tag_area(card.text_rect)
        tag = t(f"ui.kontor.tagline.{card.game}")
        assert len(_lines(tag, font, area.width)) * font.get_linesize() <= area.height
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_at_1024_by_700_and_150_percent_the_guides_link_stands_on_one_line(tmp_path, lang):
    """#30: „Neu hier? Geführte erste Partie“ took two lines beside its book at 150 % on
    1024×700 (the English one too): the short words fit one line there."""
    from speedgames.ui.widgets import wrap_text

    app = make_app(tmp_path, lang=lang, size=(1024, 700))
    try:
        app.set_text_scale(150)
        Driver(app).frames(2)
        th = app.theme
        for card in app.stack.top.cards:
            assert card.guide.visible
            guide = card.guide
            room = guide.rect.width - 2 * th.px(10) - guide.icon_room(th)
            font = th.font(guide.role, bold=True)
            assert len(wrap_text(card.guide_label(), font, room)) == 1, card.guide_label()
            assert guide.rect.height < 2 * font.get_linesize()
    finally:
        app.shutdown()
