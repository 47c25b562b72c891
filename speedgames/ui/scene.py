"""The scene stack (after Tuxemon's state manager).

Scenes are pushed, popped and replaced; the top scene gets events first and an event it does not
consume falls through to the scene below. Overlay scenes (dialogs, privacy screen) draw the scene
below them first. Lifecycle: ``enter`` once, ``pause`` when covered, ``resume`` when uncovered,
``leave`` once when removed.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from speedgames.core.i18n import Text

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.settings import Settings
    from speedgames.core.storage import Storage
    from speedgames.ui.audio import Audio
    from speedgames.ui.theme import Theme


class AppLike(Protocol):
    """What a scene (and the shared screens' helpers) may use of the application.

    Why a protocol: ``speedgames.app.App`` builds the scenes, so the scenes must not import it
    back; they know the app only through this contract, which ``App`` fulfils (a test checks
    every member) and a test double can fulfil as well.
    """

    theme: "Theme"
    storage: "Storage"
    settings: "Settings"
    audio: "Audio"
    stack: "SceneStack"
    size: tuple[int, int]
    screen: pygame.Surface

    def toast(self, text: str | Text, kind: str = "info") -> None: ...
    def report_error(self, context: str = "") -> None: ...
    def create(self, name: str, **kwargs: Any) -> "Scene | None": ...
    def open(self, name: str, **kwargs: Any) -> bool: ...
    def push(self, scene: "Scene") -> "Scene": ...
    def replace(self, name: str, **kwargs: Any) -> bool: ...
    def back(self) -> None: ...
    def home(self) -> None: ...
    def quit(self) -> None: ...
    def save_settings(self) -> None: ...
    def set_language(self, lang: str) -> None: ...
    def set_theme(self, name: str) -> None: ...
    def apply_sound(self) -> None: ...
    def toggle_fullscreen(self) -> None: ...
    def resize(self, size: tuple[int, int]) -> None: ...
    def screenshot(self, path: Path | str) -> None: ...


class Scene:
    """Base class: override what you need. ``name`` identifies the scene in bench and scripts."""

    name = "scene"
    overlay = False  # True: the scene below is drawn first (dialogs)

    def __init__(self, app: AppLike) -> None:
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

    def frame_request(self) -> float | None:
        """When this scene next needs a frame without input (see ``ui.pacing``): ``0`` while
        something moves (an animation, a computer's turn), ``t`` for a timed change in ``t``
        seconds (a clock's next second, a tooltip's delay), ``None`` when only input changes it.
        Short transitions after input need no word here: the loop draws until the picture
        stands still."""
        return None

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

    def frame_request(self) -> float | None:
        return self.focus.frame_request()


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

    def frame_request(self) -> float | None:
        """The top scene's request: only the top scene is updated."""
        top = self.top
        return None if top is None else top.frame_request()

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
