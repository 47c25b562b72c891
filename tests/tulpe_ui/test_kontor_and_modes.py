"""The Kontor's Speedtulpe buttons open the game; the solo modes; „Fortsetzen“ resumes exactly."""

from __future__ import annotations

from speedgames.core.game import Action
from speedgames.core.saves import list_saves
from speedgames.tulpe.screen.solo import SoloMenu
from speedgames.tulpe.screen.scene import TulpeScene
from speedgames.ui.table_setup import TableSetupScene
from tests.tulpe_ui.helpers import open_game, settle


def tulpe_card(app):
    kontor = app.stack.top
    return next(card for card in kontor.cards if card.game == "tulpe")


def test_allein_opens_the_solo_modes_and_rekordjagd_starts(drive):
    app = drive.app
    drive.click_widget(tulpe_card(app).alone)
    menu = app.stack.top
    assert isinstance(menu, SoloMenu)
    drive.key("tab")  # Gegen Computer → Rekordjagd
    drive.key("return")
    assert app.stack.top is menu, "a record mode first asks who plays"
    drive.text("Anna")
    drive.key("return")  # Enter in the name field starts the Rekordjagd
    scene = app.stack.top
    assert isinstance(scene, TulpeScene) and scene.mode == "rekordjagd"
    assert scene.state.summary()["wurf_limit"] == 30
    assert app.errors == []


def test_gegen_computer_goes_through_the_table_setup(drive):
    app = drive.app
    drive.click_widget(tulpe_card(app).alone)
    drive.key("return")  # Gegen Computer is focused first
    setup = app.stack.top
    assert isinstance(setup, TableSetupScene) and setup.solo
    setup.start()
    drive.frames(2)
    scene = app.stack.top
    assert isinstance(scene, TulpeScene)
    assert len(scene.table.people) == 1 and scene.table.computers


def test_am_tisch_opens_the_game_with_the_chosen_seats(drive):
    app = drive.app
    drive.click_widget(tulpe_card(app).table)
    setup = app.stack.top
    assert isinstance(setup, TableSetupScene) and not setup.solo
    setup.start()
    drive.frames(2)
    assert isinstance(app.stack.top, TulpeScene)


def test_tagesblatt_only_the_first_attempt_counts(drive):
    app = drive.app
    drive.click_widget(tulpe_card(app).alone)
    menu = app.stack.top
    drive.click_widget(menu.daily_btn)
    drive.text("Anna")  # who plays: asked once, then remembered
    drive.key("return")
    first = app.stack.top
    assert isinstance(first, TulpeScene) and first.mode == "daily" and first.daily_counts
    layout = first.state.summary()["layout"]
    first_id = first.save_id
    first.act(0, Action("roll"))
    drive.frames(5)
    app.home()  # left unfinished: the attempt is saved
    drive.click_widget(tulpe_card(app).alone)
    menu = app.stack.top
    assert menu.played and menu.daily_open
    assert "noch offen" in menu.card_texts()[2][1]
    drive.click_widget(menu.daily_btn)
    again = app.stack.top
    # „Tagesblatt“ goes on with the first attempt, the one that counts — no practice round
    # while it lies unfinished in „Fortsetzen“
    assert isinstance(again, TulpeScene) and again.save_id == first_id and again.daily_counts
    assert len(again.match.actions) == 1
    for _ in range(200):  # play it to the end: roll and pass, Wurf after Wurf
        if again.match.state.is_over():
            break
        kind = again.view.phase.kind
        assert again.act(0, Action("roll" if kind == "roll" else "pass"))
    drive.frames(5)
    assert again.match.state.is_over()
    app.home()
    drive.click_widget(tulpe_card(app).alone)
    menu = app.stack.top
    assert menu.played and not menu.daily_open
    drive.click_widget(menu.daily_btn)
    second = app.stack.top
    assert second.mode == "daily" and not second.daily_counts  # practice now
    assert second.save_id != first_id
    assert second.state.summary()["layout"] == layout  # the same field for everyone


def test_fortsetzen_resumes_exactly_where_the_game_was_left(drive):
    app = drive.app
    options = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}],
               "mode": "table"}
    scene = open_game(drive, options, seed=12)
    for _ in range(4):
        settle(drive, scene)
        drive.key("w" if scene.view.phase.kind == "roll" else "p")
    settle(drive, scene)
    summary = scene.state.summary()
    actions = len(scene.match.actions)
    app.home()
    assert list_saves(app.storage, "tulpe")
    card = tulpe_card(app)
    card.refresh()
    assert card.resume.visible
    drive.click_widget(card.resume)
    resumed = app.stack.top
    assert isinstance(resumed, TulpeScene)
    assert len(resumed.match.actions) == actions
    assert resumed.state.summary() == summary


def test_a_broken_save_is_told_not_crashed(drive):
    app = drive.app
    options = {"seats": [{"kind": "human", "name": "Anna"}], "mode": "rekordjagd"}
    scene = open_game(drive, options, seed=12)
    settle(drive, scene)
    drive.key("w")
    settle(drive, scene)
    app.home()
    save = list_saves(app.storage, "tulpe")[0]
    path = app.storage.root / save.name
    path.write_text('{"format": 1, "oops": ', encoding="utf-8")
    assert app.open("tulpe.game", save=save)
    drive.frames(3)
    assert app.stack.top.name == "kontor"
    assert app.toasts and app.errors == []
