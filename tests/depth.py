"""How deep the suite runs: the contributor's loop, or CI's deep run (``pytest --deep``).

Both runs hold every kind of test: the conformance tables, the properties, the
differential tests, the docs, the typing checks. They differ in how much of
each: the fast run (the default, the README's test command) runs each property
on a tenth of the examples its test asks for (20, a fifth of hypothesis's
default, where it asks for none), the corpus tests on a spread sample of each file,
and the memory soaks on shorter streams; ``pytest --deep`` (or ``HREF_DEEP=1``
in the environment) runs every example count as written, every corpus line and
the million-URL soak. CI runs both (``.ci/run``).

The switch is read through functions, not constants: conftest.py sets it in
``pytest_configure``, after this module is first imported and before any test
module is.
"""

from __future__ import annotations

import os

_deep = os.environ.get("HREF_DEEP", "") not in {"", "0"}


def set_deep(deep: bool) -> None:
    """Choose the run (conftest.py, from ``--deep`` or ``HREF_DEEP``)."""
    global _deep  # noqa: PLW0603 - one switch for the whole session, set once
    _deep = deep


def is_deep() -> bool:
    """Whether this is the deep run."""
    return _deep


def examples(deep: int) -> int:
    """A property's example count: ``deep`` in the deep run, a tenth (at least 10) in the fast."""
    return deep if _deep else max(10, deep // 10)


def sized(fast: int, deep: int) -> int:
    """A stream's or sample's size: one for each run."""
    return deep if _deep else fast


def sample(lines: list[str], fast: int) -> list[str]:
    """Every line in the deep run; at most ``fast`` of them, spread evenly, in the fast one."""
    if _deep or len(lines) <= fast:
        return lines
    step = len(lines) / fast
    return [lines[int(i * step)] for i in range(fast)]
