"""What the Speedsprit board shows of one position: one frozen view model per change.

Why: the pictures (:mod:`.draw`, :mod:`.panel`, :mod:`.rat` …), the buttons and the input read
exactly what the board shows, as plain values — no rules state and no advice object inside — so
they can neither change the game nor depend on the scene, and a test can build and compare a
position's view without a window. :class:`ViewBuilder` makes a :class:`SpritView` from the table
(the state's public facts, the flow's answers) plus the scene's own UI state (:class:`BoardUi`),
again only when one of them changed (:meth:`ViewBuilder.view`).

Hidden information stays hidden by construction: Speedsprit's only secret is the order of the
deck (the draw pile's make-up is public, ``SpritState.view``); the builder never reads it, so two
positions that differ only in the deck's order give the same view (a test checks it).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Mapping

from speedgames.core.game import Action
from speedgames.core.i18n import Text, language, t
from speedgames.sprit.screen import ziel_hint
from speedgames.sprit.screen.card import sign_text
from speedgames.sprit.screen.cars import seat_colour
from speedgames.sprit.screen.flow import SpritFlow, prices
from speedgames.sprit.screen.rat import RatView, rat_view

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState
    from speedgames.ui.table import Table

#: the board's move buttons and the action each makes
MOVES: tuple[tuple[str, Action], ...] = (
    ("werkstatt", Action("werkstatt")), ("tank", Action("tank", amount=10)),
    ("give", Action("tank", amount=-10)), ("stamp", Action("stamp")),
    ("k_take", Action("kanister", amount=10)), ("k_give", Action("kanister", amount=-10)))


@dataclass(frozen=True)
class DriverRow:
    """One line of the driver list."""

    car: int
    seat: int
    name: str
    colour: tuple[int, int, int]
    number: int | None        # the car's number in the Duell
    place: int
    field: int
    fuel: int
    stamps: int
    finished: bool
    status: str               # a short note: „setzt aus“, „stempelt“ … or ""
    active: bool
    human: bool


@dataclass(frozen=True)
class CarView:
    """One car on the road."""

    car: int
    seat: int
    slot: int                 # 0 or 1: which of the seat's cars in the Duell
    field: int
    fuel: int
    finished: bool
    zielplatz: int | None
    ws: int | None            # waiting in the Windschatten: how many cars passed it since
    must_stamp: bool


@dataclass(frozen=True)
class BoardUi:
    """The scene's own state the board shows: the selected and hovered field, the Rat's box,
    „Rest auswerten“ running, Partie ansehen."""

    selected: int | None = None
    hover: int | None = None
    rat_open: bool = False
    resting: bool = False
    replaying: bool = False


@dataclass(frozen=True)
class SpritView:
    """See the module docstring."""

    version: int                 # actions played so far
    track: str                   # the track's id
    fields: str                  # the road's field codes (S … Z)
    round: int
    phase: str                   # move / kanister / over
    over: bool
    duel: bool
    mode: str                    # table / daily …
    order: tuple[int, ...]       # the cars in turn order (the driver list's order)
    cars: tuple[CarView, ...]
    names: tuple[str, ...]       # per car: its name
    active_car: int | None       # the car on the move
    human_car: int | None        # … if a person drives it
    prompt: str                  # the header: who is on the move and what it may do
    info: str                    # … and the track, round and variant
    prompt_seat: int | None      # the seat whose badge stands before the prompt
    rest_available: bool         # „Rest auswerten“ is offered
    rat_allowed: bool
    resting: bool                # „Rest auswerten“ runs
    replaying: bool              # Partie ansehen: nobody acts, the replay bar has the keys
    prices: Mapping[int, int]    # reachable field of the human car → litres
    selected: int | None
    hover: int | None
    moves: frozenset[str]        # the move buttons whose action is legal now
    werkstatt_gain: int | None   # litres the Werkstatt brings back, when it is legal
    rat: RatView | None          # the Rat's box while it is open for the human car
    rows: tuple[DriverRow, ...]  # the driver list
    ziel_text: str | None        # the Ziel-Rechner's line for the player's car
    calc_fits: bool | None       # … and whether its fuel fits the Ziel
    last_card: tuple[str, str] | None  # „Letzte Streckenkarte“: card id, owner's name
    sign: str                    # … the sign's words

    @property
    def kanister(self) -> bool:
        """The Ersatzkanister asks the person on the move: take or give 10 L."""
        return self.phase == "kanister" and self.human_car is not None


def status_line(state: "SpritState", car: int | None, human: bool, name: Any) -> Text:
    """What the header says about the car on the move."""
    if state.is_over():
        return Text("sprit.ui.status.over")
    if car is None:
        return Text("sprit.ui.status.wait")
    c = state.cars[car]
    if not human:
        return Text("sprit.ui.status.computer", {"name": name})
    if state.phase == "kanister":
        return Text("sprit.ui.status.kanister", {"name": name})
    if c["must_stamp"]:
        return Text("sprit.ui.status.stamp", {"name": name})
    return Text("sprit.ui.status.human", {"name": name})


def _render(message: Any) -> str:
    return message.render() if isinstance(message, Text) else str(message)


class ViewBuilder:
    """Builds the board's :class:`SpritView` when something it shows changed (see the module
    docstring). ``forget()`` after the match's state was replaced (Zurück, Partie ansehen)."""

    def __init__(self, flow: SpritFlow) -> None:
        self.flow = flow
        self._view: tuple[tuple, SpritView] | None = None
        self._ziel: tuple[tuple, tuple[str | None, bool | None]] | None = None
        # per car: the actions done, the count of turns and the position at its last turn start
        self._counts: dict[int, tuple[int, int, Any]] = {}
        self._change: tuple[Any, Any] = (None, None)   # the position's count change, if any

    def forget(self) -> None:
        self._view = self._ziel = None
        self._counts = {}
        self._change = (None, None)

    def view(self, table: "Table", ui: BoardUi, advice: Any = None) -> SpritView:
        """The view of ``table`` now; ``advice`` is the table's Rat answer while the Rat is
        open (None while it is thought out)."""
        key = (id(table.match), len(table.match.actions), ui, table.holder, id(advice),
               language())
        if self._view is None or self._view[0] != key:
            self._view = (key, self._build(table, ui, advice))
        return self._view[1]

    # ------------------------------------------------------------------ the parts
    def _build(self, table: "Table", ui: BoardUi, advice: Any) -> SpritView:
        flow = self.flow
        st = table.state
        over = st.is_over()
        human = flow.human_car(table)
        active = None if over else st.active_car
        names = tuple(_render(flow.car_name(table, car)) for car in range(len(st.cars)))
        rest = flow.rest_available(table)
        rat_allowed = flow.rat_allowed(table)
        legal = st.legal_actions(st.cars[human]["seat"]) if human is not None else []
        moves = frozenset(name for name, action in MOVES if action in legal)
        gain = None
        if "werkstatt" in moves and human is not None:
            from speedgames.sprit.rules.moves import werkstatt_target

            gain = 10 * (st.cars[human]["field"] - (werkstatt_target(st, human) or 0))
        name = names[active] if active is not None else ""
        prompt = Text("sprit.ui.status.finished") if rest else \
            status_line(st, active, human is not None, name)
        last = st.last_card
        owner = names[last["car"]] if last else ""
        ziel_text, fits = self._ziel_parts(table)
        rat = None
        if ui.rat_open and human is not None and rat_allowed:
            rat = rat_view(st, human, advice)
            change = self._count_change(table, self.flow.my_car(table, table.holder))
            if change is not None and not rat.thinking:  # the Rat's count jumped too: why
                rat = replace(rat, lines=rat.lines + (change.render(),))
        return SpritView(
            version=len(table.match.actions), track=st.track.id, fields=st.track.fields,
            round=st.round, phase=st.phase, over=over, duel=bool(st.options.get("duel")),
            mode=table.mode, order=tuple(st.order), cars=self._cars(st), names=names,
            active_car=active, human_car=human, prompt=prompt.render(),
            info=self._info(st, table.mode),
            prompt_seat=st.cars[active]["seat"] if active is not None else None,
            rest_available=rest, rat_allowed=rat_allowed, resting=ui.resting,
            replaying=ui.replaying, prices=prices(st, human) if human is not None else {},
            selected=ui.selected, hover=ui.hover, moves=moves, werkstatt_gain=gain, rat=rat,
            rows=self._rows(table, names, active), ziel_text=ziel_text, calc_fits=fits,
            last_card=(last["card"], owner) if last else None,
            sign=sign_text(last["card"], owner) if last else "")

    @staticmethod
    def _cars(st: "SpritState") -> tuple[CarView, ...]:
        return tuple(CarView(car=i, seat=int(c["seat"]), slot=int(c["slot"]),
                             field=int(c["field"]), fuel=int(c["fuel"]),
                             finished=bool(c["finished"]), zielplatz=c.get("zielplatz"),
                             ws=c.get("ws"), must_stamp=bool(c["must_stamp"]))
                     for i, c in enumerate(st.cars))

    @staticmethod
    def _info(st: "SpritState", mode: str) -> str:
        """The header's right side: track, round and variant."""
        opts = st.options
        parts = [t(f"sprit.tracks.{st.track.id}"), t("sprit.ui.round", n=st.round)]
        if not opts.get("cards", True):
            parts.append(t("sprit.ui.variant.windschatten"))
        if opts.get("duel"):
            parts.append(t("sprit.ui.variant.duel"))
        if mode == "daily":
            parts.append(t("sprit.ui.variant.daily", date=opts.get("date", "")))
        return " · ".join(parts)

    def _rows(self, table: "Table", names: tuple[str, ...],
              active: int | None) -> tuple[DriverRow, ...]:
        st = table.state
        rows = []
        duel = bool(st.options.get("duel"))
        for car in st.order:
            c = st.cars[car]
            status = ""
            if c["skip"]:
                status = t("sprit.ui.row_skip")
            elif c["must_stamp"]:
                status = t("sprit.ui.row_stamp")
            elif c.get("ws") is not None:
                status = t("sprit.ui.row_ws")
            # Duell: the car's number goes to the second line („Wagen 1 · Platz …“) so the
            # name line keeps the whole driver's name
            name = table.seat_name(c["seat"]) if duel else names[car]
            rows.append(DriverRow(car=car, seat=c["seat"], name=name,
                                  colour=seat_colour(c["seat"]),
                                  number=c["slot"] + 1 if duel else None,
                                  place=st.platz(car), field=c["field"], fuel=c["fuel"],
                                  stamps=c["stamps"], finished=c["finished"], status=status,
                                  active=car == active, human=table.is_person(c["seat"])))
        return tuple(rows)

    def _ziel_parts(self, table: "Table") -> tuple[str | None, bool | None]:
        """The Ziel-Rechner's text and whether it is good news, for the car the board is about
        (kept per position, language and car: from far away it asks the Rat's table)."""
        car = self.flow.my_car(table, table.holder)
        key = (id(table.match), len(table.match.actions), car, language())
        if self._ziel is not None and self._ziel[0] == key:
            return self._ziel[1]
        found = ziel_hint.ziel_parts(table.state, car) if car is not None else None
        change = self._count_change(table, car)
        value = (None, None) if found is None else \
            (" ".join(part.render() for part in found[0] + ([change] if change else [])),
             found[1])
        self._ziel = (key, value)
        return value

    def _count_change(self, table: "Table", car: int | None) -> Any:
        """Why the count of turns fell by more than one since the car's last turn start (the
        count then and the position are kept per car): :func:`.ziel_hint.count_change`."""
        st = table.state
        done = len(table.match.actions)
        key = (id(table.match), done, car)
        if self._change[0] == key:
            return self._change[1]
        change = None
        way = ziel_hint.fastest_way(st, car) if car is not None else None
        if car is not None and way is not None:
            kept = self._counts.get(car)
            self._counts[car] = (done, way[0], st.clone())
            if kept is not None and kept[0] < done:
                seat, action = table.match.actions[kept[0]]
                if seat == st.cars[car]["seat"]:
                    change = ziel_hint.count_change(kept[2], action, st, car, kept[1], way[0])
        self._change = (key, change)
        return change
