"""The coach's view of the Speedrocket scene: where its parts are, how to act, what holds.

See :mod:`speedgames.ui.coach`; the script is :mod:`speedgames.rocket.tutorial`.
"""

from __future__ import annotations

from typing import Any

import pygame

from speedgames.core.game import Action, Match
from speedgames.rocket.tutorial import GUIDE
from speedgames.ui.coach import CoachStep, fitting_action, register_guide


class RocketStage:
    def match(self, scene: Any) -> Match:
        return scene.table.match

    def act(self, scene: Any, seat: int, action: Action) -> bool:
        if action.type == "done" and scene.show is not None:   # „Weiter“ closes the show too
            while scene.show is not None:
                scene.weiter()
            return True
        return scene.act(seat, action)

    def locate(self, scene: Any, target: str) -> pygame.Rect | None:
        board = scene.board
        if target.startswith("btn:"):
            button = board.buttons.get(target[4:])
            if button is None or not button.visible or button.rect.width <= 0:
                return None
            return pygame.Rect(button.rect)
        if target == "wares":   # the shop's seven rows of chips (what the words are about)
            rows = [r for _, r in board.shop.rows]
            return rows[0].unionall(rows[1:]) if rows and board.shop.rect.width > 0 else None
        part = {"gauge": board.gauge, "huelse": board.huelse, "bag": board.bag,
                "paper": board.paper, "shop": board.shop}.get(target)
        rect = getattr(part, "rect", None)
        return pygame.Rect(rect) if rect is not None and rect.width > 0 else None

    def holds(self, scene: Any, condition: str) -> bool:
        p = scene.state.players[GUIDE.seat]
        if condition == "sand_offer":
            return p["status"] == "sand"
        if condition == "misfire":
            return bool(p["exploded"])
        if condition == "show_closed":
            return scene.show is None
        return False

    def keep_clear(self, scene: Any, step: CoachStep) -> list[pygame.Rect]:
        """The whole „Sand drauf?“ / Vorschau prompt (its „Zünden lassen (Z)“ too), and in the
        shop its title line, its wares and the trade and „Fertig“ buttons the words name."""
        board = scene.board
        status = scene.state.players[GUIDE.seat]["status"]
        out: list[pygame.Rect] = []
        if status in ("sand", "preview") and scene.show is None:
            out.append(board.rects.get("prompt"))
        shop = board.shop
        if scene.state.phase == "shop" and scene.show is None and shop.rect.width > 0:
            th = scene.app.theme
            head = th.px(18) + th.font("title").get_linesize() + th.px(8)
            out.append(pygame.Rect(shop.rect.x, shop.rect.y, shop.rect.width, head))
            out += [board.buttons[n].rect for n in ("trade_vl", "trade_sand", "fertig")
                    if board.buttons[n].visible]
            out.append(self.locate(scene, "wares"))   # „Kauf, was du magst (1–7)“
        return [r for r in out if r is not None and r.width > 0]

    def keys(self, scene: Any, step: CoachStep) -> pygame.Rect | None:
        """The Hülse's key line („Leertaste Ziehen · Enter Aufhören …“) while it is drawn, in the
        shop its key help („Tasten: 1–7 Ware …“, beside the basket or under the wares)."""
        shop = scene.board.shop
        if scene.state.phase == "shop" and scene.show is None and shop.rect.width > 0:
            return scene.board.rects.get("shop_keys")
        return scene.board.rects.get("keys_hint")

    def arrive(self, scene: Any, step: CoachStep) -> None:
        """Keyboard players find the asked-for button focused (Space presses it)."""
        button = scene.board.buttons.get((step.target or "")[4:]) if step.target else None
        if button is not None and step.do == ("trade",):
            scene.focus.focus(button)

    def suggest(self, scene: Any, step: CoachStep, seat: int) -> Action | None:
        if step.until == "show_closed":
            return Action("done")   # the last „Weiter“ (act closes the show)
        legal = scene.state.legal_actions(seat)
        found = fitting_action(legal, step)
        if found is not None:
            return found
        return next((a for a in legal if a.type in step.free), None)


register_guide(GUIDE, RocketStage(), at=4)
