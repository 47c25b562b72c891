"""The six styles of the Speedrocket computers („Draufgänger“ … „Tempomacher“) as numbers.

A style never changes what is legal, only how the same judgement leans: the draw/stop comparison
gets a bias (Draufgänger wagen etwas mehr, Vorsichtige hören früher auf), and the shop multiplies
the worth of its favourite ware. The ids are the ones the table setup offers
(``speedgames.rocket.description.STYLES``); each has a name and a one-line description in the
locale (``rocket.ai.style.<id>.name`` / ``.text``) for the seat's info window.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from speedgames.core.i18n import Text


@dataclass(frozen=True)
class Style:
    id: str
    #: added to the value of „Ziehen“ before it is compared with „Aufhören“ (Ruhm-equivalents)
    draw_bias: float = 0.0
    #: shift of the fixed danger level of the mittel computer and the feeling of the leicht one
    danger_shift: float = 0.0
    #: worth multipliers per chip kind in the Pulverhandlung
    kind_weight: dict[str, float] = field(default_factory=dict)
    #: multiplier on the value of a Kristall (Kristallsammler keep and chase them)
    kristall_weight: float = 1.0
    #: multiplier on the value of a field forward (Tempomacher love speed and Vorladung)
    field_weight: float = 1.0

    def weight(self, kind: str) -> float:
        return self.kind_weight.get(kind, 1.0)

    @property
    def name(self) -> Text:
        return Text(f"rocket.ai.style.{self.id}.name")

    @property
    def description(self) -> Text:
        return Text(f"rocket.ai.style.{self.id}.text")


NEUTRAL = Style("neutral")

STYLES: dict[str, Style] = {
    "draufgaenger": Style("draufgaenger", draw_bias=0.35, danger_shift=0.08),
    "vorsichtig": Style("vorsichtig", draw_bias=-0.35, danger_shift=-0.08),
    "kristallsammler": Style("kristallsammler", kind_weight={"G": 1.5, "P": 1.1},
                             kristall_weight=1.35),
    "schwarzpulver": Style("schwarzpulver", kind_weight={"K": 1.8}),
    "purpur": Style("purpur", kind_weight={"P": 1.6}),
    "tempomacher": Style("tempomacher", draw_bias=0.1, kind_weight={"R": 1.3, "B": 1.2, "O": 1.2},
                         field_weight=1.25),
}

STYLE_IDS: tuple[str, ...] = tuple(STYLES)


def get(style: str | None) -> Style:
    """The style with this id; ``None`` (or an unknown id from an old save) is the neutral one."""
    if style is None:
        return NEUTRAL
    return STYLES.get(style, NEUTRAL)
