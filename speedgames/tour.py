"""Every screen a person meets, each game in each of its phases, reached headless with real keys.

Why one list: the screenshots' 150 % set and the clipping test (``tests/layout``) must look at the
same screens, and „every screen“ is more than the registry's demonstration instances — a game's
Abendvorstellung, Pulverhandlung, Rat, Rechenweg and Endtafel only appear when the game is
played there. A *stop* opens its screen on top of the Kontor the way a person gets there (the
registry's sample, then the keys of the rule text: Enter stops stuffing, Enter skips the show,
R asks the Rat, Esc opens the game menu) and returns whether it arrived; the walk lets the
screen settle and yields its name.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pygame

from speedgames.app import HEADLESS_DT
from speedgames.ui import registry
from speedgames.ui.script import key_events

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App

SETTLE_FRAMES = 20
ARM_FRAMES = 20  # a game arms Enter/Space a quarter second after each step
Stop = Callable[["App"], bool]


def frames(app: "App", n: int) -> None:
    for _ in range(n):
        app.frame(HEADLESS_DT)


def press(app: "App", name: str, settle: int = ARM_FRAMES) -> None:
    """A key pressed and released through the event queue, then ``settle`` frames."""
    for event in key_events(name):
        pygame.event.post(event)
    frames(app, settle)


def until(app: "App", holds: Callable[[], bool], limit: int = 900,
          seconds: float = 90.0) -> bool:
    """Frames until ``holds()``; computers think on a worker thread, so a loaded machine gets
    wall time as well as frames before the stop gives up."""
    started, done = time.monotonic(), 0
    while not holds():
        if done >= limit and time.monotonic() - started > seconds:
            return False
        if done >= limit:
            time.sleep(0.005)
        frames(app, 5)
        done += 5
    return True


def _open(app: "App", name: str, kwargs: dict[str, Any]) -> Any:
    scene = app.create(name, **kwargs)
    if scene is None:
        return None
    app.push(scene)
    frames(app, 2)
    return scene


def _registered(name: str, kwargs: dict[str, Any]) -> Stop:
    def stop(app: "App") -> bool:
        return name == "kontor" or _open(app, name, kwargs) is not None
    return stop


# ---------------------------------------------------------------------- Speedrocket
def _rocket_table(app: "App") -> Any:
    info = registry.get("rocket.game")
    return _open(app, "rocket.game", info.sample_kwargs(app)) if info else None


def _rocket_show(app: "App") -> bool:
    scene = _rocket_table(app)
    if scene is None or not until(app, lambda: scene._status() == "drawing"):
        return False
    frames(app, ARM_FRAMES)
    press(app, "return")  # „Aufhören“: the computers stuff, then the Abendvorstellung
    return until(app, lambda: scene.show is not None)


def _rocket_shop(app: "App") -> bool:
    if not _rocket_show(app):
        return False
    scene = app.stack.top
    for _ in range(40):
        if scene._status() in ("shop_open", "shop_choose"):
            return True
        press(app, "return")
    return False


def _rocket_rat(app: "App") -> bool:
    scene = _rocket_table(app)
    if scene is None or not until(app, lambda: scene._status() == "drawing"):
        return False
    frames(app, ARM_FRAMES)
    press(app, "r")
    return True


def _rocket_endtafel(app: "App") -> bool:
    """Rekordjagd by keys: draw, stop, skip the show, leave the shop — nine evenings."""
    scene = _open(app, "rocket.game", {"options": {"seats": [{"kind": "human", "name": "Anna"}],
                                                   "mode": "rekordjagd"},
                                       "seed": 7, "autosave": False})
    if scene is None:
        return False
    frames(app, ARM_FRAMES)
    draws = 0
    for _ in range(400):
        top = app.stack.top
        if top.name == "endtafel":
            return True
        status = scene._status() if top is scene else None
        if status == "drawing":
            draws += 1
            press(app, "space" if draws % 3 else "return")
        elif status in ("sand", "preview"):
            press(app, "e" if status == "sand" else "0")
        elif status is not None or scene.show is not None or top is not scene:
            press(app, "return")
        else:
            frames(app, 10)
    return False


# ---------------------------------------------------------------------- Speedsprit
def _sprit_rat(app: "App") -> bool:
    info = registry.get("sprit.game")
    scene = _open(app, "sprit.game", info.sample_kwargs(app)) if info else None
    if scene is None or not until(app, lambda: scene.human_car is not None and not scene.queue):
        return False
    frames(app, ARM_FRAMES)
    press(app, "r")
    return True


def _sprit_endtafel(app: "App") -> bool:
    options = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
                         {"kind": "ai", "level": "normal"}],
               "mode": "table", "track": "bergsprint", "cards": True, "clock": None}
    if _open(app, "sprit.game", {"options": options, "seed": 41, "autosave": False,
                                 "preplay": 9999}) is None:
        return False
    return until(app, lambda: app.stack.top.name == "endtafel")


# ---------------------------------------------------------------------- Speedtulpe
def _tulpe_rechenweg(app: "App") -> bool:
    return _open(app, "tulpe.game", {"options": {"seats": [{"kind": "human", "name": "Anna"}],
                                                 "mode": "rekordjagd"},
                                     "seed": 2, "demo": 12, "autosave": False}) is not None


def _tulpe_rat(app: "App") -> bool:
    info = registry.get("tulpe.game")
    scene = _open(app, "tulpe.game", info.sample_kwargs(app)) if info else None
    if scene is None:
        return False
    frames(app, ARM_FRAMES)
    press(app, "r")
    return True


def _tulpe_endtafel(app: "App") -> bool:
    from speedgames.tulpe.screen import demo

    if _open(app, "tulpe.game", {"options": demo.demo_options(4), "seed": 1637,
                                 "demo": 9999, "autosave": False}) is None:
        return False
    return until(app, lambda: app.stack.top.name == "endtafel")


def _menu_of(game: str) -> Stop:
    """The in-game menu (Esc): the way to the rules, the settings and the Kontor."""
    def stop(app: "App") -> bool:
        info = registry.get(f"{game}.game")
        scene = _open(app, f"{game}.game", info.sample_kwargs(app)) if info else None
        if scene is None:
            return False
        frames(app, ARM_FRAMES)
        for _ in range(3):  # a first Esc may only skip a running animation
            press(app, "escape")
            if app.stack.top is not scene:
                return True
        return False
    return stop


PHASES: tuple[tuple[str, Stop], ...] = (
    ("rocket-show", _rocket_show), ("rocket-shop", _rocket_shop), ("rocket-rat", _rocket_rat),
    ("rocket-endtafel", _rocket_endtafel), ("rocket-menu", _menu_of("rocket")),
    ("sprit-rat", _sprit_rat), ("sprit-endtafel", _sprit_endtafel),
    ("sprit-menu", _menu_of("sprit")),
    ("tulpe-rechenweg", _tulpe_rechenweg), ("tulpe-rat", _tulpe_rat),
    ("tulpe-endtafel", _tulpe_endtafel), ("tulpe-menu", _menu_of("tulpe")),
)
EXTRA_SCREENS = ("review.games",)  # not in the registry's screenshot set, but a main screen


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
