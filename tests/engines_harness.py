"""What the engine tests need: an engine module, or a skip that names it.

Where ``HREF_REQUIRE_ENGINES`` is set (.ci/run's engine step), a missing
engine or Java fails the test instead: there the engines are the point.
"""

from __future__ import annotations

import importlib
import os
import shutil
import types

import pytest

REQUIRED = bool(os.environ.get("HREF_REQUIRE_ENGINES"))

# The extra that installs each engine's package (pyproject.toml: one an engine).
_EXTRAS = {
    "duckdb": "href[duckdb]",
    "polars": "href[polars]",
    "dask": "href[dask]",
    "distributed": "href[dask]",
    "pandas": "href[dask] or href[spark]",
    "pyspark": "href[spark]",
}


def need(module: str, install: str | None = None) -> types.ModuleType:
    """Import ``module``, or skip (fail where required) saying what to install."""
    if install is None:
        install = _EXTRAS.get(module.partition(".")[0], "href[engines]")
    try:
        return importlib.import_module(module)
    except ImportError:
        reason = f"{module} is not installed ({install})"
        if REQUIRED:
            pytest.fail(reason)
        pytest.skip(reason)


def need_java() -> None:
    """Skip (fail where required) without a java on PATH, which Spark needs."""
    if shutil.which("java") is None:
        reason = "Spark needs Java (17 or later) and there is no java on PATH"
        if REQUIRED:
            pytest.fail(reason)
        pytest.skip(reason)
