"""Speedrocket's positions in its own time: „Abend 3 · Stopfen“, „Abend 3 · Einkauf“
(:mod:`speedgames.core.moments`): the evening is the chapter, the phase names the part."""

from __future__ import annotations

from typing import Any

PARTS = {"stopfen": "rocket.ui.moment.stopfen", "show": "rocket.ui.moment.show",
         "shop": "rocket.ui.moment.shop"}


def marker(state: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"evening": int(state.evening)}
    part = PARTS.get(str(getattr(state, "phase", "")))
    if part is not None:
        out["part"] = part
    return out
