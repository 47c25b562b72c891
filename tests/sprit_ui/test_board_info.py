"""The board tells: prices over reachable fields, info on hover with the reason a field can't
be reached, the Rat (R) in solo, the Kostentafel (K), touch: first tap selects, second drives."""

from __future__ import annotations

import threading

import pygame

from speedgames.core.i18n import t
from speedgames.sprit.rules.fuel import cost
from speedgames.ui.tooltip import HOVER_DELAY, render_message
from tests.sprit_ui.helpers import open_game, rat_advice, seats, wait_for_human


def _hover(drive, pos):
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0),
                                   touch=False)])
    drive.frames(int(HOVER_DELAY * 60) + 5)


def _tip_text(scene) -> list[str]:
    content = scene.tips.content
    assert content is not None, "an info window is open"
    return [render_message(content.title)] + [render_message(m) for m in content.lines]


def test_prices_stand_over_exactly_the_reachable_fields(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert wait_for_human(drive, scene)
    car = scene.human_car
    here = scene.state.cars[car]["field"]
    expected = {a["to"]: cost(a["to"] - here) for a in scene.state.legal_actions(0)
                if a.type == "drive"}
    assert scene.view.prices == expected


def test_hover_info_names_the_reason_a_werkstatt_cannot_be_reached(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table",
                              "track": "alpenpass"}, seed=2)
    assert wait_for_human(drive, scene)
    assert scene.state.cars[0]["field"] == 0
    _hover(drive, scene.geo.centre(11))  # field 11 is a Werkstatt
    lines = _tip_text(scene)
    assert any(t("sprit.fields.W.name") in line for line in lines)
    assert any(t("sprit.why.werkstatt") in line for line in lines), lines


def test_hover_info_too_expensive_shows_cost_and_tank(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table",
                              "track": "alpenpass"}, seed=2)
    assert wait_for_human(drive, scene)
    fuel = scene.state.cars[0]["fuel"]
    far = 20  # 20 fields cost 210 L: far too much from the Start
    _hover(drive, scene.geo.centre(far))
    text = " ".join(_tip_text(scene))
    assert t("sprit.why.too_expensive", cost=cost(far), fuel=fuel) in text
    assert str(cost(far)) in text
    # never „danach −148 L im Tank“: the missing litres instead
    assert f"dir fehlen {cost(far) - fuel}\u00a0L" in text
    assert "−" not in text and " -" not in text


def test_rat_shows_the_strong_computers_move_reason_and_turns(drive):
    scene = open_game(drive, {"seats": seats("human", "strong"), "mode": "table"}, seed=8)
    assert wait_for_human(drive, scene)
    drive.key("r")
    assert scene.rat_open and scene.table.rat_used
    advice = rat_advice(drive, scene)  # thought out on the Rat's worker
    best = advice.extra["best"]
    from speedgames.sprit.screen.rat import move_text, rat_lines

    lines = [line.render() for line in rat_lines(scene.state, scene.human_car, advice)]
    assert move_text(scene.state, scene.human_car, best.action).render() in lines[0]
    from speedgames.sprit.ai.reasons import TEMPLATES

    if best.reason.key in TEMPLATES:   # a template gives way to the plan's turns (#30)
        assert t("sprit.ui.rat.plan_reason", steps="").strip(" :") in lines[0]
    else:
        assert any(best.reason.render() in line for line in lines)
    assert scene.view.rat is not None and scene.view.rat.lines == tuple(lines)  # on the board
    assert threading.main_thread().name not in scene.table.advisor.threads
    drive.key("r")
    assert not scene.rat_open
    assert drive.app.errors == []


def test_rat_is_only_for_one_human_against_computers(drive):
    scene = open_game(drive, {"seats": seats("human", "human"), "mode": "table"}, seed=8)
    assert wait_for_human(drive, scene)
    drive.key("r")
    assert not scene.rat_open
    assert t("sprit.ui.toast.no_rat") in drive.app.toasts


def test_k_shows_the_kostentafel_under_the_driver_list(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=8)
    drive.app.settings.cost_table = False
    scene.relayout(drive.app.size)
    drive.key("k")
    assert drive.app.settings.cost_table
    assert scene.panel.cost_rect is not None
    assert scene.panel.cost_rect.top >= scene.panel.list_rect.bottom
    drive.key("k")
    assert scene.panel.cost_rect is None


def test_touch_first_tap_selects_second_tap_drives(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert wait_for_human(drive, scene)
    target = sorted(scene.view.prices)[-1]
    pos = scene.geo.centre(target)
    tap = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True),
           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True)]
    before = len(scene.table.match.actions)
    drive.post(list(tap))
    assert scene.selected == target
    assert len(scene.table.match.actions) == before
    label = scene.buttons["drive"].label()
    price = scene.view.prices[target]
    assert label == t("sprit.actions.drive", cost=price, rest=scene.state.cars[0]["fuel"] - price)
    drive.post(list(tap))
    assert scene.state.cars[0]["field"] == target


def test_a_mouse_click_on_a_priced_field_drives_at_once(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert wait_for_human(drive, scene)
    target = sorted(scene.view.prices)[0]
    drive.click(scene.geo.centre(target))
    assert scene.state.cars[0]["field"] == target


def test_ersatzkanister_asks_take_or_give_by_t_and_a(drive):
    """Seed 2 puts the Ersatzkanister on top of the deck; field 1 is an Ereignisfeld."""
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert scene.state.deck[0] == "ersatzkanister"
    assert wait_for_human(drive, scene)
    drive.key("right")
    assert scene.selected == 1
    drive.key("return")
    assert scene.state.phase == "kanister"
    assert wait_for_human(drive, scene)
    assert scene.buttons["k_take"].visible and scene.buttons["k_give"].visible
    assert not scene.buttons["tank"].visible
    fuel = scene.state.cars[0]["fuel"]
    drive.key("a")
    assert scene.state.cars[0]["fuel"] == fuel - 10
    assert scene.state.phase == "move"
    assert drive.app.errors == []


def test_zahnrad_menu_switches_the_kostentafel(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=8)
    drive.app.settings.cost_table = False
    scene.relayout(drive.app.size)
    drive.click_widget(scene.buttons["menu"])
    menu = drive.app.stack.top
    assert menu is not scene
    drive.click_widget(menu.costs)
    assert drive.app.settings.cost_table
    drive.key("escape")
    assert drive.app.stack.top is scene
    assert scene.panel.cost_rect is not None


def test_hover_info_names_besetzt_kontrolle_and_too_much_fuel_for_the_ziel(drive):
    """„Kannst du gerade nicht hin, steht der Grund dabei (… besetzt, … Kontrolle ohne offenen
    Stempel, zu viel Sprit fürs Ziel)“ — hovered with the mouse on a set-up position."""
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table",
                              "track": "alpenpass"}, seed=2)
    assert wait_for_human(drive, scene)
    me, other = scene.state.cars[0], scene.state.cars[1]
    other["field"] = 2  # a Tankstelle, now besetzt
    _hover(drive, scene.geo.centre(2))
    assert any(t("sprit.why.occupied") in line for line in _tip_text(scene))
    me["stamps"] = 3  # no open stamp: the Kontrolle on field 10 is closed to this car
    _hover(drive, scene.geo.centre(10))
    assert any(t("sprit.why.kontrolle") in line for line in _tip_text(scene))
    me["field"], me["fuel"] = 60, 200  # 5 fields to the Ziel cost 15 L: 185 L would be left
    scene.relayout(drive.app.size)
    _hover(drive, scene.geo.centre(scene.state.track.ziel))
    text = " ".join(_tip_text(scene))
    assert t("sprit.why.ziel_fuel", rest=185, place=1, allowed=10) in text, text
    assert drive.app.errors == []


def test_key_line_names_only_t_and_a_while_the_ersatzkanister_asks(drive):
    """Seed 2 puts the Ersatzkanister on top; field 1 is an Ereignisfeld."""
    from speedgames.sprit.screen.draw import key_hint

    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert wait_for_human(drive, scene)
    assert key_hint(scene.view) == t("sprit.ui.keys")
    drive.key("right")
    drive.key("return")
    assert wait_for_human(drive, scene)
    assert scene.state.phase == "kanister"
    assert key_hint(scene.view) == t("sprit.ui.keys_kanister")
    drive.key("t")
    assert scene.state.phase == "move"
