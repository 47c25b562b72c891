"""The Speedrocket state and its flow — a small explicit state machine per evening.

Phases (``state.phase``) and who is in ``to_move()``:

``"stopfen"``  every seat whose ``status`` is not ``"done"`` (simultaneous; see ``stuffing.py`` for
              the seat's own states ``drawing`` / ``sand`` / ``preview``). When the last seat is
              done the Abendvorstellung (``evening.py``) is computed at once inside that ``apply``
              and reported as events.
``"show"``     every seat that has not yet sent ``done`` („Weiter“) — computers too: the caller
              loops over ``to_move()``. When all have: phase ``"shop"``.
``"shop"``     every seat whose shop is not ``"done"`` (simultaneous; ``take`` first after a plain
              Fehlzündung, then ``trade``s and at most one ``buy``, then ``done``). When all are
              done: chips back into the bags and the next evening starts (Extrablatt, Lehrbuben,
              extra Blitzpulver) inside that same ``apply``.
``"over"``     nobody. The last evening has no show/shop phase: its Abendvorstellung is followed at
              once by the conversion (Mark and Kristalle into Ruhm) and ``game_end``.

The events of the first evening's start (before any action) are in ``state.opening``.
Every ``apply`` validates first and raises :class:`IllegalAction` (``rocket.errors.*``) before any
change, so a refused action leaves the state exactly as it was.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from speedgames.core.game import Action, IllegalAction, State

from . import data, evening, extrablatt, recipes, shop, stuffing
from . import options as opts
from .events import Log

FORMAT = 1
DRAW = Action("draw")
STOP = Action("stop")
SAND = Action("sand")
IGNITE = Action("ignite")
DONE = Action("done")
PREVIEW_NONE = Action("preview", index=None)
ACTION_TYPES = ("draw", "stop", "sand", "ignite", "preview", "take", "buy", "trade", "done")


def _copy_player(p: dict[str, Any]) -> dict[str, Any]:
    q = dict(p)
    q["bag"] = dict(p["bag"])
    q["huelse"] = [list(c) for c in p["huelse"]]
    q["set_aside"] = list(p["set_aside"])
    q["preview"] = list(p["preview"])
    q["bonus"] = [list(b) for b in p["bonus"]]
    q["forced"] = list(p["forced"])
    return q


def _new_player(bag: Mapping[str, int]) -> dict[str, Any]:
    return {"ruhm": 0, "kristalle": data.START_KRISTALLE, "vorladung": 0, "sand": True,
            "bag": dict(bag), "huelse": [], "set_aside": [], "preview": [], "pending": None,
            "bonus": [], "status": "drawing", "sand_offer": False, "exploded": False, "end": None,
            "start": 0, "lehrbuben": 0, "wf": 1, "draws": 0, "forced": [], "shop": None,
            "mark": 0, "may_buy": False, "bought": False, "vl_trades": 0, "rights": "normal",
            "insured": False, "ack": False, "kristalle_before": None}


class RocketState(State):
    """One position of Speedrocket. All data is plain JSON (see :meth:`to_json`)."""

    __slots__ = (
        "base_limit",
        "card",
        "deck",
        "evening",
        "evenings",
        "history",
        "last_fields",
        "names",
        "opening",
        "options",
        "phase",
        "players",
        "recipes",
        "seed",
        "solo",
    )

    # -- construction -------------------------------------------------------------------------
    @classmethod
    def new(cls, options: Mapping[str, Any] | None, seed: int) -> RocketState:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the seed is an integer")  # noqa: TRY004 (bad option)
        o = opts.normalise(options)
        st = cls.__new__(cls)
        st.seed = seed
        st.options = json.loads(json.dumps(o))
        st.solo = len(o["seats"]) == 1
        st.evenings = o["evenings"]
        st.evening = 0
        st.recipes = recipes.choose(o["recipes"], seed)
        if o["mode"] == "daily" and st.recipes != recipes.choose("random", seed):
            raise ValueError("the Tagesrätsel plays the recipes its seed draws")
        st.deck = extrablatt.deck(st.solo, seed)
        st.card = ""
        st.base_limit = data.PROBEABEND_LIMIT
        st.phase = "stopfen"
        bag = opts.start_bag(o.get("start_bag"))
        st.players = [_new_player(bag) for _ in o["seats"]]
        st.names = [s.get("name") or {"key": "rocket.seat_name", "params": {"n": i + 1}}
                    for i, s in enumerate(o["seats"])]
        st.last_fields = [0] * len(st.players)
        st.history = []
        log = Log(st.names)
        log("game_start", seats=len(st.players), evenings=st.evenings, solo=st.solo,
            recipes=dict(st.recipes))
        evening.start_evening(st, log)
        st.opening = log.events
        return st

    _KEYS = ("seed", "options", "solo", "evenings", "evening", "recipes", "deck", "card",
             "base_limit", "phase", "players", "names", "opening", "last_fields", "history")

    def to_json(self) -> dict[str, Any]:
        out = {"format": FORMAT, "game": "rocket"}
        for k in self._KEYS:
            out[k] = getattr(self, k)
        return json.loads(json.dumps(out))

    @classmethod
    def from_json(cls, data_: Mapping[str, Any]) -> RocketState:
        if not isinstance(data_, Mapping) or data_.get("game") != "rocket" \
                or data_.get("format") != FORMAT:
            raise ValueError("not a Speedrocket state of a known format")
        raw = json.loads(json.dumps(data_))
        st = cls.__new__(cls)
        try:
            for k in cls._KEYS:
                setattr(st, k, raw[k])
        except KeyError as exc:
            raise ValueError(f"Speedrocket state lacks {exc}") from None
        return st

    def clone(self) -> RocketState:
        """A fast independent copy (for the AI's lookahead); opening events are shared."""
        st = RocketState.__new__(RocketState)
        st.seed = self.seed
        st.options = self.options
        st.solo = self.solo
        st.evenings = self.evenings
        st.evening = self.evening
        st.recipes = self.recipes
        st.deck = self.deck
        st.card = self.card
        st.base_limit = self.base_limit
        st.phase = self.phase
        st.players = [_copy_player(p) for p in self.players]
        st.names = self.names
        st.opening = self.opening
        st.last_fields = list(self.last_fields)
        st.history = list(self.history)  # entries are never changed once written
        return st

    # -- protocol -----------------------------------------------------------------------------
    def to_move(self) -> list[int]:
        ph = self.phase
        if ph == "stopfen":
            return [s for s, p in enumerate(self.players) if p["status"] != "done"]
        if ph == "show":
            return [s for s, p in enumerate(self.players) if not p["ack"]]
        if ph == "shop":
            return [s for s, p in enumerate(self.players) if p["shop"] != "done"]
        return []

    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_actions(self, seat: int) -> list[Action]:
        if not isinstance(seat, int) or not 0 <= seat < len(self.players):
            return []
        p = self.players[seat]
        ph = self.phase
        if ph == "stopfen":
            st = p["status"]
            if st == "drawing":
                out = [DRAW] if p["bag"] else []
                out.append(STOP)
                if p["sand_offer"] and stuffing.can_sand(self, p):
                    out.append(SAND)
                return out
            if st == "sand":
                return [SAND, IGNITE]
            if st == "preview":
                out = [Action("preview", index=i) for i in range(len(p["preview"]))]
                return [*out, PREVIEW_NONE]
            return []
        if ph == "show":
            return [] if p["ack"] else [DONE]
        if ph == "shop":
            return shop.legal(self, p)
        return []

    def apply(self, seat: int, action: Action) -> list[dict[str, Any]]:
        check = self._validate(seat, action)
        log = Log(self.names)
        self._do(seat, action, check, log)
        return log.events

    # -- validation and transitions --------------------------------------------------------------
    def _validate(self, seat: Any, action: Any) -> Any:
        """Raise IllegalAction unless ``action`` is legal for ``seat``; return checked data."""
        if not isinstance(action, Action):
            raise IllegalAction("rocket.errors.not_an_action")
        if action.type not in ACTION_TYPES:
            raise IllegalAction("rocket.errors.unknown_action", type=action.type)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.players):
            raise IllegalAction("rocket.errors.no_such_seat", seat=str(seat))
        if self.phase == "over":
            raise IllegalAction("rocket.errors.game_over")
        if seat not in self.to_move():
            raise IllegalAction("rocket.errors.not_your_turn")
        p = self.players[seat]
        t = action.type
        if self.phase == "stopfen":
            return self._validate_stuffing(p, t, action)
        if self.phase == "show":
            if t != "done":
                raise IllegalAction("rocket.errors.show_running")
            return None
        # shop
        if t == "take":
            shop.check_take(p, action.get("what"))
            return None
        if t == "buy":
            return shop.check_buy(self, p, action.get("chips"))
        if t == "trade":
            return shop.check_trade(self, p, action.get("what"))
        if t == "done":
            if p["shop"] == "choose":
                raise IllegalAction("rocket.errors.must_take_first")
            return None
        raise IllegalAction("rocket.errors.wrong_phase_shop", type=t)

    def _validate_stuffing(self, p: dict[str, Any], t: str, action: Action) -> Any:
        status = p["status"]
        if status == "sand":
            if t not in ("sand", "ignite"):
                raise IllegalAction("rocket.errors.answer_sand")
            return None
        if status == "preview":
            if t != "preview":
                raise IllegalAction("rocket.errors.answer_preview")
            index = action.get("index")
            if index is None:
                return None
            if not isinstance(index, int) or isinstance(index, bool) \
                    or not 0 <= index < len(p["preview"]):
                raise IllegalAction("rocket.errors.bad_preview_index", index=str(index),
                                    count=len(p["preview"]))
            return index
        if t == "draw":
            if not p["bag"]:
                raise IllegalAction("rocket.errors.bag_empty")
            return None
        if t == "stop":
            return None
        if t == "sand":
            if not stuffing.sand_allowed(self):
                raise IllegalAction("rocket.errors.sandknappheit")
            if not p["sand"]:
                raise IllegalAction("rocket.errors.bucket_empty")
            if not p["sand_offer"]:
                raise IllegalAction("rocket.errors.no_sand_now")
            return None
        if t in ("ignite", "preview"):
            raise IllegalAction("rocket.errors.nothing_to_answer", type=t)
        raise IllegalAction("rocket.errors.wrong_phase_stuffing", type=t)

    def _do(self, seat: int, action: Action, check: Any, log: Log) -> None:
        t = action.type
        if self.phase == "stopfen":
            if t == "draw":
                stuffing.draw(self, seat, log)
            elif t == "stop":
                stuffing.stop(self, seat, log)
            elif t == "sand":
                stuffing.sand(self, seat, log)
            elif t == "ignite":
                stuffing.ignite(self, seat, log)
            else:
                stuffing.choose_preview(self, seat, check, log)
            if all(p["status"] == "done" for p in self.players):
                evening.abendvorstellung(self, log)
            return
        if self.phase == "show":
            self.players[seat]["ack"] = True
            if all(p["ack"] for p in self.players):
                shop.open_shop(self)
                self.phase = "shop"
                log("shop_open", evening=self.evening)
            return
        if t == "take":
            shop.do_take(self, seat, action["what"], log)
        elif t == "buy":
            shop.do_buy(self, seat, check, log)
        elif t == "trade":
            shop.do_trade(self, seat, action["what"], check, log)
        else:
            self.players[seat]["shop"] = "done"
            log("shop_done", seat)
            if all(p["shop"] == "done" for p in self.players):
                evening.end_evening(self, log)

    # -- reading ----------------------------------------------------------------------------------
    def limit(self, seat: int) -> int:
        """The seat's Zündgrenze now (the evening's plus Puffer)."""
        return stuffing.limit(self, self.players[seat])

    def wsum(self, seat: int) -> int:
        """The seat's Blitzpulver sum now (Funkenflug counted)."""
        return stuffing.wsum(self.card, self.players[seat]["huelse"])

    def _player_summary(self, seat: int) -> dict[str, Any]:
        p = self.players[seat]
        return {
            "ruhm": p["ruhm"], "kristalle": p["kristalle"], "vorladung": p["vorladung"],
            "sandeimer_full": p["sand"],
            "bag": {c: p["bag"][c] for c in data.CHIPS if p["bag"].get(c)},
            "huelse": [{"chip": c, "field": f} for c, f in p["huelse"]],
            "exploded": p["exploded"],
            "wertungsfeld": p["wf"] if p["status"] == "done" else stuffing.wertungsfeld(p),
            # extra keys
            "status": p["status"], "start": p["start"], "lehrbuben": p["lehrbuben"],
            "set_aside": list(p["set_aside"]), "limit": self.limit(seat), "wsum": self.wsum(seat),
            "mark": p["mark"], "shop": p["shop"], "rights": p["rights"], "end": p["end"],
            "bought": p["bought"], "may_buy": p["may_buy"], "sand_offer": p["sand_offer"],
            "pending": p["pending"], "preview_count": len(p["preview"]),
            "kristalle_before": p["kristalle_before"],
        }

    def summary(self) -> dict[str, Any]:
        return {
            "evening": self.evening, "evenings": self.evenings, "limit": self.base_limit,
            "extrablatt": self.card, "phase": self.phase, "mode": self.options["mode"],
            "solo": self.solo, "recipes": dict(self.recipes),
            "history": [{k: list(v) if isinstance(v, list) else v for k, v in h.items()}
                        for h in self.history],
            "prices": shop.prices(self),
            "konkurrenz_field": (extrablatt.konkurrenz_field(self.evening)
                                 if self.card == extrablatt.KONKURRENZ_VOR else None),
            "auftrag_target": (extrablatt.auftrag_target(self.evening)
                               if self.card == extrablatt.AUFTRAG else None),
            "players": [self._player_summary(s) for s in range(len(self.players))],
        }

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know: the summary plus its own Vorschau chips (others: only counts).

        Bags are multisets (counts); the draw order does not exist before the draw.
        """
        out = self.summary()
        out["seat"] = seat
        if 0 <= seat < len(self.players):
            out["players"][seat]["preview"] = list(self.players[seat]["preview"])
        return out

    def result(self) -> dict[str, Any]:
        scores = [p["ruhm"] for p in self.players]
        kr = [p["kristalle_before"] if p["kristalle_before"] is not None else p["kristalle"]
              for p in self.players]
        keys = [(scores[i], self.last_fields[i], kr[i]) for i in range(len(scores))]
        ranks = [1 + sum(1 for other in keys if other > k) for k in keys]
        return {"scores": scores, "ranks": ranks,
                "tiebreak": [{"wertungsfeld": self.last_fields[i], "kristalle": kr[i]}
                             for i in range(len(scores))]}

    # -- AI / test helpers -------------------------------------------------------------------
    def force_next(self, seat: int, chips: list[str]) -> None:
        """Test/what-if hook: the next draws of ``seat`` are these chips (each must be in the bag
        when drawn). Stored in the state, so it survives to_json and replays do not use it."""
        self.players[seat]["forced"].extend(chips)

    def what_if(self, seat: int, chip: str) -> tuple[RocketState, list[dict[str, Any]]]:
        """A clone in which ``seat`` draws exactly ``chip`` now (the AI's exact expectation)."""
        st = self.clone()
        st.players[seat]["forced"] = [chip]
        return st, st.apply(seat, DRAW)
