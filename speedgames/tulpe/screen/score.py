"""The score under the field: the points, their Rechenweg and the Gießkannen left.

The rule text promises „Unten am Feld steht der Rechenweg“: every part of the score is shown with
its sign, so a new field reads „Gießkannen 8 − Prachttulpen 30 = −22“. The numbers come from the
rules' ``breakdown`` (never recomputed here); this module only words and draws them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

import pygame

from speedgames.core.i18n import Text, t
from speedgames.tulpe.screen import art
from speedgames.ui.widgets import clipping, draw_panel, fit_font, wrap_text

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme

# breakdown kinds in the order the Rechenweg reads, with the locale key of their name
PARTS = (("column", "tulpe.ui.part.columns"), ("color", "tulpe.ui.part.colors"),
         ("cans", "tulpe.ui.part.cans"), ("stars", "tulpe.ui.part.stars"))


def sums(breakdown: Sequence[Mapping[str, Any]] | None) -> dict[str, int]:
    """Points per kind of the rules' breakdown (columns and colours added up)."""
    out: dict[str, int] = {}
    for item in breakdown or ():
        try:
            out[str(item["kind"])] = out.get(str(item["kind"]), 0) + int(item["points"])
        except (KeyError, TypeError, ValueError):
            continue
    return out


NBSP = "\u00a0"


def rechenweg(breakdown: Sequence[Mapping[str, Any]] | None, score: int) -> str:
    """„Spalten 5 + Farben 0 + Gießkannen 8 − Prachttulpen 26 = −13“ in the current language."""
    parts: list[str] = []
    per_kind = sums(breakdown)
    for kind, label in PARTS:
        if kind not in per_kind and kind in ("column", "color"):
            value = 0
        elif kind not in per_kind:
            continue
        else:
            value = per_kind[kind]
        name = t(label).replace(" ", NBSP)
        if not parts:
            parts.append(f"{name}{NBSP}{value}" if value >= 0 else f"−{name}{NBSP}{-value}")
        else:
            parts.append(f"+{NBSP}{name}{NBSP}{value}" if value >= 0
                         else f"−{NBSP}{name}{NBSP}{-value}")
    if not parts:
        return signed(score)
    # a line breaks only between the parts: „+ Gießkannen 8“ and „… = −22“ stay whole
    return " ".join(parts) + f"{NBSP}={NBSP}{signed(score)}"


def signed(value: int) -> str:
    return f"−{-value}" if value < 0 else str(value)


def points_text(value: int) -> Text:
    """„1 Punkt“, „−22 Punkte“: a score with its noun (singular for ±1) and a real minus sign."""
    return Text("core.count.points.one" if abs(value) == 1 else "core.count.points.other",
                {"n": signed(value)})


class ScorePanel:
    """Draws one player's score strip into ``rect``."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cans_rect = pygame.Rect(0, 0, 0, 0)
        self.score_rect = pygame.Rect(0, 0, 0, 0)
        # the Rechenweg across the panel under name and score (a narrow, tall panel: portrait)
        self.stacked = False

    def layout(self, rect: pygame.Rect, theme: "Theme") -> None:
        self.rect = pygame.Rect(rect)
        wanted = self.wanted_height(theme, rect.width)
        self.stacked = wanted > theme.px(84) and rect.height >= wanted

    @staticmethod
    def _top_h(theme: "Theme") -> int:
        from speedgames.ui import fonts

        return theme.font("label").get_linesize() + \
            fonts.font("text_bold", theme.font("title").get_height()).get_height()

    def wanted_height(self, theme: "Theme", width: int, cans_total: int = 8) -> int:
        """How tall the panel wants to be: the usual band when the longest Rechenweg („Spalten
        −99 + Farben 99 + Gießkannen 10 − Prachttulpen 99 = −999“) takes at most two lines
        beside name and cans; else with the Rechenweg on whole lines across the panel under
        them (a portrait window, big text: it was squeezed to cut lines)."""
        from speedgames.ui import fonts

        pad = theme.px(12)
        inner = pygame.Rect(0, 0, max(1, width - 2 * pad), theme.px(74))
        big = fonts.font("text_bold", theme.font("title").get_height())
        sample = rechenweg([{"kind": "column", "points": -99}, {"kind": "color", "points": 99},
                            {"kind": "cans", "points": 10}, {"kind": "stars", "points": -99}],
                           -999)
        if self._rechenweg_lines(theme, sample, inner, big.size("−99")[0],
                                 (cans_total + 1) // 2, theme.px(12)) <= 2:
            return theme.px(84)
        body = theme.font("body")
        lines = len(wrap_text(sample, body, inner.width, report=False))
        return theme.px(10) + self._top_h(theme) + theme.px(4) + \
            theme.font("label").get_linesize() + theme.px(2) + lines * body.get_linesize()

    @staticmethod
    def _rechenweg_lines(theme: "Theme", text: str, inner: pygame.Rect, left_w: int,
                         per_row: int, icon: int) -> int:
        """Lines of the Rechenweg at the body size beside ``per_row`` cans."""
        width = max(10, inner.width - per_row * (icon + theme.px(2)) - left_w - theme.px(36))
        return len(wrap_text(text, theme.font("body"), width, report=False))

    def draw(self, surface: pygame.Surface, theme: "Theme", name: str, score: int,
             breakdown: Sequence[Mapping[str, Any]] | None, cans: int, cans_total: int,
             note: str = "") -> None:
        r = self.rect
        draw_panel(surface, r, theme, "card")
        pad = theme.px(12)
        inner = r.inflate(-2 * pad, -theme.px(10))
        # left: name and the big score
        from speedgames.ui import fonts

        big = fonts.font("text_bold", theme.font("title").get_height())
        score_img = big.render(signed(score), True, theme.color("text"))
        label = fit_font(theme, "label", name.upper(), theme.px(220))
        name_img = label.render(name.upper(), True, theme.color("text_dim"))
        left_w = max(score_img.get_width(), min(name_img.get_width(), theme.px(220)))
        surface.blit(name_img, (inner.x, inner.y))
        self.score_rect = score_img.get_rect(topleft=(inner.x, inner.y + name_img.get_height()))
        surface.blit(score_img, self.score_rect)
        # right: the Gießkannen as small cans, used ones faded
        cap = theme.font("small").render(t("tulpe.ui.cans_left", n=cans), True,
                                         theme.color("text_dim"))
        total = max(cans_total, cans)
        text = rechenweg(breakdown, score)
        icon = max(theme.px(16), min(theme.px(30), inner.height // 2))
        per_row = total if total <= 10 else (total + 1) // 2
        top_h = self._top_h(theme)
        if self.stacked:   # the cans in two rows beside name and score
            per_row = (total + 1) // 2
            icon = max(theme.px(12), min(theme.px(30), (top_h - cap.get_height()
                                                        - theme.px(4)) // 2))
        elif self._rechenweg_lines(theme, text, inner, left_w, per_row, icon) > 2:
            # narrow (a wide dice tray beside the field, big text): the cans in two short
            # rows give the Rechenweg the width for its two lines
            per_row = (total + 1) // 2
            icon = max(theme.px(12), min(icon, (inner.height - cap.get_height()
                                                - theme.px(4)) // 2))
        cans_w = per_row * (icon + theme.px(2))
        cans_x = inner.right - cans_w
        self.cans_rect = pygame.Rect(cans_x, inner.y, cans_w,
                                     top_h if self.stacked else inner.height)
        surface.blit(cap, cap.get_rect(topright=(inner.right, inner.y)))
        y = inner.y + cap.get_height() + theme.px(4)
        for i in range(total):
            box = pygame.Rect(cans_x + (i % per_row) * (icon + theme.px(2)),
                              y + (i // per_row) * (icon // 1), icon, icon)
            if i < cans:
                art.watering_can_icon(surface, box)
            else:
                pygame.draw.circle(surface, theme.color("line"), box.center, icon // 6)
        # middle: the Rechenweg, wrapped (two lines in the band, more where stacked)
        mid = pygame.Rect(inner.x + left_w + theme.px(20), inner.y,
                          max(10, inner.right - cans_w - inner.x - left_w - theme.px(36)),
                          inner.height)
        if self.stacked:
            mid = pygame.Rect(inner.x, inner.y + top_h + theme.px(4), inner.width,
                              inner.bottom - inner.y - top_h - theme.px(4))
        head = theme.font("label").render(t("tulpe.ui.rechenweg").upper(), True,
                                          theme.color("accent"))
        surface.blit(head, (mid.x, mid.y))
        font = theme.font("body")
        lines = wrap_text(text, font, mid.width)
        if len(lines) * font.get_linesize() > mid.height - head.get_height():
            font = theme.font("small")
            lines = wrap_text(text, font, mid.width)
        y = mid.y + head.get_height() + theme.px(2)
        for i, line in enumerate(lines):
            if y + font.get_height() > r.bottom:
                # never over the panel's edge (#30: 800×1280 at 150 % text showed „+
                # Gießkannen“ over the key hint): the rest is told, so a layout gives it room
                clipping.note("dropped", " ".join(lines[i:]), "Rechenweg under its panel")
                break
            surface.blit(font.render(line, True, theme.color("text")), (mid.x, y))
            y += font.get_linesize()
        if note:
            small = theme.font("small", italic=True)
            for line in wrap_text(note, small, mid.width)[:1]:
                if y + small.get_linesize() <= r.bottom:
                    surface.blit(small.render(line, True, theme.color("text_dim")), (mid.x, y))
