"""The two music pieces, composed and synthesised: a Drehorgel waltz and a muffled brass march.

Why this shape: the loops used to be 17 s of one tune, heard 30 times in a 10-minute game. Each
piece is now over two minutes of sections (intro, A, B, trio, …) whose melodies are varied by
rule — ornamented, put an octave up, given a second voice a third below, played on another stop,
staccato — over changing accompaniment, at 44.1 kHz. Pure standard library and no randomness
except a seeded one for the drums, so a rebuild gives the same bytes.

A seamless loop: the piece is rendered with its opening played once more after the end (and the
last notes ringing on), and the first ``FADE`` seconds are cross-faded with that continuation. The
last sample therefore runs on into the first exactly as the music would, and the opening still
starts clean when the piece is heard from the top. The length is a whole number of IMA-ADPCM
blocks (SDL plays a block's padding, which would break the loop).

Synthesis: one wavetable per instrument (its harmonics summed once), read with a phase that may
wobble (vibrato); notes with the same pitch and length are rendered once and mixed where needed.
"""

from __future__ import annotations

import math
import random
from array import array
from dataclasses import dataclass
from typing import Callable, Sequence

RATE = 44100
FADE = 1.5           # seconds cross-faded at the loop point
BLOCK = 2041         # samples per IMA-ADPCM block (tools/ima_adpcm.py): the loop is a multiple
TABLE = 2048         # wavetable size

Bar = list[tuple[int | None, float]]      # (midi note or rest, beats)
NOTE_PC = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
SCALES = {"F": (5, 7, 9, 10, 0, 2, 4), "C": (0, 2, 4, 5, 7, 9, 11), "Bb": (10, 0, 2, 3, 5, 7, 9),
          "Eb": (3, 5, 7, 8, 10, 0, 2), "Cm": (0, 2, 3, 5, 7, 8, 10)}


def midi_hz(note: float) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


def chord_notes(name: str) -> tuple[int, list[int]]:
    """``"Bb7"`` → (root pitch class, intervals)."""
    root = NOTE_PC[name[0]]
    rest = name[1:]
    if rest.startswith("b"):
        root, rest = (root - 1) % 12, rest[1:]
    if rest == "m":
        return root, [0, 3, 7]
    if rest == "7":
        return root, [0, 4, 7, 10]
    return root, [0, 4, 7]


def in_range(pc: int, low: int) -> int:
    """The note of pitch class ``pc`` at or above ``low`` (within an octave)."""
    return low + (pc - low) % 12


# ----------------------------------------------------------------------------- variations
def _step(note: int, scale: Sequence[int], steps: int) -> int:
    """The note ``steps`` scale degrees away (a note off the scale moves to the next one)."""
    n = note
    direction = 1 if steps > 0 else -1
    for _ in range(abs(steps)):
        n += direction
        while n % 12 not in scale:
            n += direction
    return n


def ornament(bars: list[Bar], scale: Sequence[int]) -> list[Bar]:
    """Long notes get an upper neighbour (n, n+1, n) and a leap is filled with a passing note."""
    out = []
    for bar in bars:
        new: Bar = []
        for i, (note, beats) in enumerate(bar):
            if note is not None and beats >= 2:
                new += [(note, beats - 1), (_step(note, scale, 1), 0.5), (note, 0.5)]
            elif note is not None and beats == 1 and i + 1 < len(bar) and bar[i + 1][0] \
                    and abs(bar[i + 1][0] - note) >= 4:
                new += [(note, 0.5), (_step(note, scale, 1 if bar[i + 1][0] > note else -1), 0.5)]
            else:
                new.append((note, beats))
        out.append(new)
    return out


def dotted(bars: list[Bar]) -> list[Bar]:
    """Two even beats become long–short (a lilt)."""
    out = []
    for bar in bars:
        new: Bar = []
        i = 0
        while i < len(bar):
            if i + 1 < len(bar) and bar[i][1] == bar[i + 1][1] == 1 and bar[i][0] and bar[i + 1][0]:
                new += [(bar[i][0], 1.5), (bar[i + 1][0], 0.5)]
                i += 2
            else:
                new.append(bar[i])
                i += 1
        out.append(new)
    return out


def shifted(bars: list[Bar], semitones: int) -> list[Bar]:
    return [[(n + semitones if n is not None else None, b) for n, b in bar] for bar in bars]


def thirds_below(bars: list[Bar], scale: Sequence[int]) -> list[Bar]:
    """A second voice a diatonic third under the tune."""
    return [[(_step(n, scale, -2) if n is not None else None, b) for n, b in bar] for bar in bars]


def descant(chords: list[str], beats: float) -> list[Bar]:
    """A slow counter-line: each bar's chord third, then its fifth, high up."""
    out = []
    for name in chords:
        root, iv = chord_notes(name)
        out.append([(in_range((root + iv[1]) % 12, 79), beats / 2),
                    (in_range((root + iv[2]) % 12, 79), beats / 2)])
    return out


# ----------------------------------------------------------------------------- synthesis
@dataclass(frozen=True)
class Instrument:
    harmonics: tuple[float, ...]
    attack: float = 0.02
    release: float = 0.06
    vibrato: float = 0.0          # relative pitch wobble at 5.5 Hz
    decay: float = 0.0            # per second (plucked / struck sounds fade while held)


def _wavetable(harmonics: Sequence[float]) -> array:
    table = array("d", (sum(a * math.sin(2 * math.pi * (k + 1) * i / TABLE)
                            for k, a in enumerate(harmonics) if a) for i in range(TABLE)))
    top = max(abs(v) for v in table) or 1.0
    return array("d", (v / top for v in table))


class Synth:
    """Renders notes of a few instruments into one buffer (see the module docstring)."""

    def __init__(self, length: int) -> None:
        self.buf = array("d", bytes(8 * length))
        self._tables: dict[Instrument, array] = {}
        self._notes: dict[tuple, array] = {}

    def _note(self, inst: Instrument, note: float, n: int) -> array:
        key = (inst, note, n)
        got = self._notes.get(key)
        if got is not None:
            return got
        table = self._tables.get(inst)
        if table is None:
            table = self._tables[inst] = _wavetable(inst.harmonics)
        a, r = max(1, int(inst.attack * RATE)), max(1, int(inst.release * RATE))
        inc = midi_hz(note) * TABLE / RATE
        out = array("d", bytes(8 * n))
        phase, wob = 0.0, 2 * math.pi * 5.5 / RATE
        fade = math.exp(-inst.decay / RATE) if inst.decay else 1.0
        level = 1.0
        for i in range(n):
            env = i / a if i < a else (n - i) / r if i > n - r else 1.0
            out[i] = table[int(phase) % TABLE] * env * level
            phase += inc * (1 + inst.vibrato * math.sin(wob * i)) if inst.vibrato else inc
            level *= fade
        self._notes[key] = out
        return out

    def play(self, inst: Instrument, note: float, start: float, seconds: float,
             gain: float) -> None:
        self.mix(self._note(inst, note, max(1, int(seconds * RATE))), start, gain)

    def mix(self, src: Sequence[float], start: float, gain: float) -> None:
        buf = self.buf
        offset = int(start * RATE)
        end = min(len(buf), offset + len(src))
        for i in range(offset, end):
            buf[i] += src[i - offset] * gain


def lowpass(samples: array, cutoff: float) -> array:
    rc = 1 / (2 * math.pi * cutoff)
    alpha = (1 / RATE) / (rc + 1 / RATE)
    out = array("d", bytes(8 * len(samples)))
    y = 0.0
    for i, x in enumerate(samples):
        y += alpha * (x - y)
        out[i] = y
    return out


def drum(rng: random.Random, seconds: float, cutoff: float, rate: float) -> array:
    n = int(seconds * RATE)
    noise = array("d", (rng.uniform(-1, 1) for _ in range(n)))
    body = lowpass(noise, cutoff)
    return array("d", (v * math.exp(-rate * i / RATE) for i, v in enumerate(body)))


# ----------------------------------------------------------------------------- a piece
@dataclass
class Section:
    """Bars of a tune over chords; ``voices`` are (bars, instrument, gain, length factor)."""

    chords: list[str]
    voices: list[tuple[list[Bar], Instrument, float, float]]
    accompany: float = 1.0       # accompaniment level
    drums: float = 1.0


def loop_samples(bars: int, bar_seconds: float) -> int:
    """The loop's length: the piece's, rounded up to whole IMA-ADPCM blocks."""
    return math.ceil(bars * bar_seconds * RATE / BLOCK) * BLOCK


def render(sections: list[Section], beats_per_bar: int, bpm: float,
           accompany: Callable[[Synth, str, float, float, float, int], None],
           drums: Callable[[Synth, float, float, float, int], None] | None,
           cutoff: float, peak: float = 0.6) -> list[float]:
    """The whole piece as a seamless loop (see the module docstring)."""
    bars = sum(len(s.chords) for s in sections)
    nominal = 60 / bpm * beats_per_bar
    length = loop_samples(bars, nominal)
    bar_s = length / RATE / bars                    # the tempo stretched by < 0.1 %
    beat = bar_s / beats_per_bar
    fade = int(FADE * RATE)
    synth = Synth(length + fade + int(2 * RATE))

    def perform(offset: float, upto: float | None) -> None:
        at_bar = 0
        for section in sections:
            for i, chord in enumerate(section.chords):
                start = offset + (at_bar + i) * bar_s
                if upto is not None and start >= upto:
                    return
                accompany(synth, chord, start, beat, section.accompany, at_bar + i)
                if drums is not None and section.drums:
                    drums(synth, start, beat, section.drums, at_bar + i)
                for bars_, inst, gain, legato in section.voices:
                    at = start
                    for note, beats in bars_[i]:
                        if note is not None:
                            synth.play(inst, note, at, beats * beat * legato, gain)
                        at += beats * beat
            at_bar += len(section.chords)

    perform(0.0, None)
    perform(length / RATE, length / RATE + FADE + bar_s)   # the opening once more, after the end
    body = lowpass(synth.buf, cutoff)
    out = list(body[:length])
    for i in range(fade):
        a = i / fade
        out[i] = a * body[i] + (1 - a) * body[length + i]
    top = max(abs(v) for v in out) or 1.0
    return [v * peak / top for v in out]


def check_bars(sections: list[Section], beats_per_bar: float) -> None:
    """Every bar of every voice fills its meter exactly (a composing slip fails the build)."""
    for s, section in enumerate(sections):
        for bars, *_ in section.voices:
            assert len(bars) == len(section.chords), (s, len(bars), len(section.chords))
            for b, bar in enumerate(bars):
                assert abs(sum(beats for _, beats in bar) - beats_per_bar) < 1e-9, (s, b, bar)
