"""Texts are measured and drawn once per process: the fonts of the next App (``fonts.reset``
makes new ones) reuse what the last ones measured, and a change of face, size or style is
never served another font's measurement."""

from __future__ import annotations

import pygame
import pytest

from speedgames.ui import fonts
from speedgames.ui.fallback_font import FallbackFont

TEXT = "Zündkapsel für den Kontor-Cache-Test"  # a text no screen shows


@pytest.fixture(autouse=True)
def _font_system():
    pygame.font.init()
    fonts.reset()
    yield
    fonts.reset()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _count_the_work(monkeypatch) -> list[str]:
    """Every real measurement or drawing from now on, by its text."""
    done: list[str] = []
    measure, draw = FallbackFont._measure, FallbackFont._draw

    def counted_measure(self, text):
        done.append(text)
        return measure(self, text)

    def counted_draw(self, text, *args, **kwargs):
        done.append(text)
        return draw(self, text, *args, **kwargs)

    monkeypatch.setattr(FallbackFont, "_measure", counted_measure)
    monkeypatch.setattr(FallbackFont, "_draw", counted_draw)
    return done


def test_the_next_apps_font_of_the_same_face_and_size_measures_and_draws_nothing_again(
        monkeypatch):
    first = fonts.font("text", 21)
    size = first.size(TEXT)
    picture = first.render(TEXT, True, (10, 20, 30))
    fonts.reset()  # what a new App does
    second = fonts.font("text", 21)
    assert second is not first
    done = _count_the_work(monkeypatch)
    assert second.size(TEXT) == size
    again = second.render(TEXT, True, (10, 20, 30))
    assert done == []
    assert again.get_size() == picture.get_size() and _pixels(again) == _pixels(picture)
    again.fill((0, 0, 0))  # the caller's copy: the kept picture stays as it was
    assert _pixels(second.render(TEXT, True, (10, 20, 30))) == _pixels(picture)


def test_another_face_size_style_or_colour_is_measured_and_drawn_afresh(monkeypatch):
    fonts.font("text", 21).size(TEXT)
    fonts.font("text", 21).render(TEXT, True, (10, 20, 30))
    done = _count_the_work(monkeypatch)
    path = str(fonts.FONT_DIR / fonts.FACES["text"])
    for face, px, bold in (("text", 22, False), ("text_bold", 21, False), ("text", 21, True)):
        font = FallbackFont(str(fonts.FONT_DIR / fonts.FACES[face]), px)
        font.set_bold(bold)
        plain = pygame.font.Font(str(fonts.FONT_DIR / fonts.FACES[face]), px)
        plain.set_bold(bold)
        assert font.size(TEXT) == plain.size(TEXT), (face, px, bold)
        assert _pixels(font.render(TEXT, True, (10, 20, 30))) == \
            _pixels(plain.render(TEXT, True, (10, 20, 30))), (face, px, bold)
    resized = FallbackFont(path, 21)
    resized.set_point_size(30)
    assert resized.size(TEXT) == pygame.font.Font(path, 30).size(TEXT)
    assert _pixels(fonts.font("text", 21).render(TEXT, True, (200, 20, 30))) == \
        _pixels(pygame.font.Font(path, 21).render(TEXT, True, (200, 20, 30)))
    assert len(done) == 3 * 2 + 1 + 1  # three fonts measured and drew, the resized one, a colour
