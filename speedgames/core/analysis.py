"""Analyse: the strong evaluator's judgement of every decision of a finished (or running) game.

Why in core and pure: the command line (``analyse FILE``), the Analyse screen (on the worker
thread) and the tests share one engine. It replays the record and, for every decision a person
made (every seat when the record has no human seat, e.g. a computer self-play), asks the game's
judge — ``speedgames.<game>.analysis.judge(state, seat, action)`` — for the value of the chosen and
the best move, from what that seat could know then. Each game's judge is a thin layer over the
evaluator its ``ai`` package exposes (advise / ranked options with values), so a stronger
evaluator slots in without touching this file.

Verdicts, per game's calibrated ``THRESHOLDS = (inaccuracy, mistake)`` in its unit:
``"??"`` loss > mistake · ``"?"`` loss > inaccuracy · ``"!"`` the best move, and every other move
would have lost more than the mistake threshold · ``"ok"`` otherwise (best or within noise). A move
whose loss the evaluator cannot tell apart from the best is never accused.

API: ``analyse_record(record, *, progress=None, cancelled=None) -> Analysis`` ·
:class:`Judgement` (what a game's judge returns) · :class:`Verdict` · ``verdict(loss, alt, t)``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from speedgames.core import catalog
from speedgames.core.game import Action, get_game
from speedgames.core.i18n import Text
from speedgames.core.undo import human_seats

ANALYSIS_FORMAT = 1
EPS = 1e-9


class Cancelled(Exception):
    """The analysis was asked to stop (the screen was left or „Abbrechen“ pressed)."""


@dataclass
class Judgement:
    """A game's judge on one decision: values in the game's unit, higher is better."""

    best: Action
    best_value: float
    chosen_value: float
    alternative_loss: float | None = None  # how much the best other move loses to the best
    reason: Text | None = None             # why the best move is best, in words
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.chosen_value)


@dataclass
class Verdict:
    """One analysed decision, as the command line prints it and the screen shows it."""

    index: int
    seat: int
    action: Action
    best: Action
    loss: float
    verdict: str
    reason: Text | None = None
    marker: Any = None  # where it fell in the game's own time (:mod:`speedgames.core.moments`)

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "seat": self.seat, "action": self.action.to_json(),
                "best": self.best.to_json(), "loss": round(self.loss, 2),
                "verdict": self.verdict}


@dataclass
class Analysis:
    game: str
    unit: str                 # locale key of the loss unit („Ruhm“, „Punkte“, „Züge“)
    thresholds: tuple[float, float]
    decisions: list[Verdict]
    curve: list[tuple[int, float]]  # (action index, loss so far) for the loss curve

    @property
    def flagged(self) -> list[Verdict]:
        return [d for d in self.decisions if d.verdict in ("?", "??")]

    def summary(self) -> dict[str, Any]:
        """``decisions``, ``inaccuracies`` (?), ``mistakes`` (??) and ``loss``: the total loss of
        the flagged decisions (what „3 Entscheidungen kosteten zusammen etwa 4 Ruhm“ says)."""
        flagged = self.flagged
        return {"decisions": len(self.decisions),
                "inaccuracies": sum(d.verdict == "?" for d in flagged),
                "mistakes": sum(d.verdict == "??" for d in flagged),
                "loss": round(sum(d.loss for d in flagged), 2)}

    def to_json(self) -> dict[str, Any]:
        """The cacheable form (kept in a Meine-Partien record beside its actions)."""
        return {"format": ANALYSIS_FORMAT, "game": self.game,
                "thresholds": list(self.thresholds),
                "decisions": [{**d.to_json(), "loss": d.loss,
                               "reason": d.reason.to_json() if d.reason else None,
                               "marker": d.marker} for d in self.decisions]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Analysis":
        """Rebuild a cached analysis; raises ValueError/KeyError/TypeError on a bad one."""
        if data.get("format") != ANALYSIS_FORMAT:
            raise ValueError("unknown analysis format")
        game = str(data["game"])
        judge = judge_module(game)
        t = tuple(float(x) for x in data["thresholds"])
        out = []
        for d in data["decisions"]:
            reason = text_from_json(d["reason"]) if d.get("reason") else None
            out.append(Verdict(int(d["index"]), int(d["seat"]), Action.from_json(d["action"]),
                               Action.from_json(d["best"]), float(d["loss"]), str(d["verdict"]),
                               reason, d.get("marker")))
        return cls(game, judge.UNIT, (t[0], t[1]), out, _curve(out))


def judgement_of(options: list[Any], action: Action) -> Judgement | None:
    """A judgement from ranked options (best first, ``.action``, ``.value``, ``.reason``): the
    shape both Speedrocket's advisor and Speedsprit's ranked options have. None when the chosen
    action is not among them."""
    chosen = next((o for o in options if o.action == action), None)
    if not options or chosen is None:
        return None
    best = options[0]
    alt = best.value - options[1].value if len(options) > 1 else None
    return Judgement(best.action, best.value, chosen.value, alt, best.reason)


def text_from_json(data: Mapping[str, Any]) -> Text:
    """The inverse of ``Text.to_json`` (a nested parameter is a dict with key and params)."""
    params = {}
    for k, v in dict(data.get("params") or {}).items():
        params[str(k)] = text_from_json(v) if isinstance(v, Mapping) and "key" in v else v
    return Text(str(data["key"]), params)


def judge_module(game_id: str) -> Any:
    """``speedgames.<game>.analysis``: ``judge``, ``THRESHOLDS``, ``UNIT``, ``marker``."""
    return importlib.import_module(catalog.describe(game_id).module("analysis"))


def verdict(loss: float, alternative_loss: float | None, thresholds: tuple[float, float]) -> str:
    inaccuracy, mistake = thresholds
    if loss > mistake + EPS:
        return "??"
    if loss > inaccuracy + EPS:
        return "?"
    if loss <= EPS and alternative_loss is not None and alternative_loss > mistake + EPS:
        return "!"
    return "ok"


def _curve(decisions: list[Verdict]) -> list[tuple[int, float]]:
    total, out = 0.0, []
    for d in decisions:
        total += d.loss
        out.append((d.index, round(total, 3)))
    return out


def analysed_seats(options: Mapping[str, Any]) -> list[int]:
    """The people's seats; every seat when nobody is a person (a computer self-play)."""
    people = human_seats(options)
    return people or list(range(len(options.get("seats") or [])))


def analyse_record(record: Mapping[str, Any], *,
                   progress: Callable[[int, int], None] | None = None,
                   cancelled: Callable[[], bool] | None = None,
                   seats: list[int] | None = None) -> Analysis:
    """Judge every decision of ``seats`` (default :func:`analysed_seats`) in ``record``.

    Raises ValueError / IllegalAction when the record does not replay, :class:`Cancelled` when
    ``cancelled()`` turns true between two decisions.
    """
    game = get_game(str(record.get("game")))
    judge = judge_module(game.id)
    from speedgames.core.moments import marker_of

    marker = marker_of(game.id)
    options = record["options"]
    state = game.new_state(options, record["seed"])
    targets = set(analysed_seats(options) if seats is None else seats)
    actions = record["actions"]
    decisions: list[Verdict] = []
    for index, (seat, data) in enumerate(actions):
        if cancelled is not None and cancelled():
            raise Cancelled()
        action = game.action_from_json(data)
        if seat in targets and len(state.legal_actions(seat)) > 1:
            j = judge.judge(state, seat, action)
            if j is not None:
                loss = j.loss
                decisions.append(Verdict(index, seat, action, j.best, loss,
                                         verdict(loss, j.alternative_loss, judge.THRESHOLDS),
                                         j.reason, marker(state)))
        state.apply(seat, action)
        if progress is not None:
            progress(index + 1, len(actions))
    return Analysis(game.id, judge.UNIT, tuple(judge.THRESHOLDS), decisions, _curve(decisions))
