"""The board's info windows: a field's info on hover (or a long press with a finger).

What a field does, who stands there and — for „my car“ — distance, cost and tank afterwards, or
why it can't go there. Everything is language-neutral :class:`Text` built from the rules' own
answers (the reason is :meth:`SpritState.describe_reason`), so the screen never decides a rule;
which window opens where is :func:`board_tip` (the buttons' own tooltips come first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from speedgames.core.i18n import Text, counted
from speedgames.sprit.rules.fuel import FUEL_STEP, cost
from speedgames.sprit.rules.moves import werkstatt_target
from speedgames.sprit.rules.reachability import TOO_EXPENSIVE, ZIEL_STAMPS
from speedgames.sprit.screen.road import sign_sprite
from speedgames.sprit.screen.ziel_hint import join, ziel_stamps_missing
from speedgames.ui.tooltip import TooltipContent

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

NameOf = Callable[[int], Any]


def field_info(state: "SpritState", field: int, me: int | None, name_of: NameOf,
               tile: int = 20) -> TooltipContent:
    """The info window of a field: its sign and what it does, who stands there, and — for the
    car ``me`` — distance, cost and tank afterwards, or why it can't go there."""
    track = state.track
    code = track.code(field)
    title = Text("sprit.ui.info.title", {"sign": Text(f"sprit.fields.{code}.name"),
                                         "field": field})
    lines: list[Any] = [Text(f"sprit.fields.{code}.text")]
    here = [i for i, c in enumerate(state.cars) if c["field"] == field]
    if here:
        names = [name_of(i) for i in here]
        lines.append(Text("sprit.ui.info.who", {"names": join(names)}))
    elif field not in (0, track.ziel):
        lines.append(Text("sprit.ui.info.free"))
    if me is not None and not state.cars[me]["finished"]:
        c = state.cars[me]
        distance = field - c["field"]
        if distance > 0:
            price = cost(distance)
            rest = c["fuel"] - price
            # never a negative tank: too far says how many litres are missing
            lines.append(Text("sprit.ui.info.distance" if rest >= 0 else "sprit.ui.info.too_far",
                              {"distance": counted("core.count.fields", distance),
                               "cost": price, "rest": rest, "missing": -rest}))
            reason = state.describe_reason(me, field)
            said: tuple[str, ...] = ()
            if field == track.ziel:
                # the Ziel says everything that is still missing: litres (above) and stamps
                missing = ziel_stamps_missing(state, me)
                if missing is not None:
                    lines.append(missing)
                said = (TOO_EXPENSIVE, ZIEL_STAMPS)
            if reason is None:
                lines.append(Text("sprit.ui.info.ok"))
            elif reason.key not in said:
                lines.append(Text("sprit.ui.info.why", {"reason": reason}))
        elif distance < 0:
            lines.append(Text("sprit.ui.info.behind",
                              {"distance": counted("core.count.fields", -distance)}))
            if werkstatt_target(state, me) == field:
                lines.append(Text("sprit.ui.info.werkstatt",
                                  {"gain": FUEL_STEP * (c["field"] - field)}))
        else:
            lines.append(Text("sprit.ui.info.mine"))
    size = max(24, tile * 2)

    def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
        img = sign_sprite(code, rect.height // 2)
        surface.blit(img, img.get_rect(center=rect.center))

    return TooltipContent(title=title, lines=lines, picture=picture, picture_size=(size, size),
                          key=("field", field))


def board_tip(pos: tuple[int, int], *, touch: bool, finger_down: bool,
              button_tip: Callable[[tuple[int, int]], Any],
              drive_here: pygame.Rect | None, field: int | None,
              content: Callable[[int], Any]) -> Any:
    """The tooltip at ``pos``: a button's own, none over the „Fahren“ plate (it says what it
    does), else the info of the ``field`` under the pointer. A finger has no hover: only a
    long press („kurz gedrückt“) opens the info."""
    if touch and not finger_down:
        return None
    tip = button_tip(pos)
    if tip is not None:
        return tip
    if drive_here is not None and drive_here.collidepoint(pos):
        return None
    return None if field is None else content(field)
