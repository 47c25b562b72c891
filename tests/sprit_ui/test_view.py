"""The board's view model (speedgames.sprit.screen.view): one frozen SpritView per change, plain
data only, and nothing of what nobody may see — the deck's order — in it or in the picture."""

from __future__ import annotations

import dataclasses
import random
import threading
from collections.abc import Mapping

import pygame
import pytest

from speedgames.sprit.screen.view import SpritView
from tests.sprit_ui.helpers import open_game, seats, wait_for_human

PLAIN = (int, float, str, bool, type(None))


def _leaves(value, path="view"):
    """Every value inside the view, down to its plain leaves."""
    if dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            yield from _leaves(getattr(value, f.name), f"{path}.{f.name}")
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from _leaves(key, f"{path}[key]")
            yield from _leaves(item, f"{path}[{key!r}]")
    elif isinstance(value, (tuple, frozenset)):
        for i, item in enumerate(value):
            yield from _leaves(item, f"{path}[{i}]")
    else:
        yield path, value


def _picture(drive, scene) -> bytes:
    surface = pygame.Surface(drive.app.size)
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _rally(drive, **options):
    scene = open_game(drive, {"seats": seats("human", "normal", "easy"), "mode": "table",
                              **options}, seed=12)
    assert wait_for_human(drive, scene)
    return scene


def test_the_view_is_frozen_and_holds_only_plain_data(drive):
    scene = _rally(drive)
    drive.key("right")  # a selection, so the prices and the path are in it too
    view = scene.view
    assert isinstance(view, SpritView)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.selected = None  # type: ignore[misc]
    odd = [(path, type(value).__name__) for path, value in _leaves(view)
           if not isinstance(value, PLAIN)]
    assert odd == [], "no state, rules or advice object inside the view"
    assert view.prices and view.selected in view.prices


def test_one_view_per_change(drive):
    scene = _rally(drive)
    view = scene.view
    assert scene.view is view, "nothing changed: the same view"
    drive.key("right")
    assert scene.view is not view and scene.view.selected is not None
    moved = scene.view
    drive.frames(3)
    assert scene.view is moved


def test_two_positions_that_differ_only_in_the_decks_order_look_the_same(drive):
    """#27's promise made true now: what nobody may see (the order of the Streckenkarten still
    in the pile) never enters the view, so the board is the same picture."""
    scene = _rally(drive)
    drive.key("right")
    drive.frames(2)
    view, picture = scene.view, _picture(drive, scene)
    state = scene.state
    deck = list(state.deck)
    assert len(set(deck)) > 1
    twin = deck[:]
    while twin == deck:
        random.Random(7).shuffle(twin)
    state.deck = twin
    scene.views.forget()
    scene.painter.forget()
    assert scene.view == view
    assert _picture(drive, scene) == picture
    # a public fact does change it (the comparison can fail)
    state.cars[1]["fuel"] += 10
    scene.views.forget()
    scene.painter.forget()
    assert scene.view != view and _picture(drive, scene) != picture


def test_the_rat_shows_that_it_thinks_until_its_worker_answers(drive, monkeypatch):
    from speedgames.core.i18n import t
    from speedgames.sprit import ai

    scene = _rally(drive)
    gate = threading.Event()
    real = ai.advise

    def slow(state, seat):  # the Rat's worker waits here until the test lets it answer
        gate.wait(10)
        return real(state, seat)

    monkeypatch.setattr(ai, "advise", slow)
    try:
        drive.key("r")
        rat = scene.view.rat
        assert rat is not None and rat.thinking
        assert rat.lines == (t("sprit.ui.rat.thinking"),)
        assert drive.app.frame_request() == 0.0, "frames keep coming for the answer"
        drive.frames(1)
        assert "rat" in scene.rects
    finally:
        gate.set()
    for _ in range(600):
        if scene.advice() is not None:
            break
        scene.table.advisor.wait_for_answers(5.0)
        drive.frames(1)
    assert not scene.view.rat.thinking and len(scene.view.rat.lines) >= 1
    assert drive.app.errors == []
