"""The Rat („Rat“, R or the bulb; solo against computers): what it says and its box on the board.

Why here, together: the Rat's words (:func:`rat_lines` — the strong computer's move, its reason and
the turns after it, then a genuinely different plan) and the box that shows them belong to one
feature. The advice itself is thought out on the table's Rat worker
(``table.advice(seat, advise)``); while it is not in, the box says „… überlegt“. The board gets a
:class:`RatView` — plain words and marks, built once per position (:func:`rat_view`) — never the
advice object or the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

import pygame

from speedgames.core.game import Action
from speedgames.core.i18n import Text, counted, t
from speedgames.sprit.ai.reasons import TEMPLATES, plan_text
from speedgames.sprit.rules.fuel import cost
from speedgames.sprit.rules.moves import werkstatt_target
from speedgames.sprit.screen.ziel_hint import fastest_way
from speedgames.ui.art.icons import draw_icon
from speedgames.ui.widgets import draw_panel, draw_text, fit_font, text_height

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState
    from speedgames.ui.theme import Theme
    from speedgames.ui.widgets import Button


@dataclass(frozen=True)
class RatView:
    """What the Rat's box shows: its lines (rendered), and — once the advice is in — the field
    the advised drive goes to and the button of the advised move (each gets a ring)."""

    lines: tuple[str, ...]
    thinking: bool = False
    field: int | None = None
    button: str | None = None


def rat_view(state: "SpritState", car: int, advice: Any) -> RatView:
    """The Rat for ``car`` from the table's advice (None: still being thought out)."""
    if advice is None:
        return RatView((t("sprit.ui.rat.thinking"),), thinking=True)
    lines = tuple(line.render() for line in rat_lines(state, car, advice))
    best = advice.extra.get("best")
    if best is None:
        return RatView(lines)
    action = best.action
    field = int(action["to"]) if action.type == "drive" else None
    return RatView(lines, field=field, button=button_of(action))


def advise(state: "SpritState", seat: int) -> Any:
    """The Rat's advice (``ai.advise``, on the table's Rat worker) with the plan behind its move:
    the fastest way's turns after it (``ai.ziel_count.plan_after``, the count the Rat gives),
    or, where that way is too long to search quickly, its first turns by the table
    (``first_turns``), so the box can say which fields, stamps and litres it has in mind."""
    from speedgames.sprit import ai
    from speedgames.sprit.ai.ziel_count import first_turns, plan_after

    advice = ai.advise(state, seat)
    best = advice.extra.get("best")
    car = state.active_car
    if best is not None and car is not None:
        plan = plan_after(state, seat, car, best.action, state.zielplatz())
        advice.extra["plan"] = plan
        if plan is None:   # too far to search the whole way quickly: its first turns
            advice.extra["plan_start"] = first_turns(state, seat, car, best.action,
                                                     state.zielplatz())
        second = other_plan(state, car, advice)
        if second is not None:   # the other plan's first turns name it as concretely
            advice.extra["second_start"] = first_turns(state, seat, car, second.action,
                                                       state.zielplatz())
    return advice


def button_of(action: Action) -> str | None:
    """The board's button that makes ``action`` (a drive: the drive button)."""
    kind = action.type
    if kind in ("tank", "kanister"):
        amount = action.get("amount") or 0
        if kind == "tank":
            return "tank" if amount > 0 else "give"
        return "k_take" if amount > 0 else "k_give"
    return {"werkstatt": "werkstatt", "stamp": "stamp", "drive": "drive"}.get(kind)


# ----------------------------------------------------------------------------- the words
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


def rat_lines(state: "SpritState", car: int, advice: Any) -> list[Text]:
    """The Rat in two sentences: the move with its reason and the turns after it, then the best
    move of a genuinely different plan (another field to stand on — never „Tanken“ against
    „Ablassen“) and how it compares. The turns are the lone-car table's, as the Ziel-Rechner's."""
    best = advice.extra.get("best") if advice is not None else None
    if best is None:
        return [Text("sprit.ui.rat.none")]
    turns = _turns(best.extra.get("turns", 0))
    reason = best.reason or ""
    plan = advice.extra.get("plan")         # the exact way (near enough to search it)
    steps = plan or advice.extra.get("plan_start")   # else its first turns by the table
    said = None
    if plan:   # the way counted, turn by turn: its length is the count
        turns = len(plan)
        said = plan_text(plan, state.track.ziel)
    if steps and getattr(reason, "key", None) in TEMPLATES:
        # where the reason was a template („der beste Weg nach vorn“) the plan's fields,
        # stamps and litres say it (#30) — its next two turns, so the box stays small enough
        # for the list of drivers beside it; the Ziel-Rechner names the rest near the Ziel
        reason = Text("sprit.ui.rat.plan_reason",
                      {"steps": plan_text(steps, state.track.ziel, limit=2)})
        said = None
    params = {"move": move_text(state, car, best.action), "reason": reason,
              "turns": counted("core.count.turns", turns)}
    key = "sprit.ui.rat.advice" if turns else "sprit.ui.rat.advice_ziel"
    if plan and turns:
        key += "_exact"   # the turns are counted along the plan, not guessed: said plainly
    out = [Text(key, params)]
    way = fastest_way(state, car)
    if turns and way is not None and way[0] < turns:
        # the Ziel-Rechner counts the fastest way; the Rat's move is slower but better in the
        # race (or the fastest way waits for a field another car blocks now, #30): say both,
        # so the two numbers never seem to contradict each other — in a sentence of its own
        # right after the move, so the move's sentence stays short (it always shows)
        note = "sprit.ui.rat.note_slower" if way[1] is None else "sprit.ui.rat.note_wait"
        out.append(Text(note, {"fastest": counted("core.count.turns", way[0]),
                               "field": way[1][0] if way[1] is not None else 0}))
    if said is not None:
        out.append(Text("sprit.ui.rat.plan", {"steps": said}))
    second = other_plan(state, car, advice)
    if second is not None:
        other = _turns(second.extra.get("turns", 0))
        key = ("sprit.ui.rat.second_same" if other == turns else
               "sprit.ui.rat.second_faster" if other < turns else "sprit.ui.rat.second")
        reason = second.reason or ""
        start = advice.extra.get("second_start")
        if start and getattr(reason, "key", None) in TEMPLATES:
            reason = Text("sprit.ui.rat.plan_reason",
                          {"steps": plan_text(start, state.track.ziel, limit=2)})
        out.append(Text(key, {"move": move_text(state, car, second.action),
                              "reason": reason,
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


# ----------------------------------------------------------------------------- the box
_RAT: dict[tuple, tuple[pygame.Surface, pygame.Rect]] = {}


def draw_rat(s: pygame.Surface, th: "Theme", dock: pygame.Rect, top: int, rat: RatView | None,
             buttons: Mapping[str, "Button"], language: str) -> pygame.Rect | None:
    """The Rat's box in the side column, at the bottom of ``dock`` (right above the Spielverlauf,
    which keeps its newest lines: :func:`.layout.side_column`), growing upwards no higher than
    ``top``: never over a road field (it used to cover fields 57–63).
    A ring marks the button of the advised move (the road's ring: ``draw.draw_prices``).
    Returns the box (toasts keep off it)."""
    if rat is None:
        return None
    key = (rat.lines, rat.thinking, th.key, tuple(dock), top, language)
    hit = _RAT.get(key)
    if hit is None:
        _RAT.clear()
        hit = _render_rat(th, dock, top, rat.lines, rat.thinking)
        _RAT[key] = hit
    img, rect = hit
    s.blit(img, rect)
    widget = buttons.get(rat.button) if rat.button else None
    if widget is not None and widget.visible and (rat.button != "drive" or widget.enabled):
        ring = widget.rect.inflate(th.px(10), th.px(10))
        pygame.draw.rect(s, th.color("good"), ring, max(3, th.px(3)), border_radius=th.px(10))
    return rect


def rat_dock(th: "Theme", list_bottom: int, log: pygame.Rect) -> pygame.Rect:
    """Where the Rat's box may stand: from the driver list's foot down to the Spielverlauf."""
    top = list_bottom + th.px(8)
    return pygame.Rect(log.x, top, log.width, max(1, log.top - th.px(8) - top))


def rat_box(dock: pygame.Rect, top: int, height: int) -> pygame.Rect:
    """Bottom-aligned in ``dock``, as tall as the text needs but not above ``top``."""
    h = max(1, min(height, dock.bottom - top))
    return pygame.Rect(dock.x, dock.bottom - h, dock.width, h)


def rat_height(th: "Theme", width: int, lines: tuple[str, ...], room: int | None = None
               ) -> tuple[int, str]:
    """The box's height for ``lines`` at ``width`` and the type it uses: small, or — when that
    is taller than ``room`` — the smaller label type before anything is cut."""
    bold = th.font("body", bold=True)
    pad = th.px(12)
    h, role = 0, "small"
    for role in ("small", "label"):
        font = th.font(role)
        h = bold.get_linesize() + pad * 2 + th.px(6)
        for line in lines:
            h += text_height(line, font, width - 2 * pad) + th.px(6)
        if room is None or h <= room:
            break
    return h, role


def rat_rect(th: "Theme", dock: pygame.Rect, top: int, lines: tuple[str, ...]
             ) -> tuple[pygame.Rect, pygame.font.Font, tuple[str, ...]]:
    """Where the box stands in ``dock`` (no higher than ``top``), its type and the lines it
    shows whole — what the side column hides under it (:func:`.layout.side_column`)."""
    width = dock.width
    bold = th.font("body", bold=True)
    pad = th.px(12)
    h, role = rat_height(th, width, lines, dock.bottom - top)
    font = th.font(role)
    box = rat_box(dock, top, h)
    y = pad + bold.get_linesize() + th.px(6)
    kept = whole_lines(th, font, width - 2 * pad, lines, box.height - pad - y)
    if kept != lines:   # a sentence left out: the box as tall as what it shows, no empty foot
        used = y + sum(text_height(line, font, width - 2 * pad) + th.px(6) for line in kept)
        box = rat_box(dock, dock.bottom - box.height, min(box.height, used + pad))
    return box, font, kept


def _render_rat(th: "Theme", dock: pygame.Rect, top: int, lines: tuple[str, ...],
                thinking: bool = False) -> tuple[pygame.Surface, pygame.Rect]:
    width = dock.width
    bold = th.font("body", bold=True)
    pad = th.px(12)
    box, font, kept = rat_rect(th, dock, top, lines)
    y = pad + bold.get_linesize() + th.px(6)
    s = pygame.Surface(box.size, pygame.SRCALPHA)
    local = s.get_rect()
    draw_panel(s, local, th, "poster")
    icon = pygame.Rect(pad, pad, bold.get_height(), bold.get_height())
    draw_icon(s, "bulb", icon, th.color("accent"))
    # the title in the room beside the bulb („The strong computer's advice“ ran out of the
    # box at 150 %, #30): a little smaller where it must be
    title = t("sprit.ui.rat.title")
    room = width - pad - icon.right - th.px(8)
    head = fit_font(th, "body", title, room, bold=True).render(title, True, th.color("accent"))
    s.blit(head, head.get_rect(midleft=(icon.right + th.px(8), icon.centery)))
    for i, line in enumerate(kept):
        colour = th.color("text" if i else "text_dim" if thinking else "good")
        y += draw_text(s, line, font, colour, pygame.Rect(pad, y, width - 2 * pad, 0))
        y += th.px(6)
    return s, box


def whole_lines(th: "Theme", font: pygame.font.Font, width: int, lines: tuple[str, ...],
                room: int) -> tuple[str, ...]:
    """The lines drawn whole in ``room``: the move always, a later line (the other plan) only
    when all of it fits — never half a sentence cut at the box's edge."""
    kept: list[str] = []
    for line in lines:
        need = text_height(line, font, width)
        if kept and need > room:
            break
        kept.append(line)
        room -= need + th.px(6)
    return tuple(kept)


