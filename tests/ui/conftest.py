"""Fixtures for the UI tests: a headless App in a temp data dir and a Driver for real events.

Set SPEEDGAMES_TEST_SHOTS=DIR to keep screenshots the tests take (otherwise they go to tmp).
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from tests.ui.harness import Driver, make_app


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
    application.frame(1 / 60)
    yield application
    application.shutdown()


@pytest.fixture
def window():
    """The program's window for a widget tested alone: pygame-gui's elements need one, and the
    widget kit never opens a window itself (the app hands over its manager)."""
    pygame.init()
    return pygame.display.set_mode((640, 400))


@pytest.fixture
def drive(app) -> Driver:
    return Driver(app)


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("SPEEDGAMES_TEST_SHOTS", tmp_path / "shots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder
