"""What a game is, as data: one :class:`GameDescription` per game, read by every shared layer.

Why: the shared screens (table setup, Meine Partien, Bestenliste, Spielregeln, Analyse, Kontor),
the records and the shell serve three games without knowing any of them. Whatever differs between
the games — seats, computer levels and styles, table options, the lists of the Bestenliste, the
statistics figures, the Erfolge, the rules pages, the words for a move, how the list counts — is
written down once, in ``speedgames.<game>.description`` (``DESCRIPTION``), like OpenSpiel's
``GameType`` or PySolFC's ``GameInfo``. :mod:`speedgames.core.catalog` finds the descriptions.

A description is pure: data and pure functions, nothing that imports pygame. What only a screen
can do (the Kontor poster, the rules pictures, the tour of the game's phases) is named by a dotted
module path and imported by the screen that needs it, when it needs it.
Labels are locale keys (``locales/speedgames.*.json``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

#: The computer levels every game offers (ARCHITECTURE: leicht / normal (mittel) / stark).
LEVEL_IDS = ("easy", "normal", "strong")


# ---------------------------------------------------------------------- the table setup's rows
@dataclass(frozen=True)
class Choice:
    """One value of a table option (or a computer style), with its locale key."""

    value: Any
    label: str                      # locale key
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class OptionSpec:
    """One row of the table setup's options panel.

    ``key`` is the options key (or an internal key for helper rows such as one recipe colour).
    ``when`` shows the row only while another row has a given value; ``seats`` only for that
    number of seats (Duell: exactly two).
    """

    key: str
    label: str
    choices: tuple[Choice, ...]
    default: Any
    hint: str | None = None
    when: tuple[str, Any] | None = None
    seats: tuple[int, int] | None = None

    def index_of(self, value: Any) -> int:
        for i, choice in enumerate(self.choices):
            if choice.value == value:
                return i
        return next(i for i, c in enumerate(self.choices) if c.value == self.default)

    def visible(self, values: Mapping[str, Any], seat_count: int) -> bool:
        if self.when is not None and values.get(self.when[0]) != self.when[1]:
            return False
        return self.seats is None or self.seats[0] <= seat_count <= self.seats[1]


#: ``fold(options, values) -> options``: the game's helper rows folded into its options (e.g.
#: Speedrocket's recipe per colour into ``recipes``); ``unfold(values, options) -> values`` the
#: reverse, for a remembered table. Both pure.
Fold = Callable[[dict[str, Any], Mapping[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class Seats:
    """How many sit at the table setup's table: at least, at most, and its first offer (the rules
    may allow fewer, ``GAME.min_seats``: a solo mode seats one human)."""

    minimum: int
    maximum: int
    default: int


# ---------------------------------------------------------------------- records and lists
@dataclass(frozen=True)
class StatFigure:
    """One number card of „Meine Partien“ beyond the shared ones (games, wins, best, average).

    The value is the statistics' ``extras[key]`` (``source="extras"``: the game reported
    ``max_<key>``, ``min_<key>`` …) or the favourite of ``favourites[key]`` (the game reported
    ``fav_<key>``); ``shown`` turns a favourite into words; ``unit`` is a key with ``%{n}``."""

    label: str
    key: str
    source: str = "extras"              # "extras" or "favourites"
    unit: str | None = None
    shown: Callable[[Any], Any] | None = None

    @property
    def reported_as(self) -> tuple[str, ...]:
        """The extras keys a game may report to fill this card."""
        if self.source == "favourites":
            return (f"fav_{self.key}",)
        return (self.key,)


@dataclass(frozen=True)
class AchievementSpec:
    """One „Erfolg“: ``stat`` (``games``, ``wins``, ``daily_best_streak``, or with ``extra`` one
    of the game's reported figures) at least ``n``, or exactly ``n`` with ``exactly``. The id is
    ``<game>.<name>``; its words are ``core.achievements.<game>_<name>.name`` / ``.desc``."""

    name: str
    stat: str
    n: float
    extra: bool = False
    exactly: bool = False


@dataclass(frozen=True)
class Scoring:
    """How the Bestenliste counts this game beyond the shared rules of :mod:`core.scoring`.

    ``weighted_bonus``: points at least 0, the Platzbonus weighted by the opponents' strength, no
    bonus in a game where the Rat was used (Speedtulpe). ``run_turn_actions``: the daily list is a
    race ranked by run — Zielplatz, then fewest turns counted from these action types (Speedsprit's
    Tagesetappe); the entries then keep the rules' own turn count. Empty: ranked by value.
    ``turn_lists``: the solo lists whose value is the rules' own turn count of a run that reached
    the goal, fewest first (Speedsprit's Rekordjagd: „so wenige Züge wie möglich“); a run that
    did not get there enters no such list."""

    weighted_bonus: bool = False
    run_turn_actions: tuple[str, ...] = ()
    turn_lists: tuple[str, ...] = ()

    @property
    def ranks_daily_runs(self) -> bool:
        return bool(self.run_turn_actions)

    @property
    def keeps_turns(self) -> bool:
        """Do the entries need the rules' own turn count (a race by run, or a list of turns)?"""
        return bool(self.run_turn_actions or self.turn_lists)

    def counts_turns(self, list_id: str) -> bool:
        """Is ``list_id``'s value the turns taken, fewer better?"""
        return list_id in self.turn_lists


@dataclass(frozen=True)
class ReviewSample:
    """The demonstration game of the Analyse and Letzte-Partien screens: its seed and the
    options that keep it short (on top of the game's default options)."""

    seed: int = 1
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Previews:
    """Plausible figures for shared screens shown without saved data (screenshots, bench).

    ``stats_extras`` / ``stats_favourites``: a player's „Meine Partien“; ``endtafel``: an
    Endtafel's table (``seats``, ``extras`` per seat, ``column`` shown, ``options``);
    ``animation``: the kwargs of the game's scene where it animates by itself (idle bench)."""

    stats_extras: Mapping[str, Any] = field(default_factory=dict)
    stats_favourites: Mapping[str, str] = field(default_factory=dict)
    endtafel: Mapping[str, Any] | None = None
    animation: Mapping[str, Any] | None = None


# ---------------------------------------------------------------------- the description
@dataclass(frozen=True)
class GameDescription:
    """Everything the shared layers need to know about one game.

    The game's modules sit at fixed places below ``package`` (``rules``, ``ai``, ``modes``,
    ``analysis``, ``bench``); the screens it registers are imported from ``screen_modules``.
    """

    id: str
    package: str
    order: int                                      # position in the Kontor and every list
    seats: Seats
    levels: Mapping[str, str]                       # offered computer level id -> label key
    clock_label: str                                # the game's word for the Zug-Uhr row
    styles: tuple[Choice, ...] = ()                 # computer styles (empty: none)
    table_options: tuple[OptionSpec, ...] = ()      # the game's own rows (clock, stake: shared)
    fold_options: Fold | None = None
    unfold_options: Fold | None = None
    # Bestenliste lists shown while empty („Gegen Computer“: one person against computers, #27)
    board_lists: tuple[str, ...] = ("table", "computer", "solo")
    figures: tuple[StatFigure, ...] = ()
    extras: tuple[str, ...] = ()                    # the figures the game reports per seat;
    #                                                 a name ending in "_" is a family (max_stars_3)
    achievements: tuple[AchievementSpec, ...] = ()
    rules_pages: tuple[str, ...] = ()               # "kind:name" blocks, see ui.rules_scene
    rules_diagrams: str | None = None               # module with ``DIAGRAMS`` (name -> draw)
    phrase: Callable[[Any], str | None] | None = None  # an Action in words (Analyse), or None
    review_sample: ReviewSample = ReviewSample()
    scoring: Scoring = Scoring()
    screen_modules: tuple[str, ...] = ()            # what ui.registry.discover() imports
    # (scene name, module whose import registers it): ui.registry answers ``has`` by them
    # without importing the game's screens (the Kontor's start)
    screens: tuple[tuple[str, str], ...] = ()
    review_module: str | None = None                # ``show(scene, match)``: Partie ansehen
    poster: str | None = None                       # module with ``paint(surface, dark)``
    tour: str | None = None                         # module with ``PHASES`` (name, stop)
    previews: Previews = Previews()

    def module(self, part: str) -> str:
        """The dotted path of the game's module ``part`` (``rules``, ``ai``, ``modes`` …)."""
        return f"{self.package}.{part}"

    def achievement_ids(self) -> tuple[str, ...]:
        return tuple(f"{self.id}.{a.name}" for a in self.achievements)
