"""The sheet tells the Sandeimer as it is tonight („Heute kein Sand“ on a Sandknappheit evening,
not „Eimer voll“), and the Rat is a real button in the shop as in the Stopfen."""

from __future__ import annotations

from speedgames.rocket.rules import extrablatt as xb
from speedgames.ui.widgets import label_text

SEATS = [{"kind": "human", "name": "Anna"},
         {"kind": "ai", "level": "normal", "style": "vorsichtig"}]


def test_a_sandknappheit_evening_says_no_sand_tonight(drive):
    sc = drive.open_game(SEATS, seed=11)        # seed 11 opens with „Sandknappheit“
    assert sc.state.card == xb.SANDKNAPPHEIT and sc.state.players[0]["sand"]
    from speedgames.rocket.screen import draw

    assert sc.view.sand_barred
    seen = []
    original = draw.status.draw_sheet

    def spy(*args, **kwargs):
        seen.append((kwargs["labels"]["sand"], kwargs["sand_barred"]))
        return original(*args, **kwargs)

    draw.status.draw_sheet = spy
    try:
        sc.board.dirty = True
        sc.frame.region_keys.clear()
        drive.frames(2)
        assert seen and seen[-1] == ("Heute kein Sand", True)
        drive.press("e")                          # the key says why, too
        assert any("Sandknappheit" in msg for msg in drive.app.toasts)
        drive.stuff_and_stop(draws=1)
        drive.skip_show()
        drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
        seen.clear()
        sc.frame.region_keys.clear()
        drive.frames(2)
        assert seen and seen[-1] == ("Eimer voll", False), "in the shop the bucket is as it is"
    finally:
        draw.status.draw_sheet = original


def test_an_ordinary_evening_says_bucket_full(drive):
    sc = drive.open_game(SEATS, seed=3)
    assert sc.state.card != xb.SANDKNAPPHEIT
    from speedgames.rocket.screen import draw

    assert not sc.view.sand_barred


def test_the_rat_in_the_shop_is_a_framed_button_that_opens_the_advice(drive):
    sc = drive.open_game(SEATS, seed=3)
    drive.stuff_and_stop(draws=1)
    drive.skip_show()
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
    if sc.view.status == "shop_choose":
        drive.press("return")
    drive.frames(3)
    rat = sc.board.buttons["rat"]
    assert rat.visible and rat.enabled and rat.style != "quiet"
    assert sc.board.rects["shop_side"].contains(rat.rect)
    assert label_text(rat.label) == "Rat (R)"
    th = drive.app.theme
    ground = drive.app.screen.get_at((rat.rect.x + th.px(4), rat.rect.centery))[:3]
    assert ground in (th.color("button")[:3], th.color("button_hover")[:3]), \
        "the Rat has a button's ground, not plain text on the panel"
    drive.click(rat.rect.center)
    assert sc.rat_open
