"""RFC 3986 character sets and the one pattern that splits a URI reference.

Every set is a string of ASCII characters, named for its role, with the rule of
RFC 3986 (or of the WHATWG URL standard, where noted) that defines it.
"""

from __future__ import annotations

import re
import string

__all__ = [
    "CONTROLS",
    "DEFAULT_PORTS",
    "FRAGMENT_SAFE",
    "PASSWORD_SAFE",
    "PATH_SAFE",
    "QUERY_SAFE",
    "QUERY_VALUE_SAFE",
    "ROOTED_SCHEMES",
    "SCHEME",
    "SEGMENT_SAFE",
    "SUB_DELIMS",
    "UNRESERVED",
    "USER_SAFE",
    "one_of",
    "reference_pattern",
]

# RFC 3986 2.3
UNRESERVED = string.ascii_letters + string.digits + "-._~"
# RFC 3986 2.2
SUB_DELIMS = "!$&'()*+,;="
GEN_DELIMS = ":/?#[]@"

# What the builders leave as written (besides UNRESERVED); everything else
# in a decoded value is percent-encoded as UTF-8.
# RFC 3986 3.3: pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
SEGMENT_SAFE = SUB_DELIMS + ":@"
PATH_SAFE = SEGMENT_SAFE + "/"
# RFC 3986 3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" ),
# where the first ":" ends the user name.
USER_SAFE = SUB_DELIMS
PASSWORD_SAFE = SUB_DELIMS + ":"
# RFC 3986 3.4 and 3.5: query = fragment = *( pchar / "/" / "?" )
QUERY_SAFE = SEGMENT_SAFE + "/?"
FRAGMENT_SAFE = QUERY_SAFE
# A name or value inside application/x-www-form-urlencoded pairs: "&", "="
# and "+" delimit or mean a space there, so they must be encoded.
QUERY_VALUE_SAFE = "!$'()*,;:@/?"

# WHATWG URL standard, "special scheme" default ports.
DEFAULT_PORTS: dict[str, int] = {"ftp": 21, "http": 80, "https": 443, "ws": 80, "wss": 443}
#: Schemes whose URLs have a host, and whose empty path after it means "/"
#: (RFC 9110 4.2 and 4.2.3 for http and https, RFC 6455 3 for ws and wss,
#: RFC 1738 3.1 for ftp, RFC 8089 for file; the URL Standard's special schemes).
ROOTED_SCHEMES = frozenset({*DEFAULT_PORTS, "file"})

# C0 controls and DEL, for a character class: never part of a URL (RFC 3986 2
# allows none of them).
CONTROLS = r"\x00-\x1f\x7f"

_PORT = r"0*(?:[1-5]?[0-9]{1,4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])?"

# RFC 3986 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), a pattern.
SCHEME = r"[A-Za-z][A-Za-z0-9+\-.]*"


def one_of(chars: str) -> str:
    """Return a pattern for one character of the set ``chars``.

    >>> re.fullmatch(one_of("-._~") + "+", "~.-") is not None
    True
    """
    return f"[{re.escape(chars)}]"


def _char_class(excluded: str) -> str:
    """Return a pattern for one character not in ``excluded`` (any, if empty)."""
    return f"[^{excluded}]" if excluded else r"(?s:.)"


# Printable ASCII that may stand in a host name as written: everything from
# "!" to "~" but the delimiters of RFC 3986 3.2, the IP-literal brackets, and
# the URL Standard's other forbidden host code points (which href._idna's
# check_host explains when the strict pattern lets them through).
_ASCII_NAME = (
    "[" + re.escape("".join(sorted(set(map(chr, range(0x21, 0x7F))) - set("/?#@[]:<>\\^|")))) + "]"
)


def reference_pattern(*, strict: bool, ascii_host: bool = False, fragments: bool = True) -> str:
    """Return the RFC 3986 appendix B pattern, as href reads it.

    Groups, in order: scheme, authority, userinfo, host, port, path, query,
    fragment; a group that did not take part is absent (``None``), an empty
    one is present and empty, so ``http://a/b?`` and ``http://a/b`` differ.

    ``strict`` makes the pattern match only what href accepts as a URL: no
    control characters anywhere, a port of ASCII digits, and a host that is
    an IP literal in brackets or a name without brackets. Being atomic where
    a part is committed (the scheme, the userinfo up to its last ``@``), it
    cannot backtrack into reading ``http://h:x/`` as a relative path, and it
    runs in linear time. ``ascii_host`` narrows the host further to printable
    ASCII without brackets, not empty, and takes no userinfo: the common case that needs
    no checks beyond the pattern. The lenient form (``strict=False``) matches any text at all and
    leaves the authority whole (its userinfo, host and port groups are absent).

    ``fragments=False`` reads ``#`` as an ordinary character in the path and
    query (``urllib.parse``'s ``allow_fragments=False``); the authority still
    ends at the first ``#``.
    """
    x = CONTROLS if strict else ""
    if strict:
        # RFC 3986 3.2.2: an IP literal is the only place brackets may stand.
        name = _ASCII_NAME if ascii_host else f"[^/?#@\\[\\]:{x}]"
        ip_literal = "" if ascii_host else f"\\[[^/?#@\\[\\]{x}]*\\]|"
        # The userinfo runs to the last "@": finding it reads the authority
        # twice, a third of the whole match. The ASCII-host pattern, a fast
        # path, takes no userinfo (the group never matches) and leaves it to
        # the full pattern.
        # A "\\" stands in no userinfo (RFC 3986 3.2.1), and browsers, urllib3
        # and requests read it as "/", which ends the authority: taken, it
        # would make href report the host after the "@" while they connect to
        # the one before it.
        userinfo = (
            "(?P<userinfo>(?!))?" if ascii_host else f"(?>(?:(?P<userinfo>[^/?#\\\\{x}]*)@)?)"
        )
        authority = (
            f"{userinfo}"
            # The fast path takes no empty host: whether one is allowed
            # depends on the scheme, which parse_url checks.
            f"(?P<host>{ip_literal}{name}{'+' if ascii_host else '*'})"
            # RFC 3986 3.2.3: port = *DIGIT, ASCII digits only; TCP and UDP
            # ports stop at 65535, and leading zeros do not change the number.
            f"(?::(?P<port>{_PORT}))?"
        )
    else:
        authority = r"[^/?#]*(?P<userinfo>(?!))?(?P<host>(?!))?(?P<port>(?!))?"
    if fragments:
        tail = (
            f"(?P<path>{_char_class('?#' + x)}*)"
            f"(?:\\?(?P<query>{_char_class('#' + x)}*))?"
            f"(?:\\#(?P<fragment>{_char_class(x)}*))?"
        )
    else:
        tail = (
            f"(?P<path>{_char_class('?' + x)}*)"
            f"(?:\\?(?P<query>{_char_class(x)}*))?"
            r"(?P<fragment>(?!))?"
        )
    # What browsers (and requests) read as a scheme or an authority, href
    # must not read as a path: leading spaces, which they strip before a
    # scheme or "//", and "\\" beside "/" where an authority could start,
    # which they read as "//" (URL Standard 4.4, relative slash and special
    # authority slashes states) where the scheme is special or absent. No
    # RFC 3986 URI holds either.
    # Whether "\\" does so depends on the scheme, which parse_url checks:
    # the fast path leaves all such text to it.
    start = rf"(?! +(?:{SCHEME}:|[/\\][/\\]))" if strict else ""
    no_authority = r"(?![/\\][/\\])" if ascii_host else "(?!//)"
    return (
        r"\A"
        f"{start}"
        f"(?>(?:(?P<scheme>{SCHEME}):)?)"
        f"(?://(?P<authority>{authority})(?=[/?#]|\\Z)|{no_authority})"
        f"{tail}"
        r"\Z"
    )


def compile_reference_pattern(
    *, strict: bool, ascii_host: bool = False, fragments: bool = True
) -> re.Pattern[str]:
    """Compile :func:`reference_pattern` with the same arguments."""
    return re.compile(reference_pattern(strict=strict, ascii_host=ascii_host, fragments=fragments))
