"""The Rat's card in the shop (#28): its lines are drawn whole — a line that has no room left is
left out, never cut at the card's edge (it was cut mid-sentence over the „Rat (R)“ button)."""

from __future__ import annotations

import pygame
import pytest

from speedgames.rocket.screen import status
from speedgames.ui.theme import Theme



def test_a_card_too_small_for_its_lines_draws_only_whole_ones(tmp_path):
    pygame.init()
    theme = Theme("dark", text_scale=1.5)
    surface = pygame.Surface((600, 600))
    lines = [("Kauf Bariumgrün 1 (4 Mark von 6 Mark).", "good"),
             ("Wert gegenüber keinem Kauf: +2,5 Ruhm am Ende", "text"),
             ("Bariumgrün 1 statt Strontiumrot 1: im Schnitt +0,3 Ruhm am Ende", "dim")]
    full = status.card_height(theme, 240, "Rat des Meisters", lines)
    rect = pygame.Rect(10, 10, 240, full - theme.px(30))
    used = status.draw_card(surface, theme, rect, "Rat des Meisters", lines)
    assert used <= rect.height
    roomy = pygame.Rect(10, 10, 240, full)
    assert status.draw_card(surface, theme, roomy, "Rat des Meisters", lines) <= full


def test_ruhm_or_einkauf_keeps_its_text_and_the_rats_card_above_the_rat_button(tmp_path):
    """Seen on the table (#30): after a Fehlzündung, at 150 % on 1024×700, „Rat (R)“ stood on
    the last line of „Nach der Fehlzündung wählst du zuerst …“ and R showed no card (its room
    was under 60 px). While Ruhm or Einkauf is chosen the button stands at the side's foot."""
    from speedgames.core.i18n import t
    from speedgames.ui.widgets import text_height
    from tests.ui.harness import make_app

    app = make_app(tmp_path, size=(1024, 700), theme="light")
    try:
        drive, sc = _anna_against_easy_at_150(app, seed=3)
        drive.draw_to_sand_prompt()
        drive.press("z")                               # a Fehlzündung: Ruhm or Einkauf
        for _ in range(40):
            if sc.view.status == "shop_choose":
                break
            drive.press("return")
        assert sc.view.status == "shop_choose"
        th, board = app.theme, sc.board
        side = board.rects["shop_side"]
        text_top = board.buttons["take_shop"].rect.bottom + th.px(10)
        text_bottom = text_top + text_height(t("rocket.ui.shop.choose_text"), th.font("small"),
                                             side.width)
        rat = board.buttons["rat"]
        assert rat.visible and rat.enabled and rat.rect.top >= text_bottom
        assert side.contains(rat.rect)
        drive.press("r")
        drive.until(lambda: sc.advice is not None)
        drive.frames(3)
        card = board.rects.get("rat_card")
        assert card is not None, "R showed no card"
        assert card.top >= text_bottom and card.bottom <= rat.rect.top
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_r_in_the_shop_always_shows_the_rats_first_line(tmp_path, size):
    """#30: at 150 % on 1024×700 the room between the basket and „Rat (R)“ was under 60 px and
    R showed nothing — an enabled button that does nothing. The card then lies over the basket
    while it is open; it holds at least the advice's first line."""
    from tests.ui.harness import make_app

    app = make_app(tmp_path, size=size)
    try:
        drive, sc = _anna_against_easy_at_150(app, seed=1901)
        for _ in range(4):
            st = sc.state
            st.players[0]["bag"]["O1"] = st.players[0]["bag"].get("O1", 0) + 1
            st.force_next(0, ["O1"])
            drive.press("space")
        drive.press("return")
        for _ in range(60):
            if sc.view.status == "shop_open":
                break
            drive.press("return")
        assert sc.view.status == "shop_open"
        rat, trades = sc.board.buttons["rat"], sc.board.buttons["trade_vl"]
        assert rat.rect.height == trades.rect.height, "„Rat (R)“ lower than the trades (#30)"
        drive.press("r")
        drive.until(lambda: sc.advice is not None and sc.view.rat_lines)
        drive.frames(3)
        card = sc.board.rects.get("rat_card")
        assert card is not None, "R showed nothing"
        view, th = sc.view, app.theme
        first = status.card_height(th, card.width, view.rat_title, list(view.rat_lines[:1]),
                                   narrow=True)
        assert card.height >= first
        assert card.bottom <= sc.board.buttons["rat"].rect.top
        assert sc.board.rects["shop_side"].contains(card)
    finally:
        app.shutdown()


def _anna_against_easy_at_150(app, seed: int):
    """Anna against an easy computer at 150 % text, on her first draw: (driver, scene)."""
    from tests.rocket_ui.conftest import Play

    app.settings.animations = "fast"
    app.set_text_scale(150)
    drive = Play(app)
    sc = drive.open_game([{"kind": "human", "name": "Anna"},
                          {"kind": "ai", "level": "easy"}], seed=seed)
    drive.until(lambda: sc.view.status == "drawing" and sc.view.active == 0)
    return drive, sc
