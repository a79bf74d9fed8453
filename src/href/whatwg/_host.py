"""The URL Standard's host parser (section 3.5) and host serializer (3.6).

Domains go through ``href._idna.domain_to_ascii`` (the standard's domain to
ASCII) and numeric names through ``href._idna.ipv4_numeric`` (its IPv4
parser); this module adds what is the standard's own: the IPv6 parser (its
grammar is not ``ipaddress``'s: it takes ``::1.2.3.4`` only where an IPv4 part
may stand and refuses zone ids), the opaque-host parser for non-special URLs,
and the "ends in a number" rule that decides which names are IPv4.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from href._idna import IDNAError, domain_to_ascii, ipv4_numeric, serialize_ipv6
from href._quote import quote

__all__ = ["HostError", "parse_host", "serialize_ipv6"]

_HEX = frozenset("0123456789abcdefABCDEF")
_DIGITS = frozenset("0123456789")

# URL Standard 3.5 "forbidden host code point": an opaque host with one fails.
_FORBIDDEN_HOST = re.compile(r"[\x00\t\n\r #/:<>?@\[\\\]^|]")
# URL Standard 4.3: a last label that the IPv4 number parser reads (decimal
# digits, "0x" hex with any number of digits, octal being decimal digits too).
_NUMBER_LABEL = re.compile(r"(?:[0-9]+|0[xX][0-9A-Fa-f]*)\Z").match
# Every printable ASCII character but none of C0 and above "~": the complement
# of the C0 control percent-encode set, as the safe set ``quote`` keeps.
_C0_SAFE = "".join(map(chr, range(0x20, 0x7F)))
_ESCAPES = re.compile(rb"%[0-9A-Fa-f]{2}")


class HostError(ValueError):
    """A host the URL Standard's host parser returns failure for; says why."""


def parse_host(text: str, *, opaque: bool) -> str:
    """Return the serialized host the standard's host parser makes of ``text``.

    ``opaque`` is the standard's *isOpaque* (the URL is not special).

    Raises:
        HostError: saying why the host parser fails.

    >>> parse_host("EXAMPLE.com", opaque=False), parse_host("0x7f.1", opaque=False)
    ('example.com', '127.0.0.1')
    >>> parse_host("[0:0::1]", opaque=False), parse_host("EX%41", opaque=True)
    ('[::1]', 'EX%41')
    """
    if text[:1] == "[":
        if text[-1:] != "]":
            msg = f"{text!r} lacks the closing ']' of an IPv6 address"
            raise HostError(msg)
        return "[" + serialize_ipv6(parse_ipv6(text[1:-1])) + "]"
    if opaque:
        forbidden = _FORBIDDEN_HOST.search(text)
        if forbidden is not None:
            msg = f"{forbidden.group()!r} is a forbidden host code point"
            raise HostError(msg)
        return quote(text, _C0_SAFE)
    domain = _percent_decode(text) if "%" in text else text
    try:
        ascii_domain = domain_to_ascii(domain)
    except IDNAError as error:
        raise HostError(str(error)) from None
    if _ends_in_number(ascii_domain):
        address = ipv4_numeric(ascii_domain)
        if address is None:
            msg = f"{ascii_domain!r} ends in a number but is not an IPv4 address"
            raise HostError(msg)
        return str(address)
    return ascii_domain


def _percent_decode(text: str) -> str:
    # URL Standard 3.5 step 4: percent-decode the UTF-8 bytes, then "UTF-8
    # decode without BOM" (invalid sequences become U+FFFD, which UTS 46 refuses).
    data = text.encode("utf-8", "surrogatepass")
    decoded = _ESCAPES.sub(lambda match: bytes([int(match.group()[1:], 16)]), data)
    return decoded.decode("utf-8", "replace")


def _ends_in_number(domain: str) -> bool:
    """URL Standard 3.5 "ends in a number checker"."""
    labels = domain.split(".")
    if labels[-1] == "":
        if len(labels) == 1:
            return False
        labels.pop()
    return _NUMBER_LABEL(labels[-1]) is not None


def parse_ipv6(text: str) -> list[int]:  # noqa: PLR0915 - the standard's steps, in order
    """Read the inside of ``[...]`` by the URL Standard's IPv6 parser (3.5).

    Raises:
        HostError: naming the standard's validation error that fails it.

    >>> parse_ipv6("::ffff:1.2.3.4")
    [0, 0, 0, 0, 0, 65535, 258, 772]
    """
    address = [0] * 8
    piece = 0
    compress: int | None = None
    pointer = 0
    end = len(text)

    def fail(what: str) -> HostError:
        return HostError(f"{text!r} is not an IPv6 address ({what})")

    if text[:1] == ":":
        if text[1:2] != ":":
            raise fail("IPv6-invalid-compression")
        pointer = 2
        piece = 1
        compress = 1
    while pointer < end:
        if piece == 8:
            raise fail("IPv6-too-many-pieces")
        if text[pointer] == ":":
            if compress is not None:
                raise fail("IPv6-multiple-compression")
            pointer += 1
            piece += 1
            compress = piece
            continue
        value = length = 0
        while length < 4 and pointer < end and text[pointer] in _HEX:
            value = value * 16 + int(text[pointer], 16)
            pointer += 1
            length += 1
        char = text[pointer] if pointer < end else ""
        if char == ".":
            if length == 0:
                raise fail("IPv4-in-IPv6-invalid-code-point")
            pointer -= length
            if piece > 6:
                raise fail("IPv4-in-IPv6-too-many-pieces")
            piece = _ipv4_in_ipv6(text, pointer, address, piece, fail)
            break
        if char == ":":
            pointer += 1
            if pointer == end:
                raise fail("IPv6-invalid-code-point")
        elif char:
            raise fail("IPv6-invalid-code-point")
        address[piece] = value
        piece += 1
    if compress is not None:
        swaps = piece - compress
        piece = 7
        while piece != 0 and swaps > 0:
            other = compress + swaps - 1
            address[piece], address[other] = address[other], address[piece]
            piece -= 1
            swaps -= 1
    elif piece != 8:
        raise fail("IPv6-too-few-pieces")
    return address


def _ipv4_in_ipv6(
    text: str, pointer: int, address: list[int], piece: int, fail: Callable[[str], HostError]
) -> int:
    """The IPv4 tail of the IPv6 parser; returns the piece index after it."""
    end = len(text)
    numbers_seen = 0
    while pointer < end:
        if numbers_seen > 0:
            if text[pointer] == "." and numbers_seen < 4:
                pointer += 1
            else:
                raise fail("IPv4-in-IPv6-invalid-code-point")
        if pointer == end or text[pointer] not in _DIGITS:
            raise fail("IPv4-in-IPv6-invalid-code-point")
        number: int | None = None
        while pointer < end and text[pointer] in _DIGITS:
            digit = ord(text[pointer]) - 48
            if number is None:
                number = digit
            elif number == 0:
                raise fail("IPv4-in-IPv6-invalid-code-point")
            else:
                number = number * 10 + digit
            if number > 255:
                raise fail("IPv4-in-IPv6-out-of-range-part")
            pointer += 1
        address[piece] = address[piece] * 0x100 + (number or 0)
        numbers_seen += 1
        if numbers_seen in (2, 4):
            piece += 1
    if numbers_seen != 4:
        raise fail("IPv4-in-IPv6-too-few-parts")
    return piece
