"""Memory stays bounded under a stream of distinct URLs (issue 6, part 4).

Every cache in href is bounded: the functools caches are found by scanning
the namespaces of all of href's modules for objects with ``cache_info``, so a
new cache is checked without being named here, and must have a ``maxsize``.
A cache kept in a plain dict, list or set is caught by the other check: no
container in a module's namespace changes size while URLs are processed.

A stream of distinct URLs (distinct hosts, so that the IDNA caches fill and
turn over) must not grow memory beyond a constant. A million URLs (in the deep
run, ``pytest --deep``; 70,000 in the fast one, untraced) go through
``URL(text)`` and ``host.ascii``, every 64th with a non-ASCII host that goes
through IDNA; the heavier operations (``normalize()``, ``to_unicode()``,
``to_ascii()``, ``join()``, ``relative_to()``, builders and the
``href.compat`` functions) run on a smaller stream, for the runtime's sake.

How growth is measured, and why: tracing every allocation (``tracemalloc``)
makes Python about five times slower, too slow for a million URLs in this
suite. So each stream runs in phases: a warm-up that lasts until every cache
is full or stops growing, a long untraced stretch checked with
``sys.getallocatedblocks()`` (the number of live memory blocks must not
grow), then ``tracemalloc`` is started, the caches are emptied and refilled
(so that everything they hold was allocated under tracing), and finally a
traced stretch over which the traced size must not grow by more than a small
bound. A leak of one object per URL would exceed either bound many times
over.

``href.compat.urlsplit`` keeps 128 results, as ``urllib.parse.urlsplit``
does (``compat.clear_cache()`` empties it); like urllib's, it is bounded in
entries, not in the length of the URLs it holds.
"""

from __future__ import annotations

import gc
import importlib
import pkgutil
import sys
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Protocol

import pytest

import href
from depth import sized
from href import URL, compat

Workload = Callable[[int, int], None]


class _CacheInfo(Protocol):
    @property
    def maxsize(self) -> int | None: ...

    @property
    def currsize(self) -> int: ...


class _Cache(Protocol):
    """What functools' caches offer (``lru_cache`` and ``cache`` alike)."""

    def cache_info(self) -> _CacheInfo: ...

    def cache_clear(self) -> None: ...


def _modules() -> list[object]:
    """Every module of href, imported."""
    return [
        importlib.import_module(info.name)
        for info in pkgutil.walk_packages(href.__path__, "href.")
    ]


def _caches() -> dict[str, _Cache]:
    """Every functools cache in href's module namespaces, by qualified name."""
    found: dict[str, _Cache] = {}
    seen: set[int] = set()
    for module in _modules():
        for attribute, value in vars(module).items():
            if (
                callable(getattr(value, "cache_info", None))
                and not isinstance(value, type)
                and id(value) not in seen
            ):
                seen.add(id(value))
                # A functools cache has its function's name; a cache object, its own.
                qualname = getattr(value, "__qualname__", None)
                if qualname is None:
                    name = f"{getattr(module, '__name__', '?')}.{attribute}"
                else:
                    name = f"{value.__module__}.{qualname}"
                found[name] = value
    return found


CACHES = _caches()

#: The IDNA caches, which every distinct host reaches (test_idna_caches_are_bounded_in_bytes).
IDNA_CACHES = ("href._idna._name_to_ascii", "href._idna._name_to_unicode")


def test_the_scan_finds_the_known_caches() -> None:
    # Finding the caches that every host reaches proves that the scan works.
    missing = {*IDNA_CACHES, *SELF_EMPTYING} - set(CACHES)
    assert not missing, (
        f"the scan of href's modules missed {sorted(missing)}; found {sorted(CACHES)}"
    )


@pytest.mark.parametrize("name", sorted(CACHES))
def test_every_cache_is_bounded(name: str) -> None:
    maxsize = CACHES[name].cache_info().maxsize
    assert maxsize is not None, (
        f"{name} is an unbounded cache: give it a maxsize (a stream of distinct inputs "
        "would grow it without end)"
    )


# -- workloads -----------------------------------------------------------------


def parse_and_host(start: int, stop: int) -> None:
    """``URL(text)`` and ``host.ascii`` on distinct URLs; every 64th host is non-ASCII."""
    for i in range(start, stop):
        if i % 64:
            url = URL(f"http://u{i}@h{i}.example:{i % 65536}/a/{i}?q={i}#f{i}")
        else:
            url = URL(f"http://bü{i}.example/a/{i}")
        assert url.host is not None
        _ = url.host.ascii


BASE = URL("http://h.example/a/b/c")


def every_operation(start: int, stop: int) -> None:
    """The heavier operations on distinct URLs; every 8th host is non-ASCII.

    The other hosts have a ``-``, which sends them through the A-label check.
    """
    for i in range(start, stop):
        host = f"bü{i}.Example" if i % 8 == 0 else f"h-{i}.Example"
        text = f"HTTP://u{i}@{host}:80/a/./{i}/../%7e{i}?q=%41{i}&r={i}#f{i}"
        url = URL(text)
        assert url.host is not None
        _ = (url.host.ascii, url.host.unicode, url.path.segments, url.query.items())
        url.normalize()
        url.to_unicode()
        url.to_ascii()
        url.join(f"../g{i}")
        url.relative_to(BASE)
        url.update_query(q=i)
        url.with_query({f"n-{i}": f"v {i}", "page": str(i)})  # a name form_query keeps
        _ = url / f"x{i}"
        compat.urlsplit(text)
        compat.urlparse(text)
        compat.urljoin(text, f"../g{i}")
        compat.quote(text)
        compat.unquote(text)
        compat.parse_qsl(f"a={i}&b={i}")
        compat.urlencode({"a": i, "b": text})


# -- measuring -------------------------------------------------------------------


@contextmanager
def _tracing() -> Iterator[None]:
    started = not tracemalloc.is_tracing()
    if started:
        tracemalloc.start()
    try:
        yield
    finally:
        if started:
            tracemalloc.stop()


#: Caches that empty themselves when full (URL()'s recent URLs, form_query's
#: names, URL.build's A-labels): what they hold at one instant is anywhere
#: from none to maxsize entries, a saw-tooth that would read as growth or
#: shrinkage, so each reading is taken with them empty.
SELF_EMPTYING = (
    "href._url._recent_urls",
    "href._form_query._form_names",
    "href._url._ascii_names",
)


def _blocks() -> int:
    _empty_the_self_emptying()
    return sys.getallocatedblocks()


def _traced_size() -> int:
    _empty_the_self_emptying()
    return tracemalloc.get_traced_memory()[0]


def _empty_the_self_emptying() -> None:
    for name in SELF_EMPTYING:
        CACHES[name].cache_clear()
    gc.collect()


def _cache_sizes() -> dict[str, int]:
    return {name: cache.cache_info().currsize for name, cache in CACHES.items()}


def _settle(workload: Workload, start: int, minimum: int) -> int:
    """Run ``workload`` from ``start`` until every cache is full or has stopped growing.

    At least ``minimum`` URLs are run, then chunks of ``SETTLE_CHUNK`` until a
    chunk changes no cache's size (or every changed one is full), at most
    ``SETTLE_LIMIT`` URLs more. Returns where the next URL starts.
    """
    stop = start + minimum
    workload(start, stop)
    sizes = _cache_sizes()
    while stop - start < minimum + SETTLE_LIMIT:
        workload(stop, stop + SETTLE_CHUNK)
        stop += SETTLE_CHUNK
        now = _cache_sizes()
        # Only a rise counts: URL()'s cache of recent URLs empties itself when
        # full, so its size saw-tooths below its maxsize and never "settles".
        growing = [
            name
            for name, size in now.items()
            if size > sizes.get(name, 0) and size != CACHES[name].cache_info().maxsize
        ]
        if not growing:
            break
        sizes = now
    return stop


#: Chunks, and a limit, for running a workload until the caches are full.
SETTLE_CHUNK = 1_000
SETTLE_LIMIT = 100_000


def assert_constant_memory(
    workload: Workload,
    *,
    warm_up: int,
    untraced: int,
    turnover: int,
    traced: int,
    max_blocks: int,
    max_bytes: int,
) -> None:
    """Run ``workload`` on consecutive ranges (see the module docstring) and bound its growth.

    The warm-up, and the refill of the caches once tracing starts (they are
    emptied then, so that all they hold afterwards is traced), last until
    every cache is full or stops growing. ``traced=0`` leaves the traced
    stretch out (the fast run: refilling the caches under tracing is most of
    the cost), so only the count of live blocks is bounded.
    """
    name = getattr(workload, "__name__", "workload")
    stop = _settle(workload, 0, warm_up)
    blocks_from, blocks_before = stop, _blocks()
    workload(stop, stop + untraced)
    stop += untraced
    blocks_after = _blocks()
    block_growth = blocks_after - blocks_before
    assert block_growth < max_blocks, (
        f"{name}: {block_growth} more live memory blocks after URLs {blocks_from:,} to "
        f"{stop:,} than before them (bound {max_blocks}): something keeps objects for "
        f"every URL (cache sizes: {_cache_sizes()})"
    )
    if not traced:
        return
    with _tracing():
        for cache in CACHES.values():
            cache.cache_clear()
        stop = _settle(workload, stop, turnover)
        size_before = _traced_size()
        workload(stop, stop + traced)
        stop += traced
        size_after = _traced_size()
    byte_growth = size_after - size_before
    assert byte_growth < max_bytes, (
        f"{name}: traced memory grew by {byte_growth:,} bytes over URLs {stop - traced:,} to "
        f"{stop:,} (from {size_before:,} to {size_after:,} bytes; bound {max_bytes:,}): "
        f"something keeps memory for every URL (cache sizes: {_cache_sizes()})"
    )


def test_a_stream_of_distinct_urls_keeps_memory_constant() -> None:
    # A million URLs in the deep run; 70,000 in the fast one, still many times
    # every cache's size, so a leak of an object a URL shows in either (the
    # fast run counts live blocks only: a leak of bytes in existing blocks is
    # the deep run's to find, under tracing).
    assert_constant_memory(
        parse_and_host,
        warm_up=sized(20_000, 100_000),
        untraced=sized(50_000, 800_000),
        turnover=5_000,
        traced=sized(0, 95_000),
        max_blocks=1_000,
        max_bytes=1_000_000,
    )


def test_every_operation_keeps_memory_constant() -> None:
    assert_constant_memory(
        every_operation,
        warm_up=5_000,
        untraced=sized(5_000, 20_000),
        turnover=2_000,
        traced=sized(0, 8_000),
        max_blocks=1_000,
        max_bytes=128_000,
    )


def _containers() -> dict[str, int]:
    """The size of every dict, list, set and bytearray in href's module namespaces."""
    sizes: dict[str, int] = {}
    for module in _modules():
        for attribute, value in vars(module).items():
            if (
                isinstance(value, dict | list | set | bytearray)
                and not attribute.startswith("__")
                and not hasattr(value, "cache_info")  # a cache: its maxsize is checked above
            ):
                sizes[f"{getattr(module, '__name__', '?')}.{attribute}"] = len(value)
    return sizes


def test_no_module_level_container_grows() -> None:
    # A dict used as a cache would grow with distinct inputs; nothing may.
    every_operation(0, 100)
    before = _containers()
    every_operation(100, 3_000)
    grown = {
        name: (before.get(name), size)
        for name, size in _containers().items()
        if size != before.get(name)
    }
    assert not grown, f"module-level containers changed size while URLs were processed: {grown}"


def test_caches_stay_within_their_maxsize() -> None:
    every_operation(0, 2_500)
    parse_and_host(0, 2_500)
    over = {
        name: (info.currsize, info.maxsize)
        for name, info in ((name, cache.cache_info()) for name, cache in CACHES.items())
        if info.maxsize is not None and info.currsize > info.maxsize
    }
    assert not over, f"caches holding more than their maxsize (size, maxsize): {over}"


def test_idna_caches_are_bounded_in_bytes() -> None:
    # A DNS name has at most 253 characters, so two caches of 2048 names need
    # about 2 MB at most (text and entry overhead); twice that is the bound.
    idna_caches = [cache for name, cache in CACHES.items() if name.startswith("href._idna.")]
    for cache in idna_caches:
        cache.cache_clear()
    label = "a" * 10_000
    maxsize = max(CACHES[name].cache_info().maxsize or 0 for name in IDNA_CACHES)
    with _tracing():
        before = _traced_size()
        for i in range(2 * maxsize):
            host = URL(f"http://{i}{label}/").host
            assert host is not None
            _ = (host.ascii, host.unicode)
        host = None  # the last Host goes before the count
        retained = _traced_size() - before
    for cache in idna_caches:
        cache.cache_clear()
    assert retained < 4_000_000, (
        f"{2 * maxsize} distinct 10 kB hosts leave {retained:,} bytes behind in "
        f"{', '.join(IDNA_CACHES)} (bound 4,000,000)"
    )
