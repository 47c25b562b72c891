"""What the board shows beside the fields (acceptance QA fixes), driven by real events:

* „Fahren für … L → … L Rest“ stands as a button next to the selected field, not only in the
  action bar; tapping or clicking it drives;
* a finger has no hover: the info window comes only on a long press („kurz gedrückt“);
* an open info window never shows the position before a move;
* Windschatten: a waiting car carries what it would get now, a payout rises from the car;
* Duell: the driver list keeps the whole name and puts „Wagen 1“ / „Wagen 2“ in the second line.
"""

from __future__ import annotations

import pygame

from speedgames.core.game import Action
from speedgames.core.i18n import t
from speedgames.sprit.screen import pops as ui_pops
from speedgames.ui.tooltip import HOVER_DELAY, LONG_PRESS
from tests.sprit_ui.helpers import advised, open_game, play_by_keys, seats, wait_for_human


def _touch(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=True)
    return pygame.event.Event(kind, pos=pos, button=1, touch=True)


def _tap(drive, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    drive.post([_touch(pygame.MOUSEMOTION, pos), _touch(pygame.MOUSEBUTTONDOWN, pos),
                _touch(pygame.MOUSEBUTTONUP, pos)])


def test_drive_button_stands_next_to_the_selected_field_and_a_tap_on_it_drives(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert wait_for_human(drive, scene)
    target = sorted(scene.view.prices)[-1]
    before = len(scene.table.match.actions)
    _tap(drive, scene.geo.centre(target))
    drive.frames(1)
    assert scene.selected == target and len(scene.table.match.actions) == before
    here = scene.rects.get("drive_here")
    assert here is not None, "the selected field carries its drive button"
    cx, cy = scene.geo.centre(target)
    # next to the field: within two tiles below it, horizontally over it (or clamped to the road)
    assert 0 < here.top - cy <= 2 * scene.geo.tile + 20
    assert here.left - 5 <= cx <= here.right + 5 or not scene.rects["road"].contains(
        here.inflate(40, 0))
    assert not here.colliderect(scene.buttons["drive"].rect)  # not the action bar's button
    _tap(drive, here.center)
    assert scene.state.cars[0]["field"] == target
    assert drive.app.errors == []


def test_drive_button_next_to_a_field_chosen_by_keys_drives_on_a_mouse_click(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert wait_for_human(drive, scene)
    drive.key("right")
    drive.key("right")
    target = scene.selected
    assert target is not None
    drive.frames(1)
    here = scene.rects.get("drive_here")
    assert here is not None
    drive.click(here.center)
    assert scene.state.cars[0]["field"] == target


def test_hover_over_a_field_without_selection_shows_no_drive_button(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert wait_for_human(drive, scene)
    target = sorted(scene.view.prices)[0]
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=scene.geo.centre(target),
                                   rel=(0, 0), buttons=(0, 0, 0), touch=False)])
    drive.frames(1)
    assert scene.hover == target and scene.selected is None
    assert "drive_here" not in scene.rects  # a mouse click on the field drives at once


def test_a_finger_gets_field_info_only_on_a_long_press(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table",
                              "track": "alpenpass"}, seed=2)
    assert wait_for_human(drive, scene)
    pos = scene.geo.centre(11)  # a Werkstatt: never reachable, so a tap doesn't select
    pos = (int(pos[0]), int(pos[1]))
    drive.post([_touch(pygame.MOUSEMOTION, pos)])
    drive.frames(int(HOVER_DELAY * 60) + 10)
    assert not scene.tips.visible, "a resting finger is no hover"
    drive.post([_touch(pygame.MOUSEBUTTONDOWN, pos)])
    drive.frames(int(LONG_PRESS * 60) + 10)
    assert scene.tips.visible, "„hältst du das Feld dafür kurz gedrückt“"
    assert any(t("sprit.why.werkstatt") in str(line.render() if hasattr(line, "render")
                                                else line) for line in scene.tips.content.lines)
    drive.post([_touch(pygame.MOUSEBUTTONUP, pos)])
    assert len(scene.table.match.actions) == 0 or scene.state.cars[0]["field"] == 0


def test_an_open_info_window_closes_when_a_move_changes_the_board(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert wait_for_human(drive, scene)
    far = max(scene.view.prices) + 3
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=scene.geo.centre(far), rel=(0, 0),
                                   buttons=(0, 0, 0), touch=False)])
    drive.frames(int(HOVER_DELAY * 60) + 5)
    assert scene.tips.visible
    before = [m.render() if hasattr(m, "render") else str(m) for m in scene.tips.content.lines]
    drive.key("right")
    drive.key("return")  # the car drives: distance, cost and tank of the window are old now
    assert scene.state.cars[0]["field"] > 0
    assert not scene.tips.visible or [
        m.render() if hasattr(m, "render") else str(m) for m in scene.tips.content.lines
    ] != before


def _play_until(drive, scene, found, limit=120):
    for _ in range(limit):
        if found():
            return True
        if not wait_for_human(drive, scene):
            return found()
        play_by_keys(drive, scene, advised(scene))
    return found()


def test_windschatten_wait_shows_on_the_car_and_the_payout_rises_from_it(drive):
    options = {"seats": seats("human", "normal", "normal", "easy", "normal"), "mode": "table",
               "track": "alpenpass", "cards": False}
    scene = open_game(drive, options, seed=11)
    waiting = lambda: [i for i, c in enumerate(scene.state.cars)  # noqa: E731
                       if c.get("ws") is not None and not c["finished"]]
    assert _play_until(drive, scene, lambda: bool(waiting()))
    car = waiting()[0]
    passed = scene.state.cars[car]["ws"]
    text, good = ui_pops.ws_tag(passed)
    assert good == (passed == 0)
    assert text.render() == (t("sprit.ui.pop.ws_wait_gain", n=10) if passed == 0
                             else t("sprit.ui.pop.ws_wait_pay", n=10 * passed))
    # the plate is drawn above the waiting car on the road
    from speedgames.sprit.screen import cars as ui_cars

    layer = pygame.Surface(drive.app.size, pygame.SRCALPHA)
    cars = scene.view.cars
    placed = {c: (x, y) for c, x, y, _ in ui_cars.car_positions(scene.geo, cars,
                                                                scene.playback.queue)}
    ui_cars.draw_fuel_cues(layer, scene.geo, scene.rects["road"], cars,
                           bool(scene.playback.queue), scene.playback.pops, placed)
    x, y = placed[car]
    probe = pygame.Rect(0, 0, 3 * scene.geo.tile, 2 * scene.geo.tile)
    probe.midbottom = (int(x), int(y))
    probe = probe.clip(layer.get_rect())
    assert layer.subsurface(probe).get_bounding_rect().width > 0, "a plate above the car"
    # the payout: one pop per settled Windschatten, for that car, with the sign of the gain
    seen = []
    scene.table.on_move.append(lambda move: seen.extend(
        e for e in move.events if e.get("type") == "windschatten"))
    assert _play_until(drive, scene, lambda: bool(seen))
    ev = seen[0]
    if not ev.get("rolled_back"):
        pops = [p for p in scene.playback.pops if p.car == ev["car"]]
        if pops:  # it may already have risen and gone while the computers drove
            key = "sprit.ui.pop.ws_gain" if ev["gain"] > 0 else "sprit.ui.pop.ws_pay"
            assert pops[-1].text.key == key and pops[-1].good == (ev["gain"] > 0)
    pop = ui_pops.pop_for(ev)
    assert pop is not None and pop.car == ev["car"]
    drive.frames(int(ui_pops.POP_SECONDS * 60) + 10)
    assert all(p.car != ev["car"] or p.age < ui_pops.POP_SECONDS for p in scene.playback.pops)
    assert drive.app.errors == []


def test_a_new_cue_of_a_car_replaces_its_older_one():
    pops: list[ui_pops.FuelPop] = []
    ui_pops.add_pop(pops, ui_pops.pop_for({"type": "tafel", "car": 1, "gain": 30}))
    ui_pops.add_pop(pops, ui_pops.pop_for({"type": "windschatten", "car": 1, "gain": -20,
                                           "passed": 2}))
    ui_pops.add_pop(pops, ui_pops.pop_for({"type": "stamp", "car": 0, "gain": 10}))
    assert [(p.car, p.text.key) for p in pops] == [(1, "sprit.ui.pop.ws_pay"),
                                                  (0, "sprit.ui.pop.gain")]
    assert pops[0].text.render() == t("sprit.ui.pop.ws_pay", n=20)
    assert ui_pops.pop_for({"type": "drive", "car": 0, "cost": 3}) is None


def test_windschatten_log_line_one_car_is_singular():
    from speedgames.core.i18n import set_language
    from speedgames.sprit.screen.spielverlauf import line_for

    set_language("de")
    one, kind = line_for({"type": "windschatten", "car": 0, "passed": 1, "gain": -10},
                         lambda car: "Anna")
    assert one.render() == "Windschatten: 1 Wagen hat Anna überholt: −10\u00a0L." and kind == "warn"
    two, _ = line_for({"type": "windschatten", "car": 0, "passed": 2, "gain": -20},
                      lambda car: "Anna")
    assert two.render() == "Windschatten: 2 Wagen haben Anna überholt: −20\u00a0L."


def test_duel_driver_list_keeps_whole_names_and_numbers_the_cars(drive):
    options = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "strong"}],
               "mode": "table", "duel": True}
    scene = open_game(drive, options, seed=7)
    rows = scene.view.rows
    assert len(rows) == 4
    for row in rows:
        seat = scene.state.cars[row.car]["seat"]
        assert row.name == scene.table.seat_name(seat)
        assert row.number == scene.state.cars[row.car]["slot"] + 1
    info = t("sprit.ui.row_info_duel", n=2, place=1, field=0)
    assert "2" in info and t("sprit.ui.row_info_duel", n=1, place=1, field=0) != info
    drive.frames(2)
    assert drive.app.errors == []


def test_a_name_too_long_for_the_driver_list_takes_a_second_line_whole(drive):
    """#15: a name is never cut with „…“ — it wraps between words (or after a hyphen) and its
    row grows by the line."""
    from dataclasses import replace

    from speedgames.sprit.screen.panel import DriverPanel, _row_texts
    from speedgames.sprit.screen.view import DriverRow

    theme = drive.app.theme
    long = "Wilhelmina Hoeven-Bakker"  # as long as a name may be (core.names.NAME_LIMIT)
    row = DriverRow(car=0, seat=0, name=long, colour=(200, 40, 40), number=None, place=1,
                    field=3, fuel=50, stamps=0, finished=False, status="", active=False,
                    human=True)
    width = theme.px(260)
    (font, names), _ = _row_texts(theme, row, width)
    assert len(names) == 2
    assert "".join(n if n.endswith("-") else n + " " for n in names)[:-1] == long
    assert font.get_height() == theme.font("body", bold=True).get_height()  # not shrunk
    panel = DriverPanel()
    short = replace(row, name="Anna")
    assert _row_texts(theme, short, width)[0][1] == ["Anna"]
    assert panel.row_height(theme, row, width) > panel.row_height(theme, short, width)


def test_without_the_rat_the_header_offers_no_r_key_and_the_menu_fills_the_row(drive):
    """Tagesetappe (and hot-seat tables) have no Rat: „R Rat“ would only refuse."""
    from speedgames.core.daily import today
    from speedgames.sprit import modes
    from speedgames.sprit.screen.draw import key_hint

    options, seed = modes.daily_options(today(), "Erika")
    scene = open_game(drive, options, seed=seed, autosave=False)
    assert wait_for_human(drive, scene)
    assert not scene.view.rat_allowed
    card = " · " + t("sprit.ui.keys_card") if scene.state.last_card else ""  # L: last card
    assert key_hint(scene.view) == t("sprit.ui.keys_norat") + card
    assert "R " not in key_hint(scene.view).replace("Esc", "")
    assert not scene.buttons["rat"].visible
    # menu and Zurück (#13) share the row the Rat would take a third of: no hole is left
    row = scene.buttons["menu"].rect.union(scene.buttons["undo"].rect)
    assert row.width >= scene.rects["right"].width * 0.9
    assert scene.buttons["menu"].rect.width >= scene.rects["right"].width * 0.45
    drive.app.home()
    solo = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert wait_for_human(drive, solo)
    assert solo.view.rat_allowed and key_hint(solo.view) == t("sprit.ui.keys")
    assert solo.buttons["menu"].rect.right < solo.buttons["rat"].rect.left


def test_english_arrival_words_fit_the_endtafel_column_like_the_german(drive):
    """„Ziel als 1.“ became „Finished 1.“ (and then a wrapped „Finished as no. 1“) in English."""
    from speedgames.core.i18n import set_language

    font = drive.app.theme.font("body")
    set_language("de")
    german = font.size(t("sprit.ui.end.in_ziel", place=3))[0]
    set_language("en")
    try:
        english = t("sprit.ui.end.in_ziel", place=3)
        assert "3" in english and font.size(english)[0] <= german
        assert t("sprit.ui.row_finished", place=2) == "finished as no.\u00a02"
    finally:
        set_language("de")


def test_a_tap_beside_the_fields_clears_the_selection(drive):
    """„Daneben tippen hebt die Auswahl auf.“"""
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert wait_for_human(drive, scene)
    target = sorted(scene.view.prices)[0]
    _tap(drive, scene.geo.centre(target))
    assert scene.selected == target
    drive.frames(1)
    road = scene.rects["road"]
    here = scene.rects.get("drive_here")
    spot = None
    for x in range(road.x + 4, road.right - 4, 9):  # a point on the board that is no field
        for y in range(road.y + 4, road.bottom - 4, 9):
            if scene.geo.field_at((x, y)) is None and not (here and here.collidepoint(x, y)):
                spot = (x, y)
                break
        if spot:
            break
    assert spot is not None
    before = len(scene.table.match.actions)
    _tap(drive, spot)
    assert scene.selected is None
    assert len(scene.table.match.actions) == before


def test_a_persons_car_that_is_festgefahren_says_so_in_a_toast(drive):
    """„Kannst du dir keinen Zug leisten und ist keine Werkstatt hinter dir frei, fährst du zurück
    an den Start“ — it happens at the turn's start, without a key: the player is told."""
    options = {"seats": seats("human", "easy"), "mode": "table", "track": "alpenpass",
               "cards": False}
    scene = open_game(drive, options, seed=2)
    assert wait_for_human(drive, scene)
    me = scene.state.cars[0]
    assert scene.state.track.code(4) == "3" and scene.state.track.werkstaetten[0] > 4
    me["fuel"] = 10  # exactly the 4 fields to field 4 (a Tafel 3, no Werkstatt behind it)
    scene.views.forget()  # the board's prices follow the changed tank
    seen: list[dict] = []
    scene.table.on_move.append(lambda move: seen.extend(move.events))
    play_by_keys(drive, scene, Action("drive", to=4))
    assert (0, Action("drive", to=4)) in scene.table.match.actions
    for _ in range(600):
        if any(e.get("type") == "stuck" for e in seen):
            break
        drive.frames(1)
    stuck_ev = next(e for e in seen if e.get("type") == "stuck")
    assert stuck_ev["car"] == 0 and stuck_ev["from"] == 4 and stuck_ev["to"] == 0
    stuck = t("sprit.ui.log.stuck", name="Fahrer1", fuel=me["start_tank"], **{"from": 4, "to": 0})
    assert any(toast.startswith(stuck.split(":")[0]) for toast in drive.app.toasts), \
        drive.app.toasts
    assert drive.app.errors == []
