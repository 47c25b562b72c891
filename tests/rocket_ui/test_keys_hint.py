"""„Tasten: Leertaste = Ziehen, Enter = Aufhören, E = Sandeimer, R = Rat …“ — the key help
beside „Deine Hülse“ is there while stuffing, in German too (its longer words made it vanish at
1280 × 800), in a shorter wording when the long one does not fit."""

from __future__ import annotations

import pytest

from speedgames.core.i18n import t
from tests.rocket_ui.conftest import Play
from tests.ui.harness import make_app

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]


@pytest.mark.parametrize("size,lang", [((1280, 800), "de"), ((1280, 800), "en"),
                                       ((1920, 1080), "de")])
def test_key_help_is_shown_while_stuffing(tmp_path, size, lang):
    app = make_app(tmp_path, size=size, lang=lang)
    try:
        app.settings.animations = "fast"
        drive = Play(app)
        sc = drive.open_game(VERSUS, seed=2)
        drive.frames(3)
        hint = sc.board.rects.get("keys_hint")
        assert hint is not None, "the key help is drawn"
        assert sc.board.rects["centre_head"].contains(hint)
        drive.press("return")                          # Aufhören: no key help while waiting
        drive.frames(3)
        assert sc.board.rects.get("keys_hint") is None
    finally:
        app.shutdown()


def test_short_key_help_names_the_same_keys():
    for lang in ("de", "en"):
        for kind in ("table", "hotseat", "solo"):
            long_ = t(f"rocket.ui.keys.{kind}", lang)
            short = t(f"rocket.ui.keys.{kind}_short", lang)
            assert len(short) < len(long_)
            keys = [part.split()[0] for part in long_.split(" · ")]
            assert [part.split()[0] for part in short.split(" · ")] == keys


@pytest.mark.parametrize("lang", ["de"])
def test_a_wrapped_key_line_keeps_its_dot_at_each_line_end(tmp_path, lang):
    """#30: at 150 % on 1024×700 the key help under „Deine Hülse“ wraps; its first line read
    „… · R Rat“ with the „·“ dropped before „V Hülsen“ on the next line. Every line the list
    goes on after ends in „·“, no piece is lost, and every line fits."""
    from speedgames.rocket.screen.layout import keys_hint_lines

    app = make_app(tmp_path, size=(1024, 700), lang=lang)
    try:
        app.settings.animations = "fast"
        app.set_text_scale(150)
        drive = Play(app)
        sc = drive.open_game(VERSUS, seed=2)
        drive.frames(3)
        th, head = app.theme, sc.board.rects["centre_head"]
        lines = keys_hint_lines(sc.view, th, head.width)
        assert len(lines) >= 2, "the key help wraps here"
        assert all(line.endswith(" ·") for line in lines[:-1]), lines
        assert not lines[-1].endswith("·")
        short = t("rocket.ui.keys.table_short")
        assert " ".join(lines).replace(" · ", " ").replace("  ", " ") == \
            short.replace(" · ", " ")
        small = th.font("small")
        assert all(small.size(line)[0] <= head.width for line in lines)
        assert sc.board.rects["keys_hint"].height == len(lines) * small.get_linesize()
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("width", [120, 200, 300, 420])
def test_hint_pairs_end_each_wrapped_line_in_a_dot_and_fit(tmp_path, lang, width):
    from speedgames.rocket.screen.layout import hint_pairs

    app = make_app(tmp_path, size=(1024, 700), lang=lang)
    try:
        small = app.theme.font("small")
        for kind in ("table", "hotseat", "solo"):
            text = t(f"rocket.ui.keys.{kind}_short")
            lines = hint_pairs(text, small, width)
            assert all(line.endswith(" ·") for line in lines[:-1]), lines
            assert all(small.size(line)[0] <= width for line in lines), lines
            assert " ".join(lines).replace(" · ", " ") == text.replace(" · ", " ")
    finally:
        app.shutdown()
