"""Speedtulpe's pictures for the „Spielregeln“: a small field and the column values.

The field is the rule book's illustration (rules/*.md), not a layout of the game.
"""

from __future__ import annotations

import pygame

from speedgames.core.i18n import t
from speedgames.tulpe.rules.scoring import COLUMN_FIRST, COLUMN_LATER
from speedgames.ui.art.diagrams import arrow_up, label, star, surface
from speedgames.ui.theme import Theme


TULIP_COLORS = {
    "R": (214, 48, 52),
    "Y": (240, 198, 40),
    "V": (132, 70, 168),
    "W": (246, 242, 232),
    "O": (240, 130, 40),
}




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
    s = surface(width, h)
    for c in range(cols):
        label(
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
                star(s, rect.center, cell * 0.32, (40, 34, 30))
            if (c, r) in _CHOSEN:
                pygame.draw.rect(s, theme.color("ink"), rect.inflate(-4, -4), max(2, theme.px(3)))
                pygame.draw.circle(s, (60, 140, 60), rect.center, cell // 5)
    pygame.draw.rect(s, theme.color("ink"), (x0, top, gw, gh), 2)
    hx = x0 + 7 * cell
    pygame.draw.rect(
        s, theme.color("accent"), (hx - 2, top - 3, cell + 4, gh + 6), max(2, theme.px(3))
    )
    arrow_up(s, theme, (hx + cell // 2, top + gh + theme.px(4)))
    label(
        s,
        theme,
        t("ui.rules.pic.mittelspalte"),
        (hx + cell // 2, top + gh + theme.px(20)),
        color="accent",
        bold=True,
    )
    label(
        s,
        theme,
        t("ui.rules.pic.choice"),
        (width // 2, top + gh + theme.px(42)),
        color="text_dim",
        width=width,
    )
    return s


def columns(width: int, theme: Theme) -> pygame.Surface:
    """Column values A–O: first to complete / later (the rules' own table)."""
    cols = 15
    label_w = theme.px(90)
    cell = min(theme.px(40), (width - label_w - theme.px(10)) // cols)
    x0 = (width - label_w - cell * cols) // 2 + label_w
    h = theme.px(96)
    s = surface(width, h)
    rows = [
        ("", None),
        (t("ui.rules.pic.first"), COLUMN_FIRST),
        (t("ui.rules.pic.later"), COLUMN_LATER),
    ]
    row_h = theme.px(28)
    for ri, (name, values) in enumerate(rows):
        y = theme.px(6) + ri * row_h
        if name:
            label(
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
                label(s, theme, "ABCDEFGHIJKLMNO"[c], rect.center, color="accent", bold=True)
                continue
            pygame.draw.rect(s, theme.color("panel_alt"), rect, border_radius=theme.px(3))
            label(s, theme, str(values[c]), rect.center, bold=ri == 1)
    return s


DIAGRAMS = {"beet": beet, "columns": columns}
