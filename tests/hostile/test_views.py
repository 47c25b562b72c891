"""A seat's view holds nothing from which hidden order can be computed.

Structurally: no seed, no stream state, no deck order anywhere in ``view(seat)``; and two
positions with the same public history but a different hidden order (another seed, other draw
streams, another shuffle) give identical views — so no function of the view, however clever,
predicts the next draw, card or roll better than its public odds. Each test also checks that the
hidden order really differs in what comes next (otherwise the equality would prove nothing), and
that the computers decide the same in both positions (they do not peek either).
"""

from __future__ import annotations

import pytest

from speedgames.core.game import Action, get_game
from speedgames.core.players import make_player
from speedgames.core.rng import Stream

FORBIDDEN_KEYS = {"seed", "dice_seed", "card_stream", "draws", "deck", "stream", "forced"}
POSITIONS = 40


def _keys(value, path=""):
    if isinstance(value, dict):
        for key, inner in value.items():
            yield key, f"{path}.{key}"
            yield from _keys(inner, f"{path}.{key}")
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _keys(inner, f"{path}[{i}]")


def _no_hidden_keys(view):
    found = [p for k, p in _keys(view) if isinstance(k, str) and k in FORBIDDEN_KEYS]
    assert found == [], f"the view carries hidden state at {found}"


def _walk(game_id, options, seed, steps):
    """A position ``steps`` random legal actions into a game (seeded, reproducible)."""
    state = get_game(game_id).new_state(options, seed)
    rng = Stream.derive(seed, "hostile-walk")
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randbelow(len(legal))])
    return state


def _twins(game_id, options, base, span, make_twin):
    """``(i, state, twin)`` for ``POSITIONS`` positions still in play; ``make_twin`` gives a
    copy with the same public history and another hidden order."""
    for i in range(POSITIONS):
        state = _walk(game_id, options, base + i, 1 + i % span)
        if not state.is_over():
            yield i, state, make_twin(state, i)


def _same_view(state, twin, seat):
    """The seat's view: free of hidden keys and the same in the twin."""
    view = state.view(seat)
    _no_hidden_keys(view)
    assert view == twin.view(seat)
    return view


def _decisions(game_id, state, seat):
    return [make_player(game_id, level, None, 3).choose(state, seat).action
            for level in ("easy", "normal", "strong")]


# -- Speedsprit: the deck ---------------------------------------------------------------------

def _sprit_twin(state, salt):
    twin = state.clone()
    twin.seed = state.seed + 1 + salt
    twin.deck = list(state.deck)
    Stream.derive(salt, "twin-deck").shuffle(twin.deck)
    twin.card_stream = Stream.derive(salt, "twin-stream")
    return twin


def test_speedsprit_view_hides_the_deck_order_and_the_seed():
    options = {"seats": [{"kind": "human", "name": "A"}, {"kind": "ai", "level": "easy"},
                         {"kind": "ai", "level": "easy"}], "cards": True}
    differs = 0
    for i, state, twin in _twins("sprit", options, 1000, 25, _sprit_twin):
        seat = state.to_move()[0]
        _same_view(state, twin, seat)
        differs += bool(state.deck and twin.deck and state.deck[0] != twin.deck[0])
        if i % 8 == 0:
            assert _decisions("sprit", state, seat) == _decisions("sprit", twin, seat)
    assert differs >= POSITIONS // 3  # the next card really is different in many twins


# -- Speedtulpe: the dice ---------------------------------------------------------------------

def _tulpe_twin(state, salt):
    return get_game("tulpe").state_from_json({**state.to_json(),
                                              "dice_seed": state.dice_seed + 7 + salt})


def test_speedtulpe_view_hides_the_coming_roll():
    options = {"seats": [{"kind": "human", "name": "A"}, {"kind": "ai", "level": "easy"}]}
    differs = 0
    for i, state, twin in _twins("tulpe", options, 2000, 30, _tulpe_twin):
        seat = state.to_move()[0]
        view = _same_view(state, twin, seat)
        if state.phase == "roll":
            assert view["dice"] is None  # the coming Wurf is not shown before it is rolled
            copy = get_game("tulpe").state_from_json(state.to_json())
            differs += copy.apply(seat, Action("roll")) != twin.apply(seat, Action("roll"))
        elif i % 4 == 0:
            assert _decisions("tulpe", state, seat) == _decisions("tulpe", twin, seat)
    assert differs >= 5


# -- Speedrocket: the bag's draw order --------------------------------------------------------

def _rocket_twin(state, salt):
    twin = state.clone()
    twin.seed = state.seed + 1 + salt
    for seat, player in enumerate(twin.players):
        player["draws"] = Stream.derive(salt, "twin-draws", seat).state
    return twin


def test_speedrocket_view_hides_the_draw_order():
    options = {"seats": [{"kind": "human", "name": "A"}, {"kind": "human", "name": "B"}],
               "clock": None}
    differs = 0
    for i, state, twin in _twins("rocket", options, 3000, 20, _rocket_twin):
        for seat in range(2):
            _same_view(state, twin, seat)
        seat = state.to_move()[0]
        if i % 8 == 0:
            assert _decisions("rocket", state, seat) == _decisions("rocket", twin, seat)
        draw = Action("draw")
        if draw in state.legal_actions(seat):
            differs += state.clone().apply(seat, draw) != twin.clone().apply(seat, draw)
    assert differs >= 5


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_a_daily_view_carries_no_seed_either(game_id):
    from speedgames.core.game import get_modes

    options, seed = get_modes(game_id).daily_options("2026-12-01", "Anna")
    state = get_game(game_id).new_state(options, seed)
    _no_hidden_keys(state.view(0))
