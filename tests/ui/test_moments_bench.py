"""bench's big moments (#29): every screen variant that holds a moment is played live and
measured; the table flags a moment over the 8 ms target."""

from __future__ import annotations

from speedgames import bench
from speedgames.moments_bench import format_moments, moment_figures


def test_every_held_moment_is_played_live_and_measured():
    out = moment_figures(quick=True)
    assert len(out) >= 3, out  # the dice, the glow, the drive
    for stem, row in out.items():
        assert "error" not in row, (stem, row)
        assert row["plays"] >= 1, f"{stem}: the moment was really played"
        assert row["p50"] <= row["p95"] <= row["max"]


def test_the_table_flags_a_slow_moment_and_a_busy_machine():
    figures = {"fine": {"p50": 1.0, "p95": 3.0, "max": 9.0, "cpu_p50": 1.0, "cpu_p95": 2.0,
                        "plays": 4, "frames": 90},
               "busy": {"p50": 1.0, "p95": 12.0, "max": 40.0, "cpu_p50": 1.0, "cpu_p95": 3.0,
                        "plays": 4, "frames": 90},
               "heavy": {"p50": 9.0, "p95": 12.0, "max": 40.0, "cpu_p50": 9.0, "cpu_p95": 11.0,
                         "plays": 4, "frames": 90},
               "broken": {"error": "ValueError: x"}}
    lines = {line.split()[0]: line for line in format_moments(figures)[1:]}
    assert not lines["fine"].endswith(("SLOW", "machine)"))
    assert lines["busy"].endswith("(wall only: busy machine)")
    assert lines["heavy"].endswith("SLOW")
    assert "error: ValueError" in lines["broken"]
    table = bench.format_table({"startup_seconds": 0.5, "frame_ms": {}, "games": {},
                                "moments": figures})
    assert "big moments played live" in table


def test_the_idle_figures_leave_out_the_held_moments(tmp_path):
    from speedgames.idle_bench import _screens
    from speedgames.ui import registry
    from tests.ui.harness import make_app

    registry.discover()
    app = make_app(tmp_path)
    try:
        stems = {stem for stem, _, _ in _screens(app, everything=True)}
        held = {stem for info in registry.infos() for stem, kw in info.sample_variants(app)
                if isinstance(kw, dict) and kw.get("moment")}
        assert held and not held & stems, "a held moment moves by design: not idle"
    finally:
        app.shutdown()
