"""Build configuration that ``pyproject.toml`` cannot express: the data folders.

``assets/`` and ``locales/`` stay at the top of the repository (the project's layout), but an
installed game can only read files inside its package. So the build maps them into the package as
``speedgames/_data/assets/…`` and ``speedgames/_data/locales/…`` (``package_dir``), and
``speedgames.core.resources`` looks there first. Every folder is listed as a package so that
setuptools copies it as package data; they hold no Python. Non-Python files inside ``speedgames/``
itself (the Speedsprit AI tables, ``*.bin``) ride along as ordinary package data.
Only setuptools is needed: no extra build dependency.
"""

from pathlib import Path

from setuptools import find_packages, setup

ROOT = Path(__file__).resolve().parent
DATA = {"assets": "speedgames._data.assets", "locales": "speedgames._data.locales"}


def _data_packages() -> dict[str, str]:
    """Package name → folder (relative, as setuptools wants) for every folder under the data."""
    found: dict[str, str] = {}
    for folder, package in DATA.items():
        base = ROOT / folder
        for path in sorted([base, *(p for p in base.rglob("*") if p.is_dir())]):
            rel = path.relative_to(ROOT)
            found[".".join([package, *rel.parts[1:]])] = rel.as_posix()
    return found


DATA_PACKAGES = _data_packages()
ICONS = ROOT / "assets" / "icons"


def _desktop_files() -> list[tuple[str, list[str]]]:
    """Where the platform allows (Linux and other freedesktop systems, a ``--user`` install or a
    prefix the desktop reads): the launcher, its AppStream description and the icon theme's
    pictures (``assets/icons/hicolor`` is laid out as the theme), as ``data_files`` under the
    install prefix's ``share/``."""
    out = [("share/applications", ["packaging/linux/speedgames.desktop"]),
           ("share/metainfo", ["packaging/linux/speedgames.metainfo.xml"])]
    for picture in sorted((ICONS / "hicolor").rglob("speedgames.*")):
        rel = picture.relative_to(ROOT).as_posix()
        out.append((f"share/icons/{picture.parent.relative_to(ICONS).as_posix()}", [rel]))
    return out


setup(
    packages=[*find_packages(include=["speedgames", "speedgames.*"]), *DATA_PACKAGES],
    package_dir=DATA_PACKAGES,
    # *.bin: the Speedsprit computers' precomputed lone-car tables (speedgames/sprit/ai/tables.bin,
    # written by tools/sprit_tables.py); a package-data table in pyproject.toml would replace
    # this whole mapping, so it lives here
    package_data={"speedgames": ["**/*.bin"], **{name: ["*"] for name in DATA_PACKAGES}},
    exclude_package_data={"": ["__pycache__", "*.pyc"]},
    data_files=_desktop_files(),
)
