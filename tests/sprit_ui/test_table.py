"""At the table: two humans take turns at one device (no secrets in Speedsprit, so no privacy
screen — the header names who is on), the Zug-Uhr lets the computer move for a player who ran
out of time (a toast at the Nachfrist, the line in the Spielverlauf), and „Fortsetzen“ resumes a
saved rally exactly."""

from __future__ import annotations

from speedgames.core.i18n import t
from speedgames.sprit.screen.scene import SpritScene
from tests.sprit_ui.helpers import (
    open_game, seats, select_by_keys, wait_for_computer, wait_for_human)


def _header_words(drive, scene: SpritScene) -> list[str]:
    """The texts the header draws (the prompt line)."""
    return [scene.view.prompt]


def test_hot_seat_two_humans_take_turns(drive):
    scene = open_game(drive, {"seats": seats("human", "human"), "mode": "table"}, seed=6)
    assert wait_for_human(drive, scene)
    first = scene.state.cars[scene.human_car]["seat"]
    target = sorted(scene.view.prices)[1]
    select_by_keys(drive, scene, target)
    drive.key("return")
    assert wait_for_human(drive, scene)
    second = scene.state.cars[scene.human_car]["seat"]
    assert second != first
    name = scene.car_name(scene.human_car)
    # the header says who is on; no toast repeats it over the action bar
    assert t("sprit.ui.status.human", name=name) in _header_words(drive, scene)
    assert drive.app.toasts == []
    assert scene.table.holder == second
    # the second player drives by mouse
    field = sorted(scene.view.prices)[0]
    drive.click(scene.geo.centre(field))
    moved = [c for c in scene.state.cars if c["seat"] == second][0]
    assert moved["field"] == field
    assert drive.app.errors == []


def test_zugzeit_runs_out_then_the_computer_moves_for_the_player(drive):
    options = {"seats": seats("human", "easy"), "mode": "table", "clock": 30}
    scene = open_game(drive, options, seed=6)
    assert wait_for_human(drive, scene)
    assert scene.table.clock.limit == 30
    before = len(scene.table.match.actions)
    for _ in range(31):  # the 30 s are up: the Nachfrist is announced
        drive.app.frame(1.0)
    assert t("ui.play.grace", name=scene.car_name(0), seconds=10) in drive.app.toasts
    for _ in range(8):  # 39 s: the 30 s and most of the 10 s grace
        drive.app.frame(1.0)
    assert len(scene.table.match.actions) == before
    drive.app.frame(1.0)
    name = scene.car_name(0)
    assert t("sprit.ui.log.timeout", name=name) in scene.log.texts()  # the line first
    # the stand-in (the strong computer's move) thinks on the worker like a computer
    wait_for_computer(drive, scene, lambda: len(scene.table.match.actions) > before)
    assert scene.table.match.actions[before][0] == 0
    assert drive.app.errors == []


def test_fortsetzen_resumes_the_saved_rally(drive):
    from speedgames.core.saves import list_saves

    options = {"seats": seats("human", "easy"), "mode": "table"}
    scene = open_game(drive, options, seed=9)
    assert wait_for_human(drive, scene)
    drive.key("right")
    drive.key("return")
    assert wait_for_human(drive, scene)
    record = scene.table.match.record()
    scene.table.flush()
    for _ in range(4):  # Esc closes what is open (an own card …), then opens the menu
        drive.key("escape")
        if drive.app.stack.top is not scene:
            break
    menu = drive.app.stack.top
    drive.click_widget(menu.kontor_btn)  # … „Zum Kontor“ saves
    saves = list_saves(drive.app.storage, "sprit")
    assert saves
    assert drive.app.open("sprit.game", save=saves[0])
    drive.frames(2)
    resumed = drive.app.stack.top
    assert isinstance(resumed, SpritScene)
    assert resumed.table.match.record()["actions"] == record["actions"]
    assert resumed.state.to_json() == scene.state.to_json()


def test_the_kontor_opens_speedsprit_through_the_table_setup(drive):
    from speedgames.ui.kontor import KontorScene

    kontor = drive.app.stack.top
    assert isinstance(kontor, KontorScene)
    card = next(c for c in kontor.cards if c.game == "sprit")
    assert card.table.enabled and card.alone.enabled
    drive.click_widget(card.table)
    setup = drive.app.stack.top
    drive.frames(1)
    drive.click_widget(setup.start_button)
    drive.frames(2)
    scene = drive.app.stack.top
    assert isinstance(scene, SpritScene)
    assert scene.table.match.options["mode"] == "table"
    assert drive.app.errors == []


def test_fortsetzen_tells_the_spielverlauf_again(drive):
    """After „Fortsetzen“ the Spielverlauf holds the earlier moves again (told from the saved
    actions by the live log code, the computers' reasons from the saved notes), then „Weiter
    geht's – Runde N“ — not that line alone."""
    from speedgames.core.saves import list_saves

    options = {"seats": seats("human", "easy"), "mode": "table"}
    scene = open_game(drive, options, seed=9)
    assert wait_for_human(drive, scene)
    for _ in range(2):
        target = sorted(scene.view.prices)[0]
        select_by_keys(drive, scene, target)
        drive.key("return")
        assert wait_for_human(drive, scene)
    reason = t("sprit.ui.log.reason", reason="\x00").split("\x00")[0]
    live = scene.log.texts()
    assert len(live) > 4 and any(line.startswith(reason) for line in live)
    scene.table.flush()
    drive.app.home()
    drive.frames(2)
    assert drive.app.open("sprit.game", save=list_saves(drive.app.storage, "sprit")[0])
    drive.frames(2)
    resumed = drive.app.stack.top
    assert isinstance(resumed, SpritScene)
    told = resumed.log.texts()
    assert told[-1] == t("sprit.ui.log.resumed", round=resumed.state.round)
    assert told[:-1] == live
    assert drive.app.errors == []


def test_a_save_that_no_longer_replays_is_told_as_a_savegame(drive):
    """„Fortsetzen“ on a save the rules refuse: the toast names the Spielstand and where it was
    put aside — not „es gelten die Voreinstellungen“, which fits settings, not a savegame."""
    import json

    from speedgames.core.saves import list_saves

    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=9)
    assert wait_for_human(drive, scene)
    select_by_keys(drive, scene, sorted(scene.view.prices)[0])
    drive.key("return")
    assert wait_for_human(drive, scene)
    scene.table.flush()
    drive.app.home()
    drive.frames(2)
    save = list_saves(drive.app.storage, "sprit")[0]
    path = drive.app.storage.root / save.name
    data = json.loads(path.read_text("utf-8"))
    data["record"]["actions"].insert(0, [7, {"type": "drive", "to": 1}])  # no seat 7: refused
    path.write_text(json.dumps(data), "utf-8")
    assert drive.app.open("sprit.game", save=save)
    drive.frames(3)
    assert drive.app.stack.top.name == "kontor"
    kept = next(p.name for p in path.parent.iterdir() if ".broken-" in p.name)
    told = [toast for toast in drive.app.toasts if kept in toast]
    assert told and told[0].startswith("Der Spielstand ") and "beiseite" in told[0]
    assert "Voreinstellungen" not in told[0]
    assert drive.app.errors == []
