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
