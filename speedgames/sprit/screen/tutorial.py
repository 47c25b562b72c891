"""The coach's view of the Speedsprit board: fields, buttons, the card, the Rat's move.

See :mod:`speedgames.ui.coach`; the script is :mod:`speedgames.sprit.tutorial`.
"""

from __future__ import annotations

from typing import Any

import pygame

from speedgames.core.game import Action, Match
from speedgames.sprit.tutorial import GUIDE
from speedgames.ui.coach import CoachStep, fitting_action, register_guide

BUTTON_OF = {"werkstatt": "werkstatt", "tank": "tank", "stamp": "stamp"}


class SpritStage:
    def match(self, scene: Any) -> Match:
        return scene.table.match

    def act(self, scene: Any, seat: int, action: Action) -> bool:
        return scene.act(action)

    def advice(self, scene: Any) -> Action | None:
        """The strong computer's move for the newcomer now, thought out on the table's Rat
        worker (None while it is still thinking: the coach asks again next frame)."""
        car = scene.human_car
        if car is None or scene.state.is_over():
            return None
        from speedgames.sprit import ai

        found = scene.table.advice(scene.state.cars[car]["seat"], ai.advise)
        best = found.best if found is not None else None
        return best.action if best is not None else None

    def locate(self, scene: Any, target: str) -> pygame.Rect | None:
        if target == "advice":
            action = self.advice(scene)
            if action is None:
                return None
            if action.type == "drive":
                target = f"field:{action['to']}"
            elif action.type == "kanister":
                target = "btn:k_take" if action["amount"] > 0 else "btn:k_give"
            elif action.type == "tank" and action["amount"] < 0:
                target = "btn:give"
            elif action.type in BUTTON_OF:
                target = "btn:" + BUTTON_OF[action.type]
            else:
                return None
        if target.startswith("field:"):
            if scene.geo is None:
                return None
            r = scene.geo.tile
            rect = pygame.Rect(0, 0, 2 * r + 4, 2 * r + 4)
            rect.center = scene.geo.centre(int(target[6:]))
            return rect
        if target.startswith("btn:"):
            button = scene.buttons.get(target[4:])
            if button is None or not button.visible or button.rect.width <= 0:
                return None
            return pygame.Rect(button.rect)
        if target in ("card", "ziel", "drivers"):   # the parts of the driver panel
            rect = {"card": scene.panel.sign_rect, "ziel": scene.panel.ziel_rect,
                    "drivers": scene.panel.list_rect}[target]
            return pygame.Rect(rect) if rect is not None else None
        rect = scene.rects.get(target)
        return pygame.Rect(rect) if rect is not None else None

    def marks(self, scene: Any, step: CoachStep) -> list[pygame.Rect]:
        """The learner's car and the field it stands on: every step is about where it goes."""
        if scene.geo is None:
            return []
        from speedgames.sprit.screen.cars import car_positions, car_width

        cars = scene.view.cars
        mine = [c.car for c in cars if int(scene.state.cars[c.car]["seat"]) == GUIDE.seat]
        out = []
        cw = car_width(scene.geo)
        for car, x, y, _ in car_positions(scene.geo, cars, ()):
            if car in mine:
                rect = pygame.Rect(0, 0, cw, int(cw * 0.75))
                rect.midbottom = (int(x), int(y))
                field = self.locate(scene, f"field:{cars[car].field}")
                out += [rect] + ([field] if field is not None else [])
        return out

    def keep_clear(self, scene: Any, step: CoachStep) -> list[pygame.Rect]:
        """The action bar (the words name its buttons), the driver list with the tanks and the
        Ziel-Rechner; while the learner drives on alone (a free step) the road as well — the
        box then stands over the Spielverlauf."""
        panel = scene.panel
        out = [scene.rects.get("bar"), panel.list_rect, panel.ziel_rect]
        if step.free:
            out.append(scene.rects.get("road"))
        return [pygame.Rect(r) for r in out if r is not None]

    def keys(self, scene: Any, step: CoachStep) -> pygame.Rect | None:
        """The header's line of keys (its last lines, see ``sprit.screen.draw.draw_header``)."""
        from speedgames.sprit.screen.draw import hint_lines

        head = scene.rects.get("head")
        if head is None:
            return None
        th = scene.app.theme
        pad = th.px(14)
        tall = hint_lines(th, head.width - 2 * pad, scene.view) * th.font("small").get_linesize()
        return pygame.Rect(head.x, head.bottom - tall - th.px(6), head.width, tall)

    def holds(self, scene: Any, condition: str) -> bool:
        return condition == "over" and scene.state.is_over()

    def suggest(self, scene: Any, step: CoachStep, seat: int) -> Action | None:
        if scene.human_car is None:
            return None
        if step.free:
            return self.advice(scene)
        return fitting_action(scene.state.legal_actions(seat), step)

    def arrive(self, scene: Any, step: CoachStep) -> None:
        """A drive step selects its field when it is offered now, so Enter drives there."""
        to = step.fields.get("to") if step.do == ("drive",) else None
        if to is not None and to in scene.view.prices:
            scene.selected = int(to)


register_guide(GUIDE, SpritStage(), at=2)
