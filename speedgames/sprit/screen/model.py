"""What the Speedsprit board shows of one position: the read-only view model of the drawing.

Why: the pictures (:mod:`.draw`) get exactly what they draw, as plain values, instead of the
scene — so they can neither change it nor depend on its private parts, and a test can draw a
position without a running scene. The scene builds a :class:`BoardView` once per change (a move,
the selection, the pointer, the Rat, the holder of the device) in :meth:`ViewMixin.board`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from speedgames.sprit.screen.panel import DriverRow


@dataclass(frozen=True)
class BoardView:
    state: Any                   # the SpritState (read, never changed)
    options: Mapping[str, Any]   # the match options: variant, Duell, date of a Tagesetappe
    mode: str                    # table / daily …
    version: int                 # actions played so far
    active_car: int | None       # the car on the move
    human_car: int | None        # … if a person drives it and nothing else is pending
    names: tuple[Any, ...]       # per car: its name (Text or str)
    rest_available: bool         # „Rest auswerten“ is offered
    rat_allowed: bool
    rat_open: bool
    resting: bool                # „Rest auswerten“ runs
    prices: Mapping[int, int]    # reachable field of the human car → litres
    selected: int | None
    hover: int | None
    advice: Any                  # the Rat's advice while it is open for the human car, else None
    rows: tuple[DriverRow, ...]  # the driver list
    ziel_text: str | None        # the Ziel-Rechner's line for the player's car
    calc_fits: bool | None       # … and whether its fuel fits the Ziel
    last_card: tuple[str, str] | None  # „Letzte Streckenkarte“: card id, owner's name
    replaying: bool = False      # Partie ansehen: nobody acts, the replay bar has the keys
