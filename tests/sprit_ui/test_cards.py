"""Streckenkarten on screen: „Die Karte steht kurz groß auf dem Brett. Deine eigene Karte bleibt
offen, bis du sie antippst oder wieder dran bist. Danach steht jede gezogene Karte als Schild
‚Letzte Streckenkarte‘ unter der Fahrerliste – antippen zeigt sie noch einmal groß.“"""

from __future__ import annotations

from speedgames.sprit.screen.card import CardShow
from tests.sprit_ui.helpers import advised, open_game, seats, wait_for_human


def _drive_onto_cards(drive, scene, limit=40):
    """Human turns: drive onto an Ereignisfeld when one is in reach (else follow the Rat) until
    the human draws a card; returns True when the human's card is on the board."""
    for _ in range(limit):
        if not wait_for_human(drive, scene):
            return False
        car = scene.human_car
        events = [f for f in sorted(scene.view.prices) if scene.state.track.code(f) == "E"]
        if events:
            scene.drive_to(events[0])
        else:
            scene.act(advised(scene))
        last = scene.state.last_card
        board = scene.playback
        shown = any(isinstance(i, CardShow) for i in board.queue) or board.pinned is not None
        if last and last["car"] == car and shown:
            return True
    return False


def test_own_card_shows_big_then_stays_open_until_tapped(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=5,
                      animations="normal")
    assert _drive_onto_cards(drive, scene)
    card = scene.state.last_card["card"]
    for _ in range(400):  # the big showing ends, the card docks beside the road
        board = scene.playback
        if board.pinned is not None and not any(isinstance(i, CardShow) for i in board.queue):
            break
        drive.frames(1)
    assert scene.playback.pinned is not None and scene.playback.pinned.card == card
    drive.frames(2)
    rect = scene.rects["pinned"]
    drive.click(rect.center)
    assert scene.playback.pinned is None
    # the sign under the driver list shows it big again
    assert scene.panel.sign_rect is not None
    drive.click(scene.panel.sign_rect.center)
    pinned = scene.playback.pinned
    assert pinned is not None and pinned.card == card and pinned.replay
    assert drive.app.errors == []


def test_own_card_closes_when_its_driver_is_on_again(drive):
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=5,
                      animations="fast")
    assert _drive_onto_cards(drive, scene)
    car = scene.state.last_card["car"]
    version = len(scene.table.match.actions)
    for _ in range(2000):
        if scene.human_car == car and len(scene.table.match.actions) > version and \
                scene.state.phase == "move" and not scene.playback.queue:
            break
        drive.frames(1)
    assert scene.playback.pinned is None


def test_computer_card_is_shown_for_a_moment_and_then_the_sign_remains(drive):
    scene = open_game(drive, {"seats": seats("easy", "easy"), "mode": "table"}, seed=3,
                      animations="normal")
    seen = None
    for _ in range(6000):
        head = scene.playback.queue[0] if scene.playback.queue else None
        if isinstance(head, CardShow):
            seen = head
            break
        drive.frames(1)
    assert seen is not None, "a computer drew a card"
    for _ in range(400):
        if seen not in scene.playback.queue:
            break
        drive.frames(1)
    assert seen not in scene.playback.queue
    assert scene.playback.pinned is None  # a computer's card does not stay open
    assert scene.state.last_card is not None
    assert scene.panel.sign_rect is not None
    assert drive.app.errors == []
