"""stark's model of the others' column and colour takes (ai.rivals) against brute force."""

import random

import pytest

from speedgames.tulpe.ai import rivals
from speedgames.tulpe.ai.evaluate import Context
from speedgames.tulpe.ai.lookahead import after
from speedgames.tulpe.ai.rivals import Rivals, race
from speedgames.tulpe.ai.search import SEARCH_WEIGHTS, judge
from speedgames.tulpe.rules import GAME, placement
from speedgames.tulpe.rules.dice import COLOR_FACES, NUMBER_FACES
from speedgames.tulpe.rules.layout import COLORS, COLS, COLUMN_MASK, mask_of

from .helpers import cells, choose, position


def _grown(seed, seats, blooms):
    """A table whose fields grew by random legal placements, with random dice rolled."""
    rng = random.Random(seed)
    state = GAME.new_state({"seats": seats, "layout": "klassisch"}, seed)
    for _ in range(blooms):
        for player in state.players:
            color = rng.choice(COLORS)
            options = placement.placements(state.layout, player.bloomed, color,
                                           rng.randint(1, 5))
            if options:
                player.bloomed |= rng.choice(options)
    state.players[1].cans = rng.randint(0, 3)
    state.dice = {"colors": [rng.choice(COLOR_FACES) for _ in range(3)],
                  "numbers": [rng.choice(NUMBER_FACES) for _ in range(3)]}
    state.phase = "active"
    return state


def _brute_force(state, seat, taken):
    """Per column / colour: the die pairs with which one of ``seat``'s legal actions (from the
    rules, with the active seat 0 having taken ``taken``) completes it."""
    trial = state.copy()
    trial.phase = "others"
    trial.taken = list(taken) if taken is not None else None
    trial.choices = {0: None}
    player = trial.players[seat]
    cols, colors = {}, {}
    for action in trial.legal_actions(seat):
        if action.type != "choose":
            continue
        grown = player.bloomed | mask_of(action.get("cells"))
        pair = (action.get("color_die"), action.get("number_die"))
        for col in range(COLS):
            if player.bloomed & COLUMN_MASK[col] != COLUMN_MASK[col] \
                    and grown & COLUMN_MASK[col] == COLUMN_MASK[col]:
                cols.setdefault(col, set()).add(pair)
        for color in COLORS:
            mask = trial.layout.color_mask[color]
            if player.bloomed & mask != mask and grown & mask == mask:
                colors.setdefault(color, set()).add(pair)
    return cols, colors


def test_the_pairs_that_complete_a_column_or_colour_equal_a_brute_force_over_the_rules():
    found = 0
    for seed in range(40):
        state = _grown(seed, 2, 14 + seed % 8)
        ctx = Context(state.view(0))
        cols, colors = race(ctx, 1, [0, 1, 2], [0, 1, 2])
        for taken in [None, (0, 1), (2, 2)]:
            want_cols, want_colors = _brute_force(state, 1, taken)
            if taken is None:
                assert {c: set(p) for c, p in cols.items()} == want_cols
                assert {c: set(p) for c, p in colors.items()} == want_colors
            else:
                left = {c: {p for p in pairs if p[0] != taken[0] and p[1] != taken[1]}
                        for c, pairs in cols.items()}
                assert {c: p for c, p in left.items() if p} == want_cols
            found += len(want_cols)
    assert found >= 10  # the positions do reach column races


def test_the_chance_that_another_seat_claims_first_follows_the_dice_left_to_it():
    """Three seats, seat 0 active: for each die pair it may take, the chance a column is claimed
    by another seat is 1 − (1 − TAKE)^k, k the seats that can complete it with the dice left."""
    checked = 0
    for seed in range(30):
        state = _grown(100 + seed, 3, 16 + seed % 6)
        model = Rivals(Context(state.view(0)))
        for pair in [None, *((c, n) for c in range(3) for n in range(3))]:
            cols, _ = model.risk(pair)
            able: dict[int, int] = {}
            for seat in (1, 2):
                for col in _brute_force(state, seat, pair)[0]:
                    able[col] = able.get(col, 0) + 1
            assert set(cols) == set(able)
            for col, k in able.items():
                assert cols[col] == pytest.approx(1 - (1 - rivals.TAKE) ** k)
                checked += 1
    assert checked >= 10


def test_the_active_seats_public_choice_that_completes_a_column_claims_it_for_sure():
    # Seat 1 (active) has all of column A but A1 A2 A3 (Violett) in bloom and takes V + 3.
    state = position(seats=2, dice=("VRY", [3, 1, 2]), active=1,
                     bloomed={1: "A4 A5 A6 A7 B4", 0: "H4"})
    state.apply(1, choose(0, 0, "A1 A2 A3"))
    model = Rivals(Context(state.view(0)))
    cols, _ = model.risk(None)
    assert cols == {0: 1.0}
    # … and a column claimed for sure pays seat 0 only the later value next Wurf.
    nxt = after(Context(state.view(0)), None, model.risk(None))
    assert nxt.col_risk == {0: 1.0}


def test_with_no_rival_able_to_complete_the_search_sees_no_risk():
    state = position(seats=2, dice=("VRY", [3, 1, 2]), bloomed={1: "H4", 0: "H5"})
    assert Rivals(Context(state.view(0))).risk(None) == ({}, {})
    alone = position(seats=1, dice=("VRY", [3, 1, 2]), mode="rekordjagd")
    assert Rivals(Context(alone.view(0))).races == []


def test_a_risky_column_is_worth_less_in_the_next_wurf_than_a_safe_one():
    """Completing a column next Wurf pays, in expectation, the first value less its difference
    to the later value times the chance that the other seat takes it first this Wurf; the
    column's hope before falls with the same chance (rivals.hope_shift)."""
    from speedgames.tulpe.ai.evaluate import column_fill, column_hope
    from speedgames.tulpe.ai.fast import FieldEval
    from speedgames.tulpe.ai.rivals import hope_shift

    state = position(seats=2, dice=("VRY", [3, 1, 2]), bloomed={0: "A4 A5 A6 A7 B4", 1: "H4"})
    ctx = Context(state.view(0))
    safe = after(ctx, None, ({}, {}))
    risky = after(ctx, None, ({0: 0.5}, {}))
    placed = mask_of(cells("A1 A2 A3"))
    w = SEARCH_WEIGHTS
    fill = column_fill(ctx, w, 0, ctx.me.bloomed)  # the column's hope counts its Würfe to go
    before_safe = column_hope(safe, w, 0, 4, fill)
    before_risky = column_hope(risky, w, 0, 4, fill)
    total_safe = FieldEval(safe, w, safe.me).value(placed, "V") + before_safe
    total_risky = FieldEval(risky, w, risky.me).value(placed, "V") + before_risky
    assert total_safe - total_risky == pytest.approx(0.5 * (5 - 3))
    shift = hope_shift(ctx, w, ctx.me.bloomed, ({0: 0.5}, {}))
    assert shift == pytest.approx(before_risky - before_safe)
    assert shift < 0
    assert hope_shift(ctx, w, ctx.me.bloomed | placed, ({0: 0.5}, {})) == 0.0  # complete: none


def _one_colour_from_the_end():
    """Seat 1 has Rot complete and all of Violett but A1 A2 A3: Violett + 3 ends the game."""
    state = position(seats=2, dice=("VRY", [3, 1, 2]), bloomed={0: "H4"})
    layout = state.layout
    open_cells = mask_of(cells("A1 A2 A3"))
    state.players[1].bloomed = (layout.color_mask["R"] | layout.color_mask["V"]) & ~open_cells
    state._completions()
    assert [c for c, _, _ in state.players[1].colors] == ["R"] and not state.is_over()
    return state


def test_the_chance_that_another_seat_ends_the_game_follows_the_dice_left_to_it():
    state = _one_colour_from_the_end()  # seat 0 is active and chooses first
    model = Rivals(Context(state.view(0)))
    assert model.end_chance(None) == pytest.approx(rivals.END_TAKE)  # seat 1 leads
    assert model.end_chance((0, 0)) == 0.0  # seat 0 takes the Violett die and the 3
    assert model.end_chance((0, 1)) == 0.0
    assert model.end_chance((1, 1)) == pytest.approx(rivals.END_TAKE)


def test_when_the_active_seats_public_choice_ends_the_game_only_this_wurfs_points_count():
    state = _one_colour_from_the_end()
    state.active = 1
    state.apply(1, choose(0, 0, "A1 A2 A3"))
    view = state.view(0)
    assert Rivals(Context(view)).end_chance(None) == 1.0
    judged = judge(view)
    assert len(judged) >= 3
    for j in judged:
        assert j.value == pytest.approx(0.0 if j.cand is None else j.cand.points)
