"""`replay FILE`: does a savegame or leaderboard entry reproduce? Exit 0 yes, 1 no."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping

from speedgames.core.game import IllegalAction, replay_record


def extract_record(data: Any) -> Mapping[str, Any]:
    """A savegame is a record; a leaderboard entry holds one under ``record``."""
    if isinstance(data, Mapping) and "record" in data and isinstance(data["record"], Mapping):
        return data["record"]
    if isinstance(data, Mapping):
        return data
    raise ValueError("the file holds no Speedgames record")


def verify(data: Any) -> tuple[bool, str]:
    try:
        record = extract_record(data)
        state = replay_record(record)
    except (ValueError, KeyError, TypeError, IllegalAction) as exc:
        return False, f"does not replay: {exc}"
    expected = data.get("result") if isinstance(data, Mapping) else None
    if isinstance(expected, Mapping) and "scores" in expected and state.is_over():
        if list(expected["scores"]) != list(state.result()["scores"]):
            return False, "replays, but to other scores than recorded"
    return True, "reproduces"


def main(path: Path) -> int:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        print(f"replay: cannot read {path}: {exc}")
        return 1
    ok, message = verify(data)
    print(f"replay: {path}: {message}")
    return 0 if ok else 1
