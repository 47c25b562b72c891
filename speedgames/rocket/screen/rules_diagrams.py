"""Speedrocket's pictures for the „Spielregeln“: a stretch of the Hülse and the Zündmesser.

The numbers shown are the rule book's illustration values (rules/*.md), not game data.
"""

from __future__ import annotations

import pygame

from speedgames.core.i18n import t
from speedgames.ui.art.diagrams import arrow_up, label, surface, swatch_label
from speedgames.ui.theme import Theme
from speedgames.ui.widgets import fit_block


def huelse(width: int, theme: Theme) -> pygame.Surface:
    """A stretch of the Hülse: fields with Mark/Ruhm, crystals, a few chips, the Wertungsfeld."""
    n = 14
    box = width // n
    box_h = int(box * 1.7)
    top = theme.px(30)
    h = top + box_h + theme.px(40)
    s = surface(width, h)
    chips = {
        0: ("plug", None),
        1: ("W", "1"),
        2: ("O", "1"),
        4: ("W", "2"),
        5: ("G", "1"),
        7: ("W", "1"),
        9: ("R", "2"),
    }
    chip_colors = {
        "W": (236, 236, 236),
        "O": (240, 140, 50),
        "G": (80, 170, 90),
        "R": (210, 60, 50),
    }
    score = 10
    for f in range(n):
        r = pygame.Rect(f * box + 2, top, box - 4, box_h)
        fill = theme.color("panel_alt")
        pygame.draw.rect(s, fill, r, border_radius=theme.px(4))
        border = theme.color("accent") if f == score else theme.color("line")
        pygame.draw.rect(
            s, border, r, width=max(2, theme.px(3)) if f == score else 1, border_radius=theme.px(4)
        )
        mark = f if f <= 15 else 15 + (f - 15) // 2
        ruhm = f // 4
        label(s, theme, str(mark), (r.centerx, r.y + r.height * 2 // 11), color="text_dim")
        label(
            s,
            theme,
            str(ruhm),
            (r.centerx, r.bottom - r.height * 2 // 11),
            bold=True,
            color="accent",
        )
        if f in (5, 9, 13):
            d = theme.px(5)
            cx, cy = r.right - d - 2, r.y + d + 2
            pygame.draw.polygon(
                s, (180, 60, 90), [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
            )
        if f in chips:
            kind, value = chips[f]
            c = (r.centerx, r.centery)
            if kind == "plug":
                pygame.draw.rect(
                    s,
                    (140, 96, 60),
                    pygame.Rect(0, 0, box // 2, box // 2).move(c[0] - box // 4, c[1] - box // 4),
                    border_radius=theme.px(3),
                )
            else:
                rad = box // 3
                pygame.draw.circle(s, chip_colors[kind], c, rad)
                pygame.draw.circle(s, (30, 26, 30), c, rad, 1)
                label(s, theme, value or "", c, color="ink" if kind == "W" else "paper", bold=True)
    # labels under and above
    label(
        s,
        theme,
        t("ui.rules.pic.vorladung"),
        (box // 2 + 2, top + box_h + theme.px(22)),
        color="text_dim",
    )
    arrow_up(s, theme, (score * box + box // 2, top + box_h + theme.px(6)))
    label(
        s,
        theme,
        t("ui.rules.pic.wertungsfeld"),
        (score * box + box // 2, top + box_h + theme.px(22)),
        color="accent",
        bold=True,
    )
    label(
        s,
        theme,
        f"{t('ui.rules.pic.mark')} / {t('ui.rules.pic.ruhm')}",
        (width // 2, theme.px(12)),
        color="text_dim",
    )
    return s


def gauge(width: int, theme: Theme) -> pygame.Surface:
    """The Zündmesser: 7 segments, 4 filled, and the coloured outlook bar below."""
    two = any(len(fit_block(theme, "small", t(f"ui.rules.pic.{k}"), width // 3 - theme.px(24),
                            2 * theme.font("small").get_linesize())[1]) > 1
              for k in ("safe", "flash", "boom"))
    extra = theme.font("small").get_linesize() if two else 0
    h = theme.px(118) + extra
    s = surface(width, h)
    seg_w = min(theme.px(56), width // 9)
    x0 = width // 2 - seg_w * 7 // 2
    for i in range(7):
        r = pygame.Rect(x0 + i * seg_w + 2, theme.px(8), seg_w - 4, theme.px(28))
        filled = i < 4
        pygame.draw.rect(
            s, (232, 120, 60) if filled else theme.color("panel_alt"), r, border_radius=theme.px(4)
        )
        pygame.draw.rect(s, theme.color("line"), r, 1, border_radius=theme.px(4))
    bar = pygame.Rect(x0, theme.px(46), seg_w * 7, theme.px(16))
    parts = [(0.55, theme.color("good")), (0.30, theme.color("warn")), (0.15, theme.color("bad"))]
    x = bar.x
    for frac, col in parts:
        w = int(bar.width * frac)
        pygame.draw.rect(s, col, (x, bar.y, w, bar.height))
        x += w
    pygame.draw.rect(s, theme.color("line"), bar, 1)
    y = bar.bottom + theme.px(14)
    third = width // 3
    swatch_label(s, theme, t("ui.rules.pic.safe"), (third // 2, y), "good", third)
    swatch_label(s, theme, t("ui.rules.pic.flash"), (third + third // 2, y), "warn", third)
    swatch_label(s, theme, t("ui.rules.pic.boom"), (2 * third + third // 2, y), "bad", third)
    label(
        s,
        theme,
        t("ui.rules.pic.gauge"),
        (width // 2, y + theme.px(26) + extra),
        color="text_dim",
        width=width,
    )
    return s


DIAGRAMS = {"huelse": huelse, "gauge": gauge}
