"""The player's commands at the Speedtulpe table: würfeln, dice and fields, aufblühen, passen.

Why apart from the scene: choosing is where the table explains itself — a die already taken, a
field of the wrong colour, too many fields, a Gießkanne's cost — and suggests the matching colour
die when a field is tapped first. These are the scene's commands (keys, clicks and the tray's
buttons end here); they use its public parts and never decide a rule themselves (that is
:mod:`.rules`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from speedgames.core.game import Action
from speedgames.core.i18n import Text, counted
from speedgames.tulpe.screen import log_lines
from speedgames.tulpe.screen import rules as ui_rules
from speedgames.tulpe.screen.controller import ACTIVE, OTHERS, ROLL

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.tulpe.screen.scene import TulpeScene


def roll(scene: "TulpeScene") -> None:
    got = scene.human_step()
    if got is None or got[0] != ROLL:
        return
    scene.apply(got[1], Action("roll"))


def pass_(scene: "TulpeScene") -> None:
    got = scene.human_step()
    if got is None or got[0] not in (ACTIVE, OTHERS):
        return
    if scene.apply(got[1], Action("pass")):
        scene.selection.clear()


def bloom(scene: "TulpeScene") -> None:
    got = scene.human_step()
    if got is None or got[0] not in (ACTIVE, OTHERS):
        return
    sel = scene.selection
    if sel.color_die is None or sel.number_die is None:
        scene.app.toast(Text("tulpe.ui.need_dice"), "warn")
        return
    if not sel.cells:
        scene.app.toast(Text("tulpe.ui.need_cells"), "warn")
        return
    summary = scene.controller.summary()
    action = ui_rules.choose_action(summary.get("dice", {}), sel.color_die, sel.number_die,
                                    sel.cells, summary["layout"]["colors"])
    if scene.apply(got[1], action):
        scene.selection.clear()


def toggle_die(scene: "TulpeScene", kind: str, index: int) -> None:
    got = scene.human_step()
    if got is None or got[0] not in (ACTIVE, OTHERS):
        return
    die = (kind, index)
    if die in scene.taken() or die in scene.blocked():
        scene.app.toast(Text("tulpe.ui.die_taken" if die in scene.taken()
                            else "tulpe.ui.no_cans"), "warn")
        return
    sel = scene.selection
    if kind == "color":
        sel.color_die = None if sel.color_die == index else index
        if sel.color_die is not None:
            color = scene.die_value("color", index)
            if color != "*":
                sel.cells = [c for c in sel.cells if scene.cell_color(c) == color]
    else:
        sel.number_die = None if sel.number_die == index else index
    scene.app.audio.play("click")


def toggle_cell(scene: "TulpeScene", cell: tuple[int, int]) -> None:
    """A field tapped: into the selection or out of it; the first one picks the colour die."""
    got = scene.human_step()
    if got is None or got[0] not in (ACTIVE, OTHERS):
        return
    if scene.viewed != got[1]:
        scene.show_seat(got[1])
        return
    sel = scene.selection
    if cell in sel.cells:
        sel.cells.remove(cell)
        return
    if sel.color_die is None:
        usable = [i for i in range(3) if ("color", i) not in scene.taken()
                  and ("color", i) not in scene.blocked()]
        die = ui_rules.matching_color_die(scene.controller.summary(), cell, usable)
        if die is None:
            scene.app.toast(Text("tulpe.ui.no_color_die", {"color": log_lines.color_name(
                scene.cell_color(cell))}), "warn")
            return
        sel.color_die = die
        scene.suggested = ("color", die)
        scene.tray.flash = 1.2
        if scene.die_value("color", die) == "*":  # say what it costs
            scene.app.toast(Text("tulpe.ui.suggested_can", {
                "n": die + 1, "color": log_lines.color_name(scene.cell_color(cell))}), "info")
        else:
            scene.app.toast(Text("tulpe.ui.suggested", {"n": die + 1}), "info")
    color = scene.die_value("color", sel.color_die)
    if color not in ("*", None) and scene.cell_color(cell) != color:
        scene.app.toast(Text("tulpe.ui.wrong_color", {"color": log_lines.color_name(color)}),
                       "warn")
        return
    if color == "*" and sel.cells and scene.cell_color(cell) != scene.cell_color(sel.cells[0]):
        scene.app.toast(Text("tulpe.ui.one_color"), "warn")
        return
    number = scene.die_value("number", sel.number_die)
    limit = number if isinstance(number, int) else 5
    if len(sel.cells) >= limit:
        scene.app.toast(Text("tulpe.ui.enough_cells",
                            {"n": counted("core.count.fields", limit)}), "warn")
        return
    sel.cells.append(cell)
    scene.app.audio.play("click")
