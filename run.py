#!/usr/bin/env python3
"""Speedgames launcher: `python3 run.py` plays, `python3 run.py test` tests.

On a fresh machine it creates `.venv` beside this file with the standard library's venv,
installs the project (with its test extra) into it, and re-executes itself there. A broken or
half-installed `.venv` is detected by a stamp file and a smoke import, and rebuilt.
Only the standard library may be used in this file.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".speedgames-installed"
SMOKE = "import pygame, pygame_gui, platformdirs, pytest, hypothesis, xdist, speedgames"


def _venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _wanted_stamp() -> str:
    """The stamp changes whenever the declared dependencies change."""
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    return f"{sys.version_info[0]}.{sys.version_info[1]} {digest}"


def _inside_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def _venv_healthy() -> bool:
    python = _venv_python()
    if not python.exists() or not STAMP.exists():
        return False
    if STAMP.read_text(encoding="utf-8").strip() != _wanted_stamp():
        return False
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    probe = subprocess.run([str(python), "-c", SMOKE], cwd=ROOT, env=env,
                           capture_output=True, text=True)
    return probe.returncode == 0


def _build_venv() -> None:
    if VENV.exists():
        print("Speedgames: the environment in .venv is incomplete or outdated; rebuilding it …",
              flush=True)
        shutil.rmtree(VENV, ignore_errors=True)
    print("Speedgames: first start – creating .venv and installing pygame-ce, pygame-gui, "
          "platformdirs, pytest, hypothesis and pytest-xdist (this takes a minute) …", flush=True)
    venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    python = str(_venv_python())
    steps = [
        [python, "-m", "pip", "install", "--disable-pip-version-check", "--progress-bar", "on",
         "-e", f"{ROOT}[test]"],
    ]
    for step in steps:
        result = subprocess.run(step, cwd=ROOT)
        if result.returncode != 0:
            print("Speedgames: installing the dependencies failed (see above). "
                  "Check the network connection to the package index and run again.",
                  file=sys.stderr)
            raise SystemExit(result.returncode)
    STAMP.write_text(_wanted_stamp() + "\n", encoding="utf-8")
    print("Speedgames: set-up complete.", flush=True)


def main() -> None:
    if not _inside_venv():
        if not _venv_healthy():
            _build_venv()
            if not _venv_healthy():
                print("Speedgames: the fresh .venv still cannot import the game; giving up.",
                      file=sys.stderr)
                raise SystemExit(1)
        python = str(_venv_python())
        args = [python, str(Path(__file__).resolve()), *sys.argv[1:]]
        if os.name == "nt":
            raise SystemExit(subprocess.call(args))
        os.execv(python, args)
    sys.path.insert(0, str(ROOT))
    from speedgames.cli import main as cli_main

    raise SystemExit(cli_main(sys.argv[1:]))


if __name__ == "__main__":
    main()
