"""Another's Hülse (V or a click on the seat) is for a look: every phase change — the show, the
shop, the next evening — returns to the own Hülse, and Esc closes the other's view (before it
would open the menu)."""

from __future__ import annotations

SEATS = [{"kind": "human", "name": "Anna"},
         {"kind": "ai", "level": "normal", "style": "vorsichtig"},
         {"kind": "ai", "level": "easy", "style": "draufgaenger"}]


def _shop(drive):
    sc = drive.scene
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
    if sc.view.status == "shop_choose":
        drive.press("return")
    drive.until(lambda: sc.view.status == "shop_open")


def test_the_show_the_shop_and_the_next_evening_open_on_the_own_huelse(drive):
    sc = drive.open_game(SEATS, seed=11)
    drive.press("v")
    assert sc.view_seat == 1
    drive.stuff_and_stop(draws=1)            # the keys stay mine while I look at Meister 2
    drive.until(lambda: sc.show is not None)
    assert sc.view_seat == 0, "the show starts on Anna's own Hülse"
    drive.press("v")                          # a look at Meister 2 during the show
    while sc.show is not None:
        drive.press("return")
    _shop(drive)
    assert sc.view_seat == 0, "the shop opens on Anna's own Hülse and bag"
    drive.press("v")
    assert sc.view_seat == 1
    drive.press("return")                     # Fertig, while Meister 2's bag is shown
    drive.until(lambda: sc.state.evening == 2 and sc.view.status == "drawing")
    assert sc.view_seat == 0, "the next evening starts on Anna's own Hülse"


def test_esc_closes_the_other_huelse_in_the_stopfen_and_in_the_shop(drive):
    sc = drive.open_game(SEATS, seed=11)
    drive.press("v")
    assert sc.view_seat == 1
    drive.press("escape")
    assert sc.view_seat == 0
    assert drive.app.stack.top is sc, "Esc closed the view, it did not open the menu"
    drive.stuff_and_stop(draws=1)
    drive.skip_show()
    _shop(drive)
    drive.press("v")
    assert sc.view_seat != 0
    drive.press("escape")
    assert sc.view_seat == 0
    assert drive.app.stack.top is sc
    drive.press("escape")                     # now Esc is the menu again
    assert drive.app.stack.top.name != "rocket.game"


def test_a_seat_clicked_in_the_show_is_closed_when_the_shop_opens(drive):
    sc = drive.open_game(SEATS, seed=11)
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None)
    drive.frames(200)                          # every line revealed
    seat, rect = next((s, r) for s, r in sc.show.line_rects if s == 2)
    drive.click(rect.center)
    assert sc.view_seat == seat
    while sc.show is not None:
        drive.press("return")
    _shop(drive)
    assert sc.view_seat == 0


def test_esc_in_the_show_closes_the_clicked_huelse_not_the_game(drive):
    sc = drive.open_game(SEATS, seed=11)
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None)
    drive.frames(200)
    seat, rect = next((s, r) for s, r in sc.show.line_rects if s == 1)
    drive.click(rect.center)
    assert sc.view_seat == seat
    drive.press("escape")
    assert sc.view_seat == 0
    assert drive.app.stack.top is sc and sc.show is not None
