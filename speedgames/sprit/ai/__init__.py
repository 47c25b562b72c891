"""Speedsprit computer players and the advisor („Rat“): the public face of the package.

``make_player(level, style, seed)`` and ``advise(state, seat)`` are the contract that
:func:`speedgames.core.players.make_player`, the scene and outside tools rely on; they live in
:mod:`.levels`, which picks :mod:`.search` (the searching stark) or :mod:`.players` (the one-move
judgement of leicht, normal and the frozen ``strong_v1``), built on :mod:`.evaluate` (turns to
the Ziel), :mod:`.table` (the lone-car tables, shipped in ``tables.bin``) and :mod:`.reasons`
(why a move was chosen).
"""

from speedgames.sprit.ai.levels import advise, make_player
from speedgames.sprit.ai.players import PROFILES, Profile, SpritPlayer, ranked_options

__all__ = ["PROFILES", "Profile", "SpritPlayer", "advise", "make_player", "ranked_options"]
