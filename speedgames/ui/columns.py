"""Column widths of a table (Bestenliste, Endtafel) measured from their headings and values.

Why measured: a fixed width per column holds „PLATZBONUS“ at 100 % text but not at 150 %, and a
value that does not fit is shrunk on its own, so one row mixes sizes. Here every column is at
least as wide as its widest value and its longest heading word (a heading may take a second line
between words, never inside one); the flexible columns (the name, the notes) take what is left.
Only when even that does not fit the window is everything narrowed evenly (and what then does not
fit is recorded by ``widgets.clipping``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from speedgames.ui.widgets import hyphen_wrap

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme

HEAD_ROLE = "label"


@dataclass
class Column:
    key: str
    heading: str          # as drawn (the caller's capitals)
    base: int             # the width at normal text, in window pixels
    align: str = "center"
    values: Sequence[str] = ()
    role: str = "body"    # the values' font
    bold: bool = False
    flex: bool = False    # takes a share of the room left (name, notes)
    wraps: bool = False   # the values wrap in their cell: only their longest word must fit


def _widest(theme: "Theme", texts: Sequence[str], role: str, bold: bool, words: bool) -> int:
    font = theme.font(role, bold)
    parts = [w for text in texts for w in (text.split() if words else [text]) if w]
    return max((font.size(p)[0] for p in parts), default=0)


def fit_columns(theme: "Theme", columns: Sequence[Column], width: int,
                pad: int = 8) -> list[int]:
    """The width of each column (in order) so that together they fill ``width``."""
    need, least = [], []
    for c in columns:
        head_word = _widest(theme, [c.heading], HEAD_ROLE, False, True)
        value = _widest(theme, list(c.values), c.role, c.bold, c.wraps)
        least.append(max(head_word, value) + pad)
        whole = _widest(theme, [c.heading], HEAD_ROLE, False, False) + pad
        need.append(max(c.base, least[-1], min(whole, c.base * 3 // 2)))
    flex = [i for i, c in enumerate(columns) if c.flex]
    widths = [0 if i in flex else need[i] for i in range(len(columns))]
    for i in flex:
        widths[i] = least[i]
    over = sum(widths) - width
    if over > 0:  # give up the comfortable widths of the fixed columns first
        room = [widths[i] - least[i] for i in range(len(columns))]
        spare = sum(room)
        for i in range(len(columns)):
            if spare:
                widths[i] -= min(room[i], room[i] * over // spare + 1)
    rest = width - sum(widths)
    if rest > 0:
        if flex:
            share = sum(columns[i].base for i in flex) or len(flex)
            for i in flex:
                widths[i] += rest * (columns[i].base or 1) // share
        else:
            widths[-1] += rest
    elif rest < 0:  # the window is too small even so: narrow everything evenly (recorded)
        total = sum(widths)
        widths = [w * width // total for w in widths]
    return widths


def heading_height(theme: "Theme", columns: Sequence[Column], widths: Sequence[int],
                   pad: int = 8) -> int:
    """The height of the heading row: the most lines any heading wraps to, between words."""
    font = theme.font(HEAD_ROLE)
    lines = max((len(hyphen_wrap(c.heading, font, max(1, w - pad), report=False))
                 for c, w in zip(columns, widths) if c.heading), default=1)
    return lines * font.get_linesize()
