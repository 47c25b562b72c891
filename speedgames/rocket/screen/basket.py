"""The Pulverhandlung's basket: up to two chips of different colours, by ware key or by click.

The rules allow „bis zu zwei Chips in verschiedenen Farben“. A key 1–7 picks a ware: the first
press takes its dearest value that still fits next to the other chip, each further press the next
cheaper one, and after the cheapest the ware is taken out again. A second colour is added, never
swapped for the first (a silent swap had left a newcomer with only the Kalkorange after pressing
3, then 1): if needed, the first chip steps down to a cheaper value of its colour to make room
(``"made_room"``, which the caller tells). When even that does not fit (``"no_room"``), or two
chips are chosen already (``"full"``), nothing changes and the caller says why.
"""

from __future__ import annotations

from collections.abc import Mapping

MAX_CHIPS = 2


class Basket:
    """Up to two chips of different kinds, chosen by ware keys or by clicking a value."""

    def __init__(self) -> None:
        self.chips: list[str] = []
        self.stepped: tuple[str, str] | None = None   # the last „made_room“: (was, now)

    def clear(self) -> None:
        self.chips = []
        self.stepped = None

    def cost(self, prices: Mapping[str, int]) -> int:
        return sum(prices.get(c, 0) for c in self.chips)

    def of_kind(self, kind: str) -> str | None:
        return next((c for c in self.chips if c[0] == kind), None)

    def others(self, kind: str) -> list[str]:
        """The chips of the basket that are not of ``kind``."""
        return [c for c in self.chips if c[0] != kind]

    def room(self, kind: str, prices: Mapping[str, int], mark: int) -> int:
        """Mark left for a chip of ``kind`` beside the other chips of the basket."""
        return mark - sum(prices.get(c, 0) for c in self.others(kind))

    def press(self, kind: str, prices: Mapping[str, int], mark: int) -> str:
        """The ware key for ``kind``; returns ``"picked"``, ``"cheaper"``, ``"removed"``,
        ``"made_room"`` (added, the first chip one value cheaper — see :meth:`_make_room`),
        ``"unavailable"`` (not on sale tonight), ``"too_dear"`` (no value affordable at all),
        ``"no_room"`` (none fits beside the other chip) or ``"full"`` (two chips chosen)."""
        values = sorted((c for c in prices if c[0] == kind), key=lambda c: -prices[c])
        if not values:
            return "unavailable"
        current = self.of_kind(kind)
        budget = self.room(kind, prices, mark)
        if current is None:
            if len(self.chips) >= MAX_CHIPS:
                return "full"
            fit = [c for c in values if prices[c] <= budget]
            if fit:
                self.chips = self.chips + [fit[0]]
                return "picked"
            if not any(prices[c] <= mark for c in values):
                return "too_dear"
            return self._make_room(kind, values, prices, mark)
        cheaper = [c for c in values if prices[c] < prices[current] and prices[c] <= budget]
        if cheaper:
            self.chips = [cheaper[0] if c == current else c for c in self.chips]
            return "cheaper"
        self.chips = [c for c in self.chips if c != current]
        return "removed"

    def _make_room(self, kind: str, values: list[str], prices: Mapping[str, int],
                   mark: int) -> str:
        """The second colour does not fit beside the first chip as it is: a cheaper value of
        the first (the dearest that leaves room) makes room — „3, then 1“ with 10 Mark gives
        Kupferblau 1 and Kalkorange, not Kupferblau 2 alone. ``stepped`` tells the swap."""
        if len(self.chips) != 1:
            return "no_room"
        first = self.chips[0]
        cheaper = sorted((c for c in prices if c[0] == first[0] and prices[c] < prices[first]),
                         key=lambda c: -prices[c])
        for low in cheaper:
            fit = [c for c in values if prices[c] + prices[low] <= mark]
            if fit:
                self.chips = [low, fit[0]]
                self.stepped = (first, low)
                return "made_room"
        return "no_room"

    def toggle(self, chip: str, prices: Mapping[str, int], mark: int) -> str:
        """A click on a value: take it (in place of another value of its kind), or put it back
        when it is in; the same answers as :meth:`press`."""
        if chip in self.chips:
            self.chips.remove(chip)
            return "removed"
        if chip not in prices:
            return "unavailable"
        kind = chip[0]
        if self.of_kind(kind) is None and len(self.chips) >= MAX_CHIPS:
            return "full"
        if prices[chip] > mark:
            return "too_dear"
        if prices[chip] > self.room(kind, prices, mark):
            return "no_room"
        current = self.of_kind(kind)
        self.chips = [chip if c == current else c for c in self.chips] if current else \
            self.chips + [chip]
        return "picked"
