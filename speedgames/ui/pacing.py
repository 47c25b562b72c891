"""When the main loop draws: at 60 frames a second while something moves, not at all when idle.

Why: a board game waits for its player most of the time. Redrawing an unchanged screen 60 times
a second cost 40–46 % of a core (issue #16). The loop now asks two things after every frame:

* the scenes' own word — :meth:`Scene.frame_request` (``0`` = something moves, ``t`` = a timed
  change in ``t`` seconds such as a clock's next second or a tooltip's delay, ``None`` = only
  input changes me), combined over the visible scenes, the toasts and the widgets;
* what the frame looked like — a checksum of the drawn screen. After input, frames are drawn
  until the picture has stood still for a few frames (hover highlights, a dialog's fade-in and
  every other short transition settle by themselves, without each one having to announce itself).

When both say "nothing moves", the loop sleeps (``ui.event_wait``: SDL's own wait) until the
next input or the next timed change. As a safety net for a change no scene announced, an idle
screen is drawn off-screen and shown only if it differs: half a second after it went still, then
every second check twice as late, at most every :data:`MAX_CHECK_SECONDS` (each check costs a
whole frame — 14 to 18 ms on the Kontor — so checking twice a second forever kept an idle window
at 4 % of a core in a real X window, #29). Unfocused or minimised, nothing is drawn;
only pending work (computer moves, timers) is updated, and the music plays on.

The policy is pure (no pygame, no clock) so tests drive it frame by frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

FPS = 60
SETTLE_FRAMES = 6        # identical frames in a row before a screen counts as still
CHECK_SECONDS = 0.5      # an idle screen is drawn (off-screen) this soon to catch the unannounced
MAX_CHECK_SECONDS = 2.0  # … and, still unchanged, ever later: at most this far apart
UNFOCUSED_POLL = 0.05    # pending work without a window to show it: updated this often, not drawn
HEADLESS_DT = 1 / FPS    # the fixed frame step of headless runs (tests, scripts, screenshots)


def earliest(*requests: float | None) -> float | None:
    """The soonest of several frame requests (``None`` = never)."""
    times = [max(0.0, float(r)) for r in requests if r is not None and not math.isnan(float(r))]
    return min(times) if times else None


@dataclass
class Plan:
    """What the loop does next: ``wait`` seconds for input first (``None`` = no waiting, the next
    frame comes at the frame rate; ``math.inf`` = until input), then ``draw`` or only update."""

    wait: float | None
    draw: bool


class FramePacer:
    """Decides from frame to frame whether the loop runs, waits or draws.

    Call :meth:`frame_drawn` after each drawn frame (with whether the picture changed),
    :meth:`input_seen` when an input event arrived, and :meth:`plan` for the next step.
    """

    def __init__(self, *, settle_frames: int = SETTLE_FRAMES,
                 check_seconds: float = CHECK_SECONDS) -> None:
        self.settle_frames = settle_frames
        self.check_seconds = check_seconds
        self.still = 0           # identical frames in a row
        self.quiet_checks = 0    # idle safety checks in a row that found nothing new
        self.focused = True
        self.visible = True
        self.expose = True       # the window needs a full redraw (first frame, exposed, refocused)

    # ------------------------------------------------------------------ observations
    def input_seen(self) -> None:
        self.still = 0
        self.quiet_checks = 0

    def frame_drawn(self, changed: bool, announced: bool = False) -> None:
        """After a drawn frame. ``announced``: the loop woke for a timed change the scene had
        asked for (a clock's next second) and no input came — the scene says when the next one
        is due, so a still screen stays still: no settling frames after it. (A turn clock's ring
        moves a little every frame, so the settling after each second ran on and on: 17 frames
        a second, 8 % of a core at a Speedrocket table in a real window, #29.)"""
        self.expose = False
        if changed and announced and self.settled:
            return
        if changed:
            self.still = self.quiet_checks = 0
            return
        if self.settled:
            self.quiet_checks += 1
        self.still += 1

    @property
    def check_wait(self) -> float:
        """Seconds until the next safety check of a still screen (see the module docstring)."""
        grown = self.check_seconds * 2.0 ** min(self.quiet_checks // 2, 16)
        return max(self.check_seconds, min(MAX_CHECK_SECONDS, grown))

    def set_focus(self, focused: bool) -> None:
        if focused and not self.focused:
            self.expose = True
        self.focused = focused

    def set_visible(self, visible: bool) -> None:
        if visible and not self.visible:
            self.expose = True
        self.visible = visible

    @property
    def active(self) -> bool:
        """The player can see the window and may be looking at it."""
        return self.focused and self.visible

    @property
    def settled(self) -> bool:
        return self.still >= self.settle_frames

    # ------------------------------------------------------------------ decision
    def plan(self, request: float | None) -> Plan:
        """The next step, given the scenes' combined :func:`earliest` request."""
        if not self.active:
            if request is not None and request <= 0:
                return Plan(UNFOCUSED_POLL, draw=False)
            return Plan(math.inf if request is None else max(request, UNFOCUSED_POLL), draw=False)
        if self.expose or (request is not None and request <= 0) or not self.settled:
            return Plan(None, draw=True)
        wait = self.check_wait if request is None else min(request, self.check_wait)
        return Plan(wait, draw=True)

    def needs_checksum(self, request: float | None) -> bool:
        """Whether the drawn frame must be compared with the last one: not while a scene says it
        moves anyway (saves the checksum of every animation frame)."""
        return not (request is not None and request <= 0)
