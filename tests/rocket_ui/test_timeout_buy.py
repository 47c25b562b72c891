"""#28: when a person's time runs out in the shop, the stand-in buys the basket stark buys (the
strong computer, neutral style) — one that is legal and affordable — and otherwise is done."""

from __future__ import annotations

from speedgames.core.game import Action, Match, get_game
from speedgames.core.players import make_player
from speedgames.rocket.screen.flow import RocketStandIn, step_of


def _shop_positions(seed: int, limit: int = 4):
    game = get_game("rocket")
    seats = [{"kind": "ai", "level": "strong"}, {"kind": "ai", "level": "strong"}]
    m = Match(game, {**game.default_options(), "seats": seats}, seed)
    players = [make_player("rocket", "strong", None, seed + s) for s in range(2)]
    found = []
    while not m.state.is_over() and len(found) < limit:
        seat = m.state.to_move()[0]
        action = players[seat].choose(m.state, seat).action
        if step_of(m.state, seat) == "shop_open" and action.type == "buy":
            found.append((m.state.clone(), seat, action))
        m.apply(seat, action)
    return found


def test_the_timeout_buys_starks_basket():
    positions = _shop_positions(777)
    assert positions
    for state, seat, stark in positions:
        decision = RocketStandIn().choose(state, seat)
        assert decision.action == stark                  # what the stark computer bought
        assert decision.action in state.legal_actions(seat)


def test_with_nothing_to_buy_the_timeout_is_done():
    state, seat, _ = _shop_positions(778, 1)[0]
    state.players[seat]["bought"] = True
    assert RocketStandIn().choose(state, seat).action == Action("done")
