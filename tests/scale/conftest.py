"""The engine tests: each engine's adapter against a plain Python loop over the same URLs.

They need the engines (``pip install -e '.[engines]'``) and skip, saying
which is missing, without them; .ci/run's last step installs them and runs
this folder alone.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from corpora import corpus_lines
from engines_harness import need, need_java
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


@pytest.fixture(scope="session")
def spark() -> Iterator[Any]:
    """A local Spark session (two cores), for the Spark adapter's tests."""
    need("pyspark")
    need_java()
    # Spark's Python workers run PYSPARK_PYTHON, else the python3 on PATH,
    # which need not be this interpreter (with href and pandas installed).
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    # Imported after the skip: pyspark is in the engines extra, not in dev.
    from pyspark.sql import SparkSession  # noqa: PLC0415  # pyright: ignore[reportMissingImports]

    session = (
        SparkSession.builder.master("local[2]")
        .appName("href-engines")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        # Spark's Python workers run this interpreter (with href and pyarrow),
        # not the first python3 on PATH.
        .config("spark.pyspark.python", sys.executable)
        .getOrCreate()
    )
    yield session
    session.stop()
