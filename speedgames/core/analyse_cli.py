"""`analyse FILE [--json]`: the post-game analysis of a savegame, record or leaderboard entry.

With ``--json``: one line per analysed decision ``{"index", "seat", "action", "best", "loss",
"verdict"}`` (``index`` = position in the file's ``actions``), then ``{"summary": {"decisions",
"inaccuracies", "mistakes", "loss"}}``. Without: the same as sentences, then the summary sentence.
Exit 0 on success, 2 when the file cannot be read or does not replay (with a message).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from speedgames.core.analysis import Analysis, analyse_record
from speedgames.core.i18n import Text, t, t_count
from speedgames.core.moments import moment_text
from speedgames.core.replay import extract_record
from speedgames.core.storage import MAX_FILE_BYTES, decode_json


def shown_loss(loss: float) -> float:
    """One number format everywhere: always one decimal („−2,0 Ruhm“, „−0,7 Züge“; the comma in
    German is :func:`speedgames.core.i18n.t`'s), never „−2 Ruhm“ beside „−2,0 Ruhm“ (#28)."""
    return float(round(float(loss), 1))


def unit_text(analysis: Analysis, amount: float) -> Text:
    """The unit after a decimal number: always the plural form („1,0 Züge“, „1.0 turns“)."""
    return Text(f"{analysis.unit}.other")


def summary_sentence(analysis: Analysis) -> str:
    """„3 Entscheidungen kosteten zusammen etwa 4 Ruhm.“ (or that none cost anything)."""
    s = analysis.summary()
    count = s["inaccuracies"] + s["mistakes"]
    if not count:
        return t("review.summary.none")
    loss = shown_loss(s["loss"])
    return t_count("review.summary.some", count, n=count, loss=loss,
                   unit=unit_text(analysis, loss))


def read(path: Path) -> Any:
    with open(path, "rb") as fh:
        raw = fh.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise ValueError("file too large")
    return decode_json(raw)


def main(path: Path, as_json: bool = False, out: Callable[[str], None] = print) -> int:
    try:
        record = extract_record(read(path))
    except (OSError, ValueError) as exc:
        out(t("review.cli.unreadable", path=str(path), why=str(exc)))
        return 2
    try:
        analysis = analyse_record(record)
    except Exception as exc:  # a file that does not replay is a message, never a traceback
        out(t("review.cli.no_replay", path=str(path), why=str(exc)))
        return 2
    for d in analysis.decisions:
        if as_json:
            out(json.dumps(d.to_json(), ensure_ascii=False))
        else:
            loss = shown_loss(d.loss)
            out(t("review.cli.line", where=moment_text(d.marker), index=d.index, seat=d.seat + 1,
                  action=json.dumps(d.action.to_json(), ensure_ascii=False),
                  best=json.dumps(d.best.to_json(), ensure_ascii=False), loss=loss,
                  unit=unit_text(analysis, loss), verdict=d.verdict))
    if as_json:
        out(json.dumps({"summary": analysis.summary()}))
    else:
        out(summary_sentence(analysis))
    return 0
