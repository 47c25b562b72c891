"""Seeded, serialisable random streams.

Every random decision of a game comes from a named stream derived from the game's seed and a path
such as ``("draws", evening, seat)``. Streams are independent: drawing from one never changes
another, so one seat's choices cannot change another seat's luck, and a replay of the same actions
reproduces every draw. The generator is SplitMix64: tiny state (one integer), so a stream is stored
in JSON as a single number, and the sequence is the same on every computer and Python version.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


#: seeds already derived for paths of plain integers and strings (the same path is asked for
#: again and again: the Tagespreis die of each evening whenever a computer or the Rat plays the
#: evening's end on a copy of the state); bounded, emptied when full
_KNOWN: dict[tuple[Any, ...], int] = {}
_KNOWN_MAX = 4096
_PLAIN = (int, str)  # exact classes: True is not 1 in the JSON the seed is made of


def derive_seed(seed: int | str, *path: Any) -> int:
    """A 64-bit seed for ``path`` below ``seed``; stable across machines and runs."""
    key = (seed, *path)
    plain = all(x.__class__ in _PLAIN for x in key)
    if plain:
        known = _KNOWN.get(key)
        if known is not None:
            return known
    text = json.dumps([seed, *path], separators=(",", ":"), sort_keys=True, default=str)
    value = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")
    if plain:
        if len(_KNOWN) >= _KNOWN_MAX:
            _KNOWN.clear()
        _KNOWN[key] = value
    return value


class Stream:
    """A deterministic random stream (SplitMix64)."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    @classmethod
    def derive(cls, seed: int | str, *path: Any) -> "Stream":
        return cls(derive_seed(seed, *path))

    # -- core -----------------------------------------------------------------
    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    # -- conveniences -----------------------------------------------------------
    def random(self) -> float:
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def randint(self, a: int, b: int) -> int:
        """Uniform integer in [a, b], both included."""
        return a + self.randbelow(b - a + 1)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def weighted_index(self, weights: Sequence[float]) -> int:
        total = float(sum(weights))
        if total <= 0:
            raise ValueError("weights must have a positive sum")
        x = self.random() * total
        for i, w in enumerate(weights):
            x -= w
            if x < 0:
                return i
        return len(weights) - 1

    # -- serialisation ------------------------------------------------------------
    def to_json(self) -> int:
        return self.state

    @classmethod
    def from_json(cls, data: int) -> "Stream":
        if not isinstance(data, int) or isinstance(data, bool):
            raise ValueError("a stream is stored as an integer")
        return cls(data)

    def copy(self) -> "Stream":
        return Stream(self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Stream) and other.state == self.state

    def __repr__(self) -> str:
        return f"Stream({self.state:#x})"
