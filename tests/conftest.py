"""Shared fixtures: every test runs headless (dummy video and audio drivers).

Under pytest-xdist (``python3 run.py test`` runs the suite on every core) the tests are handed
out by :class:`Scheduler`: one at a time to whichever worker is free, the long ones first, and
the tests of a module in :data:`ONE_WORKER` all to one worker.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# No test may depend on timing or machine load: Hypothesis's deadline and its „input generation
# is slow“ health check both measure the clock, and on a loaded 2-core machine they failed a
# property test that is fine (tests/core/test_log_notes.py). Tests that set their own settings
# inherit this profile for what they leave open.
settings.register_profile("speedgames", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("speedgames")

@pytest.fixture(autouse=True)
def _language_kept():
    """Each test leaves the language as it found it. Why: an App (``lang="en"``) sets the
    process's language, and a later test on the same worker that prints in the default German
    (the Analyse command line) then read English — which test ran before depended on the
    order the workers happened to take the tests in."""
    from speedgames.core import i18n

    before = i18n.language()
    yield
    if i18n.language() != before:
        i18n.set_language(before)


@pytest.fixture(scope="session", autouse=True)
def _samples_made_once_a_run(tmp_path_factory):
    """Under pytest-xdist the workers hand one another the review samples (a game of the strong
    computer and its analysis per game, ≈ 6 s of CPU for the three): made once a run, not once a
    worker (:mod:`tests.shared_store`, in the folder the workers' temporary folders share)."""
    from speedgames.ui import review_samples
    from tests import shared_store

    if not os.environ.get("PYTEST_XDIST_WORKER") or not shared_store.available():
        yield
        return
    folder = tmp_path_factory.getbasetemp().parent / "shared"
    review_samples.SHARED = shared_store.SharedStore(folder)
    yield
    review_samples.SHARED = None


#: Modules whose tests share one costly module fixture: on one worker it is made once (on two,
#: twice, and two PyInstaller runs would share its cache). Why not ``xdist_group``: with pytest
#: 9.2 the ``--dist loadgroup`` of pytest-xdist 3.8 silently stops grouping (its node-id suffix
#: no longer takes; pytest-xdist issue 1386), so the grouping is done here by module path.
ONE_WORKER = {
    "tests/install/test_build.py": "builds the stand-alone program once (PyInstaller)",
    "tests/install/test_wheel.py": "builds the sdist and the wheel and installs it once",
    "tests/test_architecture.py": "reads and parses the whole package once (≈ 6 s)",
    "tests/core/test_analysis.py": "plays each seeded game once for the tests that analyse it",
    "tests/core/test_history.py": "plays one Speedsprit game of the strong computer once",
    "tests/core/test_planted.py": "plays the Speedtulpe game without a plant once for both tests",
}

#: The longest tests (about 2.5 s and more of one core), handed out first: begun last, one of them
#: would keep a worker busy while the other has nothing left to do. Node-id prefixes; a name that
#: no longer exists only loses its place in the queue.
LONG_FIRST = (  # the longest first (seconds of one core, quiet and loaded runs, 2026-12-06 14:00)
    "tests/layout/test_nothing_clipped.py::test_no_text_is_clipped_on_any_screen_at_150_percent",
    "tests/core/test_analysis_bench.py::test_the_analysis_bench_times_every_game",
    "tests/tulpe/test_properties.py::test_random_legal_games_keep_every_rule",
    "tests/rocket/test_properties.py::test_many_random_games_conserve_chips",
    "tests/sprit/test_properties.py::test_random_legal_games_keep_the_invariants_and_replay",
    "tests/rocket/test_modes.py::test_so_lief_der_meister_heute",
    "tests/rocket/test_ai.py::test_every_level_chooses_a_legal_action_in_random_positions",
    "tests/tulpe/test_layout.py::test_the_generator_only_ever_returns_valid_layouts",
    "tests/ui/test_extreme_sizes.py::test_every_screen_and_variant_survives_resizes",
    "tests/install/test_shipping.py::test_a_long_measurement_stops_on_sigterm",
    "tests/tulpe/test_analysis_cautious.py",
    "tests/sprit/test_ai_search.py::test_stark_plays_only_legal_moves_and_a_seed_replays",
    "tests/rocket_ui/test_scene_solo.py::test_share_line_and_the_master_of_the_day",
    "tests/core/test_moments.py::test_every_analysed_decision_is_named_by_the_games_time",
    "tests/sprit/test_ziel_change.py::test_most_big_falls_in_seeded_games_get_their_reason",
    "tests/rocket/test_solver.py::test_the_solver_equals_brute_force_enumeration_on_small_bags",
    "tests/tulpe/test_ai_search.py::test_the_searching_stark_is_deterministic_for_a_seed",
    "tests/core/test_saves.py::test_killing_the_process_at_any_moment",
    "tests/sprit_ui/test_daily.py::test_first_tagesetappe_counts_and_the_endtafel_shows",
    "tests/core/test_locale_quality.py::test_the_unused_key_checker_finds_nothing_to_delete",
    "tests/rocket/test_solver.py::test_the_cut_off_stays_within_its_error_bound",
    "tests/sprit/test_ai_measure.py::test_flat_monte_carlo",
)


def _long_rank(nodeid: str) -> int:
    return next((i for i, prefix in enumerate(LONG_FIRST) if nodeid.startswith(prefix)),
                len(LONG_FIRST))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On an xdist worker: the long tests first (every worker sorts alike, as xdist requires)."""
    if hasattr(config, "workerinput"):
        items.sort(key=lambda item: _long_rank(item.nodeid))  # stable: the rest keeps its order


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """``--dist load`` (the default of ``-n``) and ``loadgroup`` with :class:`Scheduler`."""
    if config.getvalue("dist") not in ("load", "loadgroup"):
        return None
    return make_scheduler(config, log)


def make_scheduler(config: pytest.Config, log):
    from xdist.scheduler import LoadScopeScheduling

    class Scheduler(LoadScopeScheduling):
        """xdist's scope scheduling with one test a scope, but a whole module for the modules of
        :data:`ONE_WORKER` (their fixture is made once). Units of several tests go out first,
        then the single tests in the workers' order (the long ones first)."""

        def _split_scope(self, nodeid: str) -> str:
            return scope_of(nodeid)

    return Scheduler(config, log)


def scope_of(nodeid: str) -> str:
    """The unit of work a test belongs to: its module for :data:`ONE_WORKER`, else itself."""
    module = nodeid.split("::", 1)[0]
    return module if module in ONE_WORKER else nodeid
