"""The end of a rally: the shared Endtafel with Speedsprit's columns and, after a Tagesetappe, the
day's list („Die Tagesliste steht danach auf der Endtafel“).

Columns: where the car ended (Zielplatz or field), litres in the tank, turns; in the Duell per
player the cars in the Ziel and the sum of both cars' fields. A tie between cars on the same field
is explained (less fuel, then fewer turns). „Nochmal am selben Tisch“ starts a new rally with the
same seats and options; after a Tagesetappe it drives the same stage again (practice).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from speedgames.core.i18n import Text, counted
from speedgames.ui import registry
from speedgames.ui.endtafel import EndtafelScene

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike

DAILY_ROWS = 6


@dataclass(frozen=True)
class EndView:
    """What the Endtafel is built from, handed over by the scene once the rally is over."""

    state: Any                 # the finished SpritState
    seats: list[dict[str, Any]]
    options: Mapping[str, Any]
    seed: int
    mode: str                  # table / solo / daily …
    daily_counts: bool | None  # a Tagesetappe's first run counts
    rat_used: bool
    record: Mapping[str, Any] | None = None  # the finished game, for „Analyse“ (#13)


def fuel_left(state: Any, humans: list[int]) -> dict[int, dict[str, Any]]:
    """Per human seat: the litres left on reaching the Ziel (statistics, achievements)."""
    out: dict[int, dict[str, Any]] = {}
    for seat in humans:
        left = [c["fuel"] for c in state.cars if c["seat"] == seat and c["finished"]]
        out[seat] = {"min_fuel_left": min(left)} if left else {}
    return out


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


def daily_list(app: "AppLike", date: Any) -> tuple[Any, list[Any]] | None:
    """The Tagesliste of the day (verified entries, best first)."""
    if not isinstance(date, str):
        return None
    try:
        from speedgames.core.records import leaderboard
        from speedgames.core.scoring import turns_taken
        from speedgames.sprit.description import TURN_ACTIONS

        entries = leaderboard(app.storage, "sprit", f"daily:{date}", limit=DAILY_ROWS)
    except Exception:  # the list is a bonus: never stop the Endtafel
        app.report_error()
        return None
    rows: list[Any] = [Text("sprit.ui.end.daily_row",
                            {"pos": e.position, "name": e.name, "place": e.place,
                             "turns": counted("core.count.turns", e.turns if e.turns is not None
                                              else turns_taken(e.record, e.seat,
                                                               TURN_ACTIONS))})
                       for e in entries]
    if not rows:
        rows = [Text("sprit.ui.end.daily_empty")]
    return Text("sprit.ui.end.daily_title", {"date": date}), rows


def rekord_parts(app: "AppLike", state: Any, seats: list[dict[str, Any]]
                 ) -> tuple[Text, tuple[Any, list[Any]] | None]:
    """A lone run's title („Rekordjagd: 19 Züge · dein Bestwert 18“: the turns to the Ziel and
    the driver's best in the Rekordjagd list, this run included once it entered) and the list's
    best rows for the side. Without a readable list: the turns alone, no side."""
    from speedgames.ui.endtafel import seat_name

    turns = counted("core.count.turns", state.cars[0]["turns"])
    try:
        from speedgames.core.records import leaderboard

        name = seat_name("sprit", seats[0], 0)
        own = leaderboard(app.storage, "sprit", "rekordjagd", limit=1, profile=name)
        best = leaderboard(app.storage, "sprit", "rekordjagd", limit=DAILY_ROWS)
    except Exception:  # the list is a bonus: never stop the Endtafel
        app.report_error()
        return Text("sprit.ui.end.title_rekordjagd", {"turns": turns}), None
    title = Text("sprit.ui.end.title_rekordjagd_best", {"turns": turns, "best": own[0].value}) \
        if own else Text("sprit.ui.end.title_rekordjagd", {"turns": turns})
    rows: list[Any] = [Text("sprit.ui.end.rekord_row",
                            {"pos": e.position, "name": e.name,
                             "turns": counted("core.count.turns", e.value)}) for e in best]
    return title, ((Text("sprit.ui.end.rekord_title"), rows) if rows else None)


def wertung_note(state: Any, seats: list[dict[str, Any]]) -> Text:
    """How the „Wertung“ numbers shown came about (the rules' ``ranking.result``), spelled out
    for every seat in the table's order: in the Ziel the Ziel's number plus 10 × (cars + 1 −
    Zielplatz) („41 + 2 × 10 = 61“), on the road the field; in the Duell 100 per car home plus
    both fields. The sum of each part is the score in its row (#30: a formula with a Zielplatz
    nobody reached read as if it did not match)."""
    from speedgames.sprit.rules.ranking import result
    from speedgames.ui.endtafel import seat_name

    scores, ranks = result(state)["scores"], result(state)["ranks"]
    ziel = state.track.ziel
    n = len(state.cars)
    parts: list[Text] = []
    for seat in sorted(range(len(seats)), key=lambda i: (ranks[i], i)):
        name = seat_name("sprit", seats[seat], seat)
        own = [c for c in state.cars if c["seat"] == seat]
        if state.options.get("duel"):
            home = sum(1 for c in own if c["finished"])
            parts.append(Text("sprit.ui.end.wertung_duel_row",
                              {"name": name, "home": home, "first": own[0]["field"],
                               "second": own[1]["field"], "score": scores[seat]}))
        elif own[0]["finished"]:
            parts.append(Text("sprit.ui.end.wertung_ziel",
                              {"name": name, "ziel": ziel, "n": n + 1 - own[0]["zielplatz"],
                               "score": scores[seat]}))
        else:
            parts.append(Text("sprit.ui.end.wertung_road",
                              {"name": name, "field": own[0]["field"], "score": scores[seat]}))
    rows = parts[-1]
    for part in reversed(parts[:-1]):
        rows = Text("sprit.ui.end.wertung_and", {"a": part, "b": rows})
    key = "sprit.ui.end.wertung_duel" if state.options.get("duel") else "sprit.ui.end.wertung"
    return Text(key, {"ziel": ziel, "rows": rows})


def open_end(app: "AppLike", view: EndView) -> None:
    from speedgames.ui.endtafel import mode_note, rows_from_result

    state = view.state
    seats = view.seats
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
    notes: list[Any] = [wertung_note(state, seats)]
    if state.end_reason == "safety":
        notes.append(Text("sprit.ui.end.safety"))
    note = mode_note("sprit", view.mode, view.daily_counts, view.rat_used)
    if note is not None:
        notes.append(note)
    kwargs: dict[str, Any] = {}
    if view.mode == "rekordjagd" and len(state.cars) == 1:
        notes.append(Text("sprit.ui.end.rekord_note"))
        kwargs["title"], side = rekord_parts(app, state, seats)
        if side is not None:
            kwargs["side"] = side
    if view.mode == "daily":
        side = daily_list(app, view.options.get("date"))
        if side is not None:
            kwargs["side"] = side
        seed = view.seed

        def again(game: str, options: dict[str, Any], _seed: int) -> None:
            app.stack.pop()
            app.replace("sprit.game", options=options, seed=seed)

        kwargs["on_again"] = again
    app.push(EndtafelScene(app, "sprit", rows, columns, options=view.options, seed=view.seed,
                           score_label=Text("sprit.ui.end.score"), notes=notes,
                           record=view.record, seat_colours=seat_colours(len(seats)),
                           **kwargs))


def seat_colours(seats: int) -> list[tuple[int, int, int]]:
    """The seats' colours for the Endtafel's charts (their cars' colours)."""
    from speedgames.sprit.screen.cars import seat_colour

    return [seat_colour(i) for i in range(seats)]


def _story_variants(app: Any) -> list[tuple[str, dict[str, Any]]]:
    from speedgames.ui.endtafel_samples import story_variants

    return story_variants(app, "sprit", seat_colours(6))


# the Endtafel of a four-seat rally on each chart (screenshots, layout tests)
registry.register("sprit.endtafel", EndtafelScene, game="sprit", variants=_story_variants)
