"""The pause menu over a running game (Esc, the Zahnrad or „Menü“), shared by the three games.

Why shared: all three games offer the same menu — Weiter · (the game's own switches) ·
Spielregeln · Einstellungen · Zum Kontor (the game stays saved; „Fortsetzen“ resumes it) ·
Aufgeben. Aufgeben shows only with other humans at the table, because leaving such a game early
costs 10 in the Bestenliste: it asks first, enters the −10 for the person at the device and
removes the save. Only the words, the game's extra switches and how a game reaches its match and
save differ; a game says those as data (:class:`MenuTexts`) and a few small hooks.

API: subclass :class:`GameMenu`, set ``name``, ``game_id`` and ``texts`` (and, when they differ,
``panel_width``, ``close_keys``, ``icons``); override ``extra_entries()`` for the game's own
switches. ``GameMenu(app, table, to_kontor=None)``: the match, its people, Aufgeben and the
save are the :class:`~speedgames.ui.table.Table`'s (``to_kontor``: what „Zum Kontor“ does
instead of saving with the clock and going home).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from speedgames.core.i18n import Text, t
from speedgames.ui import registry
from speedgames.ui.overlays import ConfirmDialog, ModalScene, draw_scrim
from speedgames.ui.widgets import Button, FocusRing, Widget, draw_panel

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike


def tr(key: str, **params: Any) -> Any:
    """A label that is looked up when drawn, so a language switch shows at once."""
    return lambda: t(key, **params)


@dataclass(frozen=True)
class MenuTexts:
    """The locale keys of one game's menu (``settings`` None: no Einstellungen entry)."""

    title: str
    resume: str
    rules: str
    kontor: str
    give_up: str
    give_up_question: str
    give_up_yes: str
    settings: str | None = None


class GameMenu(ModalScene):
    """A modal menu over the game (Esc or „Weiter“ closes it). See the module docstring."""

    game_id = ""
    texts: MenuTexts
    panel_width = 520
    icons = True  # book / gear / back icons on Spielregeln, Einstellungen, Zum Kontor

    def __init__(self, app: "AppLike", table: Any,
                 to_kontor: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.table = table
        self._to_kontor = to_kontor
        tx = self.texts
        self.resume_btn = Button(tr(tx.resume), self.close, style="primary")
        self.rules_btn = Button(tr(tx.rules), lambda: app.open("rules", game=self.game_id),
                                enabled=registry.has("rules"), icon=self._icon("book"))
        self.settings_btn: Button | None = None
        if tx.settings:
            self.settings_btn = Button(tr(tx.settings), lambda: app.open("settings"),
                                       enabled=registry.has("settings"), icon=self._icon("gear"))
        self.kontor_btn = Button(tr(tx.kontor), self.to_kontor, icon=self._icon("back"))
        others = len(self.humans) > 1 and not self.match.state.is_over()
        self.give_up_btn = Button(tr(tx.give_up), self.give_up, enabled=others)
        self.give_up_btn.visible = others
        widgets: list[Widget] = [self.resume_btn, *self.extra_entries(), self.rules_btn]
        if self.settings_btn is not None:
            widgets.append(self.settings_btn)
        widgets += [self.kontor_btn, self.give_up_btn]
        self.focus = FocusRing(widgets)
        self.focus.focus(self.resume_btn)

    def _icon(self, name: str) -> str | None:
        return name if self.icons else None

    # ---------------------------------------------------------------- per game
    def extra_entries(self) -> Sequence[Widget]:
        """The game's own switches, shown between Weiter and Spielregeln."""
        return ()

    def seat_label(self, seat: int) -> Any:
        """The seat's name for the Aufgeben question."""
        return self.table.seat_name(seat)

    # ---------------------------------------------------------------- the table's answers
    @property
    def humans(self) -> list[int]:
        return list(self.table.people)

    @property
    def holder(self) -> int | None:
        return self.table.holder

    @property
    def match(self) -> Any:
        return self.table.match

    def to_kontor(self) -> None:
        """The game stays saved with the clock's time („Fortsetzen“ goes on from here)."""
        if self._to_kontor is not None:
            self._to_kontor()
            return
        self.table.save()
        self.app.home()

    # ---------------------------------------------------------------- shared
    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.back()

    def give_up(self) -> None:
        seat = self.holder
        if seat is None:
            seat = self.humans[0]
        tx = self.texts
        self.app.push(ConfirmDialog(
            self.app, Text(tx.give_up_question, {"name": self.seat_label(seat)}),
            on_yes=lambda: self._give_up(seat), yes=Text(tx.give_up_yes), danger=True))

    def _give_up(self, seat: int) -> None:
        """Aufgeben is the table's (−10 in the Bestenliste, the stake to the others, the save
        goes): the notices as toasts, then the Kontor."""
        for notice in self.table.give_up(seat):
            self.app.toast(notice, "warn")
        self.app.home()

    def on_escape(self) -> None:
        self.close()

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        w, h = surface.get_size()
        draw_scrim(surface, th, 170)
        items = [wd for wd in self.focus.widgets if wd.visible]
        bh, gap = th.px(50), th.px(12)
        pw = min(w - th.px(40), th.px(self.panel_width))
        title_h = th.font("title").get_linesize() + th.px(20)
        ph = th.px(28) * 2 + title_h + len(items) * (bh + gap)
        panel = pygame.Rect(0, 0, pw, ph)
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, th, "poster")
        title = th.font("title").render(t(self.texts.title), True, th.color("text"))
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + th.px(24))))
        y = panel.y + th.px(28) + title_h
        for widget in items:
            widget.rect = pygame.Rect(panel.x + th.px(32), y, pw - th.px(64), bh)
            y += bh + gap
        self.focus.draw(surface, th)
