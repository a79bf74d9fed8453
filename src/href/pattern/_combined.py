"""A whole pattern as one regular expression, over URL text that is its own serialization.

Text that ``is_serialized`` vouches for splits into its components where
its delimiters fall (:func:`href.pattern._match.serialized_values`): the
scheme runs to the first ``:``, ``://`` follows, the host to the first
``/`` or ``:``, the port after that ``:`` to the ``/``, the path to the
first ``?`` or ``#``, the query to the first ``#``, the fragment to the
end; there is no userinfo. Each component's regular expression, with its
wildcards kept off the delimiters that end its value and one of them after
it, then matches exactly
that value in place, so one match over the text answers what matching each
component on its own would (tests/test_pattern_combined.py holds the two
together). A pattern with ``(regexp)`` groups, whose text could cross a
delimiter, or whose fixed text holds one, gets no combined expression.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from href.pattern._component import Component, generate_regex
from href.pattern._init import COMPONENTS
from href.pattern._parts import PartType
from href.pattern._urlpattern import URLPattern, compiled

__all__ = ["serialized_matcher"]


def _value(component: Component, ends: str) -> str | None:
    """The component's regular expression, kept off ``ends`` and ended by one of them.

    None if it cannot be: a ``(regexp)`` group, or fixed text holding one of ``ends``.
    """
    if component.has_regexp_groups:
        return None
    for part in component.parts:
        fixed = part.prefix + part.suffix
        if part.type is PartType.FIXED_TEXT:
            fixed += part.value
        if any(char in ends for char in fixed):
            return None
    source, _ = generate_regex(component.parts, component.options, ends)
    flags = "(?i:" if component.options.ignore_case else "(?:"
    if not ends:
        return flags + source + ")"
    return flags + source + ")(?=[" + re.escape(ends) + "]|\\Z)"


def _optional(delimiter: str, component: Component, ends: str, absent: str) -> str | None:
    """The component after its delimiter; or, where ``absent`` holds, none (if it takes "")."""
    value = _value(component, ends)
    if value is None:
        return None
    empty = absent if component.fullmatch("") is not None else "(?!)"
    return "(?:" + re.escape(delimiter) + value + "|" + empty + ")"


def serialized_matcher(pattern: URLPattern) -> Callable[[str], object] | None:
    """One ``fullmatch`` for the pattern over text that ``is_serialized`` vouches for.

    Its answer (a match or None) is whether ``test()`` matches, for such
    text only; None where the pattern has no combined expression. Each
    value is ended by the delimiter that ends it in the text (a lookahead),
    and an absent port, query or fragment by what follows in its place.

    >>> matcher = serialized_matcher(URLPattern("https://h/books/:id"))
    >>> matcher("https://h/books/7") is not None, matcher("https://h/books/7/8") is not None
    (True, False)
    """
    components = {name: compiled(pattern, name) for name in COMPONENTS}
    if any(components[name].fullmatch("") is None for name in ("username", "password")):
        return None
    pieces = [
        _value(components["protocol"], ":"),
        "://",
        _value(components["hostname"], "/:"),
        _optional(":", components["port"], "/", "(?=/)"),
        "(?=/)",
        _value(components["pathname"], "?#"),
        _optional("?", components["search"], "#", "(?=\\#|\\Z)"),
        _optional("#", components["hash"], "", ""),
    ]
    if any(piece is None for piece in pieces):
        return None
    return re.compile("".join(piece for piece in pieces if piece is not None)).fullmatch
