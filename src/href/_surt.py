"""SURT keys as the ``surt`` package (Internet Archive, PyPI ``surt``) writes them.

Its default key is Heritrix's: the URL read leniently, put through its
"Google" canonicalizer (escapes decoded repeatedly and written once, host
dots and IPv4 numbers, path dot segments and runs of ``/``) and its "IA"
canonicalizer (lower case, ``www`` prefix, default port, session ids, a
sorted query, a trailing ``/``), then written host first: ``com,example)/a``.
This module gives the same text, written from its observed behaviour, with
href's splitter and quoter; tests/test_surt.py holds it to the package on
the URL corpora.
"""

from __future__ import annotations

import contextlib
import re
from typing import Literal

from href._errors import InvalidURL
from href._idna import ipv4_numeric
from href._quote import PRINTABLE_BUT_HASH_PERCENT, quote_from_bytes, unquote_fully
from href._split import split

__all__ = ["WWWRule", "surt_key"]

#: How a leading ``www`` label is treated: ``"package"`` is the surt
#: package's rule (``www``, digits, then a dot: ``www1355544.com`` becomes
#: ``com``), ``"label"`` removes a ``www.`` label when a dotted name is left,
#: ``"keep"`` keeps the host's labels.
WWWRule = Literal["package", "label", "keep"]

_HAS_SCHEME = re.compile(rb"[a-zA-Z][a-zA-Z0-9+\-.]*:").match
_REPEATED_HTTP = re.compile(rb"^(https?://)+")
_TAB_CR_LF = re.compile(rb"[\n\r\t]")
# Hosts that the package hands to the resolver as numbers (which reads them
# as inet_aton does): decimal or octal parts, one to four of them.
_DECIMAL_IP = re.compile(rb"[1-9][0-9]*(?:\.[0-9]+){0,3}\Z").match
_OCTAL_IP = re.compile(rb"0[0-7]*(?:\.[0-7]+){0,3}\Z").match
_WWW_DIGITS = re.compile(rb"www\d*\.").match
# ASP.NET cookieless session ids in the path: "/(S(24 chars))/x.aspx" or "/(24 chars)/x.aspx".
_PATH_SESSIONS = (
    re.compile(rb"(.*/)(\((?:[a-z]\([0-9a-z]{24}\))+\)/)([^?]+\.aspx.*)\Z", re.IGNORECASE),
    re.compile(rb"(.*/)(\([0-9a-z]{24}\)/)([^?]+\.aspx.*)\Z", re.IGNORECASE),
)
# Session ids in the query, the last of each kind, with the "&" after it.
_QUERY_SESSIONS = tuple(
    re.compile(rb"(.*)(?:" + kind + rb")(?:&(.*))?\Z", re.IGNORECASE | re.DOTALL)
    for kind in (
        rb"jsessionid=[0-9a-zA-Z]{32}",
        rb"phpsessid=[0-9a-zA-Z]{32}",
        rb"sid=[0-9a-zA-Z]{32}",
        rb"ASPSESSIONID[a-zA-Z]{8}=[a-zA-Z]{24}",
        rb"cfid=[^&]+&cftoken=[^&]+",
    )
)


def _escaped(data: bytes) -> bytes:
    """Escape once every byte but printable ASCII other than "#" and "%", as the package does."""
    return quote_from_bytes(data, PRINTABLE_BUT_HASH_PERCENT).encode("ascii")


def _host_and_port(netloc: bytes, text: str) -> tuple[bytes | None, int | None]:
    """The host (lower case, a zone id kept) and port, as urllib.parse reads a netloc."""
    hostinfo = netloc.rpartition(b"@")[2]
    before, bracket, bracketed = hostinfo.partition(b"[")
    if bracket:
        host, _, rest = bracketed.partition(b"]")
        port_text = rest.partition(b":")[2]
    else:
        host, _, port_text = before.partition(b":")
    port = None
    if port_text:
        if not port_text.isdigit():
            shown = port_text.decode("latin-1")
            msg = f"invalid port {shown!r} in {text!r}: not a decimal number"
            raise InvalidURL(msg, url=text, part="port")
        port = int(port_text)
        if port > 65535:
            shown = port_text.decode("ascii")
            msg = f"invalid port {shown!r} in {text!r}: out of range 0-65535"
            raise InvalidURL(msg, url=text, part="port")
    if not host:
        return None, port or None
    name, percent, zone = host.partition(b"%")
    return name.lower() + percent + zone, port or None


def _ip_address(host: bytes) -> bytes | None:
    if host.isdigit():  # the package keeps the number's low 32 bits
        number = int(host) & 0xFFFFFFFF
        return ".".join(str(number >> s & 0xFF) for s in (24, 16, 8, 0)).encode()
    if _DECIMAL_IP(host) or _OCTAL_IP(host):
        address = ipv4_numeric(host.decode("ascii"))
        return None if address is None else str(address).encode()
    return None


def _canonical_host(host: bytes) -> bytes:
    host = unquote_fully(host)
    if not host.isascii():
        # The package uses Python's codec (IDNA 2003, not UTS 46), and keeps
        # the bytes where it fails.
        with contextlib.suppress(UnicodeError):
            host = host.decode("utf-8", "ignore").encode("idna")
    host = host.replace(b"..", b".").strip(b".")
    return _ip_address(host) or _escaped(host.lower())


def _canonical_path(path: bytes) -> bytes:
    """Dot segments resolved, runs of "/" made one but for a trailing "/".

    A ".." above the root stays, as the package keeps it.
    """
    kept: list[bytes] = []
    for segment in path.split(b"/")[1:]:
        if segment == b".":
            continue
        if segment == b".." and kept:
            kept.pop()
        else:
            kept.append(segment)
    if not kept:
        return b"/"
    return b"/" + b"".join(s + b"/" for s in kept[:-1] if s) + kept[-1]


def _sorted_query(query: bytes) -> bytes:
    if len(query) <= 1:
        return query
    pairs = sorted(tuple(pair.split(b"=", 1)) for pair in query.split(b"&"))
    return b"&".join(b"=".join(pair) for pair in pairs)


_Parts = tuple[bytes, bytes | None, int | None, bytes | None, bytes | None]


def _read(text: str) -> _Parts:
    """Scheme, host, port, path and query, read as leniently as the package reads them."""
    data = _TAB_CR_LF.sub(b"", text.encode("utf-8", "surrogatepass").strip())
    if not _HAS_SCHEME(data):
        data = b"http://" + data
    data = _REPEATED_HTTP.sub(lambda m: m.group(1), data)
    # Split as text of one character a byte, so the splitter sees bytes.
    scheme_text, netloc_text, path_text, query_text, _ = split(data.decode("latin-1"))
    scheme = (scheme_text or "").encode("latin-1")
    host, port = _host_and_port((netloc_text or "").encode("latin-1").rstrip(b":"), text)
    path = path_text.encode("latin-1") or None
    query = query_text.encode("latin-1") if query_text else None
    if scheme.startswith(b"http") and host is None and path is not None:
        # "http:////www.example.com": the host is the first segment.
        first, _, rest = path.lstrip(b"/").partition(b"/")
        host, path = first, b"/" + rest
    return scheme, host, port, path, query


def _google(parts: _Parts) -> _Parts:
    """The package's "Google" canonicalizer: escapes, host, dot segments."""
    scheme, host, port, path, query = parts
    if query:
        query = _escaped(unquote_fully(query))
    if host:
        host = _canonical_host(host)
    if path is not None:
        path = unquote_fully(path)
    if host:
        path = _canonical_path(path or b"")
    if path:
        path = _escaped(path)
    return scheme, host, port, path, query


def _ia(parts: _Parts, www: WWWRule) -> _Parts:
    """The package's "IA" canonicalizer, with the ``www`` rule chosen."""
    scheme, host, port, path, query = parts
    if host:
        host = host.lower()
        if www == "package" and (prefix := _WWW_DIGITS(host)) and scheme != b"dns":
            host = host[prefix.end() :]
        elif www == "label" and host.startswith(b"www.") and b"." in host[4:].strip(b"."):
            host = host[4:]
    if port == {b"http": 80, b"https": 443}.get(scheme.lower(), 0):
        port = None
    if path:
        path = path.lower()
        for pattern in _PATH_SESSIONS:
            if match := pattern.match(path):
                path = match.group(1) + match.group(3)
        if len(path) > 1 and path.endswith(b"/"):
            path = path[:-1]
    if query:
        for pattern in _QUERY_SESSIONS:
            if match := pattern.match(query):
                query = match.group(1) + (match.group(2) or b"")
        query = _sorted_query(query.lower()) or None
    return scheme, host, port, path, query


def surt_key(text: str, *, www: WWWRule) -> str:
    """The ``surt`` package's ``surt(text)``, with the ``www`` rule chosen.

    Raises:
        InvalidURL: where the package raises: a port that is not digits or
            is above 65535.
    """
    if not text:
        return "-"
    if text.startswith("filedesc"):
        return text  # an ARC file's header line, which the package passes through
    scheme, host, port, path, query = _ia(_google(_read(text)), www)
    # Written host first, without the scheme.
    out = [scheme + b":"] if not host else [b",".join(reversed(host.split(b".")))]
    if host:
        out.append(b")" if port is None else b":%d)" % port)
    if path:
        out.append(path)
    elif query is not None:
        out.append(b"/")
    if query is not None:
        out += (b"?", query)
    return b"".join(out).decode("utf-8", "surrogateescape")
