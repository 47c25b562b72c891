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


def test_speedsprit_endtafel_says_what_the_wertung_numbers_are():
    from speedgames.sprit.screen.endtafel import wertung_note

    state = SimpleNamespace(options={"duel": False}, track=SimpleNamespace(ziel=64),
                            cars=[{}, {}, {}, {}])
    text = wertung_note(state).render()
    assert "64" in text and "104" in text and "74" in text
    duel = SimpleNamespace(options={"duel": True}, track=SimpleNamespace(ziel=64), cars=[{}] * 4)
    assert wertung_note(duel).render() == t("sprit.ui.end.wertung_duel")


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


def test_the_wertung_note_names_every_zielplatz_score_the_rules_give_for_2_to_5_cars():
    """Issue #30: „plus 10 je Wagen, der später … ankam“ said 51 where the first of 2 has 61.
    The note spells out the score of each Zielplatz, and each must be the computed one."""
    import re

    from speedgames.core import i18n
    from speedgames.sprit.rules import ranking
    from speedgames.sprit.screen.endtafel import wertung_note

    before = i18n.language()
    try:
        for lang in ("de", "en"):
            i18n.set_language(lang)
            for n in range(2, 6):
                cars = [{"seat": i, "finished": True, "zielplatz": i + 1, "field": 41,
                         "fuel": 0, "turns": 10} for i in range(n)]
                state = SimpleNamespace(options={"duel": False},
                                        track=SimpleNamespace(ziel=41), cars=cars)
                scores = ranking.result(state)["scores"]
                text = wertung_note(state).render()
                named = [int(score) for _, score in re.findall(r"(\d+)\. (\d+)", text)]
                assert named == scores, (lang, n, text)
    finally:
        i18n.set_language(before)
