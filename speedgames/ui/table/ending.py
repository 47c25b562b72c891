"""The table's bookkeeping: the save after every action, the daily attempt, the end, Aufgeben.

Why together: these are the table's promises to the records — a game is saved from its first
moment (so it is listed under the open games at once and never lost), a daily puzzle's first
attempt is noted when it starts, a finished game is entered once for its people and its save goes,
a game given up costs what the rules say. A practice game (played on from a replay) and the
guided first game never enter statistics, records or daily lists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from speedgames.core.i18n import Text

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.table.runtime import Table


class Ending:
    """See the module docstring; one per :class:`~speedgames.ui.table.runtime.Table`."""

    def __init__(self, table: "Table", *, autosave: bool, save_id: str | None) -> None:
        self.table = table
        self.recorded = False
        self.notices: list[Text] = []
        self.saver: Any = None
        self.save_id = save_id
        self.daily_counts: bool | None = None
        if not autosave:
            return
        from speedgames.core.saves import AutoSaver, new_save_id

        self.save_id = save_id or new_save_id()
        meta = table.meta
        meta.setdefault("mode", table.mode)
        try:
            self.saver = AutoSaver(table.app.storage, table.game.id, self.save_id, meta)
            self.saver.notes = table.notes
        except Exception:  # a save problem must never stop the game; the storage told the user
            table.app.report_error("autosave")
            self.saver = None
        self._begin_daily()
        self.save()

    # ------------------------------------------------------------------ saving
    def save(self, clock: bool = False) -> None:
        if self.saver is None:
            return
        table = self.table
        meta: dict[str, Any] = {"rat_used": table.rat_used}
        if table.practice:
            meta["practice"] = True  # „Übung“ in the list of open games (#28)
        if self.daily_counts is not None:
            meta["daily_counts"] = self.daily_counts
        if clock and not table.state.is_over():
            meta["clock"] = table.clock.snapshot(len(table.match.actions))
        try:
            self.saver.save(table.match, **meta)
        except Exception:
            table.app.report_error("autosave")

    def flush(self) -> None:
        if self.saver is not None:
            self.saver.flush(2.0)

    def close(self) -> None:
        if self.saver is not None:
            self.saver.close()
            self.saver = None

    def _drop_save(self) -> None:
        """Stop saving and remove the save (the game ended or was given up)."""
        from speedgames.core.saves import delete_save

        save_id = self.save_id
        self.close()
        if save_id:
            try:
                delete_save(self.table.app.storage, self.table.game.id, save_id)
            except Exception:
                self.table.app.report_error("delete save")

    # ------------------------------------------------------------------ the records
    @property
    def counts(self) -> bool:
        """Does this game enter statistics and records (not practice, not a replay)?"""
        table = self.table
        return self.saver is not None and bool(table.people) and not table.practice

    def _begin_daily(self) -> None:
        """A daily puzzle: only the first attempt of the day counts (noted when it starts)."""
        table = self.table
        if table.mode != "daily":
            return
        if table.resumed:
            kept = table.meta.get("daily_counts")
            self.daily_counts = kept if isinstance(kept, bool) else None
            return
        if not self.counts:
            self.daily_counts = False
            return
        try:
            from speedgames.core.records import begin_daily

            name = table.seat_name(table.people[0])
            self.daily_counts = bool(begin_daily(table.app.storage, table.game.id,
                                                 str(table.options.get("date")), name,
                                                 self.save_id))
        except Exception:  # the daily bookkeeping must never stop the game
            table.app.report_error("daily")
            self.daily_counts = None

    def finish(self, extras: Mapping[int, Mapping[str, Any]] | None = None) -> list[Text]:
        """Enter the finished game for its people (once), drop the save; the notices to show."""
        table = self.table
        if self.recorded or not table.state.is_over():
            return []
        self.recorded = True
        if self.counts:
            from speedgames.core.records import record_game

            try:
                self.notices = list(record_game(
                    table.app.storage, table.game.id, table.match.record(),
                    table.state.result(), table.seats, table.mode, extras=dict(extras or {}),
                    rat_used=table.rat_used, save_id=self.save_id))
            except Exception:  # the records must never stop the Endtafel
                table.app.report_error("records")
                self.notices = []
        elif table.practice:  # played on from a replay (#28): the Endtafel says it did not count
            self.notices = [Text("review.practice.not_counted")]
        self.save()
        self._drop_save()
        return list(self.notices)

    def give_up(self, seat: int) -> list[Text]:
        """``seat`` leaves a game with other people early: −10 in the Bestenliste, an Einsatz to
        the others, the save goes (the rules of all three games)."""
        table = self.table
        notices: list[Text] = []
        if self.counts:
            try:
                from speedgames.core.purses import forfeit_game
                from speedgames.core.records import record_abandoned

                notices += record_abandoned(table.app.storage, table.game.id,
                                            table.match.record(), seat=seat)
                changes = forfeit_game(table.app.storage, table.game.id, table.options,
                                       table.match.seed, seat)
                lost = -min(changes.values(), default=0) if changes else 0
                if lost > 0:
                    notices.append(Text("ui.stakes.forfeit", {"stake": lost}))
            except Exception:
                table.app.report_error("give up")
        self._drop_save()
        return notices
