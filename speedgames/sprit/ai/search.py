"""The strong computer („stark“): a race, not a lone drive — candidate moves tried out by sampling.

Why: the lone-car table (:mod:`.table`) plays a car alone perfectly, but against others it
keeps the car in front, where Kontrollen and Tafeln pay least („Zu früh vorn zu sein, lohnt sich
selten“), lets rivals take the Werkstatt it counts on, and hoards fuel it can never burn. Here
every candidate move is played out with all the cars for a few rounds and the position reached is
judged by *where the car stands among the others*, not by its turns alone.

- **Candidates**: the best five moves of the one-move judgement (:func:`.players.ranked_options`,
  which averages an Ereignisfeld over the pile).
- **Chance**: each sample deals the unseen cards from the pile's public make-up (sorted, then
  shuffled with the player's own stream — never the real order; a reshuffle in the sample uses
  the player's stream too). Every car plays on by the quick one-move judgement (an Ereignisfeld
  as a plain field; the fast path of :mod:`.quick`, equal to the plain one) for ten rounds (at
  most 20 moves). All candidates meet the same samples (common random numbers), so the
  comparison is fair at a small budget.
- **Judging a sampled end position** (lower is better): for every rival the chance it is ahead —
  a logistic of the difference of the turns from now to the Ziel (those spent in the sample plus
  the table's estimate of the rest; turn order breaks ties; settled for certain once either car
  is in the Ziel) — plus a little of the car's own
  turns, plus two costs the table doesn't know: fuel above what the Ziel allows from here (it
  grows with the distance not driven: hoarding), and the risk of standing without a drive on a
  Werkstatt plan while a rival can roll onto that Werkstatt first (stranding: back to the Start).
- **Strandings in big fields** (more than two cars running): the lone-car table values a
  Festgefahren as a cheap refill (the stamps stay, the tank is full again), and the samples'
  rivals roll back to a Werkstatt less often than a searching rival does — stark drove onto
  fields with an empty tank on purpose and stranded three times as often as ``strong_v1``. There
  the car's own next turn in each sample is watched: if the Werkstatt behind is then its only
  move and a rival stood before it right after the candidate, the sample's value is mixed with
  the position sent back to the Start (``STRAND`` per rival); and every Festgefahren of the car,
  in the sample or so weighed, costs ``STUCK_CROWD`` (3) on top.
- **Big fields** (more than two cars running): far behind, every rival is ahead whatever the
  move, so the own turns and the hoarding cost decided at a weight below the sampling noise and
  cars at the back hoarded. There the own turns weigh ``OWN_CROWD`` (0.15, not 0.05) and every
  litre above the Ziel allowance ``HOARD_CROWD`` (1 turn per 20 L, not per 100 L).
- **Hoarding watch** (big fields): traces of hoarding games showed one pattern — a car at the
  back takes a Kontrolle's or Tafel's Platz payout (40–60 L at Platz 4–6) a few fields before
  the Ziel, then rolls back three or four Werkstätten to burn it in one long drive. By the
  sample's end the fuel is that planned drive, so a litre rate there never sees it. So every own
  turn start of a sample that finds the car hoarding (:func:`hoarding`, the issue's measure)
  costs ``HOARD_STEP`` (2) turns: stark leaves a drive onto a payout it can't burn when another
  move is close.
  Since #32 the watch (this and the litre rate ``HOARD_CROWD``, not the weights of the own turns)
  also acts in the race of two running cars that ends a bigger field (``HOARD_TWO``): about half
  the 4-car hoarding games began there. A table of two cars is never watched.
- **Stamp debt** (#32, round 4): the traced hoarding games of the 4-car Alpenpass ended at the last
  Kontrolle: a car that had passed Kontrollen without its stamp (in front they pay only 10 L)
  must take the last one twice — stamp, roll back to the Werkstatt behind it, drive in, stamp
  again. Alone that loop is cheap; in a field it is contested, pays at the Platz the car has
  fallen to by then (40 L twice at Platz 4), and the surplus a few fields before the Ziel is
  burnt by rolling back further. In the watched fields of tables of three or four cars every
  stamp a candidate leaves owing beyond the Kontrollen ahead (:func:`debt_after`) costs
  ``STAMP_DEBT`` own turns (at six cars the back's stamps pay 50–60 L: hoarding rose).
- **Hoarding guard** (#32, round 5): what hoarding remained began with one drive — onto the
  last Kontrolle at Platz 3 with 210 L, onto a Tafel the cars behind would make pay. In watched
  fields a candidate after which the car hoards at once, with the payout it can already see
  (:func:`hoards_after`), is not searched while another move is there (``HOARD_GUARD``); nor
  one a card may carry into hoarding (round 6, ``HOARD_CARDS``), one after which every move of
  the next turns hoards (``HOARD_DOOMED``), or one leaving stamp debt near the Ziel (round 7,
  ``HOARD_DEBT``). Of moves that all may, the least risky.
- **Payouts** (#32, round 3): read at the car's Platz, the table lets a car at the back collect
  the back's payouts for the rest of the race though it passes the cars ahead — the
  Tagesetappe's starks crawled for them. At tables of up to four cars on the Alpenpass
  (:func:`crowd_payout`) the candidates and every car's turns at a sample's end read them as for
  the leader (``CROWD_PAYOUT``); elsewhere it made stalls more frequent (docs/sprit-ai.md).
- **Variety**: among the candidates within ``MARGIN`` of the best the player picks with its own
  seeded stream, so a game replays from its seed and two seeds give different games, with cards or
  without — never one needing more than ``TURN_MARGIN`` more own turns (far behind every rival
  the chances ahead are alike, and random picks a turn apart made cars at the back stall).
- **Budget**: a fixed number of quick judgements per decision (not a clock, so a decision is the
  same on a slow machine): 1,200 with two cars running (12 samples per candidate), less in
  proportion with more cars, where every ply reads more cars.

Measured and left off (150-game matches against ``strong_v1``): the Werkstatt and the shortest
drive as extra candidates, successive halving, rivals erring 10 % in the samples, five rounds
instead of ten (Alpenpass 69 % instead of 85 %), judging by the own turns alone. Bergsprint,
400 paired games each (seeds 1000–1399), all within 60–64 %: twice and three times the budget
with three candidates, five candidates at the old budget, 15 or 30 rounds, TAU 0.5 or 2, OWN
0.2, MARGIN 0, the rivals (or every car) in the samples by the card-averaging judgement. Five
candidates *and* five times the budget (240 → 1,200) together: 72.5 % (with the card-averaging
rivals on top 72.8 %, at three times the decision time — left off). Big fields, 6 cars on the
Bergsprint (100 games, seeds 1000–1099, per 100 games Festgefahren / hoarding / stalls; now
4 / 29 / 25): a hoarding cost at every own turn start along the sample (1 turn per 100 L) 5 / 28
/ 24; counting the stamps still due at today's Platz as fuel 8 / 24 / 30; own weight 0.3 with
or without 1 turn per 33 L 10–11 / 18–19 / 21–22; 1 turn per 20 L alone 5 / 22 / 26, per 10 L
alone 5 / 23 / 27; the shipped pair (0.15 and 1 turn per 20 L) 4 / 18 / 23.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, NamedTuple

from speedgames.core.game import Action
from speedgames.core.players import Advice, Decision, Option
from speedgames.core.rng import Stream, derive_seed
from speedgames.sprit.ai import evaluate as ai_eval
from speedgames.sprit.ai import lone
from speedgames.sprit.ai.players import PROFILES, forced_move, ranked_options
from speedgames.sprit.ai.quick import SLACK as QUICK_SLACK
from speedgames.sprit.ai.quick import quick_best, quick_ranked, turns_left
from speedgames.sprit.ai.reasons import reason
from speedgames.sprit.ai.watch import (HOARD_LINE, HOARD_NEAR, debt_after, end_field,  # noqa: F401
                                       guarded, hoard_litres, hoarding, stamp_debt,
                                       werkstatt_rivals)
from speedgames.sprit.rules import ziel as ziel_mod
from speedgames.sprit.rules.fuel import FUEL_STEP
from speedgames.sprit.rules.reachability import reachable
from speedgames.sprit.rules.tracks import TANKSTELLE

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

CANDIDATES = 5      # best moves of the one-move judgement that are searched (with cards, 2 cars)
CANDIDATES_FEW = 3  # … without cards (5: Alpenpass moving second vs normal 64 %) or more cars
BUDGET = 1200       # quick judgements per decision (samples × candidates × plies) …
CROWD = 2           # … with more running cars than this, shrunk in proportion (a ply costs more)
ROUNDS = 10         # how many rounds a sample looks ahead …
MAX_PLIES = 20      # … at most this many moves (with many cars: fewer rounds)
MIN_SAMPLES = 2
NOISE = 0.0         # chance that a rival in a sample takes its second-best move
NOISE_WITHIN = 1.0  # … if that is at most this many turns worse
TAU = 1.0           # turns: how sharply a difference in turns decides who is ahead
OWN = 0.05          # weight of the car's own turns (decides when the race is settled)
OWN_CROWD = 0.15    # … in fields with more than CROWD running cars (far behind: see search())
HOARD = 0.01        # turns per litre above what the Ziel allows from here (issue 12: 1 turn per 100 L)
HOARD_CROWD = 0.05  # … in fields with more than CROWD running cars (1 turn per 20 L)
HOARD_STEP = 2.0    # turns per own turn start of a sample spent hoarding, in big fields:
HOARD_TWO = True    # … and in the race of two that ends a bigger field (#32): see _play_out
HOARD_GUARD = True  # watched fields: no candidate that hoards right after it while one
#                     that doesn't is there (_candidates; #32 round 5: 6-car Bergsprint 11 → 1)
HOARD_CARDS = True  # … counting every card a drive onto an Ereignisfeld may draw (round 6)
HOARD_DOOMED = 2    # … a move after which every move of the next 1 (round 6) or 2 turns hoards
HOARD_DEBT = True   # … and one that leaves a stamp to fetch from behind near the Ziel (round 7)
STAMP_DEBT = 3.0    # turns per stamp a move leaves owing beyond the Kontrollen ahead, in
#                     watched fields at tables of at most CROWD_TABLE cars (six: more hoarding)
STRAND = 0.5        # chance a rival who can roll onto the car's only Werkstatt does so first
STUCK_CROWD = 3.0   # value lost per Festgefahren of the car in a sample, in big fields
HARD = True         # a car in the Ziel is ahead for certain (not by a logistic of turns)
MARGIN = 0.03       # candidates this close to the best are equally good: the stream picks …
TURN_MARGIN = 0.25  # … if they need at most this many more own turns than the best
CROWD_PAYOUT: float | None = 0.0  # the later payouts' share (evaluate.crowd_estimate; 0: as
#                   for the leader); None: at the Platz now (the stark before #32 round 3)
CROWD_TABLE = 4     # … at tables of at most this many cars (at six: stalls, hoarding doubled)
CROWD_TRACKS = ("alpenpass",)  # … on these tracks (4-car Bergsprint: stalls five times as often)

_WERKSTATT = Action("werkstatt")  # the only move of a car that must roll back (see _strand_flag)


@dataclass
class Scored:
    action: Action
    value: float     # mean judged end position over the samples (lower is better)
    prior: float     # the one-move judgement (expected turns), for order and reasons
    turns: float = 0.0  # mean own turns to the Ziel over the samples (with the hoarding cost)


# -- the quick judgement every car plays by inside a sample (:mod:`.quick`) -----------------------

def _sample_move(state: "SpritState", seat: int, car: int, stream: Stream,
                 noise: float) -> Action:
    actions = state.legal_actions(seat)
    if len(actions) == 1:
        return actions[0]
    if not noise:
        return quick_best(state, car, actions)
    ranked = quick_ranked(state, seat, car, actions)
    if len(ranked) > 1 and ranked[1][0] <= ranked[0][0] + NOISE_WITHIN and \
            stream.random() < noise:
        return ranked[1][1]
    return ranked[0][1]


# -- judging an end position -----------------------------------------------------------------------

def effective_turns(state: "SpritState", car: int, used: dict[int, int],
                    order_pos: dict[int, float], payout: float | None = None) -> float:
    """Turns from the searched position to the Ziel: those the car used in the sample plus the
    table's estimate of those left (none once in the Ziel), with the turn order as a fraction —
    of two cars needing as many turns the one moving first arrives first. A car already in the
    Ziel before the search counts far ahead, earlier Zielplatz first. ``payout``: the table's
    payouts as :func:`.evaluate.crowd_estimate` values them (big fields, ``CROWD_PAYOUT``)."""
    c = state.cars[car]
    if c["finished"] and car not in used:
        return -100.0 + c["zielplatz"]
    spent = used.get(car, 0) + order_pos.get(car, 0.0)
    if c["finished"]:
        return spent + 0.01 * c["zielplatz"]
    if payout is None:
        return spent + turns_left(state, car)
    return spent + ai_eval.crowd_estimate(state, car, payout, slack=QUICK_SLACK)


def order_positions(state: "SpritState") -> dict[int, float]:
    """Each running car's place in the turn order from the car to move on, as a fraction < 1."""
    if state.active_car is None:
        return {}
    start = state.order.index(state.active_car)
    rotated = state.order[start:] + state.order[:start]
    ahead = [i for i in rotated if not state.cars[i]["finished"]]
    return {car: k / (len(ahead) + 1) for k, car in enumerate(ahead)}


def strand_risk(state: "SpritState", car: int) -> float:
    """How likely the car is to be Festgefahren: it has no drive and no Tankstelle, its only way
    out is the Werkstatt behind, and a rival between that Werkstatt and the car's next turn can
    roll onto it first."""
    c = state.cars[car]
    if c["finished"] or c["must_stamp"] or reachable(state, car):
        return 0.0
    if state.track.code(c["field"]) == TANKSTELLE:
        return 0.0
    if state.track.werkstatt_behind(c["field"]) is None:
        return 0.0  # the table already counts it as stuck
    return min(1.0, STRAND * werkstatt_rivals(state, car))


def judge_end(state: "SpritState", car: int, used: dict[int, int] | None = None,
              order_pos: dict[int, float] | None = None) -> float:
    """The sampled end position for ``car`` (lower is better): rivals likely ahead, a little of
    its own turns, hoarded fuel and the stranding risk. ``used``: turns each car spent in the
    sample (cars that were running when the search began), ``order_pos``: the turn order then."""
    ahead, mine = judge_parts(state, car, used, order_pos)
    return ahead + OWN * max(-5.0, mine)


def judge_parts(state: "SpritState", car: int, used: dict[int, int] | None = None,
                order_pos: dict[int, float] | None = None,
                hoard: float | None = None, payout: float | None = None
                ) -> tuple[float, float]:
    """The two parts of :func:`judge_end`: the rivals likely ahead, and the car's own turns to
    the Ziel with the hoarding (``hoard`` turns per litre) and stranding costs; ``payout``: every
    car's turns with the payouts of :func:`.evaluate.crowd_estimate`."""
    if used is None:
        used = {i: 0 for i, c in enumerate(state.cars) if not c["finished"]}
    pos = order_positions(state) if order_pos is None else order_pos
    me = state.cars[car]
    mine = effective_turns(state, car, used, pos, payout)
    if not me["finished"]:
        mine += (HOARD if hoard is None else hoard) * hoard_litres(state, car)
        risk = strand_risk(state, car)
        if risk:
            restart = used.get(car, 0) + 1 + ai_eval.raw_estimate(
                _restarted(state, car), car, state.platz(car), state.zielplatz(),
                slack=(0.0, 0.0))
            mine += risk * max(0.0, restart - mine)
    ahead = 0.0
    for i, o in enumerate(state.cars):
        if i == car or o["seat"] == me["seat"]:
            continue
        ahead += ahead_chance(me, o, mine, effective_turns(state, i, used, pos, payout))
    return ahead, mine


def ahead_chance(me: dict, other: dict, mine: float, theirs: float) -> float:
    """The chance ``other`` ends ahead of ``me``: settled once either is in the Ziel (the
    earlier Zielplatz is ahead, a car in the Ziel is ahead of one still driving), else a logistic
    of the difference of their turns to the Ziel."""
    if HARD and (me["finished"] or other["finished"]):
        if me["finished"] and other["finished"]:
            return 1.0 if other["zielplatz"] < me["zielplatz"] else 0.0
        return 0.0 if me["finished"] else 1.0
    diff = (mine - theirs) / TAU
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, diff))))


def _restarted(state: "SpritState", car: int) -> "SpritState":
    s = state.clone()
    c = s.cars[car]
    c["field"], c["fuel"], c["must_stamp"], c["tafel_checked"] = 0, c["start_tank"], False, True
    return s


# -- the search ------------------------------------------------------------------------------------

def _candidates(state: "SpritState", seat: int) -> list[tuple[float, Action]]:
    """The moves worth a search, each with its one-move value (expected turns). Measured: the
    Werkstatt and the shortest drive as extra candidates (staying behind) did not play better
    at the same budget — fewer samples per candidate cost more than the wider choice gained.
    In watched fields (:func:`watches_hoarding`) with ``HOARD_GUARD`` only those that don't
    hoard right after them (:func:`.watch.guarded`, cards counted)."""
    running = sum(1 for c in state.cars if not c["finished"])
    profile = PROFILES["strong"]
    if crowd_payout(state) is not None:
        profile = replace(profile, crowd=CROWD_PAYOUT)
    options = [(-o.value, o.action) for o in ranked_options(state, seat, profile)]
    wanted = CANDIDATES if state.options["cards"] and running <= CROWD else CANDIDATES_FEW
    chosen = options[:wanted]
    if HOARD_GUARD and len(options) > 1 and watches_hoarding(state):
        return guarded(state, seat, state.active_car, chosen, options[wanted:], HOARD_CARDS,
                       HOARD_DOOMED, HOARD_DEBT)
    return chosen


def _plies(state: "SpritState") -> int:
    running = sum(1 for c in state.cars if not c["finished"])
    return max(running, min(MAX_PLIES, ROUNDS * running))


def budget(state: "SpritState") -> int:
    """Quick judgements for this decision: ``BUDGET``, less in big fields, where every ply
    reads more cars (so the decision time stays about the same)."""
    running = sum(1 for c in state.cars if not c["finished"])
    return BUDGET if running <= CROWD else BUDGET * CROWD // running


def deal(state: "SpritState", stream: Stream) -> list[str]:
    """One guess at the unseen order: the pile's public make-up, shuffled by our stream."""
    pile = sorted(state.deck)
    stream.shuffle(pile)
    return pile


def crowd_payout(state: "SpritState") -> float | None:
    """``CROWD_PAYOUT`` where the later payouts count as for the leader — more than two cars
    running at a table of at most ``CROWD_TABLE`` on a track of ``CROWD_TRACKS`` — else None
    (the table of the car's Platz)."""
    running = sum(1 for c in state.cars if not c["finished"])
    if running > CROWD and len(state.cars) <= CROWD_TABLE and state.track.id in CROWD_TRACKS:
        return CROWD_PAYOUT
    return None


def watches_hoarding(state: "SpritState") -> bool:
    """Whether the samples watch for hoarding (the litre rate ``HOARD_CROWD`` and
    ``HOARD_STEP`` per hoarding turn start): in big fields, and with ``HOARD_TWO`` also in the
    race of two running cars that ends a bigger field — there half the hoarding games of 4-car
    fields began (the car with fuel to burn rolled back and drove in at once instead of Ablassen
    at a Tankstelle, seed 20035). A table of two cars is never watched: its play stays as it was."""
    running = sum(1 for c in state.cars if not c["finished"])
    return running > CROWD or (HOARD_TWO and len(state.cars) > CROWD and running == CROWD)


def _play_out(state: "SpritState", seat: int, car: int, action: Action, deck: list[str],
              seed: int, plies: int, order_pos: dict[int, float],
              crowded: bool, watched: bool | None = None) -> tuple[float, float]:
    watched = crowded if watched is None else watched
    hoard = HOARD_CROWD if watched else None
    payout = crowd_payout(state) if crowded else None
    run = run_sample(state, seat, car, action, deck, seed, plies, watch=crowded,
                     count_hoarding=watched)
    ahead, mine = judge_parts(run.end, car, run.used, order_pos, hoard, payout)
    if watched:
        mine += HOARD_STEP * run.hoarding
    if crowded:
        ahead += STUCK_CROWD * run.stuck
    if run.flagged is None:
        return ahead, mine
    # the car's next turn needs the Werkstatt a rival could take first: the sample's rivals
    # (the quick judgement) seldom roll back, a searching rival does — value that chance as
    # the Start it leads to
    risk, stranded, spent = run.flagged
    lost_ahead, lost_mine = judge_parts(stranded, car, spent, order_pos, hoard, payout)
    lost_ahead += STUCK_CROWD
    return ((1 - risk) * ahead + risk * lost_ahead, (1 - risk) * mine + risk * lost_mine)


def play_out(state: "SpritState", seat: int, car: int, action: Action, deck: list[str],
             seed: int, plies: int) -> tuple["SpritState", dict[int, int]]:
    """One sample: ``action``, then every car by the quick judgement for up to ``plies`` moves
    (until the car is in the Ziel), the unseen cards in the order ``deck``. Returns the end
    position and the turns each car running at the start spent in it (Rückenwind turns don't
    count)."""
    run = run_sample(state, seat, car, action, deck, seed, plies)
    return run.end, run.used


class Sample(NamedTuple):
    """One sample of :func:`run_sample`."""
    end: "SpritState"               # the position reached
    used: dict[int, int]            # turns each car running at the start spent in it
    flagged: tuple[float, "SpritState", dict[int, int]] | None  # the stranding watch, if it fired
    stuck: int                      # Festgefahren of the car
    hoarding: int                   # own turn starts hoarding (watched only)


def run_sample(state: "SpritState", seat: int, car: int, action: Action, deck: list[str],
               seed: int, plies: int, watch: bool = False,
               count_hoarding: bool | None = None) -> Sample:
    """:func:`play_out`, the car's Festgefahren, and with ``watch`` (big fields) two things the
    end position can't show: the stranding — when the car's next turn starts with the Werkstatt
    behind as its only move, the chance a rival that stood before that Werkstatt right after
    ``action`` rolls onto it first (``STRAND`` per rival), the position with the car sent back
    to the Start then, and the turns spent until then — and how many of the car's own turn
    starts after ``action`` found it hoarding (:func:`hoarding`; ``count_hoarding`` apart from
    ``watch`` when given)."""
    count_hoarding = watch if count_hoarding is None else count_hoarding
    s = state.clone()
    s.deck = list(deck)
    s.card_stream = Stream(seed)  # a reshuffle inside the sample is ours, not the game's
    noise = Stream(seed ^ 0x5DEECE66D)
    before = {i: c["turns"] for i, c in enumerate(s.cars) if not c["finished"]}
    extra = dict.fromkeys(before, 0)
    mover, mover_seat, move = car, seat, action
    rivals_at: list[int] | None = None
    flagged = None
    stuck = hoards = 0

    def spent() -> dict[int, int]:
        return {i: s.cars[i]["turns"] - t - extra[i] for i, t in before.items()}

    for _ in range(plies + 1):
        if mover == car and move is action:
            events = s.apply(mover_seat, move)  # the candidate goes through the full check
            if watch:
                rivals_at = [o["field"] for i, o in enumerate(s.cars)
                             if i != car and not o["finished"]]
        else:  # a sampled move is legal by construction: skip the rules' re-validation
            s._perform(mover, move)
            events = s._end_turn(mover)
        stuck += sum(1 for e in events if e["type"] == "stuck" and e["car"] == car)
        if s.active_car == mover and s.phase == "move" and not s.cars[mover]["finished"]:
            extra[mover] += 1  # Rückenwind: another turn in the same round is no turn spent
        if s.is_over() or s.cars[car]["finished"]:
            break
        mover = s.active_car
        assert mover is not None
        mover_seat = s.cars[mover]["seat"]
        if count_hoarding and mover == car and s.phase == "move" and hoarding(s, car):
            hoards += 1
        if mover == car and rivals_at is not None and s.phase == "move":
            flagged = _strand_flag(s, car, rivals_at, spent())
            rivals_at = None
        move = _sample_move(s, mover_seat, mover, noise, 0.0 if mover_seat == seat else NOISE)
    return Sample(s, spent(), flagged, stuck, hoards)


def _strand_flag(s: "SpritState", car: int, rivals_at: list[int], used: dict[int, int]
                 ) -> tuple[float, "SpritState", dict[int, int]] | None:
    if s.legal_actions(s.cars[car]["seat"]) != [_WERKSTATT]:
        return None
    target = s.track.werkstatt_behind(s.cars[car]["field"])
    rivals = sum(1 for f in rivals_at if f != target and s.track.werkstatt_behind(f) == target)
    if not rivals:
        return None
    lost = {**used, car: used.get(car, 0) + 1}  # the turn at the Werkstatt taken: Festgefahren
    return min(1.0, STRAND * rivals), _restarted(s, car), lost


def search(state: "SpritState", seat: int, stream: Stream) -> list[Scored]:
    """The candidates with their mean sampled values, best first (ties by the one-move value)."""
    car = state.active_car
    assert car is not None
    chosen = _candidates(state, seat)
    if len(chosen) == 1:
        v, a = chosen[0]
        return [Scored(a, 0.0, v)]
    plies = _plies(state)
    order_pos = order_positions(state)
    # far behind in a big field every rival is ahead whatever the move, so the own turns (and the
    # hoarded fuel) decided at 0.05, below the sampling noise: crowds weigh them more
    crowded = sum(1 for c in state.cars if not c["finished"]) > CROWD
    weight = OWN_CROWD if crowded else OWN
    watched = watches_hoarding(state)
    totals = [0.0] * len(chosen)
    if watched and STAMP_DEBT and len(state.cars) <= CROWD_TABLE:
        owing = [weight * STAMP_DEBT * debt_after(state, car, a) for _v, a in chosen]
    else:
        owing = [0.0] * len(chosen)
    counts = [0] * len(chosen)
    own = [0.0] * len(chosen)

    def sample(indices: list[int], times: int) -> None:
        for _ in range(times):
            deck = deal(state, stream) if state.options["cards"] else []
            seed = stream.next_u64()
            for k in indices:
                ahead, mine = _play_out(state, seat, car, chosen[k][1], deck, seed, plies,
                                        order_pos, crowded, watched)
                totals[k] += ahead + weight * max(-5.0, mine) + owing[k]
                own[k] += mine
                counts[k] += 1

    # without cards every sample plays the same (the rivals never err in a sample): one will do
    samples = max(MIN_SAMPLES, budget(state) // (len(chosen) * plies)) \
        if state.options["cards"] or NOISE else 1
    sample(list(range(len(chosen))), samples)
    scored = [Scored(a, totals[k] / counts[k], v, own[k] / counts[k])
              for k, (v, a) in enumerate(chosen)]
    scored.sort(key=lambda s: (s.value, s.prior))
    return scored


def pick(scored: list[Scored], stream: Stream) -> Scored:
    """Among the moves within ``MARGIN`` of the best, one chosen by the stream — but only those
    that need at most ``TURN_MARGIN`` more own turns than the best: when the race is settled
    (far behind every rival, or far ahead) the chances ahead hardly differ, and a random pick
    among moves a turn apart made cars at the back of big fields stall and hoard."""
    top = scored[0]
    pool = [s for s in scored
            if s.value <= top.value + MARGIN and s.turns <= top.turns + TURN_MARGIN]
    return pool[stream.randbelow(len(pool))] if len(pool) > 1 else pool[0]


# -- the Rat's figures -----------------------------------------------------------------------------

EXACT_BELOW = 6  # table figures up to this many turns are counted exactly (ai.ziel_count)


def turns_after(state: "SpritState", seat: int, car: int, action: Action) -> int:
    """Whole turns to the Ziel after ``action`` by the lone-car count (an Ereignisfeld as a plain
    field) with the later Kontrollen and Tafeln paying as for the leader — the Platz the
    Zielplatz to be had now gives, the least they pay — so the figure follows the car's own
    moves, not the rivals': with the car's Platz it jumped 18 → 11 after a two-field drive when
    rivals passed and every Kontrolle was counted at 30 L instead of 10 L (#30). Only what the
    next turn start pays (a stamp due, a Tafel) is counted at the Platz now, as the Ziel-Rechner
    does; a payout above the leader's later makes the figure fall faster once it is paid. It
    agrees with the Ziel-Rechner: exactly one more turn when, at the car's next turn start, one
    drive straight in fits."""
    after = ai_eval.neutral_after(state, seat, car, action)
    c = after.cars[car]
    if c["finished"]:
        return 0
    place = after.zielplatz()
    value = ai_eval.raw_estimate(after, car, place, place, slack=(0.0, 0.0))
    whole = max(1, round(value))
    if whole <= EXACT_BELOW:
        # near the Ziel the exact count (a Kontrolle's turn included: the table said „1“ with
        # a stamp and two drives to go, #30); cheap there, so the Rat and the Ziel-Rechner
        # both get it from here
        from speedgames.sprit.ai import ziel_count

        exact = ziel_count.turns_after(state, seat, car, action, place)
        if exact is not None:
            return max(1, exact)
    if c["stamps"] >= 3 and not c["must_stamp"] and not c["skip"]:
        fits = ziel_mod.rechnung(after.track.ziel - c["field"], after.zielplatz(),
                                 next_start_fuel(after, car)).fits
        if fits:
            return 1
        if whole == 1:
            return 2  # the table's 10-litre grid above 200 L must not claim a drive that won't fit
    return whole


def next_start_fuel(state: "SpritState", car: int) -> int:
    """The fuel the car will have when its next turn starts (a matching Tafel pays then)."""
    c = state.cars[car]
    fuel = c["fuel"]
    if not c["tafel_checked"] and state.track.tafel_pays(c["field"], state.platz(car)):
        fuel += FUEL_STEP * state.platz(car)
    return fuel


def advise(state: "SpritState", seat: int) -> Advice:
    """The Rat: the strong computer's move, its reason, whole turns after it, and the best move of
    a genuinely different plan (another field to stand on) as the runner-up."""
    car = state.active_car
    if car is None or not state.legal_actions(seat):
        return Advice(options=[], extra={})
    # from public facts only (never the game's seed, from which the hidden order follows), so
    # the same position always gets the same Rat
    stream = Stream(derive_seed("sprit", "rat", state.round, state.turn_index,
                                [(o["field"], o["fuel"], o["stamps"]) for o in state.cars],
                                sorted(state.deck), len(state.discard)))
    scored = search(state, seat, stream)
    searched = {s.action for s in scored}
    options: list[Option] = []
    for s in scored:
        options.append(_option(state, seat, car, s.action, -s.value))
    floor = (options[-1].value if options else 0.0) - 1.0
    rest = [o for o in quick_ranked(state, seat, car) if o[1] not in searched]
    for k, (_v, action) in enumerate(rest):
        options.append(_option(state, seat, car, action, floor - 0.001 * k))
    best = options[0]
    here = end_field(state, car, best.action)
    second = next((o for o in options[1:] if end_field(state, car, o.action) != here), None)
    return Advice(options=options, extra={"turns": best.extra["turns"], "best": best,
                                          "second": second})


def _option(state: "SpritState", seat: int, car: int, action: Action, value: float) -> Option:
    turns = turns_after(state, seat, car, action)
    return Option(action=action, value=value, reason=reason(state, car, action, turns),
                  extra={"turns": turns})


class SearchPlayer:
    """„stark“: searches its candidate moves against the other cars; never mutates the state."""

    def __init__(self, level: str = "strong", style: str | None = None, seed: int = 0) -> None:
        self.level = level
        self.style = style
        self.stream = Stream.derive(seed, "sprit", "ai", "search")

    def choose(self, state: "SpritState", seat: int) -> Decision:
        forced = forced_move(state, seat)
        if forced is not None:
            return forced
        car = state.active_car
        assert car is not None
        if lone.alone(state, car):
            action = lone.best(state, seat, car)
            return Decision(action, reason(state, car, action, 1.0))
        chosen = pick(search(state, seat, self.stream), self.stream)
        return Decision(chosen.action, reason(state, car, chosen.action, chosen.prior))
