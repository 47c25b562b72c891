"""Dice thrown onto a tray: they fly in spinning, bounce three times, settle on their face.

The faces were decided by the rules' seeded stream before the roll; :class:`DiceRoll` only shows
them. Each die comes in from the left a little above its place, turns over its edges (a new
face at every quarter turn while it spins fast), lands with shrinking bounces and a small squash,
and its last wobble ends upright on the rolled face. A shadow on the tray grows as it falls.
Nothing is random: where a die is and what it shows is a function of the time and its index, so
``skip()`` (a key, a click) puts every die on its result at once and changes nothing else.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

import pygame

from speedgames.ui.anim.motion import bounce_height, clamp01, damped_wave, ease_out_cubic
from speedgames.ui.dice import Face, RolledDice, die_image, draw_die

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme

SPIN_END = 0.72     # share of a die's time at which its turning has stopped
FACE_FIXED = 0.5    # … from which it shows the rolled face (it is down on the tray by then)
THROW = 1.15        # how far left of its place a die starts, in die sizes
HEIGHT = 0.8        # how high above its place it starts, in die sizes


class DiceRoll(RolledDice):
    """The roll of a few dice: ``final`` faces, ``pools`` of faces each may show while it turns.

    ``duration``: one die's flight; ``stagger``: the next die leaves that much later."""

    def __init__(self, final: Sequence[Face], pools: Sequence[Sequence[Face]] | None = None, *,
                 duration: float = 0.9, stagger: float = 0.07) -> None:
        super().__init__(final, pools, max(0.01, float(duration)), max(0.0, float(stagger)))

    # ------------------------------------------------------------------ time
    def hold_at(self, fraction: float) -> None:
        """Stop the roll at ``fraction`` of its time (a still picture of its middle)."""
        self.time = self.total * clamp01(fraction)
        self.held = True

    def progress(self, index: int) -> float:
        """0 … 1: how far die ``index`` is through its own flight."""
        return clamp01((self.time - self.stagger * index) / self.duration)

    def settled(self, index: int) -> bool:
        return self.progress(index) >= 1.0

    # ------------------------------------------------------------------ where and how
    def face(self, index: int) -> Face:
        p = self.progress(index)
        if p >= FACE_FIXED:
            return self.final[index]
        pool = self.pools[index] or [self.final[index]]
        turn = int(abs(self.angle(index)) // 90)  # a new face over every edge
        return pool[(turn * 5 + index * 3) % len(pool)]

    def angle(self, index: int) -> float:
        """Degrees: fast turns that slow down to upright, then a small dying wobble."""
        p = self.progress(index)
        turns = 1.5 + 0.25 * (index % 3)
        sign = -1 if index % 2 else 1
        if p < SPIN_END:
            spin = 360.0 * turns * (1.0 - ease_out_cubic(p / SPIN_END))
            return sign * spin
        return sign * 9.0 * damped_wave((p - SPIN_END) / (1.0 - SPIN_END), 1.5) \
            * (1.0 if p < 1.0 else 0.0)

    def height(self, index: int) -> float:
        """0 … 1: the die's height over the tray in :data:`HEIGHT` die sizes."""
        return bounce_height(self.progress(index) / 0.85)

    def offset(self, index: int, size: int) -> tuple[int, int]:
        """Where the die is, relative to its resting place (px): thrown in from the left."""
        p = self.progress(index)
        dx = -THROW * size * (1.0 - ease_out_cubic(p / 0.8))
        dy = -HEIGHT * size * self.height(index)
        return int(round(dx)), int(round(dy))

    def squash(self, index: int) -> float:
        """How much the die is pressed flat (0 … ~0.14) right at a bounce's touch-down."""
        p = self.progress(index)
        if p >= 0.85 or p <= 0.2:
            return 0.0
        h = self.height(index)
        return max(0.0, 0.14 * (1.0 - h * 10.0)) * (1.0 - p)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, rects: Sequence[pygame.Rect], theme: "Theme") -> None:
        for i, rect in enumerate(rects[: len(self.final)]):
            size = max(8, min(rect.width, rect.height))
            if self.settled(i):
                draw_die(surface, rect, self.final[i], theme)
                continue
            self._shadow(surface, rect, size, self.height(i))
            dx, dy = self.offset(i, size)
            img = _face_image(self.face(i), size, theme.name, theme)
            sq = self.squash(i)
            if sq > 0.005:
                w = int(img.get_width() * (1 + sq))
                h = int(img.get_height() * (1 - sq))
                img = pygame.transform.scale(img, (w, h))
            angle = self.angle(i)
            if abs(angle) > 0.5:
                img = pygame.transform.rotate(img, angle)
            at = img.get_rect(center=rect.move(dx, dy).center)
            if sq > 0.005:  # pressed flat, it still stands on the tray
                at.bottom = min(at.bottom, rect.move(dx, dy).bottom + int(size * 0.25))
            surface.blit(img, at)

    @staticmethod
    def _shadow(surface: pygame.Surface, rect: pygame.Rect, size: int, height: float) -> None:
        """A soft dark oval under the die's place: small and faint while the die is high."""
        w = int(size * (0.95 - 0.4 * height))
        if w < 4:
            return
        img = _shadow_image(w, max(3, w // 4), int(90 * (1.0 - 0.6 * height)))
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.bottom - size // 12)))


_FACES: dict[tuple, pygame.Surface] = {}


def _face_image(face: Face, size: int, theme_name: str, theme: "Theme") -> pygame.Surface:
    """One die's face (:func:`~speedgames.ui.dice.die_image`: with room for turning) drawn once
    per face, size and theme; the tumble then only squashes and rotates it."""
    key = (face, size, theme_name)
    img = _FACES.get(key)
    if img is None:
        if len(_FACES) > 96:
            _FACES.clear()
        img = _FACES[key] = die_image(face, size, theme)
    return img


@lru_cache(maxsize=32)
def _shadow_image(w: int, h: int, alpha: int) -> pygame.Surface:
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(img, (0, 0, 0, max(0, min(255, alpha))), img.get_rect())
    return img


def spin_speed(roll: DiceRoll, index: int, dt: float = 1 / 60) -> float:
    """Degrees per second die ``index`` turns now (tests: a roll really turns, then rests)."""
    a = roll.angle(index)
    saved = roll.time
    roll.time = min(roll.total, roll.time + dt)
    b = roll.angle(index)
    roll.time = saved
    return abs(b - a) / dt if dt > 0 else 0.0


__all__ = ["DiceRoll", "spin_speed"]
