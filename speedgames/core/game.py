"""The game protocol shared by Speedrocket, Speedsprit and Speedtulpe, and the game registry.

Modelled on OpenSpiel's State and boardgame.io's pure moves: a game is a ``Game`` object with
metadata and ``new_state(options, seed)``; a ``State`` knows who may act, what they may do, applies
actions (or refuses them with :class:`IllegalAction`, leaving the state unchanged), and
serialises to JSON. Randomness lives only in the state's seeded streams (:mod:`speedgames.core.rng`).
A savegame or replay is the action log: ``{format, game, rules_version, options, seed, actions}``.
"""

from __future__ import annotations

import importlib
import json
from abc import ABC, abstractmethod
from typing import Any, Iterable, Mapping

from speedgames.core import catalog
from speedgames.core.description import LEVEL_IDS
from speedgames.core.i18n import Text
from speedgames.core.names import clean_seat_names

GAME_IDS = catalog.game_ids()
RECORD_FORMAT = 1

__all__ = ["GAME_IDS", "LEVEL_IDS", "RECORD_FORMAT", "Action", "Event", "Game", "IllegalAction",
           "Match", "State", "available_games", "event", "get_game", "get_modes", "make_record",
           "replay_record"]


class IllegalAction(Exception):
    """An action the rules refuse. ``str()`` is a sentence a person can read (current language)."""

    def __init__(self, key: str, **params: Any) -> None:
        self.text = Text(key, params)
        super().__init__(key)

    @property
    def key(self) -> str:
        return self.text.key

    def __str__(self) -> str:
        return self.text.render()


#: field values compared as themselves (with their class: ``True`` is not ``1``, as in JSON)
_PLAIN = frozenset({str, int, bool, type(None)})


class Action:
    """An immutable action: a ``type`` plus JSON fields, e.g. ``Action("drive", to=12)``.

    Two actions are equal when their JSON is (``[type, fields]`` with sorted keys). Why the key
    is a tuple where every field is a plain string, integer, boolean or None: the computers
    build actions by the hundred thousand, and writing each as JSON took 9 µs; for such fields
    equal JSON means the same classes and values, so the tuple tells the same apart. Other
    fields (lists, floats) are compared by their JSON as before — a class decides the way, so
    equal actions always take the same one — and a field JSON cannot hold still fails here."""

    __slots__ = ("type", "_fields", "_key")

    def __init__(self, type: str, **fields: Any) -> None:
        if not isinstance(type, str) or not type:
            raise ValueError("an action needs a type")
        object.__setattr__(self, "type", type)
        object.__setattr__(self, "_fields", dict(fields))
        if all(v.__class__ in _PLAIN for v in fields.values()):
            key: Any = (type, *sorted((k, v.__class__, v) for k, v in fields.items()))
        else:
            key = json.dumps([type, fields], sort_keys=True)
        object.__setattr__(self, "_key", key)

    def __setattr__(self, name: str, value: Any) -> None:  # pragma: no cover - guard
        raise AttributeError("Action is immutable")

    def get(self, name: str, default: Any = None) -> Any:
        return self._fields.get(name, default)

    def __getitem__(self, name: str) -> Any:
        return self._fields[name]

    def __contains__(self, name: object) -> bool:
        return name in self._fields

    @property
    def fields(self) -> dict[str, Any]:
        return dict(self._fields)

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, **json.loads(json.dumps(self._fields))}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Action":
        if not isinstance(data, Mapping) or not isinstance(data.get("type"), str):
            raise ValueError("an action is an object with a 'type' string")
        fields = {k: v for k, v in data.items() if k != "type"}
        return cls(data["type"], **fields)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and other._key == self._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self._fields.items())
        return f"Action({self.type!r}{', ' if inner else ''}{inner})"


Event = dict  # events are plain data: {"type": ..., fields...}


def event(type: str, **fields: Any) -> dict[str, Any]:
    return {"type": type, **fields}


class State(ABC):
    """One position of a game. Subclasses keep all their data JSON-serialisable."""

    @abstractmethod
    def to_move(self) -> list[int]:
        """The seats that may act now (several in simultaneous phases; empty when over)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        ...

    @abstractmethod
    def apply(self, seat: int, action: Action) -> list[dict[str, Any]]:
        """Validate and apply; raise IllegalAction (state unchanged) when not allowed."""

    @abstractmethod
    def is_over(self) -> bool:
        ...

    @abstractmethod
    def result(self) -> dict[str, Any]:
        """``{"scores": [...], "ranks": [...], "tiebreak": [...]}`` (ranks start at 1)."""

    @abstractmethod
    def view(self, seat: int) -> dict[str, Any]:
        ...

    @abstractmethod
    def summary(self) -> dict[str, Any]:
        ...

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        ...

    def clone(self) -> "State":
        """An independent copy (a computer thinks on one on the worker thread); the games
        override it with a faster one."""
        import copy

        return copy.deepcopy(self)


class Game(ABC):
    """Static metadata of one game plus its constructors."""

    id: str = ""
    rules_version: int = 1
    min_seats: int = 1
    max_seats: int = 6

    @abstractmethod
    def new_state(self, options: Mapping[str, Any], seed: int) -> State:
        ...

    @abstractmethod
    def state_from_json(self, data: Mapping[str, Any]) -> State:
        ...

    def action_from_json(self, data: Mapping[str, Any]) -> Action:
        return Action.from_json(data)

    def default_options(self) -> dict[str, Any]:
        return {"seats": [{"kind": "human", "name": "Spieler"},
                          {"kind": "ai", "level": "normal"}], "mode": "table"}

    def undo_barrier(self, step: Any) -> bool:
        """May a :class:`speedgames.core.undo.LoggedStep` not be taken back (chance spoke,
        something hidden was shown)? Each game names its own; without a rule nothing can be
        undone."""
        return True

    def canonical_options(self, options: Mapping[str, Any]) -> tuple[dict[str, Any], int | None]:
        """The options (and seed, where the mode fixes it) a game of ``options``' solo mode is
        started with — what a Bestenliste entry of that mode must match. From the game's
        ``modes`` module; ValueError for a mode without such a list."""
        return get_modes(self.id).canonical_options(options)


def get_game(game_id: str) -> Game:
    """The ``GAME`` object of ``<package>.rules`` (KeyError for a game not in the catalog)."""
    module = importlib.import_module(catalog.describe(game_id).module("rules"))
    return module.GAME


def get_modes(game_id: str) -> Any:
    """The game's ``modes`` module (its solo modes and their canonical options), imported by name
    like the rules so that core does not depend on a game package."""
    return importlib.import_module(catalog.describe(game_id).module("modes"))


def available_games() -> list[Game]:
    """The games whose rules package is importable (all three once they are built)."""
    games = []
    for game_id in GAME_IDS:
        try:
            games.append(get_game(game_id))
        except (ImportError, AttributeError):
            continue
    return games


# -- records: savegames and replays -----------------------------------------------------------

def make_record(game: Game, options: Mapping[str, Any], seed: int,
                actions: Iterable[tuple[int, Action]]) -> dict[str, Any]:
    return {
        "format": RECORD_FORMAT,
        "game": game.id,
        "rules_version": game.rules_version,
        "options": json.loads(json.dumps(options)),
        "seed": seed,
        "actions": [[seat, action.to_json()] for seat, action in actions],
    }


def replay_record(record: Mapping[str, Any]) -> State:
    """Rebuild the state from a record; raises ValueError/IllegalAction when it does not replay."""
    if not isinstance(record, Mapping) or record.get("format") != RECORD_FORMAT:
        raise ValueError("not a Speedgames record of a known format")
    game = get_game(str(record.get("game")))
    seed = record.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("the record has no integer seed")
    options = record.get("options")
    if not isinstance(options, Mapping):
        raise ValueError("the record has no options")
    state = game.new_state(options, seed)
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise ValueError("the record has no action list")
    for entry in actions:
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
            raise ValueError("an action entry is not [seat, action]")
        state.apply(entry[0], game.action_from_json(entry[1]))
    return state


class Match:
    """A game in progress with its action log: what the scenes, savegames and replays share."""

    def __init__(self, game: Game, options: Mapping[str, Any], seed: int) -> None:
        self.game = game
        self.options = clean_seat_names(json.loads(json.dumps(options)))
        self.seed = seed
        self.state = game.new_state(self.options, seed)
        self.actions: list[tuple[int, Action]] = []

    #: An optional referee (the guided first game's coach, :mod:`speedgames.ui.coach`): its
    #: ``check(seat, action)`` may refuse an action by raising ``IllegalAction`` before the rules
    #: see it, its ``applied(seat, action, events)`` hears every applied one. Not saved.
    referee: Any = None

    def apply(self, seat: int, action: Action) -> list[dict[str, Any]]:
        referee = self.referee
        if referee is not None:
            referee.check(seat, action)
        events = self.state.apply(seat, action)
        self.actions.append((seat, action))
        if referee is not None:
            referee.applied(seat, action, events)
        return events

    def permits(self, seat: int, action: Action) -> bool:
        """Whether the referee (if any) would let ``action`` through now: a button it would
        refuse is shown disabled, so what a screen offers and what the referee allows agree."""
        referee = self.referee
        allows = getattr(referee, "permits", None)
        return True if allows is None else bool(allows(seat, action))

    @property
    def referee_mark(self) -> Any:
        """Changes whenever what the referee permits may have changed (views key on it)."""
        return getattr(self.referee, "mark", None)

    def record(self) -> dict[str, Any]:
        return make_record(self.game, self.options, self.seed, self.actions)

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> "Match":
        state = replay_record(record)
        game = get_game(record["game"])
        match = cls.__new__(cls)
        match.game = game
        match.options = json.loads(json.dumps(record["options"]))
        match.seed = record["seed"]
        match.state = state
        match.actions = [(seat, game.action_from_json(a)) for seat, a in record["actions"]]
        return match
