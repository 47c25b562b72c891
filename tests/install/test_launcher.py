"""``run.py``, the launcher (issue #31): the Python version first, only what the command needs,
no detour on a normal start, pip quiet unless it fails."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def launcher(tmp_path, monkeypatch):
    """run.py as a module whose .venv is a folder of this test."""
    spec = importlib.util.spec_from_file_location("speedgames_launcher", ROOT / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    venv = tmp_path / ".venv"
    monkeypatch.setattr(module, "VENV", venv)
    monkeypatch.setattr(module, "STAMP", venv / ".speedgames-installed")
    return module


def _fake_venv(launcher, level: str | None, packages=("pygame", "pygame_gui", "platformdirs")):
    python = launcher._venv_python()
    python.parent.mkdir(parents=True)
    python.write_text("")
    site = launcher.VENV / "lib" / "python3.11" / "site-packages"
    for name in packages:
        (site / name).mkdir(parents=True)
    if level:
        launcher.STAMP.write_text(launcher._wanted_stamp(level) + "\n", encoding="utf-8")


def test_an_old_python_is_told_what_is_needed_before_anything_is_installed(launcher,
                                                                          monkeypatch, capsys):
    monkeypatch.setattr(sys, "version_info", (3, 10, 12, "final", 0))
    monkeypatch.setattr(launcher, "_install", lambda level: pytest.fail("installed anyway"))
    with pytest.raises(SystemExit) as done:
        launcher.main()
    assert done.value.code == 1
    err = capsys.readouterr().err
    assert "Python 3.11 or newer" in err and "3.10.12" in err


def test_playing_needs_only_the_game_and_the_tests_need_their_tools(launcher):
    _fake_venv(launcher, "play")
    assert launcher._installed("play")
    assert not launcher._installed("test"), "the test tools are not there yet"
    assert "pytest" not in launcher.LEVELS["play"][1] and launcher.LEVELS["play"][0] == ""
    assert launcher.LEVELS["test"][0] == "[test]"


def test_a_test_install_serves_playing_too(launcher):
    _fake_venv(launcher, "test", packages=("pygame", "pygame_gui", "platformdirs", "pytest",
                                           "hypothesis", "xdist"))
    assert launcher._installed("play") and launcher._installed("test")


def test_a_missing_package_or_a_changed_pyproject_means_install_again(launcher):
    _fake_venv(launcher, "play", packages=("pygame", "platformdirs"))
    assert not launcher._installed("play")
    launcher.STAMP.write_text("3.11 play 0000\n", encoding="utf-8")
    assert not launcher._installed("play")


def test_a_normal_start_goes_straight_into_the_game_without_a_smoke_import(launcher,
                                                                          monkeypatch):
    _fake_venv(launcher, "play")
    monkeypatch.setattr(launcher, "_smoke", lambda level: pytest.fail("smoke import on start"))
    monkeypatch.setattr(launcher, "_install", lambda level: pytest.fail("installed again"))
    monkeypatch.setattr(launcher, "_inside_venv", lambda: False)
    monkeypatch.setattr(sys, "argv", ["run.py"])

    class Started(Exception):
        pass

    def execv(python, args):
        raise Started(python, args)

    monkeypatch.setattr(launcher.os, "execv", execv)
    monkeypatch.setattr(launcher.os, "name", "posix")
    with pytest.raises(Started) as started:
        launcher.main()
    assert started.value.args[0] == str(launcher._venv_python())


def test_pip_is_quiet_unless_it_fails(launcher, monkeypatch, capsys):
    class Done:
        def __init__(self, code):
            self.returncode, self.stdout, self.stderr = code, "Collecting pygame\n", "boom\n"

    calls = []
    monkeypatch.setattr(launcher.subprocess, "run",
                        lambda cmd, **kw: calls.append((cmd, kw)) or Done(0))
    launcher._pip(["install", "x"])
    assert "-q" in calls[0][0] and calls[0][1].get("capture_output")
    assert capsys.readouterr().err == ""
    monkeypatch.setattr(launcher.subprocess, "run", lambda cmd, **kw: Done(1))
    with pytest.raises(SystemExit):
        launcher._pip(["install", "x"])
    err = capsys.readouterr().err
    assert "Collecting pygame" in err and "boom" in err and "failed" in err


def test_an_install_compiles_the_game_so_the_first_start_reads_bytecode(launcher, monkeypatch,
                                                                        capsys):
    runs = []
    monkeypatch.setattr(launcher.venv, "EnvBuilder",
                        lambda **kw: type("B", (), {"create": lambda self, path:
                                                    Path(path).mkdir(parents=True)})())
    monkeypatch.setattr(launcher, "_pip", lambda args: runs.append(("pip", args)))
    monkeypatch.setattr(launcher, "_smoke", lambda level: True)
    monkeypatch.setattr(launcher.subprocess, "run",
                        lambda cmd, **kw: runs.append(("run", cmd, kw)))
    launcher._install("play")
    compiled = [r for r in runs if r[0] == "run" and "compileall" in r[1]]
    assert len(compiled) == 1 and compiled[0][1][-1].endswith("speedgames")
    assert compiled[0][2].get("capture_output"), "quiet: no list of compiled files"
    assert runs.index(compiled[0]) > next(i for i, r in enumerate(runs) if r[0] == "pip")
    assert launcher.STAMP.exists()
