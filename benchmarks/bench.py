"""Time href against urllib.parse, yarl and other URL libraries, in one process.

Every library runs the same operation on the same inputs, round-robin within
each round, for several rounds; the report is a markdown table of the median
microseconds per call, the min and max across rounds, and the ratio href/peer
with PASS/FAIL against the targets from the issue. See benchmarks/README.md.

    python benchmarks/bench.py [--quick] [--data FILE ...] [--rounds N]
    python benchmarks/bench.py --profile      # cProfile href's hot operations
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import importlib
import importlib.metadata
import io
import os
import platform
import pstats
import statistics
import sys
import time
import tracemalloc
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

REPO = Path(__file__).resolve().parent.parent
CORPORA_ENV = "HREF_URL_CORPORA"

# The fixed arguments every library gets, so that only the library differs.
SEGMENT = "seg"
PAGE = {"page": "2"}
JOIN_REF = "../x?y=1"
# urljoin gets a mix of references (RFC 3986 5.4 shapes), chosen by input length.
URLJOIN_REFS = ("../x?y=1", "g", "./g/", "//h/p", "?q=1", "#frag", "/abs/path", "../../g")

REPEATED_DISTINCT = 20  # URLs in the repeated set, where caches help
MEMORY_SAMPLE = 20_000  # URLs held at once to measure bytes per URL (tracemalloc is slow)


# ---------------------------------------------------------------------------
# Inputs


class Parts(NamedTuple):
    """Decoded parts of a corpus URL, the arguments of ``URL.build``."""

    scheme: str
    host: str | None
    path: str
    query: dict[str, str] | None


def derive_url(text: str) -> object:
    """Return the URL text itself."""
    return text


def derive_parts(text: str) -> object:
    """Return the decoded scheme, host, path and query of ``text`` (via urllib)."""
    split = urllib.parse.urlsplit(text)
    query = dict(urllib.parse.parse_qsl(split.query)) or None
    return Parts(split.scheme, split.hostname, urllib.parse.unquote(split.path), query)


def derive_join_pair(text: str) -> object:
    """Return ``(base, reference)`` for urljoin."""
    return (text, URLJOIN_REFS[len(text) % len(URLJOIN_REFS)])


def derive_decoded_path(text: str) -> object:
    """Return the decoded path, the input of quote(); None when empty."""
    return urllib.parse.unquote(urllib.parse.urlsplit(text).path) or None


def derive_raw_path_query(text: str) -> object:
    """Return the path and query as written, the input of unquote()."""
    split = urllib.parse.urlsplit(text)
    return split.path + ("?" + split.query if split.query else "") or None


def derive_query(text: str) -> object:
    """Return the raw query, the input of parse_qsl(); None when empty."""
    return urllib.parse.urlsplit(text).query or None


def derive_query_pairs(text: str) -> object:
    """Return the decoded query pairs, the input of urlencode(); None when empty."""
    return urllib.parse.parse_qsl(urllib.parse.urlsplit(text).query) or None


def default_corpora() -> list[Path]:
    """Return the corpus files: ``$HREF_URL_CORPORA/*.txt`` or ``../shared/data/urls``."""
    folder = os.environ.get(CORPORA_ENV) or str(REPO.parent / "shared" / "data" / "urls")
    return sorted(Path(folder).glob("*.txt"))


def load_corpora(paths: Iterable[Path]) -> list[str]:
    """Return every non-blank line of ``paths``, deduplicated, in first-seen order."""
    urls: dict[str, None] = {}
    for path in paths:
        # utf-8-sig: kasztp.txt starts with a byte order mark.
        with path.open(encoding="utf-8-sig") as lines:
            for line in lines:
                url = line.strip()
                if url:
                    urls[url] = None
    return list(urls)


def spread(items: Sequence[Any], count: int) -> list[Any]:
    """Return ``count`` items evenly spaced over ``items`` (all when fewer)."""
    if len(items) <= count:
        return list(items)
    return [items[i * len(items) // count] for i in range(count)]


# ---------------------------------------------------------------------------
# Libraries: one adapter function each, mapping an operation key to an Impl.


@dataclass(frozen=True)
class Impl:
    """One library's way to do one operation.

    ``call`` is what is timed, once per input. ``prepare``, when given, turns an
    input into what ``call`` takes (a parsed URL) before the clock starts, anew
    for every measurement so that no per-object cache survives a round.
    """

    call: Callable[[Any], object]
    prepare: Callable[[Any], Any] | None = None
    note: str = ""


def optional_module(name: str) -> Any:
    """Import ``name``, or return None when it is not installed."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def href_adapters(href: Any) -> dict[str, Impl]:
    """Return href's operations."""
    url_cls = href.URL
    ref = url_cls(JOIN_REF)

    def parse_str(text: str) -> object:
        return str(url_cls(text))

    def access(text: str) -> object:
        url = url_cls(text)
        return url.host, url.path, url.query

    def div(url: Any) -> object:
        return url / SEGMENT

    def update_query(url: Any) -> object:
        return url.update_query(PAGE)

    def build(parts: Parts) -> object:
        return url_cls.build(
            scheme=parts.scheme, host=parts.host, path=parts.path, query=parts.query
        )

    def join(url: Any) -> object:
        return url.join(ref)

    def normalize(url: Any) -> object:
        return url.normalize()

    return {
        "parse": Impl(url_cls),
        "str": Impl(parse_str),
        "access": Impl(access),
        "div": Impl(div, url_cls),
        "update_query": Impl(update_query, url_cls),
        "build": Impl(build),
        "join": Impl(join, url_cls),
        "normalize": Impl(normalize, url_cls),
    }


def yarl_adapters(yarl: Any) -> dict[str, Impl]:
    """Return yarl's operations (no normalize: yarl has no equivalent)."""
    url_cls = yarl.URL
    ref = url_cls(JOIN_REF)

    def parse_str(text: str) -> object:
        return str(url_cls(text))

    def access(text: str) -> object:
        url = url_cls(text)
        return url.host, url.path, url.query

    def div(url: Any) -> object:
        return url / SEGMENT

    def update_query(url: Any) -> object:
        return url.update_query(PAGE)

    def build(parts: Parts) -> object:
        return url_cls.build(
            scheme=parts.scheme, host=parts.host, path=parts.path, query=parts.query
        )

    def join(url: Any) -> object:
        return url.join(ref)

    return {
        "parse": Impl(url_cls),
        "str": Impl(parse_str),
        "access": Impl(access),
        "div": Impl(div, url_cls, "drops the query and fragment"),
        "update_query": Impl(update_query, url_cls),
        "build": Impl(build),
        "join": Impl(join, url_cls),
    }


def urllib_adapters(parse: Any) -> dict[str, Impl]:
    """Return urllib.parse's closest equivalents of the URL operations."""
    urlsplit = parse.urlsplit
    urlunsplit = parse.urlunsplit
    urljoin = parse.urljoin
    quote = parse.quote
    urlencode = parse.urlencode

    def parse_str(text: str) -> object:
        return urlunsplit(urlsplit(text))

    def access(text: str) -> object:
        split = urlsplit(text)
        return split.hostname, split.path, split.query

    def build(parts: Parts) -> object:
        query = urlencode(parts.query) if parts.query else ""
        return urlunsplit((parts.scheme, parts.host or "", quote(parts.path), query, ""))

    def join(text: str) -> object:
        return urljoin(text, JOIN_REF)

    return {
        "parse": Impl(urlsplit, note="urlsplit"),
        "str": Impl(parse_str, note="urlunsplit(urlsplit())"),
        "access": Impl(access),
        "build": Impl(build, note="urlunsplit with quote and urlencode"),
        "join": Impl(join, note="urljoin on text: parses the base each call"),
    }


def compat_adapters(parse: Any) -> dict[str, Impl]:
    """Return the urllib.parse functions of ``parse`` (urllib.parse or href.compat)."""
    urljoin = parse.urljoin

    def join(pair: tuple[str, str]) -> object:
        return urljoin(pair[0], pair[1])

    return {
        "c_urlsplit": Impl(parse.urlsplit),
        "c_urlparse": Impl(parse.urlparse),
        "c_urljoin": Impl(join),
        "c_quote": Impl(parse.quote),
        "c_unquote": Impl(parse.unquote),
        "c_parse_qsl": Impl(parse.parse_qsl),
        "c_urlencode": Impl(parse.urlencode),
    }


def ada_adapters(ada: Any) -> dict[str, Impl]:
    """Return ada_url's operations (WHATWG parsing, in C++)."""
    url_cls = ada.URL
    join_url = ada.join_url

    def parse_str(text: str) -> object:
        return url_cls(text).href

    def access(text: str) -> object:
        url = url_cls(text)
        return url.hostname, url.pathname, url.search

    def join(text: str) -> object:
        return join_url(text, JOIN_REF)

    return {
        "parse": Impl(url_cls),
        "str": Impl(parse_str),
        "access": Impl(access),
        "join": Impl(join, note="join_url on text: parses the base each call"),
    }


def hyperlink_adapters(hyperlink: Any) -> dict[str, Impl]:
    """Return hyperlink's operations (``child``, ``set``, ``click``)."""
    url_cls = hyperlink.URL
    from_text = url_cls.from_text
    ref = from_text(JOIN_REF)

    def parse_str(text: str) -> object:
        return from_text(text).to_text()

    def access(text: str) -> object:
        url = from_text(text)
        return url.host, url.path, url.query

    def div(url: Any) -> object:
        return url.child(SEGMENT)

    def update_query(url: Any) -> object:
        return url.set("page", "2")

    def join(url: Any) -> object:
        return url.click(ref)

    def normalize(url: Any) -> object:
        return url.normalize()

    return {
        "parse": Impl(from_text),
        "str": Impl(parse_str),
        "access": Impl(access),
        "div": Impl(div, from_text, "url.child(seg)"),
        "update_query": Impl(update_query, from_text, "url.set(name, value)"),
        "join": Impl(join, from_text, "url.click(ref)"),
        "normalize": Impl(normalize, from_text),
    }


def furl_adapters(furl: Any) -> dict[str, Impl]:
    """Return furl's operations (its builders mutate, so only parsing is compared)."""
    url_cls = furl.furl

    def parse_str(text: str) -> object:
        return url_cls(text).url

    def access(text: str) -> object:
        url = url_cls(text)
        return url.host, url.path, url.query

    return {"parse": Impl(url_cls), "str": Impl(parse_str), "access": Impl(access)}


def rfc3986_adapters(rfc3986: Any) -> dict[str, Impl]:
    """Return rfc3986's operations (``uri_reference``, ``resolve_with``)."""
    uri_reference = rfc3986.uri_reference
    ref = uri_reference(JOIN_REF)

    def parse_str(text: str) -> object:
        return uri_reference(text).unsplit()

    def access(text: str) -> object:
        url = uri_reference(text)
        return url.host, url.path, url.query

    def join(url: Any) -> object:
        return ref.resolve_with(url)

    def normalize(url: Any) -> object:
        return url.normalize()

    return {
        "parse": Impl(uri_reference),
        "str": Impl(parse_str),
        "access": Impl(access),
        "join": Impl(join, uri_reference, "ref.resolve_with(url)"),
        "normalize": Impl(normalize, uri_reference),
    }


# Library name, module to import, distribution (for its version), adapters.
PEERS: tuple[tuple[str, str, str, Callable[[Any], dict[str, Impl]]], ...] = (
    ("urllib", "urllib.parse", "", urllib_adapters),
    ("yarl", "yarl", "yarl", yarl_adapters),
    ("ada_url", "ada_url", "ada-url", ada_adapters),
    ("hyperlink", "hyperlink", "hyperlink", hyperlink_adapters),
    ("furl", "furl", "furl", furl_adapters),
    ("rfc3986", "rfc3986", "rfc3986", rfc3986_adapters),
)


# ---------------------------------------------------------------------------
# Operations


@dataclass(frozen=True)
class Operation:
    """One row group of the table: what is done, on what inputs, against what target."""

    key: str
    title: str
    subject: str  # "href" or "href.compat": the numerator of every ratio
    derive: Callable[[str], object]
    targets: dict[str, float] = field(default_factory=dict)  # peer -> max ratio
    note: str = ""


OPERATIONS = (
    Operation("parse", "parse: `URL(text)`", "href", derive_url, {"yarl": 0.33, "ada_url": 1.0}),
    Operation("str", "parse, then `str()`", "href", derive_url, {"yarl": 0.33}),
    Operation("access", "parse, then read host, path, query", "href", derive_url),
    Operation("div", '`url / "seg"`', "href", derive_url, {"yarl": 0.5}),
    Operation(
        "update_query", "`url.update_query({'page': '2'})`", "href", derive_url, {"yarl": 0.5}
    ),
    Operation(
        "build",
        "`URL.build(scheme, host, path, query)`",
        "href",
        derive_parts,
        {"yarl": 0.5},
        "decoded parts from urlsplit, parse_qsl and unquote",
    ),
    Operation(
        "join",
        f"`url.join({JOIN_REF!r})`",
        "href",
        derive_url,
        {"yarl": 0.5},
        "the reference is parsed once, outside the clock, where the library takes a URL",
    ),
    Operation(
        "normalize",
        "`url.normalize()`",
        "href",
        derive_url,
        {},
        "yarl and urllib.parse have no RFC 3986 normalization: compared with "
        "hyperlink and rfc3986 only",
    ),
    Operation("c_urlsplit", "compat `urlsplit`", "href.compat", derive_url, {"urllib": 0.67}),
    Operation("c_urlparse", "compat `urlparse`", "href.compat", derive_url, {"urllib": 0.67}),
    Operation(
        "c_urljoin",
        "compat `urljoin`",
        "href.compat",
        derive_join_pair,
        {"urllib": 1.0},
        "references: " + ", ".join(URLJOIN_REFS),
    ),
    Operation(
        "c_quote",
        "compat `quote`",
        "href.compat",
        derive_decoded_path,
        {"urllib": 1.0},
        "decoded paths",
    ),
    Operation(
        "c_unquote",
        "compat `unquote`",
        "href.compat",
        derive_raw_path_query,
        {"urllib": 1.0},
        "raw path and query",
    ),
    Operation(
        "c_parse_qsl",
        "compat `parse_qsl`",
        "href.compat",
        derive_query,
        {"urllib": 1.0},
        "URLs with a query only",
    ),
    Operation(
        "c_urlencode",
        "compat `urlencode`",
        "href.compat",
        derive_query_pairs,
        {"urllib": 1.0},
        "pairs from parse_qsl of URLs with a query",
    ),
)

PROFILED = ("parse", "str", "div", "update_query", "build", "join")


# ---------------------------------------------------------------------------
# Measuring


def first_error(impl: Impl, item: object) -> BaseException | None:
    """Run ``impl`` once on ``item``; return what it raised, if anything."""
    try:
        impl.call(impl.prepare(item) if impl.prepare else item)
    except Exception as error:  # any failure rejects the input
        return error
    return None


def materialize(impl: Impl, distinct: Sequence[object], repeat: int) -> list[object]:
    """Return what ``impl.call`` is timed on: prepared anew, then repeated."""
    items = [impl.prepare(item) for item in distinct] if impl.prepare else list(distinct)
    return items * repeat


# CPU time of this process: on a shared machine, time spent running other
# processes does not land on whichever library happened to be running.
CLOCKS = {"cpu": time.process_time_ns, "wall": time.perf_counter_ns}


def time_calls(
    call: Callable[[Any], object], items: Sequence[object], clock: Callable[[], int]
) -> float:
    """Return the mean microseconds of ``call(item)`` over ``items``, GC paused."""
    gc.collect()
    gc.disable()
    try:
        start = clock()
        for item in items:
            call(item)
        stop = clock()
    finally:
        gc.enable()
    return (stop - start) / len(items) / 1000


@dataclass
class Row:
    """The inputs and participants of one operation, after filtering."""

    op: Operation
    impls: dict[str, Impl]
    unique: list[object]
    picks: list[object]
    offered: int = 0
    rejected: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    times: dict[tuple[str, str], list[float]] = field(default_factory=dict)


def filter_inputs(
    op: Operation, impls: dict[str, Impl], candidates: list[object], limit: int | None
) -> Row:
    """Keep the inputs that every working library accepts; drop a library that fails most."""
    if limit is not None:
        candidates = spread(candidates, limit)
    row = Row(op, {}, [], [], offered=len(candidates))
    rejected_any = [False] * len(candidates)
    for lib, impl in impls.items():
        errors = [first_error(impl, item) for item in candidates]
        failures = [i for i, error in enumerate(errors) if error is not None]
        if len(failures) * 2 > len(candidates):
            error = errors[failures[0]]
            row.notes.append(
                f"{lib} skipped: fails on {len(failures):,} of {len(candidates):,} inputs, "
                f"first {type(error).__name__}: {str(error)[:120]}"
            )
            continue
        row.impls[lib] = impl
        row.rejected[lib] = len(failures)
        for i in failures:
            rejected_any[i] = True
    row.unique = [item for item, bad in zip(candidates, rejected_any, strict=True) if not bad]
    row.picks = spread(row.unique, REPEATED_DISTINCT)
    return row


def run_rounds(rows: list[Row], rounds: int, repeat: int, clock: Callable[[], int]) -> None:
    """Time every library of every row, interleaved, ``rounds`` times."""
    for number in range(rounds):
        started = time.perf_counter()
        for row in rows:
            libs = list(row.impls)
            shift = number % len(libs)
            for lib in libs[shift:] + libs[:shift]:  # rotate who goes first
                impl = row.impls[lib]
                for kind, distinct, times in (
                    ("unique", row.unique, 1),
                    ("repeated", row.picks, repeat),
                ):
                    items = materialize(impl, distinct, times)
                    row.times.setdefault((kind, lib), []).append(
                        time_calls(impl.call, items, clock)
                    )
                    del items
        took = time.perf_counter() - started
        print(f"round {number + 1}/{rounds}: {took:.1f} s", file=sys.stderr)


def bytes_per_url(make: Callable[[str], object], texts: Sequence[str]) -> float:
    """Return the bytes tracemalloc sees allocated per object held, ``make(text)`` each."""
    gc.collect()
    held: list[object] = [None] * len(texts)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for i, text in enumerate(texts):
            held[i] = make(text)
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    del held
    return (after - before) / len(texts)


def measure_memory(parse_row: Row | None) -> tuple[int, list[tuple[str, str, float]]]:
    """Return the URLs held and (measure, library, bytes per URL) for each library seen."""
    if parse_row is None or not parse_row.unique:
        return 0, []
    texts = [str(text) for text in spread(parse_row.unique, MEMORY_SAMPLE)]
    results = []
    for lib, impl in parse_row.impls.items():
        if lib == "ada_url":  # its URLs live in C++ memory, which tracemalloc cannot see
            continue
        results.append(("parsed URL", lib, bytes_per_url(impl.call, texts)))
        results.append(
            ("after reading host, path, query", lib, bytes_per_url(reader(impl.call), texts))
        )
    return len(texts), results


def reader(parse: Callable[[str], object]) -> Callable[[str], object]:
    """Return a function that parses a URL, reads its parts (so lazy ones are built)."""

    def make(text: str) -> object:
        url = parse(text)
        for name in ("host", "path", "query"):
            getattr(url, name, None)
        return url

    return make


# ---------------------------------------------------------------------------
# Reporting


def fmt_us(value: float) -> str:
    """Return microseconds with three significant digits."""
    return f"{value:.3g}" if value < 100 else f"{value:,.0f}"


def verdict(ratio: float, target: float | None) -> str:
    """Return the PASS/FAIL cell."""
    if target is None:
        return ""
    return "PASS" if ratio <= target else "FAIL"


def table(rows: list[Row], kind: str, repeat: int) -> tuple[list[str], int]:
    """Return the markdown table of ``kind`` ("unique" or "repeated") and its FAIL count."""
    judged = kind == "unique"
    lines = [
        "| operation | library | calls | median µs | min | max | ratio | target | result |",
        "|---|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    fails = 0
    for row in rows:
        subject = row.op.subject
        count = len(row.unique) if judged else len(row.picks) * repeat
        medians = {lib: statistics.median(row.times[kind, lib]) for lib in row.impls}
        base = medians.get(subject)
        title, count_cell = row.op.title, f"{count:,}"
        for lib in sorted(row.impls, key=lambda name: name != subject):
            times = row.times[kind, lib]
            ratio = target_cell = result = ""
            if lib != subject and base is not None:
                value = base / medians[lib]
                ratio = f"{value:.2f}"
                target = row.op.targets.get(lib) if judged else None
                if target is not None:
                    target_cell = f"≤ {target:g}"
                    result = verdict(value, target)
                    fails += result == "FAIL"
            note = row.impls[lib].note
            name = f"{lib} ({note})" if note else lib
            lines.append(
                f"| {title} | {name} | {count_cell} | {fmt_us(medians[lib])} | "
                f"{fmt_us(min(times))} | {fmt_us(max(times))} | {ratio} | {target_cell} | "
                f"{result} |"
            )
            title = count_cell = ""  # named and counted on the operation's first line only
        missing = [peer for peer in row.op.targets if peer not in row.impls]
        if subject not in row.impls:
            lines.append(f"| {row.op.title} | {subject}: not measured | | | | | | | FAIL |")
            fails += judged
        elif judged and missing:
            lines.extend(
                f"| {row.op.title} | {peer}: not installed or skipped | | | | | | "
                f"≤ {row.op.targets[peer]:g} | n/a |"
                for peer in missing
            )
    return lines, fails


def memory_table(memory: list[tuple[str, str, float]]) -> tuple[list[str], int]:
    """Return the markdown table of bytes per URL and its FAIL count."""
    lines = [
        "| measure | library | bytes per URL | href/peer | target | result |",
        "|---|---|---:|---:|---:|---|",
    ]
    fails = 0
    base = {measure: size for measure, lib, size in memory if lib == "href"}
    for measure, lib, size in sorted(
        memory, key=lambda m: (m[0] != "parsed URL", m[0], m[1] != "href")
    ):
        ratio = target_cell = result = ""
        if lib != "href" and measure in base:
            value = base[measure] / size if size else float("inf")
            ratio = f"{value:.2f}"
            if measure == "parsed URL" and lib == "yarl":
                target_cell = "≤ 1"
                result = verdict(value, 1.0)
                fails += result == "FAIL"
        lines.append(f"| {measure} | {lib} | {size:,.0f} | {ratio} | {target_cell} | {result} |")
    return lines, fails


def versions(libs: Iterable[tuple[str, str]]) -> str:
    """Return "name version" for href and each importable peer."""
    found = []
    for lib, dist in libs:
        try:
            found.append(f"{lib} {importlib.metadata.version(dist)}")
        except importlib.metadata.PackageNotFoundError:
            found.append(lib)
    return ", ".join(found)


# ---------------------------------------------------------------------------
# Profiling


def profile(rows: list[Row], top: int, keys: Iterable[str]) -> None:
    """Print the top cProfile entries of href's operations ``keys`` over the unique inputs."""
    wanted = set(keys)
    for row in rows:
        if row.op.key not in wanted or row.op.subject not in row.impls:
            continue
        impl = row.impls[row.op.subject]
        items = materialize(impl, row.unique, 1)
        profiler = cProfile.Profile()
        call = impl.call
        profiler.enable()
        for item in items:
            call(item)
        profiler.disable()
        out = io.StringIO()
        stats = pstats.Stats(profiler, stream=out)
        stats.sort_stats(pstats.SortKey.TIME).print_stats(top)
        body = out.getvalue()
        body = body[body.find("   ncalls") :] if "   ncalls" in body else body
        print(f"### {row.op.title} ({len(items):,} calls, by own time)\n")
        print("```")
        print(body.rstrip().replace(str(REPO) + "/", ""))
        print("```\n")


# ---------------------------------------------------------------------------
# Main


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Return the command line options."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--quick",
        action="store_true",
        help="2,000 inputs an operation, 3 rounds (well under a minute)",
    )
    parser.add_argument(
        "--data",
        nargs="+",
        type=Path,
        metavar="FILE",
        help=f"URL files, one URL a line (default: ${CORPORA_ENV}/*.txt "
        "or ../shared/data/urls/*.txt beside the repository)",
    )
    parser.add_argument("--rounds", type=int, help="rounds (default 5; 3 with --quick)")
    parser.add_argument(
        "--limit",
        type=int,
        metavar="N",
        help="at most N unique inputs an operation (default: all; 2,000 with --quick)",
    )
    parser.add_argument(
        "--repeat",
        type=int,
        metavar="N",
        help=f"repetitions of the {REPEATED_DISTINCT} URLs of the repeated "
        "set (default 1,000; 100 with --quick)",
    )
    parser.add_argument(
        "--only",
        nargs="+",
        metavar="OP",
        choices=[op.key for op in OPERATIONS],
        help="these operations only: " + ", ".join(op.key for op in OPERATIONS),
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="instead of timing, print cProfile's top entries for href's "
        + ", ".join(PROFILED)
        + " (or the --only operations)",
    )
    parser.add_argument("--top", type=int, default=15, help="entries per profile (15)")
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="cpu",
        help="cpu: this process's CPU time (default; others' load does not count); wall: "
        "perf_counter",
    )
    parser.add_argument("--check", action="store_true", help="exit 1 when any target is missed")
    return parser.parse_args(argv)


class Setup(NamedTuple):
    """What the options and the environment give the benchmark to work with."""

    paths: list[Path]
    texts: list[str]
    rounds: int
    limit: int | None
    repeat: int
    clock: str


def setup(args: argparse.Namespace) -> Setup | str:
    """Return the settings and the corpus, or why there are none."""
    rounds = args.rounds or (3 if args.quick else 5)
    limit = args.limit or (2000 if args.quick else None)
    repeat = args.repeat or (100 if args.quick else 1000)
    if rounds < 1 or repeat < 1 or (limit is not None and limit < 1):
        return "--rounds, --limit and --repeat must be positive"
    paths = args.data or default_corpora()
    if not paths:
        where = os.environ.get(CORPORA_ENV) or REPO.parent / "shared" / "data" / "urls"
        return (
            f"no URL corpora: no *.txt in {where}; give files with --data FILE ... "
            f"or set {CORPORA_ENV} to a folder of them"
        )
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        return f"no such file: {', '.join(missing)}"
    texts = load_corpora(paths)
    if not texts:
        return f"no URLs in {', '.join(map(str, paths))}"
    return Setup(paths, texts, rounds, limit, repeat, args.clock)


def collect_adapters(href: Any, notes: list[str]) -> tuple[dict[str, dict[str, Impl]], str]:
    """Return every importable library's adapters and their versions; note the rest."""
    adapters: dict[str, dict[str, Impl]] = {}
    dists = [("href", "href")]
    for lib, module, dist, make in (("href", "href", "href", href_adapters), *PEERS):
        mod = href if lib == "href" else optional_module(module)
        if mod is None:
            notes.append(f"{lib} is not installed: its rows are missing.")
            continue
        try:
            adapters[lib] = make(mod)
        except Exception as error:  # a broken peer must not stop the others
            notes.append(f"{lib} skipped: {type(error).__name__}: {error}")
            continue
        if dist and lib != "href":
            dists.append((lib, dist))
    try:
        compat = importlib.import_module("href.compat")
    except Exception as error:  # href.compat may be missing or half-written
        notes.append(f"href.compat rows skipped: `import href.compat` failed: {error}")
    else:
        adapters["href.compat"] = compat_adapters(compat)
        borrowed = [
            name
            for name in ("urlsplit", "urlparse", "urljoin", "quote", "unquote", "parse_qsl")
            if getattr(compat, name, None) is getattr(urllib.parse, name)
        ]
        if borrowed:
            notes.append(
                "href.compat re-exports urllib.parse's own "
                f"{', '.join(borrowed)}: those rows time urllib.parse against itself."
            )
    adapters["urllib"].update(compat_adapters(urllib.parse))
    return adapters, versions(dists)


def build_rows(
    chosen: Iterable[Operation],
    adapters: dict[str, dict[str, Impl]],
    texts: list[str],
    limit: int | None,
    notes: list[str],
) -> list[Row]:
    """Return each operation with its participants and the inputs they all accept."""
    rows = []
    for op in chosen:
        impls = {lib: ops[op.key] for lib, ops in adapters.items() if op.key in ops}
        if op.subject not in impls:
            if op.subject == "href":
                notes.append(f"{op.title}: href could not be set up for it.")
            continue
        candidates = [item for item in map(op.derive, texts) if item is not None]
        row = filter_inputs(op, impls, candidates, limit)
        if op.subject not in row.impls or len(row.impls) < 2 or not row.unique:
            notes.append(f"{op.title}: nothing to compare. " + " ".join(row.notes))
            continue
        rows.append(row)
    return rows


def report(
    rows: list[Row],
    *,
    memory: tuple[int, list[tuple[str, str, float]]],
    context: Setup,
    libraries: str,
    notes: list[str],
    chosen: Iterable[Operation],
) -> int:
    """Print the markdown report; return the number of targets missed or not measured."""
    print("# href benchmark\n")
    print(
        f"- {platform.python_implementation()} {platform.python_version()} on "
        f"{platform.system()} {platform.machine()}; {libraries}"
    )
    limit = f", at most {context.limit:,} an operation" if context.limit else ""
    print(
        f"- inputs: {len(context.texts):,} unique URLs from "
        f"{', '.join(path.name for path in context.paths)}{limit}"
    )
    print(
        f"- {context.rounds} rounds, {context.clock} clock, libraries interleaved "
        "(round-robin, rotated each round); "
        "µs per call: median of the rounds, min and max across rounds; "
        "ratio = href median / peer median, lower is better for href\n"
    )
    lines, fails = table(rows, "unique", context.repeat)
    print("## Unique inputs (no cache helps; targets apply here)\n")
    print("\n".join(lines))
    lines, _ = table(rows, "repeated", context.repeat)
    print(f"\n## Repeated inputs ({REPEATED_DISTINCT} URLs × {context.repeat:,}: caches help)\n")
    print("\n".join(lines))
    sample, sizes = memory
    if sizes:
        lines, memory_fails = memory_table(sizes)
        fails += memory_fails
        print(f"\n## Memory (tracemalloc, {sample:,} unique inputs parsed into a list)\n")
        print("\n".join(lines))
    print("\n## Notes\n")
    for row in rows:
        rejected = ", ".join(f"{lib} {n:,}" for lib, n in row.rejected.items() if n)
        row_notes = [row.op.note] if row.op.note else []
        row_notes += row.notes
        if rejected:
            row_notes.append(f"inputs rejected (dropped for all): {rejected}")
        if row_notes:
            print(f"- {row.op.title}: {'; '.join(row_notes)}")
    for note in notes:
        print(f"- {note}")
    measured = {row.op.key for row in rows}
    unmeasured = sum(len(op.targets) for op in chosen if op.key not in measured)
    print(f"\n{fails} target(s) missed; {unmeasured} not measured.")
    return fails + unmeasured


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark; return the exit status."""
    args = parse_args(argv)
    context = setup(args)
    if isinstance(context, str):
        print(f"bench: {context}", file=sys.stderr)
        return 2
    try:
        href = importlib.import_module("href")
    except Exception as error:  # not installed, or a half-written module
        print(
            f"bench: cannot import href ({type(error).__name__}: {error}); "
            "run `pip install -e '.[bench]'` in the repository first",
            file=sys.stderr,
        )
        return 2
    notes: list[str] = []
    adapters, libraries = collect_adapters(href, notes)
    chosen = [op for op in OPERATIONS if not args.only or op.key in args.only]
    print(f"bench: {len(context.texts):,} unique URLs; checking inputs...", file=sys.stderr)
    rows = build_rows(chosen, adapters, context.texts, context.limit, notes)
    if args.profile:
        profile(rows, args.top, args.only or PROFILED)
        return 0
    gc.freeze()  # the inputs stay alive: keep them out of every collection
    run_rounds(rows, context.rounds, context.repeat, CLOCKS[args.clock])
    memory = measure_memory(next((row for row in rows if row.op.key == "parse"), None))
    fails = report(
        rows, memory=memory, context=context, libraries=libraries, notes=notes, chosen=chosen
    )
    return 1 if args.check and fails else 0


if __name__ == "__main__":
    sys.exit(main())
