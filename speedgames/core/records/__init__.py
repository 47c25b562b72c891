"""Statistics, achievements and leaderboards per game: ``records/<game>.json``.

One file per game holds, per profile id, the statistics („Meine Partien“) and the achievements
earned, the leaderboard lists (``table``, ``solo``, ``rekordjagd``, ``meisterbrief``,
``daily:<date>``) and the daily attempts. A leaderboard entry keeps the whole game record (seed,
options, actions) and is shown only if it replays to the result and value it claims — the seed's
„Der Server rechnet jede Runde nach“, done locally. Replays are cached by a hash of the entry, so
opening the list twice costs one replay per entry per program run.

Per-game figures come in as ``extras`` (a dict per seat) and are folded into the statistics by
their name: ``max_<k>`` keeps the highest, ``min_<k>`` the lowest, ``sum_<k>`` adds up, ``fav_<k>``
counts (a string or ``{item: count}``; the most counted is the favourite), anything else keeps the
last value. E.g. rocket reports ``{"max_rocket": 41, "min_misfires": 0, "fav_chip": {"R": 2}}``.

The package by purpose: ``store`` (the file: schema, sanitising, reading, writing), ``entries``
(entering finished, abandoned and daily games), ``verify`` (leaderboards of verified entries),
``stats`` (statistics), ``achievements`` (which achievements a profile has earned; the catalogue
itself is :mod:`speedgames.core.achievements`). Every public name imports from here.
"""

from speedgames.core.profiles import (
    Profile,
    add_profile,
    list_profiles,
    load_profiles,
    rename_profile,
    use_profile,
)
from speedgames.core.records.achievements import earned_achievements
from speedgames.core.records.entries import (
    begin_daily,
    daily_attempted,
    record_abandoned,
    record_game,
)
from speedgames.core.records.stats import GameStats, fold_extras, statistics
from speedgames.core.records.store import (
    DAILY_KEEP_DAYS,
    FORMAT,
    SCHEMA,
    file_name,
)
from speedgames.core.records.verify import (
    _verified,  # the verification cache; tests clear it after editing a file behind its back
    Entry,
    entry_file_data,
    entry_hash,
    leaderboard,
    list_ids,
    verify_entry,
    verify_in_background,
)
from speedgames.core.scoring import entry_value, list_id_for, place_bonus

__all__ = [
    "Entry", "GameStats", "record_game", "record_abandoned", "leaderboard", "list_ids",
    "verify_entry", "statistics", "earned_achievements", "begin_daily", "daily_attempted",
    "Profile", "add_profile", "use_profile", "list_profiles", "load_profiles", "rename_profile",
    "place_bonus", "entry_value", "list_id_for",
    "DAILY_KEEP_DAYS", "FORMAT", "SCHEMA", "file_name", "fold_extras", "entry_file_data",
    "entry_hash", "verify_in_background", "_verified",
]
