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

from typing import TYPE_CHECKING, Any, Mapping

from speedgames.core.game import Game
from speedgames.core.i18n import Text
from speedgames.ui.table.opening import OpenedMatch, Retelling, says_resumed  # noqa: F401
from speedgames.ui.table.opening import open_match as _open_match

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike


def open_match(app: "AppLike", game: Game, *, options: Mapping[str, Any] | None,
               seed: int | None, save: Any, failed_key: str) -> OpenedMatch:
    """Resume ``save`` or start a new match of ``game`` (see :mod:`speedgames.ui.table`)."""
    return _open_match(app.storage, game, options=options, seed=seed, save=save,
                       failed_key=failed_key)


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
