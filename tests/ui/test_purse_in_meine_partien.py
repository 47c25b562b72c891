"""The Einsatz in „Meine Partien“ (issue #18): each kept game in „Letzte Partien“ says what its
stake paid whom, and each person's purse now."""

from __future__ import annotations

from speedgames.core import history, purses
from speedgames.core.game import Match
from speedgames.core.i18n import t
from speedgames.tulpe.rules import GAME as TULPE

SEATS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
         {"kind": "human", "name": "Bea"}]


def _kept_game(storage, seed: int, stake: int) -> None:
    """A finished Speedtulpe table kept in „Letzte Partien“, its Einsatz paid as the Endtafel
    pays it (Anna first, Bea last)."""
    options = dict(TULPE.default_options(), seats=SEATS, mode="table", stake=stake)
    match = Match(TULPE, options, seed)
    history.remember_game(storage, match.record(), {"scores": [40, 30, 20], "ranks": [1, 2, 3]})
    purses.settle_game(storage, "tulpe", options, seed, [1, 2, 3])


def test_letzte_partien_says_what_each_einsatz_paid_and_the_purse_is_shown(drive):
    app = drive.app
    _kept_game(app.storage, seed=21, stake=25)
    _kept_game(app.storage, seed=22, stake=0)            # no Einsatz: no Taler words
    assert app.open("statistics", game="tulpe", profile="Anna")
    drive.frames(2)
    stats = app.stack.top
    drive.click_widget(stats.games_button)               # „Letzte Partien“
    drive.frames(2)
    games = app.stack.top
    assert games.name == "review.games" and len(games.games) == 2
    newest, older = games.stakes
    assert newest is None
    assert older == "Einsatz 25 Taler: Anna +25 (jetzt 125) · Bea −25 (jetzt 75)"
    drive.key("down")
    drive.frames(2)
    assert app.errors == []


def test_a_game_with_an_einsatz_that_was_never_paid_says_so(drive):
    app = drive.app
    options = dict(TULPE.default_options(), seats=SEATS, mode="table", stake=10)
    history.remember_game(app.storage, Match(TULPE, options, 5).record(),
                          {"scores": [1, 2, 3], "ranks": [3, 2, 1]})
    assert app.open("review.games", game="tulpe")
    drive.frames(2)
    assert app.stack.top.stakes == [t("review.games.stake_unpaid", stake=10)]
    assert app.errors == []


def test_a_stake_that_came_back_says_so_instead_of_plus_zero(drive):
    """#30: „Karin 0 (jetzt 100)“ read like a loss; a tie gives both their stake back."""
    app = drive.app
    options = dict(TULPE.default_options(), seats=SEATS, mode="table", stake=25)
    match = Match(TULPE, options, 23)
    history.remember_game(app.storage, match.record(), {"scores": [40, 30, 40], "ranks": [1, 2, 1]})
    changes = purses.settle_game(app.storage, "tulpe", options, 23, [1, 2, 1])
    assert changes and set(changes.values()) == {0}
    assert app.open("statistics", game="tulpe", profile="Anna")
    drive.frames(2)
    drive.click_widget(app.stack.top.games_button)
    drive.frames(2)
    (line,) = app.stack.top.stakes
    assert "Anna: Einsatz zurück (jetzt 100)" in line and " 0 (" not in line


def test_letzte_partien_names_each_computer_by_level_and_every_place(drive):
    """#30: „Computer 53 · Computer 60“ said neither which computer nor who won."""
    from speedgames.ui.game_options import level_label_key
    from speedgames.ui.review_games import line_for

    app = drive.app
    _kept_game(app.storage, seed=24, stake=0)
    (game,) = history.my_games(app.storage, "tulpe")
    line = line_for(game)
    level = t(level_label_key("tulpe", "easy"))
    assert f"2. {t('ui.endtafel.computer_name', n=2, level=level)} 30" in line
    assert "1. Anna 40" in line and "3. Bea 20" in line


def test_letzte_partien_tells_two_computers_apart_as_the_endtafel_does_best_first(drive):
    """#30: „Computer 53 · Computer 60“ — with two computers of one level the level alone
    still did not say which was which. Each computer is named as the Endtafel names it
    („Computer 2 (stark)“, its seat's number), the seats in the order of their places."""
    from speedgames.ui.game_options import level_label_key
    from speedgames.ui.review_games import line_for

    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "strong"},
             {"kind": "ai", "level": "strong"}]
    options = dict(TULPE.default_options(), seats=seats, mode="table")
    history.remember_game(drive.app.storage, Match(TULPE, options, 31).record(),
                          {"scores": [30, 53, 60], "ranks": [3, 2, 1]})
    (game,) = history.my_games(drive.app.storage, "tulpe")
    strong = t(level_label_key("tulpe", "strong"))
    second = t("ui.endtafel.computer_name", n=2, level=strong)
    third = t("ui.endtafel.computer_name", n=3, level=strong)
    assert line_for(game).endswith(f" · 1. {third} 60 · 2. {second} 53 · 3. Anna 30")
