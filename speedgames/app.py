"""The application shell: window, main loop, scene stack and the services every scene uses.

Why one object: scenes need the same few things (settings, storage, theme, audio, the pygame-gui
manager, a way to show a toast or open another screen), and tests, ``bench`` and ``screenshots``
need to build exactly the same app without a window. ``App`` holds them; ``run(args)`` is the
``play`` command.

Services on the app (used by every scene):
  ``app.settings`` (core.settings.Settings), ``app.storage`` (core.storage.Storage),
  ``app.theme`` (ui.theme.Theme), ``app.audio`` (ui.audio.Audio), ``app.ui_manager`` (pygame-gui),
  ``app.stack`` (ui.scene.SceneStack), ``app.size``, ``app.screen``,
  ``app.toast(text, kind="info")``, ``app.open(name, **kw) -> bool`` (push a registered scene),
  ``app.replace(name, **kw)``, ``app.back()`` (pop), ``app.home()`` (back to the Kontor),
  ``app.set_language(lang)`` (live: relayouts every scene), ``app.set_theme(name)``,
  ``app.set_text_scale(percent)``, ``app.set_colour_symbols(on)`` (live: relayout),
  ``app.save_settings()``, ``app.toggle_fullscreen()``, ``app.quit()`` (clean: saves first),
  ``app.screenshot(path)``, ``app.frame(dt)`` (one loop step; tests drive it).
Scenes with unsaved state may define ``save()``; ``quit`` calls it on every scene in the stack.
"""

from __future__ import annotations

import os
import sys
import traceback
import warnings
import zlib
from pathlib import Path
from typing import Any

import pygame

from speedgames.core import catalog, i18n
from speedgames.core.i18n import Text, t
from speedgames.ui import event_wait, fonts, registry, toast_place, widgets, window
from speedgames.ui.audio import Audio, native_stderr_silenced
from speedgames.ui.gui_manager import AppGui
from speedgames.ui.pacing import HEADLESS_DT, FramePacer, earliest
from speedgames.ui.scene import Scene, SceneStack
from speedgames.ui.theme import Theme
from speedgames.ui.widgets import occupied, pointer

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (1024, 700)
FPS = 60  # while something moves; an idle screen is not redrawn at all (ui.pacing)
TOAST_SECONDS = 4.0
FIRST_FRAME_ENV = "SPEEDGAMES_MARK_FIRST_FRAME"  # bench: print a marker after the first frame
FIRST_FRAME_MARK = "speedgames-first-frame"
# … followed by the CPU seconds the process used until then (exec'd from run.py: the launcher's
# share included, the process is the same)
FIRST_FRAME_CPU = "speedgames-first-frame-cpu"


def clamp_size(size: Any) -> tuple[int, int]:
    """``size`` raised to at least :data:`MIN_SIZE` (each side on its own)."""
    return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))


class Toast:
    def __init__(self, text: str, kind: str) -> None:
        self.text = text
        self.kind = kind
        self.left = TOAST_SECONDS + min(4.0, len(text) / 40)


class App:
    """Everything a scene may use; see the module docstring."""

    def __init__(self, *, size: tuple[int, int] | None = None, data_dir: Path | None = None,
                 lang: str | None = None, theme: str | None = None,
                 fullscreen: bool | None = None, headless: bool = False,
                 audio: bool = True, start: str | None = "kontor") -> None:
        from speedgames.core.settings import load_settings
        from speedgames.core.storage import Storage

        self.headless = headless
        self.fixed_dt = HEADLESS_DT if headless else None
        self.running = True
        self.frames = 0
        self.errors: list[str] = []  # tracebacks caught at the app boundary (tests assert none)
        self._toasts: list[Toast] = []
        self.toast_rect: pygame.Rect | None = None  # where the toasts were last drawn
        window.name_the_window()
        with native_stderr_silenced():  # no ALSA chatter on a machine without sound
            pygame.init()
        fonts.reset()
        self.storage = Storage(data_dir)
        self.settings, notices = load_settings(self.storage)
        if lang in i18n.LANGUAGES:
            self.settings.language = lang
        if theme in ("dark", "light"):
            self.settings.theme = theme
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        i18n.set_language(self.settings.language)
        asked = self._start_size(size)
        self.size = clamp_size(asked)
        self._windowed_size = self.size  # F11 back from fullscreen returns to this
        self.screen = self._open_window()
        self.theme = Theme(self.settings.theme)
        self._apply_look_settings()
        self.theme.rescale(self.size[1], self.size[0])
        self.gui = AppGui(self)  # the pygame-gui manager, built when an element first needs it
        self.audio = Audio(self.settings, enabled=audio and not headless)
        self.audio.apply(self.settings, self.theme.name)
        widgets.ON_ACTIVATE[:] = [lambda: self.audio.play("click")]
        self.clock = pygame.time.Clock()
        self.pacer = FramePacer()
        self._checksum: int | None = None
        self.stack = SceneStack()
        for notice in notices:
            self.toast(notice, "warn")
        if self.size != asked:  # --size below the minimum: every screen is laid out for this
            self.toast(Text("ui.app.size_clamped", {"asked": "×".join(map(str, asked)),
                                                    "used": "×".join(map(str, self.size))}),
                       "warn")
        self._check_data_files()
        # no registry.discover() here: each screen's module is imported when it is first
        # opened (a module that fails says so on stderr then: ui.registry._import)
        if start:
            if not self.open(start):
                self.stack.push(Scene(self))

    def _check_data_files(self) -> None:
        """Read the profiles and every game's records once at start: a damaged file is moved
        aside now and the player is told on the first screen (the toasts), not minutes later when
        „Meine Partien“ happens to read it. The files are parsed once and cached by storage, so
        the screens that need them later pay nothing."""
        try:
            from speedgames.core import records
            from speedgames.core.profiles import load_profiles

            load_profiles(self.storage)
            for game in catalog.game_ids():
                records.list_ids(self.storage, game)
        except Exception:  # a check must never stop the program
            self.report_error("data check")
        for notice in self.storage.take_notices():
            self.toast(notice, "warn")

    # ------------------------------------------------------------------ window
    def _start_size(self, asked: tuple[int, int] | None) -> tuple[int, int]:
        """``--size`` if given; headless runs (tests, screenshots) always start at the default;
        a window starts as the player left it, or at the largest first size the desktop fits."""
        if asked:
            return int(asked[0]), int(asked[1])
        if self.headless:
            return DEFAULT_SIZE
        return window.restored_size(self.settings.window_size, window.desktop_sizes())

    def _remember_window(self) -> None:
        """Keep the windowed size and place in the settings (saved with them; a headless run
        or the fullscreen window never overwrites what the player's window was)."""
        if self.headless or self.settings.fullscreen:
            return
        self._windowed_size = tuple(self.size)
        self.settings.window_size = list(self.size)
        position = window.window_position()
        if position is not None:
            self.settings.window_position = list(position)

    def _place_window(self) -> None:
        position = window.restored_position(self.settings.window_position, self.size,
                                            window.desktop_sizes())
        if position is not None:
            window.move_window(position)

    def _open_window(self) -> pygame.Surface:
        pygame.display.set_caption(t("app.title"))
        window.set_window_icon()
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and not self.headless:
            flags |= pygame.FULLSCREEN
            screen = self._set_mode((0, 0), flags)
        else:
            screen = self._set_mode(self.size, flags)
            if not self.headless:
                self._place_window()
        self.size = screen.get_size()
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                shown = pygame.Window.from_display_module()
            shown.minimum_size = MIN_SIZE
        except (AttributeError, pygame.error, ValueError, TypeError):
            pass
        return screen

    def _set_mode(self, size: tuple[int, int], flags: int) -> pygame.Surface:
        try:
            return pygame.display.set_mode(size, flags)
        except pygame.error:
            return pygame.display.set_mode(DEFAULT_SIZE, pygame.RESIZABLE)

    @property
    def ui_manager(self) -> Any:
        """The app's pygame-gui manager (built on first use: ``ui.gui_manager.AppGui``)."""
        return self.gui.manager()

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size (or a script asked): rescale the theme and relayout. Never
        below :data:`MIN_SIZE` (a window manager may ignore the window's minimum): the screens
        are laid out for at least that, so a smaller window shows part of them, never a blank."""
        w, h = clamp_size(size)
        if (w, h) != tuple(self.screen.get_size()):
            self.screen = self._set_mode((w, h), pygame.RESIZABLE)
        self.size = self.screen.get_size()
        self._remember_window()
        self.theme.rescale(self.size[1], self.size[0])
        self.gui.resized(self.size)
        self.relayout()

    def relayout(self) -> None:
        self.stack.relayout(self.size)

    def toggle_fullscreen(self) -> None:
        self._remember_window()
        self.settings.fullscreen = not self.settings.fullscreen
        self.save_settings()
        if self.headless:
            self.relayout()
            return
        try:
            if self.settings.fullscreen:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN | pygame.RESIZABLE)
            else:
                back = self._windowed_size or DEFAULT_SIZE
                back = (max(MIN_SIZE[0], back[0]), max(MIN_SIZE[1], back[1]))
                self.screen = pygame.display.set_mode(back, pygame.RESIZABLE)
                self._place_window()
        except pygame.error:
            self.screen = self._set_mode(DEFAULT_SIZE, pygame.RESIZABLE)
        self.resize(self.screen.get_size())

    # ------------------------------------------------------------------ services
    def toast(self, text: str | Text, kind: str = "info") -> None:
        """A short message at the bottom of the window (kind: info, good, warn, bad)."""
        shown = text.render() if isinstance(text, Text) else str(text)
        if any(existing.text == shown for existing in self._toasts):
            return
        self._toasts.append(Toast(shown, kind))
        del self._toasts[:-4]

    @property
    def toasts(self) -> list[str]:
        return [toast.text for toast in self._toasts]

    def save_settings(self) -> None:
        from speedgames.core.settings import save_settings

        save_settings(self.storage, self.settings)

    def set_language(self, lang: str) -> None:
        if lang not in i18n.LANGUAGES:
            return
        self.settings.language = lang
        i18n.set_language(lang)
        self.gui.set_locale(lang)
        pygame.display.set_caption(t("app.title"))
        self.save_settings()
        self.relayout()

    def set_theme(self, name: str) -> None:
        if name not in ("dark", "light"):
            return
        self.settings.theme = name
        self.theme = self.theme.switched(name)
        self.gui.retheme(self.theme)
        self.audio.apply(self.settings, name)
        self.save_settings()
        self.relayout()

    def _apply_look_settings(self) -> None:
        self.theme.text_scale = self.settings.text_scale / 100
        self.theme.seat_marks = bool(self.settings.colour_symbols)

    def set_text_scale(self, percent: int) -> None:
        """„Textgröße“ live: every font grows or shrinks, every scene lays itself out anew."""
        from speedgames.core.settings import TEXT_SCALES

        if percent not in TEXT_SCALES:
            return
        self.settings.text_scale = percent
        self._apply_look_settings()
        self.gui.retheme(self.theme)  # pygame-gui's font follows the type scale
        self.save_settings()
        self.relayout()

    def set_colour_symbols(self, on: bool) -> None:
        """„Farbsymbole“: seat colours carry their symbol too (drawn by ``ui.seat_marks``)."""
        self.settings.colour_symbols = bool(on)
        self._apply_look_settings()
        self.save_settings()
        self.relayout()

    def apply_sound(self) -> None:
        self.audio.apply(self.settings, self.theme.name)
        self.save_settings()

    # ------------------------------------------------------------------ scenes
    def create(self, name: str, **kwargs: Any) -> Scene | None:
        try:
            return registry.create(self, name, **kwargs)
        except Exception:
            self.report_error(f"create {name}")
            self.toast(t("ui.app.scene_failed"), "bad")
            return None

    def report_error(self, context: str = "") -> None:
        """Record (and print) the exception being handled, without stopping the program.

        ``context`` prefixes the record as ``[context]`` (``[create <scene>]`` for a screen that
        failed to build), so tests can tell whose bug it was."""
        text = traceback.format_exc()
        if context:
            text = f"[{context}] {text}"
        if text in self.errors:  # the same failure every frame is reported once
            return
        self.errors.append(text)
        print(text, file=sys.stderr)

    def open(self, name: str, **kwargs: Any) -> bool:
        scene = self.create(name, **kwargs)
        if scene is None:
            return False
        self._push(scene)
        return True

    def _push(self, scene: Scene) -> None:
        self.stack.push(scene)
        scene.relayout(self.size)

    def push(self, scene: Scene) -> Scene:
        self._push(scene)
        return scene

    def replace(self, name: str, **kwargs: Any) -> bool:
        scene = self.create(name, **kwargs)
        if scene is None:
            return False
        self.stack.replace(scene)
        scene.relayout(self.size)
        return True

    def back(self) -> None:
        if len(self.stack) > 1:
            self.stack.pop()
            top = self.stack.top
            if top is not None:
                top.relayout(self.size)

    def home(self) -> None:
        while len(self.stack) > 1:
            self.stack.pop()
        top = self.stack.top
        if top is not None:
            top.relayout(self.size)

    # ------------------------------------------------------------------ loop
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        self._watch_window(event)
        if event.type in (pygame.VIDEORESIZE,):
            self.resize((event.w, event.h))
            return
        if event.type == pygame.WINDOWSIZECHANGED and not self.headless:
            if (event.x, event.y) != tuple(self.size):
                self.resize((event.x, event.y))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        try:  # pygame-gui's elements hear events through their widgets (ui.gui_manager)
            self.stack.handle_event(event)
        except Exception:  # a bug in one screen must not end the program: tell, log, go on
            self.report_error()
            self.toast(t("ui.app.action_failed"), "bad")

    _WINDOW_SEEN = {"WINDOWFOCUSGAINED": ("focus", True), "WINDOWFOCUSLOST": ("focus", False),
                    "WINDOWMINIMIZED": ("visible", False), "WINDOWHIDDEN": ("visible", False),
                    "WINDOWRESTORED": ("visible", True), "WINDOWSHOWN": ("visible", True),
                    "WINDOWMAXIMIZED": ("visible", True)}

    def _watch_window(self, event: pygame.event.Event) -> None:
        """Focus and visibility decide whether the loop draws at all (ui.pacing)."""
        name = pygame.event.event_name(event.type).upper()
        seen = self._WINDOW_SEEN.get(name)
        if seen is not None:
            (self.pacer.set_focus if seen[0] == "focus" else self.pacer.set_visible)(seen[1])
        elif name == "WINDOWEXPOSED":
            self.pacer.expose = True

    def frame(self, dt: float, draw: bool = True) -> None:
        """One step of the main loop: events, update, draw (tests and scripts drive this;
        ``draw=False`` lets the time pass without the picture, for a test's frames in between)."""
        self._events()
        if not self.running:
            return
        self._advance(dt)
        if draw:
            self.draw()

    def _events(self, first: pygame.event.Event | None = None) -> bool:
        """Handle ``first`` and every queued event; True when there was any."""
        events = ([first] if first is not None else []) + pygame.event.get()
        for event in events:
            self.dispatch(event)
            if not self.running:
                break
        return bool(events)

    def _advance(self, dt: float) -> None:
        """Let ``dt`` seconds pass for the widgets, the top scene and the toasts."""
        try:  # the widgets update their own pygame-gui elements
            self.stack.update(dt)
        except Exception:
            self.report_error()
        for notice in self.storage.take_notices():
            self.toast(notice, "warn")
        for toast in self._toasts:
            toast.left -= dt
        self._toasts = [toast for toast in self._toasts if toast.left > 0]

    def frame_request(self) -> float | None:
        """When the next frame is needed without input: the top scene's word and the toasts'
        end (see ``ui.pacing``)."""
        try:
            scene = self.stack.frame_request()
        except Exception:
            self.report_error()
            scene = 0.0  # a scene that cannot say is drawn as if it moved
        toasts = min((toast.left for toast in self._toasts), default=None)
        return earliest(scene, toasts)

    def draw(self) -> None:
        self.render()
        self.frames += 1
        if not self.headless:
            pygame.display.flip()

    def render(self) -> None:
        """Draw the whole picture into the window's surface (shown by ``draw``'s flip)."""
        self.screen.fill(self.theme.color("bg"))
        occupied.clear()
        pointer.clear()
        try:
            self.stack.draw(self.screen)
        except Exception:
            self.report_error()
        pointer.apply(pygame.mouse.get_pos())  # what pygame-gui's manager.update did
        self._draw_toasts()  # pygame-gui's elements were drawn by their scenes

    def paced_step(self) -> None:
        """One step of the real-time loop: at the frame rate while something moves; otherwise
        asleep in ``pygame.event.wait`` until input or the next timed change, and a frame that
        looks like the last one is not shown again (issue #16, ``ui.pacing``)."""
        request = self.frame_request()
        plan = self.pacer.plan(request)
        timed = False
        if plan.wait is None:
            dt = min(0.1, self.clock.tick(FPS) / 1000.0)
            had_input = self._events()
            if not self.running:
                return
            self._advance(dt)
        else:
            timed = request is not None and request <= plan.wait  # woke for a scene's own time
            timeout = 1.0 if plan.wait == float("inf") else plan.wait  # wakes for signals
            first = event_wait.wait(max(1, int(timeout * 1000)))  # asleep, not polling
            # nothing moved while we slept, so the time passes in one step (clocks, toasts)
            self._advance(self.clock.tick() / 1000.0)
            had_input = self._events(first if first.type != pygame.NOEVENT else None)
            if not self.running:
                return
            if had_input:
                self._advance(0.0)  # what the input changed settles before it is drawn
        if had_input:
            self.pacer.input_seen()
        if not plan.draw and not had_input:
            return
        self.render()
        changed = True
        if self.pacer.needs_checksum(request) and not self.pacer.expose:
            checksum = self._screen_checksum()
            changed = checksum != self._checksum
            self._checksum = checksum
        else:
            self._checksum = None
        if changed or self.pacer.expose:
            self.frames += 1
            if not self.headless:
                pygame.display.flip()
        self.pacer.frame_drawn(changed, announced=timed and not had_input)

    def _screen_checksum(self) -> int:
        try:
            return zlib.crc32(self.screen.get_view("1"))
        except (pygame.error, ValueError, TypeError, BufferError):
            return zlib.crc32(pygame.image.tobytes(self.screen, "RGBX"))

    def _draw_toasts(self) -> None:
        """The toasts, stacked, where no control and no panel the player reads is (see
        ``ui.toast_place``); they take no events, so a click reaches what is under them."""
        if not self._toasts:
            return
        th = self.theme
        font = th.font("body")
        width = min(self.size[0] - th.px(80), th.px(620))
        gap = th.px(10)
        avoid = occupied.rects()
        keep_free = getattr(self.stack.top, "toast_avoid", None)
        try:
            avoid += list(keep_free()) if callable(keep_free) else []
        except Exception:
            self.report_error("toast_avoid")

        def heights_for(w: int) -> list[int]:
            return [widgets.text_height(toast.text, font, w - th.px(40)) + th.px(24)
                    for toast in self._toasts]

        widths = [width, max(th.px(300), width * 2 // 3), th.px(240)]
        spot, heights = toast_place.layout(self.size, widths, heights_for, gap, avoid,
                                           margin=th.px(16), step=th.px(24))
        width = spot.width
        self.toast_rect = spot
        y = spot.bottom
        for toast, h in zip(reversed(self._toasts), reversed(heights)):
            rect = pygame.Rect(spot.x, y - h, width, h)
            widgets.draw_panel(self.screen, rect, th, "card")
            stripe = pygame.Rect(rect.x, rect.y, th.px(6), rect.height)
            color = {"good": "good", "warn": "warn", "bad": "bad"}.get(toast.kind, "accent")
            pygame.draw.rect(self.screen, th.color(color), stripe,
                             border_top_left_radius=th.px(8), border_bottom_left_radius=th.px(8))
            widgets.draw_text(self.screen, toast.text, font, th.color("text"),
                              rect.inflate(-th.px(40), 0), align="center", valign="middle")
            y = rect.y - gap

    def screenshot(self, path: Path | str) -> None:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        self.render()
        pygame.image.save(self.screen, str(path))

    def quit(self) -> None:
        """As if the window were closed: the loop ends and ``shutdown`` saves."""
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    def shutdown(self) -> None:
        for scene in list(self.stack):
            save = getattr(scene, "save", None)
            if callable(save):
                try:
                    save()
                except Exception:
                    traceback.print_exc()
        self._remember_window()
        self.save_settings()
        self.stack.clear()
        self.audio.shutdown()

    def run(self, script: Any = None, last_screenshot: Path | None = None) -> int:
        """The main loop until quit (or the end of ``script``); a signal that interrupts a long
        step (:mod:`speedgames.ui.signals`) still ends here, and ``shutdown`` saves."""
        marked = False
        try:
            while self.running:
                if self.fixed_dt is None and script is None:
                    self.paced_step()
                else:
                    dt = self.fixed_dt if self.fixed_dt is not None else min(
                        0.1, self.clock.tick(FPS) / 1000.0)
                    if script is not None:
                        script.tick(dt)
                    self.frame(dt)
                if self.frames and not marked and os.environ.get(FIRST_FRAME_ENV):
                    marked = True
                    import time

                    print(f"{FIRST_FRAME_MARK}\n{FIRST_FRAME_CPU} {time.process_time():.4f}",
                          flush=True)
                if script is not None and script.done and self.running:
                    self.quit()
            if last_screenshot is not None:
                self.screenshot(last_screenshot)
        except KeyboardInterrupt:  # SIGTERM/SIGINT during a step that did not end in time
            self.running = False
        watchdog = getattr(self, "quit_watchdog", None)
        if watchdog is not None:
            watchdog.set()  # the loop is over: no interrupt during the final save
        self.shutdown()
        return 0

