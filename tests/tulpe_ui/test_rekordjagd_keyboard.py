"""A whole Rekordjagd played with the keyboard only: 30 Würfe, the Endtafel, the Bestenliste."""

from __future__ import annotations

from speedgames.core.records import leaderboard
from speedgames.core.saves import list_saves
from speedgames.ui.endtafel import EndtafelScene
from tests.tulpe_ui.helpers import choose_by_keys, good_choice, open_game, settle

REKORD = {"seats": [{"kind": "human", "name": "Anna"}], "mode": "rekordjagd",
          "layout": "klassisch"}


def test_whole_rekordjagd_by_keyboard_only(drive):
    scene = open_game(drive, dict(REKORD), seed=1637)
    app = drive.app
    seen_counter = []
    for wurf in range(1, 31):
        settle(drive, scene)
        summary = scene.state.summary()
        assert summary["wurf"] == wurf
        assert scene.view.wurf == f"Wurf {wurf} von 30"  # the Wurf counter is visible
        seen_counter.append(wurf)
        drive.key("w")
        settle(drive, scene)
        assert scene.view.phase.kind == "active"
        before = len(scene.match.actions)
        action = good_choice(scene, 0)
        choose_by_keys(drive, scene, action)
        assert len(scene.match.actions) == before + 1, app.toasts
        assert scene.match.actions[-1][1] == action or action.type == "pass"
    settle(drive, scene)
    drive.frames(3)
    assert scene.match.state.is_over()
    endtafel = app.stack.top
    assert isinstance(endtafel, EndtafelScene)
    head, lines = endtafel.side  # the Rekordjagd's leaderboard under the table
    assert "Anna" in lines[0].render("de")
    score = scene.match.state.result()["scores"][0]
    entries = leaderboard(app.storage, "tulpe", "rekordjagd")
    assert [e.value for e in entries] == [score]
    assert list_saves(app.storage, "tulpe") == []  # a finished game leaves no save behind
    from speedgames.core.records import statistics
    from tests.description_checks import assert_reports_what_it_declares

    assert_reports_what_it_declares("tulpe", statistics(app.storage, "tulpe", "Anna"),
                                    always=("min_cans_used",))
    assert seen_counter == list(range(1, 31))
    assert app.errors == []


def test_every_bloom_shows_in_the_spielverlauf(drive):
    scene = open_game(drive, dict(REKORD), seed=3)
    drive.key("w")
    settle(drive, scene)
    action = good_choice(scene, 0)
    choose_by_keys(drive, scene, action)
    texts = scene.log.texts("de")
    assert any("würfelt" in line for line in texts)
    if action.type == "choose":
        assert any("blühen auf" in line for line in texts)
