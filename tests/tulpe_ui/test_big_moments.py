"""Speedtulpe's big moments (#29): the dice are thrown and land, what each player just bloomed
lights up on the small fields, a small field can be enlarged (pointer or M) — each skippable by
one key, off with „Bewegung reduzieren“, and an idle table asks for no frames."""

from __future__ import annotations

import pygame

from speedgames.tulpe.screen.view import field_data, public_facts
from tests.tulpe_ui.helpers import (covert_pair, hotseat_rolled, open_game, pass_to_bernhard,
                                    settle, until)
from tests.ui.harness import drawn

SOLO = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
                  {"kind": "ai", "level": "normal"}],
        "mode": "table", "layout": "klassisch", "clock": None}


def _roll(drive, scene):
    settle(drive, scene)
    assert scene.view.phase.kind == "roll" and scene.view.acting is not None
    drive.key("w")


def test_the_dice_fly_in_turning_and_one_key_puts_them_on_their_faces(drive):
    scene = open_game(drive, dict(SOLO), seed=11, animations="normal")
    _roll(drive, scene)
    tray = scene.parts.tray
    assert tray.rolling and tray.tumble is not None
    drive.frames(8)
    roll = tray.tumble
    assert roll is not None and any(abs(roll.angle(i)) > 20 for i in range(6)), "they turn"
    assert any(roll.height(i) > 0.05 for i in range(6)), "… in the air"
    assert scene.frame_request() == 0.0
    drive.key("escape")  # one key: the roll ends, nothing else happens
    assert not tray.rolling and tray.tumble is None
    assert scene.view.tray.colors, "the rolled dice lie on the tray"
    assert drive.app.stack.top is scene, "the key only skipped (no menu)"


def test_a_roll_left_alone_lands_and_the_table_goes_quiet(drive):
    scene = open_game(drive, dict(SOLO), seed=11, animations="normal")
    _roll(drive, scene)
    assert until(drive, scene, lambda: not scene.parts.tray.rolling, limit=200)
    drive.frames(int(4 * 60))  # past the sails' calm
    assert scene.view.acting is not None and not scene.glow
    request = scene.frame_request()
    assert request is None or request > 0.0, "an idle table asks for no frames"


def test_reduce_motion_rolls_without_a_tumble_and_blooms_without_a_glow(drive):
    drive.app.settings.reduce_motion = True  # the shared setting (read defensively)
    scene = open_game(drive, dict(SOLO), seed=11, animations="normal")
    _roll(drive, scene)
    assert scene.parts.tray.tumble is None and not scene.parts.tray.rolling
    settle(drive, scene)
    _bloom_something(drive, scene)
    assert not scene.glow and not scene.opening.busy


def _bloom_something(drive, scene):
    """Anna chooses the biggest legal choice; the computers choose; all bloom together."""
    state = scene.state
    choices = [a for a in state.legal_actions(0) if a.type == "choose"]
    assert choices
    before = len(scene.match.actions)
    scene.act(0, max(choices, key=lambda a: a["number"]))
    until(drive, scene, lambda: len(scene.match.actions) > before + 1 or
          scene.view.phase.kind == "roll", limit=400)


def test_what_each_player_bloomed_lights_up_on_the_small_fields_then_goes_out(drive):
    scene = open_game(drive, dict(SOLO), seed=11, animations="normal")
    _roll(drive, scene)
    drive.key("escape")
    settle(drive, scene)
    before = {seat: set(f.bloomed) for seat, f in enumerate(scene.view.fields)}
    seen: set = set()

    def lit() -> bool:
        seen.update(scene.glow.keys())
        return bool(seen) and not scene.glow

    _bloom_something(drive, scene)
    seen.update(scene.glow.keys())
    assert until(drive, scene, lit, limit=600)
    after = {seat: set(f.bloomed) for seat, f in enumerate(scene.view.fields)}
    new = {(seat, cell) for seat in after for cell in after[seat] - before[seat]}
    assert seen and seen <= new, "only cells that just bloomed light up"
    assert {seat for seat, _ in seen} - {0}, "an opponent's blooms light up too"


def test_the_glow_is_skipped_by_a_key_and_asks_for_frames_only_while_it_shines(drive):
    scene = open_game(drive, dict(SOLO), seed=11, animations="normal")
    scene.glow.start([(1, (7, 3))], 1.8)
    assert scene.frame_request() == 0.0
    drive.frames(1)
    assert scene.glow
    drive.key("escape")
    assert not scene.glow
    scene.calm = 99.0
    request = scene.frame_request()
    assert request is None or request > 0.0


def test_m_and_the_pointer_enlarge_a_small_field_and_esc_closes_it(drive):
    scene = open_game(drive, dict(SOLO), seed=11, animations="off")
    settle(drive, scene)
    drive.key("m")
    assert scene.peek.seat == 1, "M: the first other player's field"
    drive.frames(1)
    assert scene.peek.rect.width > 15 * 20, "enlarged: cells of readable size"
    assert scene.peek.field.cell >= 20
    drive.key("m")
    assert scene.peek.seat == 2
    drive.key("escape")
    assert scene.peek.seat is None and drive.app.stack.top is scene
    drive.key("m")
    cells = len(scene.selection.cells)
    drive.click(scene.parts.field.grid.center)  # a click on the field under it only closes it
    assert scene.peek.seat is None and len(scene.selection.cells) == cells
    mini = scene.parts.strip.minis[2]
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=mini.center, rel=(0, 0),
                                   buttons=(0, 0, 0), touch=False)])
    assert scene.peek.seat == 2, "the pointer on a small field enlarges it"
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 700), rel=(0, 0),
                                   buttons=(0, 0, 0), touch=False)])
    assert scene.peek.seat is None


def _bernhard_peeks_at_anna(tmp_path, which: int):
    with hotseat_rolled(tmp_path / str(which)) as (drive, scene):
        choice = covert_pair(scene)[which]
        pass_to_bernhard(drive, scene, choice)
        drive.key("m")
        assert scene.peek.seat == 0
        data = scene.peek.data(scene.view)
        facts = public_facts(scene.state, scene.table.viewer)
        assert data == field_data(facts, 0, scene.match.options), "only the public facts"
        assert {tuple(c) for c in scene.state.view(1)["players"][0]["bloomed"]} == \
            set(data.bloomed), "Anna's blooms as view(Bernhard) has them"
        hidden = {tuple(c) for c in choice["cells"]}
        assert not hidden & set(data.bloomed), "Anna's covert cells are not in the peek"
        shot = drawn(drive.app)
        return data, shot


def test_the_enlarged_field_shows_only_what_view_seat_shows(tmp_path):
    data_a, shot_a = _bernhard_peeks_at_anna(tmp_path, 0)
    data_b, shot_b = _bernhard_peeks_at_anna(tmp_path, 1)
    assert data_a == data_b
    assert shot_a == shot_b, "Anna's covert choice shows in the enlarged field"


def test_a_hurried_computer_rolls_fast(drive):
    from speedgames.tulpe.screen.scene import ROLL_SECONDS

    scene = open_game(drive, dict(SOLO), seed=11, animations="normal")
    _roll(drive, scene)
    drive.key("escape")
    settle(drive, scene)
    rolls: list = []

    def heard(move) -> None:
        if move.action.type == "roll" and move.by == "computer":
            tumble = scene.parts.tray.tumble
            rolls.append((scene.table.hurrying, tumble.duration if tumble else None))

    scene.table.on_move.append(heard)
    _bloom_something(drive, scene)
    scene.skip_animations()  # a key while the computers are on: they are hurried
    assert until(drive, scene, lambda: bool(rolls), limit=600)
    hurried, duration = rolls[0]
    assert duration == (ROLL_SECONDS["fast"] if hurried else ROLL_SECONDS["normal"])
    assert hurried, "the key's hurry lasted until the computer rolled"


def test_without_a_tumble_a_computers_roll_is_told_in_the_frame_it_comes(drive):
    """Animations off: the computer's roll arrives in the table's tick; its line is in the
    Spielverlauf at the end of that very frame (a loaded machine's late answer made a test
    read the log one frame too early)."""
    options = {"seats": [{"kind": "ai", "level": "easy"}, {"kind": "human", "name": "Anna"}],
               "mode": "table", "layout": "klassisch", "clock": None}
    scene = open_game(drive, options, seed=4, animations="off")
    assert until(drive, scene, lambda: any(a.type == "roll" for _, a in scene.match.actions))
    assert not scene.parts.tray.rolling
    assert any(" würfelt" in line or " rolls" in line for line in scene.log.texts("de"))
