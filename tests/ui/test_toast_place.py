"""Toasts never cover a control a player needs and never take a click (issue #18).

The placement rule is pure (``ui.toast_place``); the screens are driven with real events."""

from __future__ import annotations

import pygame

from speedgames.ui import toast_place
from speedgames.ui.widgets import occupied


def test_a_toast_goes_to_the_bottom_centre_when_nothing_is_there():
    spot = toast_place.place((1000, 700), (400, 40), [], margin=10)
    assert spot.midbottom == (500, 690)


def test_a_toast_never_covers_a_control_when_a_free_spot_exists():
    bar = pygame.Rect(0, 600, 1000, 100)  # an action bar over the whole bottom
    spot = toast_place.place((1000, 700), (400, 40), [bar], margin=10)
    assert not spot.inflate(10, 10).colliderect(bar)


def test_when_every_spot_touches_something_the_least_covered_wins():
    left = pygame.Rect(0, 0, 700, 700)   # covers every spot but the right edge a lot
    spot, cover = toast_place.find((1000, 700), (400, 40), [left], margin=10)
    assert cover > 0
    assert spot.right == 990


def test_a_narrower_toast_is_tried_before_covering_something():
    column_free = [pygame.Rect(0, 0, 700, 700)]  # only a 300 px column on the right is free
    spot, heights = toast_place.layout((1000, 700), [600, 260], lambda w: [40 if w > 300 else 60],
                                       10, column_free, margin=10)
    assert spot.width == 260 and heights == [60]
    assert not spot.colliderect(column_free[0])


def _clear_of_controls(app) -> None:
    app.frame(1 / 60)
    assert app.toast_rect is not None
    for rect in occupied.rects():
        assert not app.toast_rect.colliderect(rect), (app.toast_rect, rect)


def test_on_the_kontor_a_toast_sits_where_no_button_is_and_a_click_goes_through(drive):
    app = drive.app
    app.toast("Eine längere Nachricht, damit man sieht, wo sie hingeht.")
    _clear_of_controls(app)
    kontor = app.stack.top
    settings = next(w for w in kontor.focus.widgets
                    if w.rect.collidepoint(w.rect.center) and "Einstellungen" in str(w.label()))
    drive.click_widget(settings)
    assert app.stack.top is not kontor, "the click under the toast must reach the button"
    assert app.errors == []


def test_speedsprit_toasts_leave_the_bar_the_header_and_the_reachable_fields_free(drive):
    from tests.sprit_ui.helpers import open_game, seats, wait_for_human

    scene = open_game(drive, {"seats": seats("human", "human"), "mode": "table"}, seed=6)
    assert wait_for_human(drive, scene)
    drive.key("return")  # no field chosen yet: the game says so in a toast
    assert drive.app.toasts
    _clear_of_controls(drive.app)
    for rect in scene.toast_avoid():
        assert not drive.app.toast_rect.colliderect(rect), rect
    assert drive.app.errors == []


def test_speedtulpe_refusals_leave_the_rechenweg_and_the_field_free(drive):
    from tests.tulpe_ui.helpers import open_game, settle

    scene = open_game(drive, {"seats": [{"kind": "human", "name": "Anna"},
                                        {"kind": "ai", "level": "easy"}], "mode": "table", "clock": None})
    settle(drive, scene)
    drive.key("w")
    settle(drive, scene)
    drive.key("return")  # nothing chosen: „erst Würfel wählen“
    assert drive.app.toasts
    _clear_of_controls(drive.app)
    for rect in (scene.parts.score.rect, scene.layout.field_rect, scene.parts.tray.rect):
        assert not drive.app.toast_rect.colliderect(rect), rect
    assert drive.app.errors == []
