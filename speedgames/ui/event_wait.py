"""Sleep until the next event without waking a thousand times a second.

Why: an idle screen spends its time in the loop's wait (``ui.pacing``). pygame-ce's
``pygame.event.wait(timeout)`` is its own loop of "pump the events, look, sleep 1 ms" — measured
in a real X window, that alone kept an idle process at ~2 % of a core (0.2 % asleep), whatever the
screen (#29). SDL itself can sleep properly: ``SDL_WaitEventTimeout`` blocks on the window
system's connection until input arrives, an event is posted from another thread (SDL wakes itself
then) or the time is up. Called with no event, it only looks — the event stays in the queue —
and ``pygame.event.poll`` then takes it as usual.

pygame does not expose that call, so it is reached through ``ctypes`` in the very SDL library
pygame has loaded (found among the process's mapped files, or beside pygame; a copy with a
different version is refused: it would have its own, empty queue). Anything unexpected — no such
library, another version, the call coming back early with nothing to take again and again — and
:func:`wait` is ``pygame.event.wait`` for good. With the dummy video driver (tests) SDL polls
internally as pygame does, so nothing changes there.
"""

from __future__ import annotations

import ctypes
import glob
import os
import re
import sys
import time
from typing import Any

import pygame

SDL_POLLSENTINEL = 0x7F00   # SDL's marker event, pushed by its own waits; pygame must not see it
SDL_IGNORE = 0
SLICE_MS = 250            # the longest single sleep: a signal is handled within this
EARLY_LIMIT = 50            # early returns with nothing to take, in a row: then pygame's wait
_NAME = re.compile(r"(^|[\\/])(lib)?SDL2(-2\.0)?([-.][^\\/]*)?\.(so[.0-9]*|dylib|dll)$", re.I)


class _Native:
    def __init__(self, lib: Any) -> None:
        self.call = lib.SDL_WaitEventTimeout
        self.call.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.call.restype = ctypes.c_int
        self.early = 0


_native: _Native | None | bool = None   # None: not looked for yet; False: not available


def _candidates() -> list[str]:
    """Paths of the SDL2 library: what the process has mapped (Linux), then pygame's own copy."""
    found: list[str] = []
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                path = line.split(maxsplit=5)[-1].strip() if line.count(" ") >= 5 else ""
                if path and _NAME.search(path) and path not in found:
                    found.append(path)
    except OSError:
        pass
    base = os.path.dirname(pygame.__file__)
    for folder in (base, base + "_ce.libs", os.path.join(base, ".dylibs"),
                   os.path.join(os.path.dirname(base), "pygame_ce.libs")):
        for path in sorted(glob.glob(os.path.join(folder, "*SDL2*"))):
            if _NAME.search(path) and path not in found:
                found.append(path)
    return found


def _version(lib: Any) -> tuple[int, int, int]:
    class Version(ctypes.Structure):
        _fields_ = [("major", ctypes.c_uint8), ("minor", ctypes.c_uint8),
                    ("patch", ctypes.c_uint8)]

    got = Version()
    lib.SDL_GetVersion(ctypes.byref(got))
    return got.major, got.minor, got.patch


def _load() -> _Native | bool:
    if os.environ.get("SPEEDGAMES_PYGAME_WAIT"):   # the old way, on request
        return False
    try:
        linked = tuple(pygame.get_sdl_version(linked=True))
    except (AttributeError, TypeError, pygame.error):
        return False
    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)
            if _version(lib) != linked:
                continue
            native = _Native(lib)
            lib.SDL_EventState.argtypes = [ctypes.c_uint32, ctypes.c_int]
            lib.SDL_EventState(SDL_POLLSENTINEL, SDL_IGNORE)
            return native
        except (OSError, AttributeError, TypeError, ValueError):
            continue
    return False


def native_available() -> bool:
    global _native
    if _native is None:
        _native = _load()
    return _native is not False


def _window_driver() -> bool:
    """A real video driver: the dummy one (tests, screenshots) has nothing to sleep on."""
    try:
        return pygame.display.get_driver() not in ("dummy", "offscreen")
    except pygame.error:
        return False


def wait(timeout_ms: int) -> Any:
    """The next event, or a ``NOEVENT`` after ``timeout_ms`` (≥ 1), like ``pygame.event.wait``."""
    timeout_ms = max(1, int(timeout_ms))
    if sys.platform == "emscripten" or not _window_driver() or not native_available():
        return pygame.event.wait(timeout_ms)
    return native_wait(timeout_ms)


def native_wait(timeout_ms: int) -> Any:
    """:func:`wait` through SDL's own wait (``pygame.event.wait`` when that is not available)."""
    global _native
    plain = pygame.event.wait
    if not native_available():
        return plain(timeout_ms)
    native = _native
    assert isinstance(native, _Native)
    deadline = time.monotonic() + timeout_ms / 1000.0
    try:
        while True:   # in slices: a signal's Python handler runs between them (Ctrl+C, SIGTERM)
            left = int((deadline - time.monotonic()) * 1000)
            ready = native.call(None, max(1, min(SLICE_MS, left)))
            if ready or left <= SLICE_MS:
                break
    except (OSError, ctypes.ArgumentError):
        _native = False
        return plain(1)
    event = pygame.event.poll()
    if ready and event.type == pygame.NOEVENT:
        native.early += 1          # SDL says there is one, pygame finds none: never spin on it
        if native.early >= EARLY_LIMIT:
            _native = False
    else:
        native.early = 0
    return event
