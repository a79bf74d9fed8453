"""The URL corpora the tests read: ``HREF_URL_CORPORA``, or ``../shared/data/urls``.

A user's clone has no ``../shared``: there the tests that need the corpora
skip, saying where they looked; CI has them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CORPORA = Path(
    os.environ.get("HREF_URL_CORPORA")
    or Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "urls"
)


def corpus_lines(per_file: int | None = None) -> list[str]:
    """Every line of each corpus file (the first ``per_file`` of each), or skip."""
    files = sorted(CORPORA.glob("*.txt")) if CORPORA.is_dir() else []
    if not files:
        # Real URLs are data the repository does not ship (4.6 MB, the
        # workplace's ../shared); CI has them, a user's clone may not.
        pytest.skip(f"no URL corpora in {CORPORA} (not in the repository: set HREF_URL_CORPORA)")
    return [
        line for file in files for line in file.read_text(encoding="utf-8").split("\n")[:per_file]
    ]
