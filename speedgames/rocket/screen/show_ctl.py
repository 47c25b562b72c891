"""The Abendvorstellung: opened when the rules tell ``show_start``, revealed line by line by its
view (:class:`~speedgames.rocket.screen.show.ShowView`); „Weiter“ first shows the rest, then ends
the show for the whole table — every person's „done“ in turn (the device goes round without a
curtain: the show is public), while the computers' „done“ comes by itself (``flow``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Callable

from speedgames.core.game import Action, IllegalAction
from speedgames.rocket.screen.fireworks import ROCKET_SECONDS, Stage, launches_of
from speedgames.rocket.screen.flow import seat_name
from speedgames.rocket.screen.show import ShowView, lines_from_events

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.layout import Board
    from speedgames.ui.table import Table

SHOW_STEP = {"normal": 0.55, "fast": 0.18, "off": 0.0}


class ShowController:
    """Opens and ends the Abendvorstellung at ``table`` (its view lives in ``board.show``).

    ``anim()`` is the setting „Animationen“, ``still()`` „Bewegung reduzieren“ (only the show's
    end: every line at once, the rockets already burst), ``play(sound)`` the audio, ``moved()`` is called
    when the show opened or closed (the board is laid out anew)."""

    def __init__(self, table: "Table", board: "Board", *, anim: Callable[[], str],
                 play: Callable[[str], None], moved: Callable[[], None],
                 still: Callable[[], bool] = lambda: False) -> None:
        self.table = table
        self.still = still
        self.board = board
        self.anim = anim
        self.play = play
        self.moved = moved
        self.given: int | None = None   # the evening whose show the table said „Weiter“ to

    @property
    def show(self) -> ShowView | None:
        return self.board.show

    def open_show(self, events: list[dict[str, Any]]) -> None:
        st = self.table.state
        hist = st.history[-1] if st.history else None
        heights = []
        if hist:
            for s in range(len(st.players)):
                heights.append((s, seat_name(st, s), hist["fields"][s], hist["exploded"][s]))
        evening = hist["evening"] if hist else st.evening
        anim, still = self.anim(), bool(self.still())
        step = 0.0 if still else SHOW_STEP.get(anim, 0.5)
        konkurrenz = konkurrenz_of(hist, st)
        stage = None
        if hist:   # the rockets of the evening shown (public now: the show reveals them all)
            huelsen = [p.get("huelse", ()) for p in st.summary()["players"]]
            stage = Stage(launches_of(hist, huelsen),
                          per=ROCKET_SECONDS.get(anim, ROCKET_SECONDS["normal"]),
                          still=still or anim not in ROCKET_SECONDS, konkurrenz=konkurrenz)
        self.board.show = ShowView(lines_from_events(events), evening, step, last=st.is_over(),
                                   heights=heights, konkurrenz=konkurrenz, stage=stage)
        self.table.hurry(False)
        if any(ev.get("type") == "prize" for ev in events):
            self.play("dice")
        self.moved()

    def do_weiter(self) -> None:
        show = self.board.show
        if show is None:
            return
        if not show.done:
            show.skip()
            return
        self.board.show = None
        if self.table.state.phase == "show":
            self.given = self.table.state.evening
        self.acknowledge()
        self.moved()

    @property
    def waiting(self) -> bool:
        """The show was closed and the people's „done“ is still to be played."""
        st = self.table.state
        return st.phase == "show" and self.given == st.evening

    def acknowledge(self) -> None:
        """Each person still to acknowledge gets the device in turn and says „done“ (a curtain
        that is due — a resumed game — is waited for: the next frames go on). The tick may
        play a computer's last „done“: then the show phase is over, and a person's „done“ would
        finish their Pulverhandlung unseen (#30) — asked again after the tick."""
        table = self.table
        for _ in range(len(table.people) + 1):
            if not self.waiting:
                return
            table.tick(0.0)
            if not self.waiting:
                return
            seat = table.at_device
            if seat is None or seat not in table.state.to_move():
                return
            try:
                table.act(seat, Action("done"))
            except IllegalAction:
                return

    def needs_opening(self) -> bool:
        """A person's „Weiter“ is due but no show is open (a resumed game): open one."""
        st = self.table.state
        return (self.board.show is None and st.phase == "show" and not self.waiting
                and any(self.table.is_person(s) for s in st.to_move()))


def konkurrenz_of(hist: Mapping[str, Any] | None, state: Any) -> int | None:
    """The Messe-Konkurrenz's field of the evening being shown (solo Extrablatt), else None."""
    from speedgames.rocket.rules import extrablatt as xb

    card = hist.get("card", state.card) if hist else state.card
    evening = hist["evening"] if hist else state.evening
    if not state.solo or card != xb.KONKURRENZ_VOR:
        return None
    return xb.konkurrenz_field(evening)
