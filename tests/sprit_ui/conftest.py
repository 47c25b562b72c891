"""Fixtures for the Speedsprit screen tests: the shared headless App and event driver."""

from tests.ui.conftest import app, drive, shots  # noqa: F401  (re-exported fixtures)
