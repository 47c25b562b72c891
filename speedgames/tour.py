"""Every screen a person meets, each game in each of its phases, reached headless with real keys.

Why one list: the screenshots' 150 % set and the clipping test (``tests/layout``) must look at the
same screens, and „every screen“ is more than the registry's demonstration instances — a game's
Abendvorstellung, Pulverhandlung, Rat, Rechenweg and Endtafel only appear when the game is
played there. A *stop* opens its screen on top of the Kontor the way a person gets there (the
registry's sample, then the keys of the rule text: Enter stops stuffing, Enter skips the show,
R asks the Rat, Esc opens the game menu) and returns whether it arrived; the walk lets the
screen settle and yields its name. Each game lists its own phases (``PHASES`` of the module its
description names, ``tour``; the steps are :mod:`speedgames.ui.tour_kit`); the in-game menu is
the same stop for every game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from speedgames.core import catalog
from speedgames.ui import registry
from speedgames.ui.tour_kit import ARM_FRAMES, Stop, frames, open_sample, open_scene, press

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App

SETTLE_FRAMES = 20


def _registered(name: str, kwargs: dict) -> Stop:
    def stop(app: "App") -> bool:
        return name == "kontor" or open_scene(app, name, kwargs) is not None
    return stop


def _menu_of(game: str) -> Stop:
    """The in-game menu (Esc): the way to the rules, the settings and the Kontor."""
    def stop(app: "App") -> bool:
        scene = open_sample(app, f"{game}.game")
        if scene is None:
            return False
        frames(app, ARM_FRAMES)
        for _ in range(3):  # a first Esc may only skip a running animation
            press(app, "escape")
            if app.stack.top is not scene:
                return True
        return False
    return stop


def _phases() -> tuple[tuple[str, Stop], ...]:
    """Each game's own phases, then its in-game menu, in the catalog's order."""
    out: list[tuple[str, Stop]] = []
    for desc in catalog.descriptions():
        if desc.tour:
            out += list(importlib.import_module(desc.tour).PHASES)
        out.append((f"{desc.id}-menu", _menu_of(desc.id)))
    return tuple(out)


PHASES: tuple[tuple[str, Stop], ...] = _phases()
EXTRA_SCREENS = ("review.games", "open_games")  # not in the screenshot set, but main screens


def stops(app: "App") -> list[tuple[str, Stop]]:
    """(name, stop) for every registered main screen and its variants, Meine Partien and every
    game phase above; names are the screenshot file stems."""
    out: list[tuple[str, Stop]] = []
    for info in registry.infos():
        if not info.main and info.name not in EXTRA_SCREENS:
            continue
        for stem, kwargs in info.sample_variants(app):
            out.append((stem, _registered(info.name, kwargs)))
    return out + [(name, stop) for name, stop in PHASES
                  if registry.has(name.split("-")[0] + ".game")]


def walk(app: "App", only: Callable[[str], bool] | None = None,
         arrived: Callable[[str], None] | None = None) -> Iterator[str]:
    """Open every stop in turn on top of the Kontor, let it settle, yield its name.

    ``arrived(name)`` is called before a stop starts (a recording names what it sees); a stop
    that cannot reach its screen is skipped and yields nothing (the caller compares the names)."""
    for name, stop in stops(app):
        if only is not None and not only(name):
            continue
        app.home()
        if arrived is not None:
            arrived(name)
        try:
            reached = stop(app)
        except Exception:
            app.report_error(f"tour {name}")
            reached = False
        if not reached:
            continue
        frames(app, SETTLE_FRAMES)
        app.running = True
        yield name
