"""The shop judged by playing the rest of the game out (:mod:`.rollout`): the analysis' verdict
on a basket or a Fehlzündung choice, and the Rat's one concrete basket.

* :func:`judge` — every candidate (the shop heuristic's best baskets, „Fertig“, the chosen one;
  or „Ruhm nehmen“ / „Einkaufen“) played out with the same seeds; the loss of the chosen one
  is what it loses at least (mean difference − ``NOISE`` standard errors of the paired
  difference), so a verdict accuses only what the rollouts clearly tell apart — the best of
  several noisy means is flattered, and this keeps stark's own baskets unaccused.
* :func:`pick` — the basket the Rat names: the rollouts' best, unless stark's own choice is within
  the noise of it (then stark's: the Rat and stark agree where the rollouts cannot tell).
* :func:`difference` — the reason in words: only what differs between the two (the chips one
  basket has and the other has not), never a chip both contain.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from speedgames.core.game import Action
from speedgames.core.i18n import Text, counted
from speedgames.rocket.ai import rollout
from speedgames.rocket.ai import shop as ai_shop
from speedgames.rocket.ai.styles import NEUTRAL
from speedgames.rocket.rules import data, shop

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.rules.state import RocketState

#: standard errors of the paired difference a loss must exceed before it counts
NOISE = 2.0
#: the Rat's rollouts per candidate (on its worker: about 0.3–0.7 s of CPU from the first shop)
RAT_ROLLOUTS = 16
TAKE_RUHM = Action("take", what="ruhm")
TAKE_SHOP = Action("take", what="shop")


@dataclass
class Judged:
    """Rollout values of the candidates, best first; ``chosen`` (if given) among them."""

    values: list[rollout.Value]
    chosen: rollout.Value | None

    @property
    def best(self) -> rollout.Value:
        return self.values[0]

    def loss(self, v: rollout.Value | None = None) -> float:
        """How much ``v`` (default: the chosen one) loses to the best at least: the lower end of
        the loss' confidence interval (mean difference − ``NOISE`` standard errors of the
        paired difference), 0 when the rollouts cannot tell the two apart."""
        v = v if v is not None else self.chosen
        if v is None or v is self.best:
            return 0.0
        raw = self.best.mean - v.mean
        return max(0.0, raw - NOISE * rollout.diff_se(self.best, v))


def canonical(action: Action) -> Action:
    """A buy with its chips in the shop's canonical order (so equal baskets compare equal)."""
    if action.type != "buy":
        return action
    chips = action.get("chips") or []
    if not isinstance(chips, list) or not all(isinstance(c, str) and c in data.CHIP_INDEX
                                               for c in chips):
        return action
    return shop.buy_action(tuple(sorted(chips, key=data.CHIP_INDEX.__getitem__)))


def judge(st: RocketState, seat: int, chosen: Action | None = None,
          rollouts: int = rollout.ROLLOUTS) -> Judged | None:
    """The seat's shop decision now judged by rollouts (None: nothing to judge)."""
    p = st.players[seat]
    if p["shop"] == "choose":
        actions = [TAKE_RUHM, TAKE_SHOP]
    else:
        actions = rollout.candidates(st, seat, canonical(chosen) if chosen else None)
    if not actions:
        return None
    legal = st.legal_actions(seat)
    actions = [a for a in actions if a in legal]
    want = canonical(chosen) if chosen is not None else None
    values = rollout.values(st, seat, actions, rollouts, first=rollout.FIRST,
                            keep=(want,) if want is not None else ())
    values.sort(key=lambda v: -v.mean)
    hit = next((v for v in values if v.action == want), None)
    return Judged(values, hit)


def pick(j: Judged, prefer: Action | None) -> rollout.Value:
    """The rollouts' best, or ``prefer`` (stark's own choice) when it is within the noise."""
    own = next((v for v in j.values if v.action == prefer), None)
    if own is not None and j.loss(own) <= 0.0:
        return own
    return j.best


def chips_of(action: Action) -> list[str]:
    return list(action.get("chips") or []) if action.type == "buy" else []


def chips_text(chips: list[str]) -> Text:
    """„Bariumgrün 1“ or „Bariumgrün 1 und Schwarzpulver“."""
    names = [ai_shop.chip_text(c) for c in chips]
    if len(names) == 1:
        return names[0]
    return Text("rocket.ai.judge.chips_two", {"a": names[0], "b": names[1]})


def difference(better: Action, worse: Action, gain: float) -> Text:
    """Why ``better`` beats ``worse`` by ``gain`` Ruhm, naming only what differs."""
    g = round(max(0.0, gain), 1)
    if g <= 0.0:  # equal when shown: never „0,0 Ruhm mehr“
        if better.type == "take":
            return Text("rocket.ai.judge.take_close")
        b, w = chips_of(better), chips_of(worse)
        plus, minus = [c for c in b if c not in w], [c for c in w if c not in b]
        if plus and minus:
            return Text("rocket.ai.judge.close", {"better": chips_text(plus),
                                                  "worse": chips_text(minus)})
        return Text("rocket.ai.judge.same")
    if better.type == "take":
        key = "rocket.ai.judge.take_ruhm" if better.get("what") == "ruhm" else \
            "rocket.ai.judge.take_shop"
        return Text(key, {"gain": g})
    b, w = chips_of(better), chips_of(worse)
    plus = [c for c in b if c not in w]
    minus = [c for c in w if c not in b]
    if plus and minus:
        return Text("rocket.ai.judge.swap", {"better": chips_text(plus),
                                             "worse": chips_text(minus), "gain": g})
    if plus:
        return Text("rocket.ai.judge.add", {"chips": chips_text(plus), "gain": g})
    if minus:
        return Text("rocket.ai.judge.drop", {"chips": chips_text(minus), "gain": g})
    return Text("rocket.ai.judge.same")


def cost(st: RocketState, action: Action) -> int:
    price = shop.prices(st)
    return sum(price[c] for c in chips_of(action))


# -- the Rat --------------------------------------------------------------------------------------
def rat_lines(st: RocketState, seat: int, rollouts: int = RAT_ROLLOUTS) -> dict[str, Any]:
    """What the Rat says in the shop, as data for its card (``screen.rat``):

    ``{"kind": "take", "action", "gain"}`` after a Fehlzündung; ``{"kind": "buy", "action",
    "chips", "cost", "mark", "gain" (over buying nothing), "other": runner-up Action or None,
    "other_gain"}``; ``{"kind": "nothing"}`` when buying nothing is clearly best;
    ``{"kind": "done"}`` when nothing is left to buy; ``"trade"``: the Kristall trade stark would
    make first (or None). One basket, affordable, never two lines
    that contradict each other.
    """
    p = st.players[seat]
    if p["shop"] == "choose":
        j = judge(st, seat, None, rollouts)
        assert j is not None
        stark = ai_shop.strong_take(st, seat, NEUTRAL)[0]
        best = pick(j, stark)
        other = next(v for v in j.values if v is not best)
        return {"kind": "take", "action": best.action, "gain": best.mean - other.mean,
                "ruhm": data.RUHM[p["wf"]], "mark": p["mark"]}
    trade = ai_shop.strong_trade(st, seat, NEUTRAL)
    what = trade[0].get("what") if trade is not None else None
    if not shop.buy_options(st, p):
        return {"kind": "done", "trade": what}
    j = judge(st, seat, None, rollouts)
    if j is None:  # pragma: no cover (buy options exist)
        return {"kind": "done"}
    stark = ai_shop.strong_buy(st, seat, NEUTRAL, tuned=True)
    best = pick(j, stark[0] if stark else None)
    if best.action.type != "buy":
        return {"kind": "nothing", "mark": p["mark"], "trade": what}
    none = next((v for v in j.values if v.action.type == "done"), None)
    others = [v for v in j.values if v is not best and v.action.type == "buy"]
    other = others[0] if others else None
    return {"kind": "buy", "action": best.action, "chips": chips_of(best.action),
            "cost": cost(st, best.action), "mark": p["mark"],
            "gain": best.mean - none.mean if none is not None else None,
            "other": other.action if other is not None else None,
            "other_gain": best.mean - other.mean if other is not None else None, "trade": what}


def mark_text(n: int) -> Text:
    return counted("core.count.mark", n)
