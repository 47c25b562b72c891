"""The solo panel's words and the Meisterbrief's goals (rules §10), pygame-free.

Why apart: the panel beside the Hülse (Rekordjagd, Tagesrätsel, Meisterbrief), the shop's goal
card, the Endtafel's stars and the records' ``max_stars_<n>`` all read the same level and the
same History of the game; the scene feeds every event to :meth:`Goals.observe` (live and when a
resumed game is told again) and the parts ask this object, never the scene.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from speedgames.core.i18n import Text, t
from speedgames.rocket.rules import extrablatt as xb


class Goals:
    """The level being played and what the game did towards its goals (None outside a
    Meisterbrief, or when the level could not be read: the game runs without the panel)."""

    def __init__(self, options: Mapping[str, Any], report: Callable[[str], None]) -> None:
        self.report = report
        self.level: Any = None
        self.history: Any = None
        self.stars: int | None = None
        self.lines: list[Any] = []   # the Endtafel's lines of the finished level
        if str(options.get("mode", "")) != "meisterbrief":
            return
        try:
            from speedgames.rocket import modes

            self.level = modes.level(int(options.get("level", 1)))
            self.history = modes.History()
        except Exception:  # the goals panel is a help; the game runs without it
            report("rocket meisterbrief")
            self.level = self.history = None

    @property
    def active(self) -> bool:
        return self.level is not None and self.history is not None

    def observe(self, state: Any, events: Any) -> None:
        if self.history is not None:
            self.history.observe(state, events)

    def reset(self) -> None:
        """The game is told again from its start (Partie ansehen): forget what was seen."""
        if self.active:
            from speedgames.rocket import modes

            self.history = modes.History()

    def finish(self, state: Any) -> list[Any]:
        """Stars of the finished level (kept in ``stars``) and the Endtafel's lines."""
        if not self.active:
            return []
        try:
            from speedgames.rocket import modes

            met = modes.check_goals(self.level, state, self.history)
            self.stars = modes.stars(met)
            lines: list[Any] = [Text("rocket.ui.end.level", {"n": self.level.number,
                                                             "name": self.level.name,
                                                             "stars": self.stars})]
            for goal, ok in zip(self.level.goals, met):
                lines.append(Text("rocket.ui.end.goal_met" if ok else "rocket.ui.end.goal_missed",
                                  {"goal": goal.text()}))
        except Exception:
            self.report("rocket meisterbrief result")
            lines = []
        self.lines = lines
        return lines

    def panel(self, state: Any, options: Mapping[str, Any],
              daily_counts: bool | None) -> tuple[str, list[tuple[str, str]]]:
        """The solo panel: its title and lines (kind ``good`` / ``bad`` / ``open`` for a goal)."""
        mode = str(options.get("mode", ""))
        lines: list[tuple[str, str]] = []
        if mode == "daily":
            title = t("rocket.ui.solo.daily", date=str(options.get("date", "")))
            if daily_counts is False:
                lines.append((t("rocket.ui.solo.practice"), "dim"))
            elif daily_counts:
                lines.append((t("rocket.ui.solo.counts"), "dim"))
        elif mode == "meisterbrief":
            title, goal_lines = self._goals(state, options)
            lines += goal_lines
        elif options.get("tutorial"):   # the Erste Partie runs as a Rekordjagd, but is none
            title = t("rocket.ui.solo.tutorial")
        else:
            title = t("rocket.ui.solo.rekordjagd")
        lines.append((t("rocket.ui.solo.evening", n=state.evening, total=state.evenings), "text"))
        if state.card == xb.KONKURRENZ_VOR:
            lines.append((t("rocket.ui.solo.konkurrenz", field=xb.konkurrenz_field(state.evening)),
                          "text"))
        if state.card == xb.AUFTRAG:
            lines.append((t("rocket.ui.solo.auftrag", field=xb.auftrag_target(state.evening)),
                          "text"))
        return title, lines

    def _goals(self, state: Any, options: Mapping[str, Any]
               ) -> tuple[str, list[tuple[str, str]]]:
        """Level name and the three goals with their progress (``rocket.modes``)."""
        lv = self.level
        if not self.active:
            return t("rocket.ui.solo.meisterbrief", level=options.get("level", "")), []
        from speedgames.rocket import modes

        title = t("rocket.ui.solo.meisterbrief_named", level=lv.number, name=_render(lv.name))
        lines: list[tuple[str, str]] = [(_render(lv.intro), "dim")]
        try:
            for item in modes.goal_progress(lv, state, self.history):
                key = ("rocket.ui.solo.goal_count" if item["kind"] in ("no_misfire",
                                                                       "max_misfires")
                       else "rocket.ui.solo.goal_field" if item["kind"] == "field"  # „Feld 22“
                       else "rocket.ui.solo.goal")
                text = t(key, goal=_render(item["goal"]), current=item["current"],
                         target=item["target"])
                kind = "good" if item["done"] else "bad" if item["failed"] else "open"
                lines.append((text, kind))
        except Exception:
            self.report("rocket goals")
        return title, lines


def _render(value: Any) -> str:
    return value.render() if isinstance(value, Text) else str(value)
