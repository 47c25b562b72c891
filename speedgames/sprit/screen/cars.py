"""The 1928 cars on the road: sprites in the seat colours and their drive animation.

A car is a small tourer seen from the side (spoked wheels, bonnet, windscreen, driver with a cap),
drawn at 3× and scaled down, cached per colour, size and direction. In the Duell both cars of a
seat share the colour and carry their number on the bonnet plate.

``Motion`` moves one car along the road field by field (forward drives, the roll back to a
Werkstatt, card moves) — a little bump at each field, dust behind it, and on a drive its fuel
gauge over it draining as it goes; the scene plays them in a queue with the cards and may skip it.
:func:`draw_cars` puts the view's cars on the road — driving ones along it, standing ones on
their field, side by side where several share the Start or the Ziel — with the Windschatten
plates and the fuel cues over them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Sequence

import pygame

from speedgames.ui import fonts

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.screen.pops import FieldMark, FuelPop
    from speedgames.sprit.screen.road import RoadGeometry
    from speedgames.sprit.screen.view import CarView
    from speedgames.ui.theme import Theme

SEAT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (198, 48, 40),    # rally red
    (40, 92, 170),    # racing blue
    (46, 128, 72),    # British green
    (232, 178, 40),   # chrome yellow
    (238, 232, 214),  # ivory
    (104, 64, 140),   # aubergine
)
INK = (30, 26, 28)
CREAM = (246, 236, 212)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def door_of(rect: pygame.Rect, facing: float) -> tuple[int, int]:
    """The middle of the body's side on a car sprite blitted at ``rect`` (where the seat's
    symbol goes): 39 % along from the tail, 60 % down."""
    fx = 0.39 if facing >= 0 else 0.61
    return rect.x + round(rect.width * fx), rect.y + round(rect.height * 0.6)


def _shade(c: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(v * f))) for v in c)  # type: ignore[return-value]


@lru_cache(maxsize=96)
def car_sprite(colour: tuple[int, int, int], width: int, facing: int = 1,
               number: int | None = None) -> pygame.Surface:
    """A tourer ``width`` px long facing right (``facing`` = 1) or left (−1)."""
    ss = 3
    u = max(8, width) * ss / 2.3
    w, h = int(u * 2.45), int(u * 1.35)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    x, y = u * 1.12, h - u * 0.06  # wheel baseline, car centre
    body, dark = colour, _shade(colour, 0.66)
    if sum(colour) > 640:  # the ivory car needs a darker outline to read on cream fields
        dark = (150, 136, 110)
    wheel_r = u * 0.25
    pygame.draw.ellipse(s, (0, 0, 0, 70), (x - u * 1.05, y - u * 0.09, u * 2.2, u * 0.16))
    # running board and chassis
    pygame.draw.line(s, INK, (x - u * 0.95, y - u * 0.28), (x + u * 1.0, y - u * 0.28),
                     max(2, int(u * 0.06)))
    pygame.draw.rect(s, body, (x - u * 0.92, y - u * 0.66, u * 1.5, u * 0.36),
                     border_radius=int(u * 0.07))
    pygame.draw.polygon(s, body, [(x + u * 0.55, y - u * 0.66), (x + u * 1.0, y - u * 0.58),
                                  (x + u * 1.03, y - u * 0.34), (x + u * 0.55, y - u * 0.31)])
    pygame.draw.line(s, dark, (x + u * 0.55, y - u * 0.64), (x + u * 0.55, y - u * 0.33),
                     max(1, int(u * 0.03)))
    for k in range(3):  # bonnet louvres
        lx = x + u * (0.66 + k * 0.1)
        pygame.draw.line(s, dark, (lx, y - u * 0.58), (lx, y - u * 0.42), max(1, int(u * 0.025)))
    pygame.draw.rect(s, dark, (x - u * 0.82, y - u * 0.9, u * 0.78, u * 0.26),
                     border_top_left_radius=int(u * 0.14), border_top_right_radius=int(u * 0.04))
    # radiator and lamp
    pygame.draw.rect(s, (200, 196, 186), (x + u * 1.0, y - u * 0.62, u * 0.07, u * 0.3))
    pygame.draw.circle(s, (252, 226, 150), (x + u * 1.05, y - u * 0.7), u * 0.08)
    pygame.draw.circle(s, INK, (x + u * 1.05, y - u * 0.7), u * 0.08, max(1, int(u * 0.02)))
    # windscreen and driver with a cap and goggles
    pygame.draw.line(s, INK, (x + u * 0.22, y - u * 0.66), (x + u * 0.1, y - u * 1.02),
                     max(2, int(u * 0.04)))
    pygame.draw.circle(s, (226, 184, 150), (x - u * 0.06, y - u * 0.98), u * 0.11)
    pygame.draw.rect(s, (96, 70, 50), (x - u * 0.19, y - u * 1.1, u * 0.25, u * 0.07),
                     border_radius=int(u * 0.03))
    pygame.draw.line(s, INK, (x - u * 0.04, y - u * 0.99), (x + u * 0.06, y - u * 0.99),
                     max(1, int(u * 0.03)))
    # mudguards and spoked wheels
    for wx in (x - u * 0.55, x + u * 0.62):
        pygame.draw.arc(s, INK, (wx - wheel_r * 1.3, y - wheel_r * 2.35, wheel_r * 2.6,
                                 wheel_r * 2.6), 0, math.pi, max(2, int(u * 0.06)))
        pygame.draw.circle(s, INK, (wx, y - wheel_r), wheel_r)
        pygame.draw.circle(s, CREAM, (wx, y - wheel_r), wheel_r * 0.64)
        for k in range(8):
            a = k * math.pi / 4
            tip = (wx + math.cos(a) * wheel_r * 0.62, y - wheel_r + math.sin(a) * wheel_r * 0.62)
            pygame.draw.line(s, INK, (wx, y - wheel_r), tip, max(1, int(u * 0.02)))
        pygame.draw.circle(s, body, (wx, y - wheel_r), wheel_r * 0.2)
    # spare wheel at the back
    pygame.draw.circle(s, INK, (x - u * 1.0, y - u * 0.52), wheel_r * 0.78, max(2, int(u * 0.07)))
    pygame.draw.rect(s, INK, (x - u * 0.92, y - u * 0.66, u * 1.95, u * 0.36), 1,
                     border_radius=int(u * 0.07))
    if number is not None:  # Duell: the car's number on a plate on the body
        plate = pygame.Rect(0, 0, int(u * 0.36), int(u * 0.3))
        plate.center = (int(x - u * 0.35), int(y - u * 0.48))
        pygame.draw.ellipse(s, CREAM, plate)
        pygame.draw.ellipse(s, INK, plate, max(1, int(u * 0.03)))
        f = fonts.font("label", max(6, int(u * 0.3)))
        img = f.render(str(number), True, INK)
        s.blit(img, img.get_rect(center=(plate.centerx, plate.centery + int(u * 0.02))))
    out = pygame.transform.smoothscale(s, (max(1, w // ss), max(1, h // ss)))
    if facing < 0:
        out = pygame.transform.flip(out, True, False)
    return out


def draw_car(surface: pygame.Surface, colour: tuple[int, int, int], pos: tuple[float, float],
             width: int, facing: float, number: int | None = None,
             highlight: tuple[int, int, int] | None = None) -> pygame.Rect:
    """Blit a car standing with its wheels at ``pos`` (bottom centre); returns its rect."""
    img = car_sprite(colour, int(width), 1 if facing >= 0 else -1, number)
    rect = img.get_rect(midbottom=(int(pos[0]), int(pos[1])))
    if highlight is not None:
        glow = pygame.Rect(0, 0, rect.width + 8, max(6, rect.height // 3))
        glow.center = (rect.centerx, rect.bottom - 1)
        pygame.draw.ellipse(surface, highlight, glow, 2)
    surface.blit(img, rect)
    return rect


# ----------------------------------------------------------------------------- motion
DIP = 0.7  # how much a car slows at each field it passes (0: not at all, 1: it stops)


@dataclass
class Motion:
    """One car driving from arc length ``s1`` to ``s2`` in ``duration`` seconds.

    ``stops``: the arc lengths of every field on the way (first = ``s1``, last = ``s2``): the
    car drives field by field along the bends, a little slower and with a small bump at each
    field, pulling away at the start and braking at the end. ``fuel``: the tank before and
    after a drive (its gauge drains on the way; None: no gauge, e.g. a roll back)."""

    car: int
    s1: float
    s2: float
    duration: float
    age: float = 0.0
    stops: tuple[float, ...] = ()
    fuel: tuple[float, float] | None = None
    tank: float = 0.0   # a full tank (the gauge's F); 0: the larger of the two amounts
    held: bool = False  # a still picture of the drive (screenshots): time stands

    @property
    def done(self) -> bool:
        return not self.held and self.age >= self.duration

    def _legs(self) -> tuple[float, ...]:
        return self.stops if len(self.stops) >= 2 else (self.s1, self.s2)

    def progress(self) -> float:
        """0 … 1 of the way, in fields (eased at the start and the end)."""
        if self.duration <= 0:
            return 1.0
        t = min(1.0, max(0.0, self.age / self.duration))
        return 0.5 * t + 0.5 * t * t * (3 - 2 * t)  # pulls away and brakes, not a glide

    def _leg(self) -> tuple[int, float]:
        """(index of the field-to-field leg the car is on, 0 … 1 along it)."""
        legs = len(self._legs()) - 1
        x = self.progress() * legs
        k = min(legs - 1, int(x))
        return k, x - k

    def s(self) -> float:
        legs = self._legs()
        if self.progress() >= 1.0:
            return legs[-1]
        k, u = self._leg()
        u = u - DIP * math.sin(2 * math.pi * u) / (2 * math.pi)  # slower over each field
        return legs[k] + (legs[k + 1] - legs[k]) * u

    def bump(self) -> float:
        """0 … 1: the small lift between two fields (0 on each field and at rest)."""
        if self.progress() >= 1.0:
            return 0.0
        return math.sin(math.pi * self._leg()[1])

    def speed(self) -> float:
        """0 … 1: the car's share of its top speed now (for its dust)."""
        if self.progress() >= 1.0 or self.duration <= 0:
            return 0.0
        t = min(1.0, self.age / self.duration)
        ease = 0.5 + 3.0 * t * (1 - t)  # of the eased progress: slow at both ends
        dip = 1.0 - DIP * math.cos(2 * math.pi * self._leg()[1])
        return max(0.0, min(1.0, ease * dip / 2.0))

    def fuel_now(self) -> float | None:
        """The tank now: draining from ``fuel[0]`` to ``fuel[1]`` along the way."""
        if self.fuel is None:
            return None
        before, after = self.fuel
        return before + (after - before) * self.progress()

    def hold_at(self, fraction: float) -> None:
        self.age = self.duration * max(0.0, min(1.0, fraction))
        self.held = True


def drive_seconds(distance: int, speed: str) -> float:
    """How long a drive of ``distance`` fields takes on screen for the animation setting."""
    per, cap = {"normal": (0.16, 1.7), "fast": (0.06, 0.5)}.get(speed, (0.0, 0.0))
    return min(cap, 0.2 + per * abs(distance)) if per else 0.0


def car_width(geo: "RoadGeometry") -> int:
    return max(14, int(geo.tile * 2.1))


# ----------------------------------------------------------------------------- on the road
def car_positions(geo: "RoadGeometry", cars: Sequence["CarView"],
                  queue: Sequence[Any]) -> list[tuple[int, float, float, float]]:
    """``(car, x, y, facing)`` of every car: animated cars along the road (``queue``: the drives
    and cards still to show), standing cars on their field; several cars on Start or Ziel stand
    side by side."""
    moving: dict[int, float] = {}
    bumps: dict[int, float] = {}
    for item in queue:
        if isinstance(item, Motion) and item.car not in moving:
            moving[item.car] = item.s() if item is queue[0] else item.s1
            bumps[item.car] = item.bump() if item is queue[0] else 0.0
    groups: dict[int, list[int]] = {}
    for c in cars:
        if c.car not in moving:
            groups.setdefault(c.field, []).append(c.car)
    out = []
    lift = geo.tile * 0.35
    for car, s_pos in moving.items():
        x, y = geo.point_at(s_pos)
        out.append((car, x, y - lift - bumps[car] * geo.tile * 0.16, geo.heading_at(s_pos)))
    cw = car_width(geo)
    ziel = len(geo.centres) - 1
    for field, parked in groups.items():
        x, y = geo.centre(field)
        facing = geo.direction(field)
        n = len(parked)
        if field == ziel:  # parked in a row under the ZIEL plate, in Zielplatz order
            parked.sort(key=lambda i: cars[i].zielplatz or 99)
            for k, car in enumerate(parked):
                dx = (k - (n - 1) / 2) * cw * 0.95
                out.append((car, x + dx, y + geo.tile * 3.0, facing))
            continue
        for k, car in enumerate(parked):
            if n == 1:
                out.append((car, x, y - lift, facing))
                continue
            dx = ((k % 2) - 0.5) * cw * 0.8  # the start grid: two by two, upwards
            dy = -(k // 2) * geo.tile * 0.95
            out.append((car, x + dx, y - lift + dy, facing))
    out.sort(key=lambda item: item[2])
    return out


def draw_cars(s: pygame.Surface, geo: "RoadGeometry", road: pygame.Rect,
              cars: Sequence["CarView"], active: int | None, duel: bool,
              queue: Sequence[Any], pops: Sequence["FuelPop"],
              theme: "Theme | None" = None, marks: Sequence["FieldMark"] = ()) -> None:
    """The cars on the road (``active`` is ringed while nothing moves); with „Farbsymbole“
    (``theme.seat_marks``) each carries its seat's symbol on the door, so two cars never differ
    by colour alone. Under them the rings of the fields a card acts on; behind the driving car
    its dust, over it its fuel gauge."""
    from speedgames.sprit.screen import pops as ui_pops
    from speedgames.ui.seat_marks import draw_seat_badge

    cw = car_width(geo)
    if marks:
        ui_pops.draw_marks(s, list(marks), geo.centre, geo.tile)
    head = queue[0] if queue and isinstance(queue[0], Motion) else None
    if head is not None:
        from speedgames.ui.anim.dust import draw_dust, puffs

        draw_dust(s, puffs(head.s(), head.s1, geo.tile * 0.5, head.speed(), geo.tile * 0.9),
                  geo.point_at, geo.tile * 0.42, geo.tile * 0.3,
                  bool(theme.dark) if theme else True)
    placed = car_positions(geo, cars, queue)
    if head is not None:  # the driving car passes in front of the standing ones
        placed.sort(key=lambda item: (item[0] == head.car, item[2]))
    for car, x, y, facing in placed:
        c = cars[car]
        ring = (246, 214, 120) if car == active and not queue else None
        rect = draw_car(s, seat_colour(c.seat), (x, y), cw, facing,
                        c.slot + 1 if duel else None, ring)
        if theme is not None and theme.seat_marks:
            draw_seat_badge(s, theme, door_of(rect, facing), max(4, rect.height // 4), c.seat,
                            seat_colour(c.seat))
    draw_fuel_cues(s, geo, road, cars, bool(queue), pops,
                   {car: (x, y) for car, x, y, _ in placed})
    if head is not None:
        where = next(((x, y) for car, x, y, _ in placed if car == head.car), None)
        if where is not None:
            draw_drive_gauge(s, geo, road, head, where)


def draw_drive_gauge(s: pygame.Surface, geo: "RoadGeometry", road: pygame.Rect,
                     motion: Motion, where: tuple[float, float]) -> pygame.Rect | None:
    """The driving car's tank over it, draining field by field (None: a move without one)."""
    from speedgames.core.i18n import t
    from speedgames.ui.anim.gauge import draw_gauge

    litres = motion.fuel_now()
    if litres is None or motion.fuel is None:
        return None
    full = motion.tank or max(motion.fuel)
    radius = max(10, int(geo.tile * 0.9))
    x, y = where
    centre = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    centre.midbottom = (int(x), int(y - geo.tile * 1.05))
    centre = centre.clamp(road)
    return draw_gauge(s, centre.center, radius, litres / full if full > 0 else 0.0,
                      t("sprit.ui.pop.tank", n=max(0, int(round(litres)))))


def draw_fuel_cues(s: pygame.Surface, geo: "RoadGeometry", road: pygame.Rect,
                   cars: Sequence["CarView"], moving: bool, pops: Sequence["FuelPop"],
                   where: dict[int, tuple[float, float]]) -> None:
    """Windschatten waits and payouts on the road itself, not only in the Spielverlauf."""
    from speedgames.sprit.screen import pops as ui_pops

    size = max(10, int(geo.tile * 0.58))
    for c in cars:
        if c.ws is None or c.finished or c.car not in where:
            continue
        text, good = ui_pops.ws_tag(int(c.ws))
        img = ui_pops.wind_plate(text.render(), size, good)
        x, y = where[c.car]
        rect = img.get_rect(midbottom=(int(x), int(y - geo.tile * 0.9)))
        s.blit(img, rect.clamp(road))
    if pops and not moving:
        # a car stands 0.35 tiles above its field's centre; half the gap between two legs
        # of the road is the cue's room, so it stays on its own row
        ui_pops.draw_pops(s, pops, lambda car: where.get(car, geo.centre(
            cars[car].field)), geo.tile, room=geo.gap / 2 - geo.tile * 0.35)
