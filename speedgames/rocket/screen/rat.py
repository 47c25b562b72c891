"""The Rat: the strong computer's judgement for the one person at a table of computers.

It is thought out on the table's own worker (``Table.advice``; never while a frame is drawn:
the strong computer needs 25 ms – 0.3 s at the Hülse, up to about 0.7 s in the shop, where the
baskets are played out to the end of the game — ``ai.baskets.rat_lines``) and is *about the person's own step* (:func:`about`):
the computers' chips in between do not make it think again, so the panel does not flicker. This
module gives the worker its question (:func:`advise`), says the answer in words (:func:`lines`)
and draws its card over the Hülse (:func:`draw_card`).
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from speedgames.core.i18n import t


def advise(state: Any, seat: int) -> Any:
    """The strong computer's Advice for ``seat`` (called on the Rat's worker)."""
    from speedgames.rocket import ai
    from speedgames.rocket.ai import baskets

    advice = ai.advise(state, seat)
    if advice.options and advice.extra.get("phase") == "shop":
        # the shop by rollouts of the rest of the game: one concrete, affordable basket
        advice.extra["rat_shop"] = baskets.rat_lines(state, seat)
    return advice


def about(flow: Any, table: Any, seat: int) -> Hashable:
    """What the advice for ``seat`` is about: its own step (phase, evening, its own actions)."""
    return ("rat", seat, flow.decision_key(table, seat))


def lines(advice: Any, thinking: bool) -> tuple[str, list[tuple[str, str]]]:
    """The Rat's card: its title and lines (text, kind)."""
    title = t("rocket.ui.rat.title")
    if advice is None and thinking:
        return title, [(t("rocket.ui.rat.thinking"), "dim")]
    if advice is None or not advice.options:
        return title, [(t("rocket.ui.rat.nothing"), "dim")]
    ex = advice.extra
    out: list[tuple[str, str]] = []
    best = advice.best
    if ex.get("phase") == "stopfen" and ex.get("status") == "drawing":
        verdict = "rocket.ui.rat.draw" if best.action.type == "draw" else "rocket.ui.rat.stop"
        out.append((t(verdict), "good" if best.action.type == "draw" else "warn"))
        out.append((t("rocket.ui.rat.danger", pct=ex.get("danger", 0),
                      gain=_signed(ex.get("gain", 0.0))), "text"))
        ev = ex.get("ev") or {}
        if "draw" in ev and "stop" in ev:  # the solver's expected Ruhm of each answer
            nums = {k: number(v) for k, v in ev.items()}
            key = "rocket.ui.rat.ev_sand" if "sand" in nums else "rocket.ui.rat.ev"
            out.append((t(key, **nums), "text"))
            if not ex.get("exact", True):
                out.append((t("rocket.ui.rat.ev_about"), "dim"))
        if best.reason is not None:
            out.append((best.reason.render(), "dim"))
        return title, out
    if ex.get("phase") == "shop" and ex.get("rat_shop"):
        return title, shop_lines(ex["rat_shop"])
    for opt in advice.options[:3]:
        text = opt.reason.render() if opt.reason is not None else opt.action.type
        out.append((text, "good" if opt is best else "dim"))
    return title, out


def shop_lines(say: dict[str, Any]) -> list[tuple[str, str]]:
    """The Rat in the shop (``ai.baskets.rat_lines``): one basket you can pay, what it is worth,
    what the runner-up lacks — each line once, none against another."""
    from speedgames.core.i18n import counted
    from speedgames.rocket.ai import baskets

    kind = say.get("kind")
    out: list[tuple[str, str]] = []
    if kind == "take":
        action = say["action"]
        if action.get("what") == "ruhm":
            out.append((t("rocket.ui.rat.take_ruhm", ruhm=say["ruhm"]), "good"))
        else:
            out.append((t("rocket.ui.rat.take_shop",
                          mark=counted("core.count.mark", say["mark"])), "good"))
        other = baskets.TAKE_SHOP if action.get("what") == "ruhm" else baskets.TAKE_RUHM
        out.append((baskets.difference(action, other, say["gain"]).render(), "dim"))
        return out
    if say.get("trade"):
        out.append((t("rocket.ui.rat.shop_trade",
                      trade=t(f"rocket.ai.trade.{say['trade']}")), "text"))
    if kind == "buy":
        out.append((t("rocket.ui.rat.shop_buy", chips=baskets.chips_text(say["chips"]),
                      cost=counted("core.count.mark", say["cost"]),
                      mark=counted("core.count.mark", say["mark"])), "good"))
        gain = say.get("gain")
        if gain is not None and round(gain, 1) > 0:
            out.append((t("rocket.ui.rat.shop_worth", gain=round(gain, 1)), "text"))
        if say.get("other") is not None:
            out.append((baskets.difference(say["action"], say["other"],
                                           say["other_gain"]).render(), "dim"))
    elif kind == "nothing":
        out.append((t("rocket.ui.rat.shop_nothing",
                      mark=counted("core.count.mark", say["mark"])), "good"))
    else:
        out.append((t("rocket.ui.rat.shop_done"), "dim"))
    return out


def number(x: float) -> str:
    """„1,5“ in German, „1.5“ in English (the Endtafel's decimal sign)."""
    shown = f"{x:.1f}"
    return shown.replace(".", ",") if t("ui.endtafel.decimal") == "," else shown


def _signed(x: float) -> str:
    shown = f"{x:+.1f}"
    return shown.replace(".", ",") if t("ui.endtafel.decimal") == "," else shown


def draw_card(surface: pygame.Surface, theme: Any, huelse: pygame.Rect, title: str,
              card_lines: Any) -> pygame.Rect:
    """The Rat's card at the foot of the Hülse; returns where it was drawn."""
    from speedgames.rocket.screen import status

    w = min(huelse.width - theme.px(20), theme.px(520))
    h = status.card_height(theme, w, title, card_lines)
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (huelse.centerx, huelse.bottom - theme.px(8))
    status.draw_card(surface, theme, box, title, card_lines)
    return box
