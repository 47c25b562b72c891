"""What the board plays after a move: cars driving, Streckenkarten shown big, fuel cues rising.

Why apart: a move's events become a queue the board plays in order — a :class:`~.cars.Motion`
per car that moves along the road (field by field, its fuel gauge draining on a drive), a
:class:`~.card.CardShow` per card, and the Spielverlauf lines held until what comes before them was shown (:class:`~.spielverlauf.Told`: the card's line
appears with the card, not while the car still drives onto the Ereignisfeld). Fuel cues
(:mod:`.pops`) rise once the cars stand still; the road fields a card acts on ring while it shows
(:class:`~.pops.FieldMark`). One's own card stays open (docked beside the road)
until it is tapped or its driver is on again. A click or a key skips the queue: every car stands
where it ends, every held line is told.

It gets plain callbacks (who drives a car, a car's name, the animation setting, a toast, a
sound), never the scene; the scene hands it the rules' events as the table applies them.
"""

from __future__ import annotations

from typing import Any, Callable

from speedgames.sprit.screen.card import SHOW_SECONDS, CardShow, with_why
from speedgames.sprit.screen.cars import Motion, drive_seconds
from speedgames.sprit.screen.pops import FieldMark, FuelPop, add_pop, marks_for, pop_for
from speedgames.sprit.screen.road import RoadGeometry
from speedgames.sprit.screen.spielverlauf import Telling, Told, line_for, moves_of

OWN_CARD_BIG = {"normal": 1.8, "fast": 0.8, "off": 0.0}  # then the own card docks at the side
SOUNDS = {"drive": "engine", "card": "chip", "finish": "fanfare"}


def motion_for(ev: dict[str, Any], car: int, start: int, end: int, secs: float,
               geo: RoadGeometry, tank: float = 0.0) -> Motion:
    """The car's way from ``start`` to ``end`` field by field along the road; a drive carries
    its tank before and after (the gauge drains on the way)."""
    step = 1 if end >= start else -1
    stops = tuple(geo.s_of(f) for f in range(start, end + step, step))
    fuel = None
    if ev.get("type") == "drive" and isinstance(ev.get("fuel"), (int, float)):
        after = float(ev["fuel"])
        fuel = (after + float(ev.get("cost", 0) or 0), after)
    return Motion(car, geo.s_of(start), geo.s_of(end), secs, stops=stops, fuel=fuel,
                  tank=max(tank, *(fuel or (0.0,))))


class Playback:
    """The board's queue (see the module docstring).

    ``own(car)``: a person drives ``car``; ``car_name(car)``: its name; ``anim()``: the setting
    „Animationen“ (normal / fast / off); ``toast(text, kind)`` and ``sound(name)`` as the app's.
    """

    def __init__(self, telling: Telling, *, own: Callable[[int], bool],
                 car_name: Callable[[int], Any], anim: Callable[[], str],
                 toast: Callable[[Any, str], None], sound: Callable[[str], None],
                 reduced: Callable[[], bool] = lambda: False) -> None:
        self.telling = telling
        self.own = own
        self.car_name = car_name
        self.anim = anim
        self.toast = toast
        self.sound = sound
        self.reduced = reduced  # „Bewegung reduzieren“: the fuel cues stand still
        self.quick = False      # the move being played was hurried by a key: shown fast
        self.queue: list[Any] = []           # Motion / CardShow / Told items played in order
        self.pops: list[FuelPop] = []        # fuel cues on the road (Windschatten, Tafel …)
        self.marks: list[FieldMark] = []     # rings on the road fields a card acts on
        self.waiting: list[tuple[Any, list[FieldMark]]] = []  # … until their card is shown
        self.pinned: CardShow | None = None  # an own card that stays open (docked)

    @property
    def busy(self) -> bool:
        """Something moves on the board (a frame is wanted)."""
        return bool(self.queue or self.pops or self.marks or self.waiting)

    # ------------------------------------------------------------------ a move's events
    def pace(self) -> str:
        """The animations' pace for the move being played (a hurried one: fast at most)."""
        pace = self.anim()
        return "fast" if self.quick and pace == "normal" else pace

    def events(self, events: list[dict[str, Any]], state: Any, geo: RoadGeometry | None,
               fast: bool = False) -> None:
        """Play the events of one applied move (``state`` as it stands after it). ``fast``:
        „Rest auswerten“ — only the Spielverlauf, nothing shown on the road."""
        batch: dict[str, Any] | None = None  # the card drawn in this move (it stays pinned)
        for ev in events:
            ev = with_why(ev, state, self.car_name)
            if self.queue and not fast:
                # the line waits for what the board shows before it
                self.queue.append(Told(ev, self.telling.take_reason(ev)))
            else:
                self.telling.event(ev)
            if fast:
                continue
            pop = pop_for(ev)
            if pop is not None:
                pop.still = self.reduced()
                add_pop(self.pops, pop)
            self._toast_own_setback(ev)
            typ = ev.get("type")
            if typ == "turn" and self.pinned is not None and self.pinned.event.get("car") == \
                    ev.get("car") and self.pinned.event is not batch:
                self.pinned = None  # „bis du … wieder dran bist“
            if typ == "card":  # the card first, then the move it makes
                batch = ev
                self._show_card(ev, state)
                if self.pace() != "off":  # its fields ring once the card is shown
                    self.waiting.append((self.queue[-1] if self.queue else None,
                                         marks_for(ev)))
            moved = moves_of(ev)
            if moved is not None and geo is not None:
                car, start, end = moved
                secs = drive_seconds(end - start, self.pace())
                if secs > 0:
                    tank = float(getattr(getattr(state, "track", None), "start_tank", 0) or 0)
                    self.queue.append(motion_for(ev, car, start, end, secs, geo, tank))
            sound = SOUNDS.get(str(typ))
            if sound is not None:
                self.sound(sound)

    def _toast_own_setback(self, ev: dict[str, Any]) -> None:
        """A person's car that is festgefahren, misses a turn or rolls back from the Windschatten
        moves without its driver doing anything: say why right where one looks, not only in the
        Spielverlauf."""
        car = ev.get("car")
        setback = ev.get("type") in ("stuck", "skip") or (
            ev.get("type") == "windschatten" and ev.get("rolled_back"))
        if not setback or not isinstance(car, int) or not self.own(car):
            return
        found = line_for(ev, self.car_name)
        if found is not None:
            self.toast(found[0], "warn")

    def _show_card(self, ev: dict[str, Any], state: Any) -> None:
        owner = self.car_name(ev["car"])
        if self.own(ev["car"]):
            secs = OWN_CARD_BIG.get(self.pace(), 1.0)
            if secs > 0:
                self.queue.append(CardShow(ev, owner, own=False, duration=secs, pin_after=True))
            else:
                self.pinned = CardShow(ev, owner, own=True, duration=0)
        else:
            secs = SHOW_SECONDS.get(self.pace(), 1.0)
            if secs > 0:
                self.queue.append(CardShow(ev, owner, own=False, duration=secs))

    # ------------------------------------------------------------------ per frame
    def tick(self, dt: float) -> None:
        """The queue's head plays on; the fuel cues rise once the cars stand still."""
        self.tell_held()
        self._start_marks()
        for mark in self.marks:  # the card's fields ring while the card is shown
            mark.age += max(0.0, dt)
        self.marks = [m for m in self.marks if not m.done]
        if not self.queue:
            for pop in self.pops:
                pop.age += max(0.0, dt)
            self.pops = [p for p in self.pops if not p.done]
            return
        head = self.queue[0]
        if not getattr(head, "held", False):  # a still picture (.moments) stands
            head.age += max(0.0, dt)
        if head.done:
            self.queue.pop(0)
            if isinstance(head, CardShow) and head.pin_after:
                self.pinned = CardShow(head.event, head.owner, own=True, duration=0)
            self.tell_held()

    def _start_marks(self) -> None:
        """A card's rings start when the card is shown (the car has reached its field)."""
        if not self.waiting:
            return
        head = self.queue[0] if self.queue else None
        keep = []
        for trigger, marks in self.waiting:
            if trigger is None or trigger is head or not any(i is trigger for i in self.queue):
                self.marks.extend(marks)
            else:
                keep.append((trigger, marks))
        self.waiting = keep

    def tell_held(self) -> None:
        """Tell the Spielverlauf lines whose turn has come (the queue's head)."""
        while self.queue and isinstance(self.queue[0], Told):
            self.queue.pop(0).tell(self.telling)

    def skip(self) -> None:
        """Show the result at once: every held line told, an own card docked."""
        for item in self.queue:
            if isinstance(item, Told):
                item.tell(self.telling)
            elif isinstance(item, CardShow) and item.pin_after:
                self.pinned = CardShow(item.event, item.owner, own=True, duration=0)
        self.queue.clear()
        self.marks.clear()
        self.waiting.clear()

    def clear(self) -> None:
        """The position was replaced (Zurück, Partie ansehen): nothing of the old one stays."""
        self.tell_held()
        self.queue.clear()
        self.pops.clear()
        self.marks.clear()
        self.waiting.clear()
        self.pinned = None

    # ------------------------------------------------------------------ the last card
    def show_last_card(self, last: dict[str, Any] | None) -> None:
        """The „Letzte Streckenkarte“ big again (a click on the sign, or L)."""
        last = last or {}
        ev = {"type": "card", "card": last.get("card"), "car": last.get("car"),
              "effect": "replay"}
        owner = self.car_name(last["car"]) if isinstance(last.get("car"), int) else ""
        self.pinned = CardShow(ev, owner, own=True, duration=0, replay=True)
