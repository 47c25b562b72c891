"""The end of a game: records, the Endtafel (with the Meisterbrief's stars), and the daily puzzle's
share line and „So lief der Beste heute“ (the strong computer's run on a worker thread).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import Text, counted, t
from speedgames.rocket.screen.model import seat_name

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.scene import RocketScene


class EndingController:
    """Finishing the game for ``scene``: records first, then the Endtafel after the show."""

    def __init__(self, scene: "RocketScene") -> None:
        self.scene = scene

    def finish_game(self) -> None:
        if self.scene.ended:
            return
        self.scene.ended = True
        self.scene.app.audio.play("fanfare")
        try:
            self.scene.mb_lines = self.meisterbrief_result()
        except Exception:
            self.scene.app.report_error("rocket meisterbrief result")
            self.scene.mb_lines = []
        self.scene.notices = self.scene.ctl.record(self.extras(), rat_used=self.scene.rat_used)
        for notice in self.scene.notices:
            self.scene.app.toast(notice, "good")
        self.scene.ctl.flush()
        if self.scene.show is None:
            self.open_endtafel()

    def extras(self) -> dict[int, dict[str, Any]]:
        """Per human: highest rocket (without Fehlzündung), misfires, chips bought (statistics)."""
        out: dict[int, dict[str, Any]] = {}
        for seat in self.scene.ctl.humans:
            history = self.scene.state.history
            fields = [h["fields"][seat] for h in history if not h["exploded"][seat]]
            misfires = sum(1 for h in history if h["exploded"][seat])
            bought: dict[str, int] = {}
            for s, action in self.scene.ctl.match.actions:
                if s == seat and action.type == "buy":
                    for chip in action.get("chips") or []:
                        bought[chip[0]] = bought.get(chip[0], 0) + 1
            out[seat] = {"max_rocket": max(fields) if fields else 0, "min_misfires": misfires,
                         "fav_chip": bought,
                         "kristalle": self.scene.state.players[seat]["kristalle"]}
            if self.scene.mb_level is not None and self.scene.mb_stars is not None:
                out[seat][f"max_stars_{self.scene.mb_level.number}"] = self.scene.mb_stars
        return out

    def meisterbrief_result(self) -> list[Any]:
        """Stars of the finished level (kept in ``mb_stars``) and the Endtafel's lines."""
        if self.scene.mb_level is None or self.scene.mb_hist is None:
            return []
        from speedgames.rocket import modes

        met = modes.check_goals(self.scene.mb_level, self.scene.state, self.scene.mb_hist)
        self.scene.mb_stars = modes.stars(met)
        lines: list[Any] = [Text("rocket.ui.end.level", {"n": self.scene.mb_level.number,
                                                         "name": self.scene.mb_level.name,
                                                         "stars": self.scene.mb_stars})]
        for goal, ok in zip(self.scene.mb_level.goals, met):
            lines.append(Text("rocket.ui.end.goal_met" if ok else "rocket.ui.end.goal_missed",
                              {"goal": goal.text()}))
        return lines

    def open_endtafel(self) -> None:
        from speedgames.ui.endtafel import EndtafelScene, rows_from_result

        if self.scene.endtafel_open:
            return
        self.scene.endtafel_open = True
        st = self.scene.state
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
        seats = [dict(seat, name=seat_name(st, i)) for i, seat in enumerate(self.scene.ctl.seats)]
        rows = rows_from_result("rocket", {**result, "tiebreak": tie}, seats, extras)
        notes: list[Any] = list(getattr(self.scene, "mb_lines", [])) or [Text("rocket.ui.end.note")]
        if self.scene.mode == "daily":
            notes.append(self.share_bars())
            master = self.master_bars()
            if master:
                notes.append(master)
        kwargs: dict[str, Any] = {}
        if self.scene.mode == "daily":
            kwargs["on_again"] = lambda g, o, s: self.again(o, self.scene.ctl.match.seed)
        elif self.scene.mode != "table":
            kwargs["on_again"] = lambda g, o, s: self.again(o, s)
        self.scene.app.push(EndtafelScene(
            self.scene.app, "rocket", rows,
            [("kristalle", Text("rocket.ui.end.kristalle")), ("best", Text("rocket.ui.end.best"))],
            options=self.scene.ctl.match.options, seed=self.scene.ctl.match.seed,
            score_label=Text("rocket.ui.end.ruhm"), notes=notes,
            record=self.scene.ctl.match.record(), **kwargs))
        if self.scene.mode == "daily":
            self.copy_share()

    def again(self, options: dict[str, Any], seed: int) -> None:
        self.scene.app.stack.pop()  # the Endtafel
        self.scene.app.replace("rocket.game", options=options, seed=seed)

    def share_line(self, screen: bool = False) -> str:
        """„Speedrocket 2026-11-30 · 61 Ruhm · ▃▄▅▅▆▇▆█▇“ (heights per evening as bars).

        ``screen``: the heights as numbers instead (for a toast: the fonts have no block glyphs;
        the Endtafel draws the bars, see :meth:`share_bars`)."""
        seat = self.scene.ctl.humans[0] if self.scene.ctl.humans else 0
        ruhm = self.scene.state.players[seat]["ruhm"]
        fields = self.heights(seat)
        date = str(self.scene.ctl.match.options.get("date", ""))
        if not screen:
            from speedgames.rocket import modes

            return modes.share_line(date, ruhm, fields)
        return t("rocket.ui.share", date=date, ruhm=ruhm, bars=" ".join(str(f) for f in fields))

    def share_bars(self) -> Any:
        """The share line for the Endtafel: the words, then the heights as drawn bars."""
        from speedgames.rocket.screen.share import HeightBars

        seat = self.scene.ctl.humans[0] if self.scene.ctl.humans else 0
        head = t("rocket.ui.end.share_head", date=str(self.scene.ctl.match.options.get("date", "")),
                 ruhm=self.scene.state.players[seat]["ruhm"])
        return HeightBars(head, self.heights(seat))

    def heights(self, seat: int) -> list[int]:
        return [h["fields"][seat] for h in self.scene.state.history]

    def start_master(self) -> None:
        """The strong computer plays today's puzzle on a worker thread (a few seconds of work)
        while the person plays; its heights are shown on the Endtafel."""
        import threading

        if self.scene._master is not None or self.scene.mode != "daily":
            return
        self.scene._master = {}
        match = self.scene.ctl.match
        options, seed, box = dict(match.options), match.seed, self.scene._master

        def run() -> None:
            try:
                box["result"] = master_heights(options, seed)
            except Exception:  # no line then; the game goes on
                box["result"] = None

        self.scene._master_thread = threading.Thread(target=run, name="rocket-master", daemon=True)
        self.scene._master_thread.start()

    def master_bars(self) -> Any:
        """„So lief der Beste heute“: the strong computer's heights on the same puzzle, as bars
        (None when its run is not there)."""
        from speedgames.rocket.screen.share import HeightBars

        self.start_master()
        if self.scene._master_thread is not None:
            self.scene._master_thread.join(10.0)
        result = (self.scene._master or {}).get("result")
        if not result:
            return None
        heights, ruhm = result
        return HeightBars(t("rocket.ui.end.master_head", ruhm=ruhm), list(heights), role="text")

    def copy_share(self) -> None:
        line = self.share_line()
        try:
            pygame.scrap.put_text(line)   # pygame-ce: SDL's clipboard, no scrap.init needed
            self.scene.app.toast(Text("rocket.ui.toast.copied"), "good")
        except Exception:  # no clipboard (headless, Wayland without support): shown to select
            self.scene.app.toast(Text("rocket.ui.toast.copy_failed",
                                      {"line": self.share_line(screen=True)}), "info")


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
