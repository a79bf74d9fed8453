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

__all__ = [
    "HostError",
    "Sink",
    "ends_in_number",
    "parse_host",
    "report_units",
    "serialize_ipv6",
]


class Sink(list[tuple[str, int, int]]):
    """Where the parsers put the validation errors that do not fail the parse.

    Asked for by ``href.whatwg.validate``: each is the standard's name and
    the span at fault, as offsets into the text the parser reads. A failure
    is the error raised instead (``HostError``, ``ParseError``), with its
    name. ``replaced`` holds the offsets where the caller's text had a lone
    surrogate, which the parser reads as U+FFFD but which is no URL unit.
    """

    __slots__ = ("replaced",)

    def __init__(self, replaced: frozenset[int] = frozenset()) -> None:
        super().__init__()
        self.replaced = replaced


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
    """A host the URL Standard's host parser returns failure for; says why.

    ``name`` is the validation error that fails it, and ``start``, ``end``
    the span at fault inside the host's text (``end`` None: to its end).
    """

    def __init__(self, why: str, name: str, start: int = 0, end: int | None = None) -> None:
        super().__init__(why)
        self.name = name
        self.start = start
        self.end = end


def parse_host(text: str, *, opaque: bool, errors: Sink | None = None, offset: int = 0) -> str:
    """Return the serialized host the standard's host parser makes of ``text``.

    ``opaque`` is the standard's *isOpaque* (the URL is not special). With
    ``errors``, the validation errors met on the way that do not fail it
    are added there, placed as if ``text`` started at ``offset``.

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
            raise HostError(msg, "IPv6-unclosed")
        try:
            pieces = parse_ipv6(text[1:-1], errors, offset + 1)
        except HostError as error:
            error.start += 1
            error.end = None if error.end is None else error.end + 1
            raise
        return "[" + serialize_ipv6(pieces) + "]"
    if opaque:
        forbidden = _FORBIDDEN_HOST.search(text)
        if forbidden is not None:
            msg = f"{forbidden.group()!r} is a forbidden host code point"
            raise HostError(msg, "host-invalid-code-point", forbidden.start(), forbidden.end())
        if errors is not None:
            report_units(text, offset, errors, once=True)
        return quote(text, _C0_SAFE)
    if "%" in text:
        if errors is not None and _ESCAPE_IN_TEXT(text) is not None:
            errors.append(("domain-percent-encoded", offset, offset + len(text)))
        domain = _percent_decode(text)
    else:
        domain = text
    strict_failed = errors is not None and _strict_fails(domain, text, offset, errors)
    try:
        ascii_domain = domain_to_ascii(domain)
    except IDNAError as error:
        if strict_failed:
            assert errors is not None
            errors.pop()  # the same error, which fails the parse after all
        raise HostError(str(error), "domain-to-ASCII") from None
    if ends_in_number(ascii_domain):
        if errors is not None:
            return _ipv4_reported(text, domain, ascii_domain, offset, errors)
        address = ipv4_numeric(ascii_domain)
        if address is None:
            msg = f"{ascii_domain!r} ends in a number but is not an IPv4 address"
            raise HostError(msg, "IPv4-non-numeric-part")
        return str(address)
    return ascii_domain


_ESCAPE_IN_TEXT = re.compile("%[0-9A-Fa-f]{2}").search


def _strict_fails(domain: str, text: str, offset: int, errors: Sink) -> bool:
    """Report domain-to-ASCII where the strict ToASCII (registration's rules) refuses."""
    try:
        domain_to_ascii(domain, be_strict=True)
    except IDNAError:
        errors.append(("domain-to-ASCII", offset, offset + len(text)))
        return True
    return False


def _ipv4_reported(text: str, domain: str, ascii_domain: str, offset: int, errors: Sink) -> str:
    """The IPv4 parser's reading of ``ascii_domain``, its validation errors reported."""
    if not domain.isascii():
        errors.append(("IPv4-non-ASCII-input", offset, offset + len(text)))
    met: list[tuple[str, int]] = []
    address = ipv4_numeric(ascii_domain, lambda name, part: met.append((name, part)))
    # A part's own span where the text is the name as written; the whole
    # host where escapes or UTS 46 mapping stand between them.
    starts: list[int] = []
    if text.lower() == ascii_domain:
        starts = [0]
        for label in text.split("."):
            starts.append(starts[-1] + len(label) + 1)
    # An empty part (the last, after a trailing dot) is marked by that dot.
    spans = [
        (offset + min(starts[part], starts[part + 1] - 2), offset + starts[part + 1] - 1)
        if starts and part >= 0
        else (offset, offset + len(text))
        for _name, part in met
    ]
    if address is None:
        *reported, (name, _part) = met
        errors.extend(
            (met_name, *span) for (met_name, _), span in zip(reported, spans, strict=False)
        )
        start, end = spans[-1]
        msg = f"{ascii_domain!r} ends in a number but is not an IPv4 address ({name})"
        raise HostError(msg, name, start - offset, end - offset)
    errors.extend((name, *span) for (name, _), span in zip(met, spans, strict=True))
    return str(address)


# URL Standard 4.3's URL code points, "%" aside: ASCII alphanumerics, these
# sixteen, and every code point from U+00A0 on but surrogates and
# noncharacters.
_NOT_URL_UNIT = re.compile(
    "[^A-Za-z0-9!$&'()*+,\\-./:;=?@_~%\u00a0-\ud7ff\ue000-\ufdcf\ufdf0-\ufffd"
    + "".join(f"{chr(plane << 16)}-{chr((plane << 16) + 0xFFFD)}" for plane in range(1, 17))
    + "]"
)
_BAD_ESCAPE = re.compile("%(?![0-9A-Fa-f]{2})")


def report_units(text: str, offset: int, errors: Sink, *, once: bool = False) -> None:
    """Report invalid-URL-unit for each code point in ``text`` that is no URL unit.

    A "%" not followed by two hex digits is one too. ``once``: the opaque host
    parser's form, one error for any code point and one for any "%".
    """
    units = [(match.start(), match.end()) for match in _NOT_URL_UNIT.finditer(text)]
    if errors.replaced and "\ufffd" in text:
        units += [
            (index, index + 1)
            for index, char in enumerate(text)
            if char == "\ufffd" and offset + index in errors.replaced
        ]
        units.sort()
    # A bad escape's span: the "%" and the one hex digit after it, if any.
    escapes = [
        (match.start(), match.start() + 1 + _hex_run(text, match.start() + 1))
        for match in _BAD_ESCAPE.finditer(text)
    ]
    # The opaque host parser's order: any code point first, then any "%".
    spans = units[:1] + escapes[:1] if once else sorted(units + escapes)
    errors.extend(("invalid-URL-unit", offset + start, offset + end) for start, end in spans)


def _hex_run(text: str, index: int) -> int:
    """1 if ``text`` has a hex digit at ``index`` (the half of an escape there), else 0."""
    return 1 if text[index : index + 1] in _HEX else 0


def _percent_decode(text: str) -> str:
    # URL Standard 3.5 step 4: percent-decode the UTF-8 bytes, then "UTF-8
    # decode without BOM" (invalid sequences become U+FFFD, which UTS 46 refuses).
    data = text.encode("utf-8", "surrogatepass")
    decoded = _ESCAPES.sub(lambda match: bytes([int(match.group()[1:], 16)]), data)
    return decoded.decode("utf-8", "replace")


def ends_in_number(domain: str) -> bool:
    """URL Standard 3.5 "ends in a number checker"."""
    labels = domain.split(".")
    if labels[-1] == "":
        if len(labels) == 1:
            return False
        labels.pop()
    return _NUMBER_LABEL(labels[-1]) is not None


def parse_ipv6(  # noqa: PLR0915 - the standard's steps, in order
    text: str, errors: Sink | None = None, offset: int = 0
) -> list[int]:
    """Read the inside of ``[...]`` by the URL Standard's IPv6 parser (3.5).

    With ``errors``, a piece written with a leading zero is reported there
    (IPv6-piece-leading-zero, placed as if ``text`` started at ``offset``).

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

    def fail(name: str, start: int, stop: int | None = None) -> HostError:
        # The span at fault: the code point at ``start`` (the last one at the end).
        start = min(start, max(end - 1, 0))
        stop = min(start + 1, end) if stop is None else stop
        return HostError(f"{text!r} is not an IPv6 address ({name})", name, start, stop)

    if text[:1] == ":":
        if text[1:2] != ":":
            raise fail("IPv6-invalid-compression", 0)
        pointer = 2
        piece = 1
        compress = 1
    while pointer < end:
        if piece == 8:
            raise fail("IPv6-too-many-pieces", pointer, end)
        if text[pointer] == ":":
            if compress is not None:
                raise fail("IPv6-multiple-compression", pointer - 1, pointer + 1)
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
                raise fail("IPv4-in-IPv6-invalid-code-point", pointer)
            pointer -= length
            if piece > 6:
                raise fail("IPv4-in-IPv6-too-many-pieces", pointer, end)
            piece = _ipv4_in_ipv6(text, pointer, address, piece, fail)
            break
        if char == ":":
            pointer += 1
            if pointer == end:
                raise fail("IPv6-invalid-code-point", pointer - 1)
        elif char:
            raise fail("IPv6-invalid-code-point", pointer)
        if errors is not None and length > 1 and value < 16 ** (length - 1):
            start = pointer - length - (char == ":")
            errors.append(("IPv6-piece-leading-zero", offset + start, offset + start + length))
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
        raise fail("IPv6-too-few-pieces", 0, end)
    return address


def _ipv4_in_ipv6(
    text: str,
    pointer: int,
    address: list[int],
    piece: int,
    fail: Callable[[str, int, int | None], HostError],
) -> int:
    """The IPv4 tail of the IPv6 parser; returns the piece index after it."""
    end = len(text)
    numbers_seen = 0
    while pointer < end:
        if numbers_seen > 0:
            if text[pointer] == "." and numbers_seen < 4:
                pointer += 1
            else:
                raise fail("IPv4-in-IPv6-invalid-code-point", pointer, None)
        if pointer == end or text[pointer] not in _DIGITS:
            raise fail("IPv4-in-IPv6-invalid-code-point", pointer, None)
        number: int | None = None
        start = pointer
        while pointer < end and text[pointer] in _DIGITS:
            digit = ord(text[pointer]) - 48
            if number is None:
                number = digit
            elif number == 0:
                raise fail("IPv4-in-IPv6-invalid-code-point", start, pointer + 1)
            else:
                number = number * 10 + digit
            if number > 255:
                raise fail("IPv4-in-IPv6-out-of-range-part", start, pointer + 1)
            pointer += 1
        address[piece] = address[piece] * 0x100 + (number or 0)
        numbers_seen += 1
        if numbers_seen in (2, 4):
            piece += 1
    if numbers_seen != 4:
        raise fail("IPv4-in-IPv6-too-few-parts", 0, end)
    return piece
