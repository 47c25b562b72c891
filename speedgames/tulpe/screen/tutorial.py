"""The coach's view of the Speedtulpe table: cells, dice, the tray's buttons.

See :mod:`speedgames.ui.coach`; the script is :mod:`speedgames.tulpe.tutorial`.
"""

from __future__ import annotations

from typing import Any

import pygame

from speedgames.core.game import Action, Match
from speedgames.tulpe.tutorial import GUIDE
from speedgames.ui.coach import CoachStep, fitting_action, register_guide


class TulpeStage:
    def match(self, scene: Any) -> Match:
        return scene.match

    def act(self, scene: Any, seat: int, action: Action) -> bool:
        done = scene.act(seat, action)
        if done:
            scene.selection.clear()
        return bool(done)

    def locate(self, scene: Any, target: str) -> pygame.Rect | None:
        if target.startswith("cell:"):
            col, row = (int(x) for x in target[5:].split(","))
            return pygame.Rect(scene.parts.field.cell_rect((col, row)))
        if target == "btn:roll":
            button = scene.parts.tray.buttons.roll
            return pygame.Rect(button.rect) if button.visible and button.rect.width else None
        part = {"field": scene.parts.field, "tray": scene.parts.tray}.get(target)
        rect = getattr(part, "rect", None)
        return pygame.Rect(rect) if rect is not None and rect.width > 0 else None

    def holds(self, scene: Any, condition: str) -> bool:
        state = scene.match.state
        if condition == "over":
            return state.is_over()
        if condition.startswith("wurf:"):
            return state.wurf >= int(condition[5:])
        return False

    def suggest(self, scene: Any, step: CoachStep, seat: int) -> Action | None:
        state = scene.match.state
        if seat not in state.to_move():
            return None
        return fitting_action(state.legal_actions(seat), step)

    def marks(self, scene: Any, step: CoachStep) -> list[pygame.Rect]:
        """Every cell the step asks to bloom (the highlight rings only one of them)."""
        field = scene.parts.field
        return [pygame.Rect(field.cell_rect((c, r))) for c, r in step.fields.get("cells", ())]

    def keep_clear(self, scene: Any, step: CoachStep) -> list[pygame.Rect]:
        """A choosing step names the dice to take: the tray with its buttons."""
        tray = scene.parts.tray.rect
        return [pygame.Rect(tray)] if step.do == ("choose",) and tray.width > 0 else []

    def keys(self, scene: Any, step: CoachStep) -> pygame.Rect | None:
        """The key line under the field."""
        rect = scene.layout.keys_rect
        return pygame.Rect(rect) if rect.height else None

    def arrive(self, scene: Any, step: CoachStep) -> None:
        return None


register_guide(GUIDE, TulpeStage(), at=1)   # the screenshot: „Würfeln“ highlighted
