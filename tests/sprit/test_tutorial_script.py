"""The seed of Speedsprit's guided first game brings its moments: the scripted moves stay legal
against the seeded easy computer, the card on field 4 is a „Freie Fahrt“, the Tafel 2 pays."""

from __future__ import annotations

from speedgames.core.game import Action, Match, get_game
from speedgames.core.players import make_player
from speedgames.core.rng import derive_seed
from speedgames.sprit.tutorial import GUIDE


def test_the_scripted_moves_bring_every_moment():
    match = Match(get_game("sprit"), GUIDE.options, GUIDE.seed)
    computer = make_player("sprit", "easy", None, derive_seed(GUIDE.seed, "computer", 1))
    planned = [Action(s.do[0], **s.fields) for s in GUIDE.steps if s.do]
    events = []
    while planned:
        seat = match.state.to_move()[0]
        if seat == 1:
            events += match.apply(1, computer.choose(match.state, 1).action)
            continue
        assert planned[0] in match.state.legal_actions(0), planned[0]
        events += match.apply(0, planned.pop(0))
    mine = [e for e in events if e.get("car") == 0]
    assert [e["card"] for e in mine if e["type"] == "card"] == ["freie_fahrt"]
    assert any(e["type"] == "tafel" and e["gain"] == 20 for e in mine)
    assert any(e["type"] == "stamp" for e in mine)
    assert any(e["type"] == "werkstatt" and e["gain"] == 10 for e in mine)
    assert [e["cost"] for e in mine if e["type"] == "drive"][:2] == [3, 3]   # 2 fields: 3 L


def test_the_guided_game_lasts_until_the_learner_is_in_the_ziel():
    """Step 13 promises the learner the drive home: the computer's arrival must not end it."""
    match = Match(get_game("sprit"), GUIDE.options, GUIDE.seed)
    computer = make_player("sprit", "easy", None, derive_seed(GUIDE.seed, "computer", 1))
    learner = make_player("sprit", "leicht", None, 5)   # a slow learner: the computer is first
    planned = [Action(s.do[0], **s.fields) for s in GUIDE.steps if s.do]
    computer_home_while_running = False
    while not match.state.is_over():
        seat = match.state.to_move()[0]
        if seat == 1:
            match.apply(1, computer.choose(match.state, 1).action)
            computer_home_while_running |= (match.state.cars[1]["finished"]
                                            and not match.state.is_over())
            continue
        action = planned.pop(0) if planned else learner.choose(match.state, 0).action
        match.apply(0, action)
    assert computer_home_while_running
    assert match.state.cars[0]["finished"]
