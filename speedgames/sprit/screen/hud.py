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
from speedgames.sprit.rules.reachability import TOO_EXPENSIVE, ZIEL_STAMPS
from speedgames.sprit.screen.road import sign_sprite
from speedgames.sprit.screen.ziel_hint import join, turns_after_best, ziel_stamps_missing
from speedgames.ui.tooltip import TooltipContent

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

NameOf = Callable[[int], Any]


def move_text(state: "SpritState", car: int, action: Action) -> Text:
    """A move as the Rat names it („auf Feld 12 fahren (→ 44 L Rest)“); what it costs or brings
    is the reason's part, so the sentence says each number once."""
    c = state.cars[car]
    kind = action.type
    if kind == "drive":
        to = int(action["to"])
        return Text("sprit.ui.move.drive", {"to": to, "rest": c["fuel"] - cost(to - c["field"])})
    if kind == "werkstatt":
        return Text("sprit.ui.move.werkstatt", {"to": werkstatt_target(state, car)})
    if kind == "tank":
        return Text("sprit.actions.tanken" if action["amount"] > 0 else "sprit.actions.ablassen")
    if kind == "kanister":
        return Text("sprit.actions.kanister_take" if action["amount"] > 0
                    else "sprit.actions.kanister_give")
    return Text("sprit.actions.stamp")


def end_field(state: "SpritState", car: int, action: Action) -> int:
    """Where the car stands after ``action`` (cards aside): two plans differ by this field."""
    field = int(state.cars[car]["field"])
    if action.type == "drive":
        return int(action["to"])
    if action.type == "werkstatt":
        target = werkstatt_target(state, car)
        return field if target is None else int(target)
    return field


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





def rat_lines(state: "SpritState", car: int, advice: Any) -> list[Text]:
    """The Rat in two sentences: the move with its reason and the turns after it, then the best
    move of a genuinely different plan (another field to stand on — never „Tanken“ against
    „Ablassen“) and how it compares. The turns are the lone-car table's, as the Ziel-Rechner's."""
    best = advice.extra.get("best") if advice is not None else None
    if best is None:
        return [Text("sprit.ui.rat.none")]
    turns = _turns(best.extra.get("turns", 0))
    params = {"move": move_text(state, car, best.action), "reason": best.reason or "",
              "turns": counted("core.count.turns", turns)}
    key = "sprit.ui.rat.advice" if turns else "sprit.ui.rat.advice_ziel"
    fastest = turns_after_best(state, car)
    if turns and fastest is not None and fastest < turns:
        # the Ziel-Rechner counts the fastest way; the Rat's move is slower but better in the
        # race: say both, so the two numbers never seem to contradict each other
        key = "sprit.ui.rat.advice_slower"
        params["fastest"] = counted("core.count.turns", fastest)
    out = [Text(key, params)]
    second = other_plan(state, car, advice)
    if second is not None:
        other = _turns(second.extra.get("turns", 0))
        key = ("sprit.ui.rat.second_same" if other == turns else
               "sprit.ui.rat.second_faster" if other < turns else "sprit.ui.rat.second")
        out.append(Text(key, {"move": move_text(state, car, second.action),
                              "reason": second.reason or "",
                              "turns": counted("core.count.turns", other)}))
    return out


def other_plan(state: "SpritState", car: int, advice: Any) -> Any:
    """The best option that ends on another field than the Rat's move (None if there is none)."""
    best = advice.extra.get("best")
    here = end_field(state, car, best.action)
    second = advice.extra.get("second")
    if second is not None and end_field(state, car, second.action) != here:
        return second
    for option in getattr(advice, "options", [])[1:]:
        if end_field(state, car, option.action) != here:
            return option
    return None


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
