"""Drive a headless App with real pygame events (the same path a person's input takes)."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path
from typing import Any, Callable

import pygame

from speedgames.app import HEADLESS_DT, App
from speedgames.ui.script import click_events, key_events

#: Wall time after which a wait for a worker thread (a computer, the Rat, an analysis) fails:
#: only a guard against a hang — on a loaded machine such a thread may be slow, and a test must
#: wait for it by its condition, never by a number of frames or a short timeout.
HANG_SECONDS = 120.0

#: Where a worker thread with nothing to do waits: a condition (a queue's get and an event's wait
#: end there too) or a join.
_WAITS = frozenset({threading.Condition.wait.__code__,
                    threading.Thread._wait_for_tstate_lock.__code__})
_GAME_DIR = str(Path(__file__).resolve().parents[2] / "speedgames")


def a_worker_thinks(among: set[int] | None = None) -> bool:
    """Whether one of the game's worker threads (a computer or the Rat on the thinker, an
    analysis, Speedrocket's master) is working now, not waiting for work: its innermost frame is
    not a wait of threading's and its stack runs the game's code (which leaves out
    foreign threads such as pytest-xdist's reader). Why: a wait for a worker's answer yields the
    processor to it between frames, but a wait for the game's own time (a computer's pause
    before it moves, an animation) needs only frames — sleeping there made the hot-seat undo walk
    17 s of wall time for 4 s of work. ``among``: only these threads (their idents)."""
    me = threading.get_ident()
    for ident, frame in sys._current_frames().items():
        if ident == me or frame.f_code in _WAITS or (among is not None and ident not in among):
            continue
        stack = frame
        while stack is not None:
            if stack.f_code.co_filename.startswith(_GAME_DIR):
                return True
            stack = stack.f_back
    return False


class Driver:
    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def top(self) -> Any:
        return self.app.stack.top

    def frames(self, n: int = 1) -> None:
        """``n`` steps of the main loop, each with its events and HEADLESS_DT of time; the
        picture is drawn on the first step (what the input just did) and the last (what the
        test looks at) — the steps between only let the time pass (drawing was nine tenths of a
        test's frames). A test that must see every picture steps by ``frames(1)``."""
        for i in range(n):
            self.app.frame(HEADLESS_DT, draw=i == 0 or i == n - 1)

    def until(self, done: Callable[[], Any], what: str = "it",
              seconds: float = HANG_SECONDS) -> None:
        """Frames until ``done()`` holds (a worker thread's result, e.g. an analysis), waited for
        by its condition; fails with „``what`` did not finish“ only after ``seconds`` (a hang).
        While a worker thinks, each frame is followed by 10 ms in which it has the processor
        (frames spun meanwhile only cost processor time: with 1 ms the whole suite's CPU rose by
        35 s); while none does, the frames follow each other at once."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.frames(1)
            if done():
                return
            if a_worker_thinks():
                time.sleep(0.01)
        raise AssertionError(f"{what} did not finish")

    def post(self, events: list[pygame.event.Event], frames: int = 1) -> None:
        for event in events:
            pygame.event.post(event)
        self.frames(frames)

    def key(self, name: str, mod: int = 0) -> None:
        self.post(key_events(name, mod))

    def keys(self, *names: str) -> None:
        for name in names:
            self.key(name)

    def text(self, text: str) -> None:
        self.post([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])

    def click(self, pos: tuple[int, int]) -> None:
        self.post(click_events(pos))

    def click_widget(self, widget: Any) -> None:
        assert widget.rect.width > 0, "widget has no layout"
        self.click(widget.rect.center)

    def wheel(self, y: int) -> None:
        self.post([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                      precise_x=0.0, precise_y=float(y), touch=False)])

    def screenshot(self, path: Path) -> Path:
        self.app.screenshot(path)
        return path


def drawn(app: App) -> bytes:
    """The screen exactly as a person sees it now (drawn afresh), as raw RGB bytes — two such
    pictures compare equal only when not one pixel differs (the privacy tests, #27)."""
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


def make_app(tmp_path: Path, lang: str = "de", theme: str = "dark",
             size: tuple[int, int] = (1280, 800), start: str | None = "kontor") -> App:
    """A headless App in a throw-away data folder: its writes stay atomic but skip the fsync
    waits (every action of a game saves; tests/core/test_storage.py tests the fsyncs)."""
    app = App(headless=True, data_dir=tmp_path / "data", lang=lang, theme=theme, size=size,
              start=start)
    app.storage.durable = False
    return app


def quit_and_fortsetzen(drive: Driver, scene: Any, game_id: str) -> None:
    """Leave ``scene`` as quitting does (it saves, App.shutdown saves every scene) and open its
    newest save again through „Fortsetzen“; the resumed scene is then on top."""
    from speedgames.core.saves import list_saves

    scene.save()
    drive.app.stack.pop()
    saves = list_saves(drive.app.storage, game_id)
    assert saves
    assert drive.app.open(f"{game_id}.game", save=saves[0])
    drive.frames(2)
