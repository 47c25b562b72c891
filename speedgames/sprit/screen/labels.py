"""Where the road's small texts stand: each field's number under its sign, at a size that follows
the text size, and each price plate where it covers no other field's number or sign.

Why apart: the static board paints the numbers, the price layer places the plates over them,
and both must agree on where a number is (#30: at 150 % text the numbers shrank with the tiles,
and on a curve a price plate above one field lay on the number of the field beside it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from speedgames.ui import fonts

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.screen.road import RoadGeometry
    from speedgames.ui.theme import Theme


def number_px(th: "Theme", geo: "RoadGeometry") -> int:
    """The field numbers' font size: what the tile gives (0.55 of it), grown towards the text
    size's small (0.8 of it) as far as the tile allows (0.95 of it)."""
    return max(9, int(geo.tile * 0.55), int(min(geo.tile * 0.95, th.font_size("small") * 0.8)))


def number_rects(th: "Theme", geo: "RoadGeometry", codes: str) -> dict[int, pygame.Rect]:
    """Where each field's number stands (as ``road.draw_fields`` puts it: under the sign)."""
    font = fonts.font("label", number_px(th, geo))
    out: dict[int, pygame.Rect] = {}
    for field, code in enumerate(codes):
        if code in "SZ":
            continue
        cx, cy = geo.centre(field)
        w, h = font.size(str(field))
        out[field] = pygame.Rect(cx - w // 2, cy + geo.tile + max(1, geo.tile // 10), w, h)
    return out


def place_plate(th: "Theme", geo: "RoadGeometry", field: int, size: tuple[int, int],
                numbers: dict[int, pygame.Rect], taken: Sequence[pygame.Rect],
                road: pygame.Rect) -> pygame.Rect:
    """The price plate of ``field``: above its sign, else beside it (right, left, the upper
    corners) or under its number, wherever it
    stays on the ``road`` area and covers no other field's number or sign nor a plate already
    placed; above when all do."""
    cx, cy = geo.centre(field)
    gap = th.px(3)
    plate = pygame.Rect((0, 0), size)
    own = numbers.get(field)
    below = (own.bottom if own is not None else cy + geo.tile) + gap
    spots = [dict(midbottom=(cx, cy - geo.tile - gap)),
             dict(midleft=(cx + geo.tile + gap, cy)),
             dict(midright=(cx - geo.tile - gap, cy)),
             dict(bottomleft=(cx + geo.tile // 2, cy - geo.tile // 2 - gap)),
             dict(bottomright=(cx - geo.tile // 2, cy - geo.tile // 2 - gap)),
             dict(midtop=(cx, below))]
    signs = [pygame.Rect(x - geo.tile, y - geo.tile, 2 * geo.tile, 2 * geo.tile)
             for i, (x, y) in enumerate(geo.centres) if i != field]
    others = [r for f, r in numbers.items() if f != field] + signs + list(taken)
    for spot in spots:
        rect = plate.copy()
        for name, value in spot.items():
            setattr(rect, name, value)
        if road.contains(rect) and rect.collidelist(others) < 0:
            return rect
    first = plate.copy()
    first.midbottom = spots[0]["midbottom"]
    return first
