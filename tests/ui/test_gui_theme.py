"""The pygame-gui theme follows the active palette and type scale (#31)."""

import os

import pygame
import pygame_gui

from speedgames.ui.gui_theme import gui_theme
from speedgames.ui.theme import Theme


def test_colours_follow_the_palette():
    dark, light = gui_theme(Theme("dark")), gui_theme(Theme("light"))
    assert dark["defaults"]["colours"]["normal_text"] == "#f2e9d4"
    assert light["defaults"]["colours"]["normal_text"] == "#241e1c"
    assert dark["text_entry_line"]["colours"]["selected_bg"] == "#e0ac4a"
    assert light["text_entry_line"]["colours"]["selected_bg"] == "#a03224"


def test_font_size_follows_the_text_scale_and_fonts_exist():
    normal = gui_theme(Theme("dark", text_scale=1.0))["defaults"]["font"]
    big = gui_theme(Theme("dark", text_scale=1.5))["defaults"]["font"]
    assert int(big["size"]) > int(normal["size"])
    for key in ("regular_path", "bold_path", "italic_path"):
        assert os.path.isfile(normal[key])


def test_pygame_gui_accepts_the_theme():
    pygame.init()
    pygame.display.set_mode((320, 200))
    manager = pygame_gui.UIManager((320, 200), gui_theme(Theme("light", text_scale=1.5)))
    entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(10, 10, 200, 40), manager)
    entry.set_text("Anna")
    manager.update(0.01)
    assert entry.get_text() == "Anna"


def test_the_entry_uses_the_bundled_font_at_the_scaled_size():
    pygame.init()
    pygame.display.set_mode((320, 200))
    theme = Theme("dark", text_scale=1.5)
    manager = pygame_gui.UIManager((320, 200), gui_theme(theme))
    entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(10, 10, 300, 60), manager)
    assert entry.font.point_size == round(theme.font_size("body"))
