"""The URL Pattern Standard's component canonicalizers (section 3.3), on href.whatwg.

Each runs the URL Standard's own parser (or setter) on a dummy URL, as the
standard says, so a pattern's fixed text and a matched URL's components are
written exactly as ``href.whatwg.parse`` writes them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from href.whatwg._parse import ParseError, State, parse
from href.whatwg._record import SPECIAL, Record
from href.whatwg._setters import set_password, set_pathname, set_username

__all__ = [
    "CanonicalizeError",
    "Canonicalizer",
    "canonicalize_hash",
    "canonicalize_hostname",
    "canonicalize_ipv6_hostname",
    "canonicalize_opaque_pathname",
    "canonicalize_password",
    "canonicalize_pathname",
    "canonicalize_port",
    "canonicalize_protocol",
    "canonicalize_search",
    "canonicalize_username",
]

#: A canonicalizer's shape: a component's text to its canonical spelling.
Canonicalizer = Callable[[str], str]

# Path text the pathname setter leaves as it is, but for dot segments: what
# no percent-encode set holds, with "%" only before two hex digits, no "\\".
_PLAIN_PATH = re.compile(r"(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*").fullmatch
_DOT_SEGMENTS = frozenset((".", ".."))
_IPV6_CHARS = frozenset("0123456789abcdefABCDEF[]:")


class CanonicalizeError(ValueError):
    """The URL parser refused a component's text; says why."""


def _dummy() -> Record:
    """The standard's "create a dummy URL": https://dummy.invalid/."""
    return Record("https", host="dummy.invalid", path=[""])


def _run(value: str, url: Record, state: int) -> Record:
    try:
        return parse(value, url=url, state_override=state)
    except ParseError as error:
        raise CanonicalizeError(error.why) from None


def canonicalize_protocol(value: str) -> str:
    """Canonicalize a protocol: the scheme the parser reads in ``value://dummy.invalid/``.

    >>> canonicalize_protocol("HTTPS")
    'https'
    """
    if not value:
        return value
    try:
        return parse(value + "://dummy.invalid/").scheme
    except ParseError:
        msg = "not a URL scheme"
        raise CanonicalizeError(msg) from None


def canonicalize_username(value: str) -> str:
    """Canonicalize a username, through the URL API's ``username`` setter."""
    if not value:
        return value
    url = _dummy()
    set_username(url, value)
    return url.username


def canonicalize_password(value: str) -> str:
    """Canonicalize a password, through the URL API's ``password`` setter."""
    if not value:
        return value
    url = _dummy()
    set_password(url, value)
    return url.password


def canonicalize_hostname(value: str) -> str:
    """Canonicalize a hostname: the parser's hostname state on a dummy URL.

    >>> canonicalize_hostname("EXAMPLE.com"), canonicalize_hostname("bücher.example")
    ('example.com', 'xn--bcher-kva.example')
    """
    if not value:
        return value
    # The hostname state given an override stops at "/", "?", "#" or "\\"
    # and keeps the host before it (as WPT expects); at a ":" outside
    # brackets the standard returns with no host set, which browsers and
    # WPT take as failure.
    inside_brackets = False
    for char in value:
        if char == "[":
            inside_brackets = True
        elif char == "]":
            inside_brackets = False
        elif char in "/?#\\":
            break
        elif char == ":" and not inside_brackets:
            msg = f"{value!r} holds a ':' (a port cannot be in a hostname)"
            raise CanonicalizeError(msg)
    url = _dummy()
    _run(value, url, State.HOSTNAME)
    return url.host or ""


def canonicalize_ipv6_hostname(value: str) -> str:
    """Canonicalize an IPv6 hostname pattern: hex digits, "[", "]" and ":" only, lower-cased."""
    for char in value:
        if char not in _IPV6_CHARS:
            msg = f"{char!r} cannot be in an IPv6 address"
            raise CanonicalizeError(msg)
    return value.lower()


def canonicalize_port(value: str, protocol: str | None = None) -> str:
    """Canonicalize a port: the parser's port state, the default port of ``protocol`` elided.

    >>> canonicalize_port("0080"), canonicalize_port("443", "https")
    ('80', '')
    """
    if not value:
        return value
    # A new URL record, not the https dummy: only the given protocol's
    # default port is elided.
    url = Record(protocol or "")
    _run(value, url, State.PORT)
    return "" if url.port is None else str(url.port)


def canonicalize_pathname(value: str) -> str:
    """Canonicalize a hierarchical pathname: the URL API's ``pathname`` setter.

    >>> canonicalize_pathname("/a/./b/../c d"), canonicalize_pathname("x/y")
    ('/a/c%20d', 'x/y')
    """
    if not value:
        return value
    if (
        _PLAIN_PATH(value) is not None
        and "%2e" not in value.lower()
        and not _DOT_SEGMENTS.intersection(value.split("/"))
    ):
        # Nothing to encode and no dot segment: the setter would give it back
        # (tests/test_pattern.py holds the two together).
        return value
    return pathname_by_setter(value)


def pathname_by_setter(value: str) -> str:
    """:func:`canonicalize_pathname` by the standard's steps alone, for any non-empty ``value``."""
    leading_slash = value[0] == "/"
    # Without a leading "/" the setter would add one; "/-" is one that can be
    # taken off again, since no dot-segment rule touches a "-" segment.
    modified = value if leading_slash else "/-" + value
    url = _dummy()
    set_pathname(url, modified)
    result = url.pathname
    return result if leading_slash else result[2:]


def canonicalize_opaque_pathname(value: str) -> str:
    """Canonicalize an opaque pathname: the parser's opaque path state."""
    if not value:
        return value
    url = Record(path="")
    _run(value, url, State.OPAQUE_PATH)
    return url.pathname


def canonicalize_search(value: str) -> str:
    """Canonicalize a search: the parser's query state on a non-special URL."""
    if not value:
        return value
    url = Record(query="")
    _run(value, url, State.QUERY)
    return url.query or ""


def canonicalize_hash(value: str) -> str:
    """Canonicalize a hash: the parser's fragment state."""
    if not value:
        return value
    url = Record(fragment="")
    _run(value, url, State.FRAGMENT)
    return url.fragment or ""


def is_special_scheme(scheme: str) -> bool:
    """Whether ``scheme`` is one of the URL Standard's special schemes."""
    return scheme in SPECIAL


def default_port(scheme: str) -> int | None:
    """The special scheme's default port, or None."""
    return SPECIAL.get(scheme)
