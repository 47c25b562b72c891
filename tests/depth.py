"""How many random games and positions the suite looks at.

The suite's depth is chosen to keep ``python3 run.py test`` within a few minutes on two cores;
``SPEEDGAMES_FULL=1 python3 run.py test`` looks at many more (the long look before a release or
after a change to the rules). Both depths check the same invariants.
"""

from __future__ import annotations

import os

FULL = bool(os.environ.get("SPEEDGAMES_FULL"))


def depth(quick: int, full: int) -> int:
    """``quick`` in the everyday suite, ``full`` with ``SPEEDGAMES_FULL=1``."""
    return full if FULL else quick
