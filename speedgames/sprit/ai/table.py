"""The computer players' yardstick: fewest turns a lone car needs to the Ziel.

A dynamic programme over (field, stamps, fuel) for one car on an empty track, given its Platz
``place`` (what Kontrollen and Tafeln pay) and its Zielplatz ``ziel_place`` (how much may be left
in the tank). It is exact for that model — every kind of turn, the Ziel allowance, stamps, the
Werkstatt and the Tankstelle — and ignores only the other cars and the cards (an Ereignisfeld
counts as a plain field).

Fuel is exact up to ``FINE`` litres and in 10-litre steps (rounded up) up to ``TOP``: a car far
behind can collect several hundred litres and must then burn them in long drives, which the table
has to see. Every step works on whole fuel rows at once (index maps), and a row is recomputed only
when a row it depends on changed. Still, a table takes a few seconds in pure Python, so the tables
the players use (two tracks × every Platz 1–6 with every Zielplatz up to it — the Zielplatz now is
never worse than the Platz) ship precomputed in ``tables.bin``
(written by ``tools/sprit_tables.py``); the file carries a fingerprint of the model and the tracks,
and a table whose fingerprint does not match is computed afresh instead. The one-move levels
read tables with a fuel cap (``LEVEL_CAP``): no move that gains fuel may take the tank above it.
"""

from __future__ import annotations

import hashlib
import zlib
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from speedgames.sprit.rules.fuel import FUEL_STEP, cost, ziel_allowance
from speedgames.sprit.rules.tracks import (EREIGNIS, KONTROLLE, TANKSTELLE, WERKSTATT, Track,
                                           get_track)

FINE = 200        # litres held exactly
TOP = 1000        # litres held at all (10 L steps above FINE); more counts as TOP + surplus
INF = 99          # "cannot reach the Ziel" in the model
GRID = list(range(FINE + 1)) + list(range(FINE + FUEL_STEP, TOP + 1, FUEL_STEP))
WIDTH = len(GRID)

Table = list[list[list[int]]]  # table[stamps][field][fuel index] -> turns


def index(fuel: int) -> int:
    """The grid index holding ``fuel`` litres (rounded up above FINE, clamped at TOP)."""
    if fuel <= FINE:
        return max(0, fuel)
    if fuel >= TOP:
        return WIDTH - 1
    return FINE + -(-(fuel - FINE) // FUEL_STEP)


_FIRST_AT_LEAST = [next(i for i, v in enumerate(GRID) if v >= x) for x in range(TOP + 1)]


@lru_cache(maxsize=None)
def _shift_map(shift: int) -> tuple[int, ...]:
    """For each grid index i: the index of GRID[i] + shift (only read where that is ≥ 0)."""
    return tuple(index(v + shift) if v + shift >= 0 else 0 for v in GRID)


def _moves(track: Track, place: int,
           ws: bool = False) -> tuple[list[tuple[int, int]], list[int]]:
    costs = []
    d = 1
    while cost(d) <= TOP and d <= track.ziel:
        costs.append((d, cost(d)))
        d += 1
    tafel_gain = [FUEL_STEP * place if 0 < f < track.ziel and track.tafel_pays(f, place) else 0
                  for f in range(track.ziel + 1)]
    if ws:  # Windschatten (no cards): a lone car is never passed, so an Ereignisfeld pays 10 L
        tafel_gain = [g + (FUEL_STEP if 0 < f < track.ziel and track.fields[f] == EREIGNIS else 0)
                      for f, g in enumerate(tafel_gain)]
    return costs, tafel_gain


DATA_FILE = Path(__file__).with_name("tables.bin")
PLACES = range(1, 7)
PAIRS = [(p, q) for p in PLACES for q in PLACES if q <= p]  # (Platz, Zielplatz) shipped


LEVEL_CAP = 200  # the fuel cap of normal's and leicht's tables (players.FUEL_CAP)


def shipped_keys(track_ids: Iterable[str]) -> list[Key]:
    """Every (Platz, Zielplatz) pair, and the Windschatten model for a lone car (Platz =
    Zielplatz: nobody left on the road ahead of it); the capped tables for Platz = Zielplatz,
    with and without that model (normal and leicht read the table of their Platz)."""
    tracks = list(track_ids)
    return ([(t, p, q, False) for t in tracks for p, q in PAIRS]
            + [(t, p, p, True) for t in tracks for p in PLACES]
            + [(t, p, p, ws, LEVEL_CAP) for t in tracks for p in PLACES for ws in (False, True)])


def fingerprint() -> str:
    """Changes whenever the model or a track changes, so stale shipped tables are never used."""
    from speedgames.sprit.rules.tracks import TRACKS

    parts = [f"{FINE}/{TOP}/{INF}/{FUEL_STEP}/v3"]
    parts += [f"{t.id}:{t.codes}" for t in TRACKS.values()]
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:16]


Key = tuple  # (track, Platz, Zielplatz, Windschatten model[, fuel cap])


def encode_tables(tables: dict[Key, Table]) -> bytes:
    """Fingerprint line, then per table: ``track place ziel_place ws size [cap]`` and the zlib'd
    bytes."""
    out = [fingerprint().encode() + b"\n"]
    for key, table in sorted(tables.items()):
        track_id, place, ziel_place, ws = key[:4]
        cap = f" {key[4]}" if len(key) > 4 else ""
        raw = bytes(v for s_rows in table for row in s_rows for v in row)
        packed = zlib.compress(raw, 9)
        out.append(f"{track_id} {place} {ziel_place} {int(ws)} {len(packed)}{cap}\n".encode()
                   + packed)
    return b"".join(out)


def decode_tables(data: bytes) -> dict[Key, Table]:
    """The tables of a file written by :func:`encode_tables` (empty if its fingerprint is stale)."""
    head, _, rest = data.partition(b"\n")
    if head.decode(errors="replace") != fingerprint():
        return {}
    tables: dict[Key, Table] = {}
    while rest:
        line, _, rest = rest.partition(b"\n")
        track_id, place, ziel_place, ws, size, *cap = line.decode().split()
        raw = zlib.decompress(rest[:int(size)])
        rest = rest[int(size):]
        ziel = get_track(track_id).ziel
        rows = [list(raw[i:i + WIDTH]) for i in range(0, len(raw), WIDTH)]
        key = (track_id, int(place), int(ziel_place), ws == "1", *map(int, cap))
        tables[key] = [rows[s * ziel:(s + 1) * ziel] for s in range(4)]
    return tables


@lru_cache(maxsize=1)
def _shipped() -> dict[Key, Table]:
    try:
        return decode_tables(DATA_FILE.read_bytes())
    except (OSError, ValueError, zlib.error):
        return {}


def table_for(track_id: str, place: int, ziel_place: int, ws: bool = False,
              cap: int | None = None) -> Table:
    """The table for (Platz, Zielplatz, Windschatten model, fuel cap): shipped if current, else
    computed (slow)."""
    key = (track_id, place, ziel_place, ws) if cap is None else (track_id, place, ziel_place, ws,
                                                                 cap)
    shipped = _shipped().get(key)
    return shipped if shipped is not None else solo_table(track_id, place, ziel_place, ws, cap)


@lru_cache(maxsize=64)
def solo_table(track_id: str, place: int, ziel_place: int, ws: bool = False,
               cap: int | None = None) -> Table:
    """``table[s][f][i]``: turns a lone car on field f with s stamps and GRID[i] litres needs;
    with ``ws`` (setting Windschatten) every Ereignisfeld pays 10 L at the next turn start; with
    ``cap`` no move that gains fuel (a Werkstatt roll, Tanken, a drive to a Kontrolle or Tafel
    that pays more than it costs) may take the tank above ``cap`` litres — the plans of the
    one-move levels (#32); cards or an unplanned payout may still bring more, which is then
    driven off."""
    track = get_track(track_id)
    ziel = track.ziel
    costs, tafel_gain = _moves(track, place, ws)
    allowance = ziel_allowance(ziel_place)
    table: Table = [[[INF] * WIDTH for _ in range(ziel)] for _ in range(4)]
    deps = {}
    for s in range(4):
        for f in range(ziel):
            rows = [(s, t) for t in range(f, ziel)]
            if s < 3:
                rows += [(s + 1, k) for k in track.kontrollen if k > f]
            w = track.werkstatt_behind(f)
            if w is not None:
                rows.append((s, w))
            deps[(s, f)] = rows
    changed_at = {key: 0 for key in deps}
    computed_at = {key: -1 for key in deps}
    clock = 0
    changed = True
    while changed:
        changed = False
        for s in (3, 2, 1, 0):
            rows = table[s]
            for f in range(ziel - 1, -1, -1):
                mine = computed_at[(s, f)]
                if all(changed_at[dep] <= mine for dep in deps[(s, f)]):
                    continue
                clock += 1
                computed_at[(s, f)] = clock
                new = _row(table, track, costs, tafel_gain, FUEL_STEP * place, allowance, s, f,
                           cap)
                if new != rows[f]:
                    rows[f] = new
                    clock += 1
                    changed_at[(s, f)] = clock
                    changed = True
    return table


def _row(table: Table, track: Track, costs: list[tuple[int, int]], tafel_gain: list[int],
         gain_k: int, allowance: int, s: int, f: int, cap: int | None = None) -> list[int]:
    """One fuel row: 1 + the best value any move from (f, s) leads to, for every fuel level."""
    ziel = track.ziel
    codes = track.fields
    rows = table[s]
    best = [INF] * WIDTH  # min over moves of the value after the move
    for d, c in costs:
        t = f + d
        if t > ziel:
            break
        start = _FIRST_AT_LEAST[c]
        if t == ziel:
            if s == 3:
                for i in range(start, WIDTH):
                    if GRID[i] > c + allowance:
                        break
                    best[i] = 0
            continue
        code = codes[t]
        if code == WERKSTATT:
            continue
        if code == KONTROLLE:
            if s == 3:
                continue
            src = table[s + 1][t]
            net = gain_k - c
            seg = [src[j] + 1 for j in _shift_map(net)[start:]]  # + the stamping turn
        else:
            net = tafel_gain[t] - c
            seg = list(map(rows[t].__getitem__, _shift_map(net)[start:]))
        if cap is not None and net > 0:  # a drive that brings in more than it costs
            seg = [INF if GRID[i] + net > cap else v for i, v in enumerate(seg, start)]
        best[start:] = map(min, best[start:], seg)
    w = track.werkstatt_behind(f)
    if w is not None:
        back = list(map(rows[w].__getitem__, _shift_map(FUEL_STEP * (f - w))))
        if cap is not None:
            back = [v if GRID[i] + FUEL_STEP * (f - w) <= cap else INF for i, v in enumerate(back)]
        best = list(map(min, best, back))
    new = [min(INF, v + 1) for v in best]
    if codes[f] == TANKSTELLE:
        up_map = _shift_map(FUEL_STEP)
        down_map = _shift_map(-FUEL_STEP)
        low = _FIRST_AT_LEAST[FUEL_STEP]
        while True:  # staying to tank or give: settle the self-loop here
            nxt = list(new)
            for i in range(WIDTH):
                v = new[up_map[i]] + 1 if cap is None or GRID[i] + FUEL_STEP <= cap else INF
                if i >= low:
                    v = min(v, new[down_map[i]] + 1)
                if v < nxt[i]:
                    nxt[i] = v
            if nxt == new:
                break
            new = nxt
    return new


def turns(track_id: str, place: int, ziel_place: int, field: int, stamps: int, fuel: int,
          ws: bool = False, cap: int | None = None) -> int:
    """Lookup with clamping: the estimated turns a car needs from (field, stamps, fuel)."""
    return at(row_for(track_id, place, ziel_place, field, stamps, ws, cap), fuel)


def row_for(track_id: str, place: int, ziel_place: int, field: int, stamps: int,
            ws: bool = False, cap: int | None = None) -> list[int]:
    """The fuel row of (field, stamps) with clamping — fetched once when several fuel levels
    of one position are read (the players' room-for-error smoothing)."""
    place = max(1, min(place, 6))
    table = table_for(track_id, place, max(1, min(ziel_place, place)), ws, cap)
    return table[min(stamps, 3)][field]


def at(row: list[int], fuel: int) -> int:
    """The turns in ``row`` for ``fuel`` litres."""
    if fuel > TOP:  # beyond the table: the surplus would have to be given back 10 L a turn
        return min(INF, row[WIDTH - 1] + -(-(fuel - TOP) // FUEL_STEP))
    return row[index(fuel)]
