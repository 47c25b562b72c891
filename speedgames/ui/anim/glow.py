"""A glow that lights things up for a moment after they happened: two soft pulses, then gone.

:class:`Glow` keeps what glows (any hashable keys — a seat's cells, a road field) with the time
since it lit up; ``level(key)`` is its brightness now (0 … 1). Once every glow has faded the
tracker is empty and asks for no frames. ``skip()`` ends them all.
"""

from __future__ import annotations

import math
from typing import Hashable, Iterable


def pulse(fraction: float, pulses: int = 2) -> float:
    """Brightness at ``fraction`` of a glow's life: up fast, ``pulses`` soft beats, fade out."""
    if fraction <= 0.0 or fraction >= 1.0:
        return 0.0
    rise = min(1.0, fraction / 0.08)
    beat = 0.72 + 0.28 * math.cos(fraction * pulses * 2 * math.pi)
    fade = (1.0 - fraction) ** 0.7
    return max(0.0, min(1.0, rise * beat * fade))


class Glow:
    """Keys lit up for ``seconds`` each (see the module docstring)."""

    def __init__(self) -> None:
        self.ages: dict[Hashable, float] = {}
        self.seconds = 1.0
        self.held = False  # a still picture (screenshots): time stands

    def __bool__(self) -> bool:
        return bool(self.ages)

    def start(self, keys: Iterable[Hashable], seconds: float) -> None:
        """Light ``keys`` up for ``seconds`` (0: not at all — motion off)."""
        if seconds <= 0:
            return
        self.seconds = float(seconds)
        for key in keys:
            self.ages[key] = 0.0

    def update(self, dt: float) -> None:
        if not self.ages or self.held or dt <= 0:
            return
        for key in list(self.ages):
            self.ages[key] += dt
            if self.ages[key] >= self.seconds:
                del self.ages[key]

    def hold_at(self, fraction: float) -> None:
        for key in self.ages:
            self.ages[key] = self.seconds * max(0.0, min(0.999, fraction))
        self.held = True

    def skip(self) -> None:
        self.ages.clear()
        self.held = False

    def level(self, key: Hashable) -> float:
        age = self.ages.get(key)
        return 0.0 if age is None else pulse(age / self.seconds)

    def keys(self) -> list[Hashable]:
        return list(self.ages)
