"""Computer decisions on a worker thread, so a slow one never holds up a frame.

``request(seat, player, state)`` hands over a *copy* of the state (the caller's copy must not be
shared); ``poll()`` returns the finished ``(seat, decision)`` pairs (or ``(seat, exc)`` when the
player failed); ``wait(seat, timeout)`` blocks for one seat's answer. The caller checks that the
action is still legal before applying it. With ``threaded=False`` (tests that want a fixed order)
the decision is made at once. Every decision records the thread that made it
(:attr:`Thinker.threads`), so a test can check that nothing was decided on the main thread.
"""

from __future__ import annotations

import queue
import threading
from typing import Any


class Thinker:
    """See the module docstring."""

    def __init__(self, threaded: bool = True, name: str = "speedgames-thinker") -> None:
        self.threaded = threaded
        self._jobs: "queue.Queue[Any]" = queue.Queue()
        self._done: list[tuple[int, Any]] = []
        self._lock = threading.Condition()
        self.pending: set[int] = set()
        self._generation = 0  # bumped by cancel(): answers to older requests are dropped
        self.threads: list[str] = []  # the thread name of every decision made (newest last)
        self._thread: threading.Thread | None = None
        if threaded:
            self._thread = threading.Thread(target=self._run, name=name, daemon=True)
            self._thread.start()

    def request(self, seat: int, player: Any, state: Any) -> None:
        if seat in self.pending:
            return
        self.pending.add(seat)
        if not self.threaded or self._thread is None:  # closed: nobody would pick the job up
            self._finish(self._generation, seat, player, state)
            return
        self._jobs.put((self._generation, seat, player, state))

    def _finish(self, generation: int, seat: int, player: Any, state: Any) -> None:
        try:
            result: Any = player.choose(state, seat)
        except Exception as exc:  # reported by the caller on the main thread
            result = exc
        with self._lock:
            self.threads.append(threading.current_thread().name)
            del self.threads[:-64]
            if generation == self._generation:
                self._done.append((seat, result))
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            self._finish(*job)

    def poll(self) -> list[tuple[int, Any]]:
        with self._lock:
            done, self._done = self._done, []
        for seat, _ in done:
            self.pending.discard(seat)
        return done

    def wait(self, seat: int, timeout: float | None = None) -> Any:
        """Block until the requested decision of ``seat`` is in and return it (the Decision, or the
        exception the player raised); None when nothing was requested or ``timeout`` ran out."""
        if seat not in self.pending:
            return None
        with self._lock:
            found = self._lock.wait_for(lambda: any(s == seat for s, _ in self._done), timeout)
            if not found:
                return None
            index = next(i for i, (s, _) in enumerate(self._done) if s == seat)
            _, result = self._done.pop(index)
        self.pending.discard(seat)
        return result

    def wait_any(self, timeout: float) -> bool:
        """Block until some requested decision is in (True) or ``timeout`` ran out (False)."""
        if not self.pending:
            return False
        with self._lock:
            return self._lock.wait_for(lambda: bool(self._done), timeout)

    def cancel(self) -> None:
        """Forget every pending request (the position changed under them): answers still being
        worked on are dropped when they arrive."""
        with self._lock:
            self._done = []
            self._generation += 1
        self.pending.clear()

    def close(self) -> None:
        if self._thread is not None:
            self._jobs.put(None)
            self._thread = None
