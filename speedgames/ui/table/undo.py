"""Zurück at the table: whose decision may be taken back now.

The rules say which steps chance or a reveal closed (``GAME.undo_barrier``, computed over the log
by :mod:`speedgames.core.undo`). The table adds who may ask, the way Board Game Arena allows it:

- only the person *at the device* may take back, and only their own last decisions;
- never a decision of another person, and in hot-seat not at all once another person has acted
  since (the core policy);
- never across a change of hands: nothing made before the device last went to this person
  (:class:`~speedgames.ui.table.device.Device` marks every change of hands, a resume included);
- never a move the computer made for the person when their time ran out, and computers' moves
  never alone — they are taken back with the person's decision, or kept when they still replay.
"""

from __future__ import annotations

from typing import Any, Collection

from speedgames.core import undo as core_undo


def undo_index(match: Any, people: Collection[int], seat: int | None, since: int,
               stood_in: Collection[int] = ()) -> int | None:
    """The log index of ``seat``'s decision that Zurück would take back, or None.

    ``since``: the log length when the device last changed hands (nothing before it);
    ``stood_in``: log indices of moves a stand-in made for a person whose time ran out."""
    if seat is None or seat not in people:
        return None
    k = core_undo.undo_index(match.game, match.options, match.seed, match.actions,
                             humans=people, seat=seat)
    if k is None or k < since or k in stood_in:
        return None
    return k


def take_back(match: Any, people: Collection[int], seat: int) -> bool:
    """Replace ``match``'s state and log by the replay without ``seat``'s last decision (the
    computers' later moves are kept when they replay the same, else cut). False: refused."""
    actions = core_undo.undo(match.game, match.options, match.seed, match.actions,
                             humans=people, seat=seat)
    if actions is None:
        return False
    state = match.game.new_state(match.options, match.seed)
    for s, action in actions:
        state.apply(s, action)
    match.state, match.actions = state, actions
    return True
