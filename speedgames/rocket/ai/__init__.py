"""Speedrocket's computers, the Rat and the evaluators they share.

The public face is this package (``speedgames.rocket.ai``): ``make_player(level, style, seed)``
and ``advise(state, seat)`` — tests and tools outside the repository import them from here, so the
names stay here while the work lives in the modules:

* :mod:`.players` — ``RocketPlayer``, ``make_player``, ``advise`` (the three levels and the Rat);
* :mod:`.stopfen` — stark's and the Rat's Stopfen by the exact solver (:mod:`.solver`, leaf
  values :mod:`.value`);
* :mod:`.draw` — Stopfen of mittel, leicht and the frozen ``strong_v1`` (the old lookahead);
* :mod:`.shop` — Pulverhandlung (what to buy, Ruhm or Einkauf, Kristall trades);
* :mod:`.evaluate` — the expectation of an evening that both build on;
* :mod:`.styles` — the six playing styles.
"""

from __future__ import annotations

from speedgames.rocket.ai.players import (
                                          DONE,
                                          LEVEL_ALIASES,
                                          RocketPlayer,
                                          advise,
                                          context,
                                          make_player,
)

__all__ = ["DONE", "LEVEL_ALIASES", "RocketPlayer", "advise", "context", "make_player"]
