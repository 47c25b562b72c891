"""What the Ziel-Rechner panel says: the rule's line near the Ziel, what matters from far away.

Why: the rule's line („Ziel als 2.: von hier 30 Felder = 465 L → passend wären 465–485 L, du hast
408 L zu wenig“) is right but useless 30 fields away — nobody drives that in one go. From far away
the panel says instead how far it is, how many turns are left at this fuel (the lone-car table's
count, the very figure the Rat gives after its move), where the next Tankstelle is and which
stamps are still missing. Near the Ziel (a straight drive within ``NEAR_LITRES`` of the tank, or
too much fuel) the rule's own line stays. Pure: Text only, no pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.i18n import Text, counted
from speedgames.sprit.rules import ziel as ziel_mod
from speedgames.sprit.rules.fuel import cost, ziel_allowance
from speedgames.sprit.rules.tracks import KONTROLLE

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

NEAR_LITRES = 30  # missing this much or less for the straight drive: the rule's line helps


def turns_after_best(state: "SpritState", car: int) -> int | None:
    """Fewest whole turns to the Ziel after this turn's move, by the table the Rat uses
    (``ai.search.turns_after``); None unless ``car`` is on the move with a choice. A field
    another car blocks now counts as free once that car has moved on (:func:`fastest_way`)."""
    found = fastest_way(state, car)
    return None if found is None else found[0]


def fastest_way(state: "SpritState", car: int) -> tuple[int, tuple[int, int] | None] | None:
    """``(turns, wait)``: the fewest turns after this turn's move and, when they count waiting
    on the Tankstelle for a field another car blocks now, ``wait = (field, turns waited)``
    (``ai.ziel_count.waiting_count``: a rival on the only Kontrolle still needed made the
    figure jump 3 → 4 while the plan stood, #30); None unless ``car`` is on the move."""
    if state.active_car != car or state.phase != "move":
        return None
    seat = state.cars[car]["seat"]
    actions = state.legal_actions(seat)
    if not actions:
        return None
    from speedgames.sprit.ai.search import turns_after
    from speedgames.sprit.ai.ziel_count import waiting_count

    fastest = min(turns_after(state, seat, car, action) for action in actions)
    waiting = waiting_count(state, car, turns_after)
    if waiting is not None and waiting[0] < fastest:
        return waiting[0], (waiting[1], waiting[2])
    return fastest, None


SHORT = 4  # this many turns or fewer after the move: the Ziel-Rechner names them


def short_way(state: "SpritState", car: int, turns: int) -> Text | None:
    """The ``turns`` after this turn's move in words („stempeln → Feld 60 (27 L) → ins Ziel“)
    when they are few (``SHORT``) and counted exactly: „noch etwa 3 Züge“ with a stamp and
    two drives to go read like a guess (#30). The way is the fastest move's
    (``ai.ziel_count.plan_after``); None when there is no such short exact way."""
    if not 0 < turns <= SHORT:
        return None
    from speedgames.sprit.ai.reasons import plan_text
    from speedgames.sprit.ai.search import turns_after
    from speedgames.sprit.ai.ziel_count import plan_after

    seat = state.cars[car]["seat"]
    for action in state.legal_actions(seat):
        if turns_after(state, seat, car, action) != turns:
            continue
        plan = plan_after(state, seat, car, action, state.zielplatz())
        if plan and len(plan) == turns:
            return plan_text((move_step(state, car, action),) + plan, state.track.ziel,
                             limit=SHORT + 1)
    return None


def move_step(state: "SpritState", car: int, action: Any) -> tuple[tuple, tuple | None]:
    """This turn's move as a step of a plan (``ai.reasons.plan_text``), with the turn start it
    leads to as the count sees it (cards aside, a Tafel's litres due included)."""
    from speedgames.sprit.ai.ziel_count import start_of

    seat = state.cars[car]["seat"]
    found = start_of(state, seat, car, action, state.zielplatz())
    if found is None:
        return ("drive", state.track.ziel), None
    args, before = found
    node = (args[1], args[2], args[3], args[4], bool(before) and before[0] == ("stamp",))
    if action.type in ("tank", "kanister"):
        return ("tank", int(action["amount"])), node
    if action.type in ("drive", "werkstatt"):
        return (action.type, args[1]), node
    return ("stamp",), None


def wait_text(wait: tuple[int, int]) -> Text:
    """„Feld 57 ist gerade besetzt: gezählt ist, dass du einen Zug wartest, bis der Wagen dort
    weiterfährt.“"""
    field, waits = wait
    return Text("sprit.ui.ziel_far.wait", {"field": field,
                                          "turns": counted("core.count.turns", waits)})


def ziel_parts(state: "SpritState", car: int) -> tuple[list[Text], bool] | None:
    """The panel's sentences and whether they are the good news („das passt“); None while the
    Rechner isn't shown (before the middle of the track, without all stamps)."""
    calc = ziel_mod.for_car(state, car)
    if calc is None:
        return None
    if calc.missing <= NEAR_LITRES:
        return [calc.text()], calc.fits
    c = state.cars[car]
    track = state.track
    parts = [Text("sprit.ui.ziel_far.head", {
        "place": calc.place, "distance": counted("core.count.fields", calc.distance),
        "cost": calc.cost, "fuel": c["fuel"]})]
    way = fastest_way(state, car)
    if way is not None and way[0] > 0:
        steps = short_way(state, car, way[0]) if way[1] is None else None
        if steps is not None:  # a few turns: said plainly, turn by turn (#30)
            parts.append(Text("sprit.ui.ziel_far.turns_plan", {
                "fuel": c["fuel"], "turns": counted("core.count.turns", way[0]),
                "steps": steps}))
        else:
            parts.append(Text("sprit.ui.ziel_far.turns", {
                "fuel": c["fuel"], "turns": counted("core.count.turns", way[0])}))
        if way[1] is not None:
            parts.append(wait_text(way[1]))
    station = next((f for f in track.tankstellen if f > c["field"]), None)
    if station is not None:
        parts.append(Text("sprit.ui.ziel_far.station", {
            "field": station, "distance": counted("core.count.fields", station - c["field"])}))
    stamps = ziel_stamps_missing(state, car)
    if stamps is not None:
        parts.append(stamps)
    return parts, False


def ziel_stamps_missing(state: "SpritState", car: int) -> Text | None:
    """„Noch offen: 2 Stempel – Kontrollen vor dir: Felder 22, 42 und 57.“ (None: all three)."""
    c = state.cars[car]
    open_stamps = 3 - c["stamps"]
    if open_stamps <= 0:
        return None
    track = state.track
    ahead = [f for f in range(c["field"] + 1, track.ziel) if track.code(f) == KONTROLLE]
    n = counted("sprit.ui.count.stamps", open_stamps)
    if not ahead:
        return Text("sprit.ui.info.stamps_none_ahead", {"n": n})
    fields = [str(f) for f in ahead]
    listed = fields[0] if len(fields) == 1 else \
        Text("sprit.ui.info.and", {"first": ", ".join(fields[:-1]), "last": fields[-1]})
    key = "sprit.ui.info.stamps_missing_one" if len(fields) == 1 else "sprit.ui.info.stamps_missing"
    return Text(key, {"n": n, "fields": listed})


def join(names: list[Any]) -> Any:
    """„A, B und C“ as a Text („A und B“ nested)."""
    if len(names) == 1:
        return names[0]
    return Text("sprit.ui.info.and", {"first": join(names[:-1]), "last": names[-1]})


def count_change(then: "SpritState", action: Any, now: "SpritState", car: int, before: int,
                 after: int) -> Text | None:
    """Why „Züge bis ins Ziel“ fell by more than the one turn the car spent since ``then``
    (its last turn start, when the count was ``before``; ``action`` its move then; ``after``
    the count now) — only something real does that, and the panel says what (#30: 18 → 11
    after a two-field drive read as a mistake): a Streckenkarte that moved the car or filled
    its tank, litres from a Tafel or Kontrolle, a field that was blocked and is free now, a
    later Zielplatz with its bigger allowance, another Platz. None when it fell by one or
    less, or no such change is found."""
    if after >= before - 1:
        return None
    from speedgames.sprit.ai.evaluate import neutral_after

    seat = then.cars[car]["seat"]
    was = neutral_after(then, seat, car, action).cars[car]
    c = now.cars[car]
    cause: Text | None = None
    card = now.last_card
    if card and card.get("car") == car and card != then.last_card:
        cause = Text("sprit.ui.ziel_change.card", {"card": Text(
            f"sprit.cards.{card['card']}.name")})
    elif c["field"] == was["field"] and c["fuel"] > was["fuel"]:
        cause = Text("sprit.ui.ziel_change.fuel", {"now": c["fuel"], "was": was["fuel"]})
    elif now.zielplatz() > then.zielplatz():
        cause = Text("sprit.ui.ziel_change.zielplatz", {
            "place": now.zielplatz(), "litres": ziel_allowance(now.zielplatz())})
    else:
        freed = [f for f in range(c["field"] + 1, now.track.ziel)
                 if cost(f - c["field"]) <= c["fuel"]   # one it can drive to now
                 and _held(then, f, car) and not _held(now, f, car)]
        if freed:
            cause = Text("sprit.ui.ziel_change.freed", {"field": freed[0]})
        elif now.platz(car) != then.platz(car):
            cause = Text("sprit.ui.ziel_change.platz", {"place": now.platz(car)})
    if cause is None:
        return None
    return Text("sprit.ui.ziel_change.head", {
        "before": counted("core.count.turns", before),
        "after": counted("core.count.turns", after), "cause": cause})


def _held(state: "SpritState", field: int, car: int) -> bool:
    return any(i != car and not o["finished"] and o["field"] == field
               for i, o in enumerate(state.cars))
