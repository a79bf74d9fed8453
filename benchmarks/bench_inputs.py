"""The inputs of the benchmarks: the URL corpora, what is derived from them, the named sets.

Everything a library is timed on comes from here, as plain values (``str``,
``dict``, ``tuple``, ``None``) that pickle, so that ``bench.py`` derives them
once a run and its worker processes only load them.

Each derivation takes the corpus lines and ``count``: when true (the *unique*
inputs), a decimal counter, the item's number, is appended to the value a
cache would key on (a query value, a path segment, a path), so that no call
repeats another's argument however the corpus repeats itself; digits need no
encoding, so whether a value takes a library's fast path does not change.
"""

from __future__ import annotations

import os
import urllib.parse
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

REPO = Path(__file__).resolve().parent.parent
CORPORA_ENV = "HREF_URL_CORPORA"

# A value that needs encoding, as programs pass it: a search term with a space,
# a name with an accent, reserved characters in a value or a name; an int and
# a list of values (issue 23). The first five are the calls of issue 15's table.
NamedQuery = dict[str, str | int | list[str]]
NAMED_QUERIES: tuple[NamedQuery, ...] = (
    {"q": "foo 12", "page": "3"},
    {"q": "héllo wörld", "page": "3"},
    {"page": "2"},
    {"q": "a+b=c&d", "sort": "-date"},
    {"a&b": "1", "x=y": "2"},
    {"path": "/usr/local/bin", "off": "50%"},
    {"tag": "日本語", "mood": "👍"},
    {"page": 2},
    {"tags": ["a", "b c"], "n": 3},
)
NAMED_PATHS: tuple[str, ...] = (
    "/a b/ü",
    "/search/héllo wörld",
    "/files/100%/report.pdf",
    "/tags/c++/a&b=c",
    "/日本語/ページ",
    "/docs/Read Me.txt",
)
NAMED_SEGMENTS: tuple[str, ...] = (
    "a b",
    "ü",
    "héllo wörld",
    "100%",
    "c++",
    "a&b=c",
    "日本語",
    "Read Me.txt",
    "50% off",
    "naïve café",
)
NAMED_BUILDS: tuple[dict[str, Any], ...] = (
    {"scheme": "https", "host": "example.com", "path": "/a b/ü", "query": {"q": "x y"}},
    {
        "scheme": "https",
        "host": "example.com",
        "path": "/search",
        "query": {"q": "héllo wörld", "page": "3"},
    },
    {
        "scheme": "http",
        "host": "localhost",
        "port": 8080,
        "path": "/api/v1/a b",
        "query": {"x": "1&2", "y": "50%"},
    },
    {"scheme": "https", "host": "bücher.example", "path": "/ä/ö", "fragment": "section 2"},
    {"scheme": "https", "host": "api.example.com", "path": "/files/Read Me.txt"},
)
# References as a page or a program writes them, with what needs encoding in them.
NAMED_REFS: tuple[str, ...] = (
    "../ü/a b",
    "?q=héllo wörld",
    "/search?q=x y#top",
    "../../日本語/",
    "a b.html",
    "#section 2",
    "//example.org/a%20b",
)
# The last segment of the non-ASCII paths given to URL.build (issue 23).
NON_ASCII_SEGMENT = "café"
# Old fast-path-only inputs, kept as rows of their own.
PAGE = {"page": "2"}
# urljoin's references for the compat row (RFC 3986 5.4 shapes), chosen by input length.
URLJOIN_REFS = ("../x?y=1", "g", "./g/", "//h/p", "?q=1", "#frag", "/abs/path", "../../g")
# Characters a decoded path may hold that no library needs to encode (RFC 3986 3.3 pchar
# without "%", plus "/"): the plain-ASCII build inputs.
_PLAIN_PATH = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'()*,;:@/"
)


# ---------------------------------------------------------------------------
# Corpora


def default_corpora() -> list[Path]:
    """Return the corpus files: ``$HREF_URL_CORPORA/*.txt`` or ``../shared/data/urls``."""
    return sorted(corpora_folder().glob("*.txt"))


def corpora_folder() -> Path:
    """Return the folder the corpora are read from when no ``--data`` is given."""
    return Path(os.environ.get(CORPORA_ENV) or REPO.parent / "shared" / "data" / "urls")


def load_corpora(paths: Iterable[Path]) -> list[str]:
    """Return every non-blank line of ``paths``, stripped, deduplicated, in first-seen order."""
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
    """Return ``count`` items evenly spaced over ``items`` (all of them when fewer)."""
    if len(items) <= count:
        return list(items)
    return [items[i * len(items) // count] for i in range(count)]


# ---------------------------------------------------------------------------
# What users pass, from the corpora

_SPLITS: dict[int, tuple[Sequence[str], list[urllib.parse.SplitResult]]] = {}


def _splits(texts: Sequence[str]) -> list[urllib.parse.SplitResult]:
    """Return ``urlsplit`` of every text, computed once for the corpus in hand."""
    found = _SPLITS.get(id(texts))
    if found is None or found[0] is not texts:
        found = (texts, [urllib.parse.urlsplit(text) for text in texts])
        _SPLITS[id(texts)] = found
    return found[1]


def _decoded_pairs(texts: Sequence[str]) -> list[dict[str, str]]:
    """Return the decoded query of every corpus URL that has one, as a dict."""
    found = []
    for split in _splits(texts):
        query = split.query
        if query:
            pairs = dict(urllib.parse.parse_qsl(query, keep_blank_values=True))
            if pairs:
                found.append(pairs)
    return found or [dict(PAGE)]


def _segments(texts: Sequence[str]) -> list[str]:
    """Return every non-empty decoded path segment of the corpus, in order."""
    found = [
        segment
        for split in _splits(texts)
        for segment in urllib.parse.unquote(split.path).split("/")
        if segment
    ]
    return found or ["seg"]


def _numbered(query: Mapping[str, object], number: int | None) -> dict[str, object]:
    """Return ``query`` with ``number`` appended to every value (a copy either way).

    To text, and to each text of a list; an int becomes another int.
    """
    if number is None:
        return dict(query)
    return {name: _numbered_value(value, number) for name, value in query.items()}


def _numbered_value(value: object, number: int) -> object:
    if isinstance(value, list):
        return [f"{item}{number}" for item in value]
    if isinstance(value, int):
        return value * 100_000 + number
    return f"{value}{number}"


def held_queries(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(url, {name: value})``: each corpus URL with a query, its first name set anew.

    A program's next page: ``url.update_query({"page": 3})`` on a URL that
    holds ``page``, the replace-in-place case, where the other rows mostly
    append.
    """
    found: list[object] = []
    for i, (text, split) in enumerate(zip(texts, _splits(texts), strict=True)):
        pairs = urllib.parse.parse_qsl(split.query, keep_blank_values=True)
        if pairs:
            found.append((text, {pairs[0][0]: f"v {i}" if count else "v 2"}))
    return found or [("http://h/?page=2", {"page": "3"})]


def _suffix(count: bool, number: int) -> str:
    return str(number) if count else ""


def corpus_queries(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(url, query)``: each corpus URL with the next corpus query, decoded."""
    queries = _decoded_pairs(texts)
    return [
        (text, _numbered(queries[i % len(queries)], i if count else None))
        for i, text in enumerate(texts)
    ]


def named_queries(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(url, query)``: each corpus URL with the next of ``NAMED_QUERIES``."""
    return [
        (text, _numbered(NAMED_QUERIES[i % len(NAMED_QUERIES)], i if count else None))
        for i, text in enumerate(texts)
    ]


def page_queries(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(url, {"page": "2"})`` for each corpus URL, one dict for all (the old row)."""
    return [(text, PAGE) for text in texts]


def corpus_paths(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(url, path)``: each corpus URL with the decoded path of one half a corpus on."""
    paths = [urllib.parse.unquote(split.path) for split in _splits(texts)]
    half = len(texts) // 2
    return [
        (text, paths[(i + half) % len(paths)] + _suffix(count, i)) for i, text in enumerate(texts)
    ]


def named_paths(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(url, path)``: each corpus URL with the next of ``NAMED_PATHS``."""
    return [
        (text, NAMED_PATHS[i % len(NAMED_PATHS)] + _suffix(count, i))
        for i, text in enumerate(texts)
    ]


def corpus_segments(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(url, segment)``: decoded segments evenly spread over all the corpus's."""
    segments = _segments(texts)
    return [
        (text, segments[i * len(segments) // len(texts)] + _suffix(count, i))
        for i, text in enumerate(texts)
    ]


def named_segments(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(url, segment)``: each corpus URL with the next of ``NAMED_SEGMENTS``."""
    return [
        (text, NAMED_SEGMENTS[i % len(NAMED_SEGMENTS)] + _suffix(count, i))
        for i, text in enumerate(texts)
    ]


def corpus_parts(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(scheme, host, path, query)`` decoded from each corpus URL (via urllib).

    The corpus's URLs are distinct, so their parts are too (no counter).
    """
    found: list[object] = []
    for split in _splits(texts):
        query = dict(urllib.parse.parse_qsl(split.query, keep_blank_values=True)) or None
        found.append((split.scheme, split.hostname, urllib.parse.unquote(split.path), query))
    return found


def dict_parts(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(scheme, host, path, query)`` with the query as the dict a caller holds.

    ``dict(parse_qsl(query))`` of each corpus URL: empty for most of them, where
    ``corpus_parts`` passes None.
    """
    return [
        (split.scheme, split.hostname, urllib.parse.unquote(split.path), _query_dict(split))
        for split in _splits(texts)
    ]


def empty_query_parts(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(scheme, host, path, "")``: each corpus URL's parts with ``query=""``."""
    return [
        (split.scheme, split.hostname, urllib.parse.unquote(split.path) + _suffix(count, i), "")
        for i, split in enumerate(_splits(texts))
    ]


def non_ascii_parts(texts: Sequence[str], count: bool) -> list[object]:
    """Return each corpus URL's parts (query as its dict) with a non-ASCII last segment."""
    found: list[object] = []
    for i, split in enumerate(_splits(texts)):
        path = urllib.parse.unquote(split.path)
        path = f"{path}{'' if path.endswith('/') else '/'}{NON_ASCII_SEGMENT}{_suffix(count, i)}"
        found.append((split.scheme, split.hostname, path, _query_dict(split)))
    return found


def upper_host_parts(texts: Sequence[str], count: bool) -> list[object]:
    """Return each corpus URL's parts (query as its dict) with the host in upper case."""
    return [
        (
            split.scheme,
            (split.hostname or "").upper() or None,
            urllib.parse.unquote(split.path) + _suffix(count, i),
            _query_dict(split),
        )
        for i, split in enumerate(_splits(texts))
    ]


def _query_dict(split: urllib.parse.SplitResult) -> dict[str, str]:
    return dict(urllib.parse.parse_qsl(split.query, keep_blank_values=True))


def plain_parts(texts: Sequence[str], count: bool) -> list[object]:
    """Return the corpus parts that need no encoding at all (plain ASCII): the old row."""
    return [
        parts
        for parts in corpus_parts(texts, count)
        if isinstance(parts, tuple) and _is_plain(parts[2], parts[3])
    ]


def _is_plain(path: str, query: dict[str, str] | None) -> bool:
    return _PLAIN_PATH.issuperset(path) and all(
        name.isalnum() and value.isalnum() for name, value in (query or {}).items()
    )


def named_builds(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``URL.build`` keyword arguments: the next of ``NAMED_BUILDS``, one a URL."""
    found: list[object] = []
    for i in range(len(texts)):
        parts = dict(NAMED_BUILDS[i % len(NAMED_BUILDS)])
        if count:
            parts["path"] += str(i)
            if "query" in parts:
                parts["query"] = _numbered(parts["query"], i)
        found.append(parts)
    return found


def corpus_refs(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(base, reference)``: references as pages write them, from another corpus URL.

    The reference is made from the URL half a corpus on, as written (not
    decoded), in turn: its last segment, ``../`` and its last segment, its
    absolute path and query, its query alone (or ``?`` and its last segment),
    ``#`` and its last segment, ``//`` and its authority and path, the URL itself.
    """
    half = len(texts) // 2
    found: list[object] = []
    for i, text in enumerate(texts):
        other = _splits(texts)[(i + half) % len(texts)]
        name = other.path.rsplit("/", 1)[-1] or "index.html"
        query = f"?{other.query}" if other.query else ""
        shape = i % 7
        if shape == 0:
            ref = name
        elif shape == 1:
            ref = f"../{name}"
        elif shape == 2:
            ref = (other.path or "/") + query
        elif shape == 3:
            ref = query or f"?{name}"
        elif shape == 4:
            ref = f"#{name}"
        elif shape == 5:
            ref = f"//{other.netloc}{other.path}"
        else:
            ref = texts[(i + half) % len(texts)]
        found.append((text, ref))
    return found


def named_refs(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(base, reference)``: each corpus URL with the next of ``NAMED_REFS``."""
    return [(text, NAMED_REFS[i % len(NAMED_REFS)]) for i, text in enumerate(texts)]


# ---------------------------------------------------------------------------
# Inputs of the href.compat rows (urllib.parse's functions), as the old script had them


def texts_themselves(texts: Sequence[str], count: bool) -> list[object]:
    """Return the corpus lines themselves (distinct already)."""
    return list(texts)


def urljoin_pairs(texts: Sequence[str], count: bool) -> list[object]:
    """Return ``(base, reference)`` with a reference of ``URLJOIN_REFS`` chosen by length."""
    return [(text, URLJOIN_REFS[len(text) % len(URLJOIN_REFS)]) for text in texts]


def decoded_paths(texts: Sequence[str], count: bool) -> list[object]:
    """Return the non-empty decoded paths, the input of ``quote()``."""
    paths = (urllib.parse.unquote(split.path) for split in _splits(texts))
    return [path for path in paths if path]


def raw_paths_queries(texts: Sequence[str], count: bool) -> list[object]:
    """Return the path and query as written, the input of ``unquote()``."""
    found: list[object] = []
    for split in _splits(texts):
        raw = split.path + ("?" + split.query if split.query else "")
        if raw:
            found.append(raw)
    return found


def raw_queries(texts: Sequence[str], count: bool) -> list[object]:
    """Return the non-empty raw queries, the input of ``parse_qsl()``."""
    return [split.query for split in _splits(texts) if split.query]


def query_pair_lists(texts: Sequence[str], count: bool) -> list[object]:
    """Return the decoded pairs of each query, the input of ``urlencode()``."""
    found: list[object] = []
    for query in raw_queries(texts, count):
        pairs = urllib.parse.parse_qsl(str(query))
        if pairs:
            found.append(pairs)
    return found
