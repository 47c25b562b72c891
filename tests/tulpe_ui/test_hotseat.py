"""Mit anderen: two humans and a computer share one device; covert choices behind the privacy
screen, then everything blooms together."""

from __future__ import annotations

from speedgames.tulpe.screen.flow import OTHERS
from speedgames.ui.overlays import PrivacyScreen
from tests.tulpe_ui.helpers import (
    choose_by_keys,
    curtain,
    good_choice,
    open_game,
    settle,
    until,
)

TABLE = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bernhard"},
                   {"kind": "ai", "level": "normal"}],
         "mode": "table", "layout": "klassisch", "clock": None}


def bloomed(scene, seat):
    return {tuple(c) for c in scene.state.summary()["players"][seat]["bloomed"]}


def test_hot_seat_wurf_two_humans_and_a_computer(drive):
    app = drive.app
    scene = open_game(drive, dict(TABLE), seed=21)
    settle(drive, scene)
    assert scene.view.person == 0 and scene.view.phase.kind == "roll"
    drive.key("w")
    settle(drive, scene)
    anna = good_choice(scene, 0)
    if anna.type == "pass":  # the test wants dice taken: any legal choice will do
        anna = next(a for a in scene.match.state.legal_actions(0) if a.type == "choose")
    choose_by_keys(drive, scene, anna)
    assert scene.view.phase.kind == OTHERS
    # the computer chooses first (covertly); then the device goes to Bernhard
    curtain(drive, scene)
    privacy = app.stack.top
    assert isinstance(privacy, PrivacyScreen) and privacy.player == "Bernhard"
    assert privacy.overlay is False  # the table below is neither drawn nor reachable
    assert 2 not in scene.view.phase.seats  # the computer has chosen …
    assert bloomed(scene, 2) == set()  # … but nothing blooms before everyone has chosen
    assert any("hat gewählt" in line for line in scene.log.texts("de"))
    drive.key("4")  # keys while the screen is up do not reach the game
    assert scene.selection.number_die is None
    drive.frames(30)  # the arming delay against a key still held by Anna
    drive.key("return")
    assert app.stack.top is scene
    settle(drive, scene)
    assert scene.view.chooser == 1 and scene.viewed == 1
    taken = {("color", anna["color_die"]), ("number", anna["number_die"])}
    assert scene.view.taken() == taken and scene.view.tray.taken == taken
    drive.key(str(anna["color_die"] + 1))  # a taken die cannot be picked
    assert scene.selection.color_die is None
    bernhard = good_choice(scene, 1)
    choose_by_keys(drive, scene, bernhard)
    summary = scene.state.summary()
    assert summary["wurf"] == 2  # everything bloomed together and the next Wurf began
    assert bloomed(scene, 0) == {tuple(c) for c in anna["cells"]}
    if bernhard.type == "choose":
        assert bloomed(scene, 1) == {tuple(c) for c in bernhard["cells"]}
    assert any("blühen auf" in line for line in scene.log.texts("de"))
    assert app.errors == []


def test_the_covert_choice_of_a_computer_stays_secret_in_the_log(drive):
    scene = open_game(drive, dict(TABLE), seed=4)
    settle(drive, scene)
    drive.key("w")
    settle(drive, scene)
    drive.key("p")  # Anna passes: the others choose from all six
    until(drive, scene, lambda: 2 not in scene.view.phase.seats)  # the computer has chosen
    drive.frames(5)
    lines = scene.log.texts("de")
    computer_lines = [line for line in lines if line.startswith("Computer 3")]
    assert computer_lines and all("hat gewählt" in line for line in computer_lines)


def test_privacy_screen_only_between_two_humans(drive):
    solo = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}],
            "mode": "table"}
    scene = open_game(drive, solo, seed=8)
    for _ in range(6):
        settle(drive, scene)
        step = scene.view.phase
        if step.kind == "roll":
            drive.key("w")
        else:
            drive.key("p")
        assert not isinstance(drive.app.stack.top, PrivacyScreen)


def _pass_quit_and_resume(drive):
    """Anna passes, the device waits for Bernhard; quit to the Kontor and „Fortsetzen“."""
    from speedgames.core.saves import list_saves
    from speedgames.tulpe.screen.scene import TulpeScene

    app = drive.app
    scene = open_game(drive, dict(TABLE), seed=21)
    settle(drive, scene)
    drive.key("w")
    settle(drive, scene)
    drive.key("p")  # Anna passes; the computer and Bernhard choose covertly
    curtain(drive, scene)
    app.home()
    save = list_saves(app.storage, "tulpe")[0]
    assert app.open("tulpe.game", save=save)
    assert isinstance(app.stack.top, TulpeScene)
    drive.frames(3)
    return app.stack.top


def test_a_resumed_covert_choice_starts_behind_the_privacy_screen(drive):
    screen = _pass_quit_and_resume(drive)
    assert isinstance(screen, PrivacyScreen) and screen.player == "Bernhard"


def test_esc_on_a_resumed_curtain_opens_the_menu_and_the_kontor_keeps_the_save(drive):
    """After „Fortsetzen“ the game opens behind the curtain: Esc is the way back."""
    from speedgames.core.saves import list_saves
    from speedgames.tulpe.screen.menu import PauseMenu

    app = drive.app
    screen = _pass_quit_and_resume(drive)
    assert isinstance(screen, PrivacyScreen)
    drive.key("escape")
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    stack = list(app.stack)
    assert stack.index(screen) == stack.index(menu) - 1  # drawn over the curtain, not the table
    drive.key("escape")  # Weiter: back to the curtain, still covering
    assert app.stack.top is screen
    drive.key("escape")
    app.stack.top.to_kontor()
    assert app.stack.top.name == "kontor"
    assert list_saves(app.storage, "tulpe")  # the game waits in „Fortsetzen“


def test_the_next_human_sees_nothing_of_the_last_covert_choice(drive):
    """„Alle anderen wählen gleichzeitig und verdeckt“: behind the privacy screen the device goes
    to the next human without the last one's field cursor (it stopped on his last field)."""
    app = drive.app
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bernhard"},
             {"kind": "human", "name": "Clara"}]
    scene = open_game(drive, {"seats": seats, "mode": "table", "clock": None}, seed=11)
    settle(drive, scene)
    drive.key("w")
    settle(drive, scene)
    drive.key("p")  # Anna passes: Bernhard and Clara choose covertly from all six

    def through_privacy(name):
        curtain(drive, scene)
        assert isinstance(app.stack.top, PrivacyScreen) and app.stack.top.player == name
        drive.frames(30)
        drive.key("return")
        settle(drive, scene)

    through_privacy("Bernhard")
    bernhard = good_choice(scene, 1)
    if bernhard.type == "pass":
        bernhard = next(a for a in scene.match.state.legal_actions(1) if a.type == "choose")
    choose_by_keys(drive, scene, bernhard)
    assert scene.pointer.cursor == tuple(bernhard["cells"][-1])
    through_privacy("Clara")
    assert scene.view.chooser == 2 and scene.viewed == 2
    assert scene.pointer.cursor is None and scene.selection.empty
    assert scene.live().cursor is None
    assert bloomed(scene, 1) == set()  # nothing blooms before Clara has chosen


def test_alone_against_computers_the_own_covert_choice_is_told_in_the_log(drive):
    """Secret only from other humans: alone at the device, the Spielverlauf says what you took
    from the rest (the computers' covert choices stay hidden: see the test above)."""
    options = {"seats": [{"kind": "ai", "level": "normal"}, {"kind": "human", "name": "Anna"}],
               "mode": "table", "clock": None}
    scene = open_game(drive, options, seed=8)
    settle(drive, scene)
    assert scene.view.phase.kind == "others" and scene.view.acting[1] == 1
    anna = next(a for a in scene.match.state.legal_actions(1) if a.type == "choose")
    choose_by_keys(drive, scene, anna)
    lines = scene.log.texts("de")
    assert any(line.startswith("Anna nimmt") for line in lines)
    assert not any(line.startswith("Anna hat gewählt") for line in lines)


def test_fortsetzen_tells_the_spielverlauf_again_without_the_covert_choices(drive):
    """„Fortsetzen“ in the middle of a covert choice: the Spielverlauf holds the earlier moves
    again, told by the live log code, and the computer's covert choice is still only „hat
    gewählt“ — the rebuilt log gives away nothing the live one kept secret."""
    from speedgames.core.saves import list_saves
    from speedgames.tulpe.screen.scene import TulpeScene

    app = drive.app
    scene = open_game(drive, dict(TABLE), seed=4)
    settle(drive, scene)
    drive.key("w")
    settle(drive, scene)
    drive.key("p")  # Anna passes: the others choose from all six, the computer first
    curtain(drive, scene)
    assert isinstance(app.stack.top, PrivacyScreen)  # Bernhard has not chosen yet
    live = scene.log.texts("de")
    computer_lines = [line for line in live if line.startswith("Computer 3")]
    assert computer_lines and all("hat gewählt" in line for line in computer_lines)
    actions = len(scene.match.actions)
    app.home()
    drive.frames(2)
    save = list_saves(app.storage, "tulpe")[0]
    assert save.actions == actions
    assert app.open("tulpe.game", save=save)
    drive.frames(2)
    resumed = next(s for s in app.stack if isinstance(s, TulpeScene))
    told = resumed.log.texts("de")
    assert told[:-1] == live
    assert told[-1] == "Partie fortgesetzt (3 Züge)." and actions == 3
    assert app.errors == []
