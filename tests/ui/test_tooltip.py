"""Info windows: on hover after a short rest, on long press (touch), closed by Esc."""

import pygame
import pytest

from speedgames.core import i18n
from speedgames.core.i18n import Text
from speedgames.ui.theme import Theme
from speedgames.ui.tooltip import HOVER_DELAY, LONG_PRESS, TooltipContent, Tooltips, draw_tooltip

HOT = pygame.Rect(100, 100, 50, 50)


def provider(pos):
    return TooltipContent(title="Kupferblau", lines=[Text("ui.clock.grace", {"seconds": 4})],
                          key="chip") if HOT.collidepoint(pos) else None


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_hover_opens_only_after_the_delay():
    tips = Tooltips(provider)
    tips.handle_event(motion((120, 120)))
    tips.update(HOVER_DELAY / 2)
    assert not tips.visible
    tips.update(HOVER_DELAY)
    assert tips.visible and tips.content.title == "Kupferblau"


def test_leaving_the_thing_closes_the_window():
    tips = Tooltips(provider)
    tips.handle_event(motion((120, 120)))
    tips.update(1)
    tips.handle_event(motion((400, 400)))
    assert not tips.visible


def test_moving_within_the_same_thing_keeps_it_open():
    tips = Tooltips(provider)
    tips.handle_event(motion((120, 120)))
    tips.update(1)
    tips.handle_event(motion((125, 122)))
    assert tips.visible


def test_long_press_opens_and_its_release_is_not_a_click():
    tips = Tooltips(provider)
    assert not tips.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(110, 110),
                                                    button=1))
    tips.update(LONG_PRESS + 0.01)
    assert tips.visible
    assert tips.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(110, 110), button=1))


def test_a_short_press_is_an_ordinary_click():
    tips = Tooltips(provider)
    tips.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(110, 110), button=1))
    tips.update(LONG_PRESS / 3)
    assert not tips.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(110, 110),
                                                    button=1))
    assert not tips.visible


def test_a_press_that_wanders_off_is_no_long_press():
    tips = Tooltips(provider)
    tips.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(110, 110), button=1))
    tips.handle_event(motion((140, 140)))
    tips.update(LONG_PRESS * 2)
    assert not tips.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(140, 140),
                                                    button=1))


def test_escape_closes_and_is_consumed():
    tips = Tooltips(provider)
    tips.show_at("Fokus-Info", (10, 10))
    assert tips.visible
    assert tips.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                                unicode=""))
    assert not tips.visible


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("theme_name", ["dark", "light"])
def test_the_window_stays_on_screen_near_every_corner(lang, theme_name):
    pygame.font.init()
    i18n.set_language(lang)
    surface = pygame.Surface((1024, 700))
    content = TooltipContent(title="Ein sehr langer Titel " * 3, lines=["Zeile " * 40],
                             picture=lambda s, r: pygame.draw.rect(s, (200, 0, 0), r))
    for anchor in ((0, 0), (1023, 0), (0, 699), (1023, 699), (500, 350)):
        box = draw_tooltip(surface, Theme(theme_name), content, anchor)
        assert surface.get_rect().contains(box)
    i18n.set_language("de")


def test_widget_provider_gives_the_tooltip_of_the_widget_under_the_pointer():
    from speedgames.ui.tooltip import widget_provider
    from speedgames.ui.widgets import Button, FocusRing

    ring = FocusRing([Button("A", tooltip=lambda: "erklärt A", rect=pygame.Rect(0, 0, 50, 20)),
                      Button("B", rect=pygame.Rect(60, 0, 50, 20))])
    provide = widget_provider(ring)
    assert provide((10, 10)).lines == ["erklärt A"]
    assert provide((70, 10)) is None and provide((300, 300)) is None


def test_a_message_with_a_parameter_named_key_or_lang_renders():
    """Speedtulpe's die tooltip says which key takes the die (``%{key}``): a parameter may be
    called ``key`` or ``lang`` without clashing with the translator's own arguments."""
    from speedgames.ui.tooltip import render_message

    pygame.init()
    message = Text("ui.clock.grace", {"seconds": 4, "key": 3, "lang": "x"})
    assert "4" in render_message(message)
    surface = pygame.Surface((600, 400))
    draw_tooltip(surface, Theme("dark"), TooltipContent(title="Würfel", lines=[message]),
                 (100, 100))


def test_a_pointer_resting_where_there_is_no_tooltip_asks_for_no_more_frames():
    """In a real window the pointer rests somewhere from the start: over nothing, the hover delay
    ends once and then the screen is idle (it asked for a frame every frame: 64 % of a core on the
    table setup, #29)."""
    tips = Tooltips(provider)
    tips.handle_event(motion((400, 400)))
    assert tips.frame_request() == pytest.approx(HOVER_DELAY)
    tips.update(HOVER_DELAY + 0.01)
    assert not tips.visible
    assert tips.frame_request() is None
    tips.update(1 / 60)
    assert tips.frame_request() is None
    tips.handle_event(motion((120, 120)))  # moved onto a thing: the delay runs again
    assert tips.frame_request() == pytest.approx(HOVER_DELAY)
    tips.update(HOVER_DELAY + 0.01)
    assert tips.visible and tips.frame_request() is None


def test_refresh_shows_what_changed_under_an_open_window_without_input():
    """#30: a field bloomed under its open info window, which kept the old state until the
    pointer moved. ``refresh`` looks again — at the pointer, through a pinned window's
    ``again``, at a long press's place — and closes a window whose thing is gone."""
    state = {"n": 1}

    def counting(pos):
        return TooltipContent(lines=[f"n={state['n']}"], key="cell") \
            if HOT.collidepoint(pos) and state["n"] < 3 else None

    tips = Tooltips(counting)
    tips.handle_event(motion((120, 120)))
    tips.update(1)
    state["n"] = 2
    tips.refresh()
    assert tips.content.lines == ["n=2"]
    state["n"] = 3
    tips.refresh()
    assert not tips.visible
    state["n"] = 1
    tips.show_at(TooltipContent(lines=["I 1"]), (0, 0), again=lambda: f"I {state['n']}")
    state["n"] = 2
    tips.refresh()
    assert tips.visible and tips.content.lines == ["I 2"]
    tips.show_at("fixed", (0, 0))  # no ``again``: it stays as shown
    tips.refresh()
    assert tips.content.lines == ["fixed"]
    tips.hide()
    tips.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(110, 110), button=1))
    tips.update(LONG_PRESS + 0.01)
    state["n"] = 1
    tips.refresh()
    assert tips.content.lines == ["n=1"]


@pytest.mark.parametrize("where", [(400, 300), (400, 8), (400, 660), (980, 300), (4, 300)])
def test_a_widgets_window_stands_beside_or_above_it_never_over_it(where):
    """#30: the Einsatz's info window opened under the pointer, over the very selector and the
    explanation under it. A widget's window stands off the widget (above first), on screen."""
    from speedgames.ui.tooltip import widget_provider
    from speedgames.ui.widgets import Button, FocusRing

    pygame.font.init()
    surface = pygame.Surface((1024, 700))
    rect = pygame.Rect(0, 0, 200, 32)
    rect.center = where
    rect.clamp_ip(surface.get_rect())
    ring = FocusRing([Button("Einsatz", tooltip=lambda: "Jeder Mensch setzt Taler " * 4,
                             rect=rect)])
    content = widget_provider(ring)(rect.center)
    box = draw_tooltip(surface, Theme("dark"), content, rect.center)
    assert surface.get_rect().contains(box)
    assert not box.colliderect(rect), (box, rect)
    if rect.top > box.height + 10:
        assert box.bottom <= rect.top      # above it where there is room
