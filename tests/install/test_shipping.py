"""Shipped like a real desktop program (issue #31): licence, metadata, version, icon, launcher,
the commands an installed copy offers, and measurements that stop when told to."""

from __future__ import annotations

import os
import signal
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path

import pytest

import speedgames
from speedgames import cli

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
ICONS = ROOT / "assets" / "icons"


def test_the_code_is_mit_licensed_and_the_fonts_keep_their_own_licences():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Permission is hereby granted" in text
    project = PYPROJECT["project"]
    assert project["license"] == "MIT"
    files = project["license-files"]
    assert "LICENSE" in files and any("fonts/LICENSE-" in f for f in files)
    for font_licence in ("OldStandard", "LeagueSpartan", "Lato", "DejaVu", "Symbola"):
        assert (ROOT / "assets" / "fonts" / f"LICENSE-{font_licence}.txt").is_file()


def test_the_project_metadata_is_complete_and_the_version_has_one_source():
    project = PYPROJECT["project"]
    assert project["readme"] == "README.md" and project["description"]
    assert any(c.startswith("Topic :: Games/Entertainment") for c in project["classifiers"])
    assert "version" not in project and project["dynamic"] == ["version"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {
        "attr": "speedgames.__version__"}
    assert speedgames.__version__.count(".") == 2
    assert speedgames.__version__ not in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_version_prints_the_one_version(capsys):
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"speedgames {speedgames.__version__}"


def test_a_gui_script_starts_the_game_without_a_console_window():
    assert PYPROJECT["project"]["gui-scripts"]["speedgames-gui"] == "speedgames.cli:main"
    assert PYPROJECT["project"]["scripts"]["speedgames"] == "speedgames.cli:main"


def test_the_icon_exists_in_every_size_of_the_icon_theme_and_for_windows_and_macos():
    import pygame

    sizes = (16, 24, 32, 48, 64, 128, 256, 512)
    for size in sizes:
        picture = pygame.image.load(str(ICONS / "hicolor" / f"{size}x{size}" / "apps" /
                                        "speedgames.png"))
        assert picture.get_size() == (size, size)
    assert (ICONS / "hicolor" / "scalable" / "apps" / "speedgames.svg").read_text(
        "utf-8").startswith("<svg")
    ico = (ICONS / "speedgames.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 6
    icns = (ICONS / "speedgames.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_the_window_gets_the_games_icon_and_class(tmp_path):
    from speedgames.ui import window
    from tests.ui.harness import make_app

    app = make_app(tmp_path, start=None)
    try:
        assert window.set_window_icon()
        for variable in window.CLASS_VARIABLES:
            assert os.environ[variable] == window.WINDOW_CLASS == "speedgames"
    finally:
        app.shutdown()


def test_the_launcher_and_its_appstream_description_name_the_same_program():
    desktop = ConfigParser(interpolation=None)
    desktop.optionxform = str  # keys are case-sensitive
    desktop.read(ROOT / "packaging" / "linux" / "speedgames.desktop", encoding="utf-8")
    entry = desktop["Desktop Entry"]
    assert entry["Exec"] in PYPROJECT["project"]["gui-scripts"]
    assert entry["Icon"] == "speedgames" and entry["StartupWMClass"] == "speedgames"
    assert "Game" in entry["Categories"].split(";") and entry["Terminal"] == "false"
    info = ET.parse(ROOT / "packaging" / "linux" / "speedgames.metainfo.xml").getroot()
    assert info.findtext("launchable") == "speedgames.desktop"
    assert info.findtext("project_license") == "MIT"
    newest = info.find("releases/release")
    assert newest is not None and newest.get("version") == speedgames.__version__


def test_the_wheel_installs_the_launcher_and_the_icon_theme():
    import runpy
    from unittest import mock

    with mock.patch("setuptools.setup") as setup:
        runpy.run_path(str(ROOT / "setup.py"))
    data = dict(setup.call_args.kwargs["data_files"])
    assert data["share/applications"] == ["packaging/linux/speedgames.desktop"]
    assert data["share/metainfo"] == ["packaging/linux/speedgames.metainfo.xml"]
    assert data["share/icons/hicolor/64x64/apps"] == [
        "assets/icons/hicolor/64x64/apps/speedgames.png"]
    assert data["share/icons/hicolor/scalable/apps"] == [
        "assets/icons/hicolor/scalable/apps/speedgames.svg"]


def test_an_installed_copy_offers_neither_test_nor_build(monkeypatch, capsys):
    monkeypatch.setattr(cli, "in_checkout", lambda: False)
    assert cli.main(["test"]) == 2 and cli.main(["build"]) == 2
    assert "checkout" in capsys.readouterr().err
    def commands(parser):
        return set(next(a for a in parser._actions if a.dest == "command").choices)

    assert {"test", "build"} <= commands(cli.build_parser(checkout=True))
    assert not {"test", "build"} & commands(cli.build_parser(checkout=False))
    assert "play" in commands(cli.build_parser(checkout=False))


def test_screenshots_of_an_installed_copy_go_to_the_current_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(cli, "in_checkout", lambda: False)
    monkeypatch.chdir(tmp_path)
    assert cli.default_screenshot_dir() == tmp_path / "screenshots"
    monkeypatch.setattr(cli, "in_checkout", lambda: True)
    assert cli.default_screenshot_dir() == ROOT / "docs" / "screenshots"


@pytest.mark.parametrize("command", [
    ["simulate", "rocket", "--seats", "strong,strong", "--games", "10000"],
    ["bench", "--quick"],
])
def test_a_long_measurement_stops_on_sigterm(command, tmp_path):
    """The process ends by the project's own handler (exit 143 = 128 + SIGTERM), not hanging
    in an SDL quit event nobody reads. The wait only guards against a hang."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "speedgames", *command], cwd=tmp_path,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        stream = proc.stdout if command[0] == "simulate" else proc.stderr
        assert stream is not None and stream.readline(), "it got going"
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=120) == 128 + signal.SIGTERM
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
