"""`replay FILE`: does a savegame or leaderboard entry reproduce? Exit 0 yes, 1 no.

Accepted shapes: a bare record (``{format, game, rules_version, options, seed, actions}``), a
savegame (``{format, save_id, game, record, meta}``) and a leaderboard entry (``{record, result,
seat, value, mode, …}``). For an entry the replayed scores and ranks must equal ``result`` and the
leaderboard value must follow from them (see :mod:`speedgames.core.scoring`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from speedgames.core.game import replay_record
from speedgames.core.scoring import ABANDON_PENALTY, entry_value
from speedgames.core.storage import MAX_FILE_BYTES, decode_json


def extract_record(data: Any) -> Mapping[str, Any]:
    """A savegame or leaderboard entry holds its record under ``record``; else it is one."""
    if isinstance(data, Mapping) and "record" in data and isinstance(data["record"], Mapping):
        return data["record"]
    if isinstance(data, Mapping):
        return data
    raise ValueError("the file holds no Speedgames record")


def _check_claims(data: Mapping[str, Any], record: Mapping[str, Any], state: Any) -> str | None:
    """What the file claims beyond replaying (result, value); None when all of it holds."""
    if data.get("abandoned") is True:
        if data.get("value", ABANDON_PENALTY) != ABANDON_PENALTY:
            return "an abandoned game's value is not the penalty"
        return None
    expected = data.get("result")
    if not isinstance(expected, Mapping):
        return None
    if not state.is_over():
        return "replays, but the game is not over as recorded"
    result = state.result()
    if "scores" in expected and list(expected["scores"]) != list(result["scores"]):
        return "replays, but to other scores than recorded"
    if "ranks" in expected and list(expected["ranks"]) != list(result["ranks"]):
        return "replays, but to other ranks than recorded"
    seat, value = data.get("seat"), data.get("value")
    if isinstance(seat, int) and value is not None:
        options = record.get("options", {})
        seats = options.get("seats", [])
        mode = str(data.get("mode", options.get("mode", "table")))
        if not 0 <= seat < len(result["scores"]):
            return "the entry's seat is not in the game"
        computed, _ = entry_value(str(record.get("game")), mode, result["scores"][seat],
                                  result["ranks"][seat], seats, seat, bool(data.get("rat")))
        if computed != value:
            return f"replays, but the leaderboard value is {computed}, not {value}"
    return None


def verify(data: Any) -> tuple[bool, str]:
    try:
        record = extract_record(data)
        state = replay_record(record)
        problem = _check_claims(data, record, state) if data is not record else None
    except Exception as exc:  # any failure to replay is a "no", never a crash
        return False, f"does not replay: {exc}"
    if problem:
        return False, problem
    return True, "reproduces"


def main(path: Path) -> int:
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            raise ValueError("file too large")
        data = decode_json(raw)
    except (OSError, ValueError) as exc:
        print(f"replay: cannot read {path}: {exc}")
        return 1
    ok, message = verify(data)
    print(f"replay: {path}: {message}")
    return 0 if ok else 1
