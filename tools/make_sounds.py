#!/usr/bin/env python3
"""Synthesise the game's sound effects and two music loops into assets/sounds/ (mono WAV).

Why synthesised: nothing is downloaded and every sound can be rebuilt from this file. Pure
standard library (math, random with a fixed seed, wave), so the output is the same on every run.

Effects (16-bit PCM, 22 kHz): click, chip (a chip drawn from the bag), fizz (a fuse), bang, engine
(a 1928 motor), dice, bloom (a chime), fanfare. Music (IMA-ADPCM, 44.1 kHz, over two minutes
each, seamless loops): music_organ (a Drehorgel waltz) and music_brass (a muffled brass-band
march) — composed in tools/music_scores.py, synthesised by tools/sound_music.py.

Usage: python3 tools/make_sounds.py [OUTDIR [NAME …]]
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"
Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def mix_into(dst: Samples, src: Samples, start: float, gain: float = 1.0) -> None:
    offset = int(start * RATE)
    if offset + len(src) > len(dst):
        dst.extend([0.0] * (offset + len(src) - len(dst)))
    for i, v in enumerate(src):
        dst[offset + i] += v * gain


def envelope(n: int, attack: float, release: float, sustain: float = 1.0) -> list[float]:
    a = max(1, int(attack * RATE))
    r = max(1, int(release * RATE))
    out = []
    for i in range(n):
        if i < a:
            out.append(i / a)
        elif i > n - r:
            out.append(max(0.0, (n - i) / r) * sustain)
        else:
            out.append(sustain)
    return out


def tone(freq: float, seconds: float, harmonics: list[float], attack: float = 0.01,
         release: float = 0.05, vibrato: float = 0.0) -> Samples:
    n = int(RATE * seconds)
    env = envelope(n, attack, release)
    out = []
    phase = 0.0
    for i in range(n):
        f = freq * (1 + vibrato * math.sin(2 * math.pi * 5.5 * i / RATE))
        phase += 2 * math.pi * f / RATE
        v = sum(a * math.sin((k + 1) * phase) for k, a in enumerate(harmonics) if a)
        out.append(v * env[i])
    return out


def lowpass(samples: Samples, cutoff: float) -> Samples:
    rc = 1 / (2 * math.pi * cutoff)
    alpha = (1 / RATE) / (rc + 1 / RATE)
    out, y = [], 0.0
    for x in samples:
        y += alpha * (x - y)
        out.append(y)
    return out


def noise(seconds: float, rng: random.Random) -> Samples:
    return [rng.uniform(-1, 1) for _ in range(int(RATE * seconds))]


def decay(samples: Samples, rate: float) -> Samples:
    return [v * math.exp(-rate * i / RATE) for i, v in enumerate(samples)]


def normalise(samples: Samples, peak: float = 0.85) -> Samples:
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    return [v * peak / top for v in samples]


def write(name: str, samples: Samples, outdir: Path) -> Path:
    outdir.mkdir(parents=True, exist_ok=True)
    path = outdir / f"{name}.wav"
    data = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32000)) for v in samples)
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(data)
    return path


# ---------------------------------------------------------------------------- effects
def click(rng: random.Random) -> Samples:
    body = decay(tone(1800, 0.04, [1, 0.3]), 120)
    tick = decay(noise(0.02, rng), 300)
    out = silence(0.05)
    mix_into(out, body, 0, 0.6)
    mix_into(out, tick, 0, 0.4)
    return normalise(out, 0.6)


def chip(rng: random.Random) -> Samples:
    out = silence(0.3)
    for k, at in enumerate((0.0, 0.05, 0.09, 0.16)):
        knock = decay(lowpass(noise(0.05, rng), 2500), 80)
        wood = decay(tone(600 + 90 * k, 0.06, [1, 0.4, 0.2]), 70)
        mix_into(out, knock, at, 0.5)
        mix_into(out, wood, at, 0.5)
    return normalise(out, 0.7)


def fizz(rng: random.Random) -> Samples:
    n = noise(0.7, rng)
    hiss = [v * (0.3 + 0.7 * i / len(n)) * (0.6 + 0.4 * math.sin(i / 37)) for i, v in enumerate(n)]
    return normalise([v * e for v, e in zip(lowpass(hiss, 5000), envelope(len(hiss), 0.05, 0.1))],
                     0.5)


def bang(rng: random.Random) -> Samples:
    boom = decay(lowpass(noise(1.0, rng), 400), 5)
    crack = decay(noise(0.15, rng), 30)
    thump = decay(tone(55, 0.6, [1, 0.5]), 6)
    out = silence(1.0)
    mix_into(out, boom, 0, 1.0)
    mix_into(out, crack, 0, 0.5)
    mix_into(out, thump, 0, 0.8)
    return normalise(out, 0.9)


def engine(rng: random.Random) -> Samples:
    seconds = 1.4
    n = int(RATE * seconds)
    out = []
    rough = lowpass(noise(seconds, rng), 300)
    for i in range(n):
        tt = i / RATE
        rpm = 18 + 10 * min(1.0, tt / 0.8)  # the motor picks up
        pulse = max(0.0, math.sin(2 * math.pi * rpm * tt)) ** 6
        out.append(pulse * (0.6 + 0.4 * rough[i] * 3) + 0.25 * math.sin(2 * math.pi * 2 * rpm * tt))
    env = envelope(n, 0.1, 0.3)
    return normalise(lowpass([v * e for v, e in zip(out, env)], 900), 0.7)


def dice(rng: random.Random) -> Samples:
    out = silence(0.7)
    at = 0.0
    gap = 0.03
    while at < 0.55:
        hit = decay(lowpass(noise(0.04, rng), 3500), 90)
        mix_into(out, hit, at, rng.uniform(0.4, 1.0))
        at += gap
        gap *= 1.25
    return normalise(out, 0.7)


def bloom(rng: random.Random) -> Samples:
    out = silence(1.0)
    for k, f in enumerate((784, 988, 1175, 1568)):
        mix_into(out, decay(tone(f, 0.7, [1, 0.2, 0.05], attack=0.005), 5), k * 0.07, 0.4)
    return normalise(out, 0.55)


BRASS = [1, 0.7, 0.5, 0.35, 0.25, 0.15, 0.1]


def fanfare(rng: random.Random) -> Samples:
    out = silence(1.8)
    notes = [(392, 0.0, 0.18), (523, 0.2, 0.18), (659, 0.4, 0.18), (784, 0.6, 1.0)]
    for f, at, d in notes:
        mix_into(out, tone(f, d, BRASS, attack=0.03, release=0.15, vibrato=0.004), at, 0.5)
        mix_into(out, tone(f / 2, d, BRASS, attack=0.03, release=0.15), at, 0.25)
    return normalise(lowpass(out, 3500), 0.75)


SOUNDS = {
    "click": click, "chip": chip, "fizz": fizz, "bang": bang, "engine": engine, "dice": dice,
    "bloom": bloom, "fanfare": fanfare,
}
# the music: over two minutes each, 44.1 kHz, IMA-ADPCM (a quarter of 16-bit PCM; see
# tools/ima_adpcm.py for why), seamless loops (tools/sound_music.py)
MUSIC = {"music_organ": "organ_waltz", "music_brass": "brass_march"}


def main(argv: list[str]) -> int:
    outdir = Path(argv[1]) if len(argv) > 1 else OUT
    only = set(argv[2:])  # optional names: rebuild just these
    total = 0
    paths = []
    for name, make in SOUNDS.items():
        if not only or name in only:
            paths.append(write(name, make(random.Random(f"speedgames-{name}")), outdir))
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import ima_adpcm
    import music_scores
    import sound_music

    for name, piece in MUSIC.items():
        if not only or name in only:
            paths.append(ima_adpcm.write(outdir / f"{name}.wav", getattr(music_scores, piece)(),
                                         sound_music.RATE))
    for path in paths:
        size = path.stat().st_size
        total += size
        print(f"{path.name:20s} {size / 1024:7.1f} KiB")
    print(f"{'total':20s} {total / 1024:7.1f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
