"""Speedtulpe rules: pure, seeded, JSON-serialisable (no pygame).

``GAME`` is the protocol object (``speedgames.core.game``). Modules: ``layout`` (field geometry,
validator, generator), ``layouts_data`` (the fixed layouts), ``dice``, ``placement`` (which fields
may bloom), ``scoring`` (Punkte with Rechenweg), ``options``, ``state`` (the Wurf flow), ``game``.

Action ``choose``: ``color_die``/``number_die`` 0–2; ``color`` is required when the colour die
shows a Gießkanne and otherwise may be omitted or must equal the die (likewise ``number``, 1–5);
``cells`` ``[[col, row], …]``. Canonical choices (legal actions, events) always carry both.

``summary()`` keys: ``layout`` {colors, stars}, ``layout_name``, ``mode``, ``end_colors``,
``later_column``, ``wurf`` (1-based, the current Wurf), ``wurf_limit`` (30 alone, else None),
``active``, ``phase`` (roll / active / others / over), ``dice`` {colors, numbers} (``"*"`` =
Gießkanne; None ×3 before the first roll; between Würfe the last roll), ``rolled``, ``taken``
(the active seat's [colour die, number die] or None), ``active_passed``, ``claimed`` {columns,
colors} (completed first by someone), ``players`` [{bloomed, cans, score, breakdown, columns,
colors}] — ``breakdown`` is the Rechenweg: a list of {kind: column|color|cans|stars, …, points};
``score`` is always the sum of its points.
``view(seat)`` adds ``seat``, ``active_choice``, ``chosen`` (who has chosen, not what) and
``my_choice``.
"""

from speedgames.tulpe.rules.game import GAME, TulpeGame, daily_seed, fixed_layout
from speedgames.tulpe.rules.state import TulpeState

__all__ = ["GAME", "TulpeGame", "TulpeState", "daily_seed", "fixed_layout"]
