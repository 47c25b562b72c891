"""bench, screenshots and the synthesised sounds."""

from __future__ import annotations

import wave

import pygame
import pytest

from speedgames import bench, screenshots
from speedgames.ui import audio as audio_mod
from speedgames.ui import registry


def test_percentiles_pick_from_the_sorted_samples():
    samples = [float(x) for x in range(1, 101)]
    assert bench._percentile(samples, 0.5) in (50.0, 51.0)
    assert bench._percentile(samples, 0.95) == 95.0
    assert bench._percentile([], 0.95) == 0.0


def test_bench_table_flags_slow_screens_and_lists_game_figures():
    result = {"startup_seconds": 0.8, "frame_ms": {
        "kontor": {"p50": 2.0, "p95": 5.0, "max": 9.0},
        "slow": {"p50": 9.0, "p95": 20.0, "max": 30.0},
        "broken": {"error": "ValueError: x"}},
        "games": {"rocket": {"ai_ms": 3.5}}}
    table = bench.format_table(result)
    assert "0.8 s" in table and "ok" in table
    slow_line = next(line for line in table.splitlines() if line.startswith("slow"))
    assert slow_line.endswith("SLOW")
    assert "error: ValueError" in table
    assert "ai_ms: 3.5" in table


def test_bench_table_tells_a_busy_machine_from_a_slow_screen():
    """A wall-clock p95 over 12 ms with a CPU p95 well under it is the machine, not the screen."""
    result = {"startup_seconds": 0.8, "frame_ms": {
        "busy": {"p50": 2.0, "p95": 19.0, "max": 40.0, "cpu_p50": 1.5, "cpu_p95": 3.0},
        "heavy": {"p50": 9.0, "p95": 20.0, "max": 30.0, "cpu_p50": 9.0, "cpu_p95": 18.0}},
        "games": {}}
    lines = {line.split()[0]: line for line in bench.format_table(result).splitlines() if line}
    assert lines["busy"].endswith("(wall only: busy machine)")
    assert lines["heavy"].endswith("SLOW")


def test_startup_reaches_the_first_kontor_frame():
    seconds = bench.startup_seconds(runs=1)
    assert seconds is not None and seconds > 0


def test_frame_times_cover_every_registered_screen(monkeypatch):
    registry.discover()
    keep = {name: registry._SCENES[name] for name in ("kontor", "settings", "rules")}
    monkeypatch.setattr(registry, "_SCENES", keep)
    out = bench.frame_times(quick=True)
    assert set(out) == {"kontor", "settings", "rocket-rules", "sprit-rules", "tulpe-rules"}
    for row in out.values():
        assert row["p50"] <= row["p95"] <= row["max"]


def test_screenshots_are_written_per_theme_and_language(tmp_path, monkeypatch):
    registry.discover()
    keep = {name: registry._SCENES[name] for name in ("kontor", "settings")}
    monkeypatch.setattr(registry, "_SCENES", keep)
    monkeypatch.setattr(screenshots, "SETTLE_FRAMES", 2)
    written = screenshots.render_all(tmp_path)
    names = {p.name for p in written}
    for stem in ("kontor", "settings"):
        assert {f"{stem}.png", f"{stem}-dark.png", f"{stem}-light.png", f"{stem}-dark-en.png",
                f"{stem}-light-en.png"} <= names
    img = pygame.image.load(str(tmp_path / "kontor-light.png"))
    assert img.get_size() == screenshots.SIZE
    for w, h in screenshots.BIG_TEXT_SIZES:
        for suffix in ("", "-en"):
            big = tmp_path / "text150" / f"settings-{w}x{h}{suffix}.png"
            assert big in written and pygame.image.load(str(big)).get_size() == (w, h)


@pytest.mark.parametrize("stem", list(audio_mod.EFFECTS))
def test_every_effect_exists_as_small_mono_wav(stem):
    path = audio_mod.SOUND_DIR / f"{stem}.wav"
    with wave.open(str(path)) as wav:
        assert wav.getnchannels() == 1
        assert wav.getframerate() == 22050
        seconds = wav.getnframes() / wav.getframerate()
    assert 0.02 < seconds < 3


def test_all_sounds_together_stay_small():
    """Two minutes of music each as IMA-ADPCM are ~2.8 MB a piece (16-bit WAV: 10.6 MB)."""
    total = sum(p.stat().st_size for p in audio_mod.SOUND_DIR.glob("*.wav"))
    assert total < 7 * 1024 * 1024


def test_effects_play_through_the_dummy_audio_driver():
    sound = audio_mod.Audio(type("S", (), {"sound": True, "music": "theme"})())
    if not sound.available:
        pytest.skip("no mixer even with the dummy driver")
    for name in audio_mod.EFFECTS:
        sound.play(name)
        assert sound._cache[name] is not None, name
    sound.apply(type("S", (), {"sound": True, "music": "theme"})(), "light")
    assert sound.playing == "organ"
    sound.apply(type("S", (), {"sound": False, "music": "theme"})(), "light")
    assert sound.playing is None
    sound.shutdown()


def test_startup_counts_cpu_to_the_first_frame_and_starts_with_bytecode(monkeypatch):
    """The child reports its CPU at the first frame; the first start (it writes the bytecode)
    is not counted, and a PYTHONDONTWRITEBYTECODE of the bench's own environment is not passed
    on (a player's Python writes bytecode: compiling every module on every start is not what
    a player waits for)."""
    from speedgames.app import FIRST_FRAME_CPU, FIRST_FRAME_MARK

    seen = []

    class Child:
        def __init__(self, cmd, env, **kw):
            seen.append(env)
            cpu = 0.25 if len(seen) == 1 else 0.125
            self.stdout = iter([f"{FIRST_FRAME_MARK}\n", f"{FIRST_FRAME_CPU} {cpu}\n"])

        def wait(self, timeout=None):
            return 0

        def poll(self):
            return 0

    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.setattr(bench.subprocess, "Popen", Child)
    figures = bench.startup_details(runs=2)
    assert len(seen) == 3, "one start to write the bytecode, then the counted ones"
    assert all("PYTHONDONTWRITEBYTECODE" not in env for env in seen)
    assert figures["cpu_first"] == 0.125 and figures["wall"] is not None


def test_a_real_start_reports_its_cpu_to_the_first_frame():
    figures = bench.startup_details(runs=1)
    assert figures["wall"] > 0 and 0 < figures["cpu_first"] <= figures["cpu_run"]
