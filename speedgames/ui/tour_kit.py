"""The steps of the screen tour (``speedgames.tour``): frames, keys, waiting, opening a scene.

Why in ui: each game lists the phases a person only meets by playing (its ``screen/tour.py``,
named by its description's ``tour``) and reaches them with these steps, the same keys a person
presses; the shell's tour walks them all. ``app`` is the running App (headless).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from speedgames.ui.pacing import HEADLESS_DT
from speedgames.ui.script import key_events

ARM_FRAMES = 20  # a game arms Enter/Space a quarter second after each step
#: A stop opens its screen on top of the Kontor and says whether it arrived.
Stop = Callable[[Any], bool]


def frames(app: Any, n: int) -> None:
    """``n`` steps of the main loop with their events and time; the picture is drawn on the
    first (what the key just did) and the last (what the stop shows) — the steps between only
    let the time pass (drawing every one was most of the tour's time)."""
    for i in range(n):
        app.frame(HEADLESS_DT, draw=i == 0 or i == n - 1)


def press(app: Any, name: str, settle: int = ARM_FRAMES) -> None:
    """A key pressed and released through the event queue, then ``settle`` frames."""
    for event in key_events(name):
        pygame.event.post(event)
    frames(app, settle)


def until(app: Any, holds: Callable[[], bool], limit: int = 900,
          seconds: float = 90.0) -> bool:
    """Frames until ``holds()``; computers think on a worker thread, so a loaded machine gets
    wall time as well as frames before the stop gives up."""
    started, done = time.monotonic(), 0
    while not holds():
        if done >= limit and time.monotonic() - started > seconds:
            return False
        if done >= limit:
            time.sleep(0.005)
        frames(app, 5)
        done += 5
    return True


def open_scene(app: Any, name: str, kwargs: dict[str, Any]) -> Any:
    """The registered scene ``name`` built with ``kwargs`` and pushed (None: not registered)."""
    scene = app.create(name, **kwargs)
    if scene is None:
        return None
    app.push(scene)
    frames(app, 2)
    return scene


def open_sample(app: Any, name: str) -> Any:
    """The registered scene ``name`` with its demonstration arguments, pushed (or None)."""
    from speedgames.ui import registry

    info = registry.get(name)
    return open_scene(app, name, info.sample_kwargs(app)) if info else None
