"""Write mono IMA-ADPCM WAV files (format tag 0x11) from float samples: 4 bits a sample.

Why: two minutes of music as 16-bit 44.1 kHz WAV are 10.6 MB per piece — too much for the
repository and the wheel. SDL (``pygame.mixer.Sound``) decodes IMA-ADPCM WAV itself, we can write
it with the standard library alone, and it is a quarter of the size. Each block starts with an
exact 16-bit sample, so a loop's first sample is exact (the loop seam stays clean).

The encoder mirrors the standard decoder step for step (the predictor is updated with what the
decoder will compute), so encoding errors never accumulate.
"""

from __future__ import annotations

import struct
from pathlib import Path
from typing import Sequence

STEPS = (
    7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66,
    73, 80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408,
    449, 494, 544, 598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066,
    2272, 2499, 2749, 3024, 3327, 3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630,
    9493, 10442, 11487, 12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794,
    32767)
INDEX_SHIFT = (-1, -1, -1, -1, 2, 4, 6, 8, -1, -1, -1, -1, 2, 4, 6, 8)
BLOCK_ALIGN = 1024                                   # bytes per block (mono: 4 header + 1020)
SAMPLES_PER_BLOCK = (BLOCK_ALIGN - 4) * 2 + 1        # 2041


def to_int16(samples: Sequence[float]) -> list[int]:
    return [int(max(-1.0, min(1.0, v)) * 32000) for v in samples]


def _nibble(sample: int, pred: int, index: int) -> tuple[int, int, int]:
    """One sample: (nibble, new predictor, new step index), exactly as a decoder follows."""
    step = STEPS[index]
    diff = sample - pred
    nib = 0
    if diff < 0:
        nib, diff = 8, -diff
    delta = step >> 3
    if diff >= step:
        nib |= 4
        diff -= step
        delta += step
    if diff >= step >> 1:
        nib |= 2
        diff -= step >> 1
        delta += step >> 1
    if diff >= step >> 2:
        nib |= 1
        delta += step >> 2
    pred = pred - delta if nib & 8 else pred + delta
    pred = -32768 if pred < -32768 else 32767 if pred > 32767 else pred
    index += INDEX_SHIFT[nib]
    index = 0 if index < 0 else 88 if index > 88 else index
    return nib, pred, index


def _best_index(first: int, second: int) -> int:
    """A step index that fits the block's first jump (the decoder starts from it)."""
    jump = abs(second - first)
    index = 0
    while index < 88 and STEPS[index] < jump:
        index += 1
    return index


def encode(pcm: Sequence[int]) -> bytes:
    """The data chunk of a mono IMA-ADPCM WAV: whole blocks (the last padded with silence)."""
    out = bytearray()
    index = 0
    for start in range(0, len(pcm), SAMPLES_PER_BLOCK):
        block = list(pcm[start:start + SAMPLES_PER_BLOCK])
        block += [block[-1]] * (SAMPLES_PER_BLOCK - len(block))
        pred = block[0]
        if start == 0:
            index = _best_index(block[0], block[1])
        out += struct.pack("<hBB", pred, index, 0)
        low = None
        for sample in block[1:]:
            nib, pred, index = _nibble(sample, pred, index)
            if low is None:
                low = nib
            else:
                out.append(low | (nib << 4))
                low = None
    return bytes(out)


def decode(data: bytes, frames: int) -> list[int]:
    """The standard decoder (for tests and the loop check): ``frames`` int16 samples."""
    out: list[int] = []
    for start in range(0, len(data), BLOCK_ALIGN):
        block = data[start:start + BLOCK_ALIGN]
        pred, index = struct.unpack_from("<hB", block, 0)
        out.append(pred)
        for byte in block[4:]:
            for nib in (byte & 15, byte >> 4):
                step = STEPS[index]
                delta = step >> 3
                if nib & 4:
                    delta += step
                if nib & 2:
                    delta += step >> 1
                if nib & 1:
                    delta += step >> 2
                pred = pred - delta if nib & 8 else pred + delta
                pred = max(-32768, min(32767, pred))
                index = max(0, min(88, index + INDEX_SHIFT[nib]))
                out.append(pred)
    return out[:frames]


def write(path: Path, samples: Sequence[float], rate: int) -> Path:
    """``samples`` (−1…1) as a mono IMA-ADPCM WAV at ``rate``, with the ``fact`` chunk that
    non-PCM WAV files carry (the true sample count; the last block's padding is not played)."""
    pcm = to_int16(samples)
    data = encode(pcm)
    blocks = len(data) // BLOCK_ALIGN
    fmt = struct.pack("<HHIIHHHH", 0x11, 1, rate, rate * BLOCK_ALIGN // SAMPLES_PER_BLOCK,
                      BLOCK_ALIGN, 4, 2, SAMPLES_PER_BLOCK)
    fact = struct.pack("<I", len(pcm))
    body = (b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt
            + b"fact" + struct.pack("<I", len(fact)) + fact
            + b"data" + struct.pack("<I", len(data)) + data)
    assert blocks * BLOCK_ALIGN == len(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"RIFF" + struct.pack("<I", len(body)) + body)
    return path


def read_info(path: Path) -> dict[str, int]:
    """``{"format", "channels", "rate", "frames", "data_offset", "data_size"}`` of a WAV file
    (PCM or IMA-ADPCM), read from its chunks."""
    raw = path.read_bytes()
    if raw[:4] != b"RIFF" or raw[8:12] != b"WAVE":
        raise ValueError("not a WAV file")
    info: dict[str, int] = {}
    pos = 12
    while pos + 8 <= len(raw):
        cid, size = raw[pos:pos + 4], struct.unpack_from("<I", raw, pos + 4)[0]
        if cid == b"fmt ":
            tag, ch, rate, _bps, align, bits = struct.unpack_from("<HHIIHH", raw, pos + 8)
            info.update(format=tag, channels=ch, rate=rate, align=align, bits=bits)
        elif cid == b"fact":
            info["frames"] = struct.unpack_from("<I", raw, pos + 8)[0]
        elif cid == b"data":
            info.update(data_offset=pos + 8, data_size=size)
        pos += 8 + size + (size & 1)
    if "frames" not in info and info.get("format") == 1:
        info["frames"] = info["data_size"] // (info["channels"] * info["bits"] // 8)
    return info
