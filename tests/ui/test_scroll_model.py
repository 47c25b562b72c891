"""One scroll model (#31): the steps and ends of every scroll view, pure; ``ScrollArea`` (drawn
lists) and ``ScrollingPage`` (pygame-gui containers) both move by it."""

from __future__ import annotations

import pygame

from speedgames.ui.widgets.gui_scroll import ScrollingPage
from speedgames.ui.widgets.scroll import KEY_NAMES, ScrollArea
from speedgames.ui.widgets.scroll_model import MOVES, PAGE, ScrollModel


def test_steps_lines_pages_and_ends_never_past_either_end():
    model = ScrollModel(view=100, content=250, line=30)
    assert model.max_offset == 150
    assert model.key("down") == 30 and model.key("up") == 0 and model.key("up") == 0
    assert model.key("page_down") == 100 * PAGE
    assert model.key("space") == 150  # clamped at the end
    assert model.key("home") == 0 and model.key("end") == 150
    assert model.wheel(1) == 120 and model.wheel(-3) == 150
    assert model.key("tab") is None and model.offset == 150
    short = ScrollModel(view=100, content=50)
    assert short.key("end") == 0 and short.scroll(500) == 0


def test_every_scrolling_key_has_a_move():
    assert set(KEY_NAMES.values()) == set(MOVES)


def test_both_views_step_alike(monkeypatch):
    area = ScrollArea(pygame.Rect(0, 0, 100, 100), content_height=400, line=25)
    page = ScrollingPage()
    page.model = ScrollModel(100, 400, 25)
    moved = []
    page.container = object()  # no manager: record where the page would be placed
    monkeypatch.setattr(ScrollingPage, "offset", property(lambda self: int(self.model.offset)))
    monkeypatch.setattr(ScrollingPage, "scroll_to",
                        lambda self, off: moved.append(self.model.scroll_to(off)))
    for k in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE, pygame.K_UP, pygame.K_END,
              pygame.K_HOME):
        event = pygame.event.Event(pygame.KEYDOWN, key=k, mod=0)
        assert area.handle_event(event) and page.handle_event(event)
        assert page.offset == int(area.offset)
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2)
    assert area.handle_event(wheel) and page.handle_event(wheel)
    assert page.offset == area.offset == 50
