"""The names at the table setup's seats: which name a new human seat gets, which remembered
profile comes next, and what stops the start (an empty or a doubled name).

Why apart from the scene: these are rules about a plain list of seat dicts (``{"kind": "human",
"name": …}`` / ``{"kind": "ai", …}``) and the remembered profile names — no widgets, no pygame —
so they read and test on their own.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from speedgames.core.i18n import Text, t
from speedgames.core.names import NAME_LIMIT  # noqa: F401 (the one limit, re-exported)

Seat = Mapping[str, Any]


def _human_names(seats: Sequence[Seat], skip: int | None = None) -> set[str]:
    return {str(s.get("name", "")).casefold() for i, s in enumerate(seats)
            if i != skip and s.get("kind") == "human"}


def free_name(seats: Sequence[Seat], profiles: Sequence[str], index: int) -> str:
    """A name for seat ``index`` turning human: the first remembered profile nobody at the table
    uses, else „Spieler n“ with the first free n from the seat's number on."""
    taken = _human_names(seats)
    for name in profiles:
        if name.casefold() not in taken:
            return name[:NAME_LIMIT]
    n = index + 1
    while t("ui.table.default_name", n=n).casefold() in taken:
        n += 1
    return t("ui.table.default_name", n=n)


def next_free_profile(seats: Sequence[Seat], profiles: Sequence[str], index: int) -> str | None:
    """The remembered profile after seat ``index``'s current name that no other human seat uses
    (wrapping round); None when there is none."""
    taken = _human_names(seats, skip=index)
    free = [p for p in profiles if p.casefold() not in taken]
    if not free:
        return None
    current = str(seats[index].get("name", "")).casefold()
    names = [p.casefold() for p in free]
    pos = names.index(current) + 1 if current in names else 0
    return free[pos % len(free)][:NAME_LIMIT]


def name_problems(seats: Sequence[Seat]) -> list[tuple[Text, tuple]]:
    """What stops the start: empty or doubled names, each with the widget slot to fix it."""
    out: list[tuple[Text, tuple]] = []
    seen: dict[str, int] = {}
    for i, seat in enumerate(seats):
        if seat.get("kind") != "human":
            continue
        name = " ".join(str(seat.get("name", "")).split())
        if not name:
            out.append((Text("ui.table.error_name_empty", {"n": i + 1}), ("seat", i, "name")))
            continue
        folded = name.casefold()
        if folded in seen:
            out.append((Text("ui.table.error_name_twice", {"name": name}),
                        ("seat", i, "name")))
        seen[folded] = i
    return out
