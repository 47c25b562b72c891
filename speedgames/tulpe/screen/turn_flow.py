"""Whose turn it is at the device: the step by step flow, the handover, the Bedenkzeit.

Why apart from the scene: each frame the table asks who may act now — a computer (its turn runs
in :mod:`.computer`), a human who first needs the privacy screen (several humans share the
device and the choices are covert), or the human who has it; the big field follows whoever
chooses, and the Bedenkzeit starts per step. When the Bedenkzeit and its Nachfrist are over, a
stand-in rolls or chooses, and the Spielverlauf says why (see :mod:`.chronicle`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from speedgames.core.game import IllegalAction
from speedgames.core.i18n import Text
from speedgames.tulpe.screen.controller import ACTIVE, OTHERS, OVER, ROLL

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.tulpe.screen.scene import TulpeScene


def computer_due(scene: "TulpeScene") -> int | None:
    """The computer whose turn runs now (before any human who could act), or None."""
    ctl = scene.controller
    step = ctl.step()
    if step.kind == OVER:
        return None
    computer = ctl.computer_to_act()
    if computer is not None and (ctl.human_to_act() is None or step.kind == OTHERS
                                 or computer == step.active):
        return computer
    return None


def advance(scene: "TulpeScene", dt: float) -> None:
    """One frame of the table's flow (when no animation runs): let whoever may act, act."""
    ctl = scene.controller
    step = ctl.step()
    if step.kind == OVER:
        scene.chooser = None
        scene.finisher.finish()
        return
    computer = computer_due(scene)
    if computer is not None:
        scene.computer.turn(computer, dt)
        return
    human = ctl.human_to_act()
    if human is None:
        return
    if ctl.needs_privacy(human):
        ask_privacy(scene, human)
        return
    ctl.take_device(human)
    key = (len(scene.match.actions), human)
    if scene.chooser != human:
        scene.chooser = human
        scene.selection.clear()
        scene.advice = None
    if key != scene.step_key:
        # a new step of this human: the big field follows whoever chooses — a field looked
        # at during the last step is let go (even when the chooser stays the same, as with
        # one human against computers) — unless that is switched off in „Ansicht“
        scene.step_key = key
        if scene.app.settings.follow_chooser:
            scene.viewed = human
        scene.pinned = scene.viewed != human
    if key != scene.clock_key:
        scene.clock_key = key
        scene.clock.start(key=len(scene.match.actions))
    scene.clock.advance(dt)


def ask_privacy(scene: "TulpeScene", seat: int) -> None:
    """The device goes to ``seat``: the others look away first (the Bedenkzeit waits)."""
    from speedgames.ui.overlays import PrivacyScreen

    if scene.privacy_for is not None:
        return
    scene.privacy_for = seat
    scene.clock.pause()
    scene.tooltips.hide()

    def confirmed() -> None:
        scene.privacy_for = None
        scene.controller.take_device(seat)
        scene.cursor = None  # where the last one's cursor stopped would tell his fields
        scene.hover_cell = None

    scene.app.push(PrivacyScreen(scene.app, scene.seat_name(seat), confirmed,
                                 note=Text("tulpe.ui.privacy_note",
                                           {"name": scene.seat_name(seat)}),
                                 on_menu=scene.open_menu))


def on_clock_grace(scene: "TulpeScene") -> None:
    """The Bedenkzeit is used up: say what happens when the Nachfrist ends too."""
    seat = scene.chooser
    if seat is None:
        return
    step = scene.controller.step()
    if step.kind == ROLL:
        key = "tulpe.ui.grace_roll"
    elif step.kind == ACTIVE and seat == step.active:
        key = "tulpe.ui.grace_choose"
    else:
        key = "tulpe.ui.grace_pass"
    scene.app.toast(Text(key, {"name": scene.seat_name(seat),
                               "seconds": int(round(scene.clock.grace))}), "warn")
    scene.app.audio.play("click")


def on_clock_expired(scene: "TulpeScene") -> None:
    """Bedenkzeit and Nachfrist are over: the computer rolls or chooses for the player at
    turn, a player choosing from the rest passes (the Spielverlauf says why, see
    :meth:`.TulpeScene._on_action`)."""
    seat = scene.chooser
    if seat is None:
        return
    scene.before = scene.controller.summary()
    scene.timing_out = seat
    try:
        scene.controller.act_for_timeout(seat)
    except IllegalAction:
        return
    finally:
        scene.timing_out = None
    scene.selection.clear()
    scene.clock_key = None
