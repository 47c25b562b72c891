"""Where the bundled data lives: ``assets/`` (fonts, sounds, themes) and ``locales/``.

Why one module: the repository keeps ``assets/`` and ``locales/`` at the top level (the project's
layout), but an installed wheel cannot reach outside its package, and a PyInstaller build unpacks
into a folder of its own. So the build maps both folders into the package as
``speedgames/_data/assets`` and ``speedgames/_data/locales`` (see ``setup.py``), and every lookup of
a bundled file asks here, in this order:

1. a frozen PyInstaller application: ``sys._MEIPASS/speedgames/_data/<name>``;
2. the installed package: ``importlib.resources.files("speedgames") / "_data" / <name>``;
3. the source tree (``python3 run.py``, editable installs, tests): ``<checkout>/<name>``.

Only real folders on disk count (pygame and pygame-gui open files by path); a zipped package
falls through to the next place. No pygame here, so ``speedgames.core`` may use it.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from importlib import resources
from pathlib import Path

PACKAGE = "speedgames"
DATA = "_data"
NAMES = ("assets", "locales")
SOURCE_ROOT = Path(__file__).resolve().parents[2]


def _candidates(name: str) -> list[Path]:
    found: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        found.append(Path(bundle) / PACKAGE / DATA / name)
    try:
        packaged = resources.files(PACKAGE) / DATA / name
    except (ModuleNotFoundError, TypeError, ValueError):
        packaged = None
    if isinstance(packaged, Path):
        found.append(packaged)
    found.append(SOURCE_ROOT / name)
    return found


@lru_cache(maxsize=None)
def data_dir(name: str) -> Path:
    """The folder ``assets`` or ``locales`` as found first (see the module docstring).

    When none exists the source-tree path is returned anyway: callers already treat a missing
    file as „fall back quietly“ (default font, silence, raw keys), so the game still starts."""
    if name not in NAMES:
        raise ValueError(f"unknown data folder {name!r}")
    candidates = _candidates(name)
    for path in candidates:
        if path.is_dir():
            return path
    return candidates[-1]


def asset(*parts: str) -> Path:
    """A file under ``assets/``, e.g. ``asset("fonts", "Lato-Regular.ttf")``."""
    return data_dir("assets").joinpath(*parts)


def locales_dir() -> Path:
    """The folder of ``speedgames.<lang>.json``."""
    return data_dir("locales")


def reset() -> None:
    """Forget the cached answers (tests that fake a frozen or installed layout)."""
    data_dir.cache_clear()
