"""The scores of the two music pieces (rendered by tools/sound_music.py, written by make_sounds).

Drehorgel waltz in F (3/4, 168 bpm, 116 bars ≈ 2 min 4 s): intro, A, A (ornamented, with a second
voice), B (in C), A (an octave up on the flute stop), trio in B-flat, trio (lilting, with a
descant), A (fuller, in thirds over a doubled bass).

Muffled brass march in B-flat (2/4, 112 bpm, 124 bars ≈ 2 min 13 s): fanfare intro, A, A
(staccato, cornets in thirds), B (in F), A (tutti with the tuba on the tune), trio in E-flat, trio
(with a trombone counter-line), break strain in C minor, trio (grandioso, an octave up).
"""

from __future__ import annotations

import random

from sound_music import (
    SCALES,
    Instrument,
    Section,
    Synth,
    check_bars,
    chord_notes,
    descant,
    dotted,
    drum,
    in_range,
    ornament,
    render,
    shifted,
    thirds_below,
)

REED = Instrument((1, 0.0, 0.45, 0.0, 0.25, 0.0, 0.12), 0.02, 0.06, 0.006)   # reedy pipe
FLUTE = Instrument((1, 0.2, 0.08, 0.03), 0.03, 0.08, 0.008)                  # flute stop
BOURDON = Instrument((1, 0.5, 0.3, 0.15), 0.01, 0.05)                         # organ bass
CHORD = Instrument((1, 0.0, 0.3, 0.0, 0.12), 0.01, 0.05)
BRASS = Instrument((1, 0.7, 0.5, 0.35, 0.25, 0.15, 0.1), 0.04, 0.08, 0.005)  # cornet
HORN = Instrument((1, 0.5, 0.25, 0.1), 0.05, 0.1, 0.004)                      # trombone / horn
TUBA = Instrument((1, 0.6, 0.3), 0.02, 0.08)

# ------------------------------------------------------------------ the waltz (beats per bar: 3)
W_A = [[(72, 2), (69, 1)], [(72, 2), (77, 1)], [(76, 2), (74, 1)], [(72, 3)],
       [(70, 2), (67, 1)], [(70, 2), (76, 1)], [(74, 2), (72, 1)], [(69, 3)],
       [(69, 2), (72, 1)], [(77, 2), (74, 1)], [(79, 2), (76, 1)], [(77, 3)],
       [(74, 2), (77, 1)], [(79, 2), (70, 1)], [(72, 1), (76, 1), (79, 1)], [(77, 3)]]
W_A_CHORDS = ["F", "F", "C7", "C7", "C7", "C7", "F", "F",
              "F", "Bb", "C7", "F", "Dm", "Gm", "C7", "F"]
W_B = [[(76, 1), (77, 1), (79, 1)], [(84, 2), (79, 1)], [(77, 1), (76, 1), (74, 1)], [(76, 3)],
       [(76, 1), (77, 1), (79, 1)], [(81, 2), (77, 1)], [(79, 1), (77, 1), (74, 1)], [(72, 3)],
       [(69, 1), (72, 1), (77, 1)], [(81, 2), (79, 1)], [(77, 1), (74, 1), (70, 1)], [(72, 3)],
       [(70, 1), (74, 1), (79, 1)], [(76, 2), (72, 1)], [(70, 1), (67, 1), (64, 1)],
       [(67, 2), (None, 1)]]
W_B_CHORDS = ["C", "C", "G7", "C", "Am", "Dm", "G7", "C",
              "F", "F", "Bb", "F", "Gm", "C7", "C7", "C7"]
W_C = [[(74, 3)], [(77, 2), (74, 1)], [(72, 3)], [(75, 2), (72, 1)],
       [(69, 2), (72, 1)], [(75, 2), (74, 1)], [(74, 3)], [(70, 3)],
       [(79, 3)], [(82, 2), (79, 1)], [(77, 3)], [(74, 2), (79, 1)],
       [(75, 2), (72, 1)], [(77, 2), (75, 1)], [(72, 1), (74, 1), (75, 1)], [(74, 2), (None, 1)]]
W_C_CHORDS = ["Bb", "Bb", "F7", "F7", "F7", "F7", "Bb", "Bb",
              "Eb", "Eb", "Bb", "Gm", "Cm", "F7", "F7", "Bb"]
W_INTRO = ["F", "F", "C7", "C7"]


def _waltz_accompany(synth: Synth, chord: str, start: float, beat: float, level: float,
                     bar: int) -> None:
    """Oom-pah-pah: the bass on one (root, every other bar the fifth), the chord on two and
    three."""
    root, iv = chord_notes(chord)
    bass = in_range((root + (iv[2] if bar % 2 else 0)) % 12, 41)
    synth.play(BOURDON, bass, start, beat * 0.9, 0.42 * level)
    for k in (1, 2):
        for i in iv[:3]:
            synth.play(CHORD, in_range((root + i) % 12, 57), start + k * beat, beat * 0.6,
                       0.1 * level)


def waltz_sections() -> list[Section]:
    f, bb = SCALES["F"], SCALES["Bb"]
    return [
        Section(W_INTRO, [(descant(W_INTRO, 3), FLUTE, 0.16, 0.95)]),   # the organ warms up
        Section(W_A_CHORDS, [(W_A, REED, 0.35, 0.95)]),
        Section(W_A_CHORDS, [(ornament(W_A, f), REED, 0.33, 0.95),
                             (thirds_below(W_A, f), FLUTE, 0.16, 0.9)]),
        Section(W_B_CHORDS, [(W_B, REED, 0.34, 0.9)], 0.9),
        Section(W_A_CHORDS, [(shifted(W_A, 12), FLUTE, 0.3, 0.9)], 0.8),
        Section(W_C_CHORDS, [(W_C, FLUTE, 0.34, 0.97)], 0.7),
        Section(W_C_CHORDS, [(dotted(ornament(W_C, bb)), REED, 0.32, 0.9),
                             (descant(W_C_CHORDS, 3), FLUTE, 0.12, 0.95)], 0.9),
        Section(W_A_CHORDS, [(W_A, REED, 0.3, 0.95), (thirds_below(W_A, f), REED, 0.13, 0.95),
                             (shifted(W_A, -12), BOURDON, 0.07, 0.9)]),
    ]


def organ_waltz() -> list[float]:
    sections = waltz_sections()
    check_bars(sections, 3)
    return render(sections, 3, 168, _waltz_accompany, None, 3000, 0.6)


# ------------------------------------------------------------------ the march (beats per bar: 2)
M_A = [[(70, 1), (74, 0.5), (77, 0.5)], [(82, 1), (77, 1)],
       [(79, 0.5), (77, 0.5), (75, 0.5), (74, 0.5)], [(72, 2)],
       [(72, 1), (75, 0.5), (79, 0.5)], [(84, 1), (79, 1)],
       [(81, 0.5), (79, 0.5), (77, 0.5), (75, 0.5)], [(74, 2)],
       [(70, 1), (74, 0.5), (77, 0.5)], [(82, 1), (86, 1)],
       [(84, 0.5), (82, 0.5), (81, 0.5), (79, 0.5)], [(77, 1), (72, 1)],
       [(74, 1), (72, 1)], [(70, 2)], [(65, 1), (69, 1)], [(70, 2)]]
M_A_CHORDS = ["Bb", "Bb", "Eb", "F7", "Cm", "Cm", "F7", "Bb",
              "Bb", "Bb", "F7", "F7", "Bb", "Gm", "F7", "Bb"]
M_B = [[(77, 0.5), (77, 0.5), (81, 0.5), (84, 0.5)], [(86, 1), (84, 1)],
       [(82, 0.5), (81, 0.5), (79, 0.5), (76, 0.5)], [(77, 2)],
       [(74, 0.5), (77, 0.5), (81, 0.5), (86, 0.5)], [(86, 1), (82, 1)],
       [(81, 0.5), (79, 0.5), (76, 0.5), (79, 0.5)], [(77, 2)],
       [(82, 1), (86, 0.5), (82, 0.5)], [(81, 1), (84, 0.5), (81, 0.5)],
       [(79, 0.5), (81, 0.5), (82, 0.5), (79, 0.5)], [(77, 1), (72, 1)],
       [(70, 0.5), (74, 0.5), (79, 0.5), (82, 0.5)], [(84, 1), (76, 1)],
       [(77, 0.5), (75, 0.5), (74, 0.5), (72, 0.5)], [(72, 1), (None, 1)]]
M_B_CHORDS = ["F", "F", "C7", "F", "Dm", "Gm", "C7", "F",
              "Bb", "F", "C7", "F", "Gm", "C7", "F7", "F7"]
M_TRIO = [[(79, 1.5), (77, 0.5)], [(75, 1), (79, 1)], [(82, 2)], [(80, 1), (79, 1)],
          [(77, 1.5), (79, 0.5)], [(80, 1), (77, 1)], [(79, 2)], [(75, 2)],
          [(84, 1.5), (82, 0.5)], [(80, 1), (84, 1)], [(82, 1), (79, 1)], [(84, 1), (79, 1)],
          [(77, 1), (81, 1)], [(82, 1), (80, 1)], [(79, 1), (77, 1)], [(75, 2)]]
M_TRIO_CHORDS = ["Eb", "Eb", "Bb7", "Bb7", "Bb7", "Bb7", "Eb", "Eb",
                 "Ab", "Ab", "Eb", "Cm", "F7", "Bb7", "Bb7", "Eb"]
M_BREAK = [[(72, 0.5), (75, 0.5), (79, 0.5), (84, 0.5)], [(83, 1), (79, 1)],
           [(75, 0.5), (79, 0.5), (84, 0.5), (87, 0.5)], [(86, 2)],
           [(80, 0.5), (84, 0.5), (89, 0.5), (84, 0.5)], [(87, 1), (84, 1)],
           [(82, 0.5), (80, 0.5), (77, 0.5), (74, 0.5)], [(70, 1), (None, 1)]]
M_BREAK_CHORDS = ["Cm", "G7", "Cm", "G7", "Fm", "Cm", "Bb7", "Bb7"]
M_INTRO = [[(77, 0.5), (77, 0.25), (77, 0.25), (81, 0.5), (84, 0.5)], [(89, 1.5), (None, 0.5)],
           [(84, 0.5), (84, 0.25), (84, 0.25), (81, 0.5), (77, 0.5)], [(72, 1), (None, 1)]]
M_INTRO_CHORDS = ["F7", "F7", "F7", "F7"]


def _march_accompany(synth: Synth, chord: str, start: float, beat: float, level: float,
                     bar: int) -> None:
    """Oom-pah: the tuba on one (root) and two (fifth), the horns' chord on the off-beats."""
    root, iv = chord_notes(chord)
    synth.play(TUBA, in_range(root, 34), start, beat * 0.7, 0.5 * level)
    synth.play(TUBA, in_range((root + iv[2]) % 12, 34), start + beat, beat * 0.6, 0.4 * level)
    for k in (0.5, 1.5):
        for i in iv[:3]:
            synth.play(HORN, in_range((root + i) % 12, 55), start + k * beat, beat * 0.35,
                       0.08 * level)


def _make_drums():
    rng = random.Random("speedgames-music_brass-drums")
    kick, snare = drum(rng, 0.12, 500, 40), drum(rng, 0.1, 2500, 45)

    def play(synth: Synth, start: float, beat: float, level: float, bar: int) -> None:
        synth.mix(kick, start, 0.32 * level)
        synth.mix(snare, start + beat, 0.1 * level)
        if bar % 4 == 3:   # a little roll into the next phrase
            for k in (1.5, 1.75):
                synth.mix(snare, start + k * beat, 0.07 * level)
    return play


def march_sections() -> list[Section]:
    bb, eb = SCALES["Bb"], SCALES["Eb"]
    return [
        Section(M_INTRO_CHORDS, [(shifted(M_INTRO, -12), BRASS, 0.4, 0.9)], 0.6, 1.2),
        Section(M_A_CHORDS, [(shifted(M_A, -12), BRASS, 0.35, 0.9)]),
        Section(M_A_CHORDS, [(shifted(M_A, -12), BRASS, 0.3, 0.55),
                             (shifted(thirds_below(M_A, bb), -12), BRASS, 0.16, 0.55)], 0.9),
        Section(M_B_CHORDS, [(shifted(M_B, -12), BRASS, 0.33, 0.7)], 0.9, 0.8),
        Section(M_A_CHORDS, [(shifted(M_A, -12), BRASS, 0.33, 0.9),
                             (shifted(M_A, -24), TUBA, 0.2, 0.8)], 1.1, 1.2),
        Section(M_TRIO_CHORDS, [(shifted(M_TRIO, -12), HORN, 0.4, 0.97)], 0.8, 0.6),
        Section(M_TRIO_CHORDS, [(shifted(M_TRIO, -12), BRASS, 0.32, 0.95),
                                (shifted(descant(M_TRIO_CHORDS, 2), -24), HORN, 0.2, 0.95)],
                0.9, 0.8),
        Section(M_BREAK_CHORDS, [(shifted(M_BREAK, -12), BRASS, 0.34, 0.8),
                                 (shifted(M_BREAK, -24), TUBA, 0.16, 0.8)], 1.0, 1.4),
        Section(M_TRIO_CHORDS, [(M_TRIO, BRASS, 0.3, 0.95),
                                (thirds_below(M_TRIO, eb), BRASS, 0.16, 0.95),
                                (shifted(M_TRIO, -24), TUBA, 0.14, 0.9)], 1.1, 1.3),
    ]


def brass_march() -> list[float]:
    sections = march_sections()
    check_bars(sections, 2)
    return render(sections, 2, 112, _march_accompany, _make_drums(), 900, 0.6)
