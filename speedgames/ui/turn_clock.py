"""The Zug-Uhr / Bedenkzeit: a per-step time limit followed by 10 s of grace („Nachfrist“).

All three games use the same clock: a human gets ``limit`` seconds for a step, then a grace period;
when that runs out too, the game acts for them (stop drawing, buy by advice, pass, …). The timing
logic here is pure: it only advances when told how much time passed (``advance(dt)``) or when it
reads an injected time source (``poll()``), so tests run instantly and never depend on real time.
Drawing lives in :func:`draw_turn_clock`, separate from the logic.
"""

from __future__ import annotations

import math
from enum import Enum
from typing import TYPE_CHECKING, Callable

from speedgames.core.i18n import t

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from speedgames.ui.theme import Theme

GRACE_SECONDS = 10.0
# The table-setup choices of every game (seconds, None = „ohne“); default 2 min.
CLOCK_CHOICES: tuple[int | None, ...] = (30, 60, 90, 120, None)
DEFAULT_CLOCK = 120
_KEEP = object()


class Phase(str, Enum):
    OFF = "off"          # no clock („ohne“) or not started
    RUNNING = "running"  # the main Bedenkzeit runs
    GRACE = "grace"      # the 10 s Nachfrist runs
    EXPIRED = "expired"  # both ran out; the expiry callback has fired


class TurnClock:
    """Time limit for one step of one player, with grace and callbacks that fire exactly once.

    ``limit`` is in seconds (``None`` = no clock: never expires). ``on_grace`` fires when the main
    time is used up, ``on_expire`` when the grace is used up too. ``now`` is an optional time source
    (e.g. ``time.monotonic``) for :meth:`poll`; scenes usually call :meth:`advance` with the frame's
    ``dt`` instead.
    """

    def __init__(self, limit: float | None, grace: float = GRACE_SECONDS, *,
                 on_expire: Callable[[], None] | None = None,
                 on_grace: Callable[[], None] | None = None,
                 now: Callable[[], float] | None = None) -> None:
        if limit is not None and limit <= 0:
            raise ValueError("a clock limit must be positive (or None for no clock)")
        if grace < 0:
            raise ValueError("grace must not be negative")
        self.limit = limit
        self.grace = float(grace)
        self.on_expire = on_expire
        self.on_grace = on_grace
        self._now = now
        self._last: float | None = None
        self.elapsed = 0.0
        self.running = False
        self._grace_fired = False
        self._expire_fired = False
        self.carry: tuple[int, float] | None = None  # time used before a save (see restore)

    # control ---------------------------------------------------------------------------
    def start(self, limit: "float | None | object" = _KEEP, key: int | None = None) -> None:
        """(Re)start the clock for a new step; optionally with a new limit. ``key`` names the
        step (the number of actions so far): the step a save was made in goes on with the time
        it had left instead of a full clock."""
        if limit is not _KEEP:
            if limit is not None and limit <= 0:
                raise ValueError("a clock limit must be positive (or None for no clock)")
            self.limit = limit
        self.elapsed = 0.0
        self._grace_fired = False
        self._expire_fired = False
        self.running = self.limit is not None
        self._last = self._now() if self._now else None
        carry, self.carry = self.carry, None
        if carry is not None and key is not None and carry[0] == key and self.limit is not None:
            self.elapsed = max(0.0, min(carry[1], self.limit + self.grace - 0.5))
            self._grace_fired = self.elapsed >= self.limit

    def snapshot(self, key: int) -> list[float] | None:
        """``[key, seconds used]`` for a save while a step's clock runs, else None."""
        if self.limit is None or self._expire_fired or self.phase == Phase.OFF:
            return None
        return [key, round(self.elapsed, 2)]

    def restore(self, saved: object) -> None:
        """Keep a save's ``snapshot`` for the next ``start`` of the same step (bad data: none)."""
        self.carry = None
        if isinstance(saved, list) and len(saved) == 2 and isinstance(saved[0], int) \
                and isinstance(saved[1], (int, float)) and not isinstance(saved[1], bool) \
                and math.isfinite(saved[1]):
            self.carry = (saved[0], float(saved[1]))

    def stop(self) -> None:
        """The player acted in time: the clock stops and will not fire."""
        self.running = False

    def pause(self) -> None:
        """Hold the clock (privacy screen, confirm dialog, window in the background)."""
        self.running = False

    def resume(self) -> None:
        if self.limit is not None and not self._expire_fired:
            self.running = True
            self._last = self._now() if self._now else None

    # time ------------------------------------------------------------------------------
    def advance(self, dt: float) -> None:
        """Let ``dt`` seconds pass (negative or non-finite values are ignored)."""
        if not self.running or self.limit is None:
            return
        if not math.isfinite(dt) or dt <= 0:
            return
        self.elapsed += dt
        if not self._grace_fired and self.elapsed >= self.limit:
            self._grace_fired = True
            if self.on_grace:
                self.on_grace()
        if not self._expire_fired and self.elapsed >= self.limit + self.grace:
            self._expire_fired = True
            self.running = False
            self.elapsed = self.limit + self.grace
            if self.on_expire:
                self.on_expire()

    def poll(self) -> None:
        """Advance by the time the injected time source says has passed since the last poll."""
        if self._now is None:
            raise RuntimeError("poll() needs a time source (now=...)")
        current = self._now()
        if self._last is not None and self.running:
            self.advance(current - self._last)
        self._last = current

    # state -------------------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        if self.limit is None:
            return Phase.OFF
        if self._expire_fired:
            return Phase.EXPIRED
        if self.elapsed >= self.limit:
            return Phase.GRACE
        if not self.running and self.elapsed == 0.0:
            return Phase.OFF
        return Phase.RUNNING

    @property
    def remaining(self) -> float | None:
        """Seconds of the main time left (0 during grace); None without a clock."""
        if self.limit is None:
            return None
        return max(0.0, self.limit - self.elapsed)

    @property
    def grace_remaining(self) -> float:
        if self.limit is None:
            return self.grace
        return max(0.0, min(self.grace, self.limit + self.grace - self.elapsed))

    @property
    def fraction_left(self) -> float:
        """1.0 at the start, 0.0 at the end of the main time (for the ring); 1.0 without clock."""
        if self.limit is None:
            return 1.0
        return max(0.0, min(1.0, 1.0 - self.elapsed / self.limit))

    @property
    def shown_fraction_left(self) -> float:
        """The ring's share at the whole second the face shows (main time, or the grace
        during it): the ring moves when the number does, at :meth:`frame_request`'s times, not a
        hair every frame in between (a still screen stays still, #29)."""
        if self.limit is None:
            return 1.0
        if self.phase is Phase.GRACE:
            return math.ceil(self.grace_remaining) / self.grace if self.grace else 0.0
        return max(0.0, min(1.0, math.ceil(self.remaining or 0.0) / self.limit)) \
            if self.limit > 0 else 0.0

    @property
    def expired(self) -> bool:
        return self._expire_fired

    def frame_request(self) -> float | None:
        """Seconds until the shown time changes (its next whole second); None when stopped."""
        if not self.running or self.limit is None:
            return None
        left = self.limit + self.grace - self.elapsed
        step = left % 1.0
        return step if step > 1e-3 else 1.0

    def label(self, lang: str | None = None) -> str:
        """What the clock face shows: „1:45“, „Nachfrist 7 s“, „ohne“."""
        phase = self.phase
        if self.limit is None:
            return t("ui.clock.none", lang)
        if phase is Phase.EXPIRED:
            return t("ui.clock.expired", lang)
        if phase is Phase.GRACE:
            return t("ui.clock.grace", lang, seconds=math.ceil(self.grace_remaining))
        return format_seconds(math.ceil(self.remaining or 0.0))


def format_seconds(seconds: int) -> str:
    """``125`` → ``"2:05"``."""
    seconds = max(0, int(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


def clock_choice_label(value: int | None, lang: str | None = None) -> str:
    """The table-setup label of a clock choice: „30 s“, „2 min“, „ohne“."""
    if value is None:
        return t("ui.clock.none", lang)
    if value % 60 == 0 and value >= 120:
        return t("ui.clock.minutes", lang, minutes=value // 60)
    return t("ui.clock.seconds", lang, seconds=value)


def draw_turn_clock(surface: "pygame.Surface", rect: "pygame.Rect", clock: TurnClock,
                    theme: "Theme") -> None:
    """A ring that empties with the main time, the time in the middle; red during the grace."""
    import pygame

    phase = clock.phase
    radius = max(8, min(rect.width, rect.height) // 2 - 2)
    center = rect.center
    thickness = max(3, radius // 6)
    pygame.draw.circle(surface, theme.color("panel_alt"), center, radius)
    pygame.draw.circle(surface, theme.color("line"), center, radius, thickness)
    frac = clock.shown_fraction_left
    if phase is Phase.GRACE:
        role = "bad"
    elif phase is Phase.EXPIRED:
        frac, role = 0.0, "bad"
    else:
        low = clock.remaining is not None and clock.remaining <= 10
        role = "warn" if low else "good"
    if frac > 0 and clock.limit is not None:
        box = pygame.Rect(0, 0, radius * 2, radius * 2)
        box.center = center
        start = math.pi / 2
        pygame.draw.arc(surface, theme.color(role), box, start, start + 2 * math.pi * frac,
                        thickness)
    colour = theme.color("bad") if phase in (Phase.GRACE, Phase.EXPIRED) else theme.color("text")
    room = max(8, 2 * (radius - thickness) - 4)
    if phase is Phase.GRACE:
        # two lines: the grace seconds big, the word „Nachfrist“ small under them
        big = _fit(theme, "heading", str(math.ceil(clock.grace_remaining)), room, colour)
        small = _fit(theme, "small", t("ui.clock.grace_word"), room, colour)
        total = big.get_height() + small.get_height() - 4
        top = center[1] - total // 2
        surface.blit(big, big.get_rect(midtop=(center[0], top)))
        surface.blit(small, small.get_rect(midtop=(center[0], top + big.get_height() - 4)))
        return
    img = _fit(theme, "body", clock.label(), room, colour)
    surface.blit(img, img.get_rect(center=center))


def _fit(theme: "Theme", role: str, text: str, width: int, colour) -> "pygame.Surface":
    """Render ``text`` bold in ``role``, scaled down when it is wider than ``width``."""
    import pygame

    img = theme.font(role, bold=True).render(text, True, colour)
    if img.get_width() > width:
        scale = width / img.get_width()
        img = pygame.transform.smoothscale(
            img, (max(1, int(img.get_width() * scale)), max(1, int(img.get_height() * scale))))
    return img
