"""The 24 Rezepturen (6 colours × 4) as data plus the pure functions that compute their effects.

A recipe id is colour + number, e.g. ``"R2"`` (Strontiumrot, Nachbrenner). Which recipe a colour
follows is the game's ``recipes`` dict (``{"G": 1, …}``). Effects come in three timings:

* „Beim Legen“ (``TIMING == "place"``): extra fields (:func:`landing_extras`) and instant gains;
  the bag-touching ones (Vorschau, Aussortieren) are carried out by ``stuffing.py``.
* „Wertung“ (``"wertung"``): :func:`wertung` returns the gains of step 2 of the Abendvorstellung.
* „Pulverhandlung“ (``"shop"``): :func:`shop_mark` adds Mark.

A Hülse is a list of ``[chip, field]`` pairs in placing order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from speedgames.core.rng import Stream

from . import data

NAMES: dict[str, str] = {
    "G1": "schlussglanz", "G2": "kalkbruecke", "G3": "rotgruen", "G4": "gruene_reihe",
    "B1": "vorschau", "B2": "aussortieren", "B3": "kundschaft", "B4": "schwung",
    "R1": "kalkfeuer", "R2": "nachbrenner", "R3": "rotglut", "R4": "hitze",
    "Y1": "bindemittel", "Y2": "puffer", "Y3": "versicherung", "Y4": "entsorgen",
    "P1": "purpurregen", "P2": "finale", "P3": "sofortglanz", "P4": "kristallregen",
    "K1": "wettstreit", "K2": "treibsatz", "K3": "meisterschaft", "K4": "ansporn",
}
TIMING: dict[str, str] = {
    "G1": "wertung", "G2": "place", "G3": "wertung", "G4": "wertung",
    "B1": "place", "B2": "place", "B3": "shop", "B4": "place",
    "R1": "place", "R2": "place", "R3": "place", "R4": "place",
    "Y1": "place", "Y2": "place", "Y3": "wertung", "Y4": "wertung",
    "P1": "wertung", "P2": "wertung", "P3": "place", "P4": "wertung",
    "K1": "wertung", "K2": "place", "K3": "wertung", "K4": "shop",
}
RECIPE_IDS: tuple[str, ...] = tuple(NAMES)
STANDARD: dict[str, int] = {k: 1 for k in data.RECIPE_KINDS}

ROTGLUT_MAX = 3
ANSPORN_MARK = 4
MEISTERSCHAFT_RUHM = 3
MEISTERSCHAFT_TIE_RUHM = 2
KONKURRENZ_SCHWARZPULVER = 1


def choose(spec: Any, seed: int) -> dict[str, int]:
    """The game's recipes from the option: ``"standard"``, ``"random"`` or a dict per colour.

    A dict may leave colours out (they get recipe 1). Raises ValueError for anything else.
    """
    if spec is None or spec == "standard":
        return dict(STANDARD)
    if spec == "random":
        stream = Stream.derive(seed, "recipes")
        return {k: stream.randint(1, 4) for k in data.RECIPE_KINDS}
    if isinstance(spec, Mapping):
        out = dict(STANDARD)
        for k, n in spec.items():
            if k not in data.RECIPE_KINDS or not isinstance(n, int) or isinstance(n, bool) \
                    or not 1 <= n <= 4:
                raise ValueError(f"bad recipe choice {k!r}: {n!r}")
            out[k] = n
        return out
    raise ValueError(f"unknown recipes option {spec!r}")


def recipe_of(recipes: Mapping[str, int], kind: str) -> str | None:
    """The recipe id a chip kind follows in this game (None for Blitzpulver / Kalkorange)."""
    n = recipes.get(kind)
    return f"{kind}{n}" if n else None


def _kinds(huelse: Sequence[Sequence[Any]]) -> list[str]:
    return [c[0][0] for c in huelse]


def landing_extras(recipes: Mapping[str, int], chip: str, huelse: Sequence[Sequence[Any]],
                   wsum_before: int) -> list[tuple[str, int]]:
    """Extra fields a chip gets from its own recipe „Beim Legen“ (Strontiumrot only).

    ``huelse`` is the Hülse before the chip; ``wsum_before`` the Blitzpulver sum before it (Hitze).
    """
    if chip[0] != "R":
        return []
    rid = recipe_of(recipes, "R")
    prev = huelse[-1][0] if huelse else None
    extra = 0
    if rid == "R1":
        n = sum(1 for c in huelse if c[0][0] == "O")
        extra = 0 if n == 0 else (1 if n == 1 else 2)
    elif rid == "R2":
        extra = data.value(prev) if prev and prev[0] == "W" else 0
    elif rid == "R3":
        extra = min(ROTGLUT_MAX, sum(1 for c in huelse if c[0][0] == "R"))
    elif rid == "R4":
        extra = 2 if wsum_before >= 5 else (1 if wsum_before >= 3 else 0)
    return [(rid, extra)] if extra else []


def kalkbruecke(recipes: Mapping[str, int], chip: str, prev: str | None) -> int:
    """Bariumgrün 2: Kristalle at once when Kalkorange lies directly before."""
    return 1 if chip[0] == "G" and recipes.get("G") == 2 and prev and prev[0] == "O" else 0


def sofortglanz(recipes: Mapping[str, int], chip: str,
                huelse_after: Sequence[Sequence[Any]]) -> int:
    """Purpur 3: Ruhm at once = Purpur in the Hülse now (this one included)."""
    if chip[0] != "P" or recipes.get("P") != 3:
        return 0
    return sum(1 for c in huelse_after if c[0][0] == "P")


def is_binder(recipes: Mapping[str, int], chip: str, prev: str | None) -> bool:
    """Natriumgelb 1 „Bindemittel“ applies: the Blitzpulver directly before goes back."""
    return chip[0] == "Y" and recipes.get("Y") == 1 and prev is not None and prev[0] == "W"


def puffer(recipes: Mapping[str, int], huelse: Sequence[Sequence[Any]]) -> int:
    """Natriumgelb 2: +1 Zündgrenze per Natriumgelb in the Hülse."""
    if recipes.get("Y") != 2:
        return 0
    return sum(1 for c in huelse if c[0][0] == "Y")


def next_bonus(recipes: Mapping[str, int], chip: str) -> tuple[int, bool] | None:
    """Schwung (B4: value, not for Blitzpulver) or Treibsatz (K2: 1) for the very next chip."""
    if chip[0] == "B" and recipes.get("B") == 4:
        return (data.value(chip), True)
    if chip[0] == "K" and recipes.get("K") == 2:
        return (1, False)
    return None


def neighbours(seat: int, seats: int) -> list[int]:
    """Left and right neighbour in seating order (one with two players; both others with three)."""
    if seats <= 1:
        return []
    return sorted({(seat - 1) % seats, (seat + 1) % seats} - {seat})


def wertung(recipes: Mapping[str, int], huelse: Sequence[Sequence[Any]], exploded: bool,
            neighbour_k: Sequence[int], others_k: Sequence[int]) -> list[dict[str, Any]]:
    """The „Wertung“ effects of one Hülse (Abendvorstellung step 2, also after a Fehlzündung).

    ``neighbour_k`` / ``others_k``: Schwarzpulver counts of the neighbours / all others at the table
    (solo: the Messe-Konkurrenz with 1). Returns a list of gains ``{"recipe", "ruhm",
    "kristalle", "vorladung", "remove_w1", "count"}`` — only effects that gave something (or
    Versicherung, which gives rights).
    """
    kinds = _kinds(huelse)
    n = len(kinds)
    out: list[dict[str, Any]] = []

    def gain(rid: str, ruhm: int = 0, kristalle: int = 0, vorladung: int = 0,
             remove_w1: bool = False, count: int = 0) -> None:
        if ruhm or kristalle or vorladung or remove_w1 or rid == "Y3":
            out.append({"recipe": rid, "ruhm": ruhm, "kristalle": kristalle,
                        "vorladung": vorladung, "remove_w1": remove_w1, "count": count})

    tail = [i for i in (n - 1, n - 2) if i >= 0]
    g = recipes.get("G")
    gcount = kinds.count("G")
    if g == 1:
        hits = sum(1 for i in tail if kinds[i] == "G")
        gain("G1", ruhm=hits, kristalle=hits, count=hits)
    elif g == 3:
        hits = 0
        for i, k in enumerate(kinds):
            if k != "G":
                continue
            around = [kinds[j] for j in (i - 1, i + 1) if 0 <= j < n]
            if any(a in ("R", "O") for a in around):
                hits += 1
        gain("G3", kristalle=hits, count=hits)
    elif g == 4:
        gain("G4", kristalle=2 if gcount >= 3 else (1 if gcount == 2 else 0), count=gcount)

    y = recipes.get("Y")
    if y == 3 and "Y" in kinds and exploded:
        gain("Y3", count=kinds.count("Y"))
    elif y == 4 and not exploded and any(kinds[i] == "Y" for i in tail) \
            and any(c[0] == "W1" for c in huelse):
        gain("Y4", remove_w1=True)

    p = recipes.get("P")
    pcount = kinds.count("P")
    if p == 1 and pcount:
        if pcount == 1:
            gain("P1", ruhm=1, count=1)
        elif pcount == 2:
            gain("P1", ruhm=1, kristalle=1, count=2)
        else:
            gain("P1", ruhm=2, vorladung=1, count=pcount)
    elif p == 2 and pcount:
        last_bonus = 2 if kinds[-1] == "P" else 0
        gain("P2", ruhm=pcount + last_bonus, count=pcount)
    elif p == 4 and pcount:
        if pcount >= 3:
            gain("P4", ruhm=2, kristalle=2, count=pcount)
        else:
            gain("P4", kristalle=pcount, count=pcount)

    k = recipes.get("K")
    kcount = kinds.count("K")
    if k == 1 and kcount and neighbour_k:
        beaten = sum(1 for x in neighbour_k if kcount > x)
        if len(neighbour_k) == 1:
            if beaten:
                gain("K1", vorladung=1, kristalle=1, count=kcount)
            elif kcount == neighbour_k[0]:
                gain("K1", vorladung=1, count=kcount)
        elif beaten:
            gain("K1", vorladung=1, kristalle=1 if beaten == len(neighbour_k) else 0, count=kcount)
    elif k == 3 and kcount:
        best_other = max(others_k) if others_k else 0
        if kcount > best_other:
            gain("K3", ruhm=MEISTERSCHAFT_RUHM, count=kcount)
        elif kcount == best_other:
            gain("K3", ruhm=MEISTERSCHAFT_TIE_RUHM, count=kcount)
    return out


def shop_mark(recipes: Mapping[str, int], huelse: Sequence[Sequence[Any]],
              others_k: Sequence[int]) -> list[tuple[str, int]]:
    """„Pulverhandlung“ effects: Kundschaft (B3: value + 1 per Kupferblau), Ansporn (K4)."""
    out: list[tuple[str, int]] = []
    if recipes.get("B") == 3:
        m = sum(data.value(c[0]) + 1 for c in huelse if c[0][0] == "B")
        if m:
            out.append(("B3", m))
    if recipes.get("K") == 4:
        own = sum(1 for c in huelse if c[0][0] == "K")
        m = ANSPORN_MARK * sum(1 for x in others_k if x < own)
        if m:
            out.append(("K4", m))
    return out
