"""Pulverhandlung: the Fehlzündung choice, buying up to two chips of different kinds, trades.

A seat's ``shop`` status: ``"choose"`` (after a Fehlzündung without Glück im Unglück/Versicherung:
only ``take`` is legal), ``"open"`` (``trade`` any number of times, one ``buy``, then ``done``),
``"done"``. Validation functions raise :class:`IllegalAction` and change nothing; the ``do_*``
functions assume a validated action.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import counted

from . import data
from . import extrablatt as xb
from .stuffing import put_in_bag

if TYPE_CHECKING:  # pragma: no cover
    from .events import Log
    from .state import RocketState

_BUY_CACHE: dict[tuple[str, ...], Action] = {}


def prices(st: RocketState) -> dict[str, int]:
    """This evening's price of every chip on sale (Stadtrat: −2, at least 1)."""
    stadtrat = st.card == xb.STADTRAT
    return {c: data.price(c, stadtrat) for c in data.for_sale(st.evening)}


def vorladung_cost(st: RocketState, p: dict[str, Any]) -> int:
    if st.card == xb.KRISTALLHAENDLER and p["vl_trades"] == 0:
        return 1
    return data.TRADE_COST


def buy_options(st: RocketState, p: dict[str, Any]) -> list[tuple[str, ...]]:
    """Every affordable purchase: singles and pairs of different kinds, canonical order."""
    if p["shop"] != "open" or not p["may_buy"] or p["bought"]:
        return []
    mark = p["mark"]
    price = prices(st)
    ok = [c for c in price if price[c] <= mark]
    out: list[tuple[str, ...]] = [(c,) for c in ok]
    for a, b in combinations(ok, 2):
        if a[0] != b[0] and price[a] + price[b] <= mark:
            out.append((a, b))
    return out


def buy_action(chips: tuple[str, ...]) -> Action:
    act = _BUY_CACHE.get(chips)
    if act is None:
        act = _BUY_CACHE[chips] = Action("buy", chips=list(chips))
    return act


def check_buy(st: RocketState, p: dict[str, Any], chips: Any) -> list[str]:
    if p["shop"] == "choose":
        raise IllegalAction("rocket.errors.must_take_first")
    if not p["may_buy"]:
        raise IllegalAction("rocket.errors.no_shopping")
    if p["bought"]:
        raise IllegalAction("rocket.errors.already_bought")
    if not isinstance(chips, list) or not chips or not all(isinstance(c, str) for c in chips):
        raise IllegalAction("rocket.errors.bad_purchase")
    if len(chips) > 2:
        raise IllegalAction("rocket.errors.too_many_chips")
    price = prices(st)
    for c in chips:
        if c not in data.CHIP_INDEX or c[0] == "W":
            raise IllegalAction("rocket.errors.not_for_sale", chip=c)
        if c not in price:
            raise IllegalAction("rocket.errors.not_yet_available", chip=c,
                                evening=data.AVAILABLE_FROM[c[0]])
    if len(chips) == 2 and chips[0][0] == chips[1][0]:
        raise IllegalAction("rocket.errors.same_kind")
    cost = sum(price[c] for c in chips)
    if cost > p["mark"]:
        raise IllegalAction("rocket.errors.too_expensive", cost=counted("core.count.mark", cost),
                            mark=counted("core.count.mark", p["mark"]))
    return sorted(chips, key=data.CHIP_INDEX.__getitem__)


def do_buy(st: RocketState, seat: int, chips: list[str], log: Log) -> None:
    p = st.players[seat]
    price = prices(st)
    cost = sum(price[c] for c in chips)
    for c in chips:
        put_in_bag(p, c)
    p["bought"] = True
    log("purchase", seat, chips=chips, cost=cost, mark=p["mark"])


def check_trade(st: RocketState, p: dict[str, Any], what: Any) -> int:
    if p["shop"] == "choose":
        raise IllegalAction("rocket.errors.must_take_first")
    if what == "vorladung":
        cost = vorladung_cost(st, p)
    elif what == "sandeimer":
        if p["sand"]:
            raise IllegalAction("rocket.errors.bucket_full")
        cost = data.TRADE_COST
    else:
        raise IllegalAction("rocket.errors.bad_trade", what=str(what))
    if p["kristalle"] < cost:
        raise IllegalAction("rocket.errors.not_enough_kristalle",
                            cost=counted("core.count.kristalle", cost),
                            have=counted("core.count.kristalle", p["kristalle"]))
    return cost


def do_trade(st: RocketState, seat: int, what: str, cost: int, log: Log) -> None:
    p = st.players[seat]
    p["kristalle"] -= cost
    if what == "vorladung":
        p["vorladung"] += 1
        p["vl_trades"] += 1
        log("trade", seat, key="rocket.log.trade_vorladung", what=what, cost=cost,
            vorladung=p["vorladung"])
    else:
        p["sand"] = True
        log("trade", seat, key="rocket.log.trade_sandeimer", what=what, cost=cost)


def check_take(p: dict[str, Any], what: Any) -> None:
    if p["shop"] != "choose":
        raise IllegalAction("rocket.errors.no_choice")
    if what not in ("ruhm", "shop"):
        raise IllegalAction("rocket.errors.bad_take", what=str(what))


def do_take(st: RocketState, seat: int, what: str, log: Log) -> None:
    p = st.players[seat]
    p["shop"] = "open"
    if what == "ruhm":
        gain = data.RUHM[p["wf"]]
        p["ruhm"] += gain
        p["may_buy"] = False
        log("take", seat, key="rocket.log.take_ruhm", what=what, ruhm=gain)
    else:
        p["may_buy"] = True
        log("take", seat, key="rocket.log.take_shop", what=what, mark=p["mark"])


def open_shop(st: RocketState) -> None:
    for p in st.players:
        p["shop"] = "choose" if p["rights"] == "choose" else "open"
        p["may_buy"] = p["rights"] != "choose"
        p["bought"] = False


def legal(st: RocketState, p: dict[str, Any]) -> list[Action]:
    if p["shop"] == "choose":
        return [Action("take", what="ruhm"), Action("take", what="shop")]
    if p["shop"] != "open":
        return []
    out = [buy_action(c) for c in buy_options(st, p)]
    if p["kristalle"] >= vorladung_cost(st, p):
        out.append(Action("trade", what="vorladung"))
    if not p["sand"] and p["kristalle"] >= data.TRADE_COST:
        out.append(Action("trade", what="sandeimer"))
    out.append(Action("done"))
    return out
