"""„Die Bedenkzeit gilt je Schritt …, danach gibt es 10 Sekunden Nachfrist; dann würfelt bzw.
wählt der Computer für den Spieler am Zug, wer aus dem Rest wählt, passt.“ When the Nachfrist
begins, the table says what will happen; when it ends, it happens and the Spielverlauf says so."""

from __future__ import annotations

from speedgames.ui.overlays import PrivacyScreen
from tests.tulpe_ui.helpers import curtain, open_game, settle, until


def seconds(drive, n: float) -> None:
    for _ in range(int(n * 4)):
        drive.app.frame(0.25)


def test_the_nachfrist_is_announced_before_the_computer_rolls(drive):
    options = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}],
               "mode": "table", "clock": 30}
    scene = open_game(drive, options, seed=3)
    settle(drive, scene)
    seconds(drive, 29)
    assert not any("Nachfrist" in toast for toast in drive.app.toasts)
    seconds(drive, 2)
    assert any("Nachfrist" in toast and "würfelt der Computer für Anna" in toast
               for toast in drive.app.toasts)
    assert scene.view.phase.kind == "roll"  # the grace is still hers
    seconds(drive, 10)
    # the stand-in rolls on the worker; its line is told once the dice lie still
    until(drive, scene, lambda: scene.match.actions and not scene.parts.tray.rolling)
    assert scene.match.actions and scene.match.actions[0][1].type == "roll"
    lines = scene.log.texts("de")
    told = [i for i, line in enumerate(lines) if "Bedenkzeit vorbei" in line]
    rolled = [i for i, line in enumerate(lines) if line.startswith("Anna würfelt:")]
    assert len(told) == 1 and rolled and told[0] < rolled[0]  # first why, then the dice


def test_a_covert_chooser_whose_time_runs_out_passes(drive):
    app = drive.app
    options = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bea"}],
               "mode": "table", "clock": 30}
    scene = open_game(drive, options, seed=2)
    settle(drive, scene)
    drive.key("w")
    settle(drive, scene)
    drive.key("p")  # Anna passes: Bea chooses covertly from all six
    curtain(drive, scene)
    seconds(drive, 60)  # the Bedenkzeit waits while the screen is up
    assert isinstance(app.stack.top, PrivacyScreen)
    assert scene.view.phase.seats == (1,)
    drive.frames(30)
    drive.key("return")
    settle(drive, scene)
    seconds(drive, 31)
    assert any("dann passt Bea" in toast for toast in app.toasts)
    seconds(drive, 10)
    until(drive, scene, lambda: scene.match.actions[-1][0] == 1)  # the stand-in passes for Bea
    seat, action = scene.match.actions[-1]
    assert seat == 1 and action.type == "pass"
    assert scene.state.summary()["wurf"] == 2  # the Wurf is over, the next begins
    lines = scene.log.texts("de")
    assert sum("Bedenkzeit vorbei: Bea passt" in line for line in lines) == 1
    assert not any("Bea hat gewählt" in line for line in lines)  # she did not choose
    assert app.errors == []
