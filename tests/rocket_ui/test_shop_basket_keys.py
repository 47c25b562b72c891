"""The Pulverhandlung by keys and clicks as a person shops: a second colour goes into the basket
beside the first; a third, or one the Mark left cannot pay, is refused with its reason on screen,
and the basket stays as it was."""

from __future__ import annotations

SEATS = [{"kind": "human", "name": "Anna"},
         {"kind": "ai", "level": "normal", "style": "vorsichtig"}]


def _shop_with(drive, mark: int, seed: int = 3):
    sc = drive.open_game(SEATS, seed=seed)
    drive.stuff_and_stop(draws=1)
    drive.skip_show()
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
    if sc.view.status == "shop_choose":
        drive.press("return")
    drive.until(lambda: sc.view.status == "shop_open")
    sc.state.players[0]["mark"] = mark        # the position: this much Mark tonight
    sc.changed()
    drive.frames(2)
    return sc


def test_three_then_one_puts_kupferblau_and_kalkorange_into_the_basket(drive):
    sc = _shop_with(drive, mark=10)
    drive.press("3")                           # Kupferblau 2, the dearest for 10 Mark
    assert sc.shopping.basket.chips == ["B2"]
    drive.press("1")                           # Kalkorange joins; Kupferblau steps down
    assert sc.shopping.basket.chips == ["B1", "O1"]
    assert any("Kupferblau 1 statt Kupferblau 2" in m for m in drive.app.toasts)
    drive.press("return")                      # Fertig buys both
    buys = [a for seat, a in sc.table.match.actions if seat == 0 and a.type == "buy"]
    assert buys and list(buys[-1]["chips"]) == ["B1", "O1"]


def test_a_second_colour_that_does_not_fit_is_refused_and_said(drive):
    sc = _shop_with(drive, mark=6)
    drive.press("3")                           # Kupferblau 1 for 5: 1 Mark left
    drive.press("1")                           # Kalkorange costs 3
    assert sc.shopping.basket.chips == ["B1"], "the first pick stays"
    assert any("Kalkorange passt nicht mehr dazu" in m and "1 Mark" in m
               and "Kupferblau 1" in m for m in drive.app.toasts)
    assert not sc.board.shop.buttons["O1"].affordable, "the Kalkorange is dimmed beside it"


def test_a_third_colour_is_refused_with_the_full_basket_said(drive):
    sc = _shop_with(drive, mark=30)
    drive.press("1")
    drive.press("2")
    before = list(sc.shopping.basket.chips)
    assert len(before) == 2
    drive.click(sc.board.shop.buttons["R1"].rect.center)
    assert sc.shopping.basket.chips == before
    assert any("Korb ist voll" in m for m in drive.app.toasts)
    drive.press("4")
    assert sc.shopping.basket.chips == before


def test_the_refusal_is_said_in_english_too(tmp_path):
    from tests.rocket_ui.conftest import Play
    from tests.ui.harness import make_app

    app = make_app(tmp_path, lang="en", theme="light", size=(1024, 700))
    try:
        drive = Play(app)
        sc = _shop_with(drive, mark=6)
        drive.press("3")
        drive.press("1")
        assert sc.shopping.basket.chips == ["B1"]
        assert any("does not fit beside it" in m for m in app.toasts)
    finally:
        app.shutdown()
