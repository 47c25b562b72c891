"""One palette and one type scale per theme (light / dark), shared by every screen.

Every colour a screen uses comes from ``Theme.color(role)``; every font from
``Theme.font(role)``. Games may add their own period palettes on top, but the base roles below
exist in both themes so shared widgets look consistent everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

Color = tuple[int, int, int]

PALETTES: dict[str, dict[str, Color]] = {
    "dark": {
        "bg": (24, 22, 30), "panel": (38, 35, 46), "panel_alt": (50, 46, 60),
        "text": (238, 232, 220), "text_dim": (170, 162, 150), "accent": (232, 170, 70),
        "accent_text": (30, 24, 16), "good": (110, 190, 120), "warn": (235, 200, 80),
        "bad": (225, 90, 80), "line": (90, 84, 100), "focus": (255, 214, 120),
        "shadow": (0, 0, 0),
    },
    "light": {
        "bg": (246, 240, 226), "panel": (255, 251, 242), "panel_alt": (236, 228, 210),
        "text": (40, 34, 28), "text_dim": (110, 100, 88), "accent": (176, 96, 30),
        "accent_text": (255, 250, 240), "good": (50, 130, 70), "warn": (190, 140, 20),
        "bad": (185, 50, 40), "line": (200, 188, 166), "focus": (210, 120, 30),
        "shadow": (120, 100, 80),
    },
}

# role -> size in px at a 800 px high window; scaled with the window height
TYPE_SCALE: dict[str, int] = {"display": 44, "title": 30, "heading": 22, "body": 17, "small": 14}


@lru_cache(maxsize=128)
def _font(size: int, bold: bool) -> pygame.font.Font:
    font = pygame.font.Font(None, size)
    font.set_bold(bold)
    return font


@dataclass
class Theme:
    name: str = "dark"
    scale: float = 1.0
    palette: dict[str, Color] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.palette:
            self.palette = dict(PALETTES[self.name])

    @property
    def dark(self) -> bool:
        return self.name == "dark"

    def color(self, role: str) -> Color:
        return self.palette[role]

    def font(self, role: str, bold: bool = False) -> pygame.font.Font:
        size = max(10, round(TYPE_SCALE[role] * self.scale * 1.3))
        return _font(size, bold)

    def rescale(self, window_height: int) -> None:
        self.scale = max(0.75, min(1.6, window_height / 800))
