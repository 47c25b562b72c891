"""The ``play`` command: the window (or a headless script run) around one :class:`App`."""

from __future__ import annotations

import sys
from typing import Any

import pygame

from speedgames.app import HEADLESS_DT, App


def run(args: Any) -> int:
    """The ``play`` command."""
    from speedgames.ui.script import ScriptError, ScriptRunner, load_steps

    steps = None
    if getattr(args, "script", None):
        try:
            steps = load_steps(args.script)
        except (OSError, ScriptError) as exc:
            print(f"speedgames: script {args.script}: {exc}", file=sys.stderr)
            return 2
    headless = bool(getattr(args, "headless", False))
    app = App(size=getattr(args, "size", None), data_dir=getattr(args, "data_dir", None),
              lang=getattr(args, "lang", None), theme=getattr(args, "theme", None),
              fullscreen=getattr(args, "fullscreen", None), headless=headless)
    if steps is None and headless:
        steps = []  # nobody can close a window that isn't there: draw one frame and quit
    if steps is not None:
        app.fixed_dt = HEADLESS_DT
    runner = ScriptRunner(app, steps) if steps is not None else None
    from speedgames.ui import signals

    restore = signals.install(app)
    try:
        return app.run(runner, getattr(args, "screenshot", None))
    finally:
        restore()
        pygame.quit()
        from speedgames.ui import fonts

        fonts.reset()  # the cached fonts died with pygame.quit: nothing may draw with them
