"""Where the coach's box stands: off what its step points at, off the key line, on the screen.

Why a module of its own: the box of the guided first game is big (at 150 % text it is a third of
a small window) and every step points somewhere else. A few fixed corners were not enough — at
1024×700 with 150 % text none of them kept off the shop's title or the key line (#30). So the box
is tried in several widths (a narrow one is taller: it fits a side column — also exactly as wide
as the room beside each thing to keep off —, a wide one is shorter: it fits above or below) at
every place that touches the window's edge or an edge of something to keep off; the best wins:

1. the key line (``must``) and what the step points at (``target``) are never covered when any
   place allows it;
2. then as little as possible of ``want`` (the controls the step's words name);
3. then the preferred width, then the nearest bottom corner (where the box has always stood).

Only when no place keeps off the target (one as big as the window) is the least of it covered —
never the key line, and the named controls before that.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

#: Widths tried, as factors of the preferred one (the preferred first).
WIDTH_FACTORS = (1.0, 0.85, 1.25, 0.72, 1.6, 0.62, 2.0, 3.0)


def place(measure: Callable[[int], int], width: int, size: tuple[int, int], margin: int,
          target: Sequence[pygame.Rect] = (), must: Sequence[pygame.Rect] = (),
          want: Sequence[pygame.Rect] = (), min_width: int = 0) -> pygame.Rect:
    """The box's rect. ``measure(w)`` is its height at width ``w``; ``width`` the preferred
    width; ``margin`` the gap kept to the window's edge, half of it to everything avoided.
    ``target``: what the step points at; ``must``: the key line and the like — never covered
    where anything else will do (a target as big as the window is covered before them);
    ``want``: the controls the words name."""
    w, h = size
    screen = pygame.Rect(0, 0, w, h).inflate(-2 * margin, -2 * margin)
    gap = margin // 2

    def grown(rects: Sequence[pygame.Rect]) -> list[pygame.Rect]:
        return [pygame.Rect(r).inflate(2 * gap, 2 * gap) for r in rects if r is not None]

    strict, weak, soft = grown(must), grown(target), grown(want)
    widths = _widths(width, screen.width, min_width)
    for r in strict + weak + soft:   # as wide as the room beside something (a side column)
        for room in (r.left - screen.left, screen.right - r.right):
            if min_width <= room < width and room not in widths:
                widths.append(room)
    best: tuple | None = None
    best_rect = pygame.Rect(screen.x, screen.bottom, width, 0)
    for rank, bw in enumerate(widths):
        bh = measure(bw)
        if bh > screen.height:
            continue
        for x, y in _spots(bw, bh, screen, strict + weak + soft):
            cand = pygame.Rect(x, y, bw, bh)
            if not screen.contains(cand):
                continue
            off = _cover(cand, weak)
            cost = (_cover(cand, strict), off > 0, _cover(cand, soft), off, rank,
                    _corner_distance(cand, screen))
            if best is None or cost < best:
                best, best_rect = cost, cand
    if best is None:   # nothing fits at all (a tiny window): the preferred box, on the screen
        bw = max(1, min(width, screen.width))
        rect = pygame.Rect(0, 0, bw, measure(bw))
        rect.bottomleft = screen.bottomleft
        rect.clamp_ip(pygame.Rect(0, 0, w, h))
        rect.top = max(0, rect.top)   # taller than the window: its title and words first
        return rect
    return best_rect


def _widths(width: int, room: int, min_width: int) -> list[int]:
    out: list[int] = []
    for f in WIDTH_FACTORS:
        bw = min(room, max(min_width, int(width * f)))
        if bw > 0 and bw not in out:
            out.append(bw)
    return out


def _spots(bw: int, bh: int, screen: pygame.Rect,
           avoid: Sequence[pygame.Rect]) -> list[tuple[int, int]]:
    """Every place that touches the window's edge or an edge of something avoided."""
    xs = {screen.left, screen.right - bw}
    ys = {screen.top, screen.bottom - bh}
    for r in avoid:
        xs.update((r.right, r.left - bw))
        ys.update((r.bottom, r.top - bh))
    return [(x, y) for x in sorted(xs) for y in sorted(ys)]


def _cover(rect: pygame.Rect, others: Sequence[pygame.Rect]) -> int:
    return sum(_area(rect.clip(r)) for r in others)


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def _corner_distance(rect: pygame.Rect, screen: pygame.Rect) -> int:
    """How far the box stands from the nearer bottom corner (the box's usual place)."""
    left = abs(rect.left - screen.left) + abs(rect.bottom - screen.bottom)
    right = abs(rect.right - screen.right) + abs(rect.bottom - screen.bottom)
    return min(left, right)
