"""The frame of an evening: its start (Extrablatt, Lehrbuben, the extra Blitzpulver), the
Abendvorstellung (Tagespreis, Wertung, Kristallfeld, Ruhm), the last evening's conversion and the
refill of the bags. All of it happens at once inside one ``apply`` and is reported as events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.rng import Stream

from . import data, recipes
from . import extrablatt as xb
from .stuffing import put_in_bag, take_from_bag, wertungsfeld

if TYPE_CHECKING:  # pragma: no cover
    from .events import Log
    from .state import RocketState


def reset_player(st: RocketState, seat: int) -> None:
    """Empty Hülse and fresh per-evening fields; the seat's draw stream of this evening."""
    p = st.players[seat]
    p.update(huelse=[], set_aside=[], preview=[], pending=None, bonus=[], status="drawing",
             sand_offer=False, exploded=False, end=None, lehrbuben=0, shop=None, mark=0,
             may_buy=False, bought=False, vl_trades=0, rights="normal", insured=False, ack=False,
             draws=Stream.derive(st.seed, "draws", st.evening, seat).state)


def start_evening(st: RocketState, log: Log) -> None:
    st.evening += 1
    st.card = st.deck[st.evening - 1]
    st.base_limit = xb.base_limit(st.card, st.evening)
    st.phase = "stopfen"
    for seat in range(len(st.players)):
        reset_player(st, seat)
    log("evening_start", evening=st.evening, evenings=st.evenings, limit=st.base_limit,
        probeabend=st.evening == 1)
    log("extrablatt", card=st.card, evening=st.evening)
    _card_at_start(st, log)
    lehrbuben(st, log)
    if st.evening == data.w1_evening(st.evenings):
        for seat, p in enumerate(st.players):
            put_in_bag(p, "W1")
            log("w1_added", seat, chip="W1")
    for p in st.players:
        extra = xb.EILIGE_FIELDS if st.card == xb.EILIGE_BESTELLUNG else 0
        p["start"] = min(data.LAST_FIELD - 1, p["vorladung"] + p["lehrbuben"] + extra)
        p["wf"] = wertungsfeld(p)


def _card_at_start(st: RocketState, log: Log) -> None:
    card = st.card
    if card == xb.MESSEGAESTE:
        for seat, p in enumerate(st.players):
            p["kristalle"] += 1
            log("card_gain", seat, key="rocket.log.card.messegaeste", card=card, kristalle=1)
    elif card == xb.FREIER_SANDEIMER:
        for seat, p in enumerate(st.players):
            if not p["sand"]:
                p["sand"] = True
                log("card_gain", seat, key="rocket.log.card.freier_sandeimer", card=card)
    elif card == xb.PULVER_SACHSEN:
        for seat, p in enumerate(st.players):
            put_in_bag(p, "O1")
            log("chip_added", seat, key="rocket.log.card.pulver_sachsen", card=card, chip="O1")
    elif card == xb.HILFE_LETZTEN:
        ruhm = [p["ruhm"] for p in st.players]
        if len(set(ruhm)) <= 1:
            log("card_void", key="rocket.log.card.hilfe_void", card=card)
            return
        low = min(ruhm)
        for seat, p in enumerate(st.players):
            if p["ruhm"] != low:
                continue
            if p["bag"].get("W1", 0) > 0:
                take_from_bag(p, "W1")
                log("chip_removed", seat, key="rocket.log.card.hilfe_letzten", card=card, chip="W1")
            else:
                log("card_skip", seat, key="rocket.log.card.hilfe_skip", card=card)


def lehrbuben(st: RocketState, log: Log) -> None:
    """One Lehrbub per full 3 Ruhm behind the leader, from evening 2, table games only."""
    if st.solo or st.evening < 2:
        return
    if st.card == xb.LEHRBUBEN_STREIKEN:
        log("lehrbuben_strike", card=st.card)
        return
    leader = max(p["ruhm"] for p in st.players)
    factor = 2 if st.card == xb.LEHRBUBEN_EIFER else 1
    for seat, p in enumerate(st.players):
        n = (leader - p["ruhm"]) // data.LEHRBUB_STEP * factor
        p["lehrbuben"] = n
        if n:
            log("lehrbuben", seat, count=n, behind=leader - p["ruhm"])


def _kcount(p: dict[str, Any]) -> int:
    return sum(1 for c in p["huelse"] if c[0][0] == "K")


def _other_k(st: RocketState, seat: int, counts: list[int]) -> tuple[list[int], list[int]]:
    if st.solo:
        return [recipes.KONKURRENZ_SCHWARZPULVER], [recipes.KONKURRENZ_SCHWARZPULVER]
    n = len(st.players)
    neigh = [counts[s] for s in recipes.neighbours(seat, n)]
    others = [counts[s] for s in range(n) if s != seat]
    return neigh, others


def tagespreis(st: RocketState, log: Log) -> None:
    players = st.players
    if st.solo:
        p = players[0]
        winners = [] if p["exploded"] else [0]
        if winners and st.card == xb.KONKURRENZ_VOR:
            field = xb.konkurrenz_field(st.evening)
            if p["wf"] <= field:
                log("prize_konkurrenz", card=st.card, field=field, wertungsfeld=p["wf"])
                winners = []
    else:
        alive = [s for s, p in enumerate(players) if not p["exploded"]]
        if alive:
            best = max(players[s]["wf"] for s in alive)
            top = [s for s in alive if players[s]["wf"] == best]
            fewest = min(len(players[s]["huelse"]) for s in top)
            winners = [s for s in top if len(players[s]["huelse"]) == fewest]
        else:
            winners = []
    if not winners:
        log("prize_none")
        return
    stream = Stream.derive(st.seed, "prize", st.evening)
    for seat in winners:
        p = players[seat]
        face = stream.randbelow(6)
        what = data.PRIZE_FACES[face]
        gains: dict[str, Any] = {}
        if what == "ruhm1":
            p["ruhm"] += 1
            gains["ruhm"] = 1
        elif what == "ruhm2":
            p["ruhm"] += 2
            gains["ruhm"] = 2
        elif what == "kristall":
            p["kristalle"] += 1
            gains["kristalle"] = 1
        elif what == "vorladung":
            p["vorladung"] += 1
            gains["vorladung"] = 1
        else:
            put_in_bag(p, "O1")
            gains["chip"] = "O1"
        log("prize", seat, key=f"rocket.log.prize.{what}", face=face + 1, what=what,
            wertungsfeld=p["wf"], **gains)
        if st.card == xb.WETTE:
            p["ruhm"] += xb.WETTE_RUHM
            log("card_gain", seat, key="rocket.log.card.wette", card=st.card, ruhm=xb.WETTE_RUHM)


def gets_nothing(st: RocketState, p: dict[str, Any]) -> bool:
    """Waghalsige Bestellung: after a Fehlzündung nothing at all counts („bringt gar nichts“) —
    no Wertung effects, no Kristallfeld, no Ruhm, no Mark, no Versicherung."""
    return p["exploded"] and st.card == xb.WAGHALSIG


def wertung(st: RocketState, log: Log) -> None:
    counts = [_kcount(p) for p in st.players]
    for seat, p in enumerate(st.players):
        if gets_nothing(st, p):
            continue
        neigh, others = _other_k(st, seat, counts)
        for g in recipes.wertung(st.recipes, p["huelse"], p["exploded"], neigh, others):
            p["ruhm"] += g["ruhm"]
            p["kristalle"] += g["kristalle"]
            p["vorladung"] += g["vorladung"]
            if g["recipe"] == "Y3":
                p["insured"] = True
            fields = {k: g[k] for k in ("ruhm", "kristalle", "vorladung", "count")}
            if g["remove_w1"]:
                for i in range(len(p["huelse"]) - 1, -1, -1):
                    if p["huelse"][i][0] == "W1":
                        del p["huelse"][i]
                        break
                fields["chip"] = "W1"
            rid = g["recipe"]
            log("wertung", seat, key=f"rocket.log.effect.{rid}", recipe=rid, **fields)
        _card_wertung(st, seat, p, log)


def _card_wertung(st: RocketState, seat: int, p: dict[str, Any], log: Log) -> None:
    card = st.card
    ok = not p["exploded"]
    if card == xb.FEUCHTE_HERBSTLUFT and ok:
        p["kristalle"] += 1
        log("card_gain", seat, key="rocket.log.card.feuchte_herbstluft", card=card, kristalle=1)
    elif card == xb.VORSICHT and ok:
        p["ruhm"] += xb.VORSICHT_RUHM
        log("card_gain", seat, key="rocket.log.card.vorsicht", card=card, ruhm=xb.VORSICHT_RUHM)
    elif card == xb.FARBENPRACHT:
        kinds = {c[0][0] for c in p["huelse"]}
        if len(kinds) >= xb.FARBENPRACHT_KINDS:
            p["kristalle"] += 1
            log("card_gain", seat, key="rocket.log.card.farbenpracht", card=card, kristalle=1,
                count=len(kinds))
    elif card == xb.AUFTRAG:
        target = xb.auftrag_target(st.evening)
        if ok and p["wf"] >= target:
            p["ruhm"] += xb.AUFTRAG_RUHM
            log("card_gain", seat, key="rocket.log.card.auftrag", card=card, ruhm=xb.AUFTRAG_RUHM,
                target=target)
        else:
            log("card_miss", seat, key="rocket.log.card.auftrag_miss", card=card, target=target)


def rights(st: RocketState, p: dict[str, Any]) -> str:
    """After a Fehlzündung: ``"choose"`` Ruhm or Einkauf, ``"both"`` (Glück im Unglück /
    Versicherung) or ``"none"`` (Waghalsige Bestellung); ``"normal"`` without one."""
    if not p["exploded"]:
        return "normal"
    if gets_nothing(st, p):
        return "none"
    if st.card == xb.GLUECK or p["insured"]:
        return "both"
    return "choose"


def buying_power(st: RocketState, seat: int, counts: list[int], log: Log | None) -> int:
    p = st.players[seat]
    if p["rights"] == "none":
        return 0
    total = data.MARK[p["wf"]]
    _, others = _other_k(st, seat, counts)
    for rid, m in recipes.shop_mark(st.recipes, p["huelse"], others):
        total += m
        if log:
            log("mark_bonus", seat, key=f"rocket.log.effect.{rid}", recipe=rid, mark=m)
    if st.card == xb.BUERGERMEISTER_ZAHLT:
        total += xb.BUERGERMEISTER_MARK
        if log:
            log("mark_bonus", seat, key="rocket.log.card.buergermeister_zahlt", card=st.card,
                mark=xb.BUERGERMEISTER_MARK)
    elif st.card == xb.KALKHAENDLER:
        m = xb.KALKHAENDLER_MARK * sum(1 for c in p["huelse"] if c[0][0] == "O")
        if m:
            total += m
            if log:
                log("mark_bonus", seat, key="rocket.log.card.kalkhaendler", card=st.card, mark=m)
    return total


def abendvorstellung(st: RocketState, log: Log) -> None:
    """Steps 1–4 in seating order, then the Mark for the shop (or the last evening's conversion)."""
    log("show_start", evening=st.evening)
    tagespreis(st, log)
    wertung(st, log)
    for seat, p in enumerate(st.players):
        if data.kristall(p["wf"]) and not gets_nothing(st, p):
            n = 2 if st.card == xb.ABSCHLUSSFEUERWERK else 1
            p["kristalle"] += n
            log("kristallfeld", seat, field=p["wf"], kristalle=n)
    for seat, p in enumerate(st.players):
        p["rights"] = rights(st, p)
        if p["rights"] in ("normal", "both"):
            gain = data.RUHM[p["wf"]]
            p["ruhm"] += gain
            log("ruhm", seat, field=p["wf"], ruhm=gain, exploded=p["exploded"])
        elif p["rights"] == "none":
            log("waghalsig_nothing", seat, key="rocket.log.card.waghalsig", card=st.card)
    counts = [_kcount(p) for p in st.players]
    last = st.evening >= st.evenings
    for seat, p in enumerate(st.players):
        p["mark"] = buying_power(st, seat, counts, None if last else log)
        if not last:
            log("mark", seat, mark=p["mark"], field=p["wf"], rights=p["rights"])
    st.last_fields = [p["wf"] for p in st.players]
    st.history.append({"evening": st.evening, "card": st.card,
                       "fields": [p["wf"] for p in st.players],
                       "exploded": [p["exploded"] for p in st.players],
                       "ruhm": [p["ruhm"] for p in st.players]})
    if last:
        conversion(st, log)
        return
    st.phase = "show"


def conversion(st: RocketState, log: Log) -> None:
    """Last evening: 5 Mark and 2 Kristalle each 1 Ruhm; after a Fehlzündung the better choice."""
    for seat, p in enumerate(st.players):
        mark_ruhm = p["mark"] // data.MARK_PER_RUHM
        field_ruhm = 0
        if p["rights"] == "choose":
            field_ruhm = data.RUHM[p["wf"]]
            if field_ruhm > mark_ruhm:
                mark_ruhm = 0
            else:
                field_ruhm = 0
        kb = p["kristalle"]
        k_ruhm = kb // data.KRISTALLE_PER_RUHM
        p["kristalle_before"] = kb
        p["kristalle"] = kb - k_ruhm * data.KRISTALLE_PER_RUHM
        p["ruhm"] += mark_ruhm + field_ruhm + k_ruhm
        log("conversion", seat, mark=p["mark"], mark_ruhm=mark_ruhm, field_ruhm=field_ruhm,
            kristalle=kb, kristall_ruhm=k_ruhm, ruhm=p["ruhm"])
    st.phase = "over"
    res = st.result()
    log("game_end", scores=res["scores"], ranks=res["ranks"])


def end_evening(st: RocketState, log: Log) -> None:
    """Every chip of the Hülse and the set-aside ones go back into the bag; next evening."""
    for p in st.players:
        for c in p["huelse"]:
            put_in_bag(p, c[0])
        for c in p["set_aside"]:
            put_in_bag(p, c)
        p["huelse"] = []
        p["set_aside"] = []
    start_evening(st, log)
