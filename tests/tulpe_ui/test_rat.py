"""The Rat (R or the bulb): the strong computer's suggestion, and what it costs."""

from __future__ import annotations

from speedgames.core.saves import list_saves
from speedgames.ui.overlays import ConfirmDialog
from tests.tulpe_ui.helpers import open_game, rat_advice, settle, until

VS = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "normal"},
                {"kind": "ai", "level": "strong"}], "mode": "table"}


def to_choice(drive, scene):
    settle(drive, scene)
    if scene.view.phase.kind == "roll":
        drive.key("w")
        settle(drive, scene)
    assert scene.view.phase.kind in ("active", "others")


def test_rat_warns_first_that_the_place_bonus_goes(drive):
    app = drive.app
    scene = open_game(drive, dict(VS), seed=30)
    to_choice(drive, scene)
    assert scene.parts.rat.visible
    drive.click_widget(scene.parts.rat)  # the bulb
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    assert "Platzbonus" in dialog.question.render("de")
    drive.key("return")  # the safe answer has the focus: no Rat
    assert app.stack.top is scene and scene.rat_used is False
    assert scene.selection.empty


def test_rat_suggests_dice_and_fields_with_the_reason(drive):
    from speedgames.tulpe import ai

    app = drive.app
    scene = open_game(drive, dict(VS), seed=30)
    to_choice(drive, scene)
    expected = ai.advise(scene.match.state, 0).best
    drive.key("r")
    drive.key("right")  # from „Abbrechen“ to „Rat holen“
    drive.key("return")
    assert app.stack.top is scene
    rat_advice(drive, scene)  # thought out on the table's own worker
    assert scene.rat_used is True
    if expected.action.type == "choose":
        assert scene.selection.color_die == expected.action["color_die"]
        assert scene.selection.number_die == expected.action["number_die"]
        assert scene.selection.cells == [tuple(c) for c in expected.action["cells"]]
    assert any(line.startswith("Rat:") for line in scene.log.texts("de"))
    assert "Rat" in scene.view.status
    # … with the expected points of the suggestion and of the next best choice
    assert any("Erwartet:" in line and "nächstbeste Wahl" in line
               for line in scene.log.texts("de"))
    assert "Erwartet:" in scene.view.status
    scene.save()
    saves = list_saves(app.storage, "tulpe")
    assert saves and saves[0].meta.get("rat_used") is True  # „Fortsetzen“ keeps the mark
    if expected.action.type == "choose":
        drive.key("return")
        mine = [action for seat, action in scene.match.actions if seat == 0]
        assert mine[-1].get("cells") == expected.action["cells"]


def test_rat_used_means_no_place_bonus_in_the_record(drive, monkeypatch):
    from speedgames.core import records

    from speedgames.tulpe import ai
    from speedgames.ui.endtafel import EndtafelScene

    seen = {}
    monkeypatch.setattr(records, "record_game",
                        lambda *a, **k: seen.update(k, record=a[2]) or [])
    scene = open_game(drive, dict(VS), seed=30)
    scene.table.use_rat()  # as when the Rat was asked
    players = [ai.make_player("easy", None, seat) for seat in range(3)]
    match = scene.match
    while not match.state.is_over():  # the rest of the game, quickly
        seat = match.state.to_move()[0]
        match.apply(seat, players[seat].choose(match.state, seat).action)
    until(drive, scene, lambda: isinstance(drive.app.stack.top, EndtafelScene))
    assert seen["rat_used"] is True and seen["record"]["options"]["mode"] == "table"


def test_no_rat_in_the_tagesblatt_nor_between_humans(drive):
    app = drive.app
    daily = {"seats": [{"kind": "human", "name": "Anna"}], "mode": "daily",
             "date": "2026-03-01"}
    scene = open_game(drive, daily, seed=77)
    to_choice(drive, scene)
    drive.key("r")
    assert app.stack.top is scene and not scene.rat_used
    assert any("Tagesblatt" in toast for toast in app.toasts)
    app.home()
    table = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bea"},
                       {"kind": "ai", "level": "easy"}], "mode": "table"}
    scene = open_game(drive, table, seed=5)
    assert not scene.view.rat_allowed
    to_choice(drive, scene)
    drive.key("r")
    assert app.stack.top is scene and not scene.rat_used
