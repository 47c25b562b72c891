"""A solo rally played by keyboard only: ←/→ select, Enter drives, W / T / A / S act, and once
the human is in the Ziel „Rest auswerten“ (Enter) computes the rest and shows the Endtafel."""

from __future__ import annotations

import threading

from speedgames.core.game import Action
from speedgames.ui.endtafel import EndtafelScene
from tests.sprit_ui.helpers import advised, open_game, play_by_keys, seats, wait_for_human


def _drive_rally(drive, seed):
    """Follow the Rat by keys until the human's car is in the Ziel or the rally is over."""
    options = {"seats": seats("human", "easy", "easy", "easy"), "mode": "table",
               "track": "bergsprint"}
    scene = open_game(drive, options, seed=seed)
    turns = 0
    while wait_for_human(drive, scene):
        car = scene.human_car
        before = len(scene.table.match.actions)
        action = advised(scene)
        play_by_keys(drive, scene, action)
        # the keys applied exactly the chosen action for the human's seat
        assert scene.table.match.actions[before] == (scene.state.cars[car]["seat"], action)
        turns += 1
        assert turns < 120, "the rally should end long before"
    assert drive.app.errors == []
    return scene


def test_solo_rally_by_keyboard_until_the_ziel_then_rest_auswerten(drive):
    for seed in (4, 12, 1):  # seeds where the Rat's driver arrives before the computers
        scene = _drive_rally(drive, seed)
        if scene.view.rest_available:
            break
        drive.app.home()
    assert scene.view.rest_available, "the human is in the Ziel while computers still drive"
    place = scene.state.cars[0]["zielplatz"]
    drive.frames(1)
    drive.key("return")  # „Rest auswerten“
    for _ in range(600):
        if isinstance(drive.app.stack.top, EndtafelScene):
            break
        drive.frames(1)
    assert scene.state.is_over()
    assert isinstance(drive.app.stack.top, EndtafelScene)
    # every computer move — the race's and the rest's — was thought out on the worker
    threads = scene.table.computer_seats.threads
    assert threads and threading.main_thread().name not in threads
    # „an deinem Platz ändert das nichts“
    assert scene.state.cars[0]["zielplatz"] == place
    assert scene.state.result()["ranks"][0] == place
    assert drive.app.errors == []


def _reach_human_turn(drive, scene):
    assert wait_for_human(drive, scene)
    return scene.human_car


def test_keys_t_s_w_tanken_stempeln_werkstatt(drive):
    """T tanks on a Tankstelle, S stamps on a Kontrolle, W rolls back to the Werkstatt."""
    options = {"seats": seats("human", "easy"), "mode": "table", "track": "alpenpass",
               "cards": False}
    scene = open_game(drive, options, seed=3)
    car = _reach_human_turn(drive, scene)
    # Alpenpass field 2 is a Tankstelle
    play_by_keys(drive, scene, Action("drive", to=2))
    assert scene.state.cars[car]["field"] == 2
    _reach_human_turn(drive, scene)
    fuel = scene.state.cars[car]["fuel"]
    drive.key("t")
    assert scene.state.cars[car]["fuel"] == fuel + 10
    _reach_human_turn(drive, scene)
    drive.key("a")  # ablassen
    assert scene.state.cars[car]["fuel"] == fuel
    _reach_human_turn(drive, scene)
    # field 10 is a Kontrolle: drive there, then S stamps (10 L × Platz)
    play_by_keys(drive, scene, Action("drive", to=10))
    _reach_human_turn(drive, scene)
    assert scene.state.cars[car]["must_stamp"]
    from speedgames.core.i18n import t
    from speedgames.sprit.screen.draw import key_hint

    # the key line names only S (and K, Esc)
    assert key_hint(scene.view) == t("sprit.ui.keys_stamp")
    stamps, fuel, place = (scene.state.cars[car]["stamps"], scene.state.cars[car]["fuel"],
                           scene.state.platz(car))
    drive.key("s")
    assert scene.state.cars[car]["stamps"] == stamps + 1
    assert scene.state.cars[car]["fuel"] == fuel + 10 * place
    _reach_human_turn(drive, scene)
    ahead = [f for f in sorted(scene.view.prices) if f > 11]
    play_by_keys(drive, scene, Action("drive", to=ahead[0]))
    _reach_human_turn(drive, scene)
    start, fuel = scene.state.cars[car]["field"], scene.state.cars[car]["fuel"]
    drive.key("w")  # the nearest Werkstatt behind is field 11
    assert scene.state.cars[car]["field"] == 11
    assert scene.state.cars[car]["fuel"] == fuel + 10 * (start - 11)
    assert drive.app.errors == []


def test_escape_clears_the_selection_and_a_refused_key_only_warns(drive):
    options = {"seats": seats("human", "easy"), "mode": "table"}
    scene = open_game(drive, options, seed=4)
    _reach_human_turn(drive, scene)
    drive.key("right")
    assert scene.selected is not None
    drive.key("escape")
    assert scene.selected is None
    before = len(scene.table.match.actions)
    drive.key("w")  # no Werkstatt behind the Start: nothing happens but a toast
    assert len(scene.table.match.actions) == before
    assert drive.app.toasts
    assert drive.app.errors == []


def test_enter_without_a_selected_field_drives_nowhere(drive):
    options = {"seats": seats("human", "easy"), "mode": "table"}
    scene = open_game(drive, options, seed=4)
    _reach_human_turn(drive, scene)
    before = len(scene.table.match.actions)
    drive.key("return")
    assert len(scene.table.match.actions) == before
    assert drive.app.toasts


def test_space_hurries_the_computers_but_never_makes_the_players_move(drive):
    """„Leertaste oder Klick: schneller“ while the computers drive: a press too many at the start
    of the player's turn used to press the first enabled button (here Werkstatt +60 L)."""
    options = {"seats": seats("human", "strong", "normal", "easy"), "mode": "table",
               "track": "alpenpass"}
    scene = open_game(drive, options, seed=1928, preplay=40)
    assert wait_for_human(drive, scene)
    assert Action("werkstatt") in scene.state.legal_actions(0)
    before = len(scene.table.match.actions)
    assert scene.focus.focused is None  # no ring that looks like a recommendation
    drive.key("space")
    drive.key("space")
    assert len(scene.table.match.actions) == before
    # keyboard play of the buttons: Tab moves the focus ring, Space presses the focused button
    for _ in range(10):
        drive.key("tab")
        if scene.focus.focused is scene.buttons["werkstatt"]:
            break
    assert scene.focus.focused is scene.buttons["werkstatt"]
    car = scene.human_car
    drive.key("space")
    assert len(scene.table.match.actions) > before  # (computers may follow in the same frame)
    assert scene.table.match.actions[before] == (0, Action("werkstatt"))
    assert scene.state.cars[car]["field"] == 24
    assert drive.app.errors == []
