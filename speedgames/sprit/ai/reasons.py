"""Reasons in words for the computer's moves („die Werkstatt bringt 40 L“, „Tafel 3 passt“)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from speedgames.core.game import Action
from speedgames.core.i18n import Text, counted
from speedgames.sprit.rules.fuel import FUEL_STEP, cost
from speedgames.sprit.rules.tracks import EREIGNIS, KONTROLLE, TANKSTELLE, TAFELN

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState


def reason(state: "SpritState", car: int, action: Action, turns_after: float) -> Text:
    """Why this move: the rule-level benefit it brings, else distance, price and turns left."""
    c = state.cars[car]
    left = counted("core.count.turns", max(0, round(turns_after)))
    kind = action.type
    if kind == "stamp":
        return Text("sprit.ai.stamp", {"gain": FUEL_STEP * state.platz(car)})
    if kind == "kanister":
        key = "sprit.ai.kanister_take" if action["amount"] > 0 else "sprit.ai.kanister_give"
        return Text(key, {"turns": left})
    if kind == "werkstatt":
        target = state.track.werkstatt_behind(c["field"])
        return Text("sprit.ai.werkstatt", {"gain": FUEL_STEP * (c["field"] - (target or 0))})
    if kind == "tank":
        key = "sprit.ai.tanken" if action["amount"] > 0 else "sprit.ai.ablassen"
        return Text(key, {"turns": left})
    to = action["to"]
    fields = to - c["field"]
    price = cost(fields)
    distance = counted("core.count.fields", fields)
    if to == state.track.ziel:
        return Text("sprit.ai.ziel", {"place": state.zielplatz(), "cost": price})
    code = state.track.code(to)
    if code in TAFELN:
        place_there = 1 + sum(1 for i, o in enumerate(state.cars)
                              if i != car and (o["finished"] or o["field"] > to))
        if state.track.tafel_pays(to, place_there):
            return Text("sprit.ai.tafel", {"tafel": code if code != "1" else "1/5/6",
                                           "gain": FUEL_STEP * place_there})
    if code == KONTROLLE:
        return Text("sprit.ai.kontrolle", {"distance": distance, "cost": price})
    if code == TANKSTELLE:
        return Text("sprit.ai.tankstelle", {"distance": distance, "cost": price, "turns": left})
    if code == EREIGNIS and state.options["cards"]:
        return Text("sprit.ai.ereignis", {"distance": distance, "cost": price, "turns": left})
    return Text("sprit.ai.drive", {"distance": distance, "cost": price, "turns": left})


def only_move() -> Text:
    return Text("sprit.ai.only", {})


# the reasons that name no field, stamp or litres of the plan: the Rat says its plan instead
TEMPLATES = frozenset({"sprit.ai.drive", "sprit.ai.ereignis", "sprit.ai.tanken",
                       "sprit.ai.ablassen", "sprit.ai.kanister_take", "sprit.ai.kanister_give",
                       "sprit.ai.tankstelle"})


def plan_text(steps: "tuple | list", ziel: int, limit: int = 4) -> Text | None:
    """The turns of a plan in words, at most ``limit`` of them („Feld 22 → stempeln → Feld 26
    (77 L) → …“): ``steps`` as ``ai.ziel_count.plan_after`` gives them (a step and the turn
    start it leads to). Tankings in a row are one step („2× tanken (→ 64 L)“). None for no
    steps."""
    words: list[Text] = []
    i = 0
    steps = list(steps)
    while i < len(steps) and len(words) < limit:
        (step, node) = steps[i]
        kind = step[0]
        if kind == "tank":
            n = 1
            while i + n < len(steps) and steps[i + n][0] == step:
                n += 1
            last = steps[i + n - 1][1]
            key = "sprit.ui.plan.tank" if step[1] > 0 else "sprit.ui.plan.give"
            words.append(Text(key, {"n": n, "fuel": _litres(last)}))
            i += n
            continue
        if kind == "drive":
            to = int(step[1])
            if to == ziel:
                words.append(Text("sprit.ui.plan.ziel"))
            elif node is not None and node[4]:
                words.append(Text("sprit.ui.plan.kontrolle", {"to": to}))
            else:
                words.append(Text("sprit.ui.plan.drive", {"to": to, "fuel": _litres(node)}))
        elif kind == "werkstatt":
            words.append(Text("sprit.ui.plan.werkstatt", {"to": int(step[1]),
                                                          "fuel": _litres(node)}))
        else:   # stamp, skip, stranded
            words.append(Text(f"sprit.ui.plan.{kind}"))
        i += 1
    if not words:
        return None
    if i < len(steps):
        words.append(Text("sprit.ui.plan.more"))
    out = words[-1]
    for word in reversed(words[:-1]):
        out = Text("sprit.ui.plan.then", {"a": word, "b": out})
    return out


def _litres(node: "tuple | None") -> str:
    """The litres at the turn start a step leads to (what a Tafel pays there included)."""
    return "?" if node is None else str(int(node[2]) + int(node[3]))
