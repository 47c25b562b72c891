"""The Zündmesser: how much Blitzpulver the rocket still takes, and what the next chip may be.

The big number is the tolerance (Zündgrenze − Blitzpulver sum); the dial shows the sum against the
limit; the coloured bar below has the exact shares of the next draw from :func:`odds.gauge`: green
= no Blitzpulver, yellow = Blitzpulver that does not ignite, red = a Fehlzündung. With the setting
„Zündgefahr in Prozent“ the red share is also written as a number. Each share carries a symbol
(check, bolt, burst) so the bar reads without colours too.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Mapping

import pygame

from speedgames.core.i18n import t
from speedgames.ui.widgets import draw_panel, fit_font, hyphen_wrap

GREEN = (74, 168, 92)
YELLOW = (232, 192, 60)
RED = (214, 62, 52)


def shares(gauge: Mapping[str, Fraction | float]) -> tuple[float, float, float]:
    return (float(gauge.get("green", 0)), float(gauge.get("yellow", 0)),
            float(gauge.get("red", 0)))


class GaugeView:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.sub_rect = pygame.Rect(0, 0, 0, 0)       # „Blitzpulver 4 von 8“ as last drawn
        self.danger_rect: pygame.Rect | None = None   # „Zündgefahr 40 %“ as last drawn

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface, theme: Any, *, wsum: int, limit: int,
             gauge: Mapping[str, Any], percent: bool, active: bool = True,
             note: str | None = None) -> None:
        r = self.rect
        draw_panel(surface, r, theme, "panel")
        pad = theme.px(10)
        title = t("rocket.ui.gauge.title").upper()
        himg = fit_font(theme, "label", title, r.width - 2 * pad).render(
            title, True, theme.color("accent"))
        surface.blit(himg, (r.x + pad, r.y + pad))
        top = r.y + pad + himg.get_height() + theme.px(4)
        bar_h = theme.px(16)
        self.bar = pygame.Rect(r.x + pad, r.bottom - pad - bar_h, r.width - 2 * pad, bar_h)
        small = theme.font("small")
        ls = small.get_linesize()
        tol = max(0, limit - wsum)
        sub = note or t("rocket.ui.gauge.sum", sum=wsum, limit=limit)
        danger = None
        if percent and active and sum(shares(gauge)) > 0:
            pct = round(shares(gauge)[2] * 100)
            danger = (t("rocket.ui.gauge.danger", pct=pct),
                      t("rocket.ui.gauge.danger_short", pct=pct), pct)
        # beside the dial (as at normal text) when the words fit there on one line; else the
        # sum line stacks below the dial across the whole panel, wrapped between words
        dial_h = self.bar.y - theme.px(6) - top
        dial_w = min(dial_h * 2, r.width // 2)
        beside = _fits_beside(theme, r.width - 2 * pad - dial_w - theme.px(10), tol, [sub])
        if beside:
            lines = [sub]
            text_x = r.x + pad + dial_w + theme.px(10)
        else:
            lines = hyphen_wrap(sub, small, r.width - 2 * pad)
            text_x = r.x + pad
        tw = r.right - pad - text_x
        bold = theme.font("small", bold=True)
        dimg = None
        if danger is not None:   # „Zündgefahr 40 %“ at the end of the sum line, or „40 %“
            label = danger[0] if bold.size(danger[0])[0] + theme.px(8) + \
                small.size(lines[-1])[0] <= tw else danger[1]
            dimg = bold.render(label, True, theme.color("bad" if danger[2] else "text"))
            if small.size(lines[-1])[0] + theme.px(8) + dimg.get_width() > tw:
                lines = lines + [""]   # its own line below the sum
        sub_y = self.bar.y - theme.px(6) - len(lines) * ls if not beside else 0
        if not beside:   # the dial leaves „verträgt noch“ its longest word beside the number
            dial_h = sub_y - theme.px(2) - top
            word = max(small.size(w)[0] for w in t("rocket.ui.gauge.tolerance", n=tol).split())
            need = theme.font("title").size(str(tol))[0] + theme.px(6) + word
            dial_w = max(theme.px(40), min(dial_h * 2, r.width // 2,
                                           r.width - 2 * pad - theme.px(10) - need))
        dial = pygame.Rect(r.x + pad, top, dial_w, dial_h)
        self._dial(surface, theme, dial, wsum, limit)
        bx = dial.right + theme.px(10)
        big = theme.font("title").render(str(tol), True,
                                         theme.color("bad" if tol == 0 else "text"))
        surface.blit(big, (bx, top - theme.px(4)))
        ty = top + theme.px(6)
        for text in hyphen_wrap(t("rocket.ui.gauge.tolerance", n=tol), small,
                                r.right - pad - bx - big.get_width() - theme.px(6)):
            surface.blit(small.render(text, True, theme.color("text_dim")),
                         (bx + big.get_width() + theme.px(6), ty))
            ty += ls
        if beside:
            sub_y = top + big.get_height() - theme.px(2)
        self.sub_rect = pygame.Rect(text_x, sub_y, 0, len([x for x in lines if x]) * ls)
        for i, text in enumerate(lines):
            if text:
                drawn = surface.blit(small.render(text, True, theme.color("text_dim")),
                                     (text_x, sub_y + i * ls))
                self.sub_rect.width = max(self.sub_rect.width, drawn.width)
        self.danger_rect = None if dimg is None else surface.blit(dimg, dimg.get_rect(
            topright=(r.right - pad, sub_y + (len(lines) - 1) * ls)))
        self._bar(surface, theme, gauge, active)

    @classmethod
    def height_for(cls, theme: Any, width: int, percent: bool = False) -> int:
        """The panel's height at ``width``: the title, the dial with the big number and its
        words, the sum line (or a note) beside or below it, the „Zündgefahr“ line when it is
        written in % (``percent``), and the share bar."""
        pad = theme.px(10)
        small = theme.font("small")
        ls = small.get_linesize()
        title = theme.font("title").get_height()
        base = pad + theme.font("label").get_linesize() + theme.px(4) + theme.px(6) \
            + theme.px(16) + pad
        dial_w = min(2 * (title + ls), width // 2)   # the dial at that height
        beside_w = width - 2 * pad - dial_w - theme.px(10)
        # the covered note (hot seat only) may stack into a smaller dial instead
        if _fits_beside(theme, beside_w, 10, _texts()[::2]):
            return base + title + ls
        sub = max(len(hyphen_wrap(text, small, width - 2 * pad, report=False))
                  for text in _texts())
        return base + max(title, theme.px(56)) + (sub + int(percent)) * ls

    def _dial(self, surface: pygame.Surface, theme: Any, box: pygame.Rect, wsum: int,
              limit: int) -> None:
        n = max(1, limit)
        cx, cy = box.centerx, box.bottom
        rad = max(8, min(box.width // 2, box.height) - 2)
        width = max(3, rad // 4)
        for i in range(n):
            a0 = math.pi - math.pi * i / n
            a1 = math.pi - math.pi * (i + 1) / n
            filled = i < wsum
            frac = i / max(1, n - 1)
            col = (_mix(GREEN, YELLOW, frac * 2) if frac < 0.5
                   else _mix(YELLOW, RED, (frac - 0.5) * 2)) if filled else theme.color("bg_alt")
            pts = []
            for k in range(7):
                a = a0 + (a1 - a0) * k / 6
                pts.append((cx + math.cos(a) * rad, cy - math.sin(a) * rad))
            for k in range(6, -1, -1):
                a = a0 + (a1 - a0) * k / 6
                pts.append((cx + math.cos(a) * (rad - width), cy - math.sin(a) * (rad - width)))
            pygame.draw.polygon(surface, col, pts)
            pygame.draw.polygon(surface, theme.color("line"), pts, 1)
        over = wsum > limit
        frac = min(1.0, wsum / n)
        a = math.pi - math.pi * frac
        tip = (cx + math.cos(a) * (rad - width - 2), cy - math.sin(a) * (rad - width - 2))
        pygame.draw.line(surface, theme.color("bad" if over else "text"), (cx, cy), tip,
                         max(2, width // 3))
        pygame.draw.circle(surface, theme.color("text"), (cx, cy), max(3, width // 2))

    def _bar(self, surface: pygame.Surface, theme: Any, gauge: Mapping[str, Any],
             active: bool) -> None:
        bar = self.bar
        g, y, rd = shares(gauge)
        pygame.draw.rect(surface, theme.color("bg_alt"), bar, border_radius=bar.height // 2)
        if active and g + y + rd > 0:
            x = bar.x
            parts = [(g, GREEN, "ok"), (y, YELLOW, "bolt"), (rd, RED, "burst")]
            for share, col, sym in parts:
                w = round(bar.width * share)
                if w <= 0:
                    continue
                seg = pygame.Rect(x, bar.y, min(w, bar.right - x), bar.height)
                pygame.draw.rect(surface, col, seg)
                if seg.width > bar.height:
                    _sign(surface, sym, seg.center, bar.height // 2 - 2)
                x += w
        pygame.draw.rect(surface, theme.color("line"), bar, 1, border_radius=bar.height // 2)


def _fits_beside(theme: Any, width: int, tol: int, subs: list[str]) -> bool:
    """Do the sum line(s) and „verträgt noch“ fit ``width`` beside the dial on one line each?"""
    small = theme.font("small")
    big = theme.font("title").size(str(tol))[0] + theme.px(6)
    return all(small.size(text)[0] <= width for text in subs) and \
        big + small.size(t("rocket.ui.gauge.tolerance", n=tol))[0] <= width


def _texts() -> list[str]:
    """What stands on the sum line: the sum, or a note instead of it."""
    return [t("rocket.ui.gauge.sum", sum=88, limit=88), t("rocket.ui.gauge.covered"),
            t("rocket.ui.gauge.misfire")]   # (height_for reads [::2]: the sum and misfire)


def _sign(surface: pygame.Surface, sym: str, c: tuple[int, int], r: int) -> None:
    ink = (30, 26, 22)
    r = max(3, r)
    x, y = c
    if sym == "ok":
        pygame.draw.lines(surface, ink, False, [(x - r, y), (x - r // 3, y + r * 2 // 3),
                                                (x + r, y - r * 2 // 3)], 2)
    elif sym == "bolt":
        pygame.draw.polygon(surface, ink, [(x + r // 3, y - r), (x - r // 2, y + r // 6),
                                           (x, y + r // 6), (x - r // 3, y + r),
                                           (x + r // 2, y - r // 6), (x, y - r // 6)])
    else:
        for k in range(6):
            a = math.pi * k / 3
            pygame.draw.line(surface, (255, 246, 230), (x, y),
                             (x + math.cos(a) * r, y + math.sin(a) * r), 2)


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t_: float) -> tuple[int, int, int]:
    t_ = max(0.0, min(1.0, t_))
    return tuple(int(x + (y - x) * t_) for x, y in zip(a, b))  # type: ignore[return-value]
