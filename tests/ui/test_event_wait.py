"""The loop's idle wait through SDL's own sleep (ui.event_wait, #29): it returns the next event
as pygame.event.wait does, wakes for an event posted from another thread, times out with
NOEVENT, and never spins when SDL and pygame disagree about the queue."""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from speedgames.ui import event_wait


@pytest.fixture
def native(window):
    pygame.event.clear()
    if not event_wait.native_available():
        pytest.skip("no SDL library found to call (the wait falls back to pygame's)")
    saved = event_wait._native
    yield saved
    event_wait._native = saved
    pygame.event.clear()


def test_the_sdl_library_found_is_the_one_pygame_runs_on(native):
    lib_version = event_wait._version(event_wait.ctypes.CDLL(event_wait._candidates()[0]))
    assert lib_version == tuple(pygame.get_sdl_version(linked=True))


def test_an_event_posted_from_another_thread_ends_the_wait_at_once(native):
    timer = threading.Timer(0.05, lambda: pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)))
    started = time.monotonic()
    timer.start()
    try:
        event = event_wait.native_wait(3000)
    finally:
        timer.cancel()
    assert event.type == pygame.KEYDOWN and event.key == pygame.K_DOWN
    assert time.monotonic() - started < 1.5
    assert pygame.event.peek(pygame.KEYDOWN) is False   # taken, as pygame.event.wait takes it


def test_nothing_comes_the_wait_ends_with_noevent_after_its_time(native):
    started = time.monotonic()
    event = event_wait.native_wait(60)
    assert event.type == pygame.NOEVENT
    assert 0.04 <= time.monotonic() - started < 1.0


def test_a_queue_sdl_says_is_full_and_pygame_finds_empty_gives_the_native_wait_up(
        native, monkeypatch):
    state = event_wait._native
    monkeypatch.setattr(state, "call", lambda event, timeout: 1)   # "there is one", every time
    for _ in range(event_wait.EARLY_LIMIT):
        assert event_wait.native_wait(10).type == pygame.NOEVENT
    assert not event_wait.native_available()     # from now on pygame.event.wait, no spinning
    assert event_wait.native_wait(5).type == pygame.NOEVENT


def test_headless_runs_keep_pygames_own_wait(app, monkeypatch):
    seen = []
    monkeypatch.setattr(pygame.event, "wait", lambda timeout=0: seen.append(timeout) or
                        pygame.event.Event(pygame.NOEVENT))
    event_wait.wait(7)
    assert seen == [7]


def test_a_long_wait_sleeps_in_slices_so_a_signal_is_handled_soon(native, monkeypatch):
    """Python runs a signal's handler only between calls: one 2 s sleep in SDL made SIGTERM take
    2 s to end the program (0.7 s with pygame's wait); slices keep it within SLICE_MS."""
    slices = []

    def sleepy(event, timeout):
        slices.append(timeout)
        time.sleep(timeout / 1000)
        return 0

    monkeypatch.setattr(event_wait._native, "call", sleepy)
    assert event_wait.native_wait(600).type == pygame.NOEVENT
    assert max(slices) <= event_wait.SLICE_MS and len(slices) >= 3
    assert 500 <= sum(slices) <= 700
