"""Which size and place the window opens at: a good first guess, then whatever the player left.

Why a module of its own: the first start must fit a small laptop (1366×768 with a title bar and a
task bar cannot show 1280×800, and the Kontor's „Beenden“ would fall below the screen edge), and
later starts must come back as the player left them — but a settings file from another computer,
or a monitor that has since been unplugged, must not open the window off screen. The decisions are
pure functions of the desktop sizes; ``App`` asks pygame for those and applies the answer.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

# the first start takes the largest that fits; the last one is the smallest size every screen
# is laid out for (App.MIN_SIZE)
FIRST_SIZES = ((1280, 800), (1024, 700))
DECORATION = 64  # title bar plus task bar / menu bar: height the desktop cannot give the window
VISIBLE = 100  # this much of the window (its title bar) must stay on a screen to be grabbed

Size = tuple[int, int]


def desktop_sizes() -> list[Size]:
    """The sizes of the connected screens (the first is the main one); [] when unknown."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except (pygame.error, AttributeError):
        return []
    return [(int(w), int(h)) for w, h in sizes if w > 0 and h > 0]


def _room(desktop: Size) -> Size:
    return desktop[0], max(1, desktop[1] - DECORATION)


def first_size(desktops: Sequence[Size]) -> Size:
    """The largest of :data:`FIRST_SIZES` that fits the main screen with its decorations."""
    if not desktops:
        return FIRST_SIZES[0]
    room_w, room_h = _room(desktops[0])
    for w, h in FIRST_SIZES:
        if w <= room_w and h <= room_h:
            return w, h
    w, h = FIRST_SIZES[-1]
    return min(w, room_w), min(h, room_h)


def restored_size(saved: Sequence[int], desktops: Sequence[Size]) -> Size:
    """The saved windowed size, shrunk to the largest screen there is now; the first-start size
    when nothing (valid) was saved."""
    if len(saved) != 2:
        return first_size(desktops)
    w, h = int(saved[0]), int(saved[1])
    if desktops:
        room_w = max(d[0] for d in desktops)
        room_h = max(_room(d)[1] for d in desktops)
        w, h = min(w, room_w), min(h, room_h)
    return w, h


def restored_position(saved: Sequence[int], size: Size,
                      desktops: Sequence[Size]) -> tuple[int, int] | None:
    """The saved position when the window's top would still be on a screen, else None (the
    window system places it). Screens are taken as side by side, the usual arrangement."""
    if len(saved) != 2 or not desktops:
        return None
    x, y = int(saved[0]), int(saved[1])
    total_w = sum(d[0] for d in desktops)
    max_h = max(d[1] for d in desktops)
    if not -(size[0] - VISIBLE) <= x <= total_w - VISIBLE:
        return None
    if not 0 <= y <= max_h - VISIBLE:
        return None
    return x, y


def window_position() -> tuple[int, int] | None:
    """Where the window is now (None when the platform cannot say)."""
    try:
        x, y = pygame.display.get_window_position()
    except (pygame.error, AttributeError, TypeError, ValueError):
        return None
    return int(x), int(y)


def move_window(position: tuple[int, int]) -> None:
    """Put the window at ``position``; silently nothing where the platform does not allow it."""
    try:
        pygame.display.set_window_position(position)
    except (pygame.error, AttributeError, TypeError, ValueError):
        pass


WINDOW_CLASS = "speedgames"  # the window manager's class / app id: matches speedgames.desktop
CLASS_VARIABLES = ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_ID")


def name_the_window() -> None:
    """Before SDL's video starts: the window's class is „speedgames“ however the program was
    started (run.py, the installed command, the build), so docks and task bars group it under
    its launcher and icon instead of „run.py“ or „python3“."""
    import os

    for variable in CLASS_VARIABLES:
        os.environ.setdefault(variable, WINDOW_CLASS)


ICON_SIZE = 64  # the window icon: the 64 px picture of the icon theme (tools/make_icons.py)


def icon_file(size: int = ICON_SIZE) -> "object":
    """The program's icon at ``size`` px, from the bundled freedesktop icon theme."""
    from speedgames.core import resources

    return resources.asset("icons", "hicolor", f"{size}x{size}", "apps", "speedgames.png")


def set_window_icon() -> bool:
    """Give the window the game's own icon instead of pygame's snake (before ``set_mode``, so
    the very first window shows it). False when the picture is missing or unreadable."""
    try:
        pygame.display.set_icon(pygame.image.load(str(icon_file())))
    except (pygame.error, OSError, FileNotFoundError):
        return False
    return True
