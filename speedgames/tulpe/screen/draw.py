"""Drawing the Speedtulpe table from its view: the sky with the players, the field, the tray.

Why a cached picture: a table of six with 630 fields, six cards and a log costs far more than a
frame to draw; between actions almost nothing changes, so :class:`Painter` draws the still part
only when its key (the view, the buttons' hover, the log, the theme, the size …) changes, and
on top of it every frame what moves — the sails, the glow of fitting fields, the tumbling dice,
the opening blooms, the Bedenkzeit's clock. The landscape is one cached surface; the field caches
its own layers. Everything is read from the :class:`~.view.TulpeView` and the :class:`~.layout.
Layout` with its :class:`~.layout.Parts`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import language, t
from speedgames.tulpe.screen import art
from speedgames.tulpe.screen.field import Live
from speedgames.tulpe.screen.view import TulpeView
from speedgames.ui.turn_clock import draw_turn_clock
from speedgames.ui.widgets import Button, balanced_width, draw_panel, draw_text, fit_font

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.tulpe.screen.layout import Layout
    from speedgames.ui.theme import Theme
    from speedgames.ui.turn_clock import TurnClock


class IconButton(Button):
    """A square button with a drawn icon (the Rat's bulb); ``lit()``: the bulb glows."""

    def __init__(self, icon: str, on_click: Any, tooltip: Any, lit: Any = None) -> None:
        super().__init__("", on_click, tooltip=tooltip, style="quiet")
        self.icon = icon
        self.lit = lit or (lambda: False)

    def draw(self, surface: pygame.Surface, theme: Any, focused: bool = False) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        fill = theme.color("button_hover" if self.hovered else "panel")
        pygame.draw.rect(surface, fill, self.rect, border_radius=theme.px(8))
        pygame.draw.rect(surface, theme.color("line"), self.rect, 1, border_radius=theme.px(8))
        ink = theme.color("text" if self.enabled else "disabled_text")
        art.bulb_icon(surface, self.rect.inflate(-theme.px(12), -theme.px(8)),
                      self.enabled and self.lit(), ink)
        key = theme.font("label").render("R", True, theme.color("text_dim"))
        surface.blit(key, key.get_rect(bottomright=(self.rect.right - theme.px(4),
                                                    self.rect.bottom - theme.px(2))))


class Openings:
    """The tulips opening after a bloom: ``(owner, col, row)`` → progress from 0 to 1."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int, int], float] = {}

    def __bool__(self) -> bool:
        return bool(self.cells)

    @property
    def busy(self) -> bool:
        """A tulip is still opening (the table waits)."""
        return any(p < 1.0 for p in self.cells.values())

    def start(self, new: dict[int, set], animated: bool) -> None:
        """``new``: per seat the cells that just bloomed; without animation they stand open."""
        for owner, cells in new.items():
            for col, row in cells:
                self.cells[(owner, col, row)] = 0.0 if animated else 1.0

    def update(self, dt: float, seconds: float, rolling: bool) -> None:
        if not self.cells:
            return
        step = dt / seconds if seconds else 1.0
        for key in list(self.cells):
            self.cells[key] = min(1.0, self.cells[key] + step)
        if not self.busy and not rolling:
            self.cells.clear()

    def skip(self) -> None:
        for key in self.cells:
            self.cells[key] = 1.0

    def clear(self) -> None:
        self.cells.clear()

    def keys(self) -> tuple[tuple[int, int, int], ...]:
        return tuple(sorted(self.cells))

    def of(self, owner: int) -> dict[tuple[int, int], float]:
        """The opening cells of ``owner``'s field with their progress."""
        return {(c, r): p for (o, c, r), p in self.cells.items() if o == owner}


def mode_caption(view: TulpeView) -> str:
    """The title card's caption: the mode, for the Tagesspiel whether it counts."""
    mode = t(view.mode_key)
    if view.mode == "daily":
        mode += " · " + t("tulpe.ui.daily_counts" if view.daily_counts
                          else "tulpe.ui.daily_practice")
    return mode.upper()


class Painter:
    """Draws the table: a cached still picture, then what moves (see the module docstring)."""

    def __init__(self) -> None:
        self._static: pygame.Surface | None = None
        self._key: tuple | None = None
        self._view: TulpeView | None = None  # held, so the key's identity stays unique
        self.redraws = 0

    def forget(self) -> None:
        """Draw the still picture anew at the next frame (a window shown again)."""
        self._key = None

    def draw(self, surface: pygame.Surface, theme: "Theme", layout: "Layout", view: TulpeView,
             live: Live, clock: "TurnClock | None", turning: bool) -> None:
        """``live``: the field's moving layer; ``clock``: the Bedenkzeit running for the person
        at the device (None: none shown); ``turning``: the sails may turn (animations on)."""
        parts = layout.parts
        key = self.static_key(surface, theme, layout, view)
        if self._static is None or self._static.get_size() != surface.get_size():
            self._static = pygame.Surface(surface.get_size())
            if pygame.display.get_surface() is not None:
                self._static = self._static.convert()
            self._key = None
        if key != self._key:
            self._draw_static(self._static, theme, layout, view)
            self._key = key
            self._view = view
            self.redraws += 1
        surface.blit(self._static, (0, 0))
        art.draw_turning_sails(surface, surface.get_size(), layout.horizon, theme.dark,
                               20.0 + (live.pulse * 9.0 if turning else 0.0))
        parts.field.draw_live(surface, theme, view.field_data(), live)
        parts.tray.draw_tumble(surface, theme)
        owners = {owner for owner, _, _ in view.opening}
        if len(owners) > 1:  # the covert choices bloom together: say so over the field
            font = theme.font("heading")
            img = font.render(t("tulpe.ui.all_bloom"), True, theme.color("accent_text"))
            pill = img.get_rect(center=(parts.field.grid.centerx, parts.field.grid.y))
            pill = pill.inflate(theme.px(36), theme.px(12))
            pygame.draw.rect(surface, theme.color("accent"), pill, border_radius=pill.height // 2)
            pygame.draw.rect(surface, theme.color("ink"), pill, 1, border_radius=pill.height // 2)
            surface.blit(img, img.get_rect(center=pill.center))
        if clock is not None and clock.limit is not None:
            draw_turn_clock(surface, layout.clock_rect, clock, theme)

    def static_key(self, surface: pygame.Surface, theme: "Theme", layout: "Layout",
                   view: TulpeView) -> tuple:
        parts = layout.parts
        buttons = tuple((b.hovered, b.pressed, b.enabled, b.visible)
                        for b in parts.all_buttons())
        return (surface.get_size(), theme.name, language(), id(view), len(parts.log.entries),
                parts.log.scroll, buttons, parts.tray.hover, parts.tray.rolling,
                parts.tray.flash > 0)

    def _draw_static(self, surface: pygame.Surface, theme: "Theme", layout: "Layout",
                     view: TulpeView) -> None:
        parts, th = layout.parts, theme
        w, h = surface.get_size()
        surface.blit(art.landscape((w, h), th.dark, layout.horizon, sails=False), (0, 0))
        self._draw_title(surface, th, layout, view)
        parts.strip.draw(surface, th, view.cards)
        parts.rat.visible = view.rat_allowed
        for b in parts.buttons():
            b.draw(surface, th, False)
        # field panel
        panel = layout.field_rect.union(layout.caption_rect).inflate(th.px(8), th.px(4))
        art.meadow_panel(surface, panel, th.dark, th.px(10))
        cap = view.caption
        font = fit_font(th, "body", cap, layout.caption_rect.width, bold=True)
        surface.blit(font.render(cap, True, th.color("text")),
                     (layout.caption_rect.x + th.px(6), layout.caption_rect.y + th.px(3)))
        opening = frozenset((c, r) for (owner, c, r) in view.opening if owner == view.viewed)
        parts.field.draw_static(surface, th, view.field_data(), opening, rekord=view.rekord)
        p = view.player(view.viewed)
        note = t("tulpe.ui.no_bonus_note") if view.rat_used and view.rat_allowed else ""
        parts.score.draw(surface, th, view.names[view.viewed], int(p.get("score", 0)),
                         p.get("breakdown"), int(p.get("cans", 0)),
                         int(view.options.get("cans", 8) or 8), note)
        parts.tray.draw(surface, th, view.tray)
        parts.log.draw(surface, th)
        if layout.keys_rect.height:
            keys, font = t(layout.keys_key), th.font("small")
            room = layout.keys_rect.inflate(-2 * th.px(10), 0)
            even = pygame.Rect(0, room.y, balanced_width(keys, font, room.width), room.height)
            even.centerx = room.centerx   # lines about even, never a lone „I Info“ (#30)
            draw_text(surface, keys, font, th.color("text_dim"), even, align="center")

    @staticmethod
    def _draw_title(surface: pygame.Surface, th: "Theme", layout: "Layout",
                    view: TulpeView) -> None:
        r = layout.title_rect
        draw_panel(surface, r, th, "panel")
        pad = th.px(10)
        lines = title_lines(th, r, view)
        name = lines[0][1]
        room = r.right - pad - name.right - th.px(4)
        emblem = min(room, name.height + th.px(6))
        if emblem >= th.px(22):  # a flamed tulip beside the name when there is room
            tulip = art.tulip("W", emblem)
            surface.blit(tulip, tulip.get_rect(topright=(r.right - pad + th.px(4),
                                                         r.y + th.px(2))))
        for img, at in lines:
            surface.blit(img, at)


def title_lines(th: "Theme", r: pygame.Rect,
                view: TulpeView) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The title card's three lines in ``r``, each rendered and placed: the game's name, the
    mode caption and the Wurf („Wurf 2 von 30“)."""
    pad = th.px(10)
    out = []
    y = r.y + pad // 2
    for text, role, color, gap in ((t("games.tulpe.name"), "title", "text", 0),
                                   (mode_caption(view), "label", "accent", th.px(2)),
                                   (view.wurf, "heading", "text", 0)):
        font = fit_font(th, role, text, r.width - 2 * pad)
        img = font.render(text, True, th.color(color))
        out.append((img, img.get_rect(topleft=(r.x + pad, y))))
        y += (img.get_height() if role == "title" else font.get_linesize()) + gap
    return out


def title_height(th: "Theme") -> int:
    """How tall the title card must be for its three lines at full size."""
    return th.px(10) + th.font("title").get_height() + th.font("label").get_linesize() \
        + th.px(2) + th.font("heading").get_height()
