"""„Das große Feld folgt sonst dem, der gerade wählt (abschaltbar in der Ansicht).“ A field looked
at by a tap stays big for the rest of that step; at the chooser's next step the big field is his
own again — also with one human against computers, where the chooser never changes."""

from __future__ import annotations

from tests.tulpe_ui.helpers import open_game, settle, until

VS = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "normal"},
                {"kind": "ai", "level": "easy"}], "mode": "table", "clock": None}


def test_the_big_field_follows_the_chooser_at_his_next_step(drive):
    assert drive.app.settings.follow_chooser
    scene = open_game(drive, dict(VS), seed=11)
    settle(drive, scene)
    assert scene.view.phase.kind == "roll" and scene.viewed == 0
    drive.click(scene.parts.strip.rects[1].center)  # a look at Computer 2's field
    drive.frames(10)
    assert scene.viewed == 1 and scene.pinned  # it stays while Anna still has to roll
    drive.key("w")
    settle(drive, scene)
    assert scene.view.phase.kind == "active"
    assert scene.viewed == 0 and not scene.pinned  # choosing: her own field is big again
    drive.click(scene.parts.strip.rects[2].center)
    drive.frames(5)
    assert scene.viewed == 2
    drive.key("p")  # Anna passes; the computers choose, the next Wurf comes round to her
    until(drive, scene, lambda: scene.view.acting is not None and scene.viewed == 0)
    assert scene.view.acting is not None
    assert scene.viewed == 0 and "Feld von Anna" in scene.view.caption
    assert drive.app.errors == []


def test_with_follow_off_a_looked_at_field_stays_big(drive):
    app = drive.app
    app.settings.follow_chooser = False
    try:
        scene = open_game(drive, dict(VS), seed=11)
        settle(drive, scene)
        drive.click(scene.parts.strip.rects[1].center)
        drive.key("w")
        settle(drive, scene)
        assert scene.view.phase.kind == "active"
        assert scene.viewed == 1 and scene.pinned
    finally:
        app.settings.follow_chooser = True
