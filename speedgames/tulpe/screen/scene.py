"""The Speedtulpe table on screen: the field, the dice tray, the players, the Spielverlauf.

One scene for every mode (Mit anderen, Gegen Computer, Rekordjagd, Tagesblatt). The shared table
runtime (:class:`speedgames.ui.table.Table`) owns the match: saving after every action, the
computers on the worker, who holds the device and the curtain when it changes hands, the
Bedenkzeit and its stand-in, Zurück, the Rat's worker, the records and the daily attempt; what
Speedtulpe answers to it is :mod:`.flow`.

This module holds the loop and the scene's own UI state (the selection, the field looked at, the
animations — all skippable; „Animationen“ makes them fast or switches them off), turns input into
actions and builds one frozen :class:`~.view.TulpeView` per change. The parts get the view, the
table or plain callbacks, never the scene: ``input`` (keys and pointer → intents), ``choosing``
(the selection's commands), ``layout``, ``draw``, ``tips``, ``rat``, ``spielverlauf``,
``endtafel``, ``menu``, ``demo``. Registered as ``tulpe.game``.

Keys: W / Leertaste würfeln · 1–3 Farbwürfel · 4–6 Zahlenwürfel · Pfeiltasten Feld-Cursor ·
Leertaste Feld wählen · Enter aufblühen · P passen · Esc Auswahl zurücksetzen (dann Menü) · R Rat ·
Tab nächstes Feld ansehen · M ein anderes Feld vergrößert (auch: Zeiger auf ein kleines Feld) ·
I Info zum Feld unter dem Cursor · F10 Menü · Strg+Z Zurück.
"""

from __future__ import annotations

from typing import Any, Mapping

import pygame

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import Text, counted, language
from speedgames.tulpe.rules import GAME
from speedgames.tulpe.screen import demo, endtafel, rat
from speedgames.tulpe.screen import input as ui_input
from speedgames.tulpe.screen import tips as ui_tips
from speedgames.tulpe.screen.choosing import FLASH_SECONDS, Choosing, Hooks
from speedgames.tulpe.screen.draw import Openings, Painter, mode_caption
from speedgames.tulpe.screen.field import FieldView, Live
from speedgames.tulpe.screen.flow import TulpeFlow, reason_public, short_name
from speedgames.tulpe.screen.layout import Layout, Parts
from speedgames.tulpe.screen.peek import Peek
from speedgames.tulpe.screen.players import PlayerStrip
from speedgames.tulpe.screen.score import ScorePanel
from speedgames.tulpe.screen.spielverlauf import Spielverlauf
from speedgames.tulpe.screen.tray import DiceTray, Selection
from speedgames.tulpe.screen.view import (
    Chosen,
    TulpeView,
    UiState,
    build_view,
    newly_bloomed,
    public_facts,
)
from speedgames.ui import registry
from speedgames.ui.anim.glow import Glow
from speedgames.ui.anim.motion import pace
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.pacing import earliest
from speedgames.ui.scene import AppLike, Scene
from speedgames.ui.table import Move, Table, says_resumed
from speedgames.ui.tooltip import Tooltips

AMBIENT_SECONDS = 3.0  # sails and glow move this long after the player's last input
ROLL_SECONDS = {"normal": 0.85, "fast": 0.3, "off": 0.0}  # one die's flight onto the tray
BLOOM_SECONDS = {"normal": 0.55, "fast": 0.2, "off": 0.0}  # a tulip opens
GLOW_SECONDS = {"normal": 1.8, "fast": 0.8, "off": 0.0}  # just bloomed, on the small fields


class TulpeScene(Scene):
    """A Speedtulpe game. New: ``(app, options=…, seed=…)``; resume: ``(app, save=SaveInfo)``;
    ``autosave=False`` for a table that is only shown (Partie ansehen, samples); ``demo``: play
    that many actions first (:mod:`.demo`); ``moment``: then hold a big moment in its middle
    (``"tumble"``, ``"glow"`` — a still picture for the screenshots and the bench)."""

    name = "tulpe.game"

    def __init__(self, app: AppLike, options: Mapping[str, Any] | None = None,
                 seed: int | None = None, save: Any = None, autosave: bool = True,
                 demo: int = 0, moment: str | None = None) -> None:
        super().__init__(app)
        self.flow = TulpeFlow()
        self.table = Table(app, GAME, self.flow, options=options, seed=seed, save=save,
                           autosave=autosave, on_menu=self.open_menu)
        self.failed: Text | None = self.table.failed
        # the scene's own state (what the view is made of besides the table)
        self.selection = Selection()
        self.pointer = ui_input.Pointer()
        people = self.table.people
        self.viewed = people[0] if people else 0
        self.pinned = False
        self.suggested: tuple[str, int] | None = None
        self.opening = Openings()
        self.glow = Glow()  # (seat, cell) just bloomed, lit on the small fields
        self.last_bloomed: dict[int, set] = {}  # the last reveal's new blooms per seat
        self.peek = Peek()  # a small field enlarged (pointer or M)
        self.pulse = 0.0
        self.calm = 0.0  # seconds since the player's last input (ambient motion stops)
        self.replaying = False  # Partie ansehen shows this table read-only (screen.review)
        self.finished = False
        self._chooser: int | None = None
        self._step_key: tuple | None = None  # (actions, seat) of the step the view followed
        self._curtained = False
        self._held = False
        self._version = 0
        self._view: TulpeView | None = None
        self._view_key: tuple | None = None
        self._facts: tuple[tuple, Any] | None = None
        # the parts
        self.log = LogPanel((0, 0, 10, 10))
        self.telling = Spielverlauf(self.log, self.table.seats)
        self.rat = rat.Rat(app, self.table, self.selection, self.log)
        self.tooltips = Tooltips(self._tooltip_at)
        self.choosing = Choosing(lambda: self.view, self.selection, Hooks(
            act=self.act, toast=app.toast, sound=app.audio.play, show_seat=self.show_seat,
            suggest=self._suggest))
        self.intents = ui_input.Intents(
            skip=self.skip_animations, reset=self.reset_selection, show_seat=self.show_seat,
            cycle_view=self.cycle_view, roll=self.choosing.roll,
            toggle_die=self.choosing.toggle_die, toggle_cell=self.choosing.toggle_cell,
            bloom=self.choosing.bloom, pass_=self.choosing.pass_,
            rat=lambda: self.rat.ask(self.view),
            undo=self.undo, menu=self.open_menu, info=self._info,
            peek=lambda: self.peek.step(len(self.table.seats), self.view.viewed),
            unpeek=self.peek.close, peek_at=self._peek_at)
        rat_button, undo_button, menu_button = ui_input.make_buttons(
            self.intents, lit=lambda: self.view.advice is not None or self.view.rat_used)
        self.parts = Parts(FieldView(), DiceTray(self.choosing.roll, self.choosing.bloom,
                                                 self.choosing.pass_),
                           ScorePanel(), PlayerStrip(), self.log, rat_button, undo_button,
                           menu_button)
        self.layout = Layout(self.parts)
        self.painter = Painter()
        self._before = self.state.view(None)
        self.table.on_move.append(self._on_move)
        self.table.on_line.append(self.telling.table_line)
        self.table.on_reset.append(self.forget_position)
        self.telling.opening(self.flow.mode_key(self.table), self.table.options, self.mode)
        if self.table.resumed and self.failed is None:
            self._retell()
            if says_resumed(save):  # not for a new guided first game (it opens from a save)
                self.log.append(Text("tulpe.ui.log.resumed", {
                    "n": counted("core.count.turns", len(self.match.actions))}), "head")
        if demo and self.failed is None:
            self._demo(int(demo))
            if moment:
                self.play_moment(moment, held=True)
        self._size = tuple(app.size)

    # ------------------------------------------------------------------ what the parts read
    @property
    def match(self) -> Any:
        return self.table.match

    @property
    def state(self) -> Any:
        return self.table.state

    @property
    def mode(self) -> str:
        return self.table.mode

    @property
    def clock(self) -> Any:
        """The Bedenkzeit (``limit``, ``remaining``): the table's clock."""
        return self.table.clock

    @property
    def save_id(self) -> str | None:
        return self.table.save_id

    @property
    def daily_counts(self) -> bool | None:
        return self.table.daily_counts

    @property
    def rat_used(self) -> bool:
        return self.table.rat_used

    def seat_name(self, seat: int) -> str:
        return self.table.seat_name(seat)

    @property
    def advice(self) -> Any:
        """The Rat's suggestion shown now (an Option), or None."""
        return self.rat.advice

    @property
    def busy(self) -> bool:
        """An animation runs that the table waits for."""
        return self.parts.tray.rolling or self.opening.busy

    @property
    def view(self) -> TulpeView:
        """The view of this moment, built anew only when something it is made of changed."""
        table = self.table
        actions = table.match.actions
        position = (id(table.match), id(actions), len(actions),
                    id(actions[-1][1]) if actions else 0, table.viewer, self._version)
        sel = self.selection
        key = (position, table.at_device, table.curtain, table.holder, table.standing_in,
               self._chooser, self.viewed, self.pinned, sel.color_die, sel.number_die,
               tuple(sel.cells), id(self.rat.advice), self.rat.seat is not None, self.suggested,
               self.parts.tray.rolling, self.busy, self.opening.keys(), self.replaying,
               table.rat_used, table.daily_counts, language())
        if self._view is None or key != self._view_key:
            if self._facts is None or self._facts[0] != position:
                self._facts = (position, public_facts(table.state, table.viewer))
            ui = UiState(viewed=self.viewed, pinned=self.pinned, chooser=self._chooser,
                         selection=Chosen(sel.color_die, sel.number_die, tuple(sel.cells)),
                         advice=self.rat.advice, rat_thinking=self.rat.seat is not None,
                         suggested=self.suggested, rolling=self.parts.tray.rolling,
                         busy=self.busy, opening=self.opening.keys(), replaying=self.replaying)
            self._view = build_view(table, self.flow, ui, self._facts[1])
            self._view_key = key
        return self._view

    def changed(self) -> None:
        """The position was changed outside an action (a test's edited state): the view is
        built anew."""
        self._version += 1

    # ------------------------------------------------------------------ actions
    def act(self, seat: int, action: Action) -> bool:
        """A person's action at the device; a refusal becomes a toast (nothing changes)."""
        try:
            self.table.act(seat, action)
        except IllegalAction as exc:
            self.app.toast(exc.text, "warn")
            return False
        return True

    def _on_move(self, move: Move) -> None:
        """An action was applied (``Table.on_move``): animate it, tell it."""
        self.telling.tell_roll()  # a roll still untold comes first (the demo skips the tumble)
        before, after = self._before, self.state.view(None)
        anim = self._anim()
        if move.by != "person" and self.table.hurrying and anim == "normal":
            anim = "fast"  # a key hurried the computers: their moments run fast too
        if move.action.type == "roll":
            dice = after.get("dice") or {}
            self.parts.tray.start_roll(dice.get("colors", []), dice.get("numbers", []),
                                       ROLL_SECONDS.get(anim, 0.8))
            self.app.audio.play("dice")
        self.telling.tell(move.seat, move.action, move.events, before, after,
                          timed_out=move.by == "stand_in")
        if move.by == "computer" and move.reason is not None \
                and reason_public(self.state, move.seat, move.action):
            # named, so it never reads as the person's line just above it (#30)
            why = Text("tulpe.ui.log.computer_reason", {
                "name": short_name(self.table.match.options.get("seats", []), move.seat),
                "reason": move.reason})
            self.log.append(why, "dim")
            self.table.note(why, "dim")  # „Fortsetzen“ tells it again
        new = newly_bloomed(before, after)
        if new:
            self.last_bloomed = new
            self.opening.start(new, bool(BLOOM_SECONDS.get(anim, 0.55)))
            self.glow.start([(seat, cell) for seat, cells in sorted(new.items())
                             for cell in sorted(cells)], GLOW_SECONDS.get(anim, 0.0))
            self.app.audio.play("bloom")
        if new or move.by == "stand_in":
            self.selection.clear()
        self._before = after
        self.rat.advice = None
        self.tooltips.refresh()  # an open info window tells the field as it is now (#30)

    def _retell(self) -> None:
        """A resumed game: the Spielverlauf is told again, with the same secrecy as live."""
        try:
            self.telling.retell(self.match, self.table.notes)
        except Exception:  # the log is a courtesy; the game itself was replayed already
            self.app.report_error("tulpe resume log")

    def undo(self) -> None:
        """Zurück: take back the last own decision of the person at the device (the table's
        policy); what the scene animated or derived since is forgotten (``forget_position``)."""
        if self.busy or not self.table.can_undo() or not self.table.undo():
            self.app.toast(Text("review.undo.refused"), "warn")
            return
        self.log.append(Text("review.undo.done"), "warn")

    def forget_position(self) -> None:
        """The match's state was replaced (Zurück, Partie ansehen): drop what was derived."""
        self.selection.clear()
        self.rat.forget()
        self._before = self.state.view(None)
        self.opening.clear()
        self.glow.skip()
        self.peek.close()
        self.peek.hover = None
        self.parts.tray.skip()
        self.changed()
        self.tooltips.refresh()

    def show_position(self, match: Any) -> None:
        """Partie ansehen: ``match`` on the table, read-only, its Spielverlauf told up to it."""
        from speedgames.ui.widgets import freeze

        self.table.match = match
        self.replaying = True  # nobody may act: no button is offered
        self.layout.show_keys = False  # the game's keys do nothing here (the replay bar's do)
        self.forget_position()
        self.log.clear()
        self.telling.after_roll.clear()
        self.telling.retell(match)
        self.relayout(self.app.size)
        freeze(self.parts.all_buttons())  # read-only

    # ------------------------------------------------------------------ the scene's own state
    def reset_selection(self) -> bool:
        if self.selection.empty and self.rat.advice is None:
            return False
        self.selection.clear()
        self.rat.advice = None
        return True

    def show_seat(self, seat: int) -> None:
        if 0 <= seat < len(self.table.seats):
            self.viewed = seat
            self.pinned = seat != self.view.chooser
            # looked at during this step: the view follows the chooser again at the next one
            self._step_key = (len(self.match.actions), self.table.at_device)

    def cycle_view(self) -> None:
        self.show_seat((self.viewed + 1) % max(1, len(self.table.seats)))

    def skip_animations(self) -> bool:
        """End a running animation; hurry a computer that thinks. True: something was skipped."""
        skipped = self.busy or self.table.busy
        self.parts.tray.skip()
        self.opening.skip()
        self.glow.skip()
        if self.table.busy:
            self.table.hurry(True)
        return skipped

    def _suggest(self, die: tuple[str, int]) -> None:
        self.suggested = die
        self.parts.tray.flash = FLASH_SECONDS

    def _peek_at(self, seat: int | None) -> None:
        """The pointer on a small field: that field enlarged (off the cards: closed)."""
        self.peek.hover = seat

    def _info(self, cell: tuple[int, int]) -> None:
        rect = self.parts.field.cell_rect(cell)
        self.tooltips.show_at(ui_tips.field_info(self.view, cell, self.app.theme),
                              rect.bottomright,
                              again=lambda: ui_tips.field_info(self.view, cell, self.app.theme))

    # ------------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        if self._bail_out():
            return
        self.calm += dt
        if self.calm < AMBIENT_SECONDS:
            self.pulse += min(dt, 0.1)  # after a calm the sails go on from where they stood
        tray = self.parts.tray
        tray.update(dt)
        if not tray.rolling:
            self.telling.tell_roll()
        self.tooltips.update(dt)
        self.opening.update(dt, BLOOM_SECONDS.get(self._anim(), 0.55), tray.rolling)
        self.glow.update(dt)
        if not self.replaying:
            self._hold(self.busy)
            self.table.tick(dt, hold=self.busy)
            if not tray.rolling:  # a computer's roll without a tumble is told in its frame
                self.telling.tell_roll()
            self._follow_device()
            if self.table.hurrying and not self.table.turn.computers \
                    and self.table.standing_in is None:
                self.table.hurry(False)
            self.rat.poll()
            if self.state.is_over() and not self.busy and not self.finished:
                self._finish()
        self.parts.undo.enabled = (not self.replaying and not self.busy
                                   and self.table.can_undo())

    def _hold(self, busy: bool) -> None:
        """While the dice tumble and the tulips open, the Bedenkzeit waits."""
        if busy != self._held:
            self._held = busy
            (self.table.pause if busy else self.table.resume)("animation")

    def _follow_device(self) -> None:
        """A person got the device: their own selection, the field follows whoever chooses (a
        field looked at during the last step is let go — also with one person against computers,
        where the chooser stays the same — unless that is switched off in „Ansicht“)."""
        table = self.table
        if table.curtain is not None and not self._curtained:
            self._curtained = True
            self.tooltips.hide()
            self.peek.close()
        at = table.at_device
        if at is None or self.busy:  # the last bloom is shown to its end first
            return
        if self._curtained:  # behind the curtain: the last one's cursor would tell his fields
            self._curtained = False
            self.pointer.clear()
        if at != self._chooser:
            self._chooser = at
            self.selection.clear()
            self.rat.forget()
        key = (len(self.match.actions), at)
        if key != self._step_key:
            self._step_key = key
            if self.app.settings.follow_chooser:
                self.viewed = at
            self.pinned = self.viewed != at

    def _finish(self) -> None:
        """The game is over: the table enters it (once) and drops the save; the Endtafel."""
        self.finished = True
        self.log.append(Text("tulpe.ui.log.over"), "head")
        for notice in self.table.finish(endtafel.extras(self.state)):
            self.app.toast(notice, "good")
        self.app.audio.play("fanfare")
        endtafel.show(self.app, self.table)

    def _demo(self, actions: int) -> None:
        """A sample position (:mod:`.demo`): no animation, the suggestion shown."""
        pick = demo.play(self.table, actions)
        tray = self.parts.tray
        tray.skip()
        tray.update(1.0)
        self.telling.tell_roll()
        self.opening.clear()
        self.glow.skip()
        self._follow_device()
        if pick is None:
            return
        seat, action = pick
        self.viewed = seat
        if action.type == "choose":
            self.selection.color_die = action["color_die"]
            self.selection.number_die = action["number_die"]
            self.selection.cells = [tuple(action["cells"][0])]
            self.pointer.cursor = self.selection.cells[0]

    def play_moment(self, moment: str, held: bool = False) -> bool:
        """Show a big moment of this position (:mod:`.moments`): held in its middle, or played
        from its start (the bench's live frames)."""
        from speedgames.tulpe.screen.moments import hold

        self.parts.tray.skip()
        self.glow.skip()
        return hold(moment, dice=self.state.view(None).get("dice"), tray=self.parts.tray,
                    glow=self.glow, last_bloomed=self.last_bloomed,
                    roll_seconds=ROLL_SECONDS["normal"], glow_seconds=GLOW_SECONDS["normal"],
                    held=held)

    @property
    def moment_running(self) -> bool:
        """A big moment still plays (the dice roll, blooms glow)."""
        return self.parts.tray.rolling or bool(self.glow)

    def _anim(self) -> str:
        """The animations' pace: „Animationen“, or off with „Bewegung reduzieren“."""
        return pace(self.app.settings)

    def _bail_out(self) -> bool:
        """The save could not be resumed: tell it and go back (True: nothing else to do)."""
        if self.failed is None:
            return False
        self.app.toast(self.failed, "warn")
        self.failed = None
        self.app.back()
        return True

    def frame_request(self) -> float | None:
        """Frames while dice roll, tulips open, a computer or the Rat works or the game ends;
        the sails and the glow of fitting fields move for a while after the player's last
        input, then the wind drops until the next one (a waiting table draws nothing, #16)."""
        if (self.busy or self.opening or self.glow or self.rat.seat is not None
                or (not self.replaying and self.table.busy)
                or (self.state.is_over() and not self.finished and not self.replaying)):
            return 0.0
        if self.calm < AMBIENT_SECONDS and self._anim() != "off":
            return 0.0
        return earliest(self.tooltips.frame_request(),
                        None if self.replaying else self.table.frame_request())

    # ------------------------------------------------------------------ lifecycle
    def leave(self) -> None:
        self.table.save()
        self.table.close()

    def save(self) -> None:
        """Quitting: saved now, with the Bedenkzeit's time."""
        self.table.save()

    def resume(self) -> None:
        self.relayout(self.app.size)
        self.table.resume()

    def pause(self) -> None:
        self.table.pause()

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        self.calm = 0.0
        return ui_input.handle_event(event, self.view, self.parts, self.intents, self.pointer,
                                     self.tooltips)

    def open_menu(self) -> None:
        from speedgames.tulpe.screen.menu import PauseMenu

        self.app.push(PauseMenu(self.app, self.table))

    def _tooltip_at(self, pos: tuple[int, int]) -> Any:
        return ui_tips.tooltip_at(self.parts, self.view, self.app.theme, pos)

    # ------------------------------------------------------------------ layout and drawing
    def relayout(self, size: tuple[int, int]) -> None:
        self._size = tuple(size)
        view = self.view
        self.layout.keys_key = "tulpe.ui.keys" if view.rat_allowed else "tulpe.ui.keys_no_rat"
        self.layout.layout(size, self.app.theme, view.seats, [c.name for c in view.cards],
                           mode_caption(view))

    def toast_avoid(self) -> list[pygame.Rect]:
        return self.layout.toast_avoid()

    def live(self) -> Live:
        """The field's moving layer of this frame: glow, selection, cursor, opening blooms."""
        view = self.view
        shown = view.selection.cells if view.viewed == view.chooser else ()
        return Live(fits=view.fits, selected=list(shown), cursor=self.pointer.cursor,
                    hover=self.pointer.hover, opening=self.opening.of(view.viewed),
                    pulse=self.pulse)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self._size:
            self.relayout(surface.get_size())
        view = self.view
        clock = self.table.clock
        shown = clock.clock if (clock.limit is not None and view.chooser is not None
                                and not self.replaying) else None
        self.painter.draw(surface, self.app.theme, self.layout, view, self.live(), shown,
                          self._anim() != "off")
        if self.glow:
            self.parts.strip.draw_glow(surface, self.glow.level, self.glow.keys())
        self.peek.draw(surface, self.app.theme, view, self.parts.strip)
        self.tooltips.draw(surface, self.app.theme)


registry.register("tulpe.game", TulpeScene, game="tulpe", sample=demo.sample,
                  variants=demo.variants)


# the „Allein“ menu lives in its own module; importing it registers ``tulpe.solo``
from speedgames.tulpe.screen import solo as _solo  # noqa: E402,F401
