"""The seat's sheet (top left) names its four counters in full — „Bucket empty“ was wrapped and
cut off at the bottom in English — in both languages and at the smallest window."""

from __future__ import annotations

from contextlib import contextmanager

import pytest

from speedgames.core.i18n import t
from tests.rocket_ui.conftest import Play
from tests.ui.harness import make_app

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]


@contextmanager
def smallest_window(tmp_path, lang, seats, scale=100):
    """(app, drive, scene) of a game with ``seats`` at 1024×700, light, text at ``scale`` %."""
    app = make_app(tmp_path, size=(1024, 700), lang=lang, theme="light")
    try:
        app.settings.animations = "fast"
        if scale != 100:
            app.set_text_scale(scale)
        drive = Play(app)
        yield app, drive, drive.open_game(seats, seed=2)
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_sheet_labels_fit_side_by_side(tmp_path, lang):
    with smallest_window(tmp_path, lang, VERSUS) as (app, drive, sc):
        sc.state.players[0]["sand"] = False            # the longer „Eimer leer“ / „Bucket empty“
        sc.changed()
        drive.frames(3)
        labels = sc.board.sheet_labels
        assert len(labels) == 4
        sheet = sc.board.rects["sheet"]
        for a, b in zip(labels, labels[1:]):
            assert a.right <= b.left, "labels side by side, never overlapping"
        for rect in labels:
            assert sheet.contains(rect)
        small = app.theme.font("small")
        full = small.size(t("rocket.ui.sheet.sand_empty", lang))[0]
        assert labels[3].width >= full, "„Bucket empty“ is written in full"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_at_150_percent_the_counters_labels_stand_clearly_apart(tmp_path, lang):
    """#30: at 150 % on 1024×700 the English labels were broken between their words into four
    columns a space apart — „Fame Crystals Clay plug Bucket full“ read as one line. Side by
    side, two labels are at least a letter „M“ apart, else the counters stand two by two."""
    with smallest_window(tmp_path, lang, VERSUS, scale=150) as (app, drive, sc):
        drive.frames(3)
        labels = sc.board.sheet_labels
        sheet = sc.board.rects["sheet"]
        assert len(labels) == 4
        apart = app.theme.font("small").size("M")[0] - 1
        for a, b in zip(labels, labels[1:]):
            if abs(a.y - b.y) < a.height // 2:   # on one row
                assert b.left - a.right >= apart, (a, b)
        for rect in labels:
            assert sheet.contains(rect)


FOUR = [{"kind": "human", "name": "Anna"},
        {"kind": "ai", "level": "strong", "style": "draufgaenger"},
        {"kind": "ai", "level": "normal", "style": "purpur"},
        {"kind": "ai", "level": "easy", "style": "vorsichtig"}]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_at_150_percent_four_seat_cards_keep_their_bottom_row_inside(tmp_path, lang):
    """#30: when a seat's „detail · status“ took three lines the cards were cut to the room
    and each card's bottom row (the tube bar with crystals, plug and bucket) stood under the
    next card. At 150 % on 1024×700 with four seats every card holds its bar."""
    with smallest_window(tmp_path, lang, FOUR, scale=150) as (app, drive, sc):
        drive.frames(3)
        players = sc.board.players
        assert len(players.cards) == 4
        for seat, rect in players.cards:
            assert rect.contains(players.bars[seat]), (rect, players.bars[seat],
                                                       players.detail_lines)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_at_150_percent_four_seat_cards_are_as_tall_as_measured(tmp_path, size):
    """#30: the four cards were drawn ≈5 px shorter than their measure (``card_h``) to leave
    the Spielverlauf a third of the column; it keeps its title and two lines (it scrolls)."""
    app = make_app(tmp_path, size=size, lang="de")
    try:
        app.settings.animations = "fast"
        app.set_text_scale(150)
        drive = Play(app)
        sc = drive.open_game(FOUR, seed=2)
        drive.frames(3)
        players, th = sc.board.players, app.theme
        need = players.card_h(th, players.detail_lines)
        assert [rect.height for _, rect in players.cards] == [need] * 4
        log = sc.board.log.rect
        assert log.top >= players.cards[-1][1].bottom
        assert log.height >= sc.board.log.height_for(th, 2)
    finally:
        app.shutdown()
