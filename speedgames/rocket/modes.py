"""Speedrocket alone in the Werkstatt: Rekordjagd, Tagesrätsel and the Meisterbrief, as pure data
and pure functions (no pygame; the scene and the Kontor call them).

* :func:`rekordjagd_options` — nine evenings, Standard-Rezepturen, one seat.
* :func:`daily_options` — the Tagesrätsel of a date: seed from
  ``core.daily.daily_seed("rocket", date)``, the day's Rezepturen drawn from that seed, so every
  computer gets the same Extrablätter, recipes and — for the same decisions — the same draws.
  :func:`share_line` builds „Speedrocket 2026-11-30 · 61 Ruhm · ▃▄▅▅▆▇▆█▇“; :func:`master_run`
  lets the strong computer play the same puzzle („So lief der Meister heute“: its heights only).
* The Meisterbrief: :data:`MEISTERBRIEF_LEVELS` (twelve :class:`Level` s: name, fixed recipes, own
  start bag, 6 or 9 evenings, three :class:`Goal` s), :func:`meisterbrief_options`, a
  :class:`History` that the scene feeds with every ``apply``'s events (:meth:`History.observe`),
  :func:`goal_progress` for the panel during the game and :func:`check_goals` / :func:`stars` at
  the end.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from speedgames.core import daily
from speedgames.core.names import first_seat_name
from speedgames.core.i18n import Text, counted, t
from speedgames.rocket.rules import GAME, data, recipes

BARS = "▁▂▃▄▅▆▇█"
DEFAULT_NAME = "Spieler"


def _solo_seat(name: str) -> list[dict[str, Any]]:
    return [{"kind": "human", "name": name}]


# -- Rekordjagd ------------------------------------------------------------------------------------
def rekordjagd_options(name: str = DEFAULT_NAME) -> dict[str, Any]:
    """Nine evenings with Standard-Rezepturen; results go into „Liste aller Zeiten“."""
    return {"seats": _solo_seat(name), "mode": "rekordjagd", "evenings": 9,
            "recipes": "standard", "clock": None}


# -- Tagesrätsel -----------------------------------------------------------------------------------
def daily_seed(date: str) -> int:
    return daily.daily_seed("rocket", date)


def daily_options(date: str, name: str = DEFAULT_NAME) -> tuple[dict[str, Any], int]:
    """``(options, seed)`` of the Tagesrätsel on ``date`` (``YYYY-MM-DD``): the same everywhere."""
    day = daily.parse_date(date).isoformat()
    seed = daily_seed(day)
    options = {"seats": _solo_seat(name), "mode": "daily", "date": day, "evenings": 9,
               "recipes": recipes.choose("random", seed), "clock": None}
    return options, seed


def bars(heights: list[int]) -> str:
    """Rocket heights (Wertungsfelder 0–53) as block bars, one per evening."""
    out = []
    for h in heights:
        h = max(0, min(data.LAST_FIELD, int(h)))
        out.append(BARS[min(len(BARS) - 1, h * len(BARS) // (data.LAST_FIELD + 1))])
    return "".join(out)


def share_line(date: str, ruhm: int, heights: list[int], lang: str | None = None) -> str:
    """„Speedrocket 2026-11-30 · 61 Ruhm · ▃▄▅▅▆▇▆█▇“ for the clipboard."""
    return t("rocket.modes.share_line", lang, date=daily.parse_date(date).isoformat(),
             ruhm=int(ruhm), bars=bars(heights))


def heights_from_events(events: list[dict[str, Any]], seat: int = 0) -> list[int]:
    """The Wertungsfeld of each evening, from the ``stuffing_end`` events of ``seat``."""
    return [int(e["wertungsfeld"]) for e in events
            if e.get("type") == "stuffing_end" and e.get("seat") == seat]


def play_computer(options: dict[str, Any], seed: int, level: str = "strong",
                  style: str | None = None, ai_seed: int = 0) -> tuple[Any, History]:
    """A computer plays a solo game to the end; returns the final state and its History."""
    from speedgames.rocket.ai import make_player

    st = GAME.new_state(options, seed)
    player = make_player(level, style, ai_seed)
    hist = History()
    hist.observe(st, st.opening)
    while not st.is_over():
        for seat in st.to_move():
            hist.observe(st, st.apply(seat, player.choose(st, seat).action))
    return st, hist


def master_run(date: str) -> dict[str, Any]:
    """„So lief der Meister heute“: the strong computer's Ruhm and heights per evening on the
    day's puzzle (never its moves)."""
    options, seed = daily_options(date, "Meister")
    st, hist = play_computer(options, seed)
    return {"ruhm": st.players[0]["ruhm"], "heights": list(hist.heights),
            "misfires": sum(hist.misfires)}


# -- Meisterbrief ----------------------------------------------------------------------------------
GOAL_KINDS = ("ruhm", "no_misfire", "max_misfires", "field", "kristalle", "vorladung", "chips")
_COUNTED_GOALS = {"max_misfires": "core.count.misfires", "kristalle": "core.count.kristalle"}


@dataclass(frozen=True)
class Goal:
    """One goal: ``kind`` from :data:`GOAL_KINDS`, a number ``n`` and for ``chips`` a chip kind."""

    kind: str
    n: int = 0
    chip: str = ""

    def text(self) -> Text:
        params: dict[str, Any] = {"n": self.n}
        if self.kind in _COUNTED_GOALS:   # „höchstens 1 Fehlzündung“, not „1 Fehlzündungen“
            params["n"] = counted(_COUNTED_GOALS[self.kind], self.n)
        if self.chip:
            params["chip"] = Text(f"rocket.chip.{self.chip}")
        return Text(f"rocket.modes.goal.{self.kind}", params)


@dataclass(frozen=True)
class Level:
    number: int
    id: str
    recipes: dict[str, int]
    start_bag: dict[str, int]
    evenings: int
    goals: tuple[Goal, Goal, Goal]
    new: tuple[str, ...]  # the recipe ids this level introduces

    @property
    def name(self) -> Text:
        return Text(f"rocket.modes.level.{self.id}.name")

    @property
    def intro(self) -> Text:
        return Text(f"rocket.modes.level.{self.id}.text")


def _rec(**kw: int) -> dict[str, int]:
    out = {k: 1 for k in data.RECIPE_KINDS}
    out.update(kw)
    return out


def _bag(**extra: int) -> dict[str, int]:
    out = dict(data.START_BAG)
    for chip, n in extra.items():
        if n:
            out[chip] = out.get(chip, 0) + n
        else:
            out.pop(chip, None)
    return out


G, R_, F, K_, V, NM, MM, C = (Goal, "ruhm", "field", "kristalle", "vorladung", "no_misfire",
                              "max_misfires", "chips")

MEISTERBRIEF_LEVELS: tuple[Level, ...] = (
    Level(1, "lehrling", _rec(), _bag(O1=1), 6,
          (G(R_, 31), G(F, 22), G(R_, 42)), ("G1", "B1", "R1", "Y1", "P1", "K1")),
    Level(2, "kalkbruecke", _rec(G=2), _bag(O1=1, G1=1), 6,
          (G(R_, 33), G(K_, 6), G(R_, 41)), ("G2",)),
    Level(3, "nachbrenner", _rec(G=2, R=2), _bag(R1=1), 6,
          (G(R_, 33), G(F, 22), G(R_, 40)), ("R2",)),
    Level(4, "puffer", _rec(R=2, Y=2), _bag(Y1=1), 6,
          (G(R_, 36), G(MM, 1), G(R_, 44)), ("Y2",)),
    Level(5, "finale", _rec(Y=2, P=2), _bag(P1=1), 9,
          (G(R_, 74), G(C, 4, "P"), G(R_, 91)), ("P2",)),
    Level(6, "treibsatz", _rec(P=2, K=2), _bag(K1=1), 9,
          (G(R_, 72), G(F, 30), G(R_, 87)), ("K2",)),
    Level(7, "aussortieren", _rec(B=2, R=3), _bag(B1=1, R1=1), 9,
          (G(R_, 67), G(MM, 1), G(R_, 82)), ("B2", "R3")),
    Level(8, "rotgruen", _rec(G=3, Y=3, R=3), _bag(G1=1, R1=1, W1=1), 9,
          (G(R_, 63), G(K_, 8), G(R_, 77)), ("G3", "Y3")),
    Level(9, "kundschaft", _rec(B=3, P=3, K=3), _bag(B2=1), 9,
          (G(R_, 78), G(F, 36), G(R_, 100)), ("B3", "P3", "K3")),
    Level(10, "gruene_reihe", _rec(G=4, R=4, Y=3), _bag(G2=1, W2=1), 6,
          (G(R_, 32), G(K_, 8), G(R_, 41)), ("G4", "R4")),
    Level(11, "schwung", _rec(B=4, Y=4, P=4, G=4), _bag(B1=1, W3=1), 9,
          (G(R_, 51), G(V, 6), G(R_, 65)), ("B4", "Y4", "P4")),
    Level(12, "meisterstueck", _rec(G=3, B=4, R=4, Y=1, P=3, K=4), _bag(W3=2, O1=1), 9,
          (G(R_, 50), G(NM), G(R_, 68)), ("K4",)),
)


def level(number: int) -> Level:
    if not 1 <= number <= len(MEISTERBRIEF_LEVELS):
        raise ValueError(
            f"the Meisterbrief has levels 1–{len(MEISTERBRIEF_LEVELS)}, not {number!r}")
    return MEISTERBRIEF_LEVELS[number - 1]


def meisterbrief_options(number: int, name: str = DEFAULT_NAME) -> dict[str, Any]:
    lv = level(number)
    return {"seats": _solo_seat(name), "mode": "meisterbrief", "level": lv.number,
            "evenings": lv.evenings, "recipes": dict(lv.recipes),
            "start_bag": dict(lv.start_bag), "clock": None}


def canonical_options(options: Mapping[str, Any]) -> tuple[dict[str, Any], int | None]:
    """The options (and the seed, where the mode fixes it) a game of ``options``' solo mode has
    when started from the Werkstatt: what a Bestenliste entry must match exactly. ValueError for
    a mode without a list of its own (``table``) or a level/date that does not exist."""
    name = first_seat_name(options)
    mode = options.get("mode")
    if mode == "rekordjagd":
        return rekordjagd_options(name), None
    if mode == "daily":
        return daily_options(str(options.get("date")), name)
    if mode == "meisterbrief":
        number = options.get("level")
        if isinstance(number, bool) or not isinstance(number, int):
            raise ValueError("a Meisterbrief game names its level")
        return meisterbrief_options(number, name), None
    raise ValueError(f"mode {mode!r} has no canonical options")


def pairs_covered(levels: tuple[Level, ...] = MEISTERBRIEF_LEVELS) -> set[str]:
    """Every (colour, recipe) pair played in at least one level, as recipe ids (``"G2"``)."""
    return {f"{k}{n}" for lv in levels for k, n in lv.recipes.items()}


@dataclass
class History:
    """What the goals need that the final state no longer shows, folded from the events:
    each evening's height and Fehlzündung, and the most chips of each kind in one Hülse."""

    heights: list[int] = field(default_factory=list)
    misfires: list[bool] = field(default_factory=list)
    chips: dict[str, int] = field(default_factory=dict)
    seat: int = 0

    def observe(self, state: Any, events: list[dict[str, Any]]) -> None:
        """Feed the events of one ``apply`` (``state`` is the state after it)."""
        for ev in events:
            if ev.get("type") != "stuffing_end" or ev.get("seat") != self.seat:
                continue
            self.heights.append(int(ev["wertungsfeld"]))
            self.misfires.append(ev.get("reason") == "misfire")
            counts: dict[str, int] = {}
            for chip, _f in state.players[self.seat]["huelse"]:
                counts[chip[0]] = counts.get(chip[0], 0) + 1
            for k, n in counts.items():
                self.chips[k] = max(self.chips.get(k, 0), n)

    def best_field(self) -> int:
        """The highest rocket without Fehlzündung so far (0 if none)."""
        return max((h for h, m in zip(self.heights, self.misfires) if not m), default=0)

    def to_json(self) -> dict[str, Any]:
        return {"heights": list(self.heights), "misfires": list(self.misfires),
                "chips": dict(self.chips), "seat": self.seat}

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> History:
        return cls(list(raw.get("heights", [])), [bool(m) for m in raw.get("misfires", [])],
                   dict(raw.get("chips", {})), int(raw.get("seat", 0)))


def _current(goal: Goal, state: Any, hist: History) -> int:
    p = state.players[hist.seat]
    if goal.kind == "ruhm":
        return int(p["ruhm"])
    if goal.kind in ("no_misfire", "max_misfires"):
        return sum(hist.misfires)
    if goal.kind == "field":
        return hist.best_field()
    if goal.kind == "kristalle":
        before = p.get("kristalle_before")
        return int(before if before is not None else p["kristalle"])
    if goal.kind == "vorladung":
        return int(p["vorladung"])
    if goal.kind == "chips":
        return hist.chips.get(goal.chip, 0)
    raise ValueError(f"unknown goal kind {goal.kind!r}")


def goal_progress(lv: Level, state: Any, hist: History) -> list[dict[str, Any]]:
    """Each goal's state for the panel: ``{"goal": Text, "current", "target", "done",
    "failed"}`` — ``done``/``failed`` are final (a goal can still be open during the game)."""
    over = state.is_over()
    out = []
    for goal in lv.goals:
        cur = _current(goal, state, hist)
        if goal.kind == "no_misfire":
            target, done, failed = 0, over and cur == 0, cur > 0
        elif goal.kind == "max_misfires":
            target, done, failed = goal.n, over and cur <= goal.n, cur > goal.n
        elif goal.kind in ("field", "chips"):
            target, done, failed = goal.n, cur >= goal.n, over and cur < goal.n
        else:  # end-of-game amounts: Ruhm, Kristalle, Vorladung
            target = goal.n
            done = (cur >= goal.n) if goal.kind != "kristalle" else over and cur >= goal.n
            failed = over and cur < goal.n
        out.append({"goal": goal.text(), "kind": goal.kind, "current": cur, "target": target,
                    "done": bool(done), "failed": bool(failed)})
    return out


def check_goals(lv: Level, state: Any, hist: History) -> list[bool]:
    """Which of the three goals a finished game met."""
    if not state.is_over():
        raise ValueError("the goals are checked when the game is over")
    return [g["done"] for g in goal_progress(lv, state, hist)]


def stars(met: list[bool]) -> int:
    """Goal 1 passes the level (1 star); each further goal met adds one — only with goal 1."""
    return 0 if not met or not met[0] else 1 + sum(1 for m in met[1:] if m)
