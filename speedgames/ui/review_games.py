"""„Letzte Partien“: the last 50 finished games of one game, to analyse again.

Opened from „Meine Partien“ (the statistics screen). Each line: when, who played and how it
ended, with an Einsatz what it paid each person and their purse now („Einsatz 10 Taler: Anna +20
(jetzt 120) · Ben −10 (jetzt 90)“, from :mod:`speedgames.core.purses`), and — once analysed —
how many decisions cost something. ↑/↓ choose, Enter opens the Analyse
(:mod:`speedgames.ui.analysis_scene`), Leertaste „Partie ansehen“
(:mod:`speedgames.ui.review_scene`); the games come from :mod:`speedgames.core.history`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from speedgames.core.i18n import t
from speedgames.ui import registry
from speedgames.ui.records_common import (
    RecordsScreen,
    draw_two_line_row,
    format_date,
    format_number,
    format_signed,
    stake_key,
)
from speedgames.ui.widgets import Widget, draw_panel

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.theme import Theme


def line_for(game: dict[str, Any]) -> str:
    """„1.12.2026 · 1. Anna 61 · 2. Computer 2 (stark) 48“: place, name (a computer as the
    Endtafel names it: its seat's number and level), score — best first."""
    parts = [format_date(game.get("when", ""))]
    ranks = list(game.get("ranks") or [])
    seats = []
    for i, (name, score) in enumerate(zip(game.get("names") or [], game.get("scores") or [])):
        rank = ranks[i] if i < len(ranks) and isinstance(ranks[i], int) else None
        seats.append((rank, i, name, score))
    # by place (a seat without one keeps its turn after them), ties in seat order
    seats.sort(key=lambda s: (s[0] is None, s[0] or 0, s[1]))
    for rank, i, name, score in seats:
        place = f"{rank}. " if rank is not None else ""
        parts.append(f"{place}{name or _computer(game, i)} {format_number(score)}")
    return " · ".join(parts)


def _computer(game: dict[str, Any], seat: int) -> str:
    """„Computer 2 (stark)“ as on the Endtafel; plain „Computer“ when the record does not say
    its level."""
    from speedgames.ui.game_options import level_label_key

    record = game.get("record") or {}
    try:
        level = (record.get("options") or {}).get("seats")[seat].get("level")
        if level:
            return t("ui.endtafel.computer_name", n=seat + 1,
                     level=t(level_label_key(str(record.get("game")), str(level))))
    except Exception:  # an old or odd record: the name alone
        pass
    return t("review.games.computer")


def stake_for(storage: Any, game: dict[str, Any]) -> str | None:
    """„Einsatz 10 Taler: Anna +20 · Ben −10“ for a game played with an Einsatz, else None."""
    from speedgames.core import purses

    record = game.get("record") or {}
    try:
        got = purses.outcome(storage, str(record.get("game")), record.get("options") or {},
                             record.get("seed"))
    except Exception:  # the purse is a bonus: the list shows without it
        return None
    if got is None:
        return None
    stake, paid = got
    if not paid:
        return t("review.games.stake_unpaid", stake=stake)
    changes = " · ".join(t(stake_key(change), name=name, change=format_signed(change),
                           purse=purses.purse(storage, name)) for name, change in paid.items())
    return t("ui.stakes.endtafel", stake=stake, changes=changes)


def note_for(game: dict[str, Any]) -> str:
    cached = game.get("analysis")
    if not isinstance(cached, dict):
        return t("review.games.not_analysed") + " · " + t("review.games.watch")
    flagged = [d for d in cached.get("decisions") or []
               if isinstance(d, dict) and d.get("verdict") in ("?", "??")]
    return t("review.games.analysed", n=len(flagged)) + " · " + t("review.games.watch")


class GamesScene(RecordsScreen):
    name = "review.games"
    title_key = "review.games.title"

    def __init__(self, app: "AppLike", game: str | None = None,
                 preview: list[dict[str, Any]] | None = None) -> None:
        super().__init__(app, game)
        self.games: list[dict[str, Any]] = []
        self.stakes: list[str | None] = []  # per game: what its Einsatz paid (read once)
        self.preview = preview
        self.selected = 0
        self.first = 0
        self.shown = 1
        self.reload()
        self._rebuild()

    def reload(self) -> None:
        self.selected = self.first = 0
        if self.preview is not None:
            self.games = [g for g in self.preview if g["record"]["game"] == self.game_id]
        else:
            try:
                from speedgames.core.history import my_games

                self.games = my_games(self.app.storage, self.game_id)
            except Exception:  # a damaged file was moved aside by the storage, which says so
                self.games = []
        self.stakes = [stake_for(self.app.storage, g) for g in self.games]

    def body_widgets(self) -> Sequence[Widget]:
        return ()

    def open_selected(self) -> None:
        if not self.games:
            return
        game = self.games[self.selected]
        if self.preview is not None:
            self.app.open("review.analysis", game=self.game_id, record=game["record"])
        else:
            self.app.open("review.analysis", game=self.game_id, entry=game["id"])

    def body_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_UP) and self.games:
                step = 1 if event.key == pygame.K_DOWN else -1
                self.selected = max(0, min(len(self.games) - 1, self.selected + step))
                if self.selected < self.first:
                    self.first = self.selected
                elif self.selected >= self.first + self.shown:
                    self.first = self.selected - self.shown + 1
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_selected()
                return True
            if event.key == pygame.K_SPACE and self.games:   # Partie ansehen
                self.app.open("review.replay", record=self.games[self.selected]["record"])
                return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            for i, rect in self._rows:
                if rect.collidepoint(event.pos):
                    self.selected = i
                    self.open_selected()
                    return True
        return False

    _rows: list[tuple[int, pygame.Rect]] = []

    def draw_body(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect) -> None:
        draw_panel(surface, rect, theme, "panel")
        self._rows = []
        if not self.games:
            self.empty_message(surface, theme, rect.inflate(-theme.px(60), 0),
                               t("review.games.empty"))
            return
        pad = theme.px(14)
        body, small = theme.font("body"), theme.font("small")
        h = body.get_linesize() + small.get_linesize() + theme.px(14)
        y = rect.y + pad
        shown = 0
        for i in range(self.first, len(self.games)):
            if y + h > rect.bottom - pad:
                break
            row = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, h)
            game = self.games[i]
            note = note_for(game)
            stake = self.stakes[i] if i < len(self.stakes) else None
            if stake:
                note = f"{stake} · {note}"
            draw_two_line_row(surface, theme, row, i == self.selected, line_for(game), note)
            self._rows.append((i, row))
            y += h + theme.px(6)
            shown += 1
        self.shown = max(1, shown)


def _preview(game: str) -> dict[str, Any]:
    """The demonstration game as its line reads in the list: its real scores and places."""
    from speedgames.core.game import replay_record
    from speedgames.ui.review_samples import sample_record

    record = sample_record(game)
    result = replay_record(record).result()
    return {"game": game, "preview": [
        {"id": "sample", "when": "2026-12-01T20:15:00", "names": ["Anna", ""],
         "scores": list(result["scores"]), "ranks": list(result["ranks"]), "record": record}]}


registry.register("review.games", GamesScene, main=False,
                  sample=lambda app: _preview(registry.GAMES[0]))
