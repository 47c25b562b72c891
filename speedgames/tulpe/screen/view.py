"""The Speedtulpe table as the screen shows it: one frozen :class:`TulpeView` per change.

Why: the drawing, the info windows and the input read only this — never the scene, the table or
the rules' state. :func:`build_view` makes it from ``state.view(table.viewer)`` (the rules' view
for the eyes at the device; while a curtain is due, for nobody: public facts only), the flow's
answers (:mod:`.flow`) and the scene's own UI state (selection, the field looked at, the Rat's
advice, animations). Hidden information stays hidden by construction: the rules' view holds no
other person's covert choice, and not even the viewer's own is copied in (the field shows a
choice only once it blooms), so two positions that differ only in another person's covert choice
give the same view.

The pieces the drawing parts take — :class:`FieldData` (one field), :class:`Card` (a player at the
top), :class:`TrayState` (the dice tray) — are here too, with the words the table shows
(:func:`caption_of`, :func:`status_text`, :func:`wurf_of`). Rule questions — which fields fit
the selection, which dice are taken or cannot be paid — go to :mod:`.rules`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping, Sequence

from speedgames.core.i18n import Text, t
from speedgames.tulpe.rules.layout import COLS, ROWS
from speedgames.tulpe.screen import rules as ui_rules
from speedgames.tulpe.screen.flow import (
    ACTIVE,
    OTHERS,
    OVER,
    ROLL,
    Phase,
    TulpeFlow,
    phase_of,
    seat_name,
    short_name,
)
from speedgames.tulpe.screen.rules import (
    DieId,
    bloom_refusal,
    blocked_dice,
    die_face,
    fitting_fields,
    taken_dice,
)

Cell = tuple[int, int]


# ---------------------------------------------------------------------------- the pieces
@dataclass(frozen=True)
class FieldData:
    """What a field shows: the layout, one player's blooms and the values still open."""

    colors: Sequence[str]                    # 7 strings of 15 colour ids
    stars: frozenset[Cell]
    bloomed: frozenset[Cell] = frozenset()
    first: Sequence[int] = ()                # column values A…O, first completer
    later: Sequence[int] = ()                # later completers (may be all 0)
    column_gone: frozenset[int] = frozenset()  # columns whose first value is claimed
    color_first: int = 5
    color_later: int = 3
    color_gone: frozenset[str] = frozenset()
    full_columns: frozenset[int] = frozenset()  # this player's full columns
    full_colors: frozenset[str] = frozenset()
    first_mine: frozenset = frozenset()         # columns / colours this player got first
    owner: int = 0

    def color(self, cell: Cell) -> str:
        return self.colors[cell[1]][cell[0]]


@dataclass(frozen=True)
class Card:
    """A player's card at the top."""

    seat: int
    name: str
    score: int
    cans: int
    data: FieldData
    active: bool = False        # rolls / chooses first this Wurf
    waiting: bool = False       # still has to choose
    shown: bool = False         # its field is the big one
    human: bool = True
    level: str | None = None    # a computer's level, shown when nothing else is to say


@dataclass(frozen=True)
class TrayState:
    """What the dice tray shows: the dice once they lie still, the selection, what may be
    pressed, the status line."""

    colors: Sequence[Any] = ()          # 3 colour ids or "*"; empty before the roll
    numbers: Sequence[Any] = ()         # 3 numbers or "*"
    color_sel: int | None = None
    number_sel: int | None = None
    taken: frozenset[DieId] = frozenset()     # taken by the active player (shown to others)
    blocked: frozenset[DieId] = frozenset()   # may not be taken (no Gießkanne left, …)
    can_choose: bool = False
    can_roll: bool = False
    can_bloom: bool = False
    can_pass: bool = False
    status: str = ""                    # one line: what to do now
    suggested: DieId | None = None      # flashed: „the matching colour die“
    advice: frozenset[DieId] = frozenset()


@dataclass(frozen=True)
class Chosen:
    """A frozen copy of the selection being built: dice, then cells in the order tapped."""

    color_die: int | None = None
    number_die: int | None = None
    cells: tuple[Cell, ...] = ()

    @property
    def empty(self) -> bool:
        return self.color_die is None and self.number_die is None and not self.cells


@dataclass(frozen=True)
class UiState:
    """The scene's own state the view is made of besides the table."""

    viewed: int = 0                   # whose field is the big one
    pinned: bool = False              # … picked by hand
    chooser: int | None = None        # the person the scene last gave the device's choices to
    selection: Chosen = Chosen()
    advice: Any = None                # the Rat's suggestion (an Option), or None
    rat_thinking: bool = False        # the Rat is still thinking it out
    suggested: DieId | None = None    # the die flashed as „the matching colour die“
    rolling: bool = False             # the dice still tumble
    busy: bool = False                # an animation the table waits for
    opening: tuple[tuple[int, int, int], ...] = ()  # (owner, col, row) of blooms opening
    replaying: bool = False           # Partie ansehen: nobody acts here


@dataclass(frozen=True)
class TulpeView:
    """Everything the table's parts draw, as it is now (see the module docstring)."""

    facts: Mapping[str, Any]          # the rules' view for the viewer (frozen; no choices)
    options: Mapping[str, Any]
    phase: Phase
    actions: int                      # actions played so far
    names: tuple[str, ...]            # each seat's name, rendered
    full_names: tuple[Any, ...]       # each seat's name as a Text or str (info window title)
    humans: tuple[bool, ...]          # per seat: a person plays it
    person: int | None                # the person who should have the device now
    computer: int | None              # a computer that moves now
    acting: tuple[str, int] | None    # (phase kind, seat): a person may act at the device now
    viewer: int | None                # whose eyes the screen is for (None: public only)
    viewed: int
    chooser: int | None               # the person choosing at this device (or who last did)
    pinned: bool
    selection: Chosen
    fits: frozenset[Cell]             # the fields that light up for the selection
    advice: Any
    rat_thinking: bool
    suggested: DieId | None
    rat_used: bool
    rat_allowed: bool
    mode: str
    mode_key: str
    daily_counts: bool
    rolling: bool
    busy: bool
    thinking: bool                    # a computer (or a stand-in) works
    curtain: int | None               # the person the curtain waits for
    opening: tuple[tuple[int, int, int], ...]
    replaying: bool
    fields: tuple[FieldData, ...]     # every seat's field
    cards: tuple[Card, ...]
    status: str = ""
    tray: TrayState = TrayState()

    @property
    def rekord(self) -> bool:
        return self.mode in ("rekordjagd", "daily")

    @property
    def seats(self) -> int:
        return len(self.names)

    @property
    def caption(self) -> str:
        """The line over the big field (:func:`caption_of`)."""
        return caption_of(self)

    @property
    def wurf(self) -> str:
        """The Wurf counter of the title card (:func:`wurf_of`)."""
        return wurf_of(self)

    def field_data(self, seat: int | None = None) -> FieldData:
        """The field of ``seat`` (default: the big one)."""
        return self.fields[self.viewed if seat is None else seat]

    def die_value(self, kind: str, index: int | None) -> Any:
        return die_face(self.facts, kind, index)

    def taken(self) -> frozenset[DieId]:
        return taken_dice(self.facts)

    def player(self, seat: int) -> Mapping[str, Any]:
        players = self.facts.get("players", ())
        return players[seat] if 0 <= seat < len(players) else {}


# ---------------------------------------------------------------------------- building
def render_message(message: Any) -> str:
    """A Text in the current language; a plain string as it is."""
    return message.render() if isinstance(message, Text) else str(message)


def frozen(value: Any) -> Any:
    """A read-only copy of JSON-like data: mappings become mapping proxies, lists tuples."""
    if isinstance(value, Mapping):
        return MappingProxyType({k: frozen(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    return value


def public_facts(state: Any, viewer: int | None) -> Mapping[str, Any]:
    """``state.view(viewer)`` without any choice but the active seat's open one, frozen.

    Before the roll the rules show no dice (nobody may know the coming roll)."""
    raw = dict(state.view(viewer))
    for private in ("my_choice", "seat"):
        raw.pop(private, None)
    if raw.get("dice") is None:
        raw["dice"] = {"colors": [], "numbers": []}
    return frozen(raw)


def build_view(table: Any, flow: TulpeFlow, ui: UiState,
               facts: Mapping[str, Any] | None = None) -> TulpeView:
    """The view of ``table`` now (see the module docstring). ``facts``: the position's
    :func:`public_facts` when the caller keeps them (they change only with the position)."""
    state = table.state
    viewer = table.viewer
    facts = public_facts(state, viewer) if facts is None else facts
    seats = list(table.match.options.get("seats", []))
    n = len(seats)
    phase = phase_of(state)
    turn = flow.turn(table)
    at = table.at_device
    chooser = ui.chooser
    acting = None  # the person at the device, while the position still wants them (an
    # action of theirs is followed by the table's next tick, which may hand the device on)
    if not ui.replaying and not ui.busy and at is not None and at == turn.person \
            and table.standing_in != at:
        acting = (phase.kind, at)
    sel = ui.selection if viewer is not None else Chosen()
    viewed = ui.viewed if 0 <= ui.viewed < max(1, n) else 0
    fits: frozenset[Cell] = frozenset()
    if acting is not None and chooser == viewed and not sel.empty:
        fits = fitting_fields(facts, chooser, sel) - set(sel.cells)
    fields = tuple(field_data(facts, seat, table.match.options) for seat in range(n))
    humans = tuple(table.is_person(i) for i in range(n))
    view = TulpeView(
        facts=facts, options=frozen(dict(table.match.options)), phase=phase,
        actions=len(table.match.actions),
        names=tuple(render_message(seat_name(seats, i)) for i in range(n)),
        full_names=tuple(seat_name(seats, i) for i in range(n)), humans=humans,
        person=turn.person, computer=turn.computers[0] if turn.computers else None,
        acting=acting, viewer=viewer, viewed=viewed, chooser=chooser, pinned=ui.pinned,
        selection=sel, fits=fits, advice=ui.advice if viewer is not None else None,
        rat_thinking=ui.rat_thinking, suggested=ui.suggested, rat_used=table.rat_used,
        rat_allowed=flow.rat_allowed(table), mode=table.mode, mode_key=flow.mode_key(table),
        daily_counts=bool(table.daily_counts) if table.mode == "daily" else True,
        rolling=ui.rolling, busy=ui.busy,
        thinking=bool(turn.computers) or table.standing_in is not None,
        curtain=table.curtain, opening=ui.opening, replaying=ui.replaying, fields=fields,
        cards=_cards(facts, phase, fields, seats, humans, viewed))
    status = status_text(view)
    return replace(view, status=status, tray=tray_state(view, status))


def _cards(facts: Mapping[str, Any], phase: Phase, fields: Sequence[FieldData],
           seats: Sequence[Mapping[str, Any]], humans: Sequence[bool],
           viewed: int) -> tuple[Card, ...]:
    """The players' cards at the top, one per seat."""
    players = facts.get("players", ())
    out = []
    for seat in range(len(seats)):
        p = players[seat] if seat < len(players) else {}
        waiting = phase.kind in (ACTIVE, OTHERS) and seat in phase.seats
        level = None if humans[seat] else t(f"levels.{seats[seat].get('level', 'normal')}")
        out.append(Card(seat=seat, name=render_message(short_name(seats, seat)),
                        score=int(p.get("score", 0)), level=level, cans=int(p.get("cans", 0)),
                        data=fields[seat], active=seat == phase.active and phase.kind != OVER,
                        waiting=waiting and seat != phase.active, shown=seat == viewed,
                        human=humans[seat]))
    return tuple(out)


# ---------------------------------------------------------------------------- the facts
def cells(raw: Any) -> frozenset[Cell]:
    out = set()
    for item in raw or ():
        try:
            out.add((int(item[0]), int(item[1])))
        except (TypeError, ValueError, IndexError):
            continue
    return frozenset(out)


def field_data(facts: Mapping[str, Any], seat: int, options: Mapping[str, Any]) -> FieldData:
    """The field of ``seat`` as the screen shows it."""
    layout = facts.get("layout", {})
    colors = list(layout.get("colors", ["R" * COLS] * ROWS))
    players = facts.get("players", ())
    player = players[seat] if 0 <= seat < len(players) else {}
    claimed_cols, claimed_colors = ui_rules.claimed(facts)
    first, later, color_first, color_later = ui_rules.values(options)
    return FieldData(colors=colors, stars=cells(layout.get("stars")),
                     bloomed=cells(player.get("bloomed")), first=first, later=later,
                     column_gone=frozenset(claimed_cols), color_first=color_first,
                     color_later=color_later, color_gone=frozenset(claimed_colors),
                     full_columns=frozenset(int(c) for c in player.get("columns", ())),
                     full_colors=frozenset(str(c) for c in player.get("colors", ())),
                     first_mine=first_completions(player.get("breakdown")), owner=seat)


def first_completions(breakdown: Any) -> frozenset:
    """Columns (ints) and colours (ids) this player completed first, from the Rechenweg."""
    out: set = set()
    for item in breakdown or ():
        if not isinstance(item, Mapping) or not item.get("first"):
            continue
        if item.get("kind") == "column" and isinstance(item.get("col"), int):
            out.add(item["col"])
        elif item.get("kind") == "color" and isinstance(item.get("color"), str):
            out.add(item["color"])
    return frozenset(out)


def newly_bloomed(before: Mapping[str, Any] | None,
                  after: Mapping[str, Any]) -> dict[int, set[Cell]]:
    """Per seat, the cells that bloomed between two positions (for the opening animation)."""
    out: dict[int, set[Cell]] = {}
    if not before:
        return out
    old = before.get("players", ())
    for i, player in enumerate(after.get("players", ())):
        prev = cells(old[i].get("bloomed")) if i < len(old) else frozenset()
        new = cells(player.get("bloomed")) - prev
        if new:
            out[i] = set(new)
    return out


# ---------------------------------------------------------------------------- the words
def status_text(view: TulpeView) -> str:
    """One line under the dice: what to do now (or who is doing what)."""
    phase = view.phase
    if phase.kind == OVER:
        return t("tulpe.ui.status.over")
    if view.rolling:
        return t("tulpe.ui.status.rolling")
    if view.replaying:  # who is at it, without the keys: nobody acts in Partie ansehen
        if phase.kind == ROLL:
            return t("tulpe.ui.status.watch_roll", name=view.names[phase.active])
        if phase.kind == ACTIVE:
            return t("tulpe.ui.status.watch_choose", name=view.names[phase.active])
        return t("tulpe.ui.status.watch_others")
    if view.computer is not None:
        return t("tulpe.ui.status.computer", name=view.names[view.computer])
    person = view.person
    if person is None:
        return ""
    if view.rat_thinking:
        return t("tulpe.ui.status.rat_thinking")
    if view.advice is not None and view.advice.reason is not None:
        return t("tulpe.ui.status.rat", reason=render_message(view.advice.reason))
    name = view.names[person]
    if phase.kind == ROLL:
        return t("tulpe.ui.status.roll", name=name)
    sel = view.selection
    if sel.color_die is None or sel.number_die is None:
        key = "tulpe.ui.status.pick_dice_rest" if phase.kind == OTHERS \
            else "tulpe.ui.status.pick_dice"
        return t(key, name=name)
    refusal = bloom_refusal(view.facts, view.chooser, sel)
    if refusal is None:
        return t("tulpe.ui.status.confirm")
    number = view.die_value("number", sel.number_die)
    color = view.die_value("color", sel.color_die)
    problem = ui_rules.problem(view.facts, person, None if color == "*" else color,
                               number if isinstance(number, int) else None, list(sel.cells))
    if problem is not None:
        return render_message(problem)
    if not sel.cells and not fitting_fields(view.facts, person, sel):
        # nothing lights: say so instead of asking for fields that cannot be chosen
        return t("tulpe.ui.status.fits_nowhere", color=color_name(color).render(),
                 number=number if isinstance(number, int) else "?")
    if isinstance(number, int) and number > len(sel.cells):
        left = number - len(sel.cells)
        return t("tulpe.ui.status.pick_cells" if left > 1 else "tulpe.ui.status.pick_cell",
                 n=left)
    if not isinstance(number, int) and len(sel.cells) < 5:
        return t("tulpe.ui.status.pick_cells_can")  # a Gießkanne: more fields may follow
    return render_message(refusal)


def color_name(color: Any) -> Text:
    """„Weiß“, „Rot“ … — or „Gießkanne“ for a wild colour die."""
    if color == "*":
        return Text("tulpe.ui.can")
    return Text(f"tulpe.ui.color.{color}")


def caption_of(view: TulpeView) -> str:
    """The line over the big field: whose it is, and whether it is only looked at."""
    name = view.names[view.viewed]
    if view.chooser is not None and view.viewed != view.chooser:
        return t("tulpe.ui.caption.other", name=name)
    return t("tulpe.ui.caption.own", name=name)


def wurf_of(view: TulpeView) -> str:
    """„Wurf 7 von 30“ alone, „Wurf 7“ at a table: the counter in the title panel."""
    wurf = int(view.facts.get("wurf", 0) or 0)
    limit = view.facts.get("wurf_limit")
    return t("tulpe.ui.wurf_of", n=wurf, total=limit) if limit else t("tulpe.ui.wurf", n=wurf)


def tray_state(view: TulpeView, status: str) -> TrayState:
    """What the dice tray shows: the dice once they lie still, the selection, what may be
    pressed, the status line."""
    facts = view.facts
    dice = facts.get("dice") or {}
    kind = view.acting[0] if view.acting else None
    sel = view.selection
    adv: set = set()
    if view.advice is not None and view.advice.action.type == "choose":
        adv = {("color", view.advice.action.get("color_die")),
               ("number", view.advice.action.get("number_die"))}
    shown = bool(facts.get("rolled")) and not view.rolling
    choosing = kind in (ACTIVE, OTHERS)
    return TrayState(
        colors=dice.get("colors", ()) if shown else (),
        numbers=dice.get("numbers", ()) if shown else (),
        color_sel=sel.color_die, number_sel=sel.number_die, taken=view.taken(),
        blocked=blocked_dice(facts, view.chooser, sel), can_choose=choosing,
        can_roll=kind == ROLL,
        can_bloom=choosing and bloom_refusal(facts, view.chooser, sel) is None,
        can_pass=choosing, status=status, suggested=view.suggested, advice=frozenset(adv))
