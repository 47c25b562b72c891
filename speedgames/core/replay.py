"""`replay FILE`: does a savegame or leaderboard entry reproduce? Exit 0 yes, 1 no — and which
check failed, in words.

Accepted shapes: a bare record (``{format, game, rules_version, options, seed, actions}``), a
savegame (``{format, save_id, game, record, meta}``) and a leaderboard entry (``{record, result,
seat, value, mode, …}``). Every record must be of a known game and rules version and replay. An
entry is checked exactly as the Bestenliste checks it (:mod:`speedgames.core.records.verify`):
its options must be its mode's own (a Rekordjagd with a start bag of its own choosing replays,
but is no Rekordjagd), a daily puzzle must have the day's seed, the replayed scores and ranks
must equal ``result`` and the leaderboard value must follow from them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from speedgames.core.game import replay_record
from speedgames.core.i18n import Text
from speedgames.core.storage import MAX_FILE_BYTES, decode_json, read_regular

REPORT_LANG = "en"  # the command line speaks English, like its --help


def extract_record(data: Any) -> Mapping[str, Any]:
    """A savegame or leaderboard entry holds its record under ``record``; else it is one."""
    if isinstance(data, Mapping) and "record" in data and isinstance(data["record"], Mapping):
        return data["record"]
    if isinstance(data, Mapping):
        return data
    raise ValueError("the file holds no Speedgames record")


def _is_entry(data: Mapping[str, Any], record: Mapping[str, Any]) -> bool:
    return data is not record and isinstance(data.get("result"), Mapping)


def problem_of(data: Any) -> Text | str | None:
    """The first check the file fails (words), or None when it reproduces."""
    from speedgames.core.records.canonical import rules_problem
    from speedgames.core.records.verify import entry_problem

    try:
        record = extract_record(data)
    except ValueError as exc:
        return str(exc)
    game_id = str(record.get("game"))
    if _is_entry(data, record):
        return entry_problem(game_id, data)
    problem = rules_problem(game_id, record)
    if problem is not None:
        return problem
    try:
        replay_record(record)
    except Exception as exc:  # any failure to replay is a "no", never a crash
        return Text("core.verify.no_replay", {"error": str(exc)[:200]})
    return None


def verify(data: Any) -> tuple[bool, str]:
    problem = problem_of(data)
    if problem is None:
        return True, "reproduces"
    return False, problem.render(REPORT_LANG) if isinstance(problem, Text) else problem


def main(path: Path) -> int:
    try:
        raw = read_regular(Path(path), MAX_FILE_BYTES)
        data = decode_json(raw)
    except (OSError, ValueError) as exc:
        print(f"replay: cannot read {path}: {exc}")
        return 1
    ok, message = verify(data)
    print(f"replay: {path}: {message}")
    return 0 if ok else 1
