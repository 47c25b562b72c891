"""What the game scene's parts draw from: a small read-only view model, built once per change.

Why: the board layer, the info windows and the menu used to ask the scene itself (its private
``_status()`` and ``_covered()``) and so imported it back — an import circle, and a part could not
be read without the whole scene. Now the scene builds a :class:`TableView` whenever one of the
things it is made of changes (see ``RocketScene.model``) and the parts only read it; and the
seat texts every part shows are functions of plain data here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from speedgames.core.i18n import t
from speedgames.rocket.rules.events import chip_text, to_text


@dataclass(frozen=True)
class TableView:
    """The scene's moment as its parts see it."""

    status: str | None             # the acting human's step: drawing, sand, preview, shop_open …
    active: int | None             # the human at the device acting now
    view_seat: int                 # whose Hülse is shown big
    covered: tuple[bool, ...]      # per seat: tonight's rocket hidden (hot-seat Stopfen)
    hotseat: bool                  # two or more humans share the device
    solo: bool
    rat_allowed: bool
    rat_open: bool
    show_open: bool                # the Abendvorstellung is on screen
    humans: tuple[int, ...]

    def is_covered(self, seat: int) -> bool:
        return 0 <= seat < len(self.covered) and self.covered[seat]


def covered_seats(seats: int, hotseat: bool, phase: str, show_open: bool,
                  active: int | None) -> tuple[bool, ...]:
    """In a hot-seat Stopfen the others' rockets of tonight stay hidden until the show."""
    hide = hotseat and phase == "stopfen" and not show_open
    return tuple(hide and seat != active for seat in range(seats))


def seat_name(state: Any, seat: int) -> str:
    """The seat's name as the rules' texts use it (a computer: „Meister 2“)."""
    raw = state.names[seat] if 0 <= seat < len(state.names) else ""
    if isinstance(raw, Mapping):
        return to_text(raw).render()
    return str(raw)


def seat_detail(info: Mapping[str, Any]) -> str:
    """„stark · Draufgänger“ for a computer seat, „Mensch“ for a person (``info``: the seat)."""
    if info.get("kind") == "ai":
        level = t(f"levels.rocket.{info.get('level', 'normal')}")
        style = info.get("style")
        if style:
            return t("rocket.ui.seat.computer_style", level=level,
                     style=t(f"ui.styles.rocket.{style}"))
        return t("rocket.ui.seat.computer", level=level)
    return t("rocket.ui.seat.human")


def seat_status(state: Any, view: TableView, seat: int) -> str:
    """What the seat is doing now, for its card („stopft“, „wartet“, „fertig“ …)."""
    p = state.players[seat]
    if state.is_over():
        return t("rocket.ui.status.over")
    if state.phase == "stopfen":
        if p["status"] == "done":
            return t("rocket.ui.status.misfire" if p["exploded"] else "rocket.ui.status.done")
        if view.hotseat and seat in view.humans and seat != view.active:
            return t("rocket.ui.status.waiting")
        return t("rocket.ui.status.stuffing")
    if state.phase == "show":
        return t("rocket.ui.status.show")
    if p["shop"] == "done":
        return t("rocket.ui.status.shop_done")
    return t("rocket.ui.status.shopping")


def chip_name(chip: str) -> str:
    """„Kupferblau 1“ in the language of the moment (empty for no chip)."""
    if not chip:
        return ""
    return to_text(chip_text(chip)).render()
