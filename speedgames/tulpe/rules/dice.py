"""The six Speedtulpe dice: three colour dice and three number dice, each with a Gießkanne face.

Each Wurf's dice come from their own stream derived from the game's dice seed and the Wurf number,
so the dice of Wurf 7 are the same whatever happened before: the Tagesblatt shows every player the
same 30 rolls, and a replay reproduces them.
"""

from __future__ import annotations

from speedgames.core.rng import Stream
from speedgames.tulpe.rules.layout import COLORS

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


def options(dice: dict[str, list], colors_free: list[int], numbers_free: list[int],
            cans: int) -> list[tuple[int, int, str, int, int]]:
    """Every ``(colour die, number die, colour, number, Gießkannen used)`` a player can pay for.

    A Gießkanne stands for each colour / each number 1–5 in turn; a pair needing more Gießkannen
    than ``cans`` is left out (without stock a Gießkanne die cannot be taken).
    """
    out = []
    for cd in colors_free:
        face = dice["colors"][cd]
        for nd in numbers_free:
            nface = dice["numbers"][nd]
            jokers = is_joker(face) + is_joker(nface)
            if jokers > cans:
                continue
            for color in (COLORS if is_joker(face) else (face,)):
                for number in (NUMBERS if is_joker(nface) else (nface,)):
                    out.append((cd, nd, color, int(number), jokers))
    return out
