"""A game of strong computers with one planted move: how the Analyse's measurements make a
„person's“ blunder whose badness they know (``speedgames/<game>/analysis_measure.py``).

Why shared: Speedsprit's and Speedtulpe's measurements played the same game — the strong computer
on every seat, seat 0's move replaced once by a planted one — each in its own copy. Here once; a
game's measurement keeps only its kinds of plant. Pure Python (no pygame), like the rest of core.

API: ``Plant`` (``plant(state, seat, strong_action) -> Action | None``: the planted move, or None
where the position offers none) · ``play_planted(game_id, options, seed, plant=None, keep=None)
-> (match, planted_index)``
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from speedgames.core.game import Action, Match, get_game
from speedgames.core.players import make_player

Plant = Callable[[Any, int, Action], "Action | None"]


def play_planted(game_id: str, options: Mapping[str, Any], seed: int,
                 plant: Plant | None = None, keep: list | None = None
                 ) -> tuple[Match, int | None]:
    """The game of ``options`` (over the game's defaults; ``seats`` a person's seat too) played
    to its end by the strong computer on every seat (seat ``i``: seed ``seed * 31 + i``).
    ``plant`` may replace seat 0's move once, at the first position with a choice where it
    offers one. Returns the finished match and the planted action's index (None: no plant);
    ``keep`` gets the position of the plant and the strong move it replaced."""
    game = get_game(game_id)
    m = Match(game, {**game.default_options(), **options}, seed)
    players = [make_player(game_id, "strong", None, seed * 31 + i)
               for i in range(len(options["seats"]))]
    planted = None
    while not m.state.is_over():
        seat = m.state.to_move()[0]
        action = players[seat].choose(m.state, seat).action
        if plant is not None and planted is None and seat == 0 and \
                len(m.state.legal_actions(seat)) > 1:
            swap = plant(m.state, seat, action)
            if swap is not None:
                if keep is not None:
                    keep += [m.state.clone(), action]
                action, planted = swap, len(m.actions)
        m.apply(seat, action)
    return m, planted
