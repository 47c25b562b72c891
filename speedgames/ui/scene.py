"""The scene stack (after Tuxemon's state manager).

Scenes are pushed, popped and replaced; the top scene gets events first and an event it does not
consume falls through to the scene below. Overlay scenes (dialogs, privacy screen) draw the scene
below them first. Lifecycle: ``enter`` once, ``pause`` when covered, ``resume`` when uncovered,
``leave`` once when removed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App


class Scene:
    """Base class: override what you need. ``name`` identifies the scene in bench and scripts."""

    name = "scene"
    overlay = False  # True: the scene below is drawn first (dialogs)

    def __init__(self, app: "App") -> None:
        self.app = app

    # lifecycle -------------------------------------------------------------------
    def enter(self) -> None: ...
    def leave(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...

    # per frame ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was consumed."""
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    # notifications -------------------------------------------------------------------
    def relayout(self, size: tuple[int, int]) -> None:
        """The window size, language or theme changed: rebuild geometry and widgets."""


class FocusScene(Scene):
    """A screen whose widgets sit in one ``self.focus`` (a FocusRing the subclass builds): events
    go to the ring, and the ring is ticked every frame. Most menus and setup screens are this."""

    focus: Any

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.focus.handle_event(event)

    def update(self, dt: float) -> None:
        self.focus.update(dt)


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> Scene:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.leave()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self._scenes:
            old = self._scenes.pop()
            old.leave()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def clear(self) -> None:
        while self._scenes:
            self.pop()

    def handle_event(self, event: Any) -> bool:
        for scene in reversed(self._scenes):
            if scene.handle_event(event):
                return True
            if not scene.overlay:
                break
        return False

    def update(self, dt: float) -> None:
        if self._scenes:
            self._scenes[-1].update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every scene under overlays."""
        out: list[Scene] = []
        for scene in reversed(self._scenes):
            out.append(scene)
            if not scene.overlay:
                break
        return list(reversed(out))

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def relayout(self, size: tuple[int, int]) -> None:
        for scene in self._scenes:
            scene.relayout(size)
