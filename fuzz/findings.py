"""Fuzz findings: what a target raises, the ones already filed, and the checking helpers.

A target calls href through :func:`attempt` or :func:`must` and states invariants with
:func:`check`; each raises :class:`Finding` (an ``AssertionError``) for an undocumented
exception or a broken invariant.

``HREF_FUZZ_IGNORE`` (``fnmatch`` patterns, one a line, each matched against
``"<key>: <message>"``, e.g. ``url_parse:accessor:parent:*`` or ``*would read as a scheme*``)
turns matching findings into :class:`Ignored`, which the atheris harness swallows, so a long
run can go past findings already filed.
"""

from __future__ import annotations

import contextlib
import fnmatch
import os
from collections.abc import Callable, Iterable, Iterator
from typing import Final, NoReturn, TypeVar

_T = TypeVar("_T")


class Finding(AssertionError):
    """A fuzz finding: an undocumented exception, a broken invariant, a compat difference."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"[{key}] {message}")
        self.key = key


class Ignored(Exception):
    """A finding whose key matches ``HREF_FUZZ_IGNORE``."""


#: Findings with an xfail test in tests/test_fuzz_smoke.py, as patterns over
#: ``"<key>: <message>"``. The smoke tests pass over them, and so does
#: ``fuzz/run.py`` (unless ``--report-known``); remove a pattern when its finding is fixed.
KNOWN_FINDINGS: Final[tuple[str, ...]] = ()

_ignored: list[str] = [p for p in os.environ.get("HREF_FUZZ_IGNORE", "").split("\n") if p]


@contextlib.contextmanager
def ignoring(patterns: Iterable[str]) -> Iterator[None]:
    """Within the block, findings matching ``patterns`` raise :class:`Ignored` instead."""
    saved = list(_ignored)
    _ignored.extend(patterns)
    try:
        yield
    finally:
        _ignored[:] = saved


def fail(key: str, message: str) -> NoReturn:
    """Raise the finding ``key`` (or :class:`Ignored` when the run ignores it)."""
    if any(fnmatch.fnmatchcase(f"{key}: {message}", pattern) for pattern in _ignored):
        raise Ignored(key)
    raise Finding(key, message)


class Refused:
    """What :func:`attempt` returns when the call raised a documented exception."""

    __slots__ = ("error",)

    def __init__(self, error: Exception) -> None:
        self.error = error


def documented(error: BaseException) -> bool:
    """Whether href may raise ``error`` for values of the right types: ValueError, not Unicode."""
    return isinstance(error, ValueError) and not isinstance(error, UnicodeError)


def attempt(
    key: str,
    what: str,
    call: Callable[[], _T],
    *,
    allowed: Callable[[BaseException], bool] = documented,
) -> _T | Refused:
    """Call ``call``; a documented exception gives :class:`Refused`, any other a finding."""
    try:
        return call()
    except Exception as error:
        if allowed(error):
            return Refused(error)
        fail(f"{key}:{type(error).__name__}", f"{what} raised {type(error).__name__}: {error}")


def must(key: str, what: str, call: Callable[[], _T]) -> _T:
    """Call ``call``, which must not raise at all."""
    result = attempt(key, what, call, allowed=lambda _: False)
    assert not isinstance(result, Refused)
    return result


def check(condition: bool, key: str, message: str) -> None:
    """Fail with ``key`` unless ``condition``."""
    if not condition:
        fail(key, message)
