"""What the game scene says in words: info windows (hover / long press), the Rat, the solo panel.

Every chip, field, ware and seat explains itself („Karten-Info“): the chip's powder, value, price
and this game's Rezeptur, the chance that it comes next (never anything about the order), where it
would land and whether it would ignite, whether the shop's price is affordable; fields give Mark,
Ruhm and Kristall; seats give their style. The Rat is the strong computer's judgement for the one
human at a table of computers, thought out on its own worker thread while it is open (never while
a frame is drawn) and kept until that person acts again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import Text, t
from speedgames.core.i18n import counted as counted_noun
from speedgames.core.i18n import t_count as counted
from speedgames.rocket.rules import data, odds
from speedgames.rocket.rules import extrablatt as xb
from speedgames.rocket.rules.events import chip_text, to_text
from speedgames.rocket.screen import art
from speedgames.rocket.screen.model import seat_detail, seat_name
from speedgames.ui.tooltip import TooltipContent

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.scene import RocketScene


def chip_name(chip: str) -> str:
    return to_text(chip_text(chip)).render()


def pct(x: float) -> str:
    return f"{round(100 * float(x))} %"


def _picture(chip: str):
    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        img = art.chip(chip, rect.width // 2 - 2)
        surface.blit(img, img.get_rect(center=rect.center))
    return paint


def chip_lines(scene: "RocketScene", chip: str, seat: int, *, in_bag: bool) -> list[str]:
    """The chip's facts and what it means for ``seat`` now."""
    st = scene.state
    kind = chip[0]
    lines = [t("rocket.ui.tip.kind_value", kind=t(f"rocket.chip.{kind}"), value=chip[1:])]
    prices = scene_prices(scene)
    if chip in prices:
        lines.append(t("rocket.ui.tip.price", n=counted_noun("core.count.mark", prices[chip])))
    elif kind == "W":
        lines.append(t("rocket.ui.tip.never_sold"))
    if kind in st.recipes:
        n = st.recipes[kind]
        lines.append(t("rocket.ui.tip.recipe", n=n, name=t(f"rocket.recipe.{kind}{n}.name"),
                       text=t(f"rocket.recipe.{kind}{n}.text")))
    elif kind == "O":
        lines.append(t("rocket.ui.tip.kalkorange"))
    p = st.players[seat]
    if in_bag and not scene.model.is_covered(seat) and st.phase == "stopfen":
        chance = odds.next_chip(st, seat).get(chip, 0)
        lines.append(t("rocket.ui.tip.chance", pct=pct(chance)))
        if st.phase == "stopfen" and p["status"] == "drawing":
            land = odds.landing(st, seat, chip)
            if land["ignites"]:
                lines.append(t("rocket.ui.tip.would_ignite"))
            elif kind == "W":
                lines.append(t("rocket.ui.tip.would_gauge", sum=st.wsum(seat) + int(chip[1:]),
                               limit=st.limit(seat), field=land["to"]))
            else:
                lines.append(t("rocket.ui.tip.would_land", field=land["to"]))
    return lines


def scene_prices(scene: "RocketScene") -> dict[str, int]:
    from speedgames.rocket.rules.shop import prices

    return prices(scene.state)


def tooltip_at(scene: "RocketScene", pos: tuple[int, int]) -> Any:
    st = scene.state
    status_ = scene.model.status
    # widgets with their own tooltip (buttons)
    for w in scene.focus.widgets:
        if w.visible and w.rect.collidepoint(pos):
            chip = getattr(w, "chip", None)
            if chip:
                return _shop_chip(scene, chip, w)
            if w in scene.preview_buttons:
                i = scene.preview_buttons.index(w)
                p = st.players[scene.active]
                if i < len(p["preview"]):
                    c = p["preview"][i]
                    return TooltipContent(chip_name(c), chip_lines(scene, c, scene.active,
                                                                   in_bag=False),
                                          _picture(c), (56, 56), key=("preview", i))
            tip = w.tooltip
            if tip:
                return TooltipContent(lines=[tip() if callable(tip) else str(tip)], key=id(w))
            return None
    if status_ in ("shop_open", "shop_choose"):
        kind = scene.shop.kind_at(pos)
        if kind:
            lines = [t("rocket.ui.tip.ware_key", n=data.WARE_KINDS.index(kind) + 1)]
            if kind in st.recipes:
                n = st.recipes[kind]
                lines.append(t("rocket.ui.tip.recipe", n=n,
                               name=t(f"rocket.recipe.{kind}{n}.name"),
                               text=t(f"rocket.recipe.{kind}{n}.text")))
            return TooltipContent(t(f"rocket.chip.{kind}"), lines, key=("ware", kind))
    seat = scene.view_seat
    chip = scene.bag.chip_at(pos)
    if chip:
        return TooltipContent(chip_name(chip), chip_lines(scene, chip, seat, in_bag=True),
                              _picture(chip), (56, 56),
                              key=("bag", chip, len(scene.ctl.match.actions)))
    other = scene.players.seat_at(pos)
    if other is not None:
        return _seat_tip(scene, other)
    if scene.gauge.bar.collidepoint(pos):
        g = odds.gauge(st, seat) if st.players[seat]["bag"] else {}
        return TooltipContent(t("rocket.ui.gauge.title"), [
            t("rocket.ui.tip.gauge_green", pct=pct(g.get("green", 0))),
            t("rocket.ui.tip.gauge_yellow", pct=pct(g.get("yellow", 0))),
            t("rocket.ui.tip.gauge_red", pct=pct(g.get("red", 0)))], key="gauge")
    if scene.show is None and status_ not in ("shop_open", "shop_choose"):
        field = scene.huelse.field_at(pos)
        if field is not None:
            return _field_tip(scene, field, seat)
    return None


def _shop_chip(scene: "RocketScene", chip: str, widget: Any) -> TooltipContent:
    lines = chip_lines(scene, chip, scene.active if scene.active is not None else 0,
                       in_bag=False)
    p = scene.state.players[scene.active] if scene.active is not None else None
    if p is not None:
        price = scene_prices(scene).get(chip)
        if price is None:
            lines.append(t("rocket.ui.shop.from_evening", n=data.AVAILABLE_FROM[chip[0]]))
        else:
            have = counted_noun("core.count.mark", p["mark"])
            key = "rocket.ui.tip.affordable" if price <= p["mark"] else "rocket.ui.tip.too_dear"
            lines.append(t(key, mark=have))
    return TooltipContent(chip_name(chip), lines, _picture(chip), (56, 56), key=("shop", chip))


def _field_tip(scene: "RocketScene", field: int, seat: int) -> TooltipContent:
    lines = [t("rocket.ui.tip.field", mark=data.MARK[field], ruhm=data.RUHM[field])]
    if data.kristall(field):
        lines.append(t("rocket.ui.tip.field_kristall"))
    p = scene.state.players[seat]
    if field == p["vorladung"]:
        lines.append(t("rocket.ui.tip.vorladung"))
    chip = None
    if not scene.model.is_covered(seat):
        for c, f in p["huelse"]:
            if f == field:
                chip = c
    if chip:
        lines.append(t("rocket.ui.tip.on_field", chip=chip_name(chip)))
        lines += chip_lines(scene, chip, seat, in_bag=False)[1:]
    return TooltipContent(t("rocket.ui.tip.field_title", n=field), lines,
                          _picture(chip) if chip else None, (56, 56), key=("field", field))


def _seat_tip(scene: "RocketScene", seat: int) -> TooltipContent:

    st = scene.state
    p = st.players[seat]
    # all the chips the Manufaktur owns: the bag alone would tell a covered rocket's draws
    chips = sum(p["bag"].values()) + len(p["huelse"]) + len(p["set_aside"])
    lines = [seat_detail(scene.ctl.seats[seat]),
             t("rocket.ui.tip.seat_counts", ruhm=p["ruhm"],
               kristalle=counted("rocket.ui.shop.kristalle", p["kristalle"], n=p["kristalle"]),
               vorladung=p["vorladung"], chips=counted("rocket.ui.bag.count", chips, n=chips))]
    player = scene.ctl.player(seat)
    style = getattr(player, "style", None)
    desc = getattr(style, "description", None)
    if isinstance(desc, Text):
        lines.append(desc.render())
    lines.append(t("rocket.ui.tip.seat_tap"))
    return TooltipContent(seat_name(st, seat), lines, key=("seat", seat))


# --------------------------------------------------------------------------- the Rat
class _Advisor:
    """The Rat as a ``Thinker`` player for one seat: ``choose`` returns the strong computer's
    Advice (the Thinker's own seat number is the request's token, see :func:`request_advice`)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, state: Any, _token: int) -> Any:
        from speedgames.rocket import ai

        return ai.advise(state, self.seat)


def advice_key(scene: "RocketScene") -> tuple | None:
    """Which position the Rat is about: the seat at the device, how often it acted, the phase.

    The computers' moves in between do not count: the advice is about the person's own next
    step, and recomputing it after every computer chip would make the panel flicker."""
    seat = scene.active
    if seat is None:
        return None
    return (seat, scene.seat_version[seat], scene.phase_version)


def request_advice(scene: "RocketScene") -> None:
    """Ask the Rat's worker about the current position (once per position).

    Why a worker: the strong computer needs 25 ms – 0.3 s for its advice; on the main thread the
    frame stood still that long. Each request gets a new token, so an answer about a position
    that is gone meanwhile is recognised and dropped by :func:`collect_advice`."""
    key = advice_key(scene)
    if key is None or (scene._advice is not None and scene._advice[0] == key):
        return
    if scene._advice_asked == key:
        return
    scene._advice_token += 1
    scene._advice_asked = key
    scene.rat_thinker.request(scene._advice_token, _Advisor(key[0]), scene.state.clone())


def collect_advice(scene: "RocketScene") -> None:
    """Take the finished advice for the current position into ``scene._advice``."""
    for token, value in scene.rat_thinker.poll():
        key = advice_key(scene)
        if key is None or token != scene._advice_token or scene._advice_asked != key:
            continue
        if isinstance(value, Exception):
            try:
                raise value
            except Exception:
                scene.app.report_error("rocket rat")
            value = None
        scene._advice = (key, value)
        scene._advice_asked = None


def advice(scene: "RocketScene") -> Any:
    """The Rat's advice for the current position, or None while it is still being thought out
    (never computed here: drawing must not wait for it)."""
    key = advice_key(scene)
    if key is not None and scene._advice is not None and scene._advice[0] == key:
        return scene._advice[1]
    return None


def thinking(scene: "RocketScene") -> bool:
    """Is the Rat still working on the current position?"""
    key = advice_key(scene)
    return key is not None and scene._advice_asked == key


def rat_lines(scene: "RocketScene") -> tuple[str, list[tuple[str, str]]]:
    adv = advice(scene)
    title = t("rocket.ui.rat.title")
    if adv is None and thinking(scene):
        return title, [(t("rocket.ui.rat.thinking"), "dim")]
    if adv is None or not adv.options:
        return title, [(t("rocket.ui.rat.nothing"), "dim")]
    ex = adv.extra
    lines: list[tuple[str, str]] = []
    best = adv.best
    if ex.get("phase") == "stopfen" and ex.get("status") == "drawing":
        verdict = "rocket.ui.rat.draw" if best.action.type == "draw" else "rocket.ui.rat.stop"
        lines.append((t(verdict), "good" if best.action.type == "draw" else "warn"))
        lines.append((t("rocket.ui.rat.danger", pct=ex.get("danger", 0),
                        gain=_signed(ex.get("gain", 0.0))), "text"))
        ev = ex.get("ev") or {}
        if "draw" in ev and "stop" in ev:  # the solver's expected Ruhm of each answer
            nums = {k: _number(v) for k, v in ev.items()}
            key = "rocket.ui.rat.ev_sand" if "sand" in nums else "rocket.ui.rat.ev"
            lines.append((t(key, **nums), "text"))
            if not ex.get("exact", True):
                lines.append((t("rocket.ui.rat.ev_about"), "dim"))
        if best.reason is not None:
            lines.append((best.reason.render(), "dim"))
        return title, lines
    for opt in adv.options[:3]:
        text = opt.reason.render() if opt.reason is not None else opt.action.type
        lines.append((text, "good" if opt is best else "dim"))
    return title, lines


def _number(x: float) -> str:
    shown = f"{x:.1f}"
    return shown.replace(".", ",") if t("ui.endtafel.decimal") == "," else shown


def _signed(x: float) -> str:
    shown = f"{x:+.1f}"
    return shown.replace(".", ",") if t("ui.endtafel.decimal") == "," else shown


# --------------------------------------------------------------------------- solo panel
def solo_lines(scene: "RocketScene") -> tuple[str, list[tuple[str, str]]]:
    st = scene.state
    opts = scene.ctl.match.options
    mode = scene.mode
    lines: list[tuple[str, str]] = []
    if mode == "daily":
        title = t("rocket.ui.solo.daily", date=str(opts.get("date", "")))
        if scene.daily_counts is False:
            lines.append((t("rocket.ui.solo.practice"), "dim"))
        elif scene.daily_counts:
            lines.append((t("rocket.ui.solo.counts"), "dim"))
    elif mode == "meisterbrief":
        title, goal_lines = _meisterbrief(scene)
        lines += goal_lines
    else:
        title = t("rocket.ui.solo.rekordjagd")
    lines.append((t("rocket.ui.solo.evening", n=st.evening, total=st.evenings), "text"))
    if st.card == xb.KONKURRENZ_VOR:
        lines.append((t("rocket.ui.solo.konkurrenz", field=xb.konkurrenz_field(st.evening)),
                      "text"))
    if st.card == xb.AUFTRAG:
        lines.append((t("rocket.ui.solo.auftrag", field=xb.auftrag_target(st.evening)), "text"))
    return title, lines


def _meisterbrief(scene: "RocketScene") -> tuple[str, list[tuple[str, str]]]:
    """Level name and the three goals with their progress (``rocket.modes``)."""
    lv = scene.mb_level
    level = scene.ctl.match.options.get("level", "")
    if lv is None or scene.mb_hist is None:
        return t("rocket.ui.solo.meisterbrief", level=level), []
    from speedgames.rocket import modes

    title = t("rocket.ui.solo.meisterbrief_named", level=lv.number, name=_render(lv.name))
    lines: list[tuple[str, str]] = [(_render(lv.intro), "dim")]
    try:
        for item in modes.goal_progress(lv, scene.state, scene.mb_hist):
            key = ("rocket.ui.solo.goal_count" if item["kind"] in ("no_misfire", "max_misfires")
                   else "rocket.ui.solo.goal_field" if item["kind"] == "field"   # „Feld 22“
                   else "rocket.ui.solo.goal")
            text = t(key, goal=_render(item["goal"]), current=item["current"],
                     target=item["target"])
            kind = "good" if item["done"] else "bad" if item["failed"] else "open"
            lines.append((text, kind))
    except Exception:
        scene.app.report_error("rocket goals")
    return title, lines


def _render(value: Any) -> str:
    return value.render() if isinstance(value, Text) else str(value)
