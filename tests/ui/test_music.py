"""The two music pieces (issue #18): over two minutes each, 44.1 kHz, varied, seamless loops,
written as IMA-ADPCM WAV by tools/make_sounds.py and played by the mixer as a sample-exact loop
on a channel of their own — with the music volume applied and nothing done per frame."""

from __future__ import annotations

import array
import statistics
import sys
from pathlib import Path

import pygame
import pytest

from speedgames.ui import audio as audio_mod

TOOLS = Path(__file__).resolve().parents[2] / "tools"
sys.path.insert(0, str(TOOLS))
import ima_adpcm  # noqa: E402
import music_scores  # noqa: E402
import sound_music  # noqa: E402

PIECES = list(audio_mod.MUSIC.values())


MONO = (44100, -16, 1)


def _decoded(stem: str) -> tuple[dict, list[int]]:
    """The piece as the mixer plays it: decoded by SDL (sample for sample what the tool's own
    decoder gives, in a hundredth of the time); by the tool's decoder where no mixer opens."""
    path = audio_mod.SOUND_DIR / f"{stem}.wav"
    info = ima_adpcm.read_info(path)
    before = pygame.mixer.get_init()
    try:
        if before != MONO:
            pygame.mixer.quit()
            pygame.mixer.init(*MONO)
        if pygame.mixer.get_init() == MONO:
            return info, array.array("h", pygame.mixer.Sound(str(path)).get_raw()).tolist()
    except pygame.error:
        pass
    finally:
        if before != MONO:
            pygame.mixer.quit()
            if before is not None:
                pygame.mixer.init(*before)
    raw = path.read_bytes()[info["data_offset"]:info["data_offset"] + info["data_size"]]
    return info, ima_adpcm.decode(raw, info["frames"])


def test_sdl_and_the_tools_decoder_read_the_same_samples():
    """The seam test reads SDL's decoding: it must be the tool's (one block is enough)."""
    stem = PIECES[0]
    path = audio_mod.SOUND_DIR / f"{stem}.wav"
    info, pcm = _decoded(stem)
    assert len(pcm) == info["frames"]
    block = ima_adpcm.SAMPLES_PER_BLOCK
    raw = path.read_bytes()[info["data_offset"]:info["data_offset"] + 1024 * 8]
    assert ima_adpcm.decode(raw, 8 * block) == pcm[:8 * block]


@pytest.mark.parametrize("stem", PIECES)
def test_each_piece_is_two_minutes_of_mono_44_1_khz_ima_adpcm(stem):
    info = ima_adpcm.read_info(audio_mod.SOUND_DIR / f"{stem}.wav")
    assert info["format"] == 0x11 and info["channels"] == 1 and info["bits"] == 4
    assert info["rate"] == 44100
    assert info["frames"] / info["rate"] >= 120
    # whole blocks: SDL would play a last block's padding and break the loop
    assert info["frames"] % ima_adpcm.SAMPLES_PER_BLOCK == 0
    assert info["data_size"] == info["frames"] // ima_adpcm.SAMPLES_PER_BLOCK * 1024


@pytest.mark.parametrize("stem", PIECES)
def test_the_loop_seam_is_no_bigger_than_any_step_inside_the_music(stem):
    """Last sample → first sample: a click would be a jump far above the music's own steps."""
    info, pcm = _decoded(stem)
    steps = sorted(abs(pcm[i + 1] - pcm[i]) for i in range(0, len(pcm) - 1, 7))
    p999 = steps[int(len(steps) * 0.999)]
    tail = [abs(pcm[i + 1] - pcm[i]) for i in range(len(pcm) - 4410, len(pcm) - 1)]
    seam = abs(pcm[0] - pcm[-1])
    assert seam <= max(p999, 3 * statistics.median(tail) + 60), (seam, p999)
    # and the loudness runs on: the last and first two seconds are alike (no drop-out, no
    # burst; shorter windows would measure the waltz's own rhythm)
    n = 2 * info["rate"]
    end = sum(abs(v) for v in pcm[-n:]) / n
    start = sum(abs(v) for v in pcm[:n]) / n
    assert 0.5 < end / start < 2, (end, start)


def test_a_note_held_over_the_loop_point_runs_on_without_a_jump():
    """The renderer's cross-fade: a tune whose last note rings past the end joins its start."""
    held = [[(69, 2)], [(72, 2)]]
    section = sound_music.Section(["F", "F"], [(held, music_scores.REED, 0.5, 1.6)], 0.0, 0.0)
    out = sound_music.render([section], 2, 120, lambda *a: None, None, 3000)
    steps = [abs(out[i + 1] - out[i]) for i in range(len(out) - 1)]
    assert abs(out[0] - out[-1]) <= max(steps) and max(steps) < 0.2
    assert len(out) % sound_music.BLOCK == 0


@pytest.mark.parametrize("sections,meter", [(music_scores.waltz_sections, 3),
                                            (music_scores.march_sections, 2)])
def test_the_pieces_have_sections_and_varied_tunes_not_one_repeated_bar(sections, meter):
    secs = sections()
    sound_music.check_bars(secs, meter)
    assert len(secs) >= 7
    tunes = [tuple(tuple(bar) for bar in voices[0][0]) for s in secs for voices in [s.voices]
             if s.voices]
    assert len(set(tunes)) >= 6                     # the tune itself changes section to section
    bars = {tuple(bar) for s in secs for v in s.voices for bar in v[0]}
    assert len(bars) >= 60                          # many different bars, not one loop of four
    chords = {c for s in secs for c in s.chords}
    assert len(chords) >= 8
    for a, b in zip(secs, secs[1:]):
        assert (a.chords, [v[0] for v in a.voices]) != (b.chords, [v[0] for v in b.voices])


def test_ima_adpcm_round_trips_within_the_codec_error(tmp_path):
    import math

    samples = [0.6 * math.sin(2 * math.pi * 330 * i / 44100) for i in range(20000)]
    path = ima_adpcm.write(tmp_path / "t.wav", samples, 44100)
    info = ima_adpcm.read_info(path)
    raw = path.read_bytes()[info["data_offset"]:]
    decoded = ima_adpcm.decode(raw, info["frames"])
    want = ima_adpcm.to_int16(samples)
    assert len(decoded) == 20000 and decoded[0] == want[0]
    assert max(abs(a - b) for a, b in zip(decoded, want)) < 600


@pytest.fixture
def player():
    sound = audio_mod.Audio(type("S", (), {"sound": True, "music": "theme"})())
    if not sound.available:
        pytest.skip("no mixer even with the dummy driver")
    yield sound
    sound.shutdown()


def test_the_mixer_loads_each_piece_and_loops_it_on_its_own_channel(player):
    settings = type("S", (), {"sound": True, "music": "theme", "music_volume": 100})
    for theme, stem in (("light", "music_organ"), ("dark", "music_brass")):
        player.apply(settings(), theme)
        channel = pygame.mixer.Channel(audio_mod.MUSIC_CHANNEL)
        sound = channel.get_sound()
        assert sound is not None and sound is player._music
        info = ima_adpcm.read_info(audio_mod.SOUND_DIR / f"{stem}.wav")
        mixer_rate = pygame.mixer.get_init()[0]
        assert mixer_rate == audio_mod.RATE
        assert sound.get_length() == pytest.approx(info["frames"] / info["rate"], abs=0.001)
    for name in audio_mod.EFFECTS:               # effects never take the music's channel
        player.play(name)
    assert pygame.mixer.Channel(audio_mod.MUSIC_CHANNEL).get_sound() is player._music


class _Recorder:
    """The music channel, with every volume it was given noted (the mixer's own read-back
    moves while the piece fades in)."""

    def __init__(self) -> None:
        self.channel = pygame.mixer.Channel(audio_mod.MUSIC_CHANNEL)
        self.volumes: list[float] = []

    def set_volume(self, value: float) -> None:
        self.volumes.append(value)
        self.channel.set_volume(value)

    def __getattr__(self, name: str):
        return getattr(self.channel, name)


def test_the_music_volume_setting_still_reaches_the_music(player, monkeypatch):
    recorder = _Recorder()
    monkeypatch.setattr(player, "_channel", lambda: recorder)
    player.apply(type("S", (), {"sound": True, "music": "organ", "music_volume": 100})(),
                 "dark")
    assert player.playing == "organ" and recorder.get_sound() is player._music
    player.apply(type("S", (), {"sound": True, "music": "organ", "music_volume": 40})(), "dark")
    full = audio_mod.VOLUME["music"]
    assert recorder.volumes == [pytest.approx(full), pytest.approx(full * 0.4)]
    player.apply(type("S", (), {"sound": True, "music": "organ", "music_volume": 0})(), "dark")
    assert player.playing is None


def test_no_audio_work_is_done_while_the_program_idles(tmp_path, monkeypatch):
    from tests.ui.harness import make_app

    app = make_app(tmp_path)
    app.frame(1 / 60)
    calls: list[str] = []
    for name in ("apply", "play", "_relevel", "_sound"):
        real = getattr(app.audio, name)
        monkeypatch.setattr(app.audio, name,
                            lambda *a, _n=name, _r=real, **k: calls.append(_n) or _r(*a, **k))
    for _ in range(120):
        app.frame(1 / 60)
    assert calls == []
    app.shutdown()
