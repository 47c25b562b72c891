"""The minimum window: ``--size`` below 1024×700 is clamped with a message, resizes never go below
it, and at the minimum every game board is drawn (not blank) without an error."""

from __future__ import annotations

import pygame
import pytest

from speedgames.app import MIN_SIZE
from speedgames.ui import registry
from tests.ui.harness import make_app


def test_a_size_below_the_minimum_is_clamped_and_told(tmp_path):
    app = make_app(tmp_path, size=(800, 600))
    try:
        assert app.size == MIN_SIZE and app.screen.get_size() == MIN_SIZE
        assert any("800×600" in toast.text and "1024×700" in toast.text
                   for toast in app._toasts)
        app.resize((640, 2000))
        assert app.size == (MIN_SIZE[0], 2000)
    finally:
        app.shutdown()


def test_a_size_above_the_minimum_is_kept_silently(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        assert app.size == (1920, 1080)
        assert not any("1920" in toast.text for toast in app._toasts)
    finally:
        app.shutdown()


def _colours(surface: pygame.Surface, rect: pygame.Rect) -> int:
    sub = surface.subsurface(rect)
    seen = set()
    for x in range(0, rect.width, 7):
        for y in range(0, rect.height, 7):
            seen.add(tuple(sub.get_at((x, y)))[:3])
    return len(seen)


GAME_SCENES = [(info.name, stem) for info in registry.infos() if info.name.endswith(".game")
               for stem, _ in info.sample_variants_names()]


@pytest.mark.parametrize("name,stem", GAME_SCENES)
@pytest.mark.parametrize("size", [(800, 600), MIN_SIZE])
def test_every_game_board_is_drawn_at_the_smallest_window(tmp_path, name, stem, size):
    app = make_app(tmp_path, size=size)
    try:
        kwargs = dict(registry.get(name).sample_variants(app))[stem]
        app.push(registry.create(app, name, **kwargs))
        for _ in range(5):
            app.frame(1 / 60)
        app.resize((700, 500))  # a window manager that ignores the minimum
        for _ in range(5):
            app.frame(1 / 60)
        app.draw()
        assert app.errors == []
        w, h = app.size
        board = pygame.Rect(w // 5, h // 5, w * 3 // 5, h * 3 // 5)
        assert _colours(app.screen, board) > 12, "the board is blank"
    finally:
        app.shutdown()
