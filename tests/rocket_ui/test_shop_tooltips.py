"""#30: tooltips of the seats and the bag came through the shop that covers them."""

from __future__ import annotations

from speedgames.rocket.screen import tips as ui_tips

ANNA = [{"kind": "human", "name": "Anna"}]


def test_nothing_under_the_shop_shows_its_tooltip(drive):
    sc = drive.open_game(ANNA + [{"kind": "ai", "level": "easy"}], mode="table", seed=4)
    drive.until(lambda: sc.view.status == "drawing" and sc.view.active == 0)
    drive.stuff_and_stop(draws=1)
    drive.skip_show()
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
    drive.frames(2)
    shop = sc.board.shop.rect
    covered = [(x, y) for x in range(shop.left, shop.right, 6) for y in range(shop.top, shop.bottom, 6)
               if (sc.board.players.seat_at((x, y)) is not None or sc.board.bag.chip_at((x, y)))
               and sc.board.shop.kind_at((x, y)) is None
               and not any(w.visible and w.rect.collidepoint((x, y)) for w in sc.focus.widgets)]
    assert covered, "the shop lies over seats or the bag"
    for pos in covered:
        assert ui_tips.tooltip_at(pos, sc.view, sc.board, sc.focus.widgets) is None, pos


FOUR = ANNA + [{"kind": "ai", "level": "strong", "style": "draufgaenger"},
               {"kind": "ai", "level": "normal", "style": "purpur"},
               {"kind": "ai", "level": "easy", "style": "vorsichtig"}]


def _covered_cards(sc, panel, show=None):
    """Points inside ``panel`` over a seat card, off the panel's own seat lines and buttons."""
    return [(x, y) for x in range(panel.left, panel.right, 6)
            for y in range(panel.top, panel.bottom, 6)
            if sc.board.players.seat_at((x, y)) is not None
            and (show is None or show.seat_at((x, y)) is None)
            and not any(w.visible and w.rect.collidepoint((x, y)) for w in sc.focus.widgets)]


def test_nothing_under_the_show_panel_shows_its_tooltip_or_takes_a_click(drive):
    """The Abendvorstellung's panel lies over the seat cards: hovering it showed the info
    window of the card under it („Meister 2“ where the panel shows something else), a click
    there opened that card's Hülse."""
    sc = drive.open_game(FOUR, mode="table", seed=1901)
    drive.until(lambda: sc.view.status == "drawing" and sc.view.active == 0)
    drive.press("return")
    drive.until(lambda: sc.show is not None)
    drive.frames(2)
    show = sc.board.show
    covered = _covered_cards(sc, show.rect, show)
    assert covered, "the show's panel lies over seat cards"
    for pos in covered[::7]:
        assert ui_tips.tooltip_at(pos, sc.view, sc.board, sc.focus.widgets) is None, pos
    seen = sc.view_seat
    drive.click(covered[len(covered) // 2])
    drive.frames(2)
    assert sc.view_seat == seen, "a click went through the show's panel to the card under it"


def test_a_click_in_the_shop_does_not_open_the_card_under_it(drive):
    sc = drive.open_game(FOUR, mode="table", seed=1901)
    drive.until(lambda: sc.view.status == "drawing" and sc.view.active == 0)
    drive.press("return")
    drive.skip_show()
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
    drive.frames(2)
    covered = [pos for pos in _covered_cards(sc, sc.board.shop.rect)
               if sc.board.shop.kind_at(pos) is None]
    assert covered
    seen = sc.view_seat
    drive.click(covered[len(covered) // 2])
    drive.frames(2)
    assert sc.view_seat == seen, "a click went through the shop to the card under it"
