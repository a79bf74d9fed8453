"""The examples of docs/migration.md run, as doctests, and give what the page says."""

from __future__ import annotations

import doctest
from pathlib import Path

PAGE = Path(__file__).resolve().parents[1] / "docs" / "migration.md"


def test_migration_page_examples_run() -> None:
    failed, attempted = doctest.testfile(
        str(PAGE),
        module_relative=False,
        optionflags=doctest.ELLIPSIS,
        raise_on_error=False,
        verbose=False,
    )
    assert attempted > 20
    assert failed == 0
