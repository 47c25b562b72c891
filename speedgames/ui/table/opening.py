"""Opening a table: a new match, or a save resumed — and a resumed game's Spielverlauf told again.

Why here: every game opens its match the same way (resume a save — a broken one is moved aside by
the storage and the table backs out with a toast — or start a new match with a fresh seed), and a
resumed game tells its Spielverlauf again by replaying the saved actions through the very log
code the live game uses (:class:`Retelling`).

API: ``open_match(storage, game, *, options, seed, save, failed_key) -> OpenedMatch`` ·
``says_resumed(save) -> bool`` · ``Retelling(match, notes=None, tell=None)``.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping

from speedgames.core.game import Action, Game, Match
from speedgames.core.i18n import Text
from speedgames.core.log_notes import Note, Notes


@dataclass
class OpenedMatch:
    """A match to play; ``failed`` is the words to show when the save could not be resumed (the
    match is then a throwaway default and must not be saved)."""

    match: Match
    meta: dict[str, Any] = field(default_factory=dict)
    save_id: str | None = None
    failed: Text | None = None
    notes: Notes = field(default_factory=Notes)  # the Spielverlauf's lines the actions lack
    resumed: bool = False


def open_match(storage: Any, game: Game, *, options: Mapping[str, Any] | None, seed: int | None,
               save: Any, failed_key: str = "ui.play.resume_failed") -> OpenedMatch:
    """Resume ``save`` (a SaveInfo) or start a new match of ``game``; never raises for a bad save."""
    if save is not None:
        try:
            from speedgames.core.saves import load_game

            loaded = load_game(storage, game.id, save.save_id)
            opened = OpenedMatch(loaded.match, dict(loaded.meta), save.save_id,
                                 notes=loaded.notes, resumed=True)
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
    stored, so they are produced again. What the table wrote beside the events (a computer's
    reason, „Die Zeit ist um“) is in the save's ``notes``: each is handed to ``tell`` just before
    the action it preceded is retold (the last ones after the last action), so it lands where it
    stood live. ``state`` is the replay state as it stands (the log reads it for anything the
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
