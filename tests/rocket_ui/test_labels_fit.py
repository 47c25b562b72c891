"""At the smallest window (1024×700), in German and English, the seat sheet's „Bucket empty“ /
„Eimer leer“ and the Abendvorstellung's „Field 10 · misfire“ / „Feld 10 · Fehlzündung“ are
written whole inside their rects: shrunk to fit when room is short, never cut with „…“.
(With two-digit counters the sheet cut „Bucket emp…“; the show could cut „mis…“.)"""

from __future__ import annotations

import pytest

import speedgames.rocket.screen.show as ui_show
from speedgames.core.i18n import t
from tests.rocket_ui.conftest import Play
from tests.rocket_ui.test_show_panel import _misfire
from tests.ui.harness import make_app

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]


@pytest.fixture
def cuts(monkeypatch) -> list[tuple[str, str]]:
    """Every text the rocket screens had to cut with „…“ (ellipsize is their only cutter)."""
    seen: list[tuple[str, str]] = []
    real = ui_show.ellipsize

    def spy(text, font, width):
        out = real(text, font, width)
        if out != text:
            seen.append((text, out))
        return out

    monkeypatch.setattr(ui_show, "ellipsize", spy)
    return seen


@pytest.mark.parametrize("lang", ["de", "en"])
def test_sheet_and_show_labels_fit_whole_at_1024x700(tmp_path, lang, cuts):
    app = make_app(tmp_path, size=(1024, 700), lang=lang)
    try:
        app.settings.animations = "fast"
        drive = Play(app)
        sc = drive.open_game(VERSUS, seed=0)
        p = sc.state.players[0]
        p["sand"], p["ruhm"], p["kristalle"] = False, 27, 12   # two-digit counters, empty bucket
        sc.changed()
        drive.frames(3)
        sheet = sc.board.rects["sheet"]
        labels = sc.board.sheet_labels
        assert len(labels) == 4
        for a, b in zip(labels, labels[1:]):
            assert a.right <= b.left
        for rect in labels:
            assert sheet.contains(rect), f"{rect} runs past the sheet {sheet}"
        empty = t("rocket.ui.sheet.sand_empty", lang)
        assert not [c for c in cuts if c[0] == empty], f"„{empty}“ was cut: {cuts}"

        _misfire(drive, sc)
        assert sc.state.players[0]["exploded"]
        drive.until(lambda: sc.show is not None)
        drive.frames(5)
        show = sc.show
        inner = show.rect.inflate(-2 * app.theme.px(20), 0)
        assert len(show.label_rects) == 2
        for rect in show.label_rects:
            assert inner.contains(rect), f"{rect} runs past the panel {show.rect}"
        misfire = t("rocket.ui.show.height_misfire", lang, n=show.heights[0][2])
        assert not [c for c in cuts if c[0] == misfire], f"„{misfire}“ was cut: {cuts}"
        assert app.errors == []
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_show_height_labels_shrink_rather_than_cut_in_a_narrow_panel(tmp_path, lang, cuts):
    """The same evening show squeezed to a narrow panel: the labels get smaller, stay whole."""
    app = make_app(tmp_path, size=(1024, 700), lang=lang)
    try:
        app.settings.animations = "fast"
        drive = Play(app)
        sc = drive.open_game(VERSUS, seed=0)
        _misfire(drive, sc)
        drive.until(lambda: sc.show is not None)
        drive.frames(3)
        show = sc.show
        show.rect.width = app.theme.px(290)   # narrower than any window gives it
        show.draw(app.screen, app.theme, app.theme.px(46))
        inner = show.rect.inflate(-2 * app.theme.px(20), 0)
        for rect in show.label_rects:
            assert inner.contains(rect), f"{rect} runs past the panel {show.rect}"
        misfire = t("rocket.ui.show.height_misfire", lang, n=show.heights[0][2])
        assert not [c for c in cuts if c[0] == misfire], f"„{misfire}“ was cut: {cuts}"
    finally:
        app.shutdown()
