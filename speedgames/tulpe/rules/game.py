"""The Speedtulpe ``Game`` object: builds a state from options and a seed, restores from JSON."""

from __future__ import annotations

from typing import Any, Mapping

from speedgames.core.game import Game
from speedgames.core.rng import derive_seed
from speedgames.tulpe.rules.layout import BED_SIZES, Layout, generate
from speedgames.tulpe.rules.layouts_data import LAYOUTS
from speedgames.tulpe.rules.options import DEFAULTS, normalize
from speedgames.tulpe.rules import tutorial
from speedgames.tulpe.rules.state import TulpeState
from speedgames.tulpe.rules import undo as _undo


def fixed_layout(name: str) -> Layout:
    """Einsteiger, Klassisch or Verwinkelt as stored in the package."""
    data = LAYOUTS[name]
    return Layout.from_json(data, name)


def daily_seed(date: str) -> int:
    """The Tagesblatt's seed: the same field and dice on every computer that day."""
    from speedgames.core.daily import daily_seed as core_daily_seed

    return core_daily_seed("tulpe", date)


class TulpeGame(Game):
    id = "tulpe"
    rules_version = 1
    min_seats = 1
    max_seats = 6

    def undo_barrier(self, step: Any) -> bool:
        return _undo.barrier(step)

    def new_state(self, options: Mapping[str, Any], seed: int) -> TulpeState:
        """A fresh game. Zufall builds its layout from ``seed``; the Tagesblatt takes layout and
        every roll from the date alone (``seed`` is then unused)."""
        opts = normalize(options)
        base = daily_seed(opts["date"]) if opts["mode"] == "daily" else seed
        if opts["layout"] == "zufall":
            layout = generate(derive_seed(base, "tulpe", "layout"), BED_SIZES["zufall"])
        else:
            layout = fixed_layout(opts["layout"])
        if "tutorial" in opts:   # the guided first game's rigging (never in a real game)
            opts["tutorial"] = tutorial.normalise(opts["tutorial"], len(opts["seats"]))
        state = TulpeState(opts, layout, derive_seed(base, "tulpe", "dice"))
        if "tutorial" in opts:
            state.start_on(tutorial.starting_fields(opts["tutorial"]))
        return state

    def state_from_json(self, data: Mapping[str, Any]) -> TulpeState:
        return TulpeState.from_json(data)

    def default_options(self) -> dict[str, Any]:
        return dict(DEFAULTS)


GAME = TulpeGame()
