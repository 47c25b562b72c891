"""The Abendvorstellung: opened when the rules tell ``show_start``, revealed line by line by its
view (:class:`~speedgames.rocket.screen.show.ShowView`); „Weiter“ first shows the rest, then ends
the show for every seat (the people's Weiter is always asked for, computers never hold it up).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from speedgames.core.game import Action
from speedgames.rocket.screen.model import seat_name
from speedgames.rocket.screen.ring import sync_ring
from speedgames.rocket.screen.show import ShowView, lines_from_events

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.scene import RocketScene

SHOW_STEP = {"normal": 0.55, "fast": 0.18, "off": 0.0}


class ShowController:
    """Opens and ends the Abendvorstellung of ``scene`` (its view lives in ``scene.show``)."""

    def __init__(self, scene: "RocketScene") -> None:
        self.scene = scene

    def open_show(self, events: list[dict[str, Any]]) -> None:
        st = self.scene.state
        last = st.is_over()
        hist = st.history[-1] if st.history else None
        heights = []
        if hist:
            for s in range(len(st.players)):
                heights.append((s, seat_name(st, s), hist["fields"][s], hist["exploded"][s]))
        evening = hist["evening"] if hist else st.evening
        step = SHOW_STEP.get(self.scene._anim(), 0.5)
        self.scene.show = ShowView(lines_from_events(events), evening, step, last=last,
                                   heights=heights, konkurrenz=konkurrenz_of(hist, st))
        self.scene.pacer.skip(False)
        if any(ev.get("type") == "prize" for ev in events):
            self.scene.app.audio.play("dice")
        self.scene.relayout(self.scene.app.size)

    def do_weiter(self) -> None:
        show = self.scene.show
        if show is None:
            return
        if not show.done:
            show.skip()
            return
        self.scene.show = None
        if self.scene.state.phase == "show":
            for seat in self.scene.ctl.humans:
                if seat in self.scene.state.to_move():
                    self.scene.act(seat, Action("done"))
            for seat in self.scene.ctl.computers:
                if seat in self.scene.state.to_move():
                    self.scene.ctl.apply(seat, Action("done"))
        self.scene.relayout(self.scene.app.size)
        sync_ring(self.scene)
        if self.scene.state.is_over():
            self.scene.ending.finish_game()


def konkurrenz_of(hist: Mapping[str, Any] | None, state: Any) -> int | None:
    """The Messe-Konkurrenz's field of the evening being shown (solo Extrablatt), else None."""
    from speedgames.rocket.rules import extrablatt as xb

    card = hist.get("card", state.card) if hist else state.card
    evening = hist["evening"] if hist else state.evening
    if not state.solo or card != xb.KONKURRENZ_VOR:
        return None
    return xb.konkurrenz_field(evening)
