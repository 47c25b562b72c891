"""Is a leaderboard entry's game the mode's own game? The checks a record passes before its replay
counts for a Bestenliste (a replay alone proves only that the moves were legal *for the options
the file names* — a forged Rekordjagd with a start bag of its own choosing replays too).

A record of a solo mode (Rekordjagd, Meisterbrief, daily puzzle) must carry exactly the options
that mode starts with (``speedgames.<game>.modes.canonical_options``; only the human's name is
free), the daily puzzle additionally the day's seed, and every record a rules version the game
knows. Table games (every mode outside ``scoring.SOLO_MODES``, listed as ``table`` / ``solo``)
are free in their options: those are the players' choices at the table.
Each check says in words what failed (a :class:`Text` under ``core.verify``), for
``run.py replay`` and the player's notice.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from speedgames.core import game as game_mod
from speedgames.core.i18n import Text
from speedgames.core.scoring import SOLO_MODES, list_id_for


def _as_played(game: Any, options: Mapping[str, Any], seed: Any) -> Mapping[str, Any]:
    """The options as the rules complete them (defaults filled in): two option sets that the
    rules complete alike are the same game. The given options when the rules refuse them."""
    try:
        played = game.new_state(options, seed if isinstance(seed, int) else 0).options
    except Exception:  # refused options stay as they are: they will not match
        return options
    return played if isinstance(played, Mapping) else options


def _without_human_names(options: Mapping[str, Any]) -> Any:
    """The options as compared: JSON-normal, human seats without their (free) name."""
    out = json.loads(json.dumps(dict(options)))
    seats = out.get("seats")
    if isinstance(seats, list):
        for seat in seats:
            if isinstance(seat, dict) and seat.get("kind", "human") == "human":
                seat.pop("name", None)
    return out


def list_label(game_id: str, list_id: str) -> Text:
    """A list's name as the Bestenliste shows it („Rekordjagd“, „Tagesrätsel 2026-11-30“)."""
    if list_id.startswith("daily:"):
        return Text(f"ui.board.daily.{game_id}", {"date": list_id[6:]})
    return Text(f"ui.board.list.{list_id}")


def rules_problem(game_id: str, record: Mapping[str, Any]) -> Text | None:
    """None when the record's game and rules version are known; else what is wrong."""
    try:
        game = game_mod.get_game(game_id)
    except KeyError:
        return Text("core.verify.unknown_game", {"game": str(game_id)[:40]})
    if record.get("game") != game_id:
        return Text("core.verify.other_game", {"game": str(record.get("game")),
                                               "expected": game_id})
    version = record.get("rules_version")
    known = getattr(game, "rules_version", None)
    if isinstance(version, bool) or version != known:
        return Text("core.verify.rules_version", {"version": str(version), "known": known})
    return None


def options_problem(game_id: str, record: Mapping[str, Any]) -> Text | None:
    """None when the record's options (and seed) are its mode's own; else what differs."""
    options = record.get("options")
    if not isinstance(options, Mapping):
        return Text("core.verify.no_options")
    mode = options.get("mode", "table")
    if mode not in SOLO_MODES:  # a table game (the lists ``table`` / ``solo``): free options
        return None
    game = game_mod.get_game(game_id)
    try:
        expected, seed = game.canonical_options(options)
    except (ValueError, TypeError, KeyError, AttributeError):
        return Text("core.verify.no_list", {"mode": str(mode)[:20]})
    label = list_label(game_id, list_id_for(str(mode), options))
    own_seed = record.get("seed")
    mine = _without_human_names(_as_played(game, options, own_seed))
    theirs = _without_human_names(_as_played(game, expected, own_seed if seed is None else seed))
    if mine != theirs:
        keys = sorted(k for k in set(mine) | set(theirs) if mine.get(k) != theirs.get(k))
        return Text("core.verify.options", {"mode": label, "keys": ", ".join(keys)[:200]})
    if seed is not None and record.get("seed") != seed:
        return Text("core.verify.seed", {"date": str(options.get("date"))})
    return None


def record_problem(game_id: str, record: Mapping[str, Any]) -> Text | None:
    """The first of the checks above that fails, or None."""
    return rules_problem(game_id, record) or options_problem(game_id, record)
