"""Test helpers for Speedrocket: build positions by hand and drive random legal games."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from speedgames.core.game import Action
from speedgames.core.rng import Stream
from speedgames.rocket.rules import GAME, RocketState
from speedgames.rocket.rules import evening as ev_mod

HUMAN = {"kind": "human", "name": "Anna"}


def seats(n: int) -> list[dict[str, Any]]:
    return [{"kind": "human", "name": f"P{i + 1}"} for i in range(n)]


def new(n: int = 2, seed: int = 1, **options: Any) -> RocketState:
    return GAME.new_state({"seats": seats(n), **options}, seed)


def solo(seed: int = 1, **options: Any) -> RocketState:
    options.setdefault("mode", "rekordjagd")
    return GAME.new_state({"seats": [HUMAN], **options}, seed)


def set_card(st: RocketState, card: str) -> None:
    """Give the current evening another Extrablatt (re-runs nothing; limit recomputed)."""
    from speedgames.rocket.rules import extrablatt
    st.card = card
    st.base_limit = extrablatt.base_limit(card, st.evening)


def restart_evening(st: RocketState, card: str, evening: int | None = None) -> list[dict]:
    """Start evening ``evening`` (default: the current one) again with ``card`` as its Extrablatt,
    applying the card's start effects and the Lehrbuben. Returns the events."""
    from speedgames.rocket.rules.events import Log
    target = st.evening if evening is None else evening
    for p in st.players:
        for c in p["huelse"]:
            p["bag"][c[0]] = p["bag"].get(c[0], 0) + 1
        p["huelse"] = []
    st.deck = list(st.deck)
    st.deck[target - 1] = card
    st.evening = target - 1
    log = Log(st.names)
    ev_mod.start_evening(st, log)
    return log.events


def set_bag(st: RocketState, seat: int, bag: dict[str, int]) -> None:
    st.players[seat]["bag"] = dict(bag)


def draws(st: RocketState, seat: int, chips: Iterable[str]) -> list[dict]:
    """Force and draw these chips one after another for ``seat``; returns all events."""
    out = []
    for chip in chips:
        p = st.players[seat]
        p["bag"][chip] = p["bag"].get(chip, 0)  # must be there already
        assert p["bag"][chip] > 0, f"{chip} not in the bag"
        st.force_next(seat, [chip])
        out += st.apply(seat, Action("draw"))
    return out


def place(st: RocketState, seat: int, chips: Iterable[str]) -> list[dict]:
    """Add the chips to the bag, then draw exactly them (bag otherwise unchanged)."""
    chips = list(chips)
    for c in chips:
        st.players[seat]["bag"][c] = st.players[seat]["bag"].get(c, 0) + 1
    return draws(st, seat, chips)


def finish_stuffing(st: RocketState) -> list[dict]:
    """Every seat still stuffing stops (answers pending questions first)."""
    out = []
    while st.phase == "stopfen":
        for s in st.to_move():
            p = st.players[s]
            if p["status"] == "sand":
                out += st.apply(s, Action("ignite"))
            elif p["status"] == "preview":
                out += st.apply(s, Action("preview", index=None))
            else:
                out += st.apply(s, Action("stop"))
    return out


def all_done(st: RocketState) -> list[dict]:
    """Everybody presses „Weiter“ in the show phase and „Fertig“ in the shop (taking the shop)."""
    out = []
    phase = st.phase
    while st.phase == phase and st.phase in ("show", "shop"):
        for s in st.to_move():
            if st.players[s]["shop"] == "choose":
                out += st.apply(s, Action("take", what="shop"))
            out += st.apply(s, Action("done"))
    return out


def random_action(st: RocketState, seat: int, rng: Stream) -> Action:
    """A random legal action, biased so games look like games (draw while safe-ish)."""
    acts = st.legal_actions(seat)
    draw = [a for a in acts if a.type == "draw"]
    if draw and st.wsum(seat) < st.limit(seat) - rng.randbelow(4):
        return draw[0]
    buys = [a for a in acts if a.type == "buy"]
    if buys and rng.randbelow(3):
        return rng.choice(buys)
    trades = [a for a in acts if a.type == "trade"]
    if trades and rng.randbelow(4) == 0:
        return rng.choice(trades)
    return rng.choice(acts)


def play_random(st: RocketState, seed: int, log: list | None = None,
                max_steps: int = 20000) -> RocketState:
    """Apply random legal actions until the game is over; ``log`` gets (seat, action, events)."""
    rng = Stream.derive(seed, "test-play")
    steps = 0
    while not st.is_over():
        movers = st.to_move()
        assert movers, "game not over but nobody may move"
        seat = movers[rng.randbelow(len(movers))]
        action = random_action(st, seat, rng)
        events = st.apply(seat, action)
        if log is not None:
            log.append((seat, action, events))
        steps += 1
        assert steps < max_steps
    return st
