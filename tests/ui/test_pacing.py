"""Quiet when idle (issue #16): the loop draws only while something moves or changes.

The policy (ui.pacing) is tested frame by frame without a clock; the scenes' own word
(``frame_request``) is tested on real screens driven by real events; the real-time loop
(``App.paced_step``) is tested for waking at once on input. Nothing here measures speed —
``python3 run.py bench`` does.
"""

from __future__ import annotations

import math
import threading

import pygame
import pytest

from speedgames.ui import registry
from speedgames.ui.pacing import (CHECK_SECONDS, MAX_CHECK_SECONDS, SETTLE_FRAMES,
                                  FramePacer, earliest)
from speedgames.ui.turn_clock import TurnClock
from speedgames.ui.widgets import FocusRing, TextField
from tests.ui.harness import Driver

# ---------------------------------------------------------------------- the policy


def test_earliest_takes_the_soonest_request_and_none_means_never():
    assert earliest(None, None) is None
    assert earliest(None, 0.4, 0.2) == 0.2
    assert earliest(-1.0, 3.0) == 0.0


def test_after_input_frames_run_until_the_picture_stands_still():
    pacer = FramePacer()
    pacer.frame_drawn(changed=True)
    pacer.input_seen()
    for _ in range(SETTLE_FRAMES):
        assert pacer.plan(None).wait is None  # at the frame rate
        pacer.frame_drawn(changed=False)
    plan = pacer.plan(None)
    assert plan.wait == CHECK_SECONDS and plan.draw


def test_a_changing_picture_keeps_the_frame_rate():
    pacer = FramePacer()
    for _ in range(3 * SETTLE_FRAMES):
        pacer.frame_drawn(changed=True)
        assert pacer.plan(None).wait is None


def test_a_scene_that_moves_gets_every_frame_even_when_the_picture_is_still():
    pacer = FramePacer()
    for _ in range(2 * SETTLE_FRAMES):
        pacer.frame_drawn(changed=False)
    assert pacer.plan(0.0).wait is None
    assert not pacer.needs_checksum(0.0)
    assert pacer.needs_checksum(None)


def test_an_idle_screen_sleeps_until_the_next_timed_change():
    pacer = FramePacer()
    for _ in range(SETTLE_FRAMES):
        pacer.frame_drawn(changed=False)
    assert pacer.plan(0.2).wait == pytest.approx(0.2)
    assert pacer.plan(7.0).wait == CHECK_SECONDS  # the safety net's look comes first


def test_the_safety_check_of_a_still_screen_grows_rarer_and_input_makes_it_quick_again():
    """Each check draws a whole frame: twice a second forever kept an idle real window at 4 % of
    a core (#29), so still checks back off to MAX_CHECK_SECONDS; input or a change resets it."""
    pacer = FramePacer()
    for _ in range(SETTLE_FRAMES):
        pacer.frame_drawn(changed=False)
    waits = []
    for _ in range(8):
        waits.append(pacer.plan(None).wait)
        pacer.frame_drawn(changed=False)     # the check found the picture unchanged
    assert waits[0] == CHECK_SECONDS
    assert waits == sorted(waits) and waits[-1] == MAX_CHECK_SECONDS
    assert pacer.plan(0.3).wait == pytest.approx(0.3)   # a timed change still comes on time
    pacer.input_seen()
    for _ in range(SETTLE_FRAMES):
        pacer.frame_drawn(changed=False)
    assert pacer.plan(None).wait == CHECK_SECONDS
    for _ in range(8):
        pacer.frame_drawn(changed=False)
    pacer.frame_drawn(changed=True)          # something no scene announced changed
    for _ in range(SETTLE_FRAMES):
        pacer.frame_drawn(changed=False)
    assert pacer.plan(None).wait == CHECK_SECONDS


def test_a_timed_change_the_scene_asked_for_needs_no_settling_frames():
    """A clock's next second: the loop wakes, draws the new number and sleeps until the next one
    — not six more frames each second (that was 17 frames a second at a table, #29)."""
    pacer = FramePacer()
    for _ in range(SETTLE_FRAMES):
        pacer.frame_drawn(changed=False)
    assert pacer.plan(0.3).wait == pytest.approx(0.3)
    pacer.frame_drawn(changed=True, announced=True)
    assert pacer.plan(1.0).wait == pytest.approx(CHECK_SECONDS)   # asleep again at once
    pacer.frame_drawn(changed=True)        # a change nobody announced: settle as before
    assert pacer.plan(1.0).wait is None


def test_unfocused_nothing_is_drawn_and_only_pending_work_runs():
    pacer = FramePacer()
    pacer.set_focus(False)
    idle = pacer.plan(None)
    assert not idle.draw and idle.wait == math.inf
    working = pacer.plan(0.0)
    assert not working.draw and 0 < working.wait < 0.2
    pacer.set_focus(True)
    assert pacer.expose and pacer.plan(None).wait is None  # redrawn at once when back


def test_a_minimised_window_draws_nothing():
    pacer = FramePacer()
    pacer.set_visible(False)
    assert not pacer.plan(None).draw
    pacer.set_visible(True)
    assert pacer.plan(None).draw


# ---------------------------------------------------------------------- what moves by itself


@pytest.mark.usefixtures("window")
def test_a_focused_text_field_asks_for_its_cursor_blink():
    field = TextField("Anna")
    ring = FocusRing([field])
    ring.focus(field)
    wait = ring.frame_request()
    assert wait is not None and 0 < wait <= 0.6
    ring.focus(None)
    assert ring.frame_request() is None


def test_a_running_clock_asks_for_its_next_second_and_a_stopped_one_does_not():
    clock = TurnClock(30)
    assert clock.frame_request() is None
    clock.start()
    clock.advance(0.25)
    assert clock.frame_request() == pytest.approx(0.75)
    clock.stop()
    assert clock.frame_request() is None


# ---------------------------------------------------------------------- real screens


def settle(drive: Driver, frames: int = 40) -> None:
    drive.frames(frames)


def test_the_kontor_with_nothing_to_animate_needs_no_frame(app, drive):
    settle(drive)
    assert app.stack.top.name == "kontor"
    assert app.frame_request() is None


@pytest.mark.parametrize("game", registry.GAMES)
def test_a_table_setup_waiting_for_input_needs_no_frame(app, drive, game):
    assert app.open("table_setup", game=game)
    settle(drive)
    request = app.frame_request()
    assert request is None or request > 0  # at most a tooltip's or cursor's timer


@pytest.mark.parametrize("screen", ["kontor", "table_setup", "rocket.game", "sprit.game",
                                    "tulpe.game"])
def test_a_pointer_resting_over_the_window_lets_the_screen_go_quiet(app, drive, screen):
    """In a real window the pointer rests somewhere over it from the start (headless runs never
    move it): over a spot without a tooltip the table setup asked for a frame every frame (#29)."""
    if screen != "kontor":
        info = next(i for i in registry.infos() if i.name == screen)
        assert app.open(screen, **info.sample_variants(app)[0][1])
    table = getattr(app.stack.top, "table", None)
    for pos, seconds in (((3, app.size[1] - 3), 6), ((app.size[0] // 2, app.size[1] // 2), 4)):
        drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                       buttons=(0, 0, 0))])
        drive.frames(60 * seconds)    # past the hover delay, the openings, Speedtulpe's sails
        # a computer at the table thinks on its worker: frames while it does (by its condition,
        # not by the frames' time), then the picture must come to rest
        drive.until(lambda: table is None or not table.busy, "the computers' turns")
        drive.frames(60)
        request = app.frame_request()
        assert request is None or request > 0.2, (pos, request)


def _open_solo(app, game: str, seed: int):
    """A Rekordjagd of one person, animations at their normal speed."""
    app.settings.animations = "normal"
    assert app.open(f"{game}.game", options={"seats": [{"kind": "human", "name": "Anna"}],
                                             "mode": "rekordjagd"}, seed=seed)
    return app.stack.top


def test_rocket_waiting_for_the_human_needs_no_frame_and_a_drawn_chip_flies_until_it_lands(
        app, drive):
    scene = _open_solo(app, "rocket", seed=5)
    drive.frames(60)
    assert app.frame_request() is None
    drive.key("space")            # Ziehen
    drive.frames(1)
    assert scene.fly is not None and app.frame_request() == 0.0
    for _ in range(600):
        if scene.fly is None:
            break
        assert app.frame_request() == 0.0
        drive.frames(1)
    assert scene.fly is None
    drive.frames(30)
    assert app.frame_request() is None


def test_tulpe_rolling_dice_ask_for_frames_until_they_settle_then_the_wind_drops(app, drive):
    scene = _open_solo(app, "tulpe", seed=3)
    drive.frames(5)
    drive.key("space")            # würfeln
    drive.frames(1)
    assert scene.parts.tray.rolling and app.frame_request() == 0.0
    for _ in range(600):
        if not scene.busy:
            break
        drive.frames(1)
    assert not scene.busy
    drive.frames(int(60 * 3.5))   # the sails turn a while after the last input
    request = app.frame_request()
    assert request is None or request > 0


def test_sprit_waiting_for_the_human_needs_no_frame_and_a_drive_animates(app, drive):
    scene = _open_solo(app, "sprit", seed=2)
    drive.frames(60)
    assert app.frame_request() is None
    drive.key("right")
    drive.key("return")           # drive one field
    drive.frames(1)
    assert scene.playback.queue and app.frame_request() == 0.0
    for _ in range(900):
        if app.frame_request() != 0.0:
            break
        drive.frames(1)
    assert not scene.playback.queue
    drive.frames(30)
    assert app.frame_request() is None


def test_a_toast_asks_for_the_frame_in_which_it_goes(app, drive):
    settle(drive)
    app.toast("Hallo")
    request = app.frame_request()
    assert request is not None and 3.0 < request < 10.0


# ---------------------------------------------------------------------- the real-time loop


def _settled_loop(app) -> None:
    """Run the real loop until the picture stands still; then only input can end a wait."""
    app.pacer.check_seconds = 0.01
    for _ in range(20 * SETTLE_FRAMES):
        if app.pacer.settled:
            break
        app.paced_step()
    assert app.pacer.settled
    app.pacer.check_seconds = 30.0


def test_an_idle_loop_shows_no_frame_again(app):
    _settled_loop(app)
    app.pacer.check_seconds = 0.01
    frames = app.frames
    for _ in range(5):
        app.paced_step()           # wakes for the check, draws off-screen, finds it unchanged
    assert app.frames == frames


def test_a_key_pressed_during_an_idle_wait_is_handled_at_once(app, monkeypatch):
    _settled_loop(app)
    seen: list[int] = []
    kontor = app.stack.top
    handle = kontor.handle_event

    def record(event):
        if event.type == pygame.KEYDOWN:
            seen.append(event.key)
        return handle(event)

    kontor.handle_event = record
    woke: list[tuple[int, int]] = []   # (the wait's timeout in ms, the event it woke for)
    wait = pygame.event.wait

    def recorded_wait(timeout: int = 0):
        event = wait(timeout)
        woke.append((timeout, event.type))
        return event

    monkeypatch.setattr(pygame.event, "wait", recorded_wait)
    timer = threading.Timer(0.05, lambda: pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="",
                           scancode=0)))
    frames = app.frames
    timer.start()
    try:
        app.paced_step()
    finally:
        timer.cancel()
    assert seen == [pygame.K_DOWN]
    # asleep until the 30 s check, it woke for the key (not by that timeout; no clock read)
    assert woke == [(int(app.pacer.check_seconds * 1000), pygame.KEYDOWN)]
    assert app.frames == frames + 1        # and the moved focus was shown in that same step


def test_focus_lost_stops_drawing_and_focus_gained_draws_again(app):
    _settled_loop(app)
    app.pacer.check_seconds = 0.01
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.paced_step()
    assert not app.pacer.focused
    frames = app.frames
    app.toast("im Hintergrund")    # a change: shown only when the window is back
    assert app.pacer.plan(app.frame_request()).draw is False
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    app.paced_step()
    app.paced_step()
    assert app.pacer.focused and app.frames > frames
