"""One Speedtulpe position and the flow of a Wurf, written as a small state machine.

Phases: ``roll`` (the active seat rolls) → ``active`` (it chooses a colour and a number die and
its fields, or passes) → ``others`` (every other seat chooses covertly from the four dice left —
all six after a pass — or passes; several may use the same dice) → everything blooms together,
completions are scored, the end is checked, and the next seat becomes active (``over`` at the
end). Alone (Rekordjagd, Tagesblatt, or a one-seat table) there is no ``others`` phase.

The active seat's choice is public (the others must know which dice are left); the others'
choices stay hidden in ``view`` and in the events until everything blooms.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from speedgames.core.game import Action, IllegalAction, State, event
from speedgames.core.i18n import Text, counted, text
from speedgames.tulpe.rules import dice as dice_mod
from speedgames.tulpe.rules import placement, scoring, tutorial
from speedgames.tulpe.rules.layout import (
    COLORS,
    COLS,
    COLUMN_MASK,
    Layout,
    cells_of,
    mask_of,
)
from speedgames.tulpe.rules.options import SOLO_WUERFE, is_solo

STATE_FORMAT = 1
PHASES = ("roll", "active", "others", "over")


class Player:
    """One Züchter's field: bloomed cells (bitmask), Gießkannen and recorded completions."""

    __slots__ = ("bloomed", "cans", "columns", "colors")

    def __init__(self, cans: int) -> None:
        self.bloomed = 0
        self.cans = cans
        self.columns: list[tuple[int, int, bool]] = []  # (col, points, first)
        self.colors: list[tuple[str, int, bool]] = []  # (colour, points, first)

    def to_json(self) -> dict[str, Any]:
        return {"bloomed": cells_of(self.bloomed), "cans": self.cans,
                "columns": [list(c) for c in self.columns],
                "colors": [list(c) for c in self.colors]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Player":
        player = cls(int(data["cans"]))
        player.bloomed = mask_of(data["bloomed"])
        player.columns = [(int(c), int(p), bool(f)) for c, p, f in data["columns"]]
        player.colors = [(str(c), int(p), bool(f)) for c, p, f in data["colors"]]
        return player


class TulpeState(State):
    """A Speedtulpe game in progress; all data JSON-serialisable (see :meth:`to_json`)."""

    def __init__(self, options: dict[str, Any], layout: Layout, dice_seed: int) -> None:
        self.options = options
        self.layout = layout
        self.dice_seed = dice_seed
        self.wurf = 1
        self.active = 0
        self.phase = "roll"
        self.dice: dict[str, list] | None = None
        self.taken: list[int] | None = None  # the active seat's [colour die, number die]
        self.choices: dict[int, dict[str, Any] | None] = {}  # this Wurf; None = passed
        self.players = [Player(options["cans"]) for _ in options["seats"]]
        self.column_claimed: dict[int, int] = {}  # column → Wurf of its first completion
        self.color_claimed: dict[str, int] = {}

    # -- simple queries ---------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def solo(self) -> bool:
        return is_solo(self.options)

    @property
    def wurf_limit(self) -> int | None:
        return SOLO_WUERFE if self.solo else None

    def to_move(self) -> list[int]:
        if self.phase in ("roll", "active"):
            return [self.active]
        if self.phase == "others":
            return [s for s in range(self.seats) if s != self.active and s not in self.choices]
        return []

    def is_over(self) -> bool:
        return self.phase == "over"

    def available_dice(self, seat: int) -> tuple[list[int], list[int]]:
        """The colour and number dice ``seat`` may choose from now (indices 0–2)."""
        if seat == self.active or self.taken is None:
            return [0, 1, 2], [0, 1, 2]
        return ([i for i in range(3) if i != self.taken[0]],
                [i for i in range(3) if i != self.taken[1]])

    def completed_colors(self, seat: int) -> int:
        return len(self.players[seat].colors)

    # -- legal actions ----------------------------------------------------------------------
    def die_pairs(self, seat: int) -> list[tuple[int, int, str, int, int]]:
        """Every ``(colour die, number die, colour, number, Gießkannen used)`` ``seat`` can pay."""
        if self.dice is None or self.phase not in ("active", "others"):
            return []
        colors_free, numbers_free = self.available_dice(seat)
        return dice_mod.options(self.dice, colors_free, numbers_free, self.players[seat].cans)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        if self.phase == "roll":
            return [Action("roll")]
        bloomed = self.players[seat].bloomed
        actions = []
        for cd, nd, color, number, _ in self.die_pairs(seat):
            for cells in placement.placements(self.layout, bloomed, color, number):
                actions.append(Action("choose", color_die=cd, number_die=nd, color=color,
                                      number=number, cells=cells_of(cells)))
        actions.append(Action("pass"))
        return actions

    # -- applying actions -------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[dict[str, Any]]:
        if not isinstance(action, Action):
            raise IllegalAction("tulpe.errors.unknown_action")
        if self.phase == "over":
            raise IllegalAction("tulpe.errors.game_over")
        if not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise IllegalAction("tulpe.errors.not_your_turn")
        if action.type not in ("roll", "choose", "pass"):
            raise IllegalAction("tulpe.errors.unknown_action")
        if seat not in self.to_move():
            if self.phase == "others" and seat in self.choices:
                raise IllegalAction("tulpe.errors.already_chosen")
            raise IllegalAction("tulpe.errors.not_your_turn")
        if action.type == "roll":
            if self.phase != "roll":
                raise IllegalAction("tulpe.errors.already_rolled")
            return self._roll(seat)
        if self.phase == "roll":
            raise IllegalAction("tulpe.errors.roll_first")
        choice = None if action.type == "pass" else self.validate_choice(seat, action)
        return self._choose(seat, choice)

    def validate_choice(self, seat: int, action: Action) -> dict[str, Any]:
        """The canonical choice of a ``choose`` action, or IllegalAction naming the broken rule."""
        assert self.dice is not None
        cd, nd = action.get("color_die"), action.get("number_die")
        for die in (cd, nd):
            if not isinstance(die, int) or isinstance(die, bool) or not 0 <= die <= 2:
                raise IllegalAction("tulpe.errors.bad_die")
        colors_free, numbers_free = self.available_dice(seat)
        if cd not in colors_free or nd not in numbers_free:
            raise IllegalAction("tulpe.errors.die_taken")
        face, nface = self.dice["colors"][cd], self.dice["numbers"][nd]
        color = action.get("color")
        if dice_mod.is_joker(face):
            if not isinstance(color, str) or color not in tuple(COLORS):
                raise IllegalAction("tulpe.errors.color_needed")
        elif color is None:
            color = face
        elif color != face:
            raise IllegalAction("tulpe.errors.color_mismatch", color=text(f"tulpe.color.{face}"))
        number = action.get("number")
        if dice_mod.is_joker(nface):
            if type(number) is not int or number not in dice_mod.NUMBERS:
                raise IllegalAction("tulpe.errors.number_needed")
        elif number is None:
            number = nface
        elif type(number) is not int or number != nface:
            raise IllegalAction("tulpe.errors.number_mismatch", number=nface)
        jokers = dice_mod.is_joker(face) + dice_mod.is_joker(nface)
        if jokers > self.players[seat].cans:
            raise IllegalAction("tulpe.errors.no_cans", need=counted("core.count.cans", jokers),
                                have=self.players[seat].cans)
        cells = placement.parse_cells(action.get("cells"))
        if isinstance(cells, Text):
            raise IllegalAction(cells.key, **dict(cells.params))
        reason = placement.check(self.layout, self.players[seat].bloomed, color, number, cells)
        if reason is not None:
            raise IllegalAction(reason.key, **dict(reason.params))
        return {"color_die": cd, "number_die": nd, "color": color, "number": int(number),
                "cells": cells_of(cells), "cans": jokers}

    def _dice_of(self, wurf: int) -> dict[str, list]:
        """The seed's dice of ``wurf``, unless the guided first game fixed them."""
        return (tutorial.dice(self.options.get("tutorial"), wurf)
                or dice_mod.roll(self.dice_seed, wurf))

    def start_on(self, fields: Mapping[int, list[list[int]]]) -> None:
        """The guided first game starts on half-bloomed fields; what they already complete
        counts as completed before Wurf 1 (see :mod:`.tutorial`)."""
        for seat, cells in fields.items():
            self.players[seat].bloomed |= mask_of(cells)
        self.wurf = 0
        self._completions()
        self.wurf = 1

    def _roll(self, seat: int) -> list[dict[str, Any]]:
        self.dice = self._dice_of(self.wurf)
        self.phase = "active"
        return [event("roll", seat=seat, wurf=self.wurf, colors=list(self.dice["colors"]),
                      numbers=list(self.dice["numbers"]))]

    def _choose(self, seat: int, choice: dict[str, Any] | None) -> list[dict[str, Any]]:
        self.choices[seat] = choice
        if seat == self.active:
            self.taken = None if choice is None else [choice["color_die"], choice["number_die"]]
            if choice is None:
                events = [event("pass", seat=seat, active=True)]
            else:
                events = [event("choose", seat=seat, active=True, **choice)]
            self.phase = "others"
        else:
            # Covert: nobody learns what was chosen until everything blooms.
            events = [event("chosen", seat=seat)]
        if not self.to_move():
            events.extend(self._bloom())
        return events

    def _bloom(self) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = []
        for seat in range(self.seats):
            if seat != self.active:
                choice = self.choices.get(seat)
                events.append(event("reveal", seat=seat, choice=choice))
        for seat in range(self.seats):
            choice = self.choices.get(seat)
            if choice is None:
                continue
            player = self.players[seat]
            player.bloomed |= mask_of(choice["cells"])
            player.cans -= choice["cans"]
            events.append(event("bloom", seat=seat, cells=choice["cells"], color=choice["color"],
                                number=choice["number"], cans_used=choice["cans"]))
        events.extend(self._completions())
        self.choices = {}
        self.taken = None
        if self._ends_now():
            self.phase = "over"
            result = self.result()
            events.append(event("end", wurf=self.wurf, scores=result["scores"],
                                ranks=result["ranks"]))
        else:
            self.wurf += 1
            self.active = (self.active + 1) % self.seats
            self.phase = "roll"
            events.append(event("next", wurf=self.wurf, active=self.active))
        return events

    def _completions(self) -> list[dict[str, Any]]:
        """Score columns and colours completed in this Wurf; same-Wurf completers share „first“."""
        events = []
        later_rule = self.options["later_column"]
        new_columns: dict[int, list[int]] = {}
        new_colors: dict[str, list[int]] = {}
        for seat, player in enumerate(self.players):
            done_cols = {c for c, _, _ in player.columns}
            for col in range(COLS):
                if col not in done_cols and player.bloomed & COLUMN_MASK[col] == COLUMN_MASK[col]:
                    new_columns.setdefault(col, []).append(seat)
            done_colors = {c for c, _, _ in player.colors}
            for color in COLORS:
                mask = self.layout.color_mask[color]
                if color not in done_colors and player.bloomed & mask == mask:
                    new_colors.setdefault(color, []).append(seat)
        for col, seats in sorted(new_columns.items()):
            first = self.solo or self.column_claimed.get(col, self.wurf) == self.wurf
            self.column_claimed.setdefault(col, self.wurf)
            points = scoring.column_points(col, first, later_rule)
            for seat in seats:
                self.players[seat].columns.append((col, points, first))
                events.append(event("column", seat=seat, col=col, points=points, first=first))
        for color in COLORS:
            if color not in new_colors:
                continue
            first = self.solo or self.color_claimed.get(color, self.wurf) == self.wurf
            self.color_claimed.setdefault(color, self.wurf)
            points = scoring.color_points(first)
            for seat in new_colors[color]:
                self.players[seat].colors.append((color, points, first))
                events.append(event("color", seat=seat, color=color, points=points, first=first))
        return events

    def _ends_now(self) -> bool:
        if self.solo:
            return self.wurf >= SOLO_WUERFE
        return any(len(p.colors) >= self.options["end_colors"] for p in self.players)

    # -- scores -----------------------------------------------------------------------------
    def breakdown(self, seat: int) -> list[dict[str, Any]]:
        player = self.players[seat]
        open_stars = (self.layout.star_mask & ~player.bloomed).bit_count()
        return scoring.breakdown(player.columns, player.colors, player.cans, open_stars)

    def score(self, seat: int) -> int:
        return scoring.total(self.breakdown(seat))

    def result(self) -> dict[str, Any]:
        scores = [self.score(s) for s in range(self.seats)]
        cans = [p.cans for p in self.players]
        return {"scores": scores, "ranks": scoring.ranks(scores, cans), "tiebreak": cans}

    # -- what people see ----------------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        # Before the first roll the dice of Wurf 1 are shown as the seed fixes them (``rolled``
        # False), so ``dice`` always holds faces of the documented kind. No decision depends on
        # them: the roll itself is no choice, and screens show dice only once ``rolled``.
        shown = self.dice or self._dice_of(self.wurf)
        return {
            "layout": self.layout.to_json(),
            "layout_name": self.layout.name,
            "mode": self.options["mode"],
            "end_colors": self.options["end_colors"],
            "later_column": self.options["later_column"],
            "wurf": self.wurf,
            "wurf_limit": self.wurf_limit,
            "active": self.active,
            "phase": self.phase,
            "dice": {"colors": list(shown["colors"]), "numbers": list(shown["numbers"])},
            "rolled": self.phase in ("active", "others"),
            "taken": list(self.taken) if self.taken else None,
            "active_passed": self.phase == "others" and self.taken is None,
            "claimed": {"columns": sorted(self.column_claimed),
                        "colors": [c for c in COLORS if c in self.color_claimed]},
            "players": [self._player_summary(s) for s in range(self.seats)],
        }

    def _player_summary(self, seat: int) -> dict[str, Any]:
        player = self.players[seat]
        items = self.breakdown(seat)
        return {"bloomed": cells_of(player.bloomed), "cans": player.cans,
                "score": scoring.total(items), "breakdown": items,
                "columns": sorted(c for c, _, _ in player.columns),
                "colors": [c for c, _, _ in player.colors]}

    def view(self, seat: int) -> dict[str, Any]:
        """The summary plus ``seat``'s own pending choice; others only show *that* they chose.

        Before a roll the dice are ``None``: the summary shows the faces the seed fixes for the
        coming Wurf (the documented key always holds dice), but a seat must not know its next
        roll before it is made. Nothing here (no dice seed, no stream state) lets one compute a
        roll to come; a Tagesblatt's rolls follow from its date, which makes them common
        knowledge of the day's puzzle for everyone alike (see ``core.daily``)."""
        out = self.summary()
        if not out["rolled"]:
            out["dice"] = None
        out["seat"] = seat
        out["active_choice"] = (self.choices.get(self.active)
                                if self.phase == "others" else None)
        out["chosen"] = [s in self.choices for s in range(self.seats)]
        if seat in self.choices:
            own = self.choices[seat]
            out["my_choice"] = "pass" if own is None else dict(own)
        else:
            out["my_choice"] = None
        return out

    # -- serialisation ------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": STATE_FORMAT,
            "options": json.loads(json.dumps(self.options)),
            "layout": {**self.layout.to_json(), "name": self.layout.name},
            "dice_seed": self.dice_seed,
            "wurf": self.wurf,
            "active": self.active,
            "phase": self.phase,
            "dice": None if self.dice is None else {"colors": list(self.dice["colors"]),
                                                     "numbers": list(self.dice["numbers"])},
            "taken": None if self.taken is None else list(self.taken),
            "choices": [[s, c] for s, c in sorted(self.choices.items())],
            "players": [p.to_json() for p in self.players],
            "column_claimed": [[c, w] for c, w in sorted(self.column_claimed.items())],
            "color_claimed": [[c, w] for c, w in sorted(self.color_claimed.items())],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "TulpeState":
        """The state saved by :meth:`to_json`; ValueError for anything else (never a crash)."""
        if not isinstance(data, Mapping) or data.get("format") != STATE_FORMAT:
            raise ValueError("not a Speedtulpe state of a known format")
        try:
            return cls._from_json(data)
        except (KeyError, TypeError, IndexError, AttributeError) as exc:
            raise ValueError(f"a broken Speedtulpe state: {exc!r}") from exc

    @classmethod
    def _from_json(cls, data: Mapping[str, Any]) -> "TulpeState":
        layout = Layout.from_json(data["layout"], data["layout"].get("name", "zufall"))
        state = cls(dict(data["options"]), layout, int(data["dice_seed"]))
        state.wurf = int(data["wurf"])
        state.active = int(data["active"])
        state.phase = str(data["phase"])
        if state.phase not in PHASES:
            raise ValueError(f"unknown phase {state.phase!r}")
        dice = data["dice"]
        state.dice = None if dice is None else {"colors": list(dice["colors"]),
                                                "numbers": list(dice["numbers"])}
        state.taken = None if data["taken"] is None else [int(x) for x in data["taken"]]
        state.choices = {int(s): (None if c is None else dict(c)) for s, c in data["choices"]}
        state.players = [Player.from_json(p) for p in data["players"]]
        state.column_claimed = {int(c): int(w) for c, w in data["column_claimed"]}
        state.color_claimed = {str(c): int(w) for c, w in data["color_claimed"]}
        return state

    def clone(self) -> "TulpeState":
        """An independent copy (the protocol's name, as in the other games)."""
        return TulpeState.from_json(self.to_json())

    copy = clone  # the name the Speedtulpe computers have always used
