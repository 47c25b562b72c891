"""The Abendvorstellung's big moment: each rocket rises to its field and bursts, in seat order.

Why a stage of its own: the show's lines tell what the evening brought, but the evening *is* the
rockets — so while the show opens, the centre (where the Hülse stood) becomes the night sky over
the Festwiese: one column per seat, the height scale of the Hülse (0–53) up its side. In seat
order each rocket climbs to its Wertungsfeld and bursts in the colours of the chips in its Hülse;
a Fehlzündung wobbles up to its field, fizzles and smokes. The picture comes from public facts
only (the evening's ``history`` line and the Hülsen, which the show reveals to everyone).

The :class:`Stage` is timing (and keeps the drawing's caches; ``still``: „Bewegung reduzieren“ or
„Animationen aus“ — only the end picture); :func:`draw_stage` paints one frame of it. The still
parts are one cached layer in the scene's static frame (:func:`draw_still`): a frame's own work
is a few dozen lines and circles (``bench``'s big moments play ``rocket-show-fireworks`` live and measure it).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Sequence

import pygame

from speedgames.core.rng import Stream
from speedgames.rocket.rules import data
from speedgames.rocket.screen.art import CHIP_COLOURS, SPARK, _lerp, draw_rocket, seat_colour
from speedgames.ui.seat_marks import draw_seat_badge

RGB = tuple[int, int, int]
#: Seconds per rocket (its climb and the start of its burst) per setting „Animationen“.
ROCKET_SECONDS = {"normal": 1.15, "fast": 0.45}
RISE = 0.45      # of a rocket's time: the climb
BLOOM = 1.05     # of a rocket's time: the burst after it (overlaps the next rocket's climb)
NEXT = 0.8       # of a rocket's time: when the next rocket in seat order starts
SPARKS = 44      # particles per burst
FIZZLE = 1.0     # of its height: a misfiring rocket still reaches its field (it counts), then
#                  fizzles there instead of bursting


@dataclass(frozen=True)
class Launch:
    """One seat's rocket tonight: its Wertungsfeld, whether it misfired, its chips' kinds."""

    seat: int
    field: int
    exploded: bool
    kinds: tuple[str, ...] = ()


@dataclass
class Stage:
    """When each rocket climbs and bursts; ``t`` runs from 0 to :attr:`total`."""

    launches: list[Launch]
    per: float = ROCKET_SECONDS["normal"]
    still: bool = False
    konkurrenz: int | None = None
    t: float = 0.0
    _sparks: dict[int, list[tuple[float, float, RGB]]] = field(default_factory=dict,
                                                                repr=False)
    #: the drawing's caches: the still layer (key, surface) and each rocket's field label
    _layer: Any = field(default=None, repr=False, compare=False)
    _labels: dict[int, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def total(self) -> float:
        if self.still or not self.launches:
            return 0.0
        return (len(self.launches) - 1) * NEXT * self.per + (RISE + BLOOM) * self.per

    @property
    def done(self) -> bool:
        return self.t >= self.total

    def update(self, dt: float) -> None:
        self.t = min(self.total, self.t + max(0.0, dt))

    def skip(self) -> None:
        self.t = self.total

    @property
    def ceiling(self) -> int:
        """The field at the sky's top: a little above the highest rocket (early evenings are
        low — the bursts should fill the sky), never above the Hülse's last field."""
        best = max((launch.field for launch in self.launches), default=0)
        if self.konkurrenz is not None:
            best = max(best, self.konkurrenz)
        return min(data.LAST_FIELD, max(20, math.ceil((best + 6) / 10) * 10))

    @property
    def risen(self) -> int:
        """How many rockets (in seat order) have reached their field: the show's panel tells
        a seat's field only once its rocket got there."""
        return sum(1 for i in range(len(self.launches)) if self.local(i) >= RISE)

    def starts(self, index: int) -> float:
        """The stage time rocket ``index`` leaves the ground."""
        return index * NEXT * self.per

    def local(self, index: int) -> float:
        """Where rocket ``index`` is in its own time, in rocket-times (<0 waits, ≥ RISE +
        BLOOM: its end picture)."""
        if self.done:
            return RISE + BLOOM
        return (self.t - index * NEXT * self.per) / self.per

    def sparks(self, index: int) -> list[tuple[float, float, RGB]]:
        """The burst's particles (angle, speed, colour), the same every frame (and every run)."""
        if index not in self._sparks:
            launch = self.launches[index]
            rng = Stream.derive(1901 + launch.seat, "fireworks", launch.field)
            kinds = [k for k in launch.kinds if k in CHIP_COLOURS] or ["Y", "W"]
            out = []
            for i in range(SPARKS):
                a = 2 * math.pi * i / SPARKS + rng.random() * 0.25
                body = CHIP_COLOURS[kinds[i % len(kinds)]][0]
                out.append((a, 0.55 + rng.random() * 0.45, _lerp(body, (255, 255, 255), 0.25)))
            self._sparks[index] = out
        return self._sparks[index]


def launches_of(history: dict[str, Any] | None, huelsen: Sequence[Sequence[Any]]) -> list[Launch]:
    """The evening's rockets from its ``history`` line and each seat's Hülse (public at the
    show): a chip is ``(chip_id, field)`` or ``{"chip": …}``."""
    if not history:
        return []
    out = []
    for seat, (fld, exploded) in enumerate(zip(history["fields"], history["exploded"])):
        chips = huelsen[seat] if seat < len(huelsen) else ()
        kinds = tuple(str(c["chip"] if isinstance(c, dict) else c[0])[:1] for c in chips)
        out.append(Launch(seat, int(fld), bool(exploded), kinds))
    return out


# ---------------------------------------------------------------------------------- drawing
def _sky_colours(dark: bool) -> tuple[RGB, RGB]:
    """Night over the workshop, or dusk over the Festwiese (fireworks need a darkening sky)."""
    return ((10, 12, 32), (46, 34, 78)) if dark else ((38, 52, 104), (196, 128, 112))


@lru_cache(maxsize=4)
def _sky(size: tuple[int, int], dark: bool, radius: int) -> pygame.Surface:
    w, h = max(4, size[0]), max(4, size[1])
    sky = pygame.Surface((w, h), pygame.SRCALPHA)
    top, low = _sky_colours(dark)
    steps = 32
    for i in range(steps):
        y0, y1 = h * i // steps, h * (i + 1) // steps
        pygame.draw.rect(sky, _lerp(top, low, i / (steps - 1)), (0, y0, w, y1 - y0 + 1))
    rng = Stream.derive(7, "sky", w, h)
    for _ in range(w * h // 2500):
        x, y = int(rng.random() * w), int(rng.random() * h * 0.7)
        shade = 120 + int(rng.random() * 120)
        sky.set_at((x, y), (shade, shade, min(255, shade + 30)))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    sky.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return sky


@lru_cache(maxsize=8)
def _puff(radius: int, grey: int) -> pygame.Surface:
    r = max(2, radius)
    img = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    for k in range(4, 0, -1):
        pygame.draw.circle(img, (grey, grey, grey, 40 + 30 * (4 - k)), (r, r), r * k // 4)
    return img


def _ease_out(x: float) -> float:
    x = max(0.0, min(1.0, x))
    return 1 - (1 - x) ** 3


def _geometry(rect: pygame.Rect, th: Any, n: int) -> tuple[int, int, int, list[int]]:
    """The ground line, the sky's top, the scale's x and each column's centre."""
    foot = th.font("small", bold=True).get_linesize() * 2 + th.px(14)
    ground = rect.bottom - foot
    top = rect.y + th.px(28)
    scale_x = rect.x + th.px(30)
    inner = rect.right - th.px(14) - scale_x
    cols = [scale_x + inner * (2 * i + 1) // (2 * max(1, n)) for i in range(n)]
    return ground, top, scale_x, cols


def height_y(field_no: int, ground: int, top: int, ceiling: int = data.LAST_FIELD) -> int:
    """The y of ``field_no`` on a scale from the ground (0) to ``top`` (``ceiling``)."""
    return round(ground - (ground - top) * min(1.0, max(0, field_no) / max(1, ceiling)))


def draw_still(surface: pygame.Surface, rect: pygame.Rect, stage: Stage, th: Any) -> None:
    """The stage's still parts (the sky, the scale with its numbers, the ground, the
    Konkurrenz's line, the seats' badges): one cached layer (:func:`_layer`). The scene paints
    it into its static frame, so a frame of the show costs only the rockets (#29)."""
    if rect.width >= 40 and rect.height >= 80:
        surface.blit(_layer(stage, rect.size, th), rect.topleft)


def draw_stage(surface: pygame.Surface, rect: pygame.Rect, stage: Stage, th: Any,
               still_drawn: bool = False) -> None:
    """One frame of the stage in ``rect`` (the sky, the scale, every rocket where it is now);
    ``still_drawn``: the still layer is on ``surface`` already (:func:`draw_still`), only the
    rockets, their sparks and the fields they reached are drawn."""
    if rect.width < 40 or rect.height < 80:
        return
    n = len(stage.launches)
    if not still_drawn:
        draw_still(surface, rect, stage, th)
    ground, top, _scale_x, cols = _geometry(rect, th, n)
    small = th.font("small", bold=True)
    col_w = (cols[1] - cols[0]) if n > 1 else rect.width
    for index, (launch, cx) in enumerate(zip(stage.launches, cols)):
        _draw_column(surface, th, stage, index, launch, cx, ground, top, col_w, small)


def _layer(stage: Stage, size: tuple[int, int], th: Any) -> pygame.Surface:
    """The stage's still parts at ``size`` for this theme (kept on the stage, made once)."""
    key = (size, th.dark, th.px(100), th.seat_marks, th.font("small").get_linesize(),
           th.color("accent2"), stage.ceiling, stage.konkurrenz,
           tuple(launch.seat for launch in stage.launches))
    cache = stage._layer
    if cache is not None and cache[0] == key:
        return cache[1]
    layer = _sky(size, th.dark, th.px(10)).copy()
    rect = layer.get_rect()
    n = len(stage.launches)
    ground, top, scale_x, cols = _geometry(rect, th, n)
    small = th.font("small", bold=True)
    dim = (170, 168, 196) if th.dark else (236, 226, 236)
    pygame.draw.line(layer, dim, (scale_x, top), (scale_x, ground), 1)
    pygame.draw.line(layer, dim, (rect.x + th.px(8), ground), (rect.right - th.px(8), ground), 2)
    ceiling = stage.ceiling
    for mark in range(10 if ceiling > 20 else 5, ceiling + 1, 10 if ceiling > 20 else 5):
        y = height_y(mark, ground, top, ceiling)
        pygame.draw.line(layer, dim, (scale_x - th.px(4), y), (scale_x + th.px(4), y), 1)
        img = th.font("small").render(str(mark), True, dim)
        layer.blit(img, img.get_rect(midright=(scale_x - th.px(6), y)))
    if stage.konkurrenz is not None:
        y = height_y(stage.konkurrenz, ground, top, ceiling)
        dash = th.px(6)
        for x in range(scale_x + th.px(6), rect.right - th.px(10), 2 * dash):
            pygame.draw.line(layer, th.color("accent2"), (x, y), (x + dash, y), 2)
    badge_r = max(5, small.get_linesize() // 3)
    for launch, cx in zip(stage.launches, cols):   # the foot of each column: the seat's badge
        draw_seat_badge(layer, th, (cx, ground + th.px(6) + badge_r), badge_r, launch.seat,
                        seat_colour(launch.seat))
    stage._layer = (key, layer)
    stage._labels.clear()
    return layer


def _draw_column(s: pygame.Surface, th: Any, stage: Stage, index: int, launch: Launch, cx: int,
                 ground: int, top: int, col_w: int, small: pygame.font.Font) -> None:
    u = stage.local(index)
    colour = seat_colour(launch.seat)
    target = height_y(launch.field, ground, top, stage.ceiling)
    rw, rh = th.px(12), th.px(26)
    # the foot: the seat's badge and, once the rocket has shown it, its field
    lh = small.get_linesize()
    badge_r = max(5, lh // 3)
    if u >= RISE:   # the field it reached, rendered once
        img = stage._labels.get(index)
        if img is None:
            ink = th.color("bad") if launch.exploded else (246, 240, 226)
            img = stage._labels[index] = small.render(str(launch.field), True, ink)
        s.blit(img, img.get_rect(midtop=(cx, ground + th.px(8) + 2 * badge_r)))
    if u < 0:   # waiting on the launch pad
        draw_rocket(s, pygame.Rect(cx - rw // 2, ground - rh, rw, rh), colour)
        return
    if launch.exploded:
        _misfire(s, th, stage, u, cx, ground, target, rw, rh, colour, col_w)
    else:
        _rise_and_burst(s, th, stage, index, u, cx, ground, target, rw, rh, colour, col_w)


def _rise_and_burst(s: pygame.Surface, th: Any, stage: Stage, index: int, u: float, cx: int,
                    ground: int, target: int, rw: int, rh: int, colour: RGB,
                    col_w: int) -> None:
    if u < RISE:
        y = round(ground - (ground - target) * _ease_out(u / RISE))
        for k in range(1, 6):   # the trail of sparks below the climbing rocket
            ty = y + k * th.px(7)
            if ty < ground:
                pygame.draw.circle(s, _lerp(SPARK, (255, 255, 255), k / 6), (cx, ty),
                                   max(1, th.px(4) - k // 2))
        draw_rocket(s, pygame.Rect(cx - rw // 2, y - rh // 2, rw, rh), colour)
        return
    reach = max(th.px(26), min(col_w * 0.55, th.px(120)))
    b = min(1.0, (u - RISE) / BLOOM)
    if b >= 1.0:   # the end picture: a still flower of the chips' colours at its height
        for a, speed, col in stage.sparks(index)[::2]:
            d = reach * 0.55 * speed
            end = (cx + math.cos(a) * d, target + math.sin(a) * d)
            pygame.draw.line(s, col, (cx + math.cos(a) * d * 0.35,
                                      target + math.sin(a) * d * 0.35), end, max(1, th.px(2)))
        pygame.draw.circle(s, (255, 246, 220), (cx, target), max(2, th.px(4)))
        return
    if b < 0.18:
        flash = max(2, round(reach * 0.3 * (1 - b / 0.18)))
        pygame.draw.circle(s, (255, 248, 226), (cx, target), flash)
    fade = max(0.0, (b - 0.55) / 0.45)
    sky = _lerp(*_sky_colours(th.dark), 0.4)
    width = max(1, th.px(2))
    # what is the same for every spark of this frame, once: the reach now and a moment ago,
    # the fall, the head's size and glow
    far, near = reach * _ease_out(b), reach * _ease_out(max(0.0, b - 0.12))
    drop = reach * 0.35 * b * b
    head = max(1, round(th.px(3) * (1 - fade * 0.7)))
    glow = 0.3 * (1 - fade)
    line, circle, cos, sin = pygame.draw.line, pygame.draw.circle, math.cos, math.sin
    for a, speed, col in stage.sparks(index):
        ca, sa = cos(a), sin(a)
        d, d0 = far * speed, near * speed
        p1 = (cx + ca * d, target + sa * d + drop)
        ink = _lerp(col, sky, fade)
        line(s, ink, (cx + ca * d0, target + sa * d0 + drop * 0.7), p1, width)
        circle(s, _lerp(ink, (255, 255, 255), glow), p1, head)


def _misfire(s: pygame.Surface, th: Any, stage: Stage, u: float, cx: int, ground: int,
             target: int, rw: int, rh: int, colour: RGB, col_w: int) -> None:
    """A Fehlzündung: a wobbling climb, a fizzle of sparks and a cloud of smoke."""
    peak = round(ground - (ground - target) * FIZZLE)
    if u < RISE:
        x = u / RISE
        y = round(ground - (ground - peak) * _ease_out(x))
        wob = round(math.sin(x * 19) * th.px(4) * x)
        draw_rocket(s, pygame.Rect(cx + wob - rw // 2, y - rh // 2, rw, rh), colour)
        return
    b = min(1.0, (u - RISE) / BLOOM)
    reach = max(th.px(18), min(col_w * 0.35, th.px(50)))
    greys = (150, 140, 150) if th.dark else (120, 110, 120)
    for k in range(5):   # the smoke: puffs that rise and swell (still at the end)
        rise = reach * (0.2 + 0.6 * k / 4) * (b if b < 1 else 1.0)
        r = round(reach * (0.25 + 0.12 * k) * (0.6 + 0.4 * b))
        img = _puff(r, greys[k % 3])
        img.set_alpha(round(255 * (1 - 0.45 * b)))
        px = cx + round(math.sin(k * 2.1) * reach * 0.35)
        s.blit(img, img.get_rect(center=(px, round(peak - rise))))
    if b < 1.0:   # sputtering sparks that fall away
        rng = Stream.derive(3, "fizzle", cx)
        for i in range(14):
            a = -math.pi / 2 + (rng.random() - 0.5) * 2.6
            d = reach * (0.4 + rng.random() * 0.6) * b
            p = (cx + math.cos(a) * d, peak + math.sin(a) * d + reach * 1.2 * b * b)
            pygame.draw.circle(s, _lerp(SPARK, (90, 60, 40), b), p,
                               max(1, round(th.px(3) * (1 - b))))
    draw_rocket(s, pygame.Rect(cx - rw // 2, peak - rh // 2, rw, rh), colour, exploded=True)
