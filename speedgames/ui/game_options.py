"""What the table setup offers per game, declared as data (ARCHITECTURE.md's option keys).

The table setup screen is one screen for three games; everything game-specific — how many seats,
how the computer levels are called, which styles exist, which options there are with which choices
and defaults — is written down here once. Labels are locale keys (German terms of the rule texts).
:func:`game_options` turns what the player chose into the ``options`` dict of
``GAME.new_state(options, seed)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from speedgames.core.names import clean_name
from speedgames.ui.turn_clock import CLOCK_CHOICES, DEFAULT_CLOCK

LEVELS = ("easy", "normal", "strong")


@dataclass(frozen=True)
class Choice:
    value: Any
    label: str                      # locale key
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class OptionSpec:
    """One row of the options panel.

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


@dataclass(frozen=True)
class GameSetup:
    game_id: str
    min_seats: int
    max_seats: int
    level_keys: Mapping[str, str]           # level id -> locale key of its name in this game
    styles: tuple[Choice, ...]              # empty when the game has no computer styles
    options: tuple[OptionSpec, ...]
    default_seats: int = 3

    def option(self, key: str) -> OptionSpec:
        for spec in self.options:
            if spec.key == key:
                return spec
        raise KeyError(key)

    def defaults(self) -> dict[str, Any]:
        return {spec.key: spec.default for spec in self.options}

    def visible_options(self, values: Mapping[str, Any], seat_count: int) -> list[OptionSpec]:
        return [spec for spec in self.options if spec.visible(values, seat_count)]


def _clock_option(label: str) -> OptionSpec:
    choices = tuple(
        Choice(v, "ui.clock.none") if v is None else
        Choice(v, "ui.clock.minutes", {"minutes": v // 60}) if v % 60 == 0 and v >= 120 else
        Choice(v, "ui.clock.seconds", {"seconds": v})
        for v in CLOCK_CHOICES)
    return OptionSpec("clock", label, choices, DEFAULT_CLOCK, hint="ui.options.clock_hint")


def _yes_no(yes: str = "ui.common.yes", no: str = "ui.common.no") -> tuple[Choice, ...]:
    return (Choice(False, no), Choice(True, yes))


ROCKET_COLOURS = ("G", "B", "R", "Y", "P", "K")  # the colours with four Rezepturen
ROCKET_STYLES = ("draufgaenger", "vorsichtig", "kristallsammler", "schwarzpulver", "purpur",
                 "tempomacher")

ROCKET = GameSetup(
    game_id="rocket", min_seats=1, max_seats=4, default_seats=3,
    level_keys={lvl: f"levels.rocket.{lvl}" for lvl in LEVELS},
    styles=tuple(Choice(s, f"ui.styles.rocket.{s}") for s in ROCKET_STYLES),
    options=(
        OptionSpec("evenings", "ui.options.rocket.evenings",
                   (Choice(9, "ui.options.rocket.evenings_9"),
                    Choice(6, "ui.options.rocket.evenings_6")), 9),
        OptionSpec("recipes", "ui.options.rocket.recipes",
                   (Choice("standard", "ui.options.rocket.recipes_standard"),
                    Choice("random", "ui.options.rocket.recipes_random"),
                    Choice("host", "ui.options.rocket.recipes_host")), "standard",
                   hint="ui.options.rocket.recipes_hint"),
        *(OptionSpec(f"recipe_{c}", f"ui.options.rocket.colour_{c}",
                     tuple(Choice(n, "ui.options.rocket.recipe_n", {"n": n}) for n in range(1, 5)),
                     1, when=("recipes", "host"))
          for c in ROCKET_COLOURS),
        _clock_option("ui.options.rocket.clock"),
    ),
)

SPRIT = GameSetup(
    game_id="sprit", min_seats=2, max_seats=6, default_seats=4,
    level_keys={lvl: f"levels.{lvl}" for lvl in LEVELS},
    styles=(),
    options=(
        OptionSpec("track", "ui.options.sprit.track",
                   (Choice("alpenpass", "ui.options.sprit.track_alpenpass"),
                    Choice("bergsprint", "ui.options.sprit.track_bergsprint")), "alpenpass"),
        OptionSpec("cards", "ui.options.sprit.cards",
                   (Choice(True, "ui.options.sprit.cards_on"),
                    Choice(False, "ui.options.sprit.cards_off")), True,
                   hint="ui.options.sprit.cards_hint"),
        OptionSpec("end", "ui.options.sprit.end",
                   (Choice("last", "ui.options.sprit.end_last"),
                    Choice("first", "ui.options.sprit.end_first")), "last"),
        OptionSpec("duel", "ui.options.sprit.duel", _yes_no(), False,
                   hint="ui.options.sprit.duel_hint", seats=(2, 2)),
        _clock_option("ui.options.sprit.clock"),
    ),
)

TULPE = GameSetup(
    game_id="tulpe", min_seats=2, max_seats=6, default_seats=3,
    level_keys={lvl: f"levels.{lvl}" for lvl in LEVELS},
    styles=(),
    options=(
        OptionSpec("layout", "ui.options.tulpe.layout",
                   tuple(Choice(v, f"ui.options.tulpe.layout_{v}")
                         for v in ("einsteiger", "klassisch", "verwinkelt", "zufall")),
                   "klassisch"),
        OptionSpec("cans", "ui.options.tulpe.cans",
                   tuple(Choice(n, "ui.options.tulpe.cans_n", {"n": n}) for n in (8, 6, 10)), 8),
        OptionSpec("end_colors", "ui.options.tulpe.end_colors",
                   tuple(Choice(n, "ui.options.tulpe.end_colors_n", {"n": n}) for n in (2, 3)), 2),
        OptionSpec("later_column", "ui.options.tulpe.later_column",
                   (Choice("lower", "ui.options.tulpe.later_column_lower"),
                    Choice("none", "ui.options.tulpe.later_column_none")), "lower"),
        _clock_option("ui.options.tulpe.clock"),
    ),
)

SETUPS: dict[str, GameSetup] = {s.game_id: s for s in (ROCKET, SPRIT, TULPE)}


def setup_for(game_id: str) -> GameSetup:
    try:
        return SETUPS[game_id]
    except KeyError:
        raise KeyError(f"no table setup for game {game_id!r}") from None


def level_label_key(game_id: str, level: str) -> str:
    return setup_for(game_id).level_keys.get(level, f"levels.{level}")


def default_style(game_id: str, seat: int) -> str | None:
    """Computers get different styles by default, so a table of computers is varied."""
    styles = setup_for(game_id).styles
    return styles[seat % len(styles)].value if styles else None


def game_options(game_id: str, values: Mapping[str, Any],
                 seats: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The ``options`` for ``GAME.new_state``: seats, mode ``"table"`` and every game option.

    Unknown or invalid values fall back to the option's default; helper rows (one recipe per colour)
    are folded into their option; options hidden for this seat count take their default.
    """
    setup = setup_for(game_id)
    if not setup.min_seats <= len(seats) <= setup.max_seats:
        raise ValueError(f"{game_id} needs {setup.min_seats}–{setup.max_seats} seats")
    out: dict[str, Any] = {"mode": "table", "seats": [clean_seat(game_id, s) for s in seats]}
    for spec in setup.options:
        value = values.get(spec.key, spec.default)
        if all(c.value != value for c in spec.choices):
            value = spec.default
        if not spec.visible({**setup.defaults(), **values}, len(seats)):
            value = spec.default
        if spec.when is None:
            out[spec.key] = value
    if game_id == "rocket" and out.get("recipes") == "host":
        out["recipes"] = {c: _recipe(values.get(f"recipe_{c}")) for c in ROCKET_COLOURS}
    return out


def _recipe(value: Any) -> int:
    return value if isinstance(value, int) and 1 <= value <= 4 else 1


def clean_seat(game_id: str, seat: Mapping[str, Any]) -> dict[str, Any]:
    """A seat as the rules expect it: ``{"kind": "human", "name"}`` or ``{"kind": "ai", …}``."""
    if seat.get("kind") == "ai":
        level = seat.get("level") if seat.get("level") in LEVELS else "normal"
        out: dict[str, Any] = {"kind": "ai", "level": level}
        styles = [c.value for c in setup_for(game_id).styles]
        if styles:
            out["style"] = seat.get("style") if seat.get("style") in styles else styles[0]
        if seat.get("name"):
            out["name"] = clean_name(str(seat["name"]))
        return out
    name = clean_name(str(seat.get("name") or ""))
    return {"kind": "human", "name": name}


def values_from_options(game_id: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The reverse of :func:`game_options` (for „Nochmal am selben Tisch“ and remembered setups)."""
    setup = setup_for(game_id)
    values = setup.defaults()
    for spec in setup.options:
        if spec.key in options and any(c.value == options[spec.key] for c in spec.choices):
            values[spec.key] = options[spec.key]
    recipes = options.get("recipes")
    if game_id == "rocket" and isinstance(recipes, Mapping):
        values["recipes"] = "host"
        for c in ROCKET_COLOURS:
            values[f"recipe_{c}"] = _recipe(recipes.get(c))
    return values
