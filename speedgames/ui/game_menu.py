"""The pause menu over a running game (Esc, the Zahnrad or „Menü“), shared by the three games.

Why shared: all three games offer the same menu — Weiter · (the game's own switches) ·
Spielregeln · Einstellungen · Zum Kontor (the game stays saved; „Fortsetzen“ resumes it) ·
Aufgeben. Aufgeben shows only with other humans at the table, because leaving such a game early
costs 10 in the Bestenliste: it asks first, enters the −10 for the person at the device and
removes the save. Only the words, the game's extra switches and how a game reaches its match and
save differ; a game says those as data (:class:`MenuTexts`) and a few small hooks.

API: subclass :class:`GameMenu`, set ``name``, ``game_id`` and ``texts`` (and, when they differ,
``panel_width``, ``close_keys``, ``icons``); override ``extra_entries()`` for the game's own
switches and ``seat_label(seat)``. The defaults reach the match through ``game.ctl``, a
:class:`~speedgames.ui.match_controller.MatchController`; a game without one overrides
``humans``/``holder``/``match``/``drop_save``/``to_kontor``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

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
    error_context = ""  # the tag of a failed Aufgeben in app.report_error

    def __init__(self, app: "AppLike", game: Any) -> None:
        super().__init__(app)
        self.game = game
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
        raise NotImplementedError

    @property
    def humans(self) -> list[int]:
        return list(self.game.ctl.humans)

    @property
    def holder(self) -> int | None:
        return self.game.ctl.holder

    @property
    def match(self) -> Any:
        return self.game.ctl.match

    def drop_save(self) -> None:
        """Stop saving and remove the save (the game was given up)."""
        from speedgames.core.saves import delete_save

        ctl = self.game.ctl
        save_id = ctl.save_id
        ctl.close()
        if save_id:
            delete_save(self.app.storage, self.game_id, save_id)

    def to_kontor(self) -> None:
        self.game.ctl.flush()
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
        from speedgames.core.records import record_abandoned

        try:
            notices = record_abandoned(self.app.storage, self.game_id, self.match.record(),
                                       seat=seat)
        except Exception:
            self.app.report_error(self.error_context)
            notices = []
        notices += self._forfeit_stake(seat)
        self.drop_save()
        for notice in notices:
            self.app.toast(notice, "warn")
        self.app.home()

    def _forfeit_stake(self, seat: int) -> list[Text]:
        """Leaving a game with an Einsatz and other humans early: the stake goes to them."""
        from speedgames.core.purses import forfeit_game

        try:
            changes = forfeit_game(self.app.storage, self.game_id, self.match.options,
                                   self.match.seed, seat)
        except Exception:
            self.app.report_error(self.error_context)
            return []
        lost = -min(changes.values(), default=0) if changes else 0
        return [Text("ui.stakes.forfeit", {"stake": lost})] if lost > 0 else []

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
