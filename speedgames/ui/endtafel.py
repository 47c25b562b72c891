"""The Endtafel: the final ranking of a game, with „Nochmal am selben Tisch“ and „Zum Kontor“.

All three games end the same way: places (ties share a place), names, the score, whatever the
game adds as extra columns (Kristalle, Liter im Tank, Gießkannen …) and how a tie was broken. The
columns are data handed in by the game, so this screen knows no game. „Nochmal“ starts a new game
with the same seats (the start order moved on by one) and options and a new seed; alone it reads
„Nochmal spielen“ and shows no place.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

import pygame

from speedgames.core.i18n import Text, t
from speedgames.ui import registry
from speedgames.ui.columns import Column, fit_columns, heading_height
from speedgames.ui.game_options import level_label_key
from speedgames.ui.overlays import ModalScene, draw_scrim
from speedgames.ui.pacing import earliest
from speedgames.ui.records_common import stake_key
from speedgames.ui.tooltip import Message, render_message
from speedgames.ui.widgets import (
    Button,
    FocusRing,
    block_height,
    draw_fitted,
    draw_panel,
    draw_rule,
    draw_text,
    fit_font,
    label_text,
    share_row,
    wrap_text,
)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.theme import Theme

AgainCallback = Callable[[str, dict[str, Any], int], Any]
MEDALS = {1: "gold", 2: (178, 182, 190), 3: (190, 120, 70)}
SIDE_LIMIT = 6
# Enter and Space wait this long: a key pressed to hurry the last computer move must not start
# „Nochmal am selben Tisch“ before the table was even seen (a click is aimed, it counts at once)
ARM_SECONDS = 0.6
ACTIVATING_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
PREVIEW_WANTED = 260  # … and what the panel grows by for it when the window has the room
OWN_MARGIN = 48  # less of the scene below than this each side: the Endtafel covers it whole


@dataclass
class EndRow:
    """One line of the table. ``extra`` holds the values of the extra columns by key."""

    place: int
    name: Message
    score: Any
    tiebreak: Message | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)
    human: bool = True
    seat: int = -1  # the seat in the options (for the Einsatz); -1 when not known


def seat_name(game_id: str, seat: Mapping[str, Any], index: int) -> Message:
    """A human's name, or „Computer 2 (stark)“ in the current language."""
    if seat.get("kind") == "ai":
        if seat.get("name"):
            return str(seat["name"])
        level = Text(level_label_key(game_id, str(seat.get("level", "normal"))))
        return Text("ui.endtafel.computer_name", {"n": index + 1, "level": level})
    return str(seat.get("name") or t("ui.table.default_name", n=index + 1))


def rows_from_result(game_id: str, result: Mapping[str, Any],
                     seats: Sequence[Mapping[str, Any]],
                     extras: Sequence[Mapping[str, Any]] | None = None) -> list[EndRow]:
    """Rows from ``State.result()`` (``scores``, ``ranks``, optional per-seat ``tiebreak``).

    Sorted by place, then seat order. A ``tiebreak`` list gives one note per seat; anything else
    (e.g. one Text for the whole table) is left to the caller's ``notes``.
    """
    scores = list(result.get("scores", []))
    ranks = list(result.get("ranks", []))
    tiebreak = result.get("tiebreak")
    rows: list[EndRow] = []
    for i, seat in enumerate(seats):
        note = None
        if isinstance(tiebreak, (list, tuple)) and i < len(tiebreak) and tiebreak[i] is not None:
            item = tiebreak[i]
            note = item if isinstance(item, (Text, str)) else str(item)
        rows.append(EndRow(place=int(ranks[i]) if i < len(ranks) else i + 1,
                           name=seat_name(game_id, seat, i),
                           score=scores[i] if i < len(scores) else "",
                           tiebreak=note,
                           extra=dict(extras[i]) if extras and i < len(extras) else {},
                           human=seat.get("kind", "human") == "human", seat=i))
    order = sorted(range(len(rows)), key=lambda i: (rows[i].place, i))
    return [rows[i] for i in order]


def next_table(options: dict[str, Any]) -> dict[str, Any]:
    """The options of „Nochmal am selben Tisch“: the same seats, the start order moved on by one
    (who sat second starts). A daily puzzle keeps its order: everyone plays the same one."""
    seats = options.get("seats")
    options.pop("practice", None)  # „Nochmal“ after a practice game (#28) is a real game
    if options.get("mode") != "daily" and isinstance(seats, list) and len(seats) > 1:
        options["seats"] = seats[1:] + seats[:1]
    return options


def mode_note(game_id: str, mode: str, daily_counts: Any, rat_used: bool) -> Text | None:
    """The Endtafel's word on how this game counts: today's first attempt or practice (daily), or
    that the Rat was used (no Platzbonus). Keys ``<game>.ui.end.daily_counts`` / ``…daily_practice``
    / ``…rat_note``."""
    if mode == "daily":
        return Text(f"{game_id}.ui.end.daily_counts" if daily_counts
                    else f"{game_id}.ui.end.daily_practice")
    if rat_used:
        return Text(f"{game_id}.ui.end.rat_note")
    return None


class EndtafelScene(ModalScene):
    """The final table over the finished game (drawn dimmed below it)."""

    name = "endtafel"

    def __init__(self, app: "AppLike", game: str | None = None, rows: Sequence[EndRow] = (),
                 columns: Sequence[tuple[str, Message]] = (), *,
                 options: Mapping[str, Any] | None = None, seed: int | None = None,
                 score_label: Message | None = None, notes: Sequence[Message] = (),
                 title: Message | None = None,
                 side: tuple[Message, Sequence[Message]] | None = None,
                 on_again: AgainCallback | None = None,
                 on_kontor: Callable[[], Any] | None = None,
                 seed_source: Callable[[], int] | None = None,
                 record: Mapping[str, Any] | None = None,
                 story: Any = None, seat_colours: Sequence[Any] | None = None,
                 view: str = "table") -> None:
        super().__init__(app)
        self.record = record   # the finished game, for „Analyse“ (#13)
        self.game_id = game or registry.GAMES[0]
        self.rows = list(rows)
        self.columns = list(columns)
        self.options = dict(options or {})
        self.seed = seed
        self.score_label = score_label or Text("ui.endtafel.score")
        self.notes = list(notes)
        stake_note = self._settle_stakes()
        if stake_note is not None:
            self.notes.append(stake_note)
        self.title = title
        # a second, small list under the table, e.g. Speedsprit's „Tagesliste“ after a Tagesetappe
        self.side = (side[0], list(side[1])[:SIDE_LIMIT]) if side else None
        self.on_again = on_again
        self.on_kontor = on_kontor
        self.seed_source = seed_source or (lambda: secrets.randbelow(2 ** 53))
        # alone there is no table and no place: „Nochmal spielen“, no „Platz 1.“ column
        self.solo = len(self.rows) == 1
        again_key = "ui.endtafel.again_solo" if self.solo else "ui.endtafel.again"
        self.again_button = Button(lambda: t(again_key), self.again, style="primary",
                                   enabled=bool(self.options.get("seats")))
        self.kontor_button = Button(lambda: t("ui.endtafel.kontor"), self.kontor)
        self.analyse_button = Button(lambda: t("review.analysis.open"), self.analyse)
        self.watch_button = Button(lambda: t("review.replay.open"), self.watch)
        self.analyse_button.visible = self.watch_button.visible = record is not None
        extra = [self.watch_button, self.analyse_button] if record is not None else []
        share_row([self.kontor_button, self.again_button] + extra)
        # the race over the game and the score taken apart (#29): tabs over the table's place
        from speedgames.ui.endtafel_story import StoryTabs, story_from_record

        story = story if story is not None else story_from_record(record)
        self.story = (StoryTabs(story, self.rows, seat_colours, view) if story is not None
                      and story.seats == len(self.rows) else None)
        tabs = self.story.tabs if self.story is not None else []
        self.focus = FocusRing(tabs + [self.kontor_button, self.again_button] + extra)
        self.focus.focus(self.again_button if self.again_button.enabled else self.kontor_button)
        self.age = 0.0
        self._table: pygame.Rect | None = None
        self.preview_rect: pygame.Rect | None = None  # the small chart under the table

    def _settle_stakes(self) -> Text | None:
        """With an Einsatz: pay the pot (once per game, ``core.purses``) and say who won what."""
        from speedgames.core import purses
        from speedgames.core.stakes import clean_stake

        from speedgames.core.practice import is_practice

        if is_practice(self.options):  # no Taler change hands in practice (#28)
            return None
        stake = clean_stake(self.options.get("stake"))
        seats = [row.seat for row in self.rows]
        if not stake or self.seed is None or min(seats, default=-1) < 0:
            return None
        ranks = [0] * (max(seats) + 1)
        for row in self.rows:
            ranks[row.seat] = row.place
        try:
            changes = purses.settle_game(self.app.storage, self.game_id, self.options,
                                         self.seed, ranks, order=seats)
            if not changes:
                return None
            parts = [Text(stake_key(change), {"name": name, "change": _signed(change),
                                               "purse": purses.purse(self.app.storage, name)})
                     for name, change in changes.items()]
        except Exception:  # the purse is a bonus: never stop the Endtafel
            self.app.report_error("stakes")
            return None
        return Text("ui.stakes.endtafel", {"stake": stake,
                                           "changes": " · ".join(p.render() for p in parts)})

    # ---------------------------------------------------------------- actions
    def again(self) -> None:
        """Same seats, same options, a new seed."""
        seed = int(self.seed_source())
        if self.seed is not None and seed == self.seed:
            seed = (seed + 1) % (2 ** 53)
        options = next_table(_copy_json(self.options))
        if self.on_again is not None:
            self.on_again(self.game_id, options, seed)
            return
        name = f"{self.game_id}.game"
        if not registry.has(name):
            self.app.toast(Text("ui.table.game_missing"), "warn")
            return
        stack = self.app.stack
        if stack.top is self:
            stack.pop()
        below = stack.top
        if below is not None and getattr(below, "name", "") not in ("kontor", "scene"):
            self.app.replace(name, options=options, seed=seed)
        else:
            self.app.open(name, options=options, seed=seed)

    def analyse(self) -> None:
        """The post-game analysis of this game (:mod:`speedgames.ui.analysis_scene`)."""
        if self.record is not None:
            self.app.open("review.analysis", game=self.game_id, record=self.record)

    def watch(self) -> None:
        """Partie ansehen: the game just played, step by step (ui.review_scene)."""
        if self.record is not None:
            self.app.open("review.replay", record=self.record)

    def kontor(self) -> None:
        if self.on_kontor is not None:
            self.on_kontor()
        else:
            self.app.home()

    # ---------------------------------------------------------------- events
    @property
    def armed(self) -> bool:
        return self.age >= ARM_SECONDS

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.armed and event.type == pygame.KEYDOWN and event.key in ACTIVATING_KEYS:
            return True  # too early: a key meant for the game (hurrying a computer), swallowed
        return super().handle_event(event)

    def on_escape(self) -> None:
        self.kontor()

    def update(self, dt: float) -> None:
        self.age += max(0.0, dt)
        super().update(dt)

    def frame_request(self) -> float | None:
        """Its buttons arm after a moment (the drawing changes then)."""
        arming = ARM_SECONDS - self.age if self.age < ARM_SECONDS else None
        return earliest(arming, super().frame_request())

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, h = surface.get_size()
        m = theme.px(28)
        pad = theme.px(28)
        title_h = theme.font("title").get_linesize() + theme.px(22)
        tabs_h = self.story.tab_height(theme) + theme.px(10) if self.story else 0
        note_font = theme.font("small")
        notes = [n if _drawn(n) else render_message(n) for n in self.notes]
        # a bigger text size takes a wider table before its columns squeeze
        pw = min(w - 2 * m, round(theme.px(960) * max(1.0, min(1.25, theme.text_scale))))
        inner_w = pw - 2 * pad
        row_h = self._row_height(theme, inner_w)
        head_h = max(theme.px(34), self._head_lines_h + theme.px(12))
        notes_h = sum((n.height(theme, inner_w) if _drawn(n) else _text_h(n, note_font, inner_w))
                      + theme.px(4) for n in notes)
        side_lines = ([render_message(self.side[0])] + [render_message(x) for x in self.side[1]]
                      if self.side else [])
        notes_h += sum(_text_h(n, note_font, inner_w) + theme.px(4) for n in side_lines)
        notes_h += theme.px(10) if side_lines else 0
        bar_h = self._bar_height(theme, inner_w)
        wanted = (pad + title_h + tabs_h + head_h + row_h * len(self.rows) + theme.px(14)
                  + notes_h + theme.px(18) + bar_h + pad)
        if self.story is not None:   # the same panel for every view: room for a chart too
            wanted = max(wanted + theme.px(PREVIEW_WANTED),
                         pad + title_h + tabs_h + theme.px(420) + bar_h + pad)
        ph = min(h - 2 * m, wanted)
        panel = pygame.Rect(0, 0, pw, ph)
        panel.center = (w // 2, h // 2)
        # a panel that (nearly) fills the window owns it: a thin dimmed strip of the scene
        # below (the Kontor's „Esc beendet“, a board's edge) read as part of the Endtafel (#30)
        draw_scrim(surface, theme, 255 if min(w - pw, h - ph) < theme.px(2 * OWN_MARGIN)
                   else 185)
        draw_panel(surface, panel, theme, "poster")
        x0, y = panel.x + pad, panel.y + pad
        game = t(f"games.{self.game_id}.name")
        title = render_message(self.title) if self.title else t("ui.endtafel.title", game=game)
        font = fit_font(theme, "title", title, inner_w)
        img = font.render(title, True, theme.color("text"))
        surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
        y += title_h - theme.px(10)
        draw_rule(surface, x0 + inner_w // 6, x0 + inner_w * 5 // 6, y, theme)
        y += theme.px(10)
        if self.story is not None:
            self.story.place_tabs(theme, pygame.Rect(x0, y, inner_w, tabs_h - theme.px(10)))
            y += tabs_h
            if self.story.view != "table":
                self.preview_rect = None
                area = pygame.Rect(x0, y, inner_w, panel.bottom - pad - bar_h - theme.px(14) - y)
                self.story.draw(surface, theme, area)
                self._place_buttons(theme, panel, pad, inner_w, bar_h)
                self.focus.draw(surface, theme)
                return
        # rows may have to shrink when many seats meet a small window
        room = panel.bottom - pad - bar_h - theme.px(18) - notes_h - theme.px(14) - y - head_h
        if self.rows:
            row_h = max(theme.px(28), min(row_h, room // len(self.rows)))
        self._table = pygame.Rect(x0, y, inner_w, head_h + row_h * len(self.rows))
        self._draw_table(surface, theme, self._table, head_h, row_h)
        y = self._table.bottom + theme.px(14)
        for note in notes:
            if _drawn(note):
                nh = note.height(theme, inner_w)
                note.draw(surface, theme, pygame.Rect(x0, y, inner_w, nh))
                y += nh + theme.px(4)
                continue
            y += draw_text(surface, note, note_font, theme.color("text_dim"),
                           pygame.Rect(x0, y, inner_w, 0), align="center") + theme.px(4)
        if side_lines:
            y += theme.px(10)
            head = theme.font("small", bold=True)
            for i, line in enumerate(side_lines):
                font, role = (head, "text") if i == 0 else (note_font, "text_dim")
                y += draw_text(surface, line, font, theme.color(role),
                               pygame.Rect(x0, y, inner_w, 0), align="center") + theme.px(4)
        # room left under the table: the first chart of the story, small (the tabs show it big)
        room = pygame.Rect(x0, y + theme.px(8), inner_w,
                           panel.bottom - pad - bar_h - theme.px(18) - y - theme.px(8))
        legend = self.story.preview_layout(theme, room) if self.story is not None else None
        self.preview_rect = room if legend is not None else None   # (tests read it)
        if self.story is not None and legend is not None:
            self.story.draw(surface, theme, room, self.story.views[1], legend)
        self._place_buttons(theme, panel, pad, inner_w, bar_h)
        self.focus.draw(surface, theme)

    def _bar_buttons(self) -> list[Any]:
        buttons = [self.kontor_button, self.again_button]
        if self.analyse_button.visible:
            buttons += [self.watch_button, self.analyse_button]
        return buttons

    def _button_widths(self, theme: "Theme", inner_w: int) -> list[int]:
        """The buttons' widths: alike (at most 340 px at 800), unless a label needs more on
        one line while the row has the room — then each as wide as its label needs and the
        rest shared alike (at 1920×1080 „Nochmal am selben Tisch“ took two lines beside three
        half-empty buttons, #30)."""
        buttons = self._bar_buttons()
        gap = theme.px(16)
        alike = min(theme.px(340), (inner_w - gap * (len(buttons) - 1)) // len(buttons))
        font = theme.font("button", bold=True)
        need = [font.size(label_text(b.label))[0] + 2 * theme.px(10) + theme.px(16)
                for b in buttons]
        if max(need) <= alike or sum(need) + gap * (len(buttons) - 1) > inner_w:
            return [alike] * len(buttons)
        room = min(inner_w, len(buttons) * alike + gap * (len(buttons) - 1))
        spare = max(0, room - gap * (len(buttons) - 1) - sum(need)) // len(buttons)
        return [n + spare for n in need]

    def _bar_height(self, theme: "Theme", inner_w: int) -> int:
        """The buttons' row: one line of the button type, or as many as the longest label
        takes at its full size — at 150 % „Nochmal am selben Tisch“ needs two lines, and in
        a one-line row the whole row shrank to a smaller type (#30)."""
        lines = max(block_height(theme, "button", label_text(b.label), bw - 2 * theme.px(10),
                                 bold=True)
                    for b, bw in zip(self._bar_buttons(), self._button_widths(theme, inner_w)))
        return max(theme.px(54), theme.font("button").get_linesize() + theme.px(18),
                   lines + theme.px(16))

    def _place_buttons(self, theme: "Theme", panel: pygame.Rect, pad: int, inner_w: int,
                       bar_h: int) -> None:
        gap = theme.px(16)
        buttons = self._bar_buttons()
        widths = self._button_widths(theme, inner_w)
        by = panel.bottom - pad - bar_h
        x = panel.centerx - (sum(widths) + (len(buttons) - 1) * gap) // 2
        for button, bw in zip(buttons, widths):
            button.rect = pygame.Rect(x, by, bw, bar_h)
            x += bw + gap

    def _row_height(self, theme: "Theme", width: int) -> int:
        """Tall enough for the score and for the longest tie note wrapped in its column (the
        text size may make either need more than the usual row)."""
        need = max(theme.px(46), theme.font("heading").get_linesize() + theme.px(8),
                   theme.font("body", bold=True).get_linesize() + theme.px(14))
        tie = next((c for c in self._column_layout(theme, width) if c[0] == "#tie"), None)
        if tie is not None:
            font = theme.font("small")
            for row in self.rows:
                if row.tiebreak:
                    lines = wrap_text(render_message(row.tiebreak), font, tie[2] - 8)
                    need = max(need, len(lines) * font.get_linesize() + theme.px(8))
        return need

    def _column_layout(self, theme: "Theme", width: int) -> list[tuple[str, Message, int, str]]:
        """(key, heading, width, align) per column, measured from the headings and values
        (``ui.columns``); the name column takes what is left."""
        has_tie = any(r.tiebreak for r in self.rows)
        specs: list[tuple[str, Message, int, str]] = [] if self.solo else [
            ("#place", Text("ui.endtafel.place"), theme.px(70), "center")]
        specs += [("#name", Text("ui.endtafel.name"), theme.px(120), "left"),
                  ("#score", self.score_label, theme.px(110), "center")]
        specs += [(key, label, theme.px(110), "center") for key, label in self.columns]
        if has_tie:
            specs.append(("#tie", Text("ui.endtafel.tiebreak"),
                          round(theme.px(200) * min(1.3, theme.text_scale)), "left"))
        columns = []
        for key, label, base, align in specs:
            cells = [self._cell(row, key) for row in self.rows] if key != "#place" else []
            role = cells[0][2] if cells else "body"
            columns.append(Column(key, render_message(label).upper(), base, align,
                                  [c[0] for c in cells], role, bold=key != "#tie",
                                  flex=key in ("#name", "#tie"), wraps=key in ("#name", "#tie")))
        widths = fit_columns(theme, columns, width)
        self._head_lines_h = heading_height(theme, columns, widths)
        return [(key, label, w, align) for (key, label, _b, align), w in zip(specs, widths)]

    def _draw_table(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                    head_h: int, row_h: int) -> None:
        cols = self._column_layout(theme, rect.width)
        x = rect.x
        for _key, label, cw, align in cols:
            draw_fitted(surface, render_message(label).upper(),
                        pygame.Rect(x + 4, rect.y, cw - 8, head_h), theme,
                        theme.color("text_dim"), role="label", align=align)
            x += cw
        pygame.draw.line(surface, theme.color("line"), (rect.x, rect.y + head_h - 2),
                         (rect.right, rect.y + head_h - 2))
        y = rect.y + head_h
        mixed = len({row.human for row in self.rows}) > 1
        for i, row in enumerate(self.rows):
            band = pygame.Rect(rect.x, y, rect.width, row_h)
            if row.place == 1:
                pygame.draw.rect(surface, theme.color("panel_alt"), band,
                                 border_radius=theme.px(6))
            elif i % 2:
                pygame.draw.rect(surface, theme.color("bg_alt"), band, border_radius=theme.px(6))
            if row.human and mixed:  # people stand out among computers
                mark = pygame.Rect(band.x, band.y + theme.px(6), theme.px(5),
                                   band.height - theme.px(12))
                pygame.draw.rect(surface, theme.color("accent"), mark, border_radius=theme.px(2))
            x = rect.x
            for key, _label, cw, align in cols:
                cell = pygame.Rect(x + 4, y + 2, cw - 8, row_h - 4)
                if key == "#place":
                    self._draw_medal(surface, theme, cell, row.place)
                else:
                    value, bold, role = self._cell(row, key)
                    color = theme.color("text_dim" if key == "#tie" else "text")
                    draw_fitted(surface, value, cell, theme, color, role=role, bold=bold,
                                align=align)
                x += cw
            y += row_h

    def _cell(self, row: EndRow, key: str) -> tuple[str, bool, str]:
        if key == "#name":
            return render_message(row.name), row.place == 1, "body"
        if key == "#score":
            return _format(row.score), True, "heading"
        if key == "#tie":
            return (render_message(row.tiebreak) if row.tiebreak else ""), False, "small"
        return _format(row.extra.get(key, "")), False, "body"

    def _draw_medal(self, surface: pygame.Surface, theme: "Theme", cell: pygame.Rect,
                    place: int) -> None:
        r = max(8, min(cell.height, cell.width) // 2 - 2)
        medal = MEDALS.get(place)
        color = theme.color(medal) if isinstance(medal, str) else medal
        if color is None:
            pygame.draw.circle(surface, theme.color("line"), cell.center, r, max(1, r // 8))
            ink = theme.color("text")
        else:
            pygame.draw.circle(surface, color, cell.center, r)
            pygame.draw.circle(surface, theme.color("ink"), cell.center, r, 1)
            ink = theme.color("ink")
        label = theme.font("label").render(f"{place}.", True, ink)
        surface.blit(label, label.get_rect(center=cell.center))


def open_endtafel(app: "AppLike", game: str, state: Any, options: Mapping[str, Any],
                  seed: int | None = None, *, extras: Sequence[Mapping[str, Any]] | None = None,
                  **kwargs: Any) -> EndtafelScene:
    """Push the Endtafel of a finished ``state`` over the game scene (the usual way to end).

    ``extras`` are the per-seat values of the extra ``columns``; everything else
    (``columns``, ``score_label``, ``notes``, ``side``, ``on_again`` …) goes to the scene.
    """
    rows = rows_from_result(game, state.result(), options.get("seats", []), extras)
    scene = EndtafelScene(app, game, rows, options=options, seed=seed, **kwargs)
    app.push(scene)
    return scene


def _signed(value: int) -> str:
    """„+10“, „−5“, „0“ (a real minus)."""
    from speedgames.ui.records_common import format_signed

    return format_signed(value)


def _format(value: Any) -> str:
    if isinstance(value, (Text, str)):
        return render_message(value)
    if isinstance(value, float):
        shown = f"{value:.1f}"
        shown = shown.replace(".", ",") if t("ui.endtafel.decimal") == "," else shown
        return shown.replace("-", "−")
    return str(value).replace("-", "−") if isinstance(value, int) else str(value)


def _drawn(note: Any) -> bool:
    """A note the game draws itself (e.g. Speedrocket's height bars): an object with
    ``height(theme, width) -> int`` and ``draw(surface, theme, rect)`` instead of words."""
    return callable(getattr(note, "height", None)) and callable(getattr(note, "draw", None))


def _text_h(text: str, font: pygame.font.Font, width: int) -> int:
    from speedgames.ui.widgets import text_height

    return text_height(text, font, width)


def _copy_json(value: Any) -> Any:
    import json

    return json.loads(json.dumps(value))


def _sample(app: "AppLike") -> dict[str, Any]:
    """Four players of the first game that has an Endtafel preview in its description (seats,
    an extra column and its values, the options); the scores and notes are the same for all."""
    from speedgames.core import catalog

    desc = next(d for d in catalog.descriptions() if d.previews.endtafel is not None)
    preview = desc.previews.endtafel
    seats = _copy_json(list(preview["seats"]))
    result = {"scores": [61, 64, 61, 38], "ranks": [2, 1, 3, 4],
              "tiebreak": [Text("ui.endtafel.sample_tiebreak"), None,
                           Text("ui.endtafel.sample_tiebreak_lost"), None]}
    extras = _copy_json(list(preview["extras"]))
    return {"game": desc.id, "rows": rows_from_result(desc.id, result, seats, extras),
            "columns": [(preview["column"], Text("ui.endtafel.sample_column"))],
            "options": {"seats": seats, "mode": "table", **preview["options"]}, "seed": 1,
            "score_label": Text("ui.endtafel.sample_score"),
            "notes": [Text("ui.endtafel.sample_note")]}


registry.register("endtafel", EndtafelScene, sample=_sample)
