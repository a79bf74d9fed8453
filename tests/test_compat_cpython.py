"""CPython's own tests of urllib.parse (Lib/test/test_urlparse.py), run against href.compat.

The test module of the running interpreter is loaded from its standard library and
executed with ``urllib.parse`` replaced by href.compat, so every expectation the CPython
developers wrote down is checked against href.compat unchanged. A few tests reach into
urllib.parse's private helpers (``_splittype`` and friends); they get thin shims over
href.compat's public, deprecated equivalents. Where the standard library ships without
its tests, this module skips, saying so.
"""

from __future__ import annotations

import sysconfig
import types
import unittest
import warnings
from collections.abc import Callable
from pathlib import Path

import pytest

import href.compat

SOURCE = Path(sysconfig.get_paths()["stdlib"]) / "test" / "test_urlparse.py"

if not SOURCE.is_file():  # pragma: no cover - only where the stdlib has no tests
    pytest.skip(
        f"CPython's test_urlparse.py is not installed at {SOURCE}", allow_module_level=True
    )

# Tests that look at urllib.parse itself rather than at what it does.
NOT_APPLICABLE = {
    "test_Quoter_repr": "urllib.parse._Quoter is private, and deprecated as Quoter; not provided",
    "test_Quoter_deprecation": "urllib.parse.Quoter (deprecated in 3.11) is not provided",
    "test_all": "checks that each public object's __module__ is 'urllib.parse'",
}


def _quiet(function: Callable[..., object]) -> Callable[..., object]:
    """Return *function* with its DeprecationWarning silenced, like urllib's private twin."""

    def call(*args: object) -> object:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return function(*args)

    return call


def _module_under_test() -> types.ModuleType:
    """Return a stand-in for urllib.parse: href.compat plus the private names the tests use."""
    stand_in = types.ModuleType("urllib.parse")
    stand_in.__dict__.update(
        {name: value for name, value in vars(href.compat).items() if not name.startswith("__")}
    )
    stand_in.__dict__["__all__"] = href.compat.__all__
    for name in (
        "splittype",
        "splithost",
        "splituser",
        "splitpasswd",
        "splitport",
        "splitnport",
        "splitquery",
        "splittag",
        "splitattr",
        "splitvalue",
        "to_bytes",
    ):
        setattr(stand_in, "_" + name, _quiet(getattr(href.compat, name)))
    return stand_in


def _load_cpython_tests() -> types.ModuleType:
    module = types.ModuleType("cpython_test_urlparse")
    module.__file__ = str(SOURCE)
    exec(compile(SOURCE.read_text("utf-8"), str(SOURCE), "exec"), module.__dict__)  # noqa: S102 - CPython's own test file
    # The tests say "urllib.parse.<name>" everywhere; point "urllib" elsewhere.
    module.__dict__["urllib"] = types.SimpleNamespace(parse=_module_under_test())
    return module


CPYTHON = _load_cpython_tests()
CASES = [
    pytest.param(
        case,
        name,
        id=f"{case.__name__}.{name}",
        marks=[pytest.mark.xfail(strict=True, reason=NOT_APPLICABLE[name])]
        if name in NOT_APPLICABLE
        else [],
    )
    for case in vars(CPYTHON).values()
    if isinstance(case, type) and issubclass(case, unittest.TestCase)
    for name in unittest.TestLoader().getTestCaseNames(case)
]


@pytest.mark.parametrize(("case", "name"), CASES)
def test_cpython_urlparse_test_passes(case: type[unittest.TestCase], name: str) -> None:
    result = unittest.TestResult()
    case(name).run(result)
    problems = [text for _, text in (*result.errors, *result.failures)]
    assert not problems, "\n".join(problems)
    assert result.testsRun == 1
