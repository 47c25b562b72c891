"""Speedsprit's positions in its own time: „Runde 8“ (:mod:`speedgames.core.moments`)."""

from __future__ import annotations

from typing import Any


def marker(state: Any) -> dict[str, Any]:
    return {"round": int(state.round)}
