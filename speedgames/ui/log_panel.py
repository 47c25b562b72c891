"""The Spielverlauf: a scrollable panel of what happened, in the language of the moment.

Rules and computer players describe events as :class:`~speedgames.core.i18n.Text`; the panel keeps
those objects (never the rendered strings), so switching the language re-renders the whole history.
New lines are appended (never rewritten — see STYLE.md's pygame-gui pitfall); the panel follows the
newest line unless the reader scrolled back, and shows a marker that more is below. Wheel, PgUp /
PgDn, Home / End (when focused) scroll it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from speedgames.core import i18n
from speedgames.ui.seat_marks import draw_seat_badge
from speedgames.ui.tooltip import Message, render_message
from speedgames.ui.widgets import wrap_text

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme

KIND_ROLES = {"info": "text", "dim": "text_dim", "good": "good", "warn": "warn", "bad": "bad",
              "head": "accent"}


@dataclass(frozen=True)
class LogEntry:
    message: Message
    kind: str = "info"                       # info | dim | good | warn | bad | head
    marker: tuple[int, int, int] | None = None  # e.g. the seat's colour, a dot before the line
    seat: int | None = None  # whose line: with „Farbsymbole“ the dot carries the seat's symbol


class LogPanel:
    """Append-only game log drawn into ``rect``; ``title`` is a locale key or None."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], *,
                 title: str | None = "ui.log.title", limit: int = 2000) -> None:
        self.rect = pygame.Rect(rect)
        self.title = title
        self.limit = limit
        self.entries: list[LogEntry] = []
        self.scroll = 0          # lines scrolled up from the bottom (0 = follow the newest)
        self.focused = False
        self._cache_key: tuple | None = None
        self._laid_out: list[LogEntry] = []   # the entries the wrapped ``_lines`` came from
        self._lines: list[tuple[str, str, tuple[int, int, int] | None, bool, int | None]] = []
        self._line_h = 18
        self._visible_rows = 1
        self.badge_rect: pygame.Rect | None = None  # „Neueres unten“ while scrolled up

    # content ----------------------------------------------------------------------------
    def append(self, message: Message, kind: str = "info",
               marker: tuple[int, int, int] | None = None, seat: int | None = None) -> None:
        """Add a line at the bottom (plain strings are shown as they are — prefer Text);
        ``marker`` is a colour dot before it, ``seat`` the seat that colour stands for."""
        self.entries.append(LogEntry(message, kind if kind in KIND_ROLES else "info", marker,
                                     seat))
        if len(self.entries) > self.limit:
            del self.entries[: len(self.entries) - self.limit]

    def extend(self, messages: list[Message], kind: str = "info") -> None:
        for message in messages:
            self.append(message, kind)

    def clear(self) -> None:
        self.entries.clear()
        self.scroll = 0
        self._cache_key = None

    def texts(self, lang: str | None = None) -> list[str]:
        """Every entry rendered in ``lang`` (for tests, copying, screen readers)."""
        return [render_message(e.message, lang) for e in self.entries]

    # geometry ---------------------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self._cache_key = None

    def _indent(self) -> int:
        """Where a line's text begins: after the widest mark (the seat badge, radius
        ``line_h // 4 + 1``) and a gap of a fifth of a line — 2 px let the badge touch the name
        („◆Computer 4“, #30)."""
        badge = 2 * (self._line_h // 4 + 1)
        return badge + max(5, self._line_h // 5 + 1)

    def _top(self, theme: "Theme") -> tuple[int, int]:
        """The padding and the inner text's top offset (below the title, if any)."""
        pad = max(6, int(8 * theme.scale))
        top = pad
        if self.title:
            top += theme.font("body", bold=True).get_linesize() + pad // 2
        return pad, top

    def height_for(self, theme: "Theme", lines: int) -> int:
        """The panel's height that shows its title and ``lines`` lines of text — what a scene
        keeps for its Spielverlauf when other parts of a side column want room."""
        pad, top = self._top(theme)
        return top + lines * theme.font("small").get_linesize() + pad

    def _layout(self, theme: "Theme") -> tuple[pygame.font.Font, pygame.Rect]:
        font = theme.font("small")
        pad, top = self._top(theme)
        inner = pygame.Rect(self.rect.x + pad, self.rect.y + top,
                            max(10, self.rect.width - 2 * pad - 8),
                            max(10, self.rect.height - top - pad))
        key = (i18n.language(), inner.size, theme.name, id(font), len(self.entries),
               id(self.entries[-1]) if self.entries else 0)
        if key != self._cache_key:
            old_key, self._cache_key = self._cache_key, key
            old_total = len(self._lines)
            self._line_h = font.get_linesize()
            marker_w = self._indent()
            # only entries were appended since the last layout: wrap just those (a long game's
            # Spielverlauf re-wrapped in full cost 10–50 ms per new line)
            done, start = self._laid_out, 0
            n = len(done)
            if (old_key is not None and key[:4] == old_key[:4] and 0 < n <= len(self.entries)
                    and self.entries[0] is done[0] and self.entries[n - 1] is done[-1]):
                start = n
            if start == 0:
                self._lines = []
            bold = theme.font("small", bold=True)  # „head“ lines are drawn bold: wrap them bold
            for entry in self.entries[start:]:
                measure = bold if entry.kind == "head" else font
                wrapped = wrap_text(render_message(entry.message), measure,
                                    inner.width - marker_w)
                for i, line in enumerate(wrapped):
                    self._lines.append((line, entry.kind, entry.marker, i == 0, entry.seat))
            self._laid_out = list(self.entries)
            if self.scroll and key[:4] == (old_key or key)[:4]:
                # only lines were added: keep the reader's place instead of jumping
                self.scroll += max(0, len(self._lines) - old_total)
        self._visible_rows = max(1, inner.height // max(1, self._line_h))
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        return font, inner

    def shown_lines(self) -> list[tuple[str, str, tuple[int, int, int] | None, bool,
                                         int | None]]:
        """The wrapped lines the panel shows now (as laid out by the last draw), top first.

        The top line always begins an entry: a window that would start inside an entry (its
        tail under the title, #30) starts at the next entry while following the newest line,
        and at that entry's own beginning when the reader scrolled back (or when one entry is
        taller than the panel) — so the first entry seen is whole."""
        rows = self._visible_rows
        end = len(self._lines) - self.scroll
        start = max(0, end - rows)
        if start < len(self._lines) and not self._lines[start][3]:
            ahead = next((i for i in range(start + 1, end) if self._lines[i][3]), None)
            if self.scroll == 0 and ahead is not None:
                start = ahead
            else:
                while start > 0 and not self._lines[start][3]:
                    start -= 1
        return self._lines[start:start + rows]

    @property
    def max_scroll(self) -> int:
        return max(0, len(self._lines) - self._visible_rows)

    def scroll_by(self, rows: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + rows))

    # input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.scroll_by(int(event.y) * 3)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) in (4, 5):
            return self.rect.collidepoint(event.pos)  # old-style wheel: handled by MOUSEWHEEL
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            # a click into the log gives it the keys (PgUp/PgDn …); a click elsewhere takes them
            self.focused = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.KEYDOWN and self.focused:
            page = max(1, self._visible_rows - 1)
            moves = {pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page, pygame.K_UP: 1,
                     pygame.K_DOWN: -1, pygame.K_HOME: self.max_scroll, pygame.K_END: -10 ** 6}
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return True
        return False

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, theme: "Theme") -> None:
        font, inner = self._layout(theme)
        pygame.draw.rect(surface, theme.color("panel"), self.rect, border_radius=8)
        border = theme.color("focus") if self.focused else theme.color("line")
        pygame.draw.rect(surface, border, self.rect, width=2 if self.focused else 1,
                         border_radius=8)
        if self.title:
            title = theme.font("body", bold=True).render(i18n.t(self.title), True,
                                                         theme.color("text"))
            pad = inner.x - self.rect.x
            surface.blit(title, (self.rect.x + pad, self.rect.y + pad // 1))
        shown = self.shown_lines()
        clip = surface.get_clip()
        surface.set_clip(inner.inflate(0, 2).clip(clip) if clip else inner)
        y = inner.y
        marker_r = max(3, self._line_h // 5)
        bold = theme.font("small", bold=True)
        badge_r = max(4, self._line_h // 4 + 1)
        for line, kind, marker, first, seat in shown:  # wrapped in _layout with this font
            colour = theme.color(KIND_ROLES.get(kind, "text"))
            img = (bold if kind == "head" else font).render(line, True, colour)
            if marker and first and seat is not None and theme.seat_marks:
                draw_seat_badge(surface, theme, (inner.x + badge_r, y + self._line_h // 2),
                                badge_r, seat, marker)
            elif marker and first:
                pygame.draw.circle(surface, marker, (inner.x + marker_r,
                                                     y + self._line_h // 2), marker_r)
            surface.blit(img, (inner.x + self._indent(), y))
            y += self._line_h
        surface.set_clip(clip)
        self._draw_scrollbar(surface, theme, inner)

    def _badge_rect(self, theme: "Theme", inner: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """Where „Neueres unten“ stands: in the title's row, right of the title, where it fits
        — over the last line it hid one of a short log's few lines (Speedsprit at 150 %
        showed two under it, #30); without room there, over the last line."""
        pill = pygame.Rect(0, 0, size[0] + 12, size[1] + 4)
        if self.title:
            pad, top = self._top(theme)
            title_w = theme.font("body", bold=True).size(i18n.t(self.title))[0]
            pill.midright = (self.rect.right - pad - 8, self.rect.y + pad + (top - pad) // 2)
            if pill.x >= self.rect.x + pad + title_w + pad and pill.bottom <= inner.y:
                return pill
        pill.midbottom = (inner.centerx, inner.bottom - 2)
        return pill

    def _draw_scrollbar(self, surface: pygame.Surface, theme: "Theme", inner: pygame.Rect) -> None:
        self.badge_rect: pygame.Rect | None = None
        total = len(self._lines)
        rows = self._visible_rows
        if total <= rows:
            return
        track = pygame.Rect(self.rect.right - 8, inner.y, 4, inner.height)
        pygame.draw.rect(surface, theme.color("panel_alt"), track, border_radius=2)
        h = max(12, int(track.height * rows / total))
        top_line = total - self.scroll - rows
        y = track.y + int((track.height - h) * top_line / max(1, total - rows))
        pygame.draw.rect(surface, theme.color("line"), (track.x, y, 4, h), border_radius=2)
        if self.scroll:
            more = theme.font("small", bold=True).render(i18n.t("ui.log.more_below"), True,
                                                         theme.color("accent_text"))
            pill = self._badge_rect(theme, inner, more.get_size())
            self.badge_rect = pill
            pygame.draw.rect(surface, theme.color("accent"), pill, border_radius=pill.height // 2)
            surface.blit(more, more.get_rect(center=pill.center))
