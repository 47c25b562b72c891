"""The Endtafel explains the points: Speedtulpe per part, Speedsprit's „Wertung“ (issue #18)."""

from __future__ import annotations

from types import SimpleNamespace

from speedgames.core.i18n import t


def test_speedtulpe_endtafel_shows_columns_colours_cans_and_prachttulpen_per_player():
    from speedgames.tulpe.screen.endtafel import END_COLUMNS, end_parts

    player = {"cans": 3, "breakdown": [
        {"kind": "column", "points": 5}, {"kind": "column", "points": 2},
        {"kind": "color", "points": 4}, {"kind": "cans", "points": 3},
        {"kind": "stars", "open": 4, "points": -8}]}
    parts = end_parts(player)
    assert parts == {"columns": 7, "colors": 4, "cans": 3, "stars": "−8"}
    assert [key for key, _ in END_COLUMNS] == ["columns", "colors", "cans", "stars"]


def test_the_wertung_note_matches_the_rules_scores():
    """The numbers the note names are the ones the ranking gives the first and last finisher."""
    from speedgames.sprit.rules import ranking

    ziel, n = 64, 4
    first, last = ziel + 10 * n, ziel + 10
    cars = [{"seat": i, "finished": True, "zielplatz": i + 1, "field": ziel, "fuel": 0,
             "turns": 10} for i in range(n)]
    state = SimpleNamespace(options={"duel": False}, track=SimpleNamespace(ziel=ziel), cars=cars)
    scores = ranking.result(state)["scores"]
    assert scores[0] == first and scores[-1] == last


def _finished_game(cars: int, track: str, seed: int, duel: bool = False):
    from speedgames.sprit import ai
    from speedgames.sprit.rules import GAME

    seats = [{"kind": "human", "name": "Anna 7"}] + [{"kind": "ai", "level": "easy"}
                                                     for _ in range(cars - 1)]
    state = GAME.new_state({"seats": seats, "mode": "table", "track": track, "duel": duel},
                           seed)
    players = [ai.make_player("easy", None, seed + i) for i in range(cars)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, players[seat].choose(state, seat).action)
    return state, seats


def test_the_wertung_note_adds_up_to_every_score_shown_in_finished_games():
    """Issue #30: „Feld 41 plus 10 je Wagen …“ did not read as the 61 / 115 shown. The note
    now says, for every row, how its score came about („Anna 41 + 2 × 10 = 61“, „Feld 37 =
    37“, in the Duell „1 × 100 + 41 + 30 = 171“): each sum is right and is the score the
    Endtafel shows for that seat — several finished games, both tracks, 2–5 cars, de and en."""
    import math
    import re

    from speedgames.core import i18n
    from speedgames.sprit.screen.endtafel import wertung_note
    from speedgames.ui.endtafel import rows_from_result, seat_name
    from speedgames.ui.tooltip import render_message

    games = [(2, "bergsprint", 4, False), (5, "alpenpass", 3, False), (3, "alpenpass", 8, False),
             (4, "bergsprint", 11, False), (2, "alpenpass", 5, True)]
    before = i18n.language()
    try:
        for cars, track, seed, duel in games:
            state, seats = _finished_game(cars, track, seed, duel)
            shown = {row.seat: row.score for row in rows_from_result("sprit", state.result(),
                                                                     seats)}
            for lang in ("de", "en"):
                i18n.set_language(lang)
                text = wertung_note(state, seats).render(lang)
                for seat in range(len(seats)):
                    name = render_message(seat_name("sprit", seats[seat], seat), lang)
                    part = re.search(re.escape(name) + r": ([^·]*?) = (\d+)", text)
                    assert part, (name, text)
                    terms = part.group(1).replace("Feld ", "").replace("field ", "")
                    value = sum(math.prod(int(f) for f in term.split(" × "))
                                for term in terms.split(" + "))
                    assert value == int(part.group(2)) == shown[seat], (lang, name, text)
                if not duel:
                    assert str(state.track.ziel) in text
    finally:
        i18n.set_language(before)
