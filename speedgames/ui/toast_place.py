"""Where the toasts go: a free spot that covers no control and no panel a player is reading.

Why: a toast over the action bar hides the very buttons the message is about („Dora ist dran.“
over Werkstatt / Tanken). The app asks the widgets where they drew (``widgets.occupied``) and
the top scene which panels it needs to stay readable (``Scene.toast_avoid()``), then places the
stack of toasts at the first candidate spot that overlaps none of them — bottom centre first, as
before, then the top, the sides and the rows in between. When every spot touches something, the
spot with the least covered area wins. Toasts never take events, so a click always reaches what
is under it.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

import pygame


def _overlap(rect: pygame.Rect, avoid: list[pygame.Rect]) -> int:
    total = 0
    for other in avoid:
        clip = rect.clip(other)
        total += clip.width * clip.height
    return total


def candidates(size: tuple[int, int], block: tuple[int, int], margin: int,
               step: int) -> list[pygame.Rect]:
    """Spots for a block of ``block`` pixels in a window of ``size``, in order of preference."""
    w, h = size
    bw, bh = block
    xs = [(w - bw) // 2, margin, w - bw - margin]
    bottom = h - bh - margin
    ys = [bottom, margin]
    y = bottom - step
    while y > margin:
        ys.append(y)
        y -= step
    out = []
    for y in ys:
        for x in xs:
            out.append(pygame.Rect(max(0, x), max(0, y), bw, bh))
    return out


def find(size: tuple[int, int], block: tuple[int, int], avoid: Iterable[pygame.Rect],
         margin: int = 12, step: int = 24) -> tuple[pygame.Rect, int]:
    """The best spot for the block and how many pixels of ``avoid`` it covers (0: free)."""
    keep = [pygame.Rect(r) for r in avoid if r.width > 0 and r.height > 0]
    spots = candidates(size, block, margin, step)
    best, best_cover = spots[0], None
    for spot in spots:
        cover = _overlap(spot.inflate(margin, margin), keep)
        if cover == 0:
            return spot, 0
        if best_cover is None or cover < best_cover:
            best, best_cover = spot, cover
    return best, best_cover or 0


def place(size: tuple[int, int], block: tuple[int, int], avoid: Iterable[pygame.Rect],
          margin: int = 12, step: int = 24) -> pygame.Rect:
    """The rectangle for the toast block: free of ``avoid`` if any spot is, else least covered."""
    return find(size, block, avoid, margin, step)[0]


def layout(size: tuple[int, int], widths: Sequence[int],
           heights_for: Callable[[int], list[int]], gap: int, avoid: Iterable[pygame.Rect],
           margin: int = 12, step: int = 24) -> tuple[pygame.Rect, list[int]]:
    """Try each width (widest first; narrower toasts wrap to more lines) until the stack fits
    somewhere free; if none does, the widest at its least covered spot. Returns the block's
    rectangle and the height of each toast."""
    keep = list(avoid)
    fallback = None
    for width in widths:
        heights = heights_for(width)
        block = (width, sum(heights) + gap * (len(heights) - 1))
        spot, cover = find(size, block, keep, margin, step)
        if cover == 0:
            return spot, heights
        if fallback is None:
            fallback = (spot, heights)
    assert fallback is not None
    return fallback
