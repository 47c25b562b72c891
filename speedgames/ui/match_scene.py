"""What a game scene built on :class:`~speedgames.ui.match_controller.MatchController` always does.

Why shared: Speedrocket's and Speedsprit's scenes opened their match the same way (resume a save
— a broken one is moved aside by the storage and the scene backs out with a toast — or start a
new match with a fresh seed), began the daily puzzle's bookkeeping the same way and asked the same
small questions (the mode, the animation setting). Written once here, each scene keeps only what
is its own.

API:
  ``open_match(app, game, *, options, seed, save, failed_key) -> OpenedMatch``
  ``Retelling(match)`` — a resumed game's Spielverlauf told again: ``.state`` is a fresh replay
    state (its opening events first), iterating yields ``(seat, action, events)`` per saved action
  ``MatchSceneMixin`` (for a Scene with ``self.ctl``, ``self.failed``, ``self.log``):
    ``.state`` · ``.mode`` · ``._anim()`` · ``._bail_out() -> bool`` (call first in ``update``)
    · ``._begin_daily(default_name, practice_key)``
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterator, Mapping

from speedgames.core.game import Action, Game, Match
from speedgames.core.i18n import Text

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


def open_match(app: "AppLike", game: Game, *, options: Mapping[str, Any] | None, seed: int | None,
               save: Any, failed_key: str) -> OpenedMatch:
    """Resume ``save`` (a SaveInfo) or start a new match of ``game``; never raises for a bad save."""
    if save is not None:
        try:
            from speedgames.core.saves import load_save

            match, meta = load_save(app.storage, game.id, save.save_id)
            opened = OpenedMatch(match, meta, save.save_id)
        except Exception as exc:  # SaveError (already moved aside) or worse: back out
            failed = getattr(exc, "text", None) or Text(failed_key)
            opened = OpenedMatch(Match(game, game.default_options(), 1), failed=failed)
    else:
        opts = dict(options or game.default_options())
        opened = OpenedMatch(Match(game, opts, int(seed if seed is not None
                                                   else secrets.randbelow(2 ** 53))))
    opened.meta.setdefault("mode", opened.match.options.get("mode", "table"))
    return opened


class Retelling:
    """Replays a match's saved actions on a fresh state so a resumed game can tell its
    Spielverlauf again through the very log code the live game uses.

    Why: a save holds only seed, options and actions; the events the log lines are made of are
    not stored, so they are produced again. ``state`` is the replay state as it stands (the scene
    reads it for anything the live log reads from the current state, e.g. the phase that decides
    whether a hot-seat move is still hidden); iterate once for ``(seat, action, events)`` per
    action.
    """

    def __init__(self, match: Match) -> None:
        self.match = match
        self.state = match.game.new_state(match.options, match.seed)

    def __iter__(self) -> Iterator[tuple[int, Action, list[dict[str, Any]]]]:
        for seat, action in self.match.actions:
            yield seat, action, self.state.apply(seat, action)


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
