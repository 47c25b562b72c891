"""Date → seed for the daily puzzles (Tagesrätsel, Tagesetappe, Tagesblatt).

The seed depends only on the game id and the ISO date, through :func:`core.rng.derive_seed`
(SHA-256 of canonical JSON), so every computer plays the same puzzle on the same day, whatever its
Python version, locale or time zone setting — the date itself is the player's local date.

What the date gives away, decided: the derivation is public (this is a local, open program; there
is no secret to hide a seed behind), so whoever knows the date can compute the day's seed and so
the day's draws, cards and rolls for any line of play. That is exactly what the puzzle makes
common knowledge anyway — everyone plays the same puzzle, and a practice round after the day's
counting attempt shows the same draws for the same decisions. What must not happen is that a
*game in progress* tells a seat more than that: so no ``view(seat)`` carries a seed or a stream
state (a daily one neither), and the computers and the Rat never read them. Only the first
attempt of a day counts for the day's list (``records.begin_daily``).
"""

from __future__ import annotations

import datetime as _dt

from speedgames.core.rng import derive_seed

DAILY_NAMESPACE = "speedgames-daily"


def parse_date(text: str) -> _dt.date:
    """A strict ``YYYY-MM-DD`` date; ValueError for anything else (no times, no other forms)."""
    if not isinstance(text, str) or len(text) != 10 or text[4] != "-" or text[7] != "-":
        raise ValueError(f"not an ISO date: {text!r}")
    if not (text[:4].isdigit() and text[5:7].isdigit() and text[8:].isdigit()):
        raise ValueError(f"not an ISO date: {text!r}")
    return _dt.date.fromisoformat(text)


def today(now: _dt.date | None = None) -> str:
    """The player's local date as ``YYYY-MM-DD`` (``now`` for tests)."""
    return (now or _dt.date.today()).isoformat()


def daily_seed(game_id: str, date: str) -> int:
    """The seed of ``game_id``'s daily puzzle on ``date``: the same on every computer."""
    day = parse_date(date)
    return derive_seed(DAILY_NAMESPACE, str(game_id), day.isoformat())


def day_number(date: str) -> int:
    """Days since 2000-01-01 (for things that alternate daily, e.g. the Tagesetappe's track)."""
    return (parse_date(date) - _dt.date(2000, 1, 1)).days


def next_day(date: str) -> str:
    return (parse_date(date) + _dt.timedelta(days=1)).isoformat()
