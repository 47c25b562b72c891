"""pygame-gui's text falls back per glyph like the kit's own (#31): a Hebrew or Arabic name typed
into a name field, or shown in a rules page's text box, draws its letters, not boxes.

How a box is told from a letter: the CJK letter 寿 is in no bundled font, so it is drawn as the
face's .notdef box; a text the face lacks drawn without the fallback is that same box, pixel for
pixel, once per character. Lato has Greek and Cyrillic itself, so the test names are Hebrew and Arabic
(DejaVu Sans has them)."""

from __future__ import annotations

import warnings

import pygame
import pygame_gui
import pytest

from speedgames.ui import gui_fallback, widgets as W
from speedgames.ui.fallback_font import FallbackFont, covers
from speedgames.ui.gui_theme import font_paths, page_theme
from speedgames.ui.theme import Theme
from speedgames.ui.widgets.gui_elements import page_manager

HEBREW, ARABIC = "מרים", "مريم"
BOX = "寿"  # in no bundled font: the .notdef box


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    pygame.display.set_mode((640, 400))


def test_the_names_are_not_in_lato_but_in_a_fallback_and_the_box_is_in_none():
    lato = font_paths()["regular_path"]
    assert not any(covers(lato, ch) for ch in HEBREW + ARABIC)
    face = FallbackFont(lato, 20)
    assert all(font is not None for font, run in face.runs(HEBREW + ARABIC) if run.strip())
    assert [font for font, _run in face.runs(BOX * 3)] == [None]


def _field_image(text: str) -> pygame.Surface:
    theme = Theme("dark")
    field = W.TextField("", rect=pygame.Rect(10, 10, 300, 40))
    ring = W.FocusRing([field])
    ring.focus(field)
    for ch in text:  # typed, as a player types
        ring.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert field.value == text
    ring.focus(None)
    surface = pygame.Surface((320, 60))
    surface.fill((0, 0, 0))
    field.draw(surface, theme, False)
    return surface


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize("name", [HEBREW, ARABIC])
def test_a_name_typed_into_a_field_draws_letters_not_boxes(name):
    assert _same(_field_image(BOX * len(name)), _field_image(BOX * len(name))), "drawn stably"
    assert not _same(_field_image(name), _field_image(BOX * len(name)))
    assert not _same(_field_image(name), _field_image(""))


def _box_image(text: str) -> pygame.Surface:
    theme = Theme("dark")
    manager = page_manager((400, 200), theme)
    box = pygame_gui.elements.UITextBox(text, pygame.Rect(0, 0, 400, -1), manager)
    manager.update(0.01)
    surface = pygame.Surface((400, 200))
    surface.fill((0, 0, 0))
    manager.draw_ui(surface)
    assert box.rect.height > 0
    return surface


@pytest.mark.parametrize("name", [HEBREW, ARABIC])
def test_a_name_in_a_text_box_draws_letters_not_boxes(name):
    text = f"Anna und {name} spielen"
    boxes = f"Anna und {BOX * len(name)} spielen"
    assert _same(_box_image(boxes), _box_image(boxes)), "drawn stably"
    assert not _same(_box_image(text), _box_image(boxes))


def test_a_heading_in_the_poster_serif_falls_back_too():
    from speedgames.ui.gui_theme import DISPLAY_FONT

    def heading(body: str) -> pygame.Surface:
        return _box_image(f"<font face='{DISPLAY_FONT}' pixel_size=24>{body}</font>")

    assert not _same(heading(HEBREW), heading(BOX * len(HEBREW)))


def test_every_font_pygame_gui_loads_from_a_file_draws_with_the_fallback():
    manager = page_manager((400, 200), Theme("light"))
    assert page_theme(Theme("light"))["text_box"]["font"]["name"]
    with warnings.catch_warnings():  # a size not loaded up front: loaded now
        warnings.simplefilter("ignore", UserWarning)
        font = manager.get_theme().get_font_dictionary().find_font(20, "lato")
    assert isinstance(gui_fallback.inner_font(font), FallbackFont)
