"""Run one call against urllib.parse and href.compat and describe what happened, comparably.

A description keeps every type (``str`` vs ``bytes``, ``ParseResult`` vs a plain tuple), every
value, the type and message of an exception, and the category and text of each warning, so
two descriptions are equal exactly when a caller could not tell the two modules apart.
"""

from __future__ import annotations

import functools
import urllib.parse
import warnings
from collections.abc import Callable
from types import ModuleType
from typing import Protocol, TypeAlias, runtime_checkable

import href.compat

__all__ = ["SECURITY_FIXES_APPLIED", "Outcome", "assert_same", "describe", "outcome"]


def _apply_gh_105704() -> bool:
    """Give urllib.parse the gh-105704 fix (CVE-2025-0938) where this patch release lacks it.

    href.compat refuses text before "[" or between "]" and the port's ":" on every
    version (docs/security.md), as CPython does from 3.14, 3.13.2, 3.12.9 and 3.11.12.
    On an older patch release the oracle here is urllib.parse as that fix changed it:
    the netloc is checked as a whole, where its host is, instead of the text between
    its first "[" and the next "]". Returns whether the fix had to be applied.
    """
    module = urllib.parse
    if hasattr(module, "_check_bracketed_netloc"):
        return False
    # The gh-105704 fix is applied to urllib.parse's private helpers, which
    # typeshed does not declare: the patched module is the yardstick.
    check_host = module._check_bracketed_host  # type: ignore[attr-defined]  # private (3.11.4+), not in typeshed
    split_netloc = module._splitnetloc  # type: ignore[attr-defined]  # private, not in typeshed

    def check_netloc(netloc: str) -> None:
        # The fix's rule: the host is after the last "@"; nothing may stand
        # before its "[", and only a ":" port after its "]".
        hostport = netloc.rpartition("@")[2]
        before, bracket, rest = hostport.partition("[")
        if bracket:
            if before:
                raise ValueError("Invalid IPv6 URL")
            host, _, after = rest.partition("]")
            if after and not after.startswith(":"):
                raise ValueError("Invalid IPv6 URL")
        else:
            host = hostport.partition(":")[0]
        check_host(host)

    def split_then_check(url: str, start: int = 0) -> tuple[str, str]:
        netloc, rest = split_netloc(url, start)
        # urlsplit's own test for unmatched brackets comes first, unchanged.
        if "[" in netloc and "]" in netloc:
            check_netloc(netloc)
        return netloc, rest

    def checked_already(hostname: str) -> None:
        """The unpatched call site checks the wrong text; the check above replaced it."""

    module._splitnetloc = split_then_check  # type: ignore[attr-defined]  # private, not in typeshed
    module._check_bracketed_host = checked_already  # type: ignore[attr-defined]  # likewise
    module.clear_cache()  # type: ignore[attr-defined]  # public in urllib.parse; typeshed omits it
    return True


#: Whether this interpreter's urllib.parse got the security fixes that href.compat
#: always applies (a patch release older than the fix's), here, for the comparisons.
SECURITY_FIXES_APPLIED = _apply_gh_105704()

# A nested tuple of type names, values and descriptions; the shape varies with the value.
Outcome: TypeAlias = tuple[object, ...]

_RESULT_NAMES = frozenset(
    {
        "DefragResult",
        "SplitResult",
        "ParseResult",
        "DefragResultBytes",
        "SplitResultBytes",
        "ParseResultBytes",
    }
)
_NETLOC_ATTRIBUTES = ("username", "password", "hostname", "port")


@runtime_checkable
class _Recomposable(Protocol):
    """What every result class of both modules has beside its tuple fields."""

    def geturl(self) -> object: ...


def _result(value: tuple[object, ...], *, transcode: bool = True) -> Outcome:
    """Describe a urllib.parse result object: fields, attributes, geturl, transcoding."""
    name = type(value).__name__
    fields: list[object] = [describe(item) for item in value]
    fields.append(("repr", repr(value)))
    fields.append(("_fields", getattr(value, "_fields", None)))
    if not name.startswith("Defrag"):
        fields.extend(
            (attribute, outcome(functools.partial(getattr, value, attribute), record=False))
            for attribute in _NETLOC_ATTRIBUTES
        )
    assert isinstance(value, _Recomposable), f"{name} has no geturl()"
    fields.append(("geturl", outcome(value.geturl, record=False)))
    if not transcode:
        return (name, tuple(fields))
    # Describe the twin without transcoding it back, which would never end.
    method = "decode" if name.endswith("Bytes") else "encode"
    twin = outcome(lambda: _Shallow(getattr(value, method)()), record=False)
    fields.append((method, twin))
    return (name, tuple(fields))


class _Shallow:
    """A result object to describe without its encode()/decode() twin."""

    __slots__ = ("value",)

    def __init__(self, value: tuple[object, ...]) -> None:
        self.value = value


def describe(value: object) -> Outcome:
    """Describe *value* by type name and content, recursing into containers and results."""
    if isinstance(value, _Shallow):
        return _result(value.value, transcode=False)
    name = type(value).__name__
    if name in _RESULT_NAMES and isinstance(value, tuple):
        return _result(value)
    if isinstance(value, tuple | list):
        return (name, tuple(describe(item) for item in value))
    if isinstance(value, dict):
        return (name, tuple((describe(k), describe(v)) for k, v in value.items()))
    return (name, value)


def outcome(call: Callable[[], object], *, record: bool = True) -> Outcome:
    """Call *call* and describe its value or exception, and (if *record*) its warnings.

    Nested calls (a result's attributes) pass ``record=False``: none of them warns,
    and recording costs more than the call.
    """
    if not record:
        try:
            return ("returned", describe(call()))
        except Exception as exc:
            return ("raised", type(exc).__name__, str(exc))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            value = call()
        except Exception as exc:
            result: Outcome = ("raised", type(exc).__name__, str(exc))
        else:
            result = ("returned", describe(value))
    seen = tuple((w.category.__name__, str(w.message)) for w in caught)
    return (*result, seen) if seen else result


def assert_same(call: Callable[[ModuleType], object]) -> Outcome:
    """Assert that *call* behaves the same given urllib.parse and href.compat; return it."""
    expected = outcome(lambda: call(urllib.parse))
    actual = outcome(lambda: call(href.compat))
    assert actual == expected, f"\nurllib.parse: {expected!r}\nhref.compat:  {actual!r}"
    return expected
