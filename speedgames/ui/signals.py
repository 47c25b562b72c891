"""Ending on SIGTERM, SIGHUP or Ctrl+C at any moment, saving first.

Why not leave it to SDL: SDL turns SIGTERM into a quit *event*, which only a running frame reads —
a frame stuck in a long step (a text fit, a computer move on the main thread, a slow disk) never
does, and the process ignored the signal. Here the signal sets ``app.running = False`` and posts
QUIT (the loop ends after the current frame and ``App.shutdown`` saves, as for the close button).
Should the current frame not end within :data:`GRACE_SECONDS`, a watchdog interrupts the main
thread (``KeyboardInterrupt`` out of whatever it is doing; ``App.run`` then still shuts down and
saves). A second signal interrupts at once. Installed by the ``play`` command only (tests build
many Apps in one process and keep the default handlers).
"""

from __future__ import annotations

import _thread
import signal
import threading
from typing import Any, Callable

import pygame

GRACE_SECONDS = 3.0
SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT")
                if hasattr(signal, name))


class _Ender:
    def __init__(self, app: Any, grace: float) -> None:
        self.app = app
        self.grace = grace
        self.asked = 0
        self.done = threading.Event()  # set when the loop is over: the watchdog stands down

    def handle(self, signum: int, frame: Any) -> None:
        self.asked += 1
        self.app.running = False
        try:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        except pygame.error:  # no video system (any more): the flag is enough
            pass
        if self.asked > 1 and not self.done.is_set():
            raise KeyboardInterrupt  # the second signal: leave the current step now
        if self.asked == 1:
            threading.Thread(target=self._watch, name="speedgames-quit-watchdog",
                             daemon=True).start()

    def _watch(self) -> None:
        if not self.done.wait(self.grace):
            _thread.interrupt_main()


def install(app: Any, grace: float = GRACE_SECONDS) -> Callable[[], None]:
    """Install the handlers for ``app``; returns the function that restores the old ones (call
    it when the loop is over, before the final save, so the watchdog stands down)."""
    ender = _Ender(app, grace)
    app.quit_watchdog = ender.done
    previous: dict[int, Any] = {}
    for signum in SIGNALS:
        try:
            previous[signum] = signal.signal(signum, ender.handle)
        except (ValueError, OSError):  # not the main thread, or not allowed here
            continue

    def uninstall() -> None:
        ender.done.set()
        for signum, handler in previous.items():
            try:
                signal.signal(signum, handler)
            except (ValueError, OSError, TypeError):
                continue
    return uninstall
