"""The six Speedtulpe dice: three colour dice and three number dice, each with a Gießkanne face.

Each Wurf's dice come from their own stream derived from the game's dice seed and the Wurf number,
so the dice of Wurf 7 are the same whatever happened before: the Tagesblatt shows every player the
same 30 rolls, and a replay reproduces them.
"""

from __future__ import annotations

from speedgames.core.rng import Stream

JOKER = "*"  # the Gießkanne face
COLOR_FACES: tuple[str, ...] = ("R", "Y", "V", "W", "O", JOKER)
NUMBER_FACES: tuple[int | str, ...] = (1, 2, 3, 4, 5, JOKER)
NUMBERS = (1, 2, 3, 4, 5)  # what a Gießkanne on a number die may stand for (never 6)
DICE_PER_KIND = 3


def roll(seed: int, wurf: int) -> dict[str, list]:
    """``{"colors": [3 faces], "numbers": [3 faces]}`` for Wurf ``wurf`` of the game ``seed``."""
    stream = Stream.derive(seed, "tulpe", "dice", wurf)
    colors = [COLOR_FACES[stream.randbelow(6)] for _ in range(DICE_PER_KIND)]
    numbers = [NUMBER_FACES[stream.randbelow(6)] for _ in range(DICE_PER_KIND)]
    return {"colors": colors, "numbers": numbers}


def is_joker(face: object) -> bool:
    return face == JOKER
