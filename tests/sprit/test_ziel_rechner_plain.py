"""#30: the Ziel-Rechner said „noch etwa 3 Züge“ with a stamp and two drives to go — a few turns
left are counted exactly, so it names them, plainly: the move, then each turn, then how many."""

from __future__ import annotations

import pytest

from speedgames.sprit.rules import GAME
from speedgames.sprit.screen.ziel_hint import ziel_parts


def _car_at(field: int, stamps: int, fuel: int):
    state = GAME.new_state({"seats": [{"kind": "human", "name": "Anna"},
                                      {"kind": "ai", "level": "easy"}], "mode": "table"}, 3)
    car = state.active_car
    state.cars[car].update(field=field, stamps=stamps, fuel=fuel)
    state.cars[1 - car].update(field=10)
    return state, car


@pytest.mark.parametrize("field,fuel,turns", [(45, 70, 3), (50, 60, 2)])
def test_a_stamp_and_drives_to_go_are_named_turn_by_turn(field, fuel, turns):
    state, car = _car_at(field, 2, fuel)    # Alpenpass: the last Kontrolle is field 57
    parts, _fits = ziel_parts(state, car)
    de = " ".join(part.render("de") for part in parts)
    en = " ".join(part.render("en") for part in parts)
    assert "etwa" not in de and "about" not in en
    assert f"noch {turns} Züge bis ins Ziel" in de, de
    assert "Feld 57 (Kontrolle) → stempeln → ins Ziel" in de, de
    assert "field 57 (checkpoint) → stamp → into the finish" in en, en
    way = de.split("Schnellster Weg mit")[1].split(" – ")[0]
    assert way.count("→") == turns          # the move and then ``turns`` turns


def test_a_long_way_stays_an_estimate():
    state, car = _car_at(33, 1, 60)
    parts, _fits = ziel_parts(state, car)
    de = " ".join(part.render("de") for part in parts)
    assert "noch etwa" in de and "Schnellster Weg" not in de
