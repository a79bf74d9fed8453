"""The suite's one switch, ``--deep`` (tests/depth.py says what it changes)."""

from __future__ import annotations

import pytest
from hypothesis import settings

import depth

# Properties without their own count take the profile's: 100 is hypothesis's
# default, and the deep run's; the fast run takes a fifth of it. No deadline:
# speed is measured in benchmarks/, never asserted by a timer in the tests, and
# hypothesis's 200 ms per example failed tests that start the CLI in a
# subprocess when three suites share CI's two cores.
settings.register_profile("fast", max_examples=20, deadline=None)
settings.register_profile("deep", max_examples=100, deadline=None)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--deep",
        action="store_true",
        help="the deep run: every hypothesis example count as written, every corpus line, "
        "the million-URL memory soak (HREF_DEEP=1 does the same; CI runs it)",
    )


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--deep"):
        depth.set_deep(True)
    settings.load_profile("deep" if depth.is_deep() else "fast")


def pytest_report_header(config: pytest.Config) -> str:
    del config
    if depth.is_deep():
        return "href: the deep run (--deep): full example counts, every corpus line"
    return "href: the fast run (pytest --deep for CI's depth: more examples, every corpus line)"
