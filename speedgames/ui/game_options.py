"""What the table setup offers per game, assembled from the games' descriptions.

The table setup screen is one screen for three games; everything game-specific — how many seats,
how the computer levels are called, which styles exist, which options there are with which choices
and defaults — is written down once, in each game's description
(:mod:`speedgames.core.description`). This module adds the rows every game shares (Zug-Uhr,
Einsatz) and turns what the player chose into the ``options`` dict of
``GAME.new_state(options, seed)`` (:func:`game_options`). Labels are locale keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from speedgames.core import catalog
from speedgames.core.description import Choice, GameDescription, OptionSpec
from speedgames.core.names import clean_name
from speedgames.ui.turn_clock import CLOCK_CHOICES, DEFAULT_CLOCK

__all__ = ["SETUPS", "Choice", "GameSetup", "OptionSpec", "clean_seat", "default_style",
           "game_options", "level_label_key", "setup_for", "values_from_options"]


@dataclass(frozen=True)
class GameSetup:
    """One game's table setup: its description's rows plus the shared Zug-Uhr and Einsatz."""

    game_id: str
    min_seats: int
    max_seats: int
    level_keys: Mapping[str, str]           # offered level id -> locale key of its name
    styles: tuple[Choice, ...]              # empty when the game has no computer styles
    options: tuple[OptionSpec, ...]
    default_seats: int = 3
    description: GameDescription | None = None

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


def _stake_option() -> OptionSpec:
    """The Einsatz of the humans (``core.stakes``): ohne, 5, 10 or 25 Taler."""
    from speedgames.core.stakes import STAKES

    choices = tuple(Choice(n, "ui.options.stake_n", {"n": n}) if n else
                    Choice(0, "ui.options.stake_none") for n in STAKES)
    return OptionSpec("stake", "ui.options.stake", choices, 0, hint="ui.options.stake_hint")


def _setup(desc: GameDescription) -> GameSetup:
    """The description's rows, then the Zug-Uhr and the Einsatz every game has."""
    return GameSetup(
        game_id=desc.id, min_seats=desc.seats.minimum, max_seats=desc.seats.maximum,
        default_seats=desc.seats.default, level_keys=dict(desc.levels), styles=desc.styles,
        options=(*desc.table_options, _clock_option(desc.clock_label), _stake_option()),
        description=desc)


SETUPS: dict[str, GameSetup] = {d.id: _setup(d) for d in catalog.descriptions()}


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
    are folded into their option by the game's ``fold_options``; options hidden for this seat
    count take their default.
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
    fold = setup.description.fold_options if setup.description else None
    return fold(out, values) if fold else out


def clean_seat(game_id: str, seat: Mapping[str, Any]) -> dict[str, Any]:
    """A seat as the rules expect it: ``{"kind": "human", "name"}`` or ``{"kind": "ai", …}``."""
    if seat.get("kind") == "ai":
        setup = setup_for(game_id)
        level = seat.get("level") if seat.get("level") in setup.level_keys else "normal"
        out: dict[str, Any] = {"kind": "ai", "level": level}
        styles = [c.value for c in setup.styles]
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
    unfold = setup.description.unfold_options if setup.description else None
    return unfold(values, options) if unfold else values
