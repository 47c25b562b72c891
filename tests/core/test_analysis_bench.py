"""The bench case of a whole game's analysis (#28): every game, timed, against the 5 s target."""

from __future__ import annotations

from speedgames.core import analysis_bench, catalog


def test_the_analysis_bench_times_every_game_and_names_the_target(monkeypatch):
    """The bench's bookkeeping around a whole game's analysis. The games analysed are the review
    samples (a person against the strong computer, played to the end — the shape the bench
    plays, shorter; made once a run for the review screens' tests): the bench's own games of
    the strong computer cost seconds more without adding a path (played_record is tested
    below)."""
    from speedgames.ui.review_samples import sample_record

    calls = []

    def record(game_id, seed, seats):
        calls.append((game_id, seats))
        return analysis_bench_record[game_id]

    analysis_bench_record = {g: sample_record(g) for g in catalog.game_ids()}
    monkeypatch.setattr(analysis_bench, "played_record", record)
    figures = analysis_bench.analysis_figures(quick=True)
    assert set(figures) == set(catalog.game_ids())
    for game_id, row in figures.items():
        assert row["games"] == 1 and row["decisions_mean"] > 0
        assert 0 <= row["seconds_mean"] <= row["seconds_max"]
        assert row["target_seconds"] == 5.0 and isinstance(row["ok"], bool)
        assert 2 <= row["seats"] <= 4
    assert [g for g, _ in calls] == list(catalog.game_ids())


def test_the_played_record_has_one_person_and_ends():
    from speedgames.core.game import replay_record

    record = analysis_bench.played_record("tulpe", 3, 3)
    kinds = [s["kind"] for s in record["options"]["seats"]]
    assert kinds == ["human", "ai", "ai"]
    assert replay_record(record).is_over()


def test_the_bench_table_lists_each_games_analysis_time_against_the_target():
    from speedgames import bench

    result = {"startup_seconds": 0.5, "frame_ms": {}, "games": {}, "analysis": {
        "rocket": {"seats": 3, "decisions_mean": 99.0, "seconds_mean": 1.4, "seconds_max": 1.6,
                   "cpu_seconds_max": 1.4, "target_seconds": 5.0, "ok": True},
        "sprit": {"seats": 4, "decisions_mean": 18.0, "seconds_mean": 7.0, "seconds_max": 8.0,
                  "cpu_seconds_max": 7.5, "target_seconds": 5.0, "ok": False}}}
    lines = bench.format_table(result).splitlines()
    rocket = next(line for line in lines if line.strip().startswith("rocket:"))
    sprit = next(line for line in lines if line.strip().startswith("sprit:"))
    assert "max 1.6 s" in rocket and rocket.endswith("ok")
    assert sprit.endswith("SLOW")
