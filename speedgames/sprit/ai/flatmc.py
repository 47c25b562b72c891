"""The flat Monte Carlo check of issue 12: does a plain sampling bot on top of stark still gain?

Why: before issue 12 such a bot beat stark 80 % (Alpenpass) and 65 % (Bergsprint) — stark did
not look at the other cars. A stark that races should leave it little to gain (≤ 58 %). This is a
measuring opponent for ``tools/sprit_match.py flatmc``, never a level offered to players.

The bot, as the issue describes it: for each of stark's 3 best moves (the searching stark's own
ranking), 4 samples of the race with the unseen cards dealt from the pile's public make-up by the
bot's own stream (never the real order), every car moving by stark's quick judgement, 10 moves
deep; the sampled end counts 1 when the bot is ahead of every rival by turns to the Ziel (turns
spent in the sample plus the lone-car table's rest, turn order breaking ties), ½ on a tie, 0
otherwise. The move with the best mean wins; ties go to stark's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.players import Decision
from speedgames.core.rng import Stream
from speedgames.sprit.ai import search
from speedgames.sprit.ai.players import forced_move
from speedgames.sprit.ai.reasons import reason

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

MOVES = 3     # stark's best moves tried
SAMPLES = 4   # samples per move (the same deals for every move)
PLIES = 10    # moves deep (all cars together)


def ahead_share(state: "SpritState", car: int, used: dict[int, int],
                order_pos: dict[int, float]) -> float:
    """1 if ``car`` is ahead of every rival by turns to the Ziel, ½ if level with the best, else 0."""
    me = state.cars[car]
    mine = search.effective_turns(state, car, used, order_pos)
    rivals = [search.effective_turns(state, i, used, order_pos)
              for i, o in enumerate(state.cars) if i != car and o["seat"] != me["seat"]]
    if not rivals:
        return 1.0
    best = min(rivals)
    return 1.0 if mine < best else 0.5 if mine == best else 0.0


class FlatMonteCarlo:
    """The sampling bot; ``choose`` never mutates the state it is given."""

    level = "flat_mc"
    style = None

    def __init__(self, seed: int = 0) -> None:
        self.stream = Stream.derive(seed, "sprit", "ai", "flat_mc")

    def values(self, state: "SpritState", seat: int) -> list[tuple[float, Any]]:
        """(mean sampled share, action) of stark's best moves, in stark's order."""
        car = state.active_car
        assert car is not None
        moves = [s.action for s in search.search(state, seat, self.stream)[:MOVES]]
        order_pos = search.order_positions(state)
        totals = [0.0] * len(moves)
        for _ in range(SAMPLES):
            deck = search.deal(state, self.stream) if state.options["cards"] else []
            seed = self.stream.next_u64()
            for k, action in enumerate(moves):
                end, used = search.play_out(state, seat, car, action, deck, seed, PLIES)
                totals[k] += ahead_share(end, car, used, order_pos)
        return [(t / SAMPLES, a) for t, a in zip(totals, moves)]

    def choose(self, state: "SpritState", seat: int) -> Decision:
        forced = forced_move(state, seat)
        if forced is not None:
            return forced
        values = self.values(state, seat)
        best = max(v for v, _a in values)
        action = next(a for v, a in values if v == best)
        return Decision(action, reason(state, state.active_car, action, 0.0))


def play_flat_game(seed: int, mc_seat: int, options: dict[str, Any], cars: int = 2) -> float:
    """One game of ``cars`` cars, the bot in ``mc_seat`` and stark in every other seat: the bot's
    share of the first place (1, or 1/k when k cars share it; 0 otherwise)."""
    from speedgames.sprit.ai.levels import make_player
    from speedgames.sprit.rules import GAME

    seats = [{"kind": "ai", "level": "strong"} for _ in range(cars)]
    state = GAME.new_state({**options, "seats": seats}, seed)
    players: list[Any] = [make_player("strong", None, seed * 31 + i) for i in range(cars)]
    players[mc_seat] = FlatMonteCarlo(seed * 31 + mc_seat)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, players[seat].choose(state, seat).action)
    ranks = state.result()["ranks"]
    winners = [i for i, r in enumerate(ranks) if r == 1]
    return 1 / len(winners) if mc_seat in winners else 0.0
