"""Words for the board: field info (hover / long press), moves, the Rat, the status line.

Everything here returns language-neutral :class:`Text` built from the rules' own answers — the
reason a field can't be reached is :func:`speedgames.sprit.rules.reachability.why_not`, the Rat is
:func:`speedgames.sprit.ai.advise` — so the screen never decides a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from speedgames.core.game import Action
from speedgames.core.i18n import Text, counted
from speedgames.sprit.rules.fuel import FUEL_STEP, cost
from speedgames.sprit.rules.moves import werkstatt_target
from speedgames.sprit.screen.road import sign_sprite
from speedgames.ui.tooltip import TooltipContent

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

NameOf = Callable[[int], Any]


def move_text(state: "SpritState", car: int, action: Action) -> Text:
    """A move in words with its litres („Feld 12 für 21 L → 44 L Rest“)."""
    c = state.cars[car]
    kind = action.type
    if kind == "drive":
        to = int(action["to"])
        price = cost(to - c["field"])
        return Text("sprit.ui.move.drive", {"to": to, "cost": price, "rest": c["fuel"] - price})
    if kind == "werkstatt":
        target = werkstatt_target(state, car)
        gain = FUEL_STEP * (c["field"] - (target or c["field"]))
        return Text("sprit.ui.move.werkstatt", {"to": target, "gain": gain})
    if kind == "tank":
        return Text("sprit.actions.tanken" if action["amount"] > 0 else "sprit.actions.ablassen")
    if kind == "kanister":
        return Text("sprit.actions.kanister_take" if action["amount"] > 0
                    else "sprit.actions.kanister_give")
    return Text("sprit.actions.stamp")


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
        lines.append(Text("sprit.ui.info.who", {"names": _join(names)}))
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
            if reason is None:
                lines.append(Text("sprit.ui.info.ok"))
            else:
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


def _join(names: list[Any]) -> Any:
    if len(names) == 1:
        return names[0]
    return Text("sprit.ui.info.and", {"first": _join(names[:-1]), "last": names[-1]})


def rat_lines(state: "SpritState", car: int, advice: Any) -> list[Text]:
    """The Rat: the strong computer's move, its reason, turns to the Ziel, the runner-up."""
    best = advice.extra.get("best") if advice is not None else None
    if best is None:
        return [Text("sprit.ui.rat.none")]
    out = [Text("sprit.ui.rat.best", {"move": move_text(state, car, best.action)})]
    if best.reason is not None:
        out.append(Text("sprit.ui.rat.reason", {"reason": best.reason}))
    out.append(Text("sprit.ui.rat.turns", {"turns": counted("core.count.turns",
                                                            _turns(best.extra.get("turns", 0)))}))
    second = advice.extra.get("second")
    if second is not None:
        left = counted("core.count.turns", _turns(second.extra.get("turns", 0)))
        out.append(Text("sprit.ui.rat.second", {"move": move_text(state, car, second.action),
                                                "turns": left}))
    return out


def _turns(value: Any) -> int:
    try:
        return max(0, round(float(value)))
    except (TypeError, ValueError):
        return 0


def status_line(state: "SpritState", car: int | None, human: bool, name: Any) -> Text:
    """What the header says about the car on the move."""
    if state.is_over():
        return Text("sprit.ui.status.over")
    if car is None:
        return Text("sprit.ui.status.wait")
    c = state.cars[car]
    if not human:
        return Text("sprit.ui.status.computer", {"name": name})
    if state.phase == "kanister":
        return Text("sprit.ui.status.kanister", {"name": name})
    if c["must_stamp"]:
        return Text("sprit.ui.status.stamp", {"name": name})
    return Text("sprit.ui.status.human", {"name": name})
