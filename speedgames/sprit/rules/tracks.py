"""The two Speedsprit tracks as data: written once here, read everywhere (UI, rules, AI).

Field 0 is the Start, the last field the Ziel; fields in between carry one code each:
``E`` Ereignisfeld, ``T`` Tankstelle, ``K`` Kontrolle, ``W`` Werkstatt, ``1`` Tafel „1/5/6“,
``2``/``3``/``4`` Tafel 2/3/4.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

EREIGNIS, TANKSTELLE, KONTROLLE, WERKSTATT = "E", "T", "K", "W"
TAFELN = ("1", "2", "3", "4")
START, ZIEL = "S", "Z"


@dataclass(frozen=True)
class Track:
    """One track: its id, the codes of fields 1..n and the start tank of its cars."""

    id: str
    codes: str
    start_tank: int
    bonus_three: int  # later-start bonus per place with 3 cars (differs between the tracks)

    @cached_property
    def ziel(self) -> int:
        """The Ziel's field number (65 on the Alpenpass, 41 on the Bergsprint)."""
        return len(self.codes) + 1

    @cached_property
    def fields(self) -> str:
        """``S`` + the field codes + ``Z``: the ``fields`` string of ``summary()``."""
        return START + self.codes + ZIEL

    def code(self, field: int) -> str:
        return self.fields[field]

    @cached_property
    def werkstaetten(self) -> tuple[int, ...]:
        return self._where(WERKSTATT)

    @cached_property
    def tankstellen(self) -> tuple[int, ...]:
        return self._where(TANKSTELLE)

    @cached_property
    def kontrollen(self) -> tuple[int, ...]:
        return self._where(KONTROLLE)

    def _where(self, code: str) -> tuple[int, ...]:
        return tuple(i for i, c in enumerate(self.fields) if c == code)

    def werkstatt_behind(self, field: int) -> int | None:
        """The nearest Werkstatt behind ``field`` (None if there is none)."""
        behind = [w for w in self.werkstaetten if w < field]
        return behind[-1] if behind else None

    def tafel_pays(self, field: int, place: int) -> bool:
        """Does the Tafel on ``field`` pay a car on Platz ``place``? („1/5/6“ pays on 1, 5, 6.)"""
        code = self.code(field)
        if code == "1":
            return place in (1, 5, 6)
        return code in TAFELN and int(code) == place


def _codes(rows: str) -> str:
    return "".join(rows.split())


ALPENPASS = Track("alpenpass", _codes("""
    E T E 3 T E 1 2 4 K
    W 3 T E W 1 2 4 W 3
    T K 2 W E T 4 3 2 W
    E 1 T E 2 3 W T E T
    2 K W 3 4 E 2 1 T W
    E 3 2 4 T W K E T 1
    T E 2 T
"""), start_tank=65, bonus_three=10)

BERGSPRINT = Track("bergsprint", _codes("""
    E T 3 E 1 2 K W 4 T
    E W 3 2 T K 1 W E 2
    T 3 W E K 4 T 2 W E
    1 T 3 K W E 2 T E T
"""), start_tank=50, bonus_three=3)

TRACKS: dict[str, Track] = {t.id: t for t in (ALPENPASS, BERGSPRINT)}


def get_track(track_id: str) -> Track:
    try:
        return TRACKS[track_id]
    except KeyError:
        raise ValueError(f"unknown track {track_id!r}") from None
