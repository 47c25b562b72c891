"""#30: the Spielverlauf says what was chosen at the Ersatzkanister — for a person and for a
computer: the card's name and the chosen button's words („10 L nehmen“ / „10 L abgeben“)."""

from __future__ import annotations

import pytest

from speedgames.core.i18n import t
from speedgames.sprit.rules import GAME
from speedgames.sprit.screen.spielverlauf import line_for


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("amount,button", [(10, "kanister_take"), (-10, "kanister_give")])
def test_the_kanister_line_names_the_card_and_the_choice(lang, amount, button):
    line, _kind = line_for({"type": "kanister", "car": 1, "seat": 1, "amount": amount,
                            "fuel": 64}, lambda car: "Computer 2 (normal)")
    said = _plain(line.render(lang))
    assert _plain(t("sprit.cards.ersatzkanister.name", lang)) in said
    assert _plain(t(f"sprit.actions.{button}", lang)) in said
    assert "Computer 2 (normal)" in said and "64" in said


def test_a_computers_choice_at_the_kanister_is_told_in_a_whole_game():
    seats = [{"kind": "ai", "level": "normal"} for _ in range(3)]
    from speedgames.sprit import ai

    state = GAME.new_state({"seats": seats, "mode": "table"}, 1)
    players = [ai.make_player("normal", None, i) for i in range(3)]
    told = []
    while not state.is_over() and not told:
        seat = state.to_move()[0]
        action = players[seat].choose(state, seat).action
        for ev in state.apply(seat, action):
            found = line_for(ev, lambda car: f"Computer {car + 1}")
            if ev.get("type") == "kanister" and found is not None:
                told.append(_plain(found[0].render("de")))
    assert told and t("sprit.cards.ersatzkanister.name", "de") in told[0]
