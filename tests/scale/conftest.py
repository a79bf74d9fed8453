"""The engine tests: each engine's adapter against a plain Python loop over the same URLs.

They need the engines (``pip install -e '.[engines]'``) and skip, saying
which is missing, without them; .ci/run's last step installs them and runs
this folder alone.
"""

from __future__ import annotations

from collections import Counter

import pytest

from corpora import corpus_lines
from href import URL
from href.domains import registrable_domain
from href.keys import surt

_SLICE = 1_500  # lines of each corpus file


@pytest.fixture(scope="session")
def urls() -> list[str]:
    """A slice of the corpora: the first lines of each file."""
    return [
        *corpus_lines(_SLICE),
        "http://h:x/",
        "https://a.b.github.io/",
        "http://www1355544.com/",
    ]


def _domain(text: str) -> str | None:
    try:
        host = URL(text).host
    except ValueError:
        return None
    return None if host is None else registrable_domain(host.canonical, section="private")


def _surt(text: str) -> str | None:
    try:
        return surt(text, www="label")
    except ValueError:
        return None


@pytest.fixture(scope="session")
def loop_domains(urls: list[str]) -> Counter[str | None]:
    """URLs per private registrable domain, by a plain Python loop."""
    return Counter(_domain(text) for text in urls)


@pytest.fixture(scope="session")
def loop_surts(urls: list[str]) -> Counter[str | None]:
    """URLs per SURT key (www rule "label"), by a plain Python loop."""
    return Counter(_surt(text) for text in urls)
