"""What Speedrocket's screen draws from: one frozen view model per change.

Why: the board, the info windows, the buttons and the menu used to read the scene and the rules'
state themselves — a hub every part reached into, and a hidden rocket had to be remembered as
hidden in every place that drew it. Now :func:`build_view` makes one :class:`RocketView` from
``state.view(viewer)`` (the viewer: the person at the device, see ``Table.viewer``), the flow and
the scene's own UI state (whose Hülse is shown, the Rat, the basket, hover), and every part draws
only that: plain data, no state, no rules object.

Hidden by construction: in a Stopfen at a table of several people every rocket but the viewer's
own is *covered* (:meth:`RocketFlow.covered`). A covered seat enters the view only with its
public facts — what it had when tonight's Stopfen began (:class:`Tonight`): its Ruhm, Kristalle,
Vorladung, Sandeimer and bag then, its start field, whether it is still at work or done — never its
Hülse, a „Fehlzündung“, an emptied bucket or Ruhm won tonight. Two positions that differ only in
another person's covert choice give the same view.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Mapping, Sequence

from speedgames.core.game import Action
from speedgames.core.i18n import Text, t
from speedgames.rocket.rules import data, odds
from speedgames.rocket.rules import extrablatt as xb
from speedgames.rocket.rules.events import chip_text, to_text
from speedgames.rocket.rules.shop import prices, vorladung_cost
from speedgames.rocket.rules.stuffing import sand_allowed
from speedgames.rocket.screen.flow import RocketFlow, seat_name, step_of

__all__ = ["RocketView", "SeatView", "Tonight", "UiState", "Views", "build_view", "chip_name",
           "seat_detail", "seat_name"]


@dataclass(frozen=True)
class SeatView:
    """One Manufaktur as the viewer may see it."""

    seat: int
    name: str
    detail: str                 # „stark · Draufgänger“ or „Mensch“
    person: bool
    style_text: str | None      # a computer's style, for its info window
    covered: bool               # tonight's rocket is hidden from the viewer
    status_text: str            # „stopft“, „wartet“, „fertig“ … (never „Fehlzündung“ covered)
    ruhm: int
    kristalle: int
    vorladung: int
    sand: bool
    chips: int                  # every chip the Manufaktur owns (bag, Hülse, set aside)
    bag: Mapping[str, int]      # covered: the bag as tonight began
    status: str = ""            # the rules' Stopfen status („“ covered)
    huelse: tuple[tuple[str, int], ...] = ()
    set_aside: tuple[str, ...] = ()
    start: int = 0
    wertungsfeld: int = 0
    exploded: bool = False
    wsum: int = 0
    limit: int = 0
    pending: str | None = None  # the chip „Sand drauf?“ asks about
    preview: tuple[str, ...] = ()  # the Kupferblau-Vorschau (the viewer's own only)
    mark: int = 0
    shop: str = ""
    rights: str = ""
    may_buy: bool = False
    bought: bool = False

    @property
    def field(self) -> int | None:
        """How high tonight's rocket stands for the seat cards (None: covered)."""
        if self.covered:
            return None
        if self.status == "done":
            return self.wertungsfeld
        return self.huelse[-1][1] + 1 if self.huelse else self.start + 1


@dataclass(frozen=True)
class UiState:
    """The scene's own state that the picture depends on."""

    view_seat: int = 0
    rat_open: bool = False
    show_open: bool = False
    replaying: bool = False
    basket: tuple[str, ...] = ()
    hover_seat: int | None = None
    hover_field: int | None = None
    percent: bool = False       # Ansicht „Zündgefahr in Prozent“
    show_revealed: bool = True  # every line of the open Abendvorstellung has been shown


@dataclass(frozen=True)
class RocketView:
    """The table at one moment, as the screen shows it (see the module docstring)."""

    evening: int
    evenings: int
    card: str                   # tonight's Extrablatt
    base_limit: int
    phase: str
    over: bool
    solo: bool
    mode: str
    recipes: Mapping[str, int]
    prices: Mapping[str, int]
    konkurrenz: int | None      # the Messe-Konkurrenz's field tonight
    auftrag: int | None         # the Auftrag's target field tonight
    heights: tuple[tuple[int, bool], ...]  # the first seat's (field, misfire) per evening shown
    sand_barred: bool           # Sandknappheit: no Sandeimer in tonight's Stopfen
    seats: tuple[SeatView, ...]
    people: tuple[int, ...]
    active: int | None          # the person at the device in a Stopfen or Pulverhandlung
    viewer: int | None          # whose eyes the picture is for (None: public facts only)
    status: str | None          # the active person's step (``flow.step_of``)
    view_seat: int              # whose Hülse is shown big
    hotseat: bool
    rat_allowed: bool
    rat_open: bool
    show_open: bool
    replaying: bool
    timed: bool                 # a Zug-Uhr runs at this table
    basket: tuple[str, ...]
    hover_seat: int | None
    hover_field: int | None
    percent: bool
    can_draw: bool = False      # the active person's choices now
    can_sand: bool = False
    can_trade_vorladung: bool = False
    can_trade_sand: bool = False
    ruhm_if_taken: int = 0      # „Ruhm nehmen“ after a Fehlzündung
    vorladung_cost: int = 0
    gauge: Mapping[str, Fraction] = field(default_factory=dict)    # the shown seat's odds
    chances: Mapping[str, Fraction] = field(default_factory=dict)  # … of each chip next
    landings: Mapping[str, tuple[int, bool]] = field(default_factory=dict)  # chip: field, fire
    rat_title: str = ""
    rat_lines: tuple[tuple[str, str], ...] = ()
    solo_title: str = ""
    solo_lines: tuple[tuple[str, str], ...] = ()
    goal_lines: tuple[tuple[str, str], ...] = ()  # the Meisterbrief's goals alone

    def is_covered(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].covered

    @property
    def shown(self) -> SeatView:
        """The seat whose Hülse is shown big."""
        return self.seats[self.view_seat]

    @property
    def acting(self) -> SeatView | None:
        """The person at the device (None: nobody acts now)."""
        return self.seats[self.active] if self.active is not None else None

    @property
    def own_seats(self) -> tuple[int, ...]:
        """The Hülsen that are „mine“ now: the person at the device, else every person's."""
        if self.active is not None:
            return (self.active,)
        return self.people or (0,)

    @property
    def shopping(self) -> bool:
        return self.status in ("shop_open", "shop_choose")


class Tonight:
    """Each seat's public facts as tonight's Stopfen began — what a covered rocket may show.

    Found by replaying the match up to the first position of tonight's Stopfen, once per evening
    (kept while the log it was found in stands; Zurück never reaches before it)."""

    def __init__(self) -> None:
        self._actions: Any = None
        self._evening = -1
        self._facts: list[dict[str, Any]] | None = None
        self._show_key: tuple | None = None
        self._show_facts: list[dict[str, Any]] | None = None

    def facts(self, match: Any) -> list[dict[str, Any]] | None:
        state = match.state
        if self._actions is match.actions and self._evening == state.evening:
            return self._facts
        self._actions, self._evening = match.actions, state.evening
        self._facts = None
        try:
            replay = match.game.new_state(match.options, match.seed)
            for seat, action in [(None, None)] + list(match.actions):
                if seat is not None:
                    replay.apply(seat, action)
                if replay.evening == state.evening and replay.phase == "stopfen":
                    self._facts = replay.summary()["players"]
                    break
        except Exception:  # a log that does not replay (a test's forced chips): none known
            self._facts = None
        return self._facts

    def before_show(self, match: Any) -> list[dict[str, Any]] | None:
        """Each seat's facts just before tonight's Abendvorstellung began (the rules count its
        Ruhm and Kristalle at once; the screen tells them only as the show reveals them)."""
        state = match.state
        key = (id(match.actions), state.evening)
        if self._show_key == key:
            return self._show_facts
        found = None
        try:
            replay = match.game.new_state(match.options, match.seed)
            before = replay.summary()["players"]
            for seat, action in match.actions:
                replay.apply(seat, action)
                if replay.evening == state.evening and replay.phase in ("show", "over"):
                    found = before
                    break
                before = replay.summary()["players"]
        except Exception:  # a log that does not replay: the figures as they stand
            found = None
        if found is not None:
            self._show_key, self._show_facts = key, found
        return found


class Views:
    """The scene's view of the moment: built anew only when something it is made of changed
    (the table's position and device, the scene's UI state, the language, the Rat's answer;
    ``version`` for a position changed outside an action)."""

    def __init__(self, table: Any, goals: Any) -> None:
        self.table = table
        self.goals = goals
        self.tonight = Tonight()
        self._key: tuple | None = None
        self._view: RocketView | None = None

    def get(self, ui: UiState, *, advice: Any = None, thinking: bool = False,
            version: int = 0) -> RocketView:
        from speedgames.core.i18n import language

        table = self.table
        actions = table.match.actions
        key = (ui, version, id(table.match), id(actions), len(actions),
               id(actions[-1][1]) if actions else 0, table.at_device, table.curtain,
               table.holder, language(), id(advice), thinking, table.daily_counts,
               table.match.referee_mark)
        if self._view is None or key != self._key:
            state = table.state
            solo: tuple[str, Sequence[tuple[str, str]]] = ("", ())
            if state.solo or self.goals.active:
                solo = self.goals.panel(state, table.options, table.daily_counts)
            self._view = build_view(table, ui, tonight=self.tonight, advice=advice,
                                    thinking=thinking, solo=solo)
            self._key = key
        return self._view


def seat_detail(info: Mapping[str, Any]) -> str:
    """„stark · Draufgänger“ for a computer seat, „Mensch“ for a person (``info``: the seat)."""
    if info.get("kind") == "ai":
        level = t(f"levels.rocket.{info.get('level', 'normal')}")
        style = info.get("style")
        if style:
            return t("rocket.ui.seat.computer_style", level=level,
                     style=t(f"ui.styles.rocket.{style}"))
        return t("rocket.ui.seat.computer", level=level)
    return t("rocket.ui.seat.human")


def chip_name(chip: str) -> str:
    """„Kupferblau 1“ in the language of the moment (empty for no chip)."""
    if not chip:
        return ""
    return to_text(chip_text(chip)).render()


def _status_text(phase: str, over: bool, p: Mapping[str, Any], *, covered: bool,
                 waiting: bool) -> str:
    """What the seat is doing now, for its card („stopft“, „wartet“, „fertig“ …)."""
    if over:
        return t("rocket.ui.status.over")
    if phase == "stopfen":
        if p["status"] == "done":
            misfire = p["exploded"] and not covered
            return t("rocket.ui.status.misfire" if misfire else "rocket.ui.status.done")
        return t("rocket.ui.status.waiting" if waiting else "rocket.ui.status.stuffing")
    if phase == "show":
        return t("rocket.ui.status.show")
    return t("rocket.ui.status.shop_done" if p["shop"] == "done" else "rocket.ui.status.shopping")


def _seat(table: Any, seen: Mapping[str, Any], seat: int, *, covered: bool,
          start: Mapping[str, Any] | None, active: int | None, hotseat: bool) -> SeatView:
    state = table.state
    info = table.seats[seat] if seat < len(table.seats) else {}
    person = table.is_person(seat)
    player = table.player(seat)
    desc = getattr(getattr(player, "style", None), "description", None)
    waiting = hotseat and person and seat != active
    owned = sum(seen["bag"].values()) + len(seen["huelse"]) + len(seen["set_aside"])
    common = dict(seat=seat, name=seat_name(state, seat), detail=seat_detail(info),
                  person=person, style_text=desc.render() if isinstance(desc, Text) else None,
                  covered=covered,
                  status_text=_status_text(state.phase, state.is_over(), seen, covered=covered,
                                           waiting=waiting))
    if covered:
        base = start if start is not None else seen
        bag = dict(base["bag"])
        return SeatView(**common, ruhm=base["ruhm"], kristalle=base["kristalle"],
                        vorladung=base["vorladung"], sand=bool(base["sandeimer_full"]),
                        chips=sum(bag.values()) + len(base.get("huelse", ()))
                        + len(base.get("set_aside", ())),
                        bag=bag, start=base["start"], limit=base["limit"],
                        wertungsfeld=base["start"])
    return SeatView(
        **common, ruhm=seen["ruhm"], kristalle=seen["kristalle"], vorladung=seen["vorladung"],
        sand=bool(seen["sandeimer_full"]), chips=owned, bag=dict(seen["bag"]),
        status=str(seen["status"]),
        huelse=tuple((h["chip"], int(h["field"])) for h in seen["huelse"]),
        set_aside=tuple(seen["set_aside"]), start=int(seen["start"]),
        wertungsfeld=int(seen["wertungsfeld"]), exploded=bool(seen["exploded"]),
        wsum=int(seen["wsum"]), limit=int(seen["limit"]), pending=seen["pending"],
        preview=tuple(seen.get("preview", ())), mark=int(seen["mark"]), shop=str(seen["shop"]),
        rights=str(seen["rights"]), may_buy=bool(seen["may_buy"]), bought=bool(seen["bought"]))


def build_view(table: Any, ui: UiState, *, tonight: Tonight, advice: Any = None,
               thinking: bool = False, solo: tuple[str, Sequence[tuple[str, str]]] = ("", ()),
               ) -> RocketView:
    """The view of ``table`` now for its viewer, with the scene's ``ui`` state; ``advice`` /
    ``thinking``: the Rat's answer for the person at the device; ``solo``: the solo panel."""
    state = table.state
    people = tuple(table.people)
    hotseat = len(people) > 1
    at = table.at_device
    active = at if state.phase in ("stopfen", "shop") and not ui.replaying else None
    viewer = table.viewer if not ui.replaying else None
    seen = state.view(viewer) if viewer is not None else state.summary()
    covered = RocketFlow.covered(state, people, viewer, show_open=ui.show_open,
                                 replaying=ui.replaying)
    start = tonight.facts(table.match) if any(covered) else None
    seats = tuple(_seat(table, seen["players"][s], s, covered=covered[s],
                        start=start[s] if start else None, active=active, hotseat=hotseat)
                  for s in range(len(state.players)))
    if ui.show_open and not ui.show_revealed and not ui.replaying:
        before = tonight.before_show(table.match)  # tonight's gains come with their show lines
        if before is not None:
            seats = tuple(replace(sv, ruhm=int(before[sv.seat]["ruhm"]),
                                  kristalle=int(before[sv.seat]["kristalle"])) for sv in seats)
    view_seat = ui.view_seat if 0 <= ui.view_seat < len(seats) else 0
    extra: dict[str, Any] = {}
    if active is not None:
        legal = [a for a in state.legal_actions(active) if table.match.permits(active, a)]
        p = state.players[active]
        extra.update(can_draw=Action("draw") in legal, can_sand=Action("sand") in legal,
                     can_trade_vorladung=Action("trade", what="vorladung") in legal,
                     can_trade_sand=Action("trade", what="sandeimer") in legal,
                     ruhm_if_taken=data.RUHM[p["wf"]], vorladung_cost=vorladung_cost(state, p))
    shown = seats[view_seat]
    if not shown.covered and shown.bag:
        extra["gauge"] = odds.gauge(state, view_seat)
        if state.phase == "stopfen":
            extra["chances"] = odds.next_chip(state, view_seat)
            if shown.status == "drawing":
                extra["landings"] = {c: _landing(odds.landing(state, view_seat, c))
                                     for c in shown.bag}
    rat_allowed = RocketFlow.rat_allowed(table)
    if ui.rat_open and rat_allowed:
        from speedgames.rocket.screen import rat

        extra["rat_title"], lines = rat.lines(advice, thinking)
        extra["rat_lines"] = tuple(lines)
    title, lines = solo
    return RocketView(
        evening=state.evening, evenings=state.evenings, card=state.card,
        base_limit=state.base_limit, phase=state.phase, over=state.is_over(), solo=state.solo,
        mode=str(table.match.options.get("mode", "table")), recipes=dict(state.recipes),
        prices=prices(state),
        konkurrenz=xb.konkurrenz_field(state.evening) if state.card == xb.KONKURRENZ_VOR
        else None,
        auftrag=xb.auftrag_target(state.evening) if state.card == xb.AUFTRAG else None,
        heights=tuple((h["fields"][0], bool(h["exploded"][0])) for h in state.history),
        sand_barred=state.phase == "stopfen" and not sand_allowed(state),
        seats=seats, people=people, active=active, viewer=viewer,
        status=step_of(state, active), view_seat=view_seat, hotseat=hotseat,
        rat_allowed=rat_allowed, rat_open=ui.rat_open and rat_allowed, show_open=ui.show_open,
        replaying=ui.replaying, timed=table.clock.limit is not None, basket=ui.basket,
        hover_seat=ui.hover_seat, hover_field=ui.hover_field, percent=ui.percent,
        solo_title=title, solo_lines=tuple(lines),
        goal_lines=tuple((text, kind) for text, kind in lines
                         if kind in ("good", "bad", "open")), **extra)


def _landing(land: Mapping[str, Any]) -> tuple[int, bool]:
    return int(land["to"]), bool(land["ignites"])
