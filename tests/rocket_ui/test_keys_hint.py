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
