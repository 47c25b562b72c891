"""Leaderboard values: the pure arithmetic of the „Bestenliste“ for all three games.

Rule texts: „dein Ruhm + Platzbonus (1. Platz 30, 2. Platz 15 ab drei Spielern, 3. Platz 5 bei
vier)“; Speedsprit and Speedtulpe seat up to six with the same 30 / 15 / 5 by place. Speedtulpe
counts „deine Punkte (mindestens 0) plus Platzbonus, gewichtet nach der Stärke der Gegner“
(leicht 0.5, normal 0.75, stark 1.0, Mensch 1.0: the bonus times the mean weight of the opponents)
and a game in which the Rat was used gets no place bonus. Leaving a game with other humans early
costs 10. Solo lists (Rekordjagd, daily puzzles, Meisterbrief) count the points alone. One
person against computers at the table is filed „Gegen Computer“ (``computer``), not „Am Tisch“
(#27).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from speedgames.core import catalog
from speedgames.core.description import Scoring

_PLAIN = Scoring()


def scoring_of(game_id: str) -> Scoring:
    """How the game's list counts beyond the shared rules (its description's ``scoring``); an
    unknown game counts plainly."""
    description = catalog.find(game_id)
    return description.scoring if description is not None else _PLAIN

# place → (bonus, fewest players for it)
PLACE_BONUS: dict[int, tuple[int, int]] = {1: (30, 2), 2: (15, 3), 3: (5, 4)}
ABANDON_PENALTY = -10
LEVEL_WEIGHTS = {"easy": 0.5, "normal": 0.75, "strong": 1.0}
HUMAN_WEIGHT = 1.0
SOLO_MODES = ("rekordjagd", "daily", "meisterbrief")


def place_bonus(place: int, players: int) -> int:
    """30 for the winner (from two players), 15 for second (from three), 5 for third (from four)."""
    bonus, needed = PLACE_BONUS.get(place, (0, 0))
    return bonus if players >= needed and bonus else 0


def seat_weight(seat: Mapping[str, Any]) -> float:
    """How strong an opponent counts: a human 1.0, a computer by its level (unknown: normal)."""
    if not isinstance(seat, Mapping) or seat.get("kind") != "ai":
        return HUMAN_WEIGHT
    return LEVEL_WEIGHTS.get(str(seat.get("level")), LEVEL_WEIGHTS["normal"])


def opponent_weight(seats: Sequence[Mapping[str, Any]], seat: int) -> float:
    """The mean weight of everyone but ``seat`` (0.0 when alone)."""
    others = [seat_weight(s) for i, s in enumerate(seats) if i != seat]
    return sum(others) / len(others) if others else 0.0


def _tidy(value: float) -> float | int:
    """Whole numbers as int, others to one decimal (what the list shows)."""
    value = round(value, 1)
    return int(value) if value == int(value) else value


def people_and_computers(seats: Any) -> tuple[int, int]:
    """How many people and how many computers sit at a table (a seat without ``kind`` is a
    person, as everywhere else)."""
    if not isinstance(seats, list):
        return 0, 0
    computers = sum(1 for s in seats if isinstance(s, Mapping) and s.get("kind") == "ai")
    return len(seats) - computers, computers


def list_id_for(mode: str, options: Mapping[str, Any]) -> str:
    """Which list a finished game enters (its filing): ``computer`` („Gegen Computer“: one
    person against one or more computers at the table), ``table`` (two or more people, with or
    without computers), ``solo`` (one seat at the table), ``rekordjagd``, ``meisterbrief``, or
    ``daily:<date>``."""
    if mode == "daily":
        return f"daily:{options.get('date', '')}"
    if mode in SOLO_MODES:
        return mode
    seats = options.get("seats")
    if isinstance(seats, list) and len(seats) == 1:
        return "solo"
    people, computers = people_and_computers(seats)
    return "computer" if people == 1 and computers >= 1 else "table"


def entry_value(game_id: str, mode: str, score: float, place: int,
                seats: Sequence[Mapping[str, Any]], seat: int,
                rat_used: bool = False,
                turns: int | None = None) -> tuple[float | int, float | int]:
    """``(value, bonus)`` of one seat's finished game for the leaderboard; in a list of turns
    (the game's ``scoring.turn_lists``) the value is ``turns`` (ValueError without them)."""
    if scoring_of(game_id).counts_turns(mode):
        if not isinstance(turns, int) or isinstance(turns, bool):
            raise ValueError(f"the list {mode!r} counts turns; none given")
        return turns, 0
    if mode in SOLO_MODES:
        return _tidy(score), 0
    weighted = scoring_of(game_id).weighted_bonus
    points = max(score, 0) if weighted else score
    bonus: float = place_bonus(place, len(seats))
    if weighted:
        bonus = 0 if rat_used else bonus * opponent_weight(seats, seat)
    return _tidy(points + bonus), _tidy(bonus)


def state_turns(summary: Mapping[str, Any], seat: int) -> int | None:
    """Turns of ``seat``'s cars as the rules counted them (Speedsprit's summary ``cars[].turns``,
    which also counts skipped and stuck turns), or None when the game has no such count."""
    cars = summary.get("cars") if isinstance(summary, Mapping) else None
    if not isinstance(cars, list):
        return None
    counts = [car.get("turns") for car in cars
              if isinstance(car, Mapping) and car.get("seat") == seat]
    if not counts or not all(isinstance(c, int) for c in counts):
        return None
    return sum(counts)


def turns_taken(record: Mapping[str, Any], seat: int, kinds: Sequence[str]) -> int:
    """How many turns ``seat`` took in ``record`` (counted from its actions, so it replays)."""
    actions = record.get("actions", []) if isinstance(record, Mapping) else []
    return sum(1 for entry in actions
               if isinstance(entry, list) and len(entry) == 2 and entry[0] == seat
               and isinstance(entry[1], Mapping) and entry[1].get("type") in kinds)


def run_key(finished: bool, place: int, field: int, turns: int) -> tuple:
    """A Tagesetappe run, smaller is better: „zuerst nach Zielplatz, dann nach den wenigsten
    Zügen (wer nicht ins Ziel kam, nach dem erreichten Feld)“ — a run in the Ziel by Zielplatz,
    then turns; a run that did not get there after every such run, by the field reached (higher
    is better), then turns."""
    return (0, place, turns) if finished else (1, -field, turns)


def state_reached(summary: Mapping[str, Any], seat: int) -> list | None:
    """``[in the Ziel?, field]`` of ``seat``'s car (Speedsprit's summary ``cars``), or None when
    the game has no such cars or the seat drives more than one (Duell)."""
    cars = summary.get("cars") if isinstance(summary, Mapping) else None
    if not isinstance(cars, list):
        return None
    own = [car for car in cars if isinstance(car, Mapping) and car.get("seat") == seat]
    if len(own) != 1 or not isinstance(own[0].get("field"), int):
        return None
    return [bool(own[0].get("finished")), own[0]["field"]]


def _reached(entry: Mapping[str, Any]) -> tuple[bool, int]:
    """In the Ziel and the field reached, as stored with the entry. Older entries lack it: the
    Tagesetappe runs until one car is left on the track, so only the last place did not get
    there, and a car on the track scores its field."""
    reached = entry.get("reached")
    if isinstance(reached, list) and len(reached) == 2 and isinstance(reached[1], int):
        return bool(reached[0]), reached[1]
    place, players = entry.get("place", 99), entry.get("players", 0)
    score = entry.get("score", 0)
    finished = not (isinstance(players, int) and 1 < players <= place)
    return finished, int(score) if isinstance(score, (int, float)) else 0


def lower_is_better(game_id: str, list_id: str) -> bool:
    """Does a smaller value rank higher in ``list_id`` (a list of turns: Speedsprit's
    Rekordjagd)? Everywhere else the higher value is the better one."""
    return scoring_of(game_id).counts_turns(list_id)


def sort_key(game_id: str, list_id: str, entry: Mapping[str, Any]) -> tuple:
    """Best first when sorted ascending. A daily race (the game's ``scoring.run_turn_actions``:
    Speedsprit's Tagesetappe) ranks by :func:`run_key` (Zielplatz, then fewest turns; not in the
    Ziel: by the field reached, then turns); a list of turns by the fewest; everything else by
    value, highest first; earlier entries win ties."""
    if lower_is_better(game_id, list_id):
        return (entry.get("value", 0), entry.get("when", ""))
    run_actions = scoring_of(game_id).run_turn_actions
    if run_actions and list_id.startswith("daily:"):
        turns = entry.get("turns")
        if not isinstance(turns, int):
            turns = turns_taken(entry.get("record", {}), entry.get("seat", -1), run_actions)
        finished, field = _reached(entry)
        return run_key(finished, entry.get("place", 99), field, turns) + \
            (-entry.get("value", 0), entry.get("when", ""))
    return (-entry.get("value", 0), entry.get("when", ""))
