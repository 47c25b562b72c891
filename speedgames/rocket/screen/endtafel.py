"""Speedrocket's part of the end: the records' figures, the Endtafel (with the Meisterbrief's stars),
and the daily puzzle's share line and „So lief der Meister heute“ (the strong computer's run on a
worker thread). The table enters the game into the records and drops its save
(``Table.finish``); this module gives it the game's figures and shows the Endtafel.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import Text, counted, t
from speedgames.rocket.screen.art import SEAT_COLOURS
from speedgames.rocket.screen.flow import seat_name
from speedgames.ui import registry
from speedgames.ui.endtafel import EndtafelScene

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.meisterbrief import Goals
    from speedgames.ui.scene import AppLike
    from speedgames.ui.table import Table


class Endtafel:
    """Finishing the game at ``table``: the records first, then the Endtafel after the show."""

    def __init__(self, app: "AppLike", table: "Table", goals: "Goals") -> None:
        self.app = app
        self.table = table
        self.goals = goals
        self.ended = False
        self.opened = False
        self.notices: list[Text] = []
        self._master: dict[str, Any] | None = None
        self.master_thread: threading.Thread | None = None

    @property
    def state(self) -> Any:
        return self.table.state

    @property
    def mode(self) -> str:
        return self.table.mode

    def finish_game(self, show_open: bool = False) -> None:
        """The game is over: the fanfare, the records, then the Endtafel (after the show)."""
        if self.ended:
            return
        self.ended = True
        self.app.audio.play("fanfare")
        self.goals.finish(self.state)
        self.notices = self.table.finish(self.extras())
        for notice in self.notices:
            self.app.toast(notice, "good")
        if not show_open:
            self.open_endtafel()

    def extras(self) -> dict[int, dict[str, Any]]:
        """Per person: highest rocket (without Fehlzündung), misfires, chips bought."""
        out: dict[int, dict[str, Any]] = {}
        history = self.state.history
        for seat in self.table.people:
            fields = [h["fields"][seat] for h in history if not h["exploded"][seat]]
            misfires = sum(1 for h in history if h["exploded"][seat])
            bought: dict[str, int] = {}
            for s, action in self.table.match.actions:
                if s == seat and action.type == "buy":
                    for chip in action.get("chips") or []:
                        bought[chip[0]] = bought.get(chip[0], 0) + 1
            out[seat] = {"max_rocket": max(fields) if fields else 0, "min_misfires": misfires,
                         "fav_chip": bought,
                         "kristalle": self.state.players[seat]["kristalle"]}
            if self.goals.level is not None and self.goals.stars is not None:
                out[seat][f"max_stars_{self.goals.level.number}"] = self.goals.stars
        return out

    def open_endtafel(self) -> None:
        from speedgames.ui.endtafel import rows_from_result

        if self.opened:
            return
        self.opened = True
        st = self.state
        result = st.result()
        tie = []
        for i, tb in enumerate(result.get("tiebreak", [])):
            tie.append(Text("rocket.ui.end.tiebreak", {"field": tb["wertungsfeld"],
                                                       "kristalle": counted("core.count.kristalle",
                                                                            tb["kristalle"])})
                       if _tied(result, i) else None)
        extras = []
        for s in range(len(st.players)):
            best = max([h["fields"][s] for h in st.history] or [0])
            extras.append({"kristalle": result["tiebreak"][s]["kristalle"],
                           "best": Text("rocket.ui.show.height", {"n": best})})   # „Feld 34“
        seats = [dict(seat, name=seat_name(st, i)) for i, seat in enumerate(self.table.seats)]
        rows = rows_from_result("rocket", {**result, "tiebreak": tie}, seats, extras)
        tie_note = [Text("rocket.ui.end.note")] if len(st.players) > 1 else []   # solo: no tie
        notes: list[Any] = list(self.goals.lines) or tie_note
        match = self.table.match
        if self.mode == "daily":
            notes.append(self.share_bars())
            master = self.master_bars()
            if master:
                notes.append(master)
        kwargs: dict[str, Any] = {}
        if self.mode == "daily":
            kwargs["on_again"] = lambda g, o, s: self.again(o, match.seed)
        elif self.mode != "table":
            kwargs["on_again"] = lambda g, o, s: self.again(o, s)
        self.app.push(EndtafelScene(
            self.app, "rocket", rows,
            [("kristalle", Text("rocket.ui.end.kristalle")), ("best", Text("rocket.ui.end.best"))],
            options=match.options, seed=match.seed, score_label=Text("rocket.ui.end.ruhm"),
            notes=notes, record=match.record(), seat_colours=seat_colours(len(st.players)),
            **kwargs))
        if self.mode == "daily":
            self.copy_share()

    def again(self, options: dict[str, Any], seed: int) -> None:
        self.app.stack.pop()  # the Endtafel
        self.app.replace("rocket.game", options=options, seed=seed)

    def share_line(self, screen: bool = False) -> str:
        """„Speedrocket 2026-11-30 · 61 Ruhm · ▃▄▅▅▆▇▆█▇“ (heights per evening as bars).

        ``screen``: the heights as numbers instead (for a toast: the fonts have no block glyphs;
        the Endtafel draws the bars, see :meth:`share_bars`)."""
        seat = self.table.people[0] if self.table.people else 0
        ruhm = self.state.players[seat]["ruhm"]
        fields = self.heights(seat)
        date = str(self.table.options.get("date", ""))
        if not screen:
            from speedgames.rocket import modes

            return modes.share_line(date, ruhm, fields)
        return t("rocket.ui.share", date=date, ruhm=ruhm, bars=" ".join(str(f) for f in fields))

    def share_bars(self) -> Any:
        """The share line for the Endtafel: the words, then the heights as drawn bars."""
        from speedgames.rocket.screen.share import HeightBars

        seat = self.table.people[0] if self.table.people else 0
        head = t("rocket.ui.end.share_head", date=str(self.table.options.get("date", "")),
                 ruhm=self.state.players[seat]["ruhm"])
        return HeightBars(head, self.heights(seat))

    def heights(self, seat: int) -> list[int]:
        return [h["fields"][seat] for h in self.state.history]

    def start_master(self) -> None:
        """The strong computer plays today's puzzle on a worker thread (a few seconds of work)
        while the person plays; its heights are shown on the Endtafel."""
        if self._master is not None or self.mode != "daily":
            return
        self._master = {}
        match = self.table.match
        options, seed, box = dict(match.options), match.seed, self._master

        def run() -> None:
            try:
                box["result"] = master_heights(options, seed)
            except Exception:  # no line then; the game goes on
                box["result"] = None

        self.master_thread = threading.Thread(target=run, name="rocket-master", daemon=True)
        self.master_thread.start()

    @property
    def master_running(self) -> bool:
        return self.master_thread is not None and self.master_thread.is_alive()

    def master_bars(self) -> Any:
        """„So lief der Meister heute“: the strong computer's heights on the same puzzle, as bars
        (None when its run is not there)."""
        from speedgames.rocket.screen.share import HeightBars

        self.start_master()
        if self.master_thread is not None:
            self.master_thread.join(10.0)
        result = (self._master or {}).get("result")
        if not result:
            return None
        heights, ruhm = result
        return HeightBars(t("rocket.ui.end.master_head", ruhm=ruhm), list(heights), role="text")

    def copy_share(self) -> None:
        line = self.share_line()
        try:
            pygame.scrap.put_text(line)   # pygame-ce: SDL's clipboard, no scrap.init needed
            self.app.toast(Text("rocket.ui.toast.copied"), "good")
        except Exception:  # no clipboard (headless, Wayland without support): shown to select
            self.app.toast(Text("rocket.ui.toast.copy_failed",
                                      {"line": self.share_line(screen=True)}), "info")


def seat_colours(seats: int) -> list[tuple[int, int, int]]:
    """The seats' colours for the Endtafel's charts (the same as at the table)."""
    return [SEAT_COLOURS[i % len(SEAT_COLOURS)] for i in range(seats)]


def _tied(result: Mapping[str, Any], seat: int) -> bool:
    scores = result["scores"]
    return sum(1 for s in scores if s == scores[seat]) > 1


def heights_bar(fields: list[int]) -> str:
    """Heights per evening as block characters (the share line; ``rocket.modes.bars``)."""
    from speedgames.rocket import modes

    return modes.bars(fields)


def master_heights(options: Mapping[str, Any], seed: int) -> tuple[list[int], int]:
    """Heights per evening and Ruhm of the strong computer on the same daily puzzle."""
    from speedgames.rocket import modes

    run = modes.master_run(str(options.get("date")))
    return list(run["heights"]), int(run["ruhm"])


def _story_variants(app: Any) -> list[tuple[str, dict[str, Any]]]:
    from speedgames.ui.endtafel_samples import story_variants

    return story_variants(app, "rocket", seat_colours(6))


# the Endtafel of a four-seat game on each chart (screenshots, layout tests)
registry.register("rocket.endtafel", EndtafelScene, game="rocket", variants=_story_variants)
