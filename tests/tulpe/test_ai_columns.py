"""stark's column hope by the Würfe a column still needs (``Weights.col_runs``)."""

import dataclasses

import pytest

from speedgames.tulpe.ai.evaluate import Context, column_fill, column_hope, column_steps
from speedgames.tulpe.ai.players import WEIGHTS
from speedgames.tulpe.rules.layout import COLUMN_MASK, mask_of

from .helpers import TEST_LAYOUT, cells, position

RUNS = dataclasses.replace(WEIGHTS["strong"], col_runs=0.5)
PLAIN = dataclasses.replace(WEIGHTS["strong"], col_runs=1.0)


def _open(names):
    return mask_of(cells(names))


def test_a_run_of_one_colour_down_a_column_is_one_wurf():
    steps = column_steps(TEST_LAYOUT.colors)
    # Column A from the top: V V V R Y O W.
    assert steps[0][COLUMN_MASK[0]] == 5
    assert steps[0][_open("A1 A2 A3")] == 1
    assert steps[0][_open("A1 A3")] == 2  # A2 bloomed: two separate fields
    assert steps[0][_open("A3 A4 A5")] == 3
    # Column H: R V W Y Y O W.
    assert steps[7][COLUMN_MASK[7]] == 6
    assert steps[7][_open("H4 H5")] == 1


def test_the_fill_counts_fields_beyond_the_first_of_a_run_by_col_runs():
    state = position(seats=2, bloomed={0: "A4 A5 A6 A7"})
    ctx = Context(state.view(0))
    bloomed = ctx.me.bloomed
    assert column_fill(ctx, PLAIN, 0, bloomed) == 4.0
    assert column_fill(ctx, RUNS, 0, bloomed) == 7 - 1 - 0.5 * 2  # A1–A3: one run of three


def test_a_column_one_run_from_full_hopes_more_than_one_as_full_in_three_colours():
    one_run = position(seats=2, bloomed={0: "A4 A5 A6 A7"})  # open A1–A3, all violet
    three = position(seats=2, bloomed={0: "A1 A2 A6 A7"})  # open A3 A4 A5: V, R, Y
    hopes = {}
    for name, state in (("one_run", one_run), ("three", three)):
        ctx = Context(state.view(0))
        for w in (PLAIN, RUNS):
            fill = column_fill(ctx, w, 0, ctx.me.bloomed)
            hopes[name, w.col_runs] = column_hope(ctx, w, 0, 4, fill)
    assert hopes["one_run", 1.0] == pytest.approx(hopes["three", 1.0])
    assert hopes["one_run", 0.5] > hopes["three", 0.5]
    assert hopes["three", 0.5] == pytest.approx(hopes["three", 1.0])  # three fields, three runs


def test_stark_counts_columns_by_wuerfe_and_the_frozen_strong_v1_by_fields():
    assert WEIGHTS["strong"].col_runs < 1.0
    assert WEIGHTS["strong_v1"].col_runs == WEIGHTS["normal"].col_runs == 1.0
