"""The motion setting every animation reads, and the easing curves they share.

„Animationen“ (normal / schnell / aus) sets the pace; „Bewegung reduzieren“ (``reduce_motion``)
switches every movement off whatever the pace says — read defensively, so a settings object
without it (an older save, a test's stand-in) simply means „no“.
"""

from __future__ import annotations

import math
from typing import Any, Mapping

PACES = ("normal", "fast", "off")


def reduced(settings: Any) -> bool:
    """„Bewegung reduzieren“ is on."""
    if isinstance(settings, Mapping):
        return bool(settings.get("reduce_motion", False))
    return bool(getattr(settings, "reduce_motion", False))


def pace(settings: Any) -> str:
    """``"normal"``, ``"fast"`` or ``"off"``: the animations' pace; ``"off"`` when motion is
    reduced or the setting is unknown garbage (a damaged file must not make things move)."""
    if reduced(settings):
        return "off"
    value = settings.get("animations", "normal") if isinstance(settings, Mapping) \
        else getattr(settings, "animations", "normal")
    return value if value in PACES else "normal"


def seconds(table: Mapping[str, float], settings: Any, default: float = 0.0) -> float:
    """The duration ``table[pace]`` for ``settings`` (0.0: no animation)."""
    return float(table.get(pace(settings), default))


def clamp01(x: float) -> float:
    return 0.0 if x <= 0.0 else 1.0 if x >= 1.0 else x


def ease_out_cubic(x: float) -> float:
    x = clamp01(x)
    return 1.0 - (1.0 - x) ** 3


def smoothstep(x: float) -> float:
    x = clamp01(x)
    return x * x * (3.0 - 2.0 * x)


def bounce_height(x: float) -> float:
    """Height (1 … 0) of a thing dropped at ``x`` = 0 that lands with three shrinking bounces
    and lies still at ``x`` = 1 (the inverse of the classic „ease out bounce“)."""
    x = clamp01(x)
    n, d = 7.5625, 2.75
    if x < 1 / d:
        y = n * x * x
    elif x < 2 / d:
        x -= 1.5 / d
        y = n * x * x + 0.75
    elif x < 2.5 / d:
        x -= 2.25 / d
        y = n * x * x + 0.9375
    else:
        x -= 2.625 / d
        y = n * x * x + 0.984375
    return max(0.0, 1.0 - y)


def damped_wave(x: float, waves: float = 2.0) -> float:
    """A wobble that starts at full swing and dies out at ``x`` = 1 (−1 … 1)."""
    x = clamp01(x)
    return math.cos(x * waves * 2 * math.pi) * (1.0 - x) ** 2
