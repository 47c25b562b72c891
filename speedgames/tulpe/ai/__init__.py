"""Speedtulpe's computer: the players (leicht / normal / stark), the Rat and the evaluators.

Why a package: the public entry points stay ``speedgames.tulpe.ai.make_player`` and
``speedgames.tulpe.ai.advise`` (tools outside the repository import them), while the players
(:mod:`.players`) and the placement evaluation (:mod:`.evaluate`) live in files of their own.
"""

from speedgames.tulpe.ai.players import (
                                         LEVELS,
                                         WEIGHTS,
                                         TulpePlayer,
                                         advise,
                                         make_player,
                                         rank,
                                         reason_for,
                                         to_action,
)

__all__ = ["LEVELS", "WEIGHTS", "TulpePlayer", "advise", "make_player", "rank", "reason_for",
           "to_action"]
