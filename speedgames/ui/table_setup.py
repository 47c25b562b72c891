"""„Am Tisch“: who sits at the table, and with which options — one screen for all three games.

Each seat is a human (a name, with the remembered profiles to pick from) or a computer (level
named as in the game's rules, and a style where the game has styles). The options come from
the game's description through :mod:`speedgames.ui.game_options` as data, so this screen holds no
game knowledge. Start builds ``(game_id, options, seed)`` and hands it to ``on_start`` — by
default it replaces this screen with the game's registered scene ``<game>.game``. Everything
works by keyboard: Tab / arrows move, Left / Right change a selector, typing fills a name, Enter
activates, Esc goes back.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

import pygame

from speedgames.core import i18n
from speedgames.core.i18n import Text, t
from speedgames.ui import registry
from speedgames.ui.game_options import (
    GameSetup,
    OptionSpec,
    default_style,
    game_options,
    setup_for,
    values_from_options,
)
from speedgames.ui.pacing import earliest
from speedgames.ui.scene import Scene
from speedgames.ui.table_layout import TableWidgets, hint_place, layout_table
from speedgames.ui.table_seats import NAME_LIMIT, free_name, name_problems, next_free_profile
from speedgames.ui.table_memory import load_table, save_table
from speedgames.ui.table_scroll import OptionScrolling
from speedgames.ui.tooltip import Tooltips, render_message, widget_provider
from speedgames.ui.widgets import (
    Button,
    FocusRing,
    TextField,
    Widget,
    draw_panel,
    draw_rule,
    draw_text,
    fit_font,
    text_height,
)
from speedgames.ui.widgets.fitted import CompactChoice, draw_fitted

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.theme import Theme

StartCallback = Callable[[str, dict[str, Any], int], Any]


def _label(key: str, **params: Any) -> Callable[[], str]:
    return lambda: t(key, **params)


# --------------------------------------------------------------------------- the scene
class TableSetupScene(OptionScrolling, Scene):
    """The table setup of one game. ``solo``: one human against computers (no clock).

    ``player``: the name the person gave before (the „Allein“ screen's „Dein Name“); it sits at
    seat 1 instead of the remembered or default name. Blank or None: the usual first name.
    """

    name = "table_setup"

    def __init__(self, app: "AppLike", game: str | None = None, solo: bool = False,
                 seats: Sequence[Mapping[str, Any]] | None = None,
                 options: Mapping[str, Any] | None = None,
                 on_start: StartCallback | None = None,
                 seed_source: Callable[[], int] | None = None,
                 player: str | None = None) -> None:
        super().__init__(app)
        game = game or registry.GAMES[0]
        self.game_id = game
        self.setup: GameSetup = setup_for(game)
        self.solo = solo
        self.on_start = on_start
        self.seed_source = seed_source or (lambda: secrets.randbelow(2 ** 53))
        self.min_seats = max(2, self.setup.min_seats) if solo else self.setup.min_seats
        self.max_seats = self.setup.max_seats
        self.profiles = self._known_profiles()
        if seats is None and options is None:
            seats, options = self._last_table()
        self.seats: list[dict[str, Any]] = ([dict(s) for s in seats] if seats
                                            else self._default_seats())
        if not self.min_seats <= len(self.seats) <= self.max_seats:
            self.seats = self._default_seats()
        if solo:
            self._force_solo_kinds()
        self._seat_player(player)
        self.values: dict[str, Any] = (values_from_options(game, options) if options
                                       else self.setup.defaults())
        if solo:
            self.values["clock"] = None
        self.error: Text | None = None
        self.started: tuple[str, dict[str, Any], int] | None = None
        self.focus = FocusRing()
        self.tips = Tooltips(self._tip_at)
        self.seat_widgets: list[dict[str, Widget]] = []
        self.option_widgets: list[tuple[OptionSpec, CompactChoice]] = []
        self._rects: dict[str, pygame.Rect] = {}
        self._first_option = 0   # the first option row in view when they scroll (table_scroll)
        self._static: tuple[tuple, pygame.Surface] | None = None
        self._size = tuple(app.size) if hasattr(app, "size") else (1280, 800)
        self._build()

    # ---------------------------------------------------------------- data
    def _force_solo_kinds(self) -> None:
        """Solo: seat 1 is the human, every other seat a computer (also for handed-in seats)."""
        if self.seats[0].get("kind") != "human":
            self.seats[0] = {"kind": "human", "name": self._default_name(0)}
        for i in range(1, len(self.seats)):
            if self.seats[i].get("kind") != "ai":
                self.seats[i] = self._computer(i)

    def _seat_player(self, player: str | None) -> None:
        """The name handed in takes seat 1 (when that seat is a person's); blank changes nothing."""
        from speedgames.core.names import clean_name

        name = clean_name(player)[:NAME_LIMIT]
        if not name or self.seats[0].get("kind") != "human":
            return
        self.seats[0] = dict(self.seats[0], name=name)

    def _last_table(self) -> tuple[list[dict[str, Any]] | None, dict[str, Any] | None]:
        try:
            found = load_table(self.app.storage, self.game_id, self.solo)
        except Exception:  # a damaged memory is no reason to miss the defaults
            found = None
        return found if found is not None else (None, None)

    def _known_profiles(self) -> list[str]:
        try:
            from speedgames.core.profiles import list_profiles

            return list_profiles(self.app.storage)
        except Exception:  # no storage or a damaged file: no remembered names, no crash
            return []

    def _default_name(self, index: int) -> str:
        if index == 0:
            last = getattr(getattr(self.app, "settings", None), "last_profile", "") or ""
            if last:
                return last[:NAME_LIMIT]
            if self.profiles:
                return self.profiles[0][:NAME_LIMIT]
        return t("ui.table.default_name", n=index + 1)

    def _default_seats(self) -> list[dict[str, Any]]:
        count = max(self.min_seats, min(self.max_seats, self.setup.default_seats))
        seats = [{"kind": "human", "name": self._default_name(0)}]
        if not self.solo and count > 1:  # „Am Tisch“ is for people: two sit down at once
            seats.append({"kind": "human", "name": self._second_name()})
        for i in range(len(seats), count):
            seats.append(self._computer(i))
        return seats

    def _second_name(self) -> str:
        """The second person at a new table: the next remembered profile, else „Spieler 2“."""
        first = self._default_name(0).casefold()
        for name in self.profiles:
            if name.casefold() != first:
                return name[:NAME_LIMIT]
        return t("ui.table.default_name", n=2)

    def _computer(self, index: int) -> dict[str, Any]:
        seat: dict[str, Any] = {"kind": "ai", "level": "normal"}
        style = default_style(self.game_id, index - 1)
        if style is not None:
            seat["style"] = style
        return seat

    def _fixed_kind(self, index: int) -> str | None:
        """In solo games seat 1 is the human and all others are computers."""
        if not self.solo:
            return None
        return "human" if index == 0 else "ai"

    # ---------------------------------------------------------------- actions
    def add_seat(self) -> None:
        if len(self.seats) >= self.max_seats:
            return
        index = len(self.seats)
        self.seats.append(self._computer(index))
        self._rebuild(focus=("seat", index, "kind"))

    def remove_seat(self, index: int) -> None:
        if len(self.seats) <= self.min_seats or not 0 <= index < len(self.seats):
            return
        if self._fixed_kind(index) == "human":
            return
        del self.seats[index]
        nxt = min(index, len(self.seats) - 1)
        self._rebuild(focus=("seat", nxt, "remove") if len(self.seats) > self.min_seats
                      else ("add",))

    def set_kind(self, index: int, kind: str) -> None:
        seat = self.seats[index]
        if seat.get("kind") == kind:
            return
        if kind == "human":
            self.seats[index] = {"kind": "human",
                                  "name": free_name(self.seats, self.profiles, index)}
        else:
            self.seats[index] = self._computer(index)
        self._rebuild(focus=("seat", index, "kind"))

    def next_profile(self, index: int) -> None:
        """Fill the seat with the next remembered name that nobody else at the table uses."""
        if not self.profiles:
            return
        seat = self.seats[index]
        name = next_free_profile(self.seats, self.profiles, index)
        if name is None:
            return
        seat["name"] = name
        field = self.seat_widgets[index].get("name")
        if isinstance(field, TextField):
            field.value = seat["name"]
        self.error = None

    def set_option(self, key: str, value: Any) -> None:
        self.values[key] = value
        if key == "recipes":  # the per-colour rows appear or disappear
            self._rebuild(focus=("option", key))
        else:  # a selector is as tall as the value it shows (table_layout)
            self._layout()

    def problems(self) -> list[tuple[Text, tuple]]:
        """What stops the start: empty or doubled names (with the widget slot to fix it)."""
        return name_problems(self.seats)

    def start(self) -> None:
        problems = self.problems()
        if problems:
            self.error = problems[0][0]
            self._focus_slot(problems[0][1])
            return
        seats = [dict(s, name=" ".join(str(s.get("name", "")).split()))
                 if s.get("kind") == "human" else dict(s) for s in self.seats]
        options = game_options(self.game_id, self.values, seats)
        if self.solo:
            options["clock"] = None
        seed = int(self.seed_source())
        self.started = (self.game_id, options, seed)
        self._remember(seats)
        try:
            save_table(self.app.storage, self.game_id, self.solo, options["seats"], options)
        except Exception:  # remembering the table must never stop a game from starting
            pass
        if self.on_start is not None:
            self.on_start(self.game_id, options, seed)
            return
        name = f"{self.game_id}.game"
        if registry.has(name):
            self.app.replace(name, options=options, seed=seed)
        else:
            self.app.toast(Text("ui.table.game_missing"), "warn")

    def _remember(self, seats: Sequence[Mapping[str, Any]]) -> None:
        """Remembered names: every human becomes (or refreshes) a profile; seat 1 is the last."""
        try:
            from speedgames.core.profiles import add_profile, use_profile

            humans = [s["name"] for s in seats if s.get("kind") == "human"]
            for name in reversed(humans[1:]):
                add_profile(self.app.storage, name, touch=True)
            if humans:
                use_profile(self.app.storage, humans[0])
                self.app.settings.last_profile = humans[0]
                self.app.save_settings()
        except Exception:  # remembering names must never stop a game from starting
            pass

    def back(self) -> None:
        self.app.back()

    # ---------------------------------------------------------------- widgets
    def _build(self) -> None:
        self.seat_widgets = []
        ordered: list[Widget] = []
        kinds = [("human", _label("ui.table.human")), ("ai", _label("ui.table.computer"))]
        levels = [(lvl, _label(key)) for lvl, key in self.setup.level_keys.items()]
        styles = [(c.value, _label(c.label)) for c in self.setup.styles]
        for i, seat in enumerate(self.seats):
            row: dict[str, Widget] = {}
            if self._fixed_kind(i) is None:
                row["kind"] = CompactChoice(
                    "", kinds, seat.get("kind", "human"),
                    (lambda v, i=i: self.set_kind(i, v)),
                    tooltip=_label("ui.table.kind_hint"))
            if seat.get("kind") == "human":
                row["name"] = TextField(str(seat.get("name", "")),
                                        (lambda v, i=i: self._set_name(i, v)),
                                        max_len=NAME_LIMIT,
                                        placeholder=_label("ui.table.name_placeholder"),
                                        on_submit=lambda _v: self.focus.next(1))
                row["profiles"] = Button(_label("ui.table.profiles"),
                                         (lambda i=i: self.next_profile(i)),
                                         enabled=bool(self.profiles),
                                         tooltip=_label("ui.table.profiles_hint"))
            else:
                row["level"] = CompactChoice("", levels, seat.get("level", "normal"),
                                             (lambda v, i=i: self.seats[i].__setitem__("level", v)),
                                             tooltip=_label("ui.table.level_hint"))
                if styles:
                    row["style"] = CompactChoice(
                        "", styles, seat.get("style", styles[0][0]),
                        (lambda v, i=i: self.seats[i].__setitem__("style", v)),
                        tooltip=lambda i=i: self._style_hint(i))
            removable = len(self.seats) > self.min_seats and self._fixed_kind(i) != "human"
            row["remove"] = Button("×", (lambda i=i: self.remove_seat(i)), style="quiet",
                                   enabled=removable, tooltip=_label("ui.table.remove_seat"))
            row["remove"].visible = self._fixed_kind(i) != "human"  # the solo player stays
            for key, widget in row.items():
                widget.slot = ("seat", i, key)  # type: ignore[attr-defined]
                ordered.append(widget)
            self.seat_widgets.append(row)
        self.add_button = Button(_label("ui.table.add_seat"), self.add_seat,
                                 enabled=len(self.seats) < self.max_seats)
        self.add_button.slot = ("add",)  # type: ignore[attr-defined]
        ordered.append(self.add_button)
        self.option_widgets = []
        for spec in self.setup.visible_options(self.values, len(self.seats)):
            if self.solo and spec.key == "clock":
                continue
            choices = [(c.value, _label(c.label, **dict(c.params))) for c in spec.choices]
            widget = CompactChoice(_label(spec.label), choices,
                                   self.values.get(spec.key, spec.default),
                                   (lambda v, k=spec.key: self.set_option(k, v)),
                                   tooltip=_label(spec.hint) if spec.hint else None)
            widget.slot = ("option", spec.key)  # type: ignore[attr-defined]
            self.option_widgets.append((spec, widget))
            ordered.append(widget)
        self.back_button = Button(_label("ui.common.back"), self.back, hotkey=None)
        self.back_button.slot = ("back",)  # type: ignore[attr-defined]
        self.start_button = Button(_label("ui.table.start"), self.start, style="primary")
        self.start_button.slot = ("start",)  # type: ignore[attr-defined]
        ordered += [self.back_button, self.start_button]
        self.focus.set(ordered, keep_focus=False)
        self._layout()
        if self.focus.focused is None:  # rects were empty when the ring was filled
            self.focus.next(1)

    def _rebuild(self, focus: tuple | None = None) -> None:
        current = self.focus.focused
        slot = focus or getattr(current, "slot", None)
        self._build()
        if slot is not None:
            self._focus_slot(slot)

    def _focus_slot(self, slot: tuple) -> None:
        with self._rows_reachable():
            self._focus_slot_of(slot)

    def _focus_slot_of(self, slot: tuple) -> None:
        for widget in self.focus.widgets:
            if getattr(widget, "slot", None) == slot and widget.can_focus:
                self.focus.focus(widget)
                return
        # the exact widget is gone (e.g. a removed seat): something in the same row or area
        for widget in self.focus.widgets:
            if getattr(widget, "slot", ())[:2] == slot[:2] and widget.can_focus:
                self.focus.focus(widget)
                return

    def widget(self, *slot: Any) -> Widget | None:
        """The widget at a slot, e.g. ``widget("seat", 1, "level")`` (tests, scripts)."""
        for w in self.focus.widgets:
            if getattr(w, "slot", None) == tuple(slot):
                return w
        return None

    def _style_hint(self, index: int) -> str:
        """The chosen style's own description (from the game's computer players) if it has one."""
        seat = self.seats[index] if index < len(self.seats) else {}
        key = f"{self.game_id}.ai.style.{seat.get('style')}.text"
        own = f"{t(key)} " if i18n.has(key) else ""
        return own + t("ui.table.style_hint")

    def _set_name(self, index: int, value: str) -> None:
        self.seats[index]["name"] = value
        self.error = None

    # ---------------------------------------------------------------- layout
    def relayout(self, size: tuple[int, int]) -> None:
        self._size = tuple(size)
        self._layout()

    def _tip_at(self, pos: tuple[int, int]) -> Any:
        """The info window of a seat's selector; none over an option — its explanation stands
        in the panel as soon as it is hovered, and a window over it covered that very text
        (the Einsatz, #30)."""
        if any(w.visible and w.rect.collidepoint(pos) for _, w in self.option_widgets):
            return None
        return widget_provider(self.focus)(pos)

    def _layout(self, show: int | None = None) -> None:
        """Place everything; ``show``: the option row to bring into view when they scroll."""
        geometry = layout_table(self.app.theme, self._size, TableWidgets(
            seats=self.seat_widgets, options=self.option_widgets, add=self.add_button,
            back=self.back_button, start=self.start_button),
            max_seats=self.max_seats, most_options=len(self.setup.options),
            first=self._first_option, show=show)
        self._rects = geometry.rects
        self._badges = geometry.badges
        self._option_labels = geometry.option_labels
        self._first_option = geometry.first

    # ---------------------------------------------------------------- events
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if self.tips.handle_event(event):
            return True  # the release that ended a long press is not a click
        if self._scroll_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            with self._rows_reachable():
                used = self.focus.handle_event(event)
        else:
            used = self.focus.handle_event(event)
        if used:
            return True
        return event.type in (pygame.KEYDOWN, pygame.TEXTINPUT)

    def update(self, dt: float) -> None:
        self.focus.update(dt)
        self.tips.update(dt)

    def frame_request(self) -> float | None:
        return earliest(self.focus.frame_request(), self.tips.frame_request())

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        if surface.get_size() != self._size:
            self.relayout(surface.get_size())
        key = (self._size, theme.key, i18n.language(), self.solo,
               tuple(s.get("kind") for s in self.seats),
               tuple(spec.key for spec, _ in self.option_widgets), self._first_option)
        if self._static is None or self._static[0] != key:
            layer = pygame.Surface(self._size)
            self._draw_static(layer, theme)
            self._static = (key, layer)
        surface.blit(self._static[1], (0, 0))
        self._draw_hint(surface, theme)
        if self.error is not None:
            draw_text(surface, render_message(self.error), theme.font("body", bold=True),
                      theme.color("bad"), self._rects["error"], align="center", valign="middle")
        self.focus.draw(surface, theme)
        self.tips.draw(surface, theme)

    def _draw_static(self, surface: pygame.Surface, theme: "Theme") -> None:
        """Everything that changes only with the layout, language, theme or seat kinds."""
        surface.fill(theme.color("bg"))
        w, _ = self._size
        m = theme.px(32)
        game = t(f"games.{self.game_id}.name")
        mode = t("ui.table.mode_solo" if self.solo else "ui.table.mode_table")
        title_font = theme.font("title")
        title = f"{game} · {mode}"
        font = fit_font(theme, "title", title, w - 2 * m)
        img = font.render(title, True, theme.color("text"))
        surface.blit(img, (m, m))
        draw_rule(surface, m, w - m, m + title_font.get_linesize() + theme.px(10), theme)
        self._draw_seats(surface, theme)
        self._draw_options(surface, theme)

    def _draw_heading(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                      text: str) -> None:
        pad = theme.px(18)
        font = fit_font(theme, "heading", text, rect.width - 2 * pad)
        surface.blit(font.render(text, True, theme.color("text")), (rect.x + pad, rect.y + pad))

    def _draw_seats(self, surface: pygame.Surface, theme: "Theme") -> None:
        rect = self._rects["seats"]
        draw_panel(surface, rect, theme, "panel")
        count = t("ui.table.seat_count", n=len(self.seats), min=self.min_seats,
                  max=self.max_seats)
        self._draw_heading(surface, theme, rect, t("ui.table.seats") + " · " + count)
        label_font = theme.font("label")
        for i, badge in enumerate(self._badges):
            human = self.seats[i].get("kind") == "human"
            pygame.draw.circle(surface, theme.color("accent" if human else "line"), badge.center,
                               badge.width // 2)
            img = label_font.render(str(i + 1), True,
                                    theme.color("accent_text" if human else "text"))
            surface.blit(img, img.get_rect(center=badge.center))
            fixed = self._rects.get(f"fixed{i}")
            if fixed is not None:
                text = t("ui.table.human" if human else "ui.table.computer")
                draw_fitted(surface, text, fixed, theme, theme.color("text_dim"), bold=True)
        note = self._rects.get("levels_note")
        font = theme.font("small")
        text = t(f"ui.table.levels_note.{self.game_id}")
        if note is not None and text_height(text, font, note.width) <= note.height:
            draw_text(surface, text, font, theme.color("text_dim"), note)

    def _draw_options(self, surface: pygame.Surface, theme: "Theme") -> None:
        rect = self._rects["options"]
        draw_panel(surface, rect, theme, "panel")
        self._draw_heading(surface, theme, rect, t("ui.table.options"))
        for label_rect, spec in self._option_labels:
            draw_fitted(surface, t(spec.label), label_rect, theme, theme.color("text"),
                        align="left")
        self._draw_scroll_bar(surface, theme)

    def _draw_hint(self, surface: pygame.Surface, theme: "Theme") -> None:
        """The explanation of the focused or hovered option (or seat selector)."""
        focused = self.focus.focused
        hint = None
        for spec, widget in self.option_widgets:
            if widget is focused or widget.hovered:
                hint = spec.hint
        if hint is None and focused is not None and focused.tooltip:
            hint_text = focused.tooltip() if callable(focused.tooltip) else str(focused.tooltip)
        else:
            hint_text = t(hint) if hint else ""
        if hint_text:  # in a panel, at the small size wherever there is room for it
            rect, font, over_note = hint_place(theme, hint_text, self._rects)
            if over_note:
                pygame.draw.rect(surface, theme.color("panel"), rect)
            draw_text(surface, hint_text, font, theme.color("text_dim"), rect)


def make_table_setup(app: "AppLike", **kwargs: Any) -> TableSetupScene:
    return TableSetupScene(app, **kwargs)


def _variants(app: "AppLike") -> list[tuple[str, dict[str, Any]]]:
    return [(f"-{g}", {"game": g}) for g in registry.GAMES]


registry.register("table_setup", TableSetupScene, sample=lambda app: {"game": registry.GAMES[0]},
                  variants=_variants)
