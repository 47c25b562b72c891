"""Issue #30: computers described as playing by rules of thumb never say „aus dem Bauch heraus“."""

from __future__ import annotations

import inspect


def test_the_sprit_computer_players_never_wrap_a_reason_in_the_hunch_phrase():
    from speedgames.sprit.ai import players

    source = inspect.getsource(players)
    assert "hunch(" not in source
    assert "sprit.ai.hunch" not in source
