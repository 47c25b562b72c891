"""Keys and the pointer on the Speedsprit board → intents (what the person wants done).

Keys: ←/→ select a reachable field, Enter drive (or „Rest auswerten“), W Werkstatt, T tanken,
A ablassen (T / A also answer the Ersatzkanister), S stempeln, R Rat, K Kostentafel, L the
„Letzte Streckenkarte“ big again, Esc clears the selection, closes the Rat or an open card, then
opens the menu; Space / Enter / a click skip an animation (Enter on „Rest auswerten“ skips them
all and computes the rest at once) and hurry the computers. Mouse: a click on a priced field
drives; touch: the first tap selects („Fahren für … L → … L Rest“), the second tap or the button
drives, a tap beside clears. Hover (or a long press) shows the field's info (:mod:`.tips`).

Why a plain module: the decisions read only the view (:class:`~.view.SpritView`) and a few facts
of the moment (:class:`Moment`: what is open, whether something is being shown); the scene
routes the events through its widgets and carries the :class:`Intent` out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping

import pygame

from speedgames.ui.undo import is_undo_key

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.screen.road import RoadGeometry
    from speedgames.sprit.screen.view import SpritView

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
ARM_SECONDS = 0.2   # Enter is ignored this long after a human's turn began (a held key)
LETTERS = {pygame.K_w: ("werkstatt", None), pygame.K_t: ("tank", 10),
           pygame.K_a: ("tank", -10), pygame.K_s: ("stamp", None)}


@dataclass(frozen=True)
class Intent:
    """What the person wants: ``kind`` is one of undo, costs, rest, last_card (L: the last card
    big again, or closed), sign (a click on its sign: big again), skip, hurry,
    drive (the selected field), drive_to, select, deselect, select_step, act (a move button:
    ``move`` with ``amount``), rat, menu, hide_tips, close_rat, unpin, choose_first (Enter
    without a field: say so), info (a field's info window), keyboard (Tab: the focus ring
    shows from now on) or none (swallowed: nothing happens)."""

    kind: str
    field: int | None = None
    step: int = 0
    move: str | None = None
    amount: int | None = None


@dataclass(frozen=True)
class Moment:
    """What the keys depend on besides the view: an info window or the Rat open, a card
    docked (and whether it is the last card shown again), something still being shown, how
    long the person's turn has been on, and whether a button has the keyboard focus."""

    tips: bool = False
    rat_open: bool = False
    pinned: bool = False
    pinned_replay: bool = False
    showing: bool = False
    turn_age: float = 0.0
    focused: bool = False


def key_intent(event: pygame.event.Event, view: "SpritView", now: Moment) -> Intent | None:
    """The intent of a key press (None: not the board's key)."""
    key = event.key
    human = view.human_car is not None
    if is_undo_key(event):
        return Intent("undo")
    if key == pygame.K_TAB:
        return Intent("keyboard")  # the ring itself moves the focus (the event goes on)
    if key == pygame.K_SPACE and human and (now.turn_age < ARM_SECONDS or not now.focused):
        # Space hurries the computers; one press too many must not make the player's move
        return Intent("none")
    if key == pygame.K_ESCAPE:
        if now.tips:
            return Intent("hide_tips")
        if view.selected is not None:
            return Intent("deselect")
        if now.rat_open:
            return Intent("close_rat")
        return Intent("unpin") if now.pinned else Intent("menu")
    if key == pygame.K_k:
        return Intent("costs")
    if key in ENTER and view.rest_available:
        # one press does it: the cars still driving are shown at their end, the rest is
        # computed (before, each Enter only ended one computer's drive)
        return Intent("rest")
    if key == pygame.K_l:
        return Intent("last_card")
    if now.showing and key in ENTER + (pygame.K_SPACE,):
        return Intent("skip")
    if key in ENTER:
        if view.selected is not None and human:
            return Intent("drive") if now.turn_age >= ARM_SECONDS else Intent("none")
        if not human and not view.over:
            return Intent("hurry")
        # Enter drives; it never fires a focused button by surprise (Space does)
        return Intent("choose_first") if human else None
    if key == pygame.K_SPACE and not human:
        return Intent("hurry")
    if key in (pygame.K_LEFT, pygame.K_RIGHT) and human:
        return Intent("select_step", step=1 if key == pygame.K_RIGHT else -1)
    if key in LETTERS and human:
        move, amount = LETTERS[key]
        return Intent("act", move=move, amount=amount)
    if key == pygame.K_r:
        return Intent("rat")
    return None


def field_at(geo: "RoadGeometry | None", road: pygame.Rect | None,
             pos: tuple[int, int]) -> int | None:
    """The road's field under ``pos`` (None: none)."""
    if geo is None or road is None or not road.collidepoint(pos):
        return None
    return geo.field_at(pos)


def click_intent(pos: tuple[int, int], touch: bool, view: "SpritView", *,
                 geo: "RoadGeometry | None", road: pygame.Rect | None,
                 drive_here: pygame.Rect | None, sign: pygame.Rect | None) -> Intent | None:
    """The intent of a click or tap released at ``pos`` (None: not on the board)."""
    human = view.human_car is not None
    if drive_here is not None and drive_here.collidepoint(pos) and view.selected is not None \
            and human:
        return Intent("drive")  # the button beside the selected field
    if sign is not None and sign.collidepoint(pos) and view.last_card is not None:
        return Intent("sign")
    field = field_at(geo, road, pos)
    if field is None:
        if road is not None and road.collidepoint(pos):
            return Intent("deselect")  # „Daneben tippen hebt die Auswahl auf“
        return None
    if not human:
        return Intent("hurry")
    if field not in view.prices:
        return Intent("info", field=field)
    if touch and view.selected != field:
        return Intent("select", field=field)  # first tap: only select
    return Intent("drive_to", field=field)


def stepped(prices: "Mapping[int, int]", selected: int | None, step: int) -> int | None:
    """The field ←/→ selects next among the priced ones (the first or last when none is)."""
    fields = sorted(prices)
    if not fields:
        return None
    if selected not in fields:
        return fields[0] if step > 0 else fields[-1]
    return fields[max(0, min(len(fields) - 1, fields.index(selected) + step))]
