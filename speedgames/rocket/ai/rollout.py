"""The worth of a shop decision by playing the rest of the game out (issues #28, #32).

The value of a basket (or of „Fertig“, or of „Ruhm nehmen“ / „Einkaufen“ after a Fehlzündung) is
the mean final Ruhm of the seat when the rest of the game is played out from the state right after
it, ``ROLLOUTS`` times. Every candidate is played out with the same rollout seeds (*common random
numbers*): rollout ``i`` draws the same future Extrablätter, the same per-evening draw streams and
the same Preiswürfel for every candidate, so the difference between two baskets is mostly the
baskets' and not the luck's.

No peeking: a rollout re-seeds its clone (the real draw streams and the real order of the
Extrablätter still to come are replaced by the rollout's own), so it knows no more than the seat.

The policy inside a rollout must be cheap (the whole game's analysis has a 5 s budget): the seat
stuffs like the mittel computer (stops at a fixed danger, always saves with sand, the Vorschau's
farthest safe chip) and shops like stark (the chips' worth over the evenings left, Kristall trades,
Ruhm or Einkauf after a Fehlzündung); the other seats stuff the same way but buy nothing. What is
measured is therefore how much a basket is worth to a solid player over the rest of the game — the
bag's real make-up played evening after evening, not the shop's per-chip guess. The result is the
seat's final Ruhm (Mark and Kristalle converted on the last evening; the tie-break is not counted).

Cost: about 3.5 ms (alone) to 7 ms (four seats) for a rollout from the first evening's shop.
Sequential stopping (:func:`values` with ``first``) spends the rollouts where the verdict is
open: a candidate the leader clearly beats after :data:`FIRST` rollouts is followed no further.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from speedgames.core.game import Action
from speedgames.core.rng import Stream, derive_seed
from speedgames.rocket.ai import draw as ai_draw
from speedgames.rocket.ai import shop as ai_shop
from speedgames.rocket.ai.styles import NEUTRAL
from speedgames.rocket.rules import data, shop, stuffing
from speedgames.rocket.rules import extrablatt as xb

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.rules.state import RocketState

#: rollouts per candidate in the analysis and the Rat (cheap; the noise is said with the value)
ROLLOUTS = 12
#: candidates besides the chosen one: the shop heuristic's best baskets
CANDIDATES = 4
DONE = Action("done")
SHOW = Action("done")


@dataclass
class Value:
    """A candidate's rollout results: ``mean`` final Ruhm and the per-rollout ``results``."""

    action: Action
    results: list[float]

    @property
    def mean(self) -> float:
        return sum(self.results) / len(self.results) if self.results else 0.0


def diff_se(a: Value, b: Value) -> float:
    """Standard error of ``a.mean − b.mean`` from the paired (same-seed) differences."""
    d = [x - y for x, y in zip(a.results, b.results)]
    n = len(d)
    if n < 2:
        return 0.0
    m = sum(d) / n
    var = sum((x - m) ** 2 for x in d) / (n - 1)
    return math.sqrt(var / n)


def fast_action(st: RocketState, seat: int) -> Action:
    """The rollout policy's move for ``seat`` (legal in every phase the rollout meets)."""
    phase = st.phase
    p = st.players[seat]
    if phase == "stopfen":
        return _stuffing(st, seat, p)
    if phase == "show":
        return SHOW
    if p["shop"] == "choose":
        return ai_shop.strong_take(st, seat, NEUTRAL)[0]
    trade = ai_shop.strong_trade(st, seat, NEUTRAL)
    if trade is not None:
        return trade[0]
    if p["may_buy"] and not p["bought"]:
        buy = ai_shop.strong_buy(st, seat, NEUTRAL)
        if buy is not None:
            return buy[0]
    return DONE


def _stuffing(st: RocketState, seat: int, p: dict) -> Action:
    """mittel's Stopfen (stop at ``ai_draw.NORMAL_DANGER``, always sand, the Vorschau's farthest
    safe chip) with the danger in floats."""
    status = p["status"]
    if status == "sand":
        return ai_draw.SAND
    if status == "preview":
        return ai_draw.simple_preview(st, seat)[0]
    bag = p["bag"]
    total = sum(bag.values())
    if not total:
        return ai_draw.STOP
    # ``stuffing.would_ignite`` for every Blitzpulver at once: the sum and the limit once
    huelse = p["huelse"]
    now = stuffing.wsum(st.card, huelse)
    if st.card == xb.FUNKENFLUG and not any(c[0][0] == "W" for c in huelse):
        return ai_draw.DRAW  # the first Blitzpulver counts 0: nothing can ignite
    room = stuffing.limit(st, p) - now
    red = sum(n for c, n in bag.items() if c[0] == "W" and int(c[1:]) > room)
    return ai_draw.STOP if red >= ai_draw.NORMAL_DANGER * total else ai_draw.DRAW


def reseeded(st: RocketState, seat: int, index: int) -> RocketState:
    """A clone with the rollout's own future: draw streams, Preiswürfel, Extrablätter to come."""
    root = st.clone()
    # from public facts only: the evening, the seat, the rollout's number (never the real seed)
    root.seed = derive_seed("rocket-rollout", st.evening, seat, index)
    future = sorted(st.deck[st.evening:])  # which cards are left is public, their order not
    Stream.derive(root.seed, "extrablatt").shuffle(future)
    root.deck = list(st.deck[:st.evening]) + future
    return root


def idle_action(st: RocketState, seat: int) -> Action:
    """The other seats inside a rollout: they stuff like the mittel computer (their Hülse is
    what the Tagespreis and the Schwarzpulver comparisons meet) but buy nothing — their bags
    stay as they are, which keeps a rollout cheap (a table's others shopping too cost about
    twice as much)."""
    if st.phase == "stopfen":
        return _stuffing(st, seat, st.players[seat])
    if st.phase == "shop" and st.players[seat]["shop"] == "choose":
        return Action("take", what="ruhm")
    return DONE


class _Quiet:
    """A Log that keeps nothing: a rollout needs the rules' changes, not their events (the
    texts of every event were a tenth of a rollout's time)."""

    __slots__ = ()

    def __call__(self, type: str, seat: int | None = None, **fields: object) -> dict:
        return {}


_QUIET = _Quiet()


def apply(st: RocketState, seat: int, action: Action) -> None:
    """``st.apply`` without its events: validated the same way, the same change."""
    check = st._validate(seat, action)
    st._do(seat, action, check, _QUIET)  # type: ignore[arg-type]


_MASK = (1 << 64) - 1


def _key(base: int, draw: int, chip: int, copy: int) -> int:
    """A cheap 64-bit hash (SplitMix64's finaliser) of one chip copy at one draw."""
    z = (base + draw * 0x9E3779B97F4A7C15 + chip * 0xBF58476D1CE4E5B9
         + copy * 0x94D049BB133111EB) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


#: (base, draw, chip) → the smallest key among the chip's first 1, 2, … copies. The candidates of
#: one judgement replay the same rollout seeds, so the same draws' keys recur; the cache is
#: emptied when it grows past ``_RACE_MAX`` (a judgement needs a few ten thousand).
_RACE: dict[tuple[int, int, int], list[int]] = {}
_RACE_MAX = 200_000


def _race_min(base: int, draw: int, ci: int, n: int) -> int:
    """``min(_key(base, draw, ci, k) for k < n)``, remembered."""
    k = (base, draw, ci)
    mins = _RACE.get(k)
    if mins is None:
        if len(_RACE) >= _RACE_MAX:
            _RACE.clear()
        mins = _RACE[k] = []
    while len(mins) < n:
        v = _key(base, draw, ci, len(mins))
        mins.append(v if not mins or v < mins[-1] else mins[-1])
    return mins[n - 1]


def crn_chip(bag: dict[str, int], base: int, draw: int) -> str:
    """The next chip by an exponential race: every copy in the bag gets a key from (rollout,
    evening, draw number, chip, copy); the smallest key is drawn — uniform over the copies, and
    two bags that differ by a bought chip draw the same chip unless the new one wins the race
    (the common random numbers that make two baskets comparable with few rollouts)."""
    best, pick = _MASK + 1, ""
    index = data.CHIP_INDEX
    for chip, n in bag.items():
        if n > 0:
            v = _race_min(base, draw, index[chip], n)
            if v < best:
                best, pick = v, chip
    return pick


def play_out(st: RocketState, seat: int, max_steps: int = 20_000) -> RocketState:
    """Play ``st`` (a clone; changed in place) to the end: ``seat`` by :func:`fast_action` with
    its draws by :func:`crn_chip`, the others by :func:`idle_action`."""
    drawn = 0
    evening = st.evening
    base = derive_seed(st.seed, "draw", evening)
    for _ in range(max_steps):
        movers = st.to_move()
        if not movers:
            break
        s = movers[0]
        if s != seat:
            apply(st, s, idle_action(st, s))
            continue
        action = fast_action(st, s)
        if action.type == "draw":
            if st.evening != evening:
                evening, drawn = st.evening, 0
                base = derive_seed(st.seed, "draw", evening)
            p = st.players[seat]
            p["forced"] = [crn_chip(p["bag"], base, drawn)]
            drawn += 1
        apply(st, s, action)
    return st


def final_result(st: RocketState, seat: int) -> float:
    return float(st.players[seat]["ruhm"])


def one(st: RocketState, seat: int, action: Action, index: int) -> float:
    """Rollout ``index`` of ``action``: the seat's final Ruhm."""
    root = reseeded(st, seat, index)
    apply(root, seat, action)
    finish_shop(root, seat)
    return final_result(play_out(root, seat), seat)


def values(st: RocketState, seat: int, actions: list[Action],
           rollouts: int = ROLLOUTS, first: int | None = None,
           keep: tuple[Action, ...] = ()) -> list[Value]:
    """The rollout value of each of ``actions`` (legal for ``seat`` now), same seeds for all.

    ``first``: sequential stopping — every candidate gets rollouts ``0 … first−1``; only the
    leader, ``keep`` (the judged move) and those the leader does not clearly beat
    (:func:`clearly_worse`) get the rest. A dropped candidate keeps its ``first`` results (its
    mean is its own; a paired difference pairs the common rollouts)."""
    out = [Value(action, []) for action in actions]
    head = rollouts if first is None else max(2, min(first, rollouts))
    for v in out:
        v.results.extend(one(st, seat, v.action, i) for i in range(head))
    if head >= rollouts or len(out) < 2:
        return out
    leader = max(out, key=lambda v: v.mean)
    for v in out:
        if v is leader or v.action in keep or not clearly_worse(leader, v):
            v.results.extend(one(st, seat, v.action, i) for i in range(head, rollouts))
    return out


#: sequential stopping (:func:`values`): a candidate is followed no further once the leader
#: beats it by more than ``DROP_MARGIN`` Ruhm (the analysis' ``?`` threshold) at ``DROP_SE``
#: standard errors of the paired difference — it cannot be the best any more
DROP_MARGIN = 1.0
DROP_SE = 2.5
#: rollouts every candidate gets before the sequential stopping looks
FIRST = 6


def clearly_worse(leader: Value, v: Value) -> bool:
    return leader.mean - v.mean - DROP_SE * diff_se(leader, v) > DROP_MARGIN


def finish_shop(st: RocketState, seat: int) -> None:
    """After the judged step, the seat's own shop ends by the rollout policy (a basket bought
    means „Fertig“ after any trades; a ``take`` goes on to the policy's purchase)."""
    for _ in range(20):
        if st.phase != "shop" or seat not in st.to_move():
            return
        apply(st, seat, fast_action(st, seat))


def candidates(st: RocketState, seat: int, chosen: Action | None = None,
               count: int = CANDIDATES) -> list[Action]:
    """The baskets worth playing out: the shop heuristic's ``count`` best, „Fertig“ and
    ``chosen`` (if it is not among them); every one affordable now."""
    p = st.players[seat]
    legal = shop.buy_options(st, p)
    if not legal:
        return []
    worths = ai_shop.chip_worths(st, seat, NEUTRAL)
    ranked = ai_shop.purchases(st, seat, p["mark"], worths)
    out = [shop.buy_action(chips) for chips, _v in ranked[:count]]
    out.append(DONE)
    if chosen is not None and chosen not in out:
        out.append(chosen)
    return out
