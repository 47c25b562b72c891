"""„Weiter ziehen oder aufhören?“ — the Stopfen decisions of the three computer levels.

stark (and the advisor): an exact expectimax over the remaining bag. For every chip the bag can
give next (``odds.next_chip_float``) the rules themselves play it on a clone (``state.what_if``),
answer „Sand drauf?“ and the Kupferblau-Vorschau the best way, and look one draw further where that
is affordable; every leaf is priced by :func:`ai_eval.stop_value` (Ruhm, Mark, Kristalle, recipes,
Tagespreis, Sandeimer). „Ziehen“ is chosen when its expectation beats „Aufhören“ — there is no fixed
danger threshold. Draws that the rules make after the chosen chip (Vorschau, Aussortieren) come
from a private stream in the lookahead, so the computer never learns the real order of the bag.

mittel stops at a fixed danger level; leicht stops „nach Gefühl“: when the Zündmesser's room falls
below a random feeling from its own stream.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from speedgames.core.game import Action
from speedgames.core.i18n import Text
from speedgames.core.rng import Stream
from speedgames.rocket.ai.evaluate import Context, instant_gain, stop_value
from speedgames.rocket.ai.shop import chip_text
from speedgames.rocket.rules import data, odds, stuffing

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.rules.state import RocketState

DRAW = Action("draw")
STOP = Action("stop")
SAND = Action("sand")
IGNITE = Action("ignite")
#: positions the lookahead may visit per decision (about; branching = different chips in the bag)
BUDGET = 150
#: draws looked at beyond the depth while none of them can ignite
FREE_DRAWS = 2
#: how much of the estimated continuation beyond the horizon is counted
CONT_WEIGHT = 2.2
#: the mittel computer's fixed danger level
NORMAL_DANGER = 0.26


def pct(x: float) -> int:
    return int(round(100 * x))


@dataclass
class Judgement:
    """The strong computer's view of a Stopfen position (also the advisor's figures)."""

    stop: float            # value of „Aufhören“
    draw: float | None     # expected value of „Ziehen“ (None: bag empty)
    sand: float | None     # value of voluntary sand now (None: not possible)
    danger: float          # chance the next chip ignites


def private_root(st: RocketState, seat: int, salt: int) -> RocketState:
    """A clone whose seat draws its follow-up chips from a private stream (no peeking)."""
    root = st.clone()
    p = root.players[seat]
    # from public facts only (never the game's seed): the lookahead knows no more than the view
    p["draws"] = Stream.derive("ai-lookahead", st.evening, seat, salt, len(p["huelse"]),
                               sum(p["bag"].values())).state
    return root


def safe_now(st: RocketState, seat: int) -> bool:
    """No chip in the bag can make the rocket ignite with the next draw."""
    p = st.players[seat]
    worst = max((int(c[1:]) for c in p["bag"] if c[0] == "W"), default=0)
    return worst == 0 or not stuffing.would_ignite(st, p, f"W{worst}")


def value(st: RocketState, ctx: Context, depth: int, free: int = FREE_DRAWS) -> float:
    """Best achievable value of the seat's evening from here (expectimax over ``depth`` draws;
    up to ``free`` more draws are looked at beyond that while no chip can ignite)."""
    p = st.players[ctx.seat]
    status = p["status"]
    if status == "done":
        return stop_value(st, ctx)
    if status == "sand":
        return max(after_value(st, ctx, SAND, depth, free), after_value(st, ctx, IGNITE, 0, 0))
    if status == "preview":  # inside the lookahead: judge the placement, no further draws
        return max(after_value(st, ctx, Action("preview", index=i), 0, 0)
                   for i in [*range(len(p["preview"])), None])
    stop = stop_value(st, ctx)
    if not p["bag"]:
        return stop
    if depth > 0:
        return max(stop, draw_value(st, ctx, depth, free))
    if free > 0 and safe_now(st, ctx.seat):
        return max(stop, draw_value(st, ctx, 1, free - 1))
    return stop + CONT_WEIGHT * continuation(st, ctx, stop)


def continuation(st: RocketState, ctx: Context, stop: float) -> float:
    """What one more draw beyond the lookahead's horizon is worth, estimated from the bag counts
    alone (no effects): the fields it brings against the chance of a Fehlzündung (≥ 0)."""
    seat = ctx.seat
    p = st.players[seat]
    bag = p["bag"]
    total = sum(bag.values())
    room = st.limit(seat) - st.wsum(seat)
    last = stuffing.last_field(p)
    fw = ctx.field_worth
    top = data.LAST_FIELD
    here = fw[min(top, last + 1)]
    red = 0
    gain = 0.0
    for c, n in bag.items():
        v = int(c[1:])
        if c[0] == "W" and v > room:
            red += n
        else:
            gain += n * (fw[min(top, last + v + 1)] - here)
    gain /= total
    if red:
        if p["sand"] and stuffing.sand_allowed(st):
            loss = ctx.sv
        else:
            loss = stop - stop_value(st, ctx, exploded=True)
        gain -= red / total * loss
    return max(0.0, gain)



def after_value(st: RocketState, ctx: Context, action: Action, depth: int,
                free: int = FREE_DRAWS) -> float:
    """Value after the seat answers with ``action`` (sand, ignite, a preview choice) on a clone."""
    c = st.clone()
    events = c.apply(ctx.seat, action)
    return instant_gain(events, ctx) + value(c, ctx, depth, free)


def draw_value(st: RocketState, ctx: Context, depth: int, free: int = FREE_DRAWS) -> float:
    """Expectation of „Ziehen“ over every chip the bag can give next."""
    total = 0.0
    for chip, pr in odds.next_chip_float(st, ctx.seat).items():
        after, events = st.what_if(ctx.seat, chip)
        total += pr * (instant_gain(events, ctx) + value(after, ctx, depth - 1, free))
    return total


def depth_for(st: RocketState, seat: int) -> tuple[int, int]:
    """(risky draws, extra safe draws) of the lookahead, so that it stays within ``BUDGET``
    positions: the number of different chips in the bag is the branching factor."""
    kinds = max(2, len(st.players[seat]["bag"]))
    if safe_now(st, seat):
        return 1, (1 if kinds ** 2 <= BUDGET else 0)
    if kinds ** 3 <= BUDGET:
        return 2, 1
    if kinds ** 2 <= BUDGET:
        return 2, 0
    return 1, 1


def judge(st: RocketState, ctx: Context) -> Judgement:
    """Values of „Aufhören“, „Ziehen“ and voluntary sand for a seat that is drawing."""
    seat = ctx.seat
    p = st.players[seat]
    root = private_root(st, seat, p["draws"] & 0xFFFF)
    stop = stop_value(root, ctx)
    danger = odds.danger(st, seat)
    draw = None
    if p["bag"]:
        depth, free = depth_for(st, seat)
        draw = draw_value(root, ctx, depth, free)
    sand = None
    if p["sand_offer"] and stuffing.can_sand(st, p):
        sand = after_value(root, ctx, SAND, 1, 0)
    return Judgement(stop=stop, draw=draw, sand=sand, danger=danger)


def strong_stuffing(st: RocketState, ctx: Context) -> tuple[Action, Text]:
    """The strong computer's move in Stopfen (any of its statuses), with a reason."""
    seat = ctx.seat
    p = st.players[seat]
    status = p["status"]
    if status == "sand":
        root = private_root(st, seat, 1)
        v_sand = after_value(root, ctx, SAND, 1, 0)
        v_ignite = after_value(root, ctx, IGNITE, 0)
        if v_sand >= v_ignite:
            return SAND, Text("rocket.ai.draw.sand_rescue", {"chip": chip_text(p["pending"])})
        return IGNITE, Text("rocket.ai.draw.ignite", {"chip": chip_text(p["pending"])})
    if status == "preview":
        return preview_choice(st, ctx)
    j = judge(st, ctx)
    bias = ctx.style.draw_bias
    options = [(j.stop, STOP)]
    if j.draw is not None:
        options.append((j.draw + bias, DRAW))
    if j.sand is not None:
        options.append((j.sand + bias / 2, SAND))
    _, action = max(options, key=lambda o: o[0])
    return action, reason(action, j, p)


def reason(action: Action, j: Judgement, p: dict) -> Text:
    d = pct(j.danger)
    if action is SAND:
        chip = p["huelse"][-1][0] if p["huelse"] else "W1"
        return Text("rocket.ai.draw.sand_voluntary", {"chip": chip_text(chip)})
    if action is DRAW:
        gain = round((j.draw or 0.0) - j.stop, 1)
        if d == 0:
            return Text("rocket.ai.draw.safe", {"gain": max(gain, 0.0)})
        return Text("rocket.ai.draw.worth", {"danger": d, "gain": gain})
    if j.draw is None:
        return Text("rocket.ai.draw.bag_empty")
    if d >= 25:
        return Text("rocket.ai.draw.too_hot", {"danger": d})
    return Text("rocket.ai.draw.enough", {"danger": d, "loss": round(j.stop - j.draw, 1)})


def preview_choice(st: RocketState, ctx: Context) -> tuple[Action, Text]:
    """Kupferblau „Vorschau“: place the chip (or none) that leaves the best evening."""
    seat = ctx.seat
    p = st.players[seat]
    root = private_root(st, seat, 2)
    best: tuple[float, Action] | None = None
    for i in [*range(len(p["preview"])), None]:
        act = Action("preview", index=i)
        v = after_value(root, ctx, act, 1, 0)
        if best is None or v > best[0] + 1e-9:
            best = (v, act)
    assert best is not None
    act = best[1]
    if act.get("index") is None:
        return act, Text("rocket.ai.draw.preview_none")
    chip = p["preview"][act["index"]]
    return act, Text("rocket.ai.draw.preview", {"chip": chip_text(chip)})


# -- mittel and leicht ----------------------------------------------------------------------------
def simple_preview(st: RocketState, seat: int) -> tuple[Action, Text]:
    """Take the farthest-going chip that does not ignite; none if every one would."""
    p = st.players[seat]
    best = None
    for i, chip in enumerate(p["preview"]):
        if stuffing.would_ignite(st, p, chip):
            continue
        score = int(chip[1:]) - (2 if chip[0] == "W" else 0)
        if best is None or score > best[0]:
            best = (score, i)
    if best is None:
        return Action("preview", index=None), Text("rocket.ai.draw.preview_none")
    return (Action("preview", index=best[1]),
            Text("rocket.ai.draw.preview", {"chip": chip_text(p["preview"][best[1]])}))


def normal_stuffing(st: RocketState, seat: int, shift: float) -> tuple[Action, Text]:
    p = st.players[seat]
    status = p["status"]
    if status == "sand":
        return SAND, Text("rocket.ai.draw.sand_rescue", {"chip": chip_text(p["pending"])})
    if status == "preview":
        return simple_preview(st, seat)
    if not p["bag"]:
        return STOP, Text("rocket.ai.draw.bag_empty")
    danger = odds.danger(st, seat)
    if danger >= NORMAL_DANGER + shift:
        return STOP, Text("rocket.ai.draw.too_hot", {"danger": pct(danger)})
    return DRAW, Text("rocket.ai.draw.fine", {"danger": pct(danger)})


def easy_stuffing(st: RocketState, seat: int, rng: Stream, shift: float) -> tuple[Action, Text]:
    p = st.players[seat]
    status = p["status"]
    if status == "sand":
        if rng.randbelow(3):
            return SAND, Text("rocket.ai.draw.sand_rescue", {"chip": chip_text(p["pending"])})
        return IGNITE, Text("rocket.ai.draw.feeling_ignite")
    if status == "preview":
        return simple_preview(st, seat)
    if not p["bag"]:
        return STOP, Text("rocket.ai.draw.bag_empty")
    room = odds.tolerance(st, seat)
    feeling = rng.randbelow(4) - (1 if shift > 0 else 0) + (1 if shift < 0 else 0)
    if room <= feeling:
        return STOP, Text("rocket.ai.draw.feeling_stop")
    return DRAW, Text("rocket.ai.draw.feeling_draw")
