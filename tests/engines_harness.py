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


def need(module: str, install: str = "href[engines]") -> types.ModuleType:
    """Import ``module``, or skip (fail where required) saying what to install."""
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
