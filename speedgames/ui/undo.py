"""Zurück in every game scene: the button, the keys, and what a scene does around the rules.

Why shared: all three scenes offer the same „Zurück“ (Ctrl+Z or Backspace, and a button) over the
same policy (:mod:`speedgames.core.undo`, asked through the controller's ``can_undo`` / ``undo``);
only what each scene must forget afterwards (animations, selections, cached pictures) is its own.

API: ``undo_button(on_click) -> Button`` · ``is_undo_key(event) -> bool`` ·
``take_back(app, controller, log, busy=False) -> bool`` (tells the outcome in the log or a toast).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from speedgames.core.i18n import Text, t
from speedgames.ui.widgets import Button


def undo_button(on_click: Callable[[], None]) -> Button:
    return Button(lambda: t("review.undo.button"), on_click, style="quiet",
                  tooltip=lambda: t("review.undo.tip"))


def is_undo_key(event: Any) -> bool:
    """Ctrl+Z (Cmd+Z) or Backspace."""
    if getattr(event, "type", None) != pygame.KEYDOWN:
        return False
    mods = getattr(event, "mod", 0)
    return event.key == pygame.K_BACKSPACE or (
        event.key == pygame.K_z and bool(mods & (pygame.KMOD_CTRL | pygame.KMOD_META)))


def take_back(app: Any, controller: Any, log: Any, busy: bool = False) -> bool:
    """Ask the controller to take back the last person's decision; say what happened."""
    if busy or not controller.can_undo() or not controller.undo():
        app.toast(Text("review.undo.refused"), "warn")
        return False
    log.append(Text("review.undo.done"), "warn")
    return True
