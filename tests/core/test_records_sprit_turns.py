"""The Tagesetappe list counts turns as the rules do, and a tampered count is not shown."""

import json

from speedgames.core import records
from speedgames.core.game import Match, get_game
from speedgames.core.players import make_player
from speedgames.core.storage import Storage
from speedgames.sprit.modes import daily_options


def _finished_daily_match() -> Match:
    # the day's own Tagesetappe: only such a game enters the day's list
    options, seed = daily_options("2026-11-30", "Anna")
    match = Match(get_game("sprit"), options, seed)
    bots = [make_player("sprit", "strong", None, i + 1) for i in range(len(options["seats"]))]
    while not match.state.is_over():
        seat = match.state.to_move()[0]
        match.apply(seat, bots[seat].choose(match.state, seat).action)
    return match


def _rewrite(tmp_path, key: str, value) -> list:
    """Set ``key`` of every stored entry behind the program's back; the list as shown then."""
    path = tmp_path / "records" / "sprit.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    for entries in data["lists"].values():
        for item in entries:
            item[key] = value
    path.write_text(json.dumps(data), encoding="utf-8")
    return records.leaderboard(Storage(tmp_path, durable=False), "sprit", "daily:2026-11-30")


def test_daily_entry_keeps_the_rules_turn_count_and_verification_checks_it(tmp_path):
    storage = Storage(tmp_path, durable=False)
    match = _finished_daily_match()
    records.record_game(storage, "sprit", match.record(), match.state.result(), seat=0)
    [entry] = records.leaderboard(storage, "sprit", "daily:2026-11-30")
    expected = sum(c["turns"] for c in match.state.summary()["cars"] if c["seat"] == 0)
    assert entry.turns == expected > 0

    def rewrite(turns: int) -> list:
        return _rewrite(tmp_path, "turns", turns)

    assert [e.turns for e in rewrite(expected)] == [expected]  # a rewritten file still counts
    assert rewrite(1) == []  # a better count than the game gave is not shown


def test_daily_entry_keeps_the_field_reached_and_verification_checks_it(tmp_path):
    """The Tagesetappe ranks a run outside the Ziel by its field: the entry stores
    ``[in the Ziel?, field]`` from the game, and a rewritten value is not shown."""
    storage = Storage(tmp_path, durable=False)
    match = _finished_daily_match()
    records.record_game(storage, "sprit", match.record(), match.state.result(), seat=0)
    path = tmp_path / "records" / "sprit.json"
    [stored] = [item for entries in json.loads(path.read_text("utf-8"))["lists"].values()
                for item in entries]
    car = next(c for c in match.state.summary()["cars"] if c["seat"] == 0)
    assert stored["reached"] == [car["finished"], car["field"]]

    def rewrite(reached: list) -> list:
        return _rewrite(tmp_path, "reached", reached)

    assert len(rewrite([car["finished"], car["field"]])) == 1
    assert rewrite([not car["finished"], car["field"]]) == []
