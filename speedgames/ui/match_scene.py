"""What a game scene built on :class:`~speedgames.ui.match_controller.MatchController` always does.

Why shared: Speedrocket's and Speedsprit's scenes opened their match the same way (resume a save
— a broken one is moved aside by the storage and the scene backs out with a toast — or start a
new match with a fresh seed), began the daily puzzle's bookkeeping the same way and asked the same
small questions (the mode, the animation setting). Written once here, each scene keeps only what
is its own.

API:
  ``open_match(app, game, *, options, seed, save, failed_key) -> OpenedMatch``
  ``Retelling(match, notes=None, tell=None)`` — a resumed game's Spielverlauf told again:
    ``.state`` is a fresh replay state (its opening events first), iterating yields ``(seat,
    action, events)`` per saved action, and ``tell(note)`` gets each saved note
    (:mod:`speedgames.core.log_notes`) at the place it was written
  ``says_resumed(save) -> bool`` — whether the log says „Partie fortgesetzt“ (not for a new
    guided first game, whose scene also opens from a save)
  ``MatchSceneMixin`` (for a Scene with ``self.ctl``, ``self.failed``, ``self.log``):
    ``.state`` · ``.mode`` · ``._anim()`` · ``._bail_out() -> bool`` (call first in ``update``)
    · ``._begin_daily(default_name, practice_key)``
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping

from speedgames.core.game import Action, Game, Match
from speedgames.core.i18n import Text
from speedgames.core.log_notes import Note, Notes

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike


@dataclass
class OpenedMatch:
    """A match to play; ``failed`` is the words to show when the save could not be resumed (the
    match is then a throwaway default and must not be saved)."""

    match: Match
    meta: dict[str, Any] = field(default_factory=dict)
    save_id: str | None = None
    failed: Text | None = None
    notes: Notes = field(default_factory=Notes)  # the Spielverlauf's lines the actions lack


def open_match(app: "AppLike", game: Game, *, options: Mapping[str, Any] | None, seed: int | None,
               save: Any, failed_key: str) -> OpenedMatch:
    """Resume ``save`` (a SaveInfo) or start a new match of ``game``; never raises for a bad save."""
    if save is not None:
        try:
            from speedgames.core.saves import load_game

            loaded = load_game(app.storage, game.id, save.save_id)
            opened = OpenedMatch(loaded.match, loaded.meta, save.save_id, notes=loaded.notes)
        except Exception as exc:  # SaveError (already moved aside) or worse: back out
            failed = getattr(exc, "text", None) or Text(failed_key)
            opened = OpenedMatch(Match(game, game.default_options(), 1), failed=failed)
    else:
        opts = dict(options or game.default_options())
        opened = OpenedMatch(Match(game, opts, int(seed if seed is not None
                                                   else secrets.randbelow(2 ** 53))))
    opened.meta.setdefault("mode", opened.match.options.get("mode", "table"))
    return opened


def says_resumed(save: Any) -> bool:
    """Does opening ``save`` continue a game („Partie fortgesetzt“)? Not when the guided first
    game starts afresh: the coach opens its new game from a save too (``save.resumed`` False)."""
    return save is not None and bool(getattr(save, "resumed", True))


class Retelling:
    """Replays a match's saved actions on a fresh state so a resumed game can tell its
    Spielverlauf again through the very log code the live game uses.

    Why: a save holds seed, options and actions; the events the log lines are made of are not
    stored, so they are produced again. What the scene wrote beside the events (a computer's
    reason, „Die Zeit ist um“) is in the save's ``notes``: each is handed to ``tell`` just before
    the action it preceded is retold (the last ones after the last action), so it lands where it
    stood live. ``state`` is the replay state as it stands (the scene reads it for anything the
    live log reads from the current state, e.g. the phase that decides whether a hot-seat move is
    still hidden); iterate once for ``(seat, action, events)`` per action. A save whose notes were
    damaged gets one line saying so at the end.
    """

    def __init__(self, match: Match, notes: Notes | None = None,
                 tell: Callable[[Note], None] | None = None) -> None:
        self.match = match
        self.state = match.game.new_state(match.options, match.seed)
        self.notes = notes if notes is not None and tell is not None else Notes()
        self.tell = tell

    def _tell(self, index: int) -> None:
        for note in self.notes.at(index):
            self.tell(note)  # type: ignore[misc]  (notes are empty without ``tell``)

    def __iter__(self) -> Iterator[tuple[int, Action, list[dict[str, Any]]]]:
        for index, (seat, action) in enumerate(self.match.actions):
            self._tell(index)
            yield seat, action, self.state.apply(seat, action)
        self._tell(len(self.match.actions))
        if self.notes.broken and self.tell is not None:
            self.tell(Note(len(self.match.actions), Text("ui.log.notes_broken"), "warn"))


class MatchSceneMixin:
    """See the module docstring."""

    ctl: Any
    failed: Text | None
    app: "AppLike"
    log: Any
    daily_counts: Any

    @property
    def state(self) -> Any:
        return self.ctl.state

    @property
    def mode(self) -> str:
        return str(self.ctl.match.options.get("mode", "table"))

    def _anim(self) -> str:
        return getattr(self.app.settings, "animations", "normal")

    def _computers_at_work(self) -> bool:
        """A computer is to move or still thinking: the loop keeps running for it (ui.pacing)."""
        state = self.state
        if not state.is_over() and any(not self.ctl.is_human(s) for s in state.to_move()):
            return True
        return any(bool(getattr(getattr(self, name, None), "pending", None))
                   for name in ("thinker", "rat_thinker"))

    def _bail_out(self) -> bool:
        """The save could not be resumed: tell it and go back (True: nothing else to do)."""
        if self.failed is None:
            return False
        self.app.toast(self.failed, "bad")
        self.failed = None
        self.app.back()
        return True

    def _begin_daily(self, default_name: str, practice_key: str) -> None:
        """Enter today's first attempt (or learn that this one is practice and say so)."""
        try:
            from speedgames.core.records import begin_daily

            ctl = self.ctl
            name = ctl.seats[ctl.humans[0]].get("name") or default_name
            self.daily_counts = begin_daily(self.app.storage, ctl.match.game.id,
                                            str(ctl.match.options.get("date")), name, ctl.save_id)
        except Exception:  # the daily bookkeeping must never stop the game
            self.daily_counts = None
        if self.daily_counts is False:
            self.log.append(Text(practice_key), "warn")
