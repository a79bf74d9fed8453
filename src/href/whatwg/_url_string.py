"""The URL Standard's writing grammar: a "valid URL string" (section 4.3).

This is what an author should write, and it is stricter than "the parser
meets no validation error": a domain must pass the strict ToASCII as it is
written (so no percent-escapes in it), an IPv4 address is four decimal
parts, an IPv6 piece has no leading zero, a special URL has its host, and a
relative string is valid only against a base URL. Each production below is
the standard's, by its name.
"""

from __future__ import annotations

import re

from href._idna import IDNAError, domain_to_ascii
from href.whatwg._host import ends_in_number
from href.whatwg._record import SPECIAL, Record

__all__ = ["is_valid_absolute", "is_valid_relative"]

# URL Standard 4.3's URL code points ("%" apart, which must start an escape).
_URL_UNIT = "A-Za-z0-9!$&'()*+,\\-./:;=?@_~\u00a0-\ud7ff\ue000-\ufdcf\ufdf0-\ufffd" + "".join(
    f"{chr(plane << 16)}-{chr((plane << 16) + 0xFFFD)}" for plane in range(1, 17)
)


def _units(excluded: str = "") -> re.Pattern[str]:
    """URL units (URL code points and escapes) but ``excluded``, as a fullmatch pattern."""
    # re has no class subtraction: a lookahead refuses the excluded ones.
    refuse = f"(?![{re.escape(excluded)}])" if excluded else ""
    return re.compile(rf"(?:%[0-9A-Fa-f]{{2}}|{refuse}[{_URL_UNIT}])*")


_query_or_fragment = _units().fullmatch
_segment = _units("/?").fullmatch
_opaque_path = _units("?").fullmatch
_opaque_host = _units("\x00\t\n\r #/:<>?@[\\]^|").fullmatch
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:").match
_IPV4_PART = re.compile(r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\Z").match
_IPV6_PIECE = re.compile(r"(?:[1-9A-Fa-f][0-9A-Fa-f]{0,3}|0)\Z").match
_PORT = re.compile(r"[0-9]*\Z").match


def is_valid_absolute(text: str) -> bool:
    """An absolute-URL-with-fragment string."""
    text, hash_sign, fragment = text.partition("#")
    if hash_sign and _query_or_fragment(fragment) is None:
        return False
    text, question, query = text.partition("?")
    if question and _query_or_fragment(query) is None:
        return False
    scheme = _SCHEME(text)
    if scheme is None:
        return False
    name = scheme.group()[:-1].lower()
    rest = text[scheme.end() :]
    if name == "file":
        return _scheme_relative_file(rest)
    if name in SPECIAL:
        return _scheme_relative_special(rest)
    return (
        _scheme_relative(rest)
        or _path_absolute_non_authority(rest)
        or ((not rest or rest[0] != "/") and _opaque_path(rest) is not None)
    )


def is_valid_relative(text: str, base: Record) -> bool:
    """A relative-URL-with-fragment string, against ``base``."""
    if isinstance(base.path, str):
        return text[:1] == "#" and _query_or_fragment(text[1:]) is not None
    text, hash_sign, fragment = text.partition("#")
    if hash_sign and _query_or_fragment(fragment) is None:
        return False
    text, question, query = text.partition("?")
    if question and _query_or_fragment(query) is None:
        return False
    if _path_absolute_non_authority(text) or _path_relative_scheme_less(text):
        return True
    if base.scheme == "file":
        return _scheme_relative_file(text)
    if base.scheme in SPECIAL:
        return _scheme_relative_special(text)
    return _scheme_relative(text)


def _scheme_relative_special(text: str) -> bool:
    if text[:2] != "//":
        return False
    authority, slash, path = text[2:].partition("/")
    host_port = _host_and_port(authority)
    return (
        host_port is not None and _host(host_port[0]) and (not slash or _path_absolute("/" + path))
    )


def _scheme_relative(text: str) -> bool:
    if text[:2] != "//":
        return False
    authority, slash, path = text[2:].partition("/")
    if authority:
        host_port = _host_and_port(authority)
        if host_port is None:
            return False
        host = host_port[0]
        if not (_bracketed_ipv6(host) or (host and _opaque_host(host) is not None)):
            return False
    return not slash or _path_absolute("/" + path)


def _scheme_relative_file(text: str) -> bool:
    if text[:2] != "//":
        return False
    rest = text[2:]
    if not rest or _path_absolute(rest):
        return True
    host, slash, path = rest.partition("/")
    return _host(host) and (not slash or _path_absolute("/" + path))


def _host_and_port(text: str) -> tuple[str, str] | None:
    """The host and port of an authority, or None where it cannot be split so."""
    if text[:1] == "[":
        close = text.find("]")
        if close < 0 or text[close + 1 : close + 2] not in ("", ":"):
            return None
        host, port = text[: close + 1], text[close + 2 :]
    else:
        host, _, port = text.partition(":")
    if not host or _PORT(port) is None or (port and int(port) > 65535):
        return None
    return host, port


def _host(text: str) -> bool:
    """A valid host string: a domain, an IPv4 address or a bracketed IPv6 address."""
    if _bracketed_ipv6(text) or _ipv4(text):
        return True
    try:
        domain = domain_to_ascii(text, be_strict=True)
    except IDNAError:
        return False
    return not ends_in_number(domain)


def _ipv4(text: str) -> bool:
    parts = text.split(".")
    return len(parts) == 4 and all(_IPV4_PART(part) is not None for part in parts)


def _bracketed_ipv6(text: str) -> bool:
    if text[:1] != "[" or text[-1:] != "]":
        return False
    inside = text[1:-1]
    at = inside.find("::")
    if at < 0:
        return _pieces_or_ipv4(inside) == 8
    if at != inside.rfind("::"):
        return False
    head, tail = inside[:at], inside[at + 2 :]
    head_length = _pieces(head) if head else 0
    tail_length = _pieces_or_ipv4(tail) if tail else 0
    return head_length is not None and tail_length is not None and head_length + tail_length <= 7


def _pieces(text: str) -> int | None:
    """How many pieces ``text`` holds, or None if it is not IPv6 pieces."""
    pieces = text.split(":")
    return len(pieces) if all(_IPV6_PIECE(piece) is not None for piece in pieces) else None


def _pieces_or_ipv4(text: str) -> int | None:
    """Pieces, an IPv4 address (two pieces' worth) or pieces then one; None if neither."""
    pieces = _pieces(text)
    if pieces is not None:
        return pieces
    if _ipv4(text):
        return 2
    head, colon, tail = text.rpartition(":")
    if not colon or not _ipv4(tail):
        return None
    pieces = _pieces(head)
    return None if pieces is None else pieces + 2


def _path_absolute(text: str) -> bool:
    return text[:1] == "/" and all(_segment(part) is not None for part in text[1:].split("/"))


def _path_absolute_non_authority(text: str) -> bool:
    return text[:2] != "//" and _path_absolute(text)


def _path_relative_scheme_less(text: str) -> bool:
    return (
        text[:1] != "/"
        and _SCHEME(text) is None
        and all(_segment(part) is not None for part in text.split("/"))
    )
