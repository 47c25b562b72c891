"""Stopfen: drawing chips into one seat's Hülse, the Zündgrenze, „Sand drauf?“, Vorschau.

Each seat stuffs on its own (the phase is simultaneous); nothing here reads another seat. A seat's
``status`` is its small state machine during Stopfen:

* ``"drawing"`` — may ``draw`` (bag not empty), ``stop``, and ``sand`` right after a harmless
  Blitzpulver (``sand_offer``) when the Sandeimer is full and the evening allows sand.
* ``"sand"`` — a drawn Blitzpulver would ignite and the bucket is full: „Sand drauf?“. ``pending``
  holds that chip (not yet in the Hülse). ``sand`` puts it back, ``ignite`` places it: Fehlzündung.
* ``"preview"`` — Kupferblau 1 „Vorschau“: ``preview`` chips are out of the bag; ``preview`` with an
  index places that chip, with ``None`` none; the rest go back into the bag.
* ``"done"`` — stuffing ended (``end``: ``"stop"``, ``"misfire"`` or ``"bag_empty"``).

Next-chip bonuses (Schwung, Treibsatz) are used up by the very next chip that is placed — also by
a Blitzpulver that is then taken back with voluntary sand; a chip put back by „Sand drauf“ was never
placed and leaves the bonus waiting.

Draws: ``forced`` chips first (test hook / AI what-if), otherwise the seat's stream of this evening
(``Stream.derive(seed, "draws", evening, seat)``), walking the bag's counts in canonical chip order
—
so the same decisions always give the same chips, whatever the other seats do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.rng import Stream

from . import data, recipes
from . import extrablatt as xb

if TYPE_CHECKING:  # pragma: no cover
    from .events import Log
    from .state import RocketState


def wsum(card: str, huelse: list[list[Any]]) -> int:
    """Sum of Blitzpulver in the Hülse (Funkenflug: the first one counts 0)."""
    total = 0
    first = card == xb.FUNKENFLUG
    for c in huelse:
        chip = c[0]
        if chip[0] == "W":
            if first:
                first = False
                continue
            total += int(chip[1:])
    return total


def limit(st: RocketState, p: dict[str, Any]) -> int:
    """This seat's Zündgrenze now: the evening's plus Natriumgelb „Puffer“."""
    return st.base_limit + recipes.puffer(st.recipes, p["huelse"])


def sand_allowed(st: RocketState) -> bool:
    return st.card != xb.SANDKNAPPHEIT


def last_field(p: dict[str, Any]) -> int:
    return p["huelse"][-1][1] if p["huelse"] else p["start"]


def wertungsfeld(p: dict[str, Any]) -> int:
    return min(data.LAST_FIELD, last_field(p) + 1)


def bag_size(p: dict[str, Any]) -> int:
    return sum(p["bag"].values())


def take_from_bag(p: dict[str, Any], chip: str) -> None:
    n = p["bag"].get(chip, 0)
    if n <= 0:
        raise ValueError(f"{chip} is not in the bag")
    if n == 1:
        del p["bag"][chip]
    else:
        p["bag"][chip] = n - 1


def put_in_bag(p: dict[str, Any], chip: str) -> None:
    p["bag"][chip] = p["bag"].get(chip, 0) + 1


def draw_one(p: dict[str, Any]) -> str:
    """Take one chip out of the bag: a forced one, else from the seat's stream."""
    if p["forced"]:
        chip = p["forced"].pop(0)
        take_from_bag(p, chip)
        return chip
    bag = p["bag"]
    total = sum(bag.values())
    stream = Stream(p["draws"])
    x = stream.randbelow(total)
    p["draws"] = stream.state
    for chip in data.CHIPS:
        n = bag.get(chip, 0)
        if x < n:
            take_from_bag(p, chip)
            return chip
        x -= n
    raise AssertionError("bag walk fell off the end")  # pragma: no cover


def landing(st: RocketState, p: dict[str, Any],
            chip: str) -> tuple[int, int, list[tuple[str, int]], bool]:
    """Where ``chip`` would land now: ``(from, to, extras, binder)`` — no state changes.

    ``extras`` lists ``(source, fields)``: next-chip bonuses (Schwung/Treibsatz) and the chip's own
    Strontiumrot recipe. ``binder``: Natriumgelb 1 sends the Blitzpulver before it back and starts
    from that Blitzpulver's field.
    """
    huelse = p["huelse"]
    prev = huelse[-1][0] if huelse else None
    binder = recipes.is_binder(st.recipes, chip, prev)
    if binder:
        base = huelse[-1][1]
    else:
        base = huelse[-1][1] if huelse else p["start"]
    step = int(chip[1:])
    extras: list[tuple[str, int]] = []
    for source, amount, not_w in p["bonus"]:
        if not (not_w and chip[0] == "W"):
            extras.append((source, amount))
    if chip[0] == "R":
        extras.extend(recipes.landing_extras(st.recipes, chip, huelse, wsum(st.card, huelse)))
    if chip[0] == "O" and st.card == xb.KALK_RUEDERSDORF:
        extras.append((xb.KALK_RUEDERSDORF, 1))  # Kalkorange advances 2 instead of 1
    to = min(data.LAST_FIELD, base + step + sum(a for _, a in extras))
    return base, to, extras, binder


def would_ignite(st: RocketState, p: dict[str, Any], chip: str) -> bool:
    """Would placing this chip now make the Blitzpulver sum exceed the Zündgrenze?"""
    if chip[0] != "W":
        return False
    return wsum(st.card, p["huelse"] + [[chip, 0]]) > limit(st, p)


def draw(st: RocketState, seat: int, log: Log) -> None:
    p = st.players[seat]
    p["sand_offer"] = False
    chip = draw_one(p)
    place(st, seat, chip, log)


def place(st: RocketState, seat: int, chip: str, log: Log) -> None:
    """Put a chip that just left the bag into the Hülse (or ask „Sand drauf?“ first)."""
    p = st.players[seat]
    if would_ignite(st, p, chip) and p["sand"] and sand_allowed(st):
        p["pending"] = chip
        p["status"] = "sand"
        log("sand_asked", seat, chip=chip, wsum=wsum(st.card, p["huelse"]) + int(chip[1:]),
            limit=limit(st, p))
        return
    commit(st, seat, chip, log)


def commit(st: RocketState, seat: int, chip: str, log: Log) -> None:
    """Place the chip for real: landing, „Beim Legen“ effects, Fehlzündung check."""
    p = st.players[seat]
    huelse = p["huelse"]
    prev = huelse[-1][0] if huelse else None
    base, to, extras, binder = landing(st, p, chip)
    p["bonus"] = []
    if binder:
        back = huelse.pop()
        put_in_bag(p, back[0])
        log("effect", seat, key="rocket.log.effect.Y1", recipe="Y1", chip=back[0], field=back[1])
        prev = huelse[-1][0] if huelse else None
    huelse.append([chip, to])
    ws = wsum(st.card, huelse)
    lim = limit(st, p)
    log("draw", seat, chip=chip, frm=base, to=to, wsum=ws, limit=lim)
    for source, amount in extras:
        if source in ("B4", "K2"):  # a bonus of the chip before, used now
            log("effect", seat, key=f"rocket.log.bonus.{source}", recipe=source, fields=amount)
        elif source in recipes.NAMES:
            log("effect", seat, key=f"rocket.log.effect.{source}", recipe=source, fields=amount)
        else:
            log("extrablatt_effect", seat, key=f"rocket.log.card.{source}", card=source,
                fields=amount)
    if chip[0] == "W":
        if ws > lim:
            misfire(st, seat, log)
            return
        p["sand_offer"] = True
    _after_place(st, seat, chip, prev, log)
    if p["status"] == "drawing" and not p["bag"] and not (p["sand_offer"] and can_sand(st, p)):
        finish(st, seat, "bag_empty", log)


def _after_place(st: RocketState, seat: int, chip: str, prev: str | None, log: Log) -> None:
    p = st.players[seat]
    rec = st.recipes
    k = chip[0]
    if k == "G":
        got = recipes.kalkbruecke(rec, chip, prev)
        if got:
            p["kristalle"] += got
            log("effect", seat, key="rocket.log.effect.G2", recipe="G2", kristalle=got)
    elif k == "P":
        got = recipes.sofortglanz(rec, chip, p["huelse"])
        if got:
            p["ruhm"] += got
            log("effect", seat, key="rocket.log.effect.P3", recipe="P3", ruhm=got)
    elif k == "Y" and rec.get("Y") == 2:
        log("effect", seat, key="rocket.log.effect.Y2", recipe="Y2", limit=limit(st, p))
    bonus = recipes.next_bonus(rec, chip)
    if bonus:
        source = recipes.recipe_of(rec, k)
        p["bonus"].append([source, bonus[0], bonus[1]])
        log("effect", seat, key=f"rocket.log.effect.{source}", recipe=source, fields=bonus[0])
    if k == "B" and rec.get("B") == 1:
        n = min(data.value(chip) + 1, bag_size(p))
        if n == 0:
            log("effect", seat, key="rocket.log.effect.B1_empty", recipe="B1")
            return
        p["preview"] = [draw_one(p) for _ in range(n)]
        p["status"] = "preview"
        log("preview_offered", seat, count=n)
    elif k == "B" and rec.get("B") == 2:
        n = min(data.value(chip), bag_size(p))
        seen = [draw_one(p) for _ in range(n)]
        ws = [c for c in seen if c[0] == "W"]
        aside = max(ws, key=lambda c: int(c[1:])) if ws else None
        for c in seen:
            if c == aside:
                aside = None
                p["set_aside"].append(c)
                log("effect", seat, key="rocket.log.effect.B2", recipe="B2", chips=seen, chip=c)
            else:
                put_in_bag(p, c)
        if not ws:
            log("effect", seat, key="rocket.log.effect.B2_none", recipe="B2", chips=seen)


def can_sand(st: RocketState, p: dict[str, Any]) -> bool:
    return bool(p["sand"]) and sand_allowed(st)


def misfire(st: RocketState, seat: int, log: Log) -> None:
    p = st.players[seat]
    p["exploded"] = True
    log("misfire", seat, wsum=wsum(st.card, p["huelse"]), limit=limit(st, p))
    finish(st, seat, "misfire", log)


def finish(st: RocketState, seat: int, reason: str, log: Log) -> None:
    p = st.players[seat]
    p["status"] = "done"
    p["end"] = reason
    p["sand_offer"] = False
    p["wf"] = wertungsfeld(p)
    log("stuffing_end", seat, key=f"rocket.log.stuffing_end.{reason}", reason=reason,
        wertungsfeld=p["wf"], chips=len(p["huelse"]))


def stop(st: RocketState, seat: int, log: Log) -> None:
    finish(st, seat, "stop", log)


def sand(st: RocketState, seat: int, log: Log) -> None:
    """Voluntary sand (last chip back) or „Sand drauf“ (the pending chip back)."""
    p = st.players[seat]
    p["sand"] = False
    if p["status"] == "sand":
        chip = p["pending"]
        p["pending"] = None
        p["status"] = "drawing"
        put_in_bag(p, chip)
        log("sand_used", seat, key="rocket.log.sand_used.rescue", chip=chip, rescue=True)
    else:
        chip = p["huelse"].pop()[0]
        put_in_bag(p, chip)
        p["sand_offer"] = False
        log("sand_used", seat, key="rocket.log.sand_used.voluntary", chip=chip, rescue=False)


def ignite(st: RocketState, seat: int, log: Log) -> None:
    """„Zünden lassen“: the pending Blitzpulver goes in and the rocket misfires."""
    p = st.players[seat]
    chip = p["pending"]
    p["pending"] = None
    p["status"] = "drawing"
    log("ignite", seat, chip=chip)
    commit(st, seat, chip, log)


def choose_preview(st: RocketState, seat: int, index: int | None, log: Log) -> None:
    p = st.players[seat]
    chips = p["preview"]
    p["preview"] = []
    p["status"] = "drawing"
    chosen = chips.pop(index) if index is not None else None
    for c in chips:
        put_in_bag(p, c)
    if chosen is None:
        log("preview_none", seat, returned=len(chips))
    else:
        log("preview_chosen", seat, chip=chosen, returned=len(chips))
    if chosen is not None:
        place(st, seat, chosen, log)
    elif not p["bag"]:
        finish(st, seat, "bag_empty", log)
