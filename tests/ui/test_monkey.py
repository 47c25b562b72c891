"""The monkey test: thousands of random events (keys, text, clicks, wheel, resizes) sent to every
registered scene must never raise — neither out of a handler nor caught at the app boundary.

Seeded and bounded in count (not in time), so it runs the same on every machine. Every case runs
its first half at the minimum window 1024×700 and its second half at 1920×1080 (with random
resizes in between, some below the minimum, which the app clamps), and types hostile text too
(NUL, escapes, right-to-left names, emoji, a long word). The full run of issue #17 is
``SPEEDGAMES_MONKEY_EVENTS=100000`` (that many events over all cases together; the default is
1000 per case).
"""

from __future__ import annotations

import os

import pygame
import pytest

from speedgames.core.rng import Stream
from speedgames.ui import registry
from speedgames.ui.script import click_events, key_events
from tests.ui.harness import make_app

EVENTS_PER_FRAME = 16
KEYS = ["space", "return", "escape", "tab", "left", "right", "up", "down", "pageup", "pagedown",
        "home", "end", "backspace", "delete", "f11", "1", "2", "3", "4", "5", "6", "7", "0", "a",
        "e", "r", "w", "t", "s", "k", "p", "z", "+", "-"]
TEXTS = ["Anna", "Ödön", "ß", "„x“", "1", " ", "🙂", "x" * 40, "\x00", "\x1b[2J", "أحمد",
         "שלום", "🚀🚀", "W" * 300, "\n", "\u202e"]
HALVES = [(1024, 700), (1920, 1080)]  # the minimum first, then a big screen
SIZES = [(1024, 700), (1280, 800), (1600, 1000), (1100, 760), (1920, 1080), (800, 600)]


def _cases() -> list[tuple[str, str]]:
    cases = []
    for info in registry.infos():
        for stem, _ in info.sample_variants_names():
            cases.append((info.name, stem))
    return cases


def _random_event(rng: Stream, size: tuple[int, int]) -> list[pygame.event.Event]:
    roll = rng.randbelow(100)
    w, h = size
    if roll < 45:
        mod = pygame.KMOD_SHIFT if rng.randbelow(8) == 0 else 0
        return key_events(rng.choice(KEYS), mod)
    if roll < 55:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))]
    if roll < 85:
        return click_events((rng.randbelow(w), rng.randbelow(h)), 1 if rng.randbelow(6) else 3)
    if roll < 95:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=(rng.randbelow(w), rng.randbelow(h)),
                                   rel=(0, 0), buttons=(0, 0, 0), touch=False)]
    y = rng.choice([-3, -1, 1, 3])
    return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                               precise_y=float(y), touch=False)]


def _own_errors(errors: list[str], name: str) -> list[str]:
    """A screen that fails to *build* is the fault of that screen (its own case catches it), not
    of the screen whose button opened it."""
    return [e for e in errors if not e.startswith("[create ") or e.startswith(f"[create {name}]")]


CASES = _cases()
_TOTAL = int(os.environ.get("SPEEDGAMES_MONKEY_EVENTS", "0") or 0)
EVENTS_PER_SCENE = max(1000, -(-_TOTAL // max(1, len(CASES))))


@pytest.mark.parametrize("name,stem", CASES)
def test_random_events_never_break_a_scene(tmp_path, name, stem):
    info = registry.get(name)
    app = make_app(tmp_path, start="kontor", size=HALVES[0])
    kwargs = dict(info.sample_variants(app))[stem]
    scene = registry.create(app, name, **kwargs)
    app.push(scene)
    rng = Stream.derive(2026, "monkey", name, stem)
    for sent in range(EVENTS_PER_SCENE):
        if sent == EVENTS_PER_SCENE // 2:
            app.resize(HALVES[1])
        elif rng.randbelow(400) == 0:
            app.resize(rng.choice(SIZES))
        assert app.size[0] >= 1024 and app.size[1] >= 700  # never below the minimum
        for event in _random_event(rng, app.size):
            app.dispatch(event)  # the main loop's own path for every event
        if not app.running:  # „Beenden“ was hit: carry on as a fresh start would
            app.running = True
        # stay on the screen under test: others it opens are tested in their own cases
        if scene not in list(app.stack):
            scene = registry.create(app, name, **kwargs)
            app.push(scene)
        while app.stack.top is not scene:
            app.stack.pop()
        if sent % EVENTS_PER_FRAME == 0:
            app.frame(1 / 60)
    errors = _own_errors(app.errors, name)
    assert errors == [], errors[0]
    app.shutdown()
