"""``python3 run.py build``: a stand-alone application for this system, made with PyInstaller.

Why PyInstaller, and why here: players without Python get one folder with an executable
(``dist/speedgames/speedgames``, ``speedgames.exe`` on Windows, ``Speedgames.app`` beside it on
macOS). PyInstaller is the project's ``build`` extra — never a run-time dependency — and this
command installs it into the running environment itself, so the same command works on Linux,
Windows and macOS (PyInstaller builds only for the system it runs on).

What goes in: every ``speedgames`` module (the screens are imported by name through the registry,
which PyInstaller cannot see, hence ``--collect-submodules``), the package's own data files
(Speedsprit's AI tables), and ``assets/`` and ``locales/`` mapped to ``speedgames/_data/…`` — the
place ``speedgames.core.resources`` looks for them inside a frozen application.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
NAME = "speedgames"
ENTRY = '''"""Entry point of the frozen application (written by speedgames.freeze)."""
import sys

from speedgames.cli import main

raise SystemExit(main(sys.argv[1:]))
'''


def build_requirements(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """The ``build`` extra of ``pyproject.toml`` (one source of truth for the version range)."""
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    return list(data["project"]["optional-dependencies"]["build"])


def icon_file(platform: str = sys.platform) -> Path:
    """The program's icon for PyInstaller: ICNS on macOS, ICO elsewhere (Windows shows it on the
    executable; Linux ignores it, the window sets its own from the icon theme's PNG)."""
    return ROOT / "assets" / "icons" / ("speedgames.icns" if platform == "darwin"
                                        else "speedgames.ico")


def pyinstaller_args(dist: Path, work: Path, log_level: str = "WARN") -> list[str]:
    """The PyInstaller command line (without the interpreter): one folder, no console window,
    the game's own icon."""
    entry = work / "speedgames_main.py"
    add = [arg for name in ("assets", "locales")
           for arg in ("--add-data", f"{ROOT / name}{os.pathsep}{NAME}/_data/{name}")]
    return [
        "-m", "PyInstaller", "--noconfirm", "--clean", "--onedir", "--windowed",
        "--log-level", log_level, "--name", NAME, "--icon", str(icon_file()),
        "--distpath", str(dist), "--workpath", str(work / "work"),
        "--specpath", str(work), "--paths", str(ROOT),
        "--collect-submodules", NAME, "--collect-data", NAME,
        "--collect-data", "pygame_gui", "--collect-submodules", "pygame_gui",
        "--exclude-module", "pytest", "--exclude-module", "hypothesis",
        "--exclude-module", "tkinter",
        *add, str(entry),
    ]


def executable(dist: Path) -> Path:
    """Where the built program lies in ``dist``."""
    suffix = ".exe" if os.name == "nt" else ""
    return dist / NAME / f"{NAME}{suffix}"


def main(args: Any) -> int:
    """Install the build extra, run PyInstaller, say where the program is."""
    if not (ROOT / "assets").is_dir() or not (ROOT / "locales").is_dir():
        print("speedgames build: run this from a checkout of the project (assets/ and locales/ "
              "are missing).", file=sys.stderr)
        return 2
    dist = Path(args.dist or ROOT / "dist").resolve()
    work = Path(args.work or ROOT / "build" / "pyinstaller").resolve()
    work.mkdir(parents=True, exist_ok=True)
    print("speedgames build: installing PyInstaller (the build extra) …", flush=True)
    pip = [sys.executable, "-m", "pip", "install", "--disable-pip-version-check", "-q",
           *build_requirements()]
    if subprocess.call(pip) != 0:
        print("speedgames build: installing PyInstaller failed (see above).", file=sys.stderr)
        return 1
    (work / "speedgames_main.py").write_text(ENTRY, encoding="utf-8")
    print(f"speedgames build: building into {dist} (a few minutes) …", flush=True)
    log_level = "INFO" if args.verbose else "WARN"
    done = subprocess.call([sys.executable, *pyinstaller_args(dist, work, log_level)], cwd=ROOT)
    if done != 0:
        print("speedgames build: PyInstaller failed (see above).", file=sys.stderr)
        return done
    program = executable(dist)
    print(f"speedgames build: done – start {program}", flush=True)
    return 0
