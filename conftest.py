"""pytest set-up shared by the tests and the doctests in src/href."""

from __future__ import annotations

import pytest

from href import URL


@pytest.fixture(autouse=True)
def _url_in_doctests(doctest_namespace: dict[str, object]) -> None:
    # The URL class's methods live in mixin modules (href._url_builders,
    # href._url_relations) that cannot import URL itself; their examples,
    # like every user's, call URL.
    doctest_namespace["URL"] = URL
