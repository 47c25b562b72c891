"""The Stopfen at the device: Ziehen, Aufhören, Sandeimer, „Sand drauf?“, Kupferblau-Vorschau.

The view of this phase is the Hülse, the Beutel and the Anzeige (``huelse``, ``bag``, ``gauge``,
composed by ``draw``); this controller turns the person's keys and buttons into the rules'
actions, over the view, and refuses what the step does not allow. ``act`` plays an action for
the person at the device (a refusal becomes a toast), ``land`` lets a flying chip arrive.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from speedgames.core.game import Action
from speedgames.core.i18n import Text
from speedgames.rocket.screen.input import DIGITS, ENTER

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.view import RocketView


class StuffingController:
    """The Stopfen of the person at the device (``view.active``)."""

    def __init__(self, view: Callable[[], "RocketView"], act: Callable[[Action], bool],
                 toast: Callable[[Text, str], None], land: Callable[[], None]) -> None:
        self.view = view
        self.act = act
        self.toast = toast
        self.land = land

    def hotkey(self, key: int, status: str) -> bool:
        """Leertaste = Ziehen, Enter = Aufhören, E = Sandeimer / „Sand drauf“, Z = „Zünden
        lassen“, 1–5 / 0 = Vorschau (Leertaste chooses nothing there)."""
        if status == "drawing":
            if key == pygame.K_SPACE:
                self.do_draw()
                return True
            if key in ENTER:
                self.do_stop()
                return True
            if key == pygame.K_e:
                self.do_sand()
                return True
        elif status == "sand":
            if key == pygame.K_e:
                self.do_sand()
                return True
            if key == pygame.K_z:   # „Zünden lassen (Z)“: not Enter, a held key must not ignite
                self.do_ignite()
                return True
        elif status == "preview":
            if key == pygame.K_SPACE:   # the draw key never chooses in the Vorschau
                return True
            if key in DIGITS and DIGITS[key] <= 5:
                d = DIGITS[key]
                self.do_preview(None if d == 0 else d - 1)
                return True
        return False

    def do_draw(self) -> None:
        view = self.view()
        if view.status == "drawing" and view.can_draw:
            self.land()
            self.act(Action("draw"))

    def do_stop(self) -> None:
        if self.view().status == "drawing":
            self.land()
            self.act(Action("stop"))

    def do_sand(self) -> None:
        view = self.view()
        if view.status not in ("drawing", "sand"):
            return
        if view.can_sand:
            self.land()
            self.act(Action("sand"))
        else:
            why = "rocket.errors.sandknappheit" if view.sand_barred else "rocket.ui.toast.no_sand"
            self.toast(Text(why), "warn")

    def do_ignite(self) -> None:
        if self.view().status == "sand":
            self.act(Action("ignite"))

    def do_preview(self, index: int | None) -> None:
        view = self.view()
        if view.status != "preview" or view.acting is None:
            return
        if index is not None and not 0 <= index < len(view.acting.preview):
            return
        self.act(Action("preview", index=index))
