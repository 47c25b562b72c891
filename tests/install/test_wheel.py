"""``pip install`` without the checkout: the wheel (built from the sdist) carries everything.

Why built from the sdist: that is the path a package index takes, so a file missing from either
the sdist or the wheel fails here. The fresh virtualenv lies outside the checkout and the game is
started with a clean environment, as a person's shell would."""

from __future__ import annotations

import subprocess
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests.install.helpers import (
    PROBE,
    ROOT,
    assert_installed_kontor,
    base_python,
    clean_copy,
    read_probe,
    run,
    venv_bin,
)

pytestmark = pytest.mark.slow  # on one xdist worker: tests/conftest.py ONE_WORKER


def _data_files() -> list[str]:
    """Every file a player needs besides the Python modules, as a relative name in the sdist
    (hidden files such as ``locales/.gitignore`` and the string tool's lock are not for players)."""
    def wanted(path: Path) -> bool:
        return path.is_file() and not any(part.startswith(".") or part == "__pycache__"
                                          for part in path.relative_to(ROOT).parts)

    names = [p.relative_to(ROOT).as_posix() for folder in ("assets", "locales")
             for p in (ROOT / folder).rglob("*") if wanted(p)]
    names += [p.relative_to(ROOT).as_posix() for p in (ROOT / "speedgames").rglob("*")
              if wanted(p) and p.suffix not in (".py", ".pyc")]
    return sorted(names)


def _in_wheel(name: str) -> str:
    top = name.partition("/")[0]
    return f"speedgames/_data/{name}" if top in ("assets", "locales") else name


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> dict:
    base = tmp_path_factory.mktemp("wheel")
    src = clean_copy(base / "src")
    dist = base / "dist"
    run([base_python(), "-c", f"from setuptools import build_meta as b; "
         f"b.build_sdist({str(dist)!r})"], cwd=src)
    sdist = next(dist.glob("speedgames-*.tar.gz"))
    run([base_python(), "-m", "pip", "wheel", "--no-deps", "--no-cache-dir", "-w", dist, sdist],
        cwd=base)
    wheel = next(dist.glob("speedgames-*.whl"))
    venv = base / "venv"
    run([base_python(), "-m", "venv", venv], cwd=base)
    run([venv_bin(venv, "python"), "-m", "pip", "install", wheel], cwd=base)
    return {"base": base, "sdist": sdist, "wheel": wheel, "venv": venv}


def test_the_sdist_and_the_wheel_carry_assets_locales_and_package_data(installed):
    with tarfile.open(installed["sdist"]) as tar:
        in_sdist = {"/".join(m.name.split("/")[1:]) for m in tar.getmembers() if m.isfile()}
    with zipfile.ZipFile(installed["wheel"]) as whl:
        in_wheel = set(whl.namelist())
    wanted = _data_files()
    assert "locales/speedgames.de.json" in wanted and "assets/fonts/Lato-Regular.ttf" in wanted
    assert any(name.endswith(".bin") for name in wanted)  # Speedsprit's AI tables
    assert [n for n in wanted if n not in in_sdist] == []
    assert [n for n in wanted if _in_wheel(n) not in in_wheel] == []
    assert not [n for n in in_wheel if n.startswith(("assets/", "locales/", "tests/"))]
    # every module of the source tree (a folder without __init__.py is silently left out)
    modules = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "speedgames").rglob("*.py")
                     if "__pycache__" not in p.parts)
    assert [m for m in modules if m not in in_wheel] == []
    assert [m for m in modules if m not in in_sdist] == []


def test_the_installed_kontor_shows_real_german_and_english_text_fonts_and_sounds(installed):
    base, venv = installed["base"], installed["venv"]
    probe = base / "probe.py"
    probe.write_text(PROBE.read_text("utf-8"), "utf-8")
    done = run([venv_bin(venv, "python"), probe, base / "shots"], cwd=base)
    assert_installed_kontor(read_probe(done.stdout), venv)


def test_the_speedgames_command_starts_and_draws_the_kontor(installed):
    base, venv = installed["base"], installed["venv"]
    shot = base / "command.png"
    done = run([venv_bin(venv, "speedgames"), "--headless", "--lang", "de", "--data-dir",
                base / "data", "--screenshot", shot], cwd=base)
    assert "did not load" not in done.stderr, done.stderr
    assert shot.stat().st_size > 10_000
    version = subprocess.run([str(venv_bin(venv, "speedgames")), "--help"], cwd=base,
                             capture_output=True, text=True)
    assert version.returncode == 0 and "simulate" in version.stdout
