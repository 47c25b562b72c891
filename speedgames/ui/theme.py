"""One palette and one type scale per theme (light / dark), shared by every screen.

Every colour a screen uses comes from ``Theme.color(role)``; every font from ``Theme.font(role)``;
every length from ``Theme.px(n)`` (n = pixels at an 800 px high window). Games may add their own
period palettes on top, but the roles below exist in both themes so shared widgets look the same
everywhere. The look is a 1900s–1930s poster: dark = „Werkstatt bei Nacht“ (ink blue, brass, cream),
light = „Festwiese am Tag“ (paper, oxblood, ink).

Colour roles (both themes):
  bg, bg_alt            window background and its subtle second tone (stripes, vignettes)
  panel, panel_alt      cards / dialogs and their inner or hovered tone
  text, text_dim        body text and secondary text (both readable on bg and panel)
  accent, accent_text   the brand colour (primary buttons, rules) and text drawn on it
  accent2               a second poster colour (red in dark, blue-green in light)
  good, warn, bad       results and warnings
  line                  thin rules, borders
  focus                 the keyboard focus ring
  shadow                drop shadows (drawn with alpha)
  button, button_hover, button_text     ordinary buttons
  disabled, disabled_text               disabled buttons
  scrim                 veil colour under modal overlays (use with alpha ~170)
  gold, ink, paper      fixed poster colours (pictures), readable on each other

Type roles (``font(role)``): display (poster titles), title, heading, body, small, label (caps
captions), button. ``font(role, bold=True)`` gives the bold cut of the text face for body/small.

The player's „Textgröße“ (``text_scale``, 0.9–1.5) multiplies every font but no length: boxes
stay where the window puts them and layouts that measure their text reflow. „Farbsymbole“
(``seat_marks``) tells seat drawings to add each seat's symbol to its colour (``ui.seat_marks``).
Anything that caches a drawing keyed by the look uses ``Theme.key`` so both settings invalidate it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import pygame

from speedgames.ui import fonts

Color = tuple[int, int, int]

PALETTES: dict[str, dict[str, Color]] = {
    "dark": {
        "bg": (21, 25, 38), "bg_alt": (27, 32, 48),
        "panel": (34, 39, 58), "panel_alt": (46, 52, 76),
        "text": (242, 233, 212), "text_dim": (178, 170, 152),
        "accent": (224, 172, 74), "accent_text": (28, 22, 14), "accent2": (196, 72, 58),
        "good": (120, 196, 128), "warn": (238, 200, 90), "bad": (232, 98, 86),
        "line": (92, 96, 122), "focus": (255, 218, 120), "shadow": (0, 0, 0),
        "button": (52, 58, 84), "button_hover": (68, 76, 108), "button_text": (242, 233, 212),
        "disabled": (40, 44, 62), "disabled_text": (116, 116, 130), "scrim": (8, 10, 18),
        "gold": (224, 172, 74), "ink": (24, 26, 40), "paper": (242, 233, 212),
    },
    "light": {
        "bg": (240, 231, 210), "bg_alt": (232, 221, 196),
        "panel": (252, 248, 238), "panel_alt": (238, 228, 206),
        "text": (36, 30, 28), "text_dim": (100, 90, 78),
        "accent": (160, 50, 36), "accent_text": (255, 248, 236), "accent2": (34, 96, 104),
        "good": (40, 122, 64), "warn": (168, 116, 10), "bad": (176, 40, 32),
        "line": (186, 170, 140), "focus": (28, 92, 160), "shadow": (90, 70, 50),
        "button": (228, 216, 190), "button_hover": (216, 200, 168), "button_text": (36, 30, 28),
        "disabled": (232, 226, 212), "disabled_text": (150, 140, 124), "scrim": (60, 48, 36),
        "gold": (196, 140, 40), "ink": (36, 30, 28), "paper": (252, 248, 238),
    },
}

# role -> (face, size in px at an 800 px high window); scaled with the window height
TYPE_SCALE: dict[str, int] = {
    "display": 50, "title": 34, "heading": 24, "body": 19, "small": 15, "label": 15, "button": 19,
}
_FACE: dict[str, str] = {
    "display": "display", "title": "display", "heading": "display", "body": "text",
    "small": "text", "label": "label", "button": "text_bold",
}
THEMES = ("dark", "light")


def contrast(a: Sequence[int], b: Sequence[int]) -> float:
    """The WCAG contrast ratio of two colours (1 … 21); text wants at least 4.5 on its ground."""

    def lum(c: Sequence[int]) -> float:
        def ch(v: float) -> float:
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b_ = (ch(x) for x in c[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# the narrowest proportions the layouts are made for: 1024×700 (app.MIN_SIZE), at the 800 px
# reference height 1170 px wide
NARROWEST = (1024, 700)


@dataclass
class Theme:
    name: str = "dark"
    scale: float = 1.0
    palette: dict[str, Color] = field(default_factory=dict)
    text_scale: float = 1.0
    seat_marks: bool = True

    def __post_init__(self) -> None:
        if self.name not in PALETTES:
            self.name = "dark"
        if not self.palette:
            self.palette = dict(PALETTES[self.name])

    @property
    def dark(self) -> bool:
        return self.name == "dark"

    def color(self, role: str) -> Color:
        """A palette colour; unknown roles fall back to ``text`` so a typo never crashes a frame."""
        return self.palette.get(role) or self.palette["text"]

    @property
    def key(self) -> tuple:
        """Everything that changes how a drawing looks (for caches of rendered pictures)."""
        return (self.name, round(self.scale, 4), round(self.text_scale, 3), self.seat_marks)

    def font_size(self, role: str) -> float:
        """The unrounded pixel size of ``role`` at this window and text size."""
        return TYPE_SCALE.get(role, TYPE_SCALE["body"]) * self.scale * self.text_scale

    def font(self, role: str, bold: bool = False, italic: bool = False) -> pygame.font.Font:
        return self.font_px(role, round(self.font_size(role)), bold, italic)

    @staticmethod
    def font_px(role: str, size: int, bold: bool = False,
                italic: bool = False) -> pygame.font.Font:
        """The face of ``role`` at an explicit pixel size (for text shrunk to fit a box)."""
        face = _FACE.get(role, "text")
        if face == "text" and bold:
            face = "text_bold"
        elif face == "text" and italic:
            face = "text_italic"
        elif face == "display" and italic:
            face = "display_italic"
        return fonts.font(face, max(9, int(size)))

    def px(self, n: float) -> int:
        """A length given at the 800 px reference height, scaled to the window."""
        return max(1, round(n * self.scale)) if n > 0 else round(n * self.scale)

    def rescale(self, window_height: int, window_width: int | None = None) -> None:
        """Lengths follow the window's height — and its width where that is narrower than the
        1024×700 window's proportions: the layouts are made for at least the width 1024×700
        gives at the reference height (1170 px), so a portrait window (800×1280) no longer
        scales to 1.6 and leaves its screens 640 reference pixels to squeeze into (#30)."""
        scale = window_height / 800
        if window_width is not None:
            # (exact in floats: 1024×700 gives 0.875 both ways, no length rounds differently)
            scale = min(scale, window_width * NARROWEST[1] / (NARROWEST[0] * 800))
        self.scale = max(0.75, min(1.6, scale))

    def switched(self, name: str) -> "Theme":
        """The same scale in another palette (for ``App.set_theme``)."""
        return Theme(name=name, scale=self.scale, text_scale=self.text_scale,
                     seat_marks=self.seat_marks)
