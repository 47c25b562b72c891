"""#30: when the count of turns falls by more than the turn spent, the board's Ziel-Rechner says
what changed (the view keeps each car's count from its last turn start)."""

from __future__ import annotations

from speedgames.core.i18n import set_language
from tests.sprit_ui.helpers import advised, open_game, seats, wait_for_human
from tests.ui.harness import Driver, make_app


def test_litres_from_nowhere_between_two_turns_are_named_in_the_ziel_rechner(tmp_path):
    app = make_app(tmp_path, lang="de", size=(1280, 800))
    app.storage.durable = False
    drive = Driver(app)
    try:
        set_language("de")
        scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=5)
        assert wait_for_human(drive, scene)
        car = scene.human_car
        state = scene.state
        state.cars[car].update(field=state.track.ziel - 32, stamps=1, fuel=20)
        scene.forget_position()
        drive.frames(2)
        before = scene.view.ziel_text
        assert before and "Vorhin" not in before
        scene.act(advised(scene))
        scene.state.cars[car]["fuel"] += 120     # as a Tafel or a card would: same field
        assert wait_for_human(drive, scene)
        text = scene.view.ziel_text
        assert "Vorhin" in text and "(Tafel oder Kontrolle)" in text, text
        assert app.errors == []
    finally:
        app.shutdown()
