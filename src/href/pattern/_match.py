"""The URL Pattern Standard's "match" (section 1.2): read the input, run each component."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from href._url import URL
from href.pattern._canonical import CanonicalizeError
from href.pattern._component import Component
from href.pattern._init import COMPONENTS, KEYS, process_init
from href.pattern._result import URLPatternComponentResult, URLPatternInput, URLPatternResult
from href.whatwg._parse import ParseError, parse
from href.whatwg._record import Record

__all__ = ["match"]


@functools.lru_cache(maxsize=64)
def _base(text: str) -> Record:
    return parse(text)


def _values(input: object, base_url: object) -> tuple[str, ...] | None:  # noqa: A002 - the standard's own name
    """The eight component values the input gives, or None if it is not a URL."""
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
    try:
        url = parse(str(input), base)
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


def match(
    components: dict[str, Component],
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
    found: list[re.Match[str] | None] = []
    for name, value in zip(COMPONENTS, values, strict=True):
        component = components[name]
        if component.matches_all:
            # "*" alone: every component value matches (canonical values hold
            # no line terminator, the one thing ECMAScript's ".*" stops at).
            found.append(None)
            continue
        matched = component.regex.fullmatch(value)
        if matched is None:
            return None
        found.append(matched)
    if not groups:
        return True
    results = []
    for name, value, matched in zip(COMPONENTS, values, found, strict=True):
        if matched is None:
            names = components[name].names
            results.append(URLPatternComponentResult(value, {names[0]: value}))
        else:
            names = components[name].names
            results.append(
                URLPatternComponentResult(value, dict(zip(names, matched.groups(), strict=True)))
            )
    inputs: tuple[URLPatternInput, ...] = (input if input is not None else {},)
    if base_url is not None:
        inputs = (*inputs, base_url)
    return URLPatternResult(inputs, *results)
