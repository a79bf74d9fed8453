"""Where the vendored conformance data lives (tests/data/, with its origins and licences).

Test data nobody here wrote: web-platform-tests' URL and data: URL files,
Unicode's IdnaTestV2, the RFC 6570 suite (uritemplate-test) and whatwg-url's
validation cases, in the repository so that every clone runs every conformance
test.
tests/test_conformance_data.py checks each file against the sha256 its README
records, and against the workplace's copy in ``../shared/data`` where present.
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
WPT = DATA / "wpt"
WPT_DATA_URLS = DATA / "wpt-data-urls"
IDNA = DATA / "idna"
URITEMPLATE = DATA / "uritemplate-test"
URL_VALIDATION = DATA / "url-validation"
URLPATTERN = DATA / "urlpattern"
