"""Einsatz: the Taler each person puts into the pot, and who gets it (the seeds' last row).

The seeds: „Der Topf geht an den bestplatzierten Menschen. Solo bekommst du deinen Einsatz
zurück.“ Locally every profile has a purse of Taler (start 100, never below 0; a purse at 0 gets a
daily allowance). The table setup sets one Einsatz for the humans (ohne / 5 / 10 / 25), kept in
the game's options (``"stake"``) so saves and replays carry it. Everything here is pure: the
screens ask these functions and store what they return (``core.purses``).

Rules, one function each:
  * every human pays the Einsatz, at most what the purse holds (``paid``);
  * the pot goes to the best-placed human; humans sharing that place split it, the remainder
    Taler by Taler to the better tie-break (the order the game ranks them in) — ``payout``;
  * alone (one human) the stake comes back: the pot is one's own, so nothing changes;
  * who leaves a game with other humans early forfeits the stake to them — ``forfeit``;
  * a purse never goes below 0, and at 0 it gets ``ALLOWANCE`` once a day — ``allowance``.
"""

from __future__ import annotations

from typing import Mapping, Sequence

START_PURSE = 100
ALLOWANCE = 20
STAKES = (0, 5, 10, 25)


def clean_stake(value: object) -> int:
    """The Einsatz from options: one of ``STAKES``, else 0 (ohne)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value in STAKES \
        else 0


def paid(stake: int, purses: Mapping[int, int]) -> dict[int, int]:
    """What each human seat puts in: the Einsatz, at most the purse (never negative)."""
    stake = clean_stake(stake)
    return {seat: max(0, min(stake, int(purse))) for seat, purse in purses.items()}


def _split(pot: int, winners: Sequence[int]) -> dict[int, int]:
    """``pot`` shared by ``winners`` (in tie-break order): equal shares, the remainder one Taler
    each to the first ones."""
    out = {seat: 0 for seat in winners}
    if not winners or pot <= 0:
        return out
    share, rest = divmod(pot, len(winners))
    for i, seat in enumerate(winners):
        out[seat] = share + (1 if i < rest else 0)
    return out


def payout(stakes: Mapping[int, int], ranks: Sequence[int],
           order: Sequence[int] | None = None) -> dict[int, int]:
    """The change of every human's purse at the end: −stake, plus a share of the pot.

    ``stakes``: seat → Taler paid (humans only); ``ranks``: the place of every seat (1 = best,
    ties share a place); ``order``: the seats best first by the game's tie-break (default: by
    place, then seat). The best-placed humans share the pot; computers never win Taler.
    """
    humans = [seat for seat in stakes if 0 <= seat < len(ranks)]
    delta = {seat: -int(stakes[seat]) for seat in humans}
    if not humans:
        return delta
    pot = sum(int(stakes[seat]) for seat in humans)
    best = min(ranks[seat] for seat in humans)
    if order is None:
        order = sorted(range(len(ranks)), key=lambda s: (ranks[s], s))
    winners = [seat for seat in order if seat in delta and ranks[seat] == best]
    for seat, share in _split(pot, winners).items():
        delta[seat] += share
    return delta


def forfeit(stakes: Mapping[int, int], leaver: int) -> dict[int, int]:
    """Someone leaves a game with other humans early: the leaver's stake goes to the others
    (split, remainder by seat order); everyone else keeps their own."""
    delta = {seat: 0 for seat in stakes}
    if leaver not in stakes:
        return delta
    others = sorted(seat for seat in stakes if seat != leaver)
    if not others:
        return delta  # alone: nothing to forfeit to, the stake comes back
    lost = int(stakes[leaver])
    delta[leaver] = -lost
    for seat, share in _split(lost, others).items():
        delta[seat] += share
    return delta


def apply(purse: int, change: int) -> int:
    """A purse after a change: never below 0."""
    return max(0, int(purse) + int(change))


def allowance(purse: int, last_day: str | None, today: str) -> tuple[int, str | None]:
    """The purse on ``today``: at 0 it gets ``ALLOWANCE`` once a day. Returns (purse, the day of
    the last allowance)."""
    if purse <= 0 and last_day != today:
        return ALLOWANCE, today
    return max(0, int(purse)), last_day
