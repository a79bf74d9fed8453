"""CPython's own tests of urllib.parse (Lib/test/test_urlparse.py), run against href.compat.

The test module of the running interpreter (3.11 to 3.15: each has its own) is loaded
from its standard library and executed with ``urllib.parse`` replaced by href.compat, so
every expectation the CPython developers wrote down for that version is checked against
href.compat unchanged. A few tests (``Utility_Tests``) reach into urllib.parse's private
names, ``_splittype`` and its kin, which href.compat has for the standard library's own
callers (docs/migration.md). Where the standard library ships without its tests, this
module skips, saying so.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import sys
import sysconfig
import types
import unittest
from collections.abc import Iterator
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
    "test_all": "checks that each public object's __module__ is 'urllib.parse'",
}


def _module_under_test() -> types.ModuleType:
    """Return a stand-in for urllib.parse: a module of href.compat's names, private ones too.

    href.compat has every private name the tests reach for (``_splittype`` and
    its kin, ``_to_bytes``, ``_Quoter``, ``_ALWAYS_SAFE``) itself; nothing is
    added here.
    """
    stand_in = types.ModuleType("urllib.parse")
    stand_in.__dict__.update(
        {name: value for name, value in vars(href.compat).items() if not name.startswith("__")}
    )
    stand_in.__dict__["__all__"] = href.compat.__all__
    if hasattr(href.compat, "__getattr__"):
        # Up to 3.13 the module's __getattr__ gives the deprecated Quoter.
        stand_in.__dict__["__getattr__"] = href.compat.__getattr__
    return stand_in


@contextlib.contextmanager
def _standing_in(stand_in: types.ModuleType) -> Iterator[None]:
    """Make ``urllib.parse`` the stand-in, for imports and for the package's attribute.

    While the tests load, they import names from it (3.15: "from urllib.parse
    import urlsplit, ...") and decorators read urllib.parse.<name>; while they
    run, pickle finds the classes that pickles name (``urllib.parse.SplitResult``,
    or Python 2's ``urlparse``, which pickle maps to it) there.
    """
    real = importlib.import_module("urllib.parse")
    package = importlib.import_module("urllib")
    sys.modules["urllib.parse"] = stand_in
    package.parse = stand_in  # type: ignore[attr-defined]  # the submodule attribute
    try:
        yield
    finally:
        sys.modules["urllib.parse"] = real
        package.parse = real  # type: ignore[attr-defined]  # the submodule attribute


STAND_IN = _module_under_test()


def _load_cpython_tests() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("cpython_test_urlparse", SOURCE)
    assert spec is not None
    assert spec.loader is not None
    # A module with a spec and a loader, so tracebacks can show its lines (3.15
    # warns about module globals without __spec__.loader).
    module = importlib.util.module_from_spec(spec)
    with _standing_in(STAND_IN):
        spec.loader.exec_module(module)
    # The tests say "urllib.parse.<name>" everywhere; point "urllib" elsewhere.
    module.__dict__["urllib"] = types.SimpleNamespace(parse=STAND_IN)
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
    with _standing_in(STAND_IN):
        case(name).run(result)
    problems = [text for _, text in (*result.errors, *result.failures)]
    assert not problems, "\n".join(problems)
    assert result.testsRun == 1
