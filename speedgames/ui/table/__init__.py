"""The table runtime shared by every game (see :mod:`.runtime` for the whole picture).

A game scene builds one :class:`Table` with its game's :class:`TurnFlow` and talks only to it:
``table.act(seat, action)`` for a person, ``table.tick(dt, hold=…)`` once per frame,
``table.on_move`` / ``table.on_line`` to animate and tell, ``table.can_undo()`` /
``table.undo()``, ``table.advice(seat, advise)``, ``table.finish(extras)``, ``table.save()``.
"""

from speedgames.ui.table.computers import COMPUTER_DELAY, ComputerSeats, copy_state
from speedgames.ui.table.flow import Line, Scripted, StandIn, TableFacts, Turn, TurnFlow
from speedgames.ui.table.opening import OpenedMatch, Retelling, open_match, says_resumed
from speedgames.ui.table.runtime import Move, Table
from speedgames.ui.table.thinker import Thinker

__all__ = ["COMPUTER_DELAY", "ComputerSeats", "Line", "Move", "OpenedMatch", "Retelling",
           "Scripted", "StandIn", "Table", "TableFacts", "Thinker", "Turn", "TurnFlow",
           "copy_state", "open_match", "says_resumed"]
