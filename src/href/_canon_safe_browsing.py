"""Google Safe Browsing's URL canonicalization, one named step a function.

The rules are those of the Safe Browsing API's "URLs and Hashing" page
(v4, section Canonicalization), applied to URL text that may be invalid
(surrounding spaces, tabs and line breaks, no scheme, spaces in the host),
in the page's order: the whole text is unescaped before it is read as a
URL, so an escaped scheme (``http%3A%2F%2Fh/``) is a scheme. Each step
takes text and gives text that href's lenient splitter reads again.
"""

from __future__ import annotations

import re

from href._idna import IDNAError, domain_to_ascii, ipv4_numeric, parse_ip_literal
from href._quote import (
    PRINTABLE_BUT_HASH_PERCENT,
    lower_outside_escapes,
    quote_from_bytes,
    unquote_fully,
)
from href._resolve import compose, remove_dot_segments
from href._split import split

__all__ = [
    "assume_http",
    "drop_userinfo_and_port",
    "host_dots",
    "host_idna",
    "host_ip_address",
    "lowercase_scheme_and_host",
    "path_collapse_slashes",
    "path_dot_segments",
    "path_root",
    "remove_tab_cr_lf",
    "trim_spaces",
    "unescape_fully",
]

# The well-known NAT64 prefix 64:ff9b::/96 (RFC 6052 2.1), as the top 96 bits.
_NAT64 = 0x0064_FF9B_0000_0000_0000_0000


def trim_spaces(text: str) -> str:
    """Remove leading and trailing spaces (``"  http://h/  "``)."""
    return text.strip(" ")


def remove_tab_cr_lf(text: str) -> str:
    """Remove every tab, CR and LF; their escapes (``%0a``) stay."""
    return text.replace("\t", "").replace("\r", "").replace("\n", "")


def assume_http(text: str) -> str:
    """Read text without ``://`` as an ``http`` URL (``www.google.com`` is one)."""
    return text if "://" in text else f"http://{text}"


def drop_userinfo_and_port(text: str) -> str:
    """Keep only the host of the authority (the published case drops ``:1234``)."""
    scheme, authority, path, query, fragment = split(text)
    if authority is None:
        return text
    host = authority.rpartition("@")[2]
    host = host[: host.find("]") + 1] or host if host.startswith("[") else host.partition(":")[0]
    return compose((scheme, host, path, query, fragment))


def _unescaped(text: str) -> bytes:
    """Decode escapes until none is left (``%2525`` is ``%25``, then ``%``)."""
    return unquote_fully(text.encode("utf-8", "surrogatepass"))


def _escaped(data: bytes) -> str:
    """Safe Browsing: "percent-escape all characters that are <= ASCII 32, >= 127, '#', or '%'"."""
    return quote_from_bytes(data, PRINTABLE_BUT_HASH_PERCENT)


def unescape_fully(text: str) -> str:
    """Decode escapes in the whole text until none is left, then escape what
    Safe Browsing escapes (controls, space, non-ASCII bytes, ``#``, ``%``).

    The text is read as a URL only afterwards, as the page's steps go:
    ``http%3A%2F%2Fh/`` has a scheme, and a ``/`` or ``?`` that an escape
    made splits the text where it stands (the rules say decoding "may
    render the URL invalid"). A ``#`` it made is written ``%23`` again, so
    it is never read as a fragment.
    """
    return _escaped(_unescaped(text))


def host_idna(text: str) -> str:
    """Write a host whose bytes are a non-ASCII name as A-labels ("convert
    the URL to the ASCII Punycode representation"); other bytes stay escaped."""
    scheme, host, path, query, fragment = split(text)
    if host is None or "%" not in host:
        return text
    data = _unescaped(host)
    if data.isascii():
        return text
    try:
        host = domain_to_ascii(data.decode("utf-8"))
    except (UnicodeDecodeError, IDNAError):
        return text  # no name IDNA takes: its bytes stay escaped
    return compose((scheme, host, path, query, fragment))


def host_dots(text: str) -> str:
    """Remove the host's leading and trailing dots; replace runs of dots by one."""
    scheme, host, path, query, fragment = split(text)
    if host is None:
        return text
    host = re.sub(r"\.{2,}", ".", host.strip("."))
    return compose((scheme, host, path, query, fragment))


def host_ip_address(text: str) -> str:
    """Write an IPv4 host in any legal form (``3279880203``, octal, hex, fewer
    parts) as four decimals; an IPv6 literal compressed, and an IPv4-mapped
    or NAT64 (64:ff9b::/96) one as its IPv4 address."""
    scheme, host, path, query, fragment = split(text)
    if not host:
        return text
    if host.startswith("["):
        try:
            address = parse_ip_literal(host)[0]
        except ValueError:  # no IP literal: left as written
            return text
        if address is None:  # IPvFuture
            return text
        number = int(address)
        if number >> 32 in {0xFFFF, _NAT64}:
            host = ".".join(str(number >> shift & 0xFF) for shift in (24, 16, 8, 0))
        else:
            host = f"[{address.compressed}]"
    else:
        ipv4 = ipv4_numeric(host)
        if ipv4 is None:
            return text
        host = str(ipv4)
    return compose((scheme, host, path, query, fragment))


def lowercase_scheme_and_host(text: str) -> str:
    """Lower-case the scheme and the host (escapes keep their upper-case hex)."""
    scheme, host, path, query, fragment = split(text)
    return compose(
        (
            None if scheme is None else scheme.lower(),
            None if host is None else lower_outside_escapes(host),
            path,
            query,
            fragment,
        )
    )


def path_dot_segments(text: str) -> str:
    """Resolve ``/./`` and ``/../`` in the path (RFC 3986 5.2.4)."""
    scheme, host, path, query, fragment = split(text)
    return compose((scheme, host, remove_dot_segments(path), query, fragment))


def path_collapse_slashes(text: str) -> str:
    """Replace runs of ``/`` in the path by one (the query keeps its own)."""
    scheme, host, path, query, fragment = split(text)
    return compose((scheme, host, re.sub("/{2,}", "/", path), query, fragment))


def path_root(text: str) -> str:
    """Make an empty path ``/`` ("it must have a trailing slash")."""
    scheme, host, path, query, fragment = split(text)
    return compose((scheme, host, path or "/", query, fragment))
