"""Speedtulpe's part of the Endtafel: the Rechenweg per player, the notes, the lists alone.

Why apart: the table runtime enters the finished game in the records and removes its save
(``Table.finish``); what the Endtafel shows of a Speedtulpe game is the game's own — every
player's points part by part (Spalten · Farben · Gießkannen · Prachttulpen, issue #18), who the
Gießkannen made win a tie, the Rekordjagd's or the day's list under the table, and „Nochmal“ of a
Tagesblatt on the same field.

API: ``extras(state) -> {seat: {"min_cans_used": n}}`` (the records' extras) ·
``show(app, table)`` pushes the Endtafel over the finished game · :data:`END_COLUMNS`,
:func:`end_parts`, :func:`tiebreak_notes`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from speedgames.core.i18n import Text, counted
from speedgames.ui import registry
from speedgames.ui.endtafel import EndtafelScene

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.table import Table

GAME_ID = "tulpe"
# the Endtafel's columns: the Rechenweg of every player, part by part (issue #18)
END_COLUMNS = [("columns", Text("tulpe.ui.part.columns")), ("colors", Text("tulpe.ui.part.colors")),
               ("cans", Text("tulpe.ui.end.cans")), ("stars", Text("tulpe.ui.part.stars"))]


def extras(state: Any) -> dict[int, dict[str, Any]]:
    """The records' extras of a finished game: the Gießkannen each player used."""
    total = int(state.options.get("cans", 8) or 8)
    return {i: {"min_cans_used": max(0, total - int(p.get("cans", 0)))}
            for i, p in enumerate(state.summary().get("players", []))}


def end_parts(player: Mapping[str, Any]) -> dict[str, Any]:
    """One player's points per part of the Rechenweg (from the rules' breakdown) and the
    Gießkannen left: „Spalten 12 · Farben 5 · Gießkannen 3 · Prachttulpen −8“."""
    from speedgames.tulpe.screen.score import signed, sums

    parts = sums(player.get("breakdown"))
    return {"columns": parts.get("column", 0), "colors": parts.get("color", 0),
            "cans": player.get("cans", 0), "stars": signed(parts.get("stars", 0))}


def tiebreak_notes(result: Mapping[str, Any]) -> list[Any]:
    """A note for every seat whose score another seat shares: the Gießkannen decided."""
    scores = list(result.get("scores", []))
    cans = list(result.get("tiebreak", []))
    notes: list[Any] = []
    for i, score in enumerate(scores):
        shared = any(j != i and other == score for j, other in enumerate(scores))
        notes.append(Text("tulpe.ui.end.tiebreak", {"n": counted("core.count.cans", cans[i])})
                     if shared and i < len(cans) else None)
    return notes


def show(app: "AppLike", table: "Table") -> None:
    """Push the Endtafel of the finished game over the table („Nochmal“ included)."""
    from speedgames.ui.endtafel import mode_note, rows_from_result

    state, match, mode = table.state, table.match, table.mode
    result = dict(state.result())
    players = state.summary().get("players", [])
    result["tiebreak"] = tiebreak_notes(result)
    rows = rows_from_result(GAME_ID, result, table.seats, [end_parts(p) for p in players])
    notes: list[Any] = []
    if mode == "rekordjagd":
        notes.append(Text("tulpe.ui.end.rekord_note"))
    elif (note := mode_note(GAME_ID, mode, bool(table.daily_counts),
                            table.rat_used)) is not None:
        notes.append(note)
    title = None
    if mode in ("rekordjagd", "daily") and result.get("scores"):
        title = Text(f"tulpe.ui.end.title_{mode}", {"score": _points(result["scores"][0])})
    on_again = None
    if mode == "daily":
        seed = match.seed

        def on_again(game: str, opts: dict, _seed: int) -> None:
            app.stack.pop()
            app.replace("tulpe.game", options=opts, seed=seed)  # the same field and dice
    notes.append(Text("tulpe.ui.end.parts_note"))
    app.push(EndtafelScene(app, GAME_ID, rows, END_COLUMNS, options=dict(match.options),
                           seed=match.seed, score_label=Text("tulpe.ui.end.score"),
                           notes=notes, title=title, on_again=on_again,
                           side=side_list(app, mode, match.options), record=match.record(),
                           seat_colours=seat_colours(len(table.seats))))


def seat_colours(seats: int) -> list[tuple[int, int, int]]:
    """The seats' colours for the Endtafel's charts (as in the Spielverlauf)."""
    from speedgames.tulpe.screen.spielverlauf import SEAT_COLORS

    return [SEAT_COLORS[i % len(SEAT_COLORS)] for i in range(seats)]


def _story_variants(app: Any) -> list[tuple[str, dict[str, Any]]]:
    from speedgames.ui.endtafel_samples import story_variants

    return story_variants(app, GAME_ID, seat_colours(6))


# the Endtafel of a four-seat game on each chart (screenshots, layout tests)
registry.register("tulpe.endtafel", EndtafelScene, game=GAME_ID, variants=_story_variants)


def side_list(app: "AppLike", mode: str,
              options: Mapping[str, Any]) -> tuple[Any, list[Any]] | None:
    """Alone: the best of the Rekordjagd list or today's Tagesliste under the table."""
    from speedgames.core.records import leaderboard

    if mode == "rekordjagd":
        list_id, head = "rekordjagd", Text("tulpe.ui.end.list_rekord")
    elif mode == "daily":
        date = str(options.get("date", ""))
        list_id, head = f"daily:{date}", Text("tulpe.ui.end.list_daily", {"date": date})
    else:
        return None
    try:
        entries = leaderboard(app.storage, GAME_ID, list_id, limit=5)
    except Exception:
        app.report_error("tulpe endtafel")
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
