"""The Rat (R or the bulb): the strong computer's suggestion for the player at the device.

Against computers only (one human at the table, no Tagesblatt). The first use asks first, because
a game with the Rat gets no place bonus; the mark is saved with the game so „Fortsetzen“ keeps it.
The suggestion fills the selection (dice and fields) and its reason goes to the status line and
the Spielverlauf; the player still confirms with „Aufblühen“.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from speedgames.core.i18n import Text
from speedgames.tulpe.screen.controller import ACTIVE, OTHERS

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.tulpe.screen.scene import TulpeScene


def allowed(scene: "TulpeScene") -> bool:
    ctl = scene.controller
    return scene.mode == "table" and len(ctl.humans) == 1 and bool(ctl.computers)


def ask(scene: "TulpeScene") -> None:
    if not allowed(scene):
        scene.app.toast(Text("tulpe.ui.rat_not_here" if scene.mode != "daily"
                             else "tulpe.ui.rat_not_daily"), "warn")
        return
    got = scene.human_step()
    if got is None or got[0] not in (ACTIVE, OTHERS):
        scene.app.toast(Text("tulpe.ui.rat_when"), "info")
        return
    seat = got[1]
    if scene.rat_used:
        give(scene, seat)
        return
    from speedgames.ui.overlays import ConfirmDialog

    scene.app.push(ConfirmDialog(scene.app, Text("tulpe.ui.rat_warning"),
                                 on_yes=lambda: accept(scene, seat),
                                 title=Text("tulpe.ui.rat_title"),
                                 yes=Text("tulpe.ui.rat_yes"), danger=True))


def accept(scene: "TulpeScene", seat: int) -> None:
    """The player agreed: no place bonus in this game (logged and saved), then the advice."""
    scene.rat_used = True
    scene.log.append(Text("tulpe.ui.log.rat_used", {"name": scene.controller.name_param(seat)}),
                     "warn")
    if scene.saver is not None:
        scene.saver.save(scene.match, rat_used=True)
    give(scene, seat)


def give(scene: "TulpeScene", seat: int) -> None:
    from speedgames.tulpe import ai

    try:
        advice = ai.advise(scene.match.state, seat)
    except Exception:  # the advisor failing must not stop the game
        scene.app.report_error()
        return
    best = advice.best
    if best is None:
        return
    scene.advice = best
    action = best.action
    if action.type == "choose":
        scene.selection.color_die = action.get("color_die")
        scene.selection.number_die = action.get("number_die")
        scene.selection.cells = [(int(c), int(r)) for c, r in action.get("cells", [])]
    if best.reason is not None:
        scene.log.append(Text("tulpe.ui.log.rat", {"reason": best.reason}), "warn")
