"""Trends over a player's games for „Meine Partien“ (#29): score per game, the best so far, and
the share of computers of each level the player finished ahead of.

Why from the kept games (:mod:`speedgames.core.history`, the last 50 per game): every entry has
the seats (who was a computer of which level), the scores and the places, so nothing new needs to
be recorded. A game counts for ``profile`` when a person's seat carries that name (as the records
match names: ``profiles.same_name``). Against a computer level, each computer of that level at the
table is one contest: won when the player's place is better than that computer's (a shared place
is not won).

API: ``trends(games, profile) -> Trends`` (``games`` newest first, as ``my_games`` returns them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from speedgames.core.description import LEVEL_IDS
from speedgames.core.profiles import same_name


@dataclass(frozen=True)
class Trends:
    scores: tuple[float, ...]                 # oldest game first
    best: tuple[float, ...]                   # the best score so far, after each game
    levels: tuple[tuple[str, int, int], ...]  # (level, won, played), in LEVEL_IDS order

    @property
    def games(self) -> int:
        return len(self.scores)


def own_seat(entry: Mapping[str, Any], profile: str) -> int | None:
    """The seat of ``profile`` in a kept game (a person's seat of that name), or None."""
    seats = (entry.get("record") or {}).get("options", {}).get("seats") or []
    for i, seat in enumerate(seats):
        if isinstance(seat, Mapping) and seat.get("kind", "human") == "human" \
                and same_name(str(seat.get("name") or ""), profile):
            return i
    return None


def trends(games: Sequence[Mapping[str, Any]], profile: str) -> Trends:
    scores: list[float] = []
    played = {level: [0, 0] for level in LEVEL_IDS}
    for entry in reversed(list(games)):
        seat = own_seat(entry, profile)
        got, ranks = entry.get("scores") or [], entry.get("ranks") or []
        if seat is None or seat >= len(got) or seat >= len(ranks):
            continue
        scores.append(float(got[seat]))
        seats = entry["record"]["options"]["seats"]
        for other, spec in enumerate(seats):
            if not isinstance(spec, Mapping) or spec.get("kind") != "ai" \
                    or spec.get("level") not in played or other >= len(ranks):
                continue
            contest = played[spec["level"]]
            contest[1] += 1
            contest[0] += 1 if ranks[seat] < ranks[other] else 0
    best: list[float] = []
    for score in scores:
        best.append(score if not best else max(best[-1], score))
    return Trends(tuple(scores), tuple(best),
                  tuple((level, won, n) for level, (won, n) in played.items()))
