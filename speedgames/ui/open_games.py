"""„Offene Partien“: every unfinished game of one game, to go on with or to throw away.

Opened from the Kontor when a game has more than one unfinished save (with one, „Fortsetzen“
goes straight back to it): a Meisterbrief at evening 3 and a hot-seat game begun later both stay
here until they are finished or thrown away — none is hidden behind the newest. Each line: when
it was last played, who sits at the table, which state it holds („Abend 3/9 · Tisch“). ↑/↓
choose, Enter or a click goes on with the game, Entf twice throws it away (the first press asks).
From the Kontor's main screen („Offene Partien · n“) the list opens with „Alle Spiele“: every
unfinished save of every game, newest first, each line naming its game. The saves come from
:func:`speedgames.core.saves.list_saves`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from speedgames.core.i18n import t
from speedgames.ui import registry
from speedgames.ui.records_common import RecordsScreen, draw_two_line_row, format_date
from speedgames.ui.widgets import CompactChoice, Widget, draw_panel, fit_font

ALL = "all"  # the selector's first choice in the Kontor-wide list: every game's saves

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.theme import Theme


def seats_line(meta: dict[str, Any]) -> str:
    """„Anna · Ben · Computer“: who sits at the saved table (a nameless seat is a computer)."""
    seats = meta.get("seats") if isinstance(meta.get("seats"), list) else []
    return " · ".join(str(name) if isinstance(name, str) and name else t("open_games.computer")
                      for name in seats)


def with_others(save: Any) -> bool:
    """More than one person at the saved table: leaving it is giving up, not throwing away."""
    seats = dict(getattr(save, "meta", {}) or {}).get("seats")
    return isinstance(seats, list) and sum(1 for n in seats if isinstance(n, str) and n) > 1


def open_saves_of(app: Any, game: str) -> list[Any]:
    from speedgames.ui.kontor import open_saves

    return open_saves(app, game)


def line_for(save: Any) -> str:
    """„03.12. 21:40 · Abend 3/9 · am Tisch“ (the state only where the save tells it; „Übung“
    for a game played on from a replay)."""
    from speedgames.ui.kontor import resume_state, short_time

    meta = dict(getattr(save, "meta", {}) or {})
    state = resume_state(meta)
    updated = getattr(save, "updated", "") or ""
    when = short_time(updated) or format_date(updated)
    practice = t("review.practice.tag") if meta.get("practice") else ""
    return " · ".join(part for part in (when, state, solo_mode(meta, save), practice) if part)


def solo_mode(meta: dict[str, Any], save: Any) -> str:
    """„Meisterbrief“, „Rekordjagd“, the game's daily name — the solo mode, where there is one."""
    mode = meta.get("mode")
    if mode in ("meisterbrief", "rekordjagd"):
        return t(f"ui.stats.mode.{mode}")
    if mode == "daily" and getattr(save, "game_id", None) in registry.GAMES:
        return t(f"ui.stats.daily_name.{save.game_id}")
    return ""


class OpenGamesScene(RecordsScreen):
    name = "open_games"
    title_key = "open_games.title"

    def __init__(self, app: "AppLike", game: str | None = None,
                 preview: list[Any] | None = None) -> None:
        super().__init__(app, game)
        if game == ALL:  # the Kontor-wide list: „Alle Spiele“ first, then each game
            self.game_id = ALL
            self.game_choice = CompactChoice(
                "", [(ALL, lambda: t("open_games.all"))] +
                [(g, (lambda g=g: t(f"games.{g}.name"))) for g in registry.GAMES], ALL,
                self._on_game)
        self.preview = preview
        self.saves: list[Any] = []
        self.selected = 0
        self.first = 0
        self.shown = 1
        self.asked: str | None = None  # the save whose throwing away waits for a second Entf
        self._rows: list[tuple[int, pygame.Rect]] = []
        self.reload()
        self._rebuild()

    def reload(self) -> None:
        games = registry.GAMES if self.game_id == ALL else [self.game_id]
        if self.preview is not None:
            self.saves = [s for s in self.preview if s.game_id in games]
        else:
            from speedgames.ui.kontor import open_saves

            self.saves = [s for g in games for s in open_saves(self.app, g)]
        self.saves.sort(key=lambda s: str(getattr(s, "updated", "") or ""), reverse=True)
        self.selected = min(self.selected, max(0, len(self.saves) - 1))
        self.first = min(self.first, self.selected)
        self.asked = None

    def body_widgets(self) -> Sequence[Widget]:
        return ()

    def resume(self) -> None:  # back from a resumed game: it may be finished or saved anew
        super().resume()
        self.reload()

    # actions ---------------------------------------------------------------------------
    def resume_selected(self) -> None:
        if not self.saves:
            return
        save = self.saves[self.selected]
        self.app.open(f"{save.game_id}.game", save=save)

    def discard_selected(self) -> None:
        """The first Entf asks, the second throws the game away (nothing else undoes it)."""
        if not self.saves:
            return
        save = self.saves[self.selected]
        if self.asked != save.save_id:
            self.asked = save.save_id
            return
        if self.preview is not None:
            self.preview = [s for s in self.preview if s is not save]
        elif with_others(save):
            self._give_up(save)
            return
        else:
            from speedgames.core.saves import delete_save

            delete_save(self.app.storage, save.game_id, save.save_id)
        self.reload()
        if not self.saves:
            self.back()

    def _give_up(self, save: Any) -> None:
        """A game with other people is given up as in the game's own menu (the table's
        Aufgeben: −10 in the Bestenliste, the stake to the others, the save goes)."""
        list_game = self.game_id
        self.app.open(f"{save.game_id}.game", save=save)
        scene = self.app.stack.top
        table = getattr(scene, "table", None)
        if scene is self or table is None:
            return
        seat = table.holder if table.holder is not None else table.people[0]
        for notice in table.give_up(seat):
            self.app.toast(notice, "warn")
        self.app.home()
        if registry.has("open_games") and any(
                open_saves_of(self.app, g) for g in
                (registry.GAMES if list_game == ALL else [list_game])):
            self.app.open("open_games", game=list_game)

    def _choose(self, index: int) -> None:
        if index != self.selected:
            self.asked = None
        self.selected = index
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + self.shown:
            self.first = self.selected - self.shown + 1

    def body_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_UP) and self.saves:
                step = 1 if event.key == pygame.K_DOWN else -1
                self._choose(max(0, min(len(self.saves) - 1, self.selected + step)))
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.resume_selected()
                return True
            if event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
                self.discard_selected()
                return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            for i, rect in self._rows:
                if rect.collidepoint(event.pos):
                    self._choose(i)
                    self.resume_selected()
                    return True
        return False

    # drawing ---------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect) -> None:
        draw_panel(surface, rect, theme, "panel")
        self._rows = []
        if not self.saves:
            self.empty_message(surface, theme, rect.inflate(-theme.px(60), 0),
                               t("open_games.empty"))
            return
        pad = theme.px(14)
        body, small = theme.font("body"), theme.font("small")
        hint_h = small.get_linesize() + theme.px(8)
        h = body.get_linesize() + small.get_linesize() + theme.px(14)
        y = rect.y + pad
        shown = 0
        for i in range(self.first, len(self.saves)):
            if y + h > rect.bottom - pad - hint_h:
                break
            row = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, h)
            save = self.saves[i]
            asked = self.asked == save.save_id
            ask = "open_games.ask_give_up" if with_others(save) else "open_games.ask_discard"
            note = t(ask) if asked else seats_line(dict(save.meta or {}))
            first = line_for(save)
            if self.game_id == ALL:
                first = t(f"games.{save.game_id}.name") + " · " + first
            draw_two_line_row(surface, theme, row, i == self.selected, first, note,
                              "warn" if asked else "text_dim")
            self._rows.append((i, row))
            y += h + theme.px(6)
            shown += 1
        self.shown = max(1, shown)
        hint = t("open_games.hint")
        surface.blit(fit_font(theme, "small", hint, rect.width - 2 * pad).render(
            hint, True, theme.color("text_dim")), (rect.x + pad, rect.bottom - pad - hint_h +
                                                   theme.px(4)))


def _preview(game: str) -> dict[str, Any]:
    from speedgames.core.game import get_game
    from speedgames.core.saves import SaveInfo, progress

    game_rules = get_game(game)
    first = progress(game_rules.new_state(game_rules.default_options(), 1))  # the game's words

    def save(save_id: str, when: str, seats: list[str], n: int,
             mode: str = "table") -> SaveInfo:
        where = {**first, "n": n} if first else {}
        meta = {"updated": when, "started": when, "actions": 12, "over": False,
                "seats": seats, "where": where, "mode": mode}
        return SaveInfo(game_id=game, save_id=save_id, name="", updated=when, started=when,
                        actions=12, over=False, meta=meta)

    return {"game": game, "preview": [
        save("a1", "2026-12-02T21:40:00", ["Karin", "Otto"], 4),
        save("b2", "2026-12-01T19:05:00", ["Anna", ""], 2),
        save("c3", "2026-11-28T17:30:00", ["Anna"], 6, "rekordjagd")]}


registry.register("open_games", OpenGamesScene, main=False,
                  sample=lambda app: _preview(registry.GAMES[0]))
