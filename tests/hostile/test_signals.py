"""SIGTERM ends the program at any moment, saving first: between frames, and while a frame is
stuck in a long step of pure Python (the watchdog interrupts it). Real child processes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name != "posix",
                                reason="POSIX signals")
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
       "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SPEEDGAMES_MARK_FIRST_FRAME": "1",
       "PYTHONPATH": str(ROOT)}


def _wait_for(proc: subprocess.Popen, mark: str, seconds: float = 120) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        line = proc.stdout.readline()
        if mark in line:
            return
        if not line and proc.poll() is not None:
            break
    proc.kill()
    pytest.fail(f"the child never printed {mark!r}")


def _ends(proc: subprocess.Popen, seconds: float = 60) -> int:
    try:
        return proc.wait(seconds)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("the process did not end after SIGTERM")


def test_sigterm_between_frames_ends_the_game_and_saves(tmp_path):
    script = tmp_path / "script.jsonl"
    script.write_text(json.dumps({"wait": 10 ** 7}) + "\n", "utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "speedgames", "--headless", "--script",
                             str(script), "--data-dir", str(tmp_path / "data")], cwd=ROOT,
                            env=ENV, stdout=subprocess.PIPE, text=True)
    _wait_for(proc, "speedgames-first-frame")
    proc.send_signal(signal.SIGTERM)
    assert _ends(proc) == 0
    assert (tmp_path / "data" / "settings.json").is_file()  # shutdown saved the settings


CHILD = textwrap.dedent("""
    import sys
    from pathlib import Path
    from speedgames.app import App
    from speedgames.ui import signals
    from speedgames.ui.scene import Scene

    marker = Path(sys.argv[1])

    class Stuck(Scene):
        def update(self, dt):
            print("stuck", flush=True)
            n = 0
            while True:  # a step that never ends by itself (pure Python)
                n += 1

        def save(self):
            marker.write_text("saved", "utf-8")

    app = App(headless=True, data_dir=marker.parent / "data", start=None)
    app.stack.push(Stuck(app))
    restore = signals.install(app, grace=0.5)
    try:
        app.run(None)
    finally:
        restore()
    print("ended", flush=True)
""")


def test_sigterm_while_a_frame_is_stuck_still_ends_and_saves(tmp_path):
    marker = tmp_path / "marker.txt"
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(marker)], cwd=ROOT, env=ENV,
                            stdout=subprocess.PIPE, text=True)
    _wait_for(proc, "stuck")
    proc.send_signal(signal.SIGTERM)
    assert _ends(proc) == 0
    assert marker.read_text("utf-8") == "saved"
    assert "ended" in proc.stdout.read()
