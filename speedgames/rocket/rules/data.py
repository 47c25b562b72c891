"""Speedrocket's fixed numbers, written once: the Hülse, the chips, the start bag, the shop.

Everything here comes from ``shared/rules/speedrocket.md`` sections 2, 3 and 5. The UI, the AI and
the rules all read these tables; no number of the game is copied anywhere else.
"""

from __future__ import annotations

LAST_FIELD = 53

#: Chip kinds in the order the game shows them (Pulverhandlung keys 1–7: Kalkorange … Schwarzpulver,
#: Blitzpulver first because it is the bag's danger).
KINDS = ("W", "O", "G", "B", "R", "Y", "P", "K")
#: The colours that have four Rezepturen (Blitzpulver and Kalkorange have none).
RECIPE_KINDS = ("G", "B", "R", "Y", "P", "K")
#: Shop ware order of the keyboard (1–7).
WARE_KINDS = ("O", "G", "B", "R", "Y", "P", "K")

VALUES: dict[str, tuple[int, ...]] = {
    "W": (1, 2, 3), "O": (1,), "G": (1, 2, 4), "B": (1, 2, 4), "R": (1, 2, 4),
    "Y": (1, 2, 4), "P": (1,), "K": (1,),
}

#: Every chip id in canonical order (bags are drawn by walking this order).
CHIPS: tuple[str, ...] = tuple(f"{k}{v}" for k in KINDS for v in VALUES[k])
CHIP_INDEX = {c: i for i, c in enumerate(CHIPS)}

START_BAG: dict[str, int] = {"W1": 4, "W2": 2, "W3": 1, "O1": 2, "G1": 1}
START_KRISTALLE = 1

PRICES: dict[str, int] = {
    "O1": 3, "G1": 4, "G2": 8, "G4": 14, "B1": 5, "B2": 10, "B4": 19, "R1": 6, "R2": 10,
    "R4": 16, "Y1": 8, "Y2": 12, "Y4": 18, "P1": 9, "K1": 10,
}
#: First evening on which a kind can be bought (Natriumgelb from 2, Purpur from 3).
AVAILABLE_FROM: dict[str, int] = {"O": 1, "G": 1, "B": 1, "R": 1, "Y": 2, "P": 3, "K": 1}
STADTRAT_DISCOUNT = 2

KRISTALL_FIELDS = frozenset({5, 9, 13, 16, 20, 24, 28, 30, 34, 36, 40, 42, 46, 50, 52})

BASE_LIMIT = 7
PROBEABEND_LIMIT = 8
TRADE_COST = 2           # Kristalle for Vorladung +1 or filling the Sandeimer
LEHRBUB_STEP = 3         # one Lehrbub per full 3 Ruhm behind the leader
MARK_PER_RUHM = 5        # last evening: 5 Mark = 1 Ruhm
KRISTALLE_PER_RUHM = 2   # last evening: 2 Kristalle = 1 Ruhm

#: Preiswürfel faces (index 0–5).
PRIZE_FACES = ("ruhm1", "ruhm1", "ruhm2", "kristall", "vorladung", "kalkorange")


def kind(chip: str) -> str:
    return chip[0]


def value(chip: str) -> int:
    return int(chip[1:])


def mark(field: int) -> int:
    """Mark shown on a field of the Hülse."""
    if field >= LAST_FIELD:
        return 35
    if field <= 15:
        return field
    return 15 + (field - 15) // 2


def ruhm(field: int) -> int:
    """Ruhm shown on a field: every 4th field +1 up to 30, then every 3rd."""
    field = min(field, LAST_FIELD)
    if field <= 30:
        return field // 4
    return 7 + (field - 28) // 3


def kristall(field: int) -> bool:
    return field in KRISTALL_FIELDS


MARK = tuple(mark(f) for f in range(LAST_FIELD + 1))
RUHM = tuple(ruhm(f) for f in range(LAST_FIELD + 1))


def w1_evening(evenings: int) -> int:
    """The evening on which everybody adds a Blitzpulver 1 (6th, short game 4th)."""
    return 4 if evenings == 6 else 6


def price(chip: str, stadtrat: bool = False) -> int:
    base = PRICES[chip]
    return max(1, base - STADTRAT_DISCOUNT) if stadtrat else base


def for_sale(evening: int) -> list[str]:
    """The chips the Pulverhandlung sells on ``evening`` (Blitzpulver never)."""
    return [c for c in CHIPS if c in PRICES and AVAILABLE_FROM[kind(c)] <= evening]
