"""Computer players and the advisor („Rat“)."""

import pytest

from speedgames.core.game import Action
from speedgames.core.i18n import Text, set_language
from speedgames.core.players import make_player as core_make_player
from speedgames.sprit import ai
from speedgames.sprit.ai.reasons import reason
from speedgames.sprit.rules import SAFETY_ROUNDS, GAME

from tests.sprit.helpers import activate, new, put


def play(levels, seed, **options):
    seats = [{"kind": "ai", "level": lv} for lv in levels]
    state = GAME.new_state({**options, "seats": seats}, seed)
    players = [ai.make_player(lv, None, seed * 31 + i) for i, lv in enumerate(levels)]
    while not state.is_over():
        seat = state.to_move()[0]
        decision = players[seat].choose(state, seat)
        assert isinstance(decision.reason, Text)
        state.apply(seat, decision.action)
    return state


@pytest.mark.parametrize("levels,options", [
    (["strong", "normal"], {"track": "alpenpass"}),
    (["normal", "easy"], {"track": "bergsprint"}),
    (["strong", "easy", "normal"], {"track": "alpenpass", "cards": False}),
    (["easy", "strong", "normal", "strong"], {"track": "bergsprint"}),
    (["strong", "normal", "easy", "normal", "easy"], {"track": "alpenpass"}),
    (["easy", "easy", "normal", "normal", "strong", "strong"], {"track": "bergsprint",
                                                                "cards": False}),
    (["strong", "easy"], {"track": "alpenpass", "duel": True}),
    (["normal", "strong"], {"track": "bergsprint", "duel": True, "cards": False}),
])
def test_computer_games_finish_long_before_the_safety_end(levels, options):
    for seed in (11, 12):
        state = play(levels, seed, **options)
        assert state.end_reason in ("last", "duel")
        assert state.round < SAFETY_ROUNDS // 2
        finished = sum(1 for c in state.cars if c["finished"])
        assert finished >= (2 if options.get("duel") else len(levels) - 1)


def test_make_player_levels_and_german_aliases():
    assert ai.make_player("leicht").level == "easy"
    assert ai.make_player("stark").level == "strong"
    assert core_make_player("sprit", "normal").level == "normal"
    with pytest.raises(ValueError):
        ai.make_player("genius")


def test_choose_never_changes_the_state():
    s = new(3, seed=4)
    before = s.to_json()
    for level in ("easy", "normal", "strong"):
        ai.make_player(level, seed=1).choose(s, 0)
    assert s.to_json() == before


def test_strong_does_not_read_the_hidden_deck_order():
    s = new(2, seed=8)
    put(s, 0, 0, 65)
    first = ai.make_player("strong").choose(s, 0).action
    for shift in range(1, 4):
        s.deck = s.deck[shift:] + s.deck[:shift]
        assert ai.make_player("strong").choose(s, 0).action == first


def test_strong_drives_into_the_ziel_when_it_can():
    s = new(2)
    put(s, 1, 40)
    put(s, 0, 60, 25, stamps=3)
    activate(s, 0)
    decision = ai.make_player("strong").choose(s, 0)
    assert decision.action == Action("drive", to=65)
    assert decision.reason.key == "sprit.ai.ziel"


def test_strong_gives_fuel_when_it_has_too_much_for_the_ziel():
    s = new(2)
    put(s, 1, 40)
    put(s, 0, 64, 25, stamps=3)  # Tankstelle, one field before the Ziel, 1 L drive, 10 L allowed
    activate(s, 0)
    decision = ai.make_player("strong").choose(s, 0)
    assert decision.action == Action("tank", amount=-10)
    assert decision.reason.key == "sprit.ai.ablassen"


def test_advise_gives_best_move_reason_turns_and_second_best():
    s = new(2)
    put(s, 1, 30)
    put(s, 0, 14, 4)  # nearly empty just past the Werkstatt on 11
    activate(s, 0)
    advice = ai.advise(s, 0)
    assert advice.best.action == Action("werkstatt")
    set_language("de")
    assert advice.best.reason.render() == "die Werkstatt bringt 30\u00a0L"
    assert advice.extra["turns"] > 0
    second = advice.extra["second"]
    assert second is not None and second.action != advice.best.action
    assert second.value <= advice.best.value
    assert [o.value for o in advice.options] == sorted((o.value for o in advice.options),
                                                        reverse=True)


def test_reason_names_a_matching_tafel():
    s = new(3)
    put(s, 1, 20)
    put(s, 2, 30)
    put(s, 0, 0, 65)
    activate(s, 0)
    text = reason(s, 0, Action("drive", to=4), 10)  # Tafel 3, and the car would be on Platz 3
    set_language("de")
    assert text.key == "sprit.ai.tafel" and text.render() == "Tafel 3 passt: 30\u00a0L"


def test_every_decision_has_a_reason_in_both_languages():
    s = new(4, seed=3)
    for _ in range(12):
        seat = s.to_move()[0]
        decision = ai.make_player("easy", seed=2).choose(s, seat)
        for lang in ("de", "en"):
            rendered = decision.reason.render(lang)
            assert rendered and "sprit.ai" not in rendered and "%{" not in rendered
        s.apply(seat, decision.action)


def test_reason_for_a_one_field_drive_says_one_field_in_the_singular():
    from speedgames.core.game import Action
    from speedgames.sprit.ai.reasons import reason
    from speedgames.sprit.rules import GAME as SPRIT

    state = SPRIT.new_state({"seats": [{"kind": "ai", "level": "strong"}] * 2,
                             "track": "alpenpass"}, 3)
    car = state.active_car
    field = state.cars[car]["field"]
    target = next(a["to"] for a in state.legal_actions(state.to_move()[0])
                  if a.type == "drive" and a["to"] == field + 1)
    text = reason(state, car, Action("drive", to=target), 1.0)
    assert "1 Feld für 1\u00a0L" in text.render("de") and "1 Felder" not in text.render("de")
    assert "1 field for 1\u00a0L" in text.render("en")


def test_the_lone_car_tables_ship_beside_the_code_and_are_current():
    """A moved or stale ``tables.bin`` would silently make every computer compute them (slow)."""
    from speedgames.sprit.ai import table
    from speedgames.sprit.rules.tracks import TRACKS

    assert table.DATA_FILE.is_file()
    shipped = table.decode_tables(table.DATA_FILE.read_bytes())
    assert sorted(shipped) == sorted(table.shipped_keys(TRACKS))
