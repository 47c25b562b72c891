#!/usr/bin/env python3
"""Speedgames launcher: `python3 run.py` plays, `python3 run.py test` tests.

First it checks the Python version and says plainly what is needed. On a fresh machine it
creates `.venv` beside this file with the standard library's venv, installs what the command
needs — the game alone to play (pygame-ce, pygame-gui, platformdirs), the test tools too for
`run.py test` — quietly (pip's log only when it fails), checks the fresh install by importing it
once, compiles the game's modules (so the first start reads bytecode like every later one), and
re-executes itself there. Later starts only compare a stamp file and look for the
installed packages, so the window opens without a detour. A broken, half-installed or outdated
`.venv` is noticed (stamp, missing interpreter or package) and rebuilt.
Only the standard library may be used in this file, and it must run (to say what is wrong) on
any Python 3.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

NEEDED = (3, 11)
ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".speedgames-installed"
# what each level installs, and the packages (import names) whose folders prove it is there
LEVELS = {
    "play": ("", ("pygame", "pygame_gui", "platformdirs")),
    "test": ("[test]", ("pygame", "pygame_gui", "platformdirs", "pytest", "hypothesis",
                        "xdist")),
}
SMOKE = {"play": "import pygame, pygame_gui, platformdirs, speedgames",
         "test": "import pygame, pygame_gui, platformdirs, pytest, hypothesis, xdist, speedgames"}


def _check_python() -> None:
    if sys.version_info[:2] < NEEDED:
        found = ".".join(map(str, sys.version_info[:3]))
        print(f"Speedgames needs Python {NEEDED[0]}.{NEEDED[1]} or newer; this is Python "
              f"{found} ({sys.executable}). Please install a newer Python (python.org or your "
              f"system's packages) and start again with it, e.g. `python3.12 run.py`.",
              file=sys.stderr)
        raise SystemExit(1)


def _venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _wanted_stamp(level: str) -> str:
    """The stamp changes whenever the declared dependencies or the Python change."""
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    return f"{sys.version_info[0]}.{sys.version_info[1]} {level} {digest}"


def _inside_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def _site_packages() -> list[Path]:
    return [p for p in VENV.glob("lib*/python*/site-packages")] + \
        [p for p in [VENV / "Lib" / "site-packages"] if p.is_dir()]


def _installed(level: str) -> bool:
    """The stamp says ``level`` (or more) was installed for this pyproject, and its packages'
    folders are there — a file-system look, no interpreter started."""
    if not _venv_python().exists() or not STAMP.exists():
        return False
    stamp = STAMP.read_text(encoding="utf-8").strip()
    if stamp not in (_wanted_stamp(level), _wanted_stamp("test")):
        return False
    sites = _site_packages()
    return all(any((site / name).is_dir() for site in sites) for name in LEVELS[level][1])


def _smoke(level: str) -> bool:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    probe = subprocess.run([str(_venv_python()), "-c", SMOKE[level]], cwd=ROOT, env=env,
                           capture_output=True, text=True)
    return probe.returncode == 0


def _pip(args: list[str]) -> None:
    """Run pip quietly; its whole log only when it fails."""
    cmd = [str(_venv_python()), "-m", "pip", "--disable-pip-version-check", "-q", *args]
    result = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        print("Speedgames: installing the dependencies failed (pip's log is above). Check the "
              "connection to the package index and run again.", file=sys.stderr)
        raise SystemExit(result.returncode)


def _compile() -> None:
    """Compile the game's modules once, now: pip's editable install leaves them as source, and
    the first start would spend a second compiling them (later starts read the bytecode).
    Quiet; a failure only costs that second."""
    subprocess.run([str(_venv_python()), "-m", "compileall", "-q", "-j", "0",
                    str(ROOT / "speedgames")], cwd=ROOT, capture_output=True, text=True)


def _install(level: str) -> None:
    fresh = not _venv_python().exists() or not STAMP.exists() or \
        STAMP.read_text(encoding="utf-8").split(" ")[::2] != _wanted_stamp(level).split(" ")[::2]
    if fresh:
        if VENV.exists():
            print("Speedgames: the environment in .venv is incomplete or outdated; "
                  "rebuilding it …", flush=True)
            shutil.rmtree(VENV, ignore_errors=True)
        what = "pygame-ce, pygame-gui and platformdirs"
        if level == "test":
            what += ", with pytest, hypothesis and pytest-xdist for the tests"
        print(f"Speedgames: first start – creating .venv and installing {what} "
              f"(this takes a minute) …", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    else:
        print("Speedgames: adding the test tools to .venv (pytest, hypothesis, pytest-xdist) …",
              flush=True)
    _pip(["install", "-e", f"{ROOT}{LEVELS[level][0]}"])
    if not _smoke(level):
        print("Speedgames: the fresh .venv still cannot import the game; giving up.",
              file=sys.stderr)
        raise SystemExit(1)
    _compile()
    STAMP.write_text(_wanted_stamp(level) + "\n", encoding="utf-8")
    print("Speedgames: set-up complete.", flush=True)


def main() -> None:
    _check_python()
    if not _inside_venv():
        level = "test" if sys.argv[1:2] == ["test"] else "play"
        if not _installed(level):
            _install(level)
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
