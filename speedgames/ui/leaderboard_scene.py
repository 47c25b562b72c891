"""„Bestenliste“: the verified entries of one game and one list (Am Tisch, Rekordjagd, Tages…).

Only entries that replay to the result they claim are listed (:func:`core.records.leaderboard`
checks that); the screen says so. Lists: the ones each game offers even while they are empty (its
description's ``board_lists``), plus the daily lists that hold entries (newest first) and always
today's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core import catalog
from speedgames.core.i18n import t
from speedgames.ui import registry
from speedgames.ui.columns import Column, fit_columns, heading_height
from speedgames.ui.records_common import RecordsScreen, format_date, format_number
from speedgames.ui.widgets import (
    CompactChoice,
    ScrollArea,
    Widget,
    block_height,
    draw_fitted,
    draw_panel,
)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.records import Entry
    from speedgames.ui.scene import AppLike
    from speedgames.ui.theme import Theme

DAILY_LISTS_SHOWN = 14


def list_label(game_id: str, list_id: str) -> str:
    """„Am Tisch“, „Rekordjagd“, „Tagesrätsel 30.11.2026“ …"""
    if list_id.startswith("daily:"):
        return t(f"ui.board.daily.{game_id}", date=format_date(list_id[6:]))
    return t(f"ui.board.list.{list_id}")


def value_label(game_id: str, list_id: str) -> str:
    """The value column's heading key: „Züge“ in a list of turns (the game's
    ``scoring.turn_lists``: Speedsprit's Rekordjagd), else „Wertung“."""
    from speedgames.core.scoring import scoring_of

    return "ui.board.col.turns" if scoring_of(game_id).counts_turns(list_id) \
        else "ui.board.col.value"


def empty_text(game_id: str, list_id: str) -> str:
    """„Noch keine Einträge in dieser Liste.“ and how to get one into it."""
    kind = "daily" if list_id.startswith("daily:") else list_id
    return t("ui.board.empty") + " " + t(f"ui.board.how.{kind}",
                                          mode=t(f"ui.board.daily_mode.{game_id}"))


def meister_level(entry: "Entry") -> int | None:
    """The Meisterbrief level an entry played (from its record's options)."""
    level = entry.record.get("options", {}).get("level") if isinstance(entry.record, dict) \
        else None
    return level if isinstance(level, int) and not isinstance(level, bool) else None


def meister_stars(entry: "Entry") -> int:
    """The stars of that attempt (0–3), as the game entered them."""
    level = meister_level(entry)
    value = entry.extras.get(f"max_stars_{level}", entry.extras.get("stars", 0))
    return max(0, min(3, value)) if isinstance(value, int) else 0


def entry_purse(after: dict[str, dict[str, int]], game_id: str, entry: "Entry") -> int | None:
    """The Taler the entry's game left in its player's purse (``core.purses.purses_after``);
    None for a game without an Einsatz or one paid before purses were kept per game."""
    from speedgames.core.purses import game_key

    return after.get(game_key(game_id, entry.record.get("seed")), {}).get(entry.profile)


def stars_text(stars: int) -> str:
    """„★★☆“: three big stars, the won ones filled — readable at a glance."""
    return "★" * stars + "☆" * (3 - stars)


class LeaderboardScene(RecordsScreen):
    name = "leaderboard"
    title_key = "ui.board.title"

    def __init__(self, app: "AppLike", game: str | None = None, list_id: str | None = None, *,
                 preview: list["Entry"] | None = None) -> None:
        """``preview`` shows given entries instead of the saved ones (screenshots, bench)."""
        super().__init__(app, game)
        self.list_id = list_id or self.first_filled_list()
        self.entries: list[Entry] = []
        self.selected: int | None = None   # the row ↑/↓ chose (Leertaste: ansehen, A: Analyse)
        self.failed = False
        self.scroll = ScrollArea(pygame.Rect(0, 0, 1, 1))
        self.list_choice = CompactChoice("", [], None, self._on_list)
        self._refresh_lists()
        self.reload()
        if preview is not None:
            self.entries = list(preview)
        self._rebuild()

    def first_filled_list(self) -> str:
        """The list to open on: the first one that holds entries (so after a Rekordjagd the
        screen does not greet with an empty „Am Tisch“), else „Am Tisch“."""
        from speedgames.core import records

        try:
            filled = records.list_ids(self.app.storage, self.game_id)
        except Exception:  # damaged data is reported by storage; open the usual list
            filled = []
        return filled[0] if filled else "table"

    def lists(self) -> list[str]:
        from speedgames.core import records
        from speedgames.core.daily import today

        fixed = list(catalog.describe(self.game_id).board_lists)
        try:
            present = records.list_ids(self.app.storage, self.game_id)
        except Exception:
            present = []
        daily = [d for d in present if d.startswith("daily:")]
        todays = f"daily:{today()}"
        if todays not in daily:
            daily.insert(0, todays)
        extra = [p for p in present if not p.startswith("daily:") and p not in fixed]
        return fixed + extra + daily[:DAILY_LISTS_SHOWN]

    def _refresh_lists(self) -> None:
        ids = self.lists()
        if self.list_id not in ids:
            self.list_id = ids[0]
        self.list_choice.options = [(i, (lambda i=i: list_label(self.game_id, i))) for i in ids]
        self.list_choice.set_value(self.list_id)

    def _on_game(self, game: str) -> None:
        self.game_id = game
        from speedgames.core import records

        try:  # the other game's list, when it is empty here, gives way to a filled one
            filled = records.list_ids(self.app.storage, game)
        except Exception:
            filled = []
        if filled and self.list_id not in filled:
            self.list_id = filled[0]
        self._refresh_lists()
        self.reload()
        self._rebuild()

    def _on_list(self, list_id: str) -> None:
        self.list_id = list_id
        self.reload()
        self._layout()

    def second_choice(self) -> Widget | None:
        return self.list_choice

    def reload(self) -> None:
        self.failed = False
        try:
            from speedgames.core import records

            self.entries = records.leaderboard(self.app.storage, self.game_id, self.list_id)
        except Exception:  # damaged data is reported by storage; the list just stays empty
            self.entries, self.failed = [], True
        try:
            from speedgames.core.purses import purses_after

            # game key → profile id → the Taler the game left (Einsatz)
            self.purses = purses_after(self.app.storage)
        except Exception:
            self.purses = {}
        self.selected = None
        self.scroll.scroll_to(0)

    # ---------------------------------------------------------------- layout
    def _columns(self, theme: "Theme", width: int) -> list[tuple[str, str, int, str]]:
        """(key, heading, width, align) per column, measured from the headings and the values
        (``ui.columns``): at a big text size a column widens and its heading takes a second
        line, the name column gives way."""
        from speedgames.core.i18n import language

        key = (theme.key, width, language(), id(self.entries), len(self.entries), self.list_id)
        if getattr(self, "_cols_key", None) == key:
            return self._cols
        solo = self.list_id not in ("table", "computer")   # both count place and bonus
        specs = [("pos", t("ui.board.col.position"), theme.px(64), "center")]
        fixed = [("value", t(value_label(self.game_id, self.list_id)), theme.px(100), "center")]
        if not solo:
            fixed += [("score", t("ui.board.col.score"), theme.px(90), "center"),
                      ("bonus", t("ui.board.col.bonus"), theme.px(90), "center"),
                      ("place", t("ui.board.col.place"), theme.px(90), "center"),
                      ("purse", t("ui.board.purse"), theme.px(80), "center")]
        if self.list_id == "meisterbrief":
            fixed += [("level", t("ui.board.col.level"), theme.px(80), "center"),
                      ("stars", t("ui.board.col.stars"), theme.px(110), "center")]
        fixed += [("when", t("ui.board.col.when"), theme.px(130), "center"),
                  ("notes", "", theme.px(150), "left")]
        specs += [("name", t("ui.board.col.name"), theme.px(120), "left")] + fixed
        columns = []
        for k, heading, base, align in specs:
            cells = [self.cell(entry, k) for entry in self.entries]
            role = cells[0][1] if cells else "body"
            columns.append(Column(k, heading.upper(), base, align,
                                  [c[0] for c in cells], role, bold=True,
                                  flex=k in ("name", "notes"), wraps=k == "notes"))
        widths = fit_columns(theme, columns, width)
        self._head_h = heading_height(theme, columns, widths)
        self._cols = [(k, h, w, a) for (k, h, _b, a), w in zip(specs, widths)]
        self._cols_key = key
        return self._cols

    def layout_body(self, theme: "Theme", rect: pygame.Rect) -> None:
        pad = theme.px(18)
        self._columns(theme, rect.width - 2 * pad - theme.px(12))
        head_h = max(theme.px(36), self._head_h + theme.px(6))
        note_h = theme.font("small").get_linesize() + theme.px(10)
        self._row_h = max(theme.px(40), theme.font("heading").get_linesize() + theme.px(4))
        self._head = pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, head_h)
        note = t("ui.board.verified_note") + " · " + t("review.board.keys")
        note_h = max(note_h, block_height(theme, "small", note, rect.width - 2 * pad)
                     + theme.px(6))
        view = pygame.Rect(rect.x + pad, self._head.bottom, rect.width - 2 * pad,
                           rect.height - 2 * pad - head_h - note_h)
        self.scroll.rect = view
        self.scroll.content_height = len(self.entries) * self._row_h
        self.scroll.line = self._row_h
        self.scroll.scroll_to(self.scroll.offset)
        self._note = pygame.Rect(rect.x + pad, view.bottom + theme.px(6), rect.width - 2 * pad,
                                 note_h)

    def open_entry(self, index: int, screen: str) -> None:
        """An entry's game: ``review.replay`` (Partie ansehen) or ``review.analysis`` (#13)."""
        if not 0 <= index < len(self.entries):
            return
        record = self.entries[index].record
        if screen == "review.replay":
            self.app.open(screen, record=record)
        else:
            self.app.open(screen, game=self.game_id, record=record)

    def _entry_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.entries:
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                step = 1 if event.key == pygame.K_DOWN else -1
                now = -1 if self.selected is None else self.selected
                self.selected = max(0, min(len(self.entries) - 1, now + step))
                self.scroll.scroll_to(max(0, (self.selected - 3) * self._row_h))
                return True
            if self.selected is not None and event.key in (pygame.K_SPACE, pygame.K_a):
                self.open_entry(self.selected, "review.replay" if event.key == pygame.K_SPACE
                                else "review.analysis")
                return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 \
                and self.scroll.rect.collidepoint(event.pos) and self.entries:
            index = int((event.pos[1] - self.scroll.rect.y + self.scroll.offset) // self._row_h)
            if 0 <= index < len(self.entries):
                self.selected = index
                self.open_entry(index, "review.replay")
                return True
        return False

    def body_event(self, event: pygame.event.Event) -> bool:
        if self._entry_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                                                           pygame.K_HOME, pygame.K_END):
            return self.scroll.handle_event(event)
        if event.type == pygame.MOUSEWHEEL:
            if self.scroll.rect.collidepoint(pygame.mouse.get_pos()):
                return self.scroll.handle_event(event)
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return self.scroll.handle_event(event, keys=False)
        return False

    # ---------------------------------------------------------------- drawing
    def draw_body(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect) -> None:
        draw_panel(surface, rect, theme, "panel")
        cols = self._columns(theme, self._head.width - theme.px(12))
        x = self._head.x
        for _key, heading, w, align in cols:
            if heading:
                draw_fitted(surface, heading.upper(), pygame.Rect(x + 4, self._head.y, w - 8,
                                                                  self._head.height),
                            theme, theme.color("text_dim"), role="label", align=align)
            x += w
        pygame.draw.line(surface, theme.color("line"), (self._head.x, self._head.bottom - 2),
                         (self._head.right, self._head.bottom - 2))
        view = self.scroll.rect
        if not self.entries:
            text = t("ui.board.failed") if self.failed else empty_text(self.game_id, self.list_id)
            self.empty_message(surface, theme, view.inflate(-theme.px(40), 0), text)
        else:
            clip = surface.get_clip()
            surface.set_clip(view)
            first = int(self.scroll.offset // self._row_h)
            y = view.y - int(self.scroll.offset) + first * self._row_h
            for entry in self.entries[first:]:
                if y > view.bottom:
                    break
                self._draw_row(surface, theme, cols, entry, pygame.Rect(view.x, y,
                                                                        view.width - theme.px(12),
                                                                        self._row_h))
                y += self._row_h
            surface.set_clip(clip)
            self.scroll.draw_bar(surface, theme)
        note = t("ui.board.verified_note")
        if self.entries:
            note += " · " + t("review.board.keys")
        draw_fitted(surface, note, self._note, theme,
                    theme.color("text_dim"), role="small", align="left")

    def _draw_row(self, surface: pygame.Surface, theme: "Theme",
                  cols: list[tuple[str, str, int, str]], entry: "Entry",
                  row: pygame.Rect) -> None:
        if entry.position % 2 == 0:
            pygame.draw.rect(surface, theme.color("bg_alt"), row, border_radius=theme.px(5))
        if self.selected is not None and self.entries[self.selected] is entry:
            pygame.draw.rect(surface, theme.color("accent"), row, 1, border_radius=theme.px(5))
        mine = self._is_mine(entry)
        if mine:  # the player's own entries carry a mark at the left edge
            mark = pygame.Rect(row.x, row.y + theme.px(6), theme.px(5), row.height - theme.px(12))
            pygame.draw.rect(surface, theme.color("accent"), mark, border_radius=theme.px(2))
        x = row.x
        for key, _heading, w, align in cols:
            cell = pygame.Rect(x + 4, row.y + 2, w - 8, row.height - 4)
            value, role, bold = self.cell(entry, key)
            color = theme.color("text_dim" if key in ("notes", "when") else "text")
            if key == "value":
                color = theme.color("accent")
            if value:
                draw_fitted(surface, value, cell, theme, color, role=role, bold=bold, align=align)
            x += w

    def cell(self, entry: "Entry", key: str) -> tuple[str, str, bool]:
        """The text of one cell in the current language (also for tests)."""
        if key == "pos":
            return f"{entry.position}.", "body", True
        if key == "name":
            return entry.name, "body", entry.position == 1
        if key == "value":
            return format_number(entry.value), "heading", True
        if key == "score":
            return format_number(entry.score), "body", False
        if key == "bonus":
            return (f"+{format_number(entry.bonus)}" if entry.bonus else "–"), "body", False
        if key == "place":
            # at the size of the score and bonus beside it, which it explains (#30)
            return t("ui.board.place_of", place=entry.place, players=entry.players), "body", False
        if key == "when":
            return format_date(entry.when), "small", False
        if key == "purse":
            taler = entry_purse(getattr(self, "purses", {}), self.game_id, entry)
            return (format_number(taler) if taler is not None else "–"), "body", False
        if key == "level":
            return str(meister_level(entry) or "–"), "body", True
        if key == "stars":
            return stars_text(meister_stars(entry)), "heading", False
        if key == "notes":
            notes = []
            if entry.abandoned:
                notes.append(t("ui.board.abandoned"))
            if entry.rat:
                notes.append(t("ui.board.rat"))
            return " · ".join(notes), "small", False
        return "", "small", False

    def _is_mine(self, entry: "Entry") -> bool:
        name = getattr(getattr(self.app, "settings", None), "last_profile", "") or ""
        return bool(name) and entry.name.casefold() == name.casefold()


def _preview(game: str) -> dict[str, Any]:
    """Plausible entries for the screenshots (never written anywhere)."""
    from speedgames.core.records import Entry

    names = ["Anna", "Bernhard", "Clara", "Anna", "Dietrich", "Emil", "Clara", "Bernhard"]
    rat_costs = catalog.describe(game).scoring.weighted_bonus  # the Rat's note matters there
    entries = []
    for i, name in enumerate(names):
        score = 64 - 3 * i
        place = 1 if i < 4 else 2
        bonus = 30 if place == 1 else 15
        entries.append(Entry(position=i + 1, name=name, value=score + bonus, score=score,
                             bonus=bonus, place=place, players=3, mode="table",
                             when=f"2026-11-{28 - i:02d}T20:00:00", abandoned=False,
                             rat=(rat_costs and i == 5), seat=0, extras={}, record={},
                             result={}, profile="p"))
    return {"game": game, "preview": entries}


registry.register("leaderboard", LeaderboardScene, sample=lambda app: _preview(registry.GAMES[0]),
                  variants=lambda app: [(f"-{g}", _preview(g)) for g in registry.GAMES])
