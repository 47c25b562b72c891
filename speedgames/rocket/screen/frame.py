"""One frame of the game scene: the cached board layer, then what moves on top of it.

The board (``draw``) is repainted region by region only when a region's key changed; on top come
the show's die, the sparks of a Fehlzündung, the flying chip, the hover ring, the focus ring, the
Zug-Uhr and the info window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from speedgames.core.i18n import language
from speedgames.rocket.screen import art
from speedgames.ui.turn_clock import draw_turn_clock

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.scene import RocketScene

BURST_SECONDS = 0.9  # the sparks of a Fehlzündung


def draw_frame(scene: "RocketScene", surface: pygame.Surface) -> None:
    from speedgames.rocket.screen import draw as ui_draw

    th = scene.app.theme
    size = surface.get_size()
    if scene.huelse.rect.width == 0:
        scene.relayout(size)
    glob = (size, th.key, language())
    keys = ui_draw.region_keys(scene)
    if scene._layer is None or scene._layer.get_size() != size or scene._layer_key != glob:
        scene._layer = pygame.Surface(size)
        scene._layer.blit(art.background(size, th.dark), (0, 0))
        ui_draw.draw_board(scene, scene._layer)
        scene._layer_key = glob
    else:
        rects = ui_draw.region_rects(scene, size)
        old = scene._region_keys
        overlay_changed = bool(keys["overlay"]) != bool(old.get("overlay"))
        for name in ui_draw.REGIONS:
            changed = keys[name] != old.get(name) or (
                overlay_changed and name in ("centre", "right"))
            if not changed:
                continue
            if name == "overlay" and not keys["overlay"]:
                continue
            if name in ("centre", "right") and keys["overlay"]:
                continue
            ui_draw.paint_region(scene, scene._layer, name, rects[name])
    scene._region_keys = keys
    surface.blit(scene._layer, (0, 0))
    draw_dynamic(scene, surface)
    scene.focus.draw(surface, th)
    if scene.clock.limit is not None and scene.active is not None:
        draw_turn_clock(surface, scene._rects["clock"], scene.clock, th)
    scene.tips.draw(surface, th)


def draw_dynamic(scene: "RocketScene", s: pygame.Surface) -> None:
    th = scene.app.theme
    if scene.show is not None:
        scene.show.draw_dynamic(s, th)
    if scene.burst is not None and scene.show is None:
        p = scene.state.players[scene.view_seat]
        if p["huelse"]:
            art.draw_burst(s, scene.huelse.centre(p["huelse"][-1][1]),
                           scene.burst / BURST_SECONDS, scene.huelse.field_r * 4)
    if scene.fly is not None and scene.show is None and scene._status() is not None:
        scene.huelse.draw_flying(s, scene.fly)
    if scene.hover_field is not None and scene.show is None and scene._status() not in (
            "shop_open", "shop_choose"):
        c = scene.huelse.centre(scene.hover_field)
        pygame.draw.circle(s, th.color("text"), c, scene.huelse.field_r + 2, 2)
