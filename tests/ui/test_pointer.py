"""The pointer's shape (#31): an I-beam over a name field and over the rules' selectable text,
the arrow elsewhere — set by the widget kit, as no pygame-gui manager is updated as a whole."""

from __future__ import annotations

import pygame

from speedgames.ui.widgets import pointer


def _watch(monkeypatch, pos):
    shown = []
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    monkeypatch.setattr(pygame.mouse, "get_cursor", lambda: shown[-1] if shown else None)
    monkeypatch.setattr(pygame.mouse, "set_cursor", lambda c: shown.append(c))
    return shown


def test_the_last_zone_under_the_pointer_decides():
    pointer.clear()
    pointer.want(pygame.Rect(0, 0, 100, 40), "text")
    assert pointer.shape_at((10, 10)) == "text"
    assert pointer.shape_at((10, 60)) == "arrow"
    pointer.want(pygame.Rect(0, 0, 20, 20), "hand")  # drawn later: on top
    assert pointer.shape_at((10, 10)) == "hand"
    pointer.clear()
    assert pointer.shape_at((10, 10)) == "arrow"


def test_an_i_beam_over_a_name_field_and_the_arrow_beside_it(app, drive, monkeypatch):
    assert app.open("table_setup", game="sprit")
    drive.frames(2)
    field = app.stack.top.widget("seat", 0, "name")
    shown = _watch(monkeypatch, field.rect.center)
    drive.frames(1)
    assert shown[-1] == pygame.cursors.Cursor(pygame.SYSTEM_CURSOR_IBEAM)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 2))
    drive.frames(1)
    assert shown[-1] == pygame.cursors.Cursor(pygame.SYSTEM_CURSOR_ARROW)
    count = len(shown)
    drive.frames(2)
    assert len(shown) == count, "set only when it changes"


def test_an_i_beam_over_the_rules_text(app, drive, monkeypatch):
    app.open("rules", game="tulpe")
    drive.frames(1)
    scene = app.stack.top
    box = next(e for e in scene.scroll.elements() if e.rect.colliderect(scene.viewport)
               and type(e).__name__ == "UITextBox")
    pos = (box.rect.x + 5, max(box.rect.y, scene.viewport.y) + 8)
    shown = _watch(monkeypatch, pos)
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
               frames=2)
    assert shown and shown[-1] == pygame.cursors.Cursor(pygame.SYSTEM_CURSOR_IBEAM)
    app.back()
    drive.frames(1)
    assert shown[-1] == pygame.cursors.Cursor(pygame.SYSTEM_CURSOR_ARROW)
