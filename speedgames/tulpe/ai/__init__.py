"""Speedtulpe's computer: the players (leicht / normal / stark), the Rat and the evaluators.

Why a package: the public entry points stay ``speedgames.tulpe.ai.make_player`` and
``speedgames.tulpe.ai.advise`` (tools outside the repository import them), while the players
(:mod:`.players`) and the placement evaluation (:mod:`.evaluate`) live in files of their own;
stark's search is :mod:`.search` (short list, passing, the Rat) over :mod:`.lookahead` (the
expectation over the next Würfe' dice) with the per-field tables of :mod:`.fast`.
"""

from speedgames.tulpe.ai.players import (
                                         PLAYER_LEVELS,
                                         WEIGHTS,
                                         TulpePlayer,
                                         rank,
                                         reason_for,
                                         to_action,
)
from speedgames.tulpe.ai.search import advise, make_player

__all__ = ["PLAYER_LEVELS", "WEIGHTS", "TulpePlayer", "advise", "make_player", "rank",
           "reason_for", "to_action"]
