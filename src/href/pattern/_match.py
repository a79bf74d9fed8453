"""The URL Pattern Standard's "match" (section 1.2): read the input, run each component."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from href._url import URL
from href.pattern._canonical import CanonicalizeError
from href.pattern._component import Component
from href.pattern._init import COMPONENTS, KEYS, process_init
from href.pattern._result import URLPatternInput, URLPatternResult
from href.whatwg._fast import is_serialized
from href.whatwg._parse import ParseError, parse
from href.whatwg._record import Record

__all__ = ["Matcher", "parsed_values", "serialized_values"]


@functools.lru_cache(maxsize=64)
def _base(text: str) -> Record:
    return parse(text)


def _values(input: object, base_url: object) -> tuple[str, ...] | None:  # noqa: A002 - the standard's own name
    """The eight component values the input gives, or None if it is not a URL."""
    if type(input) is str and base_url is None:
        values = serialized_values(input)
        if values is not None:
            return values
    if isinstance(input, Mapping):
        if base_url is not None:
            msg = "exec() takes a base_url only with URL text (put baseURL in the mapping)"
            raise TypeError(msg)
        for key, value in input.items():
            if key not in KEYS or type(value) is not str:
                msg = (
                    f"exec() expected a mapping of component names to str, got {key!r}: {value!r}"
                )
                raise TypeError(msg)
        try:
            init = process_init(input, "url")
        except (CanonicalizeError, ParseError):
            return None
        return tuple(init[name] for name in COMPONENTS)
    if not isinstance(input, str | URL):
        msg = f"exec() expected str, URL or a mapping of components, got {type(input).__name__}"
        raise TypeError(msg)
    base = None
    if base_url is not None:
        if not isinstance(base_url, str | URL):
            msg = f"exec() expected str or URL for base_url, got {type(base_url).__name__}"
            raise TypeError(msg)
        try:
            base = _base(str(base_url))
        except ParseError:
            return None
    return parsed_values(str(input), base)


def serialized_values(text: str) -> tuple[str, ...] | None:
    """The components of ``text`` if it is already its own URL Standard serialization.

    Such text (``is_serialized``: a special scheme, a lower-case ASCII host,
    no userinfo, no default port, no dot segment, nothing to escape) is what
    the parser would give back, so its components are where its delimiters
    put them: the same values :func:`parsed_values` gives, without the state
    machine (tests/test_pattern.py holds the two together).
    """
    if not is_serialized(text):
        return None
    # scheme "://" host [":" port] path ["?" query] ["#" fragment]; the host
    # holds no ":" or "/" and the path starts with "/", so str.find splits it.
    colon = text.find(":")
    scheme = text[:colon]
    host_start = colon + 3
    path_start = text.find("/", host_start)
    host, _, port = text[host_start:path_start].partition(":")
    fragment_start = text.find("#", path_start)
    if fragment_start < 0:
        fragment = ""
        fragment_start = len(text)
    else:
        fragment = text[fragment_start + 1 :]
    query_start = text.find("?", path_start, fragment_start)
    if query_start < 0:
        return (scheme, "", "", host, port, text[path_start:fragment_start], "", fragment)
    path = text[path_start:query_start]
    return (scheme, "", "", host, port, path, text[query_start + 1 : fragment_start], fragment)


def parsed_values(text: str, base: Record | None = None) -> tuple[str, ...] | None:
    """The components the URL Standard's parser reads in ``text``, or None if it fails."""
    try:
        url = parse(text, base)
    except ParseError:
        return None
    return (
        url.scheme,
        url.username,
        url.password,
        url.host or "",
        "" if url.port is None else str(url.port),
        url.pathname,
        url.query or "",
        url.fragment or "",
    )


class Matcher:
    """A pattern's components as matching needs them, worked out once."""

    __slots__ = ("checked", "names")

    def __init__(self, components: dict[str, Component]) -> None:
        """Keep what each match reads: the components to run, the group names."""
        # "*" alone matches every component value (canonical values hold no
        # line terminator, the one thing ECMAScript's ".*" stops at), so it
        # is not run; its one group is the whole value.
        self.checked = tuple(
            (index, components[name].fullmatch)
            for index, name in enumerate(COMPONENTS)
            if not components[name].matches_all
        )
        self.names = tuple(components[name].names for name in COMPONENTS)

    def match(
        self,
        input: URLPatternInput | None,  # noqa: A002 - the standard's own name
        base_url: str | URL | None,
        *,
        groups: bool,
    ) -> URLPatternResult | bool | None:
        """Match ``input``: the result (``groups``), True, or None where it does not match.

        Raises:
            TypeError: for an input of the wrong type, or a base URL with a mapping.
        """
        values = _values({} if input is None else input, base_url)
        if values is None:
            return None
        found: list[re.Match[str] | None] = [None] * 8
        for index, fullmatch in self.checked:
            matched = fullmatch(values[index])
            if matched is None:
                return None
            found[index] = matched
        if not groups:
            return True
        inputs: tuple[URLPatternInput, ...] = (input if input is not None else {},)
        if base_url is not None:
            inputs = (*inputs, base_url)
        return URLPatternResult(inputs, values, tuple(found), self.names)
