"""The read-only picture of the Speedtulpe table that the drawing and the info windows work from.

Why: the Hud and the info windows used to read the scene's attributes directly (its controller,
selection, advice …), so every part knew the scene's insides. Now the scene builds one
:class:`TableView` per frame from its state (the scene's ``view()``) and the parts get only that;
the words the table shows (status line, caption, Wurf counter, player cards) are derived from it
here. Nothing here changes anything; rule questions go to :mod:`.view_model` and :mod:`.rules`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from speedgames.core.i18n import t
from speedgames.tulpe.screen import rules as ui_rules
from speedgames.tulpe.screen import view_model
from speedgames.tulpe.screen.controller import ACTIVE, OTHERS, OVER, ROLL, Step
from speedgames.tulpe.screen.field import FieldData
from speedgames.tulpe.screen.players import Card
from speedgames.tulpe.screen.tray import TrayState
from speedgames.ui.tooltip import render_message


@dataclass(frozen=True)
class Chosen:
    """A frozen copy of the selection being built: dice, then cells in the order tapped."""

    color_die: int | None = None
    number_die: int | None = None
    cells: tuple[tuple[int, int], ...] = ()

    @property
    def empty(self) -> bool:
        return self.color_die is None and self.number_die is None and not self.cells


@dataclass(frozen=True)
class TableView:
    """Everything the table's parts draw, as it is now (see the module docstring)."""

    summary: Mapping[str, Any]
    options: Mapping[str, Any]
    step: Step
    actions: int                      # actions played so far
    seats: tuple[Mapping[str, Any], ...]
    names: tuple[str, ...]            # each seat's name, rendered
    full_names: tuple[Any, ...]       # each seat's name as a Text or str (info window title)
    short_names: tuple[Any, ...]      # the names for the small cards
    humans: tuple[bool, ...]          # per seat: a human plays it
    human: int | None                 # the human who should have the device now
    computer: int | None              # a computer that may act now
    human_step: tuple[str, int] | None  # (step kind, seat) when a human may act here now
    viewed: int                       # whose field is the big one
    chooser: int | None               # the human choosing at this device
    pinned: bool                      # the big field was picked by hand
    selection: Chosen
    advice: Any                       # the Rat's Option, or None
    suggested: tuple[str, int] | None  # the die flashed as „the matching colour die“
    rat_used: bool
    rat_allowed: bool
    mode: str
    mode_key: str
    daily_counts: bool
    rolling: bool                     # the dice still tumble
    busy: bool                        # an animation the table waits for
    thinking: bool                    # a computer's pause runs
    privacy_for: int | None
    opening: tuple[tuple[int, int, int], ...]  # (owner, col, row) of blooms still opening
    pulse: float                      # seconds since the scene began (sails, glow)
    replaying: bool = False           # Partie ansehen: nobody acts here

    @property
    def rekord(self) -> bool:
        return self.mode in ("rekordjagd", "daily")

    def field_data(self, seat: int | None = None) -> FieldData:
        """The field of ``seat`` (default: the big one) as the screen shows it."""
        return view_model.field_data(self.summary, self.viewed if seat is None else seat,
                                     self.options)

    def die_value(self, kind: str, index: int | None) -> Any:
        return view_model.die_value(self.summary, kind, index)

    def taken(self) -> frozenset[tuple[str, int]]:
        return view_model.taken_dice(self.summary)

    def player(self, seat: int) -> Mapping[str, Any]:
        players = self.summary.get("players", [])
        return players[seat] if seat < len(players) else {}


def cards(view: TableView) -> list[Card]:
    """The players' cards at the top, one per seat."""
    step = view.step
    out = []
    for seat in range(len(view.seats)):
        p = view.player(seat)
        waiting = step.kind in (ACTIVE, OTHERS) and seat in step.seats
        level = None if view.humans[seat] else t(
            f"levels.{view.seats[seat].get('level', 'normal')}")
        out.append(Card(seat=seat, name=render_message(view.short_names[seat]),
                        score=int(p.get("score", 0)), level=level, cans=int(p.get("cans", 0)),
                        data=view.field_data(seat),
                        active=seat == step.active and step.kind != OVER,
                        waiting=waiting and seat != step.active,
                        shown=seat == view.viewed, human=view.humans[seat]))
    return out


def status_text(view: TableView) -> str:
    """One line under the dice: what to do now (or who is doing what)."""
    step = view.step
    if step.kind == OVER:
        return t("tulpe.ui.status.over")
    if view.rolling:
        return t("tulpe.ui.status.rolling")
    if view.replaying:  # who is at it, without the keys: nobody acts in Partie ansehen
        if step.kind == ROLL:
            return t("tulpe.ui.status.watch_roll", name=view.names[step.active])
        if step.kind == ACTIVE:
            return t("tulpe.ui.status.watch_choose", name=view.names[step.active])
        return t("tulpe.ui.status.watch_others")
    human, computer = view.human, view.computer
    if computer is not None and (human is None or step.kind == OTHERS
                                 or computer == step.active):
        return t("tulpe.ui.status.computer", name=view.names[computer])
    if human is None:
        return ""
    if view.advice is not None and view.advice.reason is not None:
        return t("tulpe.ui.status.rat", reason=render_message(view.advice.reason))
    name = view.names[human]
    if step.kind == ROLL:
        return t("tulpe.ui.status.roll", name=name)
    sel = view.selection
    if sel.color_die is None or sel.number_die is None:
        key = "tulpe.ui.status.pick_dice_rest" if step.kind == OTHERS \
            else "tulpe.ui.status.pick_dice"
        return t(key, name=name)
    refusal = view_model.bloom_refusal(view.summary, view.chooser, sel)
    if refusal is None:
        return t("tulpe.ui.status.confirm")
    number = view.die_value("number", sel.number_die)
    color = view.die_value("color", sel.color_die)
    problem = ui_rules.problem(view.summary, human, None if color == "*" else color,
                               number if isinstance(number, int) else None, sel.cells)
    if problem is not None:
        return render_message(problem)
    if not sel.cells and not view_model.fitting_fields(view.summary, human, sel):
        # nothing lights: say so instead of asking for fields that cannot be chosen
        return t("tulpe.ui.status.fits_nowhere", color=_color_word(color),
                 number=number if isinstance(number, int) else "?")
    if isinstance(number, int) and number > len(sel.cells):
        left = number - len(sel.cells)
        return t("tulpe.ui.status.pick_cells" if left > 1 else "tulpe.ui.status.pick_cell",
                 n=left)
    if not isinstance(number, int) and len(sel.cells) < 5:
        return t("tulpe.ui.status.pick_cells_can")  # a Gießkanne: more fields may follow
    return render_message(refusal)


def _color_word(color: Any) -> str:
    """„Weiß“, „Rot“ … (the Gießkanne's word for a wild colour die)."""
    from speedgames.tulpe.screen import log_lines

    return log_lines.color_name(color).render()


def caption(view: TableView) -> str:
    """The line over the big field: whose it is, and whether it is only looked at."""
    name = view.names[view.viewed]
    if view.chooser is not None and view.viewed != view.chooser:
        return t("tulpe.ui.caption.other", name=name)
    return t("tulpe.ui.caption.own", name=name)


def wurf_text(view: TableView) -> str:
    """„Wurf 7 von 30“ alone, „Wurf 7“ at a table: the counter in the title panel."""
    wurf = int(view.summary.get("wurf", 0) or 0)
    limit = view.summary.get("wurf_limit")
    return t("tulpe.ui.wurf_of", n=wurf, total=limit) if limit else t("tulpe.ui.wurf", n=wurf)


def tray_state(view: TableView) -> TrayState:
    """What the dice tray shows: the dice once they lie still, the selection, what may be
    pressed, the status line."""
    summary = view.summary
    dice = summary.get("dice", {}) or {}
    kind = view.human_step[0] if view.human_step else None
    sel = view.selection
    adv: set = set()
    if view.advice is not None and view.advice.action.type == "choose":
        adv = {("color", view.advice.action.get("color_die")),
               ("number", view.advice.action.get("number_die"))}
    shown = bool(summary.get("rolled")) and not view.rolling
    return TrayState(
        colors=dice.get("colors", []) if shown else [],
        numbers=dice.get("numbers", []) if shown else [],
        color_sel=sel.color_die, number_sel=sel.number_die,
        taken=view.taken(), blocked=view_model.blocked_dice(summary, view.chooser, sel),
        can_choose=kind in (ACTIVE, OTHERS), can_roll=kind == ROLL,
        can_bloom=kind in (ACTIVE, OTHERS)
        and view_model.bloom_refusal(summary, view.chooser, sel) is None,
        can_pass=kind in (ACTIVE, OTHERS), status=status_text(view),
        suggested=view.suggested, advice=frozenset(adv))
