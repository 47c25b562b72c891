"""The end of a rally: the shared Endtafel with Speedsprit's columns and, after a Tagesetappe, the
day's list („Die Tagesliste steht danach auf der Endtafel“).

Columns: where the car ended (Zielplatz or field), litres in the tank, turns; in the Duell per
player the cars in the Ziel and the sum of both cars' fields. A tie between cars on the same field
is explained (less fuel, then fewer turns). „Nochmal am selben Tisch“ starts a new rally with the
same seats and options; after a Tagesetappe it drives the same stage again (practice).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.i18n import Text, counted

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.screen.scene import SpritScene

DAILY_ROWS = 6


def seat_extras(state: Any, seats: int) -> list[dict[str, Any]]:
    """Per seat the values of the extra columns."""
    out: list[dict[str, Any]] = []
    duel = bool(state.options.get("duel"))
    for seat in range(seats):
        cars = [c for c in state.cars if c["seat"] == seat]
        if duel:
            out.append({"home": sum(1 for c in cars if c["finished"]),
                        "fields": sum(c["field"] for c in cars)})
            continue
        c = cars[0]
        where = Text("sprit.ui.end.in_ziel", {"place": c["zielplatz"]}) if c["finished"] else \
            Text("sprit.ui.end.on_field", {"field": c["field"]})
        out.append({"where": where, "fuel": Text("sprit.ui.litres", {"n": c["fuel"]}),
                    "turns": c["turns"]})
    return out


def tiebreak_notes(state: Any, result: dict[str, Any]) -> list[Any]:
    """A note for every unfinished car whose score (its field) another car shares."""
    scores = list(result.get("scores", []))
    raw = list(result.get("tiebreak", []))
    notes: list[Any] = []
    for i, score in enumerate(scores):
        shared = any(j != i and other == score for j, other in enumerate(scores))
        tb = raw[i] if i < len(raw) else []
        notes.append(Text("sprit.ui.end.tiebreak",
                          {"fuel": tb[0], "turns": counted("core.count.turns", tb[1])})
                     if shared and len(tb) == 2 else None)
    return notes


def daily_list(scene: "SpritScene") -> tuple[Any, list[Any]] | None:
    """The Tagesliste of the day (verified entries, best first)."""
    date = scene.ctl.match.options.get("date")
    if not isinstance(date, str):
        return None
    try:
        from speedgames.core.records import leaderboard
        from speedgames.core.scoring import SPRIT_TURN_ACTIONS, turns_taken

        entries = leaderboard(scene.app.storage, "sprit", f"daily:{date}", limit=DAILY_ROWS)
    except Exception:  # the list is a bonus: never stop the Endtafel
        scene.app.report_error()
        return None
    rows: list[Any] = [Text("sprit.ui.end.daily_row",
                            {"pos": e.position, "name": e.name, "place": e.place,
                             "turns": counted("core.count.turns", e.turns if e.turns is not None
                                              else turns_taken(e.record, e.seat,
                                                               SPRIT_TURN_ACTIONS))})
                       for e in entries]
    if not rows:
        rows = [Text("sprit.ui.end.daily_empty")]
    return Text("sprit.ui.end.daily_title", {"date": date}), rows


def open_end(scene: "SpritScene") -> None:
    from speedgames.ui.endtafel import EndtafelScene, mode_note, rows_from_result

    state = scene.state
    seats = scene.ctl.seats
    result = dict(state.result())
    extras = seat_extras(state, len(seats))
    if state.options.get("duel"):
        columns = [("home", Text("sprit.ui.end.home")), ("fields", Text("sprit.ui.end.fields"))]
        result["tiebreak"] = [None] * len(seats)
    else:
        columns = [("where", Text("sprit.ui.end.where")), ("fuel", Text("sprit.ui.end.fuel")),
                   ("turns", Text("sprit.ui.end.turns"))]
        result["tiebreak"] = tiebreak_notes(state, result)
    rows = rows_from_result("sprit", result, seats, extras)
    notes: list[Any] = []
    if state.end_reason == "safety":
        notes.append(Text("sprit.ui.end.safety"))
    note = mode_note("sprit", scene.mode, scene.daily_counts, scene.rat_used)
    if note is not None:
        notes.append(note)
    kwargs: dict[str, Any] = {}
    if scene.mode == "daily":
        side = daily_list(scene)
        if side is not None:
            kwargs["side"] = side
        seed = scene.ctl.match.seed

        def again(game: str, options: dict[str, Any], _seed: int) -> None:
            scene.app.stack.pop()
            scene.app.replace("sprit.game", options=options, seed=seed)

        kwargs["on_again"] = again
    scene.app.push(EndtafelScene(scene.app, "sprit", rows, columns,
                                 options=scene.ctl.match.options, seed=scene.ctl.match.seed,
                                 score_label=Text("sprit.ui.end.score"), notes=notes, **kwargs))
