"""„Dein Name“ and the seat names are pygame-gui's UITextEntryLine (#31): it edits (cursor keys,
selection, clipboard, length), the field keeps the focus ring's rules, draws in its scene's order
and goes with its scene."""

from __future__ import annotations

import gc

import pygame
import pygame_gui
import pytest

from speedgames.ui import widgets as W
from speedgames.ui.gui_theme import gui_theme
from speedgames.ui.script import click_events, key_events
from speedgames.ui.theme import Theme


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    pygame.display.set_mode((640, 400))


def _type(ring, text):
    for ch in text:
        ring.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def _key(ring, name, mod=0):
    return ring.handle_event(key_events(name, mod)[0])


def _focused(value="", **kw):
    field = W.TextField(value, rect=pygame.Rect(10, 10, 300, 40), **kw)
    ring = W.FocusRing([field])
    ring.focus(field)
    return field, ring


def test_the_field_is_a_real_text_entry_line_and_reads_its_text_back():
    seen = []
    field, ring = _focused(on_change=seen.append)
    assert isinstance(field.element, pygame_gui.elements.UITextEntryLine)
    _type(ring, "Anna")
    assert field.value == field.element.get_text() == "Anna"
    assert seen[-1] == "Anna"


def test_the_cursor_moves_and_typing_goes_in_where_it_stands():
    field, ring = _focused("nna")
    _key(ring, "home")
    _type(ring, "A")
    assert field.value == "Anna"
    _key(ring, "end")
    _key(ring, "left")
    _type(ring, "-")
    assert field.value == "Ann-a"


def test_a_selected_range_is_replaced_by_what_is_typed():
    field, ring = _focused("Anna Müller")
    field.element.select_range = [5, 11]
    field.element.edit_position = 11
    _type(ring, "Berg")
    assert field.value == "Anna Berg"
    field.element.select_range = [0, 4]
    _key(ring, "backspace")
    assert field.value == " Berg"


def test_paste_goes_in_cleaned_and_cut_to_the_limit(monkeypatch):
    from pygame_gui.core import utility

    monkeypatch.setattr(utility, "clipboard_paste", lambda: "Zoë\n\x00 Öztürk-Ångström-Ξ")
    field, ring = _focused("", max_len=12)
    assert _key(ring, "v", pygame.KMOD_CTRL)
    assert field.value == "Zoë Öztürk-Å"
    assert field.element.get_text() == field.value


def test_the_length_limit_holds_for_typing_and_for_a_replaced_selection():
    field, ring = _focused("Anna", max_len=6)
    _type(ring, "Bernadette")  # the whole text was selected by the focus: replaced
    assert field.value == "Bernad"
    field.element.select_range = [0, 6]
    _type(ring, "Lu")
    assert field.value == "Lu"


def test_tab_moves_through_two_fields_and_each_keeps_its_own_text():
    first = W.TextField("Spieler 1", rect=pygame.Rect(10, 10, 200, 40))
    second = W.TextField("Spieler 2", rect=pygame.Rect(10, 60, 200, 40))
    button = W.Button("Los", lambda: None, rect=pygame.Rect(10, 110, 200, 40))
    ring = W.FocusRing([first, second, button])
    assert ring.focused is first
    _type(ring, "Anna")
    assert _key(ring, "tab") and ring.focused is second
    _type(ring, "Bo")
    assert _key(ring, "tab") and ring.focused is button
    _key(ring, "tab", pygame.KMOD_SHIFT)
    assert ring.focused is second and second.selected
    assert (first.value, second.value) == ("Anna", "Bo")
    assert not first.element.is_focused and second.element.is_focused


def test_an_arrow_at_the_edge_of_the_text_moves_the_focus_on():
    field = W.TextField("Jo", rect=pygame.Rect(10, 10, 200, 40))
    right = W.Button("Bekannte", lambda: None, rect=pygame.Rect(220, 10, 100, 40))
    ring = W.FocusRing([field, right])
    _key(ring, "end")
    _key(ring, "left")
    assert ring.focused is field  # inside the text the cursor moves
    _key(ring, "right")
    assert ring.focused is field
    _key(ring, "right")
    assert ring.focused is right


def test_enter_submits_and_the_cursor_blink_is_the_only_idle_request():
    submitted = []
    field, ring = _focused("Anna", on_submit=submitted.append)
    assert _key(ring, "return") and submitted == ["Anna"]
    wait = ring.frame_request()
    assert wait is not None and 0 < wait <= 0.6
    ring.update(wait + 0.01)
    again = ring.frame_request()
    assert again is not None and 0 < again <= 0.6
    ring.focus(None)
    assert ring.frame_request() is None


def test_the_field_draws_itself_and_follows_the_theme():
    surface = pygame.Surface((400, 100))
    field, ring = _focused("")
    dark, light = Theme("dark"), Theme("light")
    field.draw(surface, dark, True)
    dark_bg = surface.get_at((field.rect.x + 20, field.rect.bottom - 6))
    assert dark_bg[:3] == dark.color("bg_alt")[:3]
    field.draw(surface, light, True)
    assert surface.get_at((field.rect.x + 20, field.rect.bottom - 6))[:3] == \
        light.color("bg_alt")[:3]
    assert field.element.get_text() == ""


def test_typed_name_reaches_the_table_setup_and_the_element_dies_with_its_scene(drive):
    app = drive.app
    assert app.open("table_setup", game="sprit")
    drive.frames(2)
    setup = app.stack.top
    field = setup.widget("seat", 0, "name")
    drive.click_widget(field)
    drive.text("Änne")
    drive.key("return")  # Enter moves on to the next control
    assert setup.focus.focused is not field
    assert setup.seats[0]["name"] == "Änne"
    # the element lives in the manager the app handed over (none of the kit's own)
    element = field.element
    assert element.ui_manager is app.ui_manager
    drive.click_widget(setup.start_button)
    drive.frames(2)
    assert app.stack.top is not setup and setup.started[1]["seats"][0]["name"] == "Änne"
    del setup, field
    gc.collect()
    assert not element.alive()
    assert app.errors == []


def test_the_app_never_draws_or_feeds_its_manager_as_a_whole(drive, monkeypatch):
    """Each field draws its element in its scene's order (a dialog above covers it) and hears
    only what its focus ring gives it: the app's manager is neither drawn nor fed events."""
    app = drive.app
    assert app.open("table_setup", game="sprit")
    drive.frames(2)
    field = app.stack.top.widget("seat", 0, "name")
    drive.click_widget(field)

    def never(*_a, **_k):
        raise AssertionError("the app's manager is drawn, fed or updated as a whole")

    for name in ("draw_ui", "process_events", "update"):
        monkeypatch.setattr(app.ui_manager, name, never)
    drive.text("Bo")
    drive.frames(2)
    assert field.value.endswith("Bo") and app.errors == []
    assert field.element.ui_manager is app.ui_manager


def test_the_kit_opens_no_window_of_its_own():
    """Without the program's window the kit says so instead of opening a hidden one."""
    from speedgames.ui.widgets import gui_elements

    theme = Theme("dark")
    pygame.display.quit()
    try:
        with pytest.raises(RuntimeError, match="window"):
            gui_elements.gui_manager(theme, ("no window",) + gui_elements.look_of(theme))
        assert not pygame.display.get_init() or pygame.display.get_surface() is None
    finally:
        pygame.display.init()


def test_a_theme_switch_hands_the_rethemed_manager_over_again(drive):
    from speedgames.ui.widgets import gui_elements

    app = drive.app
    app.set_theme("light" if app.theme.name == "dark" else "dark")
    look = gui_elements.look_of(app.theme)
    assert gui_elements.gui_manager(app.theme, look) is app.ui_manager
    app.set_text_scale(150)
    assert gui_elements.gui_manager(app.theme, gui_elements.look_of(app.theme)) is app.ui_manager


def test_the_apps_manager_is_themed_from_the_palette(drive):
    app = drive.app
    theme = app.ui_manager.get_theme()
    assert theme.get_colour("normal_text")[:3] == app.theme.color("text")[:3]
    app.set_theme("light" if app.theme.name == "dark" else "dark")
    assert app.ui_manager.get_theme().get_colour("normal_text")[:3] == \
        app.theme.color("text")[:3]
    assert gui_theme(app.theme)["defaults"]["colours"]["normal_text"]


def test_an_input_methods_composition_shows_in_the_field_until_it_is_committed():
    surface = pygame.Surface((400, 100))
    theme = Theme("dark")
    field, ring = _focused("Anna")
    _key(ring, "end")
    field.draw(surface, theme, True)
    before = pygame.image.tobytes(surface, "RGB")
    assert ring.handle_event(pygame.event.Event(pygame.TEXTEDITING, text="すし", start=2,
                                                length=0))
    assert field.composing == "すし" and field.value == "Anna"
    field.draw(surface, theme, True)
    assert pygame.image.tobytes(surface, "RGB") != before, "the composition is drawn"
    ring.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="寿司"))
    assert field.composing == "" and field.value == "Anna寿司"


def test_the_apps_manager_font_follows_the_text_size(drive):
    app = drive.app
    app.set_text_scale(100)
    small = app.ui_manager.get_theme().get_font(["text_entry_line"]).get_point_size()
    app.set_text_scale(150)
    big = app.ui_manager.get_theme().get_font(["text_entry_line"]).get_point_size()
    assert big > small
