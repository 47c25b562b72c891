"""One of a thing is said in the singular on screen: „1 Chip“, „1 Kristall“ (not „1 Chips“,
„1 Kristalle“), in German and English."""

from __future__ import annotations

from speedgames.core.i18n import set_language
from speedgames.core.i18n import t_count as counted

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]


def test_counted_picks_the_singular_for_one():
    assert counted("rocket.ui.bag.count", 1, "de", n=1) == "1 Chip"
    assert counted("rocket.ui.bag.count", 7, "de", n=7) == "7 Chips"
    assert counted("rocket.ui.shop.kristalle", 1, "de", n=1) == "1 Kristall"
    assert counted("rocket.ui.shop.kristalle", 2, "en", n=2) == "2 crystals"
    assert counted("rocket.ui.shop.marks", 1, "en", n=1) == "1 mark"


def test_shop_header_says_one_kristall(drive):
    """A person with exactly one Kristall in the Pulverhandlung reads „1 Kristall“."""
    from speedgames.rocket.screen import draw as ui_draw

    sc = drive.open_game(VERSUS, seed=3)
    drive.stuff_and_stop(draws=1)
    drive.skip_show()
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
    sc.state.players[0]["kristalle"] = 1
    sc.changed()
    seen: list[str] = []
    real = sc.board.shop.draw_frame

    def spy(surface, theme, title, sub):
        seen.append(sub)
        return real(surface, theme, title, sub)

    sc.board.shop.draw_frame = spy
    for lang, word in (("de", "1 Kristall"), ("en", "1 crystal")):
        set_language(lang)
        seen.clear()
        ui_draw.paint_region(drive.app.screen, sc.board, sc.view, drive.app.theme, "overlay",
                             drive.app.screen.get_rect())
        assert seen and seen[-1].endswith(word), seen
    set_language("de")



def test_kristallhaendler_vorladung_button_says_one_kristall(drive):
    """Extrablatt „Kristallhändler: erste Vorladung 1 Kristall“ — the button reads „1 Kristall“."""
    from speedgames.core.i18n import t
    from speedgames.rocket.rules import extrablatt as xb

    sc = drive.open_game(VERSUS, seed=3)
    assert sc.state.card == xb.KRISTALLHAENDLER
    drive.stuff_and_stop(draws=1)
    drive.skip_show()
    drive.until(lambda: sc.view.status == "shop_open")
    label = sc.board.buttons["trade_vl"].label()
    assert label == t("rocket.ui.btn.trade_vl_one", n=1) == "Vorladung +1 · 1 Kristall"


def test_seat_window_counts_owned_chips_and_keeps_a_covered_rocket_secret(drive):
    """The seat's info window counts the chips the Manufaktur owns — the same before and after
    it draws, so at a hot-seat table it does not tell how far a covered rocket got."""
    from speedgames.rocket.screen import tips as ui_tips

    hot = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bert"}]
    sc = drive.open_game(hot, seed=3)
    before = ui_tips.seat_tip(sc.view.seats[0]).lines[1]
    drive.press("space")
    drive.answer_prompts()
    assert sc.state.players[0]["huelse"], "Anna drew"
    assert ui_tips.seat_tip(sc.view.seats[0]).lines[1] == before
    assert "1 Kristall ·" in before, "everyone starts with one Kristall: singular"
