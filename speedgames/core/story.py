"""The story of a finished game in numbers: per seat, what the charts of the Endtafel draw (#29).

Why by replay: a record is the whole game (options, seed, actions), so replaying it step by step
gives every seat's figures at the end of each evening, Runde or Wurf without the rules keeping a
diary for the screens. What a game measures and where its steps begin is the game's own module
``speedgames.<game>.story`` (pure, like its ``analysis``):

* ``STEP`` — the locale key naming one step on the chart's axis („Abend“, „Runde“, „Wurf“);
* ``step(state) -> int`` — the step the game is in;
* ``CHARTS`` — ``(key, title locale key, short name locale key)`` of the series it measures;
* ``sample(state) -> {key: [value per seat]}`` — the figures at this moment;
* ``parts(state, events) -> [(label locale key, [value per seat])]`` — the final score taken
  apart (its parts add up to the score), from the final state and every event of the game.

API: ``story_of(record) -> Story`` (raises ValueError / IllegalAction when the record does not
replay) · ``Story.series(key)`` · ``Story.seats``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from speedgames.core import catalog
from speedgames.core.game import get_game

MAX_ACTIONS = 50_000  # a record longer than any real game is refused, never replayed for ever


@dataclass(frozen=True)
class Chart:
    """One measured figure over the game: ``values[seat][i]`` at ``Story.steps[i]``."""

    key: str
    title: str                              # locale key („Ruhm nach jedem Abend“)
    tab: str                                # locale key of its short name („Ruhm“)
    values: tuple[tuple[float, ...], ...]


@dataclass(frozen=True)
class Part:
    """One part of the final score, per seat (e.g. „Ruhm vom Feld“)."""

    label: str                              # locale key
    values: tuple[float, ...]


@dataclass(frozen=True)
class Story:
    game: str
    step_key: str                           # locale key of one step's name, with %{n}
    steps: tuple[int, ...]                  # 0 = the start, then the steps that ended
    charts: tuple[Chart, ...]
    parts: tuple[Part, ...]
    scores: tuple[float, ...]               # the final scores (``State.result()``)

    @property
    def seats(self) -> int:
        return len(self.scores)

    def series(self, key: str) -> Chart | None:
        return next((c for c in self.charts if c.key == key), None)


def story_module(game_id: str) -> Any:
    return importlib.import_module(catalog.describe(game_id).module("story"))


def has_story(game_id: str) -> bool:
    try:
        story_module(game_id)
    except (ImportError, KeyError, ValueError):
        return False
    return True


def story_of(record: Mapping[str, Any]) -> Story:
    """Replay ``record`` and take every seat's figures at the start and whenever a step ends."""
    game = get_game(str(record.get("game")))
    module = story_module(game.id)
    options, seed = record.get("options"), record.get("seed")
    actions = record.get("actions")
    if not isinstance(options, Mapping) or not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("the record has no options or seed")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise ValueError("the record has no usable action list")
    state = game.new_state(options, seed)
    events: list[Any] = list(getattr(state, "opening", None) or [])
    steps, samples = [0], [module.sample(state)]
    current, dirty = module.step(state), False
    for entry in actions:
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
            raise ValueError("an action entry is not [seat, action]")
        events += state.apply(entry[0], game.action_from_json(entry[1])) or []
        dirty = True
        now = module.step(state)
        if now != current:   # a step ended with this action: what it ended with
            steps.append(current)
            samples.append(module.sample(state))
            current, dirty = now, False
    if dirty:                # the game ended inside its last step
        steps.append(current)
        samples.append(module.sample(state))
    scores = tuple(float(s) for s in state.result().get("scores", []))
    charts = tuple(Chart(key, title, tab,
                         _per_seat([s.get(key, ()) for s in samples], len(scores)))
                   for key, title, tab in module.CHARTS)
    parts = tuple(Part(label, tuple(float(v) for v in values))
                  for label, values in module.parts(state, events))
    return Story(game.id, module.STEP, tuple(steps), charts, parts, scores)


def _per_seat(rows: Sequence[Sequence[Any]], seats: int) -> tuple[tuple[float, ...], ...]:
    """Samples (one list per step, a value per seat) turned into one series per seat."""
    out = []
    for seat in range(seats):
        out.append(tuple(float(row[seat]) if seat < len(row) else 0.0 for row in rows))
    return tuple(out)
