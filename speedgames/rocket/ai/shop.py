"""The Pulverhandlung of the computers: what a chip is worth, what to buy, take and trade.

The strong computer prices each chip by what it will do on the evenings still to come: how often it
leaves the bag (about (Zündgrenze − 1) / Blitzpulver in the bag of it each evening), how far it
carries the rocket (its value plus the expected extra fields of its Rezeptur), and what its
Rezeptur pays in Ruhm, Kristalle, Vorladung or Mark — with the game phase deciding whether a field
(compounding: more Mark, more chips) or a Ruhm now is worth more („Purpur: ab jetzt zählt Ruhm“).
The best purchase is the best single chip or pair of different kinds within the Mark.

The mittel computer buys from a fixed wish list, the leicht one at random among the dearer chips it
can afford. Every choice carries a reason (``rocket.ai.buy.*``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from speedgames.core.game import Action
from speedgames.core.i18n import Text, counted
from speedgames.core.rng import Stream
from speedgames.rocket.ai.evaluate import field_value, kristall_value
from speedgames.rocket.ai.styles import NEUTRAL, Style
from speedgames.rocket.rules import data, shop
from speedgames.rocket.rules.events import to_text
from speedgames.rocket.rules.events import chip_text as _chip_dict

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.rules.state import RocketState

#: The mittel computer's fixed wish list (best first), the same in every game.
WISH_LIST: tuple[str, ...] = ("R4", "G4", "Y4", "B4", "P1", "R2", "Y2", "G2", "B2", "K1", "R1",
                              "Y1", "G1", "B1", "O1")
#: Blitzpulver sum a rocket takes on an ordinary evening (for the draw rate).
TYPICAL_LIMIT = 7
#: stark's correction of the hand-set worths (issue #32): a factor per chip kind for the game's
#: three phases (evenings left ≥ 6, 3–5, ≤ 2), fitted so the best basket by worth is the basket
#: the rollouts (``ai.rollout``) value most — on 76 shop states with the standard Rezepturen
#: (seeds 7600–7634, 7700–7740), every affordable basket played out
#: (``tools/tune_rocket_shop.py``, docs/rocket-shop.md). So it applies to Kalkorange and to a
#: kind with its first Rezeptur only; 1.0 keeps the hand-set worth; the frozen levels and the
#: rollouts' own policy shop without it.
PHASE_FACTORS: dict[str, tuple[float, float, float]] = {
    # Schwarzpulver early (Wettstreit's Vorladung lasts), Bariumgrün (its Kristall) later
    "O": (1.0, 1.0, 1.0), "G": (0.5, 2.0, 3.0), "B": (1.0, 1.0, 1.0), "R": (1.0, 1.0, 1.0),
    "Y": (1.0, 1.0, 1.0), "P": (1.0, 1.0, 1.0), "K": (2.0, 1.0, 1.0),
}


def phase_of(left: int) -> int:
    """0 early (evenings left ≥ 6), 1 middle (3–5), 2 late (≤ 2)."""
    return 0 if left >= 6 else (1 if left >= 3 else 2)


def chip_text(chip: str) -> Text:
    return to_text(_chip_dict(chip))


@dataclass(frozen=True)
class Worth:
    chip: str
    value: float
    why: str  # reason id: rocket.ai.buy.<why>


def draw_rate(bag: dict[str, int]) -> float:
    """Chance that a chip leaves the bag on an evening: the rocket takes about
    ``TYPICAL_LIMIT − 1`` Blitzpulver, so the share of the bag drawn is that over the bag's
    Blitzpulver total (capped at 1)."""
    wtotal = sum(data.value(c) * n for c, n in bag.items() if c[0] == "W")
    return 1.0 if wtotal <= 0 else min(1.0, (TYPICAL_LIMIT - 0.5) / wtotal)


def _counts(bag: dict[str, int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c, n in bag.items():
        out[c[0]] = out.get(c[0], 0) + n
    return out


def _schwarzpulver(st: RocketState, n: int | None, mine: int, rival: int, rate: float, kv: float,
                   fv: float, mark_rate: float) -> tuple[float, float, str]:
    """Schwarzpulver compares counts: the worth of one more depends on who has how many
    (``rival``: the strongest neighbour / other's Schwarzpulver; solo the Konkurrenz's 1)."""
    if n == 2:
        return 1.0, 0.0, "far"
    if st.solo:
        # the Konkurrenz always brings 1: the first of ours ties, the second beats
        share = (1 - rate) ** mine if mine < 2 else 0.15
    else:
        share = 0.6 if mine == rival else (0.45 if mine < rival else 0.3)
    if n == 1:  # Vorladung (+ Kristall) — a Vorladung lasts about half the evenings left
        return 0.0, share * (0.5 * fv + 0.6 * kv), "schwarzpulver"
    if n == 3:  # 2 Ruhm for a tie, 3 for the most
        return 0.0, share * (2.0 if st.solo and mine == 0 else 1.5), "schwarzpulver"
    others = 1 if st.solo else len(st.players) - 1
    return 0.0, share * 4 * mark_rate * others, "mark"


def _recipe_effect(st: RocketState, chip: str, kinds: dict[str, int], rate: float, left: int,
                   kv: float, fv: float, mark_rate: float,
                   rival_k: int = 1) -> tuple[float, float, str]:
    """(extra fields per draw, direct value per draw, reason id) of the chip's Rezeptur."""
    k = chip[0]
    v = data.value(chip)
    n = st.recipes.get(k)
    bag_n = max(1, sum(kinds.values()))
    w_share = kinds.get("W", 0) / bag_n
    if k == "O":
        return 0.0, 0.0, "cheap"
    if k == "G":
        if n == 1:
            return 0.0, 0.3 * (1 + kv), "kristall"
        if n == 2:
            return 0.0, kv * min(0.6, kinds.get("O", 0) / bag_n * 2.5), "kristall"
        if n == 3:
            near = (kinds.get("O", 0) + kinds.get("R", 0)) / bag_n
            return 0.0, kv * min(0.8, 2 * near + 0.1), "kristall"
        gs = kinds.get("G", 0) * rate
        return 0.0, kv * min(1.5, 0.45 * gs + 0.2), "kristall"
    if k == "B":
        if n == 1:
            return 1.5 + 0.3 * v, 0.0, "preview"
        if n == 2:
            return 0.9 * v * w_share * 1.6, 0.0, "safety"
        if n == 3:
            return 0.0, (v + 1) * mark_rate, "mark"
        return 0.55 * v, 0.0, "far"
    if k == "R":
        if n == 1:
            return min(2.0, 0.4 + 0.35 * kinds.get("O", 0)), 0.0, "far"
        if n == 2:
            return w_share * 1.6, 0.0, "far"
        if n == 3:
            return min(3.0, 0.4 * kinds.get("R", 0) + 0.2), 0.0, "far"
        return 1.2, 0.0, "far"
    if k == "Y":
        if n == 1:
            return w_share * 2.0, 0.0, "safety"
        if n == 2:
            return 1.8, 0.0, "safety"
        if n == 3:
            return 0.0, 0.9, "insurance"
        return 0.0, 0.15 * 0.3 * left, "safety"
    if k == "P":
        ps = kinds.get("P", 0) * rate
        if n == 1:
            return 0.0, 1.0 + 0.3 * min(2.0, ps) + (0.4 * fv if ps >= 1.5 else 0.0), "ruhm"
        if n == 2:
            return 0.0, 1.3, "ruhm"
        if n == 3:
            return 0.0, 1.2 + 0.5 * min(2.0, ps), "ruhm"
        return 0.0, kv * (1 + 0.2 * min(2.0, ps)) + (0.6 if ps >= 1.5 else 0.0), "kristall"
    if k == "K":
        return _schwarzpulver(st, n, kinds.get("K", 0), rival_k, rate, kv, fv, mark_rate)
    return 0.0, 0.0, "far"  # pragma: no cover (every kind handled)


def _rival_k(st: RocketState, seat: int) -> int:
    """Most Schwarzpulver a rival owns (neighbours for Wettstreit; solo: the Konkurrenz's 1)."""
    if st.solo:
        return 1
    best = 0
    for s, q in enumerate(st.players):
        if s != seat:
            own = sum(n for c, n in q["bag"].items() if c[0] == "K")
            own += sum(1 for c, _f in q["huelse"] if c[0] == "K")
            best = max(best, own)
    return best


def chip_worths(st: RocketState, seat: int, style: Style = NEUTRAL,
                left: int | None = None, tuned: bool = False) -> list[Worth]:
    """Worth (Ruhm-equivalents over the rest of the game) of every chip on sale now;
    ``tuned``: with stark's :data:`PHASE_FACTORS`."""
    p = st.players[seat]
    if left is None:
        left = max(0, st.evenings - st.evening)
    bag = dict(p["bag"])
    for c, _f in p["huelse"]:
        bag[c] = bag.get(c, 0) + 1
    for c in p["set_aside"]:
        bag[c] = bag.get(c, 0) + 1
    kinds = _counts(bag)
    rate = draw_rate(bag)
    fv = field_value(left, style)
    kv = kristall_value(left, style)
    # one field on one evening: a quarter Ruhm plus the Mark it brings (compounding early)
    per_field = 0.25 + (0.12 if left > 2 else 0.05) * style.field_weight
    mark_rate = 0.05 * min(left, 6)
    rival_k = _rival_k(st, seat)
    out = []
    for chip in shop.prices(st):
        extra_f, direct, why = _recipe_effect(st, chip, kinds, rate, left, kv, fv, mark_rate,
                                              rival_k)
        fields = data.value(chip) + extra_f
        per_evening = fields * per_field + direct
        value = left * rate * per_evening * style.weight(chip[0])
        if tuned and st.recipes.get(chip[0], 1) == 1:
            value *= PHASE_FACTORS[chip[0]][phase_of(left)]
        if chip[0] == "P" and left <= 4:
            why = "ruhm_late"
        elif why == "far" and data.value(chip) == 4:
            why = "big"
        out.append(Worth(chip, value, why))
    return out


def purchases(st: RocketState, seat: int, mark: int, worths: list[Worth]) -> list[tuple[
        tuple[str, ...], float]]:
    """Every purchase within ``mark`` (singles and pairs of different kinds), best first."""
    price = shop.prices(st)
    ok = [w for w in worths if price[w.chip] <= mark]
    out: list[tuple[tuple[str, ...], float]] = [((w.chip,), w.value) for w in ok]
    for i, a in enumerate(ok):
        for b in ok[i + 1:]:
            if a.chip[0] != b.chip[0] and price[a.chip] + price[b.chip] <= mark:
                pair = tuple(sorted((a.chip, b.chip), key=data.CHIP_INDEX.__getitem__))
                out.append((pair, a.value + b.value))
    out.sort(key=lambda x: -x[1])
    return out


def mark_table(st: RocketState, seat: int, style: Style = NEUTRAL, top: int = 60) -> list[float]:
    """Best purchase worth for every amount of Mark 0…top (the strong computer's Mark rate)."""
    worths = chip_worths(st, seat, style)
    price = shop.prices(st)
    opts: list[tuple[int, float]] = [(price[w.chip], w.value) for w in worths]
    for i, a in enumerate(worths):
        for b in worths[i + 1:]:
            if a.chip[0] != b.chip[0]:
                opts.append((price[a.chip] + price[b.chip], a.value + b.value))
    best = [0.0] * (top + 1)
    for cost, value in opts:
        if cost <= top and value > best[cost]:
            best[cost] = value
    for m in range(1, top + 1):
        best[m] = max(best[m], best[m - 1])
    return best


# -- decisions ----------------------------------------------------------------------------------
def buy_reason(chips: tuple[str, ...], worths: dict[str, Worth]) -> Text:
    main = max(chips, key=lambda c: worths[c].value)
    return Text(f"rocket.ai.buy.{worths[main].why}", {"chip": chip_text(main)})


def strong_buy(st: RocketState, seat: int, style: Style,
               tuned: bool = False) -> tuple[Action, Text] | None:
    """The best purchase by worth (``tuned``: stark's, with :data:`PHASE_FACTORS`; without:
    the frozen levels' and the rollouts' own policy)."""
    p = st.players[seat]
    if not shop.buy_options(st, p):
        return None
    worths = chip_worths(st, seat, style, tuned=tuned)
    ranked = purchases(st, seat, p["mark"], worths)
    if not ranked:
        return None
    chips, _ = ranked[0]
    by_chip = {w.chip: w for w in worths}
    return shop.buy_action(chips), buy_reason(chips, by_chip)


def wish_buy(st: RocketState, seat: int) -> tuple[Action, Text] | None:
    """Mittel: the first affordable chip of the wish list, then the first of another kind."""
    p = st.players[seat]
    if not shop.buy_options(st, p):
        return None
    price = shop.prices(st)
    mark = p["mark"]
    chosen: list[str] = []
    for chip in WISH_LIST:
        if chip in price and price[chip] <= mark and all(c[0] != chip[0] for c in chosen):
            chosen.append(chip)
            mark -= price[chip]
            if len(chosen) == 2:
                break
    if not chosen:
        return None
    chips = tuple(sorted(chosen, key=data.CHIP_INDEX.__getitem__))
    return shop.buy_action(chips), Text("rocket.ai.buy.wish", {"chip": chip_text(chosen[0])})


def random_buy(st: RocketState, seat: int, rng: Stream) -> tuple[Action, Text] | None:
    """Leicht: a random one of the three dearest affordable chips, maybe a cheap second one."""
    p = st.players[seat]
    if not shop.buy_options(st, p):
        return None
    price = shop.prices(st)
    ok = sorted((c for c in price if price[c] <= p["mark"]), key=lambda c: (-price[c], c))
    if not ok:
        return None
    first = rng.choice(ok[:3])
    rest = [c for c in ok if c[0] != first[0] and price[c] <= p["mark"] - price[first]]
    chips = [first]
    if rest and rng.randbelow(2):
        chips.append(rng.choice(rest[:3]))
    chips.sort(key=data.CHIP_INDEX.__getitem__)
    return shop.buy_action(tuple(chips)), Text("rocket.ai.buy.feeling", {"chip": chip_text(first)})


def best_purchase_worth(st: RocketState, seat: int, mark: int, style: Style) -> float:
    ranked = purchases(st, seat, mark, chip_worths(st, seat, style))
    return ranked[0][1] if ranked else 0.0


def strong_take(st: RocketState, seat: int, style: Style) -> tuple[Action, Text]:
    """After a Fehlzündung: the field's Ruhm or the shop, whichever is worth more now."""
    p = st.players[seat]
    ruhm = data.RUHM[p["wf"]]
    shop_worth = best_purchase_worth(st, seat, p["mark"], style)
    params = {"ruhm": ruhm, "mark": counted("core.count.mark", p["mark"])}
    if ruhm >= shop_worth:
        return Action("take", what="ruhm"), Text("rocket.ai.take.ruhm", params)
    return Action("take", what="shop"), Text("rocket.ai.take.shop", params)


def trade_values(st: RocketState, seat: int, style: Style) -> dict[str, float]:
    """Net worth of each legal Kristall trade now (positive = worth doing)."""
    p = st.players[seat]
    left = max(0, st.evenings - st.evening)
    kv_end = kristall_value(0, style)  # what the Kristalle would be worth at the end
    out: dict[str, float] = {}
    cost_v = shop.vorladung_cost(st, p)
    if p["shop"] == "open" and p["kristalle"] >= cost_v:
        out["vorladung"] = field_value(left, style) - cost_v * kv_end
    if p["shop"] == "open" and not p["sand"] and p["kristalle"] >= data.TRADE_COST and left > 0:
        # a refilled bucket saves roughly one rocket in the evenings left
        out["sandeimer"] = min(2.2, 0.45 * left + 0.4) - data.TRADE_COST * kv_end
    return out


def strong_trade(st: RocketState, seat: int, style: Style) -> tuple[Action, Text] | None:
    values = trade_values(st, seat, style)
    if not values:
        return None
    what = max(values, key=lambda k: values[k])
    if values[what] <= 0.15:
        return None
    return Action("trade", what=what), Text(f"rocket.ai.trade.{what}")


def simple_trade(st: RocketState, seat: int) -> tuple[Action, Text] | None:
    """Mittel/leicht: fill an empty Sandeimer first, then Vorladung while 3+ evenings remain."""
    p = st.players[seat]
    if p["shop"] != "open":
        return None
    left = st.evenings - st.evening
    if not p["sand"] and p["kristalle"] >= data.TRADE_COST and left > 0:
        return Action("trade", what="sandeimer"), Text("rocket.ai.trade.sandeimer")
    if p["kristalle"] >= shop.vorladung_cost(st, p) and left >= 3:
        return Action("trade", what="vorladung"), Text("rocket.ai.trade.vorladung")
    return None


def shop_advice(st: RocketState, seat: int, style: Style = NEUTRAL,
                count: int = 5) -> list[dict[str, Any]]:
    """Ranked suggestions for the seat's shop (stark's tuned worths):
    ``{"action", "value", "reason", "chips"}``."""
    p = st.players[seat]
    out: list[dict[str, Any]] = []
    if shop.buy_options(st, p):
        worths = chip_worths(st, seat, style, tuned=True)
        by_chip = {w.chip: w for w in worths}
        for chips, value in purchases(st, seat, p["mark"], worths)[:count]:
            out.append({"action": shop.buy_action(chips), "value": value,
                        "reason": buy_reason(chips, by_chip), "chips": list(chips)})
    return out
