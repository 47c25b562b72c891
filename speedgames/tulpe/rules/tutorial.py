"""The rigging of the guided first game („Erste Partie“), on only with the option ``tutorial``.

Why in the rules: the guide must show a Gießkanne, a full column (first and later value), a full
colour and the end within a few Würfe, when its coach talks about them. So the option may fix the
dice of some Würfe and let the game start on half-bloomed fields; columns and colours that the
starting fields already complete count as completed before Wurf 1 („first“ for their owner).
The rigging is part of the options, so the guide's save replays exactly, and the records refuse
any game that carries it (:func:`speedgames.core.records.verify.is_guided`).

Option shape: ``{"dice": {"<wurf>": {"colors": [3 faces], "numbers": [3 faces]}},
"bloomed": {"<seat>": [[col, row], …]}}`` (faces as in :mod:`.dice`, ``"*"`` = Gießkanne).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from speedgames.tulpe.rules.dice import COLOR_FACES, DICE_PER_KIND, NUMBER_FACES
from speedgames.tulpe.rules.layout import COLS, ROWS


def normalise(raw: Any, seats: int) -> dict[str, Any]:
    """A clean copy of the ``tutorial`` option (ValueError on nonsense)."""
    if not isinstance(raw, Mapping):
        raise ValueError("the tutorial option is a dict")  # noqa: TRY004 (bad option)
    dice: dict[str, dict[str, list]] = {}
    for wurf, faces in dict(raw.get("dice") or {}).items():
        if not str(wurf).isdigit() or not isinstance(faces, Mapping):
            raise ValueError(f"bad tutorial dice for Wurf {wurf!r}")
        colors, numbers = list(faces.get("colors") or []), list(faces.get("numbers") or [])
        if len(colors) != DICE_PER_KIND or len(numbers) != DICE_PER_KIND \
                or not all(c in COLOR_FACES for c in colors) \
                or not all(n in NUMBER_FACES for n in numbers):
            raise ValueError(f"bad tutorial dice for Wurf {wurf!r}")
        dice[str(int(wurf))] = {"colors": colors, "numbers": numbers}
    bloomed: dict[str, list[list[int]]] = {}
    for seat, cells in dict(raw.get("bloomed") or {}).items():
        if not str(seat).isdigit() or int(seat) >= seats or not isinstance(cells, list):
            raise ValueError(f"bad tutorial field for seat {seat!r}")
        clean = []
        for cell in cells:
            if not (isinstance(cell, list) and len(cell) == 2 and 0 <= cell[0] < COLS
                    and 0 <= cell[1] < ROWS):
                raise ValueError(f"bad tutorial cell {cell!r}")
            clean.append([int(cell[0]), int(cell[1])])
        bloomed[str(int(seat))] = clean
    return {"dice": dice, "bloomed": bloomed}


def dice(rig: Mapping[str, Any] | None, wurf: int) -> dict[str, list] | None:
    """The rigged dice of ``wurf`` (None: the seed rolls them)."""
    if not rig:
        return None
    faces = (rig.get("dice") or {}).get(str(wurf))
    return {"colors": list(faces["colors"]), "numbers": list(faces["numbers"])} if faces else None


def starting_fields(rig: Mapping[str, Any] | None) -> dict[int, list[list[int]]]:
    if not rig:
        return {}
    return {int(seat): cells for seat, cells in (rig.get("bloomed") or {}).items()}
