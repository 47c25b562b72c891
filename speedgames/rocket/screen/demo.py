"""Sample positions of the Speedrocket table for the screenshots, the bench and the tour.

``sample`` is the table the registry opens for a screenshot (Anna against three computers, a few
chips in her Hülse); ``variants`` adds the solo Rekordjagd. ``first_draws`` makes those chips:
the first person draws while nothing can ignite (a Vorschau is declined).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.game import Action

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.table import Table


def sample(app: "AppLike") -> dict[str, Any]:
    seats = [{"kind": "human", "name": "Anna"},
             {"kind": "ai", "level": "strong", "style": "draufgaenger"},
             {"kind": "ai", "level": "normal", "style": "purpur"},
             {"kind": "ai", "level": "easy", "style": "vorsichtig"}]
    return {"options": {"seats": seats, "mode": "table", "evenings": 9, "clock": None},
            "seed": 1901, "autosave": False, "demo_draws": 4}


def variants(app: "AppLike") -> list[tuple[str, dict[str, Any]]]:
    solo = {"options": {"seats": [{"kind": "human", "name": "Anna"}], "mode": "rekordjagd"},
            "seed": 7, "autosave": False, "demo_draws": 3}
    return [("rocket-game", sample(app)), ("rocket-game-solo", solo)]


def first_draws(table: "Table", draws: int) -> None:
    """The first person draws ``draws`` chips while nothing can ignite (at the device)."""
    if not draws or not table.people:
        return
    from speedgames.rocket.rules import odds

    seat = table.people[0]
    table.tick(0.0)   # the device goes to the first person
    for _ in range(draws):
        p = table.state.players[seat]
        if table.at_device != seat or p["status"] != "drawing" or not p["bag"] \
                or odds.danger(table.state, seat) > 0:
            break
        table.act(seat, Action("draw"))
        if table.state.players[seat]["status"] == "preview":
            table.act(seat, Action("preview", index=None))
