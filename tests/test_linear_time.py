"""Hostile input costs time linear in its length (issue 6, part 2).

Each case builds an input of about 10 kB, 100 kB and 1 MB from a run of one
troublesome piece (``%``, ``../``, ``[``, ``@``, ``&=`` ...) placed in one
part of an otherwise valid URL, and times one operation on it. The check
compares times within one run, never against a clock: from 10 kB to 1 MB a
linear operation grows about 100x and a quadratic one about 10,000x, so the
case fails when the growth reaches ``MAX_GROWTH`` (400x). The sizes between
(30 kB, 100 kB) show the growth per step in the failure message, and stop a
case early when it already grows like a square there (see ``LADDER``), so
that a quadratic operation fails in seconds instead of running for minutes
on 1 MB. A case past the limit only because it left the processor's caches
between 100 kB and 1 MB passes when 2 MB costs at most ``DOUBLING_GROWTH``
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

Covered elsewhere and not repeated here: many ``@`` before an unclosed ``[``
(``test_split.py``) and ``"/a" * n + "/.." * n`` for ``remove_dot_segments``
(``test_resolve.py``).
"""

from __future__ import annotations

import functools
import gc
import importlib
import itertools
import math
import pathlib
import pkgutil
import sys
import time
import tomllib
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

import href
from href import URL, Host, InvalidURL, Path, Query, compat
from href._resolve import remove_dot_segments

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
#: A growth this many times a limit, between measurements this long, is not
#: noise: it is reported at once, without measuring again.
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
        for size, stop_above in LADDER:
            if not first_attempt:
                repeats = REPEATS
            elif size in {SMALL, LARGE}:
                repeats = FIRST_REPEATS
            else:
                repeats = 1  # enough to see a square growing
            times[size] = _best_time(make(size), repeats)
            if times[size] > stop_above * times[SMALL]:
                break
    finally:
        if enabled:
            gc.enable()
    return times


def _grows_linearly(times: dict[int, float]) -> bool:
    return LARGE in times and times[LARGE] < MAX_GROWTH * times[SMALL]


def _clearly_superlinear(times: dict[int, float]) -> bool:
    """Whether ``times`` fail by more than noise could explain, so that measuring again is waste.

    That is a growth of ``NOT_NOISE`` times the limit, or, between measurements of
    at least ``LONG_MEASUREMENT`` each (where noise is a few percent), 25% over it.
    """
    largest = max(times)
    limit = MAX_GROWTH if largest == LARGE else dict(LADDER)[largest]
    growth = times[largest] / times[SMALL]
    return growth > NOT_NOISE * limit or (
        times[SMALL] >= LONG_MEASUREMENT and growth > 1.25 * limit
    )


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
    if largest == LARGE:
        verdict = f"grew x{growth:.0f} from 10 kB to 1 MB (limit x{MAX_GROWTH:.0f})"
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


def _run(unit: str, size: int) -> str:
    piece = UNITS[unit]
    return piece * max(1, size // len(piece))


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


def _url_method(name: str) -> TextFunction:
    return lambda text: getattr(URL(text), name)()


def _host_attribute(name: str) -> TextFunction:
    return lambda text: getattr(Host(URL(text).raw_host or ""), name)


def _url_cases() -> Iterator[Case]:
    # Parsing, on every piece in every part; str() of a parsed URL is its text.
    yield from _grid("parse", lambda t: str(URL(t)), (InvalidURL,), ALL_PLACES, PARSE_UNITS)

    # The normal form. Escapes are normalized one by one, so the path gets every
    # kind of escape, and the other parts the cheapest kinds.
    def normalize(text: str) -> object:
        return URL(text).normalize()

    yield from _grid(
        "normalize",
        normalize,
        (InvalidURL,),
        ("path",),
        ("pct", "pct41", "pctC3A4", "bidi-escapes", *DOTS, "non-ascii", "space"),
    )
    yield from _grid(
        "normalize",
        normalize,
        (InvalidURL,),
        ("scheme", "userinfo", "query", "fragment"),
        ("pct41", "non-ascii", "digits"),
    )
    yield from _grid(
        "normalize", normalize, (InvalidURL,), ("host",), ("dots", "xn--", "digits", "pct41")
    )
    yield from _grid("normalize", normalize, (InvalidURL,), ("port",), ("digits", "zeros"))

    # The URI and IRI forms.
    for name in ("to_ascii", "to_unicode"):
        yield from _grid(
            name,
            _url_method(name),
            (InvalidURL,),
            ("path",),
            ("non-ascii", "pctC3A4", "pctFF", "bidi-escapes", "pct"),
        )
        yield from _grid(
            name,
            _url_method(name),
            (InvalidURL,),
            ("userinfo", "query", "fragment"),
            ("non-ascii", "pctC3A4"),
        )
        # A non-ASCII host longer than IDNA's limits is refused by the parser:
        # what is timed for "non-ascii" there is the rejection.
        yield from _grid(
            name, _url_method(name), (InvalidURL,), ("host",), ("non-ascii", "dots", "xn--")
        )

    # Decoded views, built afresh from the text each time (they are cached).
    yield from _grid(
        "Path.segments",
        lambda t: Path(URL(t).raw_path).segments,
        (InvalidURL,),
        ("path",),
        (*ESCAPES, *DOTS, "semicolon", "colon", "at", "non-ascii"),
    )
    yield from _grid(
        "Query.items",
        lambda t: Query(URL(t).raw_query or "").items(),
        (InvalidURL,),
        ("query",),
        ("amp-eq", "eq", "amp", "semicolon", "plus", "qmark", "pct", "pct41", "non-ascii"),
    )
    for attribute in ("kind", "ascii", "unicode", "address"):
        yield from _grid(
            f"Host.{attribute}",
            _host_attribute(attribute),
            (InvalidURL,),
            ("host",),
            HOST_UNITS,
        )
    yield from _grid(
        "Host.address",
        _host_attribute("address"),
        (InvalidURL,),
        ("ip-literal",),
        ("colon", "digits", "pct41"),
    )
    yield from _grid("port", lambda t: URL(t).port, (InvalidURL,), ("port",), ("digits", "zeros"))

    # References: the pattern as a reference, and as the URL made relative.
    base = URL("http://h/a/b/c?q#f")
    yield from _grid(
        "join", base.join, (InvalidURL,), ("path",), (*DOTS, "pct", "colon", "semicolon")
    )
    yield from _grid(
        "join",
        base.join,
        (InvalidURL,),
        ("query", "fragment", "scheme"),
        ("dotdot-seg", "colon"),
    )
    yield from _grid(
        "relative_to",
        lambda t: URL(t).relative_to(base),
        (InvalidURL,),
        ("path",),
        (*DOTS, "pct41", "non-ascii"),
    )
    yield from _grid(
        "relative_to",
        lambda t: URL(t).relative_to(base),
        (InvalidURL,),
        ("query", "fragment", "userinfo", "host"),
        ("dots", "slashes"),
    )


def _idna_cases() -> Iterator[Case]:
    # idna before 3.14 checked each middle dot against the label up to a Han
    # character: quadratic (CVE-2026-45409). The host is refused; in time.
    def dots_then_han(size: int) -> Op:
        text = "http://" + "\u30fb" * size + "\u6f22/"
        return lambda: URL(text)

    yield _case("parse-host-katakana-middle-dots-then-han", dots_then_han, InvalidURL)

    def host_dots_then_han(size: int) -> Op:
        text = "\u30fb" * size + "\u6f22"
        return lambda: Host(text)

    yield _case("Host-katakana-middle-dots-then-han", host_dots_then_han, InvalidURL)


def _long_path_cases() -> Iterator[Case]:
    def join_climbing(size: int) -> Op:
        base = URL("http://h/" + "a/" * (size // 2))
        reference = "../" * (size // 3) + "g"
        return lambda: base.join(reference)

    yield _case("join-long-base-climbing-reference", join_climbing)

    def join_dots(size: int) -> Op:
        base = URL("http://h/" + "a/" * (size // 2))
        reference = "./" * (size // 2) + "g/."
        return lambda: base.join(reference)

    yield _case("join-long-base-dot-reference", join_dots)

    def relative_deep(size: int) -> Op:
        common = "a/" * (size // 4)
        target = URL(f"http://h/{common}x")
        base = URL(f"http://h/{common}{'b/' * (size // 4)}y")
        return lambda: target.relative_to(base)

    yield _case("relative_to-long-common-prefix", relative_deep)

    def relative_apart(size: int) -> Op:
        target = URL("http://h/" + "a/" * (size // 4) + "x")
        base = URL("http://h/" + "b/" * (size // 4) + "y")
        return lambda: target.relative_to(base)

    yield _case("relative_to-long-paths-apart", relative_apart)

    def relative_dots(size: int) -> Op:
        target = URL("http://h/" + "a/./../" * (size // 7) + "x")
        base = URL("http://h/b/y")
        return lambda: target.relative_to(base)

    yield _case("relative_to-dot-segments", relative_dots)

    for unit in ("dot-seg", "slash-dotdot", "dotdot-seg", "slashes"):

        def dot_path(size: int, unit: str = unit) -> Op:
            path = "/" + _run(unit, size)
            return lambda: remove_dot_segments(path)

        yield _case(f"remove_dot_segments-{unit}", dot_path)

    def relative_dot_path(size: int) -> Op:
        path = "../" * (size // 6) + "./" * (size // 4)
        return lambda: remove_dot_segments(path)

    yield _case("remove_dot_segments-relative-dots", relative_dot_path)

    def alternating(size: int) -> Op:
        path = "/a/./b/.." * (size // 9)
        return lambda: remove_dot_segments(path)

    yield _case("remove_dot_segments-alternating", alternating)

    def parent_of_long_path(size: int) -> Op:
        url = URL("http://h/" + "a/" * (size // 2) + "b?q")
        return lambda: url.parent

    yield _case("parent-long-path", parent_of_long_path)


def _builder_cases() -> Iterator[Case]:
    base = URL("http://u@h:1/p?x=1&y=2#f")

    for unit in ("pct", "non-ascii", "qmark", "hash", "space"):

        def append(size: int, unit: str = unit) -> Op:
            value = "a/" * (size // 4) + _run(unit, size // 2)
            return lambda: str(base / value)

        yield _case(f"truediv-{unit}", append, ValueError)

    def append_dotdot(size: int) -> Op:
        value = "a/" * (size // 2) + ".."  # refused, after a megabyte of segments
        return lambda: str(base / value)

    yield _case("truediv-refused-dotdot", append_dotdot, ValueError)

    def child_many(size: int) -> Op:
        segments = ["a"] * (size // 2)
        return lambda: str(base.child(*segments))

    yield _case("child-many-segments", child_many, ValueError)

    for unit in ("slashes", "pct", "dotdot-seg"):

        def child_long(size: int, unit: str = unit) -> Op:
            segment = _run(unit, size)
            return lambda: str(base.child(segment))

        yield _case(f"child-{unit}", child_long, ValueError)

    for unit in ("pct", "qmark", "dotdot-seg", "slashes", "non-ascii"):

        def with_path(size: int, unit: str = unit) -> Op:
            value = _run(unit, size)
            return lambda: str(base.with_path(value))

        yield _case(f"with_path-{unit}", with_path, ValueError)

    for unit in ("pct", "amp-eq", "hash", "non-ascii", "space"):

        def with_query_text(size: int, unit: str = unit) -> Op:
            value = _run(unit, size)
            return lambda: str(base.with_query(value))

        yield _case(f"with_query-text-{unit}", with_query_text, ValueError)

    def with_query_mapping(size: int) -> Op:
        mapping = {f"k{i}": "v" for i in range(size // 8)}
        return lambda: str(base.with_query(mapping))

    yield _case("with_query-many-names", with_query_mapping)

    def with_query_value(size: int) -> Op:
        mapping = {"k": _run("amp-eq", size)}
        return lambda: str(base.with_query(mapping))

    yield _case("with_query-long-value", with_query_value)

    def with_query_list(size: int) -> Op:
        mapping = {"k": ["v"] * (size // 4)}
        return lambda: str(base.with_query(mapping))

    yield _case("with_query-long-list", with_query_list)

    def long_query_url(size: int) -> URL:
        return URL("http://h/?" + "&".join(f"k{i}=1" for i in range(size // 8)))

    def update_one(size: int) -> Op:
        url = long_query_url(size)
        return lambda: str(url.update_query({"k0": "x", "new": "y"}))

    yield _case("update_query-long-query", update_one)

    def update_all(size: int) -> Op:
        url = long_query_url(size)
        mapping = {f"k{i}": "2" for i in range(size // 8)}
        return lambda: str(url.update_query(mapping))

    yield _case("update_query-every-name", update_all)

    def update_new_names(size: int) -> Op:
        # Names not in the query: looking each one up in the text is a square.
        url = long_query_url(size)
        mapping = {f"n{i}": "2" for i in range(size // 8)}
        return lambda: str(url.update_query(mapping))

    yield _case("update_query-every-name-new", update_new_names)

    def update_repeated(size: int) -> Op:
        url = URL("http://h/?" + "a=1&" * (size // 4))
        return lambda: str(url.update_query(a="x"))

    yield _case("update_query-repeated-name", update_repeated)

    def modulo(size: int) -> Op:
        url = long_query_url(size)
        mapping = {f"k{i}": "2" for i in range(0, size // 8, 2)}
        return lambda: str(url % mapping)

    yield _case("mod-every-other-name", modulo)

    def modulo_value(size: int) -> Op:
        mapping = {"q": _run("amp-eq", size)}
        return lambda: str(base % mapping)

    yield _case("mod-long-value", modulo_value)

    def extend(size: int) -> Op:
        url = long_query_url(size)
        pairs = [("k", "v")] * (size // 8)
        return lambda: str(url.extend_query(pairs))

    yield _case("extend_query-many-pairs", extend)

    def without(size: int) -> Op:
        url = long_query_url(size)
        names = [f"k{i}" for i in range(0, size // 8, 2)]
        return lambda: str(url.without_query_params(*names))

    yield _case("without_query_params-many-names", without)

    for method, unit in (
        ("with_fragment", "hash"),
        ("with_fragment", "pct"),
        ("with_user", "at"),
        ("with_user", "colon"),
        ("with_password", "at"),
        ("with_name", "pct"),
        ("with_name", "slashes"),
        ("with_host", "dots"),
        ("with_host", "colon"),
        ("with_host", "non-ascii"),
        ("with_host", "slashes"),
        ("with_scheme", "dots"),
        ("with_scheme", "pct"),
    ):

        def with_part(size: int, method: str = method, unit: str = unit) -> Op:
            value = _run(unit, size)
            build = getattr(base, method)
            return lambda: str(build(value))

        yield _case(f"{method}-{unit}", with_part, ValueError)

    def with_suffix(size: int) -> Op:
        suffix = "." + _run("pct", size)
        url = URL("http://h/a.b")
        return lambda: str(url.with_suffix(suffix))

    yield _case("with_suffix-pct", with_suffix, ValueError)

    def build(size: int) -> Op:
        value = _run("pct", size // 4)
        return lambda: str(
            URL.build(
                scheme="http",
                user=value,
                host="h",
                path=value,
                query={"q": value},
                fragment=value,
            )
        )

    yield _case("build-every-part", build)


def _value_cases() -> Iterator[Case]:
    # Each value type parses and prints on its own.
    yield from _runs("Host", Host, (InvalidURL,), (*HOST_UNITS, "lbracket", "colon", "at"))
    yield from _runs(
        "Path", lambda t: Path(t).segments, (InvalidURL,), ("pct41", *DOTS, "qmark", "hash")
    )
    yield from _runs(
        "Query",
        lambda t: Query(t).items(),
        (InvalidURL,),
        ("amp-eq", "eq", "amp", "pct", "plus", "hash"),
    )

    def lookup(size: int) -> Op:
        text = "a=1&" * (size // 4)
        return lambda: Query(text).getall("b")

    yield _case("Query.getall-missing-name", lookup)


def _query_string_cases(name: str, function: Callable[..., object]) -> Iterator[Case]:
    units = ("amp-eq", "eq", "amp", "semicolon", "pct", "plus", "pct41")
    yield from _runs(name, function, (), units)
    yield from _runs(f"{name}-blank", lambda text: function(text, True), (), units)
    yield from _runs(
        f"{name}-strict",
        lambda text: function(text, strict_parsing=True),
        (ValueError,),
        ("amp-eq", "amp", "eq"),
    )
    yield from _runs(
        f"{name}-max_num_fields",
        lambda text: function(text, max_num_fields=10),
        (ValueError,),
        ("amp-eq", "amp"),
    )
    yield from _runs(
        f"{name}-bytes",
        lambda text: function(text.encode("utf-8")),
        (UnicodeError,),
        ("amp-eq", "pct41", "non-ascii"),
    )


def _compat_cases() -> Iterator[Case]:
    splitting = (
        "lbracket",
        "lbracket-colons",
        "colon",
        "at",
        "qmark",
        "hash",
        "tab-newline",
        "non-ascii",
    )
    rejects: tuple[type[Exception], ...] = (ValueError,)
    yield from _grid("urlsplit", compat.urlsplit, rejects, ALL_PLACES, splitting)
    yield from _grid(
        "urlsplit-bytes",
        lambda t: compat.urlsplit(t.encode("utf-8")),
        (ValueError,),
        ("userinfo", "host", "path"),
        ("lbracket", "colon", "tab-newline"),
    )
    yield from _grid(
        "urlparse",
        compat.urlparse,
        rejects,
        ("path", "query", "userinfo", "host"),
        ("semicolon", "slashes", "colon", "lbracket"),
    )
    yield from _grid(
        "urldefrag",
        compat.urldefrag,
        rejects,
        ("path", "query", "fragment"),
        ("hash", "qmark", "semicolon", "tab-newline"),
    )
    yield from _grid(
        "urljoin-reference",
        lambda t: compat.urljoin("http://h/a/b;p?q#f", t),
        rejects,
        ("path",),
        (*DOTS, "semicolon", "tab-newline", "colon"),
    )
    yield from _grid(
        "urljoin-reference",
        lambda t: compat.urljoin("http://h/a/b;p?q#f", t),
        rejects,
        ("query", "fragment", "scheme", "userinfo"),
        ("dotdot-seg", "tab-newline", "colon"),
    )
    yield from _grid(
        "urljoin-base",
        lambda t: compat.urljoin(t, "../g;x?y#z"),
        rejects,
        ("path", "userinfo"),
        ("dotdot-seg", "slashes", "semicolon", "tab-newline"),
    )

    def urljoin_climbing(size: int) -> Op:
        base = "http://h/" + "a/" * (size // 2)
        reference = "../" * (size // 3) + "g"
        return lambda: compat.urljoin(base, reference)

    yield _case("urljoin-long-base-climbing-reference", urljoin_climbing, ValueError)

    def urljoin_empty_segments(size: int) -> Op:
        base = "http://h/a/b"
        reference = "g" + "//" * (size // 2) + "../."
        return lambda: compat.urljoin(base, reference)

    yield _case("urljoin-empty-segments", urljoin_empty_segments, ValueError)

    for function in (compat.urlunsplit, compat.urlunparse):
        width = 5 if function is compat.urlunsplit else 6
        for index in range(width):

            def unsplit(
                size: int,
                function: Callable[..., object] = function,
                index: int = index,
                width: int = width,
            ) -> Op:
                parts = ["http", "h", "/p", "q", "f", "x"][:width]
                parts[index] = _run("slashes" if index == 2 else "colon", size)
                return lambda: function(parts)

            yield _case(f"{function.__name__}-long-part-{index}", unsplit)

    # Encoding: what is kept, what is escaped, what becomes several bytes or "+".
    quoting = ("pct", "non-ascii", "space", "slashes", "amp-eq")
    yield from _runs("quote", compat.quote, (), quoting)
    yield from _runs("quote_plus", compat.quote_plus, (), quoting)
    yield from _runs(
        "quote_from_bytes", lambda t: compat.quote_from_bytes(t.encode("utf-8")), (), quoting
    )
    # Decoding: broken escapes, escapes of ASCII, of UTF-8 and of no UTF-8, and
    # escapes mixed with text that is not ASCII (decoded run by run).
    yield from _runs(
        "unquote", compat.unquote, (), (*ESCAPES, "non-ascii", "bidi-escapes", "plus")
    )
    yield from _runs("unquote_plus", compat.unquote_plus, (), ("plus", "pct41", "non-ascii"))
    yield from _runs(
        "unquote_to_bytes", compat.unquote_to_bytes, (), ("pct2", "pct41", "pctFF", "non-ascii")
    )
    yield from _runs(
        "unquote-bytes", lambda t: compat.unquote(t.encode("utf-8")), (), ("pctpct", "pctC3A4")
    )

    yield from _query_string_cases("parse_qsl", compat.parse_qsl)
    yield from _query_string_cases("parse_qs", compat.parse_qs)

    def urlencode_many(size: int) -> Op:
        mapping = {f"k{i}": "v&=" for i in range(size // 10)}
        return lambda: compat.urlencode(mapping)

    yield _case("urlencode-many-names", urlencode_many)

    def urlencode_value(size: int) -> Op:
        mapping = {"k": _run("amp-eq", size)}
        return lambda: compat.urlencode(mapping)

    yield _case("urlencode-long-value", urlencode_value)

    def urlencode_doseq(size: int) -> Op:
        mapping = {"k": ["v"] * (size // 4)}
        return lambda: compat.urlencode(mapping, doseq=True)

    yield _case("urlencode-doseq-long-list", urlencode_doseq)

    def urlencode_pairs(size: int) -> Op:
        pairs = [("k", b"v")] * (size // 4)
        return lambda: compat.urlencode(pairs)

    yield _case("urlencode-bytes-pairs", urlencode_pairs)

    def split_result_attributes(size: int) -> Op:
        text = "http://" + "u:" * (size // 4) + "@" + "[::1]" + ":" + "8" * 4 + "/"
        return lambda: compat.urlsplit(text).hostname

    yield _case("SplitResult-attributes", split_result_attributes, ValueError)


CASES: list[Case] = [
    *_url_cases(),
    *_idna_cases(),
    *_long_path_cases(),
    *_builder_cases(),
    *_value_cases(),
    *_compat_cases(),
]

#: Cases that fail because of the library, kept as strict xfails (with what is
#: at fault) until fixed: none today; each past finding has its regression case.
FINDINGS: dict[str, Finding] = {}


def _params() -> Iterator[object]:
    ids = [case.id for case in CASES]
    duplicates = {name for name in ids if ids.count(name) > 1}
    assert not duplicates, f"duplicate case ids: {sorted(duplicates)}"
    unknown = set(FINDINGS) - set(ids)
    assert not unknown, f"findings for cases that do not exist: {sorted(unknown)}"
    for case in CASES:
        finding = FINDINGS.get(case.id)
        marks: tuple[pytest.MarkDecorator, ...] = ()
        if finding is not None:
            marks = (
                pytest.mark.xfail(
                    strict=True, reason=f"finding: {finding.reason}", raises=finding.raises
                ),
            )
        yield pytest.param(case, id=case.id, marks=marks)


@pytest.mark.parametrize("case", list(_params()))
def test_linear_time(case: Case) -> None:
    assert_linear(case.id, case.make)


def test_a_quadratic_operation_fails_and_stops_early() -> None:
    # The harness itself: a search of the whole text from every hundredth
    # character is quadratic with a small constant, and must be reported, on
    # the ladder's way up rather than after minutes on 1 MB.
    def make(size: int) -> Op:
        text = "ab" * (size // 2)
        return lambda: [text.count(text[i : i + 3]) for i in range(0, size, 100)]

    with pytest.raises(pytest.fail.Exception, match="so larger sizes were not tried"):
        assert_linear("quadratic-count", make)


def test_the_idna_floor_excludes_quadratic_versions() -> None:
    pyproject = tomllib.loads((pathlib.Path(__file__).parents[1] / "pyproject.toml").read_text())
    floors = [
        requirement.partition(">=")[2]
        for requirement in pyproject["project"]["dependencies"]
        if requirement.replace(" ", "").startswith("idna>=")
    ]
    assert floors, "pyproject.toml names no idna floor"
    floor = tuple(int(part) for part in floors[0].split(".")[:2])
    assert floor >= (3, 15), f"the idna floor {floors[0]} admits a quadratic idna.encode()"


def test_host_address_is_linear_without_the_int_digit_limit() -> None:
    # Applications may lift the limit (sys.set_int_max_str_digits(0)); a URL
    # library must not then parse a megabyte of digits into one number.
    def make(size: int) -> Op:
        host = Host("1" * size)
        return lambda: Host(str(host)).address

    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        assert_linear("Host.address-decimal-without-int-limit", make)
    finally:
        sys.set_int_max_str_digits(limit)
