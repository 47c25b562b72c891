"""Fixtures of the core tests."""

import pytest

from tests.core.fakegame import FakeGame, install


@pytest.fixture
def fake_games(monkeypatch: pytest.MonkeyPatch) -> dict[str, FakeGame]:
    """``get_game`` returns small fake games (ids fake/rocket/sprit/tulpe) for this test."""
    return install(monkeypatch)
