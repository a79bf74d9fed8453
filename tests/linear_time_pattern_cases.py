"""The linear-time cases of href.pattern (see linear_time_harness).

The patterns routers write: named groups and wildcards that each fill whole
segments, literal segments between them, optional and repeated segments, a
regexp group filling a segment. Each is matched (``exec``) against a URL whose
path is a run of about 10 kB to 1 MB, matching and not. Patterns with several
groups inside one segment (``/:a-:b-:c``) are not linear; their bound is
measured in tests/test_pattern.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from href.pattern import URLPattern
from linear_time_harness import Case, _case, repeated

# (case name, pathname pattern, the path's start, its repeated unit, its end)
_ROUTES = (
    ("named-match", "/books/:id", "/books/", "a", ""),
    ("named-many-segments", "/books/:id", "/books/", "a/", ""),
    ("named-optional", "/books/:id/:page?", "/books/", "a", "/"),
    ("wildcard", "/files/*", "/files/", "a/", ""),
    ("wildcard-then-named", "/api/*/users/:id", "/api/", "a/", "users/1"),
    ("wildcard-then-named-miss", "/api/*/users/:id", "/api/", "a/", "users/"),
    ("repeated-segments", "{/:section}*/index.html", "", "/a", "/index.html"),
    ("repeated-segments-miss", "{/:section}*/index.html", "", "/a", "/index.htm"),
    ("one-or-more", "/static/:path+", "/static", "/a", ""),
    ("regexp-segment-miss", "/:id(\\d+)", "/", "1", "x"),
    ("literal-miss", "/books/new", "/books/", "n", ""),
)


def _exec(
    pattern: URLPattern, start: str, unit: str, end: str
) -> Callable[[int], Callable[[], object]]:
    def prepare(size: int) -> Callable[[], object]:
        url = "https://example.com" + start + repeated(unit, size) + end
        return lambda: pattern.exec(url)

    return prepare


def _pattern_cases() -> Iterator[Case]:
    for name, pathname, start, unit, end in _ROUTES:
        pattern = URLPattern({"pathname": pathname})
        yield _case(f"pattern-exec-{name}", _exec(pattern, start, unit, end))
    yield _case("pattern-exec-host-wildcard", _host_wildcard)


def _host_wildcard(size: int) -> Callable[[], object]:
    """A host wildcard against a host of many labels."""
    pattern = URLPattern({"hostname": "*.example.com"})
    url = "https://" + "a." * max(1, size // 2) + "example.com/"
    return lambda: pattern.exec(url)
