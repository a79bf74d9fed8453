"""The harness of the linear-time tests: hostile input costs time linear in its length.

The measuring (``assert_linear``), the inputs (a run of one troublesome
piece placed in one part of a URL) and the ways of making cases from them,
for tests/test_linear_time.py and the case modules (issue 6, part 2).

Each case builds an input of about 10 kB, 100 kB and 1 MB from a run of one
troublesome piece (``%``, ``../``, ``[``, ``@``, ``&=`` ...) placed in one
part of an otherwise valid URL, and times one operation on it. The check
compares times within one run, never against a clock: from 10 kB to 1 MB a
linear operation grows about 100x and a quadratic one about 10,000x, so the
case fails when the growth reaches ``MAX_GROWTH`` (400x). The sizes between
(30 kB, 100 kB) show the growth per step in the failure message, and stop a
case early when it already grows like a square there and the next size
would be costly (see ``LADDER`` and ``STOP_BUDGET``), so that a quadratic
operation fails in seconds instead of running for minutes on 1 MB. A case
past the limit only because it left the processor's caches between 100 kB
and 1 MB passes when 2 MB costs at most ``DOUBLING_GROWTH``
times 1 MB (linear 2x, quadratic 4x).

Noise on a loaded machine is handled by measuring CPU time of this process
(``time.process_time``) with the garbage collector off, repeating each call
until one measurement takes at least ``MIN_MEASUREMENT``, keeping the minimum
of several measurements, and measuring a failing case again (``ATTEMPTS``)
before reporting it.

An operation that rejects an input (``InvalidURL`` from the parser, the
``ValueError`` a builder documents) is timed all the same: the rejection,
with its diagnosis and message, must be linear too. Every cache in href is
emptied before each call, so that a cache hit never stands in for the work.
"""

from __future__ import annotations

import functools
import gc
import importlib
import itertools
import math
import pkgutil
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

import href
from href import URL, InvalidURL

KB = 1000
SMALL, MIDDLE, LARGE = 10 * KB, 100 * KB, 1000 * KB
#: The sizes timed, smallest first, each with the growth over 10 kB past which
#: the larger sizes are not tried: linear grows 3x to 30 kB and 10x to 100 kB,
#: quadratic 9x and 100x (less when a linear part weighs at 10 kB: a textbook
#: quadratic loop measured 36x to 100 kB). Stopping there keeps a quadratic case
#: from running for minutes on 1 MB. The stops sit near the quadratic figures,
#: not the linear ones, because a linear operation that leaves the processor's
#: caches by 100 kB grows past 10x there: update_query of 12,500 names measured
#: x15 alone and x27-x36 beside another suite (CI, 2026-11-25); only 1 MB, with
#: the doubling check, tells that from a square.
#: A step past its stop ends the ladder only when the next size would cost
#: more than ``STOP_BUDGET`` seconds if the growth were a square: below that,
#: measuring on is cheap and tells a square from a one-time jump. Beside the
#: matrix's other suites, truediv-qmark grew x10-x12 from 10 kB to 30 kB on
#: CPython 3.12 in all three attempts (0.2 ms to 2.4 ms; x3 alone) and was
#: failed there, before 100 kB and 1 MB could show it linear (CI, 2026-11-27).
STOP_BUDGET = 1.0
LADDER: tuple[tuple[int, float], ...] = (
    (SMALL, math.inf),
    (3 * SMALL, 8.0),
    (MIDDLE, 60.0),
    (LARGE, math.inf),
)
SIZES = tuple(size for size, _ in LADDER)
#: Growth from 10 kB to 1 MB that fails a case: linear is ~100x, quadratic ~10,000x.
MAX_GROWTH = 400.0
#: A case past MAX_GROWTH passes when 2 MB costs less than this times 1 MB
#: (linear 2x, quadratic 4x): see _doubles_linearly.
DOUBLING_GROWTH = 2.8
#: Seconds one measurement lasts at least (small inputs are repeated to get there).
MIN_MEASUREMENT = 0.005
#: Measurements per size; their minimum is the size's time. A first attempt
#: measures 10 kB and 1 MB twice and the sizes between once; a case that
#: fails is measured again with ``REPEATS`` for every size, up to ``ATTEMPTS``.
REPEATS = 3
FIRST_REPEATS = 2
ATTEMPTS = 3
#: A growth this many times a limit, to a measurement this long, is not
#: noise: it is reported at once, without measuring again. A shorter one may
#: be a single cold call (the first attempt times 30 kB once): one measured
#: 12 ms of CPU time where the size costs 0.2 (Host.address on CPython 3.13
#: beside three other suites, CI, 2026-11-26), so it is measured again.
NOT_NOISE = 5.0
LONG_MEASUREMENT = 10 * MIN_MEASUREMENT

Op = Callable[[], object]
Make = Callable[[int], Op]


# -- measuring ---------------------------------------------------------------


def _href_caches() -> list[Callable[[], object]]:
    """The ``cache_clear`` of every cache in href's modules (functools' and href's own)."""
    clears: list[Callable[[], object]] = []
    for info in pkgutil.walk_packages(href.__path__, "href."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            clear = getattr(value, "cache_clear", None)
            # A cache object's class has the method too, unbound: not a cache.
            if callable(clear) and not isinstance(value, type) and clear not in clears:
                clears.append(clear)
    return clears


_CACHE_CLEARS = _href_caches()


def _clear_caches() -> None:
    for clear in _CACHE_CLEARS:
        clear()


def _guarded(function: Callable[[], object], rejects: tuple[type[Exception], ...]) -> Op:
    """Return a call of ``function`` with empty caches, taking ``rejects`` as an outcome."""

    def op() -> object:
        _clear_caches()
        try:
            return function()
        except rejects as error:
            return error

    return op


def _best_time(op: Op, repeats: int) -> float:
    """The minimum over ``repeats`` measurements of CPU seconds per call of ``op``."""
    start = time.process_time()
    op()
    first = time.process_time() - start
    if first >= LONG_MEASUREMENT:
        return first  # long enough to stand alone; a failing case is measured again
    loops = max(1, math.ceil(MIN_MEASUREMENT / max(first, 1e-6)))
    best = first if loops == 1 else math.inf  # the first call counts if it is long enough
    for _ in range(repeats - (loops == 1)):
        start = time.process_time()
        for _ in range(loops):
            op()
        best = min(best, (time.process_time() - start) / loops)
    return best


def _measure(make: Make, *, first_attempt: bool) -> dict[int, float]:
    """Time ``make(size)()`` up the ``LADDER``, stopping where the growth is already too much."""
    times: dict[int, float] = {}
    enabled = gc.isenabled()
    gc.disable()
    try:
        for (size, stop_above), next_size in zip(LADDER, (*SIZES[1:], 2 * LARGE), strict=True):
            if not first_attempt:
                repeats = REPEATS
            elif size in {SMALL, LARGE}:
                repeats = FIRST_REPEATS
            else:
                repeats = 1  # enough to see a square growing
            times[size] = _best_time(make(size), repeats)
            if (
                times[size] > stop_above * times[SMALL]
                and times[size] * (next_size / size) ** 2 > STOP_BUDGET
            ):
                break
    finally:
        if enabled:
            gc.enable()
    return times


def _grows_linearly(times: dict[int, float]) -> bool:
    return LARGE in times and times[LARGE] < MAX_GROWTH * times[SMALL]


def _clearly_superlinear(times: dict[int, float]) -> bool:
    """Whether ``times`` fail by more than noise could explain, so that measuring again is waste.

    That is a growth of ``NOT_NOISE`` times the limit to a measurement of at
    least ``LONG_MEASUREMENT``. Less is measured again, even between long
    measurements: under CI's load one case grew x13.6 from 10 kB to 30 kB
    (limit x8) where it grows x3 alone (join-path-slash-dotdot, 2026-11-27).
    A quadratic case measured again costs little: each attempt stops at the
    size where it grows like a square.
    """
    largest = max(times)
    if times[largest] < LONG_MEASUREMENT:
        return False
    # 2 MB, measured by _doubles_linearly, is judged as 1 MB is.
    limit = MAX_GROWTH if largest >= LARGE else dict(LADDER)[largest]
    return times[largest] / times[SMALL] > NOT_NOISE * limit


def _describe(name: str, times: dict[int, float]) -> str:
    def shown(seconds: float) -> str:
        return f"{seconds * 1e3:.3f} ms"

    steps = [f"{SMALL // KB} kB {shown(times[SMALL])}"]
    steps.extend(
        f"{size // KB} kB {shown(times[size])} (x{times[size] / times[previous]:.1f})"
        for previous, size in itertools.pairwise((*SIZES, 2 * LARGE))
        if size in times
    )
    largest = max(times)
    growth = times[largest] / times[SMALL]
    if largest >= LARGE:
        verdict = (
            f"grew x{growth:.0f} from 10 kB to {largest // KB} kB "
            f"(limit x{MAX_GROWTH:.0f} to 1 MB)"
        )
    else:
        verdict = (
            f"grew x{growth:.1f} from 10 kB to {largest // KB} kB (limit "
            f"x{dict(LADDER)[largest]:.0f}), so larger sizes were not tried (1 MB would take "
            f"about {times[largest] * (LARGE / largest) ** 2:.0f} s if quadratic)"
        )
    return (
        f"{name}: {verdict}; from 10 kB to 1 MB linear is ~x100, quadratic ~x10000: "
        + ", ".join(steps)
    )


def _doubles_linearly(make: Make, times: dict[int, float]) -> bool:
    """Whether 2 MB costs at most ``DOUBLING_GROWTH`` times 1 MB (linear 2x, quadratic 4x).

    Between 100 kB and 1 MB some operations leave the processor's caches, and
    a linear one can then grow past ``MAX_GROWTH`` from 10 kB (x690 measured on
    2026-11-24 for compat.urlunsplit, which doubles per doubling from 1 MB to
    8 MB); above 1 MB that step is behind it.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        doubled = _best_time(make(2 * LARGE), FIRST_REPEATS)
    finally:
        if enabled:
            gc.enable()
    times[2 * LARGE] = doubled
    return doubled < DOUBLING_GROWTH * times[LARGE]


def assert_linear(name: str, make: Make) -> None:
    """Fail unless ``make(size)()`` costs time linear in ``size`` (see the module docstring)."""
    attempts = []
    for attempt in range(ATTEMPTS):
        times = _measure(make, first_attempt=attempt == 0)
        if _grows_linearly(times):
            return
        if LARGE in times and not _clearly_superlinear(times) and _doubles_linearly(make, times):
            return
        attempts.append(_describe(name, times) + (" (first attempt)" if attempt == 0 else ""))
        if _clearly_superlinear(times):
            break
    pytest.fail("\n".join(attempts), pytrace=False)


# -- inputs --------------------------------------------------------------------

#: Where the run goes: the text before and after it.
#:
#: Not every run can be valid in every place, and a megabyte is beyond some
#: documented limits: a port above 65535, a broken IP literal, a control
#: character, and a non-ASCII host (IDNA refuses a name over 253 characters or
#: a label over 63) are refused by the parser. Those cases time the refusal,
#: diagnosis and message included.
PLACES: dict[str, tuple[str, str]] = {
    "scheme": ("", "://h/"),
    "userinfo": ("http://", "@h/"),
    "host": ("http://", "/"),
    "port": ("http://h:", "/"),
    "ip-literal": ("http://[", "]/"),
    "path": ("http://h/", ""),
    "query": ("http://h/?", ""),
    "fragment": ("http://h/#", ""),
}

#: The pieces that are repeated, by a name fit for a test id.
UNITS: dict[str, str] = {
    "pct": "%",
    "pct2": "%2",
    "pctpct": "%%",
    "pct41": "%41",
    "pctC3A4": "%C3%A4",
    "pctFF": "%FF",
    "dot-seg": "/./",
    "dotdot-seg": "../",
    "slash-dotdot": "/..",
    "slashes": "//",
    "lbracket": "[",
    "lbracket-colons": "[::",
    "colon": ":",
    "at": "@",
    "semicolon": ";",
    "amp-eq": "&=",
    "eq": "=",
    "amp": "&",
    "qmark": "?",
    "hash": "#",
    "backslash": "\\",
    "tab-newline": "\t\n",
    "space": " ",
    "plus": "+",
    "xn--": "xn--",
    "xn-labels": "xn--a.",
    "dots": "a.",
    "digits": "1",
    "zeros": "0",
    "non-ascii": "ä",
    # idna before 3.14 checked each of these against the whole label: quadratic.
    "arabic-indic-digits": "\u0660",
    "bidi-escapes": "%E2%80%8E",
}
ALL_PLACES = tuple(PLACES)


def repeated(piece: str, size: int) -> str:
    """``piece`` repeated to about ``size`` characters, at least once."""
    return piece * max(1, size // len(piece))


def _run(unit: str, size: int) -> str:
    return repeated(UNITS[unit], size)


@functools.lru_cache(maxsize=32)
def placed(place: str, unit: str, size: int) -> str:
    """A URL of about ``size`` characters: a run of ``unit`` in ``place``."""
    prefix, suffix = PLACES[place]
    return prefix + _run(unit, size - len(prefix) - len(suffix)) + suffix


def _parsed_or_none(text: str) -> URL | None:
    try:
        return URL(text)
    except InvalidURL:
        return None


# -- cases ---------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """One operation on one family of inputs; ``make(size)`` prepares a call."""

    id: str
    make: Make


@dataclass(frozen=True)
class Finding:
    """A case that fails because of the library: kept as a strict xfail."""

    reason: str
    raises: type[BaseException] | None = None


TextFunction = Callable[[str], object]


def _grid(
    name: str,
    function: TextFunction,
    rejects: tuple[type[Exception], ...],
    places: tuple[str, ...],
    units: tuple[str, ...],
) -> Iterator[Case]:
    """Cases for ``function(placed(place, unit, size))``, one per place and unit."""
    for place in places:
        for unit in units:

            def make(size: int, place: str = place, unit: str = unit) -> Op:
                text = placed(place, unit, size)
                return _guarded(lambda: function(text), rejects)

            yield Case(f"{name}-{place}-{unit}", make)


def _runs(
    name: str,
    function: TextFunction,
    rejects: tuple[type[Exception], ...],
    units: tuple[str, ...],
) -> Iterator[Case]:
    """Cases for ``function`` on a bare run of each unit."""
    for unit in units:

        def make(size: int, unit: str = unit) -> Op:
            text = _run(unit, size)
            return _guarded(lambda: function(text), rejects)

        yield Case(f"{name}-{unit}", make)


def _case(
    name: str, prepare: Callable[[int], Callable[[], object]], *rejects: type[Exception]
) -> Case:
    """A case whose input ``prepare(size)`` builds, outside the timing, into a call."""

    def make(size: int) -> Op:
        return _guarded(prepare(size), rejects)

    return Case(name, make)


ESCAPES = ("pct", "pct2", "pctpct", "pct41", "pctC3A4", "pctFF")
DOTS = ("dot-seg", "dotdot-seg", "slash-dotdot", "slashes")
DELIMITERS = (
    "lbracket",
    "lbracket-colons",
    "colon",
    "at",
    "semicolon",
    "amp-eq",
    "eq",
    "amp",
    "qmark",
    "hash",
    "backslash",
)
# The parser reads an escape as three characters; it needs no more kinds than these.
PARSE_UNITS = tuple(
    unit
    for unit in UNITS
    if unit not in {"pct2", "pctpct", "pctC3A4", "pctFF", "bidi-escapes", "xn-labels", "plus"}
)
HOST_UNITS = (
    "xn--",
    "xn-labels",
    "dots",
    "digits",
    "zeros",
    "non-ascii",
    "arabic-indic-digits",
    "pct41",
)
