"""Sample positions of the Speedrocket table for the screenshots, the bench and the tour.

``sample`` is the table the registry opens for a screenshot (Anna against three computers, a few
chips in her Hülse); ``variants`` adds the solo Rekordjagd and the Abendvorstellung in the middle
of its fireworks (``rocket-show-fireworks``: screenshots and the bench's frame times reach it).
``first_draws`` makes those chips: the first person draws while nothing can ignite (a Vorschau is
declined); ``into_show`` stops and lets the computers finish, so the show opens.
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
    show = {**sample(app), "demo_show": SHOW_AT, "moment": "show"}  # bench: played live
    return [("rocket-game", sample(app)), ("rocket-game-solo", solo),
            ("rocket-show-fireworks", show)]


#: Seconds into the show at which the ``rocket-show-fireworks`` sample opens: after the
#: screenshots' settling frames (a third of a second) the second rocket is mid-burst.
SHOW_AT = 1.5
#: Wall seconds the computers get to finish their Stopfen for ``into_show`` (they think on the
#: worker; far more than they need).
SHOW_WAIT = 10.0


def into_show(table: "Table", seconds: float) -> bool:
    """The first person stops; the computers finish at once (hurried); True when the show
    opened (the scene's listener opens it). ``seconds`` are then played by the caller."""
    import time

    seat = table.people[0] if table.people else None
    if seat is None or table.at_device != seat:
        return False
    if table.state.players[seat]["status"] == "drawing":
        table.act(seat, Action("stop"))
    table.hurry(True)
    started = time.monotonic()
    while table.state.phase == "stopfen" and time.monotonic() - started < SHOW_WAIT:
        table.tick(0.0)
        time.sleep(0.001)
    return table.state.phase != "stopfen"


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
