"""What the start does before the Kontor's first frame (#31): no pygame-gui (the Kontor has no
element of it; the app's manager is built on first use), no game's screens (the registry goes by
the declared names), no test tools, no AI."""

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
from speedgames.core import catalog
games = tuple(f"speedgames.{g}.screen." for g in catalog.game_ids())
posters = {d.poster for d in catalog.descriptions()}  # the Kontor shows them
loaded = sorted(m for m in sys.modules
                if m.split(".")[0] in ("pygame_gui", "pytest", "hypothesis")
                or ".ai." in m or m.endswith(".ai")
                or (m.startswith(games) and m not in posters))
print("LOADED", " ".join(loaded) or "-")
print("BUILT", app.gui.built is not None)
app.ui_manager  # the first element's need builds it
print("LATER", app.gui.built is not None and "pygame_gui" in sys.modules)
"""


def test_the_kontors_first_frame_needs_no_pygame_gui_no_game_screens_no_ai_no_test_tools(
        tmp_path):
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


DECLARED = """
import sys
from speedgames.core import catalog
from speedgames.ui import registry
for name, module in registry.promised().items():
    fresh = module not in sys.modules
    print("HAS", name, registry.has(name), fresh and module not in sys.modules)
    if name.split(".")[0] in catalog.game_ids():
        info = registry.get(name)  # imports just the declared module
        print("GOT", name, info is not None and info.name == name, module in sys.modules)
"""


def test_every_declared_screen_is_there_without_an_import_and_get_imports_it():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", DECLARED], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    rows = [line.split() for line in out.stdout.splitlines() if line[:3] in ("HAS", "GOT")]
    assert len([r for r in rows if r[0] == "GOT"]) >= 12
    for row in rows:
        if row[0] == "HAS":
            assert row[2] == "True", f"declared but not there: {row}"
        else:
            assert row[2:] == ["True", "True"], f"the declared module registers it: {row}"
    # a game's screen asked about before any of its modules was imported: not imported by has
    first_game = next(r for r in rows if r[0] == "HAS" and "." in r[1] and r[1].endswith(".game"))
    assert first_game[3] == "True"
    assert "did not load" not in out.stderr


def test_the_declared_names_are_exactly_the_registered_ones():
    from speedgames.core import catalog
    from speedgames.ui import registry

    registry.discover()
    declared = registry.promised()
    assert set(declared) == set(registry.names()), (
        "a screen registered but not declared (a description's ``screens`` or SHARED_SCREENS) "
        "is imported only by a full discovery; one declared but never registered cannot open")
    for d in catalog.descriptions():
        for name, module in d.screens:
            assert module in d.screen_modules or any(
                module.rsplit(".", 1)[0] == m.rsplit(".", 1)[0] for m in d.screen_modules)
            assert registry.get(name).game == d.id


def test_a_declared_screen_whose_module_breaks_says_so_and_opens_nothing(tmp_path, monkeypatch,
                                                                        capsys):
    from speedgames.ui import registry

    (tmp_path / "sg_broken_screen.py").write_text("raise RuntimeError('half finished')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(registry.SHARED_SCREENS, "broken", "sg_broken_screen")
    monkeypatch.setattr(registry, "_discovered", False)
    monkeypatch.setattr(registry, "_SCENES", dict(registry._SCENES))
    monkeypatch.setattr(registry, "IMPORT_ERRORS", {})
    monkeypatch.setattr(registry, "discover", lambda force=False: dict(registry.IMPORT_ERRORS))
    assert registry.has("broken"), "declared and there: the Kontor offers it without importing"
    assert registry.get("broken") is None
    assert "sg_broken_screen" in registry.IMPORT_ERRORS
    assert "did not load: RuntimeError: half finished" in capsys.readouterr().err
    assert not registry.has("broken"), "once it failed, it is not offered again"
