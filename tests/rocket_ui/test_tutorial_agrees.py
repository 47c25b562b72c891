"""#30: in the Erste Partie the coach's words, the buttons and what the coach allows agree, and
the coach's box stands off the controls its step names."""

from __future__ import annotations

import pygame

from speedgames.core.game import Action
from speedgames.core.i18n import set_language, t
from speedgames.rocket.rules import odds
from speedgames.ui.coach_place import place
from tests.rocket_ui.conftest import ARM_FRAMES
from tests.rocket_ui.test_tutorial import by_keyboard


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
    coach = _walk_to(drive, "shop2")
    scene = coach.game
    p = scene.state.players[0]
    fill = Action("trade", what="sandeimer")
    assert p["kristalle"] >= 2 and fill in scene.state.legal_actions(0)   # the rules would
    assert not coach.permits(0, fill), "the coach keeps the bucket empty for the misfire"
    assert not scene.board.buttons["trade_sand"].enabled, "so its button is not offered"
    for lang in ("de", "en"):
        set_language(lang)
        words = t("coach.rocket.shop2")
        assert "fehlen" not in words and "lack" not in words, words   # 2 Kristalle are there
    set_language("de")


def test_step_9_says_what_the_gauge_shows(drive):
    coach = _walk_to(drive, "stop")
    scene = coach.game
    assert odds.gauge(scene.state, 0)["red"] == 0   # nothing can ignite in the scripted position
    set_language("de")
    assert "nichts zünden" in t("coach.rocket.stop")
    assert "solange es gut geht" not in t("coach.rocket.stop")
    set_language("en")
    assert "Nothing can ignite" in t("coach.rocket.stop")
    set_language("de")


def test_the_coach_box_leaves_zuenden_lassen_free(drive):
    coach = _walk_to(drive, "sand")
    drive.frames(2)
    board = coach.game.board
    assert board.buttons["ignite"].visible
    assert not coach.view.rect.colliderect(board.buttons["ignite"].rect)
    assert not coach.view.rect.colliderect(board.rects["prompt"])


def test_the_coach_box_leaves_the_shop_title_and_trades_free(drive):
    coach = _walk_to(drive, "shop")
    drive.frames(2)
    board, th = coach.game.board, drive.app.theme
    shop = board.shop.rect
    title = pygame.Rect(shop.x, shop.y, shop.width, th.px(18) + th.font("title").get_linesize())
    assert not coach.view.rect.colliderect(title)
    for name in ("trade_vl", "trade_sand", "fertig"):
        assert not coach.view.rect.colliderect(board.buttons[name].rect), name


def test_corner_placement_prefers_covering_the_target_to_covering_a_kept_control():
    target = pygame.Rect(0, 0, 1000, 700)            # as big as the screen: something is covered
    keep = [pygame.Rect(0, 0, 1000, 60), pygame.Rect(700, 600, 300, 100)]
    spot = place(lambda width: 100, 200, (1000, 700), 10, target=[target], want=keep)
    assert not any(spot.colliderect(k) for k in keep)
