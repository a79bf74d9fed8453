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

    #: The component's text, as the URL Standard writes it.
    input: str
    #: Each group's name and what it matched (None: an optional group that did
    #: not take part). A fresh dict for each result, so results are not hashable.
    groups: dict[str, str | None]


@attrs.frozen
class URLPatternResult:
    """A match: the inputs as given, and the match of each of the eight components.

    >>> from href.pattern import URLPattern
    >>> result = URLPattern("https://:sub.example.com/*").exec("https://api.example.com/v1")
    >>> result.hostname.groups, result.pathname.groups
    ({'sub': 'api'}, {'0': 'v1'})
    """

    #: What was matched, as given: the input, then the base URL if one was given.
    inputs: tuple[URLPatternInput, ...]
    #: The scheme's match.
    protocol: URLPatternComponentResult
    #: The username's match.
    username: URLPatternComponentResult
    #: The password's match.
    password: URLPatternComponentResult
    #: The host's match.
    hostname: URLPatternComponentResult
    #: The port's match ("" for none or the scheme's default).
    port: URLPatternComponentResult
    #: The path's match.
    pathname: URLPatternComponentResult
    #: The query's match (without the "?").
    search: URLPatternComponentResult
    #: The fragment's match (without the "#").
    hash: URLPatternComponentResult
