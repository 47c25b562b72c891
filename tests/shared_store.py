"""What one pytest-xdist worker made, handed to the others: a folder both workers see, one file
a key, made under a lock (the other worker waits for it instead of making it a second time).

Why: some demonstration data costs seconds of CPU and every worker asks for it (the review
samples: a game of the strong computer analysed, ≈ 6 s for the three games). Kept as a pickle
(the very objects, nothing converted; an Action as its type and fields); a file that cannot be read is made again. Only where the
platform has ``fcntl`` (Linux, macOS); elsewhere each worker makes its own.
"""

from __future__ import annotations

import copyreg
import os
import pickle
from pathlib import Path
from typing import Any, Callable

from speedgames.core.game import Action

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


class SharedStore:
    """``get(key, make)``: the value another process made for ``key``, or ``make()`` kept."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self.made: list[str] = []  # the keys this process made itself (the others it read)

    def get(self, key: str, make: Callable[[], Any]) -> Any:
        path = self.folder / f"{key}.pickle"
        with open(self.folder / f"{key}.lock", "a+b") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes (or the process ends)
            try:
                with open(path, "rb") as fh:
                    return pickle.load(fh)
            except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError):
                pass
            value = make()
            tmp = path.with_name(f".{path.name}.{os.getpid()}")
            tmp.write_bytes(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(tmp, path)
            self.made.append(key)
            return value


def available() -> bool:
    return fcntl is not None


def _action(type_: str, fields: dict[str, Any]) -> Action:
    return Action(type_, **fields)


# An Action is immutable (its __setattr__ refuses), so pickle's way of filling in its slots
# fails: it is kept as its type and fields and built again (registered here, for the tests only).
copyreg.pickle(Action, lambda action: (_action, (action.type, action.fields)))
