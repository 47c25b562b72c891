"""Events of Speedrocket: plain JSON dicts the scene animates and the Spielverlauf prints.

Every event is ``{"type": …, "seat": … (when it concerns one seat), <numbers>, "text": {"key":
"rocket.log.<type>", "params": {…}}}``. The ``text`` dict is ready for the Spielverlauf: its params
hold the numbers, the player's name (a string, or a nested ``{"key", "params"}`` dict for unnamed
seats) and chip names as nested ``{"key", "params"}`` dicts. :func:`to_text` turns such a dict into
a
:class:`~speedgames.core.i18n.Text` (nested dicts become nested Text, lists become a joined list),
so the screen only calls ``to_text(event["text"]).render()``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from speedgames.core.i18n import Text, counted

from . import data


def chip_text(chip: str) -> dict[str, Any]:
    """The chip's name as a text dict, e.g. „Strontiumrot 2“ (Kalkorange/Purpur/… without value)."""
    k = data.kind(chip)
    name = {"key": f"rocket.chip.{k}", "params": {}}
    if len(data.VALUES[k]) == 1:
        return name
    return {"key": "rocket.chip_value", "params": {"kind": name, "value": data.value(chip)}}


def seat_text(names: list[Any], seat: int) -> Any:
    return names[seat] if 0 <= seat < len(names) else {"key": "rocket.seat_name",
                                                        "params": {"n": seat + 1}}


@dataclass(frozen=True)
class JoinedText(Text):
    """A list of texts shown comma-separated (chips of a preview, winners of the Tagespreis)."""

    items: tuple[Any, ...] = ()

    def render(self, lang: str | None = None) -> str:
        return ", ".join(i.render(lang) if isinstance(i, Text) else str(i) for i in self.items)


def _convert(value: Any) -> Any:
    if isinstance(value, Mapping) and "key" in value:
        return Text(str(value["key"]), {k: _convert(v) for k, v in
                                        dict(value.get("params") or {}).items()})
    if isinstance(value, (list, tuple)):
        return JoinedText("", {}, tuple(_convert(v) for v in value))
    return value


# Numbers that count a noun in the Spielverlauf: the text says „+%{kristalle}“ and the number
# comes with its noun, so one is „1 Kristall“ / „1 mark“, never „1 Kristalle“ / „1 marks“.
# The events keep plain numbers (they are data); only the rendered Text counts.
_COUNTED = {"kristalle": "core.count.kristalle", "fields": "core.count.fields",
            "mark": "core.count.mark"}
_COUNTED_BY_KEY = {
    "rocket.log.purchase": {"cost": "core.count.mark"},
    "rocket.log.trade_sandeimer": {"cost": "core.count.kristalle"},
    "rocket.log.trade_vorladung": {"cost": "core.count.kristalle"},
    "rocket.log.lehrbuben": {"count": "core.count.fields"},
    "rocket.log.preview_offered": {"count": "core.count.chips"},
}


def _count_nouns(text: Text) -> Text:
    nouns = {**_COUNTED, **_COUNTED_BY_KEY.get(text.key, {})}
    params = dict(text.params)
    for name, noun in nouns.items():
        value = params.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            params[name] = counted(noun, value)
    return Text(text.key, params)


# Recipe lines with several gains: a part that gained nothing is left out („+0 Kristalle,
# Vorladung +0“ read like a bug). The parts in their order, and the line for the parts kept.
_PARTS = {"rocket.log.effect.K1": ("vorladung", "kristalle"),
          "rocket.log.effect.P1": ("ruhm", "kristalle", "vorladung")}
_VARIANTS = {
    ("rocket.log.effect.K1", ("vorladung",)): "rocket.log.effect.K1_vorladung",
    ("rocket.log.effect.K1", ("kristalle",)): "rocket.log.effect.K1_kristalle",
    ("rocket.log.effect.P1", ("ruhm",)): "rocket.log.effect.P1_ruhm",
    ("rocket.log.effect.P1", ("kristalle",)): "rocket.log.effect.P1_kristalle",
    ("rocket.log.effect.P1", ("vorladung",)): "rocket.log.effect.P1_vorladung",
    ("rocket.log.effect.P1", ("ruhm", "kristalle")): "rocket.log.effect.P1_ruhm_kristalle",
    ("rocket.log.effect.P1", ("ruhm", "vorladung")): "rocket.log.effect.P1_ruhm_vorladung",
    ("rocket.log.effect.P1", ("kristalle", "vorladung")):
        "rocket.log.effect.P1_kristalle_vorladung",
}


def _without_zero_parts(text: Any) -> Any:
    parts = _PARTS.get(getattr(text, "key", ""))
    if parts is None:
        return text
    kept = tuple(p for p in parts if text.params.get(p) != 0)
    variant = _VARIANTS.get((text.key, kept))
    return Text(variant, dict(text.params)) if variant else text


def to_text(text: Mapping[str, Any]) -> Text:
    """The event's ``text`` dict as a renderable Text (counted nouns for ``rocket.log.*``)."""
    out = _without_zero_parts(_convert(text))
    if isinstance(out, Text) and not isinstance(out, JoinedText) and \
            out.key.startswith("rocket.log."):
        return _count_nouns(out)
    return out


class Log:
    """Collects the events of one ``apply``; knows the seat names for the texts."""

    __slots__ = ("events", "names")

    def __init__(self, names: list[Any]) -> None:
        self.names = names
        self.events: list[dict[str, Any]] = []

    def __call__(self, type: str, seat: int | None = None, *, key: str | None = None,
                 **fields: Any) -> dict[str, Any]:
        """Record an event; ``key`` overrides the text key (default ``rocket.log.<type>``)."""
        ev: dict[str, Any] = {"type": type}
        params: dict[str, Any] = {}
        if seat is not None:
            ev["seat"] = seat
            params["player"] = seat_text(self.names, seat)
        for name, val in fields.items():
            ev[name] = val
            if name == "chip" and isinstance(val, str):
                params[name] = chip_text(val)
            elif name == "chips" and isinstance(val, list):
                params[name] = [chip_text(c) for c in val]
            elif name == "card":
                params[name] = {"key": f"rocket.extrablatt.{val}.name", "params": {}}
            elif name == "recipe":
                params[name] = {"key": f"rocket.recipe.{val}.name", "params": {}}
            elif name == "seats" and isinstance(val, list):
                params["players"] = [seat_text(self.names, s) for s in val]
            else:
                params[name] = val
        ev["text"] = {"key": key or f"rocket.log.{type}", "params": params}
        self.events.append(ev)
        return ev
