"""The Analyse off the main loop: one analysis on a daemon thread with its progress (#13, #28).

Why a thread: a whole game's analysis takes a second or more (``python3 run.py bench``); the
window must answer meanwhile (the progress bar moves, Esc cancels). The Analyse screen and the
replay („Partie ansehen“, which shows each decision's verdict) both start one.
"""

from __future__ import annotations

import threading
from typing import Any, Mapping


class Worker:
    """One analysis on a daemon thread: ``finished`` turns true with ``result`` (the Analysis
    or the exception); ``done`` / ``total`` the progress; ``cancel()`` stops it between two
    decisions."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.done, self.total = 0, max(1, len(record.get("actions") or []))
        self.cancelled = False
        self.result: Any = None
        self.finished = False
        self._thread = threading.Thread(target=self._run, args=(record,), daemon=True,
                                        name="speedgames-analysis")
        self._thread.start()

    def _run(self, record: Mapping[str, Any]) -> None:
        from speedgames.core.analysis import analyse_record

        def progress(i: int, n: int) -> None:
            self.done, self.total = i, max(1, n)

        try:
            self.result = analyse_record(record, progress=progress,
                                         cancelled=lambda: self.cancelled)
        except Exception as exc:  # handed to the screen, which says so in words
            self.result = exc
        self.finished = True

    def cancel(self) -> None:
        self.cancelled = True

    def wait(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)
