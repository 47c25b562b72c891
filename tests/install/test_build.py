"""``python3 run.py build`` makes a stand-alone program that starts without Python or the checkout.

The frozen program's Kontor must be pixel for pixel the Kontor the checkout draws: that holds only
when the bundled locales (real text, not keys), fonts and themes were found inside the build.
Slow (PyInstaller analyses the whole program), but ``.ci/run`` runs it like every other test."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from speedgames import freeze
from tests.install.helpers import ROOT, outside_env, run

pytestmark = pytest.mark.slow  # on one xdist worker: tests/conftest.py ONE_WORKER


@pytest.fixture(scope="module")
def program(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("build")
    done = run([sys.executable, ROOT / "run.py", "build", "--dist", base / "dist", "--work",
                base / "work"], cwd=ROOT, timeout=1500)
    exe = freeze.executable(base / "dist")
    assert str(exe) in done.stdout
    assert exe.is_file()
    return exe


def _pixels(path: Path) -> bytes:
    return pygame.image.tobytes(pygame.image.load(str(path)), "RGB")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_built_program_starts_headless_and_draws_the_same_kontor_as_the_checkout(
        program, tmp_path, lang):
    args = ["--headless", "--lang", lang, "--size", "1280x800", "--theme", "dark"]
    frozen_shot, source_shot = tmp_path / "frozen.png", tmp_path / "source.png"
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    done = subprocess.run([str(program), *args, "--data-dir", str(tmp_path / "d1"),
                           "--screenshot", str(frozen_shot)], cwd=outside, env=outside_env(),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "did not load" not in done.stderr and "Traceback" not in done.stderr, done.stderr
    run([sys.executable, "-m", "speedgames", *args, "--data-dir", tmp_path / "d2",
         "--screenshot", source_shot], cwd=ROOT)
    assert frozen_shot.stat().st_size > 10_000
    assert _pixels(frozen_shot) == _pixels(source_shot)


def _typed_name_shot(program: Path, tmp_path: Path, name: str, tag: str) -> bytes:
    """The built program's „Am Tisch“ after ``name`` was typed into the first seat's field."""
    script = tmp_path / f"{tag}.jsonl"
    steps = [{"click": [318, 593]}, {"wait": 0.3}, {"click": [360, 193]}, {"text": name},
             {"key": "tab"}, {"wait": 0.2}]
    script.write_text("\n".join(json.dumps(s, ensure_ascii=False) for s in steps), "utf-8")
    shot = tmp_path / f"{tag}.png"
    done = subprocess.run([str(program), "--headless", "--lang", "en", "--size", "1280x800",
                           "--script", str(script), "--data-dir", str(tmp_path / tag),
                           "--screenshot", str(shot)], cwd=tmp_path, env=outside_env(),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return _pixels(shot)


def test_a_hebrew_and_arabic_name_typed_in_the_build_draws_letters_not_boxes(program, tmp_path):
    """The seat's name field (pygame-gui's entry line) in the frozen program, with its bundled
    fallback fonts: 寿 is in no bundled font, so without the fallback both names are the same
    .notdef boxes, pixel for pixel."""
    letters = _typed_name_shot(program, tmp_path, "מרים مريم", "letters")
    boxes = _typed_name_shot(program, tmp_path, "寿寿寿寿 寿寿寿寿", "boxes")
    assert _typed_name_shot(program, tmp_path, "寿寿寿寿 寿寿寿寿", "again") == boxes
    assert letters != boxes


def test_the_build_carries_the_data_where_the_resource_module_looks(program):
    internal = program.parent / "_internal"
    bundle = internal if internal.is_dir() else program.parent
    data = bundle / "speedgames" / "_data"
    assert (data / "locales" / "speedgames.de.json").is_file()
    assert (data / "assets" / "fonts" / "Lato-Regular.ttf").is_file()
    assert (data / "assets" / "sounds" / "click.wav").is_file()
    assert list((bundle / "speedgames").rglob("*.bin")), "Speedsprit's AI tables are missing"


def test_pyinstaller_is_only_a_build_extra_not_a_dependency():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert not any("pyinstaller" in dep.lower() for dep in project["dependencies"])
    assert freeze.build_requirements() == project["optional-dependencies"]["build"]
    assert any(req.lower().startswith("pyinstaller") for req in freeze.build_requirements())
