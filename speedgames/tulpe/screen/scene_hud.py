"""Layout and drawing of the Speedtulpe table: the sky with the players, the field, the tray.

Everything is computed from the window size (1024×700 up to large): the top band holds the title,
the other players' cards, the Rat and the menu; below it the big field with its score strip on
the left and the dice tray above the Spielverlauf on the right. The landscape is one cached
surface; the field caches its own layers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import language, t
from speedgames.tulpe.screen import art, view_model
from speedgames.tulpe.screen import rules as ui_rules
from speedgames.tulpe.screen.controller import ACTIVE, OTHERS, OVER, ROLL
from speedgames.tulpe.screen.players import Card
from speedgames.ui.tooltip import render_message
from speedgames.ui.turn_clock import draw_turn_clock
from speedgames.ui.widgets import Button, draw_panel, fit_font

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.tulpe.screen.scene import TulpeScene


class IconButton(Button):
    """A square button with a drawn icon (the Rat's bulb)."""

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


class Hud:
    """Positions and draws every part of the scene; owns the top buttons."""

    def __init__(self, scene: "TulpeScene") -> None:
        self.scene = scene
        self.size = (0, 0)
        self.top = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.field_rect = pygame.Rect(0, 0, 0, 0)
        self.caption_rect = pygame.Rect(0, 0, 0, 0)
        self.clock_rect = pygame.Rect(0, 0, 0, 0)
        self.horizon = 100
        self.rat_button = IconButton("bulb", scene.rat, lambda: t("tulpe.ui.rat_tip"),
                                     lit=lambda: scene.advice is not None or scene.rat_used)
        self.menu_button = Button(lambda: t("tulpe.ui.menu"), self.open_menu)
        self._static: pygame.Surface | None = None
        self._key: tuple | None = None
        self.redraws = 0

    def buttons(self) -> list[Button]:
        return [self.rat_button, self.menu_button]

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        scene = self.scene
        th = scene.app.theme
        w, h = size
        self.size = (w, h)
        m = th.px(14)
        top_h = th.px(112)
        self.top = pygame.Rect(m, m, w - 2 * m, top_h)
        self.horizon = self.top.bottom - th.px(4)
        title_w = th.px(232)
        self.title_rect = pygame.Rect(self.top.x, self.top.y, title_w, top_h)
        bw = th.px(124)
        column = pygame.Rect(self.top.right - int(self.horizon * 0.85) - bw, self.top.y, bw,
                             top_h)
        self.menu_button.rect = pygame.Rect(column.x, column.y + th.px(4), bw, th.px(42))
        self.rat_button.rect = pygame.Rect(column.right - th.px(56), column.y + th.px(54),
                                           th.px(56), th.px(56))
        self.clock_rect = pygame.Rect(column.x, column.y + th.px(54), th.px(58), th.px(58))
        cards = self.top.copy()
        cards.x = self.title_rect.right + th.px(10)
        cards.width = column.x - th.px(12) - cards.x
        scene.strip.layout(cards, len(scene.controller.seats), th)
        body_y = self.top.bottom + th.px(12)
        right_w = max(th.px(300), min(th.px(400), int(w * 0.27)))
        right = pygame.Rect(w - m - right_w, body_y, right_w, h - m - body_y)
        tray_h = min(th.px(440), int(right.height * 0.66))
        scene.tray.layout(pygame.Rect(right.x, right.y, right.width, tray_h), th)
        scene.log.set_rect(pygame.Rect(right.x, right.y + tray_h + th.px(10), right.width,
                                       right.bottom - right.y - tray_h - th.px(10)))
        left = pygame.Rect(m, body_y, right.x - 2 * m, h - m - body_y)
        score_h = th.px(84)
        caption_h = th.font("body", bold=True).get_linesize() + th.px(6)
        self.caption_rect = pygame.Rect(left.x, left.y, left.width, caption_h)
        self.field_rect = pygame.Rect(left.x, left.y + caption_h, left.width,
                                      left.height - score_h - caption_h - th.px(10))
        scene.field.layout(self.field_rect, th)
        scene.score.layout(pygame.Rect(left.x, left.bottom - score_h, left.width, score_h), th)

    # ------------------------------------------------------------------ content
    def cards(self) -> list[Card]:
        scene = self.scene
        ctl = scene.controller
        summary = ctl.summary()
        step = ctl.step()
        players = summary.get("players", [])
        out = []
        for seat in range(len(ctl.seats)):
            p = players[seat] if seat < len(players) else {}
            waiting = step.kind in (ACTIVE, OTHERS) and seat in step.seats
            short = ctl.short_name(seat)
            level = None if ctl.is_human(seat) else t(
                f"levels.{ctl.seats[seat].get('level', 'normal')}")
            out.append(Card(seat=seat, name=render_message(short), score=int(p.get("score", 0)),
                            level=level,
                            cans=int(p.get("cans", 0)),
                            data=view_model.field_data(summary, seat, scene.match.options),
                            active=seat == step.active and step.kind != OVER,
                            waiting=waiting and seat != step.active,
                            shown=seat == scene.viewed, human=ctl.is_human(seat)))
        return out

    def status_text(self) -> str:
        """One line under the dice: what to do now (or who is doing what)."""
        scene = self.scene
        ctl = scene.controller
        step = ctl.step()
        if step.kind == OVER:
            return t("tulpe.ui.status.over")
        if scene.tray.rolling:
            return t("tulpe.ui.status.rolling")
        human = ctl.human_to_act()
        computer = ctl.computer_to_act()
        if computer is not None and (human is None or step.kind == OTHERS
                                     or computer == step.active):
            return t("tulpe.ui.status.computer", name=scene.seat_name(computer))
        if human is None:
            return ""
        if scene.advice is not None and scene.advice.reason is not None:
            return t("tulpe.ui.status.rat", reason=render_message(scene.advice.reason))
        name = scene.seat_name(human)
        if step.kind == ROLL:
            return t("tulpe.ui.status.roll", name=name)
        sel = scene.selection
        if sel.color_die is None or sel.number_die is None:
            key = "tulpe.ui.status.pick_dice_rest" if step.kind == OTHERS \
                else "tulpe.ui.status.pick_dice"
            return t(key, name=name)
        refusal = scene.bloom_refusal()
        if refusal is None:
            return t("tulpe.ui.status.confirm")
        number = scene.die_value("number", sel.number_die)
        color = scene.die_value("color", sel.color_die)
        problem = ui_rules.problem(scene.controller.summary(), human,
                                   None if color == "*" else color,
                                   number if isinstance(number, int) else None, sel.cells)
        if problem is not None:
            return render_message(problem)
        if isinstance(number, int) and number > len(sel.cells):
            left = number - len(sel.cells)
            return t("tulpe.ui.status.pick_cells" if left > 1 else "tulpe.ui.status.pick_cell",
                     n=left)
        if not isinstance(number, int) and len(sel.cells) < 5:
            return t("tulpe.ui.status.pick_cells_can")  # a Gießkanne: more fields may follow
        return render_message(refusal)

    def caption(self) -> str:
        scene = self.scene
        name = scene.seat_name(scene.viewed)
        if scene.chooser is not None and scene.viewed != scene.chooser:
            return t("tulpe.ui.caption.other", name=name)
        return t("tulpe.ui.caption.own", name=name)

    def wurf_text(self) -> str:
        """„Wurf 7 von 30“ alone, „Wurf 7“ at a table: the counter in the title panel."""
        summary = self.scene.controller.summary()
        wurf = int(summary.get("wurf", 0) or 0)
        limit = summary.get("wurf_limit")
        return t("tulpe.ui.wurf_of", n=wurf, total=limit) if limit else t("tulpe.ui.wurf", n=wurf)

    def open_menu(self) -> None:
        from speedgames.tulpe.screen.menu import PauseMenu

        self.scene.app.push(PauseMenu(self.scene.app, self.scene))

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """A cached picture of everything that stands still, then what moves on top.

        Why: a table of six with 630 fields, six cards and a log costs far more than a frame to
        draw; between actions almost nothing changes, so the still part is drawn only when its
        key (position, selection, hover, language, theme, size …) changes.
        """
        scene = self.scene
        th = scene.app.theme
        key = self.static_key(surface)
        if self._static is None or self._static.get_size() != surface.get_size():
            self._static = pygame.Surface(surface.get_size())
            if pygame.display.get_surface() is not None:
                self._static = self._static.convert()
            self._key = None
        if key != self._key:
            self._draw_static(self._static)
            self._key = key
            self.redraws += 1
        surface.blit(self._static, (0, 0))
        turning = getattr(scene.app.settings, "animations", "normal") != "off"
        art.draw_turning_sails(surface, surface.get_size(), self.horizon, th.dark,
                               20.0 + (scene.pulse * 9.0 if turning else 0.0))
        summary = scene.controller.summary()
        data = view_model.field_data(summary, scene.viewed, scene.match.options)
        scene.field.draw_live(surface, th, data, scene.live())
        scene.tray.draw_tumble(surface, th)
        owners = {owner for owner, _, _ in scene.opening}
        if len(owners) > 1:  # the covert choices bloom together: say so over the field
            text = t("tulpe.ui.all_bloom")
            font = th.font("heading")
            img = font.render(text, True, th.color("accent_text"))
            pill = img.get_rect(center=(scene.field.grid.centerx, scene.field.grid.y))
            pill = pill.inflate(th.px(36), th.px(12))
            pygame.draw.rect(surface, th.color("accent"), pill, border_radius=pill.height // 2)
            pygame.draw.rect(surface, th.color("ink"), pill, 1, border_radius=pill.height // 2)
            surface.blit(img, img.get_rect(center=pill.center))
        if scene.clock.limit is not None and scene.chooser is not None:
            draw_turn_clock(surface, self.clock_rect, scene.clock, th)

    def static_key(self, surface: pygame.Surface) -> tuple:
        scene = self.scene
        sel = scene.selection
        buttons = tuple((b.hovered, b.pressed, b.enabled, b.visible)
                        for b in self.buttons() + scene.tray.buttons.all())
        return (surface.get_size(), scene.app.theme.name, language(), len(scene.match.actions),
                scene.viewed, scene.chooser, sel.color_die, sel.number_die, tuple(sel.cells),
                id(scene.advice), scene.rat_used, len(scene.log.entries), scene.log.scroll,
                buttons, scene.tray.hover, scene.tray.rolling, scene.tray.flash > 0,
                tuple(sorted(scene.opening)), scene.busy, scene.ai_wait is not None,
                scene.privacy_for, scene.daily_counts, scene.pinned)

    def _draw_static(self, surface: pygame.Surface) -> None:
        scene = self.scene
        th = scene.app.theme
        w, h = surface.get_size()
        surface.blit(art.landscape((w, h), th.dark, self.horizon, sails=False), (0, 0))
        self._draw_title(surface)
        scene.strip.draw(surface, th, self.cards())
        self.rat_button.visible = scene.rat_allowed
        for b in self.buttons():
            b.draw(surface, th, False)
        # field panel
        panel = self.field_rect.union(self.caption_rect).inflate(th.px(8), th.px(4))
        art.meadow_panel(surface, panel, th.dark, th.px(10))
        cap = self.caption()
        font = fit_font(th, "body", cap, self.caption_rect.width, bold=True)
        surface.blit(font.render(cap, True, th.color("text")),
                     (self.caption_rect.x + th.px(6), self.caption_rect.y + th.px(3)))
        summary = scene.controller.summary()
        data = view_model.field_data(summary, scene.viewed, scene.match.options)
        rekord = scene.mode in ("rekordjagd", "daily")
        opening = frozenset((c, r) for (owner, c, r) in scene.opening if owner == scene.viewed)
        scene.field.draw_static(surface, th, data, opening, rekord=rekord)
        players = summary.get("players", [])
        p = players[scene.viewed] if scene.viewed < len(players) else {}
        note = ""
        if scene.rat_used and scene.rat_allowed:
            note = t("tulpe.ui.no_bonus_note")
        scene.score.draw(surface, th, scene.seat_name(scene.viewed), int(p.get("score", 0)),
                         p.get("breakdown"), int(p.get("cans", 0)),
                         int(scene.match.options.get("cans", 8) or 8), note)
        scene.tray.draw(surface, th, scene.tray_state())
        scene.log.draw(surface, th)

    def _draw_title(self, surface: pygame.Surface) -> None:
        scene = self.scene
        th = scene.app.theme
        r = self.title_rect
        draw_panel(surface, r, th, "panel")
        pad = th.px(10)
        name = t("games.tulpe.name")
        font = fit_font(th, "title", name, r.width - 2 * pad)
        img = font.render(name, True, th.color("text"))
        surface.blit(img, (r.x + pad, r.y + pad // 2))
        room = r.right - pad - (r.x + pad + img.get_width()) - th.px(4)
        emblem = min(room, img.get_height() + th.px(6))
        if emblem >= th.px(22):  # a flamed tulip beside the name when there is room
            tulip = art.tulip("W", emblem)
            surface.blit(tulip, tulip.get_rect(topright=(r.right - pad + th.px(4),
                                                         r.y + th.px(2))))
        y = r.y + pad // 2 + img.get_height()
        mode = t(scene.mode_key)
        if scene.mode == "daily":
            mode += " · " + t("tulpe.ui.daily_counts" if scene.daily_counts
                              else "tulpe.ui.daily_practice")
        label = fit_font(th, "label", mode.upper(), r.width - 2 * pad)
        surface.blit(label.render(mode.upper(), True, th.color("accent")), (r.x + pad, y))
        y += label.get_linesize() + th.px(2)
        text = self.wurf_text()
        wf = fit_font(th, "heading", text, r.width - 2 * pad)
        surface.blit(wf.render(text, True, th.color("text")), (r.x + pad, y))
