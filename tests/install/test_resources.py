"""Where bundled files are looked up: a frozen build, then the installed package, then the tree."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from speedgames.core import resources

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _fresh_cache():
    resources.reset()
    yield
    resources.reset()


def _layout(base: Path) -> Path:
    for name in resources.NAMES:
        (base / "speedgames" / "_data" / name).mkdir(parents=True)
    return base / "speedgames" / "_data"


def test_in_the_source_tree_the_top_level_folders_are_used():
    assert resources.data_dir("assets") == ROOT / "assets"
    assert resources.locales_dir() == ROOT / "locales"
    assert resources.asset("fonts", "Lato-Regular.ttf").is_file()


def test_a_frozen_build_reads_from_its_unpacked_bundle(tmp_path, monkeypatch):
    data = _layout(tmp_path)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.data_dir("assets") == data / "assets"
    assert resources.locales_dir() == data / "locales"


def test_an_installed_package_reads_its_own_data_before_the_tree(tmp_path, monkeypatch):
    data = _layout(tmp_path)
    monkeypatch.setattr(resources.resources, "files", lambda package: tmp_path / package)
    assert resources.asset("sounds", "click.wav") == data / "assets" / "sounds" / "click.wav"


def test_a_zipped_or_missing_package_folder_falls_back_to_the_tree(tmp_path, monkeypatch):
    monkeypatch.setattr(resources.resources, "files", lambda package: tmp_path / "nothing")
    assert resources.data_dir("locales") == ROOT / "locales"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "gone"), raising=False)
    resources.reset()
    assert resources.data_dir("locales") == ROOT / "locales"


def test_only_the_two_data_folders_can_be_asked_for():
    with pytest.raises(ValueError):
        resources.data_dir("speedgames")
