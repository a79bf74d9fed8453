"""Where the vendored conformance data lives (tests/data/, with its origins and licences).

Test data nobody here wrote: web-platform-tests' URL files and Unicode's
IdnaTestV2, in the repository so that every clone runs every conformance test.
tests/test_conformance_data.py checks each file against the sha256 its README
records, and against the workplace's copy in ``../shared/data`` where present.
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
WPT = DATA / "wpt"
IDNA = DATA / "idna"
URLPATTERN = DATA / "urlpattern"
