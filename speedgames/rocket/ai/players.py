"""Speedrocket's computer players (leicht / mittel / stark, six styles) and the advisor („Rat“).

``make_player(level, style=None, seed=0)`` returns a :class:`RocketPlayer` with ``.level``,
``.style`` (a :class:`~speedgames.rocket.ai.styles.Style`; ``.style.name`` / ``.description`` are
Texts for the seat's info window) and ``.choose(state, seat) -> Decision(action, reason)``. The
action is always one of ``state.legal_actions(seat)``; the reason is a :class:`Text`
(``rocket.ai.*``) for the Spielverlauf, e.g. „31 % Gefahr sind zu heiß“.

Levels (see ``ai_draw`` and ``ai_shop`` for the details):

* **stark** — draws or stops by the exact expectimax over the rest of the evening
  (:mod:`.stopfen` / :mod:`.solver`: every draw, voluntary sand, „Sand drauf?“ and the
  Kupferblau-Vorschau, the leaf priced by :mod:`.value`), within a node budget with a sound
  cut-off; alone for Ruhm, at a table for the win chance (:mod:`.placement`); buys by the chips' worth over the evenings left; takes Ruhm or Einkauf after a
  Fehlzündung by comparing them; trades Kristalle when Vorladung or a full Sandeimer is worth more
  than their value at the end.
* **mittel** — stops at a fixed danger level, always saves with sand, buys from a fixed wish list.
* **strong_v1** (hidden, for measurements) — stark as it was before the solver: the old one-draw
  lookahead of :mod:`.draw` with the hand-set shop; never offered at the table.
* **strong_v2** (hidden, for measurements) — stark's Stopfen with the hand-set shop, as stark was
  before its shop was tuned to the rollouts (issue #32).
* **leicht** — draws „nach Gefühl“ (noise from its own seeded stream), buys at random among the
  dearer chips it can afford.

Advisor: ``advise(state, seat, style=None) -> Advice`` is the strong player's judgement.

* Stopfen, seat drawing: ``Advice.options`` = „Ziehen“, „Aufhören“ and (when possible) voluntary
  „Sand“, best first; each ``Option(action, value, reason, extra)`` with ``value`` the expected
  evening value in Ruhm-equivalents and ``extra["gain"]`` = value − value of „Aufhören“.
  ``Advice.extra`` = ``{"phase": "stopfen", "status": "drawing", "danger": int %,
  "danger_exact": float, "gauge": {"green", "yellow", "red"} (floats), "tolerance": int,
  "gain": expected gain of drawing over stopping (float), "recommend": action type}``.
* Stopfen, „Sand drauf?“: options „sand“ and „ignite“ (same shape), ``extra["status"] = "sand"``.
* Stopfen, Kupferblau-Vorschau: one option per preview chip plus „keinen“
  (``extra["chip"]`` = chip id or None), ``extra["status"] = "preview"``.
* Pulverhandlung: ``Advice.options`` = ranked purchases (``extra["chips"]``: list of chip ids),
  then worthwhile Kristall trades (``extra["trade"]``), then „Fertig“; after a Fehlzündung the
  two ``take`` options ranked. ``Advice.extra = {"phase": "shop", "mark": int, "status": …,
  "suggestion": the best purchase's chip ids or []}``.
* Otherwise (show, game over, not this seat's turn): ``Advice([], {"phase": …})``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.game import LEVEL_IDS, Action
from speedgames.core.i18n import Text, counted
from speedgames.core.players import Advice, Decision, Option
from speedgames.core.rng import Stream
from speedgames.rocket.ai import draw as ai_draw
from speedgames.rocket.ai import shop as ai_shop
from speedgames.rocket.ai import stopfen as ai_stopfen
from speedgames.rocket.ai import styles as ai_styles
from speedgames.rocket.ai.evaluate import Context, make_context
from speedgames.rocket.ai.styles import Style
from speedgames.rocket.rules import data, odds

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.rules.state import RocketState

LEVEL_ALIASES = {"leicht": "easy", "mittel": "normal", "stark": "strong", "easy": "easy",
                 "normal": "normal", "strong": "strong", "strong_v1": "strong_v1",
                 "strong_v2": "strong_v2"}
#: levels for measurements only, never offered at the table: ``strong_v1`` is stark as it was
#: before the exact solver (``ai_draw.strong_stuffing``), ``strong_v2`` stark as it was before
#: its shop was tuned to the rollouts (issue #32: the hand-set worths), kept frozen to measure
#: against
HIDDEN_LEVELS = ("strong_v1", "strong_v2")
STRONG = ("strong", "strong_v1", "strong_v2")
DONE = Action("done")


def context(st: RocketState, seat: int, style: Style) -> Context:
    return make_context(st, seat, style, ai_shop.mark_table(st, seat, style))


class RocketPlayer:
    """One computer seat. Stateless between calls except for its own noise stream."""

    def __init__(self, level: str, style: str | None = None, seed: int = 0) -> None:
        if level not in LEVEL_ALIASES:
            raise ValueError(f"unknown level {level!r} (one of {', '.join(LEVEL_IDS)})")
        self.level = LEVEL_ALIASES[level]
        self.style_id = style if style in ai_styles.STYLES else None
        self.style = ai_styles.get(self.style_id)
        self.rng = Stream.derive(seed, "rocket-ai", self.level, self.style_id or "")

    def __repr__(self) -> str:
        return f"RocketPlayer({self.level!r}, {self.style_id!r})"

    def choose(self, state: RocketState, seat: int) -> Decision:
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        action, why = self._choose(state, seat)
        if action not in legal:  # defensive: never hand the rules an illegal move
            action, why = legal[-1], Text("rocket.ai.fallback")
        return Decision(action, why)

    def _choose(self, st: RocketState, seat: int) -> tuple[Action, Text]:
        phase = st.phase
        if phase == "stopfen":
            if self.level in ("strong", "strong_v2"):
                return ai_stopfen.strong_stuffing(st, context(st, seat, self.style))
            if self.level == "strong_v1":
                return ai_draw.strong_stuffing(st, context(st, seat, self.style))
            if self.level == "normal":
                return ai_draw.normal_stuffing(st, seat, self.style.danger_shift)
            return ai_draw.easy_stuffing(st, seat, self.rng, self.style.danger_shift)
        if phase == "show":
            return DONE, Text("rocket.ai.show_done")
        return self._shop(st, seat)

    def _shop(self, st: RocketState, seat: int) -> tuple[Action, Text]:
        p = st.players[seat]
        if p["shop"] == "choose":
            if self.level in STRONG:
                return ai_shop.strong_take(st, seat, self.style)
            if self.level == "normal":
                left = st.evenings - st.evening
                what = "ruhm" if left <= 3 else "shop"
            else:
                what = "ruhm" if self.rng.randbelow(2) else "shop"
            return (Action("take", what=what),
                    Text(f"rocket.ai.take.{what}",
                         {"ruhm": _field_ruhm(p), "mark": p["mark"]}))
        if self.level in STRONG:
            trade = ai_shop.strong_trade(st, seat, self.style)
        elif self.level == "normal" or self.rng.randbelow(2):
            trade = ai_shop.simple_trade(st, seat)
        else:
            trade = None
        if trade:
            return trade
        if p["may_buy"] and not p["bought"]:
            if self.level in STRONG:
                buy = ai_shop.strong_buy(st, seat, self.style, tuned=self.level == "strong")
            elif self.level == "normal":
                buy = ai_shop.wish_buy(st, seat)
            else:
                buy = ai_shop.random_buy(st, seat, self.rng)
            if buy:
                return buy
            return DONE, Text("rocket.ai.buy.nothing",
                                    {"mark": counted("core.count.mark", p["mark"])})
        return DONE, Text("rocket.ai.shop_done")


def _field_ruhm(p: dict[str, Any]) -> int:
    return data.RUHM[p["wf"]]


def make_player(level: str, style: str | None = None, seed: int = 0) -> RocketPlayer:
    return RocketPlayer(level, style, seed)


# -- the advisor -----------------------------------------------------------------------------------
def _gauge(st: RocketState, seat: int) -> dict[str, float]:
    return {k: float(v) for k, v in odds.gauge(st, seat).items()}


def advise(state: RocketState, seat: int, style: str | None = None) -> Advice:
    """The strong computer's judgement of the seat's current decision (shapes: module doc)."""
    st = state
    sty = ai_styles.get(style)
    if seat not in st.to_move():
        return Advice([], {"phase": st.phase})
    p = st.players[seat]
    if st.phase == "stopfen":
        return _advise_stuffing(st, seat, sty, p)
    if st.phase == "shop":
        return _advise_shop(st, seat, sty, p)
    return Advice([], {"phase": st.phase})


def _advise_stuffing(st: RocketState, seat: int, sty: Style, p: dict[str, Any]) -> Advice:
    ctx = context(st, seat, sty)
    status = p["status"]
    danger = odds.danger(st, seat)
    extra: dict[str, Any] = {"phase": "stopfen", "status": status, "danger": ai_draw.pct(danger),
                             "danger_exact": danger, "gauge": _gauge(st, seat),
                             "tolerance": odds.tolerance(st, seat)}
    options: list[Option] = []
    if status == "drawing":
        j = ai_stopfen.judge(st, ctx)
        candidates = [(ai_draw.STOP, j.stop)]
        if j.draw is not None:
            candidates.append((ai_draw.DRAW, j.draw))
        if j.sand is not None:
            candidates.append((ai_draw.SAND, j.sand))
        for act, v in candidates:
            options.append(Option(act, v, ai_draw.reason(act, j, p), {"gain": v - j.stop}))
        extra["gain"] = (j.draw - j.stop) if j.draw is not None else 0.0
        extra["ev"] = {a.type: v for a, v in candidates}
        extra["exact"] = j.error == 0.0
    elif status == "sand":
        v = ai_stopfen.solve(st, ctx).values
        chip = ai_shop.chip_text(p["pending"])
        for act, key in ((ai_draw.SAND, "sand_rescue"), (ai_draw.IGNITE, "ignite")):
            options.append(Option(act, v[act.type], Text(f"rocket.ai.draw.{key}", {"chip": chip})))
    elif status == "preview":
        v = ai_stopfen.solve(st, ctx).values
        for i in [*range(len(p["preview"])), None]:
            act = Action("preview", index=i)
            chip = p["preview"][i] if i is not None else None
            why = (Text("rocket.ai.draw.preview", {"chip": ai_shop.chip_text(chip)}) if chip
                   else Text("rocket.ai.draw.preview_none"))
            options.append(Option(act, v[i], why, {"chip": chip}))
    options.sort(key=lambda o: -o.value)
    if options:
        extra["recommend"] = options[0].action.type
    return Advice(options, extra)


def _advise_shop(st: RocketState, seat: int, sty: Style, p: dict[str, Any]) -> Advice:
    extra: dict[str, Any] = {"phase": "shop", "mark": p["mark"], "status": p["shop"],
                             "suggestion": []}
    options: list[Option] = []
    if p["shop"] == "choose":
        ruhm = data.RUHM[p["wf"]]
        worth = ai_shop.best_purchase_worth(st, seat, p["mark"], sty)
        params = {"ruhm": ruhm, "mark": counted("core.count.mark", p["mark"])}
        options = [Option(Action("take", what="ruhm"), float(ruhm),
                          Text("rocket.ai.take.ruhm", params)),
                   Option(Action("take", what="shop"), worth, Text("rocket.ai.take.shop", params))]
        options.sort(key=lambda o: -o.value)
        return Advice(options, extra)
    for s in ai_shop.shop_advice(st, seat, sty):
        options.append(Option(s["action"], s["value"], s["reason"], {"chips": s["chips"]}))
    if options:
        extra["suggestion"] = list(options[0].extra["chips"])
    for what, v in sorted(ai_shop.trade_values(st, seat, sty).items(), key=lambda kv: -kv[1]):
        if v > 0:
            options.append(Option(Action("trade", what=what), v,
                                   Text(f"rocket.ai.trade.{what}"), {"trade": what}))
    options.append(Option(DONE, 0.0, Text("rocket.ai.shop_done")))
    return Advice(options, extra)
