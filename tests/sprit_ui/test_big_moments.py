"""Speedsprit's big moment (#29): a car drives the road field by field along the bends, dust
behind it and its fuel gauge draining, and ends on the state's field; a card's effect shows on
the road where it happens. One key skips, „Bewegung reduzieren“ shows no drive, an idle board
asks for no frames."""

from __future__ import annotations

import math

from speedgames.sprit.screen import pops as ui_pops
from speedgames.sprit.screen.cars import Motion, car_positions
from speedgames.sprit.screen.playback import motion_for
from tests.sprit_ui.helpers import open_game, seats, select_by_keys, wait_for_human

OPTIONS = {"seats": seats("human", "easy"), "mode": "table", "track": "alpenpass",
           "cards": False}


def _drive_far(drive, scene):
    """Anna drives by keys to the farthest field in reach; returns (start, target)."""
    assert wait_for_human(drive, scene)
    start = scene.state.cars[scene.human_car]["field"]
    target = max(scene.view.prices)
    select_by_keys(drive, scene, target)
    drive.key("return")
    return start, target


def _distance_to_road(geo, point) -> float:
    """How far ``point`` lies from the road's middle line (its polyline's segments)."""
    px, py = point
    best = math.inf
    for (x1, y1), (x2, y2) in zip(geo.path, geo.path[1:]):
        dx, dy = x2 - x1, y2 - y1
        length = dx * dx + dy * dy
        k = 0.0 if length == 0 else max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / length))
        best = min(best, math.dist(point, (x1 + k * dx, y1 + k * dy)))
    return best


def test_the_car_drives_field_by_field_along_the_road_and_ends_on_its_field(drive):
    scene = open_game(drive, dict(OPTIONS), seed=3, animations="normal")
    start, target = _drive_far(drive, scene)
    car = scene.state.cars.index(next(c for c in scene.state.cars if c["field"] == target))
    head = scene.playback.queue[0]
    assert isinstance(head, Motion) and head.car == car
    geo = scene.geo
    assert head.stops == tuple(geo.s_of(f) for f in range(start, target + 1)), "every field"
    seen, last = [], None
    for _ in range(400):
        if not scene.playback.queue or scene.playback.queue[0] is not head:
            break
        s = head.s()
        x, y = geo.point_at(s)
        assert _distance_to_road(geo, (x, y)) < geo.tile * 0.2, "on the road, not across"
        if last is not None:
            assert s >= last - 1e-6, "always onwards"
            assert math.dist(geo.point_at(last), (x, y)) < geo.tile * 1.6, "no jump"
        seen.append(s)
        last = s
        drive.frames(1)
    passed = {f for f in range(start, target + 1)
              if any(abs(s - geo.s_of(f)) < geo.tile * 0.9 for s in seen)}
    assert passed == set(range(start, target + 1)), "it passes every field on the way"
    assert not any(isinstance(i, Motion) for i in scene.playback.queue)
    placed = {c: (x, y) for c, x, y, _ in car_positions(geo, scene.view.cars,
                                                        scene.playback.queue)}
    fx, fy = geo.centre(scene.state.cars[car]["field"])
    assert scene.state.cars[car]["field"] == target
    assert abs(placed[car][0] - fx) < 1 and abs(placed[car][1] - (fy - geo.tile * 0.35)) < 1
    assert drive.app.errors == []


def test_the_gauge_drains_from_the_tank_before_to_the_tank_after(drive):
    scene = open_game(drive, dict(OPTIONS), seed=3, animations="normal")
    assert wait_for_human(drive, scene)
    fuel_before = scene.state.cars[scene.human_car]["fuel"]
    _drive_far(drive, scene)
    head = scene.playback.queue[0]
    after = scene.state.cars[head.car]["fuel"]
    assert head.fuel == (fuel_before, after)
    levels = []
    while scene.playback.queue and scene.playback.queue[0] is head:
        levels.append(head.fuel_now())
        drive.frames(1)
    assert levels[0] > levels[-1] >= after and levels == sorted(levels, reverse=True)
    assert head.fuel_now() == after


def test_one_key_puts_the_car_on_its_field(drive):
    scene = open_game(drive, dict(OPTIONS), seed=3, animations="normal")
    _, target = _drive_far(drive, scene)
    anna = scene.playback.queue[0]
    assert isinstance(anna, Motion) and not anna.done
    drive.frames(3)
    drive.key("space")
    assert anna not in scene.playback.queue, "skipped to the end"
    # (the computer, hurried by the key, may already be on its own way)
    assert scene.state.cars[anna.car]["field"] == target
    placed = {c: (x, y) for c, x, y, _ in car_positions(scene.geo, scene.view.cars,
                                                        scene.playback.queue)}
    fx, _ = scene.geo.centre(target)
    assert abs(placed[anna.car][0] - fx) < 1


def test_reduce_motion_shows_no_drive_and_no_rings(drive):
    drive.app.settings.reduce_motion = True
    scene = open_game(drive, dict(OPTIONS), seed=3, animations="normal")
    _drive_far(drive, scene)
    assert not any(isinstance(i, Motion) for i in scene.playback.queue)
    assert not scene.playback.marks and not scene.playback.waiting


def test_an_idle_board_asks_for_no_frames(drive):
    scene = open_game(drive, dict(OPTIONS), seed=3, animations="normal")
    _drive_far(drive, scene)
    assert scene.frame_request() == 0.0  # driving
    assert wait_for_human(drive, scene)
    for _ in range(int((ui_pops.POP_SECONDS + ui_pops.MARK_SECONDS) * 60) + 20):
        if not scene.playback.busy:
            break
        drive.frames(1)
    assert not scene.playback.busy
    request = scene.frame_request()
    assert request is None or request > 0.0


def test_a_cards_effect_shows_where_it_happens():
    gain = {"type": "card", "car": 1, "card": "freie_fahrt", "effect": "refund", "gain": 21,
            "field": 14}
    pop = ui_pops.pop_for(gain)
    assert pop is not None and pop.car == 1 and pop.good
    assert pop.text.key == "sprit.ui.pop.gain" and pop.text.params["n"] == 21
    leak = ui_pops.pop_for({**gain, "card": "tankleck", "effect": "lose", "gain": -30})
    assert leak is not None and not leak.good and leak.text.key == "sprit.ui.pop.loss"
    assert [m.field for m in ui_pops.marks_for(gain)] == [14], "the Ereignisfeld rings"
    moved = {"type": "card", "car": 0, "card": "abkuerzung", "effect": "moved", "from": 14,
             "to": 26, "field": 14}
    assert [(m.field, m.good) for m in ui_pops.marks_for(moved)] == [(14, True), (26, True)]
    back = {**moved, "card": "motorstottern", "to": 3}
    assert [(m.field, m.good) for m in ui_pops.marks_for(back)] == [(14, False), (3, False)]
    assert ui_pops.marks_for({"type": "drive", "car": 0}) == []
    tank = ui_pops.pop_for({"type": "tank", "car": 0, "amount": 30, "gain": 30})
    assert tank is not None and tank.text.params["n"] == 30


def test_a_card_event_on_the_board_rings_its_field_and_the_rings_fade(drive):
    scene = open_game(drive, dict(OPTIONS), seed=3, animations="normal")
    assert wait_for_human(drive, scene)
    ev = {"type": "card", "car": 1, "card": "volltanken", "effect": "set", "gain": 12,
          "field": 7, "seat": 1, "fuel": 50}
    scene.playback.events([ev], scene.state, scene.geo)
    drive.frames(1)  # the card is shown: its field rings
    assert [m.field for m in scene.playback.marks] == [7]
    assert scene.frame_request() == 0.0
    drive.frames(int(ui_pops.MARK_SECONDS * 60) + 5)
    assert not scene.playback.marks


def test_a_roll_back_moves_field_by_field_without_a_gauge():
    from speedgames.sprit.screen.road import build
    import pygame

    geo = build(pygame.Rect(0, 0, 900, 500), 67)
    motion = motion_for({"type": "werkstatt", "gain": 30}, 0, 20, 17, 1.0, geo, 65.0)
    assert motion.fuel is None and motion.stops == tuple(geo.s_of(f) for f in (20, 19, 18, 17))
    motion.age = 0.5
    assert geo.s_of(17) < motion.s() < geo.s_of(20)
    motion.age = 1.0
    assert motion.s() == geo.s_of(17) and motion.speed() == 0.0 and motion.bump() == 0.0


def test_a_hurried_computer_drives_fast(drive):
    from speedgames.sprit.screen.cars import drive_seconds

    scene = open_game(drive, dict(OPTIONS), seed=3, animations="normal")
    _, _ = _drive_far(drive, scene)
    anna = scene.playback.queue[0]
    drives: list = []
    scene.table.on_move.append(lambda move: drives.extend(
        (move.computer, e) for e in move.events if e.get("type") == "drive"))
    drive.key("space")  # skip Anna's drive: the computer is hurried
    for _ in range(600):
        if drives:
            break
        scene.table.computer_seats.wait_for_answers(5.0)
        drive.frames(1)
    assert drives and drives[0][0], "the computer drove"
    ev = drives[0][1]
    motion = next(i for i in scene.playback.queue if isinstance(i, Motion) and i is not anna)
    assert motion.duration == drive_seconds(ev["to"] - ev["from"], "fast")


def test_a_cards_rings_wait_until_the_car_has_reached_the_card(drive):
    from speedgames.sprit.screen.card import CardShow

    scene = open_game(drive, dict(OPTIONS), seed=3, animations="normal")
    assert wait_for_human(drive, scene)
    board = scene.playback
    car = scene.human_car
    at = scene.state.cars[car]["field"]
    drive_ev = {"type": "drive", "car": 1, "from": at, "to": at + 2, "cost": 3, "fuel": 40,
                "seat": 1, "distance": 2, "path": [at, at + 1, at + 2]}
    card_ev = {"type": "card", "car": 1, "card": "tankleck", "effect": "lose", "gain": -20,
               "field": at + 2, "seat": 1, "fuel": 20}
    board.events([drive_ev, card_ev], scene.state, scene.geo)
    assert isinstance(board.queue[0], Motion)
    drive.frames(2)
    assert not board.marks and board.waiting, "the car still drives: no ring yet"
    for _ in range(300):
        if board.queue and isinstance(board.queue[0], CardShow):
            break
        drive.frames(1)
    drive.frames(1)
    assert [m.field for m in board.marks] == [at + 2], "the card is shown: its field rings"
