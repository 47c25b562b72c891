"""Timing of the table and the end of a game: animation speeds, recording, the Endtafel.

Why here: the speeds follow the player's setting („normal“, „schnell“, „aus“) and the end of a
game touches several services (records, the daily attempt, the save, the Endtafel with
„Nochmal“) — both are easier to read and test apart from the input handling.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.i18n import Text, counted

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App
    from speedgames.tulpe.screen.scene import TulpeScene

SPEEDS = {  # roll tumble, bloom opening, computer thinking (seconds)
    "normal": (0.8, 0.55, 0.7),
    "fast": (0.25, 0.2, 0.12),
    "off": (0.0, 0.0, 0.0),
}


class Timing:
    """Animation and computer delays from ``app.settings.animations`` (read live)."""

    def __init__(self, app: "App") -> None:
        self.app = app

    def _speeds(self) -> tuple[float, float, float]:
        return SPEEDS.get(getattr(self.app.settings, "animations", "normal"), SPEEDS["normal"])

    @property
    def roll(self) -> float:
        return self._speeds()[0]

    @property
    def bloom(self) -> float:
        return self._speeds()[1]

    @property
    def ai_delay(self) -> float:
        return self._speeds()[2]


class Finisher:
    """Records a finished game once, deletes its save and shows the Endtafel."""

    def __init__(self, scene: "TulpeScene") -> None:
        self.scene = scene
        self.done = False
        self.notices: list[Any] = []

    def begin_daily(self) -> bool:
        """The Tagesblatt: only the first attempt of the day counts (True for this one)."""
        from speedgames.core.records import begin_daily

        scene = self.scene
        humans = scene.controller.humans
        date = scene.match.options.get("date")
        if not humans or not isinstance(date, str):
            return False
        try:
            return begin_daily(scene.app.storage, "tulpe", date, scene.seat_name(humans[0]),
                               scene.save_id)
        except Exception:
            scene.app.report_error()
            return False

    def extras(self) -> dict[int, dict[str, Any]]:
        scene = self.scene
        total = int(scene.match.options.get("cans", 8) or 8)
        players = scene.controller.summary().get("players", [])
        return {i: {"min_cans_used": max(0, total - int(p.get("cans", 0)))}
                for i, p in enumerate(players)}

    def record(self) -> None:
        from speedgames.core.records import record_game

        scene = self.scene
        if not scene.controller.humans:
            return
        try:
            self.notices = list(record_game(
                scene.app.storage, "tulpe", scene.match.record(), scene.match.state.result(),
                mode=scene.mode, extras=self.extras(), rat_used=scene.rat_used,
                save_id=scene.save_id))
        except Exception:
            scene.app.report_error()
            self.notices = []

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        scene = self.scene
        scene.clock.stop()
        scene.log.append(Text("tulpe.ui.log.over"), "head")
        if scene.saver is not None:
            self.record()
            scene.save()
            from speedgames.core.saves import delete_save

            scene.saver.close()
            scene.saver = None
            delete_save(scene.app.storage, "tulpe", scene.save_id)
        for notice in self.notices:
            scene.app.toast(notice, "good")
        scene.app.audio.play("fanfare")
        self.show_endtafel()

    def show_endtafel(self) -> None:
        from speedgames.ui.endtafel import EndtafelScene, mode_note, rows_from_result

        scene = self.scene
        result = dict(scene.match.state.result())
        players = scene.controller.summary().get("players", [])
        seats = scene.controller.seats
        extras = [end_parts(p) for p in players]
        result["tiebreak"] = tiebreak_notes(result)
        rows = rows_from_result("tulpe", result, seats, extras)
        notes: list[Any] = []
        if scene.mode == "rekordjagd":
            notes.append(Text("tulpe.ui.end.rekord_note"))
        elif (note := mode_note("tulpe", scene.mode, scene.daily_counts,
                                scene.rat_used)) is not None:
            notes.append(note)
        title = None
        if scene.mode in ("rekordjagd", "daily") and result.get("scores"):
            title = Text(f"tulpe.ui.end.title_{scene.mode}",
                         {"score": _points(result["scores"][0])})
        options = dict(scene.match.options)
        on_again = None
        if scene.mode == "daily":
            seed = scene.match.seed

            def on_again(game: str, opts: dict, _seed: int) -> None:
                stack = scene.app.stack
                stack.pop()
                scene.app.replace("tulpe.game", options=opts, seed=seed)
        notes.append(Text("tulpe.ui.end.parts_note"))
        scene.app.push(EndtafelScene(scene.app, "tulpe", rows, END_COLUMNS, options=options,
                                     seed=scene.match.seed, score_label=Text("tulpe.ui.end.score"),
                                     notes=notes, title=title, on_again=on_again,
                                     side=self.side_list(), record=scene.match.record()))

    def side_list(self) -> tuple[Any, list[Any]] | None:
        """Alone: the best of the Rekordjagd list or today's Tagesliste under the table."""
        from speedgames.core.records import leaderboard

        scene = self.scene
        if scene.mode == "rekordjagd":
            list_id, head = "rekordjagd", Text("tulpe.ui.end.list_rekord")
        elif scene.mode == "daily":
            date = str(scene.match.options.get("date", ""))
            list_id, head = f"daily:{date}", Text("tulpe.ui.end.list_daily", {"date": date})
        else:
            return None
        try:
            entries = leaderboard(scene.app.storage, "tulpe", list_id, limit=5)
        except Exception:
            scene.app.report_error()
            return None
        if not entries:
            return None
        return head, [Text("tulpe.ui.end.list_line", {"pos": e.position, "name": e.name,
                                                      "points": _points(e.value)}) for e in entries]


def _points(value: Any) -> Any:
    """A score as „−3 Punkte“ / „1 Punkt“ (left as it is when it is no whole number)."""
    from speedgames.tulpe.screen.score import points_text

    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != int(value):
        return value
    return points_text(int(value))


def tiebreak_notes(result: dict[str, Any]) -> list[Any]:
    """A note for every seat whose score another seat shares: the Gießkannen decided."""
    scores = list(result.get("scores", []))
    cans = list(result.get("tiebreak", []))
    notes: list[Any] = []
    for i, score in enumerate(scores):
        shared = any(j != i and other == score for j, other in enumerate(scores))
        notes.append(Text("tulpe.ui.end.tiebreak", {"n": counted("core.count.cans", cans[i])})
                     if shared and i < len(cans) else None)
    return notes


# the Endtafel's columns: the Rechenweg of every player, part by part (issue #18)
END_COLUMNS = [("columns", Text("tulpe.ui.part.columns")), ("colors", Text("tulpe.ui.part.colors")),
               ("cans", Text("tulpe.ui.end.cans")), ("stars", Text("tulpe.ui.part.stars"))]


def end_parts(player: dict[str, Any]) -> dict[str, Any]:
    """One player's points per part of the Rechenweg (from the rules' breakdown) and the
    Gießkannen left: „Spalten 12 · Farben 5 · Gießkannen 3 · Prachttulpen −8“."""
    from speedgames.tulpe.screen.score import signed, sums

    parts = sums(player.get("breakdown"))
    return {"columns": parts.get("column", 0), "colors": parts.get("color", 0),
            "cans": player.get("cans", 0), "stars": signed(parts.get("stars", 0))}
