#!/usr/bin/env python3
"""Write speedgames/sprit/ai/tables.bin: the lone-car turn tables of the Speedsprit computers.

Run after changing a track or the model in speedgames/sprit/ai/table.py (the file carries a
fingerprint; stale tables are ignored and computed at run time instead, which is slow).
Usage: .venv/bin/python tools/sprit_tables.py   (a few minutes; uses every CPU core)
       .venv/bin/python tools/sprit_tables.py --missing --jobs 1   (only the tables not shipped)
"""

from __future__ import annotations

import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from speedgames.sprit.ai import table as ai_table  # noqa: E402
from speedgames.sprit.rules.tracks import TRACKS  # noqa: E402


def _one(key: ai_table.Key) -> tuple[ai_table.Key, ai_table.Table]:
    return key, ai_table.solo_table(*key)


def main(argv: list[str] | None = None) -> int:
    """``--missing``: keep the shipped tables that are current and compute only the others."""
    args = sys.argv[1:] if argv is None else argv
    keys = ai_table.shipped_keys(TRACKS)
    tables = dict(ai_table._shipped()) if "--missing" in args else {}
    todo = [k for k in keys if k not in tables]
    with ProcessPoolExecutor(max_workers=int(args[args.index("--jobs") + 1])
                             if "--jobs" in args else None) as pool:
        tables.update(pool.map(_one, todo))
    tables = {k: tables[k] for k in keys}
    data = ai_table.encode_tables(tables)
    ai_table.DATA_FILE.write_bytes(data)
    print(f"wrote {ai_table.DATA_FILE} ({len(data)} bytes, {len(tables)} tables)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
