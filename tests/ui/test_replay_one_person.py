"""„Nur meine Entscheidungen“ at a table of several people (#28): M steps through one person's
decisions — the one whose verdict the replay was opened at, or the one deciding where M is
pressed — never every person's in turn."""

from __future__ import annotations

from speedgames.core.game import Match, get_game
from speedgames.core.players import make_player
from speedgames.core.timeline import Timeline
from speedgames.ui.review_scene import ReviewScene


def two_people_record() -> dict:
    game = get_game("tulpe")
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Ben"},
             {"kind": "ai", "level": "normal"}]
    m = Match(game, {**game.default_options(), "seats": seats}, 4242)
    players = [make_player("tulpe", "normal", None, 4242 + s) for s in range(3)]
    while not m.state.is_over():
        seat = m.state.to_move()[0]
        m.apply(seat, players[seat].choose(m.state, seat).action)
    return m.record()


def test_the_timeline_keeps_each_persons_decisions_apart():
    tl = Timeline(two_people_record())
    anna, ben = tl.seat_decisions[0], tl.seat_decisions[1]
    assert anna and ben and 2 not in tl.seat_decisions       # the computer decides nothing here
    assert sorted(anna + ben) == tl.decisions
    assert tl.decision(anna[0], 1, seat=0) == anna[1]
    assert tl.decision(ben[0], 1, seat=1) == ben[1]
    assert tl.decider(ben[0]) == 1 and tl.decider(anna[0]) == 0


def test_m_steps_through_the_chosen_persons_decisions_only(drive):
    record = two_people_record()
    tl = Timeline(record)
    ben = tl.seat_decisions[1]
    assert drive.app.open("review.replay", record=record, position=ben[0], analyse=False,
                          seat=1)
    replay = drive.app.stack.top
    assert isinstance(replay, ReviewScene)
    drive.key("m")
    assert replay.only_mine and replay.position == ben[0]
    for k in range(1, 4):
        drive.key("right")
        assert replay.position == ben[k]                      # never one of Anna's
    drive.key("left")
    assert replay.position == ben[2]
    assert drive.app.errors == []


def test_m_follows_the_person_deciding_where_it_is_pressed(drive):
    record = two_people_record()
    tl = Timeline(record)
    anna = tl.seat_decisions[0]
    assert drive.app.open("review.replay", record=record, position=anna[2], analyse=False)
    replay = drive.app.stack.top
    drive.key("m")
    drive.key("right")
    assert replay.position == anna[3]
    drive.key("right")
    assert replay.position == anna[4] and replay.timeline.decider(replay.position) == 0


def test_the_position_line_names_whose_decisions_m_follows(drive):
    """In hot-seat „nur meine Entscheidungen“ says whose: „nur Entscheidungen von Ben“ (#28)."""
    from speedgames.core.i18n import set_language

    record = two_people_record()
    ben = Timeline(record).seat_decisions[1]
    assert drive.app.open("review.replay", record=record, position=ben[0], analyse=False,
                          seat=1)
    replay = drive.app.stack.top
    assert "Ben" not in replay.position_text("Runde 1", "angehalten")
    drive.key("m")
    for lang, words in (("de", "nur Entscheidungen von Ben"), ("en", "only Ben's decisions")):
        set_language(lang)
        line = replay.position_text("Runde 1", "x")
        assert line.endswith(words) and "Anna" not in line
        assert replay.position_text("Runde 1", "x", short=True).endswith(
            "nur Ben" if lang == "de" else "only Ben")
    drive.app.frame(0.016)
    assert drive.app.errors == []
