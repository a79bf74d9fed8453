"""Hosts to and from ASCII: IDNA (UTS 46) names and IP literals.

This is the only module that imports ``ipaddress``; ``href._uts46`` is the
only one that imports ``idna``.
"""

from __future__ import annotations

import functools
import ipaddress
import re
from collections.abc import Callable

from href._grammar import SUB_DELIMS
from href._quote import lower_outside_escapes, quote_invalid
from href._uts46 import IDNAError, to_ascii, to_unicode

__all__ = [
    "IDNAError",
    "IPAddress",
    "check_host",
    "dns_name_error",
    "domain_to_ascii",
    "ip_address",
    "ipv4_dotted",
    "ipv4_numeric",
    "ipv6_pieces",
    "name_to_ascii",
    "name_to_iri",
    "name_to_unicode",
    "name_to_uri",
    "parse_ip_literal",
    "serialize_ipv6",
]

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

# RFC 3986 3.2.2: IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
_IPVFUTURE = re.compile(r"[vV][0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+\Z").match
# RFC 3986 3.2.2: dec-octet, four of them: no leading zeros, nothing odd.
_DEC_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"
_IPV4_DOTTED = re.compile(rf"{_DEC_OCTET}(?:\.{_DEC_OCTET}){{3}}\Z").match
# RFC 6874 2: ZoneID = 1*( unreserved / pct-encoded )
_ZONE_ID = re.compile(r"(?:[A-Za-z0-9\-._~]|%[0-9A-Fa-f]{2})+\Z").match
_ESCAPE = re.compile(r"%([0-9A-Fa-f]{2})")


# What RFC 3986's splitting pattern lets into a host name and no host holds:
# the URL Standard's forbidden host code points that are not delimiters
# already (space, "<", ">", "\\", "^", "|").
_finds_forbidden_in_name = re.compile(r"[ <>\\^|]").search


def check_host(host: str) -> str | None:
    """Return why ``host`` (as written in a URL) is not a host, or None if it is.

    The splitter's pattern vouches for the shape of printable ASCII names,
    which the URL Standard takes as they are (an ``xn--`` label that is not
    Punycode included); IP literals and non-ASCII names are checked here,
    the latter by UTS 46 as browsers apply it.

    >>> check_host("[::1]") is None, check_host("bücher.example") is None
    (True, True)
    >>> check_host("[::g]")
    "'::g' is not an IPv6 address"
    """
    if host.startswith("["):
        try:
            parse_ip_literal(host)
        except ValueError as error:
            return str(error)
        return None
    if host.isascii():
        # The URL Standard only lower-cases an ASCII domain, but refuses its
        # forbidden host code points, which RFC 3986's reg-name never held.
        forbidden = _finds_forbidden_in_name(host)
        if forbidden is not None:
            return f"{forbidden.group()!r} cannot stand in a host name (RFC 3986 3.2.2)"
        return None
    try:
        name_to_ascii(host)
    except ValueError as error:
        return str(error)
    return None


def ip_address(text: str) -> IPAddress:
    """Read an IPv4 or IPv6 address (with an optional ``%zone``) as ``ipaddress`` does.

    Raises:
        ValueError: ``ipaddress``'s own message, which :mod:`href.compat` repeats.

    >>> ip_address("::1"), ip_address("10.0.0.1")
    (IPv6Address('::1'), IPv4Address('10.0.0.1'))
    """
    return ipaddress.ip_address(text)


def parse_ip_literal(host: str) -> tuple[ipaddress.IPv6Address | None, str | None]:
    """Read ``[IPv6]``, ``[IPv6%25zone]`` (RFC 6874) or ``[vX.future]``.

    Returns the address (None for IPvFuture) and the decoded zone id; the
    address carries the zone as its ``scope_id`` unless the zone holds a
    ``%``, which ``ipaddress`` cannot hold.

    Raises:
        ValueError: saying what is wrong with the literal.

    >>> parse_ip_literal("[fe80::1%25eth0]")
    (IPv6Address('fe80::1%eth0'), 'eth0')
    """
    inner = host[1:-1]
    if inner[:1] in ("v", "V"):
        if _IPVFUTURE(inner) is None:
            msg = f"{inner!r} is not an IPvFuture literal (v<hex>.<text>)"
            raise ValueError(msg)
        return None, None
    address, percent, zone = inner.partition("%")
    if percent:
        # RFC 6874 writes the "%" of a zone id as "%25"; a bare "%" (as
        # typed from ``ip addr`` output) is read the same way, as RFC 6874
        # section 4 suggests a lenient parser may.
        if zone.startswith("25"):
            zone = zone[2:]
        if _ZONE_ID(zone) is None:
            msg = f"{zone!r} is not a zone id (RFC 6874: unreserved or %XX characters)"
            raise ValueError(msg)
        zone = _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), zone)
    if not address.isascii() or not address or address[0] == "%":
        msg = f"{address!r} is not an IPv6 address"
        raise ValueError(msg)
    try:
        # RFC 6874's grammar lets a zone id hold "%25", a "%" once decoded,
        # which ipaddress refuses: the address is then given without it.
        scoped = percent and "%" not in zone
        parsed = ipaddress.IPv6Address(f"{address}%{zone}" if scoped else address)
    except ValueError:
        msg = f"{address!r} is not an IPv6 address"
        raise ValueError(msg) from None
    return parsed, (zone if percent else None)


def ipv6_pieces(address: ipaddress.IPv6Address) -> list[int]:
    """The eight 16-bit pieces of ``address``, for :func:`serialize_ipv6`.

    >>> ipv6_pieces(ipaddress.IPv6Address("2001:db8::1"))
    [8193, 3512, 0, 0, 0, 0, 0, 1]
    """
    packed = address.packed
    return [packed[i] << 8 | packed[i + 1] for i in range(0, 16, 2)]


def serialize_ipv6(address: list[int]) -> str:
    """RFC 5952 section 4's text of an IPv6 address, as the URL Standard (3.6) writes it.

    Lower-case hex without leading zeros, the first longest run of two or
    more zero pieces as ``::``, never dotted IPv4 at the end (RFC 5952
    section 5's mixed form is a recommendation browsers do not follow).

    >>> serialize_ipv6([0, 0, 0, 0, 0, 0, 0, 1]), serialize_ipv6([1, 0, 0, 2, 0, 0, 0, 3])
    ('::1', '1:0:0:2::3')
    """
    best_start, best_length = -1, 1  # a single zero piece is not compressed
    start = -1
    for index, value in enumerate([*address, 1]):
        if value == 0:
            if start < 0:
                start = index
        elif start >= 0:
            if index - start > best_length:
                best_start, best_length = start, index - start
            start = -1
    if best_start < 0:
        return ":".join(f"{value:x}" for value in address)
    head = ":".join(f"{value:x}" for value in address[:best_start])
    tail = ":".join(f"{value:x}" for value in address[best_start + best_length :])
    return f"{head}::{tail}"


def ipv4_dotted(name: str) -> ipaddress.IPv4Address | None:
    """Return the address if ``name`` is RFC 3986 dotted-decimal IPv4, else None.

    >>> ipv4_dotted("127.0.0.1"), ipv4_dotted("0177.0.0.1")
    (IPv4Address('127.0.0.1'), None)
    """
    if _IPV4_DOTTED(name) is None:
        return None
    return ipaddress.IPv4Address(name)


def ipv4_numeric(
    name: str, report: Callable[[str, int], None] | None = None
) -> ipaddress.IPv4Address | None:
    """Return the IPv4 address that browsers and ``inet_aton`` read in ``name``.

    One to four parts separated by dots, each decimal, octal (leading ``0``)
    or hexadecimal (``0x``); the last part fills the remaining bytes; one
    trailing dot is allowed (the WHATWG URL standard's IPv4 parser).
    Returns None when ``name`` is not such a number. ``report``, if given,
    is called with each of the standard's validation errors met on the way
    (its name, and the index of the part at fault or -1 for the whole).

    >>> ipv4_numeric("0x7f.1"), ipv4_numeric("2130706433"), ipv4_numeric("example.com")
    (IPv4Address('127.0.0.1'), IPv4Address('127.0.0.1'), None)
    """
    parts = name.split(".")
    if len(parts) > 1 and parts[-1] == "":
        if report is not None:
            report("IPv4-empty-part", len(parts) - 1)
        parts.pop()
    if not 1 <= len(parts) <= 4:
        if report is not None:
            report("IPv4-too-many-parts", -1)
        return None
    if report is not None and len(parts) < 4:
        report("IPv4-too-few-parts", -1)
    numbers: list[int] = []
    for index, part in enumerate(parts):
        number = _ipv4_number(part)
        if number is None:
            if report is not None:
                report("IPv4-non-numeric-part", index)
            return None
        if report is not None and len(part) > 1 and part[0] == "0":
            report("IPv4-non-decimal-part", index)
        numbers.append(number)
    *leading, last = numbers
    if report is not None:
        above = [index for index, number in enumerate(numbers) if number > 255]
        if above:
            report("IPv4-out-of-range-part", above[0] if len(above) == 1 else -1)
    if any(number > 255 for number in leading) or last >= 256 ** (5 - len(numbers)):
        return None
    value = last
    for index, number in enumerate(leading):
        value += number << (8 * (3 - index))
    return ipaddress.IPv4Address(value)


_DIGITS = {
    8: frozenset("01234567"),
    10: frozenset("0123456789"),
    16: frozenset("0123456789abcdefABCDEF"),
}


_TOO_BIG = 1 << 40

# No DNS name is longer than 253 characters (RFC 1035 2.3.4; 254 with the
# root's dot): the caches keep names up to that, so 2,048 entries stay small
# whatever the input; a longer host is converted every time it is asked for.
_LONGEST_CACHED = 254


def _ipv4_number(part: str) -> int | None:
    digits, base = part, 10
    if part[:2] in ("0x", "0X"):
        digits, base = part[2:], 16
        if not digits:
            return 0  # WHATWG: "0x" alone is zero
    elif len(part) > 1 and part[0] == "0":
        digits, base = part[1:], 8
    # Checked here rather than left to int(), which also takes "_", signs,
    # spaces and other scripts' digits.
    if not digits or not _DIGITS[base].issuperset(digits):
        return None
    significant = digits.lstrip("0")
    if len(significant) > 11:
        # Above any IPv4 part (2**32 has 10 decimal, 11 octal, 9 hex digits):
        # not worth int(), which is quadratic in the digits and refuses
        # more than 4300 of them.
        return _TOO_BIG
    return int(significant or "0", base)


# The WHATWG URL Standard's forbidden domain code points: its forbidden host
# code points, the C0 controls, "%" and DEL. A name that UTS 46 maps into one
# ("＃", "⩴" to "::=") fails there, as it does in browsers.
_FORBIDDEN_DOMAIN = re.compile(r"[\x00-\x20#/:<>?@\[\\\]^|%\x7f]")


def domain_to_ascii(domain: str, *, be_strict: bool = False) -> str:
    """The WHATWG URL Standard's domain parser, on a percent-decoded domain.

    UTS 46 ToASCII with the standard's flags (:mod:`href._uts46`); an ASCII
    domain is only lower-cased unless ``be_strict`` (the standard's 2026 rule,
    for web compatibility); then no empty result and no forbidden domain
    code point. ``be_strict`` asks for the registration view instead: hyphen
    rules, STD3 ASCII rules and DNS lengths as well.

    Raises:
        IDNAError: saying which label breaks which rule.

    >>> domain_to_ascii("☃.net"), domain_to_ascii("xn--zz.EXAMPLE")
    ('xn--n3h.net', 'xn--zz.example')
    >>> domain_to_ascii("xn--zz.example", be_strict=True)
    Traceback (most recent call last):
      ...
    href._uts46.IDNAError: label 'xn--zz' is not valid Punycode (UTS 46 4 step 4)
    """
    if be_strict:
        result = to_ascii(domain, strict=True)
    elif domain.isascii():
        result = domain.lower()
    else:
        result = to_ascii(domain)
    if not result:
        msg = "a domain cannot be empty"
        raise IDNAError(msg)
    forbidden = _FORBIDDEN_DOMAIN.search(result)
    if forbidden is not None:
        msg = f"{forbidden.group()!r} is a forbidden domain code point (URL Standard)"
        if result != domain.lower():
            msg = f"UTS 46 maps {domain!r} to {result!r}, and {msg}"
        raise IDNAError(msg)
    return result


def _percent_decoded(name: str) -> str:
    """A host name with its escapes decoded as UTF-8, as the URL Standard reads it."""
    if "%" not in name:
        return name
    try:
        return _ESCAPES.sub(_decode_escapes, name)
    except UnicodeDecodeError:
        msg = f"the escapes in {name!r} are not UTF-8"
        raise IDNAError(msg) from None


_ESCAPES = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def _decode_escapes(match: re.Match[str]) -> str:
    return bytes.fromhex(match.group().replace("%", "")).decode("utf-8")


def name_to_ascii(name: str) -> str:
    """Return the ASCII (A-label) form of a host name, as browsers give it.

    An ASCII name is returned in lower case, whatever its labels (the URL
    Standard's rule for ASCII domains); a non-ASCII one is converted by UTS 46
    ToASCII with the web's flags, its escapes decoded first.

    Raises:
        ValueError: if a non-ASCII name is not a valid internationalized domain name.

    >>> name_to_ascii("Bücher.example"), name_to_ascii("☃.net")
    ('xn--bcher-kva.example', 'xn--n3h.net')
    """
    if name.isascii():
        return name.lower()
    if len(name) > _LONGEST_CACHED:
        return _name_to_ascii(name)
    return _cached_name_to_ascii(name)


def _name_to_ascii(name: str) -> str:
    try:
        return domain_to_ascii(_percent_decoded(name))
    except IDNAError as error:
        msg = f"not a valid internationalized domain name: {error}"
        raise ValueError(msg) from None


_cached_name_to_ascii = functools.lru_cache(maxsize=2048)(_name_to_ascii)


def name_to_unicode(name: str) -> str:
    """Return the Unicode form of a host name: A-labels decoded, others mapped.

    UTS 46 ToUnicode with the web's flags; when it records an error (an
    ASCII name with a label such as ``xn--zz``) the name comes back as it is,
    in lower case, as the URL Standard's domain to Unicode does. So this never
    fails on a name the parser accepted.

    >>> name_to_unicode("xn--bcher-kva.example"), name_to_unicode("Bücher.EXAMPLE")
    ('bücher.example', 'bücher.example')
    >>> name_to_unicode("xn--zz.example")
    'xn--zz.example'
    """
    if name.isascii():
        name = name.lower()  # as UTS 46 maps ASCII letters, in either direction
        if "xn--" not in name:
            return name
    if len(name) > _LONGEST_CACHED:
        return _name_to_unicode(name)
    return _cached_name_to_unicode(name)


def _name_to_unicode(name: str) -> str:
    result, error = to_unicode(name)
    return name if error is not None else result


_cached_name_to_unicode = functools.lru_cache(maxsize=2048)(_name_to_unicode)


def _decoded_domain(name: str) -> str | None:
    """The ASCII domain a name with escapes spells, as browsers read it; None if none.

    RFC 3986 3.2.2 and the URL Standard's host parser agree: a host's escapes
    spell the UTF-8 of its characters, which UTS 46 then maps. Where the
    decoded text is no domain (an escape of "/", "%" or a space, bytes that
    are not UTF-8, a label UTS 46 refuses) the escapes are only escapes.
    """
    try:
        return domain_to_ascii(_percent_decoded(name))
    except IDNAError:
        return None


# What an IRI's ireg-name cannot hold as written (RFC 3987 2.2): ASCII that is
# not unreserved, a sub-delim or an escape, and a "%" that starts no escape.
_NOT_IN_IREG_NAME = re.compile(
    r"%(?![0-9A-Fa-f]{2})|[^%A-Za-z0-9\-._~!$&'()*+,;=\x80-\U0010ffff]+"
)


def name_to_uri(name: str) -> str:
    """Return a host name as a URI holds it: what ``Host.ascii`` and ``to_ascii()`` give.

    Escapes are read as browsers read them (decoded as UTF-8, then UTS 46
    ToASCII: A-labels, lower case); where they spell no domain they stay,
    in upper case, the rest of the name in lower case. A character a
    reg-name cannot hold (RFC 3986 3.2.2: ``"{}`` and the like, which UTS 46
    lets through) is then percent-encoded. The parser accepted ``name``.

    >>> name_to_uri("Bücher.example"), name_to_uri("xn--bcher-kva.e%C3%A4")
    ('xn--bcher-kva.example', 'xn--bcher-kva.xn--e-0fa')
    >>> name_to_uri('A"b%2fc'), name_to_uri("%31%32%37.0.0.1")
    ('a%22b%2Fc', '127.0.0.1')
    """
    if "%" in name:
        decoded = _decoded_domain(name)
        ascii_name = lower_outside_escapes(name) if decoded is None else decoded
    else:
        ascii_name = name_to_ascii(name)
    return quote_invalid(ascii_name, SUB_DELIMS)


def name_to_iri(name: str) -> str:
    """Return a host name as an IRI holds it: what ``Host.unicode`` and ``to_unicode()`` give.

    The name :func:`name_to_uri` reads, in Unicode: A-labels decoded by UTS 46
    ToUnicode (an A-label it refuses stays), and ASCII that an ireg-name
    cannot hold (RFC 3987 2.2) percent-encoded. A name whose escapes spell
    no domain keeps its URI spelling: in Unicode it would be a name with
    escapes that no parser takes (the URL Standard's, href's).

    >>> name_to_iri("xn--bcher-kva.e%C3%A4"), name_to_iri('xn--"3-5i4g')
    ('bücher.eä', '%223遵')
    >>> name_to_iri("xn--bcher-kva.a%2fb")
    'xn--bcher-kva.a%2Fb'
    """
    if "%" in name:
        decoded = _decoded_domain(name)
        if decoded is None:
            return quote_invalid(lower_outside_escapes(name), SUB_DELIMS)
        name = decoded
    return _NOT_IN_IREG_NAME.sub(
        lambda m: quote_invalid(m.group(), SUB_DELIMS), name_to_unicode(name)
    )


def dns_name_error(name: str) -> str | None:
    """Why ``name`` is not a domain name fit for DNS registration, or None.

    The URL Standard's *valid domain*: the domain parser with beStrict
    (UTS 46 with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength on,
    as IDNA 2008 registries apply them), and no name that ends in a number
    (which the URL Standard reads as an IPv4 address).

    >>> dns_name_error("bücher.example") is None
    True
    >>> dns_name_error("-ü.example")
    "label '-ü' begins or ends with '-' (UTS 46 4.1 V3, CheckHyphens)"
    """
    try:
        ascii_name = domain_to_ascii(_percent_decoded(name), be_strict=True)
    except IDNAError as error:
        return str(error)
    labels = ascii_name.split(".")
    if len(labels) > 1 and not labels[-1]:
        labels.pop()
    last = labels[-1]
    if last.isdigit() or ipv4_numeric(last) is not None:
        return f"{name!r} ends in a number, which reads as an IPv4 address"
    return None
