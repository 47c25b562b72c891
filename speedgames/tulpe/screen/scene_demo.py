"""Demonstration tables for screenshots, ``bench`` and the monkey test.

A demo plays some Würfe by computer judgement (humans included), goes on until a human has a real
choice, rolls for them and shows the advisor's dice with the fitting fields — so a screenshot
shows the field in bloom and the bench measures the busiest still picture. Nothing is saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.game import Action
from speedgames.tulpe.screen.controller import ACTIVE, OTHERS, OVER, ROLL

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App
    from speedgames.tulpe.screen.scene import TulpeScene


def play(scene: "TulpeScene", actions: int) -> None:
    """Play ``actions`` actions, then on until a human chooses, and show a suggestion."""
    from speedgames.tulpe import ai

    for _ in range(max(0, actions)):
        if not step(scene):
            return
    ctl = scene.controller
    for _ in range(200):
        now = ctl.step()
        if now.kind == OVER:
            return
        human = ctl.human_to_act()
        if human is not None and now.kind == ROLL:
            scene.apply(human, Action("roll"))
        elif human is not None and now.kind in (ACTIVE, OTHERS) and ctl.computer_to_act() is None:
            if any(a.type == "choose" for a in scene.match.state.legal_actions(human)):
                break
            scene.apply(human, Action("pass"))
        else:
            step(scene, computers_only=True)
    _settle(scene)
    human = ctl.human_to_act()
    if human is None:
        return
    ctl.take_device(human)
    scene.chooser = scene.viewed = human
    best = ai.advise(scene.match.state, human).best
    action = best.action if best is not None else Action("pass")
    if action.type != "choose":
        choices = [a for a in scene.match.state.legal_actions(human) if a.type == "choose"]
        action = max(choices, key=lambda a: a["number"]) if choices else action
    if action.type == "choose":
        scene.selection.color_die = action["color_die"]
        scene.selection.number_die = action["number_die"]
        scene.selection.cells = [tuple(action["cells"][0])]
    scene.cursor = scene.selection.cells[0] if scene.selection.cells else None


def step(scene: "TulpeScene", computers_only: bool = False) -> bool:
    """Play one action as a computer would; False when nobody (or no computer) may act."""
    from speedgames.tulpe import ai

    ctl = scene.controller
    now = ctl.step()
    if now.kind == OVER:
        return False
    seat = now.seats[0]
    if computers_only:
        seat = ctl.computer_to_act()
        if seat is None:
            return False
    player = ctl.players.get(seat) or ai.make_player("normal", None, seat)
    try:
        scene.apply(seat, player.choose(scene.match.state, seat).action)
    except Exception:  # a demo never stops on a computer's mistake
        scene.apply(seat, Action("pass"))
    _settle(scene)
    return True


def _settle(scene: "TulpeScene") -> None:
    """No animation in a demo: dice lie still, blooms are open, the roll is told."""
    scene.tray.skip()
    scene.tray.update(1.0)
    scene.chronicle.tell_roll()
    scene.opening.clear()


def demo_options(seats: int, humans: int = 1) -> dict[str, Any]:
    levels = ["strong", "normal", "easy", "normal", "strong"]
    names = ["Anna", "Bernhard", "Clara"]
    out = [{"kind": "human", "name": names[i]} for i in range(humans)]
    out += [{"kind": "ai", "level": levels[i % len(levels)]} for i in range(seats - humans)]
    return {"seats": out, "mode": "table", "layout": "klassisch", "cans": 8, "end_colors": 2,
            "later_column": "lower", "clock": None}


def sample(app: "App") -> dict[str, Any]:
    """Gegen Computer, four seats, a few Würfe in."""
    return {"options": demo_options(4), "seed": 1637, "demo": 14, "save_games": False}


def variants(app: "App") -> list[tuple[str, dict[str, Any]]]:
    """The screenshot / bench set: four seats, and six seats (the bench's busiest table)."""
    return [("tulpe-game", sample(app)),
            ("tulpe-game-6", {"options": demo_options(6), "seed": 1654, "demo": 20,
                              "save_games": False})]
