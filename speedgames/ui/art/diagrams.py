"""Small explanatory pictures for the „Spielregeln“ screen, drawn in the current theme.

Why drawn here and not taken from the game screens: the rules must read well before a game's scene
exists, and a diagram shows one idea with a few elements rather than a whole board. Every function
takes ``(width, theme)`` and returns a Surface (transparent background) whose height it chooses.
The numbers shown are the rule book's illustration values (rules/*.md), not game data.
"""

from __future__ import annotations

from typing import Callable

import pygame

from speedgames.core.i18n import t
from speedgames.ui.theme import Theme
from speedgames.ui.widgets import fit_block, fit_font

TULIP_COLORS = {
    "R": (214, 48, 52),
    "Y": (240, 198, 40),
    "V": (132, 70, 168),
    "W": (246, 242, 232),
    "O": (240, 130, 40),
}


def _surface(width: int, height: int) -> pygame.Surface:
    return pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)


def _label(
    s: pygame.Surface,
    theme: Theme,
    text: str,
    center: tuple[int, int],
    role: str = "small",
    color: str = "text",
    bold: bool = False,
    width: int = 10_000,
) -> pygame.Rect:
    font = fit_font(theme, role, text, width, bold)
    img = font.render(text, True, theme.color(color))
    rect = img.get_rect(center=center)
    s.blit(img, rect)
    return rect


def _star(s: pygame.Surface, center: tuple[int, int], r: float, color) -> None:
    import math

    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((center[0] + math.cos(a) * rr, center[1] + math.sin(a) * rr))
    pygame.draw.polygon(s, color, pts)


def _arrow_up(s: pygame.Surface, theme: Theme, tip: tuple[int, int]) -> None:
    d = theme.px(6)
    pygame.draw.polygon(
        s, theme.color("accent"), [tip, (tip[0] - d, tip[1] + d), (tip[0] + d, tip[1] + d)]
    )


def _swatch_label(
    s: pygame.Surface, theme: Theme, text: str, center: tuple[int, int], color: str, width: int
) -> None:
    """A coloured square followed by a label, centred together on ``center``; a long label
    takes a second line below (big text) instead of a smaller size."""
    small = theme.font("small")
    font, lines = fit_block(theme, "small", text, width - theme.px(24),
                            2 * small.get_linesize())
    imgs = [font.render(line, True, theme.color("text")) for line in lines]
    d = theme.px(12)
    total = d + theme.px(6) + max(img.get_width() for img in imgs)
    x = center[0] - total // 2
    pygame.draw.rect(s, theme.color(color), (x, center[1] - d // 2, d, d), border_radius=2)
    y = center[1] - imgs[0].get_height() // 2
    for img in imgs:
        s.blit(img, (x + d + theme.px(6), y))
        y += font.get_linesize()


def huelse(width: int, theme: Theme) -> pygame.Surface:
    """A stretch of the Hülse: fields with Mark/Ruhm, crystals, a few chips, the Wertungsfeld."""
    n = 14
    box = width // n
    box_h = int(box * 1.7)
    top = theme.px(30)
    h = top + box_h + theme.px(40)
    s = _surface(width, h)
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
        _label(s, theme, str(mark), (r.centerx, r.y + r.height * 2 // 11), color="text_dim")
        _label(
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
                _label(s, theme, value or "", c, color="ink" if kind == "W" else "paper", bold=True)
    # labels under and above
    _label(
        s,
        theme,
        t("ui.rules.pic.vorladung"),
        (box // 2 + 2, top + box_h + theme.px(22)),
        color="text_dim",
    )
    _arrow_up(s, theme, (score * box + box // 2, top + box_h + theme.px(6)))
    _label(
        s,
        theme,
        t("ui.rules.pic.wertungsfeld"),
        (score * box + box // 2, top + box_h + theme.px(22)),
        color="accent",
        bold=True,
    )
    _label(
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
    s = _surface(width, h)
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
    _swatch_label(s, theme, t("ui.rules.pic.safe"), (third // 2, y), "good", third)
    _swatch_label(s, theme, t("ui.rules.pic.flash"), (third + third // 2, y), "warn", third)
    _swatch_label(s, theme, t("ui.rules.pic.boom"), (2 * third + third // 2, y), "bad", third)
    _label(
        s,
        theme,
        t("ui.rules.pic.gauge"),
        (width // 2, y + theme.px(26) + extra),
        color="text_dim",
        width=width,
    )
    return s


def costs(width: int, theme: Theme) -> pygame.Surface:
    """The Kostentafel as a bar chart: d fields cost d(d+1)/2 litres."""
    n = 10
    h = theme.px(190)
    s = _surface(width, h)
    col = width // (n + 1)
    base = h - theme.px(40)
    top = theme.px(20)
    most = n * (n + 1) // 2
    for d in range(1, n + 1):
        cost = d * (d + 1) // 2
        bh = int((base - top - theme.px(16)) * cost / most)
        r = pygame.Rect(d * col - col // 3, base - bh, col * 2 // 3, bh)
        pygame.draw.rect(
            s,
            theme.color("accent"),
            r,
            border_top_left_radius=theme.px(3),
            border_top_right_radius=theme.px(3),
        )
        _label(s, theme, str(cost), (r.centerx, r.y - theme.px(10)), bold=True)
        _label(s, theme, str(d), (r.centerx, base + theme.px(12)), color="text_dim")
    pygame.draw.line(s, theme.color("line"), (col // 2, base), (width - col // 3, base))
    _label(
        s,
        theme,
        f"{t('ui.rules.pic.fields')} → / {t('ui.rules.pic.litres')} ↑",
        (width // 2, h - theme.px(10)),
        color="text_dim",
    )
    return s


def _sign(s: pygame.Surface, theme: Theme, rect: pygame.Rect, code: str) -> None:
    colors = {
        "T": (60, 130, 80),
        "W": (120, 120, 130),
        "K": (170, 60, 50),
        "E": (200, 150, 40),
        "3": (50, 90, 150),
    }
    pygame.draw.ellipse(s, colors[code], rect)
    pygame.draw.ellipse(s, theme.color("ink"), rect, max(1, theme.px(2)))
    c = rect.center
    u = rect.width // 6
    ink = (250, 244, 230)
    if code == "T":  # fuel pump
        pygame.draw.rect(s, ink, (c[0] - u, c[1] - u * 1.5, u * 2, u * 3), border_radius=2)
        pygame.draw.line(s, ink, (c[0] + u, c[1] - u), (c[0] + u * 1.8, c[1]), 2)
    elif code == "W":  # wrench
        pygame.draw.line(
            s, ink, (c[0] - u * 1.4, c[1] + u * 1.4), (c[0] + u, c[1] - u), max(2, u // 2)
        )
        pygame.draw.circle(s, ink, (c[0] + u * 1.2, c[1] - u * 1.2), u * 0.8, max(2, u // 3))
    elif code == "K":  # stamp
        pygame.draw.rect(s, ink, (c[0] - u * 1.3, c[1] + u * 0.4, u * 2.6, u * 0.8))
        pygame.draw.rect(s, ink, (c[0] - u * 0.4, c[1] - u * 1.4, u * 0.8, u * 1.8))
    elif code == "E":
        _label(s, theme, "?", c, role="heading", color="paper")
    else:
        _label(s, theme, code, c, role="heading", color="paper")


def fields(width: int, theme: Theme) -> pygame.Surface:
    """The field signs of Speedsprit with their names."""
    codes = ["T", "W", "K", "3", "E"]
    h = theme.px(100)
    s = _surface(width, h)
    step = width // len(codes)
    d = min(theme.px(52), step - theme.px(10))
    for i, code in enumerate(codes):
        cx = i * step + step // 2
        _sign(s, theme, pygame.Rect(cx - d // 2, theme.px(6), d, d), code)
        _label(
            s,
            theme,
            t(f"ui.rules.pic.field_{code}"),
            (cx, theme.px(6) + d + theme.px(16)),
            width=step - 4,
        )
    return s


_BEET = [
    "RRYYYVVWWOORRYY",
    "RRYVVVWWOOORYYV",
    "ORRVWWWYYORRYVV",
    "OORRWYYYVVRWWVO",
    "YOORRYOOVVWWROO",
    "YYOWRROVVYWRROW",
    "VYWWWRRVYYYROWW",
]
_STARS = {
    (0, 3),
    (1, 6),
    (2, 1),
    (3, 4),
    (4, 0),
    (5, 5),
    (6, 2),
    (7, 3),
    (8, 6),
    (9, 1),
    (10, 4),
    (11, 0),
    (12, 5),
    (13, 2),
    (14, 6),
}
_CHOSEN = {(5, 3), (6, 3), (7, 3)}  # F4, G4, H4: three connected yellow squares touching H


def beet(width: int, theme: Theme) -> pygame.Surface:
    """A small Speedtulpe field: beds, prize tulips, column H and one legal choice."""
    cols, rows = 15, 7
    cell = min(theme.px(34), (width - theme.px(20)) // cols)
    gw, gh = cell * cols, cell * rows
    x0 = (width - gw) // 2
    top = theme.px(22)
    h = top + gh + theme.px(50)
    s = _surface(width, h)
    for c in range(cols):
        _label(
            s,
            theme,
            "ABCDEFGHIJKLMNO"[c],
            (x0 + c * cell + cell // 2, theme.px(10)),
            color="accent" if c == 7 else "text_dim",
            bold=c == 7,
        )
    for r in range(rows):
        for c in range(cols):
            col = TULIP_COLORS[_BEET[r][c]]
            rect = pygame.Rect(x0 + c * cell, top + r * cell, cell, cell)
            pygame.draw.rect(s, col, rect)
            # bed borders: darker line where the neighbour has another colour
            edge = (40, 34, 30)
            if c + 1 < cols and _BEET[r][c + 1] != _BEET[r][c]:
                pygame.draw.line(s, edge, rect.topright, rect.bottomright, 2)
            if r + 1 < rows and _BEET[r + 1][c] != _BEET[r][c]:
                pygame.draw.line(s, edge, rect.bottomleft, rect.bottomright, 2)
            if (c, r) in _STARS:
                _star(s, rect.center, cell * 0.32, (40, 34, 30))
            if (c, r) in _CHOSEN:
                pygame.draw.rect(s, theme.color("ink"), rect.inflate(-4, -4), max(2, theme.px(3)))
                pygame.draw.circle(s, (60, 140, 60), rect.center, cell // 5)
    pygame.draw.rect(s, theme.color("ink"), (x0, top, gw, gh), 2)
    hx = x0 + 7 * cell
    pygame.draw.rect(
        s, theme.color("accent"), (hx - 2, top - 3, cell + 4, gh + 6), max(2, theme.px(3))
    )
    _arrow_up(s, theme, (hx + cell // 2, top + gh + theme.px(4)))
    _label(
        s,
        theme,
        t("ui.rules.pic.mittelspalte"),
        (hx + cell // 2, top + gh + theme.px(20)),
        color="accent",
        bold=True,
    )
    _label(
        s,
        theme,
        t("ui.rules.pic.choice"),
        (width // 2, top + gh + theme.px(42)),
        color="text_dim",
        width=width,
    )
    return s


COLUMN_FIRST = (5, 3, 3, 3, 2, 2, 2, 1, 2, 2, 2, 3, 3, 3, 5)
COLUMN_LATER = (3, 2, 2, 2, 1, 1, 1, 0, 1, 1, 1, 2, 2, 2, 3)


def columns(width: int, theme: Theme) -> pygame.Surface:
    """Column values A–O: first to complete / later."""
    cols = 15
    label_w = theme.px(90)
    cell = min(theme.px(40), (width - label_w - theme.px(10)) // cols)
    x0 = (width - label_w - cell * cols) // 2 + label_w
    h = theme.px(96)
    s = _surface(width, h)
    rows = [
        ("", None),
        (t("ui.rules.pic.first"), COLUMN_FIRST),
        (t("ui.rules.pic.later"), COLUMN_LATER),
    ]
    row_h = theme.px(28)
    for ri, (name, values) in enumerate(rows):
        y = theme.px(6) + ri * row_h
        if name:
            _label(
                s,
                theme,
                name,
                (x0 - label_w // 2, y + row_h // 2),
                color="text_dim",
                width=label_w - 4,
            )
        for c in range(cols):
            rect = pygame.Rect(x0 + c * cell, y, cell - 2, row_h - 2)
            if values is None:
                _label(s, theme, "ABCDEFGHIJKLMNO"[c], rect.center, color="accent", bold=True)
                continue
            pygame.draw.rect(s, theme.color("panel_alt"), rect, border_radius=theme.px(3))
            _label(s, theme, str(values[c]), rect.center, bold=ri == 1)
    return s


DIAGRAMS: dict[str, Callable[[int, Theme], pygame.Surface]] = {
    "huelse": huelse,
    "gauge": gauge,
    "costs": costs,
    "fields": fields,
    "beet": beet,
    "columns": columns,
}
