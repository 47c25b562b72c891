"""Sample tables of Speedtulpe for the screenshots, the bench, the tour and the monkey test.

``sample`` is the table the registry opens for a screenshot (Anna against three computers, a few
Würfe in); ``variants`` adds six seats (the bench's busiest table) and the big moments held in
their middle (the dice in flight, the last reveal glowing on the small fields). :func:`play`
makes such a position at a real table: everyone plays by computer judgement (the computers on the table's
worker, the people by a normal computer), then on until a person has a real choice — so a
screenshot shows the field in bloom and the bench the busiest still picture. Nothing is saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.game import Action
from speedgames.core.rng import derive_seed
from speedgames.tulpe.screen.flow import ROLL, phase_of

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.table import Table

LIMIT = 4000   # steps of the demo loop (a whole game of six is far fewer)
WAIT = 5.0     # seconds to wait for a computer's answer on the worker


def play(table: "Table", actions: int) -> tuple[int, Action] | None:
    """Play ``actions`` actions, then on until a person has a real choice; that person's seat
    and the advisor's dice with one field (the suggestion the screenshot shows), or None when
    the game ended first."""
    from speedgames.tulpe import ai

    stand_ins: dict[int, Any] = {}
    table.hurry(True)
    try:
        for _ in range(LIMIT):
            state = table.state
            if state.is_over():
                return None
            table.tick(0.0)
            if table.curtain is not None:
                table.confirm_curtain(table.curtain)
                continue
            seat = table.at_device
            if seat is None:
                table.computer_seats.wait_for_answers(WAIT)
                continue
            if len(table.match.actions) >= actions:
                if phase_of(state).kind == ROLL:
                    table.act(seat, Action("roll"))
                    continue
                if any(a.type == "choose" for a in state.legal_actions(seat)):
                    return seat, _suggestion(table, seat)
                table.act(seat, Action("pass"))
                continue
            player = stand_ins.get(seat)
            if player is None:
                player = stand_ins[seat] = ai.make_player(
                    "normal", None, derive_seed(table.match.seed, "demo", seat))
            try:
                table.act(seat, player.choose(state.clone(), seat).action)
            except Exception:  # a demo never stops on a computer's mistake
                table.act(seat, Action("pass"))
        return None
    finally:
        table.hurry(False)


def _suggestion(table: "Table", seat: int) -> Action:
    """The advisor's choice (or the biggest legal one), shown with its first field only."""
    from speedgames.tulpe import ai

    state = table.state
    best = ai.advise(state, seat).best
    action = best.action if best is not None else Action("pass")
    if action.type != "choose":
        choices = [a for a in state.legal_actions(seat) if a.type == "choose"]
        action = max(choices, key=lambda a: a["number"]) if choices else action
    return action


def demo_options(seats: int, humans: int = 1) -> dict[str, Any]:
    levels = ["strong", "normal", "easy", "normal", "strong"]
    names = ["Anna", "Bernhard", "Clara"]
    out = [{"kind": "human", "name": names[i]} for i in range(humans)]
    out += [{"kind": "ai", "level": levels[i % len(levels)]} for i in range(seats - humans)]
    return {"seats": out, "mode": "table", "layout": "klassisch", "cans": 8, "end_colors": 2,
            "later_column": "lower", "clock": None}


def sample(app: "AppLike") -> dict[str, Any]:
    """Gegen Computer, four seats, a few Würfe in."""
    return {"options": demo_options(4), "seed": 1637, "demo": 14, "autosave": False}


def variants(app: "AppLike") -> list[tuple[str, dict[str, Any]]]:
    """The screenshot / bench set: four seats, and six seats (the bench's busiest table)."""
    return [("tulpe-game", sample(app)),
            ("tulpe-game-6", {"options": demo_options(6), "seed": 1654, "demo": 20,
                              "autosave": False}),
            # the big moments held in their middle (:mod:`.moments`)
            ("tulpe-dice-tumble", {**sample(app), "moment": "tumble"}),
            ("tulpe-bloom-glow", {**sample(app), "moment": "glow"})]
