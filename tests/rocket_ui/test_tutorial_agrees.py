"""#30: in the Erste Partie the coach's words, the buttons and what the coach allows agree, and
the coach's box stands off the controls its step names."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest

from speedgames.core.game import Action
from speedgames.core.i18n import set_language, t
from speedgames.rocket.rules import data as rd
from speedgames.rocket.rules import odds
from speedgames.ui.coach_place import place
from tests.rocket_ui.conftest import ARM_FRAMES, Play
from tests.rocket_ui.test_tutorial import by_keyboard
from tests.ui.harness import make_app


def _walk_to(drive, name: str):
    assert drive.app.open("rocket.tutorial")
    drive.frames(ARM_FRAMES)
    coach = drive.app.stack.top
    for _ in range(200):
        if coach.step is not None and coach.step.say == f"coach.rocket.{name}":
            drive.frames(3)
            return coach
        by_keyboard(drive, coach)
    raise AssertionError(f"no step {name}")


def test_step_20_leaves_the_sand_bucket_empty_in_words_button_and_rule(drive):
    """The bucket stays empty because one Kristall is too few to fill it: the rule refuses,
    the button is off, and the words say exactly that (not „Kristalle fehlen“ beside 2)."""
    coach = _walk_to(drive, "shop2")
    scene = coach.game
    p = scene.state.players[0]
    fill = Action("trade", what="sandeimer")
    assert p["kristalle"] == 1 < rd.TRADE_COST and not p["sand"]
    assert fill not in scene.state.legal_actions(0), "the rule: one Kristall does not fill it"
    assert not scene.board.buttons["trade_sand"].enabled, "so its button is not offered"
    said = {}
    for lang in ("de", "en"):
        set_language(lang)
        said[lang] = t("coach.rocket.shop2")
    set_language("de")
    assert f"{rd.TRADE_COST} Kristalle" in said["de"] and "nur einen" in said["de"]
    assert f"{rd.TRADE_COST} crystals" in said["en"] and "only one" in said["en"]


def test_step_9_orders_a_stop_only_where_a_good_player_stops(drive):
    """The coach asks to stop when more than half of the Zündmesser's bar is red — as its words
    say — and the steps before, which say „nichts rot“ / „kein Rot“, see no red."""
    assert drive.app.open("rocket.tutorial")
    drive.frames(ARM_FRAMES)
    coach = drive.app.stack.top
    for _ in range(40):
        step = coach.step
        if step.say == "coach.rocket.stop":
            break
        drive.frames(3)
        if step.say in ("coach.rocket.draw3", "coach.rocket.draw5"):
            assert odds.gauge(coach.game.state, 0)["red"] == 0, step.say
        by_keyboard(drive, coach)
    assert coach.step.say == "coach.rocket.stop"
    red = odds.gauge(coach.game.state, 0)["red"]
    assert red > Fraction(1, 2), red
    assert Action("draw") in coach.game.state.legal_actions(0)   # drawing on stays possible
    set_language("de")
    assert "mehr als die Hälfte der Leiste rot" in t("coach.rocket.stop")
    set_language("en")
    assert "more than half of the bar is red" in t("coach.rocket.stop")
    set_language("de")


@pytest.fixture(params=[None, ((1024, 700), 150)], ids=["default", "1024x700-150"])
def small(request, tmp_path):
    """The default window, and the smallest one with the biggest text (where the box, a third
    of the window, covered „Zünden lassen (Z)“ and the shop's title before, #30)."""
    if request.param is None:
        app = make_app(tmp_path)
    else:
        size, scale = request.param
        app = make_app(tmp_path, size=size)
        app.set_text_scale(scale)
    app.settings.animations = "fast"
    app.frame(1 / 60)
    yield Play(app)
    app.shutdown()


def test_the_coach_box_leaves_zuenden_lassen_free(small):
    coach = _walk_to(small, "sand")
    small.frames(2)
    board = coach.game.board
    assert board.buttons["ignite"].visible
    assert not coach.view.rect.colliderect(board.buttons["ignite"].rect)
    assert not coach.view.rect.colliderect(board.rects["prompt"])


@pytest.mark.parametrize("name", ["shop", "kristalle", "buy", "shop2"])
def test_the_coach_box_leaves_the_shop_title_and_trades_free(small, name):
    coach = _walk_to(small, name)
    small.frames(2)
    board, th = coach.game.board, small.app.theme
    shop = board.shop.rect
    title = pygame.Rect(shop.x + th.px(18), shop.y, shop.width - th.px(18),
                        th.px(18) + th.font("title").get_linesize())
    assert not coach.view.rect.colliderect(title)
    for button in ("trade_vl", "trade_sand", "fertig"):
        assert not coach.view.rect.colliderect(board.buttons[button].rect), button


def test_corner_placement_prefers_covering_the_target_to_covering_a_kept_control():
    target = pygame.Rect(0, 0, 1000, 700)            # as big as the screen: something is covered
    keep = [pygame.Rect(0, 0, 1000, 60), pygame.Rect(700, 600, 300, 100)]
    spot = place(lambda width: 100, 200, (1000, 700), 10, target=[target], want=keep)
    assert not any(spot.colliderect(k) for k in keep)
