"""Headless input scripts: JSON lines of steps turned into real pygame events.

Why real events: a script must travel the same path as a person's input (pygame-gui, the scene
stack, the focus ring), so a script that passes proves the keyboard and mouse paths work.

Steps (one JSON object per line; blank lines and lines starting with ``#`` are skipped):
  ``{"key": "space"}``            KEYDOWN + KEYUP; pygame key names (``return``, ``escape``,
                                  ``left``, ``f11``, ``a`` …); optional ``"mod": "shift"`` or a list
                                  (``shift``, ``ctrl``, ``alt``)
  ``{"text": "Anna"}``            TEXTINPUT events, one per character
  ``{"click": [x, y]}``           MOUSEMOTION, MOUSEBUTTONDOWN, MOUSEBUTTONUP (``"button": 3``)
  ``{"move": [x, y]}``            MOUSEMOTION only (hover)
  ``{"wheel": -1}``               MOUSEWHEEL (negative = down)
  ``{"wait": 0.5}``               let simulated time pass (frames of the fixed headless dt)
  ``{"screenshot": "out.png"}``   save the current frame
  ``{"resize": [w, h]}``          resize the window
One step runs per frame, so the scene sees each input before the next one arrives.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike

MODS = {"shift": pygame.KMOD_SHIFT | pygame.KMOD_LSHIFT,
        "ctrl": pygame.KMOD_CTRL | pygame.KMOD_LCTRL,
        "alt": pygame.KMOD_ALT | pygame.KMOD_LALT}
KNOWN = ("key", "text", "click", "move", "wheel", "wait", "screenshot", "resize")


class ScriptError(ValueError):
    """A script line that is not a valid step (the message names the line)."""


def parse_steps(text: str) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            step = json.loads(line)
        except ValueError as exc:
            raise ScriptError(f"line {number}: not JSON ({exc})") from None
        if not isinstance(step, dict) or not any(k in step for k in KNOWN):
            raise ScriptError(f"line {number}: expected one of {', '.join(KNOWN)}")
        if "key" in step:
            key_code(str(step["key"]), number)
        steps.append(step)
    return steps


def load_steps(path: Path | str) -> list[dict[str, Any]]:
    return parse_steps(Path(path).read_text(encoding="utf-8"))


def key_code(name: str, line: int = 0) -> int:
    if not pygame.get_init():
        pygame.init()
    try:
        return pygame.key.key_code(name)
    except (ValueError, pygame.error):
        raise ScriptError(f"line {line}: unknown key {name!r}") from None


def _mods(value: Any) -> int:
    names = [value] if isinstance(value, str) else list(value or [])
    mod = 0
    for name in names:
        mod |= MODS.get(str(name).lower(), 0)
    return mod


def key_events(name: str, mod: int = 0) -> list[pygame.event.Event]:
    code = key_code(name)
    uni = ""
    if len(name) == 1 and name.isprintable():
        uni = name.upper() if mod & pygame.KMOD_SHIFT else name
    elif name == "space":
        uni = " "
    elif name in ("return", "enter"):
        uni = "\r"
    base = {"key": code, "mod": mod, "unicode": uni, "scancode": 0}
    return [pygame.event.Event(pygame.KEYDOWN, base), pygame.event.Event(pygame.KEYUP, base)]


def click_events(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    pos = (int(pos[0]), int(pos[1]))
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False),
    ]


class ScriptRunner:
    """Feeds the steps to the app, one per frame; ``done`` when all ran."""

    def __init__(self, app: "AppLike", steps: list[dict[str, Any]]) -> None:
        self.app = app
        self.steps = steps
        self.index = 0
        self.waiting = 0.0

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps) and self.waiting <= 0

    def tick(self, dt: float) -> None:
        if self.waiting > 0:
            self.waiting -= dt
            return
        if self.index >= len(self.steps):
            return
        step = self.steps[self.index]
        self.index += 1
        self.run_step(step)

    def run_step(self, step: dict[str, Any]) -> None:
        events: list[pygame.event.Event] = []
        if "key" in step:
            events += key_events(str(step["key"]), _mods(step.get("mod")))
        if "text" in step:
            events += [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in str(step["text"])]
        if "click" in step:
            x, y = step["click"]
            events += click_events((x, y), int(step.get("button", 1)))
        if "move" in step:
            x, y = step["move"]
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0),
                                             buttons=(0, 0, 0), touch=False))
        if "wheel" in step:
            events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=int(step["wheel"]),
                                             flipped=False, precise_x=0.0,
                                             precise_y=float(step["wheel"]), touch=False))
        for event in events:
            pygame.event.post(event)
        if "wait" in step:
            self.waiting = max(0.0, float(step["wait"]))
        if "resize" in step:
            w, h = step["resize"]
            self.app.resize((int(w), int(h)))
        if "screenshot" in step:
            self.app.screenshot(Path(str(step["screenshot"])))
