"""Einsatz on the screens: the Endtafel pays the pot once and says so; leaving early forfeits."""

from __future__ import annotations

from speedgames.core import purses
from speedgames.ui.endtafel import EndtafelScene, rows_from_result

SEATS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
         {"kind": "human", "name": "Bea"}]
OPTIONS = {"mode": "table", "seats": SEATS, "stake": 25}


def _endtafel(app, seed=11):
    rows = rows_from_result("tulpe", {"scores": [30, 40, 20], "ranks": [2, 1, 3]}, SEATS)
    scene = EndtafelScene(app, "tulpe", rows, options=OPTIONS, seed=seed)
    app.push(scene)
    app.frame(1 / 60)
    return scene


def test_the_endtafel_pays_the_pot_to_the_best_human_and_says_so(app):
    scene = _endtafel(app)
    shown = " ".join(n.render() if hasattr(n, "render") else str(n) for n in scene.notes)
    assert "Einsatz 25 Taler" in shown and "Anna +25 (jetzt 125)" in shown
    assert "Bea −25 (jetzt 75)" in shown
    assert purses.purse(app.storage, "Anna") == 125
    app.back()
    _endtafel(app)  # the same game shown again (a replay, a second look): paid once
    assert purses.purse(app.storage, "Anna") == 125
    assert app.errors == []


def test_without_einsatz_the_endtafel_says_nothing_about_taler(app):
    rows = rows_from_result("tulpe", {"scores": [30, 40, 20], "ranks": [2, 1, 3]}, SEATS)
    scene = EndtafelScene(app, "tulpe", rows, options=dict(OPTIONS, stake=0), seed=3)
    assert not any("Taler" in (n.render() if hasattr(n, "render") else str(n))
                   for n in scene.notes)


def test_leaving_a_game_with_einsatz_and_other_humans_forfeits_the_stake(drive):
    from speedgames.tulpe.screen.menu import PauseMenu
    from tests.tulpe_ui.helpers import open_game, settle

    app = drive.app
    table = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bea"}],
             "mode": "table", "stake": 10}
    scene = open_game(drive, table, seed=3)
    settle(drive, scene)
    leaver = scene.seat_name(scene.table.holder)
    other = "Bea" if leaver == "Anna" else "Anna"
    drive.key("f10")
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    drive.click_widget(menu.give_up_btn)
    drive.click_widget(app.stack.top.yes_button)
    assert app.stack.top.name == "kontor"
    assert purses.purse(app.storage, leaver) == 90
    assert purses.purse(app.storage, other) == 110
    assert any("Einsatz (10 Taler)" in toast for toast in app.toasts)
