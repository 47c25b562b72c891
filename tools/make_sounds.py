#!/usr/bin/env python3
"""Synthesise the game's sound effects and two music loops into assets/sounds/ (WAV, mono 22 kHz).

Why synthesised: nothing is downloaded and every sound can be rebuilt from this file. Pure
standard library (math, random with a fixed seed, wave), so the output is the same on every run.

Effects: click, chip (a chip drawn from the bag), fizz (a fuse), bang, engine (a 1928 motor), dice,
bloom (a chime), fanfare. Music: music_organ (a Drehorgel waltz) and music_brass (a muffled
brass-band march), both seamless loops.

Usage: python3 tools/make_sounds.py [OUTDIR]
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


# ---------------------------------------------------------------------------- music
def midi(note: int) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


def organ_loop(rng: random.Random) -> Samples:
    """A barrel-organ waltz in F major, 16 bars of 3/4, loops seamlessly."""
    beat = 60 / 168
    organ = [1, 0.0, 0.45, 0.0, 0.25, 0.0, 0.12]  # odd harmonics: reedy pipe
    melody = [  # (midi note or None, beats)
        (72, 2), (69, 1), (72, 2), (77, 1), (76, 2), (74, 1), (72, 3),
        (70, 2), (67, 1), (70, 2), (76, 1), (74, 2), (72, 1), (70, 3),
        (69, 2), (72, 1), (77, 2), (81, 1), (79, 2), (77, 1), (76, 3),
        (74, 2), (76, 1), (77, 1), (79, 1), (76, 1), (77, 3), (None, 3),
    ]
    bass_roots = [53, 53, 48, 53, 48, 48, 53, 53, 53, 58, 48, 53, 50, 55, 48, 53]
    bars = 16
    total = silence(bars * 3 * beat)
    at = 0.0
    for note, beats in melody:
        if note is not None:
            mix_into(total, tone(midi(note), beats * beat * 0.95, organ, attack=0.02,
                                 release=0.06, vibrato=0.006), at, 0.35)
        at += beats * beat
    for bar, root in enumerate(bass_roots):
        start = bar * 3 * beat
        mix_into(total, tone(midi(root - 12), beat * 0.9, organ, 0.01, 0.05), start, 0.4)
        chord = [root, root + 4, root + 7] if root not in (50,) else [root, root + 3, root + 7]
        for k in (1, 2):
            for n in chord:
                mix_into(total, tone(midi(n), beat * 0.6, organ, 0.01, 0.05), start + k * beat, 0.1)
    return normalise(lowpass(total, 3000), 0.6)


def brass_loop(rng: random.Random) -> Samples:
    """A muffled brass-band march in B-flat, 16 bars of 2/4 (heard through the workshop wall at
    night)."""
    beat = 60 / 112
    melody = [
        (70, 1), (74, 0.5), (77, 0.5), (82, 1), (77, 1), (79, 0.5), (77, 0.5), (75, 0.5), (74, 0.5),
        (72, 2), (72, 1), (75, 0.5), (79, 0.5), (84, 1), (79, 1), (81, 0.5), (79, 0.5), (77, 0.5),
        (75, 0.5), (74, 2), (70, 1), (74, 0.5), (77, 0.5), (82, 1), (86, 1), (84, 0.5), (82, 0.5),
        (81, 0.5), (79, 0.5), (77, 1), (72, 1), (74, 1), (72, 1), (70, 2), (65, 1), (69, 1),
        (70, 2),
    ]
    roots = [46, 46, 53, 53, 51, 51, 46, 46, 46, 46, 51, 51, 53, 53, 46, 46]
    total = silence(len(roots) * 2 * beat)
    at = 0.0
    for note, beats in melody:
        mix_into(total, tone(midi(note - 12), beats * beat * 0.9, BRASS, attack=0.04, release=0.08,
                             vibrato=0.005), at, 0.35)
        at += beats * beat
    for bar, root in enumerate(roots):
        start = bar * 2 * beat
        mix_into(total, tone(midi(root - 12), beat * 0.7, BRASS[:3], 0.02, 0.08), start, 0.5)
        mix_into(total, tone(midi(root - 5), beat * 0.4, BRASS, 0.02, 0.05), start + beat, 0.2)
        mix_into(total, decay(lowpass(noise(0.08, rng), 500), 40), start, 0.3)  # bass drum
    return normalise(lowpass(total, 900), 0.6)  # muffled


SOUNDS = {
    "click": click, "chip": chip, "fizz": fizz, "bang": bang, "engine": engine, "dice": dice,
    "bloom": bloom, "fanfare": fanfare, "music_organ": organ_loop, "music_brass": brass_loop,
}


def main(argv: list[str]) -> int:
    outdir = Path(argv[1]) if len(argv) > 1 else OUT
    total = 0
    for name, make in SOUNDS.items():
        path = write(name, make(random.Random(f"speedgames-{name}")), outdir)
        size = path.stat().st_size
        total += size
        print(f"{path.name:20s} {size / 1024:7.1f} KiB")
    print(f"{'total':20s} {total / 1024:7.1f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
