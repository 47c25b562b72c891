"""A game with one planted move (``speedgames.core.planted``, the Analyse's measurements): the
strong computer plays every seat, seat 0's move is replaced once, where the plant offers one."""

from __future__ import annotations

from functools import cache

from speedgames.core.game import Action
from speedgames.core.planted import play_planted

SEATS = [{"kind": "human", "name": "Probe"}, {"kind": "ai", "level": "strong"}]


@cache
def _plain():
    """The game without a plant, played once for both tests (they only read it; this module is
    in ONE_WORKER of tests/conftest.py, so both run where it was played)."""
    return play_planted("tulpe", {"seats": SEATS}, 3)


def test_the_plant_replaces_seat_0s_move_once_and_the_game_is_played_to_its_end():
    plain, none = _plain()
    assert none is None and plain.state.is_over()
    asked: list[int] = []

    def pass_instead_of_a_choice(state, seat, strong):
        asked.append(seat)
        return Action("pass") if strong.type == "choose" else None

    kept: list = []
    m, index = play_planted("tulpe", {"seats": SEATS}, 3, pass_instead_of_a_choice, kept)
    assert m.state.is_over() and index is not None
    assert m.actions[index] == (0, Action("pass"))
    assert plain.actions[:index] == m.actions[:index]          # the same game up to the plant
    position, strong = kept
    assert strong.type == "choose" and plain.actions[index] == (0, strong)
    assert len(position.legal_actions(0)) > 1
    assert set(asked) == {0}                                   # only seat 0 is planted on …
    seat_0_before = sum(1 for seat, _a in m.actions[:index] if seat == 0)
    assert len(asked) <= seat_0_before + 1                     # … and never after the plant


def test_a_plant_that_never_fits_plants_nothing():
    m, index = play_planted("tulpe", {"seats": SEATS}, 3, lambda state, seat, strong: None)
    plain, _ = _plain()
    assert index is None and m.actions == plain.actions
