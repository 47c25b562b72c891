"""Issue #30: leicht and normal computers play by rules of thumb; no reason they give says
„aus dem Bauch heraus“ / „on a hunch“ — checked on the reasons of whole seeded games."""

from __future__ import annotations

import pytest

from speedgames.sprit import ai
from speedgames.sprit.rules import GAME


def _reasons(levels: list[str], seed: int, **options) -> list:
    seats = [{"kind": "ai", "level": lv} for lv in levels]
    state = GAME.new_state({**options, "seats": seats}, seed)
    players = [ai.make_player(lv, None, seed * 31 + i) for i, lv in enumerate(levels)]
    reasons = []
    while not state.is_over():
        seat = state.to_move()[0]
        decision = players[seat].choose(state, seat)
        reasons.append(decision.reason)
        state.apply(seat, decision.action)
    return reasons


@pytest.mark.parametrize("seed,options", [
    (3, {"track": "alpenpass"}),
    (4, {"track": "bergsprint", "cards": False}),
])
def test_no_leicht_or_normal_reason_in_a_game_is_a_hunch(seed, options):
    reasons = _reasons(["easy", "normal", "easy"], seed, **options)
    assert len(reasons) > 20
    for lang, phrase in (("de", "Bauch"), ("en", "hunch")):
        said = [r.render(lang) for r in reasons]
        assert not [s for s in said if phrase in s], lang
