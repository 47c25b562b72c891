"""What the start does before the Kontor's first frame (#31): no pygame-gui (the Kontor has no
element of it; the app's manager is built on first use), no test tools, no AI."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import sys
from pathlib import Path
from speedgames.app import App
app = App(headless=True, data_dir=Path(sys.argv[1]), size=(1280, 800), start="kontor")
app.frame(1 / 60)
assert app.frames == 1
loaded = sorted(m for m in sys.modules
                if m.split(".")[0] in ("pygame_gui", "pytest", "hypothesis")
                or ".ai." in m or m.endswith(".ai"))
print("LOADED", " ".join(loaded) or "-")
print("BUILT", app.gui.built is not None)
app.ui_manager  # the first element's need builds it
print("LATER", app.gui.built is not None and "pygame_gui" in sys.modules)
"""


def test_the_kontors_first_frame_needs_no_pygame_gui_no_ai_and_no_test_tools(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = dict(line.split(" ", 1) for line in out.stdout.splitlines() if " " in line)
    assert lines["LOADED"] == "-", f"imported before the first frame: {lines['LOADED']}"
    assert lines["BUILT"] == "False" and lines["LATER"] == "True"


def test_a_theme_switch_before_the_manager_exists_builds_it_in_the_new_look(tmp_path):
    from speedgames.ui.widgets import gui_elements
    from tests.ui.shared_screens_harness import make_app

    app = make_app(tmp_path)
    try:
        app.gui.built = None  # as at the start
        gui_elements._HOST.clear()
        app.gui._offer()
        app.set_theme("light")
        app.set_text_scale(150)
        assert app.gui.built is None
        manager = gui_elements.gui_manager(app.theme, gui_elements.look_of(app.theme))
        assert manager is app.gui.built is app.ui_manager
        text = manager.get_theme().get_colour("normal_text")
        assert tuple(text)[:3] == tuple(app.theme.color("text"))[:3]
    finally:
        app.shutdown()
