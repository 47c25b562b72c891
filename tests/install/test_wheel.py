"""``pip install`` without the checkout: the wheel (built from the sdist) carries everything.

Why built from the sdist: that is the path a package index takes, so a file missing from either
the sdist or the wheel fails here. The fresh virtualenv lies outside the checkout and the game is
started with a clean environment, as a person's shell would."""

from __future__ import annotations

import shutil
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
    outside_env,
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


def _bare_venv(path: Path) -> Path:
    """A virtualenv without its own pip (ensurepip costs seconds); the test's pip installs into
    it with ``--python``, as a person's pip installs into their environment."""
    run([base_python(), "-m", "venv", "--without-pip", path], cwd=path.parent)
    return path


def _pip_into(venv: Path, *args) -> None:
    run([base_python(), "-m", "pip", "--disable-pip-version-check", "--python",
         venv_bin(venv, "python"), "install", "-q", *args], cwd=venv.parent)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> dict:
    base = tmp_path_factory.mktemp("wheel")
    src = clean_copy(base / "src")
    dist = base / "dist"
    # sdist and wheel are built as a package index's builder builds them: in an environment with
    # the build-system's own requirement (setuptools ≥ 77 for the SPDX licence), not whatever
    # setuptools the machine's Python happens to carry, and the wheel from the unpacked sdist
    builder = _bare_venv(base / "builder")
    _pip_into(builder, "setuptools>=77")
    builder_python = venv_bin(builder, "python")
    run([builder_python, "-c", f"from setuptools import build_meta as b; "
         f"b.build_sdist({str(dist)!r})"], cwd=src)
    sdist = next(dist.glob("speedgames-*.tar.gz"))
    unpacked = base / "unpacked"
    with tarfile.open(sdist) as tar:
        tar.extractall(unpacked, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
    run([builder_python, "-c", f"from setuptools import build_meta as b; "
         f"b.build_wheel({str(dist)!r})"], cwd=next(unpacked.glob("speedgames-*")))
    wheel = next(dist.glob("speedgames-*.whl"))
    venv = _bare_venv(base / "venv")
    _pip_into(venv, wheel)
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
                             env=outside_env(), capture_output=True, text=True)
    assert version.returncode == 0 and "simulate" in version.stdout
    assert "test" not in version.stdout.split("{")[-1].split("}")[0].split(",")


def test_the_installed_copy_carries_its_launcher_icon_version_and_quiet_console(installed):
    base, venv = installed["base"], installed["venv"]
    share = venv / "share"
    assert (share / "applications" / "speedgames.desktop").is_file()
    assert (share / "metainfo" / "speedgames.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "64x64" / "apps" / "speedgames.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "speedgames.svg").is_file()
    assert venv_bin(venv, "speedgames-gui").exists()
    shown = subprocess.run([str(venv_bin(venv, "speedgames")), "--version"], cwd=base,
                           env=outside_env(), capture_output=True, text=True)
    assert shown.returncode == 0 and shown.stdout.startswith("speedgames ")
    # an installed copy offers neither test nor build, and its screenshots go to the current
    # folder, never into site-packages
    refused = subprocess.run([str(venv_bin(venv, "speedgames")), "test"], cwd=base,
                             env=outside_env(), capture_output=True, text=True)
    assert refused.returncode == 2 and "checkout" in refused.stderr
    # a real (not headless) start on a machine that may have no sound card: no pygame banner,
    # none of ALSA's lines, at most one sentence about the missing sound device
    script = base / "empty.jsonl"
    script.write_text("", encoding="utf-8")
    env = {k: v for k, v in outside_env().items()
           if k not in ("SDL_AUDIODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT")}
    quiet = subprocess.run([str(venv_bin(venv, "speedgames")), "--script", str(script),
                            "--data-dir", str(base / "data2")], cwd=base, env=env,
                           capture_output=True, text=True, timeout=300)
    assert quiet.returncode == 0, quiet.stderr
    assert "pygame-ce" not in quiet.stdout + quiet.stderr, "no pygame banner"
    assert "ALSA" not in quiet.stderr and len(quiet.stderr.splitlines()) <= 1, quiet.stderr


def test_pipx_installs_the_wheel_and_its_command_draws_the_kontor(installed):
    """pipx, as its users install a program: an own virtualenv, the commands in its bin folder
    (both kept in the test's folder by PIPX_HOME and PIPX_BIN_DIR)."""
    pipx = shutil.which("pipx")
    if pipx is None:
        pytest.skip("pipx is not installed on this machine")
    base = installed["base"] / "pipx"
    base.mkdir()
    env = dict(outside_env(), PIPX_HOME=str(base / "home"), PIPX_BIN_DIR=str(base / "bin"),
               PIPX_MAN_DIR=str(base / "man"))

    def call(*cmd) -> subprocess.CompletedProcess:
        done = subprocess.run([str(c) for c in cmd], cwd=base, env=env, text=True,
                              capture_output=True, timeout=900)
        assert done.returncode == 0, f"{cmd}:\n{done.stdout}\n{done.stderr}"
        return done

    call(pipx, "install", "--python", base_python(), installed["wheel"])
    venv = base / "home" / "venvs" / "speedgames"
    probe = base / "probe.py"
    probe.write_text(PROBE.read_text("utf-8"), "utf-8")
    assert_installed_kontor(read_probe(call(venv_bin(venv, "python"), probe,
                                            base / "shots").stdout), venv)
    command = base / "bin" / "speedgames"
    assert call(command, "--version").stdout.startswith("speedgames ")
    shot = base / "command.png"
    call(command, "--headless", "--lang", "en", "--data-dir", base / "data", "--screenshot", shot)
    assert shot.stat().st_size > 10_000
    assert (base / "bin" / "speedgames-gui").exists()
