"""Speedrocket's rules: pure, deterministic, seeded (``GAME`` is the entry point).

Public API (stable since the commit „rocket rules: playable“):

* ``GAME.new_state(options, seed)`` / ``GAME.state_from_json(d)`` / ``GAME.action_from_json(d)``
  — see ``options.py`` for the option keys and ``state.py`` for the phase flow.
* ``RocketState``: ``to_move()``, ``legal_actions(seat)``, ``apply(seat, action) -> events``,
  ``is_over()``, ``result()``, ``view(seat)``, ``summary()``, ``to_json()``; plus
  ``opening`` (events of the first evening's start), ``limit(seat)``, ``wsum(seat)``.
* For the computer players and the advisor:
  - ``state.clone()`` — fast independent copy for lookahead.
  - ``state.what_if(seat, chip) -> (clone, events)`` — the clone after ``seat`` draws exactly
    ``chip`` (must be in its bag); combine with ``odds.next_chip`` for an exact expectation over
    the next draw. ``state.force_next(seat, chips)`` fixes several next draws (tests).
  - ``odds.next_chip / next_kind / gauge / danger / tolerance / landing`` — exact probabilities
    from the bag counts (the Zündmesser's green / yellow / red shares); ``odds.next_chip_float``
    and ``odds.outcomes(state, seat)`` (every next draw with its probability and resulting clone).
  - ``shop.prices(state)``, ``shop.buy_options(state, player_dict)`` — what can be bought;
    ``data`` holds the Hülse (``MARK``, ``RUHM``, ``KRISTALL_FIELDS``), prices and chips;
    ``recipes.NAMES`` / ``TIMING`` and ``state.recipes`` say which Rezeptur each colour follows.
  - The seat's raw data is ``state.players[seat]`` (a dict: ``bag``, ``huelse``, ``status``,
    ``pending``, ``preview``, ``sand``, ``sand_offer``, ``kristalle``, ``mark``, ``shop``, …); read
    it, never write it (use ``apply``).
* ``summary()`` has the documented keys plus ``phase``, ``mode``, ``solo``, ``recipes``,
  ``history`` (per evening: ``fields``, ``exploded``, ``ruhm``, ``card`` — share line, statistics,
  Meisterbrief goals), ``prices``, ``konkurrenz_field``, ``auftrag_target``; each player also has
  ``status``, ``start``, ``lehrbuben``, ``set_aside``, ``limit``, ``wsum``, ``mark``, ``shop``,
  ``rights``, ``end``, ``pending``, ``preview_count``, ``kristalle_before``, …
* ``events.to_text(event["text"])`` turns an event's text dict into a renderable ``Text``.
"""

from speedgames.rocket.rules.game import GAME, RocketGame
from speedgames.rocket.rules.state import RocketState

__all__ = ["GAME", "RocketGame", "RocketState"]
