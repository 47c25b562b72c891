"""Speedtulpe's positions in its own time: „Wurf 12“ (:mod:`speedgames.core.moments`)."""

from __future__ import annotations

from typing import Any


def marker(state: Any) -> dict[str, Any]:
    return {"wurf": int(state.wurf)}
