"""The coach of the guided first game („Erste Partie“), one mechanism for all three games.

Why: a newcomer learns a board game by playing it with someone who says what to do next and why.
The coach wraps a game's own play scene (the real game, the real buttons) and walks through a
script of steps. Each step says something, may highlight the button, chip or field it talks about
and waits: for „Weiter“ (a step that only explains), for one particular action of the player, or
for a moment of the game (a condition). Any other action of the player is refused by the coach as
the match's referee (:attr:`speedgames.core.game.Match.referee`), with words, not silently. Tab
skips a step (an action step is then made for the player, so the rigged game stays on its rails),
Esc leaves the guide; its game is saved under its own id and the step is remembered, so the guide
resumes where it was left.

What is a game's own: the script (``speedgames.<game>.tutorial``: seed, options with the rigging,
:class:`CoachStep` data) and a small :class:`Stage` in ``speedgames.<game>.screen.tutorial`` that
knows the scene: where a target is drawn, how to act for the player, whether a condition holds.
That module registers ``<game>.tutorial`` with :func:`register_guide`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping, Protocol

import pygame

from speedgames.core.game import Action, IllegalAction, Match, get_game
from speedgames.core.i18n import Text
from speedgames.ui import coach_progress as progress
from speedgames.ui.coach_view import CoachView
from speedgames.ui.scene import Scene

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike

REFUSAL_SECONDS = 5.0


@dataclass(frozen=True)
class CoachStep:
    """One thing the coach says and what it waits for.

    ``say``: locale key of the words. ``do``: action types that end the step (with ``fields`` the
    action must carry, e.g. ``{"to": 4}``); empty = the step waits for „Weiter“ or ``until``.
    ``free``: further action types allowed meanwhile (free play); ``until``: a condition of the
    game (the Stage decides) that ends the step; ``target``: what to highlight (the Stage finds
    it on the screen).
    """

    say: str
    do: tuple[str, ...] = ()
    fields: Mapping[str, Any] = field(default_factory=dict)
    free: tuple[str, ...] = ()
    until: str | None = None
    target: str | None = None

    @property
    def reads(self) -> bool:
        """Only words: ended by „Weiter“ (Enter, Space or the button)."""
        return not self.do and self.until is None

    def wants(self, action: Action) -> bool:
        return action.type in self.do and all(_same(action.get(k), v)
                                              for k, v in self.fields.items())


def _same(got: Any, want: Any) -> bool:
    """Field values match; a list of cells matches in any order (``[[col, row], …]``)."""
    if isinstance(want, (list, tuple)) and isinstance(got, (list, tuple)):
        return sorted(map(tuple, got)) == sorted(map(tuple, want))
    return bool(got == want)


@dataclass(frozen=True)
class Guide:
    """A game's guided first game: what is played and what the coach says (plain data)."""

    game: str
    seed: int
    options: Mapping[str, Any]
    steps: tuple[CoachStep, ...]
    summary: str                 # locale key of the closing words
    seat: int = 0                # the newcomer's seat


class Stage(Protocol):
    """What the coach needs from a game's play scene (see each game's ``screen/tutorial.py``)."""

    def match(self, scene: Scene) -> Match: ...
    def act(self, scene: Scene, seat: int, action: Action) -> bool: ...
    def locate(self, scene: Scene, target: str) -> pygame.Rect | None: ...
    def holds(self, scene: Scene, condition: str) -> bool: ...
    def suggest(self, scene: Scene, step: CoachStep, seat: int) -> Action | None: ...
    def arrive(self, scene: Scene, step: CoachStep) -> None:
        """A step begins (e.g. give its button the keyboard focus)."""
    # optional, each ``(scene, step)``: ``keep_clear -> list[Rect]``, the controls the step's
    # words name or that stand beside its target (a prompt's other button, a panel's title): the
    # coach's box stands off them where it can; ``marks -> list[Rect]``, further things the step
    # points at (the learner's car) and ``keys -> Rect | None``, the game's key line: the box
    # never covers them (see :mod:`speedgames.ui.coach_place`)


@dataclass
class _SaveRef:
    """What a game scene's ``save=`` needs to resume a save: its id."""

    save_id: str = progress.SAVE_ID
    resumed: bool = True  # False: a new guided game, not „Partie fortgesetzt“ (ui.table.opening)


def fitting_action(legal: list[Action], step: CoachStep) -> Action | None:
    """The first legal action the step waits for (Tab makes it for the player)."""
    for action in legal:
        if step.wants(action):
            return action
    return None


class CoachScene(Scene):
    """The game's play scene with the coach above it (the play scene is held, not stacked, so
    the coach sees every event first and both are left together)."""

    def __init__(self, app: "AppLike", guide: Guide, stage: Stage, resume: bool = False,
                 at: int = 0) -> None:
        super().__init__(app)
        self.name = f"{guide.game}.tutorial"
        self.guide = guide
        self.stage = stage
        self.index = 0
        self.finished = False
        self.refusal: Text | None = None
        self.refusal_age = 0.0
        self._acting = False
        self.moved = 0   # the newcomer's own moves in a free step (the panel folds after one)
        saved = progress.load(app.storage, guide.game)
        resumed = bool(resume and saved.get("step") is not None
                       and progress.has_save(app, guide.game))
        if resumed:
            self.index = min(int(saved["step"]), len(guide.steps))
        else:
            progress.new_game(app, guide)
        self.game = app.create(f"{guide.game}.game", save=_SaveRef(resumed=resumed))
        self.match = stage.match(self.game)
        self.match.referee = self
        self.view = CoachView(self)
        self._arrive()
        for _ in range(max(0, at - self.index)):   # demonstrations (screenshots) start later
            self.skip()

    # -- the referee (called by Match.apply) ---------------------------------------------
    @property
    def step(self) -> CoachStep | None:
        return self.guide.steps[self.index] if self.index < len(self.guide.steps) else None

    def check(self, seat: int, action: Action) -> None:
        step = self.step
        if seat != self.guide.seat or self._acting or step is None or self.finished:
            return
        if step.wants(action) or action.type in step.free:
            return
        self.refuse(Text("coach.refuse_read" if step.reads else "coach.refuse_other"))
        raise IllegalAction("coach.refused")

    def permits(self, seat: int, action: Action) -> bool:
        """What the step rules out is shown disabled (its words say why); a step that only
        explains leaves the buttons as they are — a press there is refused with „Lies erst …“,
        the step is not a rule of the game."""
        step = self.step
        if seat != self.guide.seat or step is None or self.finished or step.reads:
            return True
        return step.wants(action) or action.type in step.free

    @property
    def mark(self) -> tuple[int, bool]:
        return self.index, self.finished

    def applied(self, seat: int, action: Action, events: list[dict[str, Any]]) -> None:
        step = self.step
        if seat == self.guide.seat and step is not None and step.wants(action):
            self.advance()
        elif seat == self.guide.seat and step is not None and action.type in step.free:
            self.moved += 1

    def refuse(self, why: Text) -> None:
        self.refusal, self.refusal_age = why, 0.0

    # -- moving through the script -------------------------------------------------------
    def advance(self) -> None:
        self.refusal = None
        self.moved = 0
        if self.index < len(self.guide.steps):
            self.index += 1
        progress.remember(self.app.storage, self.guide.game, self.index)
        if self.index >= len(self.guide.steps) and self.match.state.is_over():
            self.finish()
        self._arrive()

    def _arrive(self) -> None:
        step = self.step
        if step is not None and not self.finished:
            try:
                self.stage.arrive(self.game, step)
            except Exception:  # a convenience; never stops the guide
                self.app.report_error("coach arrive")

    def skip(self) -> None:
        """Tab: past this step; a step that waits for an action gets it made for the player."""
        step = self.step
        if step is None:
            return
        if step.reads:
            self.advance()
            return
        action = self.stage.suggest(self.game, step, self.guide.seat)
        if action is None:
            return
        self._acting = True   # the referee lets it through; ``applied`` moves the script on
        try:
            self.stage.act(self.game, self.guide.seat, action)
        finally:
            self._acting = False

    @property
    def folded(self) -> bool:
        """A free step's words were read and acted on: its panel folds to one line."""
        step = self.step
        return bool(step is not None and step.free and self.moved > 0 and not self.finished)

    def unfold(self) -> None:
        self.moved = 0

    def finish(self) -> None:
        self.finished = True
        progress.complete(self.app, self.guide.game)

    def leave_guide(self) -> None:
        """Esc: back to the Kontor; the game and the step stay for „fortsetzen“."""
        if not self.finished:
            progress.remember(self.app.storage, self.guide.game, self.index)
        self.match.referee = None
        self.app.home()

    def play_for_real(self) -> None:
        """„Jetzt richtig spielen“: the game's own solo choice (or the solo table)."""
        from speedgames.ui import registry

        game = self.guide.game
        self.app.home()
        if registry.has(f"{game}.solo"):
            self.app.open(f"{game}.solo", game=game)
        else:
            self.app.open("table_setup", game=game, solo=True)

    # -- scene ---------------------------------------------------------------------------
    def enter(self) -> None:
        self.game.enter()
        self.relayout(self.app.size)

    def leave(self) -> None:
        self.match.referee = None
        self.game.leave()

    def pause(self) -> None:
        self.game.pause()

    def resume(self) -> None:
        self.game.resume()

    def relayout(self, size: tuple[int, int]) -> None:
        self.game.relayout(size)
        self.view.relayout(size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = self._handle(event)
        if self.match.state.is_over():
            self._close_covering()
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
        if self.view.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave_guide()
                return True
            if self.finished:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.play_for_real()
                return True
            if event.key == pygame.K_TAB:
                self.skip()
                return True
            step = self.step
            if step is not None and step.reads and event.key in (
                    pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.advance()
                return True
        if self.finished and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return True
        return self.game.handle_event(event)

    def update(self, dt: float) -> None:
        self.view.update(dt)
        if self.refusal is not None:
            self.refusal_age += dt
            if self.refusal_age > REFUSAL_SECONDS:
                self.refusal = None
        if self.finished:
            return
        self.game.update(dt)
        step = self.step
        if step is not None and step.until and self.stage.holds(self.game, step.until):
            self.advance()
        if self.match.state.is_over() and self.step is None:
            self.finish()
        if self.finished or self.match.state.is_over():
            self._close_covering()

    def _close_covering(self) -> None:
        """The game put its Endtafel above the coach: the guide's own summary replaces it."""
        stack = self.app.stack
        if self not in list(stack):
            return
        while stack.top is not None and stack.top is not self:
            stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        self.game.draw(surface)
        self.view.draw(surface)

    def frame_request(self) -> float | None:
        """The game's wish, a pulsing highlight (0) and the refusal's end (see ``ui.pacing``)."""
        from speedgames.ui.pacing import earliest

        own = 0.0 if self.view.pulsing else None
        until = REFUSAL_SECONDS - self.refusal_age if self.refusal is not None else None
        return earliest(self.game.frame_request(), own, until)

    def target_rect(self) -> pygame.Rect | None:
        step = self.step
        if step is None or step.target is None or self.finished:
            return None
        try:
            return self.stage.locate(self.game, step.target)
        except Exception:  # a highlight is a help; a missing one must never stop the guide
            return None


    def keep_clear(self) -> list[pygame.Rect]:
        """What the coach's box should not cover besides the target (see :class:`Stage`)."""
        return self._stage_rects("keep_clear")

    def target_rects(self) -> list[pygame.Rect]:
        """Everything the step points at: its highlighted target and the Stage's ``marks``
        (e.g. the learner's car) — the coach's box never covers them."""
        target = self.target_rect()
        return ([target] if target is not None else []) + self._stage_rects("marks")

    def key_line(self) -> pygame.Rect | None:
        """Where the game shows its keys (the Stage's ``keys``): the box never covers it."""
        lines = self._stage_rects("keys")
        return lines[0] if lines else None

    def _stage_rects(self, name: str) -> list[pygame.Rect]:
        step = self.step
        found = getattr(self.stage, name, None)
        if step is None or self.finished or found is None:
            return []
        try:
            got = found(self.game, step)
            rects = [got] if isinstance(got, pygame.Rect) else list(got or [])
            return [pygame.Rect(r) for r in rects if r is not None and r[2] > 0 and r[3] > 0]
        except Exception:  # a help for the placement; never stops the guide
            return []


def register_guide(guide: Guide, stage: Stage, *, at: int = 0, **extra: Any) -> None:
    """Register ``<game>.tutorial`` (kw ``resume``); its demonstration stands at step ``at``."""
    from speedgames.ui import registry

    get_game(guide.game)  # a typo in a script fails at import, not in front of a newcomer
    registry.register(
        f"{guide.game}.tutorial",
        lambda app, resume=False, at=0: CoachScene(app, guide, stage, resume=resume, at=at),
        game=guide.game, sample=lambda app: {"at": at}, **extra)
