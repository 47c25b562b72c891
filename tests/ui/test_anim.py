"""The shared pieces of the big moments (speedgames.ui.anim): the motion setting, the dice roll,
the glow and the dust — each a function of time that a skip puts at its end."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from speedgames.ui.anim.dust import PUFFS, puffs
from speedgames.ui.anim.glow import Glow, pulse
from speedgames.ui.anim.motion import bounce_height, pace, reduced
from speedgames.ui.anim.tumble import DiceRoll, spin_speed
from speedgames.ui.dice import Face


def test_reduce_motion_switches_every_pace_off_and_is_read_defensively():
    assert pace(SimpleNamespace(animations="normal")) == "normal"  # no such setting yet: no
    assert pace(SimpleNamespace(animations="fast", reduce_motion=True)) == "off"
    assert pace({"animations": "normal", "reduce_motion": True}) == "off"
    assert pace({"animations": "fast"}) == "fast"
    assert pace(SimpleNamespace(animations="wild")) == "normal"  # a damaged file
    assert reduced(SimpleNamespace(reduce_motion=1)) and not reduced(object())


def test_bounce_starts_high_and_lies_still_at_the_end():
    assert bounce_height(0.0) == pytest.approx(1.0)
    assert bounce_height(1.0) == pytest.approx(0.0, abs=1e-9)
    assert 0 < bounce_height(0.55) < 0.5  # a smaller second hop


def _roll() -> DiceRoll:
    final = [Face.number(n) for n in (3, 5, 1)]
    pools = [[Face.number(n) for n in range(1, 7)]] * 3
    return DiceRoll(final, pools, duration=0.9, stagger=0.07)


def test_a_roll_turns_flies_and_bounces_then_rests_on_the_rolled_faces():
    roll = _roll()
    roll.update(0.2)
    assert all(spin_speed(roll, i) > 100 for i in range(3)), "the dice turn fast in the air"
    assert all(roll.height(i) > 0.05 for i in range(3)), "… above the tray"
    assert any(roll.offset(i, 60) != (0, 0) for i in range(3))
    seen = set()
    for _ in range(30):  # they turn over their edges: more than one face shows on the way
        roll.update(0.01)
        seen.add(roll.face(0))
    assert len(seen) > 1
    for _ in range(200):
        roll.update(1 / 60)
    assert roll.done
    assert [roll.face(i) for i in range(3)] == roll.final
    assert all(roll.angle(i) == 0 and roll.offset(i, 60) == (0, 0) for i in range(3))


def test_the_faces_settle_before_the_dice_stop_and_a_skip_ends_the_roll_at_once():
    roll = _roll()
    roll.time = roll.duration * 0.6  # down on the tray, still wobbling
    assert roll.face(0) == roll.final[0] and not roll.settled(0)
    roll.skip()
    assert roll.done and all(roll.settled(i) for i in range(3))


def test_a_held_roll_stands_still_until_skipped():
    roll = _roll()
    roll.hold_at(0.4)
    t = roll.time
    roll.update(1.0)
    assert roll.time == t and not roll.done
    roll.skip()
    assert roll.done


def test_the_roll_draws_inside_a_surface_without_errors():
    pygame.init()
    from speedgames.ui.theme import Theme

    surface = pygame.Surface((400, 200))
    roll = _roll()
    rects = [pygame.Rect(40 + i * 100, 80, 60, 60) for i in range(3)]
    for _ in range(70):
        roll.update(1 / 60)
        roll.draw(surface, rects, Theme("dark"))
    assert roll.done


def test_a_glow_beats_then_fades_and_leaves_nothing_behind():
    glow = Glow()
    glow.start([("a", 1), ("b", 2)], 1.0)
    assert glow and glow.level(("a", 1)) == 0.0  # it starts dark and rises
    glow.update(0.1)
    assert 0.3 < glow.level(("a", 1)) <= 1.0 and glow.level("x") == 0.0
    glow.update(1.0)
    assert not glow and glow.level(("a", 1)) == 0.0
    assert all(0.0 <= pulse(f / 50) <= 1.0 for f in range(51))


def test_no_glow_without_motion_and_a_skip_ends_it():
    glow = Glow()
    glow.start(["a"], 0.0)
    assert not glow
    glow.start(["a"], 2.0)
    glow.skip()
    assert not glow


def test_dust_lies_behind_the_car_and_none_when_it_stands():
    assert puffs(100.0, 0.0, 10.0, 0.0) == []
    behind = puffs(100.0, 0.0, 10.0, 1.0)
    assert 0 < len(behind) <= PUFFS and all(s < 100.0 for s, _ in behind)
    assert puffs(5.0, 0.0, 10.0, 1.0) == []  # no dust before the start
    back = puffs(50.0, 100.0, 10.0, 1.0)  # rolling back: the dust is on the other side
    assert back and all(s > 50.0 for s, _ in back)
