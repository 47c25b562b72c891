"""Issue #30: a normal computer plays by rules of thumb (the table setup says so), so no reason
it gives — in any of the games — speaks of a hunch or a feeling („aus dem Bauch heraus“, „nach
Gefühl“ / „on a hunch“, „by feel“); that is the leicht computer's way."""

from __future__ import annotations

import importlib

import pytest

from speedgames.core import catalog
from speedgames.core.i18n import Text
from speedgames.core.players import make_player

PHRASES = {"de": ("Bauch", "Gefühl"), "en": ("hunch", "by feel")}


def _rules(desc):
    return importlib.import_module(desc.module("rules")).GAME


def _reasons(desc, seed: int, limit: int = 3000) -> list:
    seats = [{"kind": "ai", "level": "normal"} for _ in range(3)]
    state = _rules(desc).new_state({"seats": seats, "mode": "table"}, seed)
    players = [make_player(desc.id, "normal", None, seed * 31 + i) for i in range(3)]
    reasons = []
    for _ in range(limit):
        if state.is_over():
            break
        seat = state.to_move()[0]
        decision = players[seat].choose(state, seat)
        reasons.append(decision.reason)
        state.apply(seat, decision.action)
    return reasons


@pytest.mark.parametrize("desc", catalog.descriptions(), ids=lambda d: d.id)
def test_no_reason_of_a_normal_computer_speaks_of_a_hunch(desc):
    reasons = [r for seed in (1, 2) for r in _reasons(desc, seed) if r]
    assert len(reasons) > 20
    for lang, phrases in PHRASES.items():
        said = [r.render(lang) if isinstance(r, Text) else str(r) for r in reasons]
        assert not [s for s in said if any(p in s for p in phrases)], (desc.id, lang)
