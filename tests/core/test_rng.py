from hypothesis import given, strategies as st

from speedgames.core.rng import Stream, derive_seed


def test_same_seed_and_path_give_the_same_sequence():
    a, b = Stream.derive(42, "draws", 1, 0), Stream.derive(42, "draws", 1, 0)
    assert [a.next_u64() for _ in range(20)] == [b.next_u64() for _ in range(20)]


def test_different_paths_give_independent_streams():
    a, b = Stream.derive(42, "draws", 1, 0), Stream.derive(42, "draws", 1, 1)
    assert [a.next_u64() for _ in range(5)] != [b.next_u64() for _ in range(5)]


def test_derived_seed_is_fixed_across_machines():
    # a golden value: if this changes, every daily puzzle and savegame changes too
    assert derive_seed(2026, "daily", "rocket") == derive_seed(2026, "daily", "rocket")
    assert Stream(0).next_u64() == 0xE220A8397B1DCDAF


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=1000))
def test_randbelow_stays_in_range(state, n):
    s = Stream(state)
    for _ in range(10):
        assert 0 <= s.randbelow(n) < n


@given(st.integers(min_value=0, max_value=2**64 - 1))
def test_json_round_trip_continues_the_same_sequence(state):
    s = Stream(state)
    s.next_u64()
    t = Stream.from_json(s.to_json())
    assert [s.next_u64() for _ in range(5)] == [t.next_u64() for _ in range(5)]


def test_shuffle_is_a_permutation():
    items = list(range(30))
    Stream.derive(1, "x").shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))


def test_randbelow_is_roughly_uniform():
    s = Stream.derive(7, "uniform")
    counts = [0] * 6
    for _ in range(6000):
        counts[s.randbelow(6)] += 1
    assert all(850 < c < 1150 for c in counts)
