"""What :meth:`URLPattern.exec` returns: the inputs and each component's match."""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from href._url import URL

__all__ = ["URLPatternComponentResult", "URLPatternInput", "URLPatternResult"]

#: What a pattern is matched against: URL text, an href URL, or a mapping of components.
URLPatternInput = str | URL | Mapping[str, str]


@attrs.frozen
class URLPatternComponentResult:
    """One component's match: the component's text and its groups.

    ``groups`` maps each group's name (``"0"``, ``"1"``... for unnamed ones)
    to the text it matched, or ``None`` for an optional group that did not
    take part.

    >>> from href.pattern import URLPattern
    >>> URLPattern({"pathname": "/books/:id/:page?"}).exec("https://h/books/7").pathname
    URLPatternComponentResult(input='/books/7', groups={'id': '7', 'page': None})
    """

    input: str
    # A fresh dict for each result (so not hashable, as a tuple holding one is not).
    groups: dict[str, str | None]


@attrs.frozen
class URLPatternResult:
    """A match: the inputs as given, and the match of each of the eight components.

    >>> from href.pattern import URLPattern
    >>> result = URLPattern("https://:sub.example.com/*").exec("https://api.example.com/v1")
    >>> result.hostname.groups, result.pathname.groups
    ({'sub': 'api'}, {'0': 'v1'})
    """

    inputs: tuple[URLPatternInput, ...]
    protocol: URLPatternComponentResult
    username: URLPatternComponentResult
    password: URLPatternComponentResult
    hostname: URLPatternComponentResult
    port: URLPatternComponentResult
    pathname: URLPatternComponentResult
    search: URLPatternComponentResult
    hash: URLPatternComponentResult
