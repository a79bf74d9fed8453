"""The rows of the benchmark: what each library's call is, on what inputs, against what target.

A row is one operation on one input set, either *unique* (every call a fresh
argument) or *repeated* (the same 20 arguments again and again, where caches
help). Each library's call is a Python statement, timed as written inside a
loop over the inputs (``for url, query in items: url.with_query(query)``), so
the table shows exactly what was timed. Values named in ``parsed`` are parsed
by that library before the clock starts.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import bench_inputs as inputs

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Mapping, Sequence

    Derive = Callable[[Sequence[str], bool], list[object]]

REPEATED_DISTINCT = 20  # arguments in a repeated set
# Library name -> distribution, for the versions line.
DISTRIBUTIONS = {
    "href": "href",
    "href.compat": "href",
    "href.whatwg": "href",
    "yarl": "yarl",
    "ada_url": "ada-url",
    "urllib": "",
    "hyperlink": "hyperlink",
    "rfc3986": "rfc3986",
}


@dataclass(frozen=True)
class Call:
    """One library's statement for a row; ``names`` and ``parsed`` default to the row's."""

    lib: str
    stmt: str
    note: str = ""
    names: str | None = None
    parsed: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Row:
    """One operation on one input set: the subject's call first, then its peers'."""

    key: str  # "operation:inputs:unique" or ":repeated"
    derive: Derive
    names: str  # the loop's variables, e.g. "url, query"
    calls: tuple[Call, ...]
    targets: Mapping[str, float] = field(default_factory=dict)  # peer -> highest ratio
    parsed: tuple[int, ...] = ()  # positions of ``names`` parsed before the clock starts
    describe: str = ""

    @property
    def op(self) -> str:
        """Return the operation's key, e.g. ``with_query``."""
        return self.key.split(":")[0]

    @property
    def repeated(self) -> bool:
        """Return whether the row is a repeated set."""
        return self.key.endswith(":repeated")

    def names_of(self, call: Call) -> str:
        """Return the loop variables of ``call``."""
        return self.names if call.names is None else call.names

    def parsed_of(self, call: Call) -> tuple[int, ...]:
        """Return the positions ``call`` gets parsed."""
        return self.parsed if call.parsed is None else call.parsed


def namespace(lib: str) -> tuple[dict[str, Any], Callable[[str], object] | None]:
    """Return the names ``lib``'s statements use and its parse function (None: none).

    Raises ImportError when the library is not installed.
    """
    if lib in {"href", "yarl"}:
        url_cls = importlib.import_module(lib).URL
        return {"URL": url_cls}, url_cls
    if lib == "ada_url":
        ada = importlib.import_module("ada_url")
        return {"URL": ada.URL, "join_url": ada.join_url}, ada.URL
    if lib in {"urllib", "href.compat"}:
        module = importlib.import_module("urllib.parse" if lib == "urllib" else lib)
        names = [
            "urlsplit",
            "urlunsplit",
            "urlparse",
            "urljoin",
            "quote",
            "unquote",
            "parse_qsl",
            "urlencode",
        ]
        return {name: getattr(module, name) for name in names}, None
    if lib == "href.whatwg":
        whatwg = importlib.import_module("href.whatwg")
        return {"parse": whatwg.parse}, whatwg.parse
    if lib == "hyperlink":
        url_cls = importlib.import_module("hyperlink").URL
        return {"URL": url_cls}, url_cls.from_text
    if lib == "rfc3986":
        uri_reference = importlib.import_module("rfc3986").uri_reference
        return {"uri_reference": uri_reference}, uri_reference
    msg = f"unknown library {lib!r}"
    raise ValueError(msg)


def version(lib: str) -> str:
    """Return ``lib`` and its installed version."""
    import importlib.metadata  # noqa: PLC0415 - the master's only: workers start without it

    dist = DISTRIBUTIONS.get(lib, lib)
    if not dist:
        return lib
    try:
        return f"{lib} {importlib.metadata.version(dist)}"
    except importlib.metadata.PackageNotFoundError:
        return lib


# ---------------------------------------------------------------------------
# The rows

_BUILDER = 0.5  # issue 15: every builder at most half of yarl's time, on realistic inputs
_SETS: dict[str, str] = {
    "corpus": "derived from the corpora, at their real rates",
    "named": "the named set of values that need encoding (bench_inputs.NAMED_*)",
    "fast": "the old fast-path-only inputs",
    "held": "each corpus URL with a query, its first name given a new value (a next page)",
    "dict": "the corpus's parts, the query as the dict a caller holds (mostly empty)",
    "emptyquery": 'the corpus\'s parts with query=""',
    "nonascii": "the corpus's parts with a non-ASCII last segment (café)",
    "upperhost": "the corpus's parts with the host in upper case",
}


def _builder(
    op: str,
    names: str,
    href: str,
    yarl: Call,
    derive: Mapping[str, Derive],
    *,
    parsed: tuple[int, ...] = (0,),
    extra: Mapping[str, Sequence[Call]] | None = None,
) -> Iterator[Row]:
    """Yield a builder's rows: each input set unique and repeated; ``fast`` unique only."""
    for inputs_name, function in derive.items():
        for mode in ("unique", "repeated") if inputs_name != "fast" else ("unique",):
            key = f"{op}:{inputs_name}:{mode}"
            calls = (Call("href", href), yarl, *(extra or {}).get(key, ()))
            targets = {"yarl": _BUILDER} if inputs_name != "fast" else {}
            yield Row(key, function, names, calls, targets, parsed, _SETS[inputs_name])


_YARL_DROPS = "yarl drops the query and fragment; href keeps them"


def _rows() -> Iterator[Row]:
    texts = inputs.texts_themselves
    yield Row(
        "parse:corpus:unique",
        texts,
        "text",
        (
            Call("href", "URL(text)"),
            Call("yarl", "URL(text)"),
            Call("ada_url", "URL(text)", "WHATWG parsing, in C++"),
            Call("urllib", "urlsplit(text)", "splits only: no checks, no objects"),
        ),
        {"yarl": 0.33, "ada_url": 0.5},
        describe="the corpus lines, each parsed once",
    )
    yield Row(
        "parse:corpus:repeated",
        texts,
        "text",
        (
            Call("href", "URL(text)"),
            Call("yarl", "URL(text)", "yarl keeps an lru_cache of parsed URLs"),
            Call("ada_url", "URL(text)"),
            Call("urllib", "urlsplit(text)", "urlsplit keeps an lru_cache"),
        ),
        {"yarl": 1.0},
        describe="20 corpus lines, the same strings again and again",
    )
    # Issue 23: the key an allow-list or a crawler's per-host queue takes, parse
    # included; urlsplit's lru_cache (128 texts) misses on unique inputs, as
    # href's cache of recent URLs (256) does.
    for op, href, urllib in (
        ("host_key", "URL(text).host.canonical", "urlsplit(text).hostname"),
        ("host_eq", "URL(text).host == 'example.com'", "urlsplit(text).hostname == 'example.com'"),
        ("host_hash", "hash(URL(text).host)", "hash(urlsplit(text).hostname)"),
    ):
        yield Row(
            f"{op}:corpus:unique",
            texts,
            "text",
            (Call("href", href), Call("urllib", urllib, "splits, then lower-cases the host")),
            {"urllib": 1.0},
            describe="the corpus lines, each parsed once, then its host's key",
        )
    yield Row(
        "str:corpus:unique",
        texts,
        "text",
        (
            Call("href", "str(URL(text))"),
            Call("yarl", "str(URL(text))"),
            Call("ada_url", "URL(text).href"),
            Call("urllib", "urlunsplit(urlsplit(text))"),
        ),
        {"yarl": 0.33},
        describe="the corpus lines",
    )
    yield from _builder(
        "with_query",
        "url, query",
        "url.with_query(query)",
        Call("yarl", "url.with_query(query)"),
        {
            "corpus": inputs.corpus_queries,
            "named": inputs.named_queries,
            "fast": inputs.page_queries,
        },
    )
    yield from _builder(
        "update_query",
        "url, query",
        "url.update_query(query)",
        Call("yarl", "url.update_query(query)"),
        {
            "corpus": inputs.corpus_queries,
            "named": inputs.named_queries,
            "held": inputs.held_queries,
            "fast": inputs.page_queries,
        },
    )
    yield from _builder(
        "extend_query",
        "url, query",
        "url.extend_query(query)",
        Call("yarl", "url.extend_query(query)"),
        {
            "corpus": inputs.corpus_queries,
            "named": inputs.named_queries,
            "fast": inputs.page_queries,
        },
    )
    build = "URL.build(scheme=scheme, host=host, path=path, query=query)"
    for row in _builder(
        "build",
        "scheme, host, path, query",
        build,
        Call("yarl", build),
        {
            "corpus": inputs.corpus_parts,
            "named": inputs.named_builds,
            "fast": inputs.plain_parts,
            # Issue 23's shapes, each from the corpus's parts.
            "dict": inputs.dict_parts,
            "emptyquery": inputs.empty_query_parts,
            "nonascii": inputs.non_ascii_parts,
            "upperhost": inputs.upper_host_parts,
        },
        parsed=(),
        extra={
            "build:corpus:unique": (
                Call(
                    "urllib",
                    "urlunsplit((scheme, host or '', quote(path), "
                    "urlencode(query) if query else '', ''))",
                ),
            )
        },
    ):
        if ":named:" in row.key:  # the named set varies its keywords: port, fragment
            calls = (Call("href", "URL.build(**parts)"), Call("yarl", "URL.build(**parts)"))
            row = Row(row.key, row.derive, "parts", calls, row.targets, (), row.describe)  # noqa: PLW2901
        yield row
    yield from _builder(
        "join",
        "url, ref",
        "url.join(ref)",
        Call("yarl", "url.join(ref)"),
        {"corpus": inputs.corpus_refs, "named": inputs.named_refs},
        parsed=(0, 1),
        extra={
            "join:corpus:unique": (
                Call("urllib", "urljoin(url, ref)", "on text: parses both each call", parsed=()),
                Call("ada_url", "join_url(url, ref)", "on text: parses both each call", parsed=()),
            )
        },
    )
    yield from _builder(
        "with_path",
        "url, path",
        "url.with_path(path)",
        Call(
            "yarl",
            "url.with_path(path, keep_query=True, keep_fragment=True)",
            "keeps the query and fragment, as href's does",
        ),
        {"corpus": inputs.corpus_paths, "named": inputs.named_paths},
    )
    yield from _builder(
        "div",
        "url, segment",
        "url / segment",
        Call("yarl", "url / segment", _YARL_DROPS),
        {"corpus": inputs.corpus_segments, "named": inputs.named_segments},
    )
    yield from _builder(
        "child",
        "url, segment",
        "url.child(segment)",
        Call(
            "yarl",
            "url.joinpath(segment)",
            "yarl's closest: splits the segment at '/' (href encodes it as %2F); " + _YARL_DROPS,
        ),
        {"corpus": inputs.corpus_segments, "named": inputs.named_segments},
    )
    yield Row(
        "normalize:corpus:unique",
        texts,
        "url",
        (
            Call("href", "url.normalize()"),
            Call("hyperlink", "url.normalize()"),
            Call("rfc3986", "url.normalize()"),
        ),
        parsed=(0,),
        describe="the corpus lines, parsed; yarl and urllib.parse have no RFC 3986 normalization",
    )
    compat: tuple[tuple[str, str, str, Derive, float, str], ...] = (
        ("urlsplit", "text", "urlsplit(text)", inputs.texts_themselves, 0.67, "the corpus lines"),
        ("urlparse", "text", "urlparse(text)", inputs.texts_themselves, 0.67, "the corpus lines"),
        (
            "urljoin",
            "base, ref",
            "urljoin(base, ref)",
            inputs.urljoin_pairs,
            1.0,
            "the corpus lines, each with one of " + " ".join(inputs.URLJOIN_REFS),
        ),
        ("quote", "path", "quote(path)", inputs.decoded_paths, 1.0, "decoded paths"),
        ("unquote", "text", "unquote(text)", inputs.raw_paths_queries, 1.0, "raw path and query"),
        ("parse_qsl", "query", "parse_qsl(query)", inputs.raw_queries, 1.0, "the raw queries"),
        (
            "urlencode",
            "pairs",
            "urlencode(pairs)",
            inputs.query_pair_lists,
            1.0,
            "the queries' decoded pairs",
        ),
    )
    for name, names, stmt, derive, target, describe in compat:
        yield Row(
            f"compat.{name}:corpus:unique",
            derive,
            names,
            (Call("href.compat", stmt), Call("urllib", stmt)),
            {"urllib": target},
            describe=describe,
        )
    yield Row(
        "whatwg:corpus:unique",
        texts,
        "text",
        (Call("href.whatwg", "parse(text)"), Call("ada_url", "URL(text)")),
        {"ada_url": 1.0},
        describe="the corpus lines both parsers accept",
    )


ROWS: tuple[Row, ...] = tuple(_rows())
PROFILED = (
    "parse:corpus:unique",
    "str:corpus:unique",
    "with_query:named:unique",
    "update_query:named:unique",
    "build:named:unique",
    "join:corpus:unique",
    "div:named:unique",
)


def select(patterns: Sequence[str] | None) -> list[Row]:
    """Return the rows whose key starts with one of ``patterns`` (all rows when None).

    A pattern matches whole parts of a key: ``with_query`` and ``with_query:named``
    match ``with_query:named:unique``; ``with`` matches nothing.
    """
    if not patterns:
        return list(ROWS)
    wanted = [pattern.split(":") for pattern in patterns]
    return [
        row for row in ROWS if any(row.key.split(":")[: len(parts)] == parts for parts in wanted)
    ]
