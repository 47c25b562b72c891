"""Small visible cues on the board for fuel that changes without a drive.

Windschatten payouts (+10 L, or −10 L per car that overtook), Tafel and Kontrolle payouts, the
litres taken or given at a Tankstelle and what a Streckenkarte does to the tank (Freie Fahrt,
Stempel, Volltanken, Tankleck) used to show only in the Spielverlauf; a player watching the road
missed them. A ``FuelPop`` is a short
plate („+10 L“, „Windschatten −20 L“) that rises from the car and fades. A car that waits in the
Windschatten carries a little plate with what it would get now, so the bet is visible on the road.

A card that acts on the road rings its field: the Ereignisfeld it was drawn on while it shows,
and the field it sends the car to (:class:`FieldMark`). With „Bewegung reduzieren“ a cue stands
still where it appears and fades; with the animations off no ring is drawn.

Pure bookkeeping here plus the drawing functions; the scene feeds events and draws each frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable

import pygame

from speedgames.core.i18n import Text
from speedgames.sprit.screen.road import label_plate
from speedgames.ui import fonts

POP_SECONDS = 1.8
RISE = 1.0          # tiles the plate rises over its life
GOOD = (34, 96, 60)
BAD = (150, 44, 36)
CREAM = (246, 236, 212)
GOLD = (246, 204, 90)
BAD_RING = (214, 80, 60)


MARK_SECONDS = 2.0


@dataclass
class FuelPop:
    car: int
    text: Text
    good: bool
    age: float = 0.0
    still: bool = False  # „Bewegung reduzieren“: it does not rise

    @property
    def done(self) -> bool:
        return self.age >= POP_SECONDS


def pop_for(event: dict[str, Any]) -> FuelPop | None:
    """The cue for one rules event, or None when the event changes no fuel off the road."""
    car = event.get("car")
    if not isinstance(car, int):
        return None
    typ = event.get("type")
    gain = int(event.get("gain", 0) or 0)
    if typ == "windschatten":
        if event.get("rolled_back"):
            return FuelPop(car, Text("sprit.ui.pop.ws_back"), False)
        key = "sprit.ui.pop.ws_gain" if gain > 0 else "sprit.ui.pop.ws_pay"
        return FuelPop(car, Text(key, {"n": abs(gain)}), gain > 0)
    if typ in ("tafel", "stamp") and gain > 0:
        return FuelPop(car, Text("sprit.ui.pop.gain", {"n": gain}), True)
    if typ in ("tank", "kanister", "card") and gain != 0:
        if gain > 0:
            return FuelPop(car, Text("sprit.ui.pop.gain", {"n": gain}), True)
        return FuelPop(car, Text("sprit.ui.pop.loss", {"n": -gain}), False)
    return None


@dataclass
class FieldMark:
    """Rings on a road field a Streckenkarte acts on (``good``: the car gains by it)."""

    field: int
    good: bool
    age: float = 0.0
    held: bool = False  # a still picture (screenshots)

    @property
    def done(self) -> bool:
        return not self.held and self.age >= MARK_SECONDS


def marks_for(event: dict[str, Any]) -> list[FieldMark]:
    """The fields a card event acts on: where it was drawn and where it sends the car."""
    if event.get("type") != "card":
        return []
    effect = event.get("effect")
    good = effect in ("refund", "stamp", "extra_turn") or (
        effect == "set" and int(event.get("gain", 0) or 0) >= 0) or (
        effect == "moved" and isinstance(event.get("to"), int)
        and isinstance(event.get("from"), int) and event["to"] > event["from"])
    out = []
    if isinstance(event.get("field"), int):
        out.append(FieldMark(event["field"], good))
    if effect == "moved" and isinstance(event.get("to"), int) and event["to"] != event.get("field"):
        out.append(FieldMark(event["to"], good))
    return out


def draw_marks(surface: pygame.Surface, marks: list[FieldMark],
               centre: Callable[[int], tuple[int, int]], tile: int) -> None:
    """Each mark: two rings that widen from the field and fade, a steady ring on the field."""
    for mark in marks:
        frac = max(0.0, min(1.0, mark.age / MARK_SECONDS))
        x, y = centre(mark.field)
        colour = GOLD if mark.good else BAD_RING
        fade = 1.0 - frac
        width = max(2, tile // 5)
        pygame.draw.circle(surface, (40, 30, 24), (x, y), int(tile * 1.12) + 1, width + 2)
        pygame.draw.circle(surface, colour, (x, y), int(tile * 1.12), width)
        for k in (0.0, 0.5):
            wave = (frac * 2.0 + k) % 1.0
            radius = int(tile * (1.1 + 1.1 * wave))
            shade = tuple(int(c * (1 - wave) * fade + 40 * wave) for c in colour)
            pygame.draw.circle(surface, shade, (x, y), radius, max(2, tile // 7))


def add_pop(pops: list[FuelPop], pop: FuelPop) -> None:
    """Add ``pop``; an older cue of the same car gives way (one plate per car, never a stack)."""
    pops[:] = [p for p in pops if p.car != pop.car]
    pops.append(pop)


def ws_tag(passed: int) -> tuple[Text, bool]:
    """What a car waiting in the Windschatten would get now (text, good): a short amount — the
    wind mark on the plate (``wind_plate``) says „Windschatten“, the driver list says it in words."""
    if passed <= 0:
        return Text("sprit.ui.pop.ws_wait_gain", {"n": 10}), True
    return Text("sprit.ui.pop.ws_wait_pay", {"n": 10 * passed}), False


@lru_cache(maxsize=32)
def wind_plate(text: str, size: int, good: bool) -> pygame.Surface:
    """A plate with three wind streaks before ``text`` — narrow enough for neighbouring cars."""
    img = fonts.font("text_bold", size).render(text, True, CREAM)
    h = img.get_height() + max(2, size // 5)
    mark = int(h * 1.1)
    pad = max(3, h // 4)
    w = pad + mark + pad // 2 + img.get_width() + pad
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = out.get_rect()
    pygame.draw.rect(out, GOOD if good else BAD, rect, border_radius=max(2, h // 3))
    pygame.draw.rect(out, CREAM, rect, 1, border_radius=max(2, h // 3))
    width = max(1, h // 10)
    for k, (dy, length) in enumerate(((0.3, 0.9), (0.5, 0.65), (0.7, 0.85))):
        y = int(h * dy)
        x0 = pad + int(mark * (0.1 if k != 1 else 0.3))
        x1 = pad + int(mark * length)
        pygame.draw.line(out, CREAM, (x0, y), (x1, y), width)
        r = max(2, h // 9)  # a curl at the end of each streak
        pygame.draw.arc(out, CREAM, (x1 - r, y - 2 * r, 2 * r, 2 * r), -1.6, 1.6, width)
    out.blit(img, (pad + mark + pad // 2, (h - img.get_height()) // 2))
    return out


@lru_cache(maxsize=64)
def plate(text: str, size: int, good: bool) -> pygame.Surface:
    """The enamel plate of a cue (cached: drawn every frame; callers must not change it)."""
    return label_plate(text, fonts.font("text_bold", size), CREAM, GOOD if good else BAD, CREAM)


def pop_rect(img_size: tuple[int, int], x: float, y: float, tile: int, frac: float,
             room: float) -> pygame.Rect:
    """Where a cue stands at ``frac`` of its life: it starts on the car's roof and rises at most
    until its top reaches ``room`` pixels above the car — half way to the road row above, so a
    „+40 L“ never drifts onto the fields and numbers of the next leg."""
    w, h = img_size
    start = tile * 0.5
    rise = min(RISE * tile * frac, max(0.0, room - start - h))
    return pygame.Rect(int(x - w / 2), math.ceil(y - start - rise - h), w, h)


def draw_pops(surface: pygame.Surface, pops: list[FuelPop],
              where: Callable[[int], tuple[float, float]], tile: int,
              room: float | None = None) -> None:
    """Each pop rises a little from its car's position (within ``room``, see ``pop_rect``) and
    fades out."""
    size = max(10, int(tile * 0.6))
    room = tile * 2.0 if room is None else room
    for pop in pops:
        x, y = where(pop.car)
        frac = max(0.0, min(1.0, pop.age / POP_SECONDS))
        img = plate(pop.text.render(), size, pop.good).copy()
        img.set_alpha(int(255 * (1.0 - max(0.0, frac - 0.6) / 0.4)))
        rect = pop_rect(img.get_size(), x, y, tile, 0.0 if pop.still else frac, room)
        surface.blit(img, rect.clamp(surface.get_rect()))
