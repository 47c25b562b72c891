"""Zug-Uhr / Bedenkzeit: time limit, then 10 s Nachfrist, then the game acts for the player."""

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from speedgames.core import i18n
from speedgames.ui.theme import Theme
from speedgames.ui.turn_clock import (
    CLOCK_CHOICES,
    DEFAULT_CLOCK,
    GRACE_SECONDS,
    Phase,
    TurnClock,
    clock_choice_label,
    draw_turn_clock,
    format_seconds,
)


class Calls:
    def __init__(self):
        self.grace = 0
        self.expire = 0

    def on_grace(self):
        self.grace += 1

    def on_expire(self):
        self.expire += 1


def make(limit=30.0):
    calls = Calls()
    clock = TurnClock(limit, on_grace=calls.on_grace, on_expire=calls.on_expire)
    clock.start()
    return clock, calls


def test_choices_are_30_60_90_120_and_ohne_with_2_min_default():
    assert CLOCK_CHOICES == (30, 60, 90, 120, None)
    assert DEFAULT_CLOCK == 120
    assert GRACE_SECONDS == 10


def test_main_time_runs_down_before_any_callback():
    clock, calls = make(30)
    clock.advance(29.9)
    assert clock.phase is Phase.RUNNING
    assert clock.remaining == pytest.approx(0.1)
    assert (calls.grace, calls.expire) == (0, 0)


def test_after_the_limit_the_10_s_nachfrist_begins():
    clock, calls = make(30)
    clock.advance(30)
    assert clock.phase is Phase.GRACE
    assert calls.grace == 1 and calls.expire == 0
    assert clock.grace_remaining == pytest.approx(10)


def test_expiry_fires_only_after_the_grace_and_only_once():
    clock, calls = make(30)
    clock.advance(39.99)
    assert calls.expire == 0
    clock.advance(0.02)
    assert clock.phase is Phase.EXPIRED and clock.expired
    clock.advance(100)
    assert (calls.grace, calls.expire) == (1, 1)


def test_one_huge_step_fires_grace_then_expiry():
    order = []
    clock = TurnClock(60, on_grace=lambda: order.append("grace"),
                      on_expire=lambda: order.append("expire"))
    clock.start()
    clock.advance(1000)
    assert order == ["grace", "expire"]


def test_ohne_never_expires():
    calls = Calls()
    clock = TurnClock(None, on_grace=calls.on_grace, on_expire=calls.on_expire)
    clock.start()
    clock.advance(10_000)
    assert clock.phase is Phase.OFF and clock.remaining is None
    assert (calls.grace, calls.expire) == (0, 0)


def test_stopping_in_time_prevents_the_callbacks():
    clock, calls = make(30)
    clock.advance(20)
    clock.stop()
    clock.advance(100)
    assert (calls.grace, calls.expire) == (0, 0)


def test_pause_holds_the_time_and_resume_continues():
    clock, _ = make(30)
    clock.advance(10)
    clock.pause()
    clock.advance(500)
    assert clock.remaining == pytest.approx(20)
    clock.resume()
    clock.advance(20)
    assert clock.phase is Phase.GRACE


def test_restart_gives_the_next_step_full_time_and_fresh_callbacks():
    clock, calls = make(30)
    clock.advance(45)
    assert calls.expire == 1
    clock.start()
    assert clock.phase is Phase.RUNNING and clock.remaining == 30
    clock.advance(45)
    assert calls.expire == 2


def test_start_can_change_the_limit():
    clock, _ = make(30)
    clock.start(90)
    assert clock.limit == 90 and clock.remaining == 90


def test_bad_time_steps_are_ignored():
    clock, calls = make(30)
    for dt in (-5.0, float("nan"), float("inf"), 0.0):
        clock.advance(dt)
    assert clock.remaining == 30 and calls.grace == 0


def test_invalid_limits_are_refused():
    with pytest.raises(ValueError):
        TurnClock(0)
    with pytest.raises(ValueError):
        TurnClock(-3)


def test_injected_time_source_drives_poll_without_waiting():
    now = [100.0]
    calls = Calls()
    clock = TurnClock(30, on_expire=calls.on_expire, now=lambda: now[0])
    clock.start()
    now[0] += 25
    clock.poll()
    assert clock.remaining == pytest.approx(5)
    now[0] += 15
    clock.poll()
    assert calls.expire == 1


def test_labels_in_both_languages():
    clock, _ = make(120)
    assert clock.label("de") == "2:00"
    clock.advance(120 + 2.5)
    assert clock.label("de") == "Nachfrist 8 s"
    assert clock.label("en") == "Grace 8 s"
    clock.advance(20)
    assert clock.label("de") == "Zeit um"
    assert TurnClock(None).label("de") == "ohne"


def test_choice_labels():
    assert [clock_choice_label(v, "de") for v in CLOCK_CHOICES] == [
        "30 s", "60 s", "90 s", "2 min", "ohne"]
    assert format_seconds(65) == "1:05"


@settings(deadline=None, max_examples=60)
@given(limit=st.sampled_from([30, 60, 90, 120]),
       steps=st.lists(st.floats(min_value=0, max_value=20, allow_nan=False), max_size=40))
def test_callbacks_fire_exactly_when_the_time_is_used_up(limit, steps):
    clock, calls = make(limit)
    total = 0.0
    for dt in steps:
        clock.advance(dt)
        total += dt
        assert calls.grace == (1 if total >= limit else 0)
        assert calls.expire == (1 if total >= limit + GRACE_SECONDS else 0)
        assert 0 <= clock.fraction_left <= 1


@pytest.mark.parametrize("theme_name", ["dark", "light"])
def test_the_ring_draws_in_every_phase(theme_name):
    pygame.font.init()
    surface = pygame.Surface((120, 120))
    theme = Theme(theme_name)
    clock, _ = make(30)
    before = pygame.image.tobytes(surface, "RGB")
    for dt in (0, 25, 6, 20):
        clock.advance(dt)
        surface.fill(theme.color("bg"))
        draw_turn_clock(surface, pygame.Rect(10, 10, 100, 100), clock, theme)
        assert pygame.image.tobytes(surface, "RGB") != before
    i18n.set_language("de")


@pytest.mark.parametrize("start", [0.1, 12.2, 30.4])   # main time, and the grace
def test_the_ring_moves_only_when_the_shown_second_does(start):
    """The loop sleeps until the clock's next whole second (``frame_request``); a ring that moved
    a hair every frame in between made every idle check find a changed picture — 8 % of a core
    at a table with a Zug-Uhr in a real window (#29)."""
    pygame.font.init()
    theme = Theme("dark")
    clock, _ = make(30)

    def picture() -> bytes:
        surface = pygame.Surface((220, 220))
        surface.fill(theme.color("bg"))
        draw_turn_clock(surface, pygame.Rect(10, 10, 200, 200), clock, theme)
        return pygame.image.tobytes(surface, "RGB")

    clock.advance(start)
    first = picture()
    wait = clock.frame_request()
    clock.advance(wait * 0.8)          # still within the same shown second
    assert picture() == first
    clock.advance(wait * 0.2 + 0.01)   # the number changes: so does the ring
    assert picture() != first
