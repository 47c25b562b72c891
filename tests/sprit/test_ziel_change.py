"""#30: „Züge bis ins Ziel“ fell by more than the turn spent (18 → 11 after a two-field drive) and
read as a mistake. It only does so when something real changed, and the Ziel-Rechner (and the
Rat) say what — reproduced positions of seeded four-car games of normal computers."""

from __future__ import annotations

from speedgames.core.i18n import Text
from speedgames.sprit import ai
from speedgames.sprit.rules import GAME
from speedgames.sprit.screen.ziel_hint import count_change, fastest_way


def _changes(track: str, seed: int):
    """Every count at a car's turn start next to the one at its turn start before: (car,
    before, after, the Text that explains a fall of more than one)."""
    seats = [{"kind": "ai", "level": "normal"} for _ in range(4)]
    state = GAME.new_state({"seats": seats, "mode": "table", "track": track}, seed)
    players = [ai.make_player("normal", None, seed * 10 + i) for i in range(4)]
    kept: dict[int, tuple] = {}
    out = []
    while not state.is_over():
        seat, car = state.to_move()[0], state.active_car
        way = fastest_way(state, car) if car is not None else None
        if way is not None:
            if car in kept:
                then, action, before = kept[car]
                out.append((car, before, way[0],
                            count_change(then, action, state, car, before, way[0])))
        action = players[seat].choose(state, seat).action
        if way is not None:
            kept[car] = (state.clone(), action, way[0])
        state.apply(seat, action)
    return out


def test_a_fall_of_more_than_one_turn_is_explained_and_a_fall_of_one_is_not():
    said = {}
    for car, before, after, change in _changes("alpenpass", 5):
        if after >= before - 1:
            assert change is None
        elif change is not None:
            said[(car, before, after)] = change
    # field 9 (Tafel 4) was held by a rival, then free: 17 → 14 for the car on field 5
    freed = said[(2, 17, 14)]
    assert isinstance(freed, Text)
    assert freed.render("de") == "Vorhin 17 Züge, jetzt 14 Züge: Feld 9 ist frei geworden."
    # rivals reached the Ziel: as the third the car may arrive with 30 L — 5 → 3 (normal's
    # fuel cap of #32 changed this game; the second-place case of before is not in it any more)
    ziel = said[(1, 5, 3)].render("en")
    assert ziel == ("Before 5 turns, now 3 turns: as no. 3 in the finish you may have up to "
                    "30 L left.")


def test_most_big_falls_in_seeded_games_get_their_reason():
    """Over several games nearly every fall of more than one turn is explained (a card, litres
    from a Tafel or Kontrolle, a freed field, a later Zielplatz, another Platz)."""
    big = told = 0
    for track, seed in (("alpenpass", 1), ("alpenpass", 2), ("bergsprint", 3)):
        for _car, before, after, change in _changes(track, seed):
            if after < before - 1:
                big += 1
                told += change is not None
    assert big >= 5
    assert told >= 0.8 * big, (told, big)
