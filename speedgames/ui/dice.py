"""Dice drawn from shapes: number faces 1–6 with pips, colour faces, the Gießkanne, and a tumble.

Speedtulpe rolls three colour dice and three number dice whose sixth face is a Gießkanne (watering
can); Speedrocket's Preiswürfel is a plain die. Colours alone must never carry the meaning (STYLE:
colour-blind players), so every colour face can carry a *mark* (a small symbol). The tumble only
shows faces: the result was already decided by the rules' seeded stream, so the animation cycles
through faces deterministically and can be skipped at any time without changing anything.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

import pygame

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme

RGB = tuple[int, int, int]
MARKS = ("dot", "ring", "triangle", "square", "diamond", "cross", "star", "drop")

# pip positions on a 3×3 grid (col, row), per number
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


@dataclass(frozen=True)
class Face:
    """What a die shows: ``kind`` is ``"number"`` (value 1–6), ``"color"`` or ``"can"``."""

    kind: str
    value: int = 0
    color: RGB | None = None
    mark: str | None = None

    @staticmethod
    def number(value: int) -> "Face":
        if not 1 <= value <= 6:
            raise ValueError(f"a die shows 1–6, not {value}")
        return Face("number", value)

    @staticmethod
    def colour(color: RGB, mark: str | None = None) -> "Face":
        if mark is not None and mark not in MARKS:
            raise ValueError(f"unknown mark {mark!r}; one of {MARKS}")
        return Face("color", 0, tuple(color), mark)  # type: ignore[arg-type]

    @staticmethod
    def can() -> "Face":
        return Face("can")


def _contrast(rgb: RGB) -> RGB:
    lum = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
    return (30, 26, 22) if lum > 140 else (250, 246, 236)


def draw_die(surface: pygame.Surface, rect: pygame.Rect, face: Face, theme: "Theme", *,
             selected: bool = False, disabled: bool = False, focused: bool = False,
             angle: float = 0.0) -> None:
    """Draw one die into ``rect`` (a square fits best), optionally rotated by ``angle`` degrees."""
    size = max(8, min(rect.width, rect.height))
    if angle:
        rotated = pygame.transform.rotate(
            die_image(face, size, theme, selected=selected, disabled=disabled), angle)
        surface.blit(rotated, rotated.get_rect(center=rect.center))
    else:
        box = pygame.Rect(0, 0, size, size)
        box.center = rect.center
        _draw_face(surface, box, face, theme, selected, disabled)
    if focused:
        ring = pygame.Rect(0, 0, size + 8, size + 8)
        ring.center = rect.center
        pygame.draw.rect(surface, theme.color("focus"), ring, width=3,
                         border_radius=max(4, size // 5))


def die_image(face: Face, size: int, theme: "Theme", *, selected: bool = False,
              disabled: bool = False) -> pygame.Surface:
    """One die of ``size`` px (at least 8) on a transparent square with room around it to turn
    (a quarter of the size on each side): what a tumbling die is drawn from, then rotated."""
    size = max(8, size)
    pad = int(size * 0.25)
    img = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    _draw_face(img, pygame.Rect(pad, pad, size, size), face, theme, selected, disabled)
    return img


def _draw_face(surface: pygame.Surface, box: pygame.Rect, face: Face, theme: "Theme",
               selected: bool, disabled: bool) -> None:
    size = box.width
    radius = max(3, size // 6)
    ivory: RGB = (250, 246, 234)
    body = face.color if face.kind == "color" and face.color else ivory
    ink: RGB = _contrast(body) if face.kind == "color" else (34, 30, 28)
    shadow = box.move(max(1, size // 24), max(2, size // 16))
    pygame.draw.rect(surface, (0, 0, 0, 70) if surface.get_flags() & pygame.SRCALPHA
                     else theme.color("shadow"), shadow, border_radius=radius)
    pygame.draw.rect(surface, body, box, border_radius=radius)
    # a soft lower edge gives the cube some depth
    edge = _shade(body, 0.82)
    pygame.draw.rect(surface, edge, box, width=max(1, size // 20), border_radius=radius)
    if face.kind == "number":
        _draw_pips(surface, box, face.value, ink)
    elif face.kind == "color":
        if face.mark:
            draw_mark(surface, box.inflate(-size // 2, -size // 2), face.mark, ink)
    elif face.kind == "can":
        draw_watering_can(surface, box.inflate(-size // 5, -size // 5), (46, 110, 170))
    outline = theme.color("accent") if selected else theme.color("line")
    pygame.draw.rect(surface, outline, box, width=max(2, size // 14) if selected else 1,
                     border_radius=radius)
    if disabled:
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*theme.color("bg"), 150), veil.get_rect(), border_radius=radius)
        surface.blit(veil, box)


def _shade(rgb: RGB, factor: float) -> RGB:
    return tuple(max(0, min(255, int(c * factor))) for c in rgb)  # type: ignore[return-value]


def _draw_pips(surface: pygame.Surface, box: pygame.Rect, value: int, ink: RGB) -> None:
    cell = box.width / 4
    r = max(2, int(box.width * 0.09))
    for col, row in PIPS[value]:
        cx = box.x + cell * (col + 1)
        cy = box.y + cell * (row + 1)
        pygame.draw.circle(surface, ink, (round(cx), round(cy)), r)


def draw_mark(surface: pygame.Surface, box: pygame.Rect, mark: str, ink: RGB) -> None:
    """A small symbol that tells a colour apart without colour vision."""
    cx, cy = box.center
    r = max(3, min(box.width, box.height) // 2)
    w = max(2, r // 3)
    if mark == "dot":
        pygame.draw.circle(surface, ink, (cx, cy), max(2, r * 2 // 3))
    elif mark == "ring":
        pygame.draw.circle(surface, ink, (cx, cy), r, w)
    elif mark == "triangle":
        pts = [(cx + r * math.cos(a), cy + r * math.sin(a))
               for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
        pygame.draw.polygon(surface, ink, pts)
    elif mark == "square":
        side = int(r * 1.4)
        pygame.draw.rect(surface, ink, pygame.Rect(cx - side // 2, cy - side // 2, side, side))
    elif mark == "diamond":
        pygame.draw.polygon(surface, ink, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    elif mark == "cross":
        pygame.draw.line(surface, ink, (cx - r, cy - r), (cx + r, cy + r), w + 1)
        pygame.draw.line(surface, ink, (cx - r, cy + r), (cx + r, cy - r), w + 1)
    elif mark == "star":
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        pygame.draw.polygon(surface, ink, pts)
    elif mark == "drop":
        pygame.draw.circle(surface, ink, (cx, cy + r // 3), int(r * 0.65))
        pygame.draw.polygon(surface, ink, [(cx, cy - r), (cx - int(r * 0.6), cy + r // 5),
                                           (cx + int(r * 0.6), cy + r // 5)])
    else:
        raise ValueError(f"unknown mark {mark!r}")


def draw_watering_can(surface: pygame.Surface, box: pygame.Rect, color: RGB) -> None:
    """The Gießkanne: a body, a handle, a long spout with a rose and three drops."""
    x, y, w, h = box
    dark = _shade(color, 0.7)
    body = pygame.Rect(x + int(w * 0.12), y + int(h * 0.38), int(w * 0.5), int(h * 0.46))
    # handle: an arc over the body
    handle = pygame.Rect(body.x + int(body.width * 0.1), y + int(h * 0.14), int(body.width * 0.8),
                         int(h * 0.5))
    pygame.draw.arc(surface, dark, handle, 0, math.pi, max(2, w // 14))
    # spout from the lower right of the body up to the rose
    tip = (x + int(w * 0.9), y + int(h * 0.3))
    base_lo = (body.right - 1, body.bottom - int(body.height * 0.25))
    base_hi = (body.right - 1, body.bottom - int(body.height * 0.55))
    pygame.draw.polygon(surface, color, [base_lo, base_hi, (tip[0] - w // 16, tip[1]),
                                         (tip[0], tip[1] + h // 14)])
    rose = pygame.Rect(0, 0, max(3, w // 7), max(4, h // 6))
    rose.center = tip
    pygame.draw.ellipse(surface, dark, rose)
    pygame.draw.rect(surface, color, body, border_radius=max(2, w // 12))
    pygame.draw.rect(surface, dark, body, width=max(1, w // 28), border_radius=max(2, w // 12))
    # drops falling from the rose
    for i in range(3):
        dx = tip[0] + int(w * 0.02) + i * max(2, w // 16)
        dy = tip[1] + int(h * 0.16) + i * max(2, h // 12)
        pygame.draw.circle(surface, (90, 160, 220), (dx, dy), max(1, w // 24))


class RolledDice:
    """What every roll animation shares: ``final``, the faces the rules rolled; ``pools`` per die,
    the faces it may show while it turns; the clock (``duration`` of one die, the next one
    ``stagger`` later), which a still picture may hold (``held``) and ``skip()`` ends."""

    def __init__(self, final: Sequence[Face], pools: Sequence[Sequence[Face]] | None,
                 duration: float, stagger: float) -> None:
        self.final = list(final)
        self.pools = [list(p) for p in pools] if pools else [[f] for f in self.final]
        if len(self.pools) != len(self.final):
            raise ValueError("one face pool per die")
        self.duration = duration
        self.stagger = stagger
        self.time = 0.0
        self.held = False  # a still picture of the roll (screenshots): time stands

    @property
    def total(self) -> float:
        return self.duration + self.stagger * max(0, len(self.final) - 1)

    @property
    def done(self) -> bool:
        return self.time >= self.total

    def update(self, dt: float) -> None:
        if dt > 0 and not self.held:
            self.time = min(self.total, self.time + dt)

    def skip(self) -> None:
        """Every die on its result (a key press or a click during the roll)."""
        self.held = False
        self.time = self.total


class DiceTumble(RolledDice):
    """The roll animation of a few dice: tumbling faces, then the decided result.

    Nothing random happens here: which face flashes is a function of time and die index.
    """

    def __init__(self, final: Sequence[Face], pools: Sequence[Sequence[Face]] | None = None, *,
                 duration: float = 0.8, stagger: float = 0.08) -> None:
        super().__init__(final, pools, duration, stagger)

    def settled(self, index: int) -> bool:
        return self.time >= self.duration + self.stagger * index

    def face(self, index: int) -> Face:
        if self.settled(index):
            return self.final[index]
        pool = self.pools[index] or [self.final[index]]
        step = int(self.time / 0.07)
        return pool[(step * 5 + index * 3) % len(pool)]

    def angle(self, index: int) -> float:
        if self.settled(index):
            return 0.0
        left = 1.0 - self.time / (self.duration + self.stagger * index)
        return 35.0 * left * math.sin(self.time * 24 + index * 1.7)

    def offset(self, index: int, size: int) -> tuple[int, int]:
        """A small hop while tumbling, relative to the die's resting place."""
        if self.settled(index):
            return (0, 0)
        phase = self.time / (self.duration + self.stagger * index)
        hop = abs(math.sin(phase * math.pi * 3)) * (1 - phase) * size * 0.35
        return (int(math.sin(self.time * 17 + index) * size * 0.05), -int(hop))

    def draw(self, surface: pygame.Surface, rects: Sequence[pygame.Rect], theme: "Theme") -> None:
        for i, rect in enumerate(rects[: len(self.final)]):
            dx, dy = self.offset(i, rect.width)
            draw_die(surface, rect.move(dx, dy), self.face(i), theme, angle=self.angle(i))


def number_faces() -> list[Face]:
    return [Face.number(v) for v in range(1, 7)]
