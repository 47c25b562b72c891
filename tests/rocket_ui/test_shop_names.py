"""#30: „Schwarzpulver“ stood smaller than the other wares' names in the shop (at 150 % its
name column was measured for the small size); widening the column must not shrink the price
buttons' chips either. The names stand at full size wherever the chips keep the size their
row's height allows; where the row cannot hold both (1024×700 at 150 %) the chips keep theirs."""

from __future__ import annotations

import pytest

from speedgames.core.i18n import t
from speedgames.rocket.rules import data
from speedgames.rocket.screen.shop import chip_radius
from speedgames.ui.widgets import fit_block
from tests.rocket_ui.conftest import Play
from tests.ui.harness import make_app

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]


def _shop(tmp_path, size, scale, lang):
    app = make_app(tmp_path, size=size, lang=lang)
    app.settings.animations = "fast"
    app.set_text_scale(scale)
    drive = Play(app)
    sc = drive.open_game(VERSUS, seed=1901)
    drive.until(lambda: sc.view.status == "drawing" and sc.view.active == 0)
    drive.press("return")                       # „Aufhören“, then through the show
    for _ in range(60):
        if sc.view.status == "shop_open":
            break
        drive.press("return")
    assert sc.view.status == "shop_open"
    return app, sc


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size, scale, names_whole", [
    ((1024, 700), 100, True), ((1280, 800), 150, True), ((1920, 1080), 150, True),
    ((1024, 700), 150, False)])
def test_ware_names_at_full_size_and_chips_as_big_as_their_row_allows(tmp_path, lang, size,
                                                                      scale, names_whole):
    app, sc = _shop(tmp_path, size, scale, lang)
    try:
        th, shop = app.theme, sc.board.shop
        full = th.font("body", bold=True).get_height()
        names = {}
        for kind, _row in shop.rows:
            box = shop.name_box(kind, th)
            font, lines = fit_block(th, "body", t(f"rocket.chip.{kind}"), box.width,
                                    box.height, bold=True)
            names[kind] = (font.get_height(), len(lines))
        chips_full = all(chip_radius(th, b.rect.width, b.rect.height)
                         == chip_radius(th, 10 ** 4, b.rect.height)
                         for b in shop.buttons.values())
        all_whole = all(names[k] == (full, 1) for k in names)
        assert all_whole or chips_full, (names, "a wider name column shrank the chips")
        if names_whole:
            assert all_whole, names
        else:
            assert chips_full
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_at_1024_by_700_and_150_percent_every_ware_name_stands_in_one_size(tmp_path, lang,
                                                                         monkeypatch):
    """#30: there the two longest names were shrunk on their own to 23 px among 25 px ones.
    The list's names share one size — the largest at which each fits its box on one line —
    and none is shrunk apart from the others."""
    from speedgames.rocket.screen import shop as shop_mod

    app, sc = _shop(tmp_path, (1024, 700), 150, lang)
    try:
        th, shop = app.theme, sc.board.shop
        font = shop.name_font(th)
        for kind, _row in shop.rows:
            box = shop.name_box(kind, th)
            assert font.size(t(f"rocket.chip.{kind}"))[0] <= box.width, kind
            assert font.get_height() <= box.height
        alone = []   # names shrunk each to its own row
        real = shop_mod.draw_fitted
        names = {t(f"rocket.chip.{kind}") for kind, _row in shop.rows}
        monkeypatch.setattr(shop_mod, "draw_fitted", lambda s, text, *a, **kw: (
            alone.append(text) if text in names else None, real(s, text, *a, **kw)))
        app.frame(1 / 60)
        assert alone == []
        full = th.font("body", bold=True).get_height()
        assert font.get_height() >= full * 0.85   # one size, not much below the full one
    finally:
        app.shutdown()
