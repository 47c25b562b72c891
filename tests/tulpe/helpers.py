"""Hand-built Speedtulpe positions, fields named the way the rule text names them („H4“).

The positions use this fixed test field (a valid Klassisch layout, kept here so that the tests
do not change when the shipped layouts are regenerated; rows 1–7 from the top, lower case =
Prachttulpe):

       ABCDEFGHIJKLMNO
    1  VVvyrRrRRVYrRRY
    2  VVYYYYWVVVYWWoO
    3  VRROYwWWVyYWOOO
    4  RRROVVVyYRRYYYO
    5  YYRVOVYYYWVVvWW
    6  oOORWOOOWWwWRRR
    7  WwWWWOOWoOOORVv
"""

from __future__ import annotations

from typing import Any, Iterable

from speedgames.core.game import Action
from speedgames.tulpe.rules import GAME, TulpeState
from speedgames.tulpe.rules.layout import COLUMN_LETTERS, Layout, mask_of

FIELD = """
VVvyrRrRRVYrRRY
VVYYYYWVVVYWWoO
VRROYwWWVyYWOOO
RRROVVVyYRRYYYO
YYRVOVYYYWVVvWW
oOORWOOOWWwWRRR
WwWWWOOWoOOORVv
""".split()
TEST_LAYOUT = Layout(tuple(row.upper() for row in FIELD),
                     tuple(sorted((c, r) for r, row in enumerate(FIELD)
                                  for c, ch in enumerate(row) if ch.islower())), "test")


def cell(name: str) -> list[int]:
    """``"H4"`` → ``[7, 3]`` (column index, row index from the top)."""
    return [COLUMN_LETTERS.index(name[0]), int(name[1:]) - 1]


def cells(names: str | Iterable[str]) -> list[list[int]]:
    if isinstance(names, str):
        names = names.split()
    return [cell(n) for n in names]


def position(seats: int = 2, bloomed: dict[int, str] | None = None,
             dice: tuple[str, list[Any]] | None = None, active: int = 0,
             cans: dict[int, int] | None = None, seed: int = 1, **options: Any) -> TulpeState:
    """A state on the test field with fields already in bloom and, if given, rolled dice
    (``("RY*", [1, 3, "*"])``) so that the active seat chooses next."""
    opts = {"seats": [{"kind": "human"} for _ in range(seats)], "layout": "klassisch", **options}
    state = GAME.new_state(opts, seed)
    state.layout = TEST_LAYOUT
    for seat, names in (bloomed or {}).items():
        state.players[seat].bloomed = mask_of(cells(names))
    for seat, n in (cans or {}).items():
        state.players[seat].cans = n
    state.active = active
    if dice is not None:
        state.dice = {"colors": list(dice[0]), "numbers": list(dice[1])}
        state.phase = "active"
    return state


def choose(color_die: int, number_die: int, names: str, **extra: Any) -> Action:
    return Action("choose", color_die=color_die, number_die=number_die, cells=cells(names),
                  **extra)


def bloomed_names(state: TulpeState, seat: int) -> set[str]:
    return {f"{COLUMN_LETTERS[c]}{r + 1}" for c, r in state.summary()["players"][seat]["bloomed"]}
