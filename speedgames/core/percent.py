"""Percentages in reasons that never read „16 % statt 16 %“ (issue #28).

:func:`pair` gives two shares as percentages with as many digits as it takes to tell them apart
(whole, then one decimal), or ``None`` when they are equal even at one decimal — then the reason
should say „gleich“ instead of comparing. Whole percentages stay ``int`` and the decimals ``float``,
so :mod:`speedgames.core.i18n` writes „16,4“ in German and „16.4“ in English.
"""

from __future__ import annotations


def pair(a: float, b: float) -> tuple[int | float, int | float] | None:
    """``a`` and ``b`` (shares 0…1) as percentages that differ when shown, else None."""
    pa, pb = round(100 * a), round(100 * b)
    if pa != pb:
        return int(pa), int(pb)
    da, db = round(100 * a, 1), round(100 * b, 1)
    if da != db:
        return float(da), float(db)
    return None
